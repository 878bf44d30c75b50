// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/NodeStatus.h"

#include <QObject>
#include <QTimer>

namespace fleetdeck::storage {
class Database;
}

namespace fleetdeck::team {

/// The fleet's status as the store's collectors wrote it (node_status), for a console that does
/// not poll: every interval it reads the rows newer than those it has (by version) and hands them
/// on as the poller would, one batch per read.
class StoreStatusFeed : public QObject
{
    Q_OBJECT

public:
    explicit StoreStatusFeed(storage::Database& db, QObject* parent = nullptr);

    /// Collectors with a heartbeat within the last `staleMs` (a collector beats every lease/3).
    static int liveCollectors(storage::Database& db, qint64 nowMs, qint64 staleMs = 30000);

    void start(int intervalMs = 500);
    void stop();
    bool isActive() const { return m_timer.isActive(); }
    /// Reads what is new now (every row after start()).
    void readNow();
    /// When the newest row read was polled; invalid before any.
    QDateTime newestPoll() const { return m_newestPoll; }

Q_SIGNALS:
    void updated(const QList<fleetdeck::status::NodeStatus>& batch);

private:
    storage::Database& m_db;
    QTimer m_timer;
    qint64 m_version = 0;
    qint64 m_rows = 0;
    QDateTime m_newestPoll;
};

} // namespace fleetdeck::team
