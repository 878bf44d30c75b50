// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/SshdServer.h"

#include "support/LoopbackPort.h"
#include "support/OpenSshInstallation.h"
#include "support/ProcessTable.h"
#include "support/SshKeyPair.h"

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

namespace fleetdeck {

namespace {

constexpr int kPortAttempts = 5;
constexpr auto kReadyTimeout = std::chrono::seconds(10);

QString hostKeyPath(const QString& dir)
{
    return dir + QStringLiteral("/ssh_host_ed25519_key");
}

QString logPath(const QString& dir)
{
    return dir + QStringLiteral("/sshd.log");
}

// sshd_config takes double-quoted arguments; AuthorizedKeysFile also expands %-tokens.
QString quoted(QString path, bool expandsTokens = false)
{
    if (expandsTokens)
        path.replace(QLatin1Char('%'), QStringLiteral("%%"));
    return QLatin1Char('"') + path + QLatin1Char('"');
}

// SetEnv's arguments: inside double quotes sshd takes \" and \\ as escapes, and nothing else.
QString quotedSetEnvArgument(const QString& name, const QString& value)
{
    QString text = name + QLatin1Char('=') + value;
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    text.replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + text + QLatin1Char('"');
}

// Why sshd could not pass this variable on as given; empty when it can.
QString sessionVariableProblem(const QString& name, const QString& value)
{
    static const QRegularExpression validName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    if (!validName.match(name).hasMatch())
        return QStringLiteral("'%1' is not a valid environment variable name").arg(name);
    if (value.contains(QLatin1Char('\n')) || value.contains(QLatin1Char('\r')) || value.contains(QChar(0)))
        return QStringLiteral("the value of %1 must be a single line").arg(name);
    return {};
}

// OpenSSH 9.8 penalizes addresses whose connections fail authentication; every test and demo client
// comes from 127.0.0.1 and many fail on purpose. Older versions reject the option, so ask once.
bool supportsPerSourcePenalties()
{
    static const bool supported = [] {
        QProcess probe;
        probe.start(OpenSshInstallation::sshd(),
                    {QStringLiteral("-t"), QStringLiteral("-f"), QStringLiteral("/dev/null"),
                     QStringLiteral("-o"), QStringLiteral("PerSourcePenalties=no")});
        if (!probe.waitForFinished(10000))
            return false;
        return !probe.readAll().contains("PerSourcePenalties") &&
               !probe.readAllStandardError().contains("PerSourcePenalties");
    }();
    return supported;
}

QString portList(const QList<quint16>& ports)
{
    QStringList numbers;
    for (const quint16 port : ports)
        numbers << QString::number(port);
    return numbers.join(QLatin1Char(','));
}

bool writeFile(const QString& path, const QByteArray& content)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(content);
    return file.commit();
}

} // namespace

SshdServer::SshdServer()
    : SshdServer(Options{})
{}

SshdServer::SshdServer(Options options)
    : m_options(std::move(options))
{}

SshdServer::~SshdServer()
{
    stop();
}

QString SshdServer::workDir() const
{
    return m_workDir;
}

QString SshdServer::configPath() const
{
    return m_workDir + QStringLiteral("/sshd_config");
}

QString SshdServer::authorizedKeysPath() const
{
    if (!m_options.authorizedKeysPath.isEmpty())
        return QFileInfo(m_options.authorizedKeysPath).absoluteFilePath();
    return m_workDir + QStringLiteral("/authorized_keys");
}

bool SshdServer::prepare()
{
    if (!m_workDir.isEmpty())
        return true; // prepared by an earlier start()
    const QString missing = OpenSshInstallation::missingReason();
    if (!missing.isEmpty()) {
        m_errorString = missing;
        return false;
    }
    QString dir = m_options.workDir;
    if (dir.isEmpty()) {
        m_tempDir =
            std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/fleetdeck-sshd-XXXXXX"));
        if (!m_tempDir->isValid()) {
            m_errorString =
                QStringLiteral("cannot create a temporary directory: %1").arg(m_tempDir->errorString());
            return false;
        }
        dir = m_tempDir->path();
    } else if (!QDir().mkpath(dir)) {
        m_errorString = QStringLiteral("cannot create %1").arg(dir);
        return false;
    }
    m_workDir = QFileInfo(dir).absoluteFilePath();

    // A server given a directory used before keeps its host key, as a rebooted node does.
    const SshKeyPair hostKey =
        QFileInfo::exists(hostKeyPath(m_workDir))
            ? SshKeyPair::load(hostKeyPath(m_workDir))
            : SshKeyPair::generate(hostKeyPath(m_workDir), QStringLiteral("fleetdeck-test-host"));
    if (!hostKey.isValid()) {
        m_errorString = hostKey.errorString();
        return false;
    }
    m_hostKeyLine = hostKey.publicKeyLine();

    if (!QFileInfo::exists(authorizedKeysPath()) && !setAuthorizedKeys({}))
        return false;

    // Run as root, sshd checks that its privilege separation directory exists; a container that
    // never ran the packaged service lacks it.
    if (geteuid() == 0 && !QFileInfo::exists(QStringLiteral("/run/sshd"))) {
        if (::mkdir("/run/sshd", 0755) != 0 && errno != EEXIST) {
            m_errorString =
                QStringLiteral("cannot create /run/sshd: %1").arg(QString::fromLocal8Bit(strerror(errno)));
            return false;
        }
    }
    return true;
}

