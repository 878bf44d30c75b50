// SPDX-License-Identifier: GPL-3.0-or-later
// BenchmarkRunner end to end: real sshd on loopback, the simulated cuzk-bench (cuzk-sim) in the
// sessions' PATH at a fast time scale, a real SQLite database.
#include "bench/BenchmarkRunner.h"
#include "bench/BenchmarkStats.h"
#include "bench/BenchmarkStore.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"
#include "support/LocalSshNode.h"
#include "support/ProcessTable.h"
#include "support/TestSkips.h"

#include <QFile>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace fleetdeck;
using namespace fleetdeck::bench;
using Status = BenchSample::Status;
using Phase = BenchSample::Phase;

namespace {

QList<Status> statuses(const std::vector<BenchSample>& samples)
{
    QList<Status> result;
    for (const BenchSample& s : samples)
        result << s.status;
    return result;
}

QString logText(const QList<BenchLogLine>& lines, std::optional<BenchLogLine::Stream> only = {})
{
    QStringList text;
    for (const BenchLogLine& line : lines) {
        if (!only || line.stream == *only)
            text << line.text;
    }
    return text.join(QLatin1Char('\n'));
}

BenchTarget targetOf(const LocalSshNode& node)
{
    return BenchTarget{node.name, node.target(), QStringLiteral("RTX 4090"), 0.40, {}, 1};
}

// An engine, a runner on the test's database, and what the runner reported.
struct Rig
{
    explicit Rig(storage::Database& db)
        : runner(engine, db)
        , finished(&runner, &BenchmarkRunner::runFinished)
        , recorded(&runner, &BenchmarkRunner::sampleRecorded)
    {}

    qint64 start(const BenchSpec& spec, const LocalSshNode& node)
    {
        return runner.start(spec, {targetOf(node)}).value(0);
    }

    std::optional<BenchRunState> endOf(qint64 run) const
    {
        for (const QList<QVariant>& args : finished) {
            if (args.at(0).toLongLong() == run)
                return args.at(1).value<BenchRunState>();
        }
        return std::nullopt;
    }

    // Waits for the run to end and returns its state.
    std::optional<BenchRunState> waitForEnd(qint64 run, int ms = 30000)
    {
        QDeadlineTimer deadline(ms);
        while (!endOf(run) && !deadline.hasExpired())
            finished.wait(qMax<qint64>(1, qMin<qint64>(200, deadline.remainingTime())));
        return endOf(run);
    }

    QString reasonOf(qint64 run) const
    {
        for (const QList<QVariant>& args : finished) {
            if (args.at(0).toLongLong() == run)
                return args.at(2).toString();
        }
        return {};
    }

    ssh::SshEngine engine{2};
    BenchmarkRunner runner;
    QSignalSpy finished;
    QSignalSpy recorded;
};

} // namespace

class TstBenchRunner : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    storage::Database m_db;
    int m_serial = 0;

    std::unique_ptr<LocalSshNode> startNode(SimulatedCuzkBench::Options bench = {})
    {
        LocalSshNode::Options options;
        options.cuzkBench = bench;
        options.simulatorPath = QStringLiteral(CUZK_SIM_PATH);
        auto node = LocalSshNode::start(m_dir.path(), QStringLiteral("bench-%1").arg(++m_serial), options);
        if (!node || !node->server->isRunning() || !node->cuzkBench)
            qWarning("the bench node did not start");
        return node;
    }

