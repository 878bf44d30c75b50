// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineState.h"

#include "ProofKind.h"

#include <algorithm>
#include <cmath>

namespace fleetdeck::sim {

QString partitionStateName(PartitionState state)
{
    switch (state) {
    case PartitionState::Pending:
        return QStringLiteral("pending");
    case PartitionState::Synthesizing:
        return QStringLiteral("synthesizing");
    case PartitionState::SynthDone:
        return QStringLiteral("synth_done");
    case PartitionState::Gpu:
        return QStringLiteral("gpu");
    case PartitionState::Done:
        return QStringLiteral("done");
    case PartitionState::Failed:
        return QStringLiteral("failed");
    }
    return {};
}

int Pipeline::partitionsDone() const
{
    return int(std::count_if(partitions.begin(), partitions.end(),
                             [](const Partition& p) { return p.state == PartitionState::Done; }));
}

bool Pipeline::anyFailed() const
{
    return std::any_of(partitions.begin(), partitions.end(),
                       [](const Partition& p) { return p.state == PartitionState::Failed; });
}

int EngineState::countPartitions(PartitionState state) const
{
    int n = 0;
    for (const Pipeline& pipeline : pipelines) {
        for (const Partition& partition : pipeline.partitions)
            n += partition.state == state ? 1 : 0;
    }
    return n;
}

int EngineState::unfinishedPipelines() const
{
    return int(
        std::count_if(pipelines.begin(), pipelines.end(), [](const Pipeline& p) { return !p.finished; }));
}

bool EngineState::circuitInUse(const QString& circuitId) const
{
    return std::any_of(pipelines.begin(), pipelines.end(),
                       [&](const Pipeline& p) { return !p.finished && p.kind->circuitId == circuitId; });
}

qint64 EngineState::reservedBytes() const
{
    qint64 bytes = 0;
    for (const Allocation& a : srs)
        bytes += a.bytes;
    for (const Allocation& a : pce)
        bytes += a.bytes;
    for (const Pipeline& pipeline : pipelines) {
        for (const Partition& partition : pipeline.partitions)
            bytes += partition.holdsMemory() ? pipeline.kind->partitionBytes : 0;
    }
    return bytes;
}

qint64 EngineState::usedBytes(double time) const
{
    const qint64 reserved = reservedBytes();
    if (!params.memoryExhausted)
        return reserved;
    // A slow, deterministic wander between 1.2 % and 4 % free keeps the figure alive without
    // ever crossing the 5 % line that makes the node memory-low.
    const double freeShare = 0.026 + 0.014 * std::sin(time / 97.0) * std::cos(time / 41.0);
    const auto pinnedFloor = qint64(double(params.memoryTotal) * (1.0 - freeShare));
    return std::min(params.memoryTotal, std::max(reserved, pinnedFloor));
}

} // namespace fleetdeck::sim
