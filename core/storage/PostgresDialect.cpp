// SPDX-License-Identifier: GPL-3.0-or-later
#include "Dialect.h"

#include "Tr.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

namespace fleetdeck::storage {

namespace {

// libpq parameters a store's URL may carry. Secrets (password, sslpassword) are refused: they
// would show in process lists, settings and logs.
const QStringList& knownParameters()
{
    static const QStringList known{
        QStringLiteral("sslmode"),
        QStringLiteral("sslrootcert"),
        QStringLiteral("sslcert"),
        QStringLiteral("sslkey"),
        QStringLiteral("sslcrl"),
        QStringLiteral("sslcrldir"),
        QStringLiteral("sslsni"),
        QStringLiteral("connect_timeout"),
        QStringLiteral("application_name"),
        QStringLiteral("keepalives"),
        QStringLiteral("keepalives_idle"),
        QStringLiteral("keepalives_interval"),
        QStringLiteral("keepalives_count"),
        QStringLiteral("tcp_user_timeout"),
        QStringLiteral("passfile"),
        QStringLiteral("host"),
        QStringLiteral("target_session_attrs"),
        QStringLiteral("options"),
    };
    return known;
}

const QStringList& sslModes()
{
    static const QStringList modes{QStringLiteral("disable"),   QStringLiteral("allow"),
                                   QStringLiteral("prefer"),    QStringLiteral("require"),
                                   QStringLiteral("verify-ca"), QStringLiteral("verify-full")};
    return modes;
}

// This machine: a socket directory, "localhost" or a loopback address. Traffic to it never leaves it.
bool isLocal(const QString& host)
{
    if (host.isEmpty() || host.startsWith(QLatin1Char('/')) || host == QLatin1String("localhost"))
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

// A value for libpq's conninfo, quoted as it wants ('…' with \ escapes).
QString quoted(QString value)
{
    value.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    value.replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + value + QLatin1Char('\'');
}

// One advisory lock for every writer of a store: "flee" in ASCII.
constexpr qint64 kWriteLockKey = 0x666c6565;
// The first key of the two-key advisory locks that name a session ("FLDC"); the second is the
// name's hashtext(). The write lock above uses the one-key form, which PostgreSQL keeps apart
// (objsubid 1 against 2), so the two never meet.
constexpr int kSessionLockKey = 0x464c4443;

} // namespace

QString PostgresDialect::Address::parameter(const QString& key) const
{
    for (const auto& [k, v] : parameters) {
        if (k == key)
            return v;
    }
    return {};
}

QString PostgresDialect::redacted(const QString& location)
{
    // user:SECRET@ and password=SECRET / sslpassword=SECRET: the secret is never repeated.
    static const QRegularExpression inUserInfo(QStringLiteral("^([a-z]+://[^/?#@:]*):[^/?#@]*@"));
    static const QRegularExpression inQuery(QStringLiteral("([?&](ssl)?password=)[^&#]*"));
    QString shown = location;
    shown.replace(inUserInfo, QStringLiteral("\\1:…@"));
    shown.replace(inQuery, QStringLiteral("\\1…"));
    return shown;
}

bool PostgresDialect::parse(const QString& location, Address* address, QString* error)
{
    *address = Address{};
    const QUrl url(location, QUrl::StrictMode);
    const auto refuse = [&](const QString& why) {
        *error = Tr::tr("%1: %2").arg(redacted(location), why);
        return false;
    };
    if (!url.isValid())
        return refuse(Tr::tr("not a valid address (%1)").arg(url.errorString()));
    if (url.scheme() != QLatin1String("postgresql") && url.scheme() != QLatin1String("postgres"))
        return refuse(Tr::tr("not a postgresql:// address"));
    if (!url.password().isEmpty() || url.userInfo().contains(QLatin1Char(':'))) {
        return refuse(Tr::tr("a password does not belong in the store's address, where process lists, "
                             "settings and logs would show it; put it in ~/.pgpass (or the file PGPASSFILE "
                             "names), or use a client certificate (sslcert, sslkey)"));
    }
    if (!url.fragment().isEmpty())
        return refuse(Tr::tr("an address of a store has no '#' part"));
    address->host = url.host();
    address->port = url.port(5432);
    address->user = url.userName();
    QString path = url.path();
    if (path.startsWith(QLatin1Char('/')))
        path.remove(0, 1);
    if (path.contains(QLatin1Char('/')))
        return refuse(Tr::tr("the database name \"%1\" contains '/'").arg(path));
    address->database = path;

    const QUrlQuery query(url);
    for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == QLatin1String("password") || key == QLatin1String("sslpassword")) {
            return refuse(Tr::tr("a password does not belong in the store's address, where process lists, "
                                 "settings and logs would show it; put it in ~/.pgpass (or the file "
                                 "PGPASSFILE names), or use a client certificate (sslcert, sslkey)"));
        }
        if (!knownParameters().contains(key))
            return refuse(
                Tr::tr("unknown parameter \"%1\" (known: %2)").arg(key, knownParameters().join(u", ")));
        // Qt's driver joins the options with ';' and then turns every ';' into a space.
        if (value.contains(QLatin1Char(';')))
            return refuse(
                Tr::tr("the value of %1 contains ';', which the PostgreSQL driver cannot pass on").arg(key));
        if (key == QLatin1String("sslmode") && !sslModes().contains(value)) {
            return refuse(
                Tr::tr("sslmode \"%1\" is not one of %2").arg(value, sslModes().join(QLatin1String(", "))));
        }
        if (key == QLatin1String("host")) {
            if (!value.startsWith(QLatin1Char('/')))
                return refuse(Tr::tr("host= in the query names a socket directory (an absolute path); put a "
                                     "server's name before the port"));
            if (!address->host.isEmpty())
                return refuse(Tr::tr("two hosts: %1 and host=%2").arg(address->host, value));
            address->host = value;
            continue;
        }
        address->parameters.append({key, value});
    }
    // A server elsewhere is reached with its certificate checked, unless the URL says otherwise;
    // a connection that never leaves this machine keeps libpq's default.
    if (address->parameter(QStringLiteral("sslmode")).isEmpty() && !isLocal(address->host))
        address->parameters.append({QStringLiteral("sslmode"), QStringLiteral("verify-full")});
    // libpq would wait for an unreachable server for ever.
    if (address->parameter(QStringLiteral("connect_timeout")).isEmpty())
        address->parameters.append({QStringLiteral("connect_timeout"), QStringLiteral("10")});
    // Who is connected, in pg_stat_activity: fleetdeck, fleetdeck-cli.
    if (address->parameter(QStringLiteral("application_name")).isEmpty() &&
        !QCoreApplication::applicationName().isEmpty()) {
        address->parameters.append({QStringLiteral("application_name"), QCoreApplication::applicationName()});
    }
    return true;
}

