// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Measure.h"

#include "ssh/SshTypes.h"
#include "support/LocalFleet.h"

#include <QList>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>

#include <functional>

namespace fleetdeck::perf {

/// What every measurement needs: where to work and the programs it starts.
struct Context
{
    QString workDir;
    QString cuzkSim;
    QString latencyProxy;
    QString console;
    QString cli;
    int rounds = 200;        ///< target 1's polls per method
    bool profile = false;    ///< target 1 without its baseline, for a profiler
    QString compareEnv;      ///< NAME=VALUE: target 3's A/B comparison instead of the targets
    int fleetRounds = 30;    ///< target 2's warm refreshes
    int consoleNodes = 1000; ///< target 3
    int consoleSeconds = 60; ///< target 3's measured window
    int deployNodes = 100;   ///< target 4
};

/// Runs the event loop for `ms`.
void wait(int ms);
/// The engine's login for a node of a local fleet: its key only, strict host keys.
ssh::SshTarget fleetTarget(const LocalFleet& fleet, const LocalFleet::Node& node);
ssh::OperationRequest statusRequest(const LocalFleet& fleet, const LocalFleet::Node& node);
/// The fleet of targets 3 and 6: Context::consoleNodes nodes whose processes run at idle priority
/// (a thousand nodes on this machine's two cores: on a real workstation they are elsewhere).
LocalFleet::Options idleFleet(const Context& context, const QString& directory);
/// Starts the console (offscreen) on `dbPath` (a file or a store's URL), its output in `log`; with
/// a probe file, its GUI-thread probe on; `environment` changes what it inherits. False (said why)
/// when it did not start.
bool startConsole(QProcess& console, const Context& context, const LocalFleet& fleet, const QString& dbPath,
                  const QString& log, const QString& probePath = {},
                  const std::function<void(QProcessEnvironment&)>& environment = {});
/// What a console's --event-loop-probe file says about the seconds from `fromMs` to `toMs`.
struct ProbeWindow
{
    double worstLateMs = 0;
    int lateOver50 = 0;
    double worstOwnLateMs = 0; ///< less the wait for a core in each tick
    int ownLateOver50 = 0;
    int seconds = 0;
    double runqueueWaitMs = 0;      ///< in the worst second
    QList<qint64> statusArrivalsMs; ///< how long after its poll each status reached the table
};
ProbeWindow readProbe(const QString& path, qint64 fromMs, qint64 toMs);
/// A database whose inventory is the fleet (each node's own authorized_keys); "" or why not.
QString writeInventory(const LocalFleet& fleet, const QString& dbPath);

QList<Row> measureWarmPoll(const Context& context);           ///< target 1
QList<Row> measureFleetBehindLatency(const Context& context); ///< target 2
QList<Row> measureConsoleAt1000(const Context& context);      ///< target 3
/// Two consoles at once on one fleet, one with Context::compareEnv in its environment: both meet
/// the same moods of the machine (an A/B test of a change behind a switch). Prints, no rows.
void compareConsoles(const Context& context);
QList<Row> measureKeyDeployment(const Context& context); ///< target 4
QList<Row> measureLogFollowing(const Context& context);  ///< target 5
QList<Row> measureTeamConsoles(const Context& context);  ///< target 6

} // namespace fleetdeck::perf
