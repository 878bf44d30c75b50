// SPDX-License-Identifier: GPL-3.0-or-later
// The simulated benchmark's numbers: phases, noise, throttling, failures, determinism.
#include "BenchRun.h"
#include "BenchTranscript.h"

#include <QTest>

using namespace fleetdeck::sim;
using fleetdeck::sim::test::BenchTranscript;

namespace {

QList<double> walls(const BenchRun& run, int from, int to, bool completedOnly = true)
{
    QList<double> out;
    for (int i = from; i < to; ++i) {
        const BenchProof& p = run.proofs().at(size_t(i));
        if (p.completed || !completedOnly)
            out << p.wallSecs;
    }
    return out;
}

BenchOptions phased(int warmup, int timed, int cooldown, std::uint64_t seed)
{
    BenchOptions o;
    o.phased = true;
    o.warmup = warmup;
    o.timed = timed;
    o.cooldown = cooldown;
    o.seed = seed;
    return o;
}

void addSeedRows()
{
    QTest::addColumn<quint64>("seed");
    for (const quint64 seed : {1ULL, 2ULL, 3ULL, 99ULL, 123456789ULL})
        QTest::addRow("seed %llu", seed) << seed;
}

} // namespace

class TestBenchRun : public QObject
{
    Q_OBJECT

private slots:
    void countModeLooksLikeTheFixture_data() { addSeedRows(); }
    void countModeLooksLikeTheFixture();
    void phasesAreAssignedInOrder();
    void timedPhaseIsSteadierThanWarmup_data() { addSeedRows(); }
    void timedPhaseIsSteadierThanWarmup();
    void throttleSlowsTheLastProofs_data() { addSeedRows(); }
    void throttleSlowsTheLastProofs();
    void aSlowBoxTakesLonger();
    void failuresAreShortAndProveNothing();
    void failingOneProofLeavesTheOthersAlone();
    void queueAndProveAreSharesOfWall();
    void concurrencyOverlapsProofs();
    void sameSeedSameRun();
    void singleProofsFollowOneSequence_data() { addSeedRows(); }
    void singleProofsFollowOneSequence();
    void singleProofsFailByTheirSequenceNumber();
    void singleProofsBeyondTheSequenceStayWarm();
};

void TestBenchRun::countModeLooksLikeTheFixture()
{
    QFETCH(quint64, seed);
    BenchOptions o;
    o.seed = seed;
    const BenchRun run(o);
    QCOMPARE(int(run.proofs().size()), 18);
    for (int i = 0; i < 18; ++i)
        QCOMPARE(run.proofs()[size_t(i)].number, i + 1);
    QCOMPARE(run.coldProofs(), 5);
    const QList<double> first = walls(run, 0, 1);
    QVERIFY2(first[0] >= 90 && first[0] <= 145, qPrintable(QString::number(first[0])));
    for (const double w : walls(run, 5, 18))
        QVERIFY2(w >= 58 && w <= 64, qPrintable(QString::number(w)));
    // With one proof at a time, the batch takes exactly as long as its proofs together.
    double sum = 0;
    for (const double w : walls(run, 0, 18, false))
        sum += w;
    QCOMPARE(run.totalSecs(), sum);
}

void TestBenchRun::phasesAreAssignedInOrder()
{
    const BenchRun run(phased(3, 10, 2, 1));
    QCOMPARE(int(run.proofs().size()), 15);
    QCOMPARE(run.coldProofs(), 3);
    for (const BenchProof& p : run.proofs()) {
        const BenchPhase expected = p.number <= 3    ? BenchPhase::Warmup
                                    : p.number <= 13 ? BenchPhase::Timed
                                                     : BenchPhase::Cooldown;
        QCOMPARE(int(p.phase), int(expected));
    }
}

void TestBenchRun::timedPhaseIsSteadierThanWarmup()
{
    QFETCH(quint64, seed);
    const BenchRun run(phased(5, 12, 0, seed));
    const QList<double> warmup = walls(run, 0, 5);
    const QList<double> timed = walls(run, 5, 17);
    QVERIFY(BenchTranscript::variation(timed) < 0.02);
    QVERIFY(BenchTranscript::variation(warmup) > 2 * BenchTranscript::variation(timed));
    QVERIFY(BenchTranscript::mean(warmup) > 1.3 * BenchTranscript::mean(timed));
}

void TestBenchRun::throttleSlowsTheLastProofs()
{
    QFETCH(quint64, seed);
    BenchOptions o;
    o.seed = seed;
    const BenchRun cool(o);
    o.throttle = true;
    const BenchRun hot(o);
    QCOMPARE(hot.throttledProofs(), 3);
    const double timedMean = BenchTranscript::mean(walls(hot, 5, 15));
    for (const double w : walls(hot, 15, 18))
        QVERIFY2(w >= 1.07 * timedMean && w <= 1.2 * timedMean, qPrintable(QString::number(w / timedMean)));
    for (const double w : walls(cool, 15, 18))
        QVERIFY(w < 1.05 * timedMean);
    QVERIFY(hot.totalSecs() > cool.totalSecs());

    // In a phased run the cool-down proofs are the throttled ones.
    BenchOptions p = phased(2, 6, 2, seed);
    p.throttle = true;
    QCOMPARE(BenchRun(p).throttledProofs(), 2);
}

void TestBenchRun::failuresAreShortAndProveNothing()
{
    BenchOptions o;
    o.failEvery = 4;
    o.failAt = {1, 10};
    const BenchRun run(o);
    QList<int> failed;
    for (const BenchProof& p : run.proofs()) {
        if (p.completed)
            continue;
        failed << p.number;
        QCOMPARE(p.proveMs, 0);
        QVERIFY(p.wallSecs >= 8 && p.wallSecs <= 16);
        QVERIFY(p.queueMs > 0);
    }
    QCOMPARE(failed, (QList<int>{1, 4, 8, 10, 12, 16}));
}

