// SPDX-License-Identifier: GPL-3.0-or-later
// vast rent, destroy, stop, start, reboot and label: what changes instances of the account.
#include "cli/CliTr.h"

#include "base/KeyFile.h"
#include "cli/Cli.h"
#include "cli/NodeAccess.h"
#include "cli/VastAccess.h"
#include "fleet/Inventory.h"
#include "lifecycle/LifecycleStore.h"
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

using lifecycle::LifecycleRecord;
using lifecycle::LifecycleStore;
using lifecycle::RentTemplate;

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

// The public half of the key the template's nodes log in with: its identity, else the first
// default key (~/.ssh/id_ed25519, …) whose public half is known.
QString publicKeyLineFor(const RentTemplate& t, QString* identity, QString* why)
{
    const QStringList candidates =
        t.identity.isEmpty() ? ssh::defaultIdentityFiles() : QStringList{t.identity};
    for (const QString& path : candidates) {
        if (!QFileInfo::exists(path))
            continue;
        const PrivateKeyInfo info = inspectPrivateKey(path);
        if (info.publicBlob.isEmpty())
            continue;
        *identity = path;
        return info.type + QLatin1Char(' ') + QString::fromLatin1(info.publicBlob.toBase64()) +
               QStringLiteral(" fleetdeck");
    }
    *why = t.identity.isEmpty()
               ? Tr::tr("template %1 names no --identity and there is no default key (~/.ssh/id_ed25519, "
                        "id_ecdsa, id_rsa) with a known public half")
                     .arg(t.name)
               : Tr::tr("the public half of %1 is not known (no %1.pub beside it)").arg(t.identity);
    return {};
}

QJsonObject diagnosisJson(const QString& code, const QString& message, const QString& hint,
                          const QString& detail)
{
    return {{QStringLiteral("code"), code},
            {QStringLiteral("message"), message},
            {QStringLiteral("hint"), hint},
            {QStringLiteral("detail"), detail}};
}

