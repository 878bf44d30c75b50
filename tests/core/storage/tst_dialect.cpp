// SPDX-License-Identifier: GPL-3.0-or-later
// storage/Dialect: what differs between SQL databases is there and nowhere else. The migrations
// are written once, in portable SQL with {id} for an auto-numbered key; the SQLite dialect
// renders and runs them; a postgresql:// URL is read by the rules of PostgresDialect, and one it
// cannot use is refused with a message. (On a real server: tst_postgresdialect.)
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
        QCOMPARE(dialect->beginWriteStatements(), QStringList{QStringLiteral("BEGIN IMMEDIATE")});
        QCOMPARE(dialect->keptCopyName(QStringLiteral("/d/f.sqlite"), 7),
                 QStringLiteral("/d/f.sqlite.v7.bak"));
    }

    void aPostgresUrlIsPostgres()
    {
        QString error;
        const std::unique_ptr<Dialect> dialect =
            Dialect::forLocation(QStringLiteral("postgresql://ops@db.example:5433/fleet"), &error);
        QVERIFY2(dialect, qPrintable(error));
        QCOMPARE(dialect->name(), QStringLiteral("postgresql"));
        QCOMPARE(dialect->driver(), QStringLiteral("QPSQL"));
        QVERIFY(Dialect::forLocation(QStringLiteral("postgres://db/fleet"), &error));
        // Writers queue on one advisory lock held to the transaction's end.
        const QStringList begin = dialect->beginWriteStatements();
        QCOMPARE(begin.size(), 2);
        QCOMPARE(begin.first(), QStringLiteral("BEGIN"));
        QVERIFY(begin.last().startsWith(QLatin1String("SELECT pg_advisory_xact_lock(")));
        QVERIFY(dialect->keptCopyName(QStringLiteral("postgresql://db/fleet"), 3).isEmpty());
    }

    void anAddressIsRead_data()
    {
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("database");
        QTest::addColumn<QString>("sslmode");
        QTest::newRow("remote: certificate checked by default")
            << QStringLiteral("postgresql://ops@db.example/fleet") << QStringLiteral("db.example") << 5432
            << QStringLiteral("ops") << QStringLiteral("fleet") << QStringLiteral("verify-full");
        QTest::newRow("remote: the URL's own sslmode")
            << QStringLiteral("postgresql://ops@10.0.0.5:6432/fleet?sslmode=require")
            << QStringLiteral("10.0.0.5") << 6432 << QStringLiteral("ops") << QStringLiteral("fleet")
            << QStringLiteral("require");
        QTest::newRow("loopback keeps libpq's default")
            << QStringLiteral("postgresql://ops@127.0.0.1:5555/fleet") << QStringLiteral("127.0.0.1") << 5555
            << QStringLiteral("ops") << QStringLiteral("fleet") << QString();
        QTest::newRow("localhost") << QStringLiteral("postgresql://localhost/f")
                                   << QStringLiteral("localhost") << 5432 << QString() << QStringLiteral("f")
                                   << QString();
        QTest::newRow("IPv6 loopback") << QStringLiteral("postgresql://[::1]:7000/f") << QStringLiteral("::1")
                                       << 7000 << QString() << QStringLiteral("f") << QString();
        QTest::newRow("a socket directory") << QStringLiteral("postgresql://ops@/fleet?host=/run/postgresql")
                                            << QStringLiteral("/run/postgresql") << 5432
                                            << QStringLiteral("ops") << QStringLiteral("fleet") << QString();
        QTest::newRow("percent-encoded user")
            << QStringLiteral("postgresql://ops%40team@db.example/fleet") << QStringLiteral("db.example")
            << 5432 << QStringLiteral("ops@team") << QStringLiteral("fleet") << QStringLiteral("verify-full");
    }

    void anAddressIsRead()
    {
        QFETCH(QString, location);
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(QString, user);
        QFETCH(QString, database);
        QFETCH(QString, sslmode);
        PostgresDialect::Address a;
        QString error;
        QVERIFY2(PostgresDialect::parse(location, &a, &error), qPrintable(error));
        QCOMPARE(a.host, host);
        QCOMPARE(a.port, port);
        QCOMPARE(a.user, user);
        QCOMPARE(a.database, database);
        QCOMPARE(a.parameter(QStringLiteral("sslmode")), sslmode);
        // libpq would otherwise wait for an unreachable server for ever.
        QCOMPARE(a.parameter(QStringLiteral("connect_timeout")), QStringLiteral("10"));
        QVERIFY(!PostgresDialect::displayName(a).contains(QLatin1Char('?')));
    }

    void passwordsAreRedacted()
    {
        QCOMPARE(PostgresDialect::redacted(QStringLiteral("postgresql://ops:hunter2@db.example:5432/fleet")),
                 QStringLiteral("postgresql://ops:…@db.example:5432/fleet"));
        QCOMPARE(PostgresDialect::redacted(
                     QStringLiteral("postgresql://db/f?sslmode=require&password=hunter2&x=1")),
                 QStringLiteral("postgresql://db/f?sslmode=require&password=…&x=1"));
        QCOMPARE(PostgresDialect::redacted(QStringLiteral("postgres://db/f?sslpassword=hunter2")),
                 QStringLiteral("postgres://db/f?sslpassword=…"));
        const QString clean = QStringLiteral("postgresql://ops@db.example/fleet?sslmode=verify-full");
        QCOMPARE(PostgresDialect::redacted(clean), clean);
    }

    void connectOptionsAreQuotedForLibpq()
    {
        PostgresDialect::Address a;
        QString error;
        QVERIFY2(PostgresDialect::parse(
                     QStringLiteral("postgresql://db.example/f?sslrootcert=/etc/my%20ca/it's.pem&"
                                    "connect_timeout=3&application_name=a%5Cb"),
                     &a, &error),
                 qPrintable(error));
        QCOMPARE(PostgresDialect::connectOptions(a),
                 QStringLiteral(
                     "sslrootcert='/etc/my ca/it\\'s.pem';connect_timeout='3';application_name='a\\\\b';"
                     "sslmode='verify-full'"));
    }

    void aBadAddressIsRefusedWithAMessage_data()
    {
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("says");
        QTest::newRow("password") << QStringLiteral("postgresql://ops:hunter2@db.example/fleet")
                                  << QStringLiteral("~/.pgpass");
        QTest::newRow("password parameter")
            << QStringLiteral("postgresql://db.example/fleet?password=hunter2") << QStringLiteral("password");
        QTest::newRow("sslpassword") << QStringLiteral("postgresql://db.example/fleet?sslpassword=x")
                                     << QStringLiteral("password");
        QTest::newRow("unknown parameter") << QStringLiteral("postgresql://db.example/fleet?sslmod=require")
                                           << QStringLiteral("unknown parameter \"sslmod\"");
        QTest::newRow("bad sslmode") << QStringLiteral("postgresql://db.example/fleet?sslmode=yes")
                                     << QStringLiteral("sslmode \"yes\"");
        QTest::newRow("semicolon") << QStringLiteral("postgresql://db.example/fleet?application_name=a;b")
                                   << QStringLiteral("';'");
        QTest::newRow("two hosts") << QStringLiteral("postgresql://db.example/fleet?host=/run/postgresql")
                                   << QStringLiteral("two hosts");
        QTest::newRow("host parameter not a directory")
            << QStringLiteral("postgresql:///fleet?host=db.example") << QStringLiteral("socket directory");
        QTest::newRow("path") << QStringLiteral("postgresql://db.example/fleet/x") << QStringLiteral("'/'");
    }

    void aBadAddressIsRefusedWithAMessage()
    {
        QFETCH(QString, location);
        QFETCH(QString, says);
        QString error;
        QVERIFY(!Dialect::forLocation(location, &error));
        QVERIFY2(error.startsWith(PostgresDialect::redacted(location) + QStringLiteral(": ")),
                 qPrintable(error));
        QVERIFY2(error.contains(says), qPrintable(error));
        // A password given is never repeated.
        QVERIFY2(!error.contains(QLatin1String("hunter2")), qPrintable(error));
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
        // 64-bit on PostgreSQL too, and an explicit id may still be given (a store copy does).
        const PostgresDialect postgres;
        QCOMPARE(postgres.schemaStatement(QStringLiteral("CREATE TABLE t ( id {id}, x TEXT)")),
                 QStringLiteral(
                     "CREATE TABLE t ( id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, x TEXT)"));
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
