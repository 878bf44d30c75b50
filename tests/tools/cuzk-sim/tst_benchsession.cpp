// SPDX-License-Identifier: GPL-3.0-or-later
// Playing a benchmark out in scaled time, in-process and through `cuzk-sim bench`.
#include "BenchSession.h"
#include "BenchTranscript.h"
#include "SimChild.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <csignal>

using namespace fleetdeck::sim;
using fleetdeck::sim::test::BenchTranscript;
using fleetdeck::sim::test::SimChild;

namespace {

const QString kSimulator = QStringLiteral(CUZK_SIM_PATH);

QStringList args(const char* line)
{
    return QString::fromLatin1(line).split(u' ');
}

// Checks what must hold for any finished transcript; returns a description of the first
// problem, or an empty string.
QString wholeRunProblem(const BenchTranscript& t, int count)
{
    if (!t.errors.isEmpty())
        return t.errors.join(u'\n');
    if (t.count != count || t.proofs.size() != count)
        return QStringLiteral("expected %1 proofs, header says %2, %3 lines")
            .arg(count)
            .arg(t.count)
            .arg(t.proofs.size());
    if (!t.summary)
        return QStringLiteral("no summary");
    int completed = 0;
    double wallSum = 0;
    for (int i = 0; i < t.proofs.size(); ++i) {
        const BenchTranscript::Proof& p = t.proofs[i];
        if (p.number != i + 1 || p.total != count)
            return QStringLiteral("line %1 is numbered %2/%3").arg(i + 1).arg(p.number).arg(p.total);
        completed += p.status == QLatin1String("COMPLETED") ? 1 : 0;
        wallSum += p.wallSecs;
    }
    if (t.summary->completed != completed || t.summary->failed != count - completed)
        return QStringLiteral("summary counts %1/%2 do not match the lines")
            .arg(t.summary->completed)
            .arg(t.summary->failed);
    if (t.concurrency == 1 && std::abs(t.summary->totalSecs - wallSum) > 0.05 * count)
        return QStringLiteral("total time %1 is not the sum of walls %2")
            .arg(t.summary->totalSecs)
            .arg(wallSum);
    const double expectedRate = completed * 60.0 / t.summary->totalSecs;
    if (std::abs(t.summary->proofsPerMinute - expectedRate) > 0.001)
        return QStringLiteral("throughput %1 should be %2").arg(t.summary->proofsPerMinute).arg(expectedRate);
    return {};
}

} // namespace

class TestBenchSession : public QObject
{
    Q_OBJECT

private slots:
    void playsOutInScaledTime();
    void cancelLeavesNoSummary();

    void executablePrintsAWholeBatchQuickly();
    void executablePhasesAndThrottle();
    void executableFailures();
    void executableIsDeterministic();
    void executableStopsWithoutSummaryOnSignal_data();
    void executableStopsWithoutSummaryOnSignal();
};

void TestBenchSession::playsOutInScaledTime()
{
    QByteArray out;
    QList<qint64> lineTimes;
    QElapsedTimer clock;
    BenchSession session(BenchOptions{}, 1000, [&](const QByteArray& text) {
        out += text;
        lineTimes << clock.elapsed();
    });
    QSignalSpy finished(&session, &BenchSession::finished);
    clock.start();
    session.start();
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().first().toBool(), true);
    QCOMPARE(wholeRunProblem(BenchTranscript::parse(out), 18), QString());
    // header, 18 lines, summary; the lines are spread over the scaled batch time.
    QCOMPARE(lineTimes.size(), 20);
    const double scaledMs = session.run().totalSecs(); // seconds / 1000 * 1000 ms
    QVERIFY2(lineTimes.last() >= 0.9 * scaledMs, qPrintable(QStringLiteral("%1 ms").arg(lineTimes.last())));
    QVERIFY(lineTimes.last() < scaledMs + 2000);
    QVERIFY(lineTimes[1] >= 0.9 * session.run().proofs().front().wallSecs);
}

void TestBenchSession::cancelLeavesNoSummary()
{
    QByteArray out;
    int lines = 0;
    BenchSession session(BenchOptions{}, 1000, [&](const QByteArray& text) {
        out += text;
        ++lines;
    });
    QSignalSpy finished(&session, &BenchSession::finished);
    session.start();
    QTRY_VERIFY(lines >= 4); // the header and three proofs
    session.cancel();
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().toBool(), false);
    const int printed = lines;
    QTest::qWait(300);
    QCOMPARE(lines, printed); // nothing after the cancel
    const BenchTranscript t = BenchTranscript::parse(out);
    QCOMPARE(t.errors, QStringList());
    QVERIFY(!t.summary);
    QVERIFY(t.proofs.size() >= 3 && t.proofs.size() < 18);
}

