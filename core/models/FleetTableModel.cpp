// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/FleetTableModel.h"

#include "Tr.h"
#include "fleet/Inventory.h"
#include "fleet/NodeCost.h"

#include <QLocale>

#include <algorithm>

namespace fleetdeck::models {

namespace {
QString providerText(const fleet::ProviderRecord& record);
QString stageLine(const lifecycle::LifecycleRecord& life);
QString stageTip(const lifecycle::LifecycleRecord& life);
} // namespace

FleetTableModel::FleetTableModel(fleet::Inventory& inventory, QObject* parent)
    : QAbstractTableModel(parent)
    , m_inventory(inventory)
{
    connect(&inventory, &fleet::Inventory::nodeAdded, this, &FleetTableModel::onNodeAdded);
    connect(&inventory, &fleet::Inventory::nodeUpdated, this, &FleetTableModel::onNodeUpdated);
    connect(&inventory, &fleet::Inventory::nodeRemoved, this, &FleetTableModel::onNodeRemoved);
    connect(&inventory, &fleet::Inventory::providerDataChanged, this,
            &FleetTableModel::onProviderDataChanged);
    reload();
}

void FleetTableModel::reload()
{
    beginResetModel();
    m_rows.clear();
    const QHash<qint64, fleet::ProviderRecord> records = m_inventory.providerRecords();
    for (const Node& node : m_inventory.nodes()) {
        const auto it = records.constFind(node.id);
        m_rows.append(Row{node,
                          status::HealthState::Unknown,
                          {},
                          {},
                          {},
                          it == records.cend() ? std::nullopt : std::optional<fleet::ProviderRecord>(*it),
                          lifeOf(node.id),
                          {}});
    }
    reindex();
    endResetModel();
}

int FleetTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FleetTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FleetTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows.at(index.row());
    const Node& n = row.node;
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case Qt::ToolTipRole:
        if ((index.column() == StateColumn || index.column() == ReasonColumn) && !row.reason.isEmpty())
            return row.reason;
        if (index.column() == StageColumn && row.life)
            return stageTip(*row.life);
        if (index.column() == EventsColumn && !row.events.isEmpty()) {
            QStringList lines;
            for (const logs::LogEventSummary& e : row.events)
                lines << Tr::tr("%1 — last at %2: %3")
                             .arg(e.text(m_logWindowMinutes), QLocale().toString(e.last.toLocalTime().time()),
                                  e.lastText.left(300));
            return lines.join(u'\n');
        }
        if (index.column() == AddressColumn && n.identity)
            return Tr::tr("Identity: %1").arg(*n.identity);
        if (index.column() == LastSeenColumn && row.status && row.status->lastSeen.isValid())
            return QLocale().toString(row.status->lastSeen.toLocalTime(), QLocale::LongFormat);
        if (index.column() == GpuColumn && row.status && row.status->system &&
            !row.status->system->gpusAvailable)
            return row.status->system->gpuProblem;
        if ((index.column() == GpuColumn || index.column() == AddressColumn) && row.provider)
            return providerText(*row.provider);
        if (index.column() == CostPerHourColumn && priceOf(row))
            return row.provider && row.provider->dollarsPerHour() && !row.provider->vanished()
                       ? Tr::tr("Price from the provider (dph_total)")
                       : Tr::tr("Price from the node's dph label");
        break;
    case EventSeverityRole:
        return row.events.isEmpty() ? QString() : logs::severityName(row.events.first().severity);
    case Qt::TextAlignmentRole:
        if (index.column() >= WorkersColumn && index.column() <= LatencyColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case SortRole:
        return sortValue(row, index.column());
    case StatusRole:
        return row.status ? QVariant::fromValue(*row.status) : QVariant();
    case DiagnosisCodeRole:
        return row.code;
    case LabelsRole: {
        QVariantMap labels;
        for (auto it = n.labels.cbegin(); it != n.labels.cend(); ++it)
            labels.insert(it.key(), it.value());
        return labels;
    }
    case NodeRole:
        return QVariant::fromValue(n);
    case NameRole:
        return n.name;
    case HealthRole:
        return int(row.health);
    case HealthNameRole:
        return healthStateName(row.health);
    case HealthReasonRole:
        return row.reason;
    case StageRole:
        return row.life ? lifecycle::stageName(row.life->stage) : QString();
    case RetiredRole:
        return row.life && row.life->stage == lifecycle::Stage::Retired;
    }
    return {};
}

