// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/BenchmarkComparison.h"

#include "bench/BenchmarkStore.h"

#include <algorithm>
#include <utility>

namespace fleetdeck::bench {

namespace {
double changePct(double medianA, double medianB)
{
    return (medianB - medianA) / medianA * 100.0;
}

// Runs read per baseline query: far more than BaselineRuns, so that the runs passed over for
// lack of a timed median never leave a baseline short.
constexpr int BaselineCandidates = 1000;
} // namespace

std::optional<MedianComparison> compareMedians(std::span<const double> a, std::span<const double> b,
                                               std::uint64_t seed, int resamples)
{
    if (a.empty() || b.empty())
        return std::nullopt;
    MedianComparison c;
    c.medianA = *stats::median(a);
    c.medianB = *stats::median(b);
    if (c.medianA == 0)
        return std::nullopt;
    c.nA = int(a.size());
    c.nB = int(b.size());
    c.changePct = changePct(c.medianA, c.medianB);

    resamples = std::max(resamples, 2000);
    stats::SplitMix64 random(seed);
    std::vector<double> scratch;
    std::vector<double> changes;
    changes.reserve(std::size_t(resamples));
    for (int r = 0; r < resamples; ++r) {
        const double medianA = stats::resampledMedian(a, random, scratch);
        const double medianB = stats::resampledMedian(b, random, scratch);
        if (medianA != 0)
            changes.push_back(changePct(medianA, medianB));
    }
    const std::optional<stats::Interval> ci = stats::percentileInterval95(std::move(changes));
    if (!ci)
        return std::nullopt;
    c.ci95Pct = *ci;
    c.significant = ci->lower > 0 || ci->upper < 0;
    return c;
}

std::vector<double> timedWallTimes(const std::vector<BenchSample>& samples)
{
    std::vector<const BenchSample*> timed;
    for (const BenchSample& s : samples) {
        if (s.phase == BenchSample::Phase::Timed && s.completed())
            timed.push_back(&s);
    }
    std::sort(timed.begin(), timed.end(),
              [](const BenchSample* x, const BenchSample* y) { return x->index < y->index; });
    std::vector<double> wall;
    wall.reserve(timed.size());
    for (const BenchSample* s : timed)
        wall.push_back(s->wallS);
    return wall;
}

std::optional<Baseline> baselineFor(const BenchmarkStore& store, const BenchRunRecord& run)
{
    if (run.gpuModel.isEmpty())
        return std::nullopt;
    BenchRunFilter filter;
    filter.gpuModel = run.gpuModel;
    filter.state = BenchRunState::Finished;
    filter.until = run.startedAt; // started strictly before; invalid: no bound
    filter.limit = BaselineCandidates;
    const QList<BenchRunRecord> candidates = store.runs(filter);
    if (!store.error().isEmpty())
        return std::nullopt;

    Baseline baseline;
    baseline.gpuModel = run.gpuModel;
    for (const BenchRunRecord& candidate : candidates) {
        if (candidate.id == run.id)
            continue;
        // A proof the store cannot read is left out, as BenchmarkStore::samples() says.
        const std::optional<double> median = stats::median(timedWallTimes(store.samples(candidate.id)));
        if (!median)
            continue;
        baseline.runs.append(candidate.id);
        baseline.medians.push_back(*median);
        if (baseline.runs.size() == BaselineRuns)
            break;
    }
    if (baseline.runs.isEmpty())
        return std::nullopt;
    return baseline;
}

} // namespace fleetdeck::bench
