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
            m_worst = qMax(m_worst, late);
        });
        m_clock.start();
        m_timer.start(10);
    }
    qint64 worstMs() const { return m_worst; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_worst = 0;
};

} // namespace fleetdeck::test
