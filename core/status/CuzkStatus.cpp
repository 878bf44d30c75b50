// SPDX-License-Identifier: GPL-3.0-or-later
#include "status/CuzkStatus.h"

#include "status/JsonReader.h"

#include <algorithm>

namespace fleetdeck::status {

using namespace Qt::Literals::StringLiterals;
using Place = JsonReader::Place;

namespace {
constexpr quint64 U32 = JsonReader::MaxU32;

// Members are read in the order the contract lists them, so that the first problem reported is
// the first one in the document.

// The words a document repeats (states, proof kinds): read as these shared strings instead of a
// new one each (a busy node's document has dozens of partition states; the console reads one per
// node every few seconds).
const QList<QString>& partitionStates()
{
    static const QList<QString> words{u"pending"_s, u"synthesizing"_s, u"synth_done"_s,
                                      u"gpu"_s,     u"done"_s,         u"failed"_s};
    return words;
}
const QList<QString>& workerStates()
{
    static const QList<QString> words{u"idle"_s, u"proving"_s};
    return words;
}
const QList<QString>& proofKinds()
{
    static const QList<QString> words{u"porep-c2"_s, u"wpost"_s, u"winning"_s, u"snap"_s};
    return words;
}

QList<CuzkStatus::Partition> readPartitions(JsonReader& r, const Place& pipeline)
{
    QList<CuzkStatus::Partition> partitions;
    const Place array = r.array(pipeline, "partitions"_L1);
    partitions.reserve(array.size());
    for (qsizetype i = 0; i < array.size() && r.ok(); ++i) {
        const Place p = r.objectAt(array, i);
        CuzkStatus::Partition partition;
        partition.index = quint32(r.unsignedInt(p, "index"_L1, U32));
        partition.state = r.word(p, "state"_L1, partitionStates());
        partition.synthMs = r.nullableUnsignedInt(p, "synth_ms"_L1);
        partition.gpuMs = r.nullableUnsignedInt(p, "gpu_ms"_L1);
        partitions.append(std::move(partition));
    }
    return partitions;
}

QList<CuzkStatus::Pipeline> readPipelines(JsonReader& r, const Place& root)
{
    QList<CuzkStatus::Pipeline> pipelines;
    const Place array = r.array(root, "pipelines"_L1);
    pipelines.reserve(array.size());
    for (qsizetype i = 0; i < array.size() && r.ok(); ++i) {
        const Place p = r.objectAt(array, i);
        CuzkStatus::Pipeline pipeline;
        pipeline.jobId = r.string(p, "job_id"_L1);
        pipeline.proofKind = r.word(p, "proof_kind"_L1, proofKinds());
        pipeline.startedSecsAgo = r.number(p, "started_secs_ago"_L1);
        pipeline.totalPartitions = quint32(r.unsignedInt(p, "total_partitions"_L1, U32));
        pipeline.partitionsDone = quint32(r.unsignedInt(p, "partitions_done"_L1, U32));
        pipeline.partitions = readPartitions(r, p);
        pipelines.append(std::move(pipeline));
    }
    return pipelines;
}

QList<CuzkStatus::GpuWorker> readWorkers(JsonReader& r, const Place& root)
{
    QList<CuzkStatus::GpuWorker> workers;
    const Place array = r.array(root, "gpu_workers"_L1);
    workers.reserve(array.size());
    for (qsizetype i = 0; i < array.size() && r.ok(); ++i) {
        const Place w = r.objectAt(array, i);
        CuzkStatus::GpuWorker worker;
        worker.workerId = quint32(r.unsignedInt(w, "worker_id"_L1, U32));
        worker.gpuOrdinal = quint32(r.unsignedInt(w, "gpu_ordinal"_L1, U32));
        worker.state = r.word(w, "state"_L1, workerStates());
        worker.currentJob = r.nullableString(w, "current_job"_L1);
        if (const auto partition = r.nullableUnsignedInt(w, "current_partition"_L1, U32))
            worker.currentPartition = quint32(*partition);
        worker.busySecs = r.nullableNumber(w, "busy_secs"_L1);
        workers.append(std::move(worker));
    }
    return workers;
}

QList<CuzkStatus::Allocation> readAllocations(JsonReader& r, const Place& allocations, QLatin1StringView key)
{
    QList<CuzkStatus::Allocation> list;
    const Place array = r.array(allocations, key);
    list.reserve(array.size());
    for (qsizetype i = 0; i < array.size() && r.ok(); ++i) {
        const Place a = r.objectAt(array, i);
        CuzkStatus::Allocation allocation;
        allocation.circuitId = r.string(a, "circuit_id"_L1);
        allocation.bytes = r.unsignedInt(a, "bytes"_L1);
        allocation.lastUsedSecsAgo = r.number(a, "last_used_secs_ago"_L1);
        allocation.evictable = r.boolean(a, "evictable"_L1);
        list.append(std::move(allocation));
    }
    return list;
}
} // namespace

QVariant CuzkStatus::decode(const QByteArray& body)
{
    QString error;
    if (std::optional<CuzkStatus> status = parse(body, &error))
        return QVariant::fromValue(std::move(*status));
    return error;
}

std::optional<CuzkStatus> CuzkStatus::parse(const QByteArray& body, QString* error)
{
    JsonReader r;
    const Place root = r.root(body);
    CuzkStatus s;
    if (r.ok()) {
        s.uptimeSecs = r.number(root, "uptime_secs"_L1);

        const Place memory = r.object(root, "memory"_L1);
        s.memoryTotalBytes = r.unsignedInt(memory, "total_bytes"_L1);
        s.memoryUsedBytes = r.unsignedInt(memory, "used_bytes"_L1);
        s.memoryAvailableBytes = r.unsignedInt(memory, "available_bytes"_L1);

        const Place synthesis = r.object(root, "synthesis"_L1);
        s.synthesisMax = quint32(r.unsignedInt(synthesis, "max_concurrent"_L1, U32));
        s.synthesisActive = quint32(r.unsignedInt(synthesis, "active"_L1, U32));

        s.pipelines = readPipelines(r, root);
        s.gpuWorkers = readWorkers(r, root);

        const Place allocations = r.object(root, "allocations"_L1);
        s.srs = readAllocations(r, allocations, "srs"_L1);
        s.pce = readAllocations(r, allocations, "pce"_L1);

        const Place counters = r.object(root, "counters"_L1);
        s.totalCompleted = r.unsignedInt(counters, "total_completed"_L1);
        s.totalFailed = r.unsignedInt(counters, "total_failed"_L1);
        s.completedByKind = r.unsignedMap(counters, "completed_by_kind"_L1);
        s.failedByKind = r.unsignedMap(counters, "failed_by_kind"_L1);
        s.queueDepth = quint32(r.unsignedInt(counters, "queue_depth"_L1, U32));

        const Place buffers = r.object(root, "buffers"_L1);
        s.buffers.synthInFlight = quint32(r.unsignedInt(buffers, "synth_in_flight"_L1, U32));
        s.buffers.proversInFlight = quint32(r.unsignedInt(buffers, "provers_in_flight"_L1, U32));
        s.buffers.auxInFlight = quint32(r.unsignedInt(buffers, "aux_in_flight"_L1, U32));
        s.buffers.shellsInFlight = quint32(r.unsignedInt(buffers, "shells_in_flight"_L1, U32));
        s.buffers.pendingHandles = quint32(r.unsignedInt(buffers, "pending_handles"_L1, U32));
    }
    if (!r.ok()) {
        if (error)
            *error = r.error();
        return std::nullopt;
    }
    return s;
}

CuzkSummary CuzkStatus::summary() const
{
    CuzkSummary s;
    s.uptimeSecs = uptimeSecs;
    s.queueDepth = queueDepth;
    s.totalCompleted = totalCompleted;
    s.totalFailed = totalFailed;
    s.gpuWorkersBusy = int(std::count_if(gpuWorkers.cbegin(), gpuWorkers.cend(), [](const GpuWorker& w) {
        return w.state == QLatin1StringView("proving");
    }));
    s.gpuWorkersTotal = int(gpuWorkers.size());
    s.pipelines = int(pipelines.size());
    s.synthesisActive = synthesisActive;
    s.synthesisMax = synthesisMax;
    s.memoryUsedBytes = memoryUsedBytes;
    s.memoryTotalBytes = memoryTotalBytes;
    s.memoryAvailableBytes = memoryAvailableBytes;
    return s;
}

} // namespace fleetdeck::status
