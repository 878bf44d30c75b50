// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchSample.h"
#include "bench/SampleStatistics.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace fleetdeck::bench {
class BenchmarkStore;
struct BenchRunRecord;
} // namespace fleetdeck::bench

namespace fleetdeck::bench {

/// How the median of B differs from that of A (docs/cli.md, `bench compare --json`).
struct MedianComparison
{
    double medianA = 0;
    double medianB = 0;
    int nA = 0;
    int nB = 0;
    /// (median B − median A) ÷ median A × 100: negative means B is faster.
    double changePct = 0;
    /// Percentile bootstrap 95 % interval of changePct: A and B resampled independently, each
    /// resample's change computed from the two resampled medians.
    stats::Interval ci95Pct;
    /// The interval excludes 0; otherwise the change is within noise.
    bool significant = false;
};

/// Compares two sets of timed proof times (completed proofs only, seconds). nullopt when either
/// side has no value or A's median is 0. With a single value on a side, that side does not vary
/// in the bootstrap. Resamples are drawn as stats::bootstrapMedianCi95 draws them (SplitMix64
/// seeded by `seed`, at least 2000), A's then B's for each; the few resamples of A whose median
/// is 0 (possible only when A has zero times) have no change and are left out.
std::optional<MedianComparison> compareMedians(std::span<const double> a, std::span<const double> b,
                                               std::uint64_t seed = 1, int resamples = 10000);

/// How many earlier finished runs of the same GPU model make its baseline.
constexpr int BaselineRuns = 5;

/// The wall times of a run's completed timed proofs, in proof order: what compareMedians takes.
std::vector<double> timedWallTimes(const std::vector<BenchSample>& samples);

/// What a run is compared with when no second run is named: the timed medians of the last
/// BaselineRuns finished runs of its GPU model.
struct Baseline
{
    QString gpuModel;
    QList<qint64> runs;          ///< newest first
    std::vector<double> medians; ///< each run's timed median, in the order of `runs`
};

/// The baseline of `run`: the last BaselineRuns runs that finished (state Finished), measured the
/// same GPU model and started before `run` (strictly; never `run` itself). A finished run without
/// a completed timed proof has no median and is passed over for an older one. nullopt when `run`
/// has no GPU model, no such run exists, or reading the runs failed (store.error() then says why).
///
/// Compare with compareMedians(baseline.medians, timedWallTimes(samples of run)).
std::optional<Baseline> baselineFor(const BenchmarkStore& store, const BenchRunRecord& run);

} // namespace fleetdeck::bench
