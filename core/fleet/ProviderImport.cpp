// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/ProviderImport.h"

#include "Tr.h"

#include <QJsonArray>
#include <QSet>

namespace fleetdeck::fleet {

namespace {
QJsonValue timeJson(const QDateTime& t)
{
    return t.isValid() ? QJsonValue(t.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue(QJsonValue::Null);
}

QJsonArray entriesJson(const QList<ImportEntry>& entries)
{
    QJsonArray array;
    for (const ImportEntry& e : entries)
        array.append(e.toJson());
    return array;
}

// A name no other node has, preferring the provider's label, then the label with the id, then the
// fallback (with a counter in the unlikely case that is taken too).
QString uniqueName(const ProviderInstance& instance, const QSet<QString>& taken)
{
    auto usable = [&taken](const QString& name) {
        return !name.isEmpty() && !taken.contains(name) && NodeRules::checkName(name).isEmpty();
    };
    if (usable(instance.suggestedName))
        return instance.suggestedName;
    if (!instance.suggestedName.isEmpty()) {
        const QString withId = instance.suggestedName.left(64 - instance.providerId.size() - 1) +
                               QLatin1Char('-') + instance.providerId;
        if (usable(withId))
            return withId;
    }
    if (usable(instance.fallbackName))
        return instance.fallbackName;
    for (int i = 2;; ++i) {
        const QString numbered = instance.fallbackName + QLatin1Char('-') + QString::number(i);
        if (usable(numbered) || i > 100000)
            return numbered;
    }
}

QStringList changedFields(const QJsonObject& before, const QJsonObject& after)
{
    QStringList keys = before.keys() + after.keys();
    keys.removeDuplicates();
    keys.sort();
    QStringList changed;
    for (const QString& key : std::as_const(keys)) {
        if (before.value(key) != after.value(key))
            changed << key;
    }
    return changed;
}

ImportEntry entryFor(const Node& node)
{
    ImportEntry e;
    e.name = node.name;
    e.providerId = node.providerId.value_or(QString());
    e.host = node.host;
    e.port = node.port;
    return e;
}
} // namespace

std::optional<double> ProviderRecord::dollarsPerHour() const
{
    const QJsonValue v = fields.value(QStringLiteral("dph_total"));
    if (!v.isDouble())
        return std::nullopt;
    return v.toDouble();
}

QJsonObject ProviderRecord::toJson() const
{
    return {{QStringLiteral("fields"), fields},
            {QStringLiteral("refreshed_at"), timeJson(refreshedAt)},
            {QStringLiteral("vanished_at"), timeJson(vanishedAt)}};
}

QJsonObject ImportEntry::toJson() const
{
    QJsonObject o;
    if (!name.isEmpty())
        o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("provider_id"),
             providerId.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(providerId));
    if (!host.isEmpty()) {
        o.insert(QStringLiteral("host"), host);
        o.insert(QStringLiteral("port"), port);
    }
    if (!changes.isEmpty())
        o.insert(QStringLiteral("changes"), QJsonArray::fromStringList(changes));
    if (!warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(warnings));
    if (vanishedAt.isValid())
        o.insert(QStringLiteral("vanished_at"), timeJson(vanishedAt));
    if (!reason.isEmpty())
        o.insert(QStringLiteral("reason"), reason);
    return o;
}

QJsonObject ImportReport::toJson() const
{
    return {{QStringLiteral("provider"), provider},
            {QStringLiteral("added"), entriesJson(added)},
            {QStringLiteral("updated"), entriesJson(updated)},
            {QStringLiteral("unchanged"), entriesJson(unchanged)},
            {QStringLiteral("vanished"), entriesJson(vanished)},
            {QStringLiteral("skipped"), entriesJson(skipped)}};
}

ImportPlan planProviderImport(const QString& provider, const QList<Node>& nodes,
                              const QHash<qint64, ProviderRecord>& records,
                              const QList<ProviderInstance>& instances, const QDateTime& now,
                              bool completeList)
{
    using Kind = ImportPlan::Step::Kind;
    ImportPlan plan;
    plan.report.provider = provider;

    QSet<QString> taken;
    QHash<QString, qsizetype> byProviderId; // provider id -> index in nodes
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        const Node& n = nodes.at(i);
        taken.insert(n.name);
        if (n.provider == provider && n.providerId && !byProviderId.contains(*n.providerId))
            byProviderId.insert(*n.providerId, i);
    }

