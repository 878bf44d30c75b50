// SPDX-License-Identifier: GPL-3.0-or-later
// Target 3: the real console (offscreen) polling 1000 nodes every 10 s: its CPU share, its
// resident memory, and, in a second session, how late its GUI thread's timers run (its
// --event-loop-probe).
#include "Targets.h"

#include "storage/Database.h"

#include <QDateTime>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QSqlQuery>
#include <QTimer>

#include <cmath>
#include <functional>

namespace fleetdeck::perf {

namespace {

constexpr int kPollIntervalSecs = 10; // the console's default
constexpr int kReadyTimeoutSecs = 300;

// Nodes with a successful poll recorded at or after `sinceMs`, and how many such polls.
QPair<int, int> polledSince(storage::Database& db, qint64 sinceMs)
{
    QSqlQuery q(db.connection());
    q.prepare(QStringLiteral(
        "SELECT COUNT(DISTINCT node_id), COUNT(*) FROM status_samples WHERE ok = 1 AND at >= ?"));
    q.addBindValue(sinceMs);
    if (!q.exec() || !q.next())
        return {0, 0};
    return {q.value(0).toInt(), q.value(1).toInt()};
}

/// One session of the console on the fleet: launched, left until every node has answered and
/// one more round has passed, then measured for Context::consoleSeconds.
struct Window
{
    bool ok = false;
    qint64 from = 0;
    qint64 to = 0;
    CpuTime cpu;
    double rssMiB = 0;
    double peakMiB = 0;
    int polls = 0;
    bool pollsComplete = false;
};

Window runWindow(const Context& context, const LocalFleet& fleet, const QString& dbPath,
                 storage::Database& db, const QString& probePath)
{
    Window window;
    const int count = int(fleet.nodes().size());
    const QString workDir = QFileInfo(dbPath).absolutePath();
    QProcess console;
    const QString log = workDir + (probePath.isEmpty() ? QStringLiteral("/console.log")
                                                       : QStringLiteral("/console-probed.log"));
    const qint64 launchedAt = QDateTime::currentMSecsSinceEpoch();
    if (!startConsole(console, context, fleet, dbPath, log, probePath))
        return window;
    // Ready once every node has answered a poll since the launch; then one more round to settle.
    int ready = 0;
    for (int s = 0; s < kReadyTimeoutSecs && ready < count && console.state() == QProcess::Running; ++s) {
        wait(1000);
        ready = polledSince(db, launchedAt).first;
    }
    const double coldSecs = double(QDateTime::currentMSecsSinceEpoch() - launchedAt) / 1000;
    if (ready < count) {
        say(QStringLiteral("target 3: only %1 of %2 nodes answered within %3 s")
                .arg(ready)
                .arg(count)
                .arg(kReadyTimeoutSecs));
        console.kill();
        console.waitForFinished();
        return window;
    }
    say(QStringLiteral("  %1: all %2 nodes polled %3 s after the launch")
            .arg(probePath.isEmpty() ? QStringLiteral("console") : QStringLiteral("console with the probe"))
            .arg(count)
            .arg(coldSecs, 0, 'f', 1));
    wait(kPollIntervalSecs * 1000);

    const qint64 pid = console.processId();
    window.from = QDateTime::currentMSecsSinceEpoch();
    const CpuTime cpuStart = cpuOfProcess(pid);
    const QMap<QString, CpuTime> threadsStart = cpuOfThreads(pid);
    const double switchesStart = contextSwitchesOf(pid);
    wait(context.consoleSeconds * 1000);
    window.cpu = cpuOfProcess(pid) - cpuStart;
    const double switches = contextSwitchesOf(pid) - switchesStart;
    QStringList threads; // where the console's time went
    const QMap<QString, CpuTime> threadsEnd = cpuOfThreads(pid);
    for (auto it = threadsEnd.cbegin(); it != threadsEnd.cend(); ++it) {
        const double ms = (it.value() - threadsStart.value(it.key())).total();
        if (ms > 0)
            threads << QStringLiteral("%1 %2 s").arg(it.key()).arg(ms / 1000, 0, 'f', 2);
    }
    window.to = QDateTime::currentMSecsSinceEpoch();
    window.rssMiB = residentMiB(pid);
    window.peakMiB = peakResidentMiB(pid);
    const auto [nodesPolled, polls] = polledSince(db, window.from);
    console.terminate();
    if (!console.waitForFinished(15000))
        console.kill();
    const int expectedPolls =
        count * int(std::lround(double(window.to - window.from) / 1000 / kPollIntervalSecs));
    window.polls = polls;
    window.pollsComplete = nodesPolled == count && polls >= expectedPolls * 95 / 100;
    say(QStringLiteral("    window %1 s: %2 polls ok of %3 nodes (%4 expected); CPU user %5 s, system %6 s "
                       "(%7); %8 context switches a poll")
            .arg(double(window.to - window.from) / 1000, 0, 'f', 1)
            .arg(polls)
            .arg(nodesPolled)
            .arg(expectedPolls)
            .arg(window.cpu.userMs / 1000, 0, 'f', 2)
            .arg(window.cpu.systemMs / 1000, 0, 'f', 2)
            .arg(threads.join(QStringLiteral(", ")))
            .arg(polls ? switches / polls : 0, 0, 'f', 1));
    window.ok = true;
    return window;
}

} // namespace

void compareConsoles(const Context& context)
{
    const int count = context.consoleNodes;
    const QString variable = context.compareEnv.section(QLatin1Char('='), 0, 0);
    const QString value = context.compareEnv.section(QLatin1Char('='), 1);
    say(QStringLiteral("comparing two consoles on one fleet of %1 nodes, one with %2=%3, %4 s measured")
            .arg(count)
            .arg(variable, value)
            .arg(context.consoleSeconds));
    const LocalFleet::Options options = idleFleet(context, QStringLiteral("compare"));
    LocalFleet fleet(options);
    if (!fleet.start()) {
        say(QStringLiteral("the fleet did not start: ") + fleet.errorString());
        return;
    }
    struct Side
    {
        QString name;
        QString dbPath;
        storage::Database db;
        QProcess console;
        CpuTime start;
    };
    Side sides[2];
    sides[0].name = QStringLiteral("with %1=%2").arg(variable, value);
    sides[1].name = QStringLiteral("without");
    const qint64 launchedAt = QDateTime::currentMSecsSinceEpoch();
    for (int i = 0; i < 2; ++i) {
        Side& side = sides[i];
        side.dbPath = options.workDir + QStringLiteral("/fleet-%1.db").arg(i);
        if (const QString error = writeInventory(fleet, side.dbPath);
            !error.isEmpty() || !side.db.open(side.dbPath)) {
            say(error.isEmpty() ? side.db.error() : error);
            return;
        }
        const auto withOrWithout = [&](QProcessEnvironment& environment) {
            if (i == 0)
                environment.insert(variable, value);
            else
                environment.remove(variable);
        };
        if (!startConsole(side.console, context, fleet, side.dbPath,
                          options.workDir + QStringLiteral("/console-%1.log").arg(i), {}, withOrWithout))
            return;
    }
    for (int s = 0; s < kReadyTimeoutSecs; ++s) {
        wait(1000);
        if (polledSince(sides[0].db, launchedAt).first >= count &&
            polledSince(sides[1].db, launchedAt).first >= count)
            break;
    }
    wait(kPollIntervalSecs * 1000);
    const qint64 from = QDateTime::currentMSecsSinceEpoch();
    for (Side& side : sides)
        side.start = cpuOfProcess(side.console.processId());
    wait(context.consoleSeconds * 1000);
    for (Side& side : sides) {
        const CpuTime cpu = cpuOfProcess(side.console.processId()) - side.start;
        const auto [nodes, polls] = polledSince(side.db, from);
        say(QStringLiteral("  %1: %2 % of a core (user %3 s, system %4 s), %5 polls ok of %6 nodes")
                .arg(side.name)
                .arg(100.0 * cpu.total() / (double(QDateTime::currentMSecsSinceEpoch() - from)), 0, 'f', 2)
                .arg(cpu.userMs / 1000, 0, 'f', 2)
                .arg(cpu.systemMs / 1000, 0, 'f', 2)
                .arg(polls)
                .arg(nodes));
    }
    for (Side& side : sides) {
        side.console.terminate();
        if (!side.console.waitForFinished(15000))
            side.console.kill();
    }
}

QList<Row> measureConsoleAt1000(const Context& context)
{
    const int count = context.consoleNodes;
    say(QStringLiteral("target 3: the console polling %1 nodes, %2 s measured")
            .arg(count)
            .arg(context.consoleSeconds));
    const LocalFleet::Options options = idleFleet(context, QStringLiteral("console"));
    LocalFleet fleet(options);
    if (!fleet.start()) {
        say(QStringLiteral("target 3: the fleet did not start: ") + fleet.errorString());
        return {};
    }
    const QString dbPath = options.workDir + QStringLiteral("/fleet.db");
    if (const QString error = writeInventory(fleet, dbPath); !error.isEmpty()) {
        say(QStringLiteral("target 3: ") + error);
        return {};
    }
    storage::Database db; // read beside the console (WAL): which nodes it has polled
    if (!db.open(dbPath)) {
        say(QStringLiteral("target 3: ") + db.error());
        return {};
    }

    const QString probePath = options.workDir + QStringLiteral("/probe.jsonl");
    // Two sessions of the console on the same fleet: one measured as an operator runs it (CPU,
    // memory), one with the GUI-thread probe (timer lateness), whose hundred wake-ups a second
    // are the instrument's and not the console's.
    Window plain = runWindow(context, fleet, dbPath, db, QString());
    if (!plain.ok)
        return {};
    Window probed = runWindow(context, fleet, dbPath, db, probePath);
    if (!probed.ok)
        return {};
    const ProbeWindow probe = readProbe(probePath, probed.from, probed.to);

    const double share = 100.0 * plain.cpu.total() / double(plain.to - plain.from);
    say(QStringLiteral("  probe: %1 s of lines, the worst second's wait for a core %2 ms")
            .arg(probe.seconds)
            .arg(probe.runqueueWaitMs, 0, 'f', 1));
    const bool probeComplete = probe.seconds >= context.consoleSeconds - 2;
    return {
        Row{QStringLiteral("3a"),
            QStringLiteral("console CPU, %1 nodes every 10 s (%2 polls ok)").arg(count).arg(plain.polls),
            QStringLiteral("%1 %").arg(share, 0, 'f', 2), QStringLiteral("-"), QStringLiteral("-"),
            QStringLiteral("<= 5 % of a core"), share <= 5 && plain.pollsComplete},
        Row{QStringLiteral("3b"),
            QStringLiteral("console resident memory (peak %1 MiB)").arg(plain.peakMiB, 0, 'f', 0),
            QStringLiteral("%1 MiB").arg(plain.rssMiB, 0, 'f', 0), QStringLiteral("-"), QStringLiteral("-"),
            QStringLiteral("<= 300 MB"), plain.peakMiB * 1.048576 <= 300 && plain.pollsComplete},
        Row{QStringLiteral("3c"),
            QStringLiteral("GUI event loop: worst timer lateness over %1 s (%2 ticks > 50 ms)")
                .arg(probe.seconds)
                .arg(probe.lateOver50),
            milliseconds(probe.worstLateMs), QStringLiteral("-"), QStringLiteral("-"),
            QStringLiteral("<= 50 ms"), probe.worstLateMs <= 50 && probeComplete && probed.pollsComplete},
    };
}

} // namespace fleetdeck::perf
