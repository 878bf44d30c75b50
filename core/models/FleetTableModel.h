// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleet/Node.h"
#include "status/HealthState.h"

#include <QAbstractTableModel>
#include <QList>

namespace fleetdeck {

class Inventory;

/// The fleet table: one row per inventory node, kept in name order, updated incrementally from
/// the inventory's signals. DisplayRole is plain text; raw values are in the custom roles so
/// that views, proxies and charts sort and draw from numbers, not strings.
class FleetTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, StateColumn, AddressColumn, UserColumn, LabelsColumn, ColumnCount };
    enum Role {
        NodeRole = Qt::UserRole + 1, ///< fleetdeck::Node
        NameRole,                    ///< QString
        HealthRole,                  ///< int (HealthState)
        HealthNameRole,              ///< QString, contract name ("daemon_down")
        HealthReasonRole,            ///< QString, one line naming the reason; empty if none
        SortRole,                    ///< raw value per column for sorting
    };

    explicit FleetTableModel(Inventory& inventory, QObject* parent = nullptr);

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
    void setHealth(const QString& name, HealthState state, const QString& reason);

private:
    struct Row
    {
        Node node;
        HealthState health = HealthState::Unknown;
        QString reason;
    };

    int insertionRow(const QString& name) const;
    void onNodeAdded(const Node& node);
    void onNodeUpdated(const QString& oldName, const Node& node);
    void onNodeRemoved(const QString& name);

    Inventory& m_inventory;
    QList<Row> m_rows;
};

} // namespace fleetdeck
