// SPDX-License-Identifier: GPL-3.0-or-later
// storage/StoreCopy: a fleet written by the stores themselves (nodes and labels, status history,
// key deployments, a benchmark run with its samples and log, events) copied from an SQLite file
// to a PostgreSQL database and back to a new file: every table verified, ids kept and numbering
// continued after them; a target that holds a fleet refused; a copy that differs by one value,
// one row lost or one row doubled is caught. The server is real, started here on loopback.
#include "bench/BenchmarkStore.h"
#include "fleet/Inventory.h"
#include "keys/DeploymentLog.h"
#include "status/StatusHistory.h"
#include "storage/Database.h"
#include "storage/StoreCopy.h"
#include "support/PostgresServer.h"
#include "support/SqlTestHelpers.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace fleetdeck;

namespace {

using sqltest::exec;

QVariant scalar(storage::Database& db, const QString& sql)
{
    QSqlQuery q(db.connection());
    return q.exec(sql) && q.next() ? q.value(0) : QVariant();
}

QDateTime utc(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
}

// A small fleet with something in most tables, written as the console and the CLI write it.
bool populate(storage::Database& db)
{
    fleet::Inventory inventory(db);
    QList<qint64> ids;
    for (int i = 1; i <= 3; ++i) {
        Node n;
        n.name = QStringLiteral("fra-4090-%1").arg(i, 2, 10, QLatin1Char('0'));
        n.host = QStringLiteral("203.0.113.%1").arg(i);
        n.port = 40000 + i;
        n.labels = {{QStringLiteral("gpu"), QStringLiteral("4090")},
                    {QStringLiteral("owner"), QStringLiteral("Jürgen 运维")}};
        const fleet::Inventory::Result r = inventory.add(n);
        if (!r.ok())
            return false;
        ids << r.node.id;
    }
    // Ten minutes of polls: raw samples and minute buckets, doubles that are not whole.
    status::StatusHistory history(db);
    // Recent: raw samples are kept for an hour.
    const qint64 t0 = (QDateTime::currentMSecsSinceEpoch() - 20 * 60000) / 1000 * 1000;
    for (int k = 0; k < 60; ++k) {
        QList<QPair<qint64, status::StatusSample>> round;
        for (int i = 0; i < ids.size(); ++i) {
            status::StatusSample s;
            s.at = utc(t0 + 10000LL * k);
            s.ok = !(i == 2 && k % 20 == 7);
            if (s.ok) {
                s.queueDepth = k % 5;
                s.totalCompleted = 1000 + k;
                s.totalFailed = k / 30;
                s.memoryUsedBytes = 0.1 + 0.2 * k; // no exact binary value
                s.memoryTotalBytes = 68719476736.0;
                s.latencyMs = 12.5 + i;
            }
            round.append({ids[i], s});
        }
        if (!history.record(round))
            return false;
    }
    keys::DeploymentLog trail(db);
    keys::DeploymentRecord d;
    d.node = QStringLiteral("fra-4090-01");
    d.at = utc(t0 + 5000);
    d.action = QStringLiteral("deploy");
    d.keyFingerprint = QStringLiteral("SHA256:Vr2x0ZCnxjH1V4Gp8GgxC1v0bZxVrjZkHuqMiw8MyIo");
    d.result = QStringLiteral("added");
    d.findings = {QStringLiteral("crlf"), QStringLiteral("missing-final-newline")};
    if (!trail.record(d))
        return false;
    bench::BenchmarkStore benches(db);
    bench::BenchRunRecord run;
    run.node = QStringLiteral("fra-4090-02");
    run.gpuModel = QStringLiteral("RTX 4090");
    run.startedAt = utc(t0 + 60000);
    const qint64 runId = benches.createRun(run);
    if (runId <= 0)
        return false;
    std::vector<bench::BenchSample> samples;
    for (int i = 1; i <= 3; ++i) {
        bench::BenchSample s;
        s.index = i;
        s.phase = i == 1 ? bench::BenchSample::Phase::Warmup : bench::BenchSample::Phase::Timed;
        s.status = bench::BenchSample::Status::Completed;
        s.wallS = 61.0 + 1.0 / 3.0 * i;
        samples.push_back(s);
    }
    bench::BenchLogLine line;
    line.seq = 1;
    line.at = utc(t0 + 61000);
    line.text = QStringLiteral("proof 1 done");
    if (!benches.addSamples(runId, samples) || !benches.appendLog(runId, {line}))
        return false;
    // An event of a node that is gone (node_id NULL), and one with a detail.
    return exec(db,
                QStringLiteral("INSERT INTO events (node_id, at, kind, message) VALUES (NULL, 'x', 'note', "
                               "'a node that was removed')")) &&
           exec(db, QStringLiteral(
                        "INSERT INTO events (node_id, at, kind, code, message, detail) VALUES (%1, 'y', "
                        "'diagnosis', 'auth.denied', 'Permission denied', '{\"stage\":\"auth\"}')")
                        .arg(ids.first()));
}

} // namespace

