// SPDX-License-Identifier: GPL-3.0-or-later
// CuzkBatchParser against the cuzk-bench batch fixture, fed whole and in pieces, and against the
// ways a streamed batch goes wrong.
#include "ParserTestSupport.h"
#include "bench/CuzkBatchParser.h"
#include "support/Fixtures.h"

#include <QTest>

using namespace fleetdeck::bench;
using fleetdeck::bench::test::describe;
using Phase = BenchSample::Phase;
using Status = BenchSample::Status;

namespace {

QByteArray fixture()
{
    return fleetdeck::test::fixture(QStringLiteral("cuzk/bench-batch.txt"));
}

// Feeds `text` in chunks of `chunkSize` bytes (0: all at once), then ends the stream.
CuzkBatchParser parse(const QByteArray& text, int chunkSize = 0, PhaseCounts phases = {5, 10, 3})
{
    CuzkBatchParser parser(phases);
    fleetdeck::bench::test::feedInChunks(parser, text, chunkSize);
    parser.finish();
    return parser;
}

const QByteArray kHeader = "=== Batch Benchmark ===\nproof type:  porep\ncount:       3\nconcurrency: 2\n\n";

} // namespace

class TestBenchParser : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(fleetdeck::test::haveFixtures({QStringLiteral("cuzk/bench-batch.txt")})); }

    void fixture_data()
    {
        QTest::addColumn<int>("chunkSize");
        QTest::addColumn<bool>("crlf");
        QTest::newRow("whole") << 0 << false;
        QTest::newRow("byte by byte") << 1 << false;
        QTest::newRow("two bytes") << 2 << false; // splits the em dash's three bytes
        QTest::newRow("seven bytes") << 7 << false;
        QTest::newRow("whole, CRLF") << 0 << true;
        QTest::newRow("byte by byte, CRLF") << 1 << true;
    }

    void fixture()
    {
        QFETCH(int, chunkSize);
        QFETCH(bool, crlf);
        QByteArray text = ::fixture();
        if (crlf)
            text.replace("\n", "\r\n");

        const CuzkBatchParser parser = parse(text, chunkSize);
        const CuzkBatchParser whole = parse(::fixture());
        QCOMPARE(describe(parser.samples()), describe(whole.samples()));

        QCOMPARE(parser.samples().size(), std::size_t(18));
        QCOMPARE(describe({parser.samples().front()}),
                 QStringList{QStringLiteral("1 warmup COMPLETED 127.4 102302 5223")});
        QCOMPARE(describe({parser.samples()[10]}), QStringList{QStringLiteral("11 timed FAILED 12.8 0 461")});
        QCOMPARE(parser.samples()[4].phase, Phase::Warmup);
        QCOMPARE(parser.samples()[5].phase, Phase::Timed);
        QCOMPARE(parser.samples()[14].phase, Phase::Timed);
        QCOMPARE(parser.samples()[15].phase, Phase::Cooldown);
        QCOMPARE(describe({parser.samples().back()}),
                 QStringList{QStringLiteral("18 cooldown COMPLETED 66.4 53319 2590")});

        QCOMPARE(parser.proofType(), std::optional<QString>(QStringLiteral("porep")));
        QCOMPARE(parser.count(), std::optional<int>(18));
        QCOMPARE(parser.concurrency(), std::optional<int>(1));
        QVERIFY(parser.finished());
        QCOMPARE(parser.summary().completed, std::optional<int>(17));
        QCOMPARE(parser.summary().failed, std::optional<int>(1));
        QCOMPARE(parser.summary().totalTimeS, std::optional<double>(1245.6));
        QCOMPARE(parser.ignoredLines(), 0);
        QCOMPARE(parser.errors(), QStringList());
    }

    void proofLine_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("expected"); // describe() of the one sample, or empty for none
        QTest::addColumn<int>("errors");

        QTest::newRow("completed")
            << QByteArray("  [2/3] COMPLETED \xE2\x80\x94 61.4s (prove=49744 ms, queue=2456 ms)")
            << "2 timed COMPLETED 61.4 49744 2456" << 0;
        QTest::newRow("failed") << QByteArray("  [2/3] FAILED \xE2\x80\x94 12.4s (prove=0 ms, queue=496 ms)")
                                << "2 timed FAILED 12.4 0 496" << 0;
        QTest::newRow("timeout") << QByteArray(
                                        "  [2/3] TIMEOUT \xE2\x80\x94 600.0s (prove=0 ms, queue=12 ms)")
                                 << "2 timed TIMEOUT 600 0 12" << 0;
        QTest::newRow("cancelled") << QByteArray("  [2/3] CANCELLED \xE2\x80\x94 3.5s (queue=3500 ms)")
                                   << "2 timed CANCELLED 3.5 - 3500" << 0;
        QTest::newRow("hyphen") << QByteArray("[1/3] COMPLETED - 60s (prove=1 ms, queue=2 ms)")
                                << "1 timed COMPLETED 60 1 2" << 0;
        QTest::newRow("double hyphen")
            << QByteArray("[3/3] COMPLETED -- 60.25s") << "3 timed COMPLETED 60.25 - -" << 0;
        QTest::newRow("UNKNOWN is failed, noted")
            << QByteArray("  [2/3] UNKNOWN \xE2\x80\x94 1.0s") << "2 timed FAILED 1 - -" << 1;
        QTest::newRow("undocumented status") << QByteArray("  [2/3] PENDING \xE2\x80\x94 1.0s") << "" << 1;
        QTest::newRow("index beyond count") << QByteArray("  [4/3] COMPLETED \xE2\x80\x94 1.0s") << "" << 1;
        QTest::newRow("index zero") << QByteArray("  [0/3] COMPLETED \xE2\x80\x94 1.0s") << "" << 1;
    }

    void proofLine()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, expected);
        QFETCH(int, errors);
        const CuzkBatchParser parser = parse(kHeader + line + '\n', 0, {});
        QCOMPARE(describe(parser.samples()), expected.isEmpty() ? QStringList() : QStringList{expected});
        QCOMPARE(parser.errors().size(), errors);
        QCOMPARE(parser.ignoredLines(), 0);
    }

    void outOfOrderIndices()
    {
        const QByteArray text = kHeader + "  [2/3] COMPLETED \xE2\x80\x94 2.0s\n" +
                                "  [3/3] FAILED \xE2\x80\x94 3.0s\n" +
                                "  [1/3] COMPLETED \xE2\x80\x94 1.0s\n";
        const CuzkBatchParser parser = parse(text, 0, {1, 1, 1});
        QCOMPARE(describe(parser.samples()), (QStringList{QStringLiteral("1 warmup COMPLETED 1 - -"),
                                                          QStringLiteral("2 timed COMPLETED 2 - -"),
                                                          QStringLiteral("3 cooldown FAILED 3 - -")}));
        QCOMPARE(parser.concurrency(), std::optional<int>(2));
    }

    void duplicateIndexKeepsTheFirst()
    {
        const QByteArray text =
            kHeader + "  [2/3] COMPLETED \xE2\x80\x94 2.0s\n" + "  [2/3] FAILED \xE2\x80\x94 9.0s\n";
        const CuzkBatchParser parser = parse(text, 1, {});
        QCOMPARE(describe(parser.samples()), QStringList{QStringLiteral("2 timed COMPLETED 2 - -")});
        QCOMPARE(parser.errors().size(), 1);
        QVERIFY(parser.errors().front().contains(QLatin1String("proof 2")));
    }

    void garbageAndPartialLastLine()
    {
        QByteArray text = ::fixture();
        const qsizetype cut = text.indexOf("  [18/18]") + 35; // inside "(prove=…"
        text = text.first(cut);
        text.insert(text.indexOf("  [3/18]"), "WARN gpu 0: clock reduced\n\x01\xFF binary noise\n");

        CuzkBatchParser parser({5, 10, 3});
        parser.feed(text);
        QCOMPARE(parser.samples().size(), std::size_t(17)); // the cut line is still pending
        QCOMPARE(parser.ignoredLines(), 2);
        parser.finish();
        QCOMPARE(parser.samples().size(), std::size_t(17)); // and it is not a whole proof line
        QCOMPARE(parser.ignoredLines(), 3);
        QVERIFY(!parser.finished());
        QCOMPARE(parser.errors(), QStringList());
    }

    void lastLineWithoutNewline()
    {
        const CuzkBatchParser parser =
            parse(kHeader + "  [1/3] COMPLETED \xE2\x80\x94 1.5s (prove=1 ms, queue=2 ms)", 3, {});
        QCOMPARE(describe(parser.samples()), QStringList{QStringLiteral("1 timed COMPLETED 1.5 1 2")});
    }

    void noSummary()
    {
        QByteArray text = ::fixture();
        text = text.first(text.indexOf("=== Batch Summary ==="));
        const CuzkBatchParser parser = parse(text);
        QCOMPARE(parser.samples().size(), std::size_t(18));
        QVERIFY(!parser.finished());
        QVERIFY(!parser.summary().completed);
        QVERIFY(!parser.summary().totalTimeS);
        QCOMPARE(parser.ignoredLines(), 0);
    }

    void plainBatchIsAllTimed()
    {
        const CuzkBatchParser parser = parse(::fixture(), 0, {});
        for (const BenchSample& s : parser.samples())
            QCOMPARE(s.phase, Phase::Timed);
    }

    void unknownIsFailedAndNotedOnce()
    {
        const QByteArray text = kHeader + "  [1/3] UNKNOWN \xE2\x80\x94 1.0s\n" +
                                "  [2/3] COMPLETED \xE2\x80\x94 2.0s\n" +
                                "  [3/3] UNKNOWN \xE2\x80\x94 3.0s\n";
        const CuzkBatchParser parser = parse(text, 0, {});
        QCOMPARE(describe(parser.samples()), (QStringList{QStringLiteral("1 timed FAILED 1 - -"),
                                                          QStringLiteral("2 timed COMPLETED 2 - -"),
                                                          QStringLiteral("3 timed FAILED 3 - -")}));
        QCOMPARE(parser.errors().size(), 1);
        QVERIFY(parser.errors().front().contains(QLatin1String("UNKNOWN")));
        QVERIFY(parser.errors().front().contains(QLatin1String("proof 1")));
    }

    void fixtureThroughCreate_data()
    {
        QTest::addColumn<int>("chunkSize");
        QTest::newRow("whole") << 0;
        QTest::newRow("byte by byte") << 1;
    }

    void fixtureThroughCreate()
    {
        QFETCH(int, chunkSize);
        QString error;
        const std::unique_ptr<ProofParser> parser =
            ProofParser::create(QStringLiteral("cuzk-batch"), {5, 10, 3}, &error);
        QVERIFY2(parser, qPrintable(error));
        QVERIFY(dynamic_cast<const CuzkBatchParser*>(parser.get()));
        fleetdeck::bench::test::feedInChunks(*parser, ::fixture(), chunkSize);
        parser->finish();

        QCOMPARE(describe(parser->samples()), describe(parse(::fixture()).samples()));
        QCOMPARE(parser->samples().size(), std::size_t(18));
        QCOMPARE(describe({parser->samples()[10]}),
                 QStringList{QStringLiteral("11 timed FAILED 12.8 0 461")});
        QCOMPARE(parser->ignoredLines(), 0);
        QCOMPARE(parser->errors(), QStringList());
    }

    void names()
    {
        for (auto status : {Status::Completed, Status::Failed, Status::TimedOut, Status::Cancelled})
            QCOMPARE(statusFromName(statusName(status)), std::optional<Status>(status));
        for (auto phase : {Phase::Warmup, Phase::Timed, Phase::Cooldown})
            QCOMPARE(phaseFromName(phaseName(phase)), std::optional<Phase>(phase));
        QCOMPARE(statusName(Status::TimedOut), std::string_view("TIMEOUT"));
        QVERIFY(!statusFromName("UNKNOWN"));
    }
};

QTEST_GUILESS_MAIN(TestBenchParser)
#include "tst_benchparser.moc"
