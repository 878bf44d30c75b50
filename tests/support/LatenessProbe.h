// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QTimer>

namespace fleetdeck::test {

// How late a 10 ms timer on the constructing (GUI) thread ever fires while a fault plays out: the
// console stays responsive when this stays small.
class LatenessProbe
{
public:
    LatenessProbe()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const qint64 late = m_clock.restart() - 10;
            if (late > m_worst) {
                m_worst = late;
                m_worstAt = m_since.elapsed();
            }
        });
        m_clock.start();
        m_since.start();
        m_timer.start(10);
    }
    qint64 worstMs() const { return m_worst; }
    // When the worst stall ended, in ms since the probe started: places it among the test's steps.
    qint64 worstAtMs() const { return m_worstAt; }
    qint64 elapsedMs() const { return m_since.elapsed(); }

    // Runs the test's own blocking step (a scan of /proc, a file written) without counting it as
    // the console's stall: the probe judges the product, not the harness around it.
    template <typename Step> auto excluding(Step&& step)
    {
        struct Restart
        {
            QElapsedTimer& clock;
            ~Restart() { clock.restart(); }
        } restart{m_clock};
        return step();
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    QElapsedTimer m_since;
    qint64 m_worst = 0;
    qint64 m_worstAt = 0;
};

} // namespace fleetdeck::test
