// SPDX-License-Identifier: GPL-3.0-or-later
#include "Database.h"

#include "Migrations.h"
#include "Tr.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

namespace fleetdeck::storage {

namespace {
QString nextConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("fleetdeck-db-%1").arg(counter.fetchAndAddRelaxed(1));
}
} // namespace

int Database::latestSchemaVersion()
{
    return migrations().constLast().version;
}

QString Database::defaultPath()
{
    const QString env = qEnvironmentVariable("FLEETDECK_DB");
    if (!env.isEmpty())
        return env;
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/fleetdeck/fleetdeck.sqlite");
}

Database::~Database()
{
    close();
}

void Database::close()
{
    if (m_connectionName.isEmpty())
        return;
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
    m_connectionName.clear();
}

bool Database::fail(const QString& message)
{
    m_error = message;
    close();
    return false;
}

bool Database::open(const QString& path, int targetVersion)
{
    close();
    m_error.clear();
    m_path = path;
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return fail(Tr::tr("cannot open database %1: not a regular file").arg(path));
    if (!info.exists()) {
        if (!QDir().mkpath(info.absolutePath()))
            return fail(Tr::tr("cannot create directory %1 for the database").arg(info.absolutePath()));
    } else if (!info.isReadable()) {
        return fail(Tr::tr("cannot read database %1: permission denied").arg(path));
    }

    m_connectionName = nextConnectionName();
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_db.setDatabaseName(path);
    m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!m_db.open())
        return fail(Tr::tr("cannot open database %1: %2").arg(path, m_db.lastError().text()));

    QSqlQuery q(m_db);
    // The first real read tells whether this is a database at all ("file is not a database").
    // A database of a newer Fleetdeck is refused before anything is written to it, its journal
    // mode included.
    if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND "
                               "name = 'schema_version'")) ||
        !q.next())
        return fail(Tr::tr("cannot use %1 as a Fleetdeck database: %2").arg(path, q.lastError().text()));
    const int version = q.value(0).toInt() > 0 ? schemaVersion() : 0;
    if (version > latestSchemaVersion()) {
        return fail(Tr::tr("database %1 has schema version %2, newer than this Fleetdeck supports (%3); "
                           "use a newer Fleetdeck")
                        .arg(path)
                        .arg(version)
                        .arg(latestSchemaVersion()));
    }
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL")) || !q.next())
        return fail(Tr::tr("cannot use %1 as a Fleetdeck database: %2").arg(path, q.lastError().text()));
    if (q.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0)
        return fail(
            Tr::tr("cannot switch database %1 to WAL mode (got %2)").arg(path, q.value(0).toString()));
    if (!q.exec(QStringLiteral("PRAGMA foreign_keys=ON")))
        return fail(Tr::tr("cannot enable foreign keys on %1: %2").arg(path, q.lastError().text()));
    if (!q.exec(QStringLiteral("PRAGMA synchronous=NORMAL")))
        return fail(Tr::tr("cannot configure %1: %2").arg(path, q.lastError().text()));

    return migrate(targetVersion < 0 ? latestSchemaVersion() : targetVersion);
}

int Database::schemaVersion() const
{
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT MAX(version) FROM schema_version")) || !q.next())
        return 0;
    return q.value(0).toInt();
}

bool Database::beginWrite()
{
    QSqlQuery q(m_db);
    if (q.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return true;
    m_error = q.lastError().text();
    return false;
}

bool Database::failUpgrade(const QString& message)
{
    QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
    return fail(message);
}

bool Database::migrate(int targetVersion)
{
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS schema_version ("
                               " version INTEGER PRIMARY KEY,"
                               " applied_at TEXT NOT NULL,"
                               " description TEXT NOT NULL)")))
        return fail(Tr::tr("cannot write to database %1: %2").arg(m_path, q.lastError().text()));

    const int seen = schemaVersion(); // never newer than this build: open() refused that
    if (seen >= targetVersion)
        return true;

    // Keep the pre-migration state: VACUUM INTO writes a consistent copy, WAL included. It cannot
    // run inside a transaction, so it goes to a name of this process's own and is put in place
    // only if this process is the one that upgrades.
    QString copy;
    if (seen > 0) {
        copy = QStringLiteral("%1.v%2.bak.%3").arg(m_path).arg(seen).arg(QCoreApplication::applicationPid());
        QFile::remove(copy);
        QSqlQuery b(m_db);
        b.prepare(QStringLiteral("VACUUM INTO ?"));
        b.addBindValue(copy);
        if (!b.exec()) {
            QFile::remove(copy);
            return fail(
                Tr::tr("cannot back up %1 before upgrading it: %2").arg(m_path, b.lastError().text()));
        }
    }
    const auto dropCopy = qScopeGuard([&copy] {
        if (!copy.isEmpty())
            QFile::remove(copy);
    });

    // One writer at a time: whoever takes the lock first upgrades; the others, once they have it,
    // read the version again and find nothing left to do.
    if (!beginWrite())
        return fail(Tr::tr("cannot start upgrade of %1: %2").arg(m_path, m_error));
    const int current = schemaVersion();
    if (current >= targetVersion) {
        QSqlQuery(m_db).exec(QStringLiteral("COMMIT"));
        return true;
    }
    for (const Migration& step : migrations()) {
        if (step.version <= current || step.version > targetVersion)
            continue;
        for (const QString& sql : step.statements) {
            if (!q.exec(sql))
                return failUpgrade(Tr::tr("upgrading %1 to schema version %2 failed: %3")
                                       .arg(m_path)
                                       .arg(step.version)
                                       .arg(q.lastError().text()));
        }
        q.prepare(QStringLiteral("INSERT INTO schema_version (version, applied_at, description) "
                                 "VALUES (?, ?, ?)"));
        q.addBindValue(step.version);
        q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
        q.addBindValue(QString::fromUtf8(step.description));
        if (!q.exec())
            return failUpgrade(Tr::tr("recording schema version %1 in %2 failed: %3")
                                   .arg(step.version)
                                   .arg(m_path, q.lastError().text()));
    }
    // The copy is of version `seen`; nobody else upgraded in between, or `current` would differ.
    if (current == seen && !copy.isEmpty()) {
        const QString backup = QStringLiteral("%1.v%2.bak").arg(m_path).arg(seen);
        QFile::remove(backup);
        if (!QFile::rename(copy, backup))
            return failUpgrade(Tr::tr("cannot keep the backup %1 before upgrading %2").arg(backup, m_path));
    }
    QSqlQuery commit(m_db);
    if (!commit.exec(QStringLiteral("COMMIT")))
        return failUpgrade(
            Tr::tr("cannot finish the upgrade of %1: %2").arg(m_path, commit.lastError().text()));
    return true;
}

} // namespace fleetdeck::storage
