// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchSample.h"
#include "bench/BenchmarkStats.h"
#include "bench/BenchmarkStore.h"

#include <QString>

#include <optional>

namespace fleetdeck::ui {

/// How the benchmark views write figures and verdicts, so that the runs table, the details and the
/// comparison say "61.2 s (60.6–61.9)" the same way.
namespace BenchFormat {
/// "61.2 s"; a dash for no value.
QString seconds(std::optional<double> secs);
/// "60.6–61.9 s"; a dash for no interval.
QString interval(const std::optional<bench::stats::Interval>& ci);
/// "61.2 s (60.6–61.9)": the median with its 95 % interval when there is one.
QString medianWithCi(const bench::PhaseStats& stats);
/// A coefficient of variation as a percentage: "1.1 %".
QString cv(std::optional<double> cv);
/// "$0.668": dollars, with more decimals for small sums.
QString money(std::optional<double> dollars);
/// A signed percentage: "−3.1 %", "+4.0 %".
QString signedPercent(double pct);
/// A Spearman rho as "ρ = 0.12" (a true minus sign for negative values).
QString rho(double value);

/// "Warmup", "Timed", "Cooldown".
QString phaseLabel(bench::BenchSample::Phase phase);
/// "completed", "failed", "timed out", "cancelled".
QString statusLabel(bench::BenchSample::Status status);
/// "Running", "Finished", "Failed", "Cancelled", "Interrupted".
QString stateLabel(bench::BenchRunState state);
/// "running 7/18" while running, the state's label otherwise.
QString stateWithProgress(bench::BenchRunState state, int done, int total);

/// "Warmup sufficient: yes — no trend in the timed phase (ρ = 0.12)", with the figures behind the
/// answer, or why there is none.
QString warmupVerdict(const bench::BenchmarkStats& stats);
/// "Throttling suspected: yes — cooldown median 69.0 s above the timed CI 60.6–61.9 s".
QString throttlingVerdict(const bench::BenchmarkStats& stats);
/// The verdicts in a few words for a table cell: "steady", "not warm · throttling?".
QString verdictsShort(const bench::BenchmarkStats& stats);
/// Whether the verdicts call for a look: false when the warmup was not enough or throttling is
/// suspected, true when both are fine, nullopt when neither is known.
std::optional<bool> verdictsGood(const bench::BenchmarkStats& stats);

/// "batch · porep · 5 + 10 + 3 proofs · parser cuzk-batch".
QString specSummary(const bench::BenchRunRecord& run);
} // namespace BenchFormat

} // namespace fleetdeck::ui
