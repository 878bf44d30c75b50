// SPDX-License-Identifier: GPL-3.0-or-later
// BenchmarkStats: the figures of the bench-batch fixture (tests/fixtures/cuzk), worked out apart
// from Fleetdeck, and small cases computed by hand, where a figure may not exist but must never
// come out NaN or infinite.
#include "bench/BenchmarkStats.h"
#include "bench/CuzkBatchParser.h"
#include "support/Fixtures.h"

#include <QTest>

#include <cmath>

using namespace fleetdeck::bench;
using Phase = BenchSample::Phase;
using Status = BenchSample::Status;

Q_DECLARE_METATYPE(std::vector<fleetdeck::bench::BenchSample>)

namespace {

std::vector<BenchSample> fixtureSamples()
{
    CuzkBatchParser parser({5, 10, 3});
    parser.feed(fleetdeck::test::fixture(QStringLiteral("cuzk/bench-batch.txt")));
    parser.finish();
    return parser.samples();
}

// Timed, completed proofs 1..n with these wall times.
std::vector<BenchSample> timed(std::initializer_list<double> wall)
{
    std::vector<BenchSample> samples;
    for (double w : wall)
        samples.push_back({int(samples.size()) + 1, Phase::Timed, Status::Completed, w, {}, {}});
    return samples;
}

// Equal to `expected` as printed with `decimals` decimals.
bool near(const std::optional<double>& value, double expected, int decimals)
{
    return value && std::abs(*value - expected) <= 0.5 * std::pow(10.0, -decimals) + 1e-12;
}

void verifyFinite(const PhaseStats& s)
{
    for (const std::optional<double>& v : {s.meanS, s.medianS, s.stddevS, s.cv, s.minS, s.maxS, s.p95S})
        QVERIFY(!v || std::isfinite(*v));
    if (s.ci95MedianS) {
        QVERIFY(std::isfinite(s.ci95MedianS->lower));
        QVERIFY(std::isfinite(s.ci95MedianS->upper));
        QVERIFY(s.ci95MedianS->lower <= s.ci95MedianS->upper);
    }
}

} // namespace

