// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/BenchmarkReport.h"
#include "bench/BenchmarkStore.h"
#include "storage/Database.h"
#include "support/SqlTestHelpers.h"

#include "support/TestStore.h"
#include <QFile>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace fleetdeck;
using namespace fleetdeck::sqltest;
using namespace Qt::Literals::StringLiterals;
using bench::BenchSample;

namespace {
QDateTime utc(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
}

fleetdeck::bench::BenchRunRecord minimal(const QString& node, qint64 startedMs, const QString& gpu = {})
{
    bench::BenchRunRecord r;
    r.node = node;
    r.gpuModel = gpu;
    r.startedAt = utc(startedMs);
    return r;
}

BenchSample sample(int index, BenchSample::Phase phase, double wallS,
                   BenchSample::Status status = BenchSample::Status::Completed)
{
    BenchSample s;
    s.index = index;
    s.phase = phase;
    s.status = status;
    s.wallS = wallS;
    return s;
}

QList<qint64> ids(const QList<bench::BenchRunRecord>& runs)
{
    QList<qint64> result;
    for (const bench::BenchRunRecord& r : runs)
        result.append(r.id);
    return result;
}

QList<int> indices(const std::vector<BenchSample>& samples)
{
    QList<int> result;
    for (const BenchSample& s : samples)
        result.append(s.index);
    return result;
}
} // namespace

