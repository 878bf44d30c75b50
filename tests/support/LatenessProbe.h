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
            const qint64 waited = runQueueWaitMs();
            const qint64 waitedNow = waited - m_waited;
            m_waited = waited;
            const qint64 own = late - waitedNow;
            if (own > m_worst) {
                m_worst = own;
                m_worstWaited = waitedNow;
                m_worstAt = m_since.elapsed();
            }
            m_rawWorst = qMax(m_rawWorst, late);
        });
        m_waited = runQueueWaitMs();
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
    // When the worst stall ended, in ms since the probe started: places it among the test's steps.
    qint64 worstAtMs() const { return m_worstAt; }
    qint64 elapsedMs() const { return m_since.elapsed(); }

    // For a failure message: how long, when, and how much of the clock's lateness was the
    // machine's rather than the thread's.
    QString describe() const
    {
        return QStringLiteral("the GUI thread stalled %1 ms, ending %2 ms after the probe started "
                              "(it also waited %3 ms for a CPU then; worst lateness on the clock %4 ms)")
            .arg(m_worst)
            .arg(m_worstAt)
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
                probe.m_waited = probe.runQueueWaitMs();
            }
        } restart{*this};
        return step();
    }

private:
    // This thread's wait for a core, as ms (0 where the kernel does not say: then every late
    // tick counts as the thread's own).
    qint64 runQueueWaitMs() const { return m_runQueue.nanoseconds() / 1000000; }

    RunQueueWait m_runQueue; // opened on the constructing (GUI) thread
    QTimer m_timer;
    QElapsedTimer m_clock;
    QElapsedTimer m_since;
    qint64 m_waited = 0;
    qint64 m_worst = 0;
    qint64 m_worstWaited = 0;
    qint64 m_rawWorst = 0;
    qint64 m_worstAt = 0;
};

} // namespace fleetdeck::test
