// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/SampleStatistics.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <utility>

namespace fleetdeck::bench::stats {

namespace {
std::vector<double> sorted(std::span<const double> values)
{
    std::vector<double> copy(values.begin(), values.end());
    std::sort(copy.begin(), copy.end());
    return copy;
}

double quantileOfSorted(const std::vector<double>& v, double q)
{
    const double position = double(v.size() - 1) * q;
    const auto lower = std::size_t(std::floor(position));
    const std::size_t upper = std::min(lower + 1, v.size() - 1);
    return v[lower] + (position - double(lower)) * (v[upper] - v[lower]);
}

std::vector<double> ranks(std::span<const double> values)
{
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
    std::vector<double> rank(values.size());
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j + 1 < order.size() && values[order[j + 1]] == values[order[i]])
            ++j;
        const double meanRank = (double(i) + double(j)) / 2.0 + 1.0;
        for (std::size_t k = i; k <= j; ++k)
            rank[order[k]] = meanRank;
        i = j + 1;
    }
    return rank;
}

// Two-sided 5 % critical values of Student's t for 1..30 degrees of freedom.
constexpr std::array<double, 30> kT975 = {
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131,
    2.120,  2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};

double tCritical975(int df)
{
    if (df <= int(kT975.size()))
        return kT975[std::size_t(df - 1)];
    // Cornish–Fisher's first correction to the normal quantile; within 0.002 for df > 30.
    constexpr double z = 1.959964;
    return z + (z * z * z + z) / (4.0 * df);
}
} // namespace

std::optional<double> mean(std::span<const double> values)
{
    if (values.empty())
        return std::nullopt;
    return std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
}

std::optional<double> sampleStddev(std::span<const double> values)
{
    if (values.size() < 2)
        return std::nullopt;
    const double m = *mean(values);
    double squares = 0;
    for (double v : values)
        squares += (v - m) * (v - m);
    return std::sqrt(squares / double(values.size() - 1));
}

std::optional<double> quantile(std::span<const double> values, double q)
{
    if (values.empty() || !(q >= 0.0 && q <= 1.0))
        return std::nullopt;
    return quantileOfSorted(sorted(values), q);
}

std::optional<double> median(std::span<const double> values)
{
    return quantile(values, 0.5);
}

std::optional<double> medianAbsoluteDeviation(std::span<const double> values)
{
    const std::optional<double> m = median(values);
    if (!m)
        return std::nullopt;
    std::vector<double> deviations;
    deviations.reserve(values.size());
    for (double v : values)
        deviations.push_back(std::abs(v - *m));
    return median(deviations);
}

std::vector<Outlier> classifyOutliers(std::span<const double> values)
{
    std::vector<Outlier> classes(values.size(), Outlier::None);
    const std::optional<double> mad = medianAbsoluteDeviation(values);
    if (!mad || *mad <= 0)
        return classes;
    const double m = *median(values);
    for (std::size_t i = 0; i < values.size(); ++i) {
        const double z = std::abs(0.6745 * (values[i] - m) / *mad);
        classes[i] = z > 5.0 ? Outlier::Severe : z > 3.5 ? Outlier::Mild : Outlier::None;
    }
    return classes;
}

double resampledMedian(std::span<const double> values, SplitMix64& random, std::vector<double>& scratch)
{
    scratch.resize(values.size());
    for (double& v : scratch)
        v = values[random.below(values.size())];
    std::sort(scratch.begin(), scratch.end());
    return quantileOfSorted(scratch, 0.5);
}

std::optional<Interval> percentileInterval95(std::vector<double> estimates)
{
    if (estimates.empty())
        return std::nullopt;
    std::sort(estimates.begin(), estimates.end());
    return Interval{quantileOfSorted(estimates, 0.025), quantileOfSorted(estimates, 0.975)};
}

std::optional<Interval> bootstrapMedianCi95(std::span<const double> values, std::uint64_t seed, int resamples)
{
    if (values.size() < 2)
        return std::nullopt;
    resamples = std::max(resamples, 2000);
    SplitMix64 random(seed);
    std::vector<double> scratch;
    std::vector<double> medians;
    medians.reserve(std::size_t(resamples));
    for (int r = 0; r < resamples; ++r)
        medians.push_back(resampledMedian(values, random, scratch));
    return percentileInterval95(std::move(medians));
}

std::optional<double> spearmanTrend(std::span<const double> values)
{
    if (values.size() < 3)
        return std::nullopt;
    std::vector<double> positions(values.size());
    std::iota(positions.begin(), positions.end(), 1.0);
    const std::vector<double> valueRanks = ranks(values);
    // Pearson on ranks: correct with ties, unlike the 1 − 6Σd²/… shortcut.
    const double meanRank = (double(values.size()) + 1.0) / 2.0;
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const double dx = positions[i] - meanRank;
        const double dy = valueRanks[i] - meanRank;
        sxy += dx * dy;
        sxx += dx * dx;
        syy += dy * dy;
    }
    if (syy <= 0)
        return std::nullopt; // all equal: no ordering to correlate with
    return sxy / std::sqrt(sxx * syy);
}

bool spearmanSignificant(double rho, int n)
{
    if (n < 3 || !std::isfinite(rho))
        return false;
    const double rest = 1.0 - rho * rho;
    if (rest <= 1e-12)
        return true; // a perfect monotone trend
    const double t = std::abs(rho) * std::sqrt(double(n - 2) / rest);
    return t > tCritical975(n - 2);
}

} // namespace fleetdeck::bench::stats
