// SPDX-License-Identifier: GPL-3.0-or-later
// The log view offscreen on real sshd: a node's coloured log shown plain, filtered to errors,
// searched (matches counted, stepped through, following paused and resumed without losing the
// lines that came meanwhile), copied and saved; then the console as a whole: the details' Logs
// tab follows the selected node, a CUDA error written to its log becomes an event in the fleet
// table and the details, and Node ▸ Logs… / View ▸ Fleet Logs open windows of their own.
#include "MainWindow.h"
#include "NodeDetailsPanel.h"
#include "fleet/Inventory.h"
#include "logs/LogSource.h"
#include "logs/LogView.h"
#include "logs/LogWindow.h"
#include "models/FleetTableModel.h"
#include "models/LogLinesModel.h"
#include "session/FleetLogs.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"
#include "support/CuzkSimProcess.h"
#include "support/Fixtures.h"
#include "support/LocalSshNode.h"
#include "support/OpenSshClient.h"
#include "support/ScriptedDialogs.h"
#include "support/TestSettings.h"
#include "support/TestSkips.h"
#include "support/TextFiles.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QLabel>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {

QStringList texts(const models::LogLinesModel* model)
{
    QStringList list;
    for (int r = 0; r < model->rowCount(); ++r)
        list << model->lineAt(r).text;
    return list;
}
} // namespace

