// SPDX-License-Identifier: GPL-3.0-or-later
// Target 2: 200 nodes behind a 50 ms round trip (the latency proxy): a cold connect of all of
// them, then warm refreshes of all of them at once, on a schedule as the console's poller makes
// them (each GET says when the next is due, so its channel is opened ahead); the ControlMaster
// method beside it. Refreshes back to back, each GET on a channel opened for it (two round
// trips), are measured too and printed beside.
#include "EngineBatch.h"
#include "OpenSshMultiplexing.h"
#include "Targets.h"

#include "support/OpenSshClient.h"
#include "support/ProcessTable.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QMap>
#include <QThread>
#include <QTimer>

namespace fleetdeck::perf {

namespace {
constexpr int kNodes = 200;
constexpr int kOneWayMs = 25;
constexpr int kBaselineRounds = 5;
// The poller's shortest interval is 500 ms; the console's default is 10 s. A second apart the
// refreshes are far enough apart that one's channels opening ahead does not overlap the one
// before, as in the console.
constexpr int kRefreshEveryMs = 1000;

void waitUntil(const QElapsedTimer& clock, qint64 ms)
{
    const qint64 left = ms - clock.elapsed();
    if (left <= 0)
        return;
    QEventLoop loop;
    QTimer::singleShot(int(left), Qt::PreciseTimer, &loop, &QEventLoop::quit);
    loop.exec();
}
} // namespace

QList<Row> measureFleetBehindLatency(const Context& context)
{
    say(QStringLiteral("target 2: %1 nodes behind a %2 ms round trip").arg(kNodes).arg(2 * kOneWayMs));
    LocalFleet::Options options;
    options.nodes = kNodes;
    options.workDir = context.workDir + QStringLiteral("/latency");
    options.cuzkSimPath = context.cuzkSim;
    options.latencyProxyPath = context.latencyProxy;
    options.oneWayDelayMs = kOneWayMs;
    LocalFleet fleet(options);
    if (!fleet.start()) {
        say(QStringLiteral("target 2: the fleet did not start: ") + fleet.errorString());
        return {};
    }
    QList<ssh::OperationRequest> requests;
    for (const LocalFleet::Node& node : fleet.nodes())
        requests << statusRequest(fleet, node);
    QList<ssh::OperationRequest> scheduled = requests;
    for (ssh::OperationRequest& request : scheduled)
        request.nextRequestInMs = kRefreshEveryMs;

    // Where the CPU goes: the console (this process) and the fleet standing in for 200 machines
    // and a network (every sshd, the proxy, the simulator) share these cores.
    const QList<qint64> fleetProcesses = fleet.processIds();
    // By program (sshd, latency-proxy, cuzk-sim): which of the stand-ins costs what, with the
    // processes each forks (sshd's per login).
    // One snapshot of /proc for all of them (this process's CPU is read before it: the walk is
    // the instrument's, not the console's).
    const auto fleetCpu = [&fleetProcesses] {
        const ProcessTable table = ProcessTable::snapshot();
        QMap<QString, CpuTime> byProgram;
        for (const qint64 pid : fleetProcesses)
            byProgram[programOf(pid)] = byProgram.value(programOf(pid)) + cpuOfProcessTree(table, pid);
        return byProgram;
    };
    const auto cpuParts = [](const QMap<QString, CpuTime>& start, const QMap<QString, CpuTime>& end,
                             double per, double* total) {
        QStringList parts;
        *total = 0;
        for (auto it = end.cbegin(); it != end.cend(); ++it) {
            const double ms = (it.value() - start.value(it.key())).total() / per;
            *total += ms;
            parts << QStringLiteral("%1 %2").arg(it.key(), milliseconds(ms));
        }
        return parts.join(QStringLiteral(", "));
    };

    ssh::SshEngine engine;
    const QMap<QString, CpuTime> coldFleetStart = fleetCpu();
    const CpuTime coldOurStart = cpuOfThisProcess();
    const EngineBatch::Outcome cold = EngineBatch::run(engine, requests);
    if (cold.failures) {
        say(QStringLiteral("target 2: %1 cold polls failed: %2").arg(cold.failures).arg(cold.firstError));
        return {};
    }
    const double coldOurs = (cpuOfThisProcess() - coldOurStart).total();
    double coldFleet = 0;
    const QMap<QString, CpuTime> coldFleetEnd = fleetCpu();
    const QString coldFleetParts = cpuParts(coldFleetStart, coldFleetEnd, 1, &coldFleet);
    say(QStringLiteral("  cold: all %1 in %2; one node's answer: min %3, p50 %4, p95 %5")
            .arg(kNodes)
            .arg(milliseconds(cold.wallMs), milliseconds(percentile(cold.ms, 0)),
                 milliseconds(percentile(cold.ms, 0.5)), milliseconds(percentile(cold.ms, 0.95))));
    // The stand-ins share these cores with the console: a cold start cannot end before all of
    // their work and ours has had a core, however well the logins are overlapped.
    const int cores = QThread::idealThreadCount();
    say(QStringLiteral("  CPU of the cold start: console %1, the fleet %2 (%3); on %4 cores it needs at "
                       "least %5 (sshd %6 a login)")
            .arg(milliseconds(coldOurs), milliseconds(coldFleet), coldFleetParts)
            .arg(cores)
            .arg(milliseconds((coldOurs + coldFleet) / cores),
                 milliseconds((coldFleetEnd.value(QStringLiteral("sshd")) -
                               coldFleetStart.value(QStringLiteral("sshd")))
                                  .total() /
                              kNodes)));
    QList<double> warm;
    QList<double> perNode;
    const auto warmRound = [&engine](const QList<ssh::OperationRequest>& batch, QList<double>* wall,
                                     QList<double>* each) {
        const EngineBatch::Outcome round = EngineBatch::run(engine, batch);
        if (round.failures || round.fresh) {
            say(QStringLiteral("target 2: a warm round had %1 failures and %2 new logins: %3")
                    .arg(round.failures)
                    .arg(round.fresh)
                    .arg(round.firstError));
            return false;
        }
        *wall << round.wallMs;
        if (each)
            *each << round.ms;
        return true;
    };
    // Back to back, a channel opened for each GET: what a refresh costs without the poller's
    // schedule (a refresh the operator asks for).
    QList<double> unscheduled;
    for (int i = 0; i < context.fleetRounds; ++i) {
        if (!warmRound(requests, &unscheduled, nullptr))
            return {};
    }
    // The first scheduled round prepares the channels of the second: it is not counted.
    if (!warmRound(scheduled, &unscheduled, nullptr))
        return {};
    QElapsedTimer schedule;
    schedule.start();
    const QMap<QString, CpuTime> fleetStart = fleetCpu();
    const CpuTime ourStart = cpuOfThisProcess();
    for (int i = 0; i < context.fleetRounds; ++i) {
        waitUntil(schedule, qint64(i + 1) * kRefreshEveryMs);
        if (!warmRound(scheduled, &warm, &perNode))
            return {};
    }
    const double ourPerRound = (cpuOfThisProcess() - ourStart).total() / context.fleetRounds;
    const QMap<QString, CpuTime> fleetEnd = fleetCpu();
    double fleetPerRound = 0;
    const QString fleetParts = cpuParts(fleetStart, fleetEnd, context.fleetRounds, &fleetPerRound);
    unscheduled.removeLast(); // the scheduled round that prepared the first
    say(QStringLiteral("  warm, every %1 ms as the poller asks: p50 %2, p95 %3, min %4; one node's answer: "
                       "min %5, p50 %6")
            .arg(kRefreshEveryMs)
            .arg(milliseconds(percentile(warm, 0.5)), milliseconds(percentile(warm, 0.95)),
                 milliseconds(percentile(warm, 0)), milliseconds(percentile(perNode, 0)),
                 milliseconds(percentile(perNode, 0.5))));
    say(QStringLiteral("  warm, back to back, a channel opened for each GET: p50 %1, p95 %2, min %3")
            .arg(milliseconds(percentile(unscheduled, 0.5)), milliseconds(percentile(unscheduled, 0.95)),
                 milliseconds(percentile(unscheduled, 0))));
    say(QStringLiteral("  CPU per refresh: console %1, the fleet %2 (%3) (on %4 cores)")
            .arg(milliseconds(ourPerRound), milliseconds(fleetPerRound), fleetParts)
            .arg(QThread::idealThreadCount()));

    // Baseline: a process per node, all at once; the first round starts the masters.
    const QString controlDir = options.workDir + QStringLiteral("/cm");
    QDir().mkpath(controlDir);
    const OpenSshMultiplexing method(controlDir, fleet.key().privateKeyPath(), fleet.knownHostsPath(),
                                     OpenSshClient::currentUserName());
    QList<ProcessBatch::Command> polls;
    QList<quint16> ports;
    for (const LocalFleet::Node& node : fleet.nodes()) {
        polls << method.poll(node.port, node.statusPort);
        ports << node.port;
    }
    ProcessBatch batch;
    double theirCold = 0;
    QList<ProcessBatch::Outcome> outcome = batch.run(polls, &theirCold);
    QList<double> theirWarm;
    for (int i = 0; i < kBaselineRounds && ProcessBatch::failures(outcome) == 0; ++i) {
        double wall = 0;
        outcome = batch.run(polls, &wall);
        theirWarm << wall;
    }
    method.stopMasters(ports);
    if (ProcessBatch::failures(outcome)) {
        say(QStringLiteral("target 2: %1 baseline polls failed: %2")
                .arg(ProcessBatch::failures(outcome))
                .arg(ProcessBatch::firstError(outcome)));
        return {};
    }
    const double ourWarm = percentile(warm, 0.5);
    const double baselineWarm = percentile(theirWarm, 0.5);
    return {
        Row{QStringLiteral("2a"),
            QStringLiteral("warm refresh of %1 nodes at 50 ms RTT, p50 of %2, every %3 s")
                .arg(kNodes)
                .arg(context.fleetRounds)
                .arg(kRefreshEveryMs / 1000),
            milliseconds(ourWarm), milliseconds(baselineWarm), ratioText(baselineWarm, ourWarm),
            QStringLiteral("<= 125 ms"), ourWarm <= 125},
        Row{QStringLiteral("2b"),
            QStringLiteral("cold connect + first poll of %1 nodes at 50 ms RTT").arg(kNodes),
            milliseconds(cold.wallMs), milliseconds(theirCold), ratioText(theirCold, cold.wallMs),
            QStringLiteral("<= 3 s"), cold.wallMs <= 3000},
    };
}

} // namespace fleetdeck::perf
