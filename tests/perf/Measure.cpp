// SPDX-License-Identifier: GPL-3.0-or-later
#include "Measure.h"

#include "support/ProcessTable.h"

#include <QDir>
#include <QFile>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sys/resource.h>
#include <unistd.h>

namespace fleetdeck::perf {

namespace {

double toMs(const timeval& t)
{
    return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3;
}

CpuTime usage(int who)
{
    rusage r{};
    getrusage(who, &r);
    return {toMs(r.ru_utime), toMs(r.ru_stime)};
}

QByteArray procFile(qint64 pid, const char* name)
{
    QFile file(QStringLiteral("/proc/%1/%2").arg(pid).arg(QLatin1String(name)));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

double statusKiB(qint64 pid, const QByteArray& field)
{
    for (const QByteArray& line : procFile(pid, "status").split('\n')) {
        if (line.startsWith(field + ':'))
            return line.mid(field.size() + 1).trimmed().split(' ').value(0).toDouble();
    }
    return 0;
}

// The utime and stime fields of a /proc stat line.
// utime + stime, and cutime + cstime (children waited for), of a /proc stat line. The command
// name may hold spaces; the fields after it are plain: state(0) ppid(1) ... utime(11) stime(12)
// cutime(13) cstime(14), in clock ticks.
struct StatTimes
{
    CpuTime own;
    CpuTime children;
};

StatTimes timesFromStat(const QByteArray& stat)
{
    StatTimes times;
    const qsizetype end = stat.lastIndexOf(')');
    if (end < 0)
        return times;
    const QList<QByteArray> fields = stat.mid(end + 2).split(' ');
    const double tick = 1000.0 / double(sysconf(_SC_CLK_TCK));
    times.own = {fields.value(11).toDouble() * tick, fields.value(12).toDouble() * tick};
    times.children = {fields.value(13).toDouble() * tick, fields.value(14).toDouble() * tick};
    return times;
}

// The utime and stime fields of a /proc stat line.
CpuTime cpuFromStat(const QByteArray& stat)
{
    return timesFromStat(stat).own;
}

} // namespace

CpuTime cpuOfThisProcess()
{
    return usage(RUSAGE_SELF);
}

QMap<QString, CpuTime> cpuOfThreads(qint64 pid)
{
    QMap<QString, CpuTime> threads;
    const QDir tasks(pid ? QStringLiteral("/proc/%1/task").arg(pid) : QStringLiteral("/proc/self/task"));
    for (const QString& tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile stat(tasks.filePath(tid + QStringLiteral("/stat")));
        QFile comm(tasks.filePath(tid + QStringLiteral("/comm")));
        if (!stat.open(QIODevice::ReadOnly) || !comm.open(QIODevice::ReadOnly))
            continue;
        const QString name = QString::fromLocal8Bit(comm.readAll().trimmed());
        threads[name] = threads.value(name) + cpuFromStat(stat.readAll());
    }
    return threads;
}

double contextSwitchesOf(qint64 pid)
{
    double sum = 0;
    const QDir tasks(QStringLiteral("/proc/%1/task").arg(pid));
    for (const QString& tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile status(tasks.filePath(tid + QStringLiteral("/status")));
        if (!status.open(QIODevice::ReadOnly))
            continue;
        for (const QByteArray& line : status.readAll().split('\n')) {
            if (line.startsWith("voluntary_ctxt_switches:") || line.startsWith("nonvoluntary_ctxt_switches:"))
                sum += line.mid(line.indexOf(':') + 1).trimmed().toDouble();
        }
    }
    return sum;
}

double contextSwitchesOfThisProcess()
{
    rusage r{};
    getrusage(RUSAGE_SELF, &r);
    return double(r.ru_nvcsw + r.ru_nivcsw);
}

CpuTime cpuOfWaitedChildren()
{
    return usage(RUSAGE_CHILDREN);
}

QString programOf(qint64 pid)
{
    return QString::fromLocal8Bit(procFile(pid, "comm").trimmed());
}

CpuTime cpuOfProcess(qint64 pid)
{
    return cpuFromStat(procFile(pid, "stat"));
}

CpuTime cpuOfProcessTree(const ProcessTable& table, qint64 pid)
{
    QList<qint64> tree = table.descendantsOf(pid);
    tree.prepend(pid);
    CpuTime total;
    for (const qint64 id : std::as_const(tree)) {
        const StatTimes times = timesFromStat(procFile(id, "stat"));
        total = total + times.own + times.children;
    }
    return total;
}

double residentMiB(qint64 pid)
{
    return statusKiB(pid, "VmRSS") / 1024.0;
}

double peakResidentMiB(qint64 pid)
{
    return statusKiB(pid, "VmHWM") / 1024.0;
}

double percentile(QList<double> values, double q)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const double position = q * double(values.size() - 1);
    const auto below = qsizetype(std::floor(position));
    const auto above = qsizetype(std::ceil(position));
    return values.at(below) + (values.at(above) - values.at(below)) * (position - double(below));
}

QString milliseconds(double ms)
{
    if (ms >= 1000)
        return QStringLiteral("%1 s").arg(ms / 1000, 0, 'f', 2);
    if (ms >= 10)
        return QStringLiteral("%1 ms").arg(ms, 0, 'f', 1);
    return QStringLiteral("%1 ms").arg(ms, 0, 'f', 3);
}

QString ratioText(double baseline, double ours)
{
    if (ours <= 0)
        return QStringLiteral("-");
    return QStringLiteral("%1x").arg(baseline / ours, 0, 'f', baseline / ours >= 10 ? 0 : 1);
}

void printTable(const QList<Row>& rows)
{
    const QStringList headers{QStringLiteral("#"),         QStringLiteral("measure"),
                              QStringLiteral("fleetdeck"), QStringLiteral("baseline"),
                              QStringLiteral("ratio"),     QStringLiteral("target"),
                              QStringLiteral("result")};
    QList<QStringList> cells;
    for (const Row& row : rows)
        cells << QStringList{row.target,
                             row.measure,
                             row.ours,
                             row.baseline,
                             row.ratio,
                             row.goal,
                             row.met ? QStringLiteral("PASS") : QStringLiteral("FAIL")};
    QList<qsizetype> widths;
    for (const QString& header : headers)
        widths << header.size();
    for (const QStringList& line : cells) {
        for (int i = 0; i < line.size(); ++i)
            widths[i] = std::max(widths[i], line.at(i).size());
    }
    const auto print = [&widths](const QStringList& line) {
        QString text;
        for (int i = 0; i < line.size(); ++i)
            text += line.at(i).leftJustified(widths.at(i) + 2);
        std::printf("%s\n", qPrintable(text.trimmed()));
    };
    print(headers);
    QStringList rules;
    for (const qsizetype width : widths)
        rules << QString(width, QLatin1Char('-'));
    print(rules);
    for (const QStringList& line : cells)
        print(line);
    std::fflush(stdout);
}

QString markdownTable(const QList<Row>& rows)
{
    QString text = QStringLiteral("| # | measure | fleetdeck | baseline | ratio | target | result |\n"
                                  "|---|---|---|---|---|---|---|\n");
    for (const Row& row : rows)
        text += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n")
                    .arg(row.target, row.measure, row.ours, row.baseline, row.ratio, row.goal,
                         row.met ? QStringLiteral("pass") : QStringLiteral("**FAIL**"));
    return text;
}

void say(const QString& text)
{
    std::fprintf(stderr, "%s\n", qPrintable(text));
    std::fflush(stderr);
}

} // namespace fleetdeck::perf
