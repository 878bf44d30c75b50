// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/Database.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;

namespace {
// Reads one value through an independent connection, as another process would see the file.
QVariant scalar(const QString& path, const QString& sql)
{
    QVariant result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("probe"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next())
                result = q.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("probe"));
    return result;
}

bool exec(Database& db, const QString& sql)
{
    QSqlQuery q(db.connection());
    return q.exec(sql);
}
} // namespace

class tst_Database : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newDatabaseIsCurrentAndWal()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/dir/fleet.sqlite"));
        Database db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QVERIFY(QFile::exists(path));
        QCOMPARE(db.schemaVersion(), Database::latestSchemaVersion());
        QVERIFY(Database::latestSchemaVersion() >= 2);
        QCOMPARE(scalar(path, QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM schema_version")).toInt(),
                 Database::latestSchemaVersion());
        // A fresh database has nothing to back up.
        QVERIFY(QDir(dir.filePath(QStringLiteral("sub/dir"))).entryList({QStringLiteral("*.bak")}).isEmpty());
    }

    void migratesOldDatabaseKeepingDataAndBackup()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fleet.sqlite"));
        {
            Database v1;
            QVERIFY2(v1.open(path, 1), qPrintable(v1.error()));
            QCOMPARE(v1.schemaVersion(), 1);
            QVERIFY(exec(v1, QStringLiteral("INSERT INTO nodes (name, host, created_at, updated_at) "
                                            "VALUES ('old-01', '203.0.113.9', 'x', 'x')")));
            QVERIFY(!exec(v1, QStringLiteral("SELECT * FROM events")));
        }
        Database db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QCOMPARE(db.schemaVersion(), Database::latestSchemaVersion());
        QVERIFY(exec(db, QStringLiteral("SELECT * FROM events")));
        QCOMPARE(scalar(path, QStringLiteral("SELECT host FROM nodes WHERE name = 'old-01'")).toString(),
                 QStringLiteral("203.0.113.9"));

        const QString backup = path + QStringLiteral(".v1.bak");
        QVERIFY(QFile::exists(backup));
        QCOMPARE(scalar(backup, QStringLiteral("SELECT MAX(version) FROM schema_version")).toInt(), 1);
        QCOMPARE(scalar(backup, QStringLiteral("SELECT COUNT(*) FROM nodes")).toInt(), 1);

        // Opening a current database again migrates nothing and writes no new backup.
        db.close();
        QVERIFY(QFile::remove(backup));
        QVERIFY(db.open(path));
        QVERIFY(!QFile::exists(backup));
    }

    // v4 adds the status history: a v3 database keeps its nodes, gains the history tables, and
    // a node's history goes with the node.
    void migratesToStatusHistoryKeepingNodes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fleet.sqlite"));
        {
            Database v3;
            QVERIFY2(v3.open(path, 3), qPrintable(v3.error()));
            QCOMPARE(v3.schemaVersion(), 3);
            QVERIFY(exec(
                v3, QStringLiteral("INSERT INTO nodes (name, host, use_ssh_config, created_at, updated_at) "
                                   "VALUES ('fra-4090-01', '203.0.113.10', 1, 'x', 'x')")));
            QVERIFY(exec(v3, QStringLiteral("INSERT INTO node_labels VALUES (1, 'region', 'fra')")));
            QVERIFY(!exec(v3, QStringLiteral("SELECT * FROM status_samples")));
        }
        Database db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QVERIFY(db.schemaVersion() >= 4);
        QCOMPARE(scalar(path, QStringLiteral("SELECT host FROM nodes WHERE name = 'fra-4090-01'")).toString(),
                 QStringLiteral("203.0.113.10"));
        QCOMPARE(scalar(path, QStringLiteral("SELECT use_ssh_config FROM nodes")).toInt(), 1);
        QCOMPARE(scalar(path, QStringLiteral("SELECT label_value FROM node_labels")).toString(),
                 QStringLiteral("fra"));
        QCOMPARE(scalar(path + QStringLiteral(".v3.bak"),
                        QStringLiteral("SELECT MAX(version) FROM schema_version"))
                     .toInt(),
                 3);

        const QString sample =
            QStringLiteral("INSERT INTO status_samples (node_id, at, ok) VALUES (%1, 1000, 1)");
        QVERIFY(exec(db, sample.arg(1)));
        QVERIFY(!exec(db, sample.arg(1)));  // one sample per node and millisecond
        QVERIFY(!exec(db, sample.arg(42))); // no such node
        QVERIFY(exec(
            db, QStringLiteral("INSERT INTO status_minutes (node_id, at, samples, ok_samples, "
                               "queue_depth_count, memory_used_count, memory_total_count, latency_count) "
                               "VALUES (1, 0, 1, 1, 0, 0, 0, 0)")));
        QVERIFY(exec(db, QStringLiteral("DELETE FROM nodes WHERE name = 'fra-4090-01'")));
        QCOMPARE(scalar(path, QStringLiteral("SELECT (SELECT COUNT(*) FROM status_samples) + "
                                             "(SELECT COUNT(*) FROM status_minutes)"))
                     .toInt(),
                 0);
    }

    void refusesNewerSchema()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fleet.sqlite"));
        {
            Database db;
            QVERIFY(db.open(path));
            QVERIFY(
                exec(db, QStringLiteral("INSERT INTO schema_version VALUES (99, 'x', 'from the future')")));
        }
        Database db;
        QVERIFY(!db.open(path));
        QVERIFY2(db.error().contains(QLatin1String("newer")), qPrintable(db.error()));
        QVERIFY(!db.isOpen());
    }

    void refusesWhatIsNotADatabase_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("garbage file") << "garbage";
        QTest::newRow("directory") << "directory";
        QTest::newRow("uncreatable parent") << "proc";
    }
    void refusesWhatIsNotADatabase()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        QString path = dir.filePath(QStringLiteral("fleet.sqlite"));
        QByteArray garbage(8192, 'x');
        if (kind == QLatin1String("garbage")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(garbage);
        } else if (kind == QLatin1String("directory")) {
            QVERIFY(QDir().mkpath(path));
        } else {
            path = QStringLiteral("/proc/fleetdeck-nope/fleet.sqlite");
        }
        Database db;
        QVERIFY(!db.open(path));
        QVERIFY(!db.error().isEmpty());
        QVERIFY2(db.error().contains(path) || db.error().contains(QLatin1String("/proc/fleetdeck-nope")),
                 qPrintable(db.error()));
        if (kind == QLatin1String("garbage")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), garbage); // untouched
        }
    }

    void defaultPathFollowsEnvironment()
    {
        qputenv("FLEETDECK_DB", "/tmp/x/fleet.sqlite");
        QCOMPARE(Database::defaultPath(), QStringLiteral("/tmp/x/fleet.sqlite"));
        qunsetenv("FLEETDECK_DB");
        qputenv("XDG_DATA_HOME", "/tmp/xdg-data");
        QCOMPARE(Database::defaultPath(), QStringLiteral("/tmp/xdg-data/fleetdeck/fleetdeck.sqlite"));
    }
};

QTEST_GUILESS_MAIN(tst_Database)
#include "tst_database.moc"
