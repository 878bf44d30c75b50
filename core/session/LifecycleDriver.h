// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "bench/BenchSpec.h"
#include "lifecycle/LifecycleRecord.h"
#include "lifecycle/LifecycleRules.h"
#include "lifecycle/RentTemplate.h"
#include "ssh/SshTypes.h"
#include "status/NodeStatus.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QSet>

#include <functional>
#include <optional>

namespace fleetdeck::storage {
class Database;
}
namespace fleetdeck::fleet {
class Inventory;
}

namespace fleetdeck::session {

/// Applies the templates' stages and rules (lifecycle::LifecycleRules) to the nodes rented
/// through them, for the console and for `fleetdeck-cli lifecycle` alike: what the polls and the
/// provider showed goes in (observe(), the inventory's provider records), step() moves stages,
/// trips rules and starts qualification runs, runEnded() judges them. Destroying an instance and
/// starting a run are the caller's (the hooks), so that each front end does them its way.
///
/// A tripped rule puts the node in Failed with the reason; where the template retires
/// automatically the instance is destroyed and the node Retired. A machine whose qualification
/// failed, or that was retired, goes on the bad hosts list.
///
/// On a team's store one process drives the rules: the one holding the store's session lock
/// "fleetdeck-lifecycle" (taken by the first step, kept while its connection lasts). The others'
/// steps do nothing but look again whether the lock is free (acting() false), so five consoles do
/// not start five qualification runs or destroy an instance five times; when the driving process
/// ends, the next step of another takes over. A read-only connection never drives. On an SQLite
/// file every process drives, as before.
class LifecycleDriver : public QObject
{
    Q_OBJECT

public:
    LifecycleDriver(storage::Database& db, fleet::Inventory& inventory, QObject* parent = nullptr);
    ~LifecycleDriver() override;

    /// Destroys the provider instance; `done` gets an empty string when it is gone (or was
    /// already), else why not.
    using Destroy =
        std::function<void(const QString& instanceId, std::function<void(const QString& failure)> done)>;
    Destroy destroy;
    /// Starts `spec` on `node`; `done` gets the run's id, or 0 and why it could not start.
    using StartRun = std::function<void(const Node& node, const bench::BenchSpec& spec,
                                        std::function<void(qint64 run, const QString& why)> done)>;
    StartRun startRun;

    /// The newest poll of a node; only nodes rented through a template are kept.
    void observe(const status::NodeStatus& status, const ssh::OperationResult& result);
    /// The nodes a round polls: rented through a known template, not ended, with an address.
    QList<Node> pollable() const;
    /// One round over every live record with what is known now (nothing when another process
    /// drives the rules).
    void step();
    /// Whether this process drives the rules (as of the last step).
    bool acting() const { return m_acting; }
    /// The session lock's name.
    static QString lockName();
    /// A benchmark run ended: judges the node it qualified, if any.
    void runEnded(qint64 run);
    /// Qualification runs started and not judged yet, and starts still under way.
    bool busy() const { return !m_running.isEmpty() || !m_starting.isEmpty() || !m_destroying.isEmpty(); }

    /// Every record of a template, as the store has it now.
    QList<lifecycle::LifecycleRecord> records() const;
    /// `{"nodes": [...]}` of `lifecycle --json`.
    QJsonObject toJson() const;

Q_SIGNALS:
    /// A record changed (stage, rule, qualification, retirement) and was saved.
    void recordChanged(const fleetdeck::lifecycle::LifecycleRecord& record);
    /// A rule tripped on a node; `trip.action` says whether it is being destroyed.
    void ruleTripped(const QString& node, const fleetdeck::lifecycle::RuleTrip& trip);
    void qualificationStarted(const QString& node, qint64 run);
    /// Something went wrong that the operator should read (a save, a destroy that failed).
    void warning(const QString& text);
    /// acting() changed.
    void actingChanged(bool acting);

private:
    struct Polled
    {
        status::NodeStatus status;
        ssh::OperationResult result;
    };

    void save(const lifecycle::LifecycleRecord& record);
    bool notePrice(lifecycle::LifecycleRecord& record, const Node& node, const QDateTime& now) const;
    void act(const lifecycle::LifecycleRecord& record, const lifecycle::Decision& d);
    void retire(qint64 nodeId, const QString& instanceId);
    /// The destroy ended: Retired, or (with `failure`) only notified.
    void retired(qint64 nodeId, const QString& failure);
    void qualify(const lifecycle::LifecycleRecord& record, const lifecycle::RentTemplate& t);
    void judgeRun(lifecycle::LifecycleRecord& record, const lifecycle::RentTemplate& t);
    lifecycle::Observation observation(const Node& node) const;
    QHash<QString, lifecycle::RentTemplate> templates() const;

    storage::Database& m_db;
    fleet::Inventory& m_inventory;
    QHash<QString, Polled> m_polled; ///< by node name
    QHash<qint64, qint64> m_running; ///< qualification run -> node id
    QSet<qint64> m_starting;         ///< node ids whose run is being started
    QSet<qint64> m_destroying;       ///< node ids whose instance is being destroyed
    bool m_acting = true;
};

} // namespace fleetdeck::session
