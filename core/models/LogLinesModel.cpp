// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/LogLinesModel.h"

#include "Tr.h"

#include <QLocale>

namespace fleetdeck::models {

LogLinesModel::LogLinesModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

int LogLinesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LogLinesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const logs::LogLine& LogLinesModel::lineAt(int row) const
{
    return m_lines.at(size_t(m_rows.at(size_t(row)) - m_first)).line;
}

QVariant LogLinesModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const logs::LogLine& line = lineAt(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return line.time.isValid() ? line.time.toLocalTime().toString(QStringLiteral("HH:mm:ss.zzz"))
                                       : QString();
        case NodeColumn:
            return line.node;
        case LevelColumn:
            if (line.note)
                return Tr::tr("note");
            return line.level ? logs::levelName(*line.level)
                              : (line.stderrStream ? QStringLiteral("stderr") : QString());
        case TextColumn:
            return line.body().toString();
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == TextColumn && line.bodyStart > 0)
            return line.text.left(2000);
        if (index.column() == TimeColumn && line.time.isValid())
            return QLocale().toString(line.time.toLocalTime(), QLocale::LongFormat);
        if (index.column() == LevelColumn && line.stderrStream)
            return Tr::tr("written to stderr");
        break;
    case LevelRole:
        return line.level ? int(*line.level) : -1;
    case StderrRole:
        return line.stderrStream;
    case NoteRole:
        return line.note;
    case MarkedRole:
        return line.cut || line.binary;
    case LineRole:
        return QVariant::fromValue(line);
    }
    return {};
}

QVariant LogLinesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn:
        return Tr::tr("Time");
    case NodeColumn:
        return Tr::tr("Node");
    case LevelColumn:
        return Tr::tr("Level");
    case TextColumn:
        return Tr::tr("Line");
    }
    return {};
}

void LogLinesModel::setCapacity(int lines)
{
    m_capacity = qMax(100, lines);
    trim();
}

void LogLinesModel::append(const QList<logs::LogLine>& lines)
{
    if (lines.isEmpty())
        return;
    std::vector<qint64> shown;
    for (const logs::LogLine& line : lines) {
        QDateTime& key = m_lastKey[line.node];
        if (line.time.isValid())
            key = line.time;
        const qint64 absolute = m_first + qint64(m_lines.size());
        m_lines.push_back({line, key});
        if (m_filter.accepts(line, key))
            shown.push_back(absolute);
    }
    if (!shown.empty()) {
        const int from = int(m_rows.size());
        beginInsertRows({}, from, from + int(shown.size()) - 1);
        m_rows.insert(m_rows.end(), shown.begin(), shown.end());
        endInsertRows();
    }
    trim();
}

void LogLinesModel::trim()
{
    if (qint64(m_lines.size()) <= m_capacity)
        return;
    const qint64 drop = qint64(m_lines.size()) - m_capacity;
    const qint64 newFirst = m_first + drop;
    int rowsGone = 0;
    while (rowsGone < int(m_rows.size()) && m_rows.at(size_t(rowsGone)) < newFirst)
        ++rowsGone;
    if (rowsGone > 0) {
        beginRemoveRows({}, 0, rowsGone - 1);
        m_rows.erase(m_rows.begin(), m_rows.begin() + rowsGone);
    }
    m_lines.erase(m_lines.begin(), m_lines.begin() + drop);
    m_first = newFirst;
    m_dropped += drop;
    if (rowsGone > 0)
        endRemoveRows();
}

void LogLinesModel::clear()
{
    beginResetModel();
    m_lines.clear();
    m_rows.clear();
    m_lastKey.clear();
    m_first = 0;
    m_dropped = 0;
    endResetModel();
}

void LogLinesModel::setFilter(const logs::LogFilter& filter)
{
    beginResetModel();
    m_filter = filter;
    m_rows.clear();
    for (size_t i = 0; i < m_lines.size(); ++i) {
        if (m_filter.accepts(m_lines[i].line, m_lines[i].timeKey))
            m_rows.push_back(m_first + qint64(i));
    }
    endResetModel();
}

QList<int> LogLinesModel::matchingRows(const QRegularExpression& re) const
{
    QList<int> rows;
    if (re.pattern().isEmpty() || !re.isValid())
        return rows;
    for (size_t r = 0; r < m_rows.size(); ++r) {
        if (re.match(m_lines[size_t(m_rows[r] - m_first)].line.text).hasMatch())
            rows << int(r);
    }
    return rows;
}

} // namespace fleetdeck::models
