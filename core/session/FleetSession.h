// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "fleet/Inventory.h"
#include "session/ConnectionChecks.h"
#include "status/HealthState.h"
#include "status/NodeStatus.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrl>

#include <memory>
#include <optional>

namespace fleetdeck::storage {
class Database;
class StoreChanges;
} // namespace fleetdeck::storage
namespace fleetdeck::models {
class FleetTableModel;
}
namespace fleetdeck::vast {
class VastKeyPlatform;
class VastSync;
struct VastError;
} // namespace fleetdeck::vast
namespace fleetdeck::keys {
struct KeyChange;
struct KeyNodeResult;
} // namespace fleetdeck::keys

namespace fleetdeck::session {

class BenchmarkRuns;
class FleetLifecycle;
class FleetLogs;
class FleetStatus;
class SecretStorage;

/// The open fleet, without a window: the database and everything built on it (inventory, table
/// model, status polling and history, connection checks, benchmark runs, the deployment trail,
/// vast.ai sync and key platform) and where secrets are kept. The console's window binds its
/// widgets to one; tests and other front ends drive it directly. Nothing here shows anything or
/// asks anyone: what needs the operator comes out as signals.
class FleetSession : public QObject
{
    Q_OBJECT

public:
    explicit FleetSession(QObject* parent = nullptr);
    ~FleetSession() override;

    /// Opens `path` (creating and migrating it if needed) in place of the open database. On
    /// failure the previous database stays open and error() says why.
    bool open(const QString& path);
    bool isOpen() const { return m_db != nullptr; }
    /// A team store this operator's role may only read (storage::Database::isReadOnly).
    bool isReadOnly() const;
    /// Why an edit is not possible, for a disabled action's tooltip; empty when it is.
    QString readOnlyReason() const;
    QString databasePath() const;
    /// Why the last open() or recordDeployment() failed.
    QString error() const { return m_error; }

    storage::Database* database() const { return m_db.get(); }
    fleet::Inventory* inventory() const { return m_inventory.get(); }
    models::FleetTableModel* model() const { return m_model.get(); }

    /// The engine checks, polls and benchmarks run on; not owned, and it must outlive its use
    /// here. Without one nothing reaches a node.
    void setEngine(ssh::SshEngine* engine);
    ssh::SshEngine* engine() const { return m_engine; }
    /// The known_hosts file checks read and host-key decisions write.
    void setKnownHostsPath(const QString& path);
    QString knownHostsPath() const;
    /// The OS keychain (not owned; null for none); see SecretStorage.
    void setCredentialStore(secrets::CredentialStore* keychain);

    SecretStorage* secrets() const { return m_secrets; }
    ConnectionChecks* checks() const { return m_checks; }
    FleetStatus* status() const { return m_status; }
    BenchmarkRuns* benchmarks() const { return m_benchmarks; }
    /// Offers, renting, and the stages and rules of rented nodes.
    FleetLifecycle* lifecycle() const { return m_lifecycle; }
    /// The nodes' logs: views, and the background watch that turns lines into events.
    FleetLogs* logs() const { return m_logs; }
    /// Keeps the vast.ai nodes in step with the account (settings vast/*); on by itself when
    /// the inventory has vast.ai nodes, unless the operator turned it off.
    vast::VastSync* vastSync() const { return m_vastSync; }
    /// How key deployment attaches keys to vast.ai nodes through the platform.
    vast::VastKeyPlatform* vastKeys() const { return m_vastKeys; }
    /// Applies the vast/* settings (address, account, interval) to the sync and the platform.
    void configureVast();
    /// The vast.ai API's address for this run, over the setting vast/baseUrl.
    void setVastBaseUrl(const QUrl& url);

