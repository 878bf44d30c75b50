// SPDX-License-Identifier: GPL-3.0-or-later
#include "lifecycle/LifecycleStore.h"

#include "Tr.h"
#include "storage/Database.h"
#include "storage/RowChange.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace fleetdeck::lifecycle {

namespace {
QString compact(const QJsonObject& o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QJsonObject objectOf(const QVariant& v)
{
    return QJsonDocument::fromJson(v.toString().toUtf8()).object();
}

QVariant msOrNull(const QDateTime& t)
{
    return t.isValid() ? QVariant(t.toMSecsSinceEpoch()) : QVariant();
}

QDateTime fromMs(const QVariant& v)
{
    return v.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(v.toLongLong(), Qt::UTC);
}

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

const QString kRecordColumns =
    QStringLiteral("l.node_id, n.name, l.template, l.offer_id, n.provider_id, l.machine_id, l.stage, "
                   "l.stage_since, l.stages, l.rule, l.qualification, l.rented_at, l.retired_at, "
                   "l.retired_reason, l.billing");

LifecycleRecord recordFrom(const QSqlQuery& q)
{
    LifecycleRecord r;
    r.nodeId = q.value(0).toLongLong();
    r.node = q.value(1).toString();
    r.templateName = q.value(2).toString();
    r.offerId = q.value(3).toString();
    r.instanceId = q.value(4).toString();
    r.machineId = q.value(5).toString();
    r.stage = stageFromName(q.value(6).toString()).value_or(Stage::Failed);
    r.stageSince = fromMs(q.value(7));
    const QJsonObject stages = objectOf(q.value(8));
    for (auto it = stages.begin(); it != stages.end(); ++it)
        r.stages.insert(it.key(), QDateTime::fromMSecsSinceEpoch(it.value().toInteger(), Qt::UTC));
    r.rule = RuleTrip::fromJson(objectOf(q.value(9)));
    r.qualification = Qualification::fromJson(objectOf(q.value(10)));
    r.rentedAt = fromMs(q.value(11));
    r.retiredAt = fromMs(q.value(12));
    r.retiredReason = q.value(13).toString();
    for (const QJsonValue& v : QJsonDocument::fromJson(q.value(14).toString().toUtf8()).array()) {
        const QJsonArray period = v.toArray();
        if (period.size() == 2 && period.at(0).isDouble() && period.at(1).isDouble())
            r.billing.append(
                {QDateTime::fromMSecsSinceEpoch(period.at(0).toInteger(), Qt::UTC), period.at(1).toDouble()});
    }
    return r;
}
} // namespace

QJsonObject BadHost::toJson() const
{
    return {{QStringLiteral("provider"), provider},
            {QStringLiteral("machine_id"), machineId},
            {QStringLiteral("reason"), reason},
            {QStringLiteral("source"), source},
            {QStringLiteral("node"), node.isEmpty() ? QJsonValue() : QJsonValue(node)},
            {QStringLiteral("added_at"), addedAt.toUTC().toString(Qt::ISODateWithMs)},
            {QStringLiteral("added_by"), addedBy.isEmpty() ? QJsonValue() : QJsonValue(addedBy)}};
}

LifecycleStore::LifecycleStore(storage::Database& db)
    : m_db(db)
{}

bool LifecycleStore::saveTemplate(const RentTemplate& t, RentTemplate* written)
{
    m_conflict = false;
    m_error = t.check();
    if (!m_error.isEmpty())
        return false;
    const qint64 now = nowMs();
    const QString by = m_db.operatorName();
    QSqlQuery q(m_db.connection());
    if (t.version > 0) {
        // The read version in the WHERE: a row changed since matches nothing.
        q.prepare(QStringLiteral("UPDATE rent_templates SET spec = ?, updated_at = ?, updated_by = ?, "
                                 "version = version + 1 WHERE name = ? AND version = ?"));
        q.addBindValue(compact(t.toJson()));
        q.addBindValue(now);
        q.addBindValue(by);
        q.addBindValue(t.name);
        q.addBindValue(t.version);
    } else {
        q.prepare(QStringLiteral(
            "INSERT INTO rent_templates (name, spec, updated_at, updated_by) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (name) DO UPDATE SET spec = excluded.spec, "
            "updated_at = excluded.updated_at, updated_by = excluded.updated_by, "
            "version = rent_templates.version + 1"));
        q.addBindValue(t.name);
        q.addBindValue(compact(t.toJson()));
        q.addBindValue(now);
        q.addBindValue(by);
    }
    if (!q.exec()) {
        m_error = Tr::tr("cannot save template %1: %2").arg(t.name, q.lastError().text());
        return false;
    }
    if (t.version > 0 && q.numRowsAffected() == 0) {
        m_conflict = true;
        const std::optional<RentTemplate> current = findTemplate(t.name);
        if (!current) {
            m_error =
                Tr::tr("template '%1' was removed after you read it; your change was not saved").arg(t.name);
            return false;
        }
        const auto [who, when] = storage::RowChange::of(current->updatedBy, current->updatedAt);
        m_error = Tr::tr("template '%1' was changed by %2 at %3 after you read it; your change was not saved")
                      .arg(t.name, who, when);
        return false;
    }
    if (written) {
        if (const std::optional<RentTemplate> stored = findTemplate(t.name))
            *written = *stored;
    }
    m_error.clear();
    m_db.notifyChange(QStringLiteral("rent_templates"));
    return true;
}

bool LifecycleStore::removeTemplate(const QString& name)
{
    m_error.clear();
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("DELETE FROM rent_templates WHERE name = ?"));
    q.addBindValue(name);
    if (!q.exec()) {
        m_error = Tr::tr("cannot remove template %1: %2").arg(name, q.lastError().text());
        return false;
    }
    const bool removed = q.numRowsAffected() > 0;
    if (removed)
        m_db.notifyChange(QStringLiteral("rent_templates"));
    return removed;
}

