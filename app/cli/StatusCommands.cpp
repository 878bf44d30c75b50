// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/StatusCommands.h"
#include "cli/CliTr.h"

#include "cli/Cli.h"
#include "cli/NodeAccess.h"
#include "cli/SecretsCommands.h"
#include "fleet/Inventory.h"
#include "fleet/NodeTargets.h"
#include "ssh/SshEngine.h"
#include "status/CuzkStatus.h"
#include "status/CuzkSummary.h"
#include "status/HealthState.h"
#include "status/NodeHealth.h"
#include "status/NodeStatus.h"
#include "status/StatusPoller.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QTextStream>
#include <QTimer>

#include <cstdio>
#include <unistd.h>

namespace fleetdeck::cli {

using namespace fleetdeck::ssh;

namespace {

struct NodeOutcome
{
    Node node;
    OperationResult result;
    std::optional<status::CuzkSummary> cuzk;
    status::HealthState state = status::HealthState::Unknown;
};

QJsonValue diagnosisJson(const std::optional<Diagnosis>& d)
{
    return d ? QJsonValue(d->toJson()) : QJsonValue(QJsonValue::Null);
}

/// The request that fetches (or, with `check`, checks the way to) a node's status document.
OperationRequest statusRequest(const Cli& cli, const Node& node, bool check)
{
    OperationRequest r = fleet::NodeTargets::statusRequest(node, loginFor(cli, node), check);
    r.timeoutMs = int(cli.globals().timeoutSeconds * 1000);
    if (check)
        r.decode = &status::CuzkStatus::decode; // the check passes exactly what a poll accepts
    return r;
}

/// Runs requests through `engine` and waits for all of them (the CLI's own event loop).
QList<OperationResult> runAll(SshEngine& engine, const QList<OperationRequest>& requests)
{
    QHash<quint64, int> index;
    QList<OperationResult> results(requests.size());
    QEventLoop loop;
    int open = int(requests.size());
    const QMetaObject::Connection c =
        QObject::connect(&engine, &SshEngine::finished, &loop, [&](const OperationResult& r) {
            const auto it = index.constFind(r.id);
            if (it == index.cend())
                return;
            results[*it] = r;
            if (--open == 0)
                loop.quit();
        });
    for (int i = 0; i < requests.size(); ++i)
        index.insert(engine.submit(requests.at(i)), i);
    if (open > 0)
        loop.exec();
    QObject::disconnect(c);
    return results;
}

void printStatusTable(Cli& cli, const QList<NodeOutcome>& outcomes)
{
    QTextStream& out = cli.out();
    const QString header = QStringLiteral("%1 %2 %3 %4 %5 %6")
                               .arg(Tr::tr("NODE"), -16)
                               .arg(Tr::tr("STATE"), -17)
                               .arg(Tr::tr("LATENCY"), 9)
                               .arg(Tr::tr("QUEUE"), 6)
                               .arg(Tr::tr("GPU"), 5)
                               .arg(Tr::tr("DONE/FAILED"), 13);
    out << header << "  " << Tr::tr("REASON") << "\n";
    for (const NodeOutcome& o : outcomes) {
        const QString state = healthStateName(o.state);
        const QString latency = QStringLiteral("%1 ms").arg(o.result.ms, 0, 'f', 1);
        const QString queue = o.cuzk ? QString::number(o.cuzk->queueDepth) : QStringLiteral("-");
        const QString gpu =
            o.cuzk ? QStringLiteral("%1/%2").arg(o.cuzk->gpuWorkersBusy).arg(o.cuzk->gpuWorkersTotal)
                   : QStringLiteral("-");
        const QString done =
            o.cuzk ? QStringLiteral("%1/%2").arg(o.cuzk->totalCompleted).arg(o.cuzk->totalFailed)
                   : QStringLiteral("-");
        const QString reason = o.result.diagnosis ? QStringLiteral("%1: %2").arg(o.result.diagnosis->code,
                                                                                 o.result.diagnosis->detail)
                                                  : QString();
        out << QStringLiteral("%1 %2 %3 %4 %5 %6")
                   .arg(o.node.name, -16)
                   .arg(state, -17)
                   .arg(latency, 9)
                   .arg(queue, 6)
                   .arg(gpu, 5)
                   .arg(done, 13)
            << "  " << reason << "\n";
    }
    out.flush();
}
} // namespace

std::unique_ptr<status::StatusPoller> cliPoller(Cli& cli, ssh::SshEngine& engine, const QList<Node>& nodes)
{
    QHash<QString, SshTarget> logins;
    QList<OperationRequest> requests;
    for (const Node& n : nodes)
        requests << statusRequest(cli, n, false);
    resolveCredentials(cli, nodes, &requests);
    for (int i = 0; i < nodes.size(); ++i)
        logins.insert(nodes.at(i).name, requests.at(i).target);
    status::StatusPoller::Options options;
    options.timeoutMs = int(cli.globals().timeoutSeconds * 1000);
    options.systemProbeEvery = 0;
    options.failuresBeforeBad = 1;
    options.coalesceMs = 0;
    auto poller = std::make_unique<status::StatusPoller>(&engine, options);
    poller->setLoginFor([logins](const Node& n) { return logins.value(n.name); });
    poller->setNodes(nodes);
    return poller;
}

void waitForNextRound(double watchSeconds, const QElapsedTimer& roundClock)
{
    const qint64 wait = qint64(watchSeconds * 1000) - roundClock.elapsed();
    if (wait <= 0)
        return;
    QEventLoop pause;
    QTimer::singleShot(int(wait), &pause, &QEventLoop::quit);
    pause.exec();
}

int runStatusCommand(Cli& cli, const QStringList& tokens)
{
    CliArgs args;
    QString error;
    if (!args.parse(tokens, {{QStringLiteral("watch")}, {QStringLiteral("count")}}, &error))
        return cli.fail(ExitUsage, error);
    double watch = -1;
    qint64 count = -1;
    if (args.has(QStringLiteral("watch"))) {
        bool ok = false;
        watch = args.value(QStringLiteral("watch")).toDouble(&ok);
        if (!ok || watch < 0)
            return cli.fail(ExitUsage, Tr::tr("invalid --watch '%1': expected seconds, 0 or more")
                                           .arg(args.value(QStringLiteral("watch"))));
    }
    if (args.has(QStringLiteral("count"))) {
        if (watch < 0)
            return cli.fail(ExitUsage, Tr::tr("--count needs --watch"));
        bool ok = false;
        count = args.value(QStringLiteral("count")).toLongLong(&ok);
        if (!ok || count < 1)
            return cli.fail(ExitUsage, Tr::tr("invalid --count '%1': expected a number of rounds, 1 or more")
                                           .arg(args.value(QStringLiteral("count"))));
    }
    QList<Node> nodes;
    int code = ExitOk;
    if (!loadNodes(cli, args.positional(), &nodes, &code))
        return code;

    // The console's poller, driven round by round: each node's channel for the next round is opened
    // ahead, and its health is judged as in the console (no flap suppression here: a script wants
    // what it saw).
    SshEngine engine;
    const std::unique_ptr<status::StatusPoller> polling = cliPoller(cli, engine, nodes);
    status::StatusPoller& poller = *polling;
    if (watch >= 0)
        poller.setNextRoundInMs(int(watch * 1000));
    QHash<QString, QPair<status::NodeStatus, OperationResult>> polled;
    QEventLoop roundLoop;
    QObject::connect(&poller, &status::StatusPoller::polled, &roundLoop,
                     [&](const status::NodeStatus& status, const OperationResult& result) {
                         polled.insert(status.name, {status, result});
                         if (polled.size() == nodes.size())
                             roundLoop.quit();
                     });
    const auto pollNodes = [&](const QStringList& names) {
        for (const QString& name : names)
            polled.remove(name);
        poller.refreshNow(names);
        if (polled.size() < nodes.size())
            roundLoop.exec();
    };
    const qint64 rounds = watch < 0 ? 1 : count;
    for (qint64 round = 1; rounds < 0 || round <= rounds; ++round) {
        QElapsedTimer clock;
        clock.start();
        polled.clear();
        pollNodes({});
        // Host keys the operator trusts on the terminal are retried at once.
        for (const Node& n : std::as_const(nodes)) {
            const OperationResult r = polled.value(n.name).second;
            if (r.hostKey && r.diagnosis && askAboutHostKey(cli, n.name, *r.diagnosis, r.hostKey))
                pollNodes({n.name});
        }
        QList<NodeOutcome> outcomes;
        bool allHealthy = true;
        for (const Node& n : std::as_const(nodes)) {
            const auto& [status, result] = polled.value(n.name);
            NodeOutcome o{n, result, std::nullopt, status.state};
            if (status.cuzk && status.lastSeen.isValid() && status.lastSeen == status.lastPolled)
                o.cuzk = status.cuzk->summary(); // this round's document, not an earlier one
            o.result.diagnosis = status.diagnosis;
            outcomes << o;
            allHealthy = allHealthy && o.state == status::HealthState::Healthy;
        }
        code = allHealthy ? ExitOk : ExitFailed;
        if (cli.globals().json) {
            QJsonArray array;
            for (const NodeOutcome& o : std::as_const(outcomes)) {
                array.append(QJsonObject{
                    {QStringLiteral("name"), o.node.name},
                    {QStringLiteral("state"), healthStateName(o.state)},
                    {QStringLiteral("latency_ms"), qRound(o.result.ms * 10) / 10.0},
                    {QStringLiteral("diagnosis"), diagnosisJson(o.result.diagnosis)},
                    {QStringLiteral("cuzk"),
                     o.cuzk ? QJsonValue(o.cuzk->toJson()) : QJsonValue(QJsonValue::Null)},
                });
            }
            QJsonObject doc{{QStringLiteral("nodes"), array}};
            if (watch >= 0)
                doc.insert(QStringLiteral("round"), round);
            cli.printJson(doc);
        } else {
            if (watch >= 0)
                cli.out() << Tr::tr("round %1").arg(round) << "\n";
            printStatusTable(cli, outcomes);
        }
        if (rounds >= 0 && round >= rounds)
            break;
        waitForNextRound(watch, clock);
    }
    return code;
}

int runCheckCommand(Cli& cli, const QStringList& tokens)
{
    CliArgs args;
    QString error;
    if (!args.parse(tokens, {}, &error))
        return cli.fail(ExitUsage, error);
    if (args.positional().size() != 1)
        return cli.fail(ExitUsage,
                        args.positional().isEmpty()
                            ? Tr::tr("check: missing NAME")
                            : Tr::tr("check: unexpected argument '%1'").arg(args.positional().at(1)));
    QList<Node> nodes;
    int code = ExitOk;
    if (!loadNodes(cli, args.positional(), &nodes, &code))
        return code;
    const Node& node = nodes.constFirst();

    SshEngine engine(1);
    QList<OperationRequest> requests{statusRequest(cli, node, true)};
    resolveCredentials(cli, nodes, &requests);
    const OperationRequest& request = requests.constFirst();
    OperationResult r = runAll(engine, {request}).constFirst();
    if (r.hostKey && askAboutHostKey(cli, r.node, *r.diagnosis, r.hostKey))
        r = runAll(engine, {request}).constFirst();

    if (cli.globals().json) {
        QJsonArray stages;
        for (const StageReport& s : std::as_const(r.stages)) {
            stages.append(QJsonObject{
                {QStringLiteral("stage"), Diagnosis::stageName(s.stage)},
                {QStringLiteral("ok"), s.ok ? QJsonValue(*s.ok) : QJsonValue(QJsonValue::Null)},
                {QStringLiteral("ms"), qRound(s.ms * 100) / 100.0},
                {QStringLiteral("detail"), s.detail},
            });
        }
        cli.printJson(QJsonObject{{QStringLiteral("node"), node.name},
                                  {QStringLiteral("stages"), stages},
                                  {QStringLiteral("diagnosis"), diagnosisJson(r.diagnosis)}});
    } else {
        QTextStream& out = cli.out();
        out << Tr::tr("check %1 (%2@%3)").arg(node.name, node.user, node.address()) << "\n";
        for (const StageReport& s : std::as_const(r.stages)) {
            const QString mark = !s.ok   ? QStringLiteral("-")
                                 : *s.ok ? QStringLiteral("ok")
                                         : QStringLiteral("FAIL");
            out << QStringLiteral("  %1 %2 %3  %4")
                       .arg(mark, -4)
                       .arg(Diagnosis::stageName(s.stage), -9)
                       .arg(s.ok ? QStringLiteral("%1 ms").arg(s.ms, 0, 'f', 1) : QString(), 10)
                       .arg(s.detail)
                << "\n";
        }
        if (r.diagnosis) {
            out << "\n" << r.diagnosis->code << ": " << r.diagnosis->message << "\n";
            out << "  " << Tr::tr("fix: %1").arg(r.diagnosis->hint) << "\n";
        }
        out.flush();
    }
    return r.ok() ? ExitOk : ExitFailed;
}

QString statusHelp()
{
    return Tr::tr("Usage: fleetdeck-cli status [NAME...] [--watch SECONDS [--count N]]\n\n"
                  "Polls each selected node (default: all) concurrently. With --watch, repeats every\n"
                  "SECONDS (0 = back to back) for N rounds (default: until interrupted), reusing the\n"
                  "connections. Exit code 0 when every node is healthy, 1 otherwise.\n");
}

QString checkHelp()
{
    return Tr::tr("Usage: fleetdeck-cli check NAME\n\n"
                  "Logs in afresh and runs every stage in order (resolve, connect, handshake, host_key,\n"
                  "auth, channel, http or exec, parse), reporting each one and the first failure.\n");
}

} // namespace fleetdeck::cli
