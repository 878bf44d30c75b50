// SPDX-License-Identifier: GPL-3.0-or-later
// team/StoreStatusFeed: a console on a team store reads the statuses its collectors wrote. On a
// real PostgreSQL server started here: the feed hands on every status once and then only what is
// new, in slices on the owner's thread; a read that has to wait on the server (a table lock held
// by another session, as a busy store can) keeps the caller's thread free, so the console's GUI
// stays on time; what was asked before stop() is never handed on after it.
#include "fleet/Inventory.h"
#include "status/NodeStatus.h"
#include "storage/Database.h"
#include "support/LatenessProbe.h"
#include "support/PostgresServer.h"
#include "support/Waiting.h"
#include "team/StatusRecord.h"
#include "team/StoreStatusFeed.h"

#include <QElapsedTimer>
#include <QSemaphore>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QThread>

#include <QDir>
#include <QFile>

#include <memory>
#include <optional>

#include <sys/resource.h>

using namespace fleetdeck;

namespace {

constexpr int Nodes = 450; // more than two slices

QString nodeName(int i)
{
    return QStringLiteral("gpu-%1").arg(i, 3, 10, QLatin1Char('0'));
}

} // namespace

class tst_StoreStatusFeed : public QObject
{
    Q_OBJECT

    std::unique_ptr<PostgresServer> m_server;
    QString m_url;
    storage::Database m_db;
    QHash<QString, qint64> m_ids;
    qint64 m_version = 0;

    // Writes a status for each named node as a collector does: the next versions, one commit.
    bool writeStatuses(const QStringList& names, const QDateTime& polled)
    {
        if (!m_db.beginWrite())
            return false;
        QSqlQuery q(m_db.connection());
        q.prepare(QStringLiteral(
            "INSERT INTO node_status (node_id, version, collector, polled_at, state, document) "
            "VALUES (?, ?, 'test', ?, 'healthy', ?) ON CONFLICT (node_id) DO UPDATE SET "
            "version = excluded.version, polled_at = excluded.polled_at, "
            "document = excluded.document"));
        for (const QString& name : names) {
            status::NodeStatus s;
            s.name = name;
            s.state = status::HealthState::Healthy;
            s.lastPolled = polled;
            s.lastSeen = polled;
            q.addBindValue(m_ids.value(name));
            q.addBindValue(++m_version);
            q.addBindValue(polled.toMSecsSinceEpoch());
            q.addBindValue(QString::fromUtf8(team::encodeStatus(s)));
            if (!q.exec()) {
                qWarning() << q.lastError().text();
                m_db.connection().rollback();
                return false;
            }
        }
        return m_db.connection().commit();
    }

    // Holds node_status locked against every read from another session for `ms`, from a thread
    // of its own; returns once the lock is held. Join the returned thread.
    std::unique_ptr<QThread> lockStatusTable(int ms)
    {
        auto held = std::make_shared<QSemaphore>();
        std::unique_ptr<QThread> locker(QThread::create([url = m_url, ms, held] {
            storage::Database db;
            if (!db.open(url)) {
                qWarning() << db.error();
                held->release();
                return;
            }
            QSqlQuery q(db.connection());
            db.connection().transaction();
            if (!q.exec(QStringLiteral("LOCK TABLE node_status IN ACCESS EXCLUSIVE MODE")))
                qWarning() << q.lastError().text();
            held->release();
            QThread::msleep(ms);
            db.connection().commit();
        }));
        locker->start();
        held->acquire();
        return locker;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        m_server = PostgresServer::startWith({QStringLiteral("team")}, &why);
        QVERIFY2(m_server, qPrintable(why));
        m_url = m_server->url(QStringLiteral("team"));
        QVERIFY2(m_db.open(m_url), qPrintable(m_db.error()));
        fleet::Inventory inventory(m_db);
        for (int i = 0; i < Nodes; ++i) {
            Node n;
            n.name = nodeName(i);
            n.host = QStringLiteral("10.0.%1.%2").arg(i / 250).arg(i % 250 + 1);
            n.user = QStringLiteral("ops");
            const fleet::Inventory::Result added = inventory.add(n);
            QVERIFY2(added.ok(), qPrintable(added.message));
            m_ids.insert(n.name, added.node.id);
        }
    }

    void cleanupTestCase()
    {
        m_db.close();
        m_server.reset();
    }

