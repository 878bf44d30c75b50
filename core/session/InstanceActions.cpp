// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/InstanceActions.h"

#include "Tr.h"
#include "fleet/Inventory.h"
#include "fleet/NodeCost.h"
#include "lifecycle/LifecycleStore.h"
#include "storage/Database.h"
#include "vast/VastClient.h"

#include <QLocale>
#include <QPointer>

#include <memory>

namespace fleetdeck::session {

QString instanceActionName(InstanceAction action)
{
    switch (action) {
    case InstanceAction::Destroy:
        return QStringLiteral("destroy");
    case InstanceAction::Stop:
        return QStringLiteral("stop");
    case InstanceAction::Start:
        return QStringLiteral("start");
    case InstanceAction::Reboot:
        return QStringLiteral("reboot");
    case InstanceAction::Label:
        return QStringLiteral("label");
    }
    return {};
}

QJsonObject InstanceOutcome::toJson(InstanceAction action) const
{
    QJsonObject o{{QStringLiteral("node"), node},
                  {QStringLiteral("instance_id"), instanceId.toLongLong()},
                  {QStringLiteral("action"), instanceActionName(action)},
                  {QStringLiteral("ok"), ok()}};
    if (error)
        o.insert(QStringLiteral("diagnosis"), error->toJson());
    return o;
}

QString instanceSummary(storage::Database& db, const Node& node)
{
    const std::optional<fleet::ProviderRecord> provider = fleet::Inventory(db).providerRecord(node.id);
    const std::optional<double> dph = provider ? provider->dollarsPerHour() : std::nullopt;
    const std::optional<lifecycle::LifecycleRecord> life = lifecycle::LifecycleStore(db).record(node.id);
    QString line = Tr::tr("%1 (instance %2, %3")
                       .arg(node.name, node.providerId.value_or(QString()),
                            dph ? fleet::NodeCost::perHourText(*dph) : Tr::tr("price unknown"));
    if (const std::optional<double> spent =
            life ? life->costSoFar(dph, QDateTime::currentDateTimeUtc()) : std::nullopt)
        line += Tr::tr(", $%1 so far").arg(QLocale().toString(*spent, 'f', 2));
    return line + QLatin1Char(')');
}

namespace {
struct Job
{
    vast::VastClient* client;
    storage::Database* db;
    InstanceAction action;
    QList<Node> nodes;
    QString label;
    QPointer<QObject> context;
    bool hadContext = false;
    QList<InstanceOutcome> outcomes;
    std::function<void(const QList<InstanceOutcome>&)> done;
};

// The node stays in history (what it cost, how long it lived, why it went).
void recordDestroyed(storage::Database& db, const Node& node)
{
    lifecycle::LifecycleStore store(db);
    lifecycle::LifecycleRecord r = store.record(node.id).value_or(lifecycle::LifecycleRecord());
    r.nodeId = node.id;
    if (!r.rentedAt.isValid())
        r.rentedAt = QDateTime::currentDateTimeUtc();
    r.retiredAt = QDateTime::currentDateTimeUtc();
    r.retiredReason = Tr::tr("destroyed by the operator");
    r.enter(lifecycle::Stage::Retired, r.retiredAt);
    if (!store.saveRecord(r))
        qWarning("node %s: %s", qPrintable(node.name), qPrintable(store.error()));
}

void next(const std::shared_ptr<Job>& job)
{
    if (job->hadContext && !job->context)
        return;
    if (job->outcomes.size() == job->nodes.size()) {
        job->done(job->outcomes);
        return;
    }
    const Node& node = job->nodes.at(job->outcomes.size());
    const QString id = node.providerId.value_or(QString());
    const auto finished = [job, node, id](const vast::VastClient::Reply& reply) {
        if (job->hadContext && !job->context)
            return;
        if (reply.ok() && job->action == InstanceAction::Destroy)
            recordDestroyed(*job->db, node);
        job->outcomes << InstanceOutcome{node.name, id, reply.error};
        next(job);
    };
    vast::VastClient& c = *job->client;
    switch (job->action) {
    case InstanceAction::Destroy:
        c.destroy(id, job->context, finished);
        break;
    case InstanceAction::Stop:
        c.setRunning(id, false, job->context, finished);
        break;
    case InstanceAction::Start:
        c.setRunning(id, true, job->context, finished);
        break;
    case InstanceAction::Reboot:
        c.reboot(id, job->context, finished);
        break;
    case InstanceAction::Label:
        c.setLabel(id, job->label, job->context, finished);
        break;
    }
}
} // namespace

void applyInstanceAction(vast::VastClient& client, storage::Database& db, InstanceAction action,
                         const QList<Node>& nodes, const QString& label, QObject* context,
                         std::function<void(const QList<InstanceOutcome>&)> done)
{
    auto job = std::make_shared<Job>(
        Job{&client, &db, action, nodes, label, context, context != nullptr, {}, std::move(done)});
    next(job);
}

} // namespace fleetdeck::session
