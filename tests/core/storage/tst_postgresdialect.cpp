// SPDX-License-Identifier: GPL-3.0-or-later
// storage/PostgresDialect on a real PostgreSQL server (Debian's, started here on loopback): the
// schema the migrations make is SQLite's, column for column; openers racing on one database
// migrate it once; a newer schema is refused untouched; a failed upgrade leaves the old schema
// whole; TLS is verified against the server's CA and a server that requires it refuses a plain
// connection; a password comes from ~/.pgpass (PGPASSFILE), never from the URL.
// The feature stores run on both dialects in their own tests (fleetdeck_add_test BOTH_STORES).
#include "storage/Database.h"
#include "storage/Dialect.h"
#include "support/PostgresServer.h"
#include "support/ReservedPort.h"
#include "support/SqlTestHelpers.h"

#include <QDateTime>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cstdio>
#include <memory>
#include <vector>

using namespace fleetdeck;

namespace {

// A process that opens (and so migrates) the store at FLEETDECK_TST_MIGRATE once the wall clock
// reaches FLEETDECK_TST_START_AT: exit 0 when it is open and current.
[[noreturn]] void runMigrator(const QString& location)
{
    const qint64 at = qEnvironmentVariable("FLEETDECK_TST_START_AT").toLongLong();
    while (QDateTime::currentMSecsSinceEpoch() < at)
        QThread::usleep(200);
    storage::Database db;
    if (!db.open(location)) {
        std::fprintf(stderr, "migrator: %s\n", qPrintable(db.error()));
        std::exit(1);
    }
    std::exit(db.schemaVersion() == storage::Database::latestSchemaVersion() ? 0 : 1);
}

QVariant scalar(storage::Database& db, const QString& sql)
{
    QSqlQuery q(db.connection());
    if (!q.exec(sql) || !q.next()) {
        qWarning() << sql << q.lastError().text();
        return {};
    }
    return q.value(0);
}

using sqltest::exec;

// Table → its columns as "name NOT NULL" or "name", sorted.
using Schema = QMap<QString, QStringList>;

Schema sqliteSchema(storage::Database& db)
{
    Schema schema;
    QSqlQuery tables(db.connection());
    tables.exec(
        QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"));
    while (tables.next()) {
        const QString table = tables.value(0).toString();
        QSqlQuery columns(db.connection());
        columns.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table));
        QStringList list;
        while (columns.next()) {
            // A primary key column is never NULL on PostgreSQL; SQLite only says so when told.
            const bool notNull = columns.value(3).toInt() == 1 || columns.value(5).toInt() > 0;
            list << columns.value(1).toString() + (notNull ? QStringLiteral(" NOT NULL") : QString());
        }
        list.sort();
        schema.insert(table, list);
    }
    return schema;
}

Schema postgresSchema(storage::Database& db)
{
    Schema schema;
    QSqlQuery q(db.connection());
    q.exec(QStringLiteral("SELECT table_name, column_name, is_nullable FROM information_schema.columns "
                          "WHERE table_schema = current_schema()"));
    while (q.next()) {
        schema[q.value(0).toString()]
            << q.value(1).toString() +
                   (q.value(2).toString() == QLatin1String("NO") ? QStringLiteral(" NOT NULL") : QString());
    }
    for (QStringList& columns : schema)
        columns.sort();
    return schema;
}

