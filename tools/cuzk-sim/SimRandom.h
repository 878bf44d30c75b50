// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstdint>

namespace fleetdeck::sim {

// A seeded random source whose output is the same on every platform and standard library:
// the simulator promises identical documents for a given seed and time, and the std::
// distributions are implementation-defined, so the arithmetic is done here (splitmix64).
class SimRandom
{
public:
    explicit SimRandom(std::uint64_t seed);

    std::uint64_t next();
    // Uniform in [0, 1).
    double uniform();
    double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
    // Uniform integer in [lo, hi].
    int between(int lo, int hi);
    bool chance(double probability) { return uniform() < probability; }
    double normal(double mean, double stddev);
    // A random version-4 UUID in canonical text form, for job ids.
    QString uuid();

private:
    std::uint64_t m_state;
};

} // namespace fleetdeck::sim