    QSet<QString> listed;
    for (const ProviderInstance& instance : instances) {
        ImportEntry skipped;
        skipped.providerId = instance.providerId;
        skipped.warnings = instance.warnings;
        if (!instance.problem.isEmpty() || instance.providerId.isEmpty()) {
            skipped.reason = instance.problem.isEmpty() ? Tr::tr("the instance has no id") : instance.problem;
            plan.report.skipped << skipped;
            continue;
        }
        if (listed.contains(instance.providerId)) {
            skipped.reason = Tr::tr("instance %1 is listed more than once; the first one was used")
                                 .arg(instance.providerId);
            plan.report.skipped << skipped;
            continue;
        }
        listed.insert(instance.providerId);

        const auto match = byProviderId.constFind(instance.providerId);
        if (match == byProviderId.cend()) {
            Node node;
            node.name = uniqueName(instance, taken);
            node.host = instance.host;
            node.port = instance.port;
            node.provider = provider;
            node.providerId = instance.providerId;
            // Without an address yet the node is added all the same (Node::awaitingAddress()): the
            // operator sees the instance and its state; the address comes with a later import.
            if (!instance.hasAddress()) {
                node.host.clear();
                node.port = Node::DefaultPort;
            }
            if (const QList<FieldError> errors = NodeRules::validate(node); !errors.isEmpty()) {
                skipped.reason = errors.first().message;
                plan.report.skipped << skipped;
                continue;
            }
            taken.insert(node.name);
            ImportPlan::Step step{Kind::Add, node, true, {0, instance.fields, now, {}}};
            ImportEntry entry = entryFor(node);
            entry.warnings = instance.warnings;
            plan.steps << step;
            plan.report.added << entry;
            continue;
        }

        Node node = nodes.at(*match);
        QStringList changes;
        QStringList warnings = instance.warnings;
        const bool elsewhere = node.host != instance.host || node.port != instance.port;
        bool addressChanged = false;
        if (instance.hasAddress() && !instance.provisionalAddress && elsewhere) {
            if (node.useSshConfig) {
                warnings << Tr::tr("the provider now gives %1:%2, but the node follows ~/.ssh/config; its "
                                   "address was left as it is")
                                .arg(instance.host)
                                .arg(instance.port);
            } else {
                Node moved = node;
                moved.host = instance.host;
                moved.port = instance.port;
                if (const QList<FieldError> errors = NodeRules::validate(moved); errors.isEmpty()) {
                    node = moved;
                    addressChanged = true;
                    changes << QStringLiteral("address");
                } else {
                    warnings << errors.first().message;
                }
            }
        }
        const ProviderRecord before = records.value(node.id);
        changes << changedFields(before.fields, instance.fields);
        if (before.vanished())
            changes << QStringLiteral("returned");
        ImportPlan::Step step{changes.isEmpty() ? Kind::Refresh : Kind::Update,
                              node,
                              addressChanged,
                              {node.id, instance.fields, now, {}}};
        ImportEntry entry = entryFor(node);
        entry.changes = changes;
        entry.warnings = warnings;
        plan.steps << step;
        (changes.isEmpty() ? plan.report.unchanged : plan.report.updated) << entry;
    }

    if (!completeList)
        return plan;
    for (const Node& node : nodes) {
        if (node.provider != provider || !node.providerId || listed.contains(*node.providerId))
            continue;
        ProviderRecord record = records.value(node.id);
        record.nodeId = node.id;
        if (!record.vanished())
            record.vanishedAt = now;
        ImportEntry entry = entryFor(node);
        entry.vanishedAt = record.vanishedAt;
        plan.steps << ImportPlan::Step{Kind::Vanish, node, false, record};
        plan.report.vanished << entry;
    }
    return plan;
}

} // namespace fleetdeck::fleet
