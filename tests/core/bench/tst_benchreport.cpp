// SPDX-License-Identifier: GPL-3.0-or-later
// BenchmarkReport: the documents of docs/cli.md ("Benchmarks") for the bench-batch fixture, null where a
// figure does not exist, and the CSV, JSON and Markdown exports read back field by field.
#include "bench/BenchmarkReport.h"
#include "bench/CuzkBatchParser.h"
#include "storage/Database.h"
#include "support/Fixtures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace fleetdeck;
using namespace fleetdeck::bench;
using namespace Qt::Literals::StringLiterals;
using Phase = BenchSample::Phase;
using Status = BenchSample::Status;

namespace {

// The document of docs/cli.md's `bench show ID --json`, in its shape and at its rounding, with
// the figures of tests/fixtures/cuzk/bench-batch.txt (worked out apart from Fleetdeck).
constexpr auto ContractExample =
    R"({"run":{"id":7,"node":"gpu-01","state":"finished","spec":{"warmup":5,"timed":10,"cooldown":3,"mode":"batch"},
        "samples":[{"index":1,"phase":"warmup","status":"COMPLETED","wall_s":127.4,"prove_ms":102302,"queue_ms":5223}],
        "stats":{"timed":{"n":9,"failed":1,"mean_s":59.1,"median_s":59.0,"stddev_s":0.632,"cv":0.0107,"min_s":58.2,"max_s":60.1,
                          "p95_s":60.0,"ci95_median_s":[58.5,59.8],"outliers":{"mild":0,"severe":0},"proofs_per_hour":59.45},
                 "warmup":{"n":5,"median_s":96.3},"cooldown":{"n":3,"median_s":65.9}},
        "verdicts":{"warmup_sufficient":true,"throttling_suspected":true}}})";

std::vector<BenchSample> fixtureSamples()
{
    CuzkBatchParser parser({5, 10, 3});
    parser.feed(fleetdeck::test::fixture(QStringLiteral("cuzk/bench-batch.txt")));
    parser.finish();
    return parser.samples();
}

BenchRunRecord fixtureRecord()
{
    BenchRunRecord r;
    r.id = 7;
    r.node = u"gpu-01"_s;
    r.gpuModel = u"NVIDIA GeForce RTX 4090"_s;
    r.state = BenchRunState::Finished;
    r.startedAt = QDateTime::fromMSecsSinceEpoch(1'760'000'000'123, Qt::UTC);
    r.finishedAt = r.startedAt.addSecs(1246);
    r.counts = {5, 10, 3};
    r.mode = u"batch"_s;
    r.parser = u"cuzk-batch"_s;
    r.spec = QJsonObject{{u"warmup"_s, 5},
                         {u"timed"_s, 10},
                         {u"cooldown"_s, 3},
                         {u"mode"_s, u"batch"_s},
                         {u"proof_kind"_s, u"porep"_s},
                         {u"parser"_s, u"cuzk-batch"_s}};
    r.dollarsPerHour = 1.5;
    return r;
}

RunSummary fixtureSummary()
{
    const BenchRunRecord r = fixtureRecord();
    return {r, BenchmarkStats::compute(fixtureSamples(), RunSummary::statsOptions(r))};
}

// What a reader of the printed document gets: serialized and parsed again.
QJsonObject printed(const QJsonObject& document)
{
    const QByteArray text = QJsonDocument(document).toJson(QJsonDocument::Compact);
    QJsonParseError error;
    const QJsonDocument parsed = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("not JSON (%s): %s", qPrintable(error.errorString()), text.constData());
    return parsed.object();
}

// The decimals a figure of the contract's example is printed with (69.0 reads as 0).
int decimalsOf(double value)
{
    for (int d = 0; d < 6; ++d) {
        const double scale = std::pow(10.0, d);
        if (std::abs(std::round(value * scale) / scale - value) < 1e-9)
            return d;
    }
    return 6;
}

