// SPDX-License-Identifier: GPL-3.0-or-later
// The Markdown exports of BenchmarkReport.h: the runs list and the report of one run.
#include "bench/BenchmarkReport.h"
#include "bench/BenchmarkReportFields.h"

#include "Tr.h"

#include <QJsonValue>

#include <algorithm>
#include <cmath>

namespace fleetdeck::bench::report {

using namespace Qt::Literals::StringLiterals;
using namespace detail;

namespace {

QString cell(QString value)
{
    return value.replace(u"\r\n"_s, u" "_s).replace(u'\n', u' ').replace(u'|', u"\\|"_s);
}

QString tableRow(const QStringList& cells)
{
    QStringList escaped;
    for (const QString& c : cells)
        escaped.append(cell(c));
    return u"| "_s + escaped.join(u" | "_s) + u" |\n"_s;
}

QString tableHeader(const QStringList& headers)
{
    return tableRow(headers) + u"|"_s + u"---|"_s.repeated(headers.size()) + u'\n';
}

QString dash()
{
    return u"—"_s;
}

// Four significant digits in fixed notation: 61.20, 128.3, 0.6690, 1366.
QString readable(double value)
{
    if (!std::isfinite(value))
        return dash();
    if (value == 0)
        return u"0"_s;
    const int magnitude = int(std::floor(std::log10(std::abs(value))));
    return QString::number(value, 'f', std::clamp(3 - magnitude, 0, 6));
}

QString readable(const std::optional<double>& value)
{
    return value ? readable(*value) : dash();
}

QString readable(const std::optional<stats::Interval>& ci)
{
    return ci ? u"%1 – %2"_s.arg(readable(ci->lower), readable(ci->upper)) : dash();
}

// A price as given, with at least the cents: 1.50, 0.267.
QString money(const std::optional<double>& value)
{
    if (!value || !std::isfinite(*value))
        return dash();
    const QString exact = exactNumber(*value);
    const qsizetype point = exact.indexOf(u'.');
    const bool shortOrExponent = exact.contains(u'e') || point < 0 || exact.size() - point - 1 < 2;
    return shortOrExponent ? QString::number(*value, 'f', 2) : exact;
}

QString yesNo(const std::optional<bool>& value)
{
    return value ? (*value ? Tr::tr("yes") : Tr::tr("no")) : dash();
}

QString orDash(const QString& value)
{
    return value.isEmpty() ? dash() : value;
}

QString indexList(const std::vector<int>& indices)
{
    QStringList words;
    for (int index : indices)
        words.append(QString::number(index));
    return words.join(u", "_s);
}

QString outlierCell(const PhaseStats& p)
{
    QString text = u"%1 / %2"_s.arg(p.mildOutliers.size()).arg(p.severeOutliers.size());
    if (!p.mildOutliers.empty())
        text += u" "_s + Tr::tr("(mild: proofs %1)").arg(indexList(p.mildOutliers));
    if (!p.severeOutliers.empty())
        text += u" "_s + Tr::tr("(severe: proofs %1)").arg(indexList(p.severeOutliers));
    return text;
}

QString tooFewProofs(const BenchmarkStats& stats)
{
    return Tr::tr("too few proofs to judge: %1 completed timed proofs, %2 needed")
        .arg(stats.timed.n)
        .arg(BenchmarkVerdicts::MinProofsToJudge);
}

QString warmupVerdict(const BenchmarkStats& stats)
{
    const BenchmarkVerdicts& v = stats.verdicts;
    if (v.tooFewProofs)
        return tooFewProofs(stats);
    if (!v.warmupSufficient)
        return Tr::tr("unknown: no completed timed proof");
    if (!v.timedTrendRho)
        return Tr::tr("yes: every timed proof took the same time");
    return *v.warmupSufficient
               ? Tr::tr("yes: Spearman's rho of the timed proofs against their order is %1 over %2 proofs, "
                        "no significant trend (5 %)")
                     .arg(readable(*v.timedTrendRho))
                     .arg(stats.timed.n)
               : Tr::tr("no: Spearman's rho of the timed proofs against their order is %1 over %2 proofs, "
                        "a significant trend (5 %); the timed phase was %3")
                     .arg(readable(*v.timedTrendRho))
                     .arg(stats.timed.n)
                     .arg(*v.timedTrendRho < 0 ? Tr::tr("still getting faster") : Tr::tr("slowing down"));
}

QString throttlingVerdict(const BenchmarkStats& stats)
{
    const BenchmarkVerdicts& v = stats.verdicts;
    if (v.tooFewProofs)
        return tooFewProofs(stats);
    if (!v.throttlingSuspected || !stats.cooldown.medianS || !stats.timed.ci95MedianS)
        return Tr::tr("unknown: needs a cooldown median and the 95 % interval of the timed median "
                      "(two completed timed proofs)");
    const QString cooldown = readable(stats.cooldown.medianS);
    const QString upper = readable(stats.timed.ci95MedianS->upper);
    return *v.throttlingSuspected
               ? Tr::tr("yes: the cooldown median %1 s lies above %2 s, the upper bound of the timed "
                        "median's 95 % interval")
                     .arg(cooldown, upper)
               : Tr::tr("no: the cooldown median %1 s does not exceed %2 s, the upper bound of the timed "
                        "median's 95 % interval")
                     .arg(cooldown, upper);
}

QString specValue(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double:
        return exactNumber(value.toDouble());
    case QJsonValue::String:
        return value.toString();
    default:
        return dash();
    }
}

} // namespace

