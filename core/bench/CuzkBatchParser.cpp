// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/CuzkBatchParser.h"

#include "Tr.h"

#include <QRegularExpression>

#include <cmath>

namespace fleetdeck::bench {

namespace {
// `[i/N] STATUS — 12.3s` and an optional `(prove=… ms, queue=… ms)`.
const QRegularExpression& proofLinePattern()
{
    static const QRegularExpression pattern(QStringLiteral(
        R"(^\[(\d+)/(\d+)\]\s+([A-Z_]+)\s+(?:\x{2014}|--|-)\s+(\d+(?:\.\d+)?)s(?:\s+\(([^()]*)\))?$)"));
    return pattern;
}

const QRegularExpression& durationPattern()
{
    static const QRegularExpression pattern(QStringLiteral(R"(^(prove|queue)=(\d+(?:\.\d+)?)\s*ms$)"));
    return pattern;
}

std::optional<int> toInt(const QString& text)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

// "1365.7s" or "1365.7"
std::optional<double> toSeconds(QString text)
{
    if (text.endsWith(QLatin1Char('s')))
        text.chop(1);
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok && std::isfinite(value) && value >= 0 ? std::optional<double>(value) : std::nullopt;
}
} // namespace

CuzkBatchParser::CuzkBatchParser(PhaseCounts phases)
    : LineParser(phases)
{}

bool CuzkBatchParser::finished() const
{
    return m_summary.completed && m_summary.failed && m_summary.totalTimeS;
}

bool CuzkBatchParser::parseLine(const QString& untrimmed)
{
    const QString line = untrimmed.trimmed();
    if (line == QLatin1String("=== Batch Benchmark ===")) {
        m_inSummary = false;
        return true;
    }
    if (line == QLatin1String("=== Batch Summary ===")) {
        m_inSummary = true;
        return true;
    }
    return line.startsWith(QLatin1Char('[')) ? parseProofLine(line) : parseField(line);
}

bool CuzkBatchParser::parseProofLine(const QString& line)
{
    const QRegularExpressionMatch match = proofLinePattern().match(line);
    if (!match.hasMatch())
        return false;
    const std::optional<int> index = toInt(match.captured(1));
    const std::optional<int> total = toInt(match.captured(2));
    const std::optional<double> wall = toSeconds(match.captured(4));
    if (!index || !total || !wall || *index < 1 || *index > *total) {
        addError(Tr::tr("impossible proof number: %1").arg(line));
        return true;
    }

    Record record;
    record.index = *index;
    record.status = match.captured(3);
    record.wallS = *wall;
    const QStringList durations = match.captured(5).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& duration : durations) {
        const QRegularExpressionMatch d = durationPattern().match(duration.trimmed());
        if (!d.hasMatch())
            continue;
        const double ms = d.captured(2).toDouble();
        (d.captured(1) == QLatin1String("prove") ? record.proveMs : record.queueMs) = ms;
    }
    addRecord(record);
    return true;
}

bool CuzkBatchParser::parseField(const QString& line)
{
    const qsizetype colon = line.indexOf(QLatin1Char(':'));
    if (colon <= 0)
        return false;
    const QString key = line.first(colon).trimmed();
    const QString value = line.sliced(colon + 1).trimmed();
    if (m_inSummary) {
        if (key == QLatin1String("completed"))
            m_summary.completed = toInt(value);
        else if (key == QLatin1String("failed"))
            m_summary.failed = toInt(value);
        else if (key == QLatin1String("total time"))
            m_summary.totalTimeS = toSeconds(value);
        else
            // The averages are recomputed from the samples; these lines are known, not garbage.
            return key == QLatin1String("wall time") || key == QLatin1String("prove time") ||
                   key == QLatin1String("throughput");
        return true;
    }
    if (key == QLatin1String("proof type"))
        m_proofType = value;
    else if (key == QLatin1String("count"))
        m_count = toInt(value);
    else if (key == QLatin1String("concurrency"))
        m_concurrency = toInt(value);
    else
        return false;
    return true;
}

} // namespace fleetdeck::bench
