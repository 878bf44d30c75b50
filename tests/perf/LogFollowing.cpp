// SPDX-License-Identifier: GPL-3.0-or-later
// Target 5: following the logs of 100 nodes at once, each printing 200 lines a second
// (`cuzk-sim loggen` behind real sshd), the console's way: FleetLogs streams over the engine,
// merged by LogMerge every 150 ms into a LogLinesModel ring, as a fleet log view does. Measured:
// lines lost or reordered per node (each line carries its number), the main thread's worst timer
// lateness, memory, and CPU per line; the baseline is one OpenSSH `ssh` client per node reading
// the same streams, in the same run.
#include "Targets.h"

#include "fleet/Inventory.h"
#include "logs/LogFilter.h"
#include "logs/LogSource.h"
#include "models/LogLinesModel.h"
#include "session/FleetLogs.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"
#include "support/LatenessProbe.h"
#include "support/OpenSshClient.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QRegularExpression>
#include <QTimer>

#include <memory>
#include <unistd.h>

namespace fleetdeck::perf {

namespace {

constexpr int kNodes = 100;
constexpr int kRate = 200;
constexpr int kSeconds = 30;

/// What one node's stream delivered: its numbered lines, in order and complete or not.
struct NodeCount
{
    qint64 received = 0;
    qint64 next = 0; ///< the number the next line should carry
    qint64 lost = 0;
    qint64 reordered = 0;