QString runsMarkdown(const QList<RunSummary>& runs)
{
    QString md =
        tableHeader({Tr::tr("Run"), Tr::tr("Node"), Tr::tr("GPU"), Tr::tr("Started (UTC)"), Tr::tr("State"),
                     Tr::tr("Mode"), Tr::tr("Proofs (warmup/timed/cooldown)"), Tr::tr("n"), Tr::tr("Failed"),
                     Tr::tr("Median (s)"), Tr::tr("95 % CI of the median (s)"), Tr::tr("CV"),
                     Tr::tr("Proofs/h"), Tr::tr("$/h"), Tr::tr("$/proof"), Tr::tr("Warmup sufficient"),
                     Tr::tr("Throttling suspected"), Tr::tr("Reason")});
    for (const RunSummary& run : runs) {
        const BenchRunRecord& r = run.record;
        const BenchmarkStats& s = run.stats;
        md += tableRow({QString::number(r.id), r.node, orDash(r.gpuModel),
                        orDash(r.startedAt.toUTC().toString(Qt::ISODate)), benchRunStateName(r.state),
                        orDash(r.mode),
                        u"%1/%2/%3"_s.arg(r.counts.warmup).arg(r.counts.timed).arg(r.counts.cooldown),
                        QString::number(s.timed.n), QString::number(s.timed.failed),
                        readable(s.timed.medianS), readable(s.timed.ci95MedianS), readable(s.timed.cv),
                        readable(s.proofsPerHour), money(r.dollarsPerHour), readable(s.dollarsPerProof),
                        yesNo(s.verdicts.warmupSufficient), yesNo(s.verdicts.throttlingSuspected), r.reason});
    }
    return md;
}

