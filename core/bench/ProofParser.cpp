// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/ProofParser.h"

#include "Tr.h"
#include "bench/CuzkBatchParser.h"
#include "bench/JsonlParser.h"
#include "bench/RegexParser.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace fleetdeck::bench {

namespace {
const QLatin1StringView kRegexPrefix("regex:");

bool isBlank(const QString& line)
{
    return std::all_of(line.begin(), line.end(), [](QChar c) { return c.isSpace(); });
}

bool isDuration(const std::optional<double>& value)
{
    return !value || (std::isfinite(*value) && *value >= 0);
}
} // namespace

std::unique_ptr<ProofParser> ProofParser::create(const QString& spec, PhaseCounts phases, QString* error)
{
    if (const QString problem = checkSpec(spec); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return nullptr;
    }
    if (spec == QLatin1String("cuzk-batch"))
        return std::make_unique<CuzkBatchParser>(phases);
    if (spec == QLatin1String("jsonl"))
        return std::make_unique<JsonlParser>(phases);
    return std::make_unique<RegexParser>(spec.sliced(kRegexPrefix.size()), phases);
}

QString ProofParser::checkSpec(const QString& spec)
{
    if (spec == QLatin1String("cuzk-batch") || spec == QLatin1String("jsonl"))
        return {};
    if (spec.startsWith(kRegexPrefix))
        return RegexParser::checkPattern(spec.sliced(kRegexPrefix.size()));
    return Tr::tr("unknown parser '%1': choose cuzk-batch, jsonl or regex:PATTERN").arg(spec);
}

LineParser::LineParser(PhaseCounts phases)
    : m_phases(phases)
{}

void LineParser::feed(QByteArrayView chunk)
{
    for (const LineSplitter::Line& line : m_lines.feed(chunk))
        readLine(line);
}

void LineParser::finish()
{
    for (const LineSplitter::Line& line : m_lines.finish())
        readLine(line);
}

void LineParser::readLine(const LineSplitter::Line& bytes)
{
    ++m_lineNumber;
    if (bytes.cut) {
        // Not a record any format writes; its end is gone, so it cannot be read.
        ++m_ignoredLines;
        addError(Tr::tr("longer than %1 KiB, not read").arg(LineSplitter::MaxLineBytes / 1024));
        return;
    }
    const QString line = QString::fromUtf8(bytes.text);
    if (!isBlank(line) && !parseLine(line))
        ++m_ignoredLines;
}

void LineParser::addError(const QString& what)
{
    m_errors << Tr::tr("line %1: %2").arg(m_lineNumber).arg(what);
}

void LineParser::addRecord(const Record& record)
{
    ++m_records;
    QStringList problems = record.problems;

    int index = m_records;
    bool badIndex = false;
    if (record.index) {
        const double i = *record.index;
        if (std::isfinite(i) && i >= 1 && i <= std::numeric_limits<int>::max() && std::floor(i) == i)
            index = int(i);
        else
            badIndex = true;
    }

    const QString statusText = record.status.toUpper();
    const bool unknown = statusText == QLatin1String("UNKNOWN");
    std::optional<BenchSample::Status> status = BenchSample::Status::Completed;
    if (unknown)
        status = BenchSample::Status::Failed;
    else if (!statusText.isEmpty())
        status = statusFromName(statusText.toStdString());
    if (!status)
        problems << Tr::tr("unknown status '%1'").arg(record.status);

    std::optional<BenchSample::Phase> phase = m_phases.phaseOf(index);
    if (!record.phase.isEmpty()) {
        phase = phaseFromName(record.phase.toLower().toStdString());
        if (!phase)
            problems << Tr::tr("unknown phase '%1'").arg(record.phase);
    }

    const auto checkDuration = [&](const std::optional<double>& value, const char* name) {
        if (!isDuration(value))
            problems << Tr::tr("%1 is not a number of 0 or more").arg(QLatin1String(name));
    };
    const bool wallInMs = !record.wallS && record.wallMs; // wall_s wins when both are given
    const std::optional<double>& wall = wallInMs ? record.wallMs : record.wallS;
    checkDuration(wall, wallInMs ? "wall_ms" : "wall_s");
    checkDuration(record.proveMs, "prove_ms");
    checkDuration(record.queueMs, "queue_ms");
    if (!wall && status == BenchSample::Status::Completed)
        problems << Tr::tr("a completed proof needs wall_s or wall_ms");

    if (badIndex) {
        problems.prepend(Tr::tr("the proof number is not a whole number from 1"));
        addError(problems.join(QLatin1String("; ")));
        return;
    }
    if (!problems.isEmpty()) {
        addError(Tr::tr("proof %1: %2").arg(index).arg(problems.join(QLatin1String("; "))));
        return;
    }

    BenchSample sample;
    sample.index = index;
    sample.phase = *phase;
    sample.status = *status;
    if (wall)
        sample.wallS = wallInMs ? *wall / 1000 : *wall;
    sample.proveMs = record.proveMs;
    sample.queueMs = record.queueMs;
    if (insert(sample) && unknown && !m_unknownNoted) {
        m_unknownNoted = true;
        addError(Tr::tr("proof %1 ended with status UNKNOWN: counted as failed, as is any other such proof")
                     .arg(index));
    }
}

bool LineParser::insert(const BenchSample& sample)
{
    const auto at = std::lower_bound(m_samples.begin(), m_samples.end(), sample.index,
                                     [](const BenchSample& s, int index) { return s.index < index; });
    if (at != m_samples.end() && at->index == sample.index) {
        addError(Tr::tr("proof %1 reported twice; kept the first").arg(sample.index));
        return false;
    }
    m_samples.insert(at, sample);
    return true;
}

} // namespace fleetdeck::bench
