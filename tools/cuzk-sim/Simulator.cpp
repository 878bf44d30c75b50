// SPDX-License-Identifier: GPL-3.0-or-later
#include "Simulator.h"

#include "ProofKind.h"
#include "StatusDocument.h"

#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace fleetdeck::sim {

namespace {
// Parameters nobody has used for an hour are dropped to give synthesis the memory back.
constexpr double kIdleParameterSecs = 3600;
// The engine keeps a tenth of its budget free for GPU staging buffers, so only a node whose
// memory is taken by something else (the memory-low profile) runs nearly full.
constexpr double kReservableShare = 0.9;

qint64 millis(double secs)
{
    return qint64(std::llround(secs * 1000.0));
}
} // namespace

Simulator::Simulator(Profile profile, std::uint64_t seed)
    : m_profile(profile)
    , m_random(seed ^ (std::uint64_t(profile) << 56))
{
    m_state.params = ProfileParams::make(profile, m_random);
    for (int i = 0; i < m_state.params.gpuWorkers; ++i)
        m_state.workers.push_back(GpuWorker{i, i, {}, -1, 0});
    m_state.now = -kWarmupSecs;
    seedHistory();
    runUntil(tickAt(0));
}

void Simulator::seedHistory()
{
    // Counters from before the warm-up, at the rate this profile sustains.
    const ProfileParams& p = m_state.params;
    const double up = p.uptimeBeforeStart - kWarmupSecs;
    const ProofKind& porep = ProofKind::porep();
    const double porepCapacity = p.gpuWorkers / (porep.partitions * porep.gpuSecs);
    const double porepJobs =
        up * std::min(1.0 / p.porepInterval, porepCapacity) * m_random.uniform(0.85, 1.0);
    const auto failed = qint64(porepJobs * p.historicFailureRatio);
    const auto completed = qint64(porepJobs) - failed;
    Counters& c = m_state.counters;
    c.completedByKind[porep.name] = completed;
    c.completedByKind[ProofKind::wpost().name] = qint64(up / p.wpostInterval);
    c.completedByKind[ProofKind::winning().name] = qint64(up / p.winningInterval);
    if (failed > 0)
        c.failedByKind[porep.name] = failed;
    for (const qint64 n : std::as_const(c.completedByKind))
        c.totalCompleted += n;
    c.totalFailed = failed;
}

void Simulator::setTime(double seconds)
{
    if (seconds <= m_time)
        return;
    m_time = seconds;
    runUntil(tickAt(m_time));
}

qint64 Simulator::tickAt(double time)
{
    // The epsilon keeps 0.1 + 0.2 + ... from landing a hair short of a tick boundary.
    return qint64(std::floor((time + kWarmupSecs) / kTickSecs + 1e-6));
}

void Simulator::runUntil(qint64 tick)
{
    while (m_tick < tick) {
        ++m_tick;
        m_state.now = -kWarmupSecs + double(m_tick) * kTickSecs;
        step();
    }
}

QByteArray Simulator::snapshotJson() const
{
    return StatusDocument::write(m_state, m_time);
}

QJsonObject Simulator::snapshot() const
{
    return QJsonDocument::fromJson(snapshotJson()).object();
}

void Simulator::step()
{
    finishGpuWork();
    finishSynthesis();
    settleJobs();
    receiveJobs();
    admitJobs();
    startSynthesis();
    assignGpus();
    evictIdleParameters();
}

bool Simulator::wedged() const
{
    return m_state.params.gpuHangAt && m_state.now >= 0;
}

bool Simulator::gpusHung() const
{
    return m_state.params.gpuHangAt && m_state.now >= *m_state.params.gpuHangAt;
}

Pipeline* Simulator::pipelineFor(const QString& jobId)
{
    for (Pipeline& pipeline : m_state.pipelines) {
        if (pipeline.jobId == jobId)
            return &pipeline;
    }
    return nullptr;
}

std::vector<Pipeline*> Simulator::serviceOrder()
{
    std::vector<Pipeline*> order;
    for (Pipeline& pipeline : m_state.pipelines) {
        if (!pipeline.finished)
            order.push_back(&pipeline);
    }
    std::stable_partition(order.begin(), order.end(), [](const Pipeline* p) { return p->kind->deadline; });
    return order;
}