    void see(qint64 seq)
    {
        ++received;
        if (seq < next) {
            ++reordered;
            return;
        }
        lost += seq - next;
        next = seq + 1;
    }
};

qint64 seqOf(QStringView text)
{
    static const QRegularExpression seq(QStringLiteral(R"(seq=(\d+))"));
    const QRegularExpressionMatch m = seq.match(text);
    return m.hasMatch() ? m.capturedView(1).toLongLong() : -1;
}

void spin(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

QString generator(const Context& context, const QString& node)
{
    return QStringLiteral("%1 loggen --rate %2 --name %3").arg(context.cuzkSim).arg(kRate).arg(node);
}

} // namespace

QList<Row> measureLogFollowing(const Context& context)
{
    say(QStringLiteral("target 5: following %1 nodes' logs at %2 lines/s each").arg(kNodes).arg(kRate));
    LocalFleet::Options options;
    options.nodes = kNodes;
    options.workDir = context.workDir + QStringLiteral("/logs");
    options.idlePriority = true; // the generators stand in for other machines
    LocalFleet fleet(options);
    if (!fleet.start()) {
        say(QStringLiteral("target 5: the fleet did not start: ") + fleet.errorString());
        return {};
    }
    const QString dbPath = options.workDir + QStringLiteral("/fleet.db");
    if (const QString error = writeInventory(fleet, dbPath); !error.isEmpty()) {
        say(QStringLiteral("target 5: ") + error);
        return {};
    }
    storage::Database db;
    if (!db.open(dbPath)) {
        say(QStringLiteral("target 5: ") + db.error());
        return {};
    }
    fleet::Inventory inventory(db);
    QStringList names;
    for (const Node& node : inventory.nodes()) {
        names << node.name;
        logs::LogSourceStore(db).setNodeSource(node.id, QStringLiteral("load"),
                                               generator(context, node.name));
    }

    // Ours: the console's path.
    ssh::SshEngine engine;
    session::FleetLogs fleetLogs;
    fleetLogs.setWatching(false);
    fleetLogs.knownHostsPath = [&fleet] { return fleet.knownHostsPath(); };
    fleetLogs.attach(&engine, &db, &inventory, nullptr);
    models::LogLinesModel model;
    logs::LogMerge merge;
    QHash<QString, NodeCount> counts;
    bool counting = false;
    qint64 windowLines = 0;
    QObject::connect(&fleetLogs, &session::FleetLogs::viewLines, &fleetLogs,
                     [&](int, const QList<logs::LogLine>& lines) {
                         for (const logs::LogLine& line : lines) {
                             if (line.note)
                                 continue;
                             counts[line.node].see(seqOf(line.text));
                             windowLines += counting ? 1 : 0;
                         }
                         merge.add(lines);
                     });
    QTimer flush;
    flush.setInterval(150);
    QObject::connect(&flush, &QTimer::timeout, &fleetLogs, [&] { model.append(merge.take()); });
    flush.start();
    const int view = fleetLogs.openView({names, QStringLiteral("load"), 0, true});
    QDeadlineTimer warmUp(60000);
    while (counts.size() < kNodes && !warmUp.hasExpired())
        spin(100);
    if (counts.size() < kNodes) {
        say(QStringLiteral("target 5: only %1 of %2 nodes' logs arrived within 60 s")
                .arg(counts.size())
                .arg(kNodes));
        return {};
    }
    spin(2000); // every stream at its pace
    test::LatenessProbe probe;
    const CpuTime cpuStart = cpuOfThisProcess();
    const QMap<QString, CpuTime> threadsStart = cpuOfThreads();
    QElapsedTimer window;
    window.start();
    counting = true;
    spin(kSeconds * 1000);
    counting = false;
    const double windowMs = double(window.elapsed());
    const CpuTime cpu = cpuOfThisProcess() - cpuStart;
    const QMap<QString, CpuTime> threadsEnd = cpuOfThreads();
    CpuTime engineCpu;
    CpuTime mainCpu;
    for (auto it = threadsEnd.cbegin(); it != threadsEnd.cend(); ++it) {
        const CpuTime spent = it.value() - threadsStart.value(it.key());
        if (it.key().startsWith(QLatin1String("ssh-worker")))
            engineCpu = engineCpu + spent;
        else if (it.key() == QLatin1String("fleetdeck-perf"))
            mainCpu = mainCpu + spent;
    }
    const qint64 worstLate = probe.worstMs();
    const double rssMiB = residentMiB(::getpid());
    const double peakMiB = peakResidentMiB(::getpid());
    fleetLogs.closeView(view);
    spin(300);
    qint64 lost = 0;
    qint64 reordered = 0;
    qint64 received = 0;
    for (const NodeCount& c : std::as_const(counts)) {
        lost += c.lost;
        reordered += c.reordered;
        received += c.received;
    }
    const double expectedWindow = double(kNodes) * kRate * windowMs / 1000.0;
    say(QStringLiteral("  ours: %1 lines in the window (%2 expected), %3 in all; model holds %4 (capacity "
                       "%5, %6 dropped)")
            .arg(windowLines)
            .arg(qint64(expectedWindow))
            .arg(received)
            .arg(model.heldLines())
            .arg(model.capacity())
            .arg(model.droppedLines()));
    say(QStringLiteral("  ours: CPU %1 ms (main thread %2 ms, engine threads %3 ms) over %4 s")
            .arg(cpu.total(), 0, 'f', 0)
            .arg(mainCpu.total(), 0, 'f', 0)
            .arg(engineCpu.total(), 0, 'f', 0)
            .arg(windowMs / 1000, 0, 'f', 1));

    // Baseline: an OpenSSH client per node reading the same generator.
    std::vector<std::unique_ptr<QProcess>> clients;
    QHash<QProcess*, QString> nodeOf;
    QHash<QString, NodeCount> theirCounts;
    qint64 theirWindowLines = 0;
    bool theirCounting = false;
    for (const LocalFleet::Node& node : fleet.nodes()) {
        auto p = std::make_unique<QProcess>();
        p->setProgram(QStringLiteral("ssh"));
        p->setArguments(
            {QStringLiteral("-F"), QStringLiteral("/dev/null"), QStringLiteral("-i"),
             fleet.key().privateKeyPath(), QStringLiteral("-o"), QStringLiteral("IdentitiesOnly=yes"),
             QStringLiteral("-o"), QStringLiteral("UserKnownHostsFile=") + fleet.knownHostsPath(),
             QStringLiteral("-o"), QStringLiteral("StrictHostKeyChecking=yes"), QStringLiteral("-o"),
             QStringLiteral("BatchMode=yes"), QStringLiteral("-p"), QString::number(node.port),
             OpenSshClient::currentUserName() + QStringLiteral("@127.0.0.1"), generator(context, node.name)});
        QProcess* raw = p.get();
        nodeOf.insert(raw, node.name);
        QObject::connect(raw, &QProcess::readyReadStandardOutput, raw, [&, raw] {
            while (raw->canReadLine()) {
                const QByteArray line = raw->readLine();
                theirCounts[nodeOf.value(raw)].see(seqOf(QString::fromLatin1(line)));
                theirWindowLines += theirCounting ? 1 : 0;
            }
        });
        raw->start();
        clients.push_back(std::move(p));
    }
    QDeadlineTimer theirWarmUp(60000);
    while (theirCounts.size() < kNodes && !theirWarmUp.hasExpired())
        spin(100);
    spin(2000);
    CpuTime theirStart;
    for (const auto& p : clients)
        theirStart = theirStart + cpuOfProcess(p->processId());
    theirCounting = true;
    spin(kSeconds * 1000);
    theirCounting = false;
    CpuTime theirEnd;
    for (const auto& p : clients)
        theirEnd = theirEnd + cpuOfProcess(p->processId());
    for (const auto& p : clients) {
        p->kill();
        p->waitForFinished(3000);
    }
    const CpuTime theirCpu = theirEnd - theirStart;
    say(QStringLiteral("  baseline: %1 lines in the window, ssh clients' CPU %2 ms")
            .arg(theirWindowLines)
            .arg(theirCpu.total(), 0, 'f', 0));

    const double ourUsPerLine = windowLines > 0 ? cpu.total() * 1000.0 / double(windowLines) : 0;
    const double engineUsPerLine = windowLines > 0 ? engineCpu.total() * 1000.0 / double(windowLines) : 0;
    const double theirUsPerLine =
        theirWindowLines > 0 ? theirCpu.total() * 1000.0 / double(theirWindowLines) : 0;
    const auto us = [](double v) { return QStringLiteral("%1 µs").arg(v, 0, 'f', 1); };
    const bool complete = double(windowLines) >= 0.9 * expectedWindow;
    return {
        Row{QStringLiteral("5a"),
            QStringLiteral(
                "%1 nodes × %2 lines/s followed for %3 s: lines lost / reordered per node (%4 lines)")
                .arg(kNodes)
                .arg(kRate)
                .arg(kSeconds)
                .arg(received),
            QStringLiteral("%1 / %2").arg(lost).arg(reordered), QStringLiteral("-"), QStringLiteral("-"),
            QStringLiteral("0 / 0, ≥ 90 % of the lines due"), lost == 0 && reordered == 0 && complete},
        Row{QStringLiteral("5b"), QStringLiteral("main (GUI) thread: worst timer lateness while following"),
            milliseconds(double(worstLate)), QStringLiteral("-"), QStringLiteral("-"),
            QStringLiteral("<= 50 ms"), worstLate <= 50 && complete},
        Row{QStringLiteral("5c"),
            QStringLiteral("CPU per line: whole process (engine threads alone %1) vs one ssh client per node")
                .arg(us(engineUsPerLine)),
            us(ourUsPerLine), us(theirUsPerLine), ratioText(theirUsPerLine, ourUsPerLine),
            QStringLiteral("stated"), windowLines > 0 && theirWindowLines > 0},
        Row{QStringLiteral("5d"),
            QStringLiteral("resident memory with a %1-line ring (now %2 MiB)")
                .arg(model.capacity())
                .arg(rssMiB, 0, 'f', 0),
            QStringLiteral("%1 MiB peak").arg(peakMiB, 0, 'f', 0), QStringLiteral("-"), QStringLiteral("-"),
            QStringLiteral("<= 300 MB"), peakMiB * 1.048576 <= 300 && model.heldLines() <= model.capacity()},
    };
}

} // namespace fleetdeck::perf
