// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDeadlineTimer>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <chrono>
#include <optional>

namespace fleetdeck {

// A process that does not outlive whoever started it: it gets SIGTERM when the starting thread dies
// (PR_SET_PDEATHSIG, so start it from the main thread), and stop() ends it together with everything it
// spawned, even descendants that moved to their own session. Used for sshd, cuzk-sim and ssh clients.
class ChildProcess
{
public:
    ChildProcess();
    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    // The underlying process, for channel setup before start() and I/O after it.
    QProcess& process() { return m_process; }
    const QProcess& process() const { return m_process; }

    // Default true: the child leads a new process group, so a terminal's Ctrl-C reaches only us and
    // we decide the order of teardown.
    void setOwnProcessGroup(bool own) { m_ownProcessGroup = own; }

    bool start(const QString& program, const QStringList& arguments);
    QString errorString() const { return m_errorString; }

    qint64 pid() const { return m_pid; }
    bool isRunning() const { return m_process.state() != QProcess::NotRunning; }

    // The next complete line of stdout without its line end; nullopt when the deadline passes or the
    // process exits first.
    std::optional<QString> readStandardOutputLine(QDeadlineTimer deadline);

    // SIGTERM to the process, its group and all its descendants; SIGKILL to whatever is left after
    // grace; returns once all of them are gone (or a last second after SIGKILL has passed).
    void stop(std::chrono::milliseconds grace = std::chrono::seconds(3));

private:
    QProcess m_process;
    bool m_ownProcessGroup = true;
    qint64 m_pid = 0;
    QString m_errorString;
};

} // namespace fleetdeck
