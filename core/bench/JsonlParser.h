// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/ProofParser.h"

namespace fleetdeck::bench {

/// Reads one JSON object per proof and line (`bench run --parser jsonl`):
/// `{"index":3,"status":"COMPLETED","wall_s":61.4,"prove_ms":49744,"queue_ms":2456}`.
///
/// Members: `index` (or `proof`), 1-based, absent: proofs are numbered in arrival order; `status`
/// (COMPLETED, FAILED, TIMEOUT, CANCELLED, UNKNOWN in any case) or else `"ok": true|false`, absent:
/// COMPLETED; `wall_s` or `wall_ms`, required for a completed proof; `prove_ms`, `queue_ms`;
/// `phase` ("warmup", "timed", "cooldown") overrides the phase counts. null is the same as absent;
/// other members are ignored. A line that is not a JSON object, or an object with none of these
/// members (a progress event), is ignored; an object with a wrong member is an error, not a sample.
class JsonlParser : public LineParser
{
public:
    explicit JsonlParser(PhaseCounts phases = {});

protected:
    bool parseLine(const QString& line) override;
};

} // namespace fleetdeck::bench
