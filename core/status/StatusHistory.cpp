// SPDX-License-Identifier: GPL-3.0-or-later
#include "status/StatusHistory.h"

#include "storage/Database.h"

#include <QMap>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <numeric>

namespace fleetdeck::status {

using namespace Qt::Literals::StringLiterals;

namespace {
constexpr qint64 MinuteMs = 60'000;
// Samples dated further ahead than this were stamped by a clock that has since been set back.
constexpr qint64 FutureSlackMs = MinuteMs;
constexpr int RowsPerInsert = 64; // 640 parameters: under SQLite's oldest limit (999)
constexpr int SampleColumns = 10;

qint64 floorToMinute(qint64 ms)
{
    return ms - ((ms % MinuteMs) + MinuteMs) % MinuteMs;
}

qint64 ceilToMinute(qint64 ms)
{
    const qint64 floor = floorToMinute(ms);
    return floor == ms ? ms : floor + MinuteMs;
}

QVariant orNull(const std::optional<double>& v)
{
    return v ? QVariant(*v) : QVariant();
}

QString insertSamplesSql(int rows)
{
    QString sql =
        u"INSERT INTO status_samples (node_id, at, ok, queue_depth, total_completed, "
        u"completed_increase, total_failed, memory_used_bytes, memory_total_bytes, latency_ms) VALUES "_s;
    for (int i = 0; i < rows; ++i)
        sql += i == 0 ? u"(?,?,?,?,?,?,?,?,?,?)"_s : u",(?,?,?,?,?,?,?,?,?,?)"_s;
    // A second sample of a node at the same millisecond is a duplicate: the first one stays.
    return sql + u" ON CONFLICT (node_id, at) DO NOTHING"_s;
}

// Folds whole minutes of raw samples into buckets. A bucket that already exists (a sample that
// arrived after its minute was folded) absorbs them: sums and counts add up, counters keep the
// newer reading. Portable: ON CONFLICT ... DO UPDATE is the same on SQLite (3.24+) and PostgreSQL.
const QString FoldSql = uR"(
INSERT INTO status_minutes (node_id, at, samples, ok_samples,
    queue_depth_sum, queue_depth_count, memory_used_sum, memory_used_count,
    memory_total_sum, memory_total_count, latency_sum, latency_count,
    completed_increase, total_completed, total_completed_at, total_failed, total_failed_at)
SELECT g.node_id, g.bucket, g.samples, g.ok_samples,
    g.queue_depth_sum, g.queue_depth_count, g.memory_used_sum, g.memory_used_count,
    g.memory_total_sum, g.memory_total_count, g.latency_sum, g.latency_count,
    g.completed_increase, c.total_completed, g.completed_at, f.total_failed, g.failed_at
FROM (SELECT node_id, (at / 60000) * 60000 AS bucket, COUNT(*) AS samples, SUM(ok) AS ok_samples,
        SUM(queue_depth) AS queue_depth_sum, COUNT(queue_depth) AS queue_depth_count,
        SUM(memory_used_bytes) AS memory_used_sum, COUNT(memory_used_bytes) AS memory_used_count,
        SUM(memory_total_bytes) AS memory_total_sum, COUNT(memory_total_bytes) AS memory_total_count,
        SUM(latency_ms) AS latency_sum, COUNT(latency_ms) AS latency_count,
        SUM(completed_increase) AS completed_increase,
        MAX(CASE WHEN total_completed IS NOT NULL THEN at END) AS completed_at,
        MAX(CASE WHEN total_failed IS NOT NULL THEN at END) AS failed_at
      FROM status_samples WHERE at >= ? AND at < ? GROUP BY node_id, (at / 60000) * 60000) g
LEFT JOIN status_samples c ON c.node_id = g.node_id AND c.at = g.completed_at
LEFT JOIN status_samples f ON f.node_id = g.node_id AND f.at = g.failed_at
WHERE TRUE
ON CONFLICT (node_id, at) DO UPDATE SET
    samples = status_minutes.samples + excluded.samples,
    ok_samples = status_minutes.ok_samples + excluded.ok_samples,
    queue_depth_sum = COALESCE(status_minutes.queue_depth_sum + excluded.queue_depth_sum,
                               status_minutes.queue_depth_sum, excluded.queue_depth_sum),
    queue_depth_count = status_minutes.queue_depth_count + excluded.queue_depth_count,
    memory_used_sum = COALESCE(status_minutes.memory_used_sum + excluded.memory_used_sum,
                               status_minutes.memory_used_sum, excluded.memory_used_sum),
    memory_used_count = status_minutes.memory_used_count + excluded.memory_used_count,
    memory_total_sum = COALESCE(status_minutes.memory_total_sum + excluded.memory_total_sum,
                                status_minutes.memory_total_sum, excluded.memory_total_sum),
    memory_total_count = status_minutes.memory_total_count + excluded.memory_total_count,
    latency_sum = COALESCE(status_minutes.latency_sum + excluded.latency_sum,
                           status_minutes.latency_sum, excluded.latency_sum),
    latency_count = status_minutes.latency_count + excluded.latency_count,
    completed_increase = COALESCE(status_minutes.completed_increase + excluded.completed_increase,
                                  status_minutes.completed_increase, excluded.completed_increase),
    total_completed = CASE WHEN excluded.total_completed_at IS NOT NULL
            AND (status_minutes.total_completed_at IS NULL
                 OR excluded.total_completed_at >= status_minutes.total_completed_at)
        THEN excluded.total_completed ELSE status_minutes.total_completed END,
    total_completed_at = CASE WHEN excluded.total_completed_at IS NOT NULL
            AND (status_minutes.total_completed_at IS NULL
                 OR excluded.total_completed_at >= status_minutes.total_completed_at)
        THEN excluded.total_completed_at ELSE status_minutes.total_completed_at END,
    total_failed = CASE WHEN excluded.total_failed_at IS NOT NULL
            AND (status_minutes.total_failed_at IS NULL
                 OR excluded.total_failed_at >= status_minutes.total_failed_at)
        THEN excluded.total_failed ELSE status_minutes.total_failed END,
    total_failed_at = CASE WHEN excluded.total_failed_at IS NOT NULL
            AND (status_minutes.total_failed_at IS NULL
                 OR excluded.total_failed_at >= status_minutes.total_failed_at)
        THEN excluded.total_failed_at ELSE status_minutes.total_failed_at END
)"_s;
} // namespace

