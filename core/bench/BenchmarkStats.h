// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchSample.h"
#include "bench/SampleStatistics.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace fleetdeck::bench {

/// The figures of one phase (docs/cli.md, "Benchmarks"). They describe completed proofs
/// only; the others are counted in `failed`. A figure that does not exist for so few proofs is
/// nullopt: mean, median, min, max and p95 need one, stddev, cv and the interval two.
struct PhaseStats
{
    int n = 0;      ///< completed proofs
    int failed = 0; ///< proofs that failed, timed out or were cancelled
    std::optional<double> meanS;
    std::optional<double> medianS;
    std::optional<double> stddevS;
    std::optional<double> cv;
    std::optional<double> minS;
    std::optional<double> maxS;
    std::optional<double> p95S;
    std::optional<stats::Interval> ci95MedianS;
    std::vector<int> mildOutliers;   ///< proof indices, modified z-score in (3.5, 5]
    std::vector<int> severeOutliers; ///< proof indices, modified z-score above 5
};

struct BenchmarkVerdicts
{
    /// Completed timed proofs below which no verdict is given (both are nullopt and tooFewProofs
    /// is set): even a perfectly ordered series is not significant at 5 % before n = 5 (exact
    /// Spearman test: 2/n! of the orders are perfect, 2/24 > 5 % at n = 4, 2/120 < 5 % at n = 5), and
    /// a bootstrap interval of fewer proofs is too coarse to hold a cooldown against.
    static constexpr int MinProofsToJudge = 5;

    /// No significant monotone trend among the timed proofs (Spearman's rho against proof order,
    /// two-sided 5 %). Either direction counts: a timed phase that still speeds up was not warm,
    /// one that slows down is not steady. nullopt with too few timed proofs.
    std::optional<bool> warmupSufficient;
    /// The cooldown median lies above the upper bound of the timed median's 95 % interval;
    /// nullopt with too few timed proofs or no completed cooldown proof.
    std::optional<bool> throttlingSuspected;
    std::optional<double> timedTrendRho;
    /// Fewer than MinProofsToJudge completed timed proofs: "too few proofs to judge".
    bool tooFewProofs = false;
};

struct BenchmarkStatsOptions
{
    std::uint64_t bootstrapSeed = 1;
    int bootstrapResamples = 10000;
    std::optional<double> dollarsPerHour;
    /// Proofs the batch ran at once, as its output reports it (cuzk-batch's `concurrency:`); 1 for
    /// sequential runs and per-proof mode.
    int concurrency = 1;
};

/// Statistics of a benchmark run: per phase, plus throughput, cost and verdicts.
struct BenchmarkStats
{
    PhaseStats warmup;
    PhaseStats timed;
    PhaseStats cooldown;
    /// Completed timed proofs × 3600 ÷ the wall time of every timed proof, failed ones included
    /// (docs/cli.md, for sequential runs). With a concurrency c > 1, c proofs are in flight
    /// at once, so the timed phase lasts about Σ wall_s ÷ c: the figure is multiplied by c.
    std::optional<double> proofsPerHour;
    /// dollarsPerHour ÷ proofsPerHour; nullopt without a price or without a completed proof.
    std::optional<double> dollarsPerProof;
    BenchmarkVerdicts verdicts;

    const PhaseStats& phase(BenchSample::Phase phase) const;

    static BenchmarkStats compute(const std::vector<BenchSample>& samples,
                                  const BenchmarkStatsOptions& options = {});
    /// Figures of one phase's samples (all assumed to be of that phase).
    static PhaseStats phaseStats(const std::vector<BenchSample>& samples, std::uint64_t bootstrapSeed,
                                 int bootstrapResamples);
};

} // namespace fleetdeck::bench
