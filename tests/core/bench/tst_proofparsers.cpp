// SPDX-License-Identifier: GPL-3.0-or-later
// The jsonl and regex proof parsers, and ProofParser::create(): records of every kind, the order
// concurrency gives, duplicates, garbage, malformed records, partial and chunked output.
#include "ParserTestSupport.h"
#include "bench/ProofParser.h"

#include <QTest>

using namespace fleetdeck::bench;
using fleetdeck::bench::test::describe;
using fleetdeck::bench::test::feedInChunks;

namespace {

// Proof 1 warms up, 2 and 3 are timed, 4 and beyond cool down.
constexpr PhaseCounts kPhases{1, 2, 1};

const QString kJsonl = QStringLiteral("jsonl");
// Not anchored at the start: a log prefix (a time stamp) is fine.
const QString kRegex = QStringLiteral(
    R"(regex:proof (?<index>\d+) (?<status>[A-Za-z]+) in (?<wall_s>\S+)s)"
    R"((?: prove=(?<prove_ms>\S+)ms)?(?: queue=(?<queue_ms>\S+)ms)?(?: phase=(?<phase>\w+))?$)");
// Milliseconds, no index (arrival order), a status group that may not take part.
const QString kRegexMs = QStringLiteral(R"(regex:^took (?<wall_ms>\S+) ms(?: \((?<status>\w+)\))?$)");

std::unique_ptr<ProofParser> create(const QString& spec)
{
    QString error;
    std::unique_ptr<ProofParser> parser = ProofParser::create(spec, kPhases, &error);
    if (!parser)
        qFatal("cannot create parser %s: %s", qPrintable(spec), qPrintable(error));
    return parser;
}

std::unique_ptr<ProofParser> parse(const QString& spec, QByteArrayView text, qsizetype chunkSize = 0)
{
    std::unique_ptr<ProofParser> parser = create(spec);
    feedInChunks(*parser, text, chunkSize);
    parser->finish();
    return parser;
}

// Each error must mention its counterpart in `mentions`, in order.
bool errorsMention(const QStringList& errors, const QStringList& mentions)
{
    if (errors.size() != mentions.size())
        return false;
    for (qsizetype i = 0; i < errors.size(); ++i) {
        if (!errors[i].contains(mentions[i]))
            return false;
    }
    return true;
}

} // namespace

class TestProofParsers : public QObject
{
    Q_OBJECT

private slots:
    void records_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QStringList>("expected"); // describe() of the samples
        QTest::addColumn<int>("ignored");
        QTest::addColumn<QStringList>("errors"); // what each error mentions

        const auto row = [](const char* name, const QString& spec, const QByteArray& text,
                            const QStringList& expected, int ignored = 0, const QStringList& errors = {}) {
            QTest::newRow(name) << spec << text << expected << ignored << errors;
        };

