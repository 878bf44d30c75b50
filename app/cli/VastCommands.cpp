// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/VastCommands.h"
#include "cli/CliTr.h"

#include "base/KeyFile.h"
#include "bench/BenchmarkStore.h"
#include "cli/Cli.h"
#include "cli/NodeAccess.h"
#include "cli/VastAccess.h"
#include "fleet/Inventory.h"
#include "lifecycle/LifecycleStore.h"
#include "lifecycle/OfferEstimates.h"
#include "ssh/LoginResolution.h"
#include "storage/Database.h"
#include "vast/VastClient.h"
#include "vast/VastInstance.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>

namespace fleetdeck::cli {

namespace {

using lifecycle::BadHost;
using lifecycle::LifecycleStore;
using lifecycle::RentTemplate;

const QList<OptionSpec>& vastOptions()
{
    static const QList<OptionSpec> specs{{QStringLiteral("vast-url")}, {QStringLiteral("vast-account")}};
    return specs;
}

QList<OptionSpec> withVastOptions(QList<OptionSpec> specs)
{
    return specs << vastOptions();
}

// A positive number option; false (usage error printed) when given but not one.
bool numberOption(Cli& cli, const CliArgs& args, const char* name, std::optional<double>* value, int* code,
                  bool allowZero = false)
{
    const QString key = QLatin1String(name);
    if (!args.has(key))
        return true;
    bool ok = false;
    const double v = args.value(key).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0 || (!allowZero && v == 0)) {
        *code =
            cli.fail(ExitUsage, Tr::tr("--%1 takes a positive number, not '%2'").arg(key, args.value(key)));
        return false;
    }
    *value = v;
    return true;
}

// Every vast command takes --vast-url and --vast-account; those that need no API drop them.
QStringList withoutVastOptions(const QStringList& tokens)
{
    QStringList rest;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const QString& t = tokens.at(i);
        if (t == QLatin1String("--vast-url") || t == QLatin1String("--vast-account")) {
            ++i;
            continue;
        }
        if (t.startsWith(QLatin1String("--vast-url=")) || t.startsWith(QLatin1String("--vast-account=")))
            continue;
        rest << t;
    }
    return rest;
}

// ---- offers ------------------------------------------------------------------------------------

QJsonObject offerJson(const vast::VastOffer& o, bool bad, const std::optional<lifecycle::OfferExpectation>& e)
{
    const auto number = [](const QString& id) { return QJsonValue(id.toLongLong()); };
    return {{QStringLiteral("id"), number(o.id)},
            {QStringLiteral("machine_id"), number(o.machineId)},
            {QStringLiteral("host_id"), number(o.hostId)},
            {QStringLiteral("gpu_name"), o.gpuName},
            {QStringLiteral("num_gpus"), o.numGpus},
            {QStringLiteral("dph_total"), o.dollarsPerHour},
            {QStringLiteral("reliability"), o.reliability},
            {QStringLiteral("geolocation"), o.geolocation},
            {QStringLiteral("cpu_ram_gb"), o.cpuRamGb},
            {QStringLiteral("disk_space"), o.diskGb},
            {QStringLiteral("inet_down"), o.inetDownMbps},
            {QStringLiteral("cuda_max_good"), o.cudaMaxGood},
            {QStringLiteral("verified"), o.verified},
            {QStringLiteral("bad_host"), bad},
            {QStringLiteral("expected"), e ? QJsonValue(e->toJson()) : QJsonValue()}};
}

