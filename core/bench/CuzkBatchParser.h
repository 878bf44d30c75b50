// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/ProofParser.h"

#include <QString>

#include <optional>

namespace fleetdeck::bench {

/// Reads the output of `cuzk-bench batch` (docs/cuzk-status.md, "Benchmark output") as it
/// streams: feed() takes chunks of any size, a line may be split across chunks, CRLF is fine.
///
/// Proof lines look like `  [7/18] COMPLETED — 61.4s (prove=49744 ms, queue=2456 ms)`; the dash
/// may be an em dash, "-" or "--", and the parenthesis may be missing. Samples are kept sorted by
/// proof index, since with concurrency > 1 lines arrive as proofs finish. A second line for an
/// index already seen is an error (noted, first one kept). UNKNOWN is read as FAILED (the proof
/// did not complete) and noted once; a status cuzk-bench does not document is an error. Lines that
/// are neither header, proof, summary nor blank are ignored and counted. Nothing depends on the
/// summary: a cancelled run has none.
class CuzkBatchParser : public LineParser
{
public:
    struct Summary
    {
        std::optional<int> completed;
        std::optional<int> failed;
        std::optional<double> totalTimeS;
    };

    explicit CuzkBatchParser(PhaseCounts phases = {});

    const std::optional<QString>& proofType() const { return m_proofType; }
    const std::optional<int>& count() const { return m_count; }
    const std::optional<int>& concurrency() const { return m_concurrency; }
    std::optional<int> reportedConcurrency() const override { return m_concurrency; }
    const Summary& summary() const { return m_summary; }
    /// True once the summary's completed, failed and total time have all been read.
    bool finished() const;

protected:
    bool parseLine(const QString& line) override;

private:
    bool parseProofLine(const QString& line);
    bool parseField(const QString& line);

    std::optional<QString> m_proofType;
    std::optional<int> m_count;
    std::optional<int> m_concurrency;
    Summary m_summary;
    bool m_inSummary = false;
};

} // namespace fleetdeck::bench
