// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CollectCommand.h"

#include "cli/Cli.h"
#include "cli/CliArgs.h"
#include "cli/CliTr.h"
#include "cli/NodeAccess.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"
#include "team/Collector.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QHostInfo>
#include <QJsonObject>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <atomic>
#include <csignal>

namespace fleetdeck::cli {

namespace {

std::atomic_bool g_stop{false};

extern "C" void onStopSignal(int)
{
    g_stop.store(true);
}

// GET /metrics, and nothing else, for Prometheus' scraper: one request per connection, answered
// and closed.
class MetricsServer : public QObject
{
public:
    explicit MetricsServer(const team::Collector& collector)
        : m_collector(collector)
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* socket = m_server.nextPendingConnection()) {
                socket->setParent(this);
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] { answer(socket); });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
                connect(socket, &QObject::destroyed, this, [this, socket] { m_pending.remove(socket); });
                QTimer::singleShot(10000, socket, [socket] { socket->abort(); });
            }
        });
    }
    bool listen(const QHostAddress& address, quint16 port) { return m_server.listen(address, port); }
    QString errorString() const { return m_server.errorString(); }
    quint16 port() const { return m_server.serverPort(); }

private:
    void answer(QTcpSocket* socket)
    {
        QByteArray& request = m_pending[socket];
        request += socket->readAll();
        if (!request.contains("\r\n\r\n") && request.size() < 8192)
            return;
        const QByteArray line = request.left(request.indexOf("\r\n"));
        m_pending.remove(socket);
        const QList<QByteArray> parts = line.split(' ');
        const QByteArray method = parts.value(0);
        const QByteArray path = parts.value(1).split('?').first();
        QByteArray status = "200 OK";
        QByteArray body;
        if (method != "GET" && method != "HEAD") {
            status = "405 Method Not Allowed";
            body = "only GET\n";
        } else if (path == "/metrics") {
            body = m_collector.metrics();
        } else {
            status = "404 Not Found";
            body = "see /metrics\n";
        }
        QByteArray response =
            "HTTP/1.1 " + status +
            "\r\nContent-Type: text/plain; version=0.0.4; charset=utf-8\r\nContent-Length: " +
            QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n";
        if (method != "HEAD")
            response += body;
        socket->write(response);
        socket->disconnectFromHost();
    }

    const team::Collector& m_collector;
    QTcpServer m_server;
    QHash<QTcpSocket*, QByteArray> m_pending;
};

bool parseSeconds(const CliArgs& args, const QString& name, double min, double* value, QString* error)
{
    if (!args.has(name))
        return true;
    bool ok = false;
    const double v = args.value(name).toDouble(&ok);
    if (!ok || v < min) {
        *error =
            Tr::tr("invalid --%1 '%2': expected seconds, %3 or more").arg(name, args.value(name)).arg(min);
        return false;
    }
    *value = v;
    return true;
}

} // namespace

QString collectHelp()
{
    return Tr::tr("Usage: fleetdeck-cli collect [--metrics-listen HOST:PORT] [--lease SECONDS]\n"
                  "                             [--interval SECONDS] [--identity FILE]\n"
                  "\n"
                  "Polls the fleet into the store until stopped (SIGINT, SIGTERM): each node's newest\n"
                  "status and its history, for consoles and scripts that read the store. Several\n"
                  "collectors on one store share the nodes by leases: each node is polled by one of\n"
                  "them; the nodes of a collector that stops are taken over at once, those of one that\n"
                  "dies when its leases run out.\n"
                  "\n"
                  "  --metrics-listen HOST:PORT  serve /metrics in Prometheus' text format there\n"
                  "  --lease SECONDS             how long a lease lasts (default 15, at least 1)\n"
                  "  --interval SECONDS          how often each node is polled (default 10)\n"
                  "  --identity FILE             log in to every node with this key instead of\n"
                  "                              the one the node names\n"
                  "\n"
                  "As a service (systemd), its secrets come from $CREDENTIALS_DIRECTORY: pgpass\n"
                  "(the store's password, in ~/.pgpass's format), ssh-identity and known_hosts.\n"
                  "\n"
                  "A line on stderr whenever the nodes held change; with --json, JSON lines on stdout:\n"
                  "{\"collector\",\"held\",\"nodes\",\"collectors\"} (and \"error\" when a round failed).\n");
}

