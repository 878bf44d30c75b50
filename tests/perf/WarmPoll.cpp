// SPDX-License-Identifier: GPL-3.0-or-later
// Target 1: the warm status poll of one node on loopback, Fleetdeck's engine against the
// OpenSSH ControlMaster + curl method with its master already up; latency and CPU per poll, the
// two measured in alternating blocks.
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

    // Both methods warm: Fleetdeck's engine by one poll; the baseline's master started by its
    // first poll and left up (ControlPersist).
    ssh::SshEngine engine;
    const EngineBatch::Outcome warm = EngineBatch::run(engine, request);
    if (warm.failures) {
        say(QStringLiteral("target 1: a Fleetdeck poll failed: ") + warm.firstError);
        return {};
    }
    const QString controlDir = options.workDir + QStringLiteral("/cm");
    QDir().mkpath(controlDir);
    const OpenSshMultiplexing method(controlDir, fleet.key().privateKeyPath(), fleet.knownHostsPath(),
                                     OpenSshClient::currentUserName());
    ProcessBatch batch;
    QList<ProcessBatch::Outcome> outcome;
    qint64 master = 0;
    if (!context.profile) {
        outcome = batch.run({method.poll(node.port, node.statusPort)});
        master = method.masterPid(node.port);
        if (ProcessBatch::failures(outcome) || !master) {
            say(QStringLiteral("target 1: the baseline failed: ") +
                (master ? ProcessBatch::firstError(outcome) : QStringLiteral("no ControlMaster")));
            return {};
        }
    }

    // In alternating blocks, so that both methods meet the same moods of a shared machine.
    constexpr int kBlocks = 10;
    QList<double> ours;
    QList<double> theirs;
    CpuTime ourCpuTotal;
    CpuTime clients;
    CpuTime masterCpu;
    double switches = 0;
    const QMap<QString, CpuTime> threadsStart = cpuOfThreads();
    for (int block = 0; block < kBlocks; ++block) {
        const int n = context.rounds / kBlocks + (block < context.rounds % kBlocks ? 1 : 0);
        const CpuTime ourStart = cpuOfThisProcess();
        const double switchesStart = contextSwitchesOfThisProcess();
        const EngineBatch::Outcome polls = EngineBatch::sequence(engine, request.first(), n);
        ourCpuTotal = ourCpuTotal + (cpuOfThisProcess() - ourStart);
        switches += contextSwitchesOfThisProcess() - switchesStart;
        ours << polls.ms;
        if (polls.failures || polls.fresh) {
            say(QStringLiteral("target 1: a Fleetdeck poll failed or logged in again: ") + polls.firstError);
            return {};
        }
        if (context.profile)
            continue;
        const CpuTime clientsStart = cpuOfWaitedChildren();
        const CpuTime masterStart = cpuOfProcess(master);
        for (int i = 0; i < n && ProcessBatch::failures(outcome) == 0; ++i) {
            outcome = batch.run({method.poll(node.port, node.statusPort)});
            theirs << outcome.first().ms;
        }
        clients = clients + (cpuOfWaitedChildren() - clientsStart);
        masterCpu = masterCpu + (cpuOfProcess(master) - masterStart);
        if (ProcessBatch::failures(outcome)) {
            say(QStringLiteral("target 1: the baseline failed: ") + ProcessBatch::firstError(outcome));
            return {};
        }
    }
    const double ourCpu = ourCpuTotal.total() / context.rounds;
    say(QStringLiteral("  Fleetdeck per poll: %1 (user %2, system %3), %4 context switches, median %5")
            .arg(milliseconds(ourCpu), milliseconds(ourCpuTotal.userMs / context.rounds),
                 milliseconds(ourCpuTotal.systemMs / context.rounds))
            .arg(switches / context.rounds, 0, 'f', 1)
            .arg(milliseconds(percentile(ours, 0.5))));
    if (context.profile) {
        const QMap<QString, CpuTime> threadsEnd = cpuOfThreads();
        for (auto it = threadsEnd.cbegin(); it != threadsEnd.cend(); ++it) {
            const CpuTime spent = it.value() - threadsStart.value(it.key());
            if (spent.total() > 0)
                say(QStringLiteral("    thread %1: %2 per poll")
                        .arg(it.key(), milliseconds(spent.total() / context.rounds)));
        }
        return {};
    }
    method.stopMasters({node.port});
    const double theirCpu = (clients + masterCpu).total() / context.rounds;
    say(QStringLiteral("  baseline CPU per poll: ssh clients %1 ms, master %2 ms")
            .arg(clients.total() / context.rounds, 0, 'f', 3)
            .arg(masterCpu.total() / context.rounds, 0, 'f', 3));

    const double ourMedian = percentile(ours, 0.5);
    const double theirMedian = percentile(theirs, 0.5);
    return {
        Row{QStringLiteral("1a"),
            QStringLiteral("warm status poll, 1 node, median of %1").arg(context.rounds),
            milliseconds(ourMedian), milliseconds(theirMedian), ratioText(theirMedian, ourMedian),
            QStringLiteral(">= 20x"), theirMedian >= 20 * ourMedian},
        Row{QStringLiteral("1b"), QStringLiteral("CPU per poll (console vs ssh clients + master)"),
            milliseconds(ourCpu), milliseconds(theirCpu), ratioText(theirCpu, ourCpu),
            QStringLiteral(">= 20x"), theirCpu >= 20 * ourCpu},
    };
}

} // namespace fleetdeck::perf
