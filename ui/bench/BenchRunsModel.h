// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchSample.h"
#include "bench/BenchmarkReport.h"
#include "bench/BenchmarkStats.h"
#include "bench/BenchmarkStore.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <vector>

namespace fleetdeck::session {
class BenchmarkRuns;
}

namespace fleetdeck::ui {

/// The benchmark runs of the database (BenchmarkStore::runs with a filter), newest first, with
/// their timed figures and verdicts; runs of this console's runner grow live as their proofs
/// arrive. Figures of runs that ended are computed once and kept.
class BenchRunsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        IdColumn,
        NodeColumn,
        GpuColumn,
        StartedColumn,
        StateColumn,
        ModeColumn,
        MedianColumn,
        CvColumn,
        RateColumn,
        CostColumn,
        VerdictColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1, ///< the raw value of the column (numbers, times)
        RunIdRole,
        StateRole,   ///< BenchRunState as int
        LiveRole,    ///< true while this console's runner runs it
        DoneRole,    ///< proofs recorded so far
        TotalRole,   ///< proofs the spec asks for
        CiLowerRole, ///< the timed median's 95 % interval, seconds (invalid when none)
        CiUpperRole,
        VerdictGoodRole ///< true, false, or invalid when no verdict is known
    };

    explicit BenchRunsModel(QObject* parent = nullptr);

    /// Where runs are read from and live runs heard (not owned). Reloads.
    void setSource(session::BenchmarkRuns* runs);
    void setFilter(const bench::BenchRunFilter& filter);
    bench::BenchRunFilter filter() const { return m_filter; }
    /// Reads the runs again.
    void reload();
    /// Why the last read failed; empty when it worked.
    QString error() const { return m_error; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    int rowOf(qint64 run) const;
    const bench::BenchRunRecord& record(int row) const { return m_rows.at(row).record; }
    const std::vector<bench::BenchSample>& samples(int row) const { return m_rows.at(row).samples; }
    const bench::BenchmarkStats& stats(int row) const { return m_rows.at(row).stats; }
    QList<bench::BenchRunRecord> records() const;
    /// A row's run with its figures, as the reports take it.
    bench::RunSummary summary(int row) const { return {m_rows.at(row).record, m_rows.at(row).stats}; }

private:
    struct Row
    {
        bench::BenchRunRecord record;
        std::vector<bench::BenchSample> samples;
        bench::BenchmarkStats stats;
    };

    Row makeRow(const bench::BenchRunRecord& record);
    bool matches(const bench::BenchRunRecord& record) const;
    bool isLive(qint64 run) const;
    void onRunStarted(qint64 run);
    void onSample(qint64 run, const bench::BenchSample& sample);
    void onRunFinished(qint64 run);
    void recomputeDirty();
    QVariant display(const Row& row, int column) const;
    QVariant sortValue(const Row& row, int column) const;
    QString toolTip(const Row& row, int column) const;

    QPointer<session::BenchmarkRuns> m_runs;
    bench::BenchRunFilter m_filter;
    QList<Row> m_rows;
    QHash<qint64, Row> m_ended; ///< figures of runs that ended, by id
    QString m_cachedFor;        ///< the database m_ended belongs to
    QSet<qint64> m_dirty;       ///< live runs whose figures wait for the next recompute
    QTimer m_recompute;
    QString m_error;
};

} // namespace fleetdeck::ui
