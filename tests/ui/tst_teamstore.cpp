// SPDX-License-Identifier: GPL-3.0-or-later
// The console on a team's shared store: File ▸ Open Team Store takes a postgresql:// URL, shows
// the fleet kept there (a real PostgreSQL server, started here on loopback), says in the title
// that it is the team's, writes a node added in the window there, and is what the console opens at its next
// start. An address with a password is refused, the password never shown, and the open store stays.
#include "Dialogs.h"
#include "MainWindow.h"
#include "MessageBanner.h"
#include "NodeDialog.h"
#include "SettingsDialog.h"
#include "StorePage.h"
#include "Translations.h"
#include "support/PostgresServer.h"
#include "support/ScriptedDialogs.h"
#include "support/TestSettings.h"
#include "support/Waiting.h"

#include "fleet/Inventory.h"
#include "models/FleetTableModel.h"
#include "session/FleetLifecycle.h"
#include "session/FleetSession.h"
#include "session/LifecycleDriver.h"
#include "storage/Database.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace fleetdeck;
using namespace fleetdeck::ui;

class tst_TeamStore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<PostgresServer> m_server;
    QString m_url;

    static bool seed(const QString& location, const QStringList& names)
    {
        storage::Database db;
        if (!db.open(location))
            return false;
        fleet::Inventory inventory(db);
        for (const QString& name : names) {
            Node n;
            n.name = name;
            n.host = QStringLiteral("203.0.113.7");
            if (!inventory.add(n).ok())
                return false;
        }
        return true;
    }

