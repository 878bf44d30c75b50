// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QFile>
#include <QObject>
#include <QTimer>

namespace fleetdeck::ui {

/// Measures how responsive the GUI thread is: a timer that should fire every 10 ms, and how late
/// each tick came. Once a second it appends one JSON line to a file: the worst lateness in that
/// second, how many ticks were late by more than 50 ms, how long the thread waited for a core,
/// and the process's CPU time so far
/// (`fleetdeck --event-loop-probe FILE`; the performance benchmark reads it).
class EventLoopProbe : public QObject
{
    Q_OBJECT
public:
    static constexpr int kIntervalMs = 10;

    explicit EventLoopProbe(const QString& path, QObject* parent = nullptr);
    bool isOpen() const { return m_file.isOpen(); }

private:
    void tick();
    void report();

    QFile m_file;
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_lastTickNs = 0;
    qint64 m_secondStartNs = 0;
    double m_worstLateMs = 0;
    int m_lateOver50 = 0;
    int m_ticks = 0;
    qint64 m_waitedNs = 0;
};

} // namespace fleetdeck::ui
