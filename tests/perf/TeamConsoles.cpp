// SPDX-License-Identifier: GPL-3.0-or-later
// Target 6: a team on one store. A real PostgreSQL server (started here), one collector
// (`fleetdeck-cli collect`) polling the 1000-node fleet every 10 s, and five real consoles
// (offscreen) on the store, each with its GUI-thread probe. Measured: the SSH sessions the fleet
// carries (the kernel's socket table, by process), how soon after its poll a status reaches each
// console's table (the probe lists every poll's first arrival), how late the consoles' GUI
// threads run while the store takes the collector's writes, and the collector's CPU and memory.
#include "Targets.h"

#include "status/NodeStatus.h"
#include "storage/Database.h"
#include "support/CollectorProcesses.h"
#include "support/PostgresServer.h"

#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>
#include <QTimer>

#include <algorithm>
#include <limits>
#include <memory>

namespace fleetdeck::perf {

namespace {

constexpr int kConsoles = 5;
constexpr int kIntervalSecs = 10;
constexpr int kLeaseSecs = 30;
constexpr int kReadyTimeoutSecs = 300;

int statusRows(storage::Database& db)
{
    QSqlQuery q(db.connection());
    return q.exec(QStringLiteral("SELECT COUNT(*) FROM node_status")) && q.next() ? q.value(0).toInt() : -1;
}

// Established TCP connections to `ports` on loopback, by the pid that holds them (`ss -tnp`).
QHash<qint64, int> sessionsByProcess(const QSet<quint16>& ports)
{
    QHash<qint64, int> sessions;
    QProcess ss;
    ss.start(QStringLiteral("ss"),
             {QStringLiteral("-Htnp"), QStringLiteral("state"), QStringLiteral("established")});
    if (!ss.waitForFinished(30000))
        return sessions;
    static const QRegularExpression pid(QStringLiteral("pid=(\\d+)"));
    for (const QByteArray& raw : ss.readAllStandardOutput().split('\n')) {
        const QStringList f = QString::fromUtf8(raw).simplified().split(QLatin1Char(' '));
        // Recv-Q Send-Q Local:Port Peer:Port Process
        if (f.size() < 5)
            continue;
        const quint16 peerPort = quint16(f.at(3).section(QLatin1Char(':'), -1).toUInt());
        if (!ports.contains(peerPort))
            continue;
        const QRegularExpressionMatch m = pid.match(f.at(4));
        if (m.hasMatch())
            ++sessions[m.captured(1).toLongLong()];
    }
    return sessions;
}

double percentile(QList<qint64> values, double p)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype at = qMin(values.size() - 1, qsizetype(double(values.size()) * p));
    return double(values.at(at));
}

} // namespace