private Q_SLOTS:
    void initTestCase()
    {
        fleetdeck::test::keepSettingsIn(m_dir.filePath(QStringLiteral("settings")));
        fleetdeck::installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
        QString why;
        m_server = PostgresServer::startWith({QStringLiteral("team")}, &why);
        QVERIFY2(m_server, qPrintable(why));
        m_url = m_server->url(QStringLiteral("team"));
        QVERIFY(
            seed(m_url, {QStringLiteral("team-01"), QStringLiteral("team-02"), QStringLiteral("team-03")}));
        QVERIFY(seed(m_dir.filePath(QStringLiteral("mine.sqlite")), {QStringLiteral("mine-01")}));
    }

    void cleanupTestCase() { m_server.reset(); }

    void init()
    {
        QSettings().clear();
        fleetdeck::test::scriptDialogs();
    }

    void opensTheTeamStoreFromTheFileMenu()
    {
        MainWindow w;
        QVERIFY(w.openDatabase(m_dir.filePath(QStringLiteral("mine.sqlite"))));
        QCOMPARE(w.fleetModel()->rowCount(), 1);
        QCOMPARE(w.windowTitle(), QStringLiteral("Fleetdeck — mine.sqlite"));
        auto* action = w.findChild<QAction*>(QStringLiteral("openTeamStoreAction"));
        QVERIFY(action);
        Dialogs::setNextText(m_url);
        action->trigger();
        QCOMPARE(w.databasePath(), m_url);
        QCOMPARE(w.fleetModel()->rowCount(), 3);
        QCOMPARE(w.windowTitle(), QStringLiteral("Fleetdeck — team on 127.0.0.1 (team store)"));
        QVERIFY(!w.banner()->isVisible() || w.banner()->text().isEmpty());
        // The next start comes back to it.
        QCOMPARE(QSettings().value(QStringLiteral("storage/location")).toString(), m_url);

        // What the console writes, the team's store holds.
        Dialogs::answerNext<NodeDialog>([](NodeDialog& d) {
            d.findChild<QLineEdit*>(QStringLiteral("nameEdit"))->setText(QStringLiteral("team-04"));
            d.findChild<QLineEdit*>(QStringLiteral("hostEdit"))->setText(QStringLiteral("203.0.113.8"));
            return d.isValid() ? QDialog::Accepted : QDialog::Rejected;
        });
        w.addNode();
        QCOMPARE(w.fleetModel()->rowCount(), 4);
        QString names;
        QVERIFY(m_server->psql(QStringLiteral("SELECT string_agg(name, ',' ORDER BY name) FROM nodes"),
                               QStringLiteral("team"), &names));
        QCOMPARE(names, QStringLiteral("team-01,team-02,team-03,team-04"));
        storage::Database other;
        QVERIFY(other.open(m_url));
        QVERIFY(fleet::Inventory(other).remove(QStringLiteral("team-04")).ok());
    }

    // Two operators edit the same node: Bob's change lands while Alice's dialog is open. Alice is
    // told who changed it and when, and chooses: keep Bob's (nothing of hers written), or write
    // hers over it. The trail of who changed the node is in the row.
    void aSecondEditOfTheSameNodeIsToldWhoChangedItAndWhen()
    {
        MainWindow w;
        QVERIFY(w.openDatabase(m_url));
        w.session()->database()->setOperatorName(QStringLiteral("alice@ops-1"));
        storage::Database bobs;
        QVERIFY(bobs.open(m_url));
        bobs.setOperatorName(QStringLiteral("bob@ops-2"));
        fleet::Inventory bob(bobs);
        const auto bobRelabels = [&bob](const QString& value) {
            Node n = *bob.find(QStringLiteral("team-02"));
            n.labels.insert(QStringLiteral("rack"), value);
            return bob.update(QStringLiteral("team-02"), n).ok();
        };
        const auto aliceChangesHost = [&](const QString& host, const QString& rack) {
            Dialogs::answerNext<NodeDialog>([&, host, rack](NodeDialog& d) {
                if (!bobRelabels(rack)) // while the dialog is open
                    return int(QDialog::Rejected);
                d.findChild<QLineEdit*>(QStringLiteral("hostEdit"))->setText(host);
                return int(QDialog::Accepted);
            });
        };

        // Keep theirs.
        QVERIFY(w.selectNode(QStringLiteral("team-02")));
        aliceChangesHost(QStringLiteral("198.51.100.2"), QStringLiteral("b2"));
        QString asked;
        Dialogs::answerNextConfirm([&asked](const QString& title, const QString& text) {
            asked = title + u'\n' + text;
            return false;
        });
        w.editSelectedNode();
        QCOMPARE(Dialogs::pendingAnswers(), 0);
        QVERIFY2(asked.startsWith(QLatin1String("Changed by someone else\n")), qPrintable(asked));
        QVERIFY2(asked.contains(QLatin1String("bob@ops-2")), qPrintable(asked));
        QVERIFY2(asked.contains(QDate::currentDate().toString(Qt::ISODate)), qPrintable(asked));
        Node stored = *bob.find(QStringLiteral("team-02"));
        QCOMPARE(stored.host, QStringLiteral("203.0.113.7"));
        QCOMPARE(stored.labels.value(QStringLiteral("rack")), QStringLiteral("b2"));
        QCOMPARE(stored.updatedBy, QStringLiteral("bob@ops-2"));

        // Write mine over it.
        aliceChangesHost(QStringLiteral("198.51.100.3"), QStringLiteral("b3"));
        Dialogs::setNextConfirm(true);
        w.editSelectedNode();
        QCOMPARE(Dialogs::pendingAnswers(), 0);
        stored = *bob.find(QStringLiteral("team-02"));
        QCOMPARE(stored.host, QStringLiteral("198.51.100.3"));
        QCOMPARE(stored.updatedBy, QStringLiteral("alice@ops-1"));
        // What she saw in her dialog is what was written: Bob's first label, not his second.
        QCOMPARE(stored.labels.value(QStringLiteral("rack")), QStringLiteral("b2"));
        QCOMPARE(w.fleetModel()->nodeAt(w.fleetModel()->rowOf(QStringLiteral("team-02"))).host,
                 QStringLiteral("198.51.100.3"));

        Node restored = stored;
        restored.host = QStringLiteral("203.0.113.7");
        QVERIFY(bob.update(QStringLiteral("team-02"), restored).ok());
    }

    void aPasswordInTheAddressIsRefusedAndNeverShown()
    {
        MainWindow w;
        QVERIFY(w.openDatabase(m_dir.filePath(QStringLiteral("mine.sqlite"))));
        Dialogs::setNextText(
            QStringLiteral("postgresql://ops:hunter2@127.0.0.1:%1/team").arg(m_server->port()));
        w.findChild<QAction*>(QStringLiteral("openTeamStoreAction"))->trigger();
        QVERIFY2(w.banner()->text().contains(QLatin1String("~/.pgpass")), qPrintable(w.banner()->text()));
        QVERIFY(!w.banner()->text().contains(QLatin1String("hunter2")));
        QVERIFY(!w.windowTitle().contains(QLatin1String("hunter2")));
        // The store that was open stays open, and stays the one remembered.
        QCOMPARE(w.fleetModel()->rowCount(), 1);
        QVERIFY(w.databasePath().endsWith(QLatin1String("mine.sqlite")));
        QVERIFY(!QSettings().contains(QStringLiteral("storage/location")));
    }

    // PostgreSQL's roles decide who may change the fleet: a viewer reads it all, its edits are
    // refused by the server, and the window disables what would change the store and says why.
    void aViewerReadsAndTheWindowSaysWhyItCannotChange()
    {
        QVERIFY2(
            m_server->psql(QStringLiteral("CREATE ROLE viewer LOGIN; GRANT USAGE ON SCHEMA public TO viewer; "
                                          "GRANT SELECT ON ALL TABLES IN SCHEMA public TO viewer"),
                           QStringLiteral("team")),
            qPrintable(m_server->errorString()));
        const QString viewerUrl = m_server->url(QStringLiteral("team"), QStringLiteral("viewer"));

        storage::Database db;
        QVERIFY2(db.open(viewerUrl), qPrintable(db.error()));
        QVERIFY(db.isReadOnly());
        QCOMPARE(db.role(), QStringLiteral("viewer"));
        fleet::Inventory inventory(db);
        QVERIFY(inventory.nodes().size() >= 3);
        Node n;
        n.name = QStringLiteral("viewer-01");
        n.host = QStringLiteral("203.0.113.9");
        const fleet::Inventory::Result refused = inventory.add(n);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.message.contains(QStringLiteral("permission denied")), qPrintable(refused.message));

        storage::Database admin;
        QVERIFY2(admin.open(m_url), qPrintable(admin.error()));
        QVERIFY(!admin.isReadOnly());

        MainWindow w;
        QVERIFY(w.openDatabase(viewerUrl));
        QCOMPARE(w.windowTitle(), QStringLiteral("Fleetdeck — team on 127.0.0.1 (team store, read-only)"));
        auto* view = w.findChild<QTableView*>(QStringLiteral("fleetView"));
        QVERIFY(view);
        view->selectRow(0);
        for (const char* name : {"addNodeAction", "editNodeAction", "removeNodeAction", "deployKeyAction"}) {
            auto* action = w.findChild<QAction*>(QString::fromLatin1(name));
            QVERIFY2(action, name);
            QVERIFY2(!action->isEnabled(), name);
            QVERIFY2(action->toolTip().contains(QStringLiteral("lets the role 'viewer' only read")),
                     qPrintable(action->toolTip()));
        }
        // The same window on a store it may change: the actions and their own tooltips are back.
        QVERIFY(w.openDatabase(m_url));
        view->selectRow(0);
        auto* edit = w.findChild<QAction*>(QStringLiteral("editNodeAction"));
        QVERIFY(edit->isEnabled());
        QVERIFY(!edit->toolTip().contains(QStringLiteral("only read")));
    }

    // Settings › Store: the store open now (file or team store, schema, role, where status comes
    // from, who drives the lifecycle rules) and the one to open at start, its address checked as
    // typed; "Open now" switches the window.
    void theStorePageSaysWhatIsOpenAndChoosesWhatOpensAtStart()
    {
        MainWindow w;
        const QString file = m_dir.filePath(QStringLiteral("mine.sqlite"));
        QVERIFY(w.openDatabase(file));
        SettingsDialog* settings = w.openSettings();
        StorePage* page = settings->storePage();
        QVERIFY(page);
        settings->showPage(page);
        const auto text = [page](const char* name) {
            return page->findChild<QLabel*>(QString::fromLatin1(name))->text();
        };
        QCOMPARE(text("storeCurrent"), QStringLiteral("This machine's file ") + file);
        QCOMPARE(text("storeSchema"), QStringLiteral("version %1 (this Fleetdeck knows up to %1)")
                                          .arg(storage::Database::latestSchemaVersion()));
        QCOMPARE(text("storeRole"), QStringLiteral("the file's owner: may change everything"));
        QVERIFY2(text("storeSource").startsWith(QStringLiteral("polled by this console every")),
                 qPrintable(text("storeSource")));
        QCOMPARE(text("storeLifecycle"), QStringLiteral("judged by this console"));

        auto* useTeam = page->findChild<QRadioButton*>(QStringLiteral("storeUseTeam"));
        auto* useFile = page->findChild<QRadioButton*>(QStringLiteral("storeUseFile"));
        auto* url = page->findChild<QLineEdit*>(QStringLiteral("storeUrl"));
        auto* problem = page->findChild<QLabel*>(QStringLiteral("storeUrlProblem"));
        auto* openNow = page->findChild<QPushButton*>(QStringLiteral("storeOpenNow"));
        QVERIFY(useFile->isChecked());
        QVERIFY(!url->isEnabled());
        useTeam->setChecked(true);
        QVERIFY(url->isEnabled());
        QVERIFY(!problem->text().isEmpty()); // nothing typed yet
        QVERIFY(!openNow->isEnabled());

        // A password in the address: refused as typed, never remembered.
        QTest::keyClicks(url, QStringLiteral("postgresql://ops:hunter2@127.0.0.1/team"));
        QTest::keyClick(url, Qt::Key_Return);
        QVERIFY2(problem->text().contains(QStringLiteral("password")), qPrintable(problem->text()));
        QVERIFY(!openNow->isEnabled());
        QVERIFY(!QSettings().contains(StorePage::locationKey()));

        url->clear();
        QTest::keyClicks(url, m_url.left(20));
        QVERIFY(!QSettings().contains(StorePage::locationKey())); // not yet: still typing
        QTest::keyClicks(url, m_url.mid(20));
        QTest::keyClick(url, Qt::Key_Return);
        QVERIFY2(problem->text().isEmpty(), qPrintable(problem->text()));
        QCOMPARE(QSettings().value(StorePage::locationKey()).toString(), m_url);
        QVERIFY(openNow->isEnabled());
        QTest::mouseClick(openNow, Qt::LeftButton);
        QCOMPARE(w.databasePath(), m_url);
        QCOMPARE(w.fleetModel()->rowCount(), 3);
        QVERIFY(!openNow->isEnabled()); // it is open
        QCOMPARE(text("storeCurrent"), QStringLiteral("Team store team on 127.0.0.1"));
        QCOMPARE(text("storeRole"), m_server->superuser() + QStringLiteral(" may change the fleet"));
        QCOMPARE(text("storeLifecycle"),
                 QStringLiteral("judged by this console (one process on a team store does)"));

        // Another console drives the rules (it took the lock first): this one says so.
        storage::Database other;
        QVERIFY(other.open(m_url));
        QVERIFY(w.openDatabase(file)); // its connection to the store closes, with any lock it held
        QVERIFY(
            test::msUntil(
                [&] { return other.takeSessionLock(session::LifecycleDriver::lockName()).value_or(false); },
                5000) >= 0);
        QVERIFY(w.openDatabase(m_url));
        w.session()->lifecycle()->step();
        page->refresh();
        QVERIFY2(text("storeLifecycle").startsWith(QStringLiteral("judged by another console")),
                 qPrintable(text("storeLifecycle")));

        // Back to this machine's file for the next start.
        useFile->setChecked(true);
        QVERIFY(!QSettings().contains(StorePage::locationKey()) ||
                QSettings().value(StorePage::locationKey()).toString() == file);
        settings->close();
    }
};

QTEST_MAIN(tst_TeamStore)
#include "tst_teamstore.moc"
