// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/NodeStatus.h"

#include <QObject>
#include <QPointer>

#include <memory>

namespace fleetdeck {
class Database;
class FleetTableModel;
class Inventory;
class StatusHistory;
class StatusPoller;
namespace ssh {
class SshEngine;
}
namespace secrets {
class CredentialResolver;
}
} // namespace fleetdeck

namespace fleetdeck::ui {

/// Keeps the fleet table live: one StatusPoller over the open inventory and engine, its batches
/// into the model and the history, the inventory's edits into the poller. Rebuilt when the
/// database or the engine changes.
class FleetStatus : public QObject
{
    Q_OBJECT
public:
    explicit FleetStatus(QObject* parent = nullptr);
    ~FleetStatus() override;

    /// Starts polling `inventory` into `model` through `engine` (any may be null: then it stops).
    void attach(ssh::SshEngine* engine, Database* db, Inventory* inventory, FleetTableModel* model);
    void setResolver(secrets::CredentialResolver* resolver);
    void setKnownHostsPath(const QString& path);
    /// Seconds between polls (persisted by the window).
    void setIntervalSeconds(int seconds);
    int intervalSeconds() const { return m_intervalSecs; }
    /// Polls the named nodes now (all when empty).
    void refresh(const QStringList& names = {});

    StatusPoller* poller() const { return m_poller.get(); }
    StatusHistory* history() const { return m_history.get(); }
    /// "Next refresh in 7 s", "Refreshing 12 nodes…", or empty when not polling.
    QString countdownText() const;

Q_SIGNALS:
    void updated(const QList<fleetdeck::NodeStatus>& batch);

private:
    void rebuild();

    QPointer<ssh::SshEngine> m_engine;
    Database* m_db = nullptr;
    Inventory* m_inventory = nullptr;
    FleetTableModel* m_model = nullptr;
    QPointer<secrets::CredentialResolver> m_resolver;
    QString m_knownHostsPath;
    int m_intervalSecs = 10;
    std::unique_ptr<StatusHistory> m_history;
    std::unique_ptr<StatusPoller> m_poller;
};

} // namespace fleetdeck::ui