        // jsonl: what a record can say
        row("jsonl: every member", kJsonl,
            R"({"index":2,"status":"COMPLETED","wall_s":61.4,"prove_ms":49744,"queue_ms":2456})",
            {"2 timed COMPLETED 61.4 49744 2456"});
        row("jsonl: wall_ms", kJsonl, R"({"index":1,"wall_ms":1500})", {"1 warmup COMPLETED 1.5 - -"});
        row("jsonl: wall_s wins over wall_ms", kJsonl, R"({"index":1,"wall_s":2,"wall_ms":1500})",
            {"1 warmup COMPLETED 2 - -"});
        row("jsonl: proof instead of index", kJsonl, R"({"proof":3,"wall_s":1})",
            {"3 timed COMPLETED 1 - -"});
        row("jsonl: completed, lower case", kJsonl, R"({"index":2,"status":"completed","wall_s":1})",
            {"2 timed COMPLETED 1 - -"});
        row("jsonl: failed", kJsonl, R"({"index":2,"status":"failed","wall_s":12.4,"prove_ms":0})",
            {"2 timed FAILED 12.4 0 -"});
        row("jsonl: timeout", kJsonl, R"({"index":2,"status":"Timeout","wall_s":600})",
            {"2 timed TIMEOUT 600 - -"});
        row("jsonl: cancelled without a wall time", kJsonl, R"({"index":2,"status":"CANCELLED"})",
            {"2 timed CANCELLED 0 - -"});
        row("jsonl: UNKNOWN is failed, noted once", kJsonl,
            "{\"index\":2,\"status\":\"unknown\",\"wall_s\":1}\n{\"index\":3,\"status\":\"UNKNOWN\"}",
            {"2 timed FAILED 1 - -", "3 timed FAILED 0 - -"}, 0, {"UNKNOWN"});
        row("jsonl: undocumented status", kJsonl, R"({"index":2,"status":"DONE","wall_s":1})", {}, 0,
            {"'DONE'"});
        row("jsonl: status not a string", kJsonl, R"({"index":2,"status":3,"wall_s":1})", {}, 0, {"status"});
        row("jsonl: ok true", kJsonl, R"({"index":2,"ok":true,"wall_s":3})", {"2 timed COMPLETED 3 - -"});
        row("jsonl: ok false", kJsonl, R"({"index":2,"ok":false,"wall_s":3})", {"2 timed FAILED 3 - -"});
        row("jsonl: ok false without a wall time", kJsonl, R"({"index":2,"ok":false})",
            {"2 timed FAILED 0 - -"});
        row("jsonl: ok not a boolean", kJsonl, R"({"index":2,"ok":"yes","wall_s":3})", {}, 0, {"ok"});
        row("jsonl: null is absent", kJsonl, R"({"index":2,"wall_s":1,"prove_ms":null,"status":null})",
            {"2 timed COMPLETED 1 - -"});
        row("jsonl: other members ignored", kJsonl, R"({"index":2,"wall_s":1,"gpu":"RTX 4090"})",
            {"2 timed COMPLETED 1 - -"});
        row("jsonl: phase overrides the counts", kJsonl,
            "{\"index\":1,\"wall_s\":1,\"phase\":\"TIMED\"}\n{\"index\":2,\"wall_s\":2,\"phase\":"
            "\"cooldown\"}",
            {"1 timed COMPLETED 1 - -", "2 cooldown COMPLETED 2 - -"});

        // jsonl: order, duplicates
        row("jsonl: no index, arrival order", kJsonl,
            "{\"wall_s\":1}\n{\"wall_s\":2}\n{\"wall_s\":3}\n{\"wall_s\":4}\n",
            {"1 warmup COMPLETED 1 - -", "2 timed COMPLETED 2 - -", "3 timed COMPLETED 3 - -",
             "4 cooldown COMPLETED 4 - -"});
        row("jsonl: out of order (concurrency 2)", kJsonl,
            "{\"index\":3,\"wall_s\":3}\n{\"index\":1,\"wall_s\":1}\n"
            "{\"index\":4,\"wall_s\":4}\n{\"index\":2,\"wall_s\":2}\n",
            {"1 warmup COMPLETED 1 - -", "2 timed COMPLETED 2 - -", "3 timed COMPLETED 3 - -",
             "4 cooldown COMPLETED 4 - -"});
        row("jsonl: duplicate keeps the first", kJsonl,
            "{\"index\":2,\"wall_s\":1}\n{\"index\":2,\"status\":\"FAILED\",\"wall_s\":9}\n",
            {"2 timed COMPLETED 1 - -"}, 0, {"proof 2"});

