// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchRun.h"

#include "SimRandom.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace fleetdeck::sim {

namespace {
// Steady single-proof wall time by proof type, in seconds, on a box like the fixture's.
double steadyWall(const QString& proofType)
{
    if (proofType == QLatin1String("snap"))
        return 47.0;
    if (proofType == QLatin1String("wpost"))
        return 9.8;
    if (proofType == QLatin1String("winning"))
        return 1.7;
    return 61.0;
}

// Shares of the wall time cuzk reports as queueing and as proving (see bench-batch.txt).
constexpr double kQueueShare = 0.04;
constexpr double kProveShare = 0.81;
// Concurrent proofs share one GPU; overlapping one's synthesis with another's GPU pass wins
// back part of the time.
constexpr double kConcurrencyEfficiency = 0.82;
} // namespace

QStringList BenchOptions::proofTypes()
{
    return {QStringLiteral("porep"), QStringLiteral("snap"), QStringLiteral("wpost"),
            QStringLiteral("winning")};
}

BenchRun::BenchRun(const BenchOptions& options)
    : m_options(options)
{
    plan();
}

BenchRun::BenchRun(BenchOptions options, std::vector<BenchProof> proofs)
    : m_options(std::move(options))
    , m_proofs(std::move(proofs))
{}

BenchRun BenchRun::singleOfSequence(const BenchOptions& sequence, int number)
{
    BenchOptions planned = sequence;
    planned.phased = false;
    planned.concurrency = 1;
    planned.count = std::max({number, kSequenceLength, 1});
    BenchProof proof = BenchRun(planned).proofs().at(size_t(std::max(number, 1) - 1));
    proof.number = 1;
    proof.phase = BenchPhase::Timed;
    proof.reportedAt = proof.wallSecs;

    // The options now only describe the run (its header); the proof carries its own outcome.
    BenchOptions single = planned;
    single.count = 1;
    return BenchRun(single, {proof});
}

int BenchRun::coldProofs() const
{
    if (m_options.phased)
        return m_options.warmup;
    return std::min(5, m_options.count / 3);
}

int BenchRun::throttledProofs() const
{
    if (!m_options.throttle)
        return 0;
    if (m_options.phased && m_options.cooldown > 0)
        return m_options.cooldown;
    return std::max(1, m_options.total() / 6);
}

void BenchRun::plan()
{
    const BenchOptions& o = m_options;
    SimRandom random(o.seed);
    const int total = o.total();
    const int cold = coldProofs();
    const int throttled = throttledProofs();
    const double base = steadyWall(o.proofType) * random.uniform(0.99, 1.01) / o.speed;
    const int concurrency = std::max(1, o.concurrency);
    const double sharing = concurrency == 1 ? 1.0 : concurrency * kConcurrencyEfficiency;

    std::vector<double> slotFree(size_t(concurrency), 0.0);
    double lastReport = 0;
    for (int i = 0; i < total; ++i) {
        BenchProof proof;
        proof.number = i + 1;
        if (o.phased)
            proof.phase = i < o.warmup             ? BenchPhase::Warmup
                          : i < o.warmup + o.timed ? BenchPhase::Timed
                                                   : BenchPhase::Cooldown;
        // Every proof draws the same random numbers whatever happens to it, so failing one
        // proof does not change the timings of the others.
        const double steadyNoise = random.normal(0.0, 0.006);
        const double coldSpread = random.uniform(0.75, 1.25);
        const double failedWall = random.uniform(8.0, 16.0);
        const double queueJitter = random.uniform(-0.0008, 0.0008);
        const double proveJitter = random.uniform(-0.0008, 0.0008);

        double factor = 1.0 + std::clamp(steadyNoise, -0.02, 0.03);
        if (i < cold) {
            // From about +100 % on the first proof down to about +40 % on the last cold one.
            const double progress = cold > 1 ? double(i) / (cold - 1) : 0.0;
            factor += (1.05 - 0.65 * progress) * coldSpread;
        }
        const int fromEnd = total - i;
        if (fromEnd <= throttled) {
            const double ramp = throttled > 1 ? double(throttled - fromEnd) / (throttled - 1) : 1.0;
            factor *= 1.10 + 0.05 * ramp;
        }

        proof.completed =
            !o.failAt.contains(proof.number) && !(o.failEvery > 0 && proof.number % o.failEvery == 0);
        proof.wallSecs = proof.completed ? base * factor * sharing : failedWall;
        proof.queueMs = std::llround(proof.wallSecs * 1000.0 * (kQueueShare + queueJitter * kQueueShare));
        proof.proveMs =
            proof.completed ? std::llround(proof.wallSecs * 1000.0 * (kProveShare + proveJitter)) : 0;

        // The batch submits up to `concurrency` proofs at once and prints in submission order,
        // so a line waits for the lines before it.
        auto slot = std::min_element(slotFree.begin(), slotFree.end());
        const double finished = *slot + proof.wallSecs;
        *slot = finished;
        lastReport = std::max(lastReport, finished);
        proof.reportedAt = lastReport;
        m_proofs.push_back(proof);
    }
}

} // namespace fleetdeck::sim