// The instance's provider fields for a node made from an offer, as an import would keep them.
QJsonObject fieldsFromOffer(const vast::VastOffer& o)
{
    return {{QStringLiteral("gpu_name"), o.gpuName},
            {QStringLiteral("num_gpus"), o.numGpus},
            {QStringLiteral("dph_total"), o.dollarsPerHour},
            {QStringLiteral("actual_status"), QJsonValue()},
            {QStringLiteral("machine_id"), o.machineId.toLongLong()},
            {QStringLiteral("geolocation"), o.geolocation},
            {QStringLiteral("status_msg"), QJsonValue()}};
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
    LifecycleStore store(db);
    const std::optional<RentTemplate> t = store.findTemplate(args.value(QStringLiteral("template")));
    if (!t)
        return cli.fail(ExitUsage, Tr::tr("no template named '%1' (see vast templates list)")
                                       .arg(args.value(QStringLiteral("template"))));
    QString identity;
    const QString keyLine = publicKeyLineFor(*t, &identity, &error);
    if (keyLine.isEmpty())
        return cli.fail(ExitUsage, error);

    vast::VastClient client;
    if (!connectVastClient(cli, args, client, &code))
        return code;

    // The offers as they stand now, priced for the template's disk.
    vast::VastOfferQuery lookup;
    lookup.ids = offerIds;
    lookup.diskGb = t->diskGb;
    lookup.limit = int(offerIds.size()) * 2 + 4;
    const auto search = awaitVast<vast::VastClient::OfferSearch>(
        [&](auto done) { client.searchOffers(lookup, nullptr, done); });
    if (!search.ok())
        return failWithVastError(cli, ExitFailed, *search.error);

    QJsonArray rented;
    QJsonArray failed;
    QList<vast::VastOffer> toRent;
    double perHour = 0;
    for (const QString& id : offerIds) {
        const auto it = std::find_if(search.offers.cbegin(), search.offers.cend(),
                                     [&id](const vast::VastOffer& o) { return o.id == id; });
        if (it == search.offers.cend()) {
            const vast::VastError gone =
                vast::VastError::make(vast::VastError::OfferGone,
                                      Tr::tr("offer %1 is not among the offers listed now").arg(id), {id});
            failed.append(QJsonObject{{QStringLiteral("offer_id"), id.toLongLong()},
                                      {QStringLiteral("diagnosis"), gone.toJson()}});
            continue;
        }
        if (store.isBadHost(vast::VastInstance::Provider, it->machineId)) {
            failed.append(QJsonObject{
                {QStringLiteral("offer_id"), id.toLongLong()},
                {QStringLiteral("diagnosis"),
                 diagnosisJson(
                     QStringLiteral("bad_host"),
                     Tr::tr("Machine %1 of offer %2 is on the bad hosts list.").arg(it->machineId, id),
                     Tr::tr("Pick another offer, or take the machine off the list "
                            "(vast bad-hosts remove %1) if it deserves another chance.")
                         .arg(it->machineId),
                     it->machineId)}});
            continue;
        }
        toRent << *it;
        perHour += it->dollarsPerHour;
    }
    if (!toRent.isEmpty() && !args.has(QStringLiteral("yes"))) {
        const QString question =
            Tr::tr("Rent %n instance(s) with template %1 for %2/h (%3/day)?", nullptr, int(toRent.size()))
                .arg(t->name, usd(perHour, 3), usd(perHour * 24));
        if (!confirmOnTerminal(cli, question, &code))
            return code;
    }

    fleet::Inventory inventory(db);
    for (const vast::VastOffer& offer : std::as_const(toRent)) {
        vast::VastClient::RentRequest request;
        request.image = t->image;
        request.diskGb = t->diskGb;
        for (auto it = t->env.cbegin(); it != t->env.cend(); ++it)
            request.env.insert(it.key(), it.value());
        request.onstart = t->onstart;
        request.runtype = t->runtype;
        const auto rental = awaitVast<vast::VastClient::Rental>(
            [&](auto done) { client.rent(offer.id, request, nullptr, done); });
        if (!rental.ok()) {
            failed.append(QJsonObject{{QStringLiteral("offer_id"), offer.id.toLongLong()},
                                      {QStringLiteral("diagnosis"), rental.error->toJson()}});
            if (!cli.globals().json)
                cli.err() << Tr::tr("offer %1: %2").arg(offer.id, rental.error->message) << Qt::endl;
            continue;
        }
        const QString instance = rental.instanceId;
        const QString label = t->labelFor(instance, offer.id, offer.gpuName);

        // The node at once, without an address: the instance is only being created.
        fleet::ProviderInstance p;
        p.providerId = instance;
        p.suggestedName = vast::VastInstance::nameFromLabel(label);
        p.fallbackName = QStringLiteral("vast-") + instance;
        p.fields = fieldsFromOffer(offer);
        p.fields.insert(QStringLiteral("label"), label);
        p.fields.insert(QStringLiteral("ssh_route"), QStringLiteral("none"));
        const fleet::Inventory::ImportResult imported =
            inventory.importInstances(vast::VastInstance::Provider, {p}, false);
        QString nodeName = imported.report.added.value(0).name;
        if (!imported.ok() || nodeName.isEmpty()) {
            // The instance exists and bills: say so loudly, with what to do.
            failed.append(QJsonObject{
                {QStringLiteral("offer_id"), offer.id.toLongLong()},
                {QStringLiteral("instance_id"), instance.toLongLong()},
                {QStringLiteral("diagnosis"),
                 diagnosisJson(
                     QStringLiteral("node_not_added"),
                     Tr::tr("Instance %1 was rented but could not be added as a node.").arg(instance),
                     Tr::tr("It bills already: import it (node import --vast-api) or destroy it."),
                     imported.message)}});
            continue;
        }
        if (std::optional<Node> node = inventory.find(nodeName)) {
            Node changed = *node;
            changed.identity = identity;
            changed.user = t->user;
            changed.statusPort = t->statusPort;
            for (auto it = t->labels.cbegin(); it != t->labels.cend(); ++it)
                changed.labels.insert(it.key(), it.value());
            changed.labels.insert(QStringLiteral("template"), t->name);
            if (const fleet::Inventory::Result r = inventory.update(nodeName, changed); !r.ok())
                cli.err() << Tr::tr("warning: node %1: %2").arg(nodeName, r.message) << Qt::endl;
            LifecycleRecord record;
            record.nodeId = node->id;
            record.templateName = t->name;
            record.offerId = offer.id;
            record.machineId = offer.machineId;
            record.rentedAt = QDateTime::currentDateTimeUtc();
            record.enter(lifecycle::Stage::Created, record.rentedAt);
            if (!store.saveRecord(record))
                cli.err() << Tr::tr("warning: node %1: %2").arg(nodeName, store.error()) << Qt::endl;
        }

        // The label, and the console's key through the platform: authorized_keys alone does not
        // last on vast.ai.
        const auto labelled = awaitVast<vast::VastClient::Reply>(
            [&](auto done) { client.setLabel(instance, label, nullptr, done); });
        if (!labelled.ok())
            cli.err() << Tr::tr("warning: instance %1: the label was not set: %2")
                             .arg(instance, labelled.error->message)
                      << Qt::endl;
        const auto attached = awaitVast<vast::VastClient::Attachment>(
            [&](auto done) { client.attachKey(instance, keyLine, nullptr, done); });
        QJsonObject entry{{QStringLiteral("offer_id"), offer.id.toLongLong()},
                          {QStringLiteral("instance_id"), instance.toLongLong()},
                          {QStringLiteral("node"), nodeName},
                          {QStringLiteral("dph_total"), offer.dollarsPerHour},
                          {QStringLiteral("key_attached"), attached.ok()}};
        if (!attached.ok()) {
            entry.insert(QStringLiteral("key_diagnosis"), attached.error->toJson());
            cli.err() << Tr::tr("warning: instance %1: the key was not attached: %2")
                             .arg(instance, attached.error->message)
                      << Qt::endl;
        }
        rented.append(entry);
        if (!cli.globals().json)
            cli.out() << Tr::tr("rented offer %1 as instance %2: node %3 (%4/h)")
                             .arg(offer.id, instance, nodeName, usd(offer.dollarsPerHour, 3))
                      << Qt::endl;
    }
    if (cli.globals().json)
        cli.printJson({{QStringLiteral("rented"), rented}, {QStringLiteral("failed"), failed}});
    else
        for (const QJsonValue& f : std::as_const(failed))
            cli.err() << Tr::tr("offer %1 not rented: %2")
                             .arg(f[QStringLiteral("offer_id")].toInteger())
                             .arg(f[QStringLiteral("diagnosis")][QStringLiteral("message")].toString())
                      << Qt::endl;
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
    fleet::Inventory inventory(db);
    LifecycleStore store(db);
    if (action == QLatin1String("destroy") && !args.has(QStringLiteral("yes"))) {
        QStringList what;
        for (const Node& n : std::as_const(nodes)) {
            const std::optional<double> dph = inventory.providerRecord(n.id)
                                                  ? inventory.providerRecord(n.id)->dollarsPerHour()
                                                  : std::nullopt;
            const std::optional<LifecycleRecord> r = store.record(n.id);
            QString line = Tr::tr("%1 (instance %2, %3/h")
                               .arg(n.name, *n.providerId, dph ? usd(*dph, 3) : QStringLiteral("?"));
            if (dph && r && r->rentedAt.isValid())
                line += Tr::tr(", about %1 since it was rented")
                            .arg(usd(*dph * r->rentedAt.secsTo(QDateTime::currentDateTimeUtc()) / 3600.0));
            what << line + QLatin1Char(')');
        }
        if (!confirmOnTerminal(cli, Tr::tr("Destroy for good: %1?").arg(what.join(QStringLiteral(", "))),
                               &code))
            return code;
    }

    vast::VastClient client;
    if (!connectVastClient(cli, args, client, &code))
        return code;
    QJsonArray results;
    bool allOk = true;
    for (const Node& n : std::as_const(nodes)) {
        const QString id = *n.providerId;
        const auto reply = awaitVast<vast::VastClient::Reply>([&](auto done) {
            if (action == QLatin1String("destroy"))
                client.destroy(id, nullptr, done);
            else if (action == QLatin1String("stop"))
                client.setRunning(id, false, nullptr, done);
            else if (action == QLatin1String("start"))
                client.setRunning(id, true, nullptr, done);
            else if (action == QLatin1String("reboot"))
                client.reboot(id, nullptr, done);
            else
                client.setLabel(id, text, nullptr, done);
        });
        QJsonObject entry{{QStringLiteral("node"), n.name},
                          {QStringLiteral("instance_id"), id.toLongLong()},
                          {QStringLiteral("action"), action},
                          {QStringLiteral("ok"), reply.ok()}};
        if (!reply.ok()) {
            allOk = false;
            entry.insert(QStringLiteral("diagnosis"), reply.error->toJson());
            if (!cli.globals().json)
                cli.err() << Tr::tr("%1: %2").arg(n.name, reply.error->message) << Qt::endl;
        } else if (action == QLatin1String("destroy")) {
            // The node stays in history (what it cost, how long it lived, why it went).
            LifecycleRecord r = store.record(n.id).value_or(LifecycleRecord());
            r.nodeId = n.id;
            if (!r.rentedAt.isValid())
                r.rentedAt = QDateTime::currentDateTimeUtc();
            r.retiredAt = QDateTime::currentDateTimeUtc();
            r.retiredReason = Tr::tr("destroyed by the operator");
            r.enter(lifecycle::Stage::Retired, r.retiredAt);
            if (!store.saveRecord(r))
                cli.err() << Tr::tr("warning: node %1: %2").arg(n.name, store.error()) << Qt::endl;
        }
        if (reply.ok() && !cli.globals().json)
            cli.out() << Tr::tr("%1: %2 (instance %3)").arg(n.name, action, id) << Qt::endl;
        results.append(entry);
    }
    if (cli.globals().json)
        cli.printJson({{QStringLiteral("results"), results}});
    return allOk ? ExitOk : ExitFailed;
}

} // namespace fleetdeck::cli