StatusHistory::StatusHistory(storage::Database& db)
    : m_db(db)
{}

bool StatusHistory::fail(const QString& what, const QSqlQuery& q) const
{
    m_error = u"%1: %2"_s.arg(what, q.lastError().text());
    return false;
}

std::optional<StatusHistory::Reading> StatusHistory::lastCompleted(qint64 nodeId)
{
    const auto cached = m_lastCompleted.constFind(nodeId);
    if (cached != m_lastCompleted.cend())
        return *cached;
    // First sample of this node since we started: continue from what the database remembers.
    std::optional<Reading> found;
    QSqlQuery q(m_db.connection());
    q.prepare(u"SELECT at, total_completed FROM status_samples WHERE node_id = ? "
              u"AND total_completed IS NOT NULL ORDER BY at DESC LIMIT 1"_s);
    q.addBindValue(nodeId);
    if (q.exec() && q.next()) {
        found = Reading{q.value(0).toLongLong(), q.value(1).toDouble()};
    } else {
        q.prepare(u"SELECT total_completed_at, total_completed FROM status_minutes WHERE node_id = ? "
                  u"AND total_completed IS NOT NULL ORDER BY at DESC LIMIT 1"_s);
        q.addBindValue(nodeId);
        if (q.exec() && q.next())
            found = Reading{q.value(0).toLongLong(), q.value(1).toDouble()};
    }
    m_lastCompleted.insert(nodeId, found);
    return found;
}

QSqlQuery* StatusHistory::insertOf(int rows, QString* failure)
{
    auto it = m_inserts.find(rows);
    if (it == m_inserts.end()) {
        QSqlQuery q(m_db.connection());
        if (!q.prepare(insertSamplesSql(rows))) {
            *failure = q.lastError().text();
            return nullptr;
        }
        it = m_inserts.insert(rows, std::move(q));
    }
    return &it.value();
}

