// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <memory>

namespace fleetdeck::storage {

/// What differs between the SQL databases a fleet can be stored in, and nothing else. The feature
/// folders (fleet/Inventory, status/StatusHistory, keys/DeploymentLog, bench/BenchmarkStore) and
/// the migrations write one portable SQL: `ON CONFLICT … DO`, `RETURNING id`, `BIGINT`,
/// `DOUBLE PRECISION`, `?` placeholders. A dialect supplies the rest: the Qt driver and how a
/// location becomes a connection, the statements each session starts with, how a writer takes
/// the write lock, how a schema's existence is asked, the copy kept before an upgrade, and the
/// few column types that have no common spelling (written `{id}` in a migration).
/// tests/architecture/tst_includegraph checks that no SQL outside core/storage names a dialect.
///
/// A second database (PostgreSQL, for a team's shared store) is a second subclass, chosen by
/// forLocation() from the location's scheme; nothing above storage changes.
class Dialect
{
public:
    virtual ~Dialect() = default;

    /// The dialect for `location`: a `postgresql://` (or `postgres://`) URL is PostgreSQL, anything
    /// else an SQLite file path. Null, with `*error` set, for a URL this build cannot use (a
    /// password in it, a parameter it does not know).
    static std::unique_ptr<Dialect> forLocation(const QString& location, QString* error);
    /// Whether `location` names a PostgreSQL store rather than an SQLite file.
    static bool isPostgresLocation(const QString& location);

    /// "sqlite", "postgresql".
    virtual QString name() const = 0;
    /// The Qt SQL driver ("QSQLITE").
    virtual QString driver() const = 0;

    /// Checks and prepares what must exist before connecting (a file's directory); false with an
    /// operator's message in `*error`.
    virtual bool prepareLocation(const QString& location, QString* error) const = 0;
    /// Points the (not yet opened) connection at `location`, with the options it needs.
    virtual void configure(QSqlDatabase& db, const QString& location) const = 0;
    /// A query answering one row with the number of tables named `?` (bound by the caller).
    virtual QString tableExistsQuery() const = 0;
    /// Statements every session runs once, after the schema version was found acceptable, each
    /// with the message that names what failed and, where it matters, the answer it must give.
    struct SessionStep
    {
        QString statement;
        QString expectFirstValue; ///< empty: any answer; else the first value must equal it (no case)
        QString whatFailed;       ///< "cannot enable foreign keys on %1", %1 the location
        /// When the statement fails (another process holds the lock): a read whose first value
        /// equals expectFirstValue when the effect is there already; empty: no second chance.
        QString alreadyDone = {};
    };
    virtual QList<SessionStep> sessionSteps() const = 0;
    /// Start a transaction that will write, holding the write lock before anything is read; run in
    /// order, the transaction rolled back when a later one fails.
    virtual QStringList beginWriteStatements() const = 0;

    /// A lock a session keeps until it ends, named by a text (a collector's id): the server lets
    /// it go the moment the session's process dies or its connection drops, so others can tell a
    /// dead holder from a live one without waiting for anything to expire. Empty where the
    /// database has no such lock (an SQLite file: liveness is the heartbeat alone).
    /// A query that takes the lock named by `?` without waiting: one row, true when taken (false:
    /// another live session holds it).
    virtual QString takeSessionLockQuery() const = 0;
    /// An SQL condition, true while some session holds the lock named by `nameExpression` (a
    /// column or an expression).
    virtual QString sessionLockHeld(const QString& nameExpression) const = 0;
    /// Run outside a transaction before taking a session lock: how the server notices soon that
    /// the session's far end is gone without closing it (a machine that lost power or its
    /// network), so that its locks go in seconds rather than hours.
    virtual QStringList sessionLivenessStatements() const = 0;

    /// Keeps a consistent copy of the database before an upgrade from `version`, at a name of this
    /// process's own; `*copy` is where (empty when this dialect keeps none). False with a message.
    virtual bool copyBeforeUpgrade(QSqlDatabase& db, const QString& location, int version, QString* copy,
                                   QString* error) const = 0;
    /// Where the copy of `version` is kept for good, once this process did the upgrade.
    virtual QString keptCopyName(const QString& location, int version) const = 0;

