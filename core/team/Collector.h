// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/StatusPoller.h"
#include "team/Leases.h"
#include "team/Metrics.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QTimer>

#include <memory>

namespace fleetdeck::storage {
class Database;
}
namespace fleetdeck::fleet {
class Inventory;
}
namespace fleetdeck::status {
class StatusHistory;
}

namespace fleetdeck::team {

/// A headless collector (`fleetdeck-cli collect`): polls the nodes it holds leases on through
/// the console's poller, and writes what it saw into the store: each node's newest status
/// (node_status, for consoles that read the store) and the status history. Every lease/3 it
/// takes part in a lease round (team/Leases); when a round fails and its leases run out, it
/// stops polling them, so no node is polled by two collectors for longer than a lease.
class Collector : public QObject
{
    Q_OBJECT

public:
    struct Options
    {
        QString id;             ///< unique among the store's collectors (host:pid:start)
        qint64 leaseMs = 15000; ///< a dead collector's nodes move after at most this long
        status::StatusPoller::Options poller;
    };

    Collector(storage::Database& db, ssh::SshEngine* engine, status::StatusPoller::LoginFor loginFor,
              Options options, QObject* parent = nullptr);
    ~Collector() override;

    /// The first lease round at once, polling after it.
    void start();
    /// Stops polling and gives the leases back.
    void stop();

    QStringList heldNodes() const;
    CollectorCounters counters() const { return m_counters; }
    /// The /metrics page.
    QByteArray metrics() const;
    QString id() const { return m_options.id; }

Q_SIGNALS:
    /// After each lease round: how many nodes this collector holds, of how many, among how many
    /// live collectors; `error` empty when the round worked.
    void leaseRound(int held, int nodes, int liveCollectors, const QString& error);
    /// A round found that these collectors' sessions ended (their processes died): their leases
    /// were let go, for the live collectors to take.
    void collectorsGone(const QStringList& ids);

private:
    void round();
    void checkExpiry();
    void record(const QList<status::NodeStatus>& batch);

    storage::Database& m_db;
    Options m_options;
    std::unique_ptr<fleet::Inventory> m_inventory;
    std::unique_ptr<status::StatusHistory> m_history;
    std::unique_ptr<status::StatusPoller> m_poller;
    Leases m_leases;
    QTimer m_roundTimer;
    QTimer m_expiryTimer;
    /// A round just after another collector's leases run out (Leases::Round::othersExpireAt).
    QTimer m_takeoverTimer;
    QTimer m_goneTimer; ///< looks every second whether another collector's session ended
    static constexpr int kAfterExpiryMs = 50;
    qint64 m_expiresAt = 0;
    QHash<QString, Node> m_held; ///< by name
    QHash<QString, status::NodeStatus> m_latest;
    CollectorCounters m_counters;
};

} // namespace fleetdeck::team
