// SPDX-License-Identifier: GPL-3.0-or-later
// The cuzk-bench batch text, checked against the fixture byte for byte.
#include "BenchPrinter.h"
#include "BenchRun.h"
#include "BenchTranscript.h"
#include "Fixtures.h"

#include <QTest>

using namespace fleetdeck::sim;
using fleetdeck::sim::test::BenchTranscript;

namespace {

QByteArray fixture()
{
    return fleetdeck::sim::test::cuzkFixture(QStringLiteral("bench-batch.txt"));
}

} // namespace

class TestBenchPrinter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void transcriptReadsTheFixture();
    void reproducesTheFixture();
    void lineUsesAnEmDash();
    void summaryWithNothingCompleted();
    void transcriptRejectsNearMisses_data();
    void transcriptRejectsNearMisses();
};

void TestBenchPrinter::initTestCase()
{
    QVERIFY(fleetdeck::test::haveFixtures({QStringLiteral("cuzk/bench-batch.txt")}));
}

void TestBenchPrinter::transcriptReadsTheFixture()
{
    const BenchTranscript t = BenchTranscript::parse(fixture());
    QCOMPARE(t.errors, QStringList());
    QCOMPARE(t.proofType, QStringLiteral("porep"));
    QCOMPARE(t.count, 18);
    QCOMPARE(t.proofs.size(), 18);
    QVERIFY(t.summary);
    QCOMPARE(t.summary->completed, 17);
    QCOMPARE(t.summary->failed, 1);
}

void TestBenchPrinter::reproducesTheFixture()
{
    // Feed the fixture's own numbers through the printer: the text must come out identical.
    const BenchTranscript t = BenchTranscript::parse(fixture());
    BenchOptions options;
    options.count = t.count;
    std::vector<BenchProof> proofs;
    QByteArray text = BenchPrinter::header(options);
    for (const BenchTranscript::Proof& p : t.proofs) {
        BenchProof proof;
        proof.number = p.number;
        proof.completed = p.status == QLatin1String("COMPLETED");
        proof.wallSecs = p.wallSecs;
        proof.proveMs = p.proveMs;
        proof.queueMs = p.queueMs;
        proofs.push_back(proof);
        text += BenchPrinter::line(proof, t.count);
    }
    text += BenchPrinter::summary(proofs, t.summary->totalSecs);
    QCOMPARE(QString::fromUtf8(text), QString::fromUtf8(fixture()));
}

void TestBenchPrinter::lineUsesAnEmDash()
{
    BenchProof proof;
    proof.number = 3;
    proof.wallSecs = 60.04;
    proof.proveMs = 48632;
    proof.queueMs = 2402;
    QCOMPARE(BenchPrinter::line(proof, 7),
             QByteArray("  [3/7] COMPLETED \xE2\x80\x94 60.0s (prove=48632 ms, queue=2402 ms)\n"));
    proof.completed = false;
    QVERIFY(BenchPrinter::line(proof, 7).startsWith("  [3/7] FAILED \xE2\x80\x94 "));
}

void TestBenchPrinter::summaryWithNothingCompleted()
{
    BenchProof failed;
    failed.number = 1;
    failed.completed = false;
    failed.wallSecs = 12.0;
    const QByteArray summary = BenchPrinter::summary({failed}, 12.0);
    QVERIFY(summary.contains("completed:     0\n"));
    QVERIFY(summary.contains("failed:        1\n"));
    QVERIFY(summary.contains("throughput:    0.000 proofs/min (0.0s/proof)\n"));
    QVERIFY(!summary.contains("inf") && !summary.contains("nan"));
}

void TestBenchPrinter::transcriptRejectsNearMisses_data()
{
    // The parser the other tests rely on must notice small deviations from the format.
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::newRow("hyphen for em dash")
        << QStringLiteral("COMPLETED \u2014 58.7s") << QStringLiteral("COMPLETED - 58.7s");
    QTest::newRow("one space indent") << QStringLiteral("  [7/18]") << QStringLiteral(" [7/18]");
    QTest::newRow("two decimals") << QStringLiteral("59.4s (prove=47639")
                                  << QStringLiteral("59.40s (prove=47639");
    QTest::newRow("header spacing") << QStringLiteral("count:       18") << QStringLiteral("count: 18");
    QTest::newRow("summary label") << QStringLiteral("throughput:    ") << QStringLiteral("throughput: ");
    QTest::newRow("unknown status") << QStringLiteral("[11/18] FAILED") << QStringLiteral("[11/18] ERROR");
}

void TestBenchPrinter::transcriptRejectsNearMisses()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QString text = QString::fromUtf8(fixture());
    QVERIFY(text.contains(from));
    text.replace(text.indexOf(from), from.size(), to);
    QVERIFY(!BenchTranscript::parse(text.toUtf8()).errors.isEmpty());
}

QTEST_GUILESS_MAIN(TestBenchPrinter)
#include "tst_benchprinter.moc"
