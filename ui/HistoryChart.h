// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/StatusHistory.h"

#include <QDateTime>
#include <QList>
#include <QPointF>
#include <QWidget>

class QChart;
class QChartView;
class QLabel;
class QStackedWidget;

namespace fleetdeck::ui {

/// One metric of a node's history as a small chart: its title and newest value above a time
/// line (or "No data in this range"), in the palette's colours. HistoryCharts stacks five.
class HistoryChart : public QWidget
{
    Q_OBJECT

public:
    using Metric = status::StatusHistory::Metric;
    /// How the time axis reads and how finely the line is drawn.
    struct Span
    {
        QDateTime from;
        QDateTime to;
        qint64 bucketMs = 0; ///< 0: every reading
        QString timeFormat;  ///< "HH:mm", "ddd d"
        int ticks = 7;
    };

    /// Named `objectName`; its newest value's label `<objectName>Latest`.
    HistoryChart(Metric metric, const QString& title, const char* objectName, QWidget* parent = nullptr);

    void setHistory(const QList<status::HistoryPoint>& points, const Span& span);
    Metric historyMetric() const { return m_metric; }
    int sampleCount() const { return m_samples; }
    int pointCount() const { return int(m_shown.size()); }
    QChart* chart() const;
    /// The width of the value axis' widest label, and the room to add on the left so that the
    /// plot areas of stacked charts line up.
    int valueLabelWidth() const;
    void setLeftPad(int pixels);
    /// "4 queued", "282 GiB", "18 ms": a reading as the chart's header tells it.
    QString valueText(double value) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyTheme();
    QColor color() const;
    QFont axisFont() const;
    QString latestText(const QList<status::HistoryPoint>& points) const;
    void showPointTip(double x, bool show);

    Metric m_metric;
    QLabel* m_latest;
    QStackedWidget* m_stack;
    QChartView* m_view;
    QLabel* m_empty;
    int m_samples = 0;
    double m_top = 1;
    double m_interval = 1;
    QList<QPointF> m_shown; ///< what the line draws, for the hover text
};

} // namespace fleetdeck::ui