class TestBenchStats : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(fleetdeck::test::haveFixtures({QStringLiteral("cuzk/bench-batch.txt")})); }

    // The timed phase is proofs 6-15: nine completed (58.2 ... 60.1 s) and proof 11 failed after
    // 12.8 s; 545.0 s of wall time in all.
    void fixtureFigures()
    {
        BenchmarkStatsOptions options;
        options.bootstrapSeed = 42;
        options.dollarsPerHour = 1.5;
        const BenchmarkStats stats = BenchmarkStats::compute(fixtureSamples(), options);
        const PhaseStats& t = stats.timed;
        QCOMPARE(t.n, 9);
        QCOMPARE(t.failed, 1);
        QVERIFY(near(t.meanS, 59.1, 1));   // 532.2 / 9
        QVERIFY(near(t.medianS, 59.0, 1)); // the 5th of 9
        QVERIFY2(near(t.stddevS, 0.632, 3), qPrintable(QString::number(t.stddevS.value_or(-1)))); // √0.4
        QVERIFY2(near(t.cv, 0.0107, 4), qPrintable(QString::number(t.cv.value_or(-1))));
        QVERIFY(near(t.minS, 58.2, 1));
        QVERIFY(near(t.maxS, 60.1, 1));
        // 59.8 + 0.6 · (60.1 − 59.8) = 59.98
        QVERIFY2(near(t.p95S, 60.0, 1), qPrintable(QString::number(t.p95S.value_or(-1))));
        QVERIFY(t.mildOutliers.empty());
        QVERIFY(t.severeOutliers.empty());
        QVERIFY2(near(stats.proofsPerHour, 59.45, 2), // 9 · 3600 / 545.0
                 qPrintable(QString::number(stats.proofsPerHour.value_or(-1))));
        QVERIFY(near(stats.dollarsPerProof, 1.5 / (9 * 3600.0 / 545.0), 9));

        QVERIFY(t.ci95MedianS);
        const QString ci = QStringLiteral("[%1, %2]").arg(t.ci95MedianS->lower).arg(t.ci95MedianS->upper);
        qInfo("timed median ci95 %s, trend rho %g", qPrintable(ci),
              stats.verdicts.timedTrendRho.value_or(99));
        // About the 2nd and 8th of the nine sorted times (58.5 and 59.8 s).
        QVERIFY2(std::abs(t.ci95MedianS->lower - 58.5) <= 0.2, qPrintable(ci));
        QVERIFY2(std::abs(t.ci95MedianS->upper - 59.8) <= 0.2, qPrintable(ci));

        QCOMPARE(stats.warmup.n, 5);
        QVERIFY(near(stats.warmup.medianS, 96.3, 1));
        QCOMPARE(stats.cooldown.n, 3);
        QVERIFY(near(stats.cooldown.medianS, 65.9, 1));

        QCOMPARE(stats.verdicts.warmupSufficient, std::optional<bool>(true));
        QCOMPARE(stats.verdicts.throttlingSuspected, std::optional<bool>(true));
        for (auto phase : {Phase::Warmup, Phase::Timed, Phase::Cooldown})
            verifyFinite(stats.phase(phase));
    }

    void bootstrapIsReproducible()
    {
        const std::vector<BenchSample> samples = fixtureSamples();
        const auto a = BenchmarkStats::compute(samples, {7, 2000, {}}).timed.ci95MedianS;
        const auto b = BenchmarkStats::compute(samples, {7, 2000, {}}).timed.ci95MedianS;
        QVERIFY(a && b);
        QCOMPARE(a->lower, b->lower);
        QCOMPARE(a->upper, b->upper);
        // Fewer than 2000 resamples are raised to 2000.
        const auto c = BenchmarkStats::compute(samples, {7, 10, {}}).timed.ci95MedianS;
        QCOMPARE(c->lower, a->lower);
        QCOMPARE(c->upper, a->upper);
    }

    void noProofs()
    {
        const BenchmarkStats stats = BenchmarkStats::compute({});
        QCOMPARE(stats.timed.n, 0);
        QCOMPARE(stats.timed.failed, 0);
        QVERIFY(!stats.timed.meanS && !stats.timed.medianS && !stats.timed.stddevS && !stats.timed.cv);
        QVERIFY(!stats.timed.minS && !stats.timed.maxS && !stats.timed.p95S && !stats.timed.ci95MedianS);
        QVERIFY(!stats.proofsPerHour);
        QVERIFY(!stats.dollarsPerProof);
        QVERIFY(!stats.verdicts.warmupSufficient);
        QVERIFY(!stats.verdicts.throttlingSuspected);
    }

    void onlyFailures()
    {
        std::vector<BenchSample> samples = timed({12.0, 8.0});
        for (BenchSample& s : samples)
            s.status = Status::Failed;
        const BenchmarkStats stats = BenchmarkStats::compute(samples, {1, 2000, 2.0});
        QCOMPARE(stats.timed.n, 0);
        QCOMPARE(stats.timed.failed, 2);
        QVERIFY(!stats.timed.meanS);
        QCOMPARE(stats.proofsPerHour, std::optional<double>(0.0));
        QVERIFY(!stats.dollarsPerProof); // no completed proof: no price per proof
    }

    void oneProof()
    {
        const BenchmarkStats stats = BenchmarkStats::compute(timed({5.0}));
        const PhaseStats& t = stats.timed;
        QCOMPARE(t.n, 1);
        QCOMPARE(t.meanS, std::optional<double>(5.0));
        QCOMPARE(t.medianS, std::optional<double>(5.0));
        QCOMPARE(t.minS, std::optional<double>(5.0));
        QCOMPARE(t.maxS, std::optional<double>(5.0));
        QCOMPARE(t.p95S, std::optional<double>(5.0));
        QVERIFY(!t.stddevS && !t.cv && !t.ci95MedianS);
        QCOMPARE(stats.proofsPerHour, std::optional<double>(720.0));
        QVERIFY(!stats.verdicts.warmupSufficient);
        verifyFinite(t);
    }

    void twoProofs()
    {
        const BenchmarkStats stats = BenchmarkStats::compute(timed({4.0, 6.0}));
        const PhaseStats& t = stats.timed;
        QCOMPARE(t.n, 2);
        QCOMPARE(t.meanS, std::optional<double>(5.0));
        QCOMPARE(t.medianS, std::optional<double>(5.0));
        QVERIFY(near(t.stddevS, std::sqrt(2.0), 9));
        QVERIFY(near(t.cv, std::sqrt(2.0) / 5.0, 9));
        QVERIFY(near(t.p95S, 5.9, 9)); // 4 + 0.95·(6 − 4)
        QVERIFY(t.ci95MedianS);
        QVERIFY(t.ci95MedianS->lower >= 4.0 && t.ci95MedianS->upper <= 6.0);
        QVERIFY(t.mildOutliers.empty() && t.severeOutliers.empty()); // |z| = 0.6745 for both
        QCOMPARE(stats.proofsPerHour, std::optional<double>(720.0));
        verifyFinite(t);
    }

    void allEqual()
    {
        const BenchmarkStats stats = BenchmarkStats::compute(timed({7.0, 7.0, 7.0, 7.0, 7.0}));
        const PhaseStats& t = stats.timed;
        QCOMPARE(t.stddevS, std::optional<double>(0.0));
        QCOMPARE(t.cv, std::optional<double>(0.0));
        QCOMPARE(t.p95S, std::optional<double>(7.0));
        QVERIFY(t.ci95MedianS);
        QCOMPARE(t.ci95MedianS->lower, 7.0);
        QCOMPARE(t.ci95MedianS->upper, 7.0);
        QVERIFY(t.mildOutliers.empty() && t.severeOutliers.empty()); // MAD 0
        QVERIFY(!stats.verdicts.timedTrendRho);
        QCOMPARE(stats.verdicts.warmupSufficient, std::optional<bool>(true));
        verifyFinite(t);
    }

    void oneHugeOutlierIsSevere()
    {
        // median 10.0, MAD 0.1: z(100) = 0.6745·90/0.1 ≈ 607.
        const BenchmarkStats stats =
            BenchmarkStats::compute(timed({10.0, 10.1, 9.9, 10.2, 9.8, 10.0, 100.0}));
        const PhaseStats& t = stats.timed;
        QCOMPARE(t.severeOutliers, std::vector<int>{7});
        QVERIFY(t.mildOutliers.empty());
        QCOMPARE(t.medianS, std::optional<double>(10.0));
        QVERIFY(near(t.meanS, 160.0 / 7.0, 9));
        verifyFinite(t);
    }

    void mildOutlier()
    {
        // median 10.0, MAD 0.1: z(10.6) = 0.6745·0.6/0.1 ≈ 4.05.
        const PhaseStats t = BenchmarkStats::compute(timed({10.0, 10.1, 9.9, 10.2, 9.8, 10.0, 10.6})).timed;
        QCOMPARE(t.mildOutliers, std::vector<int>{7});
        QVERIFY(t.severeOutliers.empty());
    }

    void trendMeansWarmupInsufficient()
    {
        // Still getting faster through the timed phase: Spearman rho = −1.
        const BenchmarkStats stats = BenchmarkStats::compute(timed({70, 68, 66, 65, 64, 63, 62, 61.5, 61}));
        QCOMPARE(stats.verdicts.timedTrendRho, std::optional<double>(-1.0));
        QCOMPARE(stats.verdicts.warmupSufficient, std::optional<bool>(false));
    }

    void tooFewProofsToJudge_data()
    {
        QTest::addColumn<std::vector<BenchSample>>("samples");
        QTest::addColumn<bool>("judged");
        // Perfectly ordered series: only from five proofs on is such an order significant at 5 %.
        QTest::newRow("3 getting faster") << timed({70, 65, 61}) << false;
        QTest::newRow("4 getting slower") << timed({61, 62, 63, 64}) << false;
        QTest::newRow("5 getting faster") << timed({70, 68, 66, 64, 62}) << true;
        std::vector<BenchSample> withFailure = timed({70, 68, 66, 64, 62});
        withFailure[2].status = Status::Failed; // four completed
        QTest::newRow("4 completed of 5") << withFailure << false;
    }

    void tooFewProofsToJudge()
    {
        QFETCH(std::vector<BenchSample>, samples);
        QFETCH(bool, judged);
        // A cooldown far slower than anything timed: it would read as throttling if judged.
        for (double w : {200.0, 210.0, 220.0})
            samples.push_back({int(samples.size()) + 1, Phase::Cooldown, Status::Completed, w, {}, {}});
        const BenchmarkStats stats = BenchmarkStats::compute(samples);
        QCOMPARE(stats.verdicts.tooFewProofs, !judged);
        QVERIFY(stats.verdicts.timedTrendRho); // the figure itself is still there
        if (judged) {
            QCOMPARE(stats.verdicts.warmupSufficient, std::optional<bool>(false));
            QCOMPARE(stats.verdicts.throttlingSuspected, std::optional<bool>(true));
        } else {
            QVERIFY(!stats.verdicts.warmupSufficient);
            QVERIFY(!stats.verdicts.throttlingSuspected);
        }
    }

    void proofsPerHourCountsOverlappingProofs()
    {
        // Sequential (concurrency 1): the fixture's 59.45; c proofs at once: c times as many.
        const std::vector<BenchSample> samples = fixtureSamples();
        BenchmarkStatsOptions options;
        options.dollarsPerHour = 1.5;
        const BenchmarkStats one = BenchmarkStats::compute(samples, options);
        QVERIFY(near(one.proofsPerHour, 59.45, 2));
        options.concurrency = 3;
        const BenchmarkStats three = BenchmarkStats::compute(samples, options);
        QVERIFY(near(three.proofsPerHour, 9 * 3600.0 * 3 / 545.0, 9));
        QVERIFY(near(three.dollarsPerProof, *one.dollarsPerProof / 3, 12));
        options.concurrency = 0; // nonsense is read as sequential
        QCOMPARE(BenchmarkStats::compute(samples, options).proofsPerHour, one.proofsPerHour);
    }

    void noThrottlingWhenCooldownMatches()
    {
        std::vector<BenchSample> samples = timed({61.0, 61.5, 60.5, 61.2, 60.8, 61.1});
        for (double w : {61.0, 60.9, 61.1})
            samples.push_back({int(samples.size()) + 1, Phase::Cooldown, Status::Completed, w, {}, {}});
        const BenchmarkStats stats = BenchmarkStats::compute(samples);
        QCOMPARE(stats.verdicts.throttlingSuspected, std::optional<bool>(false));
    }

    void spearmanSignificance()
    {
        // Critical |rho| for n = 10 at 5 % two-sided is about 0.632 (t approximation).
        QVERIFY(!stats::spearmanSignificant(0.60, 10));
        QVERIFY(stats::spearmanSignificant(0.66, 10));
        QVERIFY(!stats::spearmanSignificant(0.99, 2));
    }
};

QTEST_GUILESS_MAIN(TestBenchStats)
#include "tst_benchstats.moc"
