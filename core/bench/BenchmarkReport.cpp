// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/BenchmarkReport.h"
#include "bench/BenchmarkReportFields.h"

#include <QJsonArray>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace fleetdeck::bench {

using namespace Qt::Literals::StringLiterals;

BenchmarkStatsOptions RunSummary::statsOptions(const BenchRunRecord& record)
{
    BenchmarkStatsOptions options;
    options.dollarsPerHour = record.dollarsPerHour;
    options.concurrency = std::max(1, record.spec.value(u"reported_concurrency"_s).toInt(1));
    return options;
}

RunSummary RunSummary::fromStore(const BenchmarkStore& store, const BenchRunRecord& record,
                                 std::vector<BenchSample>* samples)
{
    const std::vector<BenchSample> read = store.samples(record.id);
    RunSummary summary{record, BenchmarkStats::compute(read, statsOptions(record))};
    if (samples)
        *samples = read;
    return summary;
}

std::optional<RunSummary> RunSummary::load(const BenchmarkStore& store, qint64 id,
                                           std::vector<BenchSample>* samples)
{
    const std::optional<BenchRunRecord> record = store.run(id);
    if (!record)
        return std::nullopt;
    return fromStore(store, *record, samples);
}

namespace report {

namespace detail {

QString latin1(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

QString isoTime(const QDateTime& at)
{
    return at.isValid() ? at.toUTC().toString(Qt::ISODateWithMs) : QString();
}

// The spec's own JSON where the run recorded it, with the run's columns as the authority on the
// fields the contract names.
QJsonObject specObject(const BenchRunRecord& record)
{
    QJsonObject spec = record.spec;
    spec.insert(u"warmup"_s, record.counts.warmup);
    spec.insert(u"timed"_s, record.counts.timed);
    spec.insert(u"cooldown"_s, record.counts.cooldown);
    if (!record.mode.isEmpty())
        spec.insert(u"mode"_s, record.mode);
    else if (!spec.contains(u"mode"_s))
        spec.insert(u"mode"_s, QJsonValue::Null);
    if (!spec.contains(u"command"_s) && !record.command.isEmpty())
        spec.insert(u"command"_s, record.command);
    if (!spec.contains(u"parser"_s) && !record.parser.isEmpty())
        spec.insert(u"parser"_s, record.parser);
    return spec;
}

// Shortest text that reads back to the same double.
QString exactNumber(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

} // namespace detail

using namespace detail;

namespace {

// 12 significant digits: 61.2, not the 61.199999999999996 that summing 9 times gives, and still
// far below any timer's resolution.
double tidy(double value)
{
    return QString::number(value, 'g', 12).toDouble();
}

QJsonValue number(const std::optional<double>& value)
{
    return value && std::isfinite(*value) ? QJsonValue(tidy(*value)) : QJsonValue(QJsonValue::Null);
}

QJsonValue boolean(const std::optional<bool>& value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue text(const QString& value)
{
    return value.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(value);
}

QJsonValue interval(const std::optional<stats::Interval>& ci)
{
    if (!ci || !std::isfinite(ci->lower) || !std::isfinite(ci->upper))
        return QJsonValue::Null;
    return QJsonArray{tidy(ci->lower), tidy(ci->upper)};
}

QJsonArray indexArray(const std::vector<int>& indices)
{
    QJsonArray array;
    for (int index : indices)
        array.append(index);
    return array;
}

QJsonObject phaseObject(const PhaseStats& p)
{
    const QJsonObject outliers{{u"mild"_s, int(p.mildOutliers.size())},
                               {u"severe"_s, int(p.severeOutliers.size())},
                               {u"mild_indices"_s, indexArray(p.mildOutliers)},
                               {u"severe_indices"_s, indexArray(p.severeOutliers)}};
    return {{u"n"_s, p.n},
            {u"failed"_s, p.failed},
            {u"mean_s"_s, number(p.meanS)},
            {u"median_s"_s, number(p.medianS)},
            {u"stddev_s"_s, number(p.stddevS)},
            {u"cv"_s, number(p.cv)},
            {u"min_s"_s, number(p.minS)},
            {u"max_s"_s, number(p.maxS)},
            {u"p95_s"_s, number(p.p95S)},
            {u"ci95_median_s"_s, interval(p.ci95MedianS)},
            {u"outliers"_s, outliers}};
}

QJsonObject sampleObject(const BenchSample& s)
{
    return {{u"index"_s, s.index},
            {u"phase"_s, latin1(phaseName(s.phase))},
            {u"status"_s, latin1(statusName(s.status))},
            {u"wall_s"_s, number(s.wallS)},
            {u"prove_ms"_s, number(s.proveMs)},
            {u"queue_ms"_s, number(s.queueMs)}};
}

// The fields of a runs list line, in column order; one list for the three formats.
struct Field
{
    QString key;
    QJsonValue value;
};

QList<Field> listFields(const RunSummary& summary)
{
    const BenchRunRecord& r = summary.record;
    const BenchmarkStats& s = summary.stats;
    const auto ci = s.timed.ci95MedianS;
    return {{u"id"_s, r.id},
            {u"node"_s, r.node},
            {u"gpu_model"_s, text(r.gpuModel)},
            {u"started_at"_s, text(isoTime(r.startedAt))},
            {u"finished_at"_s, text(isoTime(r.finishedAt))},
            {u"state"_s, benchRunStateName(r.state)},
            {u"mode"_s, text(r.mode)},
            {u"warmup"_s, r.counts.warmup},
            {u"timed"_s, r.counts.timed},
            {u"cooldown"_s, r.counts.cooldown},
            {u"n"_s, s.timed.n},
            {u"failed"_s, s.timed.failed},
            {u"median_s"_s, number(s.timed.medianS)},
            {u"ci95_lo_s"_s, number(ci ? std::optional(ci->lower) : std::nullopt)},
            {u"ci95_hi_s"_s, number(ci ? std::optional(ci->upper) : std::nullopt)},
            {u"cv"_s, number(s.timed.cv)},
            {u"proofs_per_hour"_s, number(s.proofsPerHour)},
            {u"dollars_per_hour"_s, number(r.dollarsPerHour)},
            {u"dollars_per_proof"_s, number(s.dollarsPerProof)},
            {u"warmup_sufficient"_s, boolean(s.verdicts.warmupSufficient)},
            {u"throttling_suspected"_s, boolean(s.verdicts.throttlingSuspected)},
            {u"reason"_s, text(r.reason)}};
}

// A text cell a spreadsheet would take for a formula (= + - @, or a tab or CR before one) gets a
// leading apostrophe: a node named `=HYPERLINK(…)` stays text when the export is opened. Numbers
// are written by csvValue as numbers, so a negative figure is never touched.
QString formulaSafe(const QString& value)
{
    static const QString formulaStart = u"=+-@\t\r"_s;
    if (!value.isEmpty() && formulaStart.contains(value.front()))
        return u'\'' + value;
    return value;
}

QString csvField(const QString& text)
{
    static const QString needsQuotes = u",\"\r\n"_s;
    const QString value = formulaSafe(text);
    if (!std::any_of(value.begin(), value.end(), [](QChar c) { return needsQuotes.contains(c); }))
        return value;
    return u'"' + QString(value).replace(u'"', u"\"\""_s) + u'"';
}

QString csvValue(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double:
        return exactNumber(value.toDouble());
    case QJsonValue::String:
        return csvField(value.toString());
    default:
        return {};
    }
}

QString csvLine(const QStringList& fields)
{
    return fields.join(u',') + u"\r\n"_s;
}

} // namespace

QJsonObject runDocument(const BenchRunRecord& record, const std::vector<BenchSample>& samples,
                        const BenchmarkStats& stats)
{
    QJsonArray sampleArray;
    for (const BenchSample& s : samples)
        sampleArray.append(sampleObject(s));

    QJsonObject timed = phaseObject(stats.timed);
    timed.insert(u"proofs_per_hour"_s, number(stats.proofsPerHour));
    timed.insert(u"dollars_per_proof"_s, number(stats.dollarsPerProof));
    const QJsonObject statsObject{{u"warmup"_s, phaseObject(stats.warmup)},
                                  {u"timed"_s, timed},
                                  {u"cooldown"_s, phaseObject(stats.cooldown)}};
    const QJsonObject verdicts{{u"warmup_sufficient"_s, boolean(stats.verdicts.warmupSufficient)},
                               {u"throttling_suspected"_s, boolean(stats.verdicts.throttlingSuspected)},
                               {u"timed_trend_rho"_s, number(stats.verdicts.timedTrendRho)},
                               {u"reason"_s, stats.verdicts.tooFewProofs ? QJsonValue(u"too_few_proofs"_s)
                                                                         : QJsonValue(QJsonValue::Null)}};

    const QJsonObject run{{u"id"_s, record.id},
                          {u"node"_s, record.node},
                          {u"state"_s, benchRunStateName(record.state)},
                          {u"gpu_model"_s, text(record.gpuModel)},
                          {u"started_at"_s, text(isoTime(record.startedAt))},
                          {u"finished_at"_s, text(isoTime(record.finishedAt))},
                          {u"reason"_s, text(record.reason)},
                          {u"note"_s, text(record.note)},
                          {u"dollars_per_hour"_s, number(record.dollarsPerHour)},
                          {u"spec"_s, specObject(record)},
                          {u"samples"_s, sampleArray},
                          {u"stats"_s, statsObject},
                          {u"verdicts"_s, verdicts}};
    return {{u"run"_s, run}};
}

namespace {
QJsonObject comparisonFields(const MedianComparison& c)
{
    const bool finite = std::isfinite(c.ci95Pct.lower) && std::isfinite(c.ci95Pct.upper);
    return {{u"median_change_pct"_s, number(c.changePct)},
            {u"ci95_pct"_s, finite ? QJsonValue(QJsonArray{tidy(c.ci95Pct.lower), tidy(c.ci95Pct.upper)})
                                   : QJsonValue(QJsonValue::Null)},
            {u"significant"_s, c.significant},
            {u"median_a_s"_s, number(c.medianA)},
            {u"median_b_s"_s, number(c.medianB)},
            {u"n_a"_s, c.nA},
            {u"n_b"_s, c.nB}};
}
} // namespace

QJsonObject comparisonDocument(qint64 a, qint64 b, const MedianComparison& comparison)
{
    QJsonObject document = comparisonFields(comparison);
    document.insert(u"a"_s, a);
    document.insert(u"b"_s, b);
    return document;
}

QJsonObject comparisonDocument(const Baseline& baseline, qint64 b, const MedianComparison& comparison)
{
    QJsonObject document = comparisonFields(comparison);
    QJsonArray runs;
    for (qint64 id : baseline.runs)
        runs.append(id);
    document.insert(u"a"_s, u"baseline"_s);
    document.insert(u"b"_s, b);
    document.insert(u"baseline_runs"_s, runs);
    document.insert(u"gpu_model"_s, baseline.gpuModel);
    return document;
}

QJsonObject runsDocument(const QList<RunSummary>& runs)
{
    QJsonArray array;
    for (const RunSummary& run : runs) {
        QJsonObject object;
        for (const Field& field : listFields(run))
            object.insert(field.key, field.value);
        array.append(object);
    }
    return {{u"runs"_s, array}};
}

QString runsCsv(const QList<RunSummary>& runs)
{
    QStringList header;
    for (const Field& field : listFields(RunSummary{}))
        header.append(field.key);
    QString csv = csvLine(header);
    for (const RunSummary& run : runs) {
        QStringList values;
        for (const Field& field : listFields(run))
            values.append(csvValue(field.value));
        csv += csvLine(values);
    }
    return csv;
}

QString samplesCsv(const std::vector<BenchSample>& samples)
{
    QString csv = csvLine({u"index"_s, u"phase"_s, u"status"_s, u"wall_s"_s, u"prove_ms"_s, u"queue_ms"_s});
    for (const BenchSample& s : samples) {
        const QJsonObject o = sampleObject(s);
        csv += csvLine({csvValue(o[u"index"_s]), csvValue(o[u"phase"_s]), csvValue(o[u"status"_s]),
                        csvValue(o[u"wall_s"_s]), csvValue(o[u"prove_ms"_s]), csvValue(o[u"queue_ms"_s])});
    }
    return csv;
}

} // namespace report

} // namespace fleetdeck::bench
