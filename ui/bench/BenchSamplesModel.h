// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchSample.h"

#include <QAbstractTableModel>
#include <QSet>

#include <vector>

namespace fleetdeck::ui {

/// A run's proofs, one row each in proof order: index, phase, status, wall, prove and queue time,
/// and whether the timed phase's statistics count it as an outlier. Rows of proofs that did not
/// complete are tinted red.
class BenchSamplesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        IndexColumn,
        PhaseColumn,
        StatusColumn,
        WallColumn,
        ProveColumn,
        QueueColumn,
        NoteColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,
        PhaseRole,    ///< BenchSample::Phase as int
        CompletedRole ///< bool
    };

    explicit BenchSamplesModel(QObject* parent = nullptr);

    void setSamples(const std::vector<bench::BenchSample>& samples);
    /// Adds a proof, or replaces the one of the same index (a live run corrects a sample).
    void upsert(const bench::BenchSample& sample);
    /// Proof indices the statistics flag as mild and severe outliers.
    void setOutliers(const std::vector<int>& mild, const std::vector<int>& severe);
    const std::vector<bench::BenchSample>& samples() const { return m_samples; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const bench::BenchSample& s, int column) const;

    std::vector<bench::BenchSample> m_samples;
    QSet<int> m_mild;
    QSet<int> m_severe;
};

} // namespace fleetdeck::ui
