// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/ProxyCommand.h"

#include <QDeadlineTimer>
#include <QThread>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace fleetdeck::ssh {

namespace {
constexpr qsizetype kMaxStderr = 4096;
}

ProxyCommand::ProxyCommand(QObject* parent)
    : QObject(parent)
{}

ProxyCommand::~ProxyCommand()
{
    if (m_pid > 0 && !m_reaped) {
        ::kill(m_pid, SIGTERM);
        int status = 0;
        // It had its socket closed and a TERM: a short wait, then it is killed outright.
        const QDeadlineTimer deadline(500);
        while (::waitpid(m_pid, &status, WNOHANG) == 0) {
            if (deadline.hasExpired()) {
                ::kill(m_pid, SIGKILL);
                ::waitpid(m_pid, &status, 0);
                break;
            }
            QThread::msleep(5);
        }
    }
    if (m_stderr >= 0)
        ::close(m_stderr);
}

QString ProxyCommand::expand(const QString& command, const QString& host, int port, const QString& user,
                             const QString& alias)
{
    QString out;
    for (qsizetype i = 0; i < command.size(); ++i) {
        const QChar c = command.at(i);
        if (c != QLatin1Char('%') || i + 1 == command.size()) {
            out += c;
            continue;
        }
        const QChar t = command.at(++i);
        if (t == QLatin1Char('h'))
            out += host;
        else if (t == QLatin1Char('p'))
            out += QString::number(port);
        else if (t == QLatin1Char('r'))
            out += user;
        else if (t == QLatin1Char('n'))
            out += alias;
        else if (t == QLatin1Char('%'))
            out += QLatin1Char('%');
        else
            out += QLatin1Char('%') + t; // not a token of ProxyCommand: kept as written
    }
    return out;
}

int ProxyCommand::start(const QString& command, QString* error)
{
    m_command = command;
    int pair[2];
    int errPipe[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0) {
        *error = QStringLiteral("socketpair: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
        return -1;
    }
    if (::pipe2(errPipe, O_CLOEXEC) != 0) {
        *error = QStringLiteral("pipe: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
        ::close(pair[0]);
        ::close(pair[1]);
        return -1;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pair[1], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, pair[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], STDERR_FILENO);
    const QByteArray text = command.toLocal8Bit();
    char sh[] = "/bin/sh";
    char dashC[] = "-c";
    char* argv[] = {sh, dashC, const_cast<char*>(text.constData()), nullptr};
    const int rc = ::posix_spawn(&m_pid, sh, &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(pair[1]);
    ::close(errPipe[1]);
    if (rc != 0) {
        *error = QString::fromLocal8Bit(std::strerror(rc));
        m_pid = -1;
        ::close(pair[0]);
        ::close(errPipe[0]);
        return -1;
    }
    m_stderr = errPipe[0];
    ::fcntl(m_stderr, F_SETFL, ::fcntl(m_stderr, F_GETFL) | O_NONBLOCK);
    ::fcntl(pair[0], F_SETFL, ::fcntl(pair[0], F_GETFL) | O_NONBLOCK);
    return pair[0];
}

void ProxyCommand::readStderr()
{
    char buffer[1024];
    for (;;) {
        const ssize_t n = ::read(m_stderr, buffer, sizeof buffer);
        if (n <= 0)
            break;
        if (m_said.size() < kMaxStderr)
            m_said.append(buffer, qMin<qsizetype>(n, kMaxStderr - m_said.size()));
    }
}

QString ProxyCommand::finishAndDescribe()
{
    if (m_pid <= 0)
        return {};
    // A command that failed has usually exited already; give it a moment to finish saying why.
    const QDeadlineTimer deadline(200);
    while (!m_reaped && !deadline.hasExpired()) {
        int status = 0;
        if (::waitpid(m_pid, &status, WNOHANG) == m_pid) {
            m_reaped = true;
            m_status = status;
            break;
        }
        QThread::msleep(5);
    }
    if (m_stderr >= 0)
        readStderr();
    const QString said = QString::fromLocal8Bit(m_said).trimmed();
    QString how;
    if (m_reaped && WIFEXITED(m_status))
        how = QStringLiteral("exited with status %1").arg(WEXITSTATUS(m_status));
    else if (m_reaped && WIFSIGNALED(m_status))
        how = QStringLiteral("was killed by signal %1").arg(WTERMSIG(m_status));
    if (how.isEmpty() && said.isEmpty())
        return {};
    QString text = QStringLiteral("ProxyCommand '%1'").arg(m_command);
    if (!how.isEmpty())
        text += QLatin1Char(' ') + how;
    if (!said.isEmpty())
        text += QStringLiteral(": ") + said;
    return text;
}

} // namespace fleetdeck::ssh
