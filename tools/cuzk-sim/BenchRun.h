// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>

#include <cstdint>
#include <vector>

namespace fleetdeck::sim {

struct BenchOptions
{
    QString proofType = QStringLiteral("porep");
    // Either a plain count, or warmup + timed + cooldown proofs run as one batch.
    int count = 18;
    bool phased = false;
    int warmup = 0;
    int timed = 0;
    int cooldown = 0;
    int concurrency = 1;
    std::uint64_t seed = 1;
    bool throttle = false;
    double speed = 1.0; // the box's pace: 0.25 proves four times slower than a typical box
    int failEvery = 0;  // 0: never
    QSet<int> failAt;   // 1-based proof numbers

    int total() const { return phased ? warmup + timed + cooldown : count; }
    static QStringList proofTypes();
};

enum class BenchPhase { Warmup, Timed, Cooldown };

struct BenchProof
{
    int number = 0; // 1-based, in submission order
    BenchPhase phase = BenchPhase::Timed;
    bool completed = true;
    double wallSecs = 0;
    qint64 proveMs = 0;
    qint64 queueMs = 0;
    double reportedAt = 0; // seconds after the batch started that its line is printed
};

// The outcome of one simulated `cuzk-bench batch`: what each proof took and when its line
// appears. A GPU box proves its first few proofs slowly and unevenly (kernels compile, caches
// and parameters load), then settles within a percent or two; a box that heats up slows down
// towards the end.
class BenchRun
{
public:
    // Successive single-proof runs (`cuzk-bench single`) are read from one run planned this long,
    // or as long as the sequence has grown: the default batch of 5 warm-up, 10 timed and 3
    // cool-down proofs.
    static constexpr int kSequenceLength = 18;

    explicit BenchRun(const BenchOptions& options);
    // A run of one proof: proof `number` (1-based) of a sequence of single proofs, numbered 1/1.
    // The sequence is planned with `sequence`'s proof type, seed, throttle and failures.
    static BenchRun singleOfSequence(const BenchOptions& sequence, int number);

    const BenchOptions& options() const { return m_options; }
    const std::vector<BenchProof>& proofs() const { return m_proofs; }
    // When the last line appears: the batch's total time.
    double totalSecs() const { return m_proofs.empty() ? 0.0 : m_proofs.back().reportedAt; }
    // How many leading proofs run cold, and how many trailing ones run throttled.
    int coldProofs() const;
    int throttledProofs() const;

private:
    BenchRun(BenchOptions options, std::vector<BenchProof> proofs);
    void plan();

    BenchOptions m_options;
    std::vector<BenchProof> m_proofs;
};

} // namespace fleetdeck::sim
