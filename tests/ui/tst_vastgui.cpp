// SPDX-License-Identifier: GPL-3.0-or-later
// The console kept in step with a vast.ai account (a local server in the API's format): File ▸
// Import from vast.ai adds the instances, the status bar says how old the provider data is, the
// details show the provider's fields, a fleet from vast.ai refreshes by itself, and a refused
// key is explained once in the banner.
#include "MainWindow.h"
#include "MessageBanner.h"
#include "NodeDetailsPanel.h"
#include "models/FleetTableModel.h"
#include "support/FakeVastServer.h"
#include "support/Fixtures.h"
#include "support/TestSettings.h"
#include "vast/VastSync.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {
const QByteArray kKey = "beefcafebeefcafebeefcafebeefcafebeefcafebeefcafebeefcafebeefcafe";

// tests/fixtures/vast/`name`; a missing file fails the running test (support/Fixtures.h).
QByteArray fixture(const QString& name)
{
    return test::fixture(QStringLiteral("vast/") + name);
}

int listings(const FakeVastServer& server)
{
    int n = 0;
    for (const FakeVastServer::Request& r : server.requests())
        n += r.path == QLatin1String("/api/v1/instances/") && !r.hasQuery(QStringLiteral("after_token"));
    return n;
}
} // namespace

class tst_VastGui : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    FakeVastServer m_server;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(test::haveFixtures({QStringLiteral("vast/instances-v1-page1.json"),
                                    QStringLiteral("vast/instances-v1-page2.json")}));
        fleetdeck::test::keepSettingsIn(m_dir.filePath(QStringLiteral("settings")),
                                        QStringLiteral("fleetdeck-vastgui-test"));
        QVERIFY2(m_server.start(), qPrintable(m_server.errorString()));
        m_server.setApiKey(kKey);
        m_server.setPages({fixture(QStringLiteral("instances-v1-page1.json")),
                           fixture(QStringLiteral("instances-v1-page2.json"))});
        qputenv("VAST_API_KEY", kKey);
        QSettings().setValue(QStringLiteral("vast/baseUrl"), m_server.baseUrl().toString());
    }

    void importFromTheMenuThenKeepInStep()
    {
        const QString db = m_dir.filePath(QStringLiteral("fleet.sqlite"));
        {
            MainWindow w;
            QVERIFY(w.openDatabase(db));
            w.show();
            QVERIFY(!w.vastSync()->isEnabled()); // no vast.ai node: nothing is asked
            QVERIFY(w.providerStatus()->isHidden());
            QCOMPARE(listings(m_server), 0);

            auto* import = w.findChild<QAction*>(QStringLiteral("importVastAction"));
            QVERIFY(import);
            import->trigger();
            QTRY_COMPARE_WITH_TIMEOUT(w.fleetModel()->rowCount(), 3, 10000);
            QVERIFY(w.vastSync()->isEnabled());
            QTRY_VERIFY(w.providerStatus()->isVisible());
            QTRY_VERIFY2(w.providerStatus()->text().contains(QStringLiteral("provider data")),
                         qPrintable(w.providerStatus()->text()));
            QVERIFY2(w.providerStatus()->text().endsWith(QStringLiteral(" s old")),
                     qPrintable(w.providerStatus()->text()));

            QVERIFY(w.selectNode(QStringLiteral("C.35207712")));
            auto* data = w.detailsPanel()->findChild<QLabel*>(QStringLiteral("detailsProviderData"));
            QVERIFY(data);
            QVERIFY(data->isVisibleTo(w.detailsPanel()));
            const QString text = data->text();
            for (const char* part :
                 {"RTX A6000", "$0.538/h", "instance running", "machine 60318", "provider data"})
                QVERIFY2(text.contains(QLatin1String(part)), qPrintable(text));
            QCOMPARE(w.detailsPanel()->findChild<QLabel*>(QStringLiteral("detailsProvider"))->text(),
                     QStringLiteral("vast.ai (instance 35207712)"));

            // A refused key: said in the status bar and once in the banner, in the API's words.
            m_server.injectFault(FakeVastServer::Fault::Unauthorized, -1);
            w.vastSync()->refreshNow();
            QTRY_VERIFY2(w.providerStatus()->text().startsWith(QStringLiteral("vast.ai refresh failed")),
                         qPrintable(w.providerStatus()->text()));
            QVERIFY(w.providerStatus()->toolTip().contains(w.vastSync()->lastError()->hint));
            QVERIFY2(w.banner()->text().contains(w.vastSync()->lastError()->message),
                     qPrintable(w.banner()->text()));
            QVERIFY(!w.providerStatus()->text().contains(QString::fromLatin1(kKey)));
            QVERIFY(!w.banner()->text().contains(QString::fromLatin1(kKey)));
            m_server.injectFault(FakeVastServer::Fault::None, 0);
            QCOMPARE(w.fleetModel()->rowCount(), 3); // nothing lost
        }
        // A fleet from vast.ai refreshes by itself when the database is opened.
        m_server.clearRequests();
        QSettings().remove(QStringLiteral("vast/sync")); // the menu's choice aside: the fleet decides
        MainWindow again;
        QVERIFY(again.openDatabase(db));
        QVERIFY(again.vastSync()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(listings(m_server) >= 1, 10000);
        QTRY_VERIFY(again.vastSync()->lastRefreshed().isValid());
    }

    void turnedOffStaysOff()
    {
        QSettings().setValue(QStringLiteral("vast/sync"), false);
        m_server.clearRequests();
        MainWindow w;
        QVERIFY(w.openDatabase(m_dir.filePath(QStringLiteral("fleet.sqlite"))));
        QVERIFY(!w.vastSync()->isEnabled());
        QTest::qWait(300);
        QCOMPARE(listings(m_server), 0);
    }
};

QTEST_MAIN(tst_VastGui)
#include "tst_vastgui.moc"