void Simulator::finishGpuWork()
{
    for (GpuWorker& worker : m_state.workers) {
        if (!worker.proving())
            continue;
        Pipeline* pipeline = pipelineFor(worker.job);
        Partition& partition = pipeline->partitions[size_t(worker.partition)];
        if (m_state.now < partition.stageEnd)
            continue;
        if (m_random.chance(m_state.params.gpuFailure)) {
            partition.state = PartitionState::Failed;
            abandon(*pipeline);
        } else {
            partition.state = PartitionState::Done;
            partition.gpuMs = millis(partition.stageEnd - partition.stageStart);
        }
        worker.job.clear();
        worker.partition = -1;
    }
}

void Simulator::finishSynthesis()
{
    if (wedged())
        return;
    for (Pipeline& pipeline : m_state.pipelines) {
        for (Partition& partition : pipeline.partitions) {
            if (partition.state != PartitionState::Synthesizing || m_state.now < partition.stageEnd)
                continue;
            partition.synthMs = millis(partition.stageEnd - partition.stageStart);
            if (m_random.chance(m_state.params.synthFailure)) {
                partition.state = PartitionState::Failed;
                partition.synthMs.reset();
                abandon(pipeline);
            } else {
                // A job that already failed gets nothing more proven.
                partition.state = pipeline.anyFailed() ? PartitionState::Failed : PartitionState::SynthDone;
            }
        }
    }
}

void Simulator::abandon(Pipeline& pipeline)
{
    // One failed partition fails the job. What has not started is dropped at once; partitions
    // already synthesizing or on a GPU cannot be interrupted and run to their end.
    for (Partition& partition : pipeline.partitions) {
        if (partition.state == PartitionState::Pending || partition.state == PartitionState::SynthDone)
            partition.state = PartitionState::Failed;
    }
}

void Simulator::settleJobs()
{
    Counters& c = m_state.counters;
    for (Pipeline& pipeline : m_state.pipelines) {
        if (pipeline.finished || !std::all_of(pipeline.partitions.begin(), pipeline.partitions.end(),
                                              [](const Partition& p) { return p.terminal(); }))
            continue;
        pipeline.finished = m_state.now;
        if (pipeline.anyFailed()) {
            ++c.totalFailed;
            ++c.failedByKind[pipeline.kind->name];
        } else {
            ++c.totalCompleted;
            ++c.completedByKind[pipeline.kind->name];
        }
    }
    const double now = m_state.now;
    std::erase_if(m_state.pipelines, [now](const Pipeline& p) {
        return p.finished && now - *p.finished >= kFinishedRetentionSecs - 1e-9;
    });
}

void Simulator::receiveJobs()
{
    const ProfileParams& p = m_state.params;
    auto arrive = [this](const ProofKind& kind) { m_state.queue.push_back({m_random.uuid(), &kind}); };
    // Draw every kind every tick so one kind's arrivals do not shift another's random stream.
    const bool porep = m_random.chance(kTickSecs / p.porepInterval);
    const bool wpost = m_random.chance(kTickSecs / p.wpostInterval);
    const bool winning = m_random.chance(kTickSecs / p.winningInterval);
    if (porep && int(m_state.queue.size()) < p.queueLimit)
        arrive(ProofKind::porep());
    if (wpost)
        arrive(ProofKind::wpost());
    if (winning)
        arrive(ProofKind::winning());
}

void Simulator::admitJobs()
{
    if (wedged())
        return;
    auto admit = [this](std::deque<QueuedJob>::iterator it) {
        Pipeline pipeline{it->jobId, it->kind, m_state.now, std::nullopt, {}};
        pipeline.partitions.resize(size_t(it->kind->partitions));
        m_state.pipelines.push_back(std::move(pipeline));
        return m_state.queue.erase(it);
    };
    int porepRunning = 0;
    for (const Pipeline& pipeline : m_state.pipelines)
        porepRunning += !pipeline.finished && !pipeline.kind->deadline ? 1 : 0;
    for (auto it = m_state.queue.begin(); it != m_state.queue.end();) {
        if (it->kind->deadline) {
            it = admit(it);
        } else if (porepRunning < m_state.params.maxPorepPipelines) {
            it = admit(it);
            ++porepRunning;
        } else {
            ++it;
        }
    }
}

bool Simulator::fits(qint64 bytes) const
{
    return double(m_state.reservedBytes() + bytes) <= double(m_state.params.memoryTotal) * kReservableShare;
}