    std::optional<Node> findNode(const QString& name) const;
    bool nameTaken(const QString& name) const;
    /// Inventory edits; an edited or removed node's check result is forgotten (it describes a
    /// login that may no longer be the node's).
    fleet::Inventory::Result addNode(const Node& node);
    fleet::Inventory::Result updateNode(const QString& name, const Node& node);
    fleet::Inventory::Result removeNode(const QString& name);

    /// A new action of the operator: the checks it starts share it (see CheckOrigin). Only a
    /// check of one node the operator picked is an explicit request (it may ask for a password).
    CheckOrigin newAction(bool explicitRequest);
    /// Starts the connection checks of the named nodes as one action.
    void check(const QStringList& names, bool explicitRequest);
    void checkAll();
    /// Polls the named nodes now (every node when empty).
    void refresh(const QStringList& names = {});
    /// Seconds between polls, kept in the setting status/intervalSecs.
    void setPollIntervalSeconds(int seconds);
    int pollIntervalSeconds() const;

    /// Keys were deployed to `nodes`: their logins may work now, so they are polled at once and
    /// those with a check result are checked again.
    void keysDeployed(const QStringList& nodes);
    /// Writes a deployment's outcome to the audit trail; false, with error(), when it could not.
    bool recordDeployment(const keys::KeyChange& change, const QList<keys::KeyNodeResult>& results);

    /// Benchmark runs still going.
    int activeBenchmarkRuns() const;
    /// Cancels every run (each run's processes are killed on its node and it is recorded as
    /// cancelled); benchmarksStopped() follows when none is left, or after `graceMs` whatever
    /// they do.
    void stopBenchmarks(int graceMs = 8000);

Q_SIGNALS:
    /// A different database is about to replace the open one: work on the old one should end.
    void databaseClosing();
    /// The new database is open and model() is its table; the previous model is deleted when
    /// this signal returns, so views switch to the new one here.
    void databaseOpened(const QString& path);
    /// A connection check ended and the node's health in the model says so.
    void checkFinished(const QString& node, const fleetdeck::ssh::OperationResult& result,
                       const fleetdeck::session::CheckOrigin& origin, fleetdeck::status::HealthState state);
    /// Something the operator should read, in their words (vast.ai refresh failures, once per
    /// kind until a refresh works again).
    void warning(const QString& text);
    void benchmarksStopped();
    /// Another process on the team store changed `topic` (a table's name: "nodes",
    /// "key_deployments", "bench_runs", …), after this session read it again where it keeps it.
    void storeChanged(const QString& topic);

private:
    void attachServices();
    void onCheckFinished(const QString& name, const ssh::OperationResult& result, const CheckOrigin& origin);
    void onVastFailed(const vast::VastError& error);

    std::unique_ptr<storage::Database> m_db;
    std::unique_ptr<fleet::Inventory> m_inventory;
    std::unique_ptr<models::FleetTableModel> m_model;
    /// Others' edits of a team store (goes before m_db).
    std::unique_ptr<storage::StoreChanges> m_changes;
    QPointer<ssh::SshEngine> m_engine;
    SecretStorage* m_secrets;
    ConnectionChecks* m_checks;
    FleetStatus* m_status;
    BenchmarkRuns* m_benchmarks;
    FleetLifecycle* m_lifecycle;
    FleetLogs* m_logs;
    vast::VastSync* m_vastSync;
    vast::VastKeyPlatform* m_vastKeys;
    QString m_error;
    QString m_lastVastError; ///< each kind of refresh failure is told once
    /// Writes an event of the node for the `events` log source (checks, state changes, rules,
    /// key changes).
    void noteEvent(const QString& node, const QString& kind, const QString& code, const QString& message,
                   bool problem);
    void noteStateChanges(const QList<status::NodeStatus>& batch);
    QHash<QString, status::HealthState> m_lastStates;
    quint64 m_lastAction = 0;
    bool m_stoppingBenchmarks = false;
    quint64 m_stopSerial = 0; ///< a stop's grace timer ends only that stop
};

} // namespace fleetdeck::session
