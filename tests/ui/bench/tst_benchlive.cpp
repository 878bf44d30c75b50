// SPDX-License-Identifier: GPL-3.0-or-later
// A live benchmark through the console, end to end: a real sshd on loopback whose sessions find
// the simulated cuzk-bench (cuzk-sim) at a fast time scale, the main window on a real SQLite
// database. Node ▸ Run Benchmark… opens the Benchmarks window with the node checked; Start runs
// it; the open details grow proof by proof and the log view receives the command's lines; closing
// the window leaves the run going, the list of a window opened again shows it running, and it
// ends finished with the figures of its own samples. A second run is cancelled from the details.
// Nothing waits a fixed time: the test polls the window with QTRY_*.
//
// FLEETDECK_BENCHUI_SCREENSHOTS=DIR saves the window mid-run and at the end as PNG.
#include "Dialogs.h"
#include "MainWindow.h"
#include "bench/BenchFormat.h"
#include "bench/BenchLogView.h"
#include "bench/BenchRunChart.h"
#include "bench/BenchRunView.h"
#include "bench/BenchRunsModel.h"
#include "bench/BenchSamplesModel.h"
#include "bench/BenchSpecPanel.h"
#include "bench/BenchmarksWindow.h"
#include "session/BenchmarkRuns.h"
#include "support/ScriptedDialogs.h"
#include "support/TestSettings.h"

#include "bench/BenchmarkReport.h"
#include "bench/BenchmarkRunner.h"
#include "bench/BenchmarkStore.h"
#include "fleet/Inventory.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"
#include "support/LocalSshNode.h"
#include "support/OpenSshClient.h"
#include "support/TestSkips.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QScatterSeries>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {

constexpr int RunTimeoutMs = 90000;

void saveScreenshot(QWidget* widget, const QString& name)
{
    const QString dir = qEnvironmentVariable("FLEETDECK_BENCHUI_SCREENSHOTS");
    if (dir.isEmpty() || !widget)
        return;
    QDir().mkpath(dir);
    const QString path = dir + QLatin1Char('/') + name;
    QVERIFY2(widget->grab().save(path, "PNG"), qPrintable(path));
    qInfo("screenshot: %s", qPrintable(path));
}

QString stateText(BenchmarksWindow* window, qint64 run)
{
    const int row = window ? window->runsModel()->rowOf(run) : -1;
    return row < 0 ? QStringLiteral("<not listed>")
                   : window->runsModel()->index(row, BenchRunsModel::StateColumn).data().toString();
}

} // namespace