QString runMarkdown(const BenchRunRecord& record, const std::vector<BenchSample>& samples,
                    const BenchmarkStats& stats)
{
    QString md = u"# "_s + Tr::tr("Benchmark run %1 on %2").arg(record.id).arg(record.node) + u"\n\n"_s;
    const auto item = [&md](const QString& label, QString value) {
        md += u"- %1: %2\n"_s.arg(label, value.replace(u"\r\n"_s, u" "_s).replace(u'\n', u' '));
    };
    item(Tr::tr("State"), benchRunStateName(record.state));
    if (!record.reason.isEmpty())
        item(Tr::tr("Reason"), record.reason);
    item(Tr::tr("GPU"), orDash(record.gpuModel));
    item(Tr::tr("Started"), orDash(isoTime(record.startedAt)));
    item(Tr::tr("Finished"), orDash(isoTime(record.finishedAt)));
    item(Tr::tr("Price"),
         record.dollarsPerHour ? Tr::tr("$%1/h").arg(money(record.dollarsPerHour)) : Tr::tr("unknown"));
    if (!record.note.isEmpty())
        item(Tr::tr("Note"), record.note);

    md += u"\n## "_s + Tr::tr("Spec") + u"\n\n"_s + tableHeader({Tr::tr("Setting"), Tr::tr("Value")});
    const QJsonObject spec = specObject(record);
    for (auto it = spec.begin(); it != spec.end(); ++it)
        md += tableRow({it.key(), specValue(it.value())});

    md += u"\n## "_s + Tr::tr("Statistics") + u"\n\n"_s;
    md += tableHeader({Tr::tr("Figure"), Tr::tr("Warmup"), Tr::tr("Timed"), Tr::tr("Cooldown")});
    const auto figureRow = [&](const QString& label, auto figure) {
        md += tableRow({label, figure(stats.warmup), figure(stats.timed), figure(stats.cooldown)});
    };
    figureRow(Tr::tr("Completed proofs (n)"), [](const PhaseStats& p) { return QString::number(p.n); });
    figureRow(Tr::tr("Failed"), [](const PhaseStats& p) { return QString::number(p.failed); });
    figureRow(Tr::tr("Mean (s)"), [](const PhaseStats& p) { return readable(p.meanS); });
    figureRow(Tr::tr("Median (s)"), [](const PhaseStats& p) { return readable(p.medianS); });
    figureRow(Tr::tr("95 % CI of the median (s)"),
              [](const PhaseStats& p) { return readable(p.ci95MedianS); });
    figureRow(Tr::tr("Standard deviation (s)"), [](const PhaseStats& p) { return readable(p.stddevS); });
    figureRow(Tr::tr("CV"), [](const PhaseStats& p) { return readable(p.cv); });
    figureRow(Tr::tr("Min (s)"), [](const PhaseStats& p) { return readable(p.minS); });
    figureRow(Tr::tr("Max (s)"), [](const PhaseStats& p) { return readable(p.maxS); });
    figureRow(Tr::tr("p95 (s)"), [](const PhaseStats& p) { return readable(p.p95S); });
    figureRow(Tr::tr("Outliers (mild / severe)"), [](const PhaseStats& p) { return outlierCell(p); });
    md += u'\n';
    item(Tr::tr("Proofs per hour"), readable(stats.proofsPerHour));
    item(Tr::tr("Dollars per proof"), readable(stats.dollarsPerProof));

    md += u"\n## "_s + Tr::tr("Verdicts") + u"\n\n"_s;
    item(Tr::tr("Warmup sufficient"), warmupVerdict(stats));
    item(Tr::tr("Throttling suspected"), throttlingVerdict(stats));

    md += u"\n## "_s + Tr::tr("Proofs") + u"\n\n"_s;
    md += tableHeader({Tr::tr("Proof"), Tr::tr("Phase"), Tr::tr("Status"), Tr::tr("Wall (s)"),
                       Tr::tr("Prove (ms)"), Tr::tr("Queue (ms)"), Tr::tr("Outlier")});
    const PhaseStats& timed = stats.timed;
    for (const BenchSample& s : samples) {
        const auto flagged = [&s](const std::vector<int>& indices) {
            return s.phase == BenchSample::Phase::Timed &&
                   std::find(indices.begin(), indices.end(), s.index) != indices.end();
        };
        const QString outlier = flagged(timed.severeOutliers) ? Tr::tr("severe")
                                : flagged(timed.mildOutliers) ? Tr::tr("mild")
                                                              : QString();
        md += tableRow({QString::number(s.index), latin1(phaseName(s.phase)), latin1(statusName(s.status)),
                        readable(s.wallS), s.proveMs ? exactNumber(*s.proveMs) : dash(),
                        s.queueMs ? exactNumber(*s.queueMs) : dash(), outlier});
    }
    return md;
}

} // namespace fleetdeck::bench::report
