// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchSamplesModel.h"
#include "UiTr.h"

#include "BenchFormat.h"
#include "BenchStyle.h"
#include "StatusFormat.h"

#include <QBrush>
#include <QFont>

#include <algorithm>

namespace fleetdeck::ui {

BenchSamplesModel::BenchSamplesModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void BenchSamplesModel::setSamples(const std::vector<bench::BenchSample>& samples)
{
    beginResetModel();
    m_samples = samples;
    std::sort(m_samples.begin(), m_samples.end(),
              [](const bench::BenchSample& a, const bench::BenchSample& b) { return a.index < b.index; });
    endResetModel();
}

void BenchSamplesModel::upsert(const bench::BenchSample& sample)
{
    auto it = std::lower_bound(m_samples.begin(), m_samples.end(), sample.index,
                               [](const bench::BenchSample& s, int index) { return s.index < index; });
    const int row = int(it - m_samples.begin());
    if (it != m_samples.end() && it->index == sample.index) {
        *it = sample;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        return;
    }
    beginInsertRows({}, row, row);
    m_samples.insert(it, sample);
    endInsertRows();
}

void BenchSamplesModel::setOutliers(const std::vector<int>& mild, const std::vector<int>& severe)
{
    QSet<int> m(mild.begin(), mild.end());
    QSet<int> s(severe.begin(), severe.end());
    if (m == m_mild && s == m_severe)
        return;
    m_mild = m;
    m_severe = s;
    if (!m_samples.empty())
        Q_EMIT dataChanged(index(0, NoteColumn), index(rowCount() - 1, NoteColumn));
}

int BenchSamplesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_samples.size());
}

int BenchSamplesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BenchSamplesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case IndexColumn:
        return Tr::tr("#");
    case PhaseColumn:
        return Tr::tr("Phase");
    case StatusColumn:
        return Tr::tr("Status");
    case WallColumn:
        return Tr::tr("Wall");
    case ProveColumn:
        return Tr::tr("Prove");
    case QueueColumn:
        return Tr::tr("Queue");
    case NoteColumn:
        return Tr::tr("Note");
    }
    return {};
}

QVariant BenchSamplesModel::display(const bench::BenchSample& s, int column) const
{
    switch (column) {
    case IndexColumn:
        return s.index;
    case PhaseColumn:
        return BenchFormat::phaseLabel(s.phase);
    case StatusColumn:
        return BenchFormat::statusLabel(s.status);
    case WallColumn:
        return BenchFormat::seconds(s.wallS);
    case ProveColumn:
        return s.proveMs ? StatusFormat::millis(*s.proveMs) : QStringLiteral("—");
    case QueueColumn:
        return s.queueMs ? StatusFormat::millis(*s.queueMs) : QStringLiteral("—");
    case NoteColumn:
        if (m_severe.contains(s.index))
            return Tr::tr("severe outlier");
        if (m_mild.contains(s.index))
            return Tr::tr("mild outlier");
        return {};
    }
    return {};
}

QVariant BenchSamplesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const bench::BenchSample& s = m_samples.at(std::size_t(index.row()));
    switch (role) {
    case Qt::DisplayRole:
        return display(s, index.column());
    case SortRole:
        switch (index.column()) {
        case IndexColumn:
            return s.index;
        case PhaseColumn:
            return int(s.phase);
        case StatusColumn:
            return int(s.status);
        case WallColumn:
            return s.wallS;
        case ProveColumn:
            return s.proveMs ? QVariant(*s.proveMs) : QVariant();
        case QueueColumn:
            return s.queueMs ? QVariant(*s.queueMs) : QVariant();
        default:
            return display(s, index.column());
        }
    case PhaseRole:
        return int(s.phase);
    case CompletedRole:
        return s.completed();
    case Qt::DecorationRole:
        if (index.column() == PhaseColumn)
            return BenchStyle::dot(BenchStyle::phaseColor(s.phase));
        return {};
    case Qt::ForegroundRole:
        if (!s.completed() && index.column() == StatusColumn)
            return QBrush(BenchStyle::failedColor());
        return {};
    case Qt::BackgroundRole:
        if (!s.completed()) {
            QColor tint = BenchStyle::failedColor();
            tint.setAlphaF(0.14f);
            return QBrush(tint);
        }
        return {};
    case Qt::FontRole:
        if (!s.completed() && index.column() == StatusColumn) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == IndexColumn || (index.column() >= WallColumn && index.column() <= QueueColumn))
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

} // namespace fleetdeck::ui
