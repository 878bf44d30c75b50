// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/SampleStatistics.h"

#include <QList>
#include <QString>
#include <QWidget>

#include <optional>

class QBarSeries;
class QBarSet;
class QChart;
class QChartView;
class QLineSeries;

namespace fleetdeck::ui {

/// Timed medians side by side: one bar per run (or per GPU model) with its 95 % interval as a
/// whisker, so that overlapping whiskers read as "within noise" at a glance.
class BenchComparisonChart : public QWidget
{
    Q_OBJECT

public:
    struct Bar
    {
        QString label; ///< "#7 fra-4090-01", "RTX 4090 (3 runs)"
        double medianS = 0;
        std::optional<bench::stats::Interval> ci95;
    };

    explicit BenchComparisonChart(QWidget* parent = nullptr);

    void setBars(const QList<Bar>& bars);
    const QList<Bar>& bars() const { return m_bars; }
    QChart* chart() const;
    QBarSet* medians() const { return m_set; }
    /// One series per bar that has an interval: its whisker.
    QList<QLineSeries*> whiskers() const { return m_whiskers; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyTheme();

    QChartView* m_view;
    QBarSeries* m_series = nullptr;
    QBarSet* m_set = nullptr;
    QList<QLineSeries*> m_whiskers;
    QList<Bar> m_bars;
};

} // namespace fleetdeck::ui
