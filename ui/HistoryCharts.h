// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/StatusHistory.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QList>
#include <QWidget>

#include <functional>

class QButtonGroup;
class QChart;
class QLabel;

namespace fleetdeck::ui {

class HistoryChart;

/// One node's recent past as charts: queue depth, proofs completed per minute, the failure
/// counter, memory used and status latency, over the last hour, day or week. Reads the
/// StatusHistory it is given; the charts share their time axis and line up under each other.
class HistoryCharts : public QWidget
{
    Q_OBJECT

public:
    enum class Range { Hour, Day, Week };
    using Metric = status::StatusHistory::Metric;

    explicit HistoryCharts(QWidget* parent = nullptr);

    /// What to chart; a null history or a node id of 0 shows "No history yet".
    void setSource(status::StatusHistory* history, qint64 nodeId);
    qint64 nodeId() const { return m_nodeId; }
    void setRange(Range range);
    Range range() const { return m_range; }
    /// Where "now" comes from (the system clock by default; tests pin it).
    void setClock(std::function<QDateTime()> clock);

    /// Readings of a metric the last refresh got from the history.
    int sampleCount(Metric metric) const;
    /// Points its line draws: every reading over an hour; over a day or a week, one per display
    /// bucket (5 or 30 minutes).
    int pointCount(Metric metric) const;
    QChart* chart(Metric metric) const;
    static QList<Metric> metrics();

public Q_SLOTS:
    /// Reads the history again and redraws, now.
    void refresh();
    /// New samples were recorded: refreshes when shown, at most as often as the range needs.
    void samplesRecorded();

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    HistoryChart* chartOf(Metric metric) const;
    void refreshWhenShown();
    void alignPlots();

    status::StatusHistory* m_history = nullptr;
    qint64 m_nodeId = 0;
    Range m_range = Range::Hour;
    std::function<QDateTime()> m_clock;
    QButtonGroup* m_rangeButtons;
    QLabel* m_empty;
    QWidget* m_chartsBox;
    QList<HistoryChart*> m_charts;
    bool m_dirty = true;
    QElapsedTimer m_sinceRefresh;
};

} // namespace fleetdeck::ui
