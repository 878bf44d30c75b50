// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeploymentTrailModel.h"
#include "UiTr.h"

#include <QBrush>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QPalette>

namespace fleetdeck::ui {

namespace {

/// A result that calls for a look (it did not end as asked) shows in bold.
bool isStrong(const QString& result)
{
    return result != QLatin1String("added") && result != QLatin1String("repaired") &&
           result != QLatin1String("removed") && result != QLatin1String("unchanged");
}

} // namespace

DeploymentTrailModel::DeploymentTrailModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_tones(KeyTones::of(QGuiApplication::palette()))
    , m_mono(QFontDatabase::systemFont(QFontDatabase::FixedFont))
{}

void DeploymentTrailModel::setRecords(const QList<keys::DeploymentRecord>& records)
{
    // Rows change in place, and only the surplus is added or removed: the operator's selection stays
    // when the trail is read again.
    const int had = int(m_records.size());
    const int has = int(records.size());
    if (has < had) {
        beginRemoveRows({}, has, had - 1);
        m_records.resize(has);
        endRemoveRows();
    } else if (has > had) {
        beginInsertRows({}, had, has - 1);
        m_records << records.mid(had);
        endInsertRows();
    }
    m_records = records;
    if (has > 0)
        Q_EMIT dataChanged(index(0, 0), index(has - 1, ColumnCount - 1));
}

void DeploymentTrailModel::setTones(const KeyTones& tones)
{
    m_tones = tones;
    if (!m_records.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::ForegroundRole});
}

int DeploymentTrailModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
}

int DeploymentTrailModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QColor DeploymentTrailModel::resultColor(const QString& result) const
{
    if (result == QLatin1String("added") || result == QLatin1String("repaired") ||
        result == QLatin1String("removed"))
        return m_tones.good;
    if (result == QLatin1String("unchanged"))
        return m_tones.muted;
    if (result == QLatin1String("failed"))
        return m_tones.bad;
    return m_tones.warning;
}

KeyTableCell DeploymentTrailModel::cell(const keys::DeploymentRecord& rec, int column) const
{
    switch (column) {
    case TimeColumn: {
        const QDateTime local = rec.at.toLocalTime();
        return {local.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
                Tr::tr("%1 UTC").arg(rec.at.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"))),
                local.toString(QStringLiteral("MM-dd HH:mm"))};
    }
    case ActionColumn:
        return {rec.action, {}, {}};
    case OperatorColumn: {
        // "login@host"; where the table is narrow, the login alone.
        const QString login = rec.operatorName.section(QLatin1Char('@'), 0, 0);
        return {rec.operatorName,
                rec.operatorName.isEmpty() ? Tr::tr("recorded before operators were recorded")
                                           : Tr::tr("run by %1").arg(rec.operatorName),
                login};
    }
    case KeyColumn: {
        const QString fingerprint = NodeKeysText::shortFingerprint(rec.keyFingerprint);
        return {QStringLiteral("%1 %2").arg(fingerprint, rec.keyComment).trimmed(),
                QStringLiteral("%1 %2").arg(rec.keyFingerprint, rec.keyComment).trimmed(),
                rec.keyComment.isEmpty() ? fingerprint : rec.keyComment};
    }
    case ResultColumn:
        if (rec.result == QLatin1String("added_unverified"))
            return {Tr::tr("added, not verified"), rec.result, Tr::tr("unverified")};
        if (rec.result == QLatin1String("rolled_back"))
            return {Tr::tr("rolled back"), rec.result, Tr::tr("rolled back")};
        if (rec.result == QLatin1String("refused"))
            return {Tr::tr("refused (lockout guard)"), rec.result, Tr::tr("refused")};
        return {rec.result, rec.result, rec.result};
    case FileColumn: {
        const QString before =
            rec.beforeSha256.isEmpty() ? Tr::tr("none") : NodeKeysText::shortHash(rec.beforeSha256);
        const QString after =
            rec.afterSha256.isEmpty() ? Tr::tr("none") : NodeKeysText::shortHash(rec.afterSha256);
        const bool same = rec.beforeSha256 == rec.afterSha256 && !rec.afterSha256.isEmpty();
        return {same ? Tr::tr("%1 (same)").arg(before) : QStringLiteral("%1 → %2").arg(before, after),
                Tr::tr("%1\nbefore: %2\nafter:  %3")
                    .arg(rec.remotePath,
                         rec.beforeSha256.isEmpty() ? Tr::tr("no file, or not read") : rec.beforeSha256,
                         rec.afterSha256.isEmpty() ? Tr::tr("not written") : rec.afterSha256),
                same ? before.left(6) : QStringLiteral("%1→%2").arg(before.left(6), after.left(6))};
    }
    case FindingsColumn: {
        QStringList findings;
        for (const QString& code : rec.findings)
            findings << NodeKeysText::findingShort(code);
        return {findings.join(QStringLiteral(", ")), rec.findings.join(QStringLiteral(", ")), {}};
    }
    case DiagnosisColumn:
        return {
            rec.diagnosisCode, rec.diagnosisDetail.isEmpty() ? rec.diagnosisCode : rec.diagnosisDetail, {}};
    default:
        return {};
    }
}

QVariant DeploymentTrailModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_records.size() || index.column() >= ColumnCount)
        return {};
    const keys::DeploymentRecord& rec = m_records.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
    case KeyTableRole::ShortText:
    case KeyTableRole::FullText:
        return cell(rec, column).data(role);
    case Qt::ForegroundRole:
        if (column == ResultColumn)
            return QBrush(resultColor(rec.result));
        if (column == DiagnosisColumn)
            return QBrush(m_tones.bad);
        return {};
    case Qt::FontRole:
        if (column == FileColumn)
            return m_mono;
        if (column == ResultColumn && isStrong(rec.result)) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case KeyTableRole::Raw:
        if (column == TimeColumn)
            return rec.at;
        if (column == KeyColumn)
            return rec.keyFingerprint;
        if (column == ResultColumn)
            return rec.result;
        return {};
    case KeyTableRole::Record:
        return QVariant::fromValue(rec);
    default:
        return {};
    }
}

QVariant DeploymentTrailModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn:
        return Tr::tr("Time");
    case ActionColumn:
        return Tr::tr("Action");
    case OperatorColumn:
        return Tr::tr("By");
    case KeyColumn:
        return Tr::tr("Key");
    case ResultColumn:
        return Tr::tr("Result");
    case FileColumn:
        return Tr::tr("Before → after");
    case FindingsColumn:
        return Tr::tr("Findings");
    case DiagnosisColumn:
        return Tr::tr("Diagnosis");
    default:
        return {};
    }
}

} // namespace fleetdeck::ui
