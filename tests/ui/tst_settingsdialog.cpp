// SPDX-License-Identifier: GPL-3.0-or-later
// Settings › Credentials: the keychain's state, the session-only choice, the stored entries by
// name (never by value), deleting one, and a failing keychain shown as a failure, not as "empty".
#include "CredentialsPage.h"
#include "Dialogs.h"
#include "FailingCredentialStore.h"
#include "SettingsDialog.h"
#include "session/SecretStorage.h"
#include "support/ScriptedDialogs.h"
#include "support/TestSettings.h"

#include "secrets/MemoryCredentialStore.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;
using secrets::SecretId;
using secrets::SecretKind;
using secrets::SecretStatus;

namespace {
const QList<QPair<SecretId, QString>> Entries{
    {{SecretKind::Passphrase, QStringLiteral("SHA256:3hxXQ0pzbFC99Ff9sjlHYjeekjdF9bOdcu6nzDkeyNE")},
     QStringLiteral("pass-phrase-VALUE-1")},
    {{SecretKind::Password, QStringLiteral("gpu-01")}, QStringLiteral("node-password-VALUE-2")},
    {{SecretKind::Password, QStringLiteral("gpu=4090")}, QStringLiteral("group-password-VALUE-3")},
};

QString text(const QWidget& w, const char* name)
{
    const auto* l = w.findChild<QLabel*>(QString::fromLatin1(name));
    return l ? l->text() : QStringLiteral("<missing %1>").arg(QString::fromLatin1(name));
}

QStringList tableTexts(const QWidget& w)
{
    QStringList texts;
    const auto* table = w.findChild<QTableWidget*>(QStringLiteral("entriesTable"));
    for (int row = 0; table && row < table->rowCount(); ++row)
        texts << table->item(row, 0)->text();
    return texts;
}

/// Every text the dialog shows or announces: labels, buttons, table cells and their tooltips.
QStringList allTexts(const QWidget& root)
{
    QStringList texts{root.windowTitle()};
    for (const QWidget* w : root.findChildren<QWidget*>()) {
        texts << w->toolTip() << w->statusTip() << w->whatsThis() << w->accessibleName() << w->windowTitle();
        if (const auto* label = qobject_cast<const QLabel*>(w))
            texts << label->text();
        if (const auto* button = qobject_cast<const QAbstractButton*>(w))
            texts << button->text();
        if (const auto* table = qobject_cast<const QTableWidget*>(w)) {
            for (int row = 0; row < table->rowCount(); ++row) {
                for (int column = 0; column < table->columnCount(); ++column) {
                    if (const QTableWidgetItem* item = table->item(row, column))
                        texts << item->text() << item->toolTip() << item->whatsThis();
                }
            }
        }
    }
    return texts;
}

void fill(secrets::MemoryCredentialStore& store)
{
    for (const auto& [id, value] : Entries)
        store.write(id, value, nullptr, [](const secrets::SecretResult&) {});
}
} // namespace

