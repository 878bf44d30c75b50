// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchSample.h"
#include "bench/BenchmarkComparison.h"
#include "bench/BenchmarkStats.h"
#include "bench/BenchmarkStore.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace fleetdeck::bench {

/// A run with its statistics: a line of the runs list, one side of a comparison.
struct RunSummary
{
    BenchRunRecord record;
    BenchmarkStats stats;

    /// The options every view computes a run's statistics with, so that the CLI, the GUI and a
    /// live run agree to the last digit: the default seed and resamples, the run's price.
    static BenchmarkStatsOptions statsOptions(const BenchRunRecord& record);
    /// Reads the samples of `record` from `store` and computes their statistics; `samples`, when
    /// given, receives them. A proof the store cannot read is left out (store.error() says so).
    static RunSummary fromStore(const BenchmarkStore& store, const BenchRunRecord& record,
                                std::vector<BenchSample>* samples = nullptr);
    /// The same for the run of that id; nullopt when there is none or it cannot be read.
    static std::optional<RunSummary> load(const BenchmarkStore& store, qint64 id,
                                          std::vector<BenchSample>* samples = nullptr);
};

/// The benchmark documents of docs/cli.md ("Benchmarks") and the exports of the runs list and
/// of one run.
///
/// JSON figures carry 12 significant digits (61.2, not 61.199999999999996); a figure that does
/// not exist for the data (too few proofs, no price) is null, never NaN. CSV follows RFC 4180 (CRLF, fields
/// quoted when they need it), numbers in the shortest form that reads back exactly, an unknown
/// figure an empty field; a text field starting with `= + - @`, a tab or a CR is prefixed with `'`
/// so that no spreadsheet runs it as a formula. Markdown is for people: four significant digits, `|` escaped
/// in cells.
namespace report {

/// `bench show ID --json`: {"run":{"id", "node", "state", "spec", "samples", "stats", "verdicts"}}
/// as the contract shows it, extended with gpu_model, started_at and finished_at (ISO 8601 UTC),
/// reason, note, dollars_per_hour; the spec's other fields; every phase's full figures; outliers'
/// proof indices (mild_indices, severe_indices); stats.timed.dollars_per_proof and
/// verdicts.timed_trend_rho.
QJsonObject runDocument(const BenchRunRecord& record, const std::vector<BenchSample>& samples,
                        const BenchmarkStats& stats);

/// `bench compare A B --json`: {"a":A, "b":B, "median_change_pct", "ci95_pct":[lo, hi],
/// "significant"}, extended with median_a_s, median_b_s, n_a, n_b.
QJsonObject comparisonDocument(qint64 a, qint64 b, const MedianComparison& comparison);
/// A run against its baseline: "a" is "baseline", with "baseline_runs":[ids] and "gpu_model";
/// n_a counts the baseline's runs (their medians are what was compared).
QJsonObject comparisonDocument(const Baseline& baseline, qint64 b, const MedianComparison& comparison);

/// `bench list --json`: {"runs":[…]}, one flat object per run with the fields of runsCsv().
QJsonObject runsDocument(const QList<RunSummary>& runs);
/// The runs list as CSV with a header row: id, node, gpu_model, started_at, finished_at, state,
/// mode, warmup, timed, cooldown, n, failed, median_s, ci95_lo_s, ci95_hi_s, cv, proofs_per_hour,
/// dollars_per_hour, dollars_per_proof, warmup_sufficient, throttling_suspected, reason.
QString runsCsv(const QList<RunSummary>& runs);
/// The runs list as a Markdown table, the same figures under readable headers.
QString runsMarkdown(const QList<RunSummary>& runs);

/// A run's proofs as CSV: index, phase, status, wall_s, prove_ms, queue_ms.
QString samplesCsv(const std::vector<BenchSample>& samples);
/// A run as a Markdown report: what ran, the figures of each phase, the verdicts with the numbers
/// behind them, and every proof.
QString runMarkdown(const BenchRunRecord& record, const std::vector<BenchSample>& samples,
                    const BenchmarkStats& stats);

} // namespace report

} // namespace fleetdeck::bench
