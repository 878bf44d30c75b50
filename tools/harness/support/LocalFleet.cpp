// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/LocalFleet.h"

#include "support/ProcessTable.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSaveFile>

#include <sched.h>

namespace fleetdeck {

namespace {

constexpr auto kStartTimeout = std::chrono::seconds(60);

bool writeFile(const QString& path, const QByteArray& content)
{
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size() && file.commit();
}

// sshd_config's quoting (see SshdServer): %-tokens doubled where the keyword expands them.
QString quotedPath(QString path)
{
    path.replace(QLatin1Char('%'), QStringLiteral("%%"));
    return QLatin1Char('"') + path + QLatin1Char('"');
}

// Reads `count` lines matching `pattern` from a child's stdout; the first capture of each.
QList<quint16> readPorts(ChildProcess& process, const QRegularExpression& pattern, int count, QString* error)
{
    QList<quint16> ports;
    const QDeadlineTimer deadline(kStartTimeout);
    while (ports.size() < count) {
        const std::optional<QString> line = process.readStandardOutputLine(deadline);
        if (!line) {
            *error = QStringLiteral("%1 gave %2 of %3 ports: %4")
                         .arg(process.process().program())
                         .arg(ports.size())
                         .arg(count)
                         .arg(QString::fromLocal8Bit(process.process().readAllStandardError()));
            return {};
        }
        const QRegularExpressionMatch match = pattern.match(*line);
        if (match.hasMatch())
            ports << quint16(match.captured(1).toUInt());
    }
    return ports;
}

// The fleet's own processes stand in for other machines: the lighter Qt event loop leaves
// more of this machine to what is measured.
void useLightEventLoop(ChildProcess& child)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_NO_GLIB"), QStringLiteral("1"));
    child.process().setProcessEnvironment(environment);
}

} // namespace

LocalFleet::LocalFleet(Options options)
    : m_options(std::move(options))
{}

LocalFleet::~LocalFleet()
{
    stop();
}

QString LocalFleet::knownHostsPath() const
{
    return m_options.workDir + QStringLiteral("/known_hosts");
}

bool LocalFleet::start()
{
    m_error.clear();
    if (m_options.workDir.isEmpty() || m_options.nodes < 1 || m_options.nodesPerSshd < 1 ||
        m_options.nodesPerSshd > SshdServer::kMaxPorts) {
        m_error = QStringLiteral("LocalFleet needs a work directory, nodes >= 1 and 1..16 nodes per sshd");
        return false;
    }
    m_options.workDir = QFileInfo(m_options.workDir).absoluteFilePath();
    if (!QDir().mkpath(m_options.workDir)) {
        m_error = QStringLiteral("cannot create %1").arg(m_options.workDir);
        return false;
    }
    m_key =
        SshKeyPair::generate(m_options.workDir + QStringLiteral("/fleet_ed25519"), QStringLiteral("fleet"));
    if (!m_key.isValid()) {
        m_error = m_key.errorString();
        return false;
    }
    const int width = int(QString::number(m_options.nodes).size());
    for (int i = 0; i < m_options.nodes; ++i) {
        Node node;
        node.name =
            m_options.namePrefix + QStringLiteral("%1").arg(i + 1, qMax(width, 3), 10, QLatin1Char('0'));
        node.home = m_options.workDir + QStringLiteral("/nodes/") + node.name;
        node.authorizedKeysPath = node.home + QStringLiteral("/.ssh/authorized_keys");
        const QByteArray keys = m_options.authorizeKey ? m_key.publicKeyLine().toUtf8() + '\n' : QByteArray();
        if (!QDir().mkpath(node.home + QStringLiteral("/.ssh")) ||
            !writeFile(node.authorizedKeysPath, keys)) {
            m_error = QStringLiteral("cannot write %1").arg(node.authorizedKeysPath);
            return false;
        }
        m_nodes << node;
    }
    return startServers() && startSimulator() && startProxy() && writeKnownHosts();
}

void LocalFleet::runInBackground(qint64 pid)
{
    if (!m_options.idlePriority || pid <= 0)
        return;
    const sched_param none{};
    ::sched_setscheduler(pid_t(pid), SCHED_IDLE, &none);
    const QString root = QStringLiteral("/sys/fs/cgroup/cpu"); // cgroup v1, as on this machine
    if (m_cgroup.isEmpty() && QFileInfo(root + QStringLiteral("/cpu.shares")).exists()) {
        const QString group =
            root + QStringLiteral("/fleetdeck-fleet-%1").arg(QCoreApplication::applicationPid());
        QFile shares(group + QStringLiteral("/cpu.shares"));
        if (QDir().mkpath(group) && shares.open(QIODevice::WriteOnly) && shares.write("2\n") == 2)
            m_cgroup = group;
        else
            QDir().rmdir(group);
    }
    if (!m_cgroup.isEmpty()) {
        QFile procs(m_cgroup + QStringLiteral("/cgroup.procs"));
        if (procs.open(QIODevice::WriteOnly | QIODevice::Append))
            procs.write(QByteArray::number(pid) + '\n');
    }
}

