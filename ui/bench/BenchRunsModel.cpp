// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchRunsModel.h"
#include "UiTr.h"

#include "BenchFormat.h"
#include "BenchStyle.h"
#include "StatusFormat.h"
#include "session/BenchmarkRuns.h"

#include "bench/BenchmarkReport.h"
#include "bench/BenchmarkRunner.h"
#include "storage/Database.h"

#include <QLocale>

#include <algorithm>
#include <utility>

namespace fleetdeck::ui {

namespace {
constexpr int RecomputeMs = 300;

bench::BenchmarkStats computeStats(const bench::BenchRunRecord& record,
                                   const std::vector<bench::BenchSample>& samples)
{
    // The options every view uses, so that the list, the details and the CLI agree to the digit.
    return bench::BenchmarkStats::compute(samples, bench::RunSummary::statsOptions(record));
}

QVariant optionalValue(const std::optional<double>& value)
{
    return value ? QVariant(*value) : QVariant();
}
} // namespace

BenchRunsModel::BenchRunsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
    // Figures of a live run are recomputed a few times a second at most, however fast proofs come.
    m_recompute.setSingleShot(true);
    m_recompute.setInterval(RecomputeMs);
    connect(&m_recompute, &QTimer::timeout, this, &BenchRunsModel::recomputeDirty);
}

void BenchRunsModel::setSource(session::BenchmarkRuns* runs)
{
    if (m_runs)
        disconnect(m_runs, nullptr, this, nullptr);
    m_runs = runs;
    if (m_runs) {
        connect(m_runs, &session::BenchmarkRuns::runnerChanged, this, &BenchRunsModel::reload);
        connect(m_runs, &session::BenchmarkRuns::runsChangedElsewhere, this, &BenchRunsModel::reload);
        connect(m_runs, &session::BenchmarkRuns::runStarted, this, &BenchRunsModel::onRunStarted);
        connect(m_runs, &session::BenchmarkRuns::sampleRecorded, this, &BenchRunsModel::onSample);
        connect(m_runs, &session::BenchmarkRuns::runFinished, this,
                [this](qint64 run, bench::BenchRunState, const QString&) { onRunFinished(run); });
    }
    reload();
}

void BenchRunsModel::setFilter(const bench::BenchRunFilter& filter)
{
    m_filter = filter;
    reload();
}

void BenchRunsModel::reload()
{
    beginResetModel();
    m_rows.clear();
    m_dirty.clear();
    m_error.clear();
    storage::Database* db = m_runs ? m_runs->database() : nullptr;
    // Run ids are the database's: figures kept for another one mean nothing here.
    const QString path = db ? db->path() : QString();
    if (path != m_cachedFor) {
        m_ended.clear();
        m_cachedFor = path;
    }
    if (db) {
        const bench::BenchmarkStore store(*db);
        const QList<bench::BenchRunRecord> records = store.runs(m_filter);
        m_error = store.error();
        for (const bench::BenchRunRecord& record : records)
            m_rows << makeRow(record);
    }
    endResetModel();
}

BenchRunsModel::Row BenchRunsModel::makeRow(const bench::BenchRunRecord& record)
{
    if (record.state != bench::BenchRunState::Running) {
        auto it = m_ended.find(record.id);
        if (it != m_ended.end()) {
            it->record = record; // a renamed node's runs follow it
            return *it;
        }
    }
    Row row;
    row.record = record;
    bench::BenchmarkRunner* runner = m_runs ? m_runs->runner() : nullptr;
    if (runner && runner->isActive(record.id))
        row.samples = runner->samples(record.id);
    else if (storage::Database* db = m_runs ? m_runs->database() : nullptr)
        row.samples = bench::BenchmarkStore(*db).samples(record.id);
    row.stats = computeStats(record, row.samples);
    if (record.state != bench::BenchRunState::Running)
        m_ended.insert(record.id, row);
    return row;
}

bool BenchRunsModel::matches(const bench::BenchRunRecord& record) const
{
    const bench::BenchRunFilter& f = m_filter;
    return (f.node.isEmpty() || record.node == f.node) &&
           (f.gpuModel.isEmpty() || record.gpuModel == f.gpuModel) &&
           (!f.state || *f.state == record.state) && (!f.since.isValid() || record.startedAt >= f.since) &&
           (!f.until.isValid() || record.startedAt < f.until);
}

bool BenchRunsModel::isLive(qint64 run) const
{
    return m_runs && m_runs->runner() && m_runs->runner()->isActive(run);
}

