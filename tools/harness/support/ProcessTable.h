// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace fleetdeck {

// A snapshot of /proc, used to find every process a test started, including the ones that left our
// process group or session (sshd gives each connection its own session).
class ProcessTable
{
public:
    static ProcessTable snapshot();

    // Children, grandchildren, ... of pid at the time of the snapshot.
    QList<qint64> descendantsOf(qint64 pid) const;
    // Live members of a process group.
    QList<qint64> membersOfGroup(qint64 groupId) const;
    // Processes whose command line (arguments joined by spaces) contains text.
    QList<qint64> pidsWithCommandLineContaining(const QString& text) const;
    QString commandLineOf(qint64 pid) const;
    // Processes whose command line, working directory or an open file names something under directory
    // (sshd and cuzk-sim keep their logs open). Sees only the processes we may inspect.
    QList<qint64> pidsUsing(const QString& directory) const;

    // True while pid exists and is not a zombie. Zombies count as gone: an orphan's zombie may never be
    // reaped when PID 1 does not reap (as in some containers), yet it holds no resources.
    static bool isAlive(qint64 pid);
    static bool anyAlive(const QList<qint64>& pids);

private:
    struct Entry
    {
        qint64 pid = 0;
        qint64 parentPid = 0;
        qint64 groupId = 0;
        char state = '?';
        QString commandLine;
    };
    QList<Entry> m_entries;
};

} // namespace fleetdeck