QList<Row> measureTeamConsoles(const Context& context)
{
    const int count = context.consoleNodes;
    say(QStringLiteral("target 6: %1 consoles and one collector on a team store of %2 nodes, %3 s measured")
            .arg(kConsoles)
            .arg(count)
            .arg(context.consoleSeconds));
    QString why;
    const std::unique_ptr<PostgresServer> server = PostgresServer::startWith({QStringLiteral("team")}, &why);
    if (!server) {
        say(QStringLiteral("target 6: PostgreSQL did not start: ") + why);
        return {};
    }
    const QString url = server->url(QStringLiteral("team"));
    const LocalFleet::Options options = idleFleet(context, QStringLiteral("team"));
    LocalFleet fleet(options);
    if (!fleet.start()) {
        say(QStringLiteral("target 6: the fleet did not start: ") + fleet.errorString());
        return {};
    }
    if (const QString error = writeInventory(fleet, url); !error.isEmpty()) {
        say(QStringLiteral("target 6: ") + error);
        return {};
    }
    storage::Database db;
    if (!db.open(url)) {
        say(QStringLiteral("target 6: ") + db.error());
        return {};
    }
    QSet<quint16> ports;
    for (const LocalFleet::Node& node : fleet.nodes())
        ports.insert(node.port);

    // The collector, until every node's status is in the store.
    test::CollectorRun run;
    run.cliPath = context.cli;
    run.home = context.workDir + QStringLiteral("/collector-home");
    QDir().mkpath(run.home);
    run.leaseSeconds = kLeaseSecs;
    run.intervalSeconds = kIntervalSecs;
    run.global = {QStringLiteral("--db"), url, QStringLiteral("--known-hosts"), fleet.knownHostsPath()};
    const std::unique_ptr<test::CollectorProcess> collector = test::startCollector(run);
    if (!collector) {
        say(QStringLiteral("target 6: the collector did not start"));
        return {};
    }
    const qint64 launchedAt = QDateTime::currentMSecsSinceEpoch();
    int written = 0;
    for (int s = 0; s < kReadyTimeoutSecs && written < count; ++s) {
        wait(1000);
        written = statusRows(db);
    }
    if (written < count) {
        say(QStringLiteral("target 6: the collector wrote %1 of %2 nodes within %3 s")
                .arg(written)
                .arg(count)
                .arg(kReadyTimeoutSecs));
        return {};
    }
    say(QStringLiteral("  collector: all %1 nodes in the store %2 s after its start")
            .arg(count)
            .arg(double(QDateTime::currentMSecsSinceEpoch() - launchedAt) / 1000, 0, 'f', 1));

    // Five consoles on the store, each with its GUI-thread probe.
    const auto probePath = [&options](int i) {
        return options.workDir + QStringLiteral("/probe-%1.jsonl").arg(i);
    };
    std::unique_ptr<QProcess> consoles[kConsoles];
    for (int i = 0; i < kConsoles; ++i) {
        consoles[i] = std::make_unique<QProcess>();
        if (!startConsole(*consoles[i], context, fleet, url,
                          options.workDir + QStringLiteral("/console-%1.log").arg(i), probePath(i)))
            return {};
    }

    wait(2 * kIntervalSecs * 1000); // the consoles see the collector and read the store once

    const QHash<qint64, int> sessions = sessionsByProcess(ports);
    const int collectorSessions = sessions.value(collector->process->processId());
    int consoleSessions = 0;
    for (const auto& console : consoles)
        consoleSessions += sessions.value(console->processId());
    int total = 0;
    for (const int n : sessions)
        total += n;
    say(QStringLiteral("  SSH sessions to the fleet: %1 in all, the collector's %2, the %3 consoles' %4")
            .arg(total)
            .arg(collectorSessions)
            .arg(kConsoles)
            .arg(consoleSessions));

    const qint64 pid = collector->process->processId();
    const qint64 windowFrom = QDateTime::currentMSecsSinceEpoch();
    const CpuTime cpuStart = cpuOfProcess(pid);
    wait(context.consoleSeconds * 1000);
    const qint64 windowTo = QDateTime::currentMSecsSinceEpoch();
    const CpuTime cpu = cpuOfProcess(pid) - cpuStart;
    const double rssMiB = residentMiB(pid);
    const double peakMiB = peakResidentMiB(pid);
    const double share = 100.0 * cpu.total() / double(windowTo - windowFrom);
    // Each console's table: how soon each poll arrived, and its GUI thread. The worst console
    // stands for all.
    ProbeWindow probe;
    QList<qint64> delays;
    double worstP95 = 0;
    int fewestArrivals = std::numeric_limits<int>::max();
    int probeSeconds = std::numeric_limits<int>::max(); // the fewest any console reported
    for (int i = 0; i < kConsoles; ++i) {
        const ProbeWindow console = readProbe(probePath(i), windowFrom, windowTo);
        const double p95 = percentile(console.statusArrivalsMs, 0.95);
        say(QStringLiteral(
                "  console %1: %2 polls arrived, p50 %3 ms, p95 %4 ms; GUI thread late by %7 ms of its own "
                "at worst, %5 ms on the clock (a second with %6 ms waiting for a core)")
                .arg(i)
                .arg(console.statusArrivalsMs.size())
                .arg(percentile(console.statusArrivalsMs, 0.5), 0, 'f', 0)
                .arg(p95, 0, 'f', 0)
                .arg(console.worstLateMs, 0, 'f', 1)
                .arg(console.runqueueWaitMs, 0, 'f', 0)
                .arg(console.worstOwnLateMs, 0, 'f', 1));
        worstP95 = qMax(worstP95, p95);
        fewestArrivals = qMin(fewestArrivals, int(console.statusArrivalsMs.size()));
        delays += console.statusArrivalsMs;
        if (i == 0 || console.worstLateMs > probe.worstLateMs) {
            probe.worstLateMs = console.worstLateMs;
            probe.runqueueWaitMs = console.runqueueWaitMs;
        }
        probe.lateOver50 += console.lateOver50;
        probe.worstOwnLateMs = qMax(probe.worstOwnLateMs, console.worstOwnLateMs);
        probe.ownLateOver50 += console.ownLateOver50;
        probeSeconds = qMin(probeSeconds, console.seconds);
    }
    const int expected = count * int((windowTo - windowFrom) / 1000 / kIntervalSecs);

    for (auto& console : consoles) {
        console->terminate();
        if (!console->waitForFinished(15000))
            console->kill();
    }
    collector->process->terminate();
    if (!collector->process->waitForFinished(20000))
        collector->process->kill();

    const double p50 = percentile(delays, 0.50);
    say(QStringLiteral(
            "  window %1 s: %2 polls expected per console; over all consoles p50 %3 ms, p95 %4 ms, "
            "slowest %5 ms")
            .arg(double(windowTo - windowFrom) / 1000, 0, 'f', 1)
            .arg(expected)
            .arg(p50, 0, 'f', 0)
            .arg(percentile(delays, 0.95), 0, 'f', 0)
            .arg(percentile(delays, 1.0), 0, 'f', 0));
    say(QStringLiteral("  collector: user %1 s, system %2 s; resident %3 MiB (peak %4 MiB)")
            .arg(cpu.userMs / 1000, 0, 'f', 2)
            .arg(cpu.systemMs / 1000, 0, 'f', 2)
            .arg(rssMiB, 0, 'f', 0)
            .arg(peakMiB, 0, 'f', 0));
    const bool complete = fewestArrivals >= expected * 9 / 10;
    return {
        Row{QStringLiteral("6a"),
            QStringLiteral("SSH sessions to %1 nodes, %2 consoles + a collector (consoles' own: %3)")
                .arg(count)
                .arg(kConsoles)
                .arg(consoleSessions),
            QStringLiteral("%1 per node").arg(double(total) / count, 0, 'f', 2),
            QStringLiteral("%1 per node").arg(kConsoles), QStringLiteral("-"), QStringLiteral("1 per node"),
            consoleSessions == 0 && total <= count},
        Row{QStringLiteral("6b"),
            QStringLiteral(
                "a collector's poll in each console's table, worst console's p95 (%1 arrivals, p50 %2)")
                .arg(delays.size())
                .arg(milliseconds(p50)),
            milliseconds(worstP95), QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("<= 1 s"),
            worstP95 <= 1000 && complete},
        // Five consoles, a collector, PostgreSQL and 1000 sshd share two cores here, where each
        // console would have a workstation of its own: a tick is judged by what its thread did,
        // the wait for a core left out (the clock's figure is beside it).
        Row{QStringLiteral("6c"),
            QStringLiteral(
                "worst of %4 consoles' GUI loops while the store takes %1 nodes / 10 s, own lateness "
                "(%2 ticks > 50 ms; on the clock %5, %3 ticks > 50 ms)")
                .arg(count)
                .arg(probe.ownLateOver50)
                .arg(probe.lateOver50)
                .arg(kConsoles)
                .arg(milliseconds(probe.worstLateMs)),
            milliseconds(probe.worstOwnLateMs), QStringLiteral("-"), QStringLiteral("-"),
            QStringLiteral("<= 50 ms"),
            probe.worstOwnLateMs <= 50 && probeSeconds >= context.consoleSeconds - 2},
        Row{QStringLiteral("6d"),
            QStringLiteral("collector, %1 nodes every 10 s: CPU (resident %2 MiB)")
                .arg(count)
                .arg(rssMiB, 0, 'f', 0),
            QStringLiteral("%1 %").arg(share, 0, 'f', 2), QStringLiteral("-"), QStringLiteral("-"),
            QStringLiteral("<= %1 % of a core").arg(5.0 * count / 1000, 0, 'f', 1),
            share <= 5.0 * count / 1000 && complete},
    };
}

} // namespace fleetdeck::perf