void BenchRunsModel::onRunStarted(qint64 run)
{
    storage::Database* db = m_runs ? m_runs->database() : nullptr;
    if (!db || rowOf(run) >= 0)
        return;
    const std::optional<bench::BenchRunRecord> record = bench::BenchmarkStore(*db).run(run);
    if (!record || !matches(*record))
        return;
    // Newest first, as the store lists them.
    beginInsertRows({}, 0, 0);
    m_rows.prepend(makeRow(*record));
    endInsertRows();
}

void BenchRunsModel::onSample(qint64 run, const bench::BenchSample& sample)
{
    const int r = rowOf(run);
    if (r < 0) {
        onRunStarted(run); // a sample before its start was heard (or the filter let it in now)
        return;
    }
    std::vector<bench::BenchSample>& samples = m_rows[r].samples;
    auto it = std::lower_bound(samples.begin(), samples.end(), sample.index,
                               [](const bench::BenchSample& s, int index) { return s.index < index; });
    if (it != samples.end() && it->index == sample.index)
        *it = sample;
    else
        samples.insert(it, sample);
    // The progress shows at once; the figures follow with the next recompute.
    Q_EMIT dataChanged(index(r, StateColumn), index(r, StateColumn));
    m_dirty.insert(run);
    if (!m_recompute.isActive())
        m_recompute.start();
}

void BenchRunsModel::onRunFinished(qint64 run)
{
    const int r = rowOf(run);
    storage::Database* db = m_runs ? m_runs->database() : nullptr;
    if (r < 0 || !db)
        return;
    const bench::BenchmarkStore store(*db);
    const std::optional<bench::BenchRunRecord> record = store.run(run);
    if (!record)
        return;
    m_dirty.remove(run);
    Row& row = m_rows[r];
    row.record = *record;
    row.samples = store.samples(run);
    row.stats = computeStats(row.record, row.samples);
    if (record->state != bench::BenchRunState::Running)
        m_ended.insert(run, row);
    Q_EMIT dataChanged(index(r, 0), index(r, ColumnCount - 1));
}

void BenchRunsModel::recomputeDirty()
{
    const QSet<qint64> dirty = std::exchange(m_dirty, {});
    for (const qint64 run : dirty) {
        const int r = rowOf(run);
        if (r < 0)
            continue;
        m_rows[r].stats = computeStats(m_rows[r].record, m_rows[r].samples);
        Q_EMIT dataChanged(index(r, 0), index(r, ColumnCount - 1));
    }
}

int BenchRunsModel::rowOf(qint64 run) const
{
    for (int r = 0; r < m_rows.size(); ++r) {
        if (m_rows.at(r).record.id == run)
            return r;
    }
    return -1;
}

QList<bench::BenchRunRecord> BenchRunsModel::records() const
{
    QList<bench::BenchRunRecord> list;
    for (const Row& row : m_rows)
        list << row.record;
    return list;
}

int BenchRunsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int BenchRunsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BenchRunsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case MedianColumn:
            return Tr::tr("Median wall time of the completed timed proofs, with its bootstrap 95 % interval");
        case CvColumn:
            return Tr::tr("Coefficient of variation of the timed proofs (standard deviation ÷ mean)");
        case RateColumn:
            return Tr::tr("Completed timed proofs per hour of timed wall time");
        case CostColumn:
            return Tr::tr("The node's price per hour ÷ proofs per hour, when the price is known");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case IdColumn:
        return Tr::tr("Run");
    case NodeColumn:
        return Tr::tr("Node");
    case GpuColumn:
        return Tr::tr("GPU");
    case StartedColumn:
        return Tr::tr("Started");
    case StateColumn:
        return Tr::tr("State");
    case ModeColumn:
        return Tr::tr("Mode");
    case MedianColumn:
        return Tr::tr("Timed median (95 % CI)");
    case CvColumn:
        return Tr::tr("CV");
    case RateColumn:
        return Tr::tr("Proofs/h");
    case CostColumn:
        return Tr::tr("$/proof");
    case VerdictColumn:
        return Tr::tr("Verdicts");
    }
    return {};
}

