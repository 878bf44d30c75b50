// SPDX-License-Identifier: GPL-3.0-or-later
#include "NodeKeysModel.h"
#include "UiTr.h"

#include "StatusStyle.h"

#include <QBrush>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QPalette>
#include <QRegularExpression>

namespace fleetdeck::ui {

NodeKeysModel::NodeKeysModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_tones(KeyTones::of(QGuiApplication::palette()))
    , m_mono(QFontDatabase::systemFont(QFontDatabase::FixedFont))
{}

NodeKeysModel::State NodeKeysModel::Row::state() const
{
    if (!key.valid)
        return State::Ignored;
    return key.usedByConsole ? State::Console : State::Accepted;
}

void NodeKeysModel::setAudit(const KeyAudit& audit)
{
    QList<Row> rows;
    for (const keys::AuditedKey& k : audit.result.keys) {
        Row row{k, {}, {}};
        for (const auto& f : audit.result.details) {
            if (f.line == k.line && f.code != QLatin1String("missing_trailing_newline"))
                row.problems << f.detail;
        }
        for (const auto& [fingerprint, source] : audit.consoleKeys) {
            if (fingerprint == k.fingerprint)
                row.source = source;
        }
        rows << row;
    }
    // Rows change in place, and only the surplus is added or removed: the operator's selection stays
    // when the panel shows the same node again (after a palette change, a new audit).
    const int had = int(m_rows.size());
    const int has = int(rows.size());
    if (has < had) {
        beginRemoveRows({}, has, had - 1);
        m_rows.resize(has);
        endRemoveRows();
    } else if (has > had) {
        beginInsertRows({}, had, has - 1);
        m_rows << rows.mid(had);
        endInsertRows();
    }
    m_rows = rows;
    if (has > 0)
        Q_EMIT dataChanged(index(0, 0), index(has - 1, ColumnCount - 1));
}

void NodeKeysModel::setTones(const KeyTones& tones)
{
    m_tones = tones;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                           {Qt::ForegroundRole, Qt::BackgroundRole});
}

int NodeKeysModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int NodeKeysModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

KeyTableCell NodeKeysModel::cell(const Row& row, int column) const
{
    const keys::AuditedKey& k = row.key;
    switch (column) {
    case LineColumn:
        return {QString::number(k.line), {}, {}};
    case StatusColumn:
        switch (row.state()) {
        case State::Ignored:
            return {Tr::tr("✗ Ignored by sshd"),
                    row.problems.isEmpty() ? Tr::tr("sshd does not accept this line as a key")
                                           : row.problems.join(QLatin1Char('\n')),
                    Tr::tr("✗ Ignored")};
        case State::Console:
            return {Tr::tr("● Console logs in with this"),
                    Tr::tr("The console logs in to this node with this key (%1).").arg(row.source),
                    Tr::tr("● Console key")};
        case State::Accepted:
            return {Tr::tr("Accepted"), Tr::tr("sshd accepts this key for a login."), {}};
        }
        return {};
    case TypeColumn: {
        QString shortType = k.type;
        shortType.remove(QRegularExpression(QStringLiteral("^ssh-|@openssh\\.com$")));
        return {k.type, k.type, shortType};
    }
    case FingerprintColumn:
        return {k.fingerprint.isEmpty() ? Tr::tr("—") : k.fingerprint, {}, {}};
    case CommentColumn:
        return {k.comment, {}, {}};
    case OptionsColumn:
        return {k.options, {}, {}};
    default:
        return {};
    }
}

QVariant NodeKeysModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size() || index.column() >= ColumnCount)
        return {};
    const Row& row = m_rows.at(index.row());
    const int column = index.column();
    const State state = row.state();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
    case KeyTableRole::ShortText:
    case KeyTableRole::FullText:
        return cell(row, column).data(role);
    case Qt::TextAlignmentRole:
        return column == LineColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case Qt::ForegroundRole:
        if (column != StatusColumn)
            return {};
        return QBrush(state == State::Ignored   ? m_tones.bad
                      : state == State::Console ? m_tones.good
                                                : m_tones.muted);
    case Qt::BackgroundRole:
        // A key that does not work, and the one the console logs in with, stand out as whole rows.
        if (state == State::Accepted)
            return {};
        return QBrush(
            StatusStyle::mix(m_tones.base, state == State::Ignored ? m_tones.bad : m_tones.good, 0.12));
    case Qt::FontRole:
        if (column == FingerprintColumn || column == OptionsColumn)
            return m_mono;
        if (column == StatusColumn && state != State::Accepted) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case KeyTableRole::Raw:
        if (column == LineColumn)
            return row.key.line;
        if (column == StatusColumn)
            return row.key.usedByConsole;
        return {};
    case KeyTableRole::Record:
        return QVariant::fromValue(row.key);
    default:
        return {};
    }
}

QVariant NodeKeysModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case LineColumn:
        return Tr::tr("Line");
    case StatusColumn:
        return Tr::tr("Status");
    case TypeColumn:
        return Tr::tr("Type");
    case FingerprintColumn:
        return Tr::tr("Fingerprint");
    case CommentColumn:
        return Tr::tr("Comment");
    case OptionsColumn:
        return Tr::tr("Options");
    default:
        return {};
    }
}

} // namespace fleetdeck::ui