QString SshdServer::authorizedKeysFiles() const
{
    QStringList files{quoted(authorizedKeysPath(), true)};
    for (const QString& more : m_options.additionalAuthorizedKeysFiles)
        files << quoted(QFileInfo(more).absoluteFilePath(), true);
    return files.join(QLatin1Char(' '));
}

bool SshdServer::writeConfig(const QList<quint16>& ports) const
{
    QStringList lines{
        QStringLiteral("# Written by fleetdeck's test harness."),
        QStringLiteral("ListenAddress 127.0.0.1"),
    };
    for (const quint16 port : ports)
        lines << QStringLiteral("Port %1").arg(port);
    lines << QStringList{
        QStringLiteral("HostKey %1").arg(quoted(hostKeyPath(m_workDir))),
        QStringLiteral("AuthorizedKeysFile %1").arg(authorizedKeysFiles()),
        QStringLiteral("LogLevel VERBOSE"),
        QStringLiteral("UsePAM %1").arg(m_options.usePam ? "yes" : "no"),
        QStringLiteral("StrictModes %1").arg(m_options.strictModes ? "yes" : "no"),
        QStringLiteral("PubkeyAuthentication yes"),
        QStringLiteral("PasswordAuthentication %1").arg(m_options.passwordAuthentication ? "yes" : "no"),
        QStringLiteral("KbdInteractiveAuthentication no"),
        QStringLiteral("PermitRootLogin %1")
            .arg(m_options.permitRootLoginWithPassword ? "yes" : "prohibit-password"),
        QStringLiteral("PidFile none"),
        // Performance tests open hundreds of connections and sessions at once.
        QStringLiteral("MaxStartups 1000:30:2000"),
        QStringLiteral("MaxSessions 1000"),
        QStringLiteral("AllowTcpForwarding yes"),
        // ~/.ssh/rc would run the machine's own login script on every session.
        QStringLiteral("PermitUserRC no"),
        // So would bash, which reads ~/.bashrc when sshd starts it: a session's HOME is the harness's
        // own directory, never the account's (a CI machine's ~/.bashrc can be slow, or even block).
        setEnvLine(),
        QStringLiteral("PrintMotd no"),
        QStringLiteral("PrintLastLog no"),
        QStringLiteral("UseDNS no"),
    };
    if (supportsPerSourcePenalties())
        lines << QStringLiteral("PerSourcePenalties no");
    // Match blocks in the extra lines must come last; Subsystem is a global option, so before them.
    lines << QStringLiteral("Subsystem sftp internal-sftp");
    lines << m_options.extraConfigLines;
    for (int i = 0; i < ports.size() && i < m_options.portBlocks.size(); ++i) {
        if (m_options.portBlocks.at(i).isEmpty())
            continue;
        lines << QStringLiteral("Match LocalPort %1").arg(ports.at(i));
        for (const QString& line : m_options.portBlocks.at(i))
            lines << QStringLiteral("  ") + line;
    }
    return writeFile(configPath(), lines.join(QLatin1Char('\n')).toUtf8() + '\n');
}

// One line: sshd takes only the first SetEnv line it reads.
QString SshdServer::setEnvLine() const
{
    QMap<QString, QString> environment{{QStringLiteral("HOME"), m_workDir}};
    environment.insert(m_options.sessionEnvironment);
    QStringList arguments;
    for (auto it = environment.cbegin(); it != environment.cend(); ++it)
        arguments << quotedSetEnvArgument(it.key(), it.value());
    return QStringLiteral("SetEnv ") + arguments.join(QLatin1Char(' '));
}

SshdServer::Attempt SshdServer::attemptStart(const QList<quint16>& ports)
{
    if (!writeConfig(ports)) {
        m_errorString = QStringLiteral("cannot write %1").arg(configPath());
        return Attempt::Failed;
    }
    const qsizetype logStart = logText().size();
    m_process.process().setStandardInputFile(QProcess::nullDevice());
    m_process.process().setStandardOutputFile(logPath(m_workDir), QIODevice::Append);
    m_process.process().setStandardErrorFile(logPath(m_workDir), QIODevice::Append);
    QStringList arguments{QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), configPath()};
    if (!m_options.reexec)
        arguments << QStringLiteral("-r");
    if (!m_process.start(OpenSshInstallation::sshd(), arguments)) {
        m_errorString = m_process.errorString();
        return Attempt::Failed;
    }

    // The "listening" lines prove the ports are ours (another process may have taken one since we
    // picked it, and would answer with a banner too); the banner proves sshd accepts connections.
    // sshd goes on with the ports it could bind, so a port it could not is a taken one.
    const QDeadlineTimer deadline(kReadyTimeout);
    while (!deadline.hasExpired()) {
        const QString log = logText().mid(logStart);
        if (log.contains(QLatin1String("Address already in use"))) {
            m_process.stop();
            return Attempt::PortTaken;
        }
        if (!m_process.isRunning()) {
            m_process.stop();
            m_errorString = QStringLiteral("sshd exited during start-up:\n%1").arg(log);
            return Attempt::Failed;
        }
        const bool allListening = std::all_of(ports.cbegin(), ports.cend(), [&log](quint16 port) {
            return log.contains(QStringLiteral("Server listening on 127.0.0.1 port %1.").arg(port));
        });
        if (allListening) {
            const std::optional<QString> banner = LoopbackPort::readGreeting(ports.first());
            if (banner && banner->startsWith(QLatin1String("SSH-2.0-")))
                return Attempt::Ready;
        }
        m_process.process().waitForFinished(20);
    }
    m_process.stop();
    m_errorString = QStringLiteral("sshd did not answer on port %1 within %2 s:\n%3")
                        .arg(ports.first())
                        .arg(kReadyTimeout.count())
                        .arg(logText().mid(logStart));
    return Attempt::Failed;
}

