// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/NodeImport.h"

#include "Tr.h"

#include <QHash>
#include <QJsonArray>

namespace fleetdeck::fleet {

namespace {
QJsonArray entriesJson(const QList<NodeImportEntry>& entries)
{
    QJsonArray array;
    for (const NodeImportEntry& e : entries)
        array.append(e.toJson());
    return array;
}

// Copies the field called `field` (a `node list --json` name) from `from` to `to`.
void takeField(Node* to, const Node& from, const QString& field)
{
    if (field == QLatin1String("host"))
        to->host = from.host;
    else if (field == QLatin1String("port"))
        to->port = from.port;
    else if (field == QLatin1String("user"))
        to->user = from.user;
    else if (field == QLatin1String("identity"))
        to->identity = from.identity;
    else if (field == QLatin1String("status_port"))
        to->statusPort = from.statusPort;
    else if (field == QLatin1String("status_path"))
        to->statusPath = from.statusPath;
    else if (field == QLatin1String("status_command"))
        to->statusCommand = from.statusCommand;
    else if (field == QLatin1String("authorized_keys"))
        to->authorizedKeys = from.authorizedKeys;
    else if (field == QLatin1String("labels"))
        to->labels = from.labels;
    else if (field == QLatin1String("ssh_config"))
        to->useSshConfig = from.useSshConfig;
}

NodeImportEntry entryFor(const NodeImportCandidate& c, const Node& node)
{
    NodeImportEntry e;
    e.name = node.name;
    e.host = node.host;
    e.port = node.port;
    e.file = c.file;
    e.line = c.line;
    e.resolvedAddress = c.resolvedAddress;
    return e;
}

NodeImportEntry skippedEntry(const NodeImportCandidate& c, const QString& reason)
{
    NodeImportEntry e;
    e.name = NodeRules::checkName(c.node.name).isEmpty() ? c.node.name : QString();
    e.file = c.file;
    e.line = c.line;
    e.reason = reason;
    return e;
}
} // namespace

QJsonObject NodeImportEntry::toJson() const
{
    QJsonObject o;
    if (!name.isEmpty())
        o.insert(QStringLiteral("name"), name);
    if (!host.isEmpty()) {
        o.insert(QStringLiteral("host"), host);
        o.insert(QStringLiteral("port"), port);
    }
    if (!file.isEmpty())
        o.insert(QStringLiteral("file"), file);
    o.insert(QStringLiteral("line"), line);
    if (!resolvedAddress.isEmpty())
        o.insert(QStringLiteral("resolved"), resolvedAddress);
    if (!changes.isEmpty())
        o.insert(QStringLiteral("changes"), QJsonArray::fromStringList(changes));
    if (!reason.isEmpty())
        o.insert(QStringLiteral("reason"), reason);
    return o;
}

QJsonObject NodeImportReport::toJson() const
{
    return {{QStringLiteral("added"), entriesJson(added)},
            {QStringLiteral("updated"), entriesJson(updated)},
            {QStringLiteral("unchanged"), entriesJson(unchanged)},
            {QStringLiteral("skipped"), entriesJson(skipped)}};
}

QStringList changedNodeFields(const Node& before, const Node& after)
{
    const QJsonObject a = before.toJson();
    const QJsonObject b = after.toJson();
    QStringList changed;
    for (const char* field : {"name", "host", "port", "user", "identity", "status_port", "status_path",
                              "status_command", "authorized_keys", "labels", "ssh_config"}) {
        const QString key = QString::fromLatin1(field);
        if (a.value(key) != b.value(key))
            changed << key;
    }
    return changed;
}

NodeImportPlan planNodeImport(const QList<Node>& nodes, const QList<NodeImportCandidate>& candidates)
{
    NodeImportPlan plan;
    QHash<QString, qsizetype> byName;
    for (qsizetype i = 0; i < nodes.size(); ++i)
        byName.insert(nodes.at(i).name, i);
    QHash<QString, int> claimed; // name -> line that described it first

    for (const NodeImportCandidate& c : candidates) {
        if (!c.problem.isEmpty()) {
            plan.report.skipped << skippedEntry(c, c.problem);
            continue;
        }
        if (const QString why = NodeRules::checkName(c.node.name); !why.isEmpty()) {
            plan.report.skipped << skippedEntry(c, why);
            continue;
        }
        if (const auto first = claimed.constFind(c.node.name); first != claimed.cend()) {
            plan.report.skipped << skippedEntry(
                c, Tr::tr("node '%1' is already described on line %2").arg(c.node.name).arg(*first));
            continue;
        }
        claimed.insert(c.node.name, c.line);

        const auto known = byName.constFind(c.node.name);
        Node node;
        if (known == byName.cend()) {
            node = c.node;
            node.id = 0;
        } else {
            node = nodes.at(*known);
            for (const QString& field : c.fields)
                takeField(&node, c.node, field);
        }
        if (const QList<FieldError> errors = NodeRules::validate(node); !errors.isEmpty()) {
            plan.report.skipped << skippedEntry(c, errors.first().message);
            continue;
        }
        NodeImportEntry entry = entryFor(c, node);
        if (known == byName.cend()) {
            plan.additions << node;
            plan.report.added << entry;
            continue;
        }
        entry.changes = changedNodeFields(nodes.at(*known), node);
        if (entry.changes.isEmpty()) {
            plan.report.unchanged << entry;
        } else {
            plan.updates << node;
            plan.report.updated << entry;
        }
    }
    return plan;
}

} // namespace fleetdeck::fleet
