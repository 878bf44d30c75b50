// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "support/ChildProcess.h"

#include <QString>
#include <QStringList>

#include <memory>

class QTemporaryDir;

namespace fleetdeck {

// A real PostgreSQL server (Debian's postgresql package) in a directory of its own, listening on
// 127.0.0.1 only: initdb, then the postmaster as a child that does not outlive us. As root, the
// server runs as the `postgres` account (PostgreSQL refuses root). Start it from the main thread.
//
// The cluster's superuser is superuser() and reaches every database over loopback without a
// password; other roles, and TLS-only access, are what a test asks for through Options.
class PostgresServer
{
public:
    struct Options
    {
        // Serve TLS with a certificate for "localhost" and 127.0.0.1, issued by a CA of this server's
        // own (caCertificatePath(); a client verifies against it with sslmode=verify-full).
        bool tls = false;
        // Refuse connections without TLS (hostnossl … reject); implies tls.
        bool requireTls = false;
        // pg_hba.conf lines placed before the defaults (first match wins), e.g.
        // "host all viewer 127.0.0.1/32 scram-sha-256".
        QStringList hbaLines;
        // postgresql.conf settings appended to the defaults ("max_connections = 300").
        QStringList settings;
    };

    PostgresServer();
    explicit PostgresServer(Options options);
    ~PostgresServer();
    PostgresServer(const PostgresServer&) = delete;
    PostgresServer& operator=(const PostgresServer&) = delete;

    // Why no server can run here (PostgreSQL's programs not installed, no postgres account for a
    // root process); empty when one can.
    static QString missingReason();

    // A running server with these (empty) databases, or null with why not in `why`: PostgreSQL
    // not installed here, or what initdb, the server or psql said.
    static std::unique_ptr<PostgresServer> startWith(const QStringList& databases, QString* why,
                                                     Options options);
    static std::unique_ptr<PostgresServer> startWith(const QStringList& databases, QString* why);

    // initdb (the first time) and the postmaster; returns once it answers queries. On failure
    // errorString() holds what initdb or the server said.
    bool start();
    void stop();
    bool isRunning() const;
    QString errorString() const { return m_errorString; }

    QString host() const { return QStringLiteral("127.0.0.1"); }
    quint16 port() const { return m_port; }
    QString superuser() const { return QStringLiteral("fleetdeck_admin"); }
    // The cluster's directory (data/, the server's log, its socket).
    QString directory() const;
    QString caCertificatePath() const; // empty without TLS
    // What the server wrote to its log so far.
    QString logText() const;

    // postgresql://USER@127.0.0.1:PORT/DATABASE, the superuser unless `user` is given, with `query`
    // ("sslmode=verify-full&sslrootcert=…") appended after a '?'.
    QString url(const QString& database, const QString& user = {}, const QString& query = {}) const;

    // Runs SQL through psql as `user` (default the superuser) in `database`, stopping at the first
    // error; the rows come back unaligned, one per line, fields joined by '|'. False with psql's
    // message in errorString().
    bool psql(const QString& sql, const QString& database = QStringLiteral("postgres"),
              QString* output = nullptr, const QString& user = {});
    // A new, empty database owned by `owner` (default the superuser).
    bool createDatabase(const QString& name, const QString& owner = {});

private:
    bool initialize();
    bool writeTlsFiles();
    QString program(const QString& name) const;
    QStringList asServerAccount(const QString& program, const QStringList& arguments, QString* runner) const;

    Options m_options;
    std::unique_ptr<QTemporaryDir> m_tempDir;
    QString m_dir;
    QString m_binDir;
    bool m_initialized = false;
    quint16 m_port = 0;
    ChildProcess m_process;
    QString m_errorString;
};

} // namespace fleetdeck
