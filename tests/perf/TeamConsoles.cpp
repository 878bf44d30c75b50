// SPDX-License-Identifier: GPL-3.0-or-later
// Target 6: a team on one store. A real PostgreSQL server (started here), one collector
// (`fleetdeck-cli collect`) polling the 1000-node fleet every 10 s, and five real consoles
// (offscreen) on the store, one with its GUI-thread probe. Measured: the SSH sessions the fleet
// carries (the kernel's socket table, by process), how soon a status the collector wrote reaches
// a console's read path (this process runs it: storage::StoreChanges and team::StoreStatusFeed,
// as session::FleetStatus does), how late the probed console's GUI thread runs while the store
// takes the collector's writes, and the collector's CPU and memory.
#include "Targets.h"

#include "status/NodeStatus.h"
#include "storage/Database.h"
#include "storage/StoreChanges.h"
#include "support/CollectorProcesses.h"
#include "support/PostgresServer.h"
#include "team/StoreStatusFeed.h"

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

    // Five consoles on the store, the first with its GUI-thread probe.
    const QString probePath = options.workDir + QStringLiteral("/probe.jsonl");
    std::unique_ptr<QProcess> consoles[kConsoles];
    for (int i = 0; i < kConsoles; ++i) {
        consoles[i] = std::make_unique<QProcess>();
        if (!startConsole(*consoles[i], context, fleet, url,
                          options.workDir + QStringLiteral("/console-%1.log").arg(i),
                          i == 0 ? probePath : QString()))
            return {};
    }

    // A console's read path in this process: notified by the store, reading what is new.
    storage::StoreChanges changes(db);
    team::StoreStatusFeed feed(db);
    QObject::connect(&changes, &storage::StoreChanges::changed, &feed, [&feed](const QString& topic) {
        if (topic == QLatin1String("node_status"))
            feed.readNow();
    });
    bool counting = false;
    qint64 windowFrom = 0;
    QList<qint64> delays;
    // A poll's status can be written again without a new poll (a later system probe's answer):
    // only the first arrival of each poll is a change.
    QHash<QString, qint64> lastPoll;
    QObject::connect(&feed, &team::StoreStatusFeed::updated, &feed,
                     [&](const QList<status::NodeStatus>& batch) {
                         if (!counting)
                             return;
                         const qint64 now = QDateTime::currentMSecsSinceEpoch();
                         for (const status::NodeStatus& s : batch) {
                             const qint64 polled = s.lastPolled.toMSecsSinceEpoch();
                             if (!s.lastPolled.isValid() || polled <= lastPoll.value(s.name))
                                 continue;
                             lastPoll.insert(s.name, polled);
                             if (polled >= windowFrom)
                                 delays << now - polled;
                         }
                     });
    feed.start(500);
    feed.readNow();                 // what is there already: not counted
    wait(2 * kIntervalSecs * 1000); // the consoles see the collector and settle

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
    windowFrom = QDateTime::currentMSecsSinceEpoch();
    const CpuTime cpuStart = cpuOfProcess(pid);
    counting = true;
    wait(context.consoleSeconds * 1000);
    counting = false;
    const qint64 windowTo = QDateTime::currentMSecsSinceEpoch();
    const CpuTime cpu = cpuOfProcess(pid) - cpuStart;
    const double rssMiB = residentMiB(pid);
    const double peakMiB = peakResidentMiB(pid);
    const double share = 100.0 * cpu.total() / double(windowTo - windowFrom);
    const ProbeWindow probe = readProbe(probePath, windowFrom, windowTo);
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
    const double p95 = percentile(delays, 0.95);
    say(QStringLiteral(
            "  window %1 s: %2 statuses reached the read path (%3 polls expected); p50 %4 ms, p95 %5 "
            "ms, slowest %6 ms")
            .arg(double(windowTo - windowFrom) / 1000, 0, 'f', 1)
            .arg(delays.size())
            .arg(expected)
            .arg(p50, 0, 'f', 0)
            .arg(p95, 0, 'f', 0)
            .arg(percentile(delays, 1.0), 0, 'f', 0));
    say(QStringLiteral("  collector: user %1 s, system %2 s; resident %3 MiB (peak %4 MiB)")
            .arg(cpu.userMs / 1000, 0, 'f', 2)
            .arg(cpu.systemMs / 1000, 0, 'f', 2)
            .arg(rssMiB, 0, 'f', 0)
            .arg(peakMiB, 0, 'f', 0));
    const bool complete = delays.size() >= expected * 9 / 10;
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
            QStringLiteral("a collector's status in a console, p95 of %1 (p50 %2)")
                .arg(delays.size())
                .arg(milliseconds(p50)),
            milliseconds(p95), QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("<= 1 s"),
            p95 <= 1000 && complete},
        Row{QStringLiteral("6c"),
            QStringLiteral(
                "console GUI loop while the store takes %1 nodes / 10 s (%2 ticks > 50 ms; waited %3 ms "
                "for a core)")
                .arg(count)
                .arg(probe.lateOver50)
                .arg(probe.runqueueWaitMs, 0, 'f', 0),
            milliseconds(probe.worstLateMs), QStringLiteral("-"), QStringLiteral("-"),
            QStringLiteral("<= 50 ms"),
            probe.worstLateMs <= 50 && probe.seconds >= context.consoleSeconds - 2},
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
