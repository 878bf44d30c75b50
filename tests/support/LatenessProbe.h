// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/RunQueueWait.h"

#include <QElapsedTimer>
#include <QString>
#include <QTimer>

namespace fleetdeck::test {

// How late a 10 ms timer on the constructing (GUI) thread ever fires while a fault plays out: the
// console stays responsive when this stays small.
//
// A tick is late either because the thread was busy or blocked (the product's fault) or because
// it was ready to run and the machine gave it no CPU (two cores shared by a parallel test suite).
// The kernel counts the second for each thread (run-queue wait in /proc/thread-self/schedstat);
// worstMs() leaves it out, so that a loaded CI host does not read as a stalled console, while a
// thread that computes or waits on a lock is counted in full.
class LatenessProbe
{
public:
    LatenessProbe()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const qint64 late = m_clock.restart() - 10;
            const RunQueueWait::Sample now = m_runQueue.sample();
            const qint64 waitedNow = (now.waitedNs - m_last.waitedNs) / 1000000;
            const qint64 ranNow = (now.onCoreNs - m_last.onCoreNs) / 1000000;
            m_last = now;
            const qint64 own = late - waitedNow;
            if (own > m_worst) {
                m_worst = own;
                m_worstWaited = waitedNow;
                m_worstRan = ranNow;
                m_worstAt = m_since.elapsed();
            }
            m_rawWorst = qMax(m_rawWorst, late);
        });
        m_last = m_runQueue.sample();
        m_clock.start();
        m_since.start();
        m_timer.start(10);
    }
    LatenessProbe(const LatenessProbe&) = delete;
    LatenessProbe& operator=(const LatenessProbe&) = delete;

    // The worst lateness the thread itself caused (run-queue wait left out).
    qint64 worstMs() const { return m_worst; }
    // The worst lateness as the clock saw it, waiting for a CPU included.
    qint64 rawWorstMs() const { return m_rawWorst; }
    // How much of the worst stall's tick the thread spent on a core: near the stall when it
    // computed, near nothing when it was blocked.
    qint64 worstRanMs() const { return m_worstRan; }
    // When the worst stall ended, in ms since the probe started: places it among the test's steps.
    qint64 worstAtMs() const { return m_worstAt; }
    qint64 elapsedMs() const { return m_since.elapsed(); }

    // For a failure message: how long, when, how much of the clock's lateness was the
    // machine's rather than the thread's, and whether the thread computed or was blocked.
    QString describe() const
    {
        return QStringLiteral("the GUI thread stalled %1 ms, ending %2 ms after the probe started "
                              "(it ran on a core for %3 ms of the tick and was blocked the rest: I/O, "
                              "a lock, page faults; it also waited %4 ms for a CPU then; worst "
                              "lateness on the clock %5 ms)")
            .arg(m_worst)
            .arg(m_worstAt)
            .arg(m_worstRan)
            .arg(m_worstWaited)
            .arg(m_rawWorst);
    }

    // Runs the test's own blocking step (a scan of /proc, a file written) without counting it as
    // the console's stall: the probe judges the product, not the harness around it.
    template <typename Step> auto excluding(Step&& step)
    {
        struct Restart
        {
            LatenessProbe& probe;
            ~Restart()
            {
                probe.m_clock.restart();
                probe.m_last = probe.m_runQueue.sample();
            }
        } restart{*this};
        return step();
    }

private:
    RunQueueWait m_runQueue; // opened on the constructing (GUI) thread
    QTimer m_timer;
    QElapsedTimer m_clock;
    QElapsedTimer m_since;
    RunQueueWait::Sample m_last; // zeros where the kernel does not say: every late tick is the thread's own
    qint64 m_worstRan = 0;
    qint64 m_worst = 0;
    qint64 m_worstWaited = 0;
    qint64 m_rawWorst = 0;
    qint64 m_worstAt = 0;
};

} // namespace fleetdeck::test