bool SshdServer::start()
{
    if (isRunning())
        return true;
    m_errorString.clear();
    for (auto it = m_options.sessionEnvironment.cbegin(); it != m_options.sessionEnvironment.cend(); ++it) {
        if (const QString problem = sessionVariableProblem(it.key(), it.value()); !problem.isEmpty()) {
            m_errorString = QStringLiteral("sessionEnvironment: %1").arg(problem);
            return false;
        }
    }
    if (m_options.portCount < 1 || m_options.portCount > kMaxPorts) {
        m_errorString = QStringLiteral("portCount must be 1 to %1").arg(kMaxPorts);
        return false;
    }
    if (!prepare())
        return false;
    // A restart keeps its ports: clients and known_hosts refer to them.
    const bool keepPort = m_port != 0;
    for (int attempt = 0; attempt < kPortAttempts; ++attempt) {
        QList<quint16> ports = m_ports;
        if (!keepPort) {
            ports.clear();
            while (ports.size() < m_options.portCount) {
                const quint16 port = LoopbackPort::pickUnused();
                if (port == 0) {
                    m_errorString = QStringLiteral("no free port on 127.0.0.1");
                    return false;
                }
                if (!ports.contains(port))
                    ports << port;
            }
        }
        switch (attemptStart(ports)) {
        case Attempt::Ready:
            m_ports = ports;
            m_port = ports.first();
            return true;
        case Attempt::Failed:
            return false;
        case Attempt::PortTaken:
            m_errorString =
                ports.size() == 1
                    ? QStringLiteral("port %1 on 127.0.0.1 is taken").arg(ports.first())
                    : QStringLiteral("one of the ports %1 on 127.0.0.1 is taken").arg(portList(ports));
            if (keepPort)
                QThread::msleep(200); // the old listener's socket may still be closing
            break;
        }
    }
    return false;
}

void SshdServer::stop()
{
    m_process.stop();
}

bool SshdServer::isRunning() const
{
    return m_process.isRunning();
}

QList<qint64> SshdServer::processIds() const
{
    if (!isRunning())
        return {};
    return QList<qint64>{pid()} + ProcessTable::snapshot().descendantsOf(pid());
}

QString SshdServer::hostKeyFingerprint() const
{
    const QStringList fields = m_hostKeyLine.split(QLatin1Char(' '));
    if (fields.size() < 2)
        return {};
    const QByteArray blob = QByteArray::fromBase64(fields[1].toLatin1());
    QByteArray digest = QCryptographicHash::hash(blob, QCryptographicHash::Sha256).toBase64();
    while (digest.endsWith('='))
        digest.chop(1);
    return QStringLiteral("SHA256:") + QString::fromLatin1(digest);
}

QString SshdServer::knownHostsLine() const
{
    const QStringList fields = m_hostKeyLine.split(QLatin1Char(' '));
    if (fields.size() < 2 || m_port == 0)
        return {};
    return QStringLiteral("[127.0.0.1]:%1 %2 %3").arg(m_port).arg(fields[0], fields[1]);
}

bool SshdServer::writeKnownHosts(const QString& path) const
{
    const QString line = knownHostsLine();
    return !line.isEmpty() && writeFile(path, line.toUtf8() + '\n');
}

bool SshdServer::setAuthorizedKeys(const QStringList& lines)
{
    QByteArray content;
    for (const QString& line : lines)
        content += line.toUtf8() + '\n';
    if (!writeFile(authorizedKeysPath(), content)) {
        m_errorString = QStringLiteral("cannot write %1").arg(authorizedKeysPath());
        return false;
    }
    return true;
}

QString SshdServer::logText() const
{
    if (m_workDir.isEmpty())
        return {};
    QFile log(logPath(m_workDir));
    if (!log.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(log.readAll());
}

bool SshdServer::waitForLog(const QString& text, std::chrono::milliseconds timeout) const
{
    const QDeadlineTimer deadline(timeout);
    for (;;) {
        if (logText().contains(text))
            return true;
        if (deadline.hasExpired())
            return false;
        QThread::msleep(20);
    }
}

} // namespace fleetdeck
