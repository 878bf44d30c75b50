// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchSample.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace fleetdeck::bench {

/// What a benchmark run does (docs/cli.md, `bench run`; docs/design.md, "Benchmarks").
///
/// Batch mode runs one command whose output lists every proof (warmup + timed + cooldown of them,
/// assigned to phases in order). Per-proof mode runs the command once per proof and times each run
/// itself; the parser, when the output has a proof line, adds prove and queue times.
struct BenchSpec
{
    enum class Mode { PerProof, Batch };

    QString name; ///< the preset's name; empty for an ad-hoc spec
    PhaseCounts counts{5, 10, 3};
    Mode mode = Mode::Batch;
    QString proofKind = QStringLiteral("porep");
    /// The command template; empty means defaultCommand(mode). Placeholders: {node}, {proof_kind},
    /// {count} (proofs this command runs), {warmup}, {timed}, {cooldown}, {index} (per-proof: the
    /// proof's number). Values are inserted shell-quoted.
    QString command;
    QString parser = QStringLiteral("cuzk-batch"); ///< cuzk-batch, jsonl or regex:PATTERN
    int proofTimeoutS = 1800; ///< one proof (per-proof), or the silence between two proofs (batch); 0: none
    int totalTimeoutS = 0;    ///< the whole run; 0: none
    QString preCommand;       ///< runs (to completion, exit 0) before the first proof; empty: none

    static QString defaultCommand(Mode mode);
    QString effectiveCommand() const { return command.isEmpty() ? defaultCommand(mode) : command; }
    /// Why the spec cannot run (negative or all-zero counts, a bad template or parser, a negative
    /// timeout), in words for the operator; empty when it can.
    QString check() const;

    /// The JSON the database, presets and the contract's `spec` object use:
    /// {"warmup":5,"timed":10,"cooldown":3,"mode":"batch", "proof_kind":…, "command":…, "parser":…,
    ///  "proof_timeout_s":…, "total_timeout_s":…, "pre_command":…}
    QJsonObject toJson() const;
    static std::optional<BenchSpec> fromJson(const QJsonObject& json, QString* error = nullptr);

    bool operator==(const BenchSpec&) const = default;
};

/// "per-proof", "batch".
QString modeName(BenchSpec::Mode mode);
std::optional<BenchSpec::Mode> modeFromName(const QString& name);

/// The values a command template's placeholders take.
struct CommandValues
{
    QString node;
    QString proofKind;
    int count = 0;
    PhaseCounts counts;
    int index = 0; ///< per-proof mode; 0 in batch mode
};

/// Expands the placeholders of `command`; each value is quoted for a POSIX shell when it is not
/// made of safe characters only. "{{" and "}}" are literal braces. An unknown placeholder or an unbalanced
/// brace is an error (nullopt, *error says which).
std::optional<QString> expandCommand(const QString& command, const CommandValues& values,
                                     QString* error = nullptr);

} // namespace fleetdeck::bench