private slots:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_db.open(m_dir.filePath(QStringLiteral("fleetdeck.sqlite"))), qPrintable(m_db.error()));
    }

    void batchRunRecordsEveryProofInItsPhaseAsItArrives()
    {
        SimulatedCuzkBench::Options sim;
        sim.failAt = {10};
        sim.throttle = true;
        auto node = startNode(sim);
        QVERIFY(node && node->cuzkBench);
        Rig rig(m_db);
        QList<BenchSample> arrived;
        bool summaryBeforeFirstSample = false;
        qint64 id = 0;
        connect(&rig.runner, &BenchmarkRunner::sampleRecorded, this, [&](qint64 run, const BenchSample& s) {
            if (arrived.isEmpty())
                summaryBeforeFirstSample =
                    logText(rig.runner.log(run)).contains(QLatin1String("Batch Summary"));
            arrived << s;
        });

        BenchSpec spec; // the defaults: 5 + 10 + 3 proofs, batch, `cuzk-bench batch`
        const QList<qint64> ids = rig.runner.start(spec, {targetOf(*node)});
        QCOMPARE(ids.size(), 1);
        id = ids.first();
        QVERIFY2(id > 0, qPrintable(rig.runner.error()));
        QVERIFY(rig.runner.isActive(id));
        QCOMPARE(rig.waitForEnd(id), std::optional(BenchRunState::Finished));
        QVERIFY2(rig.reasonOf(id).isEmpty(), qPrintable(rig.reasonOf(id)));

        // Streamed: the first proof was recorded before the command had printed its summary.
        QVERIFY(!arrived.isEmpty());
        QVERIFY(!summaryBeforeFirstSample);
        const std::vector<BenchSample> samples = rig.runner.samples(id);
        QCOMPARE(int(samples.size()), 18);
        for (int i = 0; i < 18; ++i) {
            QCOMPARE(samples.at(size_t(i)).index, i + 1);
            QCOMPARE(samples.at(size_t(i)).phase, spec.counts.phaseOf(i + 1));
            QCOMPARE(samples.at(size_t(i)).status, i + 1 == 10 ? Status::Failed : Status::Completed);
            QVERIFY(samples.at(size_t(i)).proveMs.has_value());
        }

        // Kept: the store has the same samples, the run's spec, price and state, and the log.
        BenchmarkStore store(m_db);
        QCOMPARE(store.samples(id), samples);
        const auto record = store.run(id);
        QVERIFY(record);
        QCOMPARE(record->state, BenchRunState::Finished);
        QCOMPARE(record->gpuModel, QStringLiteral("RTX 4090"));
        QCOMPARE(record->dollarsPerHour, std::optional(0.40));
        QCOMPARE(record->mode, QStringLiteral("batch"));
        QCOMPARE(record->spec.value(QStringLiteral("timed")).toInt(), 10);
        QVERIFY(record->finishedAt.isValid());
        const QList<BenchLogLine> log = store.log(id);
        QCOMPARE(log, rig.runner.log(id));
        QVERIFY(logText(log, BenchLogLine::Stream::Stdout).contains(QLatin1String("[10/18] FAILED")));
        QVERIFY(logText(log, BenchLogLine::Stream::Stdout).contains(QLatin1String("=== Batch Summary ===")));
        // The runner's bookkeeping (the process group marker) is not part of the command's output.
        QVERIFY(!logText(log).contains(QLatin1String("fleetdeck-bench: process group")));

        // The figures follow from the samples: 9 completed timed proofs, 1 failed, a slower cooldown.
        const BenchmarkStats stats = BenchmarkStats::compute(samples);
        QCOMPARE(stats.timed.n, 9);
        QCOMPARE(stats.timed.failed, 1);
        QVERIFY(stats.cooldown.medianS > stats.timed.medianS);
    }

    void perProofRunTimesEachCommand()
    {
        SimulatedCuzkBench::Options sim;
        sim.failAt = {3};
        auto node = startNode(sim);
        QVERIFY(node && node->cuzkBench);
        Rig rig(m_db);
        BenchSpec spec;
        spec.mode = BenchSpec::Mode::PerProof;
        spec.counts = {2, 3, 1};
        const qint64 id = rig.start(spec, *node);
        QVERIFY2(id > 0, qPrintable(rig.runner.error()));
        QCOMPARE(rig.waitForEnd(id), std::optional(BenchRunState::Finished));

        const std::vector<BenchSample> samples = rig.runner.samples(id);
        QCOMPARE(statuses(samples), (QList<Status>{Status::Completed, Status::Completed, Status::Failed,
                                                   Status::Completed, Status::Completed, Status::Completed}));
        QCOMPARE(samples.at(0).phase, Phase::Warmup);
        QCOMPARE(samples.at(4).phase, Phase::Timed);
        QCOMPARE(samples.at(5).phase, Phase::Cooldown);
        for (const BenchSample& s : samples) {
            // Timed by the console: at least what the simulated proof took at this time scale.
            if (s.completed()) {
                QVERIFY(s.proveMs.has_value());
                QVERIFY2(s.wallS >= *s.proveMs / 1000.0 / node->cuzkBench->options().timeScale,
                         qPrintable(QString::number(s.wallS)));
            }
            QVERIFY(s.wallS < 10);
        }
        // The first proofs are the cold ones, as on a real GPU: the single runs share one sequence.
        QVERIFY(*samples.at(0).proveMs > *samples.at(4).proveMs);
        QCOMPARE(int(logText(rig.runner.log(id)).count(QLatin1String("$ cuzk-bench single --type porep"))),
                 6);
        QCOMPARE(BenchmarkStore(m_db).samples(id), samples);
    }

    void severalNodesRunAtOnce()
    {
        auto a = startNode();
        auto b = startNode();
        QVERIFY(a && b);
        Rig rig(m_db);
        BenchSpec spec;
        spec.counts = {1, 3, 1};
        const QList<qint64> ids = rig.runner.start(spec, {targetOf(*a), targetOf(*b)});
        QCOMPARE(ids.size(), 2);
        QVERIFY(ids.at(0) > 0 && ids.at(1) > 0 && ids.at(0) != ids.at(1));
        QCOMPARE(rig.runner.activeRuns().size(), 2);
        QCOMPARE(rig.waitForEnd(ids.at(0)), std::optional(BenchRunState::Finished));
        QCOMPARE(rig.waitForEnd(ids.at(1)), std::optional(BenchRunState::Finished));
        QCOMPARE(int(rig.runner.samples(ids.at(0)).size()), 5);
        QCOMPARE(int(rig.runner.samples(ids.at(1)).size()), 5);
        QCOMPARE(BenchmarkStore(m_db).run(ids.at(1))->node, b->name);
    }

    void cancelMidRunLeavesNoRemoteProcess_data()
    {
        QTest::addColumn<BenchSpec::Mode>("mode");
        QTest::newRow("batch") << BenchSpec::Mode::Batch;
        QTest::newRow("per-proof") << BenchSpec::Mode::PerProof;
    }

    void cancelMidRunLeavesNoRemoteProcess()
    {
        QFETCH(BenchSpec::Mode, mode);
        SimulatedCuzkBench::Options sim;
        sim.timeScale = 50; // a warm porep proof takes about 1.2 s
        auto node = startNode(sim);
        QVERIFY(node && node->cuzkBench);
        Rig rig(m_db);
        BenchSpec spec;
        spec.mode = mode;
        const qint64 id = rig.start(spec, *node);
        QVERIFY2(id > 0, qPrintable(rig.runner.error()));
        QTRY_VERIFY_WITH_TIMEOUT(rig.recorded.count() >= 1, 20000);
        // The benchmark runs over there now, under the session.
        QTRY_VERIFY_WITH_TIMEOUT(!node->sessionProcesses(QStringLiteral("cuzk-bench")).isEmpty(), 10000);

        rig.runner.cancel(id);
        QCOMPARE(rig.waitForEnd(id, 20000), std::optional(BenchRunState::Cancelled));
        QVERIFY2(node->sessionProcesses(QStringLiteral("cuzk-bench")).isEmpty(),
                 qPrintable(logText(rig.runner.log(id))));
        const std::vector<BenchSample> samples = rig.runner.samples(id);
        QVERIFY(samples.size() >= 2);
        QVERIFY(int(samples.size()) < spec.counts.total());
        QCOMPARE(samples.back().status, Status::Cancelled);
        QCOMPARE(samples.back().index, int(samples.size()));
        QVERIFY(logText(rig.runner.log(id)).contains(QLatin1String("Stopping remote process group")));
        const auto record = BenchmarkStore(m_db).run(id);
        QCOMPARE(record->state, BenchRunState::Cancelled);
        QVERIFY(!record->reason.isEmpty());
        QCOMPARE(BenchmarkStore(m_db).samples(id), samples);
    }

    void proofTimeoutStopsThatProofAndGoesOn()
    {
        auto node = startNode();
        QVERIFY(node);
        Rig rig(m_db);
        BenchSpec spec;
        spec.mode = BenchSpec::Mode::PerProof;
        spec.counts = {0, 3, 0};
        // Proof 2 hangs; the others are quick, but each starts a program on the node: under a
        // sanitizer on a loaded CI host that alone took over a second, so the limit leaves room.
        spec.proofTimeoutS = 4;
        spec.command =
            QStringLiteral("if [ {index} = 2 ]; then sleep 300; fi; cuzk-bench single --type {proof_kind}");
        const qint64 id = rig.start(spec, *node);
        QVERIFY2(id > 0, qPrintable(rig.runner.error()));
        QCOMPARE(rig.waitForEnd(id, 30000), std::optional(BenchRunState::Finished));
        QCOMPARE(statuses(rig.runner.samples(id)),
                 (QList<Status>{Status::Completed, Status::TimedOut, Status::Completed}));
        QVERIFY(rig.runner.samples(id).at(1).wallS >= 4.0);
        QVERIFY(node->sessionProcesses(QStringLiteral("sleep 300")).isEmpty());
    }

    void batchSilenceBeyondTheProofTimeoutFailsTheRun()
    {
        auto node = startNode();
        QVERIFY(node);
        Rig rig(m_db);
        BenchSpec spec;
        spec.counts = {0, 4, 0};
        spec.proofTimeoutS = 1;
        spec.command = QStringLiteral("cuzk-bench batch --type {proof_kind} --count 2; sleep 300");
        const qint64 id = rig.start(spec, *node);
        QCOMPARE(rig.waitForEnd(id, 30000), std::optional(BenchRunState::Failed));
        QVERIFY2(rig.reasonOf(id).contains(QLatin1String("proof timeout")), qPrintable(rig.reasonOf(id)));
        QCOMPARE(statuses(rig.runner.samples(id)),
                 (QList<Status>{Status::Completed, Status::Completed, Status::TimedOut}));
        QVERIFY(node->sessionProcesses(QStringLiteral("sleep 300")).isEmpty());
    }

    void failingCommandFailsWithTheServersWords()
    {
        auto node = startNode();
        QVERIFY(node);
        Rig rig(m_db);
        BenchSpec spec;
        spec.command = QStringLiteral("echo 'cuzk-bench: no GPU found' >&2; exit 3");
        const qint64 id = rig.start(spec, *node);
        QCOMPARE(rig.waitForEnd(id), std::optional(BenchRunState::Failed));
        const QString reason = rig.reasonOf(id);
        QVERIFY2(reason.contains(QLatin1String("exit status 3")), qPrintable(reason));
        QVERIFY2(reason.contains(QLatin1String("no GPU found")), qPrintable(reason));
        // stderr is in the log, as a stderr line.
        QVERIFY(logText(rig.runner.log(id), BenchLogLine::Stream::Stderr)
                    .contains(QLatin1String("no GPU found")));
        QCOMPARE(BenchmarkStore(m_db).run(id)->reason, reason);
    }

    void failingPreCommandStopsBeforeTheFirstProof()
    {
        auto node = startNode();
        QVERIFY(node);
        Rig rig(m_db);
        BenchSpec spec;
        spec.preCommand = QStringLiteral("echo restarting {node}; false");
        const qint64 id = rig.start(spec, *node);
        QCOMPARE(rig.waitForEnd(id), std::optional(BenchRunState::Failed));
        QVERIFY2(rig.reasonOf(id).contains(QLatin1String("pre-run command")), qPrintable(rig.reasonOf(id)));
        QVERIFY(rig.runner.samples(id).empty());
        QVERIFY(logText(rig.runner.log(id)).contains(QStringLiteral("restarting %1").arg(node->name)));
        QVERIFY(!logText(rig.runner.log(id)).contains(QLatin1String("cuzk-bench batch")));
    }

    void lostConnectionInterruptsTheRunWithWhatItHad()
    {
        SimulatedCuzkBench::Options sim;
        sim.timeScale = 50;
        auto node = startNode(sim);
        QVERIFY(node);
        Rig rig(m_db);
        const qint64 id = rig.start(BenchSpec{}, *node);
        QTRY_VERIFY_WITH_TIMEOUT(rig.recorded.count() >= 1, 20000);
        node->server->stop(); // sshd and its sessions are gone
        QCOMPARE(rig.waitForEnd(id, 40000), std::optional(BenchRunState::Interrupted));
        QVERIFY2(rig.reasonOf(id).contains(QLatin1String("connection")), qPrintable(rig.reasonOf(id)));
        const std::vector<BenchSample> kept = BenchmarkStore(m_db).samples(id);
        QVERIFY(!kept.empty());
        QCOMPARE(kept, rig.runner.samples(id));
        QCOMPARE(BenchmarkStore(m_db).run(id)->state, BenchRunState::Interrupted);
    }

    void invalidSpecStartsNothing()
    {
        Rig rig(m_db);
        BenchSpec spec;
        spec.command = QStringLiteral("cuzk-bench batch --count {proofs}");
        const int before = BenchmarkStore(m_db).runs().size();
        QVERIFY(rig.runner.start(spec, {BenchTarget{QStringLiteral("n"), {}, {}, {}, {}, 0}}).isEmpty());
        QVERIFY2(rig.runner.error().contains(QLatin1String("{proofs}")), qPrintable(rig.runner.error()));
        QCOMPARE(BenchmarkStore(m_db).runs().size(), before);
    }

    void runsLeftRunningByAnEarlierProcessAreInterrupted()
    {
        BenchmarkStore store(m_db);
        BenchRunRecord record;
        record.node = QStringLiteral("gone-node");
        record.runner = QSysInfo::machineHostName() + QStringLiteral(":2147483647"); // a process gone
        const qint64 id = store.createRun(record);
        QVERIFY(id > 0);
        QVERIFY(BenchmarkRunner::markAbandonedRuns(m_db) >= 1);
        QCOMPARE(store.run(id)->state, BenchRunState::Interrupted);
        QVERIFY(!store.run(id)->reason.isEmpty());
        QCOMPARE(BenchmarkRunner::markAbandonedRuns(m_db), 0);
    }
};

QTEST_GUILESS_MAIN(TstBenchRunner)
#include "tst_benchrunner.moc"
