// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace fleetdeck::test {

// How many times slower an instrumented build (sanitizers, the fuzzers' coverage) runs the same
// code. Tests that bound a cost in CPU time, to catch work that grows out of bounds rather than to
// measure speed, multiply their budget by it. Measured on the 5 MiB status bodies of
// tst_cuzkstatus: 137 ms CPU uninstrumented, 830 ms under ASan+UBSan with fuzzing coverage.
#ifdef FLEETDECK_INSTRUMENTED
inline constexpr double kInstrumentedSlowdown = 6;
#else
inline constexpr double kInstrumentedSlowdown = 1;
#endif

} // namespace fleetdeck::test
