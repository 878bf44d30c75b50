// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchLog.h"
#include "bench/BenchSample.h"
#include "bench/BenchmarkStats.h"
#include "bench/BenchmarkStore.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QSplitter;
class QTableView;
class QTableWidget;

namespace fleetdeck::session {
class BenchmarkRuns;
}

namespace fleetdeck::ui {

class BenchLogView;
class BenchRunChart;
class BenchSamplesModel;

/// One run in detail: who, what and how it stands; the statistics of each phase and the verdicts
/// with the figures behind them; every proof in a table and in a chart; the log. A run of this
/// console's runner updates live (the figures and the chart a few times a second at most) and can
/// be cancelled from here.
class BenchRunView : public QWidget
{
    Q_OBJECT

public:
    enum StatsColumn {
        NColumn,
        FailedColumn,
        MeanColumn,
        MedianColumn,
        StddevColumn,
        CvColumn,
        MinColumn,
        MaxColumn,
        P95Column,
        CiColumn,
        OutliersColumn,
        StatsColumnCount
    };

    explicit BenchRunView(QWidget* parent = nullptr);

    /// Where runs are read and live runs heard (not owned).
    void setSource(session::BenchmarkRuns* runs);
    /// Shows the run of that id (0: none).
    void showRun(qint64 run);
    qint64 runId() const { return m_run; }
    const std::optional<bench::BenchRunRecord>& record() const { return m_record; }
    /// The figures shown, as of the last refresh.
    const bench::BenchmarkStats& stats() const { return m_stats; }
    bool isLive() const;

    BenchSamplesModel* samplesModel() const { return m_samples; }
    QTableView* samplesView() const { return m_samplesView; }
    QTableWidget* statsTable() const { return m_statsTable; }
    BenchRunChart* chart() const { return m_chart; }
    BenchLogView* logView() const { return m_log; }
    QLabel* titleLabel() const { return m_title; }
    QLabel* stateLabel() const { return m_state; }
    QLabel* warmupVerdictLabel() const { return m_warmupVerdict; }
    QLabel* throttlingVerdictLabel() const { return m_throttlingVerdict; }
    QLabel* throughputLabel() const { return m_throughput; }
    QPushButton* cancelButton() const { return m_cancel; }

Q_SIGNALS:
    /// The operator asked to compare this run with its GPU model's baseline.
    void compareWithBaselineRequested(qint64 run);

private:
    void reload();
    void onSample(qint64 run, const bench::BenchSample& sample);
    void onLog(qint64 run, const QList<bench::BenchLogLine>& lines);
    void onFinished(qint64 run);
    void scheduleRefresh();
    void refresh();
    void showHeader();
    void showStats();
    void showVerdict(QLabel* label, const QString& text, std::optional<bool> good);

    QPointer<session::BenchmarkRuns> m_runs;
    qint64 m_run = 0;
    std::optional<bench::BenchRunRecord> m_record;
    bench::BenchmarkStats m_stats;
    QTimer m_refresh;

    QLabel* m_title;
    QLabel* m_state;
    QLabel* m_spec;
    QLabel* m_times;
    QPushButton* m_cancel;
    QPushButton* m_baseline;
    QTableWidget* m_statsTable;
    QLabel* m_throughput;
    QLabel* m_warmupVerdict;
    QLabel* m_throttlingVerdict;
    BenchSamplesModel* m_samples;
    QTableView* m_samplesView;
    BenchRunChart* m_chart;
    BenchLogView* m_log;
    QWidget* m_body;
    QLabel* m_empty;
};

} // namespace fleetdeck::ui