bool StatusHistory::record(const QList<QPair<qint64, StatusSample>>& samples)
{
    m_error.clear();
    if (samples.isEmpty())
        return true;
    for (const auto& [nodeId, sample] : samples) {
        if (!sample.at.isValid()) {
            m_error = u"a status sample of node %1 has no time"_s.arg(nodeId);
            return false;
        }
    }

    // Node by node in time order: increases are counted in the order the readings were taken,
    // and each node's index pages are written together.
    QList<qsizetype> order(samples.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        const auto& [nodeA, sampleA] = samples.at(a);
        const auto& [nodeB, sampleB] = samples.at(b);
        return nodeA != nodeB ? nodeA < nodeB : sampleA.at < sampleB.at;
    });

    // Completions since the node's previous reading. A counter that went down means the daemon
    // restarted: it counted from zero since, so its value is the increase (never negative).
    // Applied to the cache only once the transaction is committed.
    QHash<qint64, std::optional<Reading>> latest;
    QList<std::optional<double>> increases(samples.size());
    for (const qsizetype i : order) {
        const auto& [nodeId, sample] = samples.at(i);
        auto it = latest.find(nodeId);
        if (it == latest.end())
            it = latest.insert(nodeId, lastCompleted(nodeId));
        if (!sample.totalCompleted)
            continue;
        const qint64 at = sample.at.toMSecsSinceEpoch();
        const double value = *sample.totalCompleted;
        std::optional<Reading>& previous = *it;
        if (previous && at <= previous->at)
            continue; // not newer than what we already counted from: it adds nothing
        if (previous)
            increases[i] = value >= previous->value ? value - previous->value : value;
        previous = Reading{at, value};
    }

    QSqlDatabase& db = m_db.connection();
    if (!m_db.beginWrite()) {
        m_error = u"cannot record status samples: %1"_s.arg(m_db.error());
        return false;
    }
    bool ok = true;
    QString failure;
    for (qsizetype start = 0; ok && start < samples.size(); start += RowsPerInsert) {
        const int rows = int(std::min<qsizetype>(RowsPerInsert, samples.size() - start));
        QSqlQuery* q = insertOf(rows, &failure);
        if (!q) {
            ok = false;
            break;
        }
        for (int r = 0; r < rows; ++r) {
            const qsizetype i = order.at(start + r);
            const auto& [nodeId, s] = samples.at(i);
            const int p = r * SampleColumns;
            q->bindValue(p, nodeId);
            q->bindValue(p + 1, s.at.toMSecsSinceEpoch());
            q->bindValue(p + 2, s.ok ? 1 : 0);
            q->bindValue(p + 3, orNull(s.queueDepth));
            q->bindValue(p + 4, orNull(s.totalCompleted));
            q->bindValue(p + 5, orNull(increases.at(i)));
            q->bindValue(p + 6, orNull(s.totalFailed));
            q->bindValue(p + 7, orNull(s.memoryUsedBytes));
            q->bindValue(p + 8, orNull(s.memoryTotalBytes));
            q->bindValue(p + 9, orNull(s.latencyMs));
        }
        ok = q->exec();
        if (!ok)
            failure = q->lastError().text();
        q->finish(); // the statement is kept for the next batch, nothing of this one
    }
    if (!ok || !db.commit()) {
        m_error =
            u"cannot record status samples: %1"_s.arg(failure.isEmpty() ? db.lastError().text() : failure);
        db.rollback();
        return false;
    }
    for (auto it = latest.cbegin(); it != latest.cend(); ++it)
        m_lastCompleted.insert(it.key(), it.value());
    return true;
}

bool StatusHistory::compact(const QDateTime& now)
{
    m_error.clear();
    const qint64 nowMs = now.toMSecsSinceEpoch();
    // Whole minutes only, so that a minute is never split between a bucket and raw samples.
    const qint64 foldBefore = floorToMinute(nowMs - FullResolutionSecs * 1000);
    const qint64 keepFrom = ceilToMinute(nowMs - RetentionSecs * 1000);
    const qint64 future = nowMs + FutureSlackMs;

    QSqlDatabase& db = m_db.connection();
    if (!m_db.beginWrite()) {
        m_error = u"cannot compact the status history: %1"_s.arg(m_db.error());
        return false;
    }
    QSqlQuery q(db);
    // Every step selects by time, through the `at` indexes; the fold reads only what it folds.
    const QList<QPair<QString, QList<qint64>>> steps{
        {u"DELETE FROM status_samples WHERE at > ?"_s, {future}},
        {u"DELETE FROM status_samples WHERE at < ?"_s, {keepFrom}},
        {FoldSql, {keepFrom, foldBefore}},
        {u"DELETE FROM status_samples WHERE at < ?"_s, {foldBefore}},
        {u"DELETE FROM status_minutes WHERE at < ?"_s, {keepFrom}},
        {u"DELETE FROM status_minutes WHERE at > ?"_s, {future}},
    };
    bool droppedFuture = false;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        q.prepare(steps.at(i).first);
        for (const qint64 bound : steps.at(i).second)
            q.addBindValue(bound);
        if (!q.exec()) {
            fail(u"cannot compact the status history"_s, q);
            db.rollback();
            return false;
        }
        if (i == 0)
            droppedFuture = q.numRowsAffected() > 0;
    }
    if (!db.commit()) {
        m_error = u"cannot compact the status history: %1"_s.arg(db.lastError().text());
        db.rollback();
        return false;
    }
    // A node's newest counter reading may have been one of the future samples.
    if (droppedFuture)
        m_lastCompleted.clear();
    return true;
}