class tst_BenchLive : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<LocalSshNode> m_node;
    QString m_db;

    // Node > Run Benchmark... on the harness node, Start with the default spec, and the run's id.
    bool startFromTheMenu(MainWindow& w, ssh::SshEngine& engine, BenchmarksWindow** window, qint64* id)
    {
        w.setSshEngine(&engine);
        w.setKnownHostsPath(m_node->knownHosts);
        if (!w.openDatabase(m_db))
            return false;
        w.show();
        *window = w.runBenchmark({m_node->name});
        QSignalSpy started(w.benchmarks(), &session::BenchmarkRuns::started);
        QTest::mouseClick((*window)->specPanel()->startButton(), Qt::LeftButton);
        if (!QTest::qWaitFor([&] { return started.size() == 1; }, 20000))
            return false;
        *id = started.at(0).at(0).value<QList<qint64>>().value(0);
        return *id > 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        fleetdeck::test::keepSettingsIn(m_dir.filePath(QStringLiteral("settings")));
        // Only the node's own identity logs in here, never the developer's agent or keys.
        qunsetenv("SSH_AUTH_SOCK");
        QDir().mkpath(m_dir.filePath(QStringLiteral("home")));
        qputenv("HOME", m_dir.filePath(QStringLiteral("home")).toLocal8Bit());

        // 150 simulated seconds a second: the fixture-like run of 18 proofs takes about 9 s.
        LocalSshNode::Options options;
        SimulatedCuzkBench::Options sim;
        sim.timeScale = 150;
        sim.failAt = {10};
        options.cuzkBench = sim;
        options.simulatorPath = QStringLiteral(CUZK_SIM_PATH);
        m_node = LocalSshNode::start(m_dir.path(), QStringLiteral("gpu-live"), options);
        QVERIFY(m_node && m_node->server->isRunning() && m_node->cuzkBench);

        m_db = m_dir.filePath(QStringLiteral("fleetdeck.sqlite"));
        storage::Database db;
        QVERIFY(db.open(m_db));
        Node n;
        n.name = m_node->name;
        n.host = QStringLiteral("127.0.0.1");
        n.port = m_node->server->port();
        n.user = OpenSshClient::currentUserName();
        n.identity = m_node->key.privateKeyPath();
        QVERIFY(fleet::Inventory(db).add(n).ok());
    }

    void init() { fleetdeck::test::scriptDialogs(); }

    void liveRunGrowsAndOutlivesItsWindow()
    {
        ssh::SshEngine engine(2);
        MainWindow w;
        w.setSshEngine(&engine);
        w.setKnownHostsPath(m_node->knownHosts);
        QVERIFY(w.openDatabase(m_db));
        w.show();
        QVERIFY(w.selectNode(m_node->name));

        // Node ▸ Run Benchmark… with the node selected: the new run, the node checked.
        auto* action = w.findChild<QAction*>(QStringLiteral("runBenchmarkAction"));
        QVERIFY(action);
        QVERIFY(action->isEnabled());
        action->trigger();
        QPointer<BenchmarksWindow> window = w.benchmarksWindow();
        QVERIFY(window);
        QCOMPARE(window->currentTab(), BenchmarksWindow::Tab::NewRun);
        QCOMPARE(window->specPanel()->checkedNodes(), QStringList{m_node->name});
        QCOMPARE(window->specPanel()->spec(), bench::BenchSpec{}); // 5 + 10 + 3, batch, cuzk-bench

        saveScreenshot(window, QStringLiteral("new-run.png"));
        QSignalSpy started(w.benchmarks(), &session::BenchmarkRuns::started);
        QSignalSpy failed(w.benchmarks(), &session::BenchmarkRuns::startFailed);
        QVERIFY(window->specPanel()->startButton()->isEnabled());
        QTest::mouseClick(window->specPanel()->startButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(started.size() + failed.size(), 1, 20000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
        const qint64 id = started.at(0).at(0).value<QList<qint64>>().value(0);
        QVERIFY(id > 0);

        // The details show it at once, and grow one proof at a time.
        BenchRunView* details = window->runView();
        QCOMPARE(window->currentTab(), BenchmarksWindow::Tab::Details);
        QCOMPARE(details->runId(), id);
        QVERIFY(details->isLive());
        QVERIFY(details->cancelButton()->isVisible());
        QList<int> sizes;
        connect(details->samplesModel(), &QAbstractItemModel::rowsInserted, this,
                [&sizes, details](const QModelIndex&, int first, int last) {
                    if (first == last)
                        sizes << details->samplesModel()->rowCount();
                    else
                        sizes << -1; // more than one proof at once
                });
        QTRY_VERIFY_WITH_TIMEOUT(details->samplesModel()->rowCount() >= 3, RunTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(details->logView()->toPlainText().contains(QLatin1String("COMPLETED")),
                                 10000);
        // The chart follows (a few redraws a second): every proof recorded so far is a point.
        const auto chartPoints = [&details] { // the view of the window open now
            const BenchRunChart* chart = details->chart();
            return chart->phaseSeries(bench::BenchSample::Phase::Warmup)->count() +
                   chart->phaseSeries(bench::BenchSample::Phase::Timed)->count() +
                   chart->phaseSeries(bench::BenchSample::Phase::Cooldown)->count() +
                   chart->failedSeries()->count();
        };
        QTRY_VERIFY_WITH_TIMEOUT(chartPoints() >= 3, 5000);
        QVERIFY2(stateText(window, id).startsWith(QLatin1String("Running ")),
                 qPrintable(stateText(window, id)));
        saveScreenshot(window, QStringLiteral("live-run.png"));

        // Closing the window leaves the run going.
        window->close();
        QTRY_VERIFY(window.isNull());
        bench::BenchmarkRunner* runner = w.benchmarks()->runner();
        QVERIFY(runner->isActive(id));
        const int before = int(runner->samples(id).size());
        QVERIFY(before < 18);

        // Opened again: the list shows it running, the details pick it up live.
        window = w.openBenchmarks();
        QVERIFY(window);
        QVERIFY2(stateText(window, id).startsWith(QLatin1String("Running ")),
                 qPrintable(stateText(window, id)));
        const int row = window->runsModel()->rowOf(id);
        QVERIFY(window->runsModel()->index(row, 0).data(BenchRunsModel::LiveRole).toBool());
        window->showRun(id);
        details = window->runView();
        QCOMPARE(details->runId(), id);
        QVERIFY(details->samplesModel()->rowCount() >= before);
        QVERIFY(details->logView()->lineCount() > 0);
        const int linesAtReopen = details->logView()->lineCount();
        QList<int> reopenedSizes;
        connect(details->samplesModel(), &QAbstractItemModel::rowsInserted, this,
                [&reopenedSizes, details](const QModelIndex&, int first, int last) {
                    reopenedSizes << (first == last ? details->samplesModel()->rowCount() : -1);
                });

        // It ends finished, every proof in the details and the list.
        QTRY_COMPARE_WITH_TIMEOUT(stateText(window, id), QStringLiteral("Finished"), RunTimeoutMs);
        QVERIFY(!runner->isActive(id));
        QTRY_COMPARE_WITH_TIMEOUT(details->samplesModel()->rowCount(), 18, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(chartPoints(), 18, 5000);
        QVERIFY(details->logView()->lineCount() > linesAtReopen);
        QVERIFY(details->logView()->toPlainText().contains(QLatin1String("Batch Summary")));
        // Proof by proof: in each view, every insert is one row, one more than the one before.
        for (const QList<int>& seen : {sizes, reopenedSizes}) {
            QVERIFY2(!seen.isEmpty() && !seen.contains(-1), qPrintable(QString::number(seen.size())));
            for (int i = 1; i < seen.size(); ++i)
                QCOMPARE(seen.at(i), seen.at(i - 1) + 1);
        }
        QVERIFY(sizes.size() >= 3);
        QCOMPARE(reopenedSizes.last(), 18);
        QTRY_VERIFY_WITH_TIMEOUT(details->stateLabel()->text().contains(QLatin1String("Finished")), 5000);
        QVERIFY(!details->cancelButton()->isVisible());

        // The figures shown are those of the run's own samples as the store keeps them.
        const bench::BenchmarkStore store(*w.benchmarks()->database());
        const std::optional<bench::RunSummary> summary = bench::RunSummary::load(store, id);
        QVERIFY(summary.has_value());
        QCOMPARE(summary->record.state, bench::BenchRunState::Finished);
        QCOMPARE(int(store.samples(id).size()), 18);
        QTRY_VERIFY(details->stats().timed.medianS == summary->stats.timed.medianS);
        QCOMPARE(details->samplesModel()->index(9, BenchSamplesModel::StatusColumn).data().toString(),
                 QStringLiteral("failed"));
        QCOMPARE(details->stats().timed.failed, 1);
        QCOMPARE(window->runsModel()
                     ->index(window->runsModel()->rowOf(id), BenchRunsModel::MedianColumn)
                     .data()
                     .toString(),
                 BenchFormat::medianWithCi(summary->stats.timed));
        saveScreenshot(window, QStringLiteral("live-run-finished.png"));
    }

    void cancelFromTheDetails()
    {
        ssh::SshEngine engine(2);
        MainWindow w;
        BenchmarksWindow* window = nullptr;
        qint64 id = 0;
        QVERIFY(startFromTheMenu(w, engine, &window, &id));
        BenchRunView* details = window->runView();
        QTRY_VERIFY_WITH_TIMEOUT(details->samplesModel()->rowCount() >= 2, RunTimeoutMs);
        QTest::mouseClick(details->cancelButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(stateText(window, id), QStringLiteral("Cancelled"), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(
            details->stateLabel()->text().contains(QLatin1String("cancelled by the operator")), 5000);
        QVERIFY(!details->cancelButton()->isVisible());
        const int shown = details->samplesModel()->rowCount();
        QVERIFY(shown < 18);
        QCOMPARE(shown, int(bench::BenchmarkStore(*w.benchmarks()->database()).samples(id).size()));
    }

    void quittingDuringARunAsksThenStopsItOnTheNode()
    {
        ssh::SshEngine engine(2);
        MainWindow w;
        BenchmarksWindow* window = nullptr;
        qint64 id = 0;
        QVERIFY(startFromTheMenu(w, engine, &window, &id));
        QTRY_VERIFY_WITH_TIMEOUT(window->runView()->samplesModel()->rowCount() >= 2, RunTimeoutMs);
        QVERIFY(!m_node->sessionProcesses(QStringLiteral("cuzk-bench")).isEmpty());

        // The operator says no: nothing stops.
        int asked = 0;
        Dialogs::answerNextConfirm([&](const QString&, const QString& text) {
            ++asked;
            return !text.contains(QLatin1String("benchmark"));
        });
        w.close();
        QCOMPARE(asked, 1);
        QVERIFY(w.isVisible());
        QVERIFY(w.benchmarks()->runner()->isActive(id));

        // The operator says yes: the run is cancelled on its node, then the window closes.
        Dialogs::answerNextConfirm([&](const QString&, const QString&) { return ++asked > 0; });
        w.close();
        QTRY_VERIFY_WITH_TIMEOUT(!w.isVisible(), 10000);
        QCOMPARE(bench::BenchmarkStore(*w.benchmarks()->database()).run(id)->state,
                 bench::BenchRunState::Cancelled);
        QVERIFY(m_node->sessionProcesses(QStringLiteral("cuzk-bench")).isEmpty());
    }
};

QTEST_MAIN(tst_BenchLive)
#include "tst_benchlive.moc"