QStringList tables(storage::Database& db)
{
    QStringList names;
    QSqlQuery q(db.connection());
    q.exec(QStringLiteral(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"));
    while (q.next())
        names << q.value(0).toString();
    names.sort();
    return names;
}

} // namespace

class tst_PostgresDialect : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<PostgresServer> m_server;
    int m_databases = 0;

    // A new, empty database on the server; its URL reaches it over TLS, verified, as "localhost".
    QString newDatabase(const QString& user = {})
    {
        const QString name = QStringLiteral("db%1").arg(++m_databases);
        if (!m_server->createDatabase(name, user))
            return {};
        return verifiedUrl(name, user);
    }

    QString verifiedUrl(const QString& database, const QString& user = {}) const
    {
        return QStringLiteral("postgresql://%1@localhost:%2/%3?sslmode=verify-full&sslrootcert=%4")
            .arg(user.isEmpty() ? m_server->superuser() : user)
            .arg(m_server->port())
            .arg(database, m_server->caCertificatePath());
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString missing = PostgresServer::missingReason(); !missing.isEmpty())
            QFAIL(qPrintable(missing));
        QVERIFY2(QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")),
                 "Qt's PostgreSQL driver is not installed (Debian: libqt6sql6-psql)");
        PostgresServer::Options options;
        options.requireTls = true;
        // One role that must give a password (scram), as a team's server would ask of everyone.
        options.hbaLines << QStringLiteral("hostssl all ops 127.0.0.1/32 scram-sha-256");
        m_server = std::make_unique<PostgresServer>(options);
        QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));
    }

    void cleanupTestCase() { m_server.reset(); }

    void opensAndMigratesAFreshDatabase()
    {
        const QString url = newDatabase();
        QVERIFY(!url.isEmpty());
        storage::Database db;
        QVERIFY2(db.open(url), qPrintable(db.error()));
        QCOMPARE(db.dialect()->name(), QStringLiteral("postgresql"));
        QCOMPARE(db.schemaVersion(), storage::Database::latestSchemaVersion());
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM schema_version")).toInt(),
                 storage::Database::latestSchemaVersion());
        // Over TLS, with the session's settings.
        QCOMPARE(
            scalar(db, QStringLiteral("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")).toBool(),
            true);
        QCOMPARE(scalar(db, QStringLiteral("SHOW lock_timeout")).toString(), QStringLiteral("30s"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT application_name FROM pg_stat_activity WHERE pid = "
                                           "pg_backend_pid()"))
                     .toString(),
                 QStringLiteral("tst_postgresdialect"));
        // {id}: numbered on insert, handed back by RETURNING, 64-bit.
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
        QCOMPARE(
            scalar(db, QStringLiteral("SELECT data_type FROM information_schema.columns WHERE table_name = "
                                      "'events' AND column_name = 'id'"))
                .toString(),
            QStringLiteral("bigint"));
        // Opened again: nothing left to do.
        db.close();
        QVERIFY2(db.open(url), qPrintable(db.error()));
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM schema_version")).toInt(),
                 storage::Database::latestSchemaVersion());
    }

    void theSchemaIsSqlites()
    {
        QTemporaryDir dir;
        storage::Database sqlite;
        QVERIFY2(sqlite.open(dir.filePath(QStringLiteral("fleet.sqlite"))), qPrintable(sqlite.error()));
        storage::Database postgres;
        QVERIFY2(postgres.open(newDatabase()), qPrintable(postgres.error()));
        const Schema expected = sqliteSchema(sqlite);
        const Schema actual = postgresSchema(postgres);
        QVERIFY(expected.size() >= 15);
        QCOMPARE(actual.keys(), expected.keys());
        for (auto it = expected.cbegin(); it != expected.cend(); ++it)
            QCOMPARE(actual.value(it.key()), it.value());
    }

    void concurrentOpenersMigrateOnce_data()
    {
        QTest::addColumn<int>("fromVersion"); // 0: an empty database
        QTest::newRow("empty database") << 0;
        QTest::newRow("from v3") << 3;
    }

    void concurrentOpenersMigrateOnce()
    {
        QFETCH(int, fromVersion);
        constexpr int Processes = 6;
        const QString url = newDatabase();
        if (fromVersion > 0) {
            storage::Database old;
            QVERIFY2(old.open(url, fromVersion), qPrintable(old.error()));
            QVERIFY(exec(old, QStringLiteral("INSERT INTO nodes (name, host, created_at, updated_at) "
                                             "VALUES ('old-01', '203.0.113.9', 'x', 'x')")));
        }
        const qint64 startAt = QDateTime::currentMSecsSinceEpoch() + 1500;
        std::vector<std::unique_ptr<QProcess>> openers;
        for (int i = 0; i < Processes; ++i) {
            auto p = std::make_unique<QProcess>();
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("FLEETDECK_TST_MIGRATE"), url);
            env.insert(QStringLiteral("FLEETDECK_TST_START_AT"), QString::number(startAt));
            p->setProcessEnvironment(env);
            p->start(QCoreApplication::applicationFilePath(), {});
            openers.push_back(std::move(p));
        }
        for (auto& p : openers) {
            QVERIFY(p->waitForFinished(60000));
            QVERIFY2(p->exitStatus() == QProcess::NormalExit && p->exitCode() == 0,
                     p->readAllStandardError().constData());
        }
        storage::Database db;
        QVERIFY2(db.open(url), qPrintable(db.error()));
        // Every step once, in one process.
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM schema_version")).toInt(),
                 storage::Database::latestSchemaVersion());
        if (fromVersion > 0) {
            QCOMPARE(scalar(db, QStringLiteral("SELECT host FROM nodes WHERE name = 'old-01'")).toString(),
                     QStringLiteral("203.0.113.9"));
        }
    }

    void refusesNewerSchemaUntouched()
    {
        const QString url = newDatabase();
        {
            storage::Database db;
            QVERIFY2(db.open(url), qPrintable(db.error()));
            QVERIFY(
                exec(db, QStringLiteral("INSERT INTO schema_version VALUES (99, 'x', 'from the future')")));
        }
        storage::Database db;
        QVERIFY(!db.open(url));
        QVERIFY2(db.error().contains(QLatin1String("newer")), qPrintable(db.error()));
        QVERIFY2(db.error().contains(QLatin1String("99")), qPrintable(db.error()));
        QVERIFY(!db.isOpen());
        QString versions;
        QVERIFY(m_server->psql(QStringLiteral("SELECT string_agg(version::text, ',' ORDER BY version) FROM "
                                              "schema_version"),
                               QStringLiteral("db%1").arg(m_databases), &versions));
        QVERIFY(versions.endsWith(QLatin1String(",99")));
    }

    // PostgreSQL's DDL is transactional: a step that fails halfway leaves nothing of itself.
    void aFailedUpgradeLeavesTheOldSchemaWhole()
    {
        const QString url = newDatabase();
        const int before = 12; // the step that makes the log source tables and events_kind_at
        {
            storage::Database db;
            QVERIFY2(db.open(url, before - 1), qPrintable(db.error()));
            // Step `before` (log sources: two tables, then an index) will find its index taken.
            QVERIFY(exec(db, QStringLiteral("CREATE INDEX events_kind_at ON events(at)")));
        }
        const QStringList tablesBefore = [&] {
            storage::Database db;
            return db.open(url, before - 1) ? tables(db) : QStringList();
        }();
        QVERIFY(!tablesBefore.isEmpty());
        storage::Database db;
        QVERIFY(!db.open(url));
        QVERIFY2(db.error().contains(QStringLiteral("schema version %1").arg(before)),
                 qPrintable(db.error()));
        QVERIFY2(db.error().contains(QLatin1String("events_kind_at")), qPrintable(db.error()));
        storage::Database again;
        QVERIFY2(again.open(url, before - 1), qPrintable(again.error()));
        QCOMPARE(again.schemaVersion(), before - 1);
        QCOMPARE(tables(again), tablesBefore); // node_log_sources, default_log_sources: gone with it
        QVERIFY(!tables(again).contains(QStringLiteral("node_log_sources")));
    }

    void tlsIsVerified()
    {
        QVERIFY(!newDatabase().isEmpty());
        const QString database = QStringLiteral("db%1").arg(m_databases);
        // Against another CA: refused before a word of SQL.
        QTemporaryDir dir;
        const QString otherCa = dir.filePath(QStringLiteral("other-ca.crt"));
        QProcess openssl;
        openssl.start(QStringLiteral("openssl"),
                      {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                       QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
                       QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes"),
                       QStringLiteral("-keyout"), dir.filePath(QStringLiteral("k")), QStringLiteral("-out"),
                       otherCa, QStringLiteral("-days"), QStringLiteral("1"), QStringLiteral("-subj"),
                       QStringLiteral("/CN=localhost")});
        QVERIFY(openssl.waitForFinished(30000) && openssl.exitCode() == 0);
        storage::Database db;
        const QString wrongCa =
            QStringLiteral("postgresql://%1@localhost:%2/%3?sslmode=verify-full&sslrootcert=%4")
                .arg(m_server->superuser())
                .arg(m_server->port())
                .arg(database, otherCa);
        QVERIFY(!db.open(wrongCa));
        QVERIFY2(db.error().contains(QLatin1String("certificate verify failed")), qPrintable(db.error()));
        // The CA's certificate missing: libpq says where it looked.
        QVERIFY(!db.open(QString(wrongCa).replace(otherCa, dir.filePath(QStringLiteral("none.crt")))));
        QVERIFY2(db.error().contains(QLatin1String("none.crt")), qPrintable(db.error()));
        // A server that requires TLS refuses a plain connection, and the reason is its own.
        QVERIFY(!db.open(m_server->url(database, {}, QStringLiteral("sslmode=disable"))));
        QVERIFY2(db.error().contains(QLatin1String("no encryption")), qPrintable(db.error()));
        // The right CA: in.
        QVERIFY2(db.open(verifiedUrl(database)), qPrintable(db.error()));
    }

    void aServerThatIsDownIsNamed()
    {
        ReservedPort down;
        QVERIFY(down.isValid());
        storage::Database db;
        const QString url = QStringLiteral("postgresql://ops@127.0.0.1:%1/fleet").arg(down.port());
        QVERIFY(!db.open(url));
        QVERIFY2(db.error().startsWith(QStringLiteral("cannot open database %1: ").arg(url)),
                 qPrintable(db.error()));
        QVERIFY2(db.error().contains(QLatin1String("refused")), qPrintable(db.error()));
    }

    // A role that must give a password: from the file PGPASSFILE names (mode 0600), as libpq reads
    // ~/.pgpass; never from the URL (tst_dialect).
    void thePasswordComesFromThePasswordFile()
    {
        QVERIFY(m_server->psql(QStringLiteral("CREATE ROLE ops LOGIN PASSWORD 'correct horse'")));
        const QString url = newDatabase(QStringLiteral("ops"));
        QVERIFY(!url.isEmpty());
        QTemporaryDir dir;
        const QString passfile = dir.filePath(QStringLiteral("pgpass"));
        const auto writePassfile = [&](const QByteArray& password) {
            QFile f(passfile);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write("localhost:" + QByteArray::number(m_server->port()) + ":*:ops:" + password + "\n");
            f.close();
            QFile::setPermissions(passfile, QFile::ReadOwner | QFile::WriteOwner);
        };
        const QByteArray saved = qgetenv("PGPASSFILE");
        qputenv("PGPASSFILE", QFile::encodeName(passfile));
        storage::Database db;
        writePassfile("wrong");
        QVERIFY(!db.open(url));
        QVERIFY2(db.error().contains(QLatin1String("password authentication failed for user \"ops\"")),
                 qPrintable(db.error()));
        writePassfile("correct horse");
        const bool opened = db.open(url);
        if (saved.isNull())
            qunsetenv("PGPASSFILE");
        else
            qputenv("PGPASSFILE", saved);
        QVERIFY2(opened, qPrintable(db.error()));
        QCOMPARE(scalar(db, QStringLiteral("SELECT current_user")).toString(), QStringLiteral("ops"));
        QCOMPARE(db.schemaVersion(), storage::Database::latestSchemaVersion());
    }
};

int main(int argc, char** argv)
{
    const QString migrate = qEnvironmentVariable("FLEETDECK_TST_MIGRATE");
    if (!migrate.isEmpty()) {
        QCoreApplication app(argc, argv);
        runMigrator(migrate);
    }
    QCoreApplication app(argc, argv);
    tst_PostgresDialect test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_postgresdialect.moc"
