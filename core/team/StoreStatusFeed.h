// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/NodeStatus.h"

#include <QObject>
#include <QThread>
#include <QTimer>

namespace fleetdeck::storage {
class Database;
}

namespace fleetdeck::team {

/// The fleet's status as the store's collectors wrote it (node_status), for a console that does
/// not poll: every interval, and whenever asked (a NOTIFY), it reads the rows newer than those it
/// has (by version) and hands them on as the poller would.
///
/// The store is read on a thread of the feed's own, through a second connection to the same
/// store: a read of a thousand status documents, or one that waits on a server busy with the
/// collectors' writes, never holds up the thread that owns the feed (the console's GUI thread).
/// What was read is handed on in slices of at most kSlice statuses, one per turn of the owner's
/// event loop. Asking again while a read runs reads once more after it, never twice at once.
class StoreStatusFeed : public QObject
{
    Q_OBJECT

public:
    /// Statuses handed on per turn of the owner's event loop.
    static constexpr int kSlice = 200;

    /// Reads `db`'s location (at the schema it has) from the feed's thread.
    explicit StoreStatusFeed(storage::Database& db, QObject* parent = nullptr);
    /// Waits for a read in flight to end.
    ~StoreStatusFeed() override;

    /// Collectors with a heartbeat within the last `staleMs` (a collector beats every lease/3),
    /// read through `db` on the calling thread.
    static int liveCollectors(storage::Database& db, qint64 nowMs, qint64 staleMs = 30000);

    void start(int intervalMs = 500);
    /// Stops reading; what was read and not yet handed on is dropped.
    void stop();
    bool isActive() const { return m_timer.isActive(); }
    /// Asks for what is new now (every row after start()); returns at once.
    void readNow();
    /// Asks for liveCollectors() on the feed's thread; collectorsCounted() answers.
    void countCollectors(qint64 staleMs = 30000);
    /// Whether a read is running or its statuses are still being handed on.
    bool isBusy() const { return m_reading || !m_pending.isEmpty(); }
    /// When the newest row read was polled; invalid before any.
    QDateTime newestPoll() const { return m_newestPoll; }
    /// Why the latest read failed; empty after one that worked.
    QString error() const { return m_error; }

Q_SIGNALS:
    void updated(const QList<fleetdeck::status::NodeStatus>& batch);
    void collectorsCounted(int live);

private:
    class Reader;
    struct Read;

    void deliver(const Read& read);
    void handOn();

    QString m_location;
    int m_schema = 0;
    QThread m_thread;
    Reader* m_reader = nullptr;
    QTimer m_timer;
    bool m_reading = false;
    bool m_again = false;
    quint64 m_generation = 0; ///< start() and stop() make reads asked before them stale
    qint64 m_version = 0;
    qint64 m_rows = 0;
    QDateTime m_newestPoll;
    QList<status::NodeStatus> m_pending;
    QString m_error;
};

} // namespace fleetdeck::team