QVariant FleetTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case StateColumn:
        return Tr::tr("State");
    case NameColumn:
        return Tr::tr("Node");
    case AddressColumn:
        return Tr::tr("Address");
    case GpuColumn:
        return Tr::tr("GPU");
    case GpuLoadColumn:
        return Tr::tr("GPU load");
    case WorkersColumn:
        return Tr::tr("Workers");
    case QueueColumn:
        return Tr::tr("Queue");
    case PipelinesColumn:
        return Tr::tr("Pipelines");
    case CompletedColumn:
        return Tr::tr("Completed");
    case FailedColumn:
        return Tr::tr("Failed");
    case RateColumn:
        return Tr::tr("Proofs/h");
    case CostPerHourColumn:
        return Tr::tr("$/h");
    case CostPerProofColumn:
        return Tr::tr("$/proof");
    case MemoryColumn:
        return Tr::tr("Memory");
    case LatencyColumn:
        return Tr::tr("Latency");
    case LastSeenColumn:
        return Tr::tr("Last seen");
    case ReasonColumn:
        return Tr::tr("Reason");
    case UserColumn:
        return Tr::tr("User");
    case LabelsColumn:
        return Tr::tr("Labels");
    case StageColumn:
        return Tr::tr("Stage");
    case EventsColumn:
        return Tr::tr("Events");
    }
    return {};
}

QHash<int, QByteArray> FleetTableModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(NodeRole, "node");
    names.insert(NameRole, "name");
    names.insert(HealthRole, "health");
    names.insert(HealthNameRole, "healthName");
    names.insert(HealthReasonRole, "healthReason");
    names.insert(SortRole, "sort");
    names.insert(StatusRole, "status");
    names.insert(DiagnosisCodeRole, "diagnosisCode");
    names.insert(LabelsRole, "labels");
    names.insert(StageRole, "stage");
    names.insert(RetiredRole, "retired");
    return names;
}

int FleetTableModel::rowOf(const QString& name) const
{
    return m_rowByName.value(name, -1);
}

void FleetTableModel::reindex()
{
    m_rowByName.clear();
    m_rowByName.reserve(m_rows.size());
    for (int i = 0; i < m_rows.size(); ++i)
        m_rowByName.insert(m_rows.at(i).node.name, i);
}

int FleetTableModel::insertionRow(const QString& name) const
{
    const auto it = std::lower_bound(m_rows.cbegin(), m_rows.cend(), name,
                                     [](const Row& r, const QString& n) { return r.node.name < n; });
    return int(it - m_rows.cbegin());
}

