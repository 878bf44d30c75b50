// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMap>
#include <QString>

namespace fleetdeck {
class ProcessTable;
}

namespace fleetdeck::perf {

/// CPU time in milliseconds (user + system).
struct CpuTime
{
    double userMs = 0;
    double systemMs = 0;
    double total() const { return userMs + systemMs; }
    CpuTime operator-(const CpuTime& other) const
    {
        return {userMs - other.userMs, systemMs - other.systemMs};
    }
    CpuTime operator+(const CpuTime& other) const
    {
        return {userMs + other.userMs, systemMs + other.systemMs};
    }
};

CpuTime cpuOfThisProcess();
/// CPU time of each thread of a process by thread name (/proc/PID/task/*/stat; 0: this process).
QMap<QString, CpuTime> cpuOfThreads(qint64 pid = 0);
/// Voluntary and involuntary context switches of every thread of a process (/proc/PID/status).
double contextSwitchesOf(qint64 pid);
/// Context switches of this process's threads (getrusage: voluntary + involuntary).
double contextSwitchesOfThisProcess();
/// Children this process has waited for (getrusage RUSAGE_CHILDREN).
CpuTime cpuOfWaitedChildren();
/// From /proc/PID/stat; zero when the process is gone.
CpuTime cpuOfProcess(qint64 pid);
/// CPU time of a process and of all its descendants, living (in `table`, a snapshot of /proc)
/// or waited for (cutime, cstime): what a forking server such as sshd spends, its per-login
/// processes included.
CpuTime cpuOfProcessTree(const ProcessTable& table, qint64 pid);
/// The program a process runs (/proc/PID/comm); empty when gone.
QString programOf(qint64 pid);
/// VmRSS and VmHWM of a process in MiB (/proc/PID/status); 0 when gone.
double residentMiB(qint64 pid);
double peakResidentMiB(qint64 pid);

/// Linear interpolation between closest ranks (q in 0..1); 0 for an empty list.
double percentile(QList<double> values, double q);

/// One line of the result table: our figure, the baseline's from the same run, and the target.
struct Row
{
    QString target;   ///< "1", "2a", ...
    QString measure;  ///< what was measured, in words
    QString ours;     ///< formatted with its unit
    QString baseline; ///< formatted, or "-" when there is none
    QString ratio;    ///< baseline / ours, or "-"
    QString goal;     ///< the target, in words
    bool met = false;
};

QString milliseconds(double ms);
QString ratioText(double baseline, double ours);
void printTable(const QList<Row>& rows);
/// Markdown of the same table, for the README.
QString markdownTable(const QList<Row>& rows);

/// Progress for whoever watches the run (stderr, so the table stays clean on stdout).
void say(const QString& text);

} // namespace fleetdeck::perf