class tst_BenchmarkStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    storage::Database m_db;

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        const QString path = teststore::location(
            m_dir, u"%1-%2.sqlite"_s.arg(QString::fromLatin1(QTest::currentTestFunction()),
                                         QString::fromLatin1(QTest::currentDataTag())));
        QVERIFY2(!path.isEmpty(), qPrintable(teststore::error()));
        QVERIFY2(m_db.open(path), qPrintable(m_db.error()));
    }

    void cleanup() { m_db.close(); }

    void stateNames()
    {
        for (auto [state, name] : QList<QPair<bench::BenchRunState, QString>>{
                 {bench::BenchRunState::Running, u"running"_s},
                 {bench::BenchRunState::Finished, u"finished"_s},
                 {bench::BenchRunState::Failed, u"failed"_s},
                 {bench::BenchRunState::Cancelled, u"cancelled"_s},
                 {bench::BenchRunState::Interrupted, u"interrupted"_s}}) {
            QCOMPARE(benchRunStateName(state), name);
            QCOMPARE(bench::benchRunStateFromName(name), state);
        }
        QVERIFY(!bench::benchRunStateFromName(u"Finished"_s));
        QVERIFY(!bench::benchRunStateFromName(QString()));
    }

    void roundTripKeepsEveryField()
    {
        QVERIFY(addNode(m_db, u"gpu-01"_s));
        bench::BenchRunRecord in;
        in.id = 999; // ignored: the database numbers runs
        in.node = u"gpu-01"_s;
        in.gpuModel = u"NVIDIA GeForce RTX 4090"_s;
        in.startedAt = utc(1'760'000'000'123);
        in.counts = {5, 10, 3};
        in.mode = u"batch"_s;
        in.command = u"cuzk-bench batch --count {count}"_s;
        in.parser = u"regex:^proof (\\d+) (\\w+) ([\\d.]+)s$"_s;
        in.note = u"after the driver update — 555.42"_s;

        bench::BenchmarkStore store(m_db);
        const qint64 id = store.createRun(in);
        QVERIFY2(id > 0, qPrintable(store.error()));
        QVERIFY(id != in.id);
        QCOMPARE(scalar(m_db, u"SELECT node_id FROM bench_runs"_s).toLongLong(), nodeId(m_db, u"gpu-01"_s));

        std::optional<bench::BenchRunRecord> out = store.run(id);
        QVERIFY2(out, qPrintable(store.error()));
        QCOMPARE(out->id, id);
        QCOMPARE(out->node, in.node);
        QCOMPARE(out->gpuModel, in.gpuModel);
        QCOMPARE(out->startedAt, in.startedAt);
        QCOMPARE(out->startedAt.timeSpec(), Qt::UTC);
        QVERIFY(!out->finishedAt.isValid());
        QCOMPARE(out->state, bench::BenchRunState::Running);
        QCOMPARE(out->counts.warmup, 5);
        QCOMPARE(out->counts.timed, 10);
        QCOMPARE(out->counts.cooldown, 3);
        QCOMPARE(out->mode, in.mode);
        QCOMPARE(out->command, in.command);
        QCOMPARE(out->parser, in.parser);
        QCOMPARE(out->note, in.note);

        // Samples, as the cuzk fixture's first proof reads, and one of each other kind.
        BenchSample first = sample(1, BenchSample::Phase::Warmup, 139.0);
        first.proveMs = 112550;
        first.queueMs = 5558;
        BenchSample failed = sample(2, BenchSample::Phase::Timed, 61.25, BenchSample::Status::Failed);
        failed.proveMs = 0.5;
        const BenchSample timedOut =
            sample(3, BenchSample::Phase::Cooldown, 600, BenchSample::Status::TimedOut);
        const BenchSample cancelled =
            sample(4, BenchSample::Phase::Cooldown, 0, BenchSample::Status::Cancelled);
        const std::vector<BenchSample> samples{first, failed, timedOut, cancelled};
        QVERIFY2(store.addSamples(id, samples), qPrintable(store.error()));
        QCOMPARE(store.samples(id), samples);
        QVERIFY(store.error().isEmpty());
        QCOMPARE(scalar(m_db, u"SELECT phase || ' ' || status FROM bench_samples WHERE idx = 3"_s).toString(),
                 u"cooldown TIMEOUT"_s);
        QCOMPARE(scalar(m_db, u"SELECT COUNT(*) FROM bench_samples WHERE prove_ms IS NULL "
                              u"AND queue_ms IS NULL"_s)
                     .toInt(),
                 2);

        QVERIFY2(store.finishRun(id, bench::BenchRunState::Finished, utc(1'760'000'900'456)),
                 qPrintable(store.error()));
        out = store.run(id);
        QVERIFY(out);
        QCOMPARE(out->state, bench::BenchRunState::Finished);
        QCOMPARE(out->finishedAt, utc(1'760'000'900'456));
        QCOMPARE(scalar(m_db, u"SELECT state FROM bench_runs"_s).toString(), u"finished"_s);
    }

    // What is not known is stored as NULL and read back empty; a missing start is "now".
    void minimalRunAndDefaultTimes()
    {
        bench::BenchmarkStore store(m_db);
        bench::BenchRunRecord in = minimal(u"not-in-inventory"_s, 0);
        in.startedAt = QDateTime();
        const QDateTime before = QDateTime::currentDateTimeUtc();
        const qint64 id = store.createRun(in);
        QVERIFY2(id > 0, qPrintable(store.error()));
        QVERIFY(store.finishRun(id, bench::BenchRunState::Interrupted));
        const QDateTime after = QDateTime::currentDateTimeUtc();

        const std::optional<bench::BenchRunRecord> out = store.run(id);
        QVERIFY(out);
        QVERIFY(out->startedAt >= before.addMSecs(-1) && out->startedAt <= after);
        QVERIFY(out->finishedAt >= out->startedAt && out->finishedAt <= after);
        QCOMPARE(out->state, bench::BenchRunState::Interrupted);
        QVERIFY(out->gpuModel.isEmpty());
        QCOMPARE(out->counts.total(), 0);
        QCOMPARE(scalar(m_db, u"SELECT COUNT(*) FROM bench_runs WHERE node_id IS NULL AND gpu_model IS NULL "
                              u"AND mode IS NULL AND command IS NULL AND parser IS NULL AND note IS NULL"_s)
                     .toInt(),
                 1);
        QVERIFY(store.samples(id).empty());
        QVERIFY(store.error().isEmpty());
    }

    // A batch that reported running proofs side by side keeps that in its spec, and the figures
    // computed from the stored run count the proofs as overlapping.
    void reportedConcurrencyIsKeptWithTheRun()
    {
        bench::BenchmarkStore store(m_db);
        bench::BenchRunRecord in = minimal(u"gpu-c"_s, 1000);
        in.spec = QJsonObject{{u"warmup"_s, 0}, {u"timed"_s, 2}, {u"cooldown"_s, 0}, {u"mode"_s, u"batch"_s}};
        in.counts = {0, 2, 0};
        const qint64 id = store.createRun(in);
        QVERIFY2(id > 0, qPrintable(store.error()));
        QVERIFY(store.addSamples(
            id, {sample(1, BenchSample::Phase::Timed, 60), sample(2, BenchSample::Phase::Timed, 60)}));
        QCOMPARE(*bench::RunSummary::load(store, id)->stats.proofsPerHour, 60.0);

        QJsonObject spec = in.spec;
        spec.insert(u"reported_concurrency"_s, 2);
        QVERIFY2(store.setRunSpec(id, spec), qPrintable(store.error()));
        QCOMPARE(store.run(id)->spec, spec);
        QCOMPARE(*bench::RunSummary::load(store, id)->stats.proofsPerHour, 120.0);
        QVERIFY(!store.setRunSpec(id + 100, spec));
        QVERIFY(!store.error().isEmpty());
    }

    void refusals()
    {
        bench::BenchmarkStore store(m_db);
        QCOMPARE(store.createRun(minimal(QString(), 1000)), 0);
        QVERIFY(!store.error().isEmpty());
        bench::BenchRunRecord negative = minimal(u"a"_s, 1000);
        negative.counts.timed = -1;
        QCOMPARE(store.createRun(negative), 0);
        QVERIFY(!store.error().isEmpty());
        QCOMPARE(scalar(m_db, u"SELECT COUNT(*) FROM bench_runs"_s).toInt(), 0);

        const qint64 id = store.createRun(minimal(u"a"_s, 1000));
        QVERIFY(id > 0);
        QVERIFY(store.error().isEmpty()); // a success clears the previous failure

        QVERIFY(!store.addSamples(
            id, {sample(1, BenchSample::Phase::Timed, 1), sample(0, BenchSample::Phase::Timed, 1)}));
        QVERIFY(!store.error().isEmpty());
        QVERIFY(!store.addSamples(id, {sample(1, BenchSample::Phase::Timed, -1)}));
        QVERIFY(!store.addSamples(
            id, {sample(1, BenchSample::Phase::Timed, std::numeric_limits<double>::quiet_NaN())}));
        QCOMPARE(scalar(m_db, u"SELECT COUNT(*) FROM bench_samples"_s).toInt(), 0);
        QVERIFY(store.addSamples(id, {}));

        // Samples of a run that does not exist: the foreign key refuses them, atomically.
        QVERIFY(!store.addSamples(id + 100, {sample(1, BenchSample::Phase::Timed, 1)}));
        QVERIFY(!store.error().isEmpty());
        QVERIFY(!transactionOpen(m_db)); // no transaction left open

        QVERIFY(!store.finishRun(id, bench::BenchRunState::Running));
        QVERIFY(!store.finishRun(id + 100, bench::BenchRunState::Finished));
        QVERIFY2(store.error().contains(QString::number(id + 100)), qPrintable(store.error()));
        QVERIFY(!store.run(id + 100));
        QVERIFY(store.error().isEmpty()); // absent is not an error
    }

    void upsertReplacesByIndexAtomically()
    {
        bench::BenchmarkStore store(m_db);
        const qint64 id = store.createRun(minimal(u"a"_s, 1000));
        QVERIFY(id > 0);

        // A live run sends what it knows, then the same proofs again with more.
        BenchSample pending = sample(2, BenchSample::Phase::Warmup, 10, BenchSample::Status::Failed);
        QVERIFY(store.addSamples(id, {sample(1, BenchSample::Phase::Warmup, 130), pending}));
        BenchSample done = sample(2, BenchSample::Phase::Warmup, 128.5);
        done.proveMs = 100000;
        done.queueMs = 42;
        QVERIFY2(store.addSamples(id, {done, sample(3, BenchSample::Phase::Timed, 61)}),
                 qPrintable(store.error()));
        QCOMPARE(store.samples(id),
                 (std::vector<BenchSample>{sample(1, BenchSample::Phase::Warmup, 130), done,
                                           sample(3, BenchSample::Phase::Timed, 61)}));
        // Sent again without the optional figures: they are cleared, not kept.
        QVERIFY(store.addSamples(id, {sample(2, BenchSample::Phase::Warmup, 128.5)}));
        QVERIFY(!store.samples(id)[1].proveMs);

        // The database fails on the third of four samples: none of the batch is kept.
        QVERIFY(poisonInserts(m_db, u"bench_samples"_s, u"NEW.idx = 7"_s, u"poisoned sample"_s));
        QVERIFY(!store.addSamples(
            id, {sample(3, BenchSample::Phase::Timed, 99), sample(5, BenchSample::Phase::Timed, 1),
                 sample(7, BenchSample::Phase::Timed, 1), sample(8, BenchSample::Phase::Timed, 1)}));
        QVERIFY2(store.error().contains(u"poisoned sample"_s), qPrintable(store.error()));
        QCOMPARE(indices(store.samples(id)), (QList<int>{1, 2, 3}));
        QCOMPARE(store.samples(id)[2].wallS, 61.0);
        QVERIFY(!transactionOpen(m_db));
    }

    void samplesByIndexPerRun()
    {
        bench::BenchmarkStore store(m_db);
        const qint64 a = store.createRun(minimal(u"a"_s, 1000));
        const qint64 b = store.createRun(minimal(u"a"_s, 2000));
        QVERIFY(a > 0 && b > a);
        // Out of order, across batches, and with indices beyond 9 (text order would put 10 first).
        QVERIFY(store.addSamples(
            a, {sample(10, BenchSample::Phase::Timed, 10), sample(2, BenchSample::Phase::Timed, 2)}));
        QVERIFY(store.addSamples(b, {sample(1, BenchSample::Phase::Timed, 100)}));
        QVERIFY(store.addSamples(
            a, {sample(1, BenchSample::Phase::Warmup, 1), sample(9, BenchSample::Phase::Timed, 9)}));
        QCOMPARE(indices(store.samples(a)), (QList<int>{1, 2, 9, 10}));
        QCOMPARE(indices(store.samples(b)), (QList<int>{1}));
        QCOMPARE(store.samples(b).front().wallS, 100.0);
        QVERIFY(store.samples(b + 1).empty());

        // Removing a run takes its samples with it.
        QVERIFY(exec(m_db, u"DELETE FROM bench_runs WHERE id = %1"_s.arg(a)));
        QCOMPARE(scalar(m_db, u"SELECT COUNT(*) FROM bench_samples"_s).toInt(), 1);
    }

    void filtersNewestFirst()
    {
        QVERIFY(addNode(m_db, u"a"_s));
        QVERIFY(addNode(m_db, u"b"_s));
        bench::BenchmarkStore store(m_db);
        const QString rtx = u"RTX 4090"_s;
        const QString h100 = u"H100"_s;
        // Out of order on purpose; two runs of "a" share a millisecond.
        const qint64 a3 = store.createRun(minimal(u"a"_s, 3000, rtx));
        const qint64 b25 = store.createRun(minimal(u"b"_s, 2500, h100));
        const qint64 a1 = store.createRun(minimal(u"a"_s, 1000, rtx));
        const qint64 a5 = store.createRun(minimal(u"a"_s, 5000, h100));
        const qint64 b6 = store.createRun(minimal(u"b"_s, 6000, rtx));
        const qint64 a5tie = store.createRun(minimal(u"a"_s, 5000));
        for (qint64 id : {a3, b25, a1, a5, b6, a5tie})
            QVERIFY2(id > 0, qPrintable(store.error()));
        QVERIFY(store.finishRun(a3, bench::BenchRunState::Finished, utc(3500)));
        QVERIFY(store.finishRun(b6, bench::BenchRunState::Finished, utc(6500)));
        QVERIFY(store.finishRun(a1, bench::BenchRunState::Cancelled, utc(1500)));

        QCOMPARE(ids(store.runs()), (QList<qint64>{b6, a5tie, a5, a3, b25, a1}));
        QVERIFY(store.error().isEmpty());

        bench::BenchRunFilter f;
        f.node = u"a"_s;
        QCOMPARE(ids(store.runs(f)), (QList<qint64>{a5tie, a5, a3, a1}));
        f.limit = 2;
        QCOMPARE(ids(store.runs(f)), (QList<qint64>{a5tie, a5}));
        f.limit = 0;
        QVERIFY(store.runs(f).isEmpty());

        f = {};
        f.gpuModel = rtx;
        QCOMPARE(ids(store.runs(f)), (QList<qint64>{b6, a3, a1}));
        f.node = u"a"_s;
        QCOMPARE(ids(store.runs(f)), (QList<qint64>{a3, a1}));

        f = {};
        f.state = bench::BenchRunState::Finished;
        QCOMPARE(ids(store.runs(f)), (QList<qint64>{b6, a3}));
        f.state = bench::BenchRunState::Running;
        QCOMPARE(ids(store.runs(f)), (QList<qint64>{a5tie, a5, b25}));
        f.state = bench::BenchRunState::Failed;
        QVERIFY(store.runs(f).isEmpty());

        // since is inclusive, until exclusive.
        f = {};
        f.since = utc(2500);
        QCOMPARE(ids(store.runs(f)), (QList<qint64>{b6, a5tie, a5, a3, b25}));
        f.until = utc(5000);
        QCOMPARE(ids(store.runs(f)), (QList<qint64>{a3, b25}));
        f.since = QDateTime();
        QCOMPARE(ids(store.runs(f)), (QList<qint64>{a3, b25, a1}));

        f = {};
        f.node = u"nobody"_s;
        QVERIFY(store.runs(f).isEmpty());
        QVERIFY(store.error().isEmpty());
    }

    void removedNodeKeepsItsRuns()
    {
        QVERIFY(foreignKeysEnforced(m_db));
        QVERIFY(addNode(m_db, u"gone-01"_s));
        QVERIFY(addNode(m_db, u"stays-01"_s));
        bench::BenchmarkStore store(m_db);
        const qint64 g1 = store.createRun(minimal(u"gone-01"_s, 1000, u"RTX 4090"_s));
        const qint64 g2 = store.createRun(minimal(u"gone-01"_s, 2000));
        const qint64 s1 = store.createRun(minimal(u"stays-01"_s, 1500));
        QVERIFY(store.addSamples(g1, {sample(1, BenchSample::Phase::Timed, 60)}));
        QCOMPARE(scalar(m_db, u"SELECT COUNT(*) FROM bench_runs WHERE node_id IS NOT NULL"_s).toInt(), 3);

        QVERIFY(exec(m_db, u"DELETE FROM nodes WHERE name = 'gone-01'"_s));
        QCOMPARE(scalar(m_db, u"SELECT COUNT(*) FROM bench_runs"_s).toInt(), 3);
        QCOMPARE(scalar(m_db, u"SELECT COUNT(*) FROM bench_runs WHERE node_id IS NULL "
                              u"AND node_name = 'gone-01'"_s)
                     .toInt(),
                 2);
        const std::optional<bench::BenchRunRecord> kept = store.run(g1);
        QVERIFY(kept);
        QCOMPARE(kept->node, u"gone-01"_s);
        QCOMPARE(kept->gpuModel, u"RTX 4090"_s);
        QCOMPARE(store.samples(g1).size(), size_t(1));

        bench::BenchRunFilter f;
        f.node = u"gone-01"_s;
        QCOMPARE(ids(store.runs(f)), (QList<qint64>{g2, g1}));
        f.node = u"stays-01"_s;
        QCOMPARE(ids(store.runs(f)), (QList<qint64>{s1}));

        // The same name added again (typically the same machine) shows what was left behind.
        QVERIFY(addNode(m_db, u"gone-01"_s));
        const qint64 g3 = store.createRun(minimal(u"gone-01"_s, 3000));
        f.node = u"gone-01"_s;
        QCOMPARE(ids(store.runs(f)), (QList<qint64>{g3, g2, g1}));
    }

    void renamedNodeKeepsItsRuns()
    {
        QVERIFY(addNode(m_db, u"old-name"_s));
        bench::BenchmarkStore store(m_db);
        const qint64 before = store.createRun(minimal(u"old-name"_s, 1000));
        QVERIFY(exec(m_db, u"UPDATE nodes SET name = 'new-name' WHERE name = 'old-name'"_s));
        const qint64 after = store.createRun(minimal(u"new-name"_s, 2000));

        bench::BenchRunFilter f;
        f.node = u"new-name"_s;
        const QList<bench::BenchRunRecord> history = store.runs(f);
        QCOMPARE(ids(history), (QList<qint64>{after, before}));
        QCOMPARE(history.last().node, u"old-name"_s); // the name it had then
        f.node = u"old-name"_s;
        QVERIFY(store.runs(f).isEmpty());
    }

    void specPriceReasonAndLogAreKept()
    {
        bench::BenchmarkStore store(m_db);
        bench::BenchSpec spec;
        spec.counts = {1, 4, 2};
        spec.preCommand = u"systemctl restart cuzk"_s;
        bench::BenchRunRecord r = minimal(u"gpu-01"_s, 1000, u"RTX 4090"_s);
        r.spec = spec.toJson();
        r.dollarsPerHour = 0.42;
        const qint64 id = store.createRun(r);
        QVERIFY2(id > 0, qPrintable(store.error()));
        QCOMPARE(store.run(id)->spec, spec.toJson());
        QCOMPARE(bench::BenchSpec::fromJson(store.run(id)->spec), std::optional(spec));
        QCOMPARE(store.run(id)->dollarsPerHour, std::optional(0.42));
        QVERIFY(store.run(id)->reason.isEmpty());

        using Stream = bench::BenchLogLine::Stream;
        const QList<bench::BenchLogLine> first{{1, Stream::Info, utc(1000), u"$ cuzk-bench batch"_s},
                                               {2, Stream::Stdout, utc(1100), u"  [1/7] COMPLETED — 1.0s"_s}};
        const QList<bench::BenchLogLine> second{
            {3, Stream::Stderr, utc(1200), u"warning: 'quoted' ünïcode"_s}};
        QVERIFY(store.appendLog(id, first));
        QVERIFY(store.appendLog(id, second));
        QCOMPARE(store.log(id), first + second);
        QCOMPARE(store.log(id, 2), first);
        // A line number used twice is refused, and the batch with it leaves nothing behind.
        QVERIFY(!store.appendLog(
            id, {{4, Stream::Stdout, utc(1300), u"x"_s}, {3, Stream::Stdout, utc(1300), u"y"_s}}));
        QVERIFY(!store.error().isEmpty());
        QCOMPARE(store.log(id).size(), 3);

        QVERIFY(
            store.finishRun(id, bench::BenchRunState::Cancelled, utc(2000), u"cancelled by the operator"_s));
        QCOMPARE(store.run(id)->reason, u"cancelled by the operator"_s);
    }

    // A run left `running` by a process that is gone is interrupted; one whose process still runs
    // (here, or on another host: a teammate's console on the same store) is left alone.
    void runningRunsAreInterrupted()
    {
        bench::BenchmarkStore store(m_db);
        const QString host = QSysInfo::machineHostName();
        bench::BenchRunRecord abandoned = minimal(u"gpu-01"_s, 1000);
        abandoned.runner = host + u":2147483647"_s; // above any pid_max: no such process
        const qint64 running = store.createRun(abandoned);
        const qint64 done = store.createRun(minimal(u"gpu-02"_s, 1000));
        const qint64 mine = store.createRun(minimal(u"gpu-03"_s, 1000));
        QCOMPARE(store.run(mine)->runner, bench::BenchmarkStore::thisRunner());
        bench::BenchRunRecord elsewhere = minimal(u"gpu-04"_s, 1000);
        elsewhere.runner = u"ops-2.example:2147483647"_s;
        const qint64 teammates = store.createRun(elsewhere);
        QVERIFY(store.finishRun(done, bench::BenchRunState::Finished, utc(1500)));
        QCOMPARE(store.interruptRunning(u"the console stopped"_s), 1);
        QCOMPARE(store.run(running)->state, bench::BenchRunState::Interrupted);
        QCOMPARE(store.run(running)->reason, u"the console stopped"_s);
        QVERIFY(store.run(running)->finishedAt.isValid());
        QCOMPARE(store.run(done)->state, bench::BenchRunState::Finished);
        QCOMPARE(store.run(done)->finishedAt, utc(1500));
        QCOMPARE(store.run(mine)->state, bench::BenchRunState::Running);
        QCOMPARE(store.run(teammates)->state, bench::BenchRunState::Running);
        QCOMPARE(store.interruptRunning(u"again"_s), 0);
        // A run recorded before runners were (no runner): nobody will end it.
        QSqlQuery q(m_db.connection());
        QVERIFY(q.exec(u"UPDATE bench_runs SET runner = NULL WHERE node_name = 'gpu-04'"_s));
        QCOMPARE(store.interruptRunning(u"legacy"_s), 1);
        QCOMPARE(store.run(teammates)->state, bench::BenchRunState::Interrupted);
    }

    void presetsAreSavedReplacedAndRemoved()
    {
        bench::BenchmarkStore store(m_db);
        bench::BenchSpec quick;
        quick.name = u"quick"_s;
        quick.counts = {1, 3, 0};
        bench::BenchSpec nightly;
        nightly.name = u"nightly"_s;
        nightly.mode = bench::BenchSpec::Mode::PerProof;
        nightly.parser = u"regex:took (?<wall_s>[0-9.]+)s"_s;
        nightly.totalTimeoutS = 7200;
        QVERIFY2(store.savePreset(quick), qPrintable(store.error()));
        QVERIFY(store.savePreset(nightly));
        QCOMPARE(store.presets(), (QList<bench::BenchSpec>{nightly, quick}));
        quick.counts.timed = 20;
        QVERIFY(store.savePreset(quick));
        QCOMPARE(store.preset(u"quick"_s), std::optional(quick));
        QCOMPARE(store.presets().size(), 2);

        bench::BenchSpec unnamed;
        QVERIFY(!store.savePreset(unnamed));
        bench::BenchSpec invalid;
        invalid.name = u"broken"_s;
        invalid.command = u"run {nothing}"_s;
        QVERIFY(!store.savePreset(invalid));
        QVERIFY2(store.error().contains(u"{nothing}"_s), qPrintable(store.error()));

        QVERIFY(store.removePreset(u"quick"_s));
        QVERIFY(!store.removePreset(u"quick"_s));
        QCOMPARE(store.presets(), QList<bench::BenchSpec>{nightly});
        QVERIFY(!store.preset(u"quick"_s));
    }

    void migratesV6RunsToV7()
    {
        m_db.close();
        const QString path = teststore::location(m_dir, u"v6.sqlite"_s);
        QVERIFY2(!path.isEmpty(), qPrintable(teststore::error()));
        {
            storage::Database v6;
            QVERIFY2(v6.open(path, 6), qPrintable(v6.error()));
            bench::BenchmarkStore old(v6);
            QVERIFY(exec(
                v6, u"INSERT INTO bench_runs (node_name, started_at, state, warmup, timed, cooldown, mode) "
                    u"VALUES ('gpu-01', 1000, 'finished', 5, 10, 3, 'batch')"_s));
        }
        QVERIFY2(m_db.open(path), qPrintable(m_db.error()));
        bench::BenchmarkStore store(m_db);
        const QList<bench::BenchRunRecord> runs = store.runs();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().counts.timed, 10);
        QVERIFY(runs.first().spec.isEmpty());
        QVERIFY(!runs.first().dollarsPerHour);
        QVERIFY(store.log(runs.first().id).isEmpty());
        if (!teststore::onPostgres()) // a server's backups are its operator's: no copy kept
            QVERIFY(QFile::exists(path + u".v6.bak"_s));
    }

    void migratesV5Database()
    {
        m_db.close();
        const QString path = teststore::location(m_dir, u"v5.sqlite"_s);
        QVERIFY2(!path.isEmpty(), qPrintable(teststore::error()));
        {
            storage::Database v5;
            QVERIFY2(v5.open(path, 5), qPrintable(v5.error()));
            QCOMPARE(v5.schemaVersion(), 5);
            QVERIFY(addNode(v5, u"gpu-01"_s));
            QVERIFY(exec(v5, u"INSERT INTO key_deployments (node_id, node_name, at, action, key_fingerprint, "
                             u"result) VALUES (1, 'gpu-01', 1000, 'deploy', 'SHA256:x', 'added')"_s));
            QVERIFY(!QSqlQuery(v5.connection()).exec(u"SELECT * FROM bench_runs"_s));
        }
        QVERIFY2(m_db.open(path), qPrintable(m_db.error()));
        QCOMPARE(m_db.schemaVersion(), storage::Database::latestSchemaVersion());
        QVERIFY(m_db.schemaVersion() >= 6);
        QCOMPARE(scalar(m_db, u"SELECT host FROM nodes WHERE name = 'gpu-01'"_s).toString(),
                 u"203.0.113.7"_s);
        QCOMPARE(scalar(m_db, u"SELECT result FROM key_deployments WHERE node_name = 'gpu-01'"_s).toString(),
                 u"added"_s);
        QCOMPARE(scalar(m_db, u"SELECT description FROM schema_version WHERE version = 6"_s).toString(),
                 u"benchmark runs and samples"_s);

        bench::BenchmarkStore store(m_db);
        const qint64 id = store.createRun(minimal(u"gpu-01"_s, 1000));
        QVERIFY2(id > 0, qPrintable(store.error()));
        QVERIFY(store.addSamples(id, {sample(1, BenchSample::Phase::Timed, 60)}));
        QCOMPARE(scalar(m_db, u"SELECT node_id FROM bench_runs"_s).toLongLong(), nodeId(m_db, u"gpu-01"_s));

        if (teststore::onPostgres())
            return; // a server's backups are its operator's: the dialect keeps no copy
        const QString backup = path + u".v5.bak"_s;
        QVERIFY(QFile::exists(backup));
        QCOMPARE(scalarInFile(backup, u"SELECT MAX(version) FROM schema_version"_s).toInt(), 5);
        QCOMPARE(scalarInFile(backup, u"SELECT COUNT(*) FROM key_deployments"_s).toInt(), 1);
        QCOMPARE(
            scalarInFile(backup, u"SELECT COUNT(*) FROM sqlite_master WHERE name = 'bench_runs'"_s).toInt(),
            0);
    }
};

QTEST_GUILESS_MAIN(tst_BenchmarkStore)
#include "tst_benchmarkstore.moc"
