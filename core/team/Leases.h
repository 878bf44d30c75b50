// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleetdeck::storage {
class Database;
}

namespace fleetdeck::team {

/// How the collectors of one store share its nodes (docs/design.md, "Collectors"): each node is
/// leased to one collector until a time; a collector polls only the nodes it holds a valid lease
/// on. Every round, under the store's write lock, a collector says it is alive, keeps its leases,
/// takes leases that expired or have no holder, and gives back what is over its fair share
/// (nodes ÷ live collectors, rounded up) so that a collector that just started gets its part.
/// On PostgreSQL each collector also holds a session lock named by its id (storage::Dialect),
/// which the server lets go the moment the collector's process dies or its connection drops: the
/// others then take its nodes at their next round, however long its leases had to run. A
/// collector that is alive but silent (hung, or its rounds failing) keeps its nodes until its
/// leases run out, as every collector does on an SQLite file.
class Leases
{
public:
    struct Round
    {
        bool ok = false;
        QString error;
        QList<qint64> held;     ///< node ids this collector holds after the round, ascending
        qint64 expiresAt = 0;   ///< when those leases run out (ms since the epoch) unless renewed
        int liveCollectors = 0; ///< this one included
        int nodes = 0;
        /// The earliest time another collector's lease runs out unless renewed (0: none). A
        /// round just after it takes a dead collector's nodes without waiting for the next one.
        qint64 othersExpireAt = 0;
        /// Collectors whose session ended since the last round: their leases were let go now.
        QStringList gone;
    };

    Leases(storage::Database& db, QString collectorId);

    QString collectorId() const { return m_id; }

    /// One round at `nowMs` (ms since the epoch, UTC) for leases of `leaseMs`.
    Round round(qint64 nowMs, qint64 leaseMs, const QString& host, qint64 pid);
    /// The other collectors whose sessions ended since a round last removed them (none on an
    /// SQLite file), or nothing when the store cannot be read (`*error` says why): a cheap read,
    /// asked often, so that a round can run at once when one dies. A round removes them.
    std::optional<QStringList> goneCollectors(QString* error = nullptr);
    /// Gives back every lease and the collector's row (a clean stop): the others take its nodes
    /// at their next round instead of after the lease.
    bool release();

private:
    storage::Database& m_db;
    QString m_id;
    qint64 m_startedAt = 0;
};

} // namespace fleetdeck::team