int runOffers(Cli& cli, const QStringList& tokens)
{
    CliArgs args;
    QString error;
    const QList<OptionSpec> specs = withVastOptions({{QStringLiteral("gpu")},
                                                     {QStringLiteral("num-gpus")},
                                                     {QStringLiteral("max-dph")},
                                                     {QStringLiteral("min-reliability")},
                                                     {QStringLiteral("disk")},
                                                     {QStringLiteral("region")},
                                                     {QStringLiteral("order")},
                                                     {QStringLiteral("limit")},
                                                     {QStringLiteral("include-bad"), false},
                                                     {QStringLiteral("min-cpu-ram")},
                                                     {QStringLiteral("min-inet-down")},
                                                     {QStringLiteral("min-cuda")},
                                                     {QStringLiteral("verified"), false}});
    if (!args.parse(tokens, specs, &error))
        return cli.fail(ExitUsage, error);
    if (!args.positional().isEmpty())
        return cli.fail(ExitUsage,
                        Tr::tr("vast offers: unexpected argument '%1'").arg(args.positional().first()));
    vast::VastOfferQuery q;
    int code = ExitOk;
    q.gpuName = args.value(QStringLiteral("gpu"));
    std::optional<double> n;
    std::optional<double> disk;
    std::optional<double> limit;
    if (!numberOption(cli, args, "num-gpus", &n, &code) ||
        !numberOption(cli, args, "max-dph", &q.maxDollarsPerHour, &code) ||
        !numberOption(cli, args, "min-reliability", &q.minReliability, &code, true) ||
        !numberOption(cli, args, "disk", &disk, &code) || !numberOption(cli, args, "limit", &limit, &code) ||
        !numberOption(cli, args, "min-cpu-ram", &q.minCpuRamGb, &code) ||
        !numberOption(cli, args, "min-inet-down", &q.minInetDownMbps, &code) ||
        !numberOption(cli, args, "min-cuda", &q.minCuda, &code))
        return code;
    if (n)
        q.numGpus = int(*n);
    if (disk)
        q.diskGb = *disk;
    if (limit)
        q.limit = qBound(1, int(*limit), 1000);
    q.region = args.value(QStringLiteral("region"));
    q.verifiedOnly = args.has(QStringLiteral("verified"));
    if (args.has(QStringLiteral("order"))) {
        QString order = args.value(QStringLiteral("order"));
        q.descending = order.endsWith(QLatin1Char('-'));
        if (q.descending)
            order.chop(1);
        if (order == QLatin1String("reliability"))
            order = QStringLiteral("reliability2");
        if (!vast::VastOfferQuery::orderFields().contains(order))
            return cli.fail(ExitUsage,
                            Tr::tr("--order takes one of %1 (a trailing - for descending)")
                                .arg(vast::VastOfferQuery::orderFields().join(QStringLiteral(", "))));
        q.orderField = order;
    }

    storage::Database db;
    if (!openDatabase(cli, db, &code))
        return code;
    vast::VastClient client;
    if (!connectVastClient(cli, args, client, &code))
        return code;
    const auto search =
        awaitVast<vast::VastClient::OfferSearch>([&](auto done) { client.searchOffers(q, nullptr, done); });
    if (!search.ok())
        return failWithVastError(cli, ExitFailed, *search.error);

    LifecycleStore lifecycleStore(db);
    bench::BenchmarkStore benchStore(db);
    const lifecycle::OfferEstimates estimates(lifecycle::OfferEstimates::measured(benchStore));
    const bool includeBad = args.has(QStringLiteral("include-bad"));
    QJsonArray offers;
    QStringList lines;
    int hidden = 0;
    for (const vast::VastOffer& o : std::as_const(search.offers)) {
        const bool bad = lifecycleStore.isBadHost(vast::VastInstance::Provider, o.machineId);
        if (bad && !includeBad) {
            ++hidden;
            continue;
        }
        const std::optional<lifecycle::OfferExpectation> e = estimates.expect(o);
        offers.append(offerJson(o, bad, e));
        QString expected = Tr::tr("no history");
        if (e) {
            expected =
                Tr::tr("%1 proofs/h (%2-%3), %4/proof, %5 of %6 run(s)")
                    .arg(e->proofsPerHour, 0, 'f', 1)
                    .arg(e->low, 0, 'f', 1)
                    .arg(e->high, 0, 'f', 1)
                    .arg(e->usdPerProof ? usd(*e->usdPerProof, 4) : QStringLiteral("-"))
                    .arg(e->basis == lifecycle::OfferExpectation::Basis::Machine ? Tr::tr("this machine")
                                                                                 : Tr::tr("same GPU model"))
                    .arg(e->runs);
        }
        lines << QStringLiteral("%1  %2  %3x %4  %5/h  %6  %7  %8%9")
                     .arg(o.id, -9)
                     .arg(o.machineId, -7)
                     .arg(o.numGpus)
                     .arg(o.gpuName, -12)
                     .arg(usd(o.dollarsPerHour, 3))
                     .arg(QString::number(o.reliability, 'f', 3))
                     .arg(o.geolocation, -16)
                     .arg(expected)
                     .arg(bad ? Tr::tr("  [bad host]") : QString());
    }
    if (cli.globals().json) {
        cli.printJson({{QStringLiteral("offers"), offers}});
        return ExitOk;
    }
    for (const QString& line : std::as_const(lines))
        cli.out() << line << Qt::endl;
    cli.err() << Tr::tr("%1 offer(s); %2 duplicate(s) merged, %3 bad host(s) hidden")
                     .arg(offers.size())
                     .arg(search.duplicates)
                     .arg(hidden)
              << Qt::endl;
    return ExitOk;
}