void TestBenchSession::executablePrintsAWholeBatchQuickly()
{
    SimChild bench(kSimulator, args("bench --count 18 --proof-type porep --concurrency 1 --time-scale 1000"));
    QElapsedTimer clock;
    clock.start();
    QVERIFY(bench.start());
    const QByteArray out = bench.readAllUntilExit(10000);
    QVERIFY2(clock.elapsed() < 5000, qPrintable(QStringLiteral("took %1 ms").arg(clock.elapsed())));
    QCOMPARE(bench.process().exitCode(), 0);
    const BenchTranscript t = BenchTranscript::parse(out);
    QCOMPARE(wholeRunProblem(t, 18), QString());
    QCOMPARE(t.proofType, QStringLiteral("porep"));
    QCOMPARE(t.concurrency, 1);
    QVERIFY(out.contains("\xE2\x80\x94"));
    QVERIFY(t.proofs.first().wallSecs >= 90 && t.proofs.first().wallSecs <= 145);
}

void TestBenchSession::executablePhasesAndThrottle()
{
    SimChild bench(kSimulator,
                   args("bench --warmup 5 --timed 10 --cooldown 3 --throttle --time-scale 5000 --seed 7"));
    QVERIFY(bench.start());
    const BenchTranscript t = BenchTranscript::parse(bench.readAllUntilExit(10000));
    QCOMPARE(wholeRunProblem(t, 18), QString());
    // Lines belong to phases in order: 5 warm-up, 10 timed, 3 cool-down.
    const QList<double> warmup = t.walls(0, 5);
    const QList<double> timed = t.walls(5, 15);
    const QList<double> cooldown = t.walls(15, 18);
    QVERIFY2(BenchTranscript::variation(timed) < BenchTranscript::variation(warmup),
             qPrintable(QStringLiteral("timed CV %1, warm-up CV %2")
                            .arg(BenchTranscript::variation(timed))
                            .arg(BenchTranscript::variation(warmup))));
    QVERIFY(BenchTranscript::variation(timed) < 0.02);
    for (const double w : timed)
        QVERIFY(w >= 58 && w <= 64);
    for (const double w : cooldown)
        QVERIFY2(w > 1.07 * BenchTranscript::mean(timed), qPrintable(QString::number(w)));
}

void TestBenchSession::executableFailures()
{
    SimChild bench(kSimulator, args("bench --count 12 --fail-every 5 --fail-at 2 --time-scale 5000"));
    QVERIFY(bench.start());
    const BenchTranscript t = BenchTranscript::parse(bench.readAllUntilExit(10000));
    QCOMPARE(wholeRunProblem(t, 12), QString());
    QList<int> failed;
    for (const BenchTranscript::Proof& p : t.proofs) {
        if (p.status != QLatin1String("FAILED"))
            continue;
        failed << p.number;
        QCOMPARE(p.proveMs, 0);
        QVERIFY(p.wallSecs < 20);
    }
    QCOMPARE(failed, (QList<int>{2, 5, 10}));
    QCOMPARE(t.summary->failed, 3);
    QVERIFY(t.summary->wallMin > 20); // failed proofs do not count in the wall spread
}

void TestBenchSession::executableIsDeterministic()
{
    SimChild a(kSimulator, args("bench --count 6 --seed 11 --time-scale 5000"));
    SimChild b(kSimulator, args("bench --count 6 --seed 11 --time-scale 5000"));
    SimChild c(kSimulator, args("bench --count 6 --seed 12 --time-scale 5000"));
    QVERIFY(a.start() && b.start() && c.start());
    const QByteArray outA = a.readAllUntilExit(10000);
    QCOMPARE(b.readAllUntilExit(10000), outA);
    QVERIFY(c.readAllUntilExit(10000) != outA);
}

void TestBenchSession::executableStopsWithoutSummaryOnSignal_data()
{
    QTest::addColumn<int>("signalNumber");
    QTest::newRow("SIGTERM") << int(SIGTERM);
    QTest::newRow("SIGINT") << int(SIGINT);
}

void TestBenchSession::executableStopsWithoutSummaryOnSignal()
{
    QFETCH(int, signalNumber);
    // At 200x the batch takes about seven seconds; stop it after the second proof.
    SimChild bench(kSimulator, args("bench --count 18 --time-scale 200"));
    QVERIFY(bench.start());
    QByteArray out;
    QByteArray line;
    int proofLines = 0;
    while (proofLines < 2 && bench.readLine(&line, 15000)) {
        out += line + '\n';
        proofLines += line.startsWith("  [") ? 1 : 0;
    }
    QCOMPARE(proofLines, 2);
    bench.signal(signalNumber);
    QVERIFY2(bench.waitForExit(3000), "cuzk-sim bench kept running after the signal");
    out += bench.process().readAllStandardOutput();
    QCOMPARE(bench.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(bench.process().exitCode(), 128 + signalNumber);
    const BenchTranscript t = BenchTranscript::parse(out);
    QCOMPARE(t.errors, QStringList());
    QVERIFY(!out.contains("=== Batch Summary ==="));
    QVERIFY(!t.summary);
    QCOMPARE(t.proofs.size(), 2);
}

QTEST_GUILESS_MAIN(TestBenchSession)
#include "tst_benchsession.moc"
