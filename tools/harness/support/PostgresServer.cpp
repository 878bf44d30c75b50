// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/PostgresServer.h"

#include "support/LoopbackPort.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QThread>
#include <QVersionNumber>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fleetdeck {

namespace {

constexpr int kPortAttempts = 5;
constexpr auto kServerAccount = "postgres";

// The newest installed PostgreSQL's programs: Debian keeps them in /usr/lib/postgresql/N/bin.
QString findBinDir()
{
    const QString forced = qEnvironmentVariable("FLEETDECK_POSTGRES_BINDIR");
    if (!forced.isEmpty())
        return forced;
    QString best;
    QVersionNumber bestVersion;
    const QDir root(QStringLiteral("/usr/lib/postgresql"));
    for (const QString& entry : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString bin = root.filePath(entry + QStringLiteral("/bin"));
        const QVersionNumber version = QVersionNumber::fromString(entry);
        if (QFileInfo(bin + QStringLiteral("/initdb")).isExecutable() &&
            QFileInfo(bin + QStringLiteral("/postgres")).isExecutable() && version > bestVersion) {
            best = bin;
            bestVersion = version;
        }
    }
    return best;
}

// The environment of psql and the server: nothing of the caller's PG* settings (a PGHOST or a
// PGSERVICE file must not send a test elsewhere).
QProcessEnvironment cleanEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString& key : env.keys()) {
        if (key.startsWith(QLatin1String("PG")))
            env.remove(key);
    }
    env.insert(QStringLiteral("PGCONNECT_TIMEOUT"), QStringLiteral("10"));
    return env;
}

bool runToEnd(QProcess& p, const QString& program, const QStringList& arguments, QString* output,
              int timeoutMs = 60000)
{
    p.setProcessEnvironment(cleanEnvironment());
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, arguments);
    if (!p.waitForStarted()) {
        *output = QStringLiteral("cannot start %1: %2").arg(program, p.errorString());
        return false;
    }
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        *output = QStringLiteral("%1 did not finish in %2 s").arg(program).arg(timeoutMs / 1000);
        return false;
    }
    *output = QString::fromUtf8(p.readAll());
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

bool chownToServerAccount(const QString& path)
{
    const passwd* account = getpwnam(kServerAccount);
    return account && ::chown(QFile::encodeName(path).constData(), account->pw_uid, account->pw_gid) == 0;
}

bool appendLines(const QString& path, const QStringList& lines)
{
    QFile f(path);
    if (!f.open(QIODevice::Append | QIODevice::Text))
        return false;
    f.write(QStringLiteral("\n# fleetdeck test harness\n%1\n").arg(lines.join(QLatin1Char('\n'))).toUtf8());
    return f.flush();
}

} // namespace

PostgresServer::PostgresServer()
    : PostgresServer(Options{})
{}

PostgresServer::PostgresServer(Options options)
    : m_options(std::move(options))
{
    if (m_options.requireTls)
        m_options.tls = true;
}

PostgresServer::~PostgresServer()
{
    stop();
}

QString PostgresServer::missingReason()
{
    if (findBinDir().isEmpty())
        return QStringLiteral("PostgreSQL is not installed here (no /usr/lib/postgresql/*/bin/initdb; "
                              "Debian package postgresql)");
    if (geteuid() == 0 && !getpwnam(kServerAccount))
        return QStringLiteral("PostgreSQL refuses to run as root and there is no '%1' account")
            .arg(QLatin1String(kServerAccount));
    return {};
}

QString PostgresServer::directory() const
{
    return m_dir;
}

QString PostgresServer::caCertificatePath() const
{
    return m_options.tls && !m_dir.isEmpty() ? m_dir + QStringLiteral("/ca.crt") : QString();
}

QString PostgresServer::program(const QString& name) const
{
    return m_binDir + QLatin1Char('/') + name;
}

// As root, the server's programs run as the postgres account through runuser; otherwise as we are.
QStringList PostgresServer::asServerAccount(const QString& program, const QStringList& arguments,
                                            QString* runner) const
{
    if (geteuid() != 0) {
        *runner = program;
        return arguments;
    }
    *runner = QStringLiteral("runuser");
    return QStringList{QStringLiteral("-u"), QLatin1String(kServerAccount), QStringLiteral("--"), program} +
           arguments;
}

