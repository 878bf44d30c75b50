// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/ProofParser.h"

#include <QRegularExpression>

namespace fleetdeck::bench {

/// Reads proof lines with an operator's pattern (`bench run --parser regex:PATTERN`).
///
/// Each line is matched on its own (QRegularExpression::match: anchoring is the pattern's
/// business); a line that does not match is ignored. Named groups give the fields, with the names
/// and rules of JsonlParser: `wall_s` or `wall_ms` (one of them must be in the pattern), and
/// optionally `index`, `status`, `prove_ms`, `queue_ms`, `phase`. A group that captured nothing
/// counts as absent; other named groups are ignored.
class RegexParser : public LineParser
{
public:
    /// `pattern` is expected to pass checkPattern(); with one that does not, no line matches.
    explicit RegexParser(const QString& pattern, PhaseCounts phases = {});

    /// Why `pattern` cannot read proofs (not a valid expression, or no wall time group); empty
    /// when it can.
    static QString checkPattern(const QString& pattern);

protected:
    bool parseLine(const QString& line) override;

private:
    QRegularExpression m_pattern;
};

} // namespace fleetdeck::bench
