// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

/// The numeric building blocks of benchmark statistics. Each returns nullopt where the figure does
/// not exist for the data given (too few values, a zero denominator), never NaN or infinity.
namespace fleetdeck::bench::stats {

struct Interval
{
    double lower = 0;
    double upper = 0;
};

enum class Outlier { None, Mild, Severe };

std::optional<double> mean(std::span<const double> values);
/// Sample standard deviation (divisor n − 1); needs two values.
std::optional<double> sampleStddev(std::span<const double> values);
/// Linear interpolation between order statistics at position (n − 1)·q, q in [0, 1].
std::optional<double> quantile(std::span<const double> values, double q);
std::optional<double> median(std::span<const double> values);
/// Median absolute deviation from the median (unscaled).
std::optional<double> medianAbsoluteDeviation(std::span<const double> values);

/// Iglewicz–Hoaglin modified z-score 0.6745·(x − median)/MAD: |z| > 3.5 is mild, > 5 severe
/// (the classes are exclusive). A MAD of 0 flags nothing.
std::vector<Outlier> classifyOutliers(std::span<const double> values);

/// SplitMix64: tiny, and specified bit for bit, unlike std::uniform_int_distribution, so a seed
/// gives the same resamples on every platform. Every bootstrap of Fleetdeck draws from it.
class SplitMix64
{
public:
    explicit SplitMix64(std::uint64_t seed)
        : m_state(seed)
    {}
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    /// Uniform in [0, n).
    std::size_t below(std::size_t n) { return std::size_t((next() >> 11) * 0x1.0p-53 * double(n)); }

private:
    std::uint64_t m_state;
};

/// The median of one bootstrap resample of `values`: values.size() draws with replacement from
/// `random`. `scratch` is working storage, reused between calls. Needs a value.
double resampledMedian(std::span<const double> values, SplitMix64& random, std::vector<double>& scratch);

/// The percentile interval of bootstrap estimates: their 2.5th and 97.5th percentiles,
/// interpolated as quantile() does. Needs a value.
std::optional<Interval> percentileInterval95(std::vector<double> estimates);

/// Percentile bootstrap of the median: `resamples` (at least 2000) resamples drawn with a
/// generator seeded by `seed`, so the same data and seed give the same interval everywhere.
/// Needs two values.
std::optional<Interval> bootstrapMedianCi95(std::span<const double> values, std::uint64_t seed,
                                            int resamples = 10000);

/// Spearman's rank correlation between position in `values` and value (ties get mean ranks).
/// Needs three values that are not all equal.
std::optional<double> spearmanTrend(std::span<const double> values);

/// Whether a Spearman rho over n values differs from 0 at the two-sided 5 % level, by the usual
/// t approximation t = rho·sqrt((n − 2)/(1 − rho²)) on n − 2 degrees of freedom.
bool spearmanSignificant(double rho, int n);

} // namespace fleetdeck::bench::stats
