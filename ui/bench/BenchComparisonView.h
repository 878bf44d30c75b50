// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchComparisonChart.h"

#include "bench/BenchSample.h"
#include "bench/BenchmarkComparison.h"
#include "bench/BenchmarkStats.h"
#include "bench/BenchmarkStore.h"

#include <QList>
#include <QPointer>
#include <QWidget>

#include <optional>
#include <vector>

class QCheckBox;
class QLabel;
class QTableWidget;

namespace fleetdeck::session {
class BenchmarkRuns;
}

namespace fleetdeck::ui {

/// A run with what the comparison needs of it.
struct ComparedRun
{
    bench::BenchRunRecord record;
    std::vector<bench::BenchSample> samples;
    bench::BenchmarkStats stats;
};

/// Runs against each other: two runs' change of median with its interval and whether it is
/// significant or within noise; each run against its GPU model's baseline (the last finished runs
/// of that model); and a chart of timed medians with their intervals, per run or per GPU model.
class BenchComparisonView : public QWidget
{
    Q_OBJECT

public:
    enum BaselineColumn {
        RunColumn,
        NodeColumn,
        GpuColumn,
        MedianColumn,
        BaselineRunsColumn,
        BaselineMedianColumn,
        ChangeColumn,
        ChangeCiColumn,
        VerdictColumn,
        BaselineColumnCount
    };

    /// More would make neither a readable chart nor a quick table.
    static constexpr int MaxRuns = 12;

    explicit BenchComparisonView(QWidget* parent = nullptr);

    /// Where baselines are read (not owned).
    void setSource(session::BenchmarkRuns* runs);
    /// The runs to compare (the first MaxRuns of them): the first two make the pair (the older
    /// one is A), every one is set against its baseline, and all of them make the chart.
    void setRuns(const QList<ComparedRun>& runs);
    const QList<ComparedRun>& runs() const { return m_runs; }
    void setGroupByGpu(bool group);
    bool groupByGpu() const;

    /// "Run 8 (fra-4090-02) against run 7 (fra-4090-01): …": the pair's comparison in words.
    static QString pairText(const ComparedRun& a, const ComparedRun& b,
                            const std::optional<bench::MedianComparison>& c);
    /// "−3.1 % (95 % CI −4.0 % to −2.2 %): significant".
    static QString changeText(const bench::MedianComparison& c);
    /// The bars of the chart: one per run, or one per GPU model with its runs' timed proofs pooled.
    static QList<BenchComparisonChart::Bar> bars(const QList<ComparedRun>& runs, bool groupByGpu);

    QLabel* pairLabel() const { return m_pair; }
    QTableWidget* baselineTable() const { return m_baselines; }
    BenchComparisonChart* chart() const { return m_chart; }

private:
    void rebuild();
    void fillBaselines();

    QPointer<session::BenchmarkRuns> m_source;
    QList<ComparedRun> m_runs;
    int m_selected = 0;
    QLabel* m_hint;
    QLabel* m_pair;
    QTableWidget* m_baselines;
    QCheckBox* m_group;
    BenchComparisonChart* m_chart;
};

} // namespace fleetdeck::ui
