// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/CuzkBatchParser.h"

#include <QRegularExpression>

#include <algorithm>
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
    : m_phases(phases)
{}

void CuzkBatchParser::feed(QByteArrayView chunk)
{
    m_pending.append(chunk);
    qsizetype start = 0;
    for (qsizetype newline = m_pending.indexOf('\n', start); newline >= 0;
         newline = m_pending.indexOf('\n', start)) {
        parseLine(QByteArrayView(m_pending).sliced(start, newline - start));
        start = newline + 1;
    }
    m_pending.remove(0, start);
}

void CuzkBatchParser::finish()
{
    if (!m_pending.isEmpty())
        parseLine(m_pending);
    m_pending.clear();
}

bool CuzkBatchParser::finished() const
{
    return m_summary.completed && m_summary.failed && m_summary.totalTimeS;
}

void CuzkBatchParser::parseLine(QByteArrayView bytes)
{
    // Lines are split on bytes first, so an em dash split across chunks is whole again here.
    const QString line = QString::fromUtf8(bytes).trimmed(); // trimmed() also drops a CR
    if (line.isEmpty())
        return;
    if (line == QLatin1String("=== Batch Benchmark ===")) {
        m_inSummary = false;
        return;
    }
    if (line == QLatin1String("=== Batch Summary ===")) {
        m_inSummary = true;
        return;
    }
    if (line.startsWith(QLatin1Char('[')) ? parseProofLine(line) : parseField(line))
        return;
    ++m_ignoredLines;
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
        m_errors << QStringLiteral("impossible proof number: %1").arg(line);
        return true;
    }
    const QString statusText = match.captured(3);
    const std::optional<BenchSample::Status> status = statusFromName(statusText.toStdString());
    if (!status) {
        // UNKNOWN and anything newer: the proof's outcome cannot be counted either way.
        m_errors << QStringLiteral("proof %1: status %2 not counted").arg(*index).arg(statusText);
        return true;
    }

    BenchSample sample;
    sample.index = *index;
    sample.phase = m_phases.phaseOf(*index);
    sample.status = *status;
    sample.wallS = *wall;
    const QStringList durations = match.captured(5).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& duration : durations) {
        const QRegularExpressionMatch d = durationPattern().match(duration.trimmed());
        if (!d.hasMatch())
            continue;
        const double ms = d.captured(2).toDouble();
        (d.captured(1) == QLatin1String("prove") ? sample.proveMs : sample.queueMs) = ms;
    }
    addSample(sample);
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

void CuzkBatchParser::addSample(const BenchSample& sample)
{
    const auto at = std::lower_bound(m_samples.begin(), m_samples.end(), sample.index,
                                     [](const BenchSample& s, int index) { return s.index < index; });
    if (at != m_samples.end() && at->index == sample.index) {
        m_errors << QStringLiteral("proof %1 reported twice; kept the first").arg(sample.index);
        return;
    }
    m_samples.insert(at, sample);
}

} // namespace fleetdeck::bench
