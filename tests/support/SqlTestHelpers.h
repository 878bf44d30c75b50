// SPDX-License-Identifier: GPL-3.0-or-later
// Raw SQL for storage tests: statements, single values, and a look at the file through a
// connection of its own, as another process would have it.
#pragma once

#include "storage/Database.h"

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