int runCollectCommand(Cli& cli, const QStringList& tokens)
{
    CliArgs args;
    QString error;
    if (!args.parse(tokens,
                    {{QStringLiteral("metrics-listen")},
                     {QStringLiteral("lease")},
                     {QStringLiteral("interval")},
                     {QStringLiteral("identity")}},
                    &error))
        return cli.fail(ExitUsage, error);
    if (!args.positional().isEmpty())
        return cli.fail(ExitUsage,
                        Tr::tr("collect: unexpected argument '%1'").arg(args.positional().first()));
    double lease = 15;
    double interval = 10;
    if (!parseSeconds(args, QStringLiteral("lease"), 1, &lease, &error) ||
        !parseSeconds(args, QStringLiteral("interval"), 0.5, &interval, &error))
        return cli.fail(ExitUsage, error);
    const bool serveMetrics = args.has(QStringLiteral("metrics-listen"));
    const QString listenSpec = args.value(QStringLiteral("metrics-listen"));
    QHostAddress listenAddress;
    quint16 listenPort = 0;
    if (serveMetrics) {
        const qsizetype colon = listenSpec.lastIndexOf(QLatin1Char(':'));
        bool ok = false;
        const uint port = colon > 0 ? listenSpec.mid(colon + 1).toUInt(&ok) : 0;
        QString host = listenSpec.left(colon);
        if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
            host = host.mid(1, host.size() - 2);
        if (host == QLatin1String("localhost"))
            host = QStringLiteral("127.0.0.1");
        if (!ok || port > 65535 || !listenAddress.setAddress(host))
            return cli.fail(
                ExitUsage, Tr::tr("invalid --metrics-listen '%1': expected ADDRESS:PORT, e.g. 127.0.0.1:9464")
                               .arg(listenSpec));
        listenPort = quint16(port);
    }

    // A service's secrets: systemd's credentials (LoadCredential=), never a keychain. From
    // $CREDENTIALS_DIRECTORY: pgpass (the store's password, as libpq reads ~/.pgpass), ssh-identity
    // (the key the collector logs in to every node with) and known_hosts; options given win.
    QString identity = args.value(QStringLiteral("identity"));
    QString knownHosts = cli.globals().knownHosts;
    if (const QString credentials = qEnvironmentVariable("CREDENTIALS_DIRECTORY"); !credentials.isEmpty()) {
        const QDir dir(credentials);
        if (dir.exists(QStringLiteral("pgpass")) && qEnvironmentVariableIsEmpty("PGPASSFILE"))
            qputenv("PGPASSFILE", QFile::encodeName(dir.filePath(QStringLiteral("pgpass"))));
        if (identity.isEmpty() && dir.exists(QStringLiteral("ssh-identity")))
            identity = dir.filePath(QStringLiteral("ssh-identity"));
        if (knownHosts.isEmpty() && dir.exists(QStringLiteral("known_hosts")))
            knownHosts = dir.filePath(QStringLiteral("known_hosts"));
    }
    if (!identity.isEmpty() && !QFileInfo(identity).isReadable())
        return cli.fail(ExitUsage, Tr::tr("collect: cannot read the identity %1").arg(identity));

    storage::Database db;
    int code = ExitOk;
    if (!openDatabase(cli, db, &code))
        return code;

    ssh::SshEngine engine;
    team::Collector::Options options;
    options.id = QStringLiteral("%1:%2:%3")
                     .arg(QHostInfo::localHostName())
                     .arg(QCoreApplication::applicationPid())
                     .arg(QDateTime::currentMSecsSinceEpoch());
    options.leaseMs = qint64(lease * 1000);
    options.poller.intervalMs = int(interval * 1000);
    options.poller.timeoutMs = int(cli.globals().timeoutSeconds * 1000);
    options.poller.knownHostsPath = knownHosts;
    const Cli& constCli = cli;
    team::Collector collector(
        db, &engine,
        [&constCli, identity, knownHosts](const Node& n) {
            // The store's nodes name their keys as an operator's workstation has them; a
            // collector elsewhere logs in with its own.
            Node own = n;
            if (!identity.isEmpty())
                own.identity = identity;
            ssh::SshTarget target = loginFor(constCli, own);
            if (!knownHosts.isEmpty())
                target.knownHostsPath = knownHosts;
            return target;
        },
        options);

    MetricsServer metrics(collector);
    if (serveMetrics && !metrics.listen(listenAddress, listenPort))
        return cli.fail(ExitFailed,
                        Tr::tr("cannot serve metrics on %1: %2").arg(listenSpec, metrics.errorString()));

    QObject::connect(&collector, &team::Collector::collectorsGone, &collector, [&](const QStringList& ids) {
        for (const QString& gone : ids) {
            if (cli.globals().json)
                cli.printJson(QJsonObject{{QStringLiteral("collector"), collector.id()},
                                          {QStringLiteral("gone"), gone}});
            else
                cli.err() << Tr::tr("collector %1: collector %2 is gone (its session with the store ended); "
                                    "its nodes are free")
                                 .arg(collector.id(), gone)
                          << Qt::endl;
        }
    });
    int lastHeld = -1;
    QString lastError;
    QObject::connect(&collector, &team::Collector::leaseRound, &collector,
                     [&](int held, int nodes, int collectors, const QString& roundError) {
                         if (held == lastHeld && roundError == lastError)
                             return;
                         lastHeld = held;
                         lastError = roundError;
                         if (cli.globals().json) {
                             QJsonObject line{{QStringLiteral("collector"), collector.id()},
                                              {QStringLiteral("held"), held},
                                              {QStringLiteral("nodes"), nodes},
                                              {QStringLiteral("collectors"), collectors}};
                             if (!roundError.isEmpty())
                                 line.insert(QStringLiteral("error"), roundError);
                             cli.printJson(line);
                         } else if (roundError.isEmpty()) {
                             cli.err() << Tr::tr("collector %1: polling %2 of %3 nodes (%4 collectors)")
                                              .arg(collector.id())
                                              .arg(held)
                                              .arg(nodes)
                                              .arg(collectors)
                                       << Qt::endl;
                         } else {
                             cli.err()
                                 << Tr::tr("collector %1: %2").arg(collector.id(), roundError) << Qt::endl;
                         }
                     });

    g_stop.store(false);
    const auto previousInt = std::signal(SIGINT, onStopSignal);
    const auto previousTerm = std::signal(SIGTERM, onStopSignal);
    QEventLoop loop;
    QTimer stopCheck;
    QObject::connect(&stopCheck, &QTimer::timeout, &loop, [&loop] {
        if (g_stop.load())
            loop.quit();
    });
    stopCheck.start(100);
    if (serveMetrics) {
        const QString host = listenAddress.protocol() == QAbstractSocket::IPv6Protocol
                                 ? QLatin1Char('[') + listenAddress.toString() + QLatin1Char(']')
                                 : listenAddress.toString();
        cli.err() << Tr::tr("serving metrics on http://%1:%2/metrics").arg(host).arg(metrics.port())
                  << Qt::endl;
    }
    collector.start();
    loop.exec();
    collector.stop();
    std::signal(SIGINT, previousInt);
    std::signal(SIGTERM, previousTerm);
    return ExitOk;
}

} // namespace fleetdeck::cli
