// SPDX-License-Identifier: GPL-3.0-or-later
// The prompt for a key's passphrase or a login password: what it shows, what the remember
// choice defaults to where, what comes back — and that the secret never appears as text.
#include "CredentialPrompt.h"
#include "FailingCredentialStore.h"

#include "secrets/MemoryCredentialStore.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;
using secrets::BackendInfo;
using secrets::SecretId;
using secrets::SecretKind;

Q_DECLARE_METATYPE(SecretKind)

namespace {
const QString Fingerprint = QStringLiteral("SHA256:3hxXQ0pzbFC99Ff9sjlHYjeekjdF9bOdcu6nzDkeyNE");
const QString Secret = QStringLiteral("corr3ct-h0rse-Battery");

enum class Storage { Keychain, Session, None };

BackendInfo storage(Storage which)
{
    switch (which) {
    case Storage::Keychain: {
        BackendInfo info;
        info.id = QStringLiteral("secret-service");
        info.displayName = QStringLiteral("Secret Service");
        info.available = true;
        info.persistent = true;
        info.status = secrets::SecretStatus::Ok;
        return info;
    }
    case Storage::Session:
        return secrets::MemoryCredentialStore().backend();
    case Storage::None:
        break;
    }
    return FailingCredentialStore(secrets::SecretStatus::Locked,
                                  QStringLiteral("the login keyring is locked"))
        .backend();
}

Node gpuNode()
{
    Node n;
    n.name = QStringLiteral("gpu-01");
    n.host = QStringLiteral("203.0.113.7");
    n.port = 41022;
    n.user = QStringLiteral("root");
    n.labels.insert(QStringLiteral("gpu"), QStringLiteral("4090"));
    return n;
}

CredentialPrompt::Request request(SecretKind kind)
{
    return kind == SecretKind::Passphrase
               ? CredentialPrompt::Request::passphrase(
                     QStringLiteral("gpu-01"), QStringLiteral("/home/op/.ssh/fleet_ed25519"), Fingerprint)
               : CredentialPrompt::Request::password(gpuNode());
}

QString labelText(const QWidget& w, const char* name)
{
    const auto* l = w.findChild<QLabel*>(QString::fromLatin1(name));
    return l ? l->text() : QStringLiteral("<missing %1>").arg(QString::fromLatin1(name));
}

/// Every piece of text the dialog can show or announce, except the line edit's own content.
QStringList shownTexts(const QWidget& root)
{
    QStringList texts{root.windowTitle(), root.toolTip()};
    for (const QWidget* w : root.findChildren<QWidget*>()) {
        texts << w->toolTip() << w->statusTip() << w->whatsThis() << w->accessibleName()
              << w->accessibleDescription() << w->windowTitle();
        if (const auto* label = qobject_cast<const QLabel*>(w))
            texts << label->text();
        if (const auto* button = qobject_cast<const QAbstractButton*>(w))
            texts << button->text();
        if (const auto* combo = qobject_cast<const QComboBox*>(w)) {
            for (int i = 0; i < combo->count(); ++i)
                texts << combo->itemText(i);
        }
        if (const auto* edit = qobject_cast<const QLineEdit*>(w))
            texts << edit->placeholderText() << edit->displayText();
    }
    return texts;
}
} // namespace

