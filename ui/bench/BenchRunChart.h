// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchSample.h"
#include "bench/BenchmarkStats.h"

#include <QWidget>

#include <optional>
#include <utility>

#include <vector>

class QAreaSeries;
class QCheckBox;
class QLabel;
class QChart;
class QChartView;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace fleetdeck::ui {

/// A run's proofs in order: each proof's wall time as a point coloured by its phase (warmup,
/// timed, cooldown), proofs that did not complete as red diamonds, and the timed median as a line
/// over its 95 % interval drawn as a band. The series are built once and refilled, so a live run
/// redraws without flicker.
class BenchRunChart : public QWidget
{
    Q_OBJECT

public:
    explicit BenchRunChart(QWidget* parent = nullptr);

    /// Shows `samples`; the x axis spans `plannedProofs` (or the highest index when more).
    void setRun(const std::vector<bench::BenchSample>& samples, int plannedProofs,
                const bench::BenchmarkStats& stats);
    void clear();
    /// Scales the time axis to the timed and cooldown proofs and the median's interval (the
    /// default: a steady run's band is otherwise a hairline under the warmup's first proofs);
    /// proofs beyond it are drawn at the edge. Off: every proof from zero.
    void setFitToTimed(bool fit);
    bool fitToTimed() const;

    QChart* chart() const;
    /// Completed proofs of a phase.
    QScatterSeries* phaseSeries(bench::BenchSample::Phase phase) const;
    /// Proofs that failed, timed out or were cancelled.
    QScatterSeries* failedSeries() const { return m_failed; }
    QLineSeries* medianSeries() const { return m_median; }
    /// Proofs beyond the fitted range, at its edge: of a phase, or (Failed) not completed.
    int offScaleCount() const;
    QValueAxis* timeAxis() const { return m_y; }
    /// The interval band: upperSeries() and lowerSeries() hold its bounds.
    QAreaSeries* bandSeries() const { return m_band; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyTheme();
    void updateBandSwatch();
    void redraw();
    /// The fitted range of the time axis; nullopt with too little to fit to.
    std::optional<std::pair<double, double>> timedRange() const;
    void showOffScale(bool fitted, double low, double high);
    void showTip(const QPointF& point, bool show);

    QChartView* m_view;
    QCheckBox* m_fitCheck;
    QLabel* m_offScaleNote;
    QScatterSeries* m_phases[3];
    QScatterSeries* m_failed;
    QScatterSeries* m_offScale[4]; ///< warmup, timed, cooldown, not completed
    QLineSeries* m_path;
    QLineSeries* m_median;
    QAreaSeries* m_band;
    QValueAxis* m_x;
    QValueAxis* m_y;
    std::vector<bench::BenchSample> m_samples;
    int m_planned = 0;
    bench::BenchmarkStats m_stats;
};

} // namespace fleetdeck::ui