class tst_StoreCopy : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<PostgresServer> m_server;
    QTemporaryDir m_dir;
    int m_databases = 0;

    QString newDatabase()
    {
        const QString name = QStringLiteral("copy%1").arg(++m_databases);
        return m_server->createDatabase(name) ? m_server->url(name) : QString();
    }

    QString populatedFile(const QString& name)
    {
        const QString path = m_dir.filePath(name);
        storage::Database db;
        return db.open(path) && populate(db) ? path : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        m_server = PostgresServer::startWith({}, &why);
        QVERIFY2(m_server, qPrintable(why));
    }

    void cleanupTestCase() { m_server.reset(); }

    void tablesAreTheSchemas()
    {
        // Every table a new store has, in the order the migrations made them (a row only refers
        // to tables before its own), schema_version apart.
        QTemporaryDir dir;
        storage::Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("f.sqlite"))));
        QStringList expected;
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                                      "'sqlite_%' AND name <> 'schema_version' ORDER BY rowid")));
        while (q.next())
            expected << q.value(0).toString();
        QCOMPARE(storage::StoreCopy::tables(), expected);
        QCOMPARE(storage::StoreCopy::tables().first(), QStringLiteral("nodes"));
    }

    void sqliteToPostgresAndBack()
    {
        const QString file = populatedFile(QStringLiteral("fleet.sqlite"));
        QVERIFY(!file.isEmpty());
        const QString url = newDatabase();
        QVERIFY(!url.isEmpty());
        storage::Database source, team;
        QVERIFY2(source.open(file), qPrintable(source.error()));
        QVERIFY2(team.open(url), qPrintable(team.error()));
        QStringList reported;
        const storage::StoreCopy::Result r = storage::StoreCopy::copy(
            source, team, [&](const storage::StoreCopy::Table& t) { reported << t.name; });
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(reported, storage::StoreCopy::tables());
        qint64 rows = 0;
        for (const storage::StoreCopy::Table& t : r.tables) {
            QVERIFY2(t.verified(), qPrintable(t.name));
            QCOMPARE(t.targetRows, t.sourceRows);
            rows += t.sourceRows;
        }
        QVERIFY2(rows > 190, qPrintable(QString::number(rows))); // 180 polls and the rest
        for (const QString& table :
             {QStringLiteral("nodes"), QStringLiteral("node_labels"), QStringLiteral("status_samples"),
              QStringLiteral("key_deployments"), QStringLiteral("bench_runs"),
              QStringLiteral("bench_samples"), QStringLiteral("bench_log"), QStringLiteral("events")}) {
            QVERIFY2(scalar(team, QStringLiteral("SELECT COUNT(*) FROM %1").arg(table)).toInt() > 0,
                     qPrintable(table));
        }
        // What the stores read back is the same fleet.
        QCOMPARE(fleet::Inventory(team).nodes(), fleet::Inventory(source).nodes());
        QCOMPARE(keys::DeploymentLog(team).recent().size(), 1);
        QCOMPARE(keys::DeploymentLog(team).recent().first().findings,
                 keys::DeploymentLog(source).recent().first().findings);
        QCOMPARE(bench::BenchmarkStore(team).runs().size(), 1);
        const qint64 run = bench::BenchmarkStore(team).runs().first().id;
        QCOMPARE(bench::BenchmarkStore(team).samples(run), bench::BenchmarkStore(source).samples(run));
        // Numbering continues after the copied ids.
        Node n;
        n.name = QStringLiteral("new-01");
        n.host = QStringLiteral("203.0.113.50");
        const fleet::Inventory::Result added = fleet::Inventory(team).add(n);
        QVERIFY2(added.ok(), qPrintable(added.message));
        QCOMPARE(added.node.id, scalar(source, QStringLiteral("SELECT MAX(id) FROM nodes")).toLongLong() + 1);
        QVERIFY(exec(team, QStringLiteral("DELETE FROM nodes WHERE name = 'new-01'")));

        // And back into a new file: the same rows again.
        storage::Database back;
        QVERIFY2(back.open(m_dir.filePath(QStringLiteral("back.sqlite"))), qPrintable(back.error()));
        const storage::StoreCopy::Result r2 = storage::StoreCopy::copy(team, back);
        QVERIFY2(r2.ok, qPrintable(r2.error));
        const storage::StoreCopy::Result same = storage::StoreCopy::verify(source, back);
        QVERIFY2(same.ok, qPrintable(same.error));
        for (int i = 0; i < r.tables.size(); ++i)
            QCOMPARE(same.tables[i].targetDigest, r.tables[i].sourceDigest);
    }

    void aFleetIsNeverCopiedOver()
    {
        const QString a = populatedFile(QStringLiteral("a.sqlite"));
        const QString b = populatedFile(QStringLiteral("b.sqlite"));
        storage::Database from, to;
        QVERIFY(from.open(a));
        QVERIFY(to.open(b));
        const qint64 before = scalar(to, QStringLiteral("SELECT COUNT(*) FROM status_samples")).toLongLong();
        const storage::StoreCopy::Result r = storage::StoreCopy::copy(from, to);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QLatin1String("is not empty (table nodes holds 3 row")),
                 qPrintable(r.error));
        QCOMPARE(scalar(to, QStringLiteral("SELECT COUNT(*) FROM status_samples")).toLongLong(), before);
    }

    void aDifferenceIsCaught_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("says");
        QTest::newRow("one value") << QStringLiteral(
                                          "UPDATE status_samples SET latency_ms = latency_ms + 0.001 "
                                          "WHERE at = (SELECT MIN(at) FROM status_samples WHERE ok = 1)")
                                   << QStringLiteral("table status_samples: the rows of");
        QTest::newRow("a row lost") << QStringLiteral(
                                           "DELETE FROM node_labels WHERE label_key = 'owner' AND node_id "
                                           "= (SELECT MIN(id) FROM nodes)")
                                    << QStringLiteral("table node_labels: 6 rows in");
        // The same values in other rows: the digest is of rows, not of a bag of values.
        QTest::newRow("two values swapped")
            << QStringLiteral(
                   "UPDATE bench_samples SET wall_s = CASE idx WHEN 2 THEN (SELECT wall_s FROM "
                   "bench_samples WHERE idx = 3) ELSE (SELECT wall_s FROM bench_samples WHERE idx = 2) "
                   "END WHERE idx IN (2, 3)")
            << QStringLiteral("table bench_samples: the rows of");
        QTest::newRow("NULL for an empty text")
            << QStringLiteral("UPDATE events SET code = '' WHERE code IS NULL")
            << QStringLiteral("table events");
    }

    void aDifferenceIsCaught()
    {
        QFETCH(QString, change);
        QFETCH(QString, says);
        const QString file = populatedFile(QStringLiteral("d-%1.sqlite").arg(QTest::currentDataTag()));
        const QString url = newDatabase();
        storage::Database source, team;
        QVERIFY(source.open(file));
        QVERIFY(team.open(url));
        QVERIFY2(storage::StoreCopy::copy(source, team).ok, "the copy itself");
        QVERIFY(exec(team, change));
        const storage::StoreCopy::Result r = storage::StoreCopy::verify(source, team);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(says), qPrintable(r.error));
    }
};

QTEST_GUILESS_MAIN(tst_StoreCopy)
#include "tst_storecopy.moc"
