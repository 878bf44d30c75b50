// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "logs/LogLine.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMetaType>
#include <QRegularExpression>
#include <QString>

#include <deque>
#include <optional>

namespace fleetdeck::storage {
class Database;
}

namespace fleetdeck::logs {

/// A pattern that makes matching log lines into events of their node.
struct LogPattern
{
    enum class Severity { Error, Warning, Info };

    QString name;  ///< "cuda_error"
    QString title; ///< what the table says: "CUDA error"
    QRegularExpression regex;
    Severity severity = Severity::Error;
    /// The node state an event of it implies ("degraded"), or empty for none.
    QString state;

    /// Empty when usable (a name, a valid expression).
    QString check() const;
};

QString severityName(LogPattern::Severity severity);
std::optional<LogPattern::Severity> severityFromName(const QString& name);

/// What cuzk and the GPU stack print when things go wrong: CUDA and driver errors, out of
/// memory, panics, failed proofs, GPU workers restarting.
QList<LogPattern> defaultPatterns();

/// The fleet's own patterns, in its database; with the built-in ones they make the patterns the
/// console and the CLI use.
class LogPatternStore
{
public:
    explicit LogPatternStore(storage::Database& db);
    /// Saves (or replaces) a pattern; refuses one whose check() fails or whose state is not
    /// empty or "degraded".
    bool save(const LogPattern& pattern);
    /// False (error() empty) when there was none of that name.
    bool remove(const QString& name);
    QList<LogPattern> own() const;
    /// The fleet's own patterns first (a name of its own replaces the built-in one), then the
    /// built-in ones.
    QList<LogPattern> effective() const;
    /// Whether `name` is one of the fleet's own.
    bool isOwn(const QString& name) const;
    QString error() const { return m_error; }

private:
    storage::Database& m_db;
    mutable QString m_error;
};

/// A line that matched a pattern.
struct LogEvent
{
    QString node;
    QString pattern;
    QString title;
    LogPattern::Severity severity = LogPattern::Severity::Error;
    QString state;
    QDateTime at; ///< when it was seen (UTC)
    LogLine line;
    int countInWindow = 1; ///< this pattern's events on this node within the window, this one included
    /// The first of a burst (none of the same pattern on the node for burstGap before): the one
    /// to notify about.
    bool startsBurst = true;
};

/// One node's events of one pattern within the window, for the table and the details.
struct LogEventSummary
{
    QString pattern;
    QString title;
    LogPattern::Severity severity = LogPattern::Severity::Error;
    QString state;
    int count = 0;
    QDateTime last;
    QString lastText;

    /// "CUDA error 3× in 10 min"
    QString text(int windowMinutes) const;
};

/// Matches lines against patterns and counts what matched per node and pattern over a sliding
/// window. The first matching pattern of a line wins.
class LogEventDetector
{
public:
    explicit LogEventDetector(QList<LogPattern> patterns = defaultPatterns(), int windowMinutes = 10,
                              int burstGapMinutes = 5);

    std::optional<LogEvent> feed(const LogLine& line, const QDateTime& now = QDateTime::currentDateTimeUtc());
    /// Per pattern with events within the window, most recent first.
    QList<LogEventSummary> summary(const QString& node,
                                   const QDateTime& now = QDateTime::currentDateTimeUtc()) const;
    int windowMinutes() const { return m_windowMinutes; }
    int burstGapMinutes() const { return m_burstGapMinutes; }
    const QList<LogPattern>& patterns() const { return m_patterns; }

private:
    struct Seen
    {
        std::deque<QDateTime> times;
        QDateTime last;
        QString lastText;
    };
    QList<LogPattern> m_patterns;
    int m_windowMinutes;
    int m_burstGapMinutes;
    QHash<QString, QHash<QString, Seen>> m_seen; ///< node -> pattern -> times
};

/// Log events in the fleet's events table (kind "log"), and the node's events read back for the
/// built-in `events` log source.
class LogEventStore
{
public:
    explicit LogEventStore(storage::Database& db);
    bool record(qint64 nodeId, const LogEvent& event);
    /// Any other event of the node (kind "check", "state", "rule", "keys"), for the `events`
    /// source: what Fleetdeck did and saw.
    bool recordEvent(qint64 nodeId, const QString& kind, const QString& code, const QString& message,
                     LogPattern::Severity severity, const QDateTime& at = QDateTime::currentDateTimeUtc());
    /// The node's events of every kind as log lines (oldest first), at most the newest `limit`.
    QList<LogLine> eventLines(qint64 nodeId, const QString& nodeName, int limit) const;
    QString error() const { return m_error; }

private:
    storage::Database& m_db;
    mutable QString m_error;
};

} // namespace fleetdeck::logs

Q_DECLARE_METATYPE(fleetdeck::logs::LogEvent)