// ---- templates ---------------------------------------------------------------------------------

QString templateLine(const RentTemplate& t)
{
    QStringList limits;
    if (t.sshMinutes)
        limits << Tr::tr("ssh %1 min").arg(*t.sshMinutes);
    if (t.daemonMinutes)
        limits << Tr::tr("daemon %1 min").arg(*t.daemonMinutes);
    if (t.qualifyMinutes)
        limits << Tr::tr("qualify %1 min").arg(*t.qualifyMinutes);
    if (t.minProofsPerHour)
        limits << Tr::tr(">= %1 proofs/h").arg(*t.minProofsPerHour);
    if (t.maxUsdPerProof)
        limits << Tr::tr("<= $%1/proof").arg(*t.maxUsdPerProof);
    return QStringLiteral("%1  %2  %3 GB  preset %4  %5  %6")
        .arg(t.name, t.image)
        .arg(t.diskGb)
        .arg(t.preset.isEmpty() ? QStringLiteral("-") : t.preset)
        .arg(limits.isEmpty() ? Tr::tr("no rules") : limits.join(QStringLiteral(", ")))
        .arg(t.autoRetire ? Tr::tr("auto-retire") : Tr::tr("notify only"));
}

int runTemplates(Cli& cli, const QStringList& tokens)
{
    const QString sub = tokens.value(0);
    storage::Database db;
    int code = ExitOk;
    if (sub == QLatin1String("list")) {
        if (tokens.size() > 1)
            return cli.fail(ExitUsage,
                            Tr::tr("vast templates list: unexpected argument '%1'").arg(tokens.at(1)));
        if (!openDatabase(cli, db, &code))
            return code;
        const QList<RentTemplate> list = LifecycleStore(db).templates();
        if (cli.globals().json) {
            QJsonArray array;
            for (const RentTemplate& t : list)
                array.append(t.toJson());
            cli.printJson({{QStringLiteral("templates"), array}});
        } else {
            for (const RentTemplate& t : list)
                cli.out() << templateLine(t) << Qt::endl;
        }
        return ExitOk;
    }
    if (sub == QLatin1String("remove")) {
        if (tokens.size() != 2)
            return cli.fail(ExitUsage, Tr::tr("usage: vast templates remove NAME"));
        if (!openDatabase(cli, db, &code))
            return code;
        LifecycleStore store(db);
        if (!store.removeTemplate(tokens.at(1)))
            return cli.fail(store.error().isEmpty() ? ExitUsage : ExitFailed,
                            store.error().isEmpty() ? Tr::tr("no template named '%1'").arg(tokens.at(1))
                                                    : store.error());
        return ExitOk;
    }
    if (sub != QLatin1String("set"))
        return cli.fail(ExitUsage, Tr::tr("vast templates: expected list, set or remove"));

    CliArgs args;
    QString error;
    const QList<OptionSpec> specs{{QStringLiteral("image")},
                                  {QStringLiteral("disk")},
                                  {QStringLiteral("env"), true, true},
                                  {QStringLiteral("onstart")},
                                  {QStringLiteral("runtype")},
                                  {QStringLiteral("label-pattern")},
                                  {QStringLiteral("identity")},
                                  {QStringLiteral("user")},
                                  {QStringLiteral("status-port")},
                                  {QStringLiteral("label"), true, true},
                                  {QStringLiteral("preset")},
                                  {QStringLiteral("min-proofs-per-hour")},
                                  {QStringLiteral("max-usd-per-proof")},
                                  {QStringLiteral("ssh-minutes")},
                                  {QStringLiteral("daemon-minutes")},
                                  {QStringLiteral("qualify-minutes")},
                                  {QStringLiteral("auto-retire")}};
    if (!args.parse(tokens.mid(1), specs, &error))
        return cli.fail(ExitUsage, error);
    if (args.positional().size() != 1)
        return cli.fail(ExitUsage, Tr::tr("usage: vast templates set NAME --image IMAGE [options]"));
    if (!openDatabase(cli, db, &code))
        return code;
    LifecycleStore store(db);
    // Setting an existing template changes only what is given.
    RentTemplate t = store.findTemplate(args.positional().first()).value_or(RentTemplate());
    t.name = args.positional().first();
    if (args.has(QStringLiteral("image")))
        t.image = args.value(QStringLiteral("image"));
    std::optional<double> disk;
    std::optional<double> port;
    if (!numberOption(cli, args, "disk", &disk, &code) ||
        !numberOption(cli, args, "status-port", &port, &code) ||
        !numberOption(cli, args, "min-proofs-per-hour", &t.minProofsPerHour, &code) ||
        !numberOption(cli, args, "max-usd-per-proof", &t.maxUsdPerProof, &code) ||
        !numberOption(cli, args, "ssh-minutes", &t.sshMinutes, &code) ||
        !numberOption(cli, args, "daemon-minutes", &t.daemonMinutes, &code) ||
        !numberOption(cli, args, "qualify-minutes", &t.qualifyMinutes, &code))
        return code;
    if (disk)
        t.diskGb = int(*disk);
    if (port)
        t.statusPort = int(*port);
    for (const QString& kv : args.values(QStringLiteral("env"))) {
        const qsizetype eq = kv.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return cli.fail(ExitUsage, Tr::tr("--env takes KEY=VALUE, not '%1'").arg(kv));
        t.env.insert(kv.left(eq), kv.mid(eq + 1));
    }
    for (const QString& kv : args.values(QStringLiteral("label"))) {
        QString key;
        QString value;
        if (const QString why = NodeRules::parseLabel(kv, &key, &value); !why.isEmpty())
            return cli.fail(ExitUsage, why);
        t.labels.insert(key, value);
    }
    if (args.has(QStringLiteral("onstart")))
        t.onstart = args.value(QStringLiteral("onstart"));
    if (args.has(QStringLiteral("runtype")))
        t.runtype = args.value(QStringLiteral("runtype"));
    if (args.has(QStringLiteral("label-pattern")))
        t.labelPattern = args.value(QStringLiteral("label-pattern"));
    if (args.has(QStringLiteral("identity")))
        t.identity = QFileInfo(args.value(QStringLiteral("identity"))).absoluteFilePath();
    if (args.has(QStringLiteral("preset")))
        t.preset = args.value(QStringLiteral("preset"));
    if (args.has(QStringLiteral("user")))
        t.user = args.value(QStringLiteral("user"));
    if (args.has(QStringLiteral("auto-retire"))) {
        const QString v = args.value(QStringLiteral("auto-retire"));
        if (v != QLatin1String("yes") && v != QLatin1String("no"))
            return cli.fail(ExitUsage, Tr::tr("--auto-retire takes yes or no"));
        t.autoRetire = v == QLatin1String("yes");
    }
    if (const QString why = t.check(); !why.isEmpty())
        return cli.fail(ExitUsage, why);
    if (!t.preset.isEmpty() && !bench::BenchmarkStore(db).preset(t.preset))
        return cli.fail(ExitUsage,
                        Tr::tr("no benchmark preset named '%1' (see bench presets)").arg(t.preset));
    if (!store.saveTemplate(t))
        return cli.fail(ExitFailed, store.error());
    if (cli.globals().json)
        cli.printJson({{QStringLiteral("template"), t.toJson()}});
    else
        cli.out() << templateLine(t) << Qt::endl;
    return ExitOk;
}

