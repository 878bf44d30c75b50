// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/OpenSshClient.h"

#include "support/ChildProcess.h"
#include "support/OpenSshInstallation.h"

#include <pwd.h>
#include <unistd.h>

namespace fleetdeck {

OpenSshClient::OpenSshClient(quint16 port, QString identityFile, QString knownHostsFile, QString user)
    : m_port(port)
    , m_identityFile(std::move(identityFile))
    , m_knownHostsFile(std::move(knownHostsFile))
    , m_user(std::move(user))
{}

QStringList OpenSshClient::arguments(const QString& remoteCommand) const
{
    const auto option = [](const QString& value) { return QStringList{QStringLiteral("-o"), value}; };
    return QStringList{QStringLiteral("-F"), QStringLiteral("/dev/null")}
           // also keeps ssh from creating ~/.ssh
           + option(QStringLiteral("UserKnownHostsFile=") + m_knownHostsFile) +
           option(QStringLiteral("GlobalKnownHostsFile=/dev/null")) +
           option(QStringLiteral("StrictHostKeyChecking=yes")) + option(QStringLiteral("UpdateHostKeys=no")) +
           option(QStringLiteral("IdentitiesOnly=yes")) + option(QStringLiteral("IdentityAgent=none")) +
           option(QStringLiteral("BatchMode=yes")) + option(QStringLiteral("ControlMaster=no")) +
           option(QStringLiteral("ControlPath=none")) + option(QStringLiteral("ConnectTimeout=10")) +
           option(QStringLiteral("LogLevel=ERROR")) +
           QStringList{QStringLiteral("-i"), m_identityFile, QStringLiteral("-p"), QString::number(m_port),
                       QStringLiteral("-l"), m_user,
                       // "--" before the host: ssh would parse options after the host otherwise.
                       QStringLiteral("--"), QStringLiteral("127.0.0.1"), remoteCommand};
}

OpenSshClient::Result OpenSshClient::run(const QString& remoteCommand,
                                         std::chrono::milliseconds timeout) const
{
    return runWith(arguments(remoteCommand), timeout);
}

OpenSshClient::Result OpenSshClient::login(std::chrono::milliseconds timeout) const
{
    QStringList args = arguments(QStringLiteral("sftp"));
    args.insert(args.indexOf(QStringLiteral("--")), QStringLiteral("-s"));
    return runWith(args, timeout);
}

OpenSshClient::Result OpenSshClient::runWith(const QStringList& args, std::chrono::milliseconds timeout) const
{
    Result result;
    ChildProcess ssh;
    if (!ssh.start(OpenSshInstallation::ssh(), args)) {
        result.standardError = ssh.errorString().toUtf8();
        return result;
    }
    ssh.process().closeWriteChannel();
    result.finished = ssh.process().waitForFinished(int(timeout.count())) &&
                      ssh.process().exitStatus() == QProcess::NormalExit;
    if (result.finished)
        result.exitCode = ssh.process().exitCode();
    result.standardOutput = ssh.process().readAllStandardOutput();
    result.standardError = ssh.process().readAllStandardError();
    return result;
}

QString OpenSshClient::Result::toString() const
{
    return QStringLiteral("finished=%1 exit=%2 stdout=[%3] stderr=[%4]")
        .arg(finished)
        .arg(exitCode)
        .arg(QString::fromUtf8(standardOutput).trimmed(), QString::fromUtf8(standardError).trimmed());
}

QString OpenSshClient::currentUserName()
{
    if (const passwd* entry = getpwuid(geteuid()))
        return QString::fromLocal8Bit(entry->pw_name);
    return qEnvironmentVariable("USER");
}

} // namespace fleetdeck
