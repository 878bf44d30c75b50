// SPDX-License-Identifier: GPL-3.0-or-later
// vast rent, destroy, stop, start, reboot and label: what changes instances of the account.
#include "cli/CliTr.h"

#include "base/KeyFile.h"
#include "cli/Cli.h"
#include "cli/NodeAccess.h"
#include "cli/VastAccess.h"
#include "fleet/Inventory.h"
#include "lifecycle/LifecycleStore.h"
#include "session/InstanceActions.h"
#include "session/InstanceRenter.h"
#include "ssh/LoginResolution.h"
#include "storage/Database.h"
#include "vast/VastClient.h"
#include "vast/VastInstance.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QTextStream>

#include <cstdio>
#include <unistd.h>

namespace fleetdeck::cli {

namespace {

using lifecycle::LifecycleStore;

bool confirmOnTerminal(Cli& cli, const QString& question, int* code)
{
    if (!::isatty(STDIN_FILENO)) {
        *code =
            cli.fail(ExitUsage, Tr::tr("%1 -- refusing without a terminal to ask; add --yes").arg(question));
        return false;
    }
    cli.err() << question << Tr::tr(" Type yes to go on: ") << Qt::flush;
    QTextStream in(stdin);
    if (in.readLine().trimmed() != QLatin1String("yes")) {
        *code = cli.fail(ExitFailed, Tr::tr("nothing was done"));
        return false;
    }
    return true;
}

} // namespace

int runVastRent(Cli& cli, const QStringList& tokens)
{
    CliArgs args;
    QString error;
    if (!args.parse(tokens,
                    {{QStringLiteral("template")},
                     {QStringLiteral("yes"), false},
                     {QStringLiteral("vast-url")},
                     {QStringLiteral("vast-account")}},
                    &error))
        return cli.fail(ExitUsage, error);
    const QStringList offerIds = args.positional();
    if (offerIds.isEmpty() || !args.has(QStringLiteral("template")))
        return cli.fail(ExitUsage, Tr::tr("usage: vast rent OFFER_ID... --template NAME [--yes]"));
    for (const QString& id : offerIds) {
        if (id.toLongLong() <= 0 || QString::number(id.toLongLong()) != id)
            return cli.fail(ExitUsage, Tr::tr("'%1' is not an offer id").arg(id));
    }
    storage::Database db;
    int code = ExitOk;
    if (!openDatabase(cli, db, &code))
        return code;
    const QString templateName = args.value(QStringLiteral("template"));
    if (!LifecycleStore(db).findTemplate(templateName))
        return cli.fail(ExitUsage,
                        Tr::tr("no template named '%1' (see vast templates list)").arg(templateName));
    vast::VastClient client;
    if (!connectVastClient(cli, args, client, &code))
        return code;
    fleet::Inventory inventory(db);
    session::InstanceRenter renter(db, inventory, client);
    const session::RentQuote quote =
        awaitVast<session::RentQuote>([&](auto done) { renter.quote(templateName, offerIds, done); });
    if (quote.vastError)
        return failWithVastError(cli, ExitFailed, *quote.vastError);
    if (!quote.error.isEmpty())
        return cli.fail(ExitUsage, quote.error);
    if (!quote.offers.isEmpty() && !args.has(QStringLiteral("yes"))) {
        const QString question =
            Tr::tr("Rent %n instance(s) with template %1 for %2/h (%3/day)?", nullptr,
                   int(quote.offers.size()))
                .arg(templateName, usd(quote.dollarsPerHour, 3), usd(quote.dollarsPerHour * 24));
        if (!confirmOnTerminal(cli, question, &code))
            return code;
    }
    const session::RentOutcome outcome =
        awaitVast<session::RentOutcome>([&](auto done) { renter.rent(quote, done); });
    QJsonArray rented;
    for (const session::Rented& r : outcome.rented) {
        rented.append(r.toJson());
        for (const QString& w : r.warnings)
            cli.err() << Tr::tr("warning: %1").arg(w) << Qt::endl;
        if (r.keyError)
            cli.err() << Tr::tr("warning: instance %1: the key was not attached: %2")
                             .arg(r.instanceId, r.keyError->message)
                      << Qt::endl;
        if (!cli.globals().json)
            cli.out() << Tr::tr("rented offer %1 as instance %2: node %3 (%4/h)")
                             .arg(r.offerId, r.instanceId, r.node, usd(r.dollarsPerHour, 3))
                      << Qt::endl;
    }
    QJsonArray failed;
    for (const session::RentRefusal& f : outcome.refused) {
        failed.append(f.toJson());
        if (!cli.globals().json)
            cli.err() << Tr::tr("offer %1 not rented: %2").arg(f.offerId, f.message()) << Qt::endl;
    }
    if (cli.globals().json)
        cli.printJson({{QStringLiteral("rented"), rented}, {QStringLiteral("failed"), failed}});
    return failed.isEmpty() ? ExitOk : ExitFailed;
}

int runVastManage(Cli& cli, const QString& action, const QStringList& tokens)
{
    CliArgs args;
    QString error;
    if (!args.parse(
            tokens,
            {{QStringLiteral("yes"), false}, {QStringLiteral("vast-url")}, {QStringLiteral("vast-account")}},
            &error))
        return cli.fail(ExitUsage, error);
    const bool labelling = action == QLatin1String("label");
    QStringList names = args.positional();
    QString text;
    if (labelling) {
        if (names.size() != 2)
            return cli.fail(ExitUsage, Tr::tr("usage: vast label NODE TEXT"));
        text = names.takeLast();
    }
    if (names.isEmpty())
        return cli.fail(ExitUsage, Tr::tr("usage: vast %1 NODE...").arg(action));
    if (args.has(QStringLiteral("yes")) && action != QLatin1String("destroy"))
        return cli.fail(ExitUsage, Tr::tr("--yes goes with vast destroy"));
    QList<Node> nodes;
    int code = ExitOk;
    if (!loadNodes(cli, names, &nodes, &code))
        return code;
    for (const Node& n : std::as_const(nodes)) {
        if (n.provider != vast::VastInstance::Provider || !n.providerId)
            return cli.fail(ExitUsage, Tr::tr("node %1 is not a vast.ai instance").arg(n.name));
    }
    storage::Database db;
    if (!openDatabase(cli, db, &code))
        return code;
    const session::InstanceAction which =
        action == QLatin1String("destroy")  ? session::InstanceAction::Destroy
        : action == QLatin1String("stop")   ? session::InstanceAction::Stop
        : action == QLatin1String("start")  ? session::InstanceAction::Start
        : action == QLatin1String("reboot") ? session::InstanceAction::Reboot
                                            : session::InstanceAction::Label;
    if (which == session::InstanceAction::Destroy && !args.has(QStringLiteral("yes"))) {
        QStringList what;
        for (const Node& n : std::as_const(nodes))
            what << session::instanceSummary(db, n);
        if (!confirmOnTerminal(cli, Tr::tr("Destroy for good: %1?").arg(what.join(QStringLiteral(", "))),
                               &code))
            return code;
    }

    vast::VastClient client;
    if (!connectVastClient(cli, args, client, &code))
        return code;
    const QList<session::InstanceOutcome> outcomes = awaitVast<QList<session::InstanceOutcome>>(
        [&](auto done) { session::applyInstanceAction(client, db, which, nodes, text, nullptr, done); });
    QJsonArray results;
    bool allOk = true;
    for (const session::InstanceOutcome& o : outcomes) {
        results.append(o.toJson(which));
        allOk = allOk && o.ok();
        if (cli.globals().json)
            continue;
        if (o.ok())
            cli.out() << Tr::tr("%1: %2 (instance %3)").arg(o.node, action, o.instanceId) << Qt::endl;
        else
            cli.err() << Tr::tr("%1: %2").arg(o.node, o.error->message) << Qt::endl;
    }
    if (cli.globals().json)
        cli.printJson({{QStringLiteral("results"), results}});
    return allOk ? ExitOk : ExitFailed;
}

} // namespace fleetdeck::cli
