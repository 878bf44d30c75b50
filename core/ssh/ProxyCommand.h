// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <sys/types.h>

namespace fleetdeck::ssh {

/// ProxyCommand: a local command, run as ssh runs it (`/bin/sh -c COMMAND`), whose standard input
/// and output carry the SSH connection. Its stdin and stdout are one end of a socket pair; the
/// other end is what the session uses as its socket. Its stderr is kept (the first 4 KiB) as the
/// evidence when the connection fails. The command is ended when this object goes.
class ProxyCommand : public QObject
{
    Q_OBJECT

public:
    explicit ProxyCommand(QObject* parent = nullptr);
    ~ProxyCommand() override;

    /// `command` with ssh's tokens expanded: %h host, %p port, %r user, %n the alias, %% a %.
    static QString expand(const QString& command, const QString& host, int port, const QString& user,
                          const QString& alias);

    /// Starts it; returns the socket for the session (the caller owns it), or -1 with a reason.
    int start(const QString& command, QString* error);
    /// Collects what it wrote to stderr and how it ended (waiting a moment for it to end):
    /// "ProxyCommand 'CMD' exited with status 1: <stderr>". Empty when it is still running and
    /// said nothing.
    QString finishAndDescribe();

private:
    void readStderr();

    QString m_command;
    pid_t m_pid = -1;
    int m_stderr = -1;
    QByteArray m_said;
    int m_status = -1; ///< waitpid status once reaped
    bool m_reaped = false;
};

} // namespace fleetdeck::ssh
