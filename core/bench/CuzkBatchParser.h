// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchSample.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace fleetdeck::bench {

/// Reads the output of `cuzk-bench batch` (contracts/cuzk-status.md, "Benchmark output") as it
/// streams: feed() takes chunks of any size, a line may be split across chunks, CRLF is fine.
///
/// Proof lines look like `  [7/18] COMPLETED — 61.4s (prove=49744 ms, queue=2456 ms)`; the dash
/// may be an em dash, "-" or "--", and the parenthesis may be missing. Samples are kept sorted by
/// proof index, since with concurrency > 1 lines arrive as proofs finish. A second line for an
/// index already seen is an error (noted, first one kept). Lines that are neither header, proof,
/// summary nor blank are ignored and counted. Nothing depends on the summary: a cancelled run has
/// none.
class CuzkBatchParser
{
public:
    struct Summary
    {
        std::optional<int> completed;
        std::optional<int> failed;
        std::optional<double> totalTimeS;
    };

    explicit CuzkBatchParser(PhaseCounts phases = {});

    void feed(QByteArrayView chunk);
    /// The stream has ended: parses a last line that had no newline.
    void finish();

    const std::vector<BenchSample>& samples() const { return m_samples; }
    const std::optional<QString>& proofType() const { return m_proofType; }
    const std::optional<int>& count() const { return m_count; }
    const std::optional<int>& concurrency() const { return m_concurrency; }
    const Summary& summary() const { return m_summary; }
    /// True once the summary's completed, failed and total time have all been read.
    bool finished() const;
    /// Non-blank lines that were not understood.
    int ignoredLines() const { return m_ignoredLines; }
    /// Problems worth showing the operator: duplicate or impossible indices, unknown statuses.
    const QStringList& errors() const { return m_errors; }

private:
    void parseLine(QByteArrayView line);
    bool parseProofLine(const QString& line);
    bool parseField(const QString& line);
    void addSample(const BenchSample& sample);

    PhaseCounts m_phases;
    QByteArray m_pending;
    std::vector<BenchSample> m_samples;
    std::optional<QString> m_proofType;
    std::optional<int> m_count;
    std::optional<int> m_concurrency;
    Summary m_summary;
    bool m_inSummary = false;
    int m_ignoredLines = 0;
    QStringList m_errors;
};

} // namespace fleetdeck::bench