QString PostgresDialect::displayName(const Address& address)
{
    QString s = QStringLiteral("postgresql://");
    if (!address.user.isEmpty())
        s += address.user + QLatin1Char('@');
    s += address.host.startsWith(QLatin1Char('/')) ? QString() : address.host;
    s += QStringLiteral(":%1/%2").arg(address.port).arg(address.database);
    return s;
}

QString PostgresDialect::connectOptions(const Address& address)
{
    QStringList options;
    for (const auto& [key, value] : address.parameters)
        options << key + QLatin1Char('=') + quoted(value);
    return options.join(QLatin1Char(';'));
}

QString PostgresDialect::name() const
{
    return QStringLiteral("postgresql");
}

QString PostgresDialect::driver() const
{
    return QStringLiteral("QPSQL");
}

bool PostgresDialect::prepareLocation(const QString& location, QString* error) const
{
    Address address;
    if (!parse(location, &address, error))
        return false;
    if (!QSqlDatabase::isDriverAvailable(driver())) {
        *error = Tr::tr("%1: Qt's PostgreSQL driver (QPSQL) is not installed here; on Debian it is the "
                        "package libqt6sql6-psql")
                     .arg(location);
        return false;
    }
    return true;
}

void PostgresDialect::configure(QSqlDatabase& db, const QString& location) const
{
    Address address;
    QString error;
    if (!parse(location, &address, &error))
        return; // prepareLocation() refused it already
    db.setHostName(address.host);
    db.setPort(address.port);
    db.setUserName(address.user);
    db.setDatabaseName(address.database);
    db.setConnectOptions(connectOptions(address));
}