QList<RentTemplate> LifecycleStore::templates() const
{
    m_error.clear();
    QList<RentTemplate> list;
    QSqlQuery q(m_db.connection());
    if (!q.exec(QStringLiteral(
            "SELECT name, spec, version, updated_by, updated_at FROM rent_templates ORDER BY name"))) {
        m_error = Tr::tr("cannot read templates: %1").arg(q.lastError().text());
        return list;
    }
    while (q.next()) {
        QJsonObject spec = objectOf(q.value(1));
        spec.insert(QStringLiteral("name"), q.value(0).toString());
        if (std::optional<RentTemplate> t = RentTemplate::fromJson(spec, nullptr)) {
            t->version = q.value(2).toLongLong();
            t->updatedBy = q.value(3).toString();
            t->updatedAt = QDateTime::fromMSecsSinceEpoch(q.value(4).toLongLong(), Qt::UTC);
            list << *t;
        }
    }
    return list;
}

std::optional<RentTemplate> LifecycleStore::findTemplate(const QString& name) const
{
    for (const RentTemplate& t : templates()) {
        if (t.name == name)
            return t;
    }
    return std::nullopt;
}

bool LifecycleStore::saveSearch(const QString& name, const vast::VastOfferQuery& query)
{
    m_error.clear();
    if (name.trimmed().isEmpty()) {
        m_error = Tr::tr("a saved search needs a name");
        return false;
    }
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("INSERT INTO offer_searches (name, query, updated_at) VALUES (?, ?, ?) "
                             "ON CONFLICT (name) DO UPDATE SET query = excluded.query, "
                             "updated_at = excluded.updated_at"));
    q.addBindValue(name.trimmed());
    q.addBindValue(compact(query.toSaved()));
    q.addBindValue(nowMs());
    if (!q.exec()) {
        m_error = Tr::tr("cannot save the search %1: %2").arg(name, q.lastError().text());
        return false;
    }
    m_db.notifyChange(QStringLiteral("offer_searches"));
    return true;
}

bool LifecycleStore::removeSearch(const QString& name)
{
    m_error.clear();
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("DELETE FROM offer_searches WHERE name = ?"));
    q.addBindValue(name);
    if (!q.exec()) {
        m_error = Tr::tr("cannot remove the search %1: %2").arg(name, q.lastError().text());
        return false;
    }
    const bool removed = q.numRowsAffected() > 0;
    if (removed)
        m_db.notifyChange(QStringLiteral("offer_searches"));
    return removed;
}