class tst_SettingsDialog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { fleetdeck::test::keepSettingsIn(m_dir.filePath(QStringLiteral("settings"))); }

    void init()
    {
        QSettings().clear();
        fleetdeck::test::scriptDialogs();
    }

    void credentialsIsTheFirstPage()
    {
        session::SecretStorage storage;
        SettingsDialog dialog(&storage);
        auto* pages = dialog.findChild<QListWidget*>(QStringLiteral("settingsPages"));
        QVERIFY(pages);
        QCOMPARE(pages->count(), 3);
        QCOMPARE(pages->item(0)->text(), QStringLiteral("Credentials"));
        QCOMPARE(pages->item(1)->text(), QStringLiteral("vast.ai"));
        QCOMPARE(pages->item(2)->text(), QStringLiteral("Language"));
        QCOMPARE(dialog.currentPage(), dialog.credentialsPage());
        // Later pages slot in beside them.
        auto* general = new QWidget;
        QCOMPARE(dialog.addPage(QStringLiteral("General"), general), 3);
        dialog.showPage(general);
        QCOMPARE(dialog.currentPage(), general);
    }

    void listsTheNamesOfStoredEntriesNeverTheirValues()
    {
        secrets::MemoryCredentialStore store;
        fill(store);
        session::SecretStorage storage;
        storage.setKeychain(&store);
        SettingsDialog dialog(&storage);
        dialog.show();
        QTRY_COMPARE(tableTexts(dialog).size(), 3);
        QStringList expected;
        for (const auto& entry : Entries)
            expected << entry.first.displayText();
        QStringList shown = tableTexts(dialog);
        shown.sort();
        expected.sort();
        QCOMPARE(shown, expected);
        QVERIFY2(text(dialog, "backendTitle").contains(QLatin1String("Session memory")),
                 qPrintable(text(dialog, "backendTitle")));
        QVERIFY(text(dialog, "backendTitle").contains(QLatin1String("available")));
        for (const QString& t : allTexts(dialog)) {
            for (const auto& entry : Entries)
                QVERIFY2(!t.contains(entry.second), qPrintable(t));
        }
    }

    void deleteRemovesTheEntryAfterConfirmation()
    {
        secrets::MemoryCredentialStore store;
        fill(store);
        session::SecretStorage storage;
        storage.setKeychain(&store);
        SettingsDialog dialog(&storage);
        dialog.show();
        QTRY_COMPARE(tableTexts(dialog).size(), 3);
        CredentialsPage* page = dialog.credentialsPage();
        const SecretId victim = page->entries().at(1);
        auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("entriesTable"));
        auto* remove = dialog.findChild<QPushButton*>(QStringLiteral("deleteButton"));
        QVERIFY(!remove->isEnabled()); // nothing selected yet

        QString asked;
        bool answer = false;
        for (int i = 0; i < 2; ++i) {
            Dialogs::answerNextConfirm([&](const QString&, const QString& question) {
                asked = question;
                return answer;
            });
        }
        table->selectRow(1);
        QVERIFY(remove->isEnabled());
        remove->click();
        QVERIFY2(asked.contains(victim.displayText()), qPrintable(asked));
        QTest::qWait(50);
        QCOMPARE(tableTexts(dialog).size(), 3); // declined: nothing happens

        answer = true;
        table->selectRow(1);
        remove->click();
        QTRY_COMPARE(tableTexts(dialog).size(), 2);
        QVERIFY(!tableTexts(dialog).contains(victim.displayText()));
        // The store confirms it is gone, and only that one.
        std::optional<secrets::SecretResult> read;
        store.read(victim, nullptr, [&](const secrets::SecretResult& r) { read = r; });
        QTRY_VERIFY(read);
        QCOMPARE(read->status, SecretStatus::NotFound);
        QList<SecretId> left;
        store.list(nullptr, [&](SecretStatus, const QList<SecretId>& ids) { left = ids; });
        QTRY_COMPARE(left.size(), 2);
    }

    void aFailingKeychainIsShownAsSuchNotAsEmpty_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("detail");
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("listWord");
        QTest::newRow("locked") << int(SecretStatus::Locked)
                                << QStringLiteral("writing a test entry failed: the login keyring is locked")
                                << QStringLiteral("locked") << QStringLiteral("while the keychain is locked");
        QTest::newRow("no backend") << int(SecretStatus::NoBackend)
                                    << QStringLiteral(
                                           "org.freedesktop.secrets was not provided by any .service files")
                                    << QStringLiteral("not available")
                                    << QStringLiteral("no keychain is available");
    }

    void aFailingKeychainIsShownAsSuchNotAsEmpty()
    {
        QFETCH(int, status);
        QFETCH(QString, detail);
        QFETCH(QString, word);
        QFETCH(QString, listWord);
        FailingCredentialStore store(SecretStatus(status), detail);
        session::SecretStorage storage;
        storage.setKeychain(&store);
        SettingsDialog dialog(&storage);
        dialog.show();
        QTRY_VERIFY2(text(dialog, "backendTitle").contains(word), qPrintable(text(dialog, "backendTitle")));
        QCOMPARE(text(dialog, "backendDetail"), detail);
        const QString entries = text(dialog, "entriesStatus");
        QVERIFY2(entries.contains(listWord), qPrintable(entries));
        QVERIFY(!entries.contains(QLatin1String("No secrets stored")));
        QVERIFY(dialog.findChild<QTableWidget*>(QStringLiteral("entriesTable"))->isHidden());
        QVERIFY(!dialog.findChild<QPushButton*>(QStringLiteral("deleteButton"))->isEnabled());

        // Check again asks the keychain once more.
        const int before = store.requests();
        dialog.findChild<QPushButton*>(QStringLiteral("checkAgainButton"))->click();
        QTRY_VERIFY(store.requests() > before);
        QTRY_VERIFY(text(dialog, "backendTitle").contains(word));
    }

    void aKeychainThatFailsToListSaysWhy()
    {
        // The probe worked, then the keyring was locked: listing fails, and says so.
        class LockedAfterProbe final : public FailingCredentialStore
        {
        public:
            LockedAfterProbe()
                : FailingCredentialStore(SecretStatus::Locked, QStringLiteral("locked"))
            {}
            void probe(QObject* context, ProbeCallback done) override
            {
                secrets::MemoryCredentialStore memory;
                secrets::BackendInfo info = memory.backend();
                info.displayName = QStringLiteral("Secret Service");
                info.persistent = true;
                post(context, [info, done] { done(info); });
            }
        } store;
        session::SecretStorage storage;
        storage.setKeychain(&store);
        SettingsDialog dialog(&storage);
        dialog.show();
        QTRY_VERIFY2(text(dialog, "entriesStatus").contains(QLatin1String("The keychain is locked")),
                     qPrintable(text(dialog, "entriesStatus")));
        QVERIFY(dialog.findChild<QTableWidget*>(QStringLiteral("entriesTable"))->isHidden());
    }

    void sessionOnlyIsAChoiceThatIsRemembered()
    {
        secrets::MemoryCredentialStore keychain;
        fill(keychain);
        session::SecretStorage storage;
        storage.setKeychain(&keychain);
        SettingsDialog dialog(&storage);
        dialog.show();
        QTRY_COMPARE(tableTexts(dialog).size(), 3);
        auto* sessionOnly = dialog.findChild<QCheckBox*>(QStringLiteral("sessionOnlyCheck"));
        QVERIFY(!sessionOnly->isChecked());
        sessionOnly->click();
        QVERIFY(storage.sessionOnly());
        QCOMPARE(storage.activeStore(), storage.sessionStore());
        QCOMPARE(QSettings().value(QStringLiteral("secrets/sessionOnly")).toBool(), true);
        // Session memory is empty: its (absent) entries are listed, not the keychain's.
        QTRY_VERIFY(text(dialog, "entriesStatus").contains(QLatin1String("No secrets stored")));
        QCOMPARE(tableTexts(dialog).size(), 0);

        sessionOnly->click();
        QCOMPARE(QSettings().value(QStringLiteral("secrets/sessionOnly")).toBool(), false);
        QTRY_COMPARE(tableTexts(dialog).size(), 3);

        // A new window starts as the operator left it.
        QSettings().setValue(QStringLiteral("secrets/sessionOnly"), true);
        session::SecretStorage next;
        QVERIFY(next.sessionOnly());
        SettingsDialog nextDialog(&next);
        QVERIFY(nextDialog.findChild<QCheckBox*>(QStringLiteral("sessionOnlyCheck"))->isChecked());
    }
};

QTEST_MAIN(tst_SettingsDialog)
#include "tst_settingsdialog.moc"