// ---- bad hosts ---------------------------------------------------------------------------------

int runBadHosts(Cli& cli, const QStringList& tokens)
{
    const QString sub = tokens.value(0);
    CliArgs args;
    QString error;
    if (!args.parse(tokens.mid(1), {{QStringLiteral("reason")}}, &error))
        return cli.fail(ExitUsage, error);
    storage::Database db;
    int code = ExitOk;
    if (sub == QLatin1String("list")) {
        if (!args.positional().isEmpty())
            return cli.fail(ExitUsage, Tr::tr("vast bad-hosts list takes no argument"));
        if (!openDatabase(cli, db, &code))
            return code;
        const QList<BadHost> hosts = LifecycleStore(db).badHosts();
        if (cli.globals().json) {
            QJsonArray array;
            for (const BadHost& h : hosts)
                array.append(h.toJson());
            cli.printJson({{QStringLiteral("bad_hosts"), array}});
            return ExitOk;
        }
        for (const BadHost& h : hosts)
            cli.out() << QStringLiteral("%1  %2  %3  %4")
                             .arg(h.machineId, -8)
                             .arg(h.addedAt.toUTC().toString(Qt::ISODate), h.source, h.reason)
                      << Qt::endl;
        return ExitOk;
    }
    if (sub != QLatin1String("add") && sub != QLatin1String("remove"))
        return cli.fail(ExitUsage, Tr::tr("vast bad-hosts: expected list, add or remove"));
    if (args.positional().size() != 1 || args.positional().first().toLongLong() <= 0)
        return cli.fail(ExitUsage, Tr::tr("vast bad-hosts %1: give one machine id").arg(sub));
    if (!openDatabase(cli, db, &code))
        return code;
    LifecycleStore store(db);
    const QString machine = args.positional().first();
    if (sub == QLatin1String("add")) {
        if (args.value(QStringLiteral("reason")).trimmed().isEmpty())
            return cli.fail(ExitUsage, Tr::tr("vast bad-hosts add: say why with --reason TEXT"));
        BadHost h;
        h.machineId = machine;
        h.reason = args.value(QStringLiteral("reason"));
        if (!store.addBadHost(h))
            return cli.fail(ExitFailed, store.error());
        return ExitOk;
    }
    if (!args.value(QStringLiteral("reason")).isEmpty())
        return cli.fail(ExitUsage, Tr::tr("vast bad-hosts remove takes no --reason"));
    if (!store.removeBadHost(vast::VastInstance::Provider, machine))
        return cli.fail(store.error().isEmpty() ? ExitFailed : ExitFailed,
                        store.error().isEmpty() ? Tr::tr("machine %1 is not a bad host").arg(machine)
                                                : store.error());
    return ExitOk;
}

} // namespace

