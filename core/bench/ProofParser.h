// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchLog.h"
#include "bench/BenchSample.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace fleetdeck::bench {

/// Reads a benchmark command's standard output as it streams and turns it into proofs.
///
/// feed() takes chunks of any size (a line may be split across chunks; CRLF is fine); finish()
/// says the stream ended and parses a last line without a newline. samples() are sorted by proof
/// index and each proof's phase comes from the PhaseCounts given at creation, unless the output
/// names it. A parser never throws and never stops: what it cannot read is counted in
/// ignoredLines() or, when it deserves the operator's eye (a duplicate index, an unknown status, a
/// malformed record), described in errors().
class ProofParser
{
public:
    virtual ~ProofParser() = default;

    virtual void feed(QByteArrayView chunk) = 0;
    virtual void finish() = 0;
    virtual const std::vector<BenchSample>& samples() const = 0;
    virtual int ignoredLines() const = 0;
    virtual const QStringList& errors() const = 0;
    /// How many proofs the output says ran at once (a batch's header), when it says so.
    virtual std::optional<int> reportedConcurrency() const { return std::nullopt; }

    /// The parser a spec names: "cuzk-batch", "jsonl" or "regex:PATTERN" (docs/cli.md,
    /// `bench run --parser`). nullptr, with *error set, for a spec that is not valid.
    static std::unique_ptr<ProofParser> create(const QString& spec, PhaseCounts phases,
                                               QString* error = nullptr);
    /// Why `spec` is not a valid parser spec; empty when it is.
    static QString checkSpec(const QString& spec);
};

/// What the line-oriented parsers share: chunks are split into lines on bytes (so a multi-byte
/// character split across chunks is whole again) by a LineSplitter (a CR before the LF is dropped,
/// a CR before more text starts the line over, a line over 64 KiB is an error), blank lines are skipped,
/// and every proof record is checked the same way and kept sorted by index; of two records for
/// one index the first is kept. Errors name the output line they come from.
class LineParser : public ProofParser
{
public:
    void feed(QByteArrayView chunk) override;
    void finish() override;
    const std::vector<BenchSample>& samples() const override { return m_samples; }
    /// Non-blank lines that were not understood.
    int ignoredLines() const override { return m_ignoredLines; }
    const QStringList& errors() const override { return m_errors; }

protected:
    /// A proof as the output gives it, before it is checked. A number that is there but unusable
    /// (text that is not a number, a JSON string) is NaN, so it is reported like a negative one.
    struct Record
    {
        /// Absent: the record's position among all proof records of the stream.
        std::optional<double> index;
        /// COMPLETED, FAILED, TIMEOUT, CANCELLED or UNKNOWN, in any case; empty: COMPLETED.
        QString status;
        std::optional<double> wallS;
        std::optional<double> wallMs; ///< used when wallS is absent
        std::optional<double> proveMs;
        std::optional<double> queueMs;
        /// warmup, timed or cooldown, in any case; empty: from the phase counts.
        QString phase;
        /// What the format's reader already found wrong with it (a member of the wrong type).
        QStringList problems;
    };

    explicit LineParser(PhaseCounts phases);

    /// One non-blank line without its line end. Returns false when the line is not understood
    /// (it is then counted in ignoredLines()).
    virtual bool parseLine(const QString& line) = 0;
    /// Adds the record's sample, or says in errors() why it is not one. UNKNOWN is read as
    /// FAILED (the proof did not complete), noted once per stream.
    void addRecord(const Record& record);
    /// Notes a problem of the current line.
    void addError(const QString& what);

private:
    void readLine(const LineSplitter::Line& bytes);
    /// Keeps samples sorted by index; false (and an error) for an index already there.
    bool insert(const BenchSample& sample);

    PhaseCounts m_phases;
    LineSplitter m_lines;
    int m_lineNumber = 0;
    int m_records = 0;
    bool m_unknownNoted = false;
    std::vector<BenchSample> m_samples;
    int m_ignoredLines = 0;
    QStringList m_errors;
};

} // namespace fleetdeck::bench
