// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QSqlQuery>
#include <QString>

#include <optional>

class QSqlQuery;

namespace fleetdeck::storage {
class Database;
}

namespace fleetdeck::status {

/// One poll's figures for the history charts.
struct StatusSample
{
    QDateTime at;    ///< UTC
    bool ok = false; ///< the status endpoint answered
    std::optional<double> queueDepth;
    std::optional<double> totalCompleted;
    std::optional<double> totalFailed;
    std::optional<double> memoryUsedBytes;
    std::optional<double> memoryTotalBytes;
    std::optional<double> latencyMs;
};

/// A chartable series: (time, value), in time order.
struct HistoryPoint
{
    QDateTime at;
    double value = 0;
};

/// Status samples in SQLite, downsampled: full resolution for the last hour, one-minute buckets
/// (averages; counters: last value) for seven days, then dropped. Bounded in size whatever the
/// fleet does.
class StatusHistory
{
public:
    enum class Metric { QueueDepth, CompletedPerMinute, Failed, MemoryUsed, Latency };
    static constexpr qint64 FullResolutionSecs = 3600;
    static constexpr qint64 RetentionSecs = 7 * 24 * 3600;

    explicit StatusHistory(storage::Database& db);

    /// Records samples of several nodes in one transaction.
    bool record(const QList<QPair<qint64 /*node id*/, StatusSample>>& samples);
    /// Moves samples older than an hour into minute buckets and drops what is older than 7 days.
    /// `now` is injectable for tests.
    bool compact(const QDateTime& now = QDateTime::currentDateTimeUtc());
    /// The series of one node's metric over [from, to]: raw samples where still kept, buckets
    /// elsewhere. CompletedPerMinute is derived from the counter (resets are not negative).
    QList<HistoryPoint> series(qint64 nodeId, Metric metric, const QDateTime& from,
                               const QDateTime& to) const;
    /// Rows in both tables (for the size bound's test and the about box).
    qint64 rowCount() const;
    QString error() const { return m_error; }

private:
    /// A node's newest total_completed, the base of its next increase.
    struct Reading
    {
        qint64 at = 0; ///< ms since the epoch
        double value = 0;
    };
    std::optional<Reading> lastCompleted(qint64 nodeId);
    bool fail(const QString& what, const QSqlQuery& q) const;

    storage::Database& m_db;
    mutable QString m_error;
    /// Per node, filled from the database on first use; nullopt when it holds no reading yet.
    QHash<qint64, std::optional<Reading>> m_lastCompleted;
    /// The INSERT of N samples at once, by N, each prepared once: preparing one (hundreds of
    /// parameters) cost more than running it.
    QHash<int, QSqlQuery> m_inserts;
    QSqlQuery* insertOf(int rows, QString* failure);
};

} // namespace fleetdeck::status
