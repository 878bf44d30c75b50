// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EngineState.h"
#include "Profile.h"
#include "SimRandom.h"

#include <QByteArray>
#include <QJsonObject>

#include <cstdint>

namespace fleetdeck::sim {

struct ProofKind;

// A model of one node's cuzk proving engine: jobs arrive, are admitted as pipelines, their
// partitions are synthesized on the CPU and proven on the GPUs, and finished jobs linger 30 s.
//
// The model steps in fixed ticks, so the state at a given time depends only on the profile,
// the seed and that time -- not on how often anyone looked. Time 0 is the process start; the
// engine has already been running a while by then (a warm-up runs before it), as a daemon
// found by an operator usually has.
class Simulator
{
public:
    static constexpr double kTickSecs = 0.1;
    static constexpr double kWarmupSecs = 600;
    static constexpr double kFinishedRetentionSecs = 30;

    Simulator(Profile profile, std::uint64_t seed);

    Profile profile() const { return m_profile; }
    double time() const { return m_time; }
    // Moves the clock forward to `seconds`; the past cannot be revisited.
    void setTime(double seconds);
    void advance(double seconds) { setTime(m_time + seconds); }

    const EngineState& state() const { return m_state; }
    QByteArray snapshotJson() const;
    QJsonObject snapshot() const;

private:
    static qint64 tickAt(double time);
    void runUntil(qint64 tick);
    void step();
    void finishGpuWork();
    void finishSynthesis();
    void abandon(Pipeline& pipeline);
    void settleJobs();
    void receiveJobs();
    void admitJobs();
    void startSynthesis();
    void assignGpus();
    void evictIdleParameters();

    bool wedged() const;
    bool gpusHung() const;
    bool fits(qint64 bytes) const;
    bool parametersResident(const ProofKind& kind);
    void touchParameters(const ProofKind& kind, bool withPce);
    Pipeline* pipelineFor(const QString& jobId);
    // Pipelines in the order the engine serves them: deadline kinds first, then by admission.
    std::vector<Pipeline*> serviceOrder();
    void seedHistory();

    Profile m_profile;
    SimRandom m_random;
    EngineState m_state;
    qint64 m_tick = 0; // ticks since the warm-up began
    double m_time = 0;
};

} // namespace fleetdeck::sim
