// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "logs/LogLine.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QRegularExpression>

#include <optional>

namespace fleetdeck::logs {

/// Which lines to show: at or above a level, matching an expression, not older than a time.
/// Shared by `fleetdeck-cli logs` and the console's log views.
struct LogFilter
{
    std::optional<LogLevel> level; ///< this level or more serious; lines without a level are left out
    QRegularExpression grep;       ///< an empty pattern matches every line
    QDateTime since;               ///< invalid: no limit

    /// `timeKey`: the line's time, or that of the last earlier line of its stream that had one
    /// (a continuation line goes with the line it continues); invalid when none had.
    bool accepts(const LogLine& line, const QDateTime& timeKey) const;
    bool isEmpty() const { return !level && grep.pattern().isEmpty() && !since.isValid(); }

    /// "2026-12-03T10:00:00Z" (no zone: UTC) or a duration back from `now`: "90s", "15m", "2h",
    /// "1d". Invalid on anything else.
    static QDateTime parseSince(const QString& text, const QDateTime& now = QDateTime::currentDateTimeUtc());
};

/// Merges the lines of several nodes into one stream in time order, never reordering one node's
/// lines: a k-way merge of the nodes' lists (each in its own order) by each head's time key. A
/// line without a time goes with the line before it.
class LogMerge
{
public:
    /// Appends a node's lines (in its order) to what waits to be merged.
    void add(const QList<LogLine>& lines);
    /// Everything added so far, merged; the waiting lists are emptied (each node's last time
    /// key is kept for the lines that come next).
    QList<LogLine> take();
    bool isEmpty() const;

private:
    struct NodeQueue
    {
        QList<LogLine> lines;
        QDateTime lastKey;
    };
    QList<QString> m_order; ///< nodes in the order first seen (ties go to the earlier one)
    QHash<QString, NodeQueue> m_queues;
};

/// Follows a source that can only be read again whole (a stored log, vast.ai's tail of a
/// container's output): each read gives what is new since the last one, found after the last lines
/// returned before.
class TailFollower
{
public:
    /// The lines of `tail` after those returned last time (all of them the first time). `gap` is
    /// set when the last lines returned before are no longer in `tail`: lines may have been missed.
    QList<LogLine> newLines(const QList<LogLine>& tail, bool* gap = nullptr);

private:
    QStringList m_anchor;
    bool m_first = true;
};

} // namespace fleetdeck::logs
