// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/FleetTableModel.h"

#include <QWidget>

#include <optional>

namespace fleetdeck::ui {

class StatCard;

/// The row of figures above the fleet table: how many nodes are healthy, degraded and down, the
/// GPUs, the fleet's proofs per hour, and (once costs are known) what an hour and a proof cost.
/// Clicking a state's card asks the window to show only those nodes.
class SummaryCards : public QWidget
{
    Q_OBJECT

public:
    explicit SummaryCards(QWidget* parent = nullptr);

    /// Shows the totals, costs included: the cost cards appear once a node has a price.
    void setTotals(const models::FleetTableModel::Totals& totals);
    /// Overrides the fleet's cost per hour until the next setTotals() (every node counted as
    /// priced); nullopt hides the cost cards.
    void setCosts(std::optional<double> dollarsPerHour);
    /// What the cost-per-hour card says in one line: "$3.71/h · 2 without price", or empty
    /// while no node has a price.
    QString costPerHourText() const;
    /// The state filter the window applies ("healthy", "degraded", "down", or empty for none):
    /// its card shows as selected.
    void setActiveFilter(const QString& stateName);
    QString activeFilter() const { return m_filter; }

    StatCard* card(const QString& objectName) const;

Q_SIGNALS:
    /// "healthy", "degraded" or "down" (every state that is neither healthy, degraded nor
    /// unknown); an empty name when the active card is clicked again, to show every node.
    void stateFilterRequested(const QString& stateName);

private:
    StatCard* addCard(const QString& caption, const char* objectName, const QString& filter);
    void updateCosts();

    models::FleetTableModel::Totals m_totals;
    std::optional<double> m_dollarsPerHour;
    std::optional<double> m_dollarsPerProof;
    int m_unpriced = 0;
    int m_stopped = 0;
    double m_stoppedDollarsPerHour = 0;
    QString m_filter;
    StatCard* m_healthy;
    StatCard* m_degraded;
    StatCard* m_down;
    StatCard* m_gpus;
    StatCard* m_rate;
    StatCard* m_costPerHour;
    StatCard* m_costPerProof;
};

} // namespace fleetdeck::ui
