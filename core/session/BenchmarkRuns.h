// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "bench/BenchLog.h"
#include "bench/BenchSample.h"
#include "bench/BenchSpec.h"
#include "bench/BenchmarkRunner.h"
#include "bench/BenchmarkStore.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

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

namespace fleetdeck::ssh {
class SshEngine;
}
namespace fleetdeck::secrets {
class CredentialResolver;
}

namespace fleetdeck::session {

/// The console's benchmark runs: the BenchmarkRunner of the open database and engine, and how a
/// run's targets are built from the inventory. Owned by the main window, not by the Benchmarks
/// window, so that closing that window never stops a run. The runner's signals are passed on as
/// this object's, so views connect once and survive a change of database.
class BenchmarkRuns : public QObject
{
    Q_OBJECT

public:
    explicit BenchmarkRuns(QObject* parent = nullptr);
    ~BenchmarkRuns() override;

    /// Builds the runner on `engine` and `db` (with any of them null there is none). Runs of a
    /// previous runner are cancelled first. Nothing changes when the same engine and database
    /// come again. The first time a database comes, the runs a previous console left running are
    /// marked interrupted (BenchmarkRunner::markAbandonedRuns).
    void attach(ssh::SshEngine* engine, storage::Database* db, fleet::Inventory* inventory,
                models::FleetTableModel* fleet);
    /// Cancels the runs and lets go of the database: it is about to close.
    void detach();
    /// Another process on the team store recorded or ended runs: views read them again.
    void storeChanged() { Q_EMIT runsChangedElsewhere(); }
    /// Where logins find their secrets (not owned; null: keys without passphrase only).
    void setResolver(secrets::CredentialResolver* resolver);
    /// The known_hosts file of the console, asked at each start (default: SshTarget's default).
    std::function<QString()> knownHostsPath;

    bench::BenchmarkRunner* runner() const { return m_runner.get(); }
    storage::Database* database() const { return m_db; }
    fleet::Inventory* inventory() const;
    models::FleetTableModel* fleetModel() const;

    /// The target a run on `node` uses: the node's login as a connection check makes it (secrets
    /// are added at start) and its GPU model (gpuModelOf).
    bench::BenchTarget targetFor(const Node& node) const;
    /// "RTX 4090 ×2" from the node's last system probe, else the value of its `gpu` label; empty
    /// when neither is known.
    QString gpuModelOf(const QString& node) const;

    /// Starts `spec` on the named nodes once their secrets are looked up; started() or
    /// startFailed() tell how it went. False, with the reason in startFailed(), when nothing can
    /// start (no runner, an invalid spec, no node, an unknown node).
    bool start(const bench::BenchSpec& spec, const QStringList& nodes);

    /// Starts `spec` on one node once its secrets are looked up, for a caller that needs the run
    /// (qualification); `done` gets its id, or 0 and why it could not start.
    void startOn(const bench::BenchSpec& spec, const Node& node,
                 std::function<void(qint64 run, const QString& why)> done);

Q_SIGNALS:
    /// The database or the runner changed (a database opened or closed, an engine set): views
    /// read again.
    void runnerChanged();
    /// Runs were recorded or ended by another process (a console on the same team store).
    void runsChangedElsewhere();
    /// start() launched these runs (0 for a target whose run could not be recorded).
    void started(const QList<qint64>& runs);
    void startFailed(const QString& reason);

    void runStarted(qint64 run);
    void sampleRecorded(qint64 run, const fleetdeck::bench::BenchSample& sample);
    void logAppended(qint64 run, const QList<fleetdeck::bench::BenchLogLine>& lines);
    void runFinished(qint64 run, fleetdeck::bench::BenchRunState state, const QString& reason);

private:
    void dropRunner();
    void withSecrets(const QList<Node>& nodes, const QList<bench::BenchTarget>& targets,
                     std::function<void(const QList<bench::BenchTarget>&)> done);
    void launch(quint64 serial, const bench::BenchSpec& spec, const QList<bench::BenchTarget>& targets);

    QPointer<ssh::SshEngine> m_engine;
    storage::Database* m_db = nullptr;
    QPointer<fleet::Inventory> m_inventory;
    QPointer<models::FleetTableModel> m_fleet;
    QPointer<secrets::CredentialResolver> m_resolver;
    std::unique_ptr<bench::BenchmarkRunner> m_runner;
    QString m_abandonedMarked; ///< the database whose abandoned runs were marked interrupted
    quint64 m_serial = 0;      ///< bumps with each runner, so lookups for an old one are dropped
};

} // namespace fleetdeck::session
