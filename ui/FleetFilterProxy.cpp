// SPDX-License-Identifier: GPL-3.0-or-later
#include "FleetFilterProxy.h"

#include "models/FleetTableModel.h"

namespace fleetdeck::ui {

void FleetFilterProxy::setFilterText(const QString& text)
{
    m_words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidateFilter();
}

void FleetFilterProxy::setStateFilter(const QString& state)
{
    m_state = state;
    invalidateFilter();
}

void FleetFilterProxy::setShowRetired(bool show)
{
    if (show == m_showRetired)
        return;
    m_showRetired = show;
    invalidateFilter();
}

bool FleetFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QAbstractItemModel* model = sourceModel();
    const QModelIndex first = model->index(sourceRow, 0, sourceParent);
    if (!m_showRetired && first.data(models::FleetTableModel::RetiredRole).toBool())
        return false;
    if (!m_state.isEmpty()) {
        const QString name = first.data(models::FleetTableModel::HealthNameRole).toString();
        const bool good = name == QLatin1String("healthy") || name == QLatin1String("degraded") ||
                          name == QLatin1String("unknown");
        if (m_state == QLatin1String("down") ? good : name != m_state)
            return false;
    }
    if (m_words.isEmpty())
        return true;
    const QVariantMap labels = first.data(models::FleetTableModel::LabelsRole).toMap();
    QString haystack;
    for (const int column :
         {int(models::FleetTableModel::NameColumn), int(models::FleetTableModel::AddressColumn),
          int(models::FleetTableModel::UserColumn), int(models::FleetTableModel::ReasonColumn),
          int(models::FleetTableModel::GpuColumn), int(models::FleetTableModel::StateColumn),
          int(models::FleetTableModel::LabelsColumn)})
        haystack += model->index(sourceRow, column, sourceParent).data().toString() + QLatin1Char('\n');
    for (const QString& word : m_words) {
        const qsizetype eq = word.indexOf(QLatin1Char('='));
        if (eq > 0) {
            if (labels.value(word.left(eq)).toString().compare(word.mid(eq + 1), Qt::CaseInsensitive) != 0)
                return false;
        } else if (!haystack.contains(word, Qt::CaseInsensitive)) {
            return false;
        }
    }
    return true;
}

} // namespace fleetdeck::ui
