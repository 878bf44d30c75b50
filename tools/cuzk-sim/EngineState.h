// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Profile.h"

#include <QMap>
#include <QString>

#include <deque>
#include <optional>
#include <vector>

namespace fleetdeck::sim {

struct ProofKind;

// States in the order a partition goes through them; Failed can follow any state but Done.
enum class PartitionState { Pending, Synthesizing, SynthDone, Gpu, Done, Failed };

QString partitionStateName(PartitionState state);

struct Partition
{
    PartitionState state = PartitionState::Pending;
    double stageStart = 0; // when synthesis or the GPU pass began
    double stageEnd = 0;   // when it will end
    std::optional<qint64> synthMs;
    std::optional<qint64> gpuMs;

    bool holdsMemory() const
    {
        return state == PartitionState::Synthesizing || state == PartitionState::SynthDone ||
               state == PartitionState::Gpu;
    }
    bool terminal() const { return state == PartitionState::Done || state == PartitionState::Failed; }
};

struct Pipeline
{
    QString jobId;
    const ProofKind* kind = nullptr;
    double started = 0;
    std::optional<double> finished;
    std::vector<Partition> partitions;

    int partitionsDone() const;
    bool anyFailed() const;
};

struct QueuedJob
{
    QString jobId;
    const ProofKind* kind = nullptr;
};

struct GpuWorker
{
    int id = 0;
    int ordinal = 0;
    QString job; // empty while idle
    int partition = -1;
    double busySince = 0;

    bool proving() const { return !job.isEmpty(); }
};

struct Allocation
{
    qint64 bytes = 0;
    double lastUsed = 0;
};

struct Counters
{
    qint64 totalCompleted = 0;
    qint64 totalFailed = 0;
    QMap<QString, qint64> completedByKind;
    QMap<QString, qint64> failedByKind;
};

// Everything a status snapshot is written from. Times are seconds of public simulation time
// (0 = process start; the warm-up before it runs at negative times).
struct EngineState
{
    ProfileParams params;
    double now = 0;
    std::deque<QueuedJob> queue;
    std::vector<Pipeline> pipelines; // in admission order
    std::vector<GpuWorker> workers;
    QMap<QString, Allocation> srs; // by circuit id
    QMap<QString, Allocation> pce;
    Counters counters;

    double uptime(double time) const { return params.uptimeBeforeStart + time; }
    int countPartitions(PartitionState state) const;
    int unfinishedPipelines() const;
    bool circuitInUse(const QString& circuitId) const; // by an unfinished job
    qint64 reservedBytes() const;                      // parameters plus partitions in flight
    qint64 usedBytes(double time) const;
};

} // namespace fleetdeck::sim
