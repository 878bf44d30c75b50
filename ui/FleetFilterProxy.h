// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>
#include <QStringList>

namespace fleetdeck::ui {

/// The fleet table's filter: free text (name, address, user, reason, labels) and `key=value`
/// words matching labels, plus an optional state group chosen on the summary cards.
class FleetFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    /// Words separated by spaces; all must match. A word with '=' must match a label exactly.
    void setFilterText(const QString& text);
    /// "healthy", "degraded", "down" (every bad state), a contract state name, or empty for all.
    void setStateFilter(const QString& state);
    QString stateFilter() const { return m_state; }
    /// Retired nodes (instances destroyed, kept as history) are left out unless shown.
    void setShowRetired(bool show);
    bool showsRetired() const { return m_showRetired; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QStringList m_words;
    QString m_state;
    bool m_showRetired = false;
};

} // namespace fleetdeck::ui
