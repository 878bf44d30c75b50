// SPDX-License-Identifier: GPL-3.0-or-later
#include "OpenSshMultiplexing.h"

#include "support/OpenSshInstallation.h"

#include <QProcess>
#include <QRegularExpression>

namespace fleetdeck::perf {

OpenSshMultiplexing::OpenSshMultiplexing(QString controlDir, QString identity, QString knownHosts,
                                         QString user)
    : m_controlDir(std::move(controlDir))
    , m_identity(std::move(identity))
    , m_knownHosts(std::move(knownHosts))
    , m_user(std::move(user))
{}

QStringList OpenSshMultiplexing::options(quint16 sshPort) const
{
    QStringList args{QStringLiteral("-F"), QStringLiteral("/dev/null")};
    for (const QString& option :
         {QStringLiteral("UserKnownHostsFile=") + m_knownHosts,
          QStringLiteral("GlobalKnownHostsFile=/dev/null"), QStringLiteral("StrictHostKeyChecking=yes"),
          QStringLiteral("UpdateHostKeys=no"), QStringLiteral("IdentitiesOnly=yes"),
          QStringLiteral("IdentityAgent=none"), QStringLiteral("BatchMode=yes"),
          QStringLiteral("ControlMaster=auto"),
          QStringLiteral("ControlPath=") + m_controlDir + QStringLiteral("/%p"),
          QStringLiteral("ControlPersist=120"), QStringLiteral("LogLevel=ERROR")})
        args << QStringLiteral("-o") << option;
    return args << QStringLiteral("-i") << m_identity << QStringLiteral("-p") << QString::number(sshPort)
                << QStringLiteral("-l") << m_user;
}

ProcessBatch::Command OpenSshMultiplexing::run(quint16 sshPort, const QString& remoteCommand) const
{
    return {OpenSshInstallation::ssh(),
            options(sshPort) << QStringLiteral("--") << QStringLiteral("127.0.0.1") << remoteCommand};
}

ProcessBatch::Command OpenSshMultiplexing::poll(quint16 sshPort, quint16 statusPort) const
{
    return run(sshPort, QStringLiteral("curl -sf --max-time 3 http://localhost:%1/status").arg(statusPort));
}

qint64 OpenSshMultiplexing::masterPid(quint16 sshPort) const
{
    QProcess check;
    check.start(OpenSshInstallation::ssh(), options(sshPort)
                                                << QStringLiteral("-O") << QStringLiteral("check")
                                                << QStringLiteral("127.0.0.1"));
    check.waitForFinished(10000);
    static const QRegularExpression pid(QStringLiteral("pid=(\\d+)"));
    const QRegularExpressionMatch match = pid.match(QString::fromLocal8Bit(check.readAllStandardError()));
    return match.hasMatch() ? match.captured(1).toLongLong() : 0;
}

void OpenSshMultiplexing::stopMasters(const QList<quint16>& sshPorts) const
{
    QList<ProcessBatch::Command> commands;
    for (const quint16 port : sshPorts)
        commands << ProcessBatch::Command{OpenSshInstallation::ssh(),
                                          options(port) << QStringLiteral("-O") << QStringLiteral("exit")
                                                        << QStringLiteral("127.0.0.1")};
    ProcessBatch batch;
    batch.parallel = 50;
    batch.run(commands);
}

} // namespace fleetdeck::perf
