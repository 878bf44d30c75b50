// SPDX-License-Identifier: GPL-3.0-or-later
#include "Profile.h"

#include "ProofKind.h"
#include "SimRandom.h"

#include <algorithm>
#include <cmath>

namespace fleetdeck::sim {

namespace {
constexpr qint64 GiB = qint64(1) << 30;

struct NamedProfile
{
    Profile profile;
    const char* name;
};

constexpr NamedProfile kProfiles[] = {
    {Profile::Healthy, "healthy"},      {Profile::Busy, "busy"},
    {Profile::Failing, "failing"},      {Profile::Stuck, "stuck"},
    {Profile::MemoryLow, "memory-low"},
};

// Seconds of GPU time one PoRep job needs from the node as a whole.
double porepGpuSecs(int workers)
{
    const ProofKind& porep = ProofKind::porep();
    return porep.partitions * porep.gpuSecs / workers;
}

// What the memory budget lets the synthesis pool run once the PoRep parameters are resident.
int synthesisFitting(qint64 total)
{
    const ProofKind& porep = ProofKind::porep();
    const qint64 free = total - porep.srsBytes - porep.pceBytes - 8 * GiB;
    return int(std::clamp<qint64>(free / porep.partitionBytes, 4, 18));
}
} // namespace

QString profileName(Profile profile)
{
    for (const auto& named : kProfiles) {
        if (named.profile == profile)
            return QString::fromLatin1(named.name);
    }
    return {};
}

std::optional<Profile> profileFromName(const QString& name)
{
    for (const auto& named : kProfiles) {
        if (name == QLatin1String(named.name))
            return named.profile;
    }
    return std::nullopt;
}

QStringList profileNames()
{
    QStringList names;
    for (const auto& named : kProfiles)
        names << QString::fromLatin1(named.name);
    return names;
}

ProfileParams ProfileParams::make(Profile profile, SimRandom& random)
{
    ProfileParams p;
    p.uptimeBeforeStart = std::round(random.uniform(3600, 12 * 3600));
    switch (profile) {
    case Profile::Healthy:
        p.gpuWorkers = random.between(1, 2);
        p.memoryTotal = (random.chance(0.5) ? 256 : 384) * GiB;
        p.maxConcurrentSynthesis = synthesisFitting(p.memoryTotal);
        p.porepInterval = porepGpuSecs(p.gpuWorkers) / 0.6;
        p.queueLimit = 3;
        p.gpuFailure = 0.0003;
        break;
    case Profile::Busy:
        // More offered work than the GPUs can prove: they never wait, the queue sits at the
        // scheduler's limit, and synthesis runs just ahead of the GPUs.
        p.gpuWorkers = 2;
        p.memoryTotal = 480 * GiB;
        p.maxConcurrentSynthesis = 13;
        p.maxPorepPipelines = 3;
        p.porepInterval = porepGpuSecs(p.gpuWorkers) / 1.8;
        p.queueLimit = random.between(6, 9);
        p.gpuFailure = 0.0005;
        break;
    case Profile::Failing:
        p.gpuWorkers = random.between(1, 2);
        p.memoryTotal = 480 * GiB;
        p.maxConcurrentSynthesis = synthesisFitting(p.memoryTotal);
        // Failed jobs free the node early, so the scheduler keeps it fed: failures never pause.
        p.porepInterval = porepGpuSecs(p.gpuWorkers) / 5.0;
        p.queueLimit = 4;
        p.synthFailure = 0.02;
        p.gpuFailure = 0.15;
        p.historicFailureRatio = 0.12;
        break;
    case Profile::Stuck:
        p.gpuWorkers = random.between(1, 2);
        p.memoryTotal = 384 * GiB;
        p.maxConcurrentSynthesis = synthesisFitting(p.memoryTotal);
        // The node still looks alive, so the scheduler keeps assigning work that only queues.
        p.porepInterval = porepGpuSecs(p.gpuWorkers) / 1.2;
        p.queueLimit = 100000;
        p.gpuHangAt = -300.0;
        break;
    case Profile::MemoryLow:
        // Configured for more synthesis than its budget holds; pinned buffers fill the rest.
        p.gpuWorkers = 1;
        p.memoryTotal = 256 * GiB;
        p.maxConcurrentSynthesis = 18;
        p.porepInterval = porepGpuSecs(p.gpuWorkers) / 0.8;
        p.queueLimit = 4;
        p.gpuFailure = 0.002;
        p.historicFailureRatio = 0.01;
        p.memoryExhausted = true;
        break;
    }
    return p;
}

} // namespace fleetdeck::sim
