// SPDX-License-Identifier: GPL-3.0-or-later
// BenchmarkComparison: the change of the median between two runs with its bootstrap interval, and
// the baseline a run is compared with, picked from a real SQLite database.
#include "bench/BenchmarkComparison.h"
#include "bench/BenchmarkStore.h"
#include "storage/Database.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace fleetdeck;
using namespace fleetdeck::bench;
using namespace Qt::Literals::StringLiterals;
using Phase = BenchSample::Phase;
using Status = BenchSample::Status;

namespace {

std::vector<double> toVector(const QList<double>& values)
{
    return {values.begin(), values.end()};
}

QList<double> scaled(const QList<double>& values, double factor)
{
    QList<double> result;
    for (double v : values)
        result.append(v * factor);
    return result;
}

const QList<double> FixtureTimed{60.6, 61.4, 60.6, 61.0, 61.2, 62.4, 61.9, 61.4, 60.3};
const QList<double> Steady{100.0, 100.3, 99.8, 100.1, 99.9, 100.2, 100.0, 99.7, 100.4, 100.1};

QString describe(const MedianComparison& c)
{
    return u"change %1 %, ci [%2, %3], significant %4"_s.arg(c.changePct)
        .arg(c.ci95Pct.lower)
        .arg(c.ci95Pct.upper)
        .arg(c.significant);
}

constexpr qint64 T0 = 1'760'000'000'000;
constexpr qint64 Hour = 3'600'000;

QDateTime at(double hours)
{
    return QDateTime::fromMSecsSinceEpoch(T0 + qint64(hours * Hour), Qt::UTC);
}

} // namespace

