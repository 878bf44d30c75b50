// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcessEnvironment>
#include <QSet>
#include <QString>

#include <cstdint>
#include <optional>

namespace fleetdeck::sim {

struct BenchOptions;

// What `cuzk-bench` takes from its environment: a benchmark's command template carries only the
// proof type and the count, so a test or demo node sets the simulation up in its SSH sessions'
// environment instead.
//   CUZK_SIM_TIME_SCALE=X    simulated seconds per real second, as `--time-scale` (default 1)
//   CUZK_SIM_SEED=S          the simulated box (default 1)
//   CUZK_SIM_THROTTLE=1      the box heats up: the last proofs run slower
//   CUZK_SIM_SPEED=X         the box's pace against a typical one (0.25: four times slower)
//   CUZK_SIM_FAIL_EVERY=K    every K-th proof fails
//   CUZK_SIM_FAIL_AT=I,J     these proofs fail (1-based; of the batch, or of a single sequence)
//   CUZK_SIM_STATE_DIR=DIR   where successive `cuzk-bench single` runs count their proofs
struct BenchEnvironment
{
    static constexpr double kMaxTimeScale = 1e6;

    double timeScale = 1.0;
    std::uint64_t seed = 1;
    bool throttle = false;
    double speed = 1.0;
    int failEvery = 0;
    QSet<int> failAt;
    QString stateDir; // empty: every single proof is the first of its sequence

    // The settings `environment` holds; nullopt (with *error naming the variable) when a value
    // is malformed. Unset and empty variables take their defaults.
    static std::optional<BenchEnvironment> read(const QProcessEnvironment& environment, QString* error);
    // Seed, throttle and failures.
    void applyTo(BenchOptions& options) const;
};

} // namespace fleetdeck::sim
