// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatusDocument.h"

#include "EngineState.h"
#include "JsonWriter.h"
#include "ProofKind.h"

#include <cmath>

namespace fleetdeck::sim {

namespace {

// The daemon reports ages with a tenth of a second of precision; more would only be noise.
double age(double time, double since)
{
    return std::round(std::max(0.0, time - since) * 10.0) / 10.0;
}

void writeAllocations(JsonWriter& json, const QMap<QString, Allocation>& allocations,
                      const EngineState& state, double time)
{
    json.beginArray();
    for (auto it = allocations.cbegin(); it != allocations.cend(); ++it) {
        json.beginObject();
        json.key("circuit_id").string(it.key());
        json.key("bytes").integer(it->bytes);
        json.key("last_used_secs_ago").real(age(time, it->lastUsed));
        json.key("evictable").boolean(!state.circuitInUse(it.key()));
        json.endObject();
    }
    json.endArray();
}

void writeByKind(JsonWriter& json, const QMap<QString, qint64>& byKind)
{
    json.beginObject();
    for (auto it = byKind.cbegin(); it != byKind.cend(); ++it)
        json.key(qPrintable(it.key())).integer(it.value());
    json.endObject();
}

void writePipelines(JsonWriter& json, const EngineState& state, double time)
{
    json.beginArray();
    for (const Pipeline& pipeline : state.pipelines) {
        json.beginObject();
        json.key("job_id").string(pipeline.jobId);
        json.key("proof_kind").string(pipeline.kind->name);
        json.key("started_secs_ago").real(age(time, pipeline.started));
        json.key("total_partitions").integer(qint64(pipeline.partitions.size()));
        json.key("partitions_done").integer(pipeline.partitionsDone());
        json.key("partitions").beginArray();
        for (size_t i = 0; i < pipeline.partitions.size(); ++i) {
            const Partition& partition = pipeline.partitions[i];
            json.beginObject();
            json.key("index").integer(qint64(i));
            json.key("state").string(partitionStateName(partition.state));
            json.key("synth_ms").optionalInteger(partition.synthMs);
            json.key("gpu_ms").optionalInteger(partition.gpuMs);
            json.endObject();
        }
        json.endArray();
        json.endObject();
    }
    json.endArray();
}

void writeWorkers(JsonWriter& json, const EngineState& state, double time)
{
    json.beginArray();
    for (const GpuWorker& worker : state.workers) {
        json.beginObject();
        json.key("worker_id").integer(worker.id);
        json.key("gpu_ordinal").integer(worker.ordinal);
        json.key("state").string(worker.proving() ? QStringLiteral("proving") : QStringLiteral("idle"));
        if (worker.proving()) {
            json.key("current_job").string(worker.job);
            json.key("current_partition").integer(worker.partition);
            json.key("busy_secs").real(age(time, worker.busySince));
        } else {
            json.key("current_job").null();
            json.key("current_partition").null();
            json.key("busy_secs").null();
        }
        json.endObject();
    }
    json.endArray();
}

} // namespace

QByteArray StatusDocument::write(const EngineState& state, double time)
{
    const qint64 used = state.usedBytes(time);
    const int synthesizing = state.countPartitions(PartitionState::Synthesizing);
    const int synthDone = state.countPartitions(PartitionState::SynthDone);
    const int onGpu = state.countPartitions(PartitionState::Gpu);
    const int pending = state.countPartitions(PartitionState::Pending);

    JsonWriter json;
    json.beginObject();
    json.key("uptime_secs").real(std::round(state.uptime(time) * 100.0) / 100.0);

    json.key("memory").beginObject();
    json.key("total_bytes").integer(state.params.memoryTotal);
    json.key("used_bytes").integer(used);
    json.key("available_bytes").integer(state.params.memoryTotal - used);
    json.endObject();

    json.key("synthesis").beginObject();
    json.key("max_concurrent").integer(state.params.maxConcurrentSynthesis);
    json.key("active").integer(synthesizing);
    json.endObject();

    json.key("pipelines");
    writePipelines(json, state, time);
    json.key("gpu_workers");
    writeWorkers(json, state, time);

    json.key("allocations").beginObject();
    json.key("srs");
    writeAllocations(json, state.srs, state, time);
    json.key("pce");
    writeAllocations(json, state.pce, state, time);
    json.endObject();

    json.key("counters").beginObject();
    json.key("total_completed").integer(state.counters.totalCompleted);
    json.key("total_failed").integer(state.counters.totalFailed);
    json.key("completed_by_kind");
    writeByKind(json, state.counters.completedByKind);
    json.key("failed_by_kind");
    writeByKind(json, state.counters.failedByKind);
    json.key("queue_depth").integer(qint64(state.queue.size()));
    json.endObject();

    // How the engine's buffer pools follow the partitions: a synthesized partition keeps its
    // aux buffer until the GPU takes it, prover slots cover everything handed to the GPU stage,
    // circuit shells exist from admission until synthesis ends, and every unfinished job holds
    // a caller's handle.
    json.key("buffers").beginObject();
    json.key("synth_in_flight").integer(synthesizing);
    json.key("provers_in_flight").integer(synthDone + onGpu);
    json.key("aux_in_flight").integer(synthDone);
    json.key("shells_in_flight").integer(pending + synthesizing);
    json.key("pending_handles").integer(state.unfinishedPipelines());
    json.endObject();

    json.endObject();
    return json.data();
}

} // namespace fleetdeck::sim