void FleetTableModel::setHealth(const QString& name, status::HealthState state, const QString& reason)
{
    const int row = rowOf(name);
    if (row < 0)
        return;
    Row& r = m_rows[row];
    if (r.health == state && r.reason == reason)
        return;
    r.health = state;
    r.reason = reason;
    r.code.clear();
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void FleetTableModel::onNodeAdded(const Node& node)
{
    const int row = insertionRow(node.name);
    beginInsertRows({}, row, row);
    m_rows.insert(row, Row{node,
                           status::HealthState::Unknown,
                           {},
                           {},
                           {},
                           m_inventory.providerRecord(node.id),
                           lifeOf(node.id),
                           {}});
    reindex();
    endInsertRows();
}

void FleetTableModel::onNodeUpdated(const QString& oldName, const Node& node)
{
    const int from = rowOf(oldName);
    if (from < 0) {
        onNodeAdded(node);
        return;
    }
    if (oldName != node.name) {
        // A rename may move the row; its health history belongs to the old identity.
        Row moved = m_rows.at(from);
        moved.node = node;
        moved.provider = m_inventory.providerRecord(node.id);
        int to = insertionRow(node.name);
        // beginMoveRows wants the destination in pre-move coordinates.
        if (to != from && to != from + 1) {
            beginMoveRows({}, from, from, {}, to);
            m_rows.removeAt(from);
            m_rows.insert(to > from ? to - 1 : to, moved);
            reindex();
            endMoveRows();
            const int now = rowOf(node.name);
            Q_EMIT dataChanged(index(now, 0), index(now, ColumnCount - 1));
            return;
        }
    }
    m_rows[from].node = node;
    m_rows[from].provider = m_inventory.providerRecord(node.id);
    reindex();
    Q_EMIT dataChanged(index(from, 0), index(from, ColumnCount - 1));
}

void FleetTableModel::onNodeRemoved(const QString& name)
{
    const int row = rowOf(name);
    if (row < 0)
        return;
    beginRemoveRows({}, row, row);
    m_rows.removeAt(row);
    reindex();
    endRemoveRows();
}

namespace {
// "qualifying 3 min", "failed: no SSH login …": the stage column's text.
QString stageLine(const lifecycle::LifecycleRecord& life)
{
    QString text = lifecycle::stageText(life.stage);
    if (life.ended() && life.rule)
        return Tr::tr("%1: %2").arg(text, life.rule->reason);
    return text;
}

// Every stage the node went through with its time, and the rule that ended it.
QString stageTip(const lifecycle::LifecycleRecord& life)
{
    QStringList lines;
    for (int s = int(lifecycle::Stage::Created); s <= int(lifecycle::Stage::Retired); ++s) {
        const QDateTime at = life.stages.value(lifecycle::stageName(lifecycle::Stage(s)));
        if (at.isValid())
            lines << Tr::tr("%1: %2").arg(lifecycle::stageText(lifecycle::Stage(s)),
                                          QLocale().toString(at.toLocalTime(), QLocale::ShortFormat));
    }
    if (life.rule)
        lines << Tr::tr("Rule %1 (%2): %3").arg(life.rule->name, life.rule->action, life.rule->reason);
    return lines.join(QLatin1Char('\n'));
}

QString bytesText(quint64 bytes)
{
    return QLocale().formattedDataSize(qint64(bytes), 0, QLocale::DataSizeTraditionalFormat);
}

QString ageText(qint64 secs)
{
    if (secs < 0)
        secs = 0;
    if (secs < 90)
        return Tr::tr("%1 s ago").arg(secs);
    if (secs < 90 * 60)
        return Tr::tr("%1 min ago").arg(secs / 60);
    if (secs < 36 * 3600)
        return Tr::tr("%1 h ago").arg(secs / 3600);
    return Tr::tr("%1 d ago").arg(secs / 86400);
}

std::optional<double> averageUtilization(const status::SystemInfo& system)
{
    double sum = 0;
    int n = 0;
    for (const status::SystemInfo::Gpu& g : system.gpus) {
        if (g.utilization) {
            sum += *g.utilization;
            ++n;
        }
    }
    return n ? std::optional<double>(sum / n) : std::nullopt;
}

std::optional<double> hottest(const status::SystemInfo& system)
{
    std::optional<double> max;
    for (const status::SystemInfo::Gpu& g : system.gpus) {
        if (g.temperature && (!max || *g.temperature > *max))
            max = g.temperature;
    }
    return max;
}

QString providerField(const fleet::ProviderRecord& record, const char* key)
{
    const QJsonValue v = record.fields.value(QLatin1String(key));
    if (v.isDouble())
        return QLocale().toString(v.toDouble());
    return v.isString() ? v.toString().trimmed() : QString();
}

/// "RTX 4090 ×2", from the provider's gpu_name and num_gpus; empty when unknown.
QString providerGpu(const fleet::ProviderRecord& record)
{
    const QString name = providerField(record, "gpu_name");
    if (name.isEmpty())
        return {};
    const int count = record.fields.value(QStringLiteral("num_gpus")).toInt();
    return count > 1 ? QStringLiteral("%1 \u00d7%2").arg(name).arg(count) : name;
}

/// One line for tooltips: "vast: running · Oslo, NO · RTX 4090 ×2", or "vast: gone since …".
QString providerText(const fleet::ProviderRecord& record)
{
    QStringList parts;
    if (record.vanished())
        parts << Tr::tr("no longer listed since %1")
                     .arg(QLocale().toString(record.vanishedAt.toLocalTime(), QLocale::ShortFormat));
    else if (const QString status = providerField(record, "actual_status"); !status.isEmpty())
        parts << status;
    for (const QString& part : {providerField(record, "geolocation"), providerGpu(record)}) {
        if (!part.isEmpty())
            parts << part;
    }
    return Tr::tr("Provider: %1").arg(parts.join(QStringLiteral(" · ")));
}

bool isDown(status::HealthState s)
{
    return s != status::HealthState::Healthy && s != status::HealthState::Degraded &&
           s != status::HealthState::Unknown;
}
} // namespace

std::tuple<const status::NodeStatus*, const status::CuzkStatus*, const status::SystemInfo*>
FleetTableModel::partsOf(const Row& row)
{
    const status::NodeStatus* st = row.status ? &*row.status : nullptr;
    return {st, st && st->cuzk ? &*st->cuzk : nullptr, st && st->system ? &*st->system : nullptr};
}

QVariant FleetTableModel::display(const Row& row, int column) const
{
    const Node& n = row.node;
    const auto [st, c, sys] = partsOf(row);
    switch (column) {
    case StateColumn:
        return healthStateLabel(row.health);
    case NameColumn:
        return n.name;
    case AddressColumn:
        return n.address();
    case GpuColumn:
        if (sys && !sys->gpus.isEmpty())
            return sys->gpuModelSummary();
        return row.provider ? providerGpu(*row.provider) : QString();
    case GpuLoadColumn: {
        if (!sys)
            return {};
        const auto util = averageUtilization(*sys);
        const auto temp = hottest(*sys);
        QStringList parts;
        if (util)
            parts << QStringLiteral("%1 %").arg(qRound(*util));
        if (temp)
            parts << QStringLiteral("%1 °C").arg(qRound(*temp));
        return parts.join(QStringLiteral(" · "));
    }
    case WorkersColumn: {
        if (!c)
            return {};
        int busy = 0;
        for (const status::CuzkStatus::GpuWorker& w : c->gpuWorkers)
            busy += w.state == QLatin1String("proving") ? 1 : 0;
        return QStringLiteral("%1/%2").arg(busy).arg(c->gpuWorkers.size());
    }
    case QueueColumn:
        return c ? QVariant(c->queueDepth) : QVariant();
    case PipelinesColumn:
        return c ? QVariant(int(c->pipelines.size())) : QVariant();
    case CompletedColumn:
        return c ? QVariant(QLocale().toString(c->totalCompleted)) : QVariant();
    case FailedColumn:
        return c ? QVariant(QLocale().toString(c->totalFailed)) : QVariant();
    case RateColumn:
        return st && st->proofsPerHour ? QVariant(QLocale().toString(*st->proofsPerHour, 'f', 1))
                                       : QVariant();
    case CostPerHourColumn: {
        const auto price = priceOf(row);
        return price ? QVariant(fleet::NodeCost::perHourText(*price)) : QVariant();
    }
    case CostPerProofColumn: {
        const auto perProof = fleet::NodeCost::dollarsPerProof(priceOf(row), rateOf(row));
        return perProof ? QVariant(fleet::NodeCost::perProofText(*perProof)) : QVariant();
    }
    case MemoryColumn:
        return c && c->memoryTotalBytes ? QVariant(Tr::tr("%1 / %2").arg(bytesText(c->memoryUsedBytes),
                                                                         bytesText(c->memoryTotalBytes)))
                                        : QVariant();
    case LatencyColumn:
        return st && st->latencyMs ? QVariant(QStringLiteral("%1 ms").arg(*st->latencyMs, 0, 'f', 1))
                                   : QVariant();
    case LastSeenColumn: {
        if (!st || !st->lastSeen.isValid())
            return st && st->lastPolled.isValid() ? Tr::tr("never") : QString();
        const QDateTime now = m_now.isValid() ? m_now : QDateTime::currentDateTimeUtc();
        return ageText(st->lastSeen.secsTo(now));
    }
    case ReasonColumn:
        return row.reason;
    case UserColumn:
        return n.user;
    case LabelsColumn:
        return n.labelsText();
    case StageColumn:
        return row.life ? stageLine(*row.life) : QString();
    case EventsColumn: {
        if (row.events.isEmpty())
            return QString();
        const QString first = row.events.first().text(m_logWindowMinutes);
        return row.events.size() == 1 ? first : Tr::tr("%1 (+%2 more)").arg(first).arg(row.events.size() - 1);
    }
    }
    return {};
}

QVariant FleetTableModel::sortValue(const Row& row, int column) const
{
    const Node& n = row.node;
    const auto [st, c, sys] = partsOf(row);
    switch (column) {
    case StateColumn:
        return int(row.health);
    case NameColumn:
        return n.name;
    case AddressColumn:
        return n.host + QLatin1Char(':') + QString::number(n.port).rightJustified(5, QLatin1Char('0'));
    case GpuColumn:
        return display(row, GpuColumn);
    case GpuLoadColumn:
        return sys ? averageUtilization(*sys).value_or(-1) : -1.0;
    case WorkersColumn:
        return c ? double(c->gpuWorkers.size()) : -1.0;
    case QueueColumn:
        return c ? double(c->queueDepth) : -1.0;
    case PipelinesColumn:
        return c ? double(c->pipelines.size()) : -1.0;
    case CompletedColumn:
        return c ? double(c->totalCompleted) : -1.0;
    case FailedColumn:
        return c ? double(c->totalFailed) : -1.0;
    case RateColumn:
        return st ? st->proofsPerHour.value_or(-1) : -1.0;
    case CostPerHourColumn:
        return priceOf(row).value_or(-1);
    case CostPerProofColumn:
        return fleet::NodeCost::dollarsPerProof(priceOf(row), rateOf(row)).value_or(-1);
    case MemoryColumn:
        return c ? double(c->memoryUsedBytes) : -1.0;
    case LatencyColumn:
        return st ? st->latencyMs.value_or(-1) : -1.0;
    case LastSeenColumn:
        return st && st->lastSeen.isValid() ? st->lastSeen.toMSecsSinceEpoch() : qint64(0);
    case ReasonColumn:
        return row.reason;
    case UserColumn:
        return n.user;
    case LabelsColumn:
        return n.labelsText();
    case StageColumn:
        return row.life ? int(row.life->stage) : -1;
    case EventsColumn: {
        int count = 0;
        for (const logs::LogEventSummary& e : row.events)
            count += e.count;
        return count;
    }
    }
    return {};
}

void FleetTableModel::setLifecycle(const QList<lifecycle::LifecycleRecord>& records)
{
    m_lives.clear();
    for (const lifecycle::LifecycleRecord& r : records)
        m_lives.insert(r.nodeId, r);
    for (int i = 0; i < m_rows.size(); ++i) {
        Row& row = m_rows[i];
        std::optional<lifecycle::LifecycleRecord> life = lifeOf(row.node.id);
        const bool same =
            life.has_value() == row.life.has_value() &&
            (!life || (life->stage == row.life->stage && life->stageSince == row.life->stageSince &&
                       life->rule.has_value() == row.life->rule.has_value() &&
                       (!life->rule || life->rule->reason == row.life->rule->reason)));
        row.life = std::move(life);
        if (!same)
            Q_EMIT dataChanged(index(i, 0), index(i, ColumnCount - 1));
    }
}

std::optional<lifecycle::LifecycleRecord> FleetTableModel::lifeOf(qint64 nodeId) const
{
    const auto it = m_lives.constFind(nodeId);
    return it == m_lives.cend() ? std::nullopt : std::optional<lifecycle::LifecycleRecord>(*it);
}

std::optional<lifecycle::LifecycleRecord> FleetTableModel::lifecycleOf(const QString& name) const
{
    const int row = rowOf(name);
    return row < 0 ? std::nullopt : m_rows.at(row).life;
}

void FleetTableModel::applyStatuses(const QList<status::NodeStatus>& batch)
{
    QList<int> changed;
    changed.reserve(batch.size());
    QDateTime newest;
    for (const status::NodeStatus& s : batch) {
        const int row = rowOf(s.name);
        if (row < 0)
            continue;
        Row& r = m_rows[row];
        r.status = s;
        r.health = s.state;
        r.code = s.diagnosis ? s.diagnosis->code : QString();
        r.reason = s.diagnosis ? s.diagnosis->message : QString();
        applyLogEvents(r);
        if (s.lastPolled.isValid() && (!newest.isValid() || s.lastPolled > newest))
            newest = s.lastPolled;
        changed << row;
    }
    if (newest.isValid() && (!m_now.isValid() || newest > m_now))
        m_now = newest;
    std::sort(changed.begin(), changed.end());
    changed.erase(std::unique(changed.begin(), changed.end()), changed.end());
    // One signal per run of adjacent rows.
    for (qsizetype i = 0; i < changed.size();) {
        qsizetype j = i;
        while (j + 1 < changed.size() && changed.at(j + 1) == changed.at(j) + 1)
            ++j;
        Q_EMIT dataChanged(index(changed.at(i), 0), index(changed.at(j), ColumnCount - 1));
        i = j + 1;
    }
}

void FleetTableModel::applyLogEvents(Row& r) const
{
    const bool fromLog = r.code == QLatin1String("log_event");
    if (fromLog) { // what the last poll said, before the log's word was put over it
        r.health = r.status ? r.status->state : status::HealthState::Unknown;
        r.code = r.status && r.status->diagnosis ? r.status->diagnosis->code : QString();
        r.reason = r.status && r.status->diagnosis ? r.status->diagnosis->message : QString();
    }
    if (r.health != status::HealthState::Healthy)
        return;
    for (const logs::LogEventSummary& e : std::as_const(r.events)) {
        if (e.state == QLatin1String("degraded")) {
            r.health = status::HealthState::Degraded;
            r.code = QStringLiteral("log_event");
            r.reason = Tr::tr("its log: %1").arg(e.text(m_logWindowMinutes));
            return;
        }
    }
}

void FleetTableModel::setLogEvents(const QString& name, const QList<logs::LogEventSummary>& events,
                                   int windowMinutes)
{
    const int row = rowOf(name);
    if (row < 0)
        return;
    Row& r = m_rows[row];
    m_logWindowMinutes = windowMinutes;
    r.events = events;
    applyLogEvents(r);
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

QList<logs::LogEventSummary> FleetTableModel::logEventsOf(const QString& name) const
{
    const int row = rowOf(name);
    return row < 0 ? QList<logs::LogEventSummary>() : m_rows.at(row).events;
}

const status::NodeStatus* FleetTableModel::statusOf(const QString& name) const
{
    const int row = rowOf(name);
    return row >= 0 && m_rows.at(row).status ? &*m_rows.at(row).status : nullptr;
}

FleetTableModel::Totals FleetTableModel::totals() const
{
    Totals t;
    for (const Row& r : m_rows) {
        if (r.life && r.life->stage == lifecycle::Stage::Retired)
            continue; // history only: its instance is gone
        ++t.nodes;
        if (r.health == status::HealthState::Healthy)
            ++t.healthy;
        else if (r.health == status::HealthState::Degraded)
            ++t.degraded;
        else if (isDown(r.health))
            ++t.down;
        else
            ++t.unknown;
        if (r.status && r.status->system)
            t.gpus += int(r.status->system->gpus.size());
        const bool live =
            r.status && r.status->proofsPerHour &&
            (r.health == status::HealthState::Healthy || r.health == status::HealthState::Degraded);
        if (live) {
            t.proofsPerHour += *r.status->proofsPerHour;
            ++t.nodesWithRate;
        }
        if (r.provider && r.provider->vanished())
            continue; // no longer rented: no cost
        if (fleet::NodeCost::stopped(r.provider)) {
            ++t.stopped;
            t.stoppedDollarsPerHour += fleet::NodeCost::storageDollarsPerHour(r.provider).value_or(0);
        }
        if (const auto price = priceOf(r)) {
            t.dollarsPerHour += *price;
            ++t.nodesWithPrice;
            if (live && *r.status->proofsPerHour > 0) {
                t.costedDollarsPerHour += *price;
                t.costedProofsPerHour += *r.status->proofsPerHour;
            }
        } else {
            ++t.nodesWithoutPrice;
        }
    }
    return t;
}

std::optional<double> FleetTableModel::Totals::dollarsPerProof() const
{
    return fleet::NodeCost::dollarsPerProof(costedDollarsPerHour, costedProofsPerHour);
}

std::optional<fleet::ProviderRecord> FleetTableModel::providerRecordOf(const QString& name) const
{
    const int row = rowOf(name);
    return row >= 0 ? m_rows.at(row).provider : std::nullopt;
}

std::optional<double> FleetTableModel::dollarsPerHourOf(const QString& name) const
{
    const int row = rowOf(name);
    return row >= 0 ? priceOf(m_rows.at(row)) : std::nullopt;
}

std::optional<double> FleetTableModel::priceOf(const Row& row)
{
    return fleet::NodeCost::dollarsPerHour(row.node, row.provider);
}

std::optional<double> FleetTableModel::rateOf(const Row& row)
{
    return row.status ? row.status->proofsPerHour : std::nullopt;
}

void FleetTableModel::onProviderDataChanged()
{
    const QHash<qint64, fleet::ProviderRecord> records = m_inventory.providerRecords();
    int first = -1;
    int last = -1;
    for (int i = 0; i < m_rows.size(); ++i) {
        const auto it = records.constFind(m_rows.at(i).node.id);
        std::optional<fleet::ProviderRecord> record =
            it == records.cend() ? std::nullopt : std::optional<fleet::ProviderRecord>(*it);
        if (record == m_rows.at(i).provider)
            continue;
        m_rows[i].provider = std::move(record);
        first = first < 0 ? i : first;
        last = i;
    }
    if (first >= 0)
        Q_EMIT dataChanged(index(first, 0), index(last, ColumnCount - 1));
}

} // namespace fleetdeck::models
