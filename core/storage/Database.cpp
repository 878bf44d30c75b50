// SPDX-License-Identifier: GPL-3.0-or-later
#include "Database.h"

#include "Dialect.h"
#include "Migrations.h"
#include "Tr.h"

#include <QAtomicInteger>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QSysInfo>
#include <QThread>
#include <QVariant>

#include <pwd.h>
#include <unistd.h>

namespace fleetdeck::storage {

namespace {
/// How long opening waits for a busy session step (on top of each try's busy timeout).
constexpr int kSessionStepPatienceMs = 30000;
} // namespace

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

QString Database::describe(const QString& location)
{
    if (!Dialect::isPostgresLocation(location))
        return QFileInfo(location).fileName();
    PostgresDialect::Address address;
    QString error;
    if (!PostgresDialect::parse(location, &address, &error))
        return PostgresDialect::redacted(location);
    return Tr::tr("%1 on %2")
        .arg(address.database.isEmpty() ? address.user : address.database,
             address.host.isEmpty() || address.host.startsWith(QLatin1Char('/')) ? Tr::tr("this machine")
                                                                                 : address.host);
}

bool Database::isShared(const QString& location)
{
    return Dialect::isPostgresLocation(location);
}

QString Database::checkLocation(const QString& location)
{
    if (location.trimmed().isEmpty())
        return Tr::tr("no database named");
    QString error;
    if (!Dialect::forLocation(location.trimmed(), &error))
        return error;
    return {};
}

Database::Database() = default;

Database::~Database()
{
    close();
}

void Database::close()
{
    m_dialect.reset();
    m_sessionLocks.clear(); // the server lets them go with the session
    if (m_connectionName.isEmpty())
        return;
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
    m_connectionName.clear();
}

std::optional<bool> Database::takeSessionLock(const QString& name)
{
    if (!m_dialect || m_dialect->takeSessionLockQuery().isEmpty())
        return std::nullopt;
    if (m_sessionLocks.contains(name))
        return true;
    m_error.clear();
    QSqlQuery q(m_db);
    if (m_sessionLocks.isEmpty()) {
        for (const QString& statement : m_dialect->sessionLivenessStatements()) {
            if (!q.exec(statement)) {
                m_error = q.lastError().text();
                return false;
            }
        }
    }
    q.prepare(m_dialect->takeSessionLockQuery());
    q.addBindValue(name);
    if (!q.exec() || !q.next()) {
        m_error = q.lastError().text();
        return false;
    }
    if (!q.value(0).toBool())
        return false;
    m_sessionLocks.insert(name);
    return true;
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
    m_dialect = Dialect::forLocation(path, &m_error);
    if (!m_dialect)
        return fail(m_error);
    QString error;
    if (!m_dialect->prepareLocation(path, &error))
        return fail(error);

    m_connectionName = nextConnectionName();
    m_db = QSqlDatabase::addDatabase(m_dialect->driver(), m_connectionName);
    m_dialect->configure(m_db, path);
    if (!m_db.open())
        return fail(Tr::tr("cannot open database %1: %2").arg(path, m_db.lastError().text()));

    QSqlQuery q(m_db);
    // The first real read tells whether this is a database at all ("file is not a database").
    // A database of a newer Fleetdeck is refused before anything is written to it, its journal
    // mode included.
    q.prepare(m_dialect->tableExistsQuery());
    q.addBindValue(QStringLiteral("schema_version"));
    if (!q.exec() || !q.next())
        return fail(Tr::tr("cannot use %1 as a Fleetdeck database: %2").arg(path, q.lastError().text()));
    const int version = q.value(0).toInt() > 0 ? schemaVersion() : 0;
    if (version > latestSchemaVersion()) {
        return fail(Tr::tr("database %1 has schema version %2, newer than this Fleetdeck supports (%3); "
                           "use a newer Fleetdeck")
                        .arg(path)
                        .arg(version)
                        .arg(latestSchemaVersion()));
    }
    for (const Dialect::SessionStep& step : m_dialect->sessionSteps()) {
        // Another opener migrating holds the lock a step may need (the switch to WAL) for longer
        // than one busy timeout on a loaded machine: a busy step is tried again for a while.
        QDeadlineTimer patience(kSessionStepPatienceMs);
        bool done = false;
        while (!q.exec(step.statement)) {
            const QSqlError error = q.lastError();
            QSqlQuery check(m_db);
            done = !step.alreadyDone.isEmpty() && check.exec(step.alreadyDone) && check.next() &&
                   check.value(0).toString().compare(step.expectFirstValue, Qt::CaseInsensitive) == 0;
            if (done)
                break;
            const bool busy = error.nativeErrorCode() == QLatin1String("5") ||
                              error.nativeErrorCode() == QLatin1String("6") ||
                              error.text().contains(QLatin1String("locked"));
            if (!busy || patience.hasExpired())
                return fail(step.whatFailed.arg(path) + QStringLiteral(": ") + error.text());
            QThread::msleep(50);
        }
        if (done)
            continue;
        if (!step.expectFirstValue.isEmpty()) {
            const QString got = q.next() ? q.value(0).toString() : QString();
            if (got.compare(step.expectFirstValue, Qt::CaseInsensitive) != 0)
                return fail(step.whatFailed.arg(path) + QStringLiteral(" (got %1)").arg(got));
        }
    }

    if (!migrate(targetVersion < 0 ? latestSchemaVersion() : targetVersion))
        return false;
    readRole();
    return true;
}

void Database::readRole()
{
    m_role.clear();
    m_readOnly = false;
    if (!isShared(m_path))
        return;
    // The inventory is what every edit touches: a role that may not add a node changes nothing.
    QSqlQuery q(m_db);
    if (q.exec(
            QStringLiteral("SELECT current_user, has_table_privilege('nodes', 'INSERT, UPDATE, DELETE')")) &&
        q.next()) {
        m_role = q.value(0).toString();
        m_readOnly = !q.value(1).toBool();
    }
}

int Database::schemaVersion() const
{
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT MAX(version) FROM schema_version")) || !q.next())
        return 0;
    return q.value(0).toInt();
}

QString Database::changeChannel()
{
    return QStringLiteral("fleetdeck_changes");
}

QString Database::processOperator()
{
    const QString configured = qEnvironmentVariable("FLEETDECK_OPERATOR").trimmed();
    if (!configured.isEmpty())
        return configured;
    // The account, not $USER (which sudo and su may leave as someone else's).
    QString login;
    if (const passwd* pw = ::getpwuid(::geteuid()); pw && pw->pw_name)
        login = QString::fromLocal8Bit(pw->pw_name);
    if (login.isEmpty())
        login = QString::number(::geteuid());
    return login + QLatin1Char('@') + QSysInfo::machineHostName();
}

void Database::notifyChange(const QString& topic)
{
    if (!isOpen() || !isShared(m_path))
        return;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT pg_notify(?, ?)"));
    q.addBindValue(changeChannel());
    q.addBindValue(topic);
    q.exec(); // a lost notification costs the others a refresh, never data
}

bool Database::beginWrite()
{
    QSqlQuery q(m_db);
    bool begun = false;
    for (const QString& statement : m_dialect->beginWriteStatements()) {
        if (!q.exec(statement)) {
            m_error = q.lastError().text();
            if (begun)
                QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
            return false;
        }
        begun = true;
    }
    return true;
}

bool Database::failUpgrade(const QString& message)
{
    QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
    return fail(message);
}

bool Database::migrate(int targetVersion)
{
    QSqlQuery q(m_db);
    // A new database: the version table is made under the write lock, since two PostgreSQL
    // sessions creating the same table at once can both find it missing, and the second fails.
    q.prepare(m_dialect->tableExistsQuery());
    q.addBindValue(QStringLiteral("schema_version"));
    if (!q.exec() || !q.next())
        return fail(Tr::tr("cannot read database %1: %2").arg(m_path, q.lastError().text()));
    const bool fresh = q.value(0).toInt() == 0;
    q.finish(); // SQLite's VACUUM INTO (the copy before an upgrade) refuses to run beside an open read
    if (fresh && !beginWrite())
        return fail(Tr::tr("cannot write to database %1: %2").arg(m_path, m_error));
    if (fresh && (!q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS schema_version ("
                                         " version INTEGER PRIMARY KEY,"
                                         " applied_at TEXT NOT NULL,"
                                         " description TEXT NOT NULL)")) ||
                  !q.exec(QStringLiteral("COMMIT"))))
        return failUpgrade(Tr::tr("cannot write to database %1: %2").arg(m_path, q.lastError().text()));

    const int seen = schemaVersion(); // never newer than this build: open() refused that
    if (seen >= targetVersion)
        return true;

    // Keep the pre-migration state, at a name of this process's own, put in place only if this
    // process is the one that upgrades.
    QString copy;
    if (seen > 0) {
        QString error;
        if (!m_dialect->copyBeforeUpgrade(m_db, m_path, seen, &copy, &error))
            return fail(error);
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
            if (!q.exec(m_dialect->schemaStatement(sql)))
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
        const QString backup = m_dialect->keptCopyName(m_path, seen);
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
