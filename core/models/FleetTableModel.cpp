// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/FleetTableModel.h"

#include "Tr.h"
#include "fleet/Inventory.h"

#include <algorithm>

namespace fleetdeck {

FleetTableModel::FleetTableModel(Inventory& inventory, QObject* parent)
    : QAbstractTableModel(parent)
    , m_inventory(inventory)
{
    connect(&inventory, &Inventory::nodeAdded, this, &FleetTableModel::onNodeAdded);
    connect(&inventory, &Inventory::nodeUpdated, this, &FleetTableModel::onNodeUpdated);
    connect(&inventory, &Inventory::nodeRemoved, this, &FleetTableModel::onNodeRemoved);
    reload();
}

void FleetTableModel::reload()
{
    beginResetModel();
    m_rows.clear();
    for (const Node& node : m_inventory.nodes())
        m_rows.append(Row{node, HealthState::Unknown, {}});
    endResetModel();
}

int FleetTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FleetTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FleetTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows.at(index.row());
    const Node& n = row.node;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return n.name;
        case StateColumn:
            return healthStateLabel(row.health);
        case AddressColumn:
            return n.address();
        case UserColumn:
            return n.user;
        case LabelsColumn:
            return n.labelsText();
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == StateColumn && !row.reason.isEmpty())
            return row.reason;
        if (index.column() == AddressColumn && n.identity)
            return Tr::tr("Identity: %1").arg(*n.identity);
        break;
    case SortRole:
        switch (index.column()) {
        case NameColumn:
            return n.name;
        case StateColumn:
            return int(row.health);
        case AddressColumn:
            return n.host + QLatin1Char(':') + QString::number(n.port).rightJustified(5, QLatin1Char('0'));
        case UserColumn:
            return n.user;
        case LabelsColumn:
            return n.labelsText();
        }
        break;
    case NodeRole:
        return QVariant::fromValue(n);
    case NameRole:
        return n.name;
    case HealthRole:
        return int(row.health);
    case HealthNameRole:
        return healthStateName(row.health);
    case HealthReasonRole:
        return row.reason;
    }
    return {};
}

QVariant FleetTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return Tr::tr("Node");
    case StateColumn:
        return Tr::tr("State");
    case AddressColumn:
        return Tr::tr("Address");
    case UserColumn:
        return Tr::tr("User");
    case LabelsColumn:
        return Tr::tr("Labels");
    }
    return {};
}

QHash<int, QByteArray> FleetTableModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(NodeRole, "node");
    names.insert(NameRole, "name");
    names.insert(HealthRole, "health");
    names.insert(HealthNameRole, "healthName");
    names.insert(HealthReasonRole, "healthReason");
    names.insert(SortRole, "sort");
    return names;
}

int FleetTableModel::rowOf(const QString& name) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).node.name == name)
            return i;
    }
    return -1;
}

int FleetTableModel::insertionRow(const QString& name) const
{
    const auto it = std::lower_bound(m_rows.cbegin(), m_rows.cend(), name,
                                     [](const Row& r, const QString& n) { return r.node.name < n; });
    return int(it - m_rows.cbegin());
}

void FleetTableModel::setHealth(const QString& name, HealthState state, const QString& reason)
{
    const int row = rowOf(name);
    if (row < 0)
        return;
    Row& r = m_rows[row];
    if (r.health == state && r.reason == reason)
        return;
    r.health = state;
    r.reason = reason;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void FleetTableModel::onNodeAdded(const Node& node)
{
    const int row = insertionRow(node.name);
    beginInsertRows({}, row, row);
    m_rows.insert(row, Row{node, HealthState::Unknown, {}});
    endInsertRows();
}

void FleetTableModel::onNodeUpdated(const QString& oldName, const Node& node)
{
    const int from = rowOf(oldName);
    if (from < 0) {
        onNodeAdded(node);
        return;
    }
    if (oldName != node.name) {
        // A rename may move the row; its health history belongs to the old identity.
        Row moved = m_rows.at(from);
        moved.node = node;
        int to = insertionRow(node.name);
        // beginMoveRows wants the destination in pre-move coordinates.
        if (to != from && to != from + 1) {
            beginMoveRows({}, from, from, {}, to);
            m_rows.removeAt(from);
            m_rows.insert(to > from ? to - 1 : to, moved);
            endMoveRows();
            const int now = rowOf(node.name);
            Q_EMIT dataChanged(index(now, 0), index(now, ColumnCount - 1));
            return;
        }
    }
    m_rows[from].node = node;
    Q_EMIT dataChanged(index(from, 0), index(from, ColumnCount - 1));
}

void FleetTableModel::onNodeRemoved(const QString& name)
{
    const int row = rowOf(name);
    if (row < 0)
        return;
    beginRemoveRows({}, row, row);
    m_rows.removeAt(row);
    endRemoveRows();
}

} // namespace fleetdeck