        // jsonl: garbage and malformed records
        row("jsonl: garbage lines", kJsonl,
            "=== jsonl bench \xE2\x80\x94 porep ===\nprogress 3/10\n[1,2]\n\"text\"\n"
            "{\"index\":1,\"wall_s\"\n{\"event\":\"start\"}\n\x01\xFF noise\n  \n\n"
            "{\"index\":1,\"wall_s\":5}\n",
            {"1 warmup COMPLETED 5 - -"}, 7);
        row("jsonl: negative wall time", kJsonl, R"({"index":1,"wall_s":-1})", {}, 0, {"wall_s"});
        row("jsonl: wall time as text", kJsonl, R"({"index":1,"wall_ms":"61400"})", {}, 0, {"wall_ms"});
        // Qt's JSON parser refuses a number out of range: the line is not JSON to it.
        row("jsonl: wall time out of range", kJsonl, R"({"index":1,"wall_s":1e999})", {}, 1);
        row("jsonl: negative prove time", kJsonl, R"({"index":1,"wall_s":1,"prove_ms":-5})", {}, 0,
            {"prove_ms"});
        row("jsonl: completed without a wall time", kJsonl, R"({"index":1,"prove_ms":5})", {}, 0,
            {"wall_s or wall_ms"});
        row("jsonl: index zero", kJsonl, R"({"index":0,"wall_s":1})", {}, 0, {"proof number"});
        row("jsonl: index negative", kJsonl, R"({"index":-2,"wall_s":1})", {}, 0, {"proof number"});
        row("jsonl: index fractional", kJsonl, R"({"index":1.5,"wall_s":1})", {}, 0, {"proof number"});
        row("jsonl: index as text", kJsonl, R"({"index":"3","wall_s":1})", {}, 0, {"proof number"});
        row("jsonl: index too large", kJsonl, R"({"index":3e9,"wall_s":1})", {}, 0, {"proof number"});
        row("jsonl: unknown phase", kJsonl, R"({"index":1,"wall_s":1,"phase":"hot"})", {}, 0, {"'hot'"});
        row("jsonl: a malformed record keeps its number", kJsonl, "{\"wall_s\":-1}\n{\"wall_s\":2}\n",
            {"2 timed COMPLETED 2 - -"}, 0, {"proof 1"});
        row("jsonl: errors name the line", kJsonl, "banner\n\n{\"index\":1}\n", {}, 1, {"line 3"});
        row("jsonl: CRLF and indentation", kJsonl,
            "  {\"index\":1,\"wall_s\":1}  \r\n{\"index\":2,\"wall_s\":2}\r\n",
            {"1 warmup COMPLETED 1 - -", "2 timed COMPLETED 2 - -"});