QVariant BenchRunsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row& row = m_rows.at(index.row());
    const int done = int(row.samples.size());
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case SortRole:
        return sortValue(row, index.column());
    case Qt::ToolTipRole:
        return toolTip(row, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() == IdColumn || (index.column() >= MedianColumn && index.column() <= CostColumn))
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::DecorationRole:
        if (index.column() == StateColumn)
            return BenchStyle::dot(BenchStyle::stateColor(row.record.state));
        if (index.column() == VerdictColumn) {
            const std::optional<bool> good = BenchFormat::verdictsGood(row.stats);
            if (good)
                return BenchStyle::dot(*good ? BenchStyle::stateColor(bench::BenchRunState::Finished)
                                             : BenchStyle::stateColor(bench::BenchRunState::Interrupted));
        }
        return {};
    case RunIdRole:
        return row.record.id;
    case StateRole:
        return int(row.record.state);
    case LiveRole:
        return isLive(row.record.id);
    case DoneRole:
        return done;
    case TotalRole:
        return row.record.counts.total();
    case CiLowerRole:
        return row.stats.timed.ci95MedianS ? QVariant(row.stats.timed.ci95MedianS->lower) : QVariant();
    case CiUpperRole:
        return row.stats.timed.ci95MedianS ? QVariant(row.stats.timed.ci95MedianS->upper) : QVariant();
    case VerdictGoodRole: {
        const std::optional<bool> good = BenchFormat::verdictsGood(row.stats);
        return good ? QVariant(*good) : QVariant();
    }
    default:
        return {};
    }
}

QVariant BenchRunsModel::display(const Row& row, int column) const
{
    const bench::BenchRunRecord& r = row.record;
    const bench::PhaseStats& timed = row.stats.timed;
    switch (column) {
    case IdColumn:
        return QString::number(r.id);
    case NodeColumn:
        return r.node;
    case GpuColumn:
        return r.gpuModel.isEmpty() ? Tr::tr("unknown") : r.gpuModel;
    case StartedColumn:
        return QLocale().toString(r.startedAt.toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm"));
    case StateColumn:
        return BenchFormat::stateWithProgress(r.state, int(row.samples.size()), r.counts.total());
    case ModeColumn:
        return r.mode;
    case MedianColumn:
        return BenchFormat::medianWithCi(timed);
    case CvColumn:
        return BenchFormat::cv(timed.cv);
    case RateColumn:
        return row.stats.proofsPerHour ? StatusFormat::rate(*row.stats.proofsPerHour) : QStringLiteral("—");
    case CostColumn:
        return BenchFormat::money(row.stats.dollarsPerProof);
    case VerdictColumn:
        return BenchFormat::verdictsShort(row.stats);
    }
    return {};
}

QVariant BenchRunsModel::sortValue(const Row& row, int column) const
{
    const bench::BenchRunRecord& r = row.record;
    switch (column) {
    case IdColumn:
        return r.id;
    case NodeColumn:
        return r.node;
    case GpuColumn:
        return r.gpuModel;
    case StartedColumn:
        return r.startedAt;
    case StateColumn:
        return int(r.state);
    case ModeColumn:
        return r.mode;
    case MedianColumn:
        return optionalValue(row.stats.timed.medianS);
    case CvColumn:
        return optionalValue(row.stats.timed.cv);
    case RateColumn:
        return optionalValue(row.stats.proofsPerHour);
    case CostColumn:
        return optionalValue(row.stats.dollarsPerProof);
    case VerdictColumn: {
        const std::optional<bool> good = BenchFormat::verdictsGood(row.stats);
        return good ? QVariant(*good ? 2 : 1) : QVariant(0);
    }
    }
    return {};
}

QString BenchRunsModel::toolTip(const Row& row, int column) const
{
    const bench::BenchRunRecord& r = row.record;
    switch (column) {
    case StateColumn: {
        QString tip = BenchFormat::stateLabel(r.state);
        if (r.state == bench::BenchRunState::Running && !isLive(r.id))
            tip += QLatin1Char('\n') +
                   Tr::tr("Not run by this console: another Fleetdeck process runs it, or one that stopped "
                          "left it unfinished.");
        if (!r.reason.isEmpty())
            tip += QLatin1Char('\n') + r.reason;
        if (r.finishedAt.isValid())
            tip +=
                QLatin1Char('\n') +
                Tr::tr("Ended %1").arg(QLocale().toString(r.finishedAt.toLocalTime(), QLocale::ShortFormat));
        return tip;
    }
    case VerdictColumn:
        return BenchFormat::warmupVerdict(row.stats) + QLatin1Char('\n') +
               BenchFormat::throttlingVerdict(row.stats);
    case MedianColumn:
        return Tr::tr("%1 completed timed proofs, %2 failed")
            .arg(row.stats.timed.n)
            .arg(row.stats.timed.failed);
    case ModeColumn:
        return BenchFormat::specSummary(r);
    default:
        return {};
    }
}

} // namespace fleetdeck::ui
