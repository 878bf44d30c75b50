// SPDX-License-Identifier: GPL-3.0-or-later
// Where a storage test keeps its fleet. The storage suite runs twice (tests/CMakeLists.txt,
// fleetdeck_add_test(… BOTH_STORES)): on SQLite files, and with FLEETDECK_TEST_STORE=postgresql
// on a real PostgreSQL server that this test process starts on loopback (support/PostgresServer),
// a new database for every location asked for.
#pragma once

#include "support/PostgresServer.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace fleetdeck::teststore {

inline bool onPostgres()
{
    return qEnvironmentVariable("FLEETDECK_TEST_STORE") == QLatin1String("postgresql");
}

namespace detail {
inline std::unique_ptr<PostgresServer>& serverSlot()
{
    static std::unique_ptr<PostgresServer> server;
    return server;
}
inline QString& lastError()
{
    static QString error;
    return error;
}
} // namespace detail

/// The process's PostgreSQL server, started on first use and stopped when the application ends;
/// null with error() set when it cannot start.
inline PostgresServer* server()
{
    std::unique_ptr<PostgresServer>& slot = detail::serverSlot();
    if (!slot) {
        if (const QString missing = PostgresServer::missingReason(); !missing.isEmpty()) {
            detail::lastError() = missing;
            return nullptr;
        }
        auto started = std::make_unique<PostgresServer>();
        if (!started->start()) {
            detail::lastError() = started->errorString();
            return nullptr;
        }
        slot = std::move(started);
        qAddPostRoutine([] { detail::serverSlot().reset(); });
    }
    return slot.get();
}

/// Why the latest location() was empty.
inline QString error()
{
    return detail::lastError();
}

/// The store for `fileName` in `dir`: that SQLite file, or on PostgreSQL one schema per (dir,
/// fileName) in the database "fleet", created empty the first time it is asked for and reached by
/// the URL's search_path (a schema takes milliseconds to create, a database half a second). Empty
/// on failure (error()).
inline QString location(const QTemporaryDir& dir, const QString& fileName)
{
    if (!onPostgres())
        return dir.filePath(fileName);
    static QHash<QString, QString> schemas;
    const QString key = dir.path() + QLatin1Char('/') + fileName;
    PostgresServer* pg = server();
    if (!pg)
        return {};
    detail::lastError().clear();
    if (schemas.isEmpty() && !pg->createDatabase(QStringLiteral("fleet"))) {
        detail::lastError() = pg->errorString();
        return {};
    }
    QString name = schemas.value(key);
    if (name.isEmpty()) {
        name = QStringLiteral("store_%1").arg(schemas.size() + 1);
        // Through a connection of the test's own: a psql per schema would cost more than the schema.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("teststore"));
            db.setHostName(pg->host());
            db.setPort(pg->port());
            db.setUserName(pg->superuser());
            db.setDatabaseName(QStringLiteral("fleet"));
            QSqlQuery q(db);
            if (!db.open() || !q.exec(QStringLiteral("CREATE SCHEMA %1").arg(name)))
                detail::lastError() = db.isOpen() ? q.lastError().text() : db.lastError().text();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("teststore"));
        if (!detail::lastError().isEmpty())
            return {};
        schemas.insert(key, name);
    }
    return pg->url(QStringLiteral("fleet"), {}, QStringLiteral("options=-csearch_path%3D") + name);
}

} // namespace fleetdeck::teststore