bool Simulator::parametersResident(const ProofKind& kind)
{
    const bool srsLoaded = m_state.srs.contains(kind.circuitId);
    const bool pceLoaded = kind.pceBytes == 0 || m_state.pce.contains(kind.circuitId);
    if (srsLoaded && pceLoaded)
        return true;
    const qint64 needed = (srsLoaded ? 0 : kind.srsBytes) + (pceLoaded ? 0 : kind.pceBytes);
    // Make room by dropping the least recently used parameters nobody is using.
    while (!fits(needed)) {
        QMap<QString, Allocation>* victimMap = nullptr;
        QString victim;
        double oldest = m_state.now;
        for (auto* map : {&m_state.srs, &m_state.pce}) {
            for (auto it = map->cbegin(); it != map->cend(); ++it) {
                if (it.key() != kind.circuitId && !m_state.circuitInUse(it.key()) && it->lastUsed <= oldest) {
                    oldest = it->lastUsed;
                    victimMap = map;
                    victim = it.key();
                }
            }
        }
        if (!victimMap)
            return false;
        victimMap->remove(victim);
    }
    if (!srsLoaded)
        m_state.srs.insert(kind.circuitId, Allocation{kind.srsBytes, m_state.now});
    if (!pceLoaded)
        m_state.pce.insert(kind.circuitId, Allocation{kind.pceBytes, m_state.now});
    return true;
}

void Simulator::touchParameters(const ProofKind& kind, bool withPce)
{
    m_state.srs[kind.circuitId].lastUsed = m_state.now;
    if (withPce && kind.pceBytes > 0)
        m_state.pce[kind.circuitId].lastUsed = m_state.now;
}

void Simulator::startSynthesis()
{
    if (wedged())
        return;
    const ProfileParams& p = m_state.params;
    int active = m_state.countPartitions(PartitionState::Synthesizing);
    const int waiting = m_state.countPartitions(PartitionState::SynthDone);
    // Backpressure: PoRep synthesis runs only a few partitions ahead of what the GPUs drain.
    const int aheadLimit = p.maxConcurrentSynthesis + 2 * p.gpuWorkers;
    for (Pipeline* pipeline : serviceOrder()) {
        const ProofKind& kind = *pipeline->kind;
        for (Partition& partition : pipeline->partitions) {
            if (active >= p.maxConcurrentSynthesis)
                return;
            if (partition.state != PartitionState::Pending)
                continue;
            if (!kind.deadline && active + waiting >= aheadLimit)
                return;
            if (!parametersResident(kind) || !fits(kind.partitionBytes))
                break;
            partition.state = PartitionState::Synthesizing;
            partition.stageStart = m_state.now;
            partition.stageEnd =
                m_state.now +
                std::max(kind.synthSecs * 0.8, m_random.normal(kind.synthSecs, kind.synthSecs * 0.03));
            touchParameters(kind, true);
            ++active;
        }
    }
}

void Simulator::assignGpus()
{
    if (gpusHung())
        return;
    for (GpuWorker& worker : m_state.workers) {
        if (worker.proving())
            continue;
        for (Pipeline* pipeline : serviceOrder()) {
            auto it = std::find_if(pipeline->partitions.begin(), pipeline->partitions.end(),
                                   [](const Partition& x) { return x.state == PartitionState::SynthDone; });
            if (it == pipeline->partitions.end())
                continue;
            const ProofKind& kind = *pipeline->kind;
            it->state = PartitionState::Gpu;
            it->stageStart = m_state.now;
            it->stageEnd = m_state.now +
                           std::max(kind.gpuSecs * 0.8, m_random.normal(kind.gpuSecs, kind.gpuSecs * 0.02));
            worker.job = pipeline->jobId;
            worker.partition = int(it - pipeline->partitions.begin());
            worker.busySince = m_state.now;
            touchParameters(kind, false);
            break;
        }
    }
}

void Simulator::evictIdleParameters()
{
    for (auto* map : {&m_state.srs, &m_state.pce}) {
        for (auto it = map->begin(); it != map->end();) {
            if (m_state.now - it->lastUsed > kIdleParameterSecs && !m_state.circuitInUse(it.key()))
                it = map->erase(it);
            else
                ++it;
        }
    }
}

} // namespace fleetdeck::sim