class tst_CredentialPrompt : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rememberDefaults_data()
    {
        QTest::addColumn<SecretKind>("kind");
        QTest::addColumn<int>("store");
        QTest::addColumn<bool>("checked");
        QTest::addColumn<bool>("enabled");
        QTest::addColumn<QString>("text");
        const int keychain = int(Storage::Keychain), session = int(Storage::Session),
                  none = int(Storage::None);
        QTest::newRow("passphrase, keychain")
            << SecretKind::Passphrase << keychain << true << true << QStringLiteral("Remember in keychain");
        QTest::newRow("password, keychain")
            << SecretKind::Password << keychain << false << true << QStringLiteral("Remember in keychain");
        QTest::newRow("passphrase, session") << SecretKind::Passphrase << session << true << true
                                             << QStringLiteral("Remember for this session");
        QTest::newRow("password, session") << SecretKind::Password << session << false << true
                                           << QStringLiteral("Remember for this session");
        QTest::newRow("passphrase, no store")
            << SecretKind::Passphrase << none << false << false << QStringLiteral("Remember in keychain");
        QTest::newRow("password, no store")
            << SecretKind::Password << none << false << false << QStringLiteral("Remember in keychain");
    }

    void rememberDefaults()
    {
        QFETCH(SecretKind, kind);
        QFETCH(int, store);
        QFETCH(bool, checked);
        QFETCH(bool, enabled);
        QFETCH(QString, text);
        CredentialPrompt prompt(request(kind), storage(Storage(store)));
        auto* remember = prompt.findChild<QCheckBox*>(QStringLiteral("rememberCheck"));
        QVERIFY(remember);
        QCOMPARE(remember->isChecked(), checked);
        QCOMPARE(remember->isEnabled(), enabled);
        QVERIFY2(remember->text().startsWith(text), qPrintable(remember->text()));
        auto* reason = prompt.findChild<QLabel*>(QStringLiteral("rememberReason"));
        QVERIFY(reason);
        // When nothing can be remembered the dialog says why, in the backend's words.
        QCOMPARE(!reason->isHidden(), !enabled);
        if (!enabled) {
            QVERIFY2(reason->text().contains(QLatin1String("the login keyring is locked")),
                     qPrintable(reason->text()));
            QVERIFY(remember->toolTip().contains(QLatin1String("locked")));
        }
    }

    void passphrasePromptShowsKeyFileAndFingerprint()
    {
        CredentialPrompt prompt(request(SecretKind::Passphrase), storage(Storage::Keychain));
        QCOMPARE(labelText(prompt, "keyPathLabel"), QStringLiteral("/home/op/.ssh/fleet_ed25519"));
        QCOMPARE(labelText(prompt, "fingerprintLabel"), Fingerprint);
        QVERIFY(prompt.windowTitle().contains(QLatin1String("gpu-01")));
        auto* edit = prompt.findChild<QLineEdit*>(QStringLiteral("secretEdit"));
        QCOMPARE(edit->echoMode(), QLineEdit::Password);
        QVERIFY(prompt.findChild<QLabel*>(QStringLiteral("retryLabel"))->isHidden());
    }

    void passwordPromptShowsTheLogin()
    {
        CredentialPrompt prompt(request(SecretKind::Password), storage(Storage::Keychain));
        QCOMPARE(labelText(prompt, "loginLabel"), QStringLiteral("root@203.0.113.7:41022"));
        QCOMPARE(prompt.findChild<QLineEdit*>(QStringLiteral("secretEdit"))->echoMode(), QLineEdit::Password);
    }

    void secretComesBack()
    {
        CredentialPrompt prompt(request(SecretKind::Passphrase), storage(Storage::Keychain));
        auto* edit = prompt.findChild<QLineEdit*>(QStringLiteral("secretEdit"));
        auto* ok = prompt.findChild<QPushButton*>(QStringLiteral("okButton"));
        QVERIFY(!ok->isEnabled()); // nothing typed yet
        QTest::keyClicks(edit, Secret);
        QVERIFY(ok->isEnabled());
        prompt.findChild<QCheckBox*>(QStringLiteral("rememberCheck"))->setChecked(false);
        QVERIFY(!prompt.answer()); // not accepted yet
        ok->click();
        const std::optional<CredentialPrompt::Answer> answer = prompt.answer();
        QVERIFY(answer);
        QCOMPARE(answer->secret, Secret);
        QCOMPARE(answer->remember, false);
        QCOMPARE(answer->id, (SecretId{SecretKind::Passphrase, Fingerprint}));
    }

    void passwordForTheNodeOrItsGroup()
    {
        CredentialPrompt prompt(request(SecretKind::Password), storage(Storage::Session));
        auto* scope = prompt.findChild<QComboBox*>(QStringLiteral("scopeCombo"));
        QVERIFY(scope);
        QCOMPARE(scope->count(), 2);
        QTest::keyClicks(prompt.findChild<QLineEdit*>(QStringLiteral("secretEdit")), Secret);
        prompt.findChild<QPushButton*>(QStringLiteral("okButton"))->click();
        QCOMPARE(prompt.answer()->id, (SecretId{SecretKind::Password, QStringLiteral("gpu-01")}));
        QCOMPARE(prompt.answer()->remember, false);

        CredentialPrompt group(request(SecretKind::Password), storage(Storage::Session));
        group.findChild<QComboBox*>(QStringLiteral("scopeCombo"))->setCurrentIndex(1);
        QTest::keyClicks(group.findChild<QLineEdit*>(QStringLiteral("secretEdit")), Secret);
        group.findChild<QCheckBox*>(QStringLiteral("rememberCheck"))->setChecked(true);
        group.findChild<QPushButton*>(QStringLiteral("okButton"))->click();
        QCOMPARE(group.answer()->id, (SecretId{SecretKind::Password, QStringLiteral("gpu=4090")}));
        QCOMPARE(group.answer()->remember, true);
    }

    void cancelGivesNothing()
    {
        CredentialPrompt prompt(request(SecretKind::Passphrase), storage(Storage::Keychain));
        QTest::keyClicks(prompt.findChild<QLineEdit*>(QStringLiteral("secretEdit")), Secret);
        prompt.findChild<QPushButton*>(QStringLiteral("cancelButton"))->click();
        QVERIFY(!prompt.answer());
    }

    void retrySaysTheAnswerWasWrong()
    {
        CredentialPrompt::Request r = request(SecretKind::Passphrase);
        r.retry = true;
        CredentialPrompt prompt(r, storage(Storage::Keychain));
        prompt.show();
        auto* retry = prompt.findChild<QLabel*>(QStringLiteral("retryLabel"));
        QVERIFY(retry->isVisible());
        QVERIFY(retry->text().contains(QLatin1String("does not decrypt")));
    }

    void theSecretIsNeverShownAsText_data()
    {
        QTest::addColumn<SecretKind>("kind");
        QTest::newRow("passphrase") << SecretKind::Passphrase;
        QTest::newRow("password") << SecretKind::Password;
    }

    void theSecretIsNeverShownAsText()
    {
        QFETCH(SecretKind, kind);
        CredentialPrompt prompt(request(kind), storage(Storage::Keychain));
        prompt.show();
        QTest::keyClicks(prompt.findChild<QLineEdit*>(QStringLiteral("secretEdit")), Secret);
        prompt.findChild<QPushButton*>(QStringLiteral("okButton"))->click();
        QCOMPARE(prompt.answer()->secret, Secret);
        for (const QString& text : shownTexts(prompt))
            QVERIFY2(!text.contains(Secret), qPrintable(text));
        // The echo-less field shows bullets, not the secret.
        QVERIFY(!prompt.findChild<QLineEdit*>(QStringLiteral("secretEdit"))->displayText().contains(Secret));
    }
};

QTEST_MAIN(tst_CredentialPrompt)
#include "tst_credentialprompt.moc"