bool LocalFleet::startServers()
{
    for (int first = 0; first < m_nodes.size(); first += m_options.nodesPerSshd) {
        const int count = qMin(m_options.nodesPerSshd, int(m_nodes.size()) - first);
        SshdServer::Options options;
        options.workDir = m_options.workDir + QStringLiteral("/sshd-%1").arg(m_servers.size() + 1);
        options.portCount = count;
        options.reexec = m_options.reexec;
        for (int i = first; i < first + count; ++i) {
            const Node& node = m_nodes.at(i);
            options.portBlocks << QStringList{
                QStringLiteral("AuthorizedKeysFile %1").arg(quotedPath(node.authorizedKeysPath)),
                QStringLiteral("SetEnv \"HOME=%1\"").arg(node.home)};
        }
        auto server = std::make_unique<SshdServer>(options);
        if (!server->start()) {
            m_error = server->errorString();
            return false;
        }
        runInBackground(server->pid());
        const QList<quint16> ports = server->ports();
        for (int i = 0; i < count; ++i) {
            m_nodes[first + i].sshdPort = ports.at(i);
            m_nodes[first + i].port = ports.at(i);
            m_serverOf << int(m_servers.size());
        }
        m_servers.push_back(std::move(server));
    }
    return true;
}

QList<quint16> LocalFleet::startHelper(ChildProcess& child, const QString& program,
                                       const QStringList& arguments, const QString& logName,
                                       const QRegularExpression& listening)
{
    child.process().setStandardErrorFile(m_options.workDir + QLatin1Char('/') + logName);
    useLightEventLoop(child);
    if (!child.start(program, arguments)) {
        m_error = child.errorString();
        return {};
    }
    runInBackground(child.pid());
    const QList<quint16> ports = readPorts(child, listening, int(m_nodes.size()), &m_error);
    return ports.size() == m_nodes.size() ? ports : QList<quint16>();
}

bool LocalFleet::startSimulator()
{
    if (m_options.cuzkSimPath.isEmpty())
        return true;
    static const QRegularExpression listening(QStringLiteral("^listening 127\\.0\\.0\\.1:(\\d+)$"));
    const QList<quint16> ports =
        startHelper(m_simulator, m_options.cuzkSimPath,
                    {QStringLiteral("serve"), QStringLiteral("--instances"), QString::number(m_nodes.size())},
                    QStringLiteral("cuzk-sim.log"), listening);
    for (int i = 0; i < ports.size(); ++i)
        m_nodes[i].statusPort = ports.at(i);
    return !ports.isEmpty();
}

bool LocalFleet::startProxy()
{
    if (m_options.latencyProxyPath.isEmpty() || m_options.oneWayDelayMs <= 0)
        return true;
    QStringList arguments{QStringLiteral("--delay-ms"), QString::number(m_options.oneWayDelayMs)};
    for (const Node& node : std::as_const(m_nodes))
        arguments << QStringLiteral("--target") << QString::number(node.sshdPort);
    static const QRegularExpression listening(
        QStringLiteral("^listening on 127\\.0\\.0\\.1:(\\d+)( -> \\d+)?$"));
    const QList<quint16> ports = startHelper(m_proxy, m_options.latencyProxyPath, arguments,
                                             QStringLiteral("latency-proxy.log"), listening);
    for (int i = 0; i < ports.size(); ++i)
        m_nodes[i].port = ports.at(i);
    return !ports.isEmpty();
}

bool LocalFleet::writeKnownHosts()
{
    QByteArray lines;
    for (int i = 0; i < m_nodes.size(); ++i) {
        const QStringList key = m_servers.at(m_serverOf.at(i))->hostKeyPublicLine().split(QLatin1Char(' '));
        lines += QStringLiteral("[127.0.0.1]:%1 %2 %3\n")
                     .arg(m_nodes.at(i).port)
                     .arg(key.value(0), key.value(1))
                     .toUtf8();
    }
    if (!writeFile(knownHostsPath(), lines)) {
        m_error = QStringLiteral("cannot write %1").arg(knownHostsPath());
        return false;
    }
    return true;
}

void LocalFleet::stop()
{
    m_proxy.stop();
    m_simulator.stop();
    for (const auto& server : m_servers)
        server->stop();
    if (!m_cgroup.isEmpty() && QDir().rmdir(m_cgroup))
        m_cgroup.clear();
}

int LocalFleet::acceptedLogins() const
{
    int logins = 0;
    for (const std::unique_ptr<SshdServer>& server : m_servers)
        logins += int(server->logText().count(QLatin1String("Accepted publickey")));
    return logins;
}

QList<qint64> LocalFleet::processIds() const
{
    QList<qint64> ids;
    for (const auto& server : m_servers)
        ids << server->processIds();
    for (const ChildProcess* child : {&m_simulator, &m_proxy}) {
        if (child->isRunning())
            ids << child->pid();
    }
    return ids;
}

} // namespace fleetdeck
