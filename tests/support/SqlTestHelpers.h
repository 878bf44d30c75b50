// SPDX-License-Identifier: GPL-3.0-or-later
// Raw SQL for storage tests: statements, single values, and a look at the file through a
// connection of its own, as another process would have it.
#pragma once

#include "storage/Database.h"
#include "storage/Dialect.h"

#include <QDebug>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

namespace fleetdeck::sqltest {

using namespace Qt::Literals::StringLiterals;

inline bool exec(storage::Database& db, const QString& sql)
{
    QSqlQuery q(db.connection());
    if (!q.exec(sql)) {
        qWarning() << sql << q.lastError().text();
        return false;
    }
    return true;
}

inline QVariant scalar(storage::Database& db, const QString& sql)
{
    QSqlQuery q(db.connection());
    return q.exec(sql) && q.next() ? q.value(0) : QVariant();
}

// Reads one value through an independent connection, as another process would see the file.
inline QVariant scalarInFile(const QString& path, const QString& sql)
{
    QVariant result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"probe"_s);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next())
                result = q.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(u"probe"_s);
    return result;
}

inline bool onPostgres(const storage::Database& db)
{
    return db.dialect() && db.dialect()->name() == u"postgresql"_s;
}

// Makes every insert into `table` whose new row meets `condition` (SQL on NEW) fail with `message`:
// a database failing in the middle of a batch. dropPoison() removes it.
inline bool poisonInserts(storage::Database& db, const QString& table, const QString& condition,
                          const QString& message)
{
    if (onPostgres(db)) {
        return exec(db, u"CREATE FUNCTION poison() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
                        u"IF %1 THEN RAISE EXCEPTION '%2'; END IF; RETURN NEW; END $$"_s.arg(condition,
                                                                                             message)) &&
               exec(db,
                    u"CREATE TRIGGER poison BEFORE INSERT ON %1 FOR EACH ROW EXECUTE FUNCTION poison()"_s.arg(
                        table));
    }
    return exec(
        db, u"CREATE TRIGGER poison BEFORE INSERT ON %1 WHEN %2 BEGIN SELECT RAISE(ABORT, '%3'); END"_s.arg(
                table, condition, message));
}

inline bool dropPoison(storage::Database& db, const QString& table)
{
    if (onPostgres(db))
        return exec(db, u"DROP TRIGGER poison ON %1"_s.arg(table)) && exec(db, u"DROP FUNCTION poison()"_s);
    return exec(db, u"DROP TRIGGER poison"_s);
}

// Whether the connection was left inside a transaction (a store that failed must end its own).
// SQLite: ROLLBACK fails outside one. PostgreSQL answers ROLLBACK with a warning only, but a
// SAVEPOINT outside a transaction block is an error.
inline bool transactionOpen(storage::Database& db)
{
    if (!onPostgres(db))
        return db.connection().rollback();
    QSqlQuery q(db.connection());
    if (q.exec(u"SAVEPOINT fleetdeck_probe"_s)) {
        q.exec(u"ROLLBACK"_s);
        return true;
    }
    const bool outside = q.lastError().text().contains(u"can only be used in transaction blocks"_s);
    if (!outside)
        q.exec(u"ROLLBACK"_s); // an aborted transaction refuses everything but its end
    return !outside;
}

// Whether references between rows are enforced: a pragma on SQLite, always on PostgreSQL.
inline bool foreignKeysEnforced(storage::Database& db)
{
    return onPostgres(db) || scalar(db, u"PRAGMA foreign_keys"_s).toInt() == 1;
}

inline bool addNode(storage::Database& db, const QString& name)
{
    return exec(
        db, u"INSERT INTO nodes (name, host, created_at, updated_at) VALUES ('%1', '203.0.113.7', 'x', 'x')"_s
                .arg(name));
}

inline qint64 nodeId(storage::Database& db, const QString& name)
{
    return scalar(db, u"SELECT id FROM nodes WHERE name = '%1'"_s.arg(name)).toLongLong();
}

} // namespace fleetdeck::sqltest
