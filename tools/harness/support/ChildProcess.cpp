// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ChildProcess.h"

#include "support/ProcessTable.h"

#include <QThread>

#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace fleetdeck {

ChildProcess::ChildProcess() = default;

ChildProcess::~ChildProcess()
{
    stop();
}

bool ChildProcess::start(const QString& program, const QStringList& arguments)
{
    // PR_SET_PDEATHSIG follows the thread that forked, not the process: a child started from a worker
    // thread would be killed when that thread ends, and survive a crash of the main thread's owner.
    if (gettid() != getpid())
        qWarning("fleetdeck::ChildProcess: starting %s outside the main thread", qPrintable(program));

    const pid_t parent = getpid();
    const bool ownGroup = m_ownProcessGroup;
    // Runs in the forked child before exec: async-signal-safe calls only.
    m_process.setChildProcessModifier([parent, ownGroup] {
        if (ownGroup)
            setpgid(0, 0);
        prctl(PR_SET_PDEATHSIG, SIGTERM);
        // The parent may have died between fork and prctl; then nobody would send the signal.
        if (getppid() != parent)
            raise(SIGTERM);
    });
    m_process.start(program, arguments);
    if (!m_process.waitForStarted()) {
        m_errorString = QStringLiteral("cannot start %1: %2").arg(program, m_process.errorString());
        return false;
    }
    m_pid = m_process.processId();
    return true;
}

std::optional<QString> ChildProcess::readStandardOutputLine(QDeadlineTimer deadline)
{
    while (!m_process.canReadLine()) {
        if (m_process.state() == QProcess::NotRunning || deadline.hasExpired())
            return std::nullopt;
        m_process.waitForReadyRead(int(qMin<qint64>(deadline.remainingTime(), 100)));
    }
    QString line = QString::fromUtf8(m_process.readLine());
    while (line.endsWith(QLatin1Char('\n')) || line.endsWith(QLatin1Char('\r')))
        line.chop(1);
    return line;
}

void ChildProcess::stop(std::chrono::milliseconds grace)
{
    if (m_pid <= 0)
        return;
    // Collect the tree before signalling: once a parent is gone its orphans lose the link to it.
    // Only while our child is unreaped is its pid surely still ours to follow.
    const ProcessTable table = ProcessTable::snapshot();
    const bool running = isRunning();
    QList<qint64> tree;
    if (running)
        tree << m_pid << table.descendantsOf(m_pid);
    if (m_ownProcessGroup) {
        // A group's id stays reserved while it has members, so these are still ours.
        for (qint64 member : table.membersOfGroup(m_pid)) {
            if (!tree.contains(member))
                tree << member << table.descendantsOf(member);
        }
    }

    const auto signalAll = [&](int signal) {
        if (running && m_ownProcessGroup)
            ::kill(-pid_t(m_pid), signal);
        for (qint64 pid : std::as_const(tree)) {
            if (ProcessTable::isAlive(pid))
                ::kill(pid_t(pid), signal);
        }
    };
    const auto waitAllGone = [&](QDeadlineTimer deadline) {
        for (;;) {
            if (isRunning())
                m_process.waitForFinished(20); // also reaps our direct child
            else
                QThread::msleep(10);
            const bool anyAlive = isRunning() || ProcessTable::anyAlive(tree);
            if (!anyAlive)
                return true;
            if (deadline.hasExpired())
                return false;
        }
    };

    if (!tree.isEmpty() || running) {
        signalAll(SIGTERM);
        if (!waitAllGone(QDeadlineTimer(grace))) {
            signalAll(SIGKILL);
            waitAllGone(QDeadlineTimer(std::chrono::seconds(1)));
        }
    }
    m_pid = 0;
}

} // namespace fleetdeck