bool PostgresServer::writeTlsFiles()
{
    // A CA of the server's own and a certificate for the names a client may use to reach it.
    const QString ext = m_dir + QStringLiteral("/server.ext");
    QFile f(ext);
    if (!f.open(QIODevice::WriteOnly) ||
        f.write("subjectAltName = DNS:localhost, IP:127.0.0.1\nextendedKeyUsage = serverAuth\n") < 0) {
        m_errorString = QStringLiteral("cannot write %1").arg(ext);
        return false;
    }
    f.close();
    const QString ecKey = QStringLiteral("ec");
    const QString curve = QStringLiteral("ec_paramgen_curve:prime256v1");
    const QList<QStringList> steps{
        {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), ecKey,
         QStringLiteral("-pkeyopt"), curve, QStringLiteral("-nodes"), QStringLiteral("-keyout"),
         m_dir + QStringLiteral("/ca.key"), QStringLiteral("-out"), m_dir + QStringLiteral("/ca.crt"),
         QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"),
         QStringLiteral("/CN=Fleetdeck test CA")},
        {QStringLiteral("req"), QStringLiteral("-newkey"), ecKey, QStringLiteral("-pkeyopt"), curve,
         QStringLiteral("-nodes"), QStringLiteral("-keyout"), m_dir + QStringLiteral("/server.key"),
         QStringLiteral("-out"), m_dir + QStringLiteral("/server.csr"), QStringLiteral("-subj"),
         QStringLiteral("/CN=localhost")},
        {QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"),
         m_dir + QStringLiteral("/server.csr"), QStringLiteral("-CA"), m_dir + QStringLiteral("/ca.crt"),
         QStringLiteral("-CAkey"), m_dir + QStringLiteral("/ca.key"), QStringLiteral("-CAcreateserial"),
         QStringLiteral("-out"), m_dir + QStringLiteral("/server.crt"), QStringLiteral("-days"),
         QStringLiteral("2"), QStringLiteral("-extfile"), ext},
    };
    for (const QStringList& step : steps) {
        QProcess p;
        QString output;
        if (!runToEnd(p, QStringLiteral("openssl"), step, &output)) {
            m_errorString = QStringLiteral("openssl %1: %2").arg(step.first(), output);
            return false;
        }
    }
    // The server reads its key only when the key is its own and private.
    const QString key = m_dir + QStringLiteral("/server.key");
    QFile::setPermissions(key, QFile::ReadOwner | QFile::WriteOwner);
    if (geteuid() == 0 && !chownToServerAccount(key)) {
        m_errorString = QStringLiteral("cannot hand %1 to the postgres account").arg(key);
        return false;
    }
    return true;
}

bool PostgresServer::initialize()
{
    m_binDir = findBinDir();
    if (const QString missing = missingReason(); !missing.isEmpty()) {
        m_errorString = missing;
        return false;
    }
    m_tempDir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/fleetdeck-pg-XXXXXX"));
    if (!m_tempDir->isValid()) {
        m_errorString =
            QStringLiteral("cannot create a temporary directory: %1").arg(m_tempDir->errorString());
        return false;
    }
    // The postgres account must reach its cluster inside our private temporary directory.
    ::chmod(QFile::encodeName(m_tempDir->path()).constData(), 0711);
    m_dir = m_tempDir->path() + QStringLiteral("/cluster");
    if (!QDir().mkpath(m_dir) || (geteuid() == 0 && !chownToServerAccount(m_dir))) {
        m_errorString = QStringLiteral("cannot prepare %1 for the postgres account").arg(m_dir);
        return false;
    }
    QString runner;
    const QStringList args = asServerAccount(
        program(QStringLiteral("initdb")),
        {QStringLiteral("-D"), m_dir + QStringLiteral("/data"), QStringLiteral("-U"), superuser(),
         QStringLiteral("-A"), QStringLiteral("trust"), QStringLiteral("-E"), QStringLiteral("UTF8"),
         QStringLiteral("--locale=C"), QStringLiteral("--no-sync"), QStringLiteral("--no-instructions")},
        &runner);
    QProcess initdb;
    QString output;
    if (!runToEnd(initdb, runner, args, &output)) {
        m_errorString = QStringLiteral("initdb failed: %1").arg(output);
        return false;
    }
    if (m_options.tls && !writeTlsFiles())
        return false;

    // Throwaway data: no fsync. Loopback only; the socket in the cluster's own directory.
    QStringList settings{
        QStringLiteral("listen_addresses = '127.0.0.1'"),
        QStringLiteral("unix_socket_directories = '%1'").arg(m_dir),
        QStringLiteral("fsync = off"),
        QStringLiteral("synchronous_commit = off"),
        QStringLiteral("full_page_writes = off"),
        QStringLiteral("max_connections = 200"),
    };
    if (m_options.tls) {
        settings << QStringLiteral("ssl = on") << QStringLiteral("ssl_cert_file = '%1/server.crt'").arg(m_dir)
                 << QStringLiteral("ssl_key_file = '%1/server.key'").arg(m_dir);
    }
    settings += m_options.settings;
    const QString data = m_dir + QStringLiteral("/data");
    if (!appendLines(data + QStringLiteral("/postgresql.conf"), settings)) {
        m_errorString = QStringLiteral("cannot write postgresql.conf");
        return false;
    }
    QStringList hba = m_options.hbaLines;
    hba << QStringLiteral("local all all trust");
    if (m_options.requireTls)
        hba << QStringLiteral("hostnossl all all 127.0.0.1/32 reject");
    hba << QStringLiteral("host all all 127.0.0.1/32 trust");
    QFile hbaFile(data + QStringLiteral("/pg_hba.conf"));
    if (!hbaFile.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text) ||
        hbaFile.write(hba.join(QLatin1Char('\n')).toUtf8() + '\n') < 0) {
        m_errorString = QStringLiteral("cannot write pg_hba.conf");
        return false;
    }
    m_initialized = true;
    return true;
}

