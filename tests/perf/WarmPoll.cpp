// SPDX-License-Identifier: GPL-3.0-or-later
// Target 1: the warm status poll of one node on loopback, Fleetdeck's engine against the
// OpenSSH ControlMaster + curl method with its master already up; latency and CPU per poll.
#include "EngineBatch.h"
#include "OpenSshMultiplexing.h"
#include "Targets.h"

#include "support/OpenSshClient.h"

#include <QDir>

namespace fleetdeck::perf {

QList<Row> measureWarmPoll(const Context& context)
{
    say(QStringLiteral("target 1: one node, %1 warm polls per method").arg(context.rounds));
    LocalFleet::Options options;
    options.nodes = 1;
    options.workDir = context.workDir + QStringLiteral("/warm-poll");
    options.cuzkSimPath = context.cuzkSim;
    LocalFleet fleet(options);
    if (!fleet.start()) {
        say(QStringLiteral("target 1: the fleet did not start: ") + fleet.errorString());
        return {};
    }
    const LocalFleet::Node& node = fleet.nodes().first();
    const QList<ssh::OperationRequest> request{statusRequest(fleet, node)};

    // Fleetdeck: the console's engine, warmed by one poll.
    ssh::SshEngine engine;
    EngineBatch::Outcome warm = EngineBatch::run(engine, request);
    QList<double> ours;
    const CpuTime ourStart = cpuOfThisProcess();
    const double switchesStart = contextSwitchesOfThisProcess();
    for (int i = 0; i < context.rounds && warm.failures == 0; ++i) {
        warm = EngineBatch::run(engine, request);
        ours << warm.wallMs;
    }
    const CpuTime ourCpuTotal = cpuOfThisProcess() - ourStart;
    const double ourCpu = ourCpuTotal.total() / context.rounds;
    if (warm.failures) {
        say(QStringLiteral("target 1: a Fleetdeck poll failed: ") + warm.firstError);
        return {};
    }
    say(QStringLiteral("  Fleetdeck per poll: %1 (user %2, system %3), %4 context switches, median %5")
            .arg(milliseconds(ourCpu), milliseconds(ourCpuTotal.userMs / context.rounds),
                 milliseconds(ourCpuTotal.systemMs / context.rounds))
            .arg((contextSwitchesOfThisProcess() - switchesStart) / context.rounds, 0, 'f', 1)
            .arg(milliseconds(percentile(ours, 0.5))));
    if (context.profile)
        return {};

    // Baseline: the master is started by the first poll and left up (ControlPersist).
    const QString controlDir = options.workDir + QStringLiteral("/cm");
    QDir().mkpath(controlDir);
    const OpenSshMultiplexing method(controlDir, fleet.key().privateKeyPath(), fleet.knownHostsPath(),
                                     OpenSshClient::currentUserName());
    ProcessBatch batch;
    QList<ProcessBatch::Outcome> outcome = batch.run({method.poll(node.port, node.statusPort)});
    const qint64 master = method.masterPid(node.port);
    QList<double> theirs;
    const CpuTime clientsStart = cpuOfWaitedChildren();
    const CpuTime masterStart = cpuOfProcess(master);
    for (int i = 0; i < context.rounds && ProcessBatch::failures(outcome) == 0 && master; ++i) {
        outcome = batch.run({method.poll(node.port, node.statusPort)});
        theirs << outcome.first().ms;
    }
    const CpuTime clients = cpuOfWaitedChildren() - clientsStart;
    const CpuTime masterCpu = cpuOfProcess(master) - masterStart;
    method.stopMasters({node.port});
    if (ProcessBatch::failures(outcome) || !master) {
        say(QStringLiteral("target 1: the baseline failed: ") +
            (master ? ProcessBatch::firstError(outcome) : QStringLiteral("no ControlMaster")));
        return {};
    }
    const double theirCpu = (clients + masterCpu).total() / context.rounds;
    say(QStringLiteral("  baseline CPU per poll: ssh clients %1 ms, master %2 ms")
            .arg(clients.total() / context.rounds, 0, 'f', 3)
            .arg(masterCpu.total() / context.rounds, 0, 'f', 3));

    const double ourMedian = percentile(ours, 0.5);
    const double theirMedian = percentile(theirs, 0.5);
    return {
        Row{QStringLiteral("1a"), QStringLiteral("warm status poll, 1 node, median of %1").arg(context.rounds),
            milliseconds(ourMedian), milliseconds(theirMedian), ratioText(theirMedian, ourMedian),
            QStringLiteral(">= 20x"), theirMedian >= 20 * ourMedian},
        Row{QStringLiteral("1b"), QStringLiteral("CPU per poll (console vs ssh clients + master)"),
            milliseconds(ourCpu), milliseconds(theirCpu), ratioText(theirCpu, ourCpu), QStringLiteral(">= 20x"),
            theirCpu >= 20 * ourCpu},
    };
}

} // namespace fleetdeck::perf
