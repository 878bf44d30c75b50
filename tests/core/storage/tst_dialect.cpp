// SPDX-License-Identifier: GPL-3.0-or-later
// storage/Dialect: what differs between SQL databases is there and nowhere else. The migrations
// are written once, in portable SQL with {id} for an auto-numbered key; the SQLite dialect
// renders and runs them; a location no dialect serves is refused with a message.
#include "storage/Database.h"
#include "storage/Dialect.h"
#include "storage/Migrations.h"

#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::storage;

class tst_Dialect : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aFileIsSqlite()
    {
        QString error;
        const std::unique_ptr<Dialect> dialect =
            Dialect::forLocation(QStringLiteral("/tmp/x/fleet.sqlite"), &error);
        QVERIFY2(dialect, qPrintable(error));
        QCOMPARE(dialect->name(), QStringLiteral("sqlite"));
        QCOMPARE(dialect->driver(), QStringLiteral("QSQLITE"));
        QCOMPARE(dialect->beginWriteStatement(), QStringLiteral("BEGIN IMMEDIATE"));
        QCOMPARE(dialect->keptCopyName(QStringLiteral("/d/f.sqlite"), 7),
                 QStringLiteral("/d/f.sqlite.v7.bak"));
    }

    void aPostgresUrlIsRefusedWithAMessage_data()
    {
        QTest::addColumn<QString>("location");
        QTest::newRow("postgresql") << QStringLiteral(
            "postgresql://ops@db.example:5432/fleet?sslmode=verify-full");
        QTest::newRow("postgres") << QStringLiteral("postgres://db/fleet");
    }

    void aPostgresUrlIsRefusedWithAMessage()
    {
        QFETCH(QString, location);
        QString error;
        QVERIFY(!Dialect::forLocation(location, &error));
        QVERIFY2(error.startsWith(location + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("PostgreSQL")), qPrintable(error));
        // Database::open says the same and leaves nothing behind.
        Database db;
        QVERIFY(!db.open(location));
        QCOMPARE(db.error(), error);
        QVERIFY(!db.isOpen());
        QVERIFY(!db.dialect());
    }

    void migrationsAreWrittenOnce()
    {
        // Nothing of one database in the steps: the auto-numbered key is {id}, an INTEGER PRIMARY
        // KEY only where the value is always given (a reference to another row).
        static const QRegularExpression dialectOnly(
            QStringLiteral("AUTOINCREMENT|PRAGMA|SERIAL|AS IDENTITY|BLOB|BYTEA|WITHOUT ROWID|\\bSTRICT\\b"),
            QRegularExpression::CaseInsensitiveOption);
        int autoNumbered = 0;
        for (const Migration& step : migrations()) {
            for (const QString& sql : step.statements) {
                QVERIFY2(!dialectOnly.match(sql).hasMatch(), qPrintable(sql));
                if (sql.contains(QLatin1String("INTEGER PRIMARY KEY")))
                    QVERIFY2(sql.contains(QLatin1String("INTEGER PRIMARY KEY REFERENCES")), qPrintable(sql));
                autoNumbered += int(sql.count(QLatin1String("{id}")));
            }
        }
        QCOMPARE(autoNumbered, 4); // nodes, events, key_deployments, bench_runs
        const SqliteDialect sqlite;
        QCOMPARE(sqlite.schemaStatement(QStringLiteral("CREATE TABLE t ( id {id}, x TEXT)")),
                 QStringLiteral("CREATE TABLE t ( id INTEGER PRIMARY KEY, x TEXT)"));
    }

    void theSqliteDialectRunsThem()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY2(db.open(dir.filePath(QStringLiteral("fleet.sqlite"))), qPrintable(db.error()));
        QVERIFY(db.dialect());
        QCOMPARE(db.dialect()->name(), QStringLiteral("sqlite"));
        QCOMPARE(db.schemaVersion(), Database::latestSchemaVersion());
        // {id} became SQLite's rowid: numbered on insert, handed back by RETURNING.
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(
            QStringLiteral("INSERT INTO events (at, kind, message) VALUES ('t', 'k', 'm') RETURNING id")));
        QVERIFY(q.next());
        const qint64 first = q.value(0).toLongLong();
        q.finish();
        QVERIFY(q.exec(
            QStringLiteral("INSERT INTO events (at, kind, message) VALUES ('t', 'k', 'm') RETURNING id")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toLongLong(), first + 1);
        q.finish();
        // The session's settings are on.
        QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("wal"));
        QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_keys")) && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        db.close();
        QVERIFY(!db.dialect());
    }
};

QTEST_GUILESS_MAIN(tst_Dialect)
#include "tst_dialect.moc"