void TestBenchRun::failingOneProofLeavesTheOthersAlone()
{
    BenchOptions o;
    o.seed = 5;
    const BenchRun clean(o);
    o.failAt = {7};
    const BenchRun broken(o);
    for (size_t i = 0; i < clean.proofs().size(); ++i) {
        if (i != 6)
            QCOMPARE(broken.proofs()[i].wallSecs, clean.proofs()[i].wallSecs);
    }
}

void TestBenchRun::queueAndProveAreSharesOfWall()
{
    const BenchRun run(BenchOptions{});
    for (const BenchProof& p : run.proofs()) {
        const double wallMs = p.wallSecs * 1000;
        QVERIFY(p.queueMs / wallMs > 0.039 && p.queueMs / wallMs < 0.041);
        QVERIFY(p.proveMs / wallMs > 0.805 && p.proveMs / wallMs < 0.815);
    }
}

void TestBenchRun::concurrencyOverlapsProofs()
{
    BenchOptions o;
    o.count = 12;
    const BenchRun serial(o);
    o.concurrency = 3;
    const BenchRun parallel(o);
    double lastReport = 0;
    double sum = 0;
    for (const BenchProof& p : parallel.proofs()) {
        QVERIFY(p.reportedAt >= lastReport); // printed in submission order
        lastReport = p.reportedAt;
        sum += p.wallSecs;
    }
    QVERIFY(parallel.totalSecs() < sum);
    QVERIFY(parallel.totalSecs() < serial.totalSecs());                   // more throughput
    QVERIFY(parallel.proofs()[8].wallSecs > serial.proofs()[8].wallSecs); // but each proof slower
}

void TestBenchRun::sameSeedSameRun()
{
    BenchOptions o;
    o.seed = 42;
    o.throttle = true;
    const BenchRun a(o);
    const BenchRun b(o);
    o.seed = 43;
    const BenchRun c(o);
    bool differs = false;
    for (size_t i = 0; i < a.proofs().size(); ++i) {
        QCOMPARE(a.proofs()[i].wallSecs, b.proofs()[i].wallSecs);
        QCOMPARE(a.proofs()[i].proveMs, b.proofs()[i].proveMs);
        differs = differs || a.proofs()[i].wallSecs != c.proofs()[i].wallSecs;
    }
    QVERIFY(differs);
}

void TestBenchRun::singleProofsFollowOneSequence()
{
    QFETCH(quint64, seed);
    BenchOptions o;
    o.seed = seed;
    o.throttle = true;
    o.count = 3; // a batch's count does not shape the sequence
    o.concurrency = 4;
    BenchOptions batch = o;
    batch.count = BenchRun::kSequenceLength;
    batch.concurrency = 1;
    const BenchRun whole(batch);
    for (int n = 1; n <= BenchRun::kSequenceLength; ++n) {
        const BenchRun single = BenchRun::singleOfSequence(o, n);
        QCOMPARE(int(single.proofs().size()), 1);
        QCOMPARE(single.options().total(), 1);
        QCOMPARE(single.options().concurrency, 1);
        const BenchProof& proof = single.proofs().front();
        const BenchProof& same = whole.proofs()[size_t(n - 1)];
        QCOMPARE(proof.number, 1);
        QCOMPARE(proof.wallSecs, same.wallSecs);
        QCOMPARE(proof.proveMs, same.proveMs);
        QCOMPARE(proof.queueMs, same.queueMs);
        QCOMPARE(proof.reportedAt, proof.wallSecs);
        QCOMPARE(single.totalSecs(), proof.wallSecs);
    }
    // Cold first, steady after.
    QVERIFY(BenchRun::singleOfSequence(o, 1).totalSecs() >
            1.5 * BenchRun::singleOfSequence(o, 8).totalSecs());
}

void TestBenchRun::singleProofsFailByTheirSequenceNumber()
{
    BenchOptions o;
    o.failAt = {3};
    o.failEvery = 5;
    QList<int> failed;
    for (int n = 1; n <= 12; ++n) {
        if (!BenchRun::singleOfSequence(o, n).proofs().front().completed)
            failed << n;
    }
    QCOMPARE(failed, (QList<int>{3, 5, 10}));
}

void TestBenchRun::singleProofsBeyondTheSequenceStayWarm()
{
    BenchOptions o;
    o.seed = 9;
    for (int n = BenchRun::kSequenceLength + 1; n <= BenchRun::kSequenceLength + 20; ++n) {
        const double wall = BenchRun::singleOfSequence(o, n).totalSecs();
        QVERIFY2(wall >= 58 && wall <= 64, qPrintable(QStringLiteral("proof %1: %2 s").arg(n).arg(wall)));
    }
    // The throttled box stays hot.
    o.throttle = true;
    const double hot = BenchRun::singleOfSequence(o, 40).totalSecs();
    QVERIFY2(hot > 1.1 * 60, qPrintable(QString::number(hot)));
}

void TestBenchRun::aSlowBoxTakesLonger()
{
    BenchOptions typical;
    typical.count = 10;
    BenchOptions slow = typical;
    slow.speed = 0.25;
    const BenchRun a(typical);
    const BenchRun b(slow);
    for (size_t i = 0; i < a.proofs().size(); ++i)
        QVERIFY(qFuzzyCompare(b.proofs().at(i).wallSecs, a.proofs().at(i).wallSecs * 4));
}

QTEST_GUILESS_MAIN(TestBenchRun)
#include "tst_benchrun.moc"
