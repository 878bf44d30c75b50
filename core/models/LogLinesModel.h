// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "logs/LogFilter.h"
#include "logs/LogLine.h"

#include <QAbstractTableModel>
#include <QHash>

#include <deque>

namespace fleetdeck::models {

/// The lines of a log view: a ring of the newest `capacity` lines (older ones fall out and are
/// counted), of which those passing the filter are the rows. Appending is cheap: rows are added
/// at the end, and the rows of lines that fell out are removed at the start.
class LogLinesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { TimeColumn, NodeColumn, LevelColumn, TextColumn, ColumnCount };
    enum Role {
        LevelRole = Qt::UserRole + 1, ///< int (logs::LogLevel), -1 when the line has none
        StderrRole,                   ///< bool
        NoteRole,                     ///< bool: Fleetdeck's own word on the stream
        MarkedRole,                   ///< bool: cut or binary
        LineRole,                     ///< logs::LogLine
    };
    static constexpr int DefaultCapacity = 100000;

    explicit LogLinesModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setCapacity(int lines);
    int capacity() const { return m_capacity; }
    void append(const QList<logs::LogLine>& lines);
    void clear();
    void setFilter(const logs::LogFilter& filter);
    const logs::LogFilter& filter() const { return m_filter; }

    const logs::LogLine& lineAt(int row) const;
    /// Lines held (shown or not).
    int heldLines() const { return int(m_lines.size()); }
    /// Lines that fell out of the ring since the last clear().
    qint64 droppedLines() const { return m_dropped; }
    /// Rows whose text matches, in order.
    QList<int> matchingRows(const QRegularExpression& re) const;

private:
    struct Entry
    {
        logs::LogLine line;
        QDateTime timeKey; ///< its time, or that of the last earlier line of its node
    };
    void trim();

    std::deque<Entry> m_lines;
    std::deque<qint64> m_rows; ///< absolute numbers of the shown lines
    qint64 m_first = 0;        ///< absolute number of m_lines.front()
    qint64 m_dropped = 0;
    int m_capacity = DefaultCapacity;
    logs::LogFilter m_filter;
    QHash<QString, QDateTime> m_lastKey;
};

} // namespace fleetdeck::models
