// SPDX-License-Identifier: GPL-3.0-or-later
// StatusHistory on real SQLite files: an injected clock drives hours and days of polls through
// record() and compact(), and the figures read back are checked against hand-computed ones.
#include "fleet/Inventory.h"
#include "status/StatusHistory.h"
#include "storage/Database.h"

#include "support/TestStore.h"
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <ctime>
#include <memory>

using namespace fleetdeck;

namespace {
const QDateTime T0(QDate(2024, 3, 1), QTime(0, 0), Qt::UTC);
using Batch = QList<QPair<qint64, status::StatusSample>>;

QDateTime at(qint64 secs)
{
    return T0.addSecs(secs);
}

// Poll k (every 10 s) of node 1..3. Node 3 fails to answer once every ten minutes.
fleetdeck::status::StatusSample poll(int node, int k)
{
    status::StatusSample s;
    s.at = at(10 * k);
    s.ok = !(node == 3 && k % 60 == 30);
    if (!s.ok)
        return s;
    s.queueDepth = (k % 6) * node;                    // per minute: 0..5 times the node
    s.totalCompleted = k / 2 + 100 * node;            // three more per minute
    s.totalFailed = k / 60;                           // one more every ten minutes
    s.memoryUsedBytes = 1000.0 * (k / 6 + 1) + k % 6; // the minute's thousand plus 0..5
    s.memoryTotalBytes = 64000;
    s.latencyMs = 10 + k % 3;
    return s;
}

QList<double> values(const QList<status::HistoryPoint>& points)
{
    QList<double> v;
    for (const status::HistoryPoint& p : points)
        v << p.value;
    return v;
}

// Node ids straight into the table: the inventory's validation is not what is tested here.
bool addNodes(storage::Database& db, int count)
{
    QSqlDatabase& c = db.connection();
    if (!c.transaction())
        return false;
    QSqlQuery q(c);
    q.prepare(QStringLiteral(
        "INSERT INTO nodes (id, name, host, created_at, updated_at) VALUES (?, ?, ?, 'x', 'x')"));
    for (int id = 1; id <= count; ++id) {
        q.addBindValue(id);
        q.addBindValue(QStringLiteral("node-%1").arg(id));
        q.addBindValue(QStringLiteral("10.0.%1.%2").arg(id / 250).arg(id % 250 + 1));
        if (!q.exec())
            return false;
    }
    return c.commit();
}

qint64 scalar(storage::Database& db, const QString& sql)
{
    QSqlQuery q(db.connection());
    if (!q.exec(sql) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

qint64 rows(storage::Database& db, const char* table, qint64 node)
{
    return scalar(
        db, QStringLiteral("SELECT COUNT(*) FROM %1 WHERE node_id = %2").arg(QLatin1String(table)).arg(node));
}
} // namespace

class tst_StatusHistory : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    std::unique_ptr<storage::Database> open(int nodes)
    {
        auto db = std::make_unique<storage::Database>();
        const QString path = teststore::location(m_dir, QStringLiteral("history-%1.sqlite").arg(++m_files));
        if (path.isEmpty()) {
            qWarning("%s", qPrintable(teststore::error()));
            return nullptr;
        }
        if (!db->open(path) || !addNodes(*db, nodes))
            return nullptr;
        return db;
    }

    // Two hours of 10-s polls of nodes 1..3, one record() per round as the poller does.
    static bool recordTwoHours(status::StatusHistory& history)
    {
        for (int k = 0; k < 720; ++k) {
            if (!history.record({{1, poll(1, k)}, {2, poll(2, k)}, {3, poll(3, k)}}))
                return false;
        }
        return true;
    }

private Q_SLOTS:
    void lastHourRawOlderBucketed()
    {
        const auto db = open(3);
        QVERIFY(db);
        status::StatusHistory history(*db);
        QVERIFY2(recordTwoHours(history), qPrintable(history.error()));
        QCOMPARE(history.rowCount(), qint64(3 * 720));

        const QDateTime now = at(7200);
        QVERIFY2(history.compact(now), qPrintable(history.error()));
        for (int node = 1; node <= 3; ++node) {
            QCOMPARE(rows(*db, "status_samples", node), qint64(360)); // the last hour, every poll
            QCOMPARE(rows(*db, "status_minutes", node), qint64(60));  // the hour before, by the minute
        }
        QCOMPARE(history.rowCount(), qint64(3 * 420));

        // Queue depth: 0..5 times the node in every minute, so the buckets hold 2.5 times it.
        const QList<status::HistoryPoint> queue =
            history.series(1, status::StatusHistory::Metric::QueueDepth, T0, now);
        QCOMPARE(queue.size(), 60 + 360);
        for (int m = 0; m < 60; ++m) {
            QCOMPARE(queue.at(m).at, at(60 * m));
            QCOMPARE(queue.at(m).value, 2.5);
        }
        QCOMPARE(queue.at(60).at, at(3600)); // the first raw sample, exactly as polled
        QCOMPARE(values(queue.mid(60, 6)), (QList<double>{0, 1, 2, 3, 4, 5}));
        QCOMPARE(queue.constLast().at, at(7190));
        QCOMPARE(queue.at(0).at.timeSpec(), Qt::UTC);
        QCOMPARE(history.series(2, status::StatusHistory::Metric::QueueDepth, T0, now).at(17).value, 5.0);

        // Node 3 missed the poll at 5:00: minute 5 averages the five it answered,
        // (1+2+3+4+5)*3/5 = 9; its raw hour lacks the six polls it missed.
        const QList<status::HistoryPoint> queue3 =
            history.series(3, status::StatusHistory::Metric::QueueDepth, T0, now);
        QCOMPARE(queue3.size(), 60 + 360 - 6);
        QCOMPARE(queue3.at(4).value, 7.5);
        QCOMPARE(queue3.at(5).value, 9.0);
        // Memory: the minute's thousand plus the mean of 0..5; minute 5 of node 3: 6000 + 15/5.
        QCOMPARE(history.series(1, status::StatusHistory::Metric::MemoryUsed, T0, now).at(7).value, 8002.5);
        QCOMPARE(history.series(3, status::StatusHistory::Metric::MemoryUsed, T0, now).at(5).value, 6003.0);
        // Latency 10, 11, 12 in turn: 11 on average; node 3's minute 5 is 11,12,10,11,12 -> 11.2.
        QCOMPARE(history.series(1, status::StatusHistory::Metric::Latency, T0, now).at(0).value, 11.0);
        QCOMPARE(history.series(3, status::StatusHistory::Metric::Latency, T0, now).at(5).value, 11.2);
        // The failed counter keeps its last value per minute: 9:50 -> 59/60 = 0, 10:50 -> 1.
        const QList<status::HistoryPoint> failed =
            history.series(1, status::StatusHistory::Metric::Failed, T0, now);
        QCOMPARE(failed.at(9).value, 0.0);
        QCOMPARE(failed.at(10).value, 1.0);
        QCOMPARE(failed.constLast().value, 11.0); // 719/60

        // Completions: three per minute; the first minute has no reading before its first poll.
        for (int node = 1; node <= 3; ++node) {
            const QList<status::HistoryPoint> done =
                history.series(node, status::StatusHistory::Metric::CompletedPerMinute, T0, now);
            QCOMPARE(done.size(), 120);
            QCOMPARE(done.at(0).value, 2.0);
            for (int m = 1; m < 120; ++m) {
                QCOMPARE(done.at(m).at, at(60 * m));
                QCOMPARE(done.at(m).value, 3.0);
            }
        }

        // A window inside the bucketed hour: its ends are inclusive.
        QCOMPARE(history.series(1, status::StatusHistory::Metric::QueueDepth, at(600), at(1200)).size(), 11);
        QVERIFY(history.series(4, status::StatusHistory::Metric::QueueDepth, T0, now).isEmpty());

        // Compacting again changes nothing; half an hour later half the raw hour is folded too.
        QVERIFY(history.compact(now));
        QCOMPARE(history.rowCount(), qint64(3 * 420));
        QCOMPARE(values(history.series(1, status::StatusHistory::Metric::QueueDepth, T0, now)),
                 values(queue));
        QVERIFY(history.compact(at(7200 + 1800)));
        QCOMPARE(rows(*db, "status_samples", 1), qint64(180));
        QCOMPARE(rows(*db, "status_minutes", 1), qint64(90));
        QCOMPARE(history.series(1, status::StatusHistory::Metric::QueueDepth, T0, now).at(89).value, 2.5);
        QCOMPARE(values(history.series(1, status::StatusHistory::Metric::CompletedPerMinute, T0, now)),
                 values(history.series(2, status::StatusHistory::Metric::CompletedPerMinute, T0, now)));
    }

    // Eight days of polls: nothing older than seven days is left, and each node holds at most an
    // hour of polls plus a week of minutes.
    void keepsSevenDays()
    {
        const auto db = open(2);
        QVERIFY(db);
        status::StatusHistory history(*db);
        const int intervals[] = {60, 10}; // node 1 polled every minute, node 2 every 10 s
        for (int day = 0; day < 8; ++day) {
            Batch batch;
            for (int node = 1; node <= 2; ++node) {
                const int interval = intervals[node - 1];
                for (qint64 t = day * 86400; t < (day + 1) * 86400; t += interval) {
                    status::StatusSample s;
                    s.at = at(t);
                    s.ok = true;
                    s.queueDepth = double(t % 7);
                    s.totalCompleted = double(t / 600);
                    batch.append({node, s});
                }
            }
            QVERIFY2(history.record(batch), qPrintable(history.error()));
            QVERIFY2(history.compact(at((day + 1) * 86400)), qPrintable(history.error()));
        }
        const QDateTime now = at(8 * 86400);
        const qint64 weekAgo = now.addSecs(-status::StatusHistory::RetentionSecs).toMSecsSinceEpoch();
        QVERIFY(scalar(*db, QStringLiteral("SELECT MIN(at) FROM status_minutes")) >= weekAgo);
        QVERIFY(scalar(*db, QStringLiteral("SELECT MIN(at) FROM status_samples")) >=
                now.addSecs(-status::StatusHistory::FullResolutionSecs).toMSecsSinceEpoch());
        for (int node = 1; node <= 2; ++node) {
            const int interval = intervals[node - 1];
            QCOMPARE(rows(*db, "status_samples", node), qint64(3600 / interval));
            QCOMPARE(rows(*db, "status_minutes", node), qint64(7 * 24 * 60 - 60)); // a week less the raw hour
            QVERIFY(rows(*db, "status_samples", node) + rows(*db, "status_minutes", node) <=
                    3600 / interval + 7 * 24 * 60);
            const QList<status::HistoryPoint> all =
                history.series(node, status::StatusHistory::Metric::QueueDepth, T0, now);
            QVERIFY(!all.isEmpty());
            QCOMPARE(all.constFirst().at, now.addSecs(-status::StatusHistory::RetentionSecs));
        }
    }

    // Whatever the times (a month back to a month ahead, bursts, repeats): after compact() only
    // the last hour is raw and there is at most one bucket per minute of the last week.
    void boundHoldsWhateverTheTimes()
    {
        const auto db = open(1);
        QVERIFY(db);
        status::StatusHistory history(*db);
        QRandomGenerator random(7);
        const QDateTime now = at(30 * 86400);
        Batch batch;
        for (int i = 0; i < 20000; ++i) {
            status::StatusSample s;
            // Half anywhere in two months, half in a burst around now.
            s.at = i % 2 ? at(qint64(random.bounded(60 * 86400)))
                         : now.addMSecs(qint64(random.bounded(2 * 3600 * 1000)) - 3600 * 1000);
            s.ok = true;
            s.queueDepth = 1;
            s.totalCompleted = random.bounded(100);
            batch.append({1, s});
        }
        QVERIFY2(history.record(batch), qPrintable(history.error()));
        QVERIFY2(history.compact(now), qPrintable(history.error()));
        const qint64 nowMs = now.toMSecsSinceEpoch();
        QVERIFY(scalar(*db, QStringLiteral("SELECT MIN(at) FROM status_samples")) >=
                nowMs - 3600 * 1000 - 60 * 1000);
        QVERIFY(scalar(*db, QStringLiteral("SELECT MAX(at) FROM status_samples")) <= nowMs + 60 * 1000);
        QVERIFY(scalar(*db, QStringLiteral("SELECT MIN(at) FROM status_minutes")) >=
                nowMs - status::StatusHistory::RetentionSecs * 1000);
        QVERIFY(scalar(*db, QStringLiteral("SELECT MAX(at) FROM status_minutes")) <= nowMs - 3600 * 1000);
        QVERIFY(rows(*db, "status_minutes", 1) <= 7 * 24 * 60);
        // Exactly: one bucket per minute of the week (less the raw hour) that had a sample, and
        // every distinct sample of the hour up to a minute ahead.
        QSet<qint64> minutes;
        QSet<qint64> raw;
        const qint64 weekAgo = nowMs - status::StatusHistory::RetentionSecs * 1000;
        const qint64 hourAgo = nowMs - status::StatusHistory::FullResolutionSecs * 1000;
        for (const auto& [node, s] : batch) {
            const qint64 ms = s.at.toMSecsSinceEpoch();
            if (ms >= weekAgo && ms < hourAgo)
                minutes.insert(ms / 60000);
            else if (ms >= hourAgo && ms <= nowMs + 60 * 1000)
                raw.insert(ms);
        }
        QCOMPARE(rows(*db, "status_minutes", 1), qint64(minutes.size()));
        QCOMPARE(rows(*db, "status_samples", 1), qint64(raw.size()));
        for (const status::HistoryPoint& p :
             history.series(1, status::StatusHistory::Metric::CompletedPerMinute, T0, now.addDays(30)))
            QVERIFY(p.value >= 0);
    }

    // A daemon restart resets its counters: the per-minute completions stay true, never
    // negative, whether the minutes are raw, bucketed, or half and half.
    void counterResetsAreNotNegative()
    {
        const auto db = open(1);
        QVERIFY(db);
        status::StatusHistory history(*db);
        // One reading every 10 s; nullopt: the node did not answer.
        const QList<std::optional<double>> readings{
            10,
            11,
            12,
            12,
            13,
            14, // 4 (the first reading has no predecessor)
            15,
            2,
            3,
            3,
            4,
            5, // 1, then a restart that already did 2: 6
            std::nullopt,
            std::nullopt,
            1,
            2,
            2,
            3, // restarted while unreachable: 3
            0,
            0,
            1,
            1,
            2,
            2, // restarted again, from nothing: 2
        };
        Batch batch;
        for (int k = 0; k < readings.size(); ++k) {
            status::StatusSample s;
            s.at = at(10 * k);
            s.ok = readings.at(k).has_value();
            s.totalCompleted = readings.at(k);
            batch.append({1, s});
        }
        QVERIFY(history.record(batch));
        const QList<double> expected{4, 6, 3, 2};
        const QDateTime end = at(3 * 3600);
        QCOMPARE(values(history.series(1, status::StatusHistory::Metric::CompletedPerMinute, T0, end)),
                 expected);
        QVERIFY(history.compact(at(3600 + 120))); // minutes 0 and 1 bucketed, 2 and 3 raw
        QCOMPARE(rows(*db, "status_minutes", 1), qint64(2));
        QCOMPARE(values(history.series(1, status::StatusHistory::Metric::CompletedPerMinute, T0, end)),
                 expected);
        QVERIFY(history.compact(end)); // all bucketed
        QCOMPARE(rows(*db, "status_samples", 1), qint64(0));
        QCOMPARE(values(history.series(1, status::StatusHistory::Metric::CompletedPerMinute, T0, end)),
                 expected);
    }

    // A new StatusHistory (the app restarted) continues from the counter the database holds,
    // from a raw sample or, more than an hour later, from a bucket.
    void countingContinuesAcrossRestarts()
    {
        const auto db = open(1);
        QVERIFY(db);
        auto reading = [](qint64 secs, double completed) {
            status::StatusSample s;
            s.at = at(secs);
            s.ok = true;
            s.totalCompleted = completed;
            return QPair<qint64, status::StatusSample>{1, s};
        };
        {
            status::StatusHistory first(*db);
            QVERIFY(first.record({reading(0, 100), reading(10, 101)}));
        }
        {
            status::StatusHistory second(*db);
            QVERIFY(second.record({reading(20, 104)}));
            QVERIFY(second.compact(at(2 * 3600)));
        }
        status::StatusHistory third(*db);
        QVERIFY(third.record({reading(2 * 3600, 110)}));
        QCOMPARE(values(third.series(1, status::StatusHistory::Metric::CompletedPerMinute, T0, at(3 * 3600))),
                 (QList<double>{4, 6}));
    }

    // Samples that arrive after their minute was folded join its bucket; a second sample of a
    // node at the same millisecond is ignored; samples from the future are dropped.
    void lateDuplicateAndFutureSamples()
    {
        const auto db = open(3);
        QVERIFY(db);
        status::StatusHistory history(*db);
        QVERIFY(recordTwoHours(history));
        const QDateTime now = at(7200);
        QVERIFY(history.compact(now));

        status::StatusSample late = poll(1, 30);
        late.at = at(305); // minute 5, long folded
        late.queueDepth = 100;
        late.totalFailed = 99;
        status::StatusSample duplicate = poll(1, 700);
        duplicate.queueDepth = 1000;
        status::StatusSample future = poll(2, 700);
        future.at = now.addDays(1);
        QVERIFY(history.record({{1, late}, {1, duplicate}, {2, future}}));
        QCOMPARE(rows(*db, "status_samples", 2), qint64(361));
        QVERIFY(history.compact(now));
        QCOMPARE(rows(*db, "status_samples", 2), qint64(360));
        QCOMPARE(rows(*db, "status_minutes", 1), qint64(60));

        const QList<status::HistoryPoint> queue =
            history.series(1, status::StatusHistory::Metric::QueueDepth, T0, now.addDays(2));
        QCOMPARE(queue.size(), 420);
        QCOMPARE(queue.at(5).value, (0 + 1 + 2 + 3 + 4 + 5 + 100) / 7.0);
        QCOMPARE(queue.at(60 + 700 - 360).value, 700 % 6 * 1.0); // the first sample at 1:56:40 stayed
        // The late reading is older than the minute's last one: the counter keeps 0:05:50's.
        QCOMPARE(history.series(1, status::StatusHistory::Metric::Failed, T0, now).at(5).value, 0.0);
        QVERIFY(history.series(2, status::StatusHistory::Metric::QueueDepth, now.addSecs(61), now.addDays(2))
                    .isEmpty());
    }

    void refusesSamplesWithoutTime()
    {
        const auto db = open(1);
        QVERIFY(db);
        status::StatusHistory history(*db);
        status::StatusSample good = poll(1, 0);
        status::StatusSample timeless = poll(1, 1);
        timeless.at = QDateTime();
        QVERIFY(!history.record({{1, good}, {1, timeless}}));
        QVERIFY(!history.error().isEmpty());
        QCOMPARE(history.rowCount(), qint64(0)); // all or nothing
        QVERIFY(history.record({{1, good}}));
        QVERIFY(history.error().isEmpty());
        QVERIFY(!history.record({{99, good}})); // no such node
        QVERIFY(!history.error().isEmpty());
        QCOMPARE(history.rowCount(), qint64(1));
        QVERIFY(history.record({}));
    }

    // Removing a node through the inventory takes its history with it (ON DELETE CASCADE).
    void removingANodeRemovesItsHistory()
    {
        QTemporaryDir dir;
        storage::Database db;
        QVERIFY2(db.open(teststore::location(dir, QStringLiteral("fleet.sqlite"))), qPrintable(db.error()));
        fleet::Inventory inventory(db);
        qint64 ids[2] = {};
        for (int i = 0; i < 2; ++i) {
            Node node;
            node.name = QStringLiteral("gpu-%1").arg(i);
            node.host = QStringLiteral("203.0.113.%1").arg(i + 1);
            const fleet::Inventory::Result r = inventory.add(node);
            QVERIFY2(r.ok(), qPrintable(r.message));
            ids[i] = r.node.id;
        }
        status::StatusHistory history(db);
        Batch batch;
        for (int k = 0; k < 720; ++k)
            batch << QPair<qint64, status::StatusSample>{ids[0], poll(1, k)}
                  << QPair<qint64, status::StatusSample>{ids[1], poll(2, k)};
        QVERIFY(history.record(batch));
        QVERIFY(history.compact(at(7200)));
        QCOMPARE(history.rowCount(), qint64(2 * 420));
        QVERIFY(inventory.remove(QStringLiteral("gpu-0")).ok());
        QCOMPARE(history.rowCount(), qint64(420));
        QCOMPARE(rows(db, "status_samples", ids[0]) + rows(db, "status_minutes", ids[0]), qint64(0));
    }

    // A fleet of 1000 nodes through a day of 10-minute polls with jittered times, missed polls and
    // restarts, recorded an hour at a time and compacted after each: per node, never more rows
    // than an hour of polls and a week of minutes.
    void sizeBoundForAThousandNodes()
    {
        constexpr int nodes = 1000;
        constexpr int interval = 600; // 144 000 samples: the test stays a few seconds long
        const auto db = open(nodes);
        QVERIFY(db);
        status::StatusHistory history(*db);
        QRandomGenerator random(42);
        QList<double> completed(nodes + 1, 0);
        QElapsedTimer clock;
        clock.start();
        const std::clock_t cpuStart = std::clock();
        qint64 samples = 0;
        for (qint64 hour = 0; hour < 24; ++hour) {
            Batch batch;
            batch.reserve(nodes * 3600 / interval);
            for (qint64 t = hour * 3600; t < (hour + 1) * 3600; t += interval) {
                for (int node = 1; node <= nodes; ++node) {
                    status::StatusSample s;
                    s.at = at(t).addMSecs(random.bounded(interval * 1000 / 2));
                    s.ok = random.bounded(50) != 0;
                    if (s.ok) {
                        completed[node] = random.bounded(500) == 0 ? 0 : completed[node] + random.bounded(4);
                        s.queueDepth = random.bounded(10);
                        s.totalCompleted = completed[node];
                        s.totalFailed = 0;
                        s.memoryUsedBytes = 1e9 + random.bounded(1000);
                        s.memoryTotalBytes = 2e9;
                        s.latencyMs = 5 + random.bounded(20);
                    }
                    batch.append({node, s});
                }
            }
            QVERIFY2(history.record(batch), qPrintable(history.error()));
            samples += batch.size();
            QVERIFY2(history.compact(at((hour + 1) * 3600)), qPrintable(history.error()));
        }
        const double cpuSecs = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        qInfo("%lld samples of %d nodes recorded and compacted in %lld ms (%.1f s of CPU)", samples, nodes,
              clock.elapsed(), cpuSecs);

        const qint64 bound = 3600 / interval + 7 * 24 * 60;
        QSqlQuery q(db->connection());
        QVERIFY(q.exec(
            QStringLiteral("SELECT node_id, COUNT(*) FROM (SELECT node_id FROM status_samples UNION ALL "
                           "SELECT node_id FROM status_minutes) r GROUP BY node_id")));
        int counted = 0;
        qint64 largest = 0;
        while (q.next()) {
            ++counted;
            largest = std::max(largest, q.value(1).toLongLong());
        }
        QCOMPARE(counted, nodes);
        QVERIFY2(largest <= bound, qPrintable(QString::number(largest)));
        // A day is under the week's cap: every poll is still there, raw or as its own minute.
        QCOMPARE(history.rowCount(), samples);
        QCOMPARE(scalar(*db, QStringLiteral("SELECT COUNT(*) FROM status_samples")),
                 qint64(nodes) * 3600 / interval);
        QVERIFY2(cpuSecs < 20, qPrintable(QString::number(cpuSecs))); // loose: a few seconds expected
        // Every node's completions stayed non-negative through its restarts.
        for (int node : {1, 500, 1000})
            for (const status::HistoryPoint& p :
                 history.series(node, status::StatusHistory::Metric::CompletedPerMinute, T0, at(86400)))
                QVERIFY(p.value >= 0);
    }
};

QTEST_GUILESS_MAIN(tst_StatusHistory)
#include "tst_statushistory.moc"
