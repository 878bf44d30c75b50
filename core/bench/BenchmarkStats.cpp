// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/BenchmarkStats.h"

#include <algorithm>

namespace fleetdeck::bench {

namespace {
std::vector<BenchSample> ofPhase(const std::vector<BenchSample>& samples, BenchSample::Phase phase)
{
    std::vector<BenchSample> selected;
    std::copy_if(samples.begin(), samples.end(), std::back_inserter(selected),
                 [phase](const BenchSample& s) { return s.phase == phase; });
    // In proof order, which the trend test relies on.
    std::sort(selected.begin(), selected.end(),
              [](const BenchSample& a, const BenchSample& b) { return a.index < b.index; });
    return selected;
}
} // namespace

const PhaseStats& BenchmarkStats::phase(BenchSample::Phase phase) const
{
    switch (phase) {
    case BenchSample::Phase::Warmup:
        return warmup;
    case BenchSample::Phase::Cooldown:
        return cooldown;
    case BenchSample::Phase::Timed:
        break;
    }
    return timed;
}

PhaseStats BenchmarkStats::phaseStats(const std::vector<BenchSample>& samples, std::uint64_t bootstrapSeed,
                                      int bootstrapResamples)
{
    PhaseStats s;
    std::vector<double> wall;
    std::vector<int> indices;
    for (const BenchSample& sample : samples) {
        if (!sample.completed()) {
            ++s.failed;
            continue;
        }
        wall.push_back(sample.wallS);
        indices.push_back(sample.index);
    }
    s.n = int(wall.size());
    s.meanS = stats::mean(wall);
    s.medianS = stats::median(wall);
    s.stddevS = stats::sampleStddev(wall);
    if (s.stddevS && s.meanS && *s.meanS > 0)
        s.cv = *s.stddevS / *s.meanS;
    if (!wall.empty()) {
        const auto [lo, hi] = std::minmax_element(wall.begin(), wall.end());
        s.minS = *lo;
        s.maxS = *hi;
    }
    s.p95S = stats::quantile(wall, 0.95);
    s.ci95MedianS = stats::bootstrapMedianCi95(wall, bootstrapSeed, bootstrapResamples);
    const std::vector<stats::Outlier> outliers = stats::classifyOutliers(wall);
    for (std::size_t i = 0; i < outliers.size(); ++i) {
        if (outliers[i] == stats::Outlier::Mild)
            s.mildOutliers.push_back(indices[i]);
        else if (outliers[i] == stats::Outlier::Severe)
            s.severeOutliers.push_back(indices[i]);
    }
    return s;
}

BenchmarkStats BenchmarkStats::compute(const std::vector<BenchSample>& samples,
                                       const BenchmarkStatsOptions& options)
{
    using Phase = BenchSample::Phase;
    BenchmarkStats result;
    const std::vector<BenchSample> timedSamples = ofPhase(samples, Phase::Timed);
    result.warmup =
        phaseStats(ofPhase(samples, Phase::Warmup), options.bootstrapSeed, options.bootstrapResamples);
    result.timed = phaseStats(timedSamples, options.bootstrapSeed, options.bootstrapResamples);
    result.cooldown =
        phaseStats(ofPhase(samples, Phase::Cooldown), options.bootstrapSeed, options.bootstrapResamples);

    double timedWall = 0;
    std::vector<double> completedWall;
    for (const BenchSample& sample : timedSamples) {
        timedWall += sample.wallS;
        if (sample.completed())
            completedWall.push_back(sample.wallS);
    }
    // c proofs overlapping: c slots each busy for its share of Σ wall_s, so the phase took Σ wall_s ÷ c.
    if (timedWall > 0)
        result.proofsPerHour = result.timed.n * 3600.0 * std::max(1, options.concurrency) / timedWall;
    if (options.dollarsPerHour && result.proofsPerHour && *result.proofsPerHour > 0)
        result.dollarsPerProof = *options.dollarsPerHour / *result.proofsPerHour;

    result.verdicts.timedTrendRho = stats::spearmanTrend(completedWall);
    if (completedWall.size() < std::size_t(BenchmarkVerdicts::MinProofsToJudge)) {
        result.verdicts.tooFewProofs = true;
        return result;
    }
    if (result.verdicts.timedTrendRho)
        result.verdicts.warmupSufficient =
            !stats::spearmanSignificant(*result.verdicts.timedTrendRho, int(completedWall.size()));
    else
        result.verdicts.warmupSufficient = true; // all equal: as steady as it gets

    if (result.cooldown.medianS && result.timed.ci95MedianS)
        result.verdicts.throttlingSuspected = *result.cooldown.medianS > result.timed.ci95MedianS->upper;
    return result;
}

} // namespace fleetdeck::bench
