// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "fleet/ProviderImport.h"
#include "lifecycle/LifecycleRecord.h"
#include "logs/LogPatterns.h"
#include "status/HealthState.h"
#include "status/NodeStatus.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QHash>
#include <QList>

#include <tuple>

namespace fleetdeck::fleet {
class Inventory;
}

namespace fleetdeck::models {

/// The fleet table: one row per inventory node, kept in name order, updated incrementally from
/// the inventory's signals. DisplayRole is plain text; raw values are in the custom roles so
/// that views, proxies and charts sort and draw from numbers, not strings.
class FleetTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        StateColumn,
        NameColumn,
        AddressColumn,
        GpuColumn,     ///< model ×count (system probe; else the provider's gpu_name ×num_gpus)
        GpuLoadColumn, ///< utilization and temperature (system probe)
        WorkersColumn, ///< GPU workers busy/total
        QueueColumn,
        PipelinesColumn,
        CompletedColumn,
        FailedColumn,
        RateColumn,         ///< proofs per hour over the last 10 minutes
        CostPerHourColumn,  ///< the provider's dph_total, else the `dph` label (NodeCost)
        CostPerProofColumn, ///< $/h ÷ the live proofs per hour
        MemoryColumn,       ///< cuzk memory budget used/total
        LatencyColumn,
        LastSeenColumn,
        ReasonColumn, ///< the diagnosis, one line
        UserColumn,
        LabelsColumn,
        StageColumn,  ///< where a rented node is in its life (LifecycleRecord); empty for others
        EventsColumn, ///< what its log said that matters, within the window ("CUDA error 3× in 10 min")
        ColumnCount
    };
    enum Role {
        NodeRole = Qt::UserRole + 1, ///< fleetdeck::Node
        NameRole,                    ///< QString
        HealthRole,                  ///< int (HealthState)
        HealthNameRole,              ///< QString, contract name ("daemon_down")
        HealthReasonRole,            ///< QString, one line naming the reason; empty if none
        SortRole,                    ///< raw value per column for sorting
        StatusRole,                  ///< fleetdeck::status::NodeStatus (invalid before the first poll)
        DiagnosisCodeRole,           ///< QString, e.g. "auth_denied"; empty if none
        LabelsRole,                  ///< QVariantMap of the node's labels (for filters)
        StageRole,                   ///< QString, the lifecycle stage's name ("in_service"); empty if none
        EventSeverityRole, ///< QString, the newest log event's severity ("error", "warning"); empty if none
        RetiredRole,       ///< bool: its instance was destroyed; it stays only as history
    };

    /// What the summary cards show.
    struct Totals
    {
        int nodes = 0;
        int healthy = 0;
        int degraded = 0;
        int down = 0; ///< daemon down, unreachable, login refused, host key, error
        int unknown = 0;
        int gpus = 0; ///< from the system probes that answered
        double proofsPerHour = 0;
        int nodesWithRate = 0;
        /// Sum of the known prices per hour of the nodes still rented (vanished provider
        /// instances are left out of every cost figure).
        double dollarsPerHour = 0;
        int nodesWithPrice = 0;
        int nodesWithoutPrice = 0;
        /// Instances the provider lists as stopped: they still bill their storage.
        int stopped = 0;
        double stoppedDollarsPerHour = 0; ///< their storage, where its price is known
        /// Of the nodes with both a price and a live rate: their $/h and their proofs/h.
        double costedDollarsPerHour = 0;
        double costedProofsPerHour = 0;

        /// The fleet's $/proof over the nodes whose price and rate are both known; nullopt
        /// when there are none.
        std::optional<double> dollarsPerProof() const;
    };

    explicit FleetTableModel(fleet::Inventory& inventory, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// Row of the node called `name`, or -1.
    int rowOf(const QString& name) const;
    Node nodeAt(int row) const { return m_rows.at(row).node; }
    /// Reloads everything from the inventory (a reset: only for a different database).
    void reload();
    /// Sets what is known of a node's health; emits dataChanged for its row only.
    void setHealth(const QString& name, status::HealthState state, const QString& reason);
    /// Applies a batch of poll results: one dataChanged per run of adjacent changed rows, never
    /// a reset. Names not in the table are ignored.
    void applyStatuses(const QList<status::NodeStatus>& batch);
    /// The newest status of a node, or nullptr.
    const status::NodeStatus* statusOf(const QString& name) const;
    Totals totals() const;
    /// The node's provider data (vast.ai), or nullopt for a manual node.
    std::optional<fleet::ProviderRecord> providerRecordOf(const QString& name) const;
    /// The node's price per hour (NodeCost::dollarsPerHour), or nullopt.
    std::optional<double> dollarsPerHourOf(const QString& name) const;
    /// The lives of the rented nodes (LifecycleDriver::records()); replaces what was set before.
    void setLifecycle(const QList<lifecycle::LifecycleRecord>& records);
    /// The lifecycle record of a node, or nullopt when it was not rented through a template.
    std::optional<lifecycle::LifecycleRecord> lifecycleOf(const QString& name) const;
    /// A node's log events within the last `windowMinutes` (newest first), from the patterns its
    /// lines matched. One with a node state ("degraded") makes a node that polls healthy show that
    /// state, with the event as its reason, while it is within the window.
    void setLogEvents(const QString& name, const QList<logs::LogEventSummary>& events, int windowMinutes);
    QList<logs::LogEventSummary> logEventsOf(const QString& name) const;
    /// "Last seen" ages are told relative to this (the newest batch's time by default).
    void setNow(const QDateTime& now) { m_now = now; }

private:
    struct Row
    {
        Node node;
        status::HealthState health = status::HealthState::Unknown;
        QString reason;
        QString code;
        std::optional<status::NodeStatus> status;
        std::optional<fleet::ProviderRecord> provider;
        std::optional<lifecycle::LifecycleRecord> life;
        QList<logs::LogEventSummary> events;
    };
    /// Folds the row's log events into its health (see setLogEvents).
    void applyLogEvents(Row& row) const;
    int m_logWindowMinutes = 10;

    /// The row's newest status, its daemon document and its machine, each null when unknown.
    static std::tuple<const status::NodeStatus*, const status::CuzkStatus*, const status::SystemInfo*>
    partsOf(const Row& row);
    QVariant display(const Row& row, int column) const;
    QVariant sortValue(const Row& row, int column) const;
    void reindex();
    static std::optional<double> priceOf(const Row& row);
    static std::optional<double> rateOf(const Row& row);
    void onProviderDataChanged();

    int insertionRow(const QString& name) const;
    void onNodeAdded(const Node& node);
    void onNodeUpdated(const QString& oldName, const Node& node);
    void onNodeRemoved(const QString& name);

    fleet::Inventory& m_inventory;
    std::optional<lifecycle::LifecycleRecord> lifeOf(qint64 nodeId) const;

    QList<Row> m_rows;
    QHash<qint64, lifecycle::LifecycleRecord> m_lives; ///< by node id
    QHash<QString, int> m_rowByName;
    QDateTime m_now;
};

} // namespace fleetdeck::models