// `ours` has everything `example` has, of the same type; numbers equal to the example's printed
// rounding, except the bootstrap interval (its resamples differ from whoever computed the
// example) within 0.2 s. Arrays: the example's elements against ours, in order.
void verifyExtends(const QJsonValue& example, const QJsonValue& ours, const QString& path)
{
    QVERIFY2(example.type() == ours.type(),
             qPrintable(u"%1: type %2, the contract's %3"_s.arg(path).arg(ours.type()).arg(example.type())));
    switch (example.type()) {
    case QJsonValue::Object: {
        const QJsonObject e = example.toObject();
        const QJsonObject o = ours.toObject();
        for (auto it = e.begin(); it != e.end(); ++it) {
            QVERIFY2(o.contains(it.key()), qPrintable(u"%1.%2 is missing"_s.arg(path, it.key())));
            verifyExtends(it.value(), o.value(it.key()), path + u'.' + it.key());
            if (QTest::currentTestFailed())
                return;
        }
        break;
    }
    case QJsonValue::Array: {
        const QJsonArray e = example.toArray();
        const QJsonArray o = ours.toArray();
        QVERIFY2(o.size() >= e.size(), qPrintable(path));
        for (qsizetype i = 0; i < e.size(); ++i) {
            verifyExtends(e[i], o[i], u"%1[%2]"_s.arg(path).arg(i));
            if (QTest::currentTestFailed())
                return;
        }
        break;
    }
    case QJsonValue::Double: {
        const double e = example.toDouble();
        const double o = ours.toDouble();
        const double tolerance =
            path.contains(u"ci95"_s) ? 0.2 : 0.5 * std::pow(10.0, -decimalsOf(e)) + 1e-12;
        QVERIFY2(std::abs(o - e) <= tolerance,
                 qPrintable(u"%1: %2, the contract's %3"_s.arg(path).arg(o).arg(e)));
        break;
    }
    default:
        QCOMPARE(ours, example);
    }
}

// RFC 4180, as a spreadsheet reads it.
QList<QStringList> parseCsv(const QString& text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text[i + 1] == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row.append(std::exchange(field, QString()));
        } else if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n') {
            row.append(std::exchange(field, QString()));
            rows.append(std::exchange(row, QStringList()));
            ++i;
        } else {
            field += c;
        }
    }
    if (!field.isEmpty() || !row.isEmpty())
        rows.append(row << field);
    return rows;
}

// The cells of a Markdown table line, split at the pipes that are not escaped.
QStringList markdownCells(const QString& line)
{
    QStringList cells;
    QString current;
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (line[i] == u'\\' && i + 1 < line.size() && line[i + 1] == u'|') {
            current += u'|';
            ++i;
        } else if (line[i] == u'|') {
            cells.append(current.trimmed());
            current.clear();
        } else {
            current += line[i];
        }
    }
    cells.removeFirst(); // before the leading pipe
    return cells;
}

QSet<QString> keySet(const QJsonObject& object)
{
    const QStringList keys = object.keys();
    return {keys.begin(), keys.end()};
}

QStringList tableLines(const QString& markdown, const QString& firstHeader)
{
    const QStringList lines = markdown.split(u'\n');
    qsizetype start = -1;
    for (qsizetype i = 0; i < lines.size() && start < 0; ++i) {
        if (lines[i].startsWith(u"| "_s + firstHeader + u" |"_s))
            start = i;
    }
    QStringList table;
    for (qsizetype i = start; start >= 0 && i < lines.size() && lines[i].startsWith(u'|'); ++i)
        table.append(lines[i]);
    return table;
}

} // namespace

