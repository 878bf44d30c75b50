// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QString>

#include <QSet>

#include <memory>
#include <optional>

namespace fleetdeck::storage {

class Dialect;

/// One fleet's database, brought to the current schema on open. What differs between databases
/// is the Dialect's (storage/Dialect.h); today a location is an SQLite file, in WAL mode.
///
/// Each instance owns its own named Qt Sql connection, so it must be used from the thread that
/// opened it. Before a migration touches an existing database, a copy of it is kept beside it as
/// `<file>.v<old version>.bak`. Several processes may open the same file at once: the upgrade
/// runs in one `BEGIN IMMEDIATE` transaction that re-reads the schema version inside it, so it is
/// applied exactly once and the others find it done.
class Database
{
public:
    /// The newest schema this build knows.
    static int latestSchemaVersion();
    /// `$FLEETDECK_DB`, else `<XDG data home>/fleetdeck/fleetdeck.sqlite`.
    static QString defaultPath();
    /// A store's name for a window title: a file's name, or "DBNAME on HOST" for a team's store.
    static QString describe(const QString& location);
    /// Whether `location` is a team's shared store (a postgresql:// URL), not a file.
    static bool isShared(const QString& location);
    /// What makes `location` unusable before anything is opened (a password in a URL, a
    /// parameter this build does not know, an empty file name), in words for an operator; empty
    /// when it can be tried.
    static QString checkLocation(const QString& location);

    Database();
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    /// Opens (creating if needed) and migrates. On failure returns false and error() says why
    /// in words for an operator. `targetVersion` < 0 means the latest (tests pass older ones).
    bool open(const QString& path, int targetVersion = -1);
    void close();

    bool isOpen() const { return m_db.isOpen(); }
    QString path() const { return m_path; }
    /// Why the latest open() or beginWrite() failed.
    QString error() const { return m_error; }
    int schemaVersion() const;
    /// Whether this connection may only read: on a team store, a PostgreSQL role without the
    /// right to change the fleet's tables (a viewer). Known from open() on; an SQLite file is
    /// never read-only here.
    bool isReadOnly() const { return m_readOnly; }
    /// The PostgreSQL role this connection acts as; empty for a file.
    QString role() const { return m_role; }
    QSqlDatabase& connection() { return m_db; }
    /// The open database's dialect; null while closed.
    const Dialect* dialect() const { return m_dialect.get(); }

    /// Starts a transaction that will write, with the write lock taken before anything is read
    /// (waiting up to the busy timeout for another writer): a transaction that reads first could
    /// fail when another process (the CLI beside the console) commits between its read and its
    /// first write. End it with connection().commit() or rollback(). On failure error() says why.
    bool beginWrite();

    /// Tells the other processes on a team store that `topic` (a table's name, e.g. "nodes")
    /// changed: PostgreSQL's NOTIFY on the channel StoreChanges listens to, delivered when the
    /// current transaction commits (at once outside one). Nothing on an SQLite file.
    void notifyChange(const QString& topic);
    /// The channel notifyChange() uses.
    static QString changeChannel();

    /// Takes the session lock named `name` (Dialect::takeSessionLockQuery) for as long as this
    /// connection stays open, or says it holds it already: true when this connection holds it,
    /// false when another live session does (or the query failed: error() says), nothing where
    /// the database has no such lock (an SQLite file). The first lock taken also asks the server
    /// to probe a silent connection (Dialect::sessionLivenessStatements). Not inside a
    /// transaction that may roll back.
    std::optional<bool> takeSessionLock(const QString& name);

    /// Who writes through this connection, as the store records it beside what they changed
    /// (a node's last change, the key trail): "login@host" of this process by default
    /// (processOperator()); a test that plays two operators in one process sets its own.
    QString operatorName() const { return m_operator; }
    void setOperatorName(const QString& name) { m_operator = name; }
    /// The login name of this process's user and the machine's host name, "login@host";
    /// FLEETDECK_OPERATOR, when set, instead (a collector's unit names itself with it).
    static QString processOperator();

private:
    bool migrate(int targetVersion);
    void readRole();
    bool fail(const QString& message);
    /// Ends the upgrade transaction with ROLLBACK and fails with `message`.
    bool failUpgrade(const QString& message);

    std::unique_ptr<Dialect> m_dialect;
    QSqlDatabase m_db;
    QString m_connectionName;
    QString m_path;
    QString m_role;
    bool m_readOnly = false;
    QSet<QString> m_sessionLocks; ///< held by this connection
    QString m_operator = processOperator();
    QString m_error;
};

} // namespace fleetdeck::storage