        // regex: what a line can say
        row("regex: every group", kRegex, "proof 2 COMPLETED in 61.4s prove=49744ms queue=2456ms",
            {"2 timed COMPLETED 61.4 49744 2456"});
        row("regex: not anchored", kRegex, "12:00:01 INFO proof 1 COMPLETED in 5s",
            {"1 warmup COMPLETED 5 - -"});
        row("regex: failed", kRegex, "proof 2 failed in 12.4s prove=0ms", {"2 timed FAILED 12.4 0 -"});
        row("regex: timeout", kRegex, "proof 2 TIMEOUT in 600s", {"2 timed TIMEOUT 600 - -"});
        row("regex: cancelled", kRegex, "proof 2 Cancelled in 3.5s queue=3500ms",
            {"2 timed CANCELLED 3.5 - 3500"});
        row("regex: UNKNOWN is failed, noted once", kRegex, "proof 2 UNKNOWN in 1s\nproof 3 unknown in 2s\n",
            {"2 timed FAILED 1 - -", "3 timed FAILED 2 - -"}, 0, {"UNKNOWN"});
        row("regex: undocumented status", kRegex, "proof 2 DONE in 1s", {}, 0, {"'DONE'"});
        row("regex: phase overrides the counts", kRegex, "proof 1 COMPLETED in 1s phase=Cooldown",
            {"1 cooldown COMPLETED 1 - -"});
        row("regex: unknown phase", kRegex, "proof 1 COMPLETED in 1s phase=hot", {}, 0, {"'hot'"});
        row("regex: wall_ms, no index, arrival order", kRegexMs,
            "took 1500 ms\ntook 2500 ms (failed)\ntook 900 ms\ntook 4000 ms (CANCELLED)\n",
            {"1 warmup COMPLETED 1.5 - -", "2 timed FAILED 2.5 - -", "3 timed COMPLETED 0.9 - -",
             "4 cooldown CANCELLED 4 - -"});
        row("regex: out of order (concurrency 3)", kRegex,
            "proof 3 COMPLETED in 3s\nproof 4 COMPLETED in 4s\nproof 1 COMPLETED in 1s\n"
            "proof 2 FAILED in 2s\n",
            {"1 warmup COMPLETED 1 - -", "2 timed FAILED 2 - -", "3 timed COMPLETED 3 - -",
             "4 cooldown COMPLETED 4 - -"});
        row("regex: duplicate keeps the first", kRegex, "proof 2 COMPLETED in 1s\nproof 2 FAILED in 9s\n",
            {"2 timed COMPLETED 1 - -"}, 0, {"proof 2"});
        row("regex: lines that do not match", kRegex,
            "starting \xE2\x80\x94 porep\nproof x COMPLETED in 5s\nproof 1 COMPLETED\n\x01\xFF\n \n"
            "proof 1 COMPLETED in 5s\n",
            {"1 warmup COMPLETED 5 - -"}, 4);
        row("regex: wall time not a number", kRegex, "proof 1 COMPLETED in abcs", {}, 0, {"wall_s"});
        row("regex: negative wall time", kRegex, "proof 1 COMPLETED in -3s", {}, 0, {"wall_s"});
        row("regex: infinite wall time", kRegex, "proof 1 COMPLETED in infs", {}, 0, {"wall_s"});
        row("regex: prove time not a number", kRegex, "proof 1 COMPLETED in 1s prove=xms", {}, 0,
            {"prove_ms"});
        row("regex: index zero", kRegex, "proof 0 COMPLETED in 1s", {}, 0, {"proof number"});
        row("regex: a malformed line keeps its number", kRegexMs, "took -1 ms\ntook 2000 ms\n",
            {"2 timed COMPLETED 2 - -"}, 0, {"proof 1"});
        row("regex: CRLF before $", kRegex, "proof 1 COMPLETED in 1s\r\nproof 2 COMPLETED in 2s\r\n",
            {"1 warmup COMPLETED 1 - -", "2 timed COMPLETED 2 - -"});
    }

    void records()
    {
        QFETCH(QString, spec);
        QFETCH(QByteArray, text);
        QFETCH(QStringList, expected);
        QFETCH(int, ignored);
        QFETCH(QStringList, errors);

        const std::unique_ptr<ProofParser> parser = parse(spec, text);
        QCOMPARE(describe(parser->samples()), expected);
        QCOMPARE(parser->ignoredLines(), ignored);
        QVERIFY2(errorsMention(parser->errors(), errors),
                 qPrintable(parser->errors().join(QLatin1String(" | "))));
    }

    void chunkBoundaries_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("jsonl") << kJsonl
                               << QByteArray(
                                      "bench \xE2\x80\x94 start\r\n{\"index\":2,\"wall_s\":2.5}\n"
                                      "{\"index\":1,\"status\":\"failed\",\"wall_ms\":900,\"prove_ms\":0}\r\n"
                                      "noise\n{\"index\":2,\"wall_s\":9}\n{\"index\":3,\"wall_s\":3}");
        QTest::newRow("regex") << kRegex
                               << QByteArray("starting \xE2\x80\x94 porep\nproof 2 COMPLETED in 2.5s\r\n"
                                             "proof 1 FAILED in 0.9s prove=0ms\nnoise\n"
                                             "proof 2 COMPLETED in 9s\nproof 3 COMPLETED in 3s");
        QTest::newRow("cuzk-batch")
            << QStringLiteral("cuzk-batch")
            << QByteArray("WARN gpu 0 \xE2\x80\x94 clock reduced\n=== Batch Benchmark ===\ncount: 3\n  [2/3] "
                          "COMPLETED \xE2\x80\x94 2.5s\r\n"
                          "  [1/3] FAILED \xE2\x80\x94 0.9s (prove=0 ms)\nnoise\n"
                          "  [2/3] COMPLETED \xE2\x80\x94 9.0s\n  [3/3] COMPLETED \xE2\x80\x94 3.0s");
    }

    void chunkBoundaries()
    {
        QFETCH(QString, spec);
        QFETCH(QByteArray, text);
        const std::unique_ptr<ProofParser> whole = parse(spec, text);
        // The document is made to exercise everything: samples, a duplicate, an ignored line.
        QCOMPARE(describe(whole->samples()), (QStringList{QStringLiteral("1 warmup FAILED 0.9 0 -"),
                                                          QStringLiteral("2 timed COMPLETED 2.5 - -"),
                                                          QStringLiteral("3 timed COMPLETED 3 - -")}));
        QCOMPARE(whole->ignoredLines(), 2);
        QCOMPARE(whole->errors().size(), 1);

        const auto check = [&](const ProofParser& parser, const QByteArray& how) {
            QVERIFY2(describe(parser.samples()) == describe(whole->samples()), how.constData());
            QVERIFY2(parser.ignoredLines() == whole->ignoredLines(), how.constData());
            QVERIFY2(parser.errors() == whole->errors(), how.constData());
        };
        for (qsizetype cut = 0; cut <= text.size(); ++cut) {
            const std::unique_ptr<ProofParser> parser = create(spec);
            parser->feed(QByteArrayView(text).first(cut));
            parser->feed(QByteArrayView(text).sliced(cut));
            parser->finish();
            check(*parser, "cut at byte " + QByteArray::number(cut));
        }
        check(*parse(spec, text, 1), "byte by byte");
    }

    void partialLastLine_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("afterFinish"); // samples once finish() read the last line
        QTest::addColumn<int>("ignoredAfterFinish");

        const QByteArray jsonl = "{\"index\":1,\"wall_s\":1}\n";
        const QByteArray regex = "proof 1 COMPLETED in 1s\n";
        QTest::newRow("jsonl, whole last record") << kJsonl << jsonl + "{\"index\":2,\"wall_s\":2}" << 2 << 0;
        QTest::newRow("jsonl, cut record") << kJsonl << jsonl + "{\"index\":2,\"wa" << 1 << 1;
        QTest::newRow("regex, whole last line") << kRegex << regex + "proof 2 COMPLETED in 2s" << 2 << 0;
        QTest::newRow("regex, cut line") << kRegex << regex + "proof 2 COMPLETED in" << 1 << 1;
    }

    void partialLastLine()
    {
        QFETCH(QString, spec);
        QFETCH(QByteArray, text);
        QFETCH(int, afterFinish);
        QFETCH(int, ignoredAfterFinish);

        const std::unique_ptr<ProofParser> parser = create(spec);
        parser->feed(text);
        QCOMPARE(parser->samples().size(), std::size_t(1)); // the last line waits for its newline
        QCOMPARE(parser->ignoredLines(), 0);
        parser->finish();
        QCOMPARE(parser->samples().size(), std::size_t(afterFinish));
        QCOMPARE(parser->ignoredLines(), ignoredAfterFinish);
        parser->finish(); // nothing left to read
        QCOMPARE(parser->samples().size(), std::size_t(afterFinish));
        QCOMPARE(parser->ignoredLines(), ignoredAfterFinish);
        QCOMPARE(parser->errors(), QStringList());
    }

    void specs_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QStringList>("mentions"); // what the error says; empty: the spec is valid

        QTest::newRow("cuzk-batch") << "cuzk-batch" << QStringList();
        QTest::newRow("jsonl") << "jsonl" << QStringList();
        QTest::newRow("regex, wall_s") << R"(regex:(?<wall_s>\d+))" << QStringList();
        QTest::newRow("regex, wall_ms") << R"(regex:^(?<index>\d+) (?<wall_ms>\d+)$)" << QStringList();
        QTest::newRow("regex with a colon") << R"(regex:time: (?<wall_s>\d+))" << QStringList();
        const QStringList choices{"cuzk-batch", "jsonl", "regex:PATTERN"};
        QTest::newRow("empty") << "" << choices;
        QTest::newRow("unknown name") << "csv" << (choices + QStringList{"'csv'"});
        QTest::newRow("wrong case") << "JSONL" << choices;
        QTest::newRow("regex without colon") << "regex" << choices;
        QTest::newRow("regex, empty pattern") << "regex:" << QStringList{"wall_s", "wall_ms"};
        QTest::newRow("regex, no named groups") << R"(regex:(\d+)s)" << QStringList{"wall_s", "wall_ms"};
        QTest::newRow("regex, no wall group")
            << R"(regex:(?<index>\d+) (?<prove_ms>\d+))" << QStringList{"wall_s", "wall_ms"};
        QTest::newRow("regex, misspelled wall group")
            << R"(regex:(?<wall>\d+))" << QStringList{"wall_s", "wall_ms"};
        QTest::newRow("regex, invalid")
            << R"(regex:(?<wall_s>\d+)" << QStringList{"not a valid", "(?<wall_s>"};
    }

    void specs()
    {
        QFETCH(QString, spec);
        QFETCH(QStringList, mentions);

        const QString problem = ProofParser::checkSpec(spec);
        QString error = QStringLiteral("untouched");
        const std::unique_ptr<ProofParser> parser = ProofParser::create(spec, kPhases, &error);
        if (mentions.isEmpty()) {
            QCOMPARE(problem, QString());
            QVERIFY(parser);
            QCOMPARE(error, QStringLiteral("untouched"));
            QCOMPARE(parser->samples().size(), std::size_t(0));
            return;
        }
        QVERIFY(!parser);
        QCOMPARE(error, problem);
        for (const QString& mention : mentions)
            QVERIFY2(problem.contains(mention), qPrintable(problem));
        QVERIFY(!ProofParser::create(spec, kPhases)); // no error out-parameter: still refused
    }
};

QTEST_GUILESS_MAIN(TestProofParsers)
#include "tst_proofparsers.moc"
