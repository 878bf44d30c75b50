// SPDX-License-Identifier: GPL-3.0-or-later
#include "Targets.h"

#include "fleet/Inventory.h"
#include "storage/Database.h"
#include "support/OpenSshClient.h"

#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTimer>

namespace fleetdeck::perf {

void wait(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

ssh::SshTarget fleetTarget(const LocalFleet& fleet, const LocalFleet::Node& node)
{
    ssh::SshTarget target;
    target.node = node.name;
    target.host = QStringLiteral("127.0.0.1");
    target.port = node.port;
    target.user = OpenSshClient::currentUserName();
    target.identity = fleet.key().privateKeyPath();
    target.knownHostsPath = fleet.knownHostsPath();
    target.useAgent = false;
    target.useDefaultKeys = false;
    return target;
}

ssh::OperationRequest statusRequest(const LocalFleet& fleet, const LocalFleet::Node& node)
{
    ssh::OperationRequest request;
    request.kind = ssh::OperationKind::HttpGet;
    request.target = fleetTarget(fleet, node);
    request.httpPort = node.statusPort;
    request.timeoutMs = 30000;
    return request;
}

QString writeInventory(const LocalFleet& fleet, const QString& dbPath)
{
    storage::Database db;
    if (!db.open(dbPath))
        return db.error();
    fleet::Inventory inventory(db); // each add commits; in WAL mode that is cheap
    for (const LocalFleet::Node& fleetNode : fleet.nodes()) {
        Node node;
        node.name = fleetNode.name;
        node.host = QStringLiteral("127.0.0.1");
        node.port = fleetNode.port;
        node.user = OpenSshClient::currentUserName();
        node.identity = fleet.key().privateKeyPath();
        if (fleetNode.statusPort)
            node.statusPort = fleetNode.statusPort;
        node.authorizedKeys = fleetNode.authorizedKeysPath;
        if (const fleet::Inventory::Result result = inventory.add(node); !result.ok())
            return QStringLiteral("cannot add %1: %2").arg(node.name, result.message);
    }
    return {};
}

/// The fleet of target 3: `count` nodes whose processes run at idle priority (a thousand nodes on
/// this machine's two cores: on a real workstation they are elsewhere).
LocalFleet::Options idleFleet(const Context& context, const QString& directory)
{
    LocalFleet::Options options;
    options.nodes = context.consoleNodes;
    options.workDir = context.workDir + QLatin1Char('/') + directory;
    options.cuzkSimPath = context.cuzkSim;
    options.idlePriority = true;
    return options;
}

/// Starts the console (offscreen) on the fleet's database `dbPath`, its output in `log`; with a
/// probe file, its GUI-thread probe on; `environment` changes what it inherits. False (said
/// why) when it did not start.
bool startConsole(QProcess& console, const Context& context, const LocalFleet& fleet, const QString& dbPath,
                  const QString& log, const QString& probePath,
                  const std::function<void(QProcessEnvironment&)>& environment)
{
    QProcessEnvironment inherited = QProcessEnvironment::systemEnvironment();
    inherited.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    if (environment)
        environment(inherited);
    console.setProcessEnvironment(inherited);
    console.setStandardOutputFile(log);
    console.setStandardErrorFile(log);
    QStringList arguments{QStringLiteral("--db"), dbPath, QStringLiteral("--known-hosts"),
                          fleet.knownHostsPath(), QStringLiteral("--session-secrets")};
    if (!probePath.isEmpty())
        arguments << QStringLiteral("--event-loop-probe") << probePath;
    console.start(context.console, arguments);
    if (console.waitForStarted(10000))
        return true;
    say(QStringLiteral("the console did not start: ") + console.errorString());
    return false;
}

ProbeWindow readProbe(const QString& path, qint64 fromMs, qint64 toMs)
{
    ProbeWindow window;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return window;
    while (!file.atEnd()) {
        const QJsonObject line = QJsonDocument::fromJson(file.readLine()).object();
        const qint64 at = line.value(QStringLiteral("at")).toInteger();
        if (at < fromMs || at > toMs)
            continue;
        const double late = line.value(QStringLiteral("worst_late_ms")).toDouble();
        if (late > window.worstLateMs) {
            window.worstLateMs = late;
            window.runqueueWaitMs = line.value(QStringLiteral("runqueue_wait_ms")).toDouble();
        }
        window.lateOver50 += line.value(QStringLiteral("late_over_50ms")).toInt();
        window.worstOwnLateMs =
            qMax(window.worstOwnLateMs, line.value(QStringLiteral("worst_own_late_ms")).toDouble());
        window.ownLateOver50 += line.value(QStringLiteral("own_late_over_50ms")).toInt();
        for (const QJsonValue arrival : line.value(QStringLiteral("status_arrivals_ms")).toArray())
            window.statusArrivalsMs << arrival.toInteger();
        ++window.seconds;
    }
    return window;
}

} // namespace fleetdeck::perf
