// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/LifecycleCommand.h"
#include "cli/CliTr.h"

#include "bench/BenchmarkRunner.h"
#include "cli/BenchCommands.h"
#include "cli/Cli.h"
#include "cli/NodeAccess.h"
#include "cli/SecretsCommands.h"
#include "cli/StatusCommands.h"
#include "cli/VastAccess.h"
#include "fleet/Inventory.h"
#include "session/LifecycleDriver.h"
#include "ssh/SshEngine.h"
#include "status/StatusPoller.h"
#include "storage/Database.h"
#include "vast/VastClient.h"
#include "vast/VastInstance.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QSet>
#include <QTimer>

namespace fleetdeck::cli {

namespace {

// One round: the provider's list, a poll of the rented nodes through the console's poller, the
// driver's step, and (the process would take them with it otherwise) the qualification runs it
// started, waited for and judged.
class Round
{
public:
    Round(Cli& cli, storage::Database& db, vast::VastClient& client)
        : m_cli(cli)
        , m_client(client)
        , m_inventory(db)
        , m_driver(db, m_inventory)
        , m_runner(m_engine, db)
    {
        m_driver.destroy = [this](const QString& instance, std::function<void(const QString&)> done) {
            m_client.destroy(instance, nullptr, [done](const vast::VastClient::Reply& reply) {
                const bool gone =
                    reply.ok() || (reply.error && reply.error->code == vast::VastError::NoSuchInstance);
                done(gone ? QString() : reply.error->message);
            });
        };
        m_driver.startRun = [this](const Node& node, const bench::BenchSpec& spec,
                                   std::function<void(qint64, const QString&)> done) {
            ssh::OperationRequest login;
            login.target = loginFor(m_cli, node);
            QList<ssh::OperationRequest> logins{login};
            resolveCredentials(m_cli, {node}, &logins);
            const QList<qint64> ids = m_runner.start(
                spec, {benchTargetFor(node, logins.first().target, m_inventory.providerRecord(node.id))});
            const qint64 run = ids.value(0);
            done(run, run > 0 ? QString() : m_runner.error());
        };
        QObject::connect(&m_runner, &bench::BenchmarkRunner::runFinished, &m_driver,
                         [this](qint64 run) { m_driver.runEnded(run); });
        if (!m_cli.globals().json) {
            QObject::connect(&m_driver, &session::LifecycleDriver::ruleTripped, &m_driver,
                             [this](const QString& node, const lifecycle::RuleTrip& trip) {
                                 m_cli.err()
                                     << Tr::tr("%1: %2 (%3)").arg(node, trip.reason, trip.action) << Qt::endl;
                             });
            QObject::connect(&m_driver, &session::LifecycleDriver::qualificationStarted, &m_driver,
                             [this](const QString& node, qint64 run) {
                                 m_cli.err() << Tr::tr("%1: qualification run %2 started").arg(node).arg(run)
                                             << Qt::endl;
                             });
        }
        QObject::connect(
            &m_driver, &session::LifecycleDriver::warning, &m_driver,
            [this](const QString& text) { m_cli.err() << Tr::tr("warning: %1").arg(text) << Qt::endl; });
        QObject::connect(&m_driver, &session::LifecycleDriver::actingChanged, &m_driver, [this](bool acting) {
            if (!acting)
                m_cli.err() << Tr::tr(
                                   "note: another process drives the lifecycle rules on this store; shown as "
                                   "it has them, nothing done here")
                            << Qt::endl;
        });
    }

    QJsonObject run();

private:
    void refreshProvider();
    void pollOnce();

