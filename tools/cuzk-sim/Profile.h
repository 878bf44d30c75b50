// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace fleetdeck::sim {

class SimRandom;

enum class Profile { Healthy, Busy, Failing, Stuck, MemoryLow };

QString profileName(Profile profile);
std::optional<Profile> profileFromName(const QString& name);
QStringList profileNames();

// The knobs that make one profile behave differently from another. Chosen once per simulator
// from the profile and the seed, so two nodes with different seeds differ in size.
struct ProfileParams
{
    int gpuWorkers = 1;
    int maxConcurrentSynthesis = 18;
    int maxPorepPipelines = 2;   // PoRep jobs the engine works on at once
    int queueLimit = 3;          // the upstream scheduler stops assigning beyond this depth
    double porepInterval = 120;  // mean seconds between PoRep C2 assignments
    double wpostInterval = 1800; // a window PoSt per proving deadline the miner has sectors in
    double winningInterval = 900;
    double synthFailure = 0; // per partition
    double gpuFailure = 0;   // per partition
    qint64 memoryTotal = 0;
    // Pinned host memory the budget holds outside the listed reservations (memory-low).
    bool memoryExhausted = false;
    // Public time at which GPU workers stop taking partitions and, at 0, the whole engine wedges.
    std::optional<double> gpuHangAt;
    double historicFailureRatio = 0.002;
    double uptimeBeforeStart = 3600; // seconds the engine had been up when the simulation began

    static ProfileParams make(Profile profile, SimRandom& random);
};

} // namespace fleetdeck::sim
