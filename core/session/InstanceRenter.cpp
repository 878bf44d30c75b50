// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/InstanceRenter.h"

#include "Tr.h"
#include "base/KeyFile.h"
#include "fleet/Inventory.h"
#include "lifecycle/LifecycleStore.h"
#include "ssh/LoginResolution.h"
#include "storage/Database.h"
#include "vast/VastClient.h"
#include "vast/VastInstance.h"

#include <QFileInfo>
#include <QPointer>

#include <memory>

namespace fleetdeck::session {

using lifecycle::LifecycleRecord;
using lifecycle::LifecycleStore;
using lifecycle::RentTemplate;

namespace {
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

QJsonObject RentRefusal::toJson() const
{
    QJsonObject o{{QStringLiteral("offer_id"), offerId.toLongLong()},
                  {QStringLiteral("diagnosis"), diagnosis}};
    if (!instanceId.isEmpty())
        o.insert(QStringLiteral("instance_id"), instanceId.toLongLong());
    return o;
}

QJsonObject Rented::toJson() const
{
    QJsonObject o{{QStringLiteral("offer_id"), offerId.toLongLong()},
                  {QStringLiteral("instance_id"), instanceId.toLongLong()},
                  {QStringLiteral("node"), node},
                  {QStringLiteral("dph_total"), dollarsPerHour},
                  {QStringLiteral("key_attached"), !keyError.has_value()}};
    if (keyError)
        o.insert(QStringLiteral("key_diagnosis"), keyError->toJson());
    return o;
}

InstanceRenter::InstanceRenter(storage::Database& db, fleet::Inventory& inventory, vast::VastClient& client,
                               QObject* parent)
    : QObject(parent)
    , m_db(db)
    , m_inventory(inventory)
    , m_client(client)
{}

QString InstanceRenter::publicKeyLineFor(const RentTemplate& t, QString* identity, QString* why)
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
               ? Tr::tr("template %1 names no identity and there is no default key (~/.ssh/id_ed25519, "
                        "id_ecdsa, id_rsa) with a known public half")
                     .arg(t.name)
               : Tr::tr("the public half of %1 is not known (no %1.pub beside it)").arg(t.identity);
    return {};
}

void InstanceRenter::quote(const QString& templateName, const QStringList& offerIds,
                           std::function<void(const RentQuote&)> done)
{
    auto q = std::make_shared<RentQuote>();
    const std::optional<RentTemplate> t = LifecycleStore(m_db).findTemplate(templateName);
    if (!t) {
        q->error = Tr::tr("no template named '%1'").arg(templateName);
        done(*q);
        return;
    }
    q->rentTemplate = *t;
    q->keyLine = publicKeyLineFor(*t, &q->identity, &q->error);
    if (q->keyLine.isEmpty()) {
        done(*q);
        return;
    }
    // The offers as they stand now, priced for the template's disk.
    vast::VastOfferQuery lookup;
    lookup.ids = offerIds;
    lookup.diskGb = t->diskGb;
    lookup.limit = int(offerIds.size()) * 2 + 4;
    QPointer<InstanceRenter> self(this);
    m_client.searchOffers(
        lookup, this, [self, q, offerIds, done](const vast::VastClient::OfferSearch& search) {
            if (!self)
                return;
            if (!search.ok()) {
                q->vastError = search.error;
                done(*q);
                return;
            }
            const LifecycleStore store(self->m_db);
            for (const QString& id : offerIds) {
                const auto it = std::find_if(search.offers.cbegin(), search.offers.cend(),
                                             [&id](const vast::VastOffer& o) { return o.id == id; });
                if (it == search.offers.cend()) {
                    const vast::VastError gone = vast::VastError::make(
                        vast::VastError::OfferGone,
                        Tr::tr("offer %1 is not among the offers listed now").arg(id), {id});
                    q->refused << RentRefusal{id, {}, gone.toJson()};
                    continue;
                }
                if (store.isBadHost(vast::VastInstance::Provider, it->machineId)) {
                    q->refused << RentRefusal{
                        id,
                        {},
                        diagnosisJson(
                            QStringLiteral("bad_host"),
                            Tr::tr("Machine %1 of offer %2 is on the bad hosts list.").arg(it->machineId, id),
                            Tr::tr("Pick another offer, or take the machine off the list "
                                   "(vast bad-hosts remove %1) if it deserves another chance.")
                                .arg(it->machineId),
                            it->machineId)};
                    continue;
                }
                q->offers << *it;
                q->dollarsPerHour += it->dollarsPerHour;
            }
            done(*q);
        });
}

void InstanceRenter::rent(const RentQuote& quote, std::function<void(const RentOutcome&)> done)
{
    auto outcome = std::make_shared<RentOutcome>();
    outcome->refused = quote.refused;
    rentNext(std::make_shared<RentQuote>(quote), outcome, std::move(done));
}

// The node at once, without an address: the instance is only being created. Returns its name,
// or empty (with the refusal in `outcome`) when it could not be added.
QString InstanceRenter::addNode(const RentQuote& quote, const vast::VastOffer& offer, const QString& instance,
                                const QString& label, RentOutcome* outcome, QStringList* warnings)
{
    const RentTemplate& t = quote.rentTemplate;
    fleet::Inventory& inventory = m_inventory;
    fleet::ProviderInstance p;
    p.providerId = instance;
    p.suggestedName = vast::VastInstance::nameFromLabel(label);
    p.fallbackName = QStringLiteral("vast-") + instance;
    p.fields = fieldsFromOffer(offer);
    p.fields.insert(QStringLiteral("label"), label);
    p.fields.insert(QStringLiteral("ssh_route"), QStringLiteral("none"));
    const fleet::Inventory::ImportResult imported =
        inventory.importInstances(vast::VastInstance::Provider, {p}, false);
    const QString name = imported.report.added.value(0).name;
    const std::optional<Node> node = name.isEmpty() ? std::nullopt : inventory.find(name);
    if (!imported.ok() || !node) {
        // The instance exists and bills: say so loudly, with what to do.
        outcome->refused << RentRefusal{
            offer.id, instance,
            diagnosisJson(QStringLiteral("node_not_added"),
                          Tr::tr("Instance %1 was rented but could not be added as a node.").arg(instance),
                          Tr::tr("It bills already: import it (node import --vast-api) or destroy it."),
                          imported.message)};
        return {};
    }
    Node changed = *node;
    changed.identity = quote.identity;
    changed.user = t.user;
    changed.statusPort = t.statusPort;
    for (auto it = t.labels.cbegin(); it != t.labels.cend(); ++it)
        changed.labels.insert(it.key(), it.value());
    changed.labels.insert(QStringLiteral("template"), t.name);
    if (const fleet::Inventory::Result r = inventory.update(name, changed); !r.ok())
        *warnings << r.message;
    LifecycleRecord record;
    record.nodeId = node->id;
    record.templateName = t.name;
    record.offerId = offer.id;
    record.machineId = offer.machineId;
    record.rentedAt = QDateTime::currentDateTimeUtc();
    record.enter(lifecycle::Stage::Created, record.rentedAt);
    record.notePrice(offer.dollarsPerHour, record.rentedAt);
    LifecycleStore store(m_db);
    if (!store.saveRecord(record))
        *warnings << store.error();
    Q_EMIT nodeAdded(name);
    return name;
}

void InstanceRenter::rentNext(std::shared_ptr<RentQuote> quote, std::shared_ptr<RentOutcome> outcome,
                              std::function<void(const RentOutcome&)> done)
{
    if (quote->offers.isEmpty()) {
        done(*outcome);
        return;
    }
    const vast::VastOffer offer = quote->offers.takeFirst();
    const RentTemplate& t = quote->rentTemplate;
    vast::VastClient::RentRequest request;
    request.image = t.image;
    request.diskGb = t.diskGb;
    for (auto it = t.env.cbegin(); it != t.env.cend(); ++it)
        request.env.insert(it.key(), it.value());
    request.onstart = t.onstart;
    request.runtype = t.runtype;
    QPointer<InstanceRenter> self(this);
    m_client.rent(offer.id, request, this, [=](const vast::VastClient::Rental& rental) {
        if (!self)
            return;
        if (!rental.ok()) {
            outcome->refused << RentRefusal{offer.id, {}, rental.error->toJson()};
            self->rentNext(quote, outcome, done);
            return;
        }
        auto rented = std::make_shared<Rented>();
        rented->offerId = offer.id;
        rented->instanceId = rental.instanceId;
        rented->dollarsPerHour = offer.dollarsPerHour;
        const QString label = quote->rentTemplate.labelFor(rental.instanceId, offer.id, offer.gpuName);
        rented->node =
            self->addNode(*quote, offer, rental.instanceId, label, outcome.get(), &rented->warnings);
        if (rented->node.isEmpty()) {
            self->rentNext(quote, outcome, done);
            return;
        }
        // The label, and the key through the platform: authorized_keys alone does not last
        // on vast.ai.
        self->m_client.setLabel(rental.instanceId, label, self, [=](const vast::VastClient::Reply& labelled) {
            if (!self)
                return;
            if (!labelled.ok())
                rented->warnings << Tr::tr("instance %1: the label was not set: %2")
                                        .arg(rental.instanceId, labelled.error->message);
            self->m_client.attachKey(rental.instanceId, quote->keyLine, self,
                                     [=](const vast::VastClient::Attachment& attached) {
                                         if (!self)
                                             return;
                                         if (!attached.ok())
                                             rented->keyError = attached.error;
                                         outcome->rented << *rented;
                                         self->rentNext(quote, outcome, done);
                                     });
        });
    });
}

} // namespace fleetdeck::session
