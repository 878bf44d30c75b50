// SPDX-License-Identifier: GPL-3.0-or-later
#include "Dialect.h"

#include "Tr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

namespace fleetdeck::storage {

bool Dialect::isPostgresLocation(const QString& location)
{
    return location.startsWith(QLatin1String("postgres://")) ||
           location.startsWith(QLatin1String("postgresql://"));
}

std::unique_ptr<Dialect> Dialect::forLocation(const QString& location, QString* error)
{
    if (isPostgresLocation(location)) {
        PostgresDialect::Address address;
        if (!PostgresDialect::parse(location, &address, error))
            return nullptr;
        return std::make_unique<PostgresDialect>();
    }
    return std::make_unique<SqliteDialect>();
}

QString SqliteDialect::name() const
{
    return QStringLiteral("sqlite");
}

QString SqliteDialect::driver() const
{
    return QStringLiteral("QSQLITE");
}

bool SqliteDialect::prepareLocation(const QString& path, QString* error) const
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        *error = Tr::tr("cannot open database %1: not a regular file").arg(path);
        return false;
    }
    if (!info.exists()) {
        if (!QDir().mkpath(info.absolutePath())) {
            *error = Tr::tr("cannot create directory %1 for the database").arg(info.absolutePath());
            return false;
        }
    } else if (!info.isReadable()) {
        *error = Tr::tr("cannot read database %1: permission denied").arg(path);
        return false;
    }
    return true;
}

void SqliteDialect::configure(QSqlDatabase& db, const QString& path) const
{
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
}

QString SqliteDialect::tableExistsQuery() const
{
    // Also the first real read: it tells whether the file is a database at all.
    return QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = ?");
}

QList<Dialect::SessionStep> SqliteDialect::sessionSteps() const
{
    return {
        // WAL: the console reads while the CLI (or a second console) writes.
        // The mode stays with the file: one that another opener switched already is fine, even
        // while that opener's migration keeps the lock the switch would need.
        {QStringLiteral("PRAGMA journal_mode=WAL"), QStringLiteral("wal"),
         Tr::tr("cannot switch database %1 to WAL mode"), QStringLiteral("PRAGMA journal_mode")},
        {QStringLiteral("PRAGMA foreign_keys=ON"), QString(), Tr::tr("cannot enable foreign keys on %1")},
        {QStringLiteral("PRAGMA synchronous=NORMAL"), QString(), Tr::tr("cannot configure %1")},
    };
}

QString SqliteDialect::takeSessionLockQuery() const
{
    return {};
}

QString SqliteDialect::sessionLockHeld(const QString&) const
{
    return {};
}

QStringList SqliteDialect::sessionLivenessStatements() const
{
    return {};
}

QStringList SqliteDialect::beginWriteStatements() const
{
    // A deferred transaction that reads first fails with SQLITE_BUSY_SNAPSHOT when another
    // process commits between its read and its first write; IMMEDIATE takes the lock up front.
    return {QStringLiteral("BEGIN IMMEDIATE")};
}

bool SqliteDialect::copyBeforeUpgrade(QSqlDatabase& db, const QString& path, int version, QString* copy,
                                      QString* error) const
{
    // VACUUM INTO writes a consistent copy, WAL included. It cannot run inside a transaction, so
    // it goes to a name of this process's own, put in place only if this process upgrades.
    *copy = QStringLiteral("%1.v%2.bak.%3").arg(path).arg(version).arg(QCoreApplication::applicationPid());
    QFile::remove(*copy);
    QSqlQuery b(db);
    b.prepare(QStringLiteral("VACUUM INTO ?"));
    b.addBindValue(*copy);
    if (b.exec())
        return true;
    QFile::remove(*copy);
    copy->clear();
    *error = Tr::tr("cannot back up %1 before upgrading it: %2").arg(path, b.lastError().text());
    return false;
}

QString SqliteDialect::keptCopyName(const QString& path, int version) const
{
    return QStringLiteral("%1.v%2.bak").arg(path).arg(version);
}

QString SqliteDialect::schemaStatement(const QString& portable) const
{
    // INTEGER PRIMARY KEY is SQLite's rowid: numbered on insert, RETURNING gives it back.
    QString sql = portable;
    return sql.replace(QLatin1String("{id}"), QLatin1String("INTEGER PRIMARY KEY"));
}

QStringList SqliteDialect::statementsAfterExplicitIds(const QString&, const QStringList&) const
{
    return {}; // a rowid is always one past the largest
}

} // namespace fleetdeck::storage
