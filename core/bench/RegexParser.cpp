// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/RegexParser.h"

#include "Tr.h"

#include <cmath>

namespace fleetdeck::bench {

namespace {
// Not captured: nullopt; a number: its value; other text: NaN, reported as malformed.
std::optional<double> number(const QRegularExpressionMatch& match, QStringView group)
{
    const QString text = match.captured(group);
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok ? value : std::nan("");
}
} // namespace

RegexParser::RegexParser(const QString& pattern, PhaseCounts phases)
    : LineParser(phases)
    , m_pattern(pattern)
{}

QString RegexParser::checkPattern(const QString& pattern)
{
    const QRegularExpression expression(pattern);
    if (!expression.isValid())
        return Tr::tr("the pattern '%1' is not a valid regular expression: %2 (at character %3)")
            .arg(pattern, expression.errorString())
            .arg(expression.patternErrorOffset() + 1);
    const QStringList groups = expression.namedCaptureGroups();
    if (!groups.contains(QLatin1String("wall_s")) && !groups.contains(QLatin1String("wall_ms")))
        return Tr::tr("the pattern '%1' has no named group for the wall time: add (?<wall_s>…) or "
                      "(?<wall_ms>…)")
            .arg(pattern);
    return {};
}

bool RegexParser::parseLine(const QString& line)
{
    const QRegularExpressionMatch match = m_pattern.match(line);
    if (!match.hasMatch())
        return false;
    Record record;
    record.index = number(match, u"index");
    record.status = match.captured(u"status");
    record.wallS = number(match, u"wall_s");
    record.wallMs = number(match, u"wall_ms");
    record.proveMs = number(match, u"prove_ms");
    record.queueMs = number(match, u"queue_ms");
    record.phase = match.captured(u"phase");
    addRecord(record);
    return true;
}

} // namespace fleetdeck::bench
