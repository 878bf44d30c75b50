// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/LifecycleCommand.h"
#include "cli/CliTr.h"

#include "bench/BenchmarkReport.h"
#include "bench/BenchmarkRunner.h"
#include "bench/BenchmarkStore.h"
#include "cli/BenchCommands.h"
#include "cli/Cli.h"
#include "cli/NodeAccess.h"
#include "cli/SecretsCommands.h"
#include "cli/StatusCommands.h"
#include "cli/VastAccess.h"
#include "fleet/Inventory.h"
#include "lifecycle/LifecycleRules.h"
#include "lifecycle/LifecycleStore.h"
#include "ssh/SshEngine.h"
#include "status/StatusPoller.h"
#include "storage/Database.h"
#include "vast/VastClient.h"
#include "vast/VastInstance.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QTimer>

namespace fleetdeck::cli {

namespace {

using lifecycle::LifecycleRecord;
using lifecycle::LifecycleRules;
using lifecycle::LifecycleStore;
using lifecycle::RentTemplate;
using lifecycle::Stage;

struct Polled
{
    status::NodeStatus status;
    ssh::OperationResult result;
};

// One poll of `nodes` through the console's poller, as `status` does it.
QHash<QString, Polled> pollOnce(Cli& cli, ssh::SshEngine& engine, const QList<Node>& nodes)
{
    QHash<QString, Polled> polled;
    if (nodes.isEmpty())
        return polled;
    const std::unique_ptr<status::StatusPoller> poller = cliPoller(cli, engine, nodes);
    QEventLoop loop;
    QObject::connect(poller.get(), &status::StatusPoller::polled, &loop,
                     [&](const status::NodeStatus& s, const ssh::OperationResult& r) {
                         polled.insert(s.name, {s, r});
                         if (polled.size() == nodes.size())
                             loop.quit();
                     });
    poller->refreshNow({});
    if (polled.size() < nodes.size())
        loop.exec();
    return polled;
}

lifecycle::Observation observe(const std::optional<fleet::ProviderRecord>& provider, const Node& node,
                               const std::optional<Polled>& poll)
{
    lifecycle::Observation seen;
    seen.listed = provider && !provider->vanished();
    if (provider)
        seen.providerState = provider->fields.value(QStringLiteral("actual_status")).toString();
    seen.hasAddress = !node.awaitingAddress();
    if (poll) {
        const std::optional<Diagnosis>& d = poll->result.diagnosis;
        seen.loggedIn = !d || int(d->stage) > int(Diagnosis::Stage::Auth);
        seen.daemonAnswered =
            poll->result.ok() || (poll->status.cuzk && poll->status.lastSeen == poll->status.lastPolled);
        if (d && !seen.daemonAnswered)
            seen.pollProblem = d->message;
    }
    return seen;
}

bool rateRule(const QString& rule)
{
    return rule == QLatin1String("qualification") || rule == QLatin1String("min-proofs-per-hour") ||
           rule == QLatin1String("max-usd-per-proof");
}

class Round
{
public:
    Round(Cli& cli, storage::Database& db, vast::VastClient& client)
        : m_cli(cli)
        , m_db(db)
        , m_client(client)
        , m_inventory(db)
        , m_store(db)
        , m_bench(db)
    {}

    QJsonObject run();

private:
    void refreshProvider();
    void act(LifecycleRecord& record, const lifecycle::Decision& d);
    void qualify(QList<LifecycleRecord*> records, const QHash<QString, RentTemplate>& templates);
    void judgeFinished(LifecycleRecord& record, const RentTemplate& t);
    void save(const LifecycleRecord& record);