    /// A migration's statement in this dialect: `{id}` becomes the type of an auto-numbered
    /// primary key.
    virtual QString schemaStatement(const QString& portable) const = 0;
    /// After rows were written into `table` with their ids given (a store copy): what makes the
    /// next auto-numbered id follow the largest one written. `columns` are the table's.
    virtual QStringList statementsAfterExplicitIds(const QString& table,
                                                   const QStringList& columns) const = 0;
};

/// One SQLite file in WAL mode with foreign keys on; writers wait up to 5 s for each other.
class SqliteDialect final : public Dialect
{
public:
    QString name() const override;
    QString driver() const override;
    bool prepareLocation(const QString& location, QString* error) const override;
    void configure(QSqlDatabase& db, const QString& location) const override;
    QString tableExistsQuery() const override;
    QList<SessionStep> sessionSteps() const override;
    QStringList beginWriteStatements() const override;
    QString takeSessionLockQuery() const override;
    QString sessionLockHeld(const QString& nameExpression) const override;
    QStringList sessionLivenessStatements() const override;
    bool copyBeforeUpgrade(QSqlDatabase& db, const QString& location, int version, QString* copy,
                           QString* error) const override;
    QString keptCopyName(const QString& location, int version) const override;
    QString schemaStatement(const QString& portable) const override;
    QStringList statementsAfterExplicitIds(const QString& table, const QStringList& columns) const override;
};

/// A database on a PostgreSQL server, shared by a team: `postgresql://USER@HOST:PORT/DBNAME?…`
/// through Qt's QPSQL driver (libpq). Writers take one transaction-scoped advisory lock, so they
/// are serialised as SQLite's are and a migration runs in one process at a time; PostgreSQL's
/// DDL is transactional, so a failed upgrade leaves the old schema whole and no copy is kept.
/// A password never goes into the URL (it would show in process lists, settings and logs): libpq
/// finds it in ~/.pgpass or PGPASSFILE, or the server takes a client certificate. A server other
/// than this machine is reached with `sslmode=verify-full` unless the URL says otherwise.
class PostgresDialect final : public Dialect
{
public:
    /// What a URL says, checked; `*error` set (and false returned) when it cannot be used.
    struct Address
    {
        QString host; ///< empty: libpq's default (the local socket)
        int port = 5432;
        QString user;     ///< empty: libpq's default (the login name)
        QString database; ///< empty: libpq's default (the user's name)
        /// libpq parameters from the query, in order, sslmode added where the URL had none.
        QList<std::pair<QString, QString>> parameters;
        QString parameter(const QString& key) const;
    };
    static bool parse(const QString& location, Address* address, QString* error);
    /// `location` with any password in it replaced by "…", for messages.
    static QString redacted(const QString& location);
    /// The URL without anything an operator need not see again (for titles and messages): it
    /// holds no secret, by parse()'s rules.
    static QString displayName(const Address& address);
    /// The parameters as QPSQL's connect options ("sslmode='verify-full';connect_timeout='10'").
    static QString connectOptions(const Address& address);

    QString name() const override;
    QString driver() const override;
    bool prepareLocation(const QString& location, QString* error) const override;
    void configure(QSqlDatabase& db, const QString& location) const override;
    QString tableExistsQuery() const override;
    QList<SessionStep> sessionSteps() const override;
    QStringList beginWriteStatements() const override;
    QString takeSessionLockQuery() const override;
    QString sessionLockHeld(const QString& nameExpression) const override;
    QStringList sessionLivenessStatements() const override;
    bool copyBeforeUpgrade(QSqlDatabase& db, const QString& location, int version, QString* copy,
                           QString* error) const override;
    QString keptCopyName(const QString& location, int version) const override;
    QString schemaStatement(const QString& portable) const override;
    QStringList statementsAfterExplicitIds(const QString& table, const QStringList& columns) const override;
};

} // namespace fleetdeck::storage
