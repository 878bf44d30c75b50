// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/RunQueueWait.h"
#include "status/NodeStatus.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QObject>
#include <QTimer>

namespace fleetdeck::ui {

/// Measures how responsive the GUI thread is: a timer that should fire every 10 ms, and how late
/// each tick came. Once a second it appends one JSON line to a file: the worst lateness in that
/// second, how many ticks were late by more than 50 ms, how long the thread waited for a core
/// (and the worst lateness less the wait for a core during that tick: what the thread itself
/// caused, where a loaded machine's share is not),
/// and the process's CPU time so far
/// (`fleetdeck --event-loop-probe FILE`; the performance benchmark reads it). Given the statuses
/// the table receives (noteStatuses()), the line also lists how long after its poll each new
/// one arrived (`status_arrivals_ms`): on a team store, how soon a collector's poll is on screen.
class EventLoopProbe : public QObject
{
    Q_OBJECT
public:
    static constexpr int kIntervalMs = 10;

    explicit EventLoopProbe(const QString& path, QObject* parent = nullptr);
    bool isOpen() const { return m_file.isOpen(); }
    /// Statuses as the table got them: each poll counts once, at its first arrival.
    void noteStatuses(const QList<fleetdeck::status::NodeStatus>& batch);

private:
    void tick();
    void report();

    QFile m_file;
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_lastTickNs = 0;
    qint64 m_secondStartNs = 0;
    double m_worstLateMs = 0;
    double m_worstOwnLateMs = 0;
    int m_lateOver50 = 0;
    int m_ownLateOver50 = 0;
    RunQueueWait m_runQueue; ///< of the constructing (GUI) thread
    qint64 m_tickWaitedNs = 0;
    int m_ticks = 0;
    qint64 m_waitedNs = 0;
    QHash<QString, qint64> m_lastPolled; ///< ms since the epoch, by node
    QList<qint64> m_arrivalsMs;
};

} // namespace fleetdeck::ui