    Cli& m_cli;
    storage::Database& m_db;
    vast::VastClient& m_client;
    fleet::Inventory m_inventory;
    LifecycleStore m_store;
    bench::BenchmarkStore m_bench;
    ssh::SshEngine m_engine;
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

void Round::save(const LifecycleRecord& record)
{
    if (!m_store.saveRecord(record))
        m_cli.err() << Tr::tr("warning: node %1: %2").arg(record.node, m_store.error()) << Qt::endl;
}

// A tripped rule: destroy where the template says so, list the machine as bad where its rate
// or a retirement proved it.
void Round::act(LifecycleRecord& record, const lifecycle::Decision& d)
{
    if (!d.trip)
        return;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (d.trip->action == QLatin1String("retired")) {
        const auto reply = awaitVast<vast::VastClient::Reply>(
            [&](auto done) { m_client.destroy(record.instanceId, nullptr, done); });
        if (reply.ok() || (reply.error && reply.error->code == vast::VastError::NoSuchInstance)) {
            record.retiredAt = now;
            record.retiredReason = d.trip->reason;
            record.enter(Stage::Retired, now);
        } else {
            record.rule->action = QStringLiteral("notified");
            record.rule->reason += Tr::tr(" (destroying it failed: %1)").arg(reply.error->message);
        }
    }
    if (!record.machineId.isEmpty() &&
        (rateRule(d.trip->name) || d.trip->action == QLatin1String("retired"))) {
        lifecycle::BadHost bad;
        bad.machineId = record.machineId;
        bad.reason = d.trip->reason;
        bad.source = d.trip->name;
        bad.node = record.node;
        if (!m_store.addBadHost(bad))
            m_cli.err() << Tr::tr("warning: %1").arg(m_store.error()) << Qt::endl;
    }
    if (!m_cli.globals().json)
        m_cli.err() << Tr::tr("%1: %2 (%3)").arg(record.node, d.trip->reason, record.rule->action)
                    << Qt::endl;
}

void Round::judgeFinished(LifecycleRecord& record, const RentTemplate& t)
{
    const std::optional<bench::RunSummary> summary =
        bench::RunSummary::load(m_bench, record.qualification->run);
    if (!summary || summary->record.state == bench::BenchRunState::Running)
        return;
    const QString problem =
        summary->record.state == bench::BenchRunState::Finished
            ? QString()
            : (summary->record.reason.isEmpty() ? bench::benchRunStateName(summary->record.state)
                                                : summary->record.reason);
    const lifecycle::Decision d =
        LifecycleRules::judge(record, t, summary->stats.proofsPerHour, summary->stats.dollarsPerProof,
                              problem, QDateTime::currentDateTimeUtc());
    act(record, d);
    save(record);
}

// Starts the template's preset on each node and waits for the runs (the process would take them
// with it otherwise), then judges them.
void Round::qualify(QList<LifecycleRecord*> records, const QHash<QString, RentTemplate>& templates)
{
    bench::BenchmarkRunner runner(m_engine, m_db);
    QList<LifecycleRecord*> started;
    for (LifecycleRecord* record : records) {
        const RentTemplate& t = templates[record->templateName];
        const std::optional<Node> node = m_inventory.find(record->node);
        const std::optional<bench::BenchSpec> spec = m_bench.preset(t.preset);
        const auto fail = [&](const QString& why) {
            record->qualification = lifecycle::Qualification{0, std::nullopt, {}, {}, {}};
            act(*record, LifecycleRules::judge(*record, t, std::nullopt, std::nullopt, why,
                                               QDateTime::currentDateTimeUtc()));
            save(*record);
        };
        if (!node || !spec) {
            fail(spec ? Tr::tr("the node is gone")
                      : Tr::tr("there is no benchmark preset '%1'").arg(t.preset));
            continue;
        }
        ssh::OperationRequest login;
        login.target = loginFor(m_cli, *node);
        QList<ssh::OperationRequest> logins{login};
        resolveCredentials(m_cli, {*node}, &logins);
        const QList<qint64> ids = runner.start(
            *spec, {benchTargetFor(*node, logins.first().target, m_inventory.providerRecord(node->id))});
        if (ids.isEmpty() || ids.first() <= 0) {
            fail(runner.error());
            continue;
        }
        record->qualification = lifecycle::Qualification{ids.first(), std::nullopt, {}, {}, {}};
        save(*record);
        started << record;
        if (!m_cli.globals().json)
            m_cli.err() << Tr::tr("%1: qualification run %2 started (preset %3)")
                               .arg(record->node)
                               .arg(ids.first())
                               .arg(t.preset)
                        << Qt::endl;
    }
    if (started.isEmpty())
        return;
    QEventLoop loop;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (runner.activeRuns().isEmpty())
            loop.quit();
    });
    poll.start(100);
    loop.exec();
    for (LifecycleRecord* record : started)
        judgeFinished(*record, templates[record->templateName]);
}

QJsonObject Round::run()
{
    refreshProvider();
    QHash<QString, RentTemplate> templates;
    for (const RentTemplate& t : m_store.templates())
        templates.insert(t.name, t);
    QList<LifecycleRecord> records;
    for (const LifecycleRecord& r : m_store.records()) {
        if (!r.templateName.isEmpty())
            records << r;
    }
    QList<Node> pollable;
    for (const LifecycleRecord& r : std::as_const(records)) {
        const std::optional<Node> node = m_inventory.find(r.node);
        if (!r.ended() && node && !node->awaitingAddress() && templates.contains(r.templateName))
            pollable << *node;
    }
    const QHash<QString, Polled> polled = pollOnce(m_cli, m_engine, pollable);

    const QDateTime now = QDateTime::currentDateTimeUtc();
    QList<LifecycleRecord*> toQualify;
    for (LifecycleRecord& record : records) {
        if (record.ended() || !templates.contains(record.templateName))
            continue;
        const RentTemplate& t = templates[record.templateName];
        const std::optional<Node> node = m_inventory.find(record.node);
        if (!node)
            continue;
        // A qualification started by an earlier round (or process) that has ended since.
        if (record.stage == Stage::Qualifying && record.qualification && !record.qualification->passed &&
            record.qualification->run > 0)
            judgeFinished(record, t);
        if (record.ended())
            continue;
        const auto poll = polled.constFind(record.node);
        const lifecycle::Decision d =
            LifecycleRules::step(record, t,
                                 observe(m_inventory.providerRecord(node->id), *node,
                                         poll == polled.cend() ? std::nullopt : std::optional<Polled>(*poll)),
                                 now);
        act(record, d);
        if (d.changed || d.trip)
            save(record);
        if (d.qualify)
            toQualify << &record;
    }
    qualify(toQualify, templates);

    QJsonArray nodes;
    for (const LifecycleRecord& record : std::as_const(records)) {
        const std::optional<LifecycleRecord> now = m_store.record(record.nodeId);
        nodes.append((now ? *now : record).toJson());
    }
    return {{QStringLiteral("nodes"), nodes}};
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
