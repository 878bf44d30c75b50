// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

namespace fleetdeck::sim {

// Numbers successive `cuzk-bench single` runs on one node, so that a benchmark run proof by proof
// still sees a GPU warm up: the Nth proof of a sequence takes the Nth proof's time of one simulated
// run (BenchRun::singleOfSequence). The count lives in a small file in a state directory
// ("N LAST_END_MS"); a lock file keeps concurrent runs from taking the same number. A GPU left idle
// long enough cools down and drops its caches: the next proof starts a new sequence.
class SingleProofSequence
{
public:
    // Milliseconds since the epoch; a parameter so that tests can move time on.
    using Clock = std::function<qint64()>;

    // An empty stateDir keeps no count: every proof is the first of its sequence.
    SingleProofSequence(QString stateDir, qint64 idleResetMs, Clock clock = systemClock());

    // How long a GPU must sit idle to cool down: 10 simulated minutes, and never less than 10 real
    // seconds (the gap between two proofs of one benchmark includes an SSH round trip).
    static qint64 idleResetMsFor(double timeScale);
    static Clock systemClock();

    // Takes the number of the proof that starts now: 1 after no proof or a long idle time,
    // else one more than the last. On trouble with the state directory the proof counts as the
    // first and errorString() says why.
    int claimNext();
    // Records that the claimed proof has ended; idle time counts from here.
    void markEnded();

    QString errorString() const { return m_errorString; }
    QString countPath() const;

private:
    struct Saved
    {
        int count = 0;
        qint64 lastEndMs = 0;
    };
    Saved load() const;
    bool save(const Saved& saved);

    QString m_stateDir;
    qint64 m_idleResetMs;
    Clock m_clock;
    QString m_errorString;
};

} // namespace fleetdeck::sim
