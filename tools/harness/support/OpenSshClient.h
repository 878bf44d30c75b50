// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <chrono>

namespace fleetdeck {

// The real OpenSSH client pointed at a loopback server, isolated from the machine's own setup: no
// ~/.ssh/config, no default keys, no agent, no global or user known_hosts — only the given files.
class OpenSshClient
{
public:
    struct Result
    {
        bool finished = false; // false: did not start, crashed, or ran past the timeout
        int exitCode = -1;     // 255 when ssh itself failed (auth, host key, connect)
        QByteArray standardOutput;
        QByteArray standardError;

        QString toString() const; // for test failure messages
    };

    OpenSshClient(quint16 port, QString identityFile, QString knownHostsFile,
                  QString user = currentUserName());

    // ssh's arguments for running remoteCommand, e.g. for a long-lived ChildProcess.
    QStringList arguments(const QString& remoteCommand) const;
    // Runs remoteCommand with stdin closed and waits for ssh to exit.
    Result run(const QString& remoteCommand,
               std::chrono::milliseconds timeout = std::chrono::seconds(30)) const;

    // Logs in and ends at once, without running a shell (the sftp subsystem, fed an empty stdin):
    // exit code 0 exactly when the login succeeded. Much faster than run() where the login
    // shell's startup files are slow.
    Result login(std::chrono::milliseconds timeout = std::chrono::seconds(30)) const;
    static QString currentUserName();

private:
    Result runWith(const QStringList& args, std::chrono::milliseconds timeout) const;
    quint16 m_port;
    QString m_identityFile;
    QString m_knownHostsFile;
    QString m_user;
};

} // namespace fleetdeck