    void everyStatusOnceThenOnlyWhatIsNew()
    {
        QStringList all;
        for (int i = 0; i < Nodes; ++i)
            all << nodeName(i);
        const QDateTime first = QDateTime::currentDateTimeUtc().addSecs(-5);
        QVERIFY(writeStatuses(all, first));

        team::StoreStatusFeed feed(m_db);
        QHash<QString, QDateTime> seen;
        QList<int> sizes;
        bool onOwnThread = true;
        connect(&feed, &team::StoreStatusFeed::updated, this, [&](const QList<status::NodeStatus>& batch) {
            onOwnThread = onOwnThread && QThread::currentThread() == thread();
            sizes << int(batch.size());
            for (const status::NodeStatus& s : batch)
                seen.insert(s.name, s.lastPolled);
        });
        feed.start(60000); // reads only when asked, past the first
        QVERIFY2(test::msUntil([&] { return seen.size() == Nodes; }, 10000) >= 0,
                 qPrintable(QStringLiteral("%1 of %2 statuses").arg(seen.size()).arg(Nodes)));
        QVERIFY(onOwnThread);
        QCOMPARE(sizes.size(), (Nodes + team::StoreStatusFeed::kSlice - 1) / team::StoreStatusFeed::kSlice);
        for (const int size : sizes)
            QVERIFY(size <= team::StoreStatusFeed::kSlice);
        QCOMPARE(seen.value(nodeName(7)).toMSecsSinceEpoch(), first.toMSecsSinceEpoch());
        QCOMPARE(feed.newestPoll().toMSecsSinceEpoch(), first.toMSecsSinceEpoch());

        // Three nodes polled again: only they come.
        sizes.clear();
        const QDateTime second = first.addSecs(3);
        QVERIFY(writeStatuses({nodeName(1), nodeName(2), nodeName(300)}, second));
        feed.readNow();
        QVERIFY(test::msUntil([&] { return !sizes.isEmpty(); }, 5000) >= 0);
        QVERIFY(test::msUntil([&] { return !feed.isBusy(); }, 5000) >= 0);
        QCOMPARE(sizes, QList<int>{3});
        QCOMPARE(seen.value(nodeName(300)).toMSecsSinceEpoch(), second.toMSecsSinceEpoch());
        QCOMPARE(feed.newestPoll().toMSecsSinceEpoch(), second.toMSecsSinceEpoch());

        // Asked again with nothing new: nothing handed on.
        feed.readNow();
        QVERIFY(test::msUntil([&] { return !feed.isBusy(); }, 5000) >= 0);
        QCOMPARE(sizes.size(), 1);
        QVERIFY2(feed.error().isEmpty(), qPrintable(feed.error()));

        // Collectors counted on the feed's thread, answered on the owner's.
        QVERIFY(m_server->psql(QStringLiteral("INSERT INTO collectors (collector, host, pid, started_at, "
                                              "heartbeat_at) VALUES ('c1', 'h', 1, %1, %1)")
                                   .arg(QDateTime::currentMSecsSinceEpoch()),
                               QStringLiteral("team")));
        QSignalSpy counted(&feed, &team::StoreStatusFeed::collectorsCounted);
        feed.countCollectors();
        QVERIFY(counted.wait(5000));
        QCOMPARE(counted.first().first().toInt(), 1);
        QVERIFY(m_server->psql(QStringLiteral("DELETE FROM collectors"), QStringLiteral("team")));
    }

    // The store keeps node_status locked for 1.5 s (another session's LOCK TABLE): the feed's
    // read waits for it, the caller does not.
    void aReadWaitingOnTheServerLeavesTheCallerFree()
    {
        team::StoreStatusFeed feed(m_db);
        QList<status::NodeStatus> got;
        connect(&feed, &team::StoreStatusFeed::updated, this,
                [&](const QList<status::NodeStatus>& batch) { got += batch; });
        feed.start(60000);
        QVERIFY(test::msUntil([&] { return !feed.isBusy(); }, 10000) >= 0);
        got.clear();

        const QDateTime polled = QDateTime::currentDateTimeUtc();
        QVERIFY(writeStatuses({nodeName(5)}, polled));
        const std::unique_ptr<QThread> locker = lockStatusTable(1500);
        test::LatenessProbe probe;
        QElapsedTimer clock;
        clock.start();
        feed.readNow();
        const qint64 asking = clock.elapsed();
        QVERIFY2(asking < 100, qPrintable(QStringLiteral("readNow() took %1 ms").arg(asking)));
        QVERIFY(test::msUntil([&] { return !got.isEmpty(); }, 10000) >= 0);
        const qint64 arrived = clock.elapsed();
        QVERIFY(locker->wait(5000));
        qInfo("asked in %lld ms; the status came after %lld ms, once the lock went; the caller's "
              "worst lateness meanwhile %s",
              asking, arrived, qPrintable(probe.describe()));
        QVERIFY2(arrived >= 1300, "the read did not wait for the lock: the test proves nothing");
        QCOMPARE(got.size(), 1);
        QCOMPARE(got.first().name, nodeName(5));
        QVERIFY2(probe.worstMs() < 100, qPrintable(probe.describe()));
    }