QList<HistoryPoint> StatusHistory::series(qint64 nodeId, Metric metric, const QDateTime& from,
                                          const QDateTime& to) const
{
    m_error.clear();
    QList<HistoryPoint> points;
    const qint64 fromMs = from.toMSecsSinceEpoch();
    const qint64 toMs = to.toMSecsSinceEpoch();
    auto pointAt = [](qint64 ms, double value) {
        return HistoryPoint{QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC), value};
    };

    // The raw column, and how a bucket gives the same figure (and whether it has one).
    QString raw;
    QString bucket;
    QString bucketHasIt;
    switch (metric) {
    case Metric::QueueDepth:
        raw = u"queue_depth"_s;
        bucket = u"queue_depth_sum / queue_depth_count"_s;
        bucketHasIt = u"queue_depth_count > 0"_s;
        break;
    case Metric::CompletedPerMinute:
        raw = bucket = u"completed_increase"_s;
        bucketHasIt = u"completed_increase IS NOT NULL"_s;
        break;
    case Metric::Failed:
        raw = bucket = u"total_failed"_s;
        bucketHasIt = u"total_failed IS NOT NULL"_s;
        break;
    case Metric::MemoryUsed:
        raw = u"memory_used_bytes"_s;
        bucket = u"memory_used_sum / memory_used_count"_s;
        bucketHasIt = u"memory_used_count > 0"_s;
        break;
    case Metric::Latency:
        raw = u"latency_ms"_s;
        bucket = u"latency_sum / latency_count"_s;
        bucketHasIt = u"latency_count > 0"_s;
        break;
    }

    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    QMap<qint64, double> perMinute; // CompletedPerMinute: raw increases summed into their minute
    q.prepare(u"SELECT at, %1 FROM status_samples WHERE node_id = ? AND at >= ? AND at <= ? "
              u"AND %1 IS NOT NULL ORDER BY at"_s.arg(raw));
    q.addBindValue(nodeId);
    q.addBindValue(fromMs);
    q.addBindValue(toMs);
    if (!q.exec()) {
        fail(u"cannot read the status history"_s, q);
        return {};
    }
    while (q.next()) {
        if (metric == Metric::CompletedPerMinute)
            perMinute[floorToMinute(q.value(0).toLongLong())] += q.value(1).toDouble();
        else
            points.append(pointAt(q.value(0).toLongLong(), q.value(1).toDouble()));
    }

    q.prepare(
        u"SELECT at, %1 FROM status_minutes WHERE node_id = ? AND at >= ? AND at <= ? AND %2 ORDER BY at"_s
            .arg(bucket, bucketHasIt));
    q.addBindValue(nodeId);
    q.addBindValue(fromMs);
    q.addBindValue(toMs);
    if (!q.exec()) {
        fail(u"cannot read the status history"_s, q);
        return {};
    }
    QList<HistoryPoint> buckets;
    while (q.next()) {
        if (metric == Metric::CompletedPerMinute)
            perMinute[q.value(0).toLongLong()] += q.value(1).toDouble();
        else
            buckets.append(pointAt(q.value(0).toLongLong(), q.value(1).toDouble()));
    }

    if (metric == Metric::CompletedPerMinute) {
        for (auto it = perMinute.cbegin(); it != perMinute.cend(); ++it)
            points.append(pointAt(it.key(), std::max(0.0, it.value())));
        return points;
    }
    // Buckets are older than the raw samples except for late arrivals: merge by time.
    points = buckets + points;
    std::stable_sort(points.begin(), points.end(),
                     [](const HistoryPoint& a, const HistoryPoint& b) { return a.at < b.at; });
    return points;
}

qint64 StatusHistory::rowCount() const
{
    QSqlQuery q(m_db.connection());
    if (!q.exec(u"SELECT (SELECT COUNT(*) FROM status_samples) + (SELECT COUNT(*) FROM status_minutes)"_s) ||
        !q.next()) {
        fail(u"cannot count the status history"_s, q);
        return -1;
    }
    return q.value(0).toLongLong();
}

} // namespace fleetdeck::status