std::unique_ptr<PostgresServer> PostgresServer::startWith(const QStringList& databases, QString* why)
{
    return startWith(databases, why, Options());
}

std::unique_ptr<PostgresServer> PostgresServer::startWith(const QStringList& databases, QString* why,
                                                          Options options)
{
    if (const QString missing = missingReason(); !missing.isEmpty()) {
        *why = missing;
        return nullptr;
    }
    auto server = std::make_unique<PostgresServer>(std::move(options));
    if (!server->start()) {
        *why = server->errorString();
        return nullptr;
    }
    for (const QString& database : databases) {
        if (!server->createDatabase(database)) {
            *why = server->errorString();
            return nullptr;
        }
    }
    return server;
}

bool PostgresServer::start()
{
    if (isRunning())
        return true;
    m_errorString.clear();
    if (!m_initialized && !initialize())
        return false;
    const QString log = m_dir + QStringLiteral("/server.log");
    for (int attempt = 0; attempt < kPortAttempts; ++attempt) {
        const quint16 port = LoopbackPort::pickUnused();
        if (port == 0) {
            m_errorString = QStringLiteral("no free port on 127.0.0.1");
            return false;
        }
        QFile::remove(log);
        QProcess& p = m_process.process();
        p.setProcessEnvironment(cleanEnvironment());
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.setStandardOutputFile(log);
        QString runner;
        const QStringList args = asServerAccount(program(QStringLiteral("postgres")),
                                                 {QStringLiteral("-D"), m_dir + QStringLiteral("/data"),
                                                  QStringLiteral("-p"), QString::number(port)},
                                                 &runner);
        if (!m_process.start(runner, args)) {
            m_errorString = m_process.errorString();
            return false;
        }
        // Ready once it answers; a port taken meanwhile ends the server at once.
        const QDeadlineTimer deadline(30000);
        while (!deadline.hasExpired() && m_process.isRunning()) {
            QProcess ready;
            QString output;
            if (runToEnd(ready, program(QStringLiteral("pg_isready")),
                         {QStringLiteral("-q"), QStringLiteral("-h"), host(), QStringLiteral("-p"),
                          QString::number(port)},
                         &output)) {
                m_port = port;
                return true;
            }
            QThread::msleep(50);
        }
        m_process.stop();
        const QString said = logText();
        if (!said.contains(QLatin1String("Address already in use"))) {
            m_errorString = QStringLiteral("PostgreSQL did not start: %1").arg(said.trimmed());
            return false;
        }
        m_errorString = QStringLiteral("port %1 on 127.0.0.1 is taken").arg(port);
    }
    return false;
}

void PostgresServer::stop()
{
    m_process.stop(std::chrono::seconds(10));
}

bool PostgresServer::isRunning() const
{
    return m_process.isRunning();
}

QString PostgresServer::logText() const
{
    QFile f(m_dir + QStringLiteral("/server.log"));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QString PostgresServer::url(const QString& database, const QString& user, const QString& query) const
{
    QString u = QStringLiteral("postgresql://%1@%2:%3/%4")
                    .arg(user.isEmpty() ? superuser() : user, host())
                    .arg(m_port)
                    .arg(database);
    if (!query.isEmpty())
        u += QLatin1Char('?') + query;
    return u;
}

bool PostgresServer::psql(const QString& sql, const QString& database, QString* output, const QString& user)
{
    QProcess p;
    QString said;
    const bool ok = runToEnd(p, program(QStringLiteral("psql")),
                             {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-A"),
                              QStringLiteral("-t"), QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"),
                              QStringLiteral("-h"), host(), QStringLiteral("-p"), QString::number(m_port),
                              QStringLiteral("-U"), user.isEmpty() ? superuser() : user, QStringLiteral("-d"),
                              database, QStringLiteral("-c"), sql},
                             &said);
    while (said.endsWith(QLatin1Char('\n')))
        said.chop(1);
    if (output)
        *output = said;
    if (!ok)
        m_errorString = QStringLiteral("psql: %1").arg(said);
    return ok;
}

bool PostgresServer::createDatabase(const QString& name, const QString& owner)
{
    return psql(QStringLiteral("CREATE DATABASE \"%1\" OWNER \"%2\"")
                    .arg(name, owner.isEmpty() ? superuser() : owner));
}

} // namespace fleetdeck