class TestBenchCompare : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    storage::Database m_db;

    // A run with these completed timed proofs (and optionally failed ones), in `state`.
    qint64 addRun(const QString& gpu, double startedHours, BenchRunState state, const QList<double>& wall,
                  int failed = 0)
    {
        BenchmarkStore store(m_db);
        BenchRunRecord r;
        r.node = u"gpu-%1"_s.arg(startedHours);
        r.gpuModel = gpu;
        r.startedAt = at(startedHours);
        r.state = state;
        r.counts = {0, int(wall.size()) + failed, 0};
        if (state != BenchRunState::Running)
            r.finishedAt = at(startedHours + 0.5);
        const qint64 id = store.createRun(r);
        if (id <= 0)
            qFatal("createRun: %s", qPrintable(store.error()));
        std::vector<BenchSample> samples;
        for (double w : wall)
            samples.push_back({int(samples.size()) + 1, Phase::Timed, Status::Completed, w, {}, {}});
        for (int i = 0; i < failed; ++i)
            samples.push_back({int(samples.size()) + 1, Phase::Timed, Status::Failed, 5.0, {}, {}});
        if (!store.addSamples(id, samples))
            qFatal("addSamples: %s", qPrintable(store.error()));
        return id;
    }

    BenchRunRecord record(qint64 id)
    {
        const std::optional<BenchRunRecord> r = BenchmarkStore(m_db).run(id);
        if (!r)
            qFatal("no run %lld", id);
        return *r;
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        const QString path =
            m_dir.filePath(u"%1.sqlite"_s.arg(QString::fromLatin1(QTest::currentTestFunction())));
        QFile::remove(path);
        QVERIFY2(m_db.open(path), qPrintable(m_db.error()));
    }

    void cleanup() { m_db.close(); }

    void compareMedians_data()
    {
        QTest::addColumn<QList<double>>("a");
        QTest::addColumn<QList<double>>("b");
        QTest::addColumn<double>("change");
        QTest::addColumn<double>("tolerance");
        QTest::addColumn<bool>("significant");

        QTest::newRow("identical samples") << FixtureTimed << FixtureTimed << 0.0 << 1e-12 << false;
        QTest::newRow("10 % slower, low noise") << Steady << scaled(Steady, 1.1) << 10.0 << 1e-9 << true;
        QTest::newRow("10 % faster, low noise")
            << Steady << scaled(Steady, 1.0 / 1.1) << -100.0 / 11.0 << 1e-9 << true;
        // Medians 63.5 and 65.0, the samples spread over 50–80.
        QTest::newRow("overlapping noisy samples")
            << QList<double>{50, 70, 60, 80, 55, 65, 75, 58, 62, 68}
            << QList<double>{52, 72, 61, 79, 57, 66, 74, 60, 64, 70} << 150.0 / 63.5 << 1e-9 << false;
        // Medians 12 and 13.2: +10 % by hand, but three proofs of A from 10 to 14 cannot tell.
        QTest::newRow("hand-computed, too few to tell")
            << QList<double>{10, 12, 14} << QList<double>{13, 13.2, 13.5} << 10.0 << 1e-9 << false;
        // Medians 100 and 108; only B varies, between 105 and 112.
        QTest::newRow("one proof in A")
            << QList<double>{100} << QList<double>{105, 110, 108, 112, 107} << 8.0 << 1e-9 << true;
        QTest::newRow("one proof each, equal")
            << QList<double>{100} << QList<double>{100} << 0.0 << 0.0 << false;
        QTest::newRow("one proof each, different")
            << QList<double>{100} << QList<double>{90} << -10.0 << 1e-9 << true;
    }

    void compareMedians()
    {
        QFETCH(QList<double>, a);
        QFETCH(QList<double>, b);
        QFETCH(double, change);
        QFETCH(double, tolerance);
        QFETCH(bool, significant);

        const std::optional<MedianComparison> c = bench::compareMedians(toVector(a), toVector(b));
        QVERIFY(c);
        QVERIFY2(std::abs(c->changePct - change) <= tolerance, qPrintable(describe(*c)));
        QCOMPARE(c->significant, significant);
        QCOMPARE(c->nA, int(a.size()));
        QCOMPARE(c->nB, int(b.size()));
        QCOMPARE(c->medianA, *stats::median(toVector(a)));
        QCOMPARE(c->medianB, *stats::median(toVector(b)));
        QVERIFY(std::isfinite(c->ci95Pct.lower) && std::isfinite(c->ci95Pct.upper));
        // Every case here has its estimate inside its interval.
        QVERIFY2(c->ci95Pct.lower <= c->changePct + 1e-9 && c->changePct <= c->ci95Pct.upper + 1e-9,
                 qPrintable(describe(*c)));
        QCOMPARE(c->significant, c->ci95Pct.lower > 0 || c->ci95Pct.upper < 0);
    }

    void intervalBounds()
    {
        // A clear shift of 10 % with ±0.3 % noise: the interval stays close around it.
        auto c = bench::compareMedians(toVector(Steady), toVector(scaled(Steady, 1.1)));
        QVERIFY(c);
        QVERIFY2(c->ci95Pct.lower > 9.3 && c->ci95Pct.upper < 10.7, qPrintable(describe(*c)));

        // One proof in A: the interval is B's spread around A's single value.
        c = bench::compareMedians(std::vector<double>{100}, std::vector<double>{105, 110, 108, 112, 107});
        QVERIFY(c);
        QVERIFY2(c->ci95Pct.lower >= 5.0 && c->ci95Pct.upper <= 12.0, qPrintable(describe(*c)));

        // One proof each: nothing varies.
        c = bench::compareMedians(std::vector<double>{100}, std::vector<double>{90});
        QVERIFY(c);
        QCOMPARE(c->ci95Pct.lower, -10.0);
        QCOMPARE(c->ci95Pct.upper, -10.0);

        // Identical samples: the interval straddles 0 on both sides.
        c = bench::compareMedians(toVector(FixtureTimed), toVector(FixtureTimed));
        QVERIFY(c);
        QVERIFY2(c->ci95Pct.lower < 0 && c->ci95Pct.upper > 0, qPrintable(describe(*c)));
    }

    void nothingToCompare()
    {
        const std::vector<double> some{60.0, 61.0};
        QVERIFY(!bench::compareMedians({}, some));
        QVERIFY(!bench::compareMedians(some, {}));
        QVERIFY(!bench::compareMedians({}, {}));
        // A change relative to a median of 0 does not exist.
        QVERIFY(!bench::compareMedians(std::vector<double>{0, 0, 1}, some));
    }

    void zeroTimesInA()
    {
        // A's median is 10, but resamples with three zeros have a median of 0: they are left out
        // instead of turning the interval infinite.
        const std::vector<double> a{0, 10, 10, 10, 0};
        const auto c = bench::compareMedians(a, std::vector<double>{11, 11, 11});
        QVERIFY(c);
        QCOMPARE(c->changePct, 10.0);
        QVERIFY(std::isfinite(c->ci95Pct.lower) && std::isfinite(c->ci95Pct.upper));
    }

    void deterministicBySeed()
    {
        const std::vector<double> a{50, 70, 60, 80, 55, 65, 75, 58, 62, 68};
        const std::vector<double> b{52, 72, 61, 79, 57, 66, 74, 60, 64, 70};
        const auto first = bench::compareMedians(a, b, 7, 2000);
        const auto again = bench::compareMedians(a, b, 7, 2000);
        QVERIFY(first && again);
        QCOMPARE(again->ci95Pct.lower, first->ci95Pct.lower);
        QCOMPARE(again->ci95Pct.upper, first->ci95Pct.upper);
        // Fewer than 2000 resamples are raised to 2000.
        const auto few = bench::compareMedians(a, b, 7, 10);
        QCOMPARE(few->ci95Pct.lower, first->ci95Pct.lower);
        QCOMPARE(few->ci95Pct.upper, first->ci95Pct.upper);
        // The seed does decide the resamples.
        bool differs = false;
        for (std::uint64_t seed = 8; seed < 14 && !differs; ++seed) {
            const auto other = bench::compareMedians(a, b, seed, 2000);
            differs =
                other->ci95Pct.lower != first->ci95Pct.lower || other->ci95Pct.upper != first->ci95Pct.upper;
        }
        QVERIFY(differs);
    }

    void timedWallTimesInProofOrder()
    {
        const std::vector<BenchSample> samples{{3, Phase::Timed, Status::Completed, 30, {}, {}},
                                               {1, Phase::Warmup, Status::Completed, 99, {}, {}},
                                               {2, Phase::Timed, Status::Completed, 20, {}, {}},
                                               {4, Phase::Timed, Status::TimedOut, 40, {}, {}},
                                               {5, Phase::Cooldown, Status::Completed, 98, {}, {}}};
        QCOMPARE(timedWallTimes(samples), (std::vector<double>{20, 30}));
        QVERIFY(timedWallTimes({}).empty());
    }

    void baselinePicksLastFiveFinishedOfTheSameGpu()
    {
        const QString gpu = u"NVIDIA GeForce RTX 4090"_s;
        QList<qint64> finished; // runs 1..7, medians 61..67
        for (int i = 1; i <= 7; ++i)
            finished.append(addRun(gpu, i, BenchRunState::Finished, {59.0 + i, 60.0 + i, 61.0 + i}));
        // Between the 6th and the 7th: finished, but not one timed proof completed.
        const qint64 noMedian = addRun(gpu, 6.5, BenchRunState::Finished, {}, 3);
        addRun(gpu, 7.1, BenchRunState::Running, {999});
        addRun(gpu, 7.2, BenchRunState::Failed, {999});
        addRun(gpu, 7.3, BenchRunState::Cancelled, {999});
        addRun(gpu, 7.4, BenchRunState::Interrupted, {999});
        addRun(u"NVIDIA A100"_s, 7.5, BenchRunState::Finished, {500});
        addRun(QString(), 7.6, BenchRunState::Finished, {600});
        addRun(gpu, 8, BenchRunState::Finished, {700}); // same millisecond: not before
        const qint64 target = addRun(gpu, 8, BenchRunState::Finished, {69, 70, 71});
        addRun(gpu, 9, BenchRunState::Finished, {800}); // later

        BenchmarkStore store(m_db);
        const std::optional<Baseline> baseline = baselineFor(store, record(target));
        QVERIFY2(baseline, qPrintable(store.error()));
        QCOMPARE(baseline->gpuModel, gpu);
        QCOMPARE(baseline->runs,
                 (QList<qint64>{finished[6], finished[5], finished[4], finished[3], finished[2]}));
        QCOMPARE(baseline->medians, (std::vector<double>{67, 66, 65, 64, 63}));
        QVERIFY(!baseline->runs.contains(noMedian));

        // The comparison the CLI prints: 70 against the baseline's 65.
        const auto c = bench::compareMedians(baseline->medians, timedWallTimes(store.samples(target)));
        QVERIFY(c);
        QCOMPARE(c->medianA, 65.0);
        QCOMPARE(c->medianB, 70.0);
        QVERIFY(std::abs(c->changePct - 500.0 / 65.0) < 1e-9);
        QVERIFY2(c->significant, qPrintable(describe(*c)));

        // A run still in progress has the same baseline.
        BenchRunRecord running = record(target);
        running.state = BenchRunState::Running;
        QCOMPARE(baselineFor(store, running)->runs, baseline->runs);

        // An earlier run's baseline never holds the run itself nor anything after it.
        const std::optional<Baseline> ofSeventh = baselineFor(store, record(finished[6]));
        QVERIFY(ofSeventh);
        QCOMPARE(ofSeventh->runs,
                 (QList<qint64>{finished[5], finished[4], finished[3], finished[2], finished[1]}));
    }

    void baselineWithFewerRuns()
    {
        const qint64 first = addRun(u"NVIDIA A100"_s, 1, BenchRunState::Finished, {50, 52});
        addRun(u"NVIDIA A100"_s, 1.5, BenchRunState::Failed, {40});
        const qint64 second = addRun(u"NVIDIA A100"_s, 2, BenchRunState::Running, {48});
        BenchmarkStore store(m_db);
        const std::optional<Baseline> baseline = baselineFor(store, record(second));
        QVERIFY(baseline);
        QCOMPARE(baseline->runs, QList<qint64>{first});
        QCOMPARE(baseline->medians, std::vector<double>{51});
    }

    void noBaseline()
    {
        const qint64 unknownGpu = addRun(QString(), 2, BenchRunState::Finished, {50});
        addRun(QString(), 1, BenchRunState::Finished, {50});
        const qint64 firstOfItsKind = addRun(u"NVIDIA H100"_s, 3, BenchRunState::Finished, {40});
        addRun(u"NVIDIA H100"_s, 4, BenchRunState::Finished, {40}); // later only
        addRun(u"NVIDIA A100"_s, 1, BenchRunState::Finished, {40}); // earlier, another GPU

        BenchmarkStore store(m_db);
        QVERIFY(!baselineFor(store, record(unknownGpu)));
        QVERIFY(!baselineFor(store, record(firstOfItsKind)));
        QVERIFY(store.error().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBenchCompare)
#include "tst_benchcompare.moc"