    Cli& m_cli;
    vast::VastClient& m_client;
    fleet::Inventory m_inventory;
    ssh::SshEngine m_engine;
    session::LifecycleDriver m_driver;
    bench::BenchmarkRunner m_runner;
};

void Round::refreshProvider()
{
    const auto listing =
        awaitVast<vast::VastClient::Listing>([&](auto done) { m_client.listInstances(nullptr, done); });
    if (!listing.ok()) {
        m_cli.err() << Tr::tr(
                           "warning: the provider's list could not be read (%1); judging from what is known")
                           .arg(listing.error->message)
                    << Qt::endl;
        return;
    }
    const fleet::Inventory::ImportResult r = m_inventory.importInstances(
        vast::VastInstance::Provider, vast::VastInstance::toProviderInstances(listing.instances), true);
    if (!r.ok())
        m_cli.err() << Tr::tr("warning: %1").arg(r.message) << Qt::endl;
}

// One poll of the rented nodes through the console's poller, as `status` does it.
void Round::pollOnce()
{
    const QList<Node> nodes = m_driver.pollable();
    if (nodes.isEmpty())
        return;
    const std::unique_ptr<status::StatusPoller> poller = cliPoller(m_cli, m_engine, nodes);
    QSet<QString> seen;
    QEventLoop loop;
    QObject::connect(poller.get(), &status::StatusPoller::polled, &loop,
                     [&](const status::NodeStatus& s, const ssh::OperationResult& r) {
                         m_driver.observe(s, r);
                         seen.insert(s.name);
                         if (seen.size() == nodes.size())
                             loop.quit();
                     });
    poller->refreshNow({});
    if (seen.size() < nodes.size())
        loop.exec();
}

QJsonObject Round::run()
{
    refreshProvider();
    pollOnce();
    m_driver.step();
    QEventLoop loop;
    QTimer wait;
    QObject::connect(&wait, &QTimer::timeout, &loop, [&] {
        if (!m_driver.busy())
            loop.quit();
    });
    wait.start(100);
    if (m_driver.busy())
        loop.exec();
    return m_driver.toJson();
}

} // namespace

int runLifecycleCommand(Cli& cli, const QStringList& tokens)
{
    if (cli.globals().help) {
        cli.out() << lifecycleHelp();
        return ExitOk;
    }
    CliArgs args;
    QString error;
    if (!args.parse(tokens,
                    {{QStringLiteral("watch")},
                     {QStringLiteral("count")},
                     {QStringLiteral("vast-url")},
                     {QStringLiteral("vast-account")}},
                    &error))
        return cli.fail(ExitUsage, error);
    if (!args.positional().isEmpty())
        return cli.fail(ExitUsage,
                        Tr::tr("lifecycle: unexpected argument '%1'").arg(args.positional().first()));
    double watch = -1;
    qint64 count = -1;
    if (args.has(QStringLiteral("watch"))) {
        bool ok = false;
        watch = args.value(QStringLiteral("watch")).toDouble(&ok);
        if (!ok || watch < 0.5)
            return cli.fail(ExitUsage, Tr::tr("--watch takes seconds, 0.5 or more"));
    }
    if (args.has(QStringLiteral("count"))) {
        bool ok = false;
        count = args.value(QStringLiteral("count")).toLongLong(&ok);
        if (!ok || count < 1 || watch < 0)
            return cli.fail(ExitUsage, Tr::tr("--count takes a number of rounds, 1 or more, with --watch"));
    }
    storage::Database db;
    int code = ExitOk;
    if (!openDatabase(cli, db, &code))
        return code;
    vast::VastClient client;
    if (!connectVastClient(cli, args, client, &code))
        return code;
    const qint64 rounds = watch < 0 ? 1 : count;
    for (qint64 round = 1; rounds < 0 || round <= rounds; ++round) {
        QElapsedTimer clock;
        clock.start();
        Round r(cli, db, client);
        QJsonObject doc = r.run();
        if (cli.globals().json) {
            if (watch >= 0)
                doc.insert(QStringLiteral("round"), round);
            cli.printJson(doc);
        } else {
            for (const QJsonValue& v : doc.value(QStringLiteral("nodes")).toArray()) {
                const QJsonObject n = v.toObject();
                QString line = QStringLiteral("%1  %2  %3  since %4")
                                   .arg(n.value(QStringLiteral("node")).toString(), -20)
                                   .arg(n.value(QStringLiteral("template")).toString(), -10)
                                   .arg(n.value(QStringLiteral("stage")).toString(), -11)
                                   .arg(n.value(QStringLiteral("stage_since")).toString());
                const QJsonObject rule = n.value(QStringLiteral("rule")).toObject();
                if (!rule.isEmpty())
                    line += QStringLiteral("  ") + rule.value(QStringLiteral("reason")).toString();
                cli.out() << line << Qt::endl;
            }
        }
        if (rounds >= 0 && round >= rounds)
            break;
        waitForNextRound(watch, clock);
    }
    return ExitOk;
}

QString lifecycleHelp()
{
    return Tr::tr("Usage: fleetdeck-cli lifecycle [--watch SECONDS [--count N]] [--vast-url URL] "
                  "[--vast-account NAME]\n"
                  "\n"
                  "Applies each template's stages and rules to the nodes rented through it: refreshes the\n"
                  "instances from vast.ai, polls the nodes, moves each through created, loading, running,\n"
                  "ssh, daemon, qualifying and in_service, runs the qualification benchmark when the daemon\n"
                  "answers (and waits for it), and trips the template's time limits and floors: the node\n"
                  "is marked failed with the reason, or destroyed where the template retires automatically.\n"
                  "A machine that failed qualification or was retired is added to the bad hosts.\n"
                  "A freshly rented node's host key is learned only under --host-key-policy accept-new.\n");
}

} // namespace fleetdeck::cli
