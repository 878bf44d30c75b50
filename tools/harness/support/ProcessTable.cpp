// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ProcessTable.h"

#include <QDir>
#include <QFile>

#include <algorithm>
#include <optional>

namespace fleetdeck {

namespace {

QByteArray readProcFile(qint64 pid, const char* name)
{
    QFile file(QStringLiteral("/proc/%1/%2").arg(pid).arg(QLatin1String(name)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

struct Stat
{
    char state = '?';
    qint64 parentPid = 0;
    qint64 groupId = 0;
};

// /proc/PID/stat is "pid (comm) state ppid pgrp ..."; comm may itself contain spaces and parentheses.
std::optional<Stat> parseStat(const QByteArray& text)
{
    const qsizetype close = text.lastIndexOf(')');
    if (close < 0)
        return std::nullopt;
    const QList<QByteArray> fields = text.mid(close + 2).split(' ');
    if (fields.size() < 3 || fields[0].isEmpty())
        return std::nullopt;
    Stat stat;
    stat.state = fields[0].at(0);
    bool parentOk = false;
    bool groupOk = false;
    stat.parentPid = fields[1].toLongLong(&parentOk);
    stat.groupId = fields[2].toLongLong(&groupOk);
    if (!parentOk || !groupOk)
        return std::nullopt;
    return stat;
}

} // namespace

ProcessTable ProcessTable::snapshot()
{
    ProcessTable table;
    const QStringList names = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& name : names) {
        bool isPid = false;
        const qint64 pid = name.toLongLong(&isPid);
        if (!isPid)
            continue;
        const std::optional<Stat> stat = parseStat(readProcFile(pid, "stat"));
        if (!stat)
            continue; // exited while we looked
        Entry entry;
        entry.pid = pid;
        entry.parentPid = stat->parentPid;
        entry.groupId = stat->groupId;
        entry.state = stat->state;
        QByteArray commandLine = readProcFile(pid, "cmdline");
        if (commandLine.endsWith('\0'))
            commandLine.chop(1);
        commandLine.replace('\0', ' ');
        entry.commandLine = QString::fromLocal8Bit(commandLine);
        table.m_entries.append(entry);
    }
    return table;
}

QList<qint64> ProcessTable::descendantsOf(qint64 pid) const
{
    QList<qint64> found;
    QList<qint64> frontier{pid};
    while (!frontier.isEmpty()) {
        const qint64 parent = frontier.takeFirst();
        for (const Entry& entry : m_entries) {
            if (entry.parentPid == parent && entry.pid != pid && !found.contains(entry.pid)) {
                found.append(entry.pid);
                frontier.append(entry.pid);
            }
        }
    }
    return found;
}

QList<qint64> ProcessTable::membersOfGroup(qint64 groupId) const
{
    QList<qint64> found;
    for (const Entry& entry : m_entries) {
        if (entry.groupId == groupId && entry.state != 'Z')
            found.append(entry.pid);
    }
    return found;
}

QList<qint64> ProcessTable::pidsWithCommandLineContaining(const QString& text) const
{
    QList<qint64> found;
    for (const Entry& entry : m_entries) {
        if (entry.state != 'Z' && entry.commandLine.contains(text))
            found.append(entry.pid);
    }
    return found;
}

QList<qint64> ProcessTable::pidsUsing(const QString& directory) const
{
    const QString prefix = QDir::cleanPath(directory) + QLatin1Char('/');
    const auto isUnder = [&](const QString& path) {
        return path.startsWith(prefix) || path == prefix.chopped(1);
    };
    QList<qint64> found;
    for (const Entry& entry : m_entries) {
        if (entry.state == 'Z')
            continue;
        const QString procDir = QStringLiteral("/proc/%1").arg(entry.pid);
        bool uses = entry.commandLine.contains(prefix) ||
                    isUnder(QFile::symLinkTarget(procDir + QStringLiteral("/cwd")));
        if (!uses) {
            const QDir fds(procDir + QStringLiteral("/fd"));
            // System: the links of pipes and sockets look broken, and QDir hides broken links otherwise.
            const QStringList names =
                fds.entryList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot);
            for (const QString& name : names) {
                if (isUnder(QFile::symLinkTarget(fds.filePath(name)))) {
                    uses = true;
                    break;
                }
            }
        }
        if (uses)
            found.append(entry.pid);
    }
    return found;
}

QString ProcessTable::commandLineOf(qint64 pid) const
{
    for (const Entry& entry : m_entries) {
        if (entry.pid == pid)
            return entry.commandLine;
    }
    return {};
}

bool ProcessTable::isAlive(qint64 pid)
{
    if (pid <= 0)
        return false;
    const std::optional<Stat> stat = parseStat(readProcFile(pid, "stat"));
    return stat && stat->state != 'Z' && stat->state != 'X';
}

bool ProcessTable::anyAlive(const QList<qint64>& pids)
{
    return std::any_of(pids.cbegin(), pids.cend(), &ProcessTable::isAlive);
}

} // namespace fleetdeck