class TestBenchReport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(fleetdeck::test::haveFixtures({QStringLiteral("cuzk/bench-batch.txt")})); }

    void contractExample()
    {
        const RunSummary summary = fixtureSummary();
        const QJsonObject document =
            printed(report::runDocument(summary.record, fixtureSamples(), summary.stats));
        const QJsonObject example = QJsonDocument::fromJson(ContractExample).object();
        QVERIFY(!example.isEmpty());
        verifyExtends(example, document, u"document"_s);
        if (QTest::currentTestFailed())
            return;

        const QJsonObject run = document[u"run"_s].toObject();
        const QJsonObject timed = run[u"stats"_s][u"timed"_s].toObject();
        // The figures the brief names, one by one, at the contract's rounding.
        QCOMPARE(timed[u"n"_s].toInt(), 9);
        QCOMPARE(timed[u"failed"_s].toInt(), 1);
        QCOMPARE(std::round(timed[u"stddev_s"_s].toDouble() * 1000) / 1000, 0.632);
        QCOMPARE(std::round(timed[u"cv"_s].toDouble() * 10000) / 10000, 0.0107);
        QCOMPARE(std::round(timed[u"p95_s"_s].toDouble() * 10) / 10, 60.0);
        QCOMPARE(std::round(timed[u"proofs_per_hour"_s].toDouble() * 100) / 100, 59.45);
        QCOMPARE(std::round(run[u"stats"_s][u"warmup"_s][u"median_s"_s].toDouble() * 10) / 10, 96.3);
        QCOMPARE(std::round(run[u"stats"_s][u"cooldown"_s][u"median_s"_s].toDouble() * 10) / 10, 65.9);
        QCOMPARE(run[u"verdicts"_s][u"throttling_suspected"_s], QJsonValue(true));
        QCOMPARE(run[u"verdicts"_s][u"warmup_sufficient"_s], QJsonValue(true));
        // Not rounded: the mean is exactly what the samples give.
        QCOMPARE(timed[u"mean_s"_s].toDouble(), *summary.stats.timed.meanS);

        // Extensions.
        QCOMPARE(run[u"gpu_model"_s].toString(), u"NVIDIA GeForce RTX 4090"_s);
        QCOMPARE(run[u"started_at"_s].toString(), u"2025-10-09T08:53:20.123Z"_s);
        QCOMPARE(run[u"finished_at"_s].toString(), u"2025-10-09T09:14:06.123Z"_s);
        QCOMPARE(run[u"reason"_s], QJsonValue(QJsonValue::Null));
        QCOMPARE(run[u"dollars_per_hour"_s].toDouble(), 1.5);
        QVERIFY(std::abs(timed[u"dollars_per_proof"_s].toDouble() - 1.5 / (9 * 3600.0 / 545.0)) < 1e-12);
        QCOMPARE(run[u"spec"_s][u"proof_kind"_s].toString(), u"porep"_s);
        QCOMPARE(timed[u"outliers"_s][u"mild_indices"_s].toArray(), QJsonArray());
        QVERIFY(run[u"verdicts"_s][u"timed_trend_rho"_s].isDouble());
        QCOMPARE(run[u"stats"_s][u"warmup"_s][u"failed"_s].toInt(), 0);

        const QJsonArray samples = run[u"samples"_s].toArray();
        QCOMPARE(samples.size(), 18);
        const QJsonObject failed = samples[10].toObject();
        QCOMPARE(failed[u"index"_s].toInt(), 11);
        QCOMPARE(failed[u"phase"_s].toString(), u"timed"_s);
        QCOMPARE(failed[u"status"_s].toString(), u"FAILED"_s);
        QCOMPARE(failed[u"wall_s"_s].toDouble(), 12.8);
        QCOMPARE(samples[17][u"phase"_s].toString(), u"cooldown"_s);
    }

    void missingFiguresAreNull()
    {
        BenchRunRecord r;
        r.id = 3;
        r.node = u"gpu-02"_s;
        r.startedAt = QDateTime::fromMSecsSinceEpoch(0, Qt::UTC);
        r.counts = {0, 10, 0};
        const BenchmarkStats none = BenchmarkStats::compute({});
        const QJsonObject run = printed(report::runDocument(r, {}, none))[u"run"_s].toObject();
        const QJsonObject timed = run[u"stats"_s][u"timed"_s].toObject();
        QCOMPARE(timed[u"n"_s].toInt(), 0);
        for (const QString& key :
             {u"mean_s"_s, u"median_s"_s, u"stddev_s"_s, u"cv"_s, u"min_s"_s, u"max_s"_s, u"p95_s"_s,
              u"ci95_median_s"_s, u"proofs_per_hour"_s, u"dollars_per_proof"_s})
            QVERIFY2(timed[key].isNull(), qPrintable(key));
        QVERIFY(run[u"verdicts"_s][u"warmup_sufficient"_s].isNull());
        QVERIFY(run[u"verdicts"_s][u"throttling_suspected"_s].isNull());
        QVERIFY(run[u"verdicts"_s][u"timed_trend_rho"_s].isNull());
        QCOMPARE(run[u"state"_s].toString(), u"running"_s);
        QVERIFY(run[u"finished_at"_s].isNull());
        QVERIFY(run[u"gpu_model"_s].isNull());
        QVERIFY(run[u"dollars_per_hour"_s].isNull());
        QCOMPARE(run[u"spec"_s][u"timed"_s].toInt(), 10);
        QVERIFY(run[u"spec"_s][u"mode"_s].isNull());
        QCOMPARE(run[u"samples"_s].toArray().size(), 0);

        // One proof: the figures of one value exist, those of spread do not; unknown prove and
        // queue times are null.
        const std::vector<BenchSample> one{{1, Phase::Timed, Status::Completed, 5.0, {}, {}}};
        const QJsonObject single =
            printed(report::runDocument(r, one, BenchmarkStats::compute(one)))[u"run"_s].toObject();
        const QJsonObject t = single[u"stats"_s][u"timed"_s].toObject();
        QCOMPARE(t[u"median_s"_s].toDouble(), 5.0);
        QCOMPARE(t[u"proofs_per_hour"_s].toDouble(), 720.0);
        QVERIFY(t[u"stddev_s"_s].isNull() && t[u"cv"_s].isNull() && t[u"ci95_median_s"_s].isNull());
        QVERIFY(single[u"samples"_s][0][u"prove_ms"_s].isNull());
        QVERIFY(single[u"samples"_s][0][u"queue_ms"_s].isNull());

        const QByteArray text = QJsonDocument(report::runDocument(r, {}, none)).toJson();
        QVERIFY(!text.contains("nan") && !text.contains("inf"));
    }

    void comparisonDocuments()
    {
        MedianComparison c;
        c.medianA = 61.2;
        c.medianB = 59.3;
        c.nA = 9;
        c.nB = 10;
        c.changePct = -3.1;
        c.ci95Pct = {-4.0, -2.2};
        c.significant = true;

        const QJsonObject pair = printed(report::comparisonDocument(7, 9, c));
        QCOMPARE(keySet(pair),
                 (QSet<QString>{u"a"_s, u"b"_s, u"median_change_pct"_s, u"ci95_pct"_s, u"significant"_s,
                                u"median_a_s"_s, u"median_b_s"_s, u"n_a"_s, u"n_b"_s}));
        // The contract's example:
        // {"a":ID,"b":ID,"median_change_pct":-3.1,"ci95_pct":[-4.0,-2.2],"significant":true}
        QCOMPARE(pair[u"a"_s], QJsonValue(7));
        QCOMPARE(pair[u"b"_s], QJsonValue(9));
        QCOMPARE(pair[u"median_change_pct"_s].toDouble(), -3.1);
        QCOMPARE(pair[u"ci95_pct"_s].toArray(), (QJsonArray{-4.0, -2.2}));
        QCOMPARE(pair[u"significant"_s], QJsonValue(true));
        QCOMPARE(pair[u"median_a_s"_s].toDouble(), 61.2);
        QCOMPARE(pair[u"n_b"_s].toInt(), 10);

        const Baseline baseline{u"NVIDIA GeForce RTX 4090"_s, {6, 5, 4}, {60, 61, 62}};
        c.nA = 3;
        const QJsonObject against = printed(report::comparisonDocument(baseline, 9, c));
        QCOMPARE(against[u"a"_s], QJsonValue(u"baseline"_s));
        QCOMPARE(against[u"b"_s], QJsonValue(9));
        QCOMPARE(against[u"baseline_runs"_s].toArray(), (QJsonArray{6, 5, 4}));
        QCOMPARE(against[u"gpu_model"_s].toString(), u"NVIDIA GeForce RTX 4090"_s);
        QCOMPARE(against[u"n_a"_s].toInt(), 3);
        for (const QString& key : pair.keys())
            QVERIFY2(against.contains(key), qPrintable(key));
    }

    void runsCsvQuotesAndReadsBack()
    {
        RunSummary tricky = fixtureSummary();
        tricky.record.node = u"gpu,\"01\""_s;
        tricky.record.reason = u"connection lost\nafter proof 3"_s;
        RunSummary empty;
        empty.record.id = 8;
        empty.record.node = u"plain"_s;
        empty.stats = BenchmarkStats::compute({});

        const QString csv = report::runsCsv({tricky, empty});
        QVERIFY2(csv.contains(u"\"gpu,\"\"01\"\"\""_s), qPrintable(csv));
        QVERIFY(csv.endsWith(u"\r\n"_s));

        const QList<QStringList> rows = parseCsv(csv);
        QCOMPARE(rows.size(), 3);
        const QStringList header = rows[0];
        QCOMPARE(header, (QStringList{u"id"_s,
                                      u"node"_s,
                                      u"gpu_model"_s,
                                      u"started_at"_s,
                                      u"finished_at"_s,
                                      u"state"_s,
                                      u"mode"_s,
                                      u"warmup"_s,
                                      u"timed"_s,
                                      u"cooldown"_s,
                                      u"n"_s,
                                      u"failed"_s,
                                      u"median_s"_s,
                                      u"ci95_lo_s"_s,
                                      u"ci95_hi_s"_s,
                                      u"cv"_s,
                                      u"proofs_per_hour"_s,
                                      u"dollars_per_hour"_s,
                                      u"dollars_per_proof"_s,
                                      u"warmup_sufficient"_s,
                                      u"throttling_suspected"_s,
                                      u"reason"_s}));
        for (const QStringList& row : rows)
            QCOMPARE(row.size(), header.size());
        const auto field = [&](int row, const QString& key) { return rows[row][header.indexOf(key)]; };
        QCOMPARE(field(1, u"id"_s), u"7"_s);
        QCOMPARE(field(1, u"node"_s), u"gpu,\"01\""_s);
        QCOMPARE(field(1, u"reason"_s), u"connection lost\nafter proof 3"_s);
        QCOMPARE(field(1, u"median_s"_s), u"59"_s);
        QCOMPARE(field(1, u"n"_s), u"9"_s);
        QCOMPARE(field(1, u"failed"_s), u"1"_s);
        QCOMPARE(field(1, u"warmup"_s) + field(1, u"timed"_s) + field(1, u"cooldown"_s), u"5103"_s);
        QCOMPARE(field(1, u"started_at"_s), u"2025-10-09T08:53:20.123Z"_s);
        QCOMPARE(field(1, u"throttling_suspected"_s), u"true"_s);
        QCOMPARE(field(1, u"proofs_per_hour"_s).toDouble(), *tricky.stats.proofsPerHour); // exact
        QCOMPARE(field(2, u"median_s"_s), QString());                                     // n = 0
        QCOMPARE(field(2, u"warmup_sufficient"_s), QString());
        QCOMPARE(field(2, u"gpu_model"_s), QString());
        QCOMPARE(field(2, u"state"_s), u"running"_s);

        // The JSON list carries the same fields.
        const QJsonArray runs = printed(report::runsDocument({tricky, empty}))[u"runs"_s].toArray();
        QCOMPARE(runs.size(), 2);
        QCOMPARE(keySet(runs[0].toObject()), QSet<QString>(header.begin(), header.end()));
        QCOMPARE(runs[0][u"node"_s].toString(), u"gpu,\"01\""_s);
        QCOMPARE(runs[0][u"median_s"_s].toDouble(), 59.0);
        QVERIFY(runs[1][u"median_s"_s].isNull());
        QCOMPARE(runs[1][u"id"_s].toInt(), 8);
    }

    void tooFewProofsAreNotJudged()
    {
        // Three timed proofs in perfect order: the verdicts are null, and the document says why.
        BenchRunRecord r = fixtureRecord();
        r.counts = {0, 3, 1};
        const std::vector<BenchSample> samples{{1, Phase::Timed, Status::Completed, 70, {}, {}},
                                               {2, Phase::Timed, Status::Completed, 65, {}, {}},
                                               {3, Phase::Timed, Status::Completed, 61, {}, {}},
                                               {4, Phase::Cooldown, Status::Completed, 90, {}, {}}};
        const BenchmarkStats stats = BenchmarkStats::compute(samples, RunSummary::statsOptions(r));
        const QJsonObject verdicts =
            printed(report::runDocument(r, samples, stats))[u"run"_s][u"verdicts"_s].toObject();
        QVERIFY(verdicts[u"warmup_sufficient"_s].isNull());
        QVERIFY(verdicts[u"throttling_suspected"_s].isNull());
        QCOMPARE(verdicts[u"reason"_s].toString(), u"too_few_proofs"_s);
        const QString md = report::runMarkdown(r, samples, stats);
        QVERIFY2(md.contains(u"too few proofs to judge"_s), qPrintable(md));
        // Judged: no reason.
        const RunSummary judged = fixtureSummary();
        QVERIFY(printed(report::runDocument(judged.record, fixtureSamples(),
                                            judged.stats))[u"run"_s][u"verdicts"_s][u"reason"_s]
                    .isNull());
    }

    void proofsPerHourHonoursTheReportedConcurrency()
    {
        BenchRunRecord r = fixtureRecord();
        QCOMPARE(RunSummary::statsOptions(r).concurrency, 1);
        const double sequential = *fixtureSummary().stats.proofsPerHour;
        r.spec.insert(u"reported_concurrency"_s, 2);
        QCOMPARE(RunSummary::statsOptions(r).concurrency, 2);
        const BenchmarkStats stats = BenchmarkStats::compute(fixtureSamples(), RunSummary::statsOptions(r));
        QCOMPARE(*stats.proofsPerHour, 2 * sequential);
        const QJsonObject run = printed(report::runDocument(r, fixtureSamples(), stats))[u"run"_s].toObject();
        QCOMPARE(run[u"spec"_s][u"reported_concurrency"_s].toInt(), 2);
    }

    void csvCellsNeverStartAFormula_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("=") << u"=HYPERLINK(\"http://198.51.100.9/x\",\"open\")"_s;
        QTest::newRow("+") << u"+1+cmd|' /C calc'!A0"_s;
        QTest::newRow("-") << u"-2+3"_s;
        QTest::newRow("@") << u"@SUM(A1:A9)"_s;
        QTest::newRow("tab") << u"\t=1+1"_s;
        QTest::newRow("cr") << u"\r=1+1"_s;
    }

    void csvCellsNeverStartAFormula()
    {
        QFETCH(QString, text);
        RunSummary run = fixtureSummary();
        run.record.node = text;
        run.record.reason = text;
        const QList<QStringList> rows = parseCsv(report::runsCsv({run}));
        QCOMPARE(rows.size(), 2);
        const QStringList& header = rows[0];
        for (const QString& key : {u"node"_s, u"reason"_s}) {
            const QString cell = rows[1][header.indexOf(key)];
            QCOMPARE(cell, u'\'' + text); // read back as the text it was, behind an apostrophe
        }
        // Figures stay figures, negative ones too; only text is guarded.
        QCOMPARE(rows[1][header.indexOf(u"median_s"_s)], u"59"_s);
        const std::vector<BenchSample> negative{{1, Phase::Timed, Status::Completed, -0.5, {}, {}}};
        QCOMPARE(parseCsv(report::samplesCsv(negative))[1][3], u"-0.5"_s);
    }

    void samplesCsv()
    {
        const QList<QStringList> rows = parseCsv(report::samplesCsv(fixtureSamples()));
        QCOMPARE(rows.size(), 19);
        QCOMPARE(rows[0], (QStringList{u"index"_s, u"phase"_s, u"status"_s, u"wall_s"_s, u"prove_ms"_s,
                                       u"queue_ms"_s}));
        QCOMPARE(rows[1],
                 (QStringList{u"1"_s, u"warmup"_s, u"COMPLETED"_s, u"127.4"_s, u"102302"_s, u"5223"_s}));
        QCOMPARE(rows[11], (QStringList{u"11"_s, u"timed"_s, u"FAILED"_s, u"12.8"_s, u"0"_s, u"461"_s}));
        const std::vector<BenchSample> unknown{{1, Phase::Timed, Status::TimedOut, 600, {}, {}}};
        QCOMPARE(parseCsv(report::samplesCsv(unknown))[1],
                 (QStringList{u"1"_s, u"timed"_s, u"TIMEOUT"_s, u"600"_s, QString(), QString()}));
    }

    void runsMarkdownEscapesPipes()
    {
        RunSummary summary = fixtureSummary();
        summary.record.node = u"rack|3"_s;
        summary.record.gpuModel = u"RTX 4090 | 24 GB"_s;
        const QString md = report::runsMarkdown({summary, fixtureSummary()});
        const QStringList lines = md.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 4); // header, separator, two runs
        const QStringList header = markdownCells(lines[0]);
        QVERIFY(lines[1].startsWith(u"|---|"_s));
        QCOMPARE(markdownCells(lines[1]).size(), header.size());
        const QStringList first = markdownCells(lines[2]);
        QCOMPARE(first.size(), header.size());
        QCOMPARE(first[1], u"rack|3"_s);
        QCOMPARE(first[2], u"RTX 4090 | 24 GB"_s);
        QVERIFY(lines[2].contains(u"rack\\|3"_s));
        QCOMPARE(first[9], u"59.00"_s); // the median, four significant digits
        QCOMPARE(markdownCells(lines[3])[1], u"gpu-01"_s);
    }

    void runMarkdownReport()
    {
        BenchRunRecord record = fixtureRecord();
        record.note = u"after the driver update | 555.42"_s;
        const RunSummary summary{record,
                                 BenchmarkStats::compute(fixtureSamples(), RunSummary::statsOptions(record))};
        const QString md = report::runMarkdown(record, fixtureSamples(), summary.stats);
        QVERIFY(md.startsWith(u"# "_s));
        QVERIFY(md.contains(u"gpu-01"_s));
        QVERIFY(md.contains(u"after the driver update | 555.42"_s)); // a list item, not a table
        QVERIFY(md.contains(u"59.45"_s));

        const QStringList stats = tableLines(md, u"Figure"_s);
        QVERIFY2(stats.size() > 3, qPrintable(md));
        QCOMPARE(markdownCells(stats[0]).size(), 4);
        bool medianRow = false;
        for (const QString& line : stats) {
            const QStringList cells = markdownCells(line);
            if (cells[0].startsWith(u"Median"_s)) {
                QCOMPARE(cells.mid(1), (QStringList{u"96.30"_s, u"59.00"_s, u"65.90"_s}));
                medianRow = true;
            }
        }
        QVERIFY(medianRow);

        // The verdicts with the numbers behind them.
        QVERIFY2(md.contains(u"65.90 s"_s) && md.contains(u"upper bound"_s), qPrintable(md));
        QVERIFY(md.contains(u"rho"_s));

        const QStringList proofs = tableLines(md, u"Proof"_s);
        QCOMPARE(proofs.size(), 2 + 18);
        QCOMPARE(markdownCells(proofs[2]).mid(0, 4),
                 (QStringList{u"1"_s, u"warmup"_s, u"COMPLETED"_s, u"127.4"_s}));
        QCOMPARE(markdownCells(proofs[12]).mid(0, 3), (QStringList{u"11"_s, u"timed"_s, u"FAILED"_s}));
    }

    void summaryFromTheStore()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        storage::Database db;
        QVERIFY2(db.open(dir.filePath(u"bench.sqlite"_s)), qPrintable(db.error()));
        BenchmarkStore store(db);
        BenchRunRecord record = fixtureRecord();
        const qint64 id = store.createRun(record);
        QVERIFY2(id > 0, qPrintable(store.error()));
        QVERIFY2(store.addSamples(id, fixtureSamples()), qPrintable(store.error()));

        std::vector<BenchSample> samples;
        const std::optional<RunSummary> summary = RunSummary::load(store, id, &samples);
        QVERIFY(summary);
        QCOMPARE(summary->record.id, id);
        QCOMPARE(samples, fixtureSamples());
        QCOMPARE(summary->stats.timed.n, 9);
        // Priced at the run's $/h, with the same figures as any other view of the run.
        record.id = id;
        const BenchmarkStats expected =
            BenchmarkStats::compute(fixtureSamples(), RunSummary::statsOptions(record));
        QCOMPARE(summary->stats.dollarsPerProof, expected.dollarsPerProof);
        QVERIFY(summary->stats.dollarsPerProof);
        QCOMPARE(summary->stats.timed.ci95MedianS->lower, expected.timed.ci95MedianS->lower);
        QCOMPARE(summary->stats.timed.ci95MedianS->upper, expected.timed.ci95MedianS->upper);

        QVERIFY(!RunSummary::load(store, id + 100));
        db.close();
    }
};

QTEST_GUILESS_MAIN(TestBenchReport)
#include "tst_benchreport.moc"
