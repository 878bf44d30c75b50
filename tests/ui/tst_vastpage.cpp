// SPDX-License-Identifier: GPL-3.0-or-later
// Settings ▸ vast.ai: the API key goes to the keychain from the page and is never shown again;
// account, address and interval apply at once, and the open fleet's sync follows them.
#include "SettingsDialog.h"
#include "VastPage.h"
#include "secrets/MemoryCredentialStore.h"
#include "session/FleetSession.h"
#include "session/SecretStorage.h"
#include "support/TestSettings.h"
#include "vast/VastSync.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {
std::optional<QString> stored(secrets::CredentialStore& store, const QString& account)
{
    std::optional<QString> value;
    bool done = false;
    store.read({secrets::SecretKind::VastApiKey, account}, nullptr, [&](const secrets::SecretResult& r) {
        if (r.ok())
            value = r.value;
        done = true;
    });
    if (!QTest::qWaitFor([&done] { return done; }, 5000))
        qWarning("the keychain did not answer");
    return value;
}
} // namespace

class tst_VastPage : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        test::keepSettingsIn(m_dir.filePath(QStringLiteral("settings")),
                             QStringLiteral("fleetdeck-vastpage-test"));
        qunsetenv("VAST_API_KEY");
    }

    void theKeyGoesToTheKeychainOnly()
    {
        secrets::MemoryCredentialStore store;
        session::SecretStorage storage;
        storage.setKeychain(&store);
        SettingsDialog dialog(&storage);
        VastPage* page = dialog.vastPage();
        QVERIFY(page);
        QTRY_VERIFY2(
            page->keyStatus()->text().contains(QLatin1String("No key is stored as vast-api-key/default")),
            qPrintable(page->keyStatus()->text()));
        QVERIFY(!page->storeKeyButton()->isEnabled());
        QVERIFY(!page->removeKeyButton()->isEnabled());

        const QString key = QStringLiteral("vk-secret-VALUE-0123456789");
        page->keyEdit()->setText(key + QStringLiteral("  "));
        QCOMPARE(page->keyEdit()->echoMode(), QLineEdit::Password);
        QSignalSpy changed(page, &VastPage::changed);
        QTest::mouseClick(page->storeKeyButton(), Qt::LeftButton);
        QTRY_COMPARE(changed.size(), 1);
        QCOMPARE(stored(store, QStringLiteral("default")), key); // trimmed
        QVERIFY(page->keyEdit()->text().isEmpty());
        QTRY_VERIFY2(page->keyStatus()->text().contains(
                         QLatin1String("A key is stored in the keychain as vast-api-key/default")),
                     qPrintable(page->keyStatus()->text()));
        // Nowhere in the dialog, and not in the settings file.
        for (const QLabel* label : dialog.findChildren<QLabel*>())
            QVERIFY(!label->text().contains(key));
        QSettings().setValue(QStringLiteral("vast/intervalSecs"), 60); // the file exists
        QSettings().sync();
        QFile file(QSettings().fileName());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!file.readAll().contains(key.toUtf8()));

        // Another account: its own entry.
        page->accountEdit()->setText(QStringLiteral("team-b"));
        Q_EMIT page->accountEdit()->editingFinished();
        QCOMPARE(QSettings().value(QStringLiteral("vast/account")).toString(), QStringLiteral("team-b"));
        QTRY_VERIFY2(
            page->keyStatus()->text().contains(QLatin1String("No key is stored as vast-api-key/team-b")),
            qPrintable(page->keyStatus()->text()));
        page->accountEdit()->clear();
        Q_EMIT page->accountEdit()->editingFinished();
        QVERIFY(!QSettings().contains(QStringLiteral("vast/account")));

        QTRY_VERIFY(page->removeKeyButton()->isEnabled());
        QTest::mouseClick(page->removeKeyButton(), Qt::LeftButton);
        QTRY_VERIFY2(page->keyStatus()->text().contains(QLatin1String("No key is stored")),
                     qPrintable(page->keyStatus()->text()));
        QCOMPARE(stored(store, QStringLiteral("default")), std::nullopt);
    }

    void addressAndIntervalReachTheSync()
    {
        secrets::MemoryCredentialStore store;
        session::FleetSession session;
        session.setCredentialStore(&store);
        VastPage page(session.secrets());
        connect(&page, &VastPage::changed, &session, &session::FleetSession::configureVast);

        page.urlEdit()->setText(QStringLiteral("ftp://example.org/"));
        Q_EMIT page.urlEdit()->editingFinished();
        QVERIFY(!page.urlProblem()->isHidden());
        QVERIFY(!QSettings().contains(QStringLiteral("vast/baseUrl")) ||
                QSettings().value(QStringLiteral("vast/baseUrl")).toString() !=
                    QLatin1String("ftp://example.org/"));

        page.urlEdit()->setText(QStringLiteral("http://127.0.0.1:9/"));
        Q_EMIT page.urlEdit()->editingFinished();
        QVERIFY(page.urlProblem()->isHidden());
        QCOMPARE(session.vastSync()->baseUrl(), QUrl(QStringLiteral("http://127.0.0.1:9/")));

        page.intervalBox()->setValue(45);
        QCOMPARE(QSettings().value(QStringLiteral("vast/intervalSecs")).toInt(), 45);
        QCOMPARE(session.vastSync()->interval(), 45000);
    }
};

QTEST_MAIN(tst_VastPage)
#include "tst_vastpage.moc"
