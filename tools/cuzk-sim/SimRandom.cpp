// SPDX-License-Identifier: GPL-3.0-or-later
#include "SimRandom.h"

#include <cmath>
#include <numbers>

namespace fleetdeck::sim {

SimRandom::SimRandom(std::uint64_t seed)
    : m_state(seed)
{}

std::uint64_t SimRandom::next()
{
    std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

double SimRandom::uniform()
{
    return double(next() >> 11) * 0x1.0p-53;
}

int SimRandom::between(int lo, int hi)
{
    if (hi <= lo)
        return lo;
    const auto span = std::uint64_t(hi - lo) + 1;
    return lo + int(next() % span);
}

double SimRandom::normal(double mean, double stddev)
{
    // Box-Muller; 1 - uniform() keeps the logarithm's argument in (0, 1].
    const double u1 = 1.0 - uniform();
    const double u2 = uniform();
    return mean + stddev * std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
}

QString SimRandom::uuid()
{
    std::uint64_t hi = next();
    std::uint64_t lo = next();
    hi = (hi & ~0xf000ULL) | 0x4000ULL;             // version 4
    lo = (lo & ~(0xc0ULL << 56)) | (0x80ULL << 56); // RFC 4122 variant
    const QString hex =
        QStringLiteral("%1%2").arg(hi, 16, 16, QLatin1Char('0')).arg(lo, 16, 16, QLatin1Char('0'));
    return QStringLiteral("%1-%2-%3-%4-%5")
        .arg(hex.mid(0, 8), hex.mid(8, 4), hex.mid(12, 4), hex.mid(16, 4), hex.mid(20, 12));
}

} // namespace fleetdeck::sim
