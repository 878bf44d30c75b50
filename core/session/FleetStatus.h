// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "ssh/SshTypes.h"
#include "status/NodeStatus.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <functional>

#include <memory>

namespace fleetdeck::storage {
class Database;
}
namespace fleetdeck::models {
class FleetTableModel;
}
namespace fleetdeck::fleet {
class Inventory;
}
namespace fleetdeck::status {
class StatusHistory;
class StatusPoller;
} // namespace fleetdeck::status

namespace fleetdeck::ssh {
class SshEngine;
}
namespace fleetdeck::team {
class StoreStatusFeed;
}
namespace fleetdeck::secrets {
class CredentialResolver;
}

namespace fleetdeck::session {

/// Keeps the fleet table live: one StatusPoller over the open inventory and engine, its batches
/// into the model and the history, the inventory's edits into the poller. Rebuilt when the
/// database or the engine changes.
///
/// On a team store with a live collector (a heartbeat in the last 30 s) the console does not
/// poll: the table reads what the collectors wrote (team::StoreStatusFeed), and SSH is left to
/// the operator's actions. It polls again by itself when no collector has been alive for 30 s,
/// and stops when one is back (checked every 5 s).
class FleetStatus : public QObject
{
    Q_OBJECT
public:
    explicit FleetStatus(QObject* parent = nullptr);
    ~FleetStatus() override;

    /// Starts polling `inventory` into `model` through `engine` (any may be null: then it stops).
    void attach(ssh::SshEngine* engine, storage::Database* db, fleet::Inventory* inventory,
                models::FleetTableModel* model);
    void setResolver(secrets::CredentialResolver* resolver);
    void setKnownHostsPath(const QString& path);
    /// Seconds between polls (persisted by the window).
    void setIntervalSeconds(int seconds);
    int intervalSeconds() const { return m_intervalSecs; }
    /// Polls the named nodes now (all when empty).
    void refresh(const QStringList& names = {});

    status::StatusPoller* poller() const { return m_poller.get(); }
    /// Whether the status comes from the store's collectors rather than this console's polls.
    bool fromStore() const;
    int liveCollectors() const { return m_liveCollectors; }
    /// Looks again whether a collector is alive (also every 5 s on a team store), on the store
    /// feed's thread: the answer switches the source a moment later.
    void updateSource();
    /// A collector wrote statuses (storage::StoreChanges): read them now, not at the next tick.
    void storeChanged();
    status::StatusHistory* history() const { return m_history.get(); }
    /// "Next refresh in 7 s", "Refreshing 12 nodes…", or empty when not polling.
    QString countdownText() const;

    /// Nodes never polled (retired ones: only history); asked when polling is set up and when a
    /// node is added or changed. forget() takes one out of the polling at once.
    std::function<bool(const Node&)> skip;
    /// Nodes whose unknown host key a poll learns (as `StrictHostKeyChecking accept-new` does; a
    /// changed key is still refused): instances this console rented, whose first key nobody
    /// could have checked by hand. Every other node's polls are strict.
    std::function<bool(const Node&)> acceptNewHostKey;
    void forget(const QString& name);

Q_SIGNALS:
    void updated(const QList<fleetdeck::status::NodeStatus>& batch);
    /// One node's poll with its result (the poller's signal, kept across rebuilds).
    void polled(const fleetdeck::status::NodeStatus& status, const fleetdeck::ssh::OperationResult& result);
    /// fromStore() changed.
    void sourceChanged();

private:
    void rebuild();
    /// Polls by itself without a live collector, reads the store with one.
    void useSource(int liveCollectors);

    QPointer<ssh::SshEngine> m_engine;
    storage::Database* m_db = nullptr;
    fleet::Inventory* m_inventory = nullptr;
    models::FleetTableModel* m_model = nullptr;
    QPointer<secrets::CredentialResolver> m_resolver;
    QString m_knownHostsPath;
    int m_intervalSecs = 10;
    std::unique_ptr<status::StatusHistory> m_history;
    std::unique_ptr<status::StatusPoller> m_poller;
    std::unique_ptr<team::StoreStatusFeed> m_feed;
    QTimer m_sourceTimer;
    int m_liveCollectors = 0;
};

} // namespace fleetdeck::session
