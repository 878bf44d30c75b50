// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/LifecycleDriver.h"

#include "Tr.h"
#include "bench/BenchmarkReport.h"
#include "bench/BenchmarkStore.h"
#include "fleet/Inventory.h"
#include "fleet/NodeCost.h"
#include "lifecycle/LifecycleStore.h"
#include "storage/Database.h"
#include "vast/VastInstance.h"

#include <QJsonArray>
#include <QPointer>

namespace fleetdeck::session {

using lifecycle::Decision;
using lifecycle::LifecycleRecord;
using lifecycle::LifecycleRules;
using lifecycle::LifecycleStore;
using lifecycle::RentTemplate;
using lifecycle::Stage;

namespace {
// Rules that judge the machine itself (its rate or price), not a bring-up that took too long.
bool machineRule(const QString& rule)
{
    return rule == QLatin1String("qualification") || rule == QLatin1String("min-proofs-per-hour") ||
           rule == QLatin1String("max-usd-per-proof");
}
} // namespace

LifecycleDriver::LifecycleDriver(storage::Database& db, fleet::Inventory& inventory, QObject* parent)
    : QObject(parent)
    , m_db(db)
    , m_inventory(inventory)
{}

LifecycleDriver::~LifecycleDriver() = default;

QHash<QString, RentTemplate> LifecycleDriver::templates() const
{
    QHash<QString, RentTemplate> byName;
    for (const RentTemplate& t : LifecycleStore(m_db).templates())
        byName.insert(t.name, t);
    return byName;
}

QList<LifecycleRecord> LifecycleDriver::records() const
{
    QList<LifecycleRecord> rented;
    for (const LifecycleRecord& r : LifecycleStore(m_db).records()) {
        if (!r.templateName.isEmpty())
            rented << r;
    }
    return rented;
}

QJsonObject LifecycleDriver::toJson() const
{
    QJsonArray nodes;
    for (const LifecycleRecord& r : records())
        nodes.append(r.toJson());
    return {{QStringLiteral("nodes"), nodes}};
}

void LifecycleDriver::observe(const status::NodeStatus& status, const ssh::OperationResult& result)
{
    m_polled.insert(status.name, {status, result});
}

QList<Node> LifecycleDriver::pollable() const
{
    const QHash<QString, RentTemplate> known = templates();
    QList<Node> nodes;
    for (const LifecycleRecord& r : records()) {
        const std::optional<Node> node = m_inventory.find(r.node);
        if (!r.ended() && node && !node->awaitingAddress() && known.contains(r.templateName))
            nodes << *node;
    }
    return nodes;
}

lifecycle::Observation LifecycleDriver::observation(const Node& node) const
{
    const std::optional<fleet::ProviderRecord> provider = m_inventory.providerRecord(node.id);
    lifecycle::Observation seen;
    seen.listed = provider && !provider->vanished();
    if (provider)
        seen.providerState = provider->fields.value(QStringLiteral("actual_status")).toString();
    seen.hasAddress = !node.awaitingAddress();
    const auto poll = m_polled.constFind(node.name);
    if (poll != m_polled.cend() && seen.hasAddress) {
        const std::optional<Diagnosis>& d = poll->result.diagnosis;
        seen.loggedIn = !d || int(d->stage) > int(Diagnosis::Stage::Auth);
        seen.daemonAnswered =
            poll->result.ok() || (poll->status.cuzk && poll->status.lastSeen == poll->status.lastPolled);
        if (d && !seen.daemonAnswered)
            seen.pollProblem = d->message;
    }
    return seen;
}

void LifecycleDriver::save(const LifecycleRecord& record)
{
    LifecycleStore store(m_db);
    if (!store.saveRecord(record)) {
        Q_EMIT warning(
            Tr::tr("Node %1: its lifecycle could not be saved: %2").arg(record.node, store.error()));
        return;
    }
    Q_EMIT recordChanged(record);
}

// What the node bills now, so that its cost so far follows its stops and starts; true when that
// is a new price (the record changed).
bool LifecycleDriver::notePrice(LifecycleRecord& record, const Node& node, const QDateTime& now) const
{
    if (record.stage == Stage::Retired)
        return false;
    const std::optional<fleet::ProviderRecord> provider = m_inventory.providerRecord(node.id);
    if (provider && provider->vanished())
        return false;
    const std::optional<double> price = fleet::NodeCost::dollarsPerHour(node, provider);
    return price && record.notePrice(*price, now);
}

QString LifecycleDriver::lockName()
{
    return QStringLiteral("fleetdeck-lifecycle");
}

void LifecycleDriver::step()
{
    const std::optional<bool> mine =
        m_db.isReadOnly() ? std::optional<bool>(false) : m_db.takeSessionLock(lockName());
    const bool acting = mine.value_or(true);
    if (acting != m_acting) {
        m_acting = acting;
        Q_EMIT actingChanged(acting);
    }
    if (!acting)
        return;
    const QHash<QString, RentTemplate> known = templates();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    // Every record, also of nodes without a template (their price still counts), read once.
    for (LifecycleRecord record : LifecycleStore(m_db).records()) {
        const std::optional<Node> node = m_inventory.find(record.node);
        if (!node)
            continue;
        if (notePrice(record, *node, now))
            save(record);
        if (record.ended() || !known.contains(record.templateName) || m_destroying.contains(record.nodeId))
            continue;
        const RentTemplate& t = known[record.templateName];
        // A qualification run that ended while nobody was judging it (another process, or
        // before this one started).
        if (record.stage == Stage::Qualifying && record.qualification && !record.qualification->passed &&
            record.qualification->run > 0 && !m_running.contains(record.qualification->run))
            judgeRun(record, t);
        if (record.ended())
            continue;
        const Decision d = LifecycleRules::step(record, t, observation(*node), now);
        if (d.changed || d.trip)
            save(record);
        act(record, d);
        // Qualifying without a run: just decided, or a start that never happened (the console
        // closed before it began).
        if (!record.ended() && record.stage == Stage::Qualifying && !record.qualification &&
            !m_starting.contains(record.nodeId))
            qualify(record, t);
    }
}

// A tripped rule: destroy where the template says so; list the machine as bad where its rate
// or a retirement proved it.
void LifecycleDriver::act(const LifecycleRecord& record, const Decision& d)
{
    if (!d.trip)
        return;
    Q_EMIT ruleTripped(record.node, *d.trip);
    if (!record.machineId.isEmpty() &&
        (machineRule(d.trip->name) || d.trip->action == QLatin1String("retired"))) {
        lifecycle::BadHost bad;
        bad.machineId = record.machineId;
        bad.reason = d.trip->reason;
        bad.source = d.trip->name;
        bad.node = record.node;
        LifecycleStore store(m_db);
        if (!store.addBadHost(bad) && !store.conflict()) // listed already, for its first reason
            Q_EMIT warning(store.error());
    }
    if (d.trip->action == QLatin1String("retired"))
        retire(record.nodeId, record.instanceId);
}

void LifecycleDriver::retire(qint64 nodeId, const QString& instanceId)
{
    if (!destroy) {
        retired(nodeId, Tr::tr("nothing here can destroy instances"));
        return;
    }
    m_destroying.insert(nodeId);
    QPointer<LifecycleDriver> self(this);
    destroy(instanceId, [self, nodeId](const QString& failure) {
        if (!self)
            return;
        self->m_destroying.remove(nodeId);
        self->retired(nodeId, failure);
    });
}

void LifecycleDriver::retired(qint64 nodeId, const QString& failure)
{
    std::optional<LifecycleRecord> r = LifecycleStore(m_db).record(nodeId);
    if (!r || !r->rule)
        return;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (failure.isEmpty()) {
        r->retiredAt = now;
        r->retiredReason = r->rule->reason;
        r->enter(Stage::Retired, now);
    } else {
        r->rule->action = QStringLiteral("notified");
        r->rule->reason += Tr::tr(" (destroying it failed: %1)").arg(failure);
    }
    save(*r);
}

void LifecycleDriver::qualify(const LifecycleRecord& record, const RentTemplate& t)
{
    const std::optional<Node> node = m_inventory.find(record.node);
    const std::optional<bench::BenchSpec> spec = bench::BenchmarkStore(m_db).preset(t.preset);
    const qint64 nodeId = record.nodeId;
    const auto fail = [this, nodeId, t](const QString& why) {
        std::optional<LifecycleRecord> r = LifecycleStore(m_db).record(nodeId);
        if (!r || r->ended())
            return;
        r->qualification = lifecycle::Qualification{0, std::nullopt, {}, {}, {}};
        const Decision d =
            LifecycleRules::judge(*r, t, std::nullopt, std::nullopt, why, QDateTime::currentDateTimeUtc());
        save(*r);
        act(*r, d);
    };
    if (!node || !spec) {
        fail(spec ? Tr::tr("the node is gone") : Tr::tr("there is no benchmark preset '%1'").arg(t.preset));
        return;
    }
    if (!startRun) {
        fail(Tr::tr("nothing here can run benchmarks"));
        return;
    }
    m_starting.insert(nodeId);
    QPointer<LifecycleDriver> self(this);
    startRun(*node, *spec, [self, nodeId, fail](qint64 run, const QString& why) {
        if (!self)
            return;
        self->m_starting.remove(nodeId);
        if (run <= 0) {
            fail(why);
            return;
        }
        std::optional<LifecycleRecord> r = LifecycleStore(self->m_db).record(nodeId);
        if (!r || r->ended())
            return;
        r->qualification = lifecycle::Qualification{run, std::nullopt, {}, {}, {}};
        self->m_running.insert(run, nodeId);
        self->save(*r);
        Q_EMIT self->qualificationStarted(r->node, run);
    });
}

void LifecycleDriver::judgeRun(LifecycleRecord& record, const RentTemplate& t)
{
    const std::optional<bench::RunSummary> summary =
        bench::RunSummary::load(bench::BenchmarkStore(m_db), record.qualification->run);
    if (!summary || summary->record.state == bench::BenchRunState::Running)
        return;
    const QString problem =
        summary->record.state == bench::BenchRunState::Finished
            ? QString()
            : (summary->record.reason.isEmpty() ? bench::benchRunStateName(summary->record.state)
                                                : summary->record.reason);
    const Decision d =
        LifecycleRules::judge(record, t, summary->stats.proofsPerHour, summary->stats.dollarsPerProof,
                              problem, QDateTime::currentDateTimeUtc());
    save(record);
    act(record, d);
}

void LifecycleDriver::runEnded(qint64 run)
{
    const auto it = m_running.constFind(run);
    if (it == m_running.cend())
        return;
    const qint64 nodeId = it.value();
    m_running.erase(it);
    std::optional<LifecycleRecord> r = LifecycleStore(m_db).record(nodeId);
    if (!r || r->ended() || !r->qualification || r->qualification->run != run)
        return;
    const QHash<QString, RentTemplate> known = templates();
    if (known.contains(r->templateName))
        judgeRun(*r, known[r->templateName]);
}

} // namespace fleetdeck::session