// Declared in VastManage.cpp: rent, destroy, stop, start, reboot, label.
int runVastRent(Cli& cli, const QStringList& tokens);
int runVastManage(Cli& cli, const QString& action, const QStringList& tokens);

int runVastCommand(Cli& cli, const QStringList& tokens)
{
    const QString sub = tokens.value(0);
    if (sub.isEmpty() || cli.globals().help) {
        cli.out() << vastHelp();
        return sub.isEmpty() && !cli.globals().help ? ExitUsage : ExitOk;
    }
    if (sub == QLatin1String("offers"))
        return runOffers(cli, tokens.mid(1));
    if (sub == QLatin1String("templates"))
        return runTemplates(cli, withoutVastOptions(tokens.mid(1)));
    if (sub == QLatin1String("bad-hosts"))
        return runBadHosts(cli, withoutVastOptions(tokens.mid(1)));
    if (sub == QLatin1String("rent"))
        return runVastRent(cli, tokens.mid(1));
    static const QStringList manage{QStringLiteral("destroy"), QStringLiteral("stop"),
                                    QStringLiteral("start"), QStringLiteral("reboot"),
                                    QStringLiteral("label")};
    if (manage.contains(sub))
        return runVastManage(cli, sub, tokens.mid(1));
    return cli.fail(ExitUsage, Tr::tr("unknown vast subcommand '%1' (see fleetdeck-cli help vast)").arg(sub));
}

QString vastHelp()
{
    return Tr::tr(
        "Usage: fleetdeck-cli vast offers [--gpu NAME] [--num-gpus N] [--max-dph USD] [--min-reliability R]\n"
        "                         [--disk GB] [--region CC] [--order FIELD[-]] [--limit N] [--include-bad]\n"
        "       fleetdeck-cli vast templates list | remove NAME\n"
        "       fleetdeck-cli vast templates set NAME --image IMAGE [--disk GB] [--env K=V]... [--onstart "
        "CMD]\n"
        "                         [--identity FILE] [--status-port PORT] [--label KEY=VALUE]...\n"
        "                         [--preset BENCH_PRESET] [--min-proofs-per-hour X] [--max-usd-per-proof Y]\n"
        "                         [--ssh-minutes M] [--daemon-minutes M] [--qualify-minutes M]\n"
        "                         [--auto-retire yes|no] [--label-pattern TEXT] [--user NAME]\n"
        "       fleetdeck-cli vast rent OFFER_ID... --template NAME [--yes]\n"
        "       fleetdeck-cli vast destroy NODE... [--yes] | stop NODE... | start NODE... | reboot NODE...\n"
        "       fleetdeck-cli vast label NODE TEXT\n"
        "       fleetdeck-cli vast bad-hosts list | add MACHINE_ID --reason TEXT | remove MACHINE_ID\n"
        "\n"
        "Every command takes --vast-url URL and --vast-account NAME like node import --vast-api.\n"
        "offers shows what each offer is expected to prove an hour and cost a proof, from this fleet's\n"
        "finished benchmarks on the same machine, else on the same GPU model and count; bad hosts are\n"
        "left out unless --include-bad. rent attaches the template's key through the platform and adds\n"
        "each instance as a node at once (no SSH address yet). Without --yes, rent and destroy ask on a\n"
        "terminal and refuse without one.\n");
}

} // namespace fleetdeck::cli