QMap<QString, vast::VastOfferQuery> LifecycleStore::searches() const
{
    m_error.clear();
    QMap<QString, vast::VastOfferQuery> map;
    QSqlQuery q(m_db.connection());
    if (!q.exec(QStringLiteral("SELECT name, query FROM offer_searches"))) {
        m_error = Tr::tr("cannot read saved searches: %1").arg(q.lastError().text());
        return map;
    }
    while (q.next())
        map.insert(q.value(0).toString(), vast::VastOfferQuery::fromSaved(objectOf(q.value(1))));
    return map;
}

bool LifecycleStore::addBadHost(const BadHost& host)
{
    m_error.clear();
    m_conflict = false;
    if (host.machineId.trimmed().isEmpty() || host.reason.trimmed().isEmpty()) {
        m_error = Tr::tr("a bad host needs a machine id and a reason");
        return false;
    }
    const QString machine = host.machineId.trimmed();
    const QString reason = host.reason.simplified();
    QSqlQuery q(m_db.connection());
    // A listing is never replaced: someone else's reason stays until it is removed.
    q.prepare(QStringLiteral(
        "INSERT INTO bad_hosts (provider, machine_id, reason, source, node_name, added_at, "
        "added_by) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (provider, machine_id) DO NOTHING"));
    q.addBindValue(host.provider);
    q.addBindValue(machine);
    q.addBindValue(reason);
    q.addBindValue(host.source);
    q.addBindValue(host.node.isEmpty() ? QVariant() : QVariant(host.node));
    q.addBindValue(host.addedAt.isValid() ? host.addedAt.toMSecsSinceEpoch() : nowMs());
    q.addBindValue(m_db.operatorName());
    if (!q.exec()) {
        m_error = Tr::tr("cannot add bad host %1: %2").arg(host.machineId, q.lastError().text());
        return false;
    }
    if (q.numRowsAffected() > 0) {
        m_db.notifyChange(QStringLiteral("bad_hosts"));
        return true;
    }
    for (const BadHost& listed : badHosts(host.provider)) {
        if (listed.machineId != machine)
            continue;
        if (listed.reason == reason)
            return true; // listed already, for the same reason: nothing to change
        m_conflict = true;
        const auto [who, when] = storage::RowChange::of(listed.addedBy, listed.addedAt);
        m_error =
            Tr::tr("machine %1 is already a bad host, listed by %2 at %3 because: %4; your reason was not "
                   "saved (remove the listing first to replace it)")
                .arg(machine, who, when, listed.reason);
        return false;
    }
    // Removed between the two statements: listed now as asked.
    return addBadHost(host);
}

bool LifecycleStore::removeBadHost(const QString& provider, const QString& machineId)
{
    m_error.clear();
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("DELETE FROM bad_hosts WHERE provider = ? AND machine_id = ?"));
    q.addBindValue(provider);
    q.addBindValue(machineId.trimmed());
    if (!q.exec()) {
        m_error = Tr::tr("cannot remove bad host %1: %2").arg(machineId, q.lastError().text());
        return false;
    }
    const bool removed = q.numRowsAffected() > 0;
    if (removed)
        m_db.notifyChange(QStringLiteral("bad_hosts"));
    return removed;
}

QList<BadHost> LifecycleStore::badHosts(const QString& provider) const
{
    m_error.clear();
    QList<BadHost> list;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral(
        "SELECT provider, machine_id, reason, source, node_name, added_at, added_by FROM bad_hosts "
        "WHERE provider = ? ORDER BY added_at, machine_id"));
    q.addBindValue(provider);
    if (!q.exec()) {
        m_error = Tr::tr("cannot read bad hosts: %1").arg(q.lastError().text());
        return list;
    }
    while (q.next()) {
        list << BadHost{q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                        q.value(3).toString(), q.value(4).toString(), fromMs(q.value(5)),
                        q.value(6).toString()};
    }
    return list;
}