    // A read asked before stop() (the console went back to polling) is dropped when it ends.
    void nothingAskedBeforeStopIsHandedOnAfterIt()
    {
        team::StoreStatusFeed feed(m_db);
        int handed = 0;
        connect(&feed, &team::StoreStatusFeed::updated, this,
                [&](const QList<status::NodeStatus>& batch) { handed += int(batch.size()); });
        feed.start(60000);
        QVERIFY(test::msUntil([&] { return !feed.isBusy(); }, 10000) >= 0);
        handed = 0;

        QVERIFY(writeStatuses({nodeName(9)}, QDateTime::currentDateTimeUtc()));
        const std::unique_ptr<QThread> locker = lockStatusTable(800);
        feed.readNow();
        QVERIFY(feed.isBusy());
        feed.stop();
        QVERIFY(locker->wait(5000));
        QTest::qWait(700);
        QCOMPARE(handed, 0);
        QVERIFY(!feed.isBusy());

        // Started again: everything is read anew.
        feed.start(60000);
        QVERIFY(test::msUntil([&] { return handed == Nodes; }, 10000) >= 0);
    }

    // A removed node takes its status row along: the next read starts over from the beginning.
    // The feed's thread reads and decodes at nice 10, so that the burst every console gets at
    // once leaves the window's thread first in line for a core; the caller's thread is untouched.
    void theReaderYieldsToTheWindow()
    {
        const auto niceOf = [](const QString& comm) -> std::optional<int> {
            const QDir tasks(QStringLiteral("/proc/self/task"));
            for (const QString& tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
                QFile name(tasks.filePath(tid + QStringLiteral("/comm")));
                if (!name.open(QIODevice::ReadOnly) || name.readAll().trimmed() != comm.toUtf8())
                    continue;
                QFile stat(tasks.filePath(tid + QStringLiteral("/stat")));
                if (!stat.open(QIODevice::ReadOnly))
                    continue;
                const QByteArray text = stat.readAll();
                // After "(comm) ": state is field 3; nice is field 19.
                const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
                return fields.value(19 - 3).toInt();
            }
            return std::nullopt;
        };
        const int callerBefore = ::getpriority(PRIO_PROCESS, 0);
        team::StoreStatusFeed feed(m_db);
        std::optional<int> nice;
        QVERIFY(test::waitUntil([&] { return (nice = niceOf(QStringLiteral("store-feed"))) && *nice == 10; },
                                5000));
        QCOMPARE(*nice, 10);
        QCOMPARE(::getpriority(PRIO_PROCESS, 0), callerBefore);
    }

    void aRemovedRowMeansEverythingIsReadAgain()
    {
        team::StoreStatusFeed feed(m_db);
        int handed = 0;
        connect(&feed, &team::StoreStatusFeed::updated, this,
                [&](const QList<status::NodeStatus>& batch) { handed += int(batch.size()); });
        feed.start(60000);
        QVERIFY(test::msUntil([&] { return handed == Nodes && !feed.isBusy(); }, 10000) >= 0);
        fleet::Inventory inventory(m_db);
        QVERIFY(inventory.remove(nodeName(Nodes - 1)).ok());
        handed = 0;
        feed.readNow();
        QVERIFY(test::msUntil([&] { return handed == Nodes - 1 && !feed.isBusy(); }, 10000) >= 0);
    }
};

QTEST_GUILESS_MAIN(tst_StoreStatusFeed)
#include "tst_storestatusfeed.moc"