class tst_LogView : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<LocalSshNode> m_node;
    std::unique_ptr<CuzkSimProcess> m_sim;
    QString m_log;
    QString m_db;

    void addNode(const QString& name, const QString& logPath)
    {
        storage::Database db;
        QVERIFY(db.open(m_db));
        fleet::Inventory inventory(db);
        Node n;
        n.name = name;
        n.host = QStringLiteral("127.0.0.1");
        n.port = m_node->server->port();
        n.user = OpenSshClient::currentUserName();
        n.identity = m_node->key.privateKeyPath();
        n.statusPort = m_sim->port();
        QVERIFY(inventory.add(n).ok());
        QVERIFY(
            logs::LogSourceStore(db).setNodeSource(inventory.find(name)->id, QStringLiteral("cuzk"),
                                                   QStringLiteral("tail -n {lines} {follow:-F} ") + logPath));
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        fleetdeck::test::keepSettingsIn(m_dir.filePath(QStringLiteral("settings")));
        qunsetenv("SSH_AUTH_SOCK");
        m_node = LocalSshNode::start(m_dir.path(), QStringLiteral("sshd"));
        QVERIFY(m_node);
        m_sim = std::make_unique<CuzkSimProcess>(QStringLiteral(CUZK_SIM_PATH));
        QVERIFY2(m_sim->start(), qPrintable(m_sim->errorString()));
        m_log = m_dir.filePath(QStringLiteral("cuzk.log"));
        const QByteArray ansi = fleetdeck::test::fixture(QStringLiteral("cuzk/daemon-ansi.log"));
        QVERIFY(!ansi.isEmpty());
        QVERIFY(fleetdeck::test::appendTo(m_log, ansi));
        m_db = m_dir.filePath(QStringLiteral("fleet.sqlite"));
        addNode(QStringLiteral("gpu-a"), m_log);
        addNode(QStringLiteral("gpu-b"), m_dir.filePath(QStringLiteral("b.log")));
        QVERIFY(fleetdeck::test::appendTo(m_dir.filePath(QStringLiteral("b.log")),
                                          "2026-10-14T07:45:00.000000Z  INFO x: b says hello\n"));
        QSettings().setValue(QStringLiteral("logs/watchForEvents"), false); // the first case watches nothing
        fleetdeck::test::scriptDialogs();
    }

    void followFilterSearchPauseSave()
    {
        storage::Database db;
        QVERIFY(db.open(m_db));
        fleet::Inventory inventory(db);
        models::FleetTableModel model(inventory);
        ssh::SshEngine engine(1);
        session::FleetLogs fleetLogs;
        fleetLogs.setWatching(false);
        fleetLogs.knownHostsPath = [this] { return m_node->knownHosts; };
        fleetLogs.attach(&engine, &db, &inventory, &model);

        LogView view;
        view.resize(1000, 500);
        view.show();
        view.setLogs(&fleetLogs);
        view.setNodes({QStringLiteral("gpu-a")});
        models::LogLinesModel* lines = view.model();
        QTRY_COMPARE_WITH_TIMEOUT(lines->rowCount(), 13, 20000);
        for (const QString& t : texts(lines))
            QVERIFY(!t.contains(QChar(0x1b)));
        QVERIFY(view.table()->isColumnHidden(models::LogLinesModel::NodeColumn)); // one node: no column

        view.setLevel(logs::LogLevel::Error);
        QCOMPARE(lines->rowCount(), 3);
        QVERIFY(fleetdeck::test::appendTo(
            m_log,
            "2026-10-14T08:00:00.000000Z ERROR cuzk_core::gpu: CUDA error: unspecified launch failure\n"
            "2026-10-14T08:00:01.000000Z  INFO cuzk_core::engine: after it\n"));
        QTRY_COMPARE_WITH_TIMEOUT(lines->rowCount(), 4, 15000);
        QCOMPARE(lines->heldLines(), 15);
        view.setLevel(std::nullopt);
        QCOMPARE(lines->rowCount(), 15);

        view.setSearch(QStringLiteral("gpu worker"));
        QCOMPARE(view.matchCount(), 2);
        QVERIFY(view.findNext());
        QVERIFY(!view.isFollowing()); // reading a match holds the view still
        const int first = view.currentMatchRow();
        QVERIFY(lines->lineAt(first).text.contains(QStringLiteral("restarting GPU worker")));
        QVERIFY(view.findNext());
        QVERIFY(view.currentMatchRow() > first);
        QVERIFY(view.findNext()); // wraps around
        QCOMPARE(view.currentMatchRow(), first);
        QVERIFY(view.findNext(true));
        QVERIFY(view.statusText().contains(QStringLiteral("match 2 of 2")));

        // Paused: new lines wait, then come in order when following again.
        QVERIFY(fleetdeck::test::appendTo(m_log, "held line one\nheld line two gpu worker\n"));
        QTRY_COMPARE_WITH_TIMEOUT(view.heldCount(), 2, 15000);
        QCOMPARE(lines->rowCount(), 15);
        QVERIFY2(view.statusText().contains(QStringLiteral("paused: 2 new line")),
                 qPrintable(view.statusText()));
        view.setFollowing(true);
        QCOMPARE(lines->rowCount(), 17);
        QCOMPARE(texts(lines).mid(15), (QStringList{"held line one", "held line two gpu worker"}));
        QCOMPARE(view.matchCount(), 3); // the new line's match is counted

        // Copy and save.
        view.table()->selectRow(15);
        QCOMPARE(view.selectedText(), QStringLiteral("held line one"));
        const QString saved = m_dir.filePath(QStringLiteral("saved.log"));
        QString error;
        QVERIFY2(view.saveTo(saved, &error), qPrintable(error));
        QFile f(saved);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> savedLines = f.readAll().split('\n');
        QCOMPARE(savedLines.size(), 18); // 17 lines and the final newline
        QVERIFY(!savedLines.at(0).contains('\x1b'));

        // Several nodes: merged, with a node column.
        view.setNodes({QStringLiteral("gpu-a"), QStringLiteral("gpu-b")});
        QTRY_VERIFY_WITH_TIMEOUT(
            texts(lines).contains(QStringLiteral("2026-10-14T07:45:00.000000Z  INFO x: b says hello")),
            15000);
        QVERIFY(!view.table()->isColumnHidden(models::LogLinesModel::NodeColumn));
        QTRY_COMPARE_WITH_TIMEOUT(lines->rowCount(), 18, 15000);
        const int b =
            int(texts(lines).indexOf(QStringLiteral("2026-10-14T07:45:00.000000Z  INFO x: b says hello")));
        QVERIFY(lines->lineAt(b - 1).time <= lines->lineAt(b).time);
        QVERIFY(lines->lineAt(b + 1).time >= lines->lineAt(b).time);
        view.stop();
    }

    void theConsoleShowsLogsAndTheirEvents()
    {
        QSettings().setValue(QStringLiteral("logs/watchForEvents"), true);
        ssh::SshEngine engine(2);
        MainWindow w;
        w.setSshEngine(&engine);
        w.setKnownHostsPath(m_node->knownHosts);
        QVERIFY(w.openDatabase(m_db));
        w.resize(1400, 900);
        w.show();
        QVERIFY(w.selectNode(QStringLiteral("gpu-a")));
        w.detailsPanel()->setCurrentTab(NodeDetailsPanel::Tab::Logs);
        LogView* details = w.detailsPanel()->logView();
        QVERIFY(details);
        QTRY_VERIFY_WITH_TIMEOUT(details->model()->rowCount() >= 17, 20000);
        details->setLevel(logs::LogLevel::Error);
        const int errorsBefore = details->model()->rowCount();
        QTRY_COMPARE_WITH_TIMEOUT(w.session()->logs()->watchedCount(), 2, 10000);
        QTest::qWait(1000); // the watch's tail is up

        QVERIFY(fleetdeck::test::appendTo(
            m_log, "2026-12-03T10:00:00.000000Z ERROR cuzk_core::gpu: CUDA error: an illegal memory "
                   "access was encountered gpu=0 code=700\n"));
        QTRY_COMPARE_WITH_TIMEOUT(details->model()->rowCount(), errorsBefore + 1, 15000);
        const models::FleetTableModel* model = w.fleetModel();
        const int row = model->rowOf(QStringLiteral("gpu-a"));
        QTRY_COMPARE_WITH_TIMEOUT(model->index(row, models::FleetTableModel::EventsColumn).data().toString(),
                                  QStringLiteral("CUDA error 1× in 10 min"), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(w.findChild<QLabel*>(QStringLiteral("detailsLogEvents"))
                                     ->text()
                                     .contains(QStringLiteral("CUDA error 1× in 10 min")),
                                 5000);

        // Node ▸ Logs… and View ▸ Fleet Logs.
        QAction* nodeLogs = w.findChild<QAction*>(QStringLiteral("nodeLogsAction"));
        QVERIFY(nodeLogs && nodeLogs->isEnabled());
        nodeLogs->trigger();
        QAction* fleet = w.findChild<QAction*>(QStringLiteral("fleetLogsAction"));
        QVERIFY(fleet);
        fleet->trigger();
        const QList<LogWindow*> windows = w.findChildren<LogWindow*>();
        QCOMPARE(windows.size(), 2);
        LogWindow* all = windows.at(0)->view()->nodes().size() == 2 ? windows.at(0) : windows.at(1);
        QCOMPARE(all->view()->nodes(), (QStringList{"gpu-a", "gpu-b"}));
        all->view()->setLevel(logs::LogLevel::Error);
        QTRY_VERIFY_WITH_TIMEOUT(all->view()->model()->rowCount() >= 5, 20000);
        for (int r = 0; r < all->view()->model()->rowCount(); ++r)
            QCOMPARE(all->view()->model()->lineAt(r).level, logs::LogLevel::Error);
        for (LogWindow* window : windows)
            window->close();
    }
};

QTEST_MAIN(tst_LogView)
#include "tst_logview.moc"