QString PostgresDialect::tableExistsQuery() const
{
    return QStringLiteral("SELECT COUNT(*) FROM information_schema.tables "
                          "WHERE table_schema = current_schema() AND table_name = ?");
}

QList<Dialect::SessionStep> PostgresDialect::sessionSteps() const
{
    return {
        // "relation already exists, skipping" and the like are not an operator's business.
        {QStringLiteral("SET client_min_messages TO warning"), QString(), Tr::tr("cannot configure %1")},
        // A writer waits for another as long as an SQLite writer would wait for a migration.
        {QStringLiteral("SET lock_timeout TO '30s'"), QString(), Tr::tr("cannot configure %1")},
    };
}

QString PostgresDialect::takeSessionLockQuery() const
{
    return QStringLiteral("SELECT pg_try_advisory_lock(%1, hashtext(?))").arg(kSessionLockKey);
}

QString PostgresDialect::sessionLockHeld(const QString& nameExpression) const
{
    // pg_locks shows every session's locks to every role; the oid holds the key's 32 bits.
    return QStringLiteral("EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.granted "
                          "AND l.classid = %1 AND l.objsubid = 2 AND l.objid::bigint = "
                          "(hashtext(%2)::bigint & 4294967295))")
        .arg(kSessionLockKey)
        .arg(nameExpression);
}

QStringList PostgresDialect::sessionLivenessStatements() const
{
    // The server probes an idle TCP connection after 5 s of silence, every 2 s, and gives up
    // after 3 unanswered probes: a vanished client's session (and locks) end in about 11 s.
    // Keepalives only run while nothing the server sent waits for an acknowledgement; with a
    // notification in flight TCP would retransmit for a quarter of an hour instead, so data
    // unacknowledged for 11 s ends the session too (tcp_user_timeout, PostgreSQL 12 and later).
    // (Ignored on a Unix socket, whose end the kernel always reports.)
    return {QStringLiteral("SET tcp_keepalives_idle = 5"), QStringLiteral("SET tcp_keepalives_interval = 2"),
            QStringLiteral("SET tcp_keepalives_count = 3"), QStringLiteral("SET tcp_user_timeout = 11000")};
}

QStringList PostgresDialect::beginWriteStatements() const
{
    // One writer at a time, as on SQLite: the advisory lock is held until COMMIT or ROLLBACK, and
    // every statement after it (READ COMMITTED) sees what the writers before committed.
    return {QStringLiteral("BEGIN"), QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kWriteLockKey)};
}

bool PostgresDialect::copyBeforeUpgrade(QSqlDatabase&, const QString&, int, QString* copy, QString*) const
{
    // The upgrade is one transaction and PostgreSQL's DDL is transactional: a failed step leaves
    // the old schema as it was. Backups of a server are its operator's (pg_dump, base backups).
    copy->clear();
    return true;
}

QString PostgresDialect::keptCopyName(const QString&, int) const
{
    return {};
}

QString PostgresDialect::schemaStatement(const QString& portable) const
{
    // 64-bit, as SQLite's rowid: status samples are numbered by the million.
    QString sql = portable;
    return sql.replace(QLatin1String("{id}"),
                       QLatin1String("BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"));
}

QStringList PostgresDialect::statementsAfterExplicitIds(const QString& table,
                                                        const QStringList& columns) const
{
    // An identity column's sequence knows nothing of ids given by hand. setval(NULL) (a table
    // without an identity, or without rows) does nothing.
    if (!columns.contains(QLatin1String("id")))
        return {};
    return {QStringLiteral("SELECT setval(pg_get_serial_sequence('%1', 'id'), (SELECT MAX(id) FROM %1))")
                .arg(table)};
}

} // namespace fleetdeck::storage