bool LifecycleStore::isBadHost(const QString& provider, const QString& machineId) const
{
    if (machineId.isEmpty())
        return false;
    for (const BadHost& h : badHosts(provider)) {
        if (h.machineId == machineId)
            return true;
    }
    return false;
}

bool LifecycleStore::saveRecord(const LifecycleRecord& r)
{
    m_error.clear();
    QJsonObject stages;
    for (auto it = r.stages.cbegin(); it != r.stages.cend(); ++it)
        stages.insert(it.key(), it.value().toMSecsSinceEpoch());
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral(
        "INSERT INTO node_lifecycle (node_id, template, offer_id, machine_id, stage, stage_since, stages, "
        "rule, "
        "qualification, rented_at, retired_at, retired_reason, billing) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "?, ?, ?, ?) "
        "ON CONFLICT (node_id) DO UPDATE SET template = excluded.template, offer_id = excluded.offer_id, "
        "machine_id = excluded.machine_id, stage = excluded.stage, stage_since = excluded.stage_since, "
        "stages = excluded.stages, rule = excluded.rule, qualification = excluded.qualification, "
        "rented_at = excluded.rented_at, retired_at = excluded.retired_at, "
        "retired_reason = excluded.retired_reason, billing = excluded.billing"));
    q.addBindValue(r.nodeId);
    q.addBindValue(r.templateName);
    q.addBindValue(r.offerId.isEmpty() ? QVariant() : QVariant(r.offerId));
    q.addBindValue(r.machineId.isEmpty() ? QVariant() : QVariant(r.machineId));
    q.addBindValue(stageName(r.stage));
    q.addBindValue(r.stageSince.isValid() ? r.stageSince.toMSecsSinceEpoch() : nowMs());
    q.addBindValue(compact(stages));
    q.addBindValue(r.rule ? QVariant(compact(r.rule->toJson())) : QVariant());
    q.addBindValue(r.qualification ? QVariant(compact(r.qualification->toJson())) : QVariant());
    q.addBindValue(r.rentedAt.isValid() ? r.rentedAt.toMSecsSinceEpoch() : nowMs());
    q.addBindValue(msOrNull(r.retiredAt));
    q.addBindValue(r.retiredReason.isEmpty() ? QVariant() : QVariant(r.retiredReason));
    QJsonArray billing;
    for (const BillingPeriod& p : r.billing)
        billing.append(QJsonArray{p.from.toMSecsSinceEpoch(), p.dollarsPerHour});
    q.addBindValue(billing.isEmpty()
                       ? QVariant()
                       : QVariant(QString::fromUtf8(QJsonDocument(billing).toJson(QJsonDocument::Compact))));
    if (!q.exec()) {
        m_error = Tr::tr("cannot save the life of node %1: %2").arg(r.nodeId).arg(q.lastError().text());
        return false;
    }
    return true;
}

std::optional<LifecycleRecord> LifecycleStore::record(qint64 nodeId) const
{
    m_error.clear();
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT ") + kRecordColumns +
              QStringLiteral(" FROM node_lifecycle l JOIN nodes n ON n.id = l.node_id WHERE l.node_id = ?"));
    q.addBindValue(nodeId);
    if (!q.exec()) {
        m_error = Tr::tr("cannot read the life of node %1: %2").arg(nodeId).arg(q.lastError().text());
        return std::nullopt;
    }
    if (!q.next())
        return std::nullopt;
    return recordFrom(q);
}

QList<LifecycleRecord> LifecycleStore::records() const
{
    m_error.clear();
    QList<LifecycleRecord> list;
    QSqlQuery q(m_db.connection());
    if (!q.exec(QStringLiteral("SELECT ") + kRecordColumns +
                QStringLiteral(" FROM node_lifecycle l JOIN nodes n ON n.id = l.node_id "
                               "ORDER BY l.rented_at, l.node_id"))) {
        m_error = Tr::tr("cannot read the rented nodes: %1").arg(q.lastError().text());
        return list;
    }
    while (q.next())
        list << recordFrom(q);
    return list;
}

} // namespace fleetdeck::lifecycle
