// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/Inventory.h"

#include "Tr.h"
#include "storage/Database.h"
#include "storage/RowChange.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace fleetdeck::fleet {

namespace {
const QString kColumns =
    QStringLiteral("id, name, host, port, ssh_user, identity, status_port, status_path, "
                   "status_command, authorized_keys, provider, provider_id, use_ssh_config, version, "
                   "updated_by, updated_at");

QVariant optionalValue(const std::optional<QString>& v)
{
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::QString));
}

std::optional<QString> optionalString(const QVariant& v)
{
    if (v.isNull())
        return std::nullopt;
    return v.toString();
}

Node nodeFromRow(const QSqlQuery& q)
{
    Node n;
    n.id = q.value(0).toLongLong();
    n.name = q.value(1).toString();
    n.host = q.value(2).toString();
    n.port = q.value(3).toInt();
    n.user = q.value(4).toString();
    n.identity = optionalString(q.value(5));
    n.statusPort = q.value(6).toInt();
    n.statusPath = q.value(7).toString();
    n.statusCommand = optionalString(q.value(8));
    n.authorizedKeys = q.value(9).toString();
    n.provider = q.value(10).toString();
    n.providerId = optionalString(q.value(11));
    n.useSshConfig = q.value(12).toBool();
    n.version = q.value(13).toLongLong();
    n.updatedBy = q.value(14).toString();
    n.updatedAt = q.value(15).toString();
    return n;
}

void bindNode(QSqlQuery& q, const Node& n)
{
    q.addBindValue(n.name);
    q.addBindValue(n.host.isNull() ? QStringLiteral("") : n.host); // "" while awaiting an address, never NULL
    q.addBindValue(n.port);
    q.addBindValue(n.user);
    q.addBindValue(optionalValue(n.identity));
    q.addBindValue(n.statusPort);
    q.addBindValue(n.statusPath);
    q.addBindValue(optionalValue(n.statusCommand));
    q.addBindValue(n.authorizedKeys);
    q.addBindValue(n.provider);
    q.addBindValue(optionalValue(n.providerId));
    q.addBindValue(n.useSshConfig ? 1 : 0);
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}
} // namespace

Inventory::Inventory(storage::Database& db, QObject* parent)
    : QObject(parent)
    , m_db(db)
{
    // Its own edits, so that reload() reports only those of others. Every edit tells the
    // other processes on a team store (storage::StoreChanges).
    connect(this, &Inventory::nodeAdded, this, [this](const Node& node) {
        if (m_reloading)
            return;
        if (m_tracking)
            m_known.insert(node.id, node);
        m_db.notifyChange(QStringLiteral("nodes"));
    });
    connect(this, &Inventory::nodeUpdated, this, [this](const QString&, const Node& node) {
        if (m_reloading)
            return;
        if (m_tracking)
            m_known.insert(node.id, node);
        m_db.notifyChange(QStringLiteral("nodes"));
    });
    connect(this, &Inventory::nodeRemoved, this, [this](const QString& name) {
        if (m_reloading)
            return;
        for (auto it = m_known.begin(); it != m_known.end(); ++it) {
            if (it->name == name) {
                m_known.erase(it);
                break;
            }
        }
        m_db.notifyChange(QStringLiteral("nodes"));
    });
}

void Inventory::reload()
{
    QList<Node> current;
    QString error;
    if (!readNodes(&current, &error))
        return;
    QHash<qint64, Node> now;
    for (const Node& node : std::as_const(current))
        now.insert(node.id, node);
    if (!m_tracking) {
        m_tracking = true;
        m_known = now;
        return;
    }
    const QHash<qint64, Node> before = std::exchange(m_known, now);
    m_reloading = true;
    const auto done = qScopeGuard([this] { m_reloading = false; });
    // Removals first: a name given up by one node may be taken by a new one.
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (!now.contains(it.key()))
            Q_EMIT nodeRemoved(it->name);
    }
    for (const Node& node : std::as_const(current)) {
        const auto old = before.constFind(node.id);
        if (old == before.cend())
            Q_EMIT nodeAdded(node);
        else if (old->version != node.version || !(*old == node))
            Q_EMIT nodeUpdated(old->name, node);
    }
}

Inventory::Result Inventory::storageError(const QString& what) const
{
    return {Outcome::StorageError, what, {}, {}};
}

QList<Node> Inventory::nodes() const
{
    QList<Node> result;
    QString ignored;
    readNodes(&result, &ignored);
    return result;
}

bool Inventory::readNodes(QList<Node>* result, QString* error) const
{
    result->clear();
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT %1 FROM nodes ORDER BY name").arg(kColumns))) {
        *error = q.lastError().text();
        return false;
    }
    QHash<qint64, qsizetype> index;
    while (q.next()) {
        index.insert(q.value(0).toLongLong(), result->size());
        result->append(nodeFromRow(q));
    }
    QSqlQuery l(m_db.connection());
    l.setForwardOnly(true);
    if (!l.exec(QStringLiteral("SELECT node_id, label_key, label_value FROM node_labels"))) {
        *error = l.lastError().text();
        return false;
    }
    while (l.next()) {
        const auto it = index.constFind(l.value(0).toLongLong());
        if (it != index.cend())
            (*result)[*it].labels.insert(l.value(1).toString(), l.value(2).toString());
    }
    return true;
}

std::optional<Node> Inventory::find(const QString& name) const
{
    return findWhere(QStringLiteral("name = ?"), name);
}

std::optional<Node> Inventory::findById(qint64 id) const
{
    return findWhere(QStringLiteral("id = ?"), id);
}

std::optional<Node> Inventory::findWhere(const QString& condition, const QVariant& value) const
{
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT %1 FROM nodes WHERE %2").arg(kColumns, condition));
    q.addBindValue(value);
    if (!q.exec() || !q.next())
        return std::nullopt;
    Node n = nodeFromRow(q);
    QSqlQuery l(m_db.connection());
    l.prepare(QStringLiteral("SELECT label_key, label_value FROM node_labels WHERE node_id = ?"));
    l.addBindValue(n.id);
    if (l.exec()) {
        while (l.next())
            n.labels.insert(l.value(0).toString(), l.value(1).toString());
    }
    return n;
}

bool Inventory::writeLabels(qint64 nodeId, const QMap<QString, QString>& labels, QString* error)
{
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("DELETE FROM node_labels WHERE node_id = ?"));
    q.addBindValue(nodeId);
    if (!q.exec()) {
        *error = q.lastError().text();
        return false;
    }
    q.prepare(QStringLiteral("INSERT INTO node_labels (node_id, label_key, label_value) VALUES (?, ?, ?)"));
    for (auto it = labels.cbegin(); it != labels.cend(); ++it) {
        q.addBindValue(nodeId);
        q.addBindValue(it.key());
        q.addBindValue(it.value());
        if (!q.exec()) {
            *error = q.lastError().text();
            return false;
        }
    }
    return true;
}

Inventory::Result Inventory::add(const Node& node)
{
    const QList<FieldError> errors = NodeRules::validate(node);
    if (!errors.isEmpty())
        return {Outcome::InvalidInput, errors.first().message, errors, {}};
    if (find(node.name))
        return {Outcome::InvalidInput,
                Tr::tr("a node named '%1' already exists").arg(node.name),
                {{QStringLiteral("name"), Tr::tr("a node with this name already exists")}},
                {}};

    QSqlDatabase& db = m_db.connection();
    if (!m_db.beginWrite())
        return storageError(Tr::tr("cannot write the inventory: %1").arg(m_db.error()));
    QString error;
    Node stored = node;
    if (insertNode(&stored, now(), &error) && db.commit()) {
        Q_EMIT nodeAdded(stored);
        return {Outcome::Ok, {}, {}, stored};
    }
    if (error.isEmpty())
        error = db.lastError().text();
    db.rollback();
    return storageError(Tr::tr("cannot add node '%1': %2").arg(node.name, error));
}

bool Inventory::insertNode(Node* node, const QString& stamp, QString* error)
{
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral(
        "INSERT INTO nodes (name, host, port, ssh_user, identity, status_port, status_path, "
        "status_command, authorized_keys, provider, provider_id, use_ssh_config, created_at, "
        "updated_at, version, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?) "
        "RETURNING id"));
    bindNode(q, *node);
    q.addBindValue(stamp);
    q.addBindValue(stamp);
    q.addBindValue(m_db.operatorName());
    node->version = 1;
    node->updatedBy = m_db.operatorName();
    node->updatedAt = stamp;
    if (!q.exec()) {
        *error = q.lastError().text();
        return false;
    }
    if (!q.next()) {
        *error = q.lastError().text();
        return false;
    }
    node->id = q.value(0).toLongLong();
    q.finish();
    return writeLabels(node->id, node->labels, error);
}

Inventory::Result Inventory::update(const QString& name, const Node& node)
{
    const bool versioned = node.id > 0 && node.version > 0;
    const std::optional<Node> existing = find(name);
    if (versioned && (!existing || existing->id != node.id)) {
        // The name no longer leads to the row the editor read: someone renamed it meanwhile.
        if (const std::optional<Node> byId = findById(node.id); byId && byId->version != node.version)
            return conflict(name, *byId);
    }
    if (!existing)
        return {Outcome::NotFound, Tr::tr("no node named '%1'").arg(name), {}, {}};
    const QList<FieldError> errors = NodeRules::validate(node);
    if (!errors.isEmpty())
        return {Outcome::InvalidInput, errors.first().message, errors, {}};
    if (node.name != name && find(node.name))
        return {Outcome::InvalidInput,
                Tr::tr("a node named '%1' already exists").arg(node.name),
                {{QStringLiteral("name"), Tr::tr("a node with this name already exists")}},
                {}};
    if (versioned && existing->version != node.version)
        return conflict(name, *existing);

    QSqlDatabase& db = m_db.connection();
    if (!m_db.beginWrite())
        return storageError(Tr::tr("cannot write the inventory: %1").arg(m_db.error()));
    QString error;
    bool changedMeanwhile = false;
    Node stored = node;
    stored.id = existing->id;
    if (rewriteNode(&stored, now(), &error, versioned ? node.version : 0, &changedMeanwhile) && db.commit()) {
        Q_EMIT nodeUpdated(name, stored);
        return {Outcome::Ok, {}, {}, stored};
    }
    if (error.isEmpty())
        error = db.lastError().text();
    db.rollback();
    if (changedMeanwhile) {
        // Between the look above and the write: who did it is in the row now.
        if (const std::optional<Node> current = findById(existing->id))
            return conflict(name, *current);
        return {Outcome::NotFound, Tr::tr("node '%1' was removed meanwhile").arg(name), {}, {}};
    }
    return storageError(Tr::tr("cannot update node '%1': %2").arg(name, error));
}

Inventory::Result Inventory::conflict(const QString& name, const Node& current) const
{
    const auto [who, when] = storage::RowChange::of(
        current.updatedBy, QDateTime::fromString(current.updatedAt, Qt::ISODateWithMs));
    QString message = current.name == name
                          ? Tr::tr("node '%1' was changed by %2 at %3 after you read it; your change was not "
                                   "saved")
                                .arg(name, who, when)
                          : Tr::tr("node '%1' was renamed to '%4' by %2 at %3 after you read it; your change "
                                   "was not saved")
                                .arg(name, who, when, current.name);
    return {Outcome::Conflict, message, {}, current};
}

Inventory::Result Inventory::remove(const QString& name)
{
    const std::optional<Node> existing = find(name);
    if (!existing)
        return {Outcome::NotFound, Tr::tr("no node named '%1'").arg(name), {}, {}};
    QSqlQuery q(m_db.connection());
    // Labels go with the node (ON DELETE CASCADE); events keep their history (SET NULL).
    q.prepare(QStringLiteral("DELETE FROM nodes WHERE id = ?"));
    q.addBindValue(existing->id);
    if (!q.exec())
        return storageError(Tr::tr("cannot remove node '%1': %2").arg(name, q.lastError().text()));
    Q_EMIT nodeRemoved(name);
    return {Outcome::Ok, {}, {}, *existing};
}

QHash<qint64, ProviderRecord> Inventory::providerRecords() const
{
    QHash<qint64, ProviderRecord> records;
    QString ignored;
    readProviderRecords({}, 0, &records, &ignored);
    return records;
}

std::optional<ProviderRecord> Inventory::providerRecord(qint64 nodeId) const
{
    QHash<qint64, ProviderRecord> records;
    QString ignored;
    readProviderRecords(QStringLiteral(" WHERE node_id = ?"), nodeId, &records, &ignored);
    if (!records.contains(nodeId))
        return std::nullopt;
    return records.value(nodeId);
}

bool Inventory::readProviderRecords(const QString& where, qint64 nodeId,
                                    QHash<qint64, ProviderRecord>* records, QString* error) const
{
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT node_id, fields, refreshed_at, vanished_at FROM node_provider_data") +
              where);
    if (!where.isEmpty())
        q.addBindValue(nodeId);
    if (!q.exec()) {
        *error = q.lastError().text();
        return false;
    }
    while (q.next()) {
        ProviderRecord r;
        r.nodeId = q.value(0).toLongLong();
        r.fields = QJsonDocument::fromJson(q.value(1).toString().toUtf8()).object();
        r.refreshedAt = QDateTime::fromMSecsSinceEpoch(q.value(2).toLongLong(), Qt::UTC);
        if (!q.value(3).isNull())
            r.vanishedAt = QDateTime::fromMSecsSinceEpoch(q.value(3).toLongLong(), Qt::UTC);
        records->insert(r.nodeId, r);
    }
    return true;
}

bool Inventory::writeProviderRecord(const ProviderRecord& record, QString* error)
{
    const QString fields = QString::fromUtf8(QJsonDocument(record.fields).toJson(QJsonDocument::Compact));
    const QVariant vanished = record.vanished() ? QVariant(record.vanishedAt.toMSecsSinceEpoch())
                                                : QVariant(QMetaType(QMetaType::LongLong));
    // Update, else insert: portable where upsert syntax is not.
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("UPDATE node_provider_data SET fields = ?, refreshed_at = ?, vanished_at = ? "
                             "WHERE node_id = ?"));
    q.addBindValue(fields);
    q.addBindValue(record.refreshedAt.toMSecsSinceEpoch());
    q.addBindValue(vanished);
    q.addBindValue(record.nodeId);
    if (q.exec() && q.numRowsAffected() == 0) {
        q.prepare(
            QStringLiteral("INSERT INTO node_provider_data (node_id, fields, refreshed_at, vanished_at) "
                           "VALUES (?, ?, ?, ?)"));
        q.addBindValue(record.nodeId);
        q.addBindValue(fields);
        q.addBindValue(record.refreshedAt.toMSecsSinceEpoch());
        q.addBindValue(vanished);
        q.exec();
    }
    if (q.lastError().isValid()) {
        *error = q.lastError().text();
        return false;
    }
    return true;
}

Inventory::ImportResult Inventory::importInstances(const QString& provider,
                                                   const QList<ProviderInstance>& instances,
                                                   bool completeList, const QDateTime& at)
{
    using Kind = ImportPlan::Step::Kind;
    if (provider.isEmpty() || provider == Node::ManualProvider ||
        !NodeRules::checkLabelKey(provider).isEmpty())
        return {Outcome::InvalidInput, Tr::tr("invalid provider '%1'").arg(provider), {}};
    // Milliseconds, as stored, so what is reported is what is read back.
    const QDateTime when = QDateTime::fromMSecsSinceEpoch(
        (at.isValid() ? at : QDateTime::currentDateTimeUtc()).toMSecsSinceEpoch(), Qt::UTC);
    QSqlDatabase& db = m_db.connection();
    if (!m_db.beginWrite())
        return {Outcome::StorageError, Tr::tr("cannot write the inventory: %1").arg(m_db.error()), {}};

    // Planned inside the transaction, so the plan matches what is written over.
    QString error;
    QList<Node> current;
    QHash<qint64, ProviderRecord> records;
    ImportPlan plan;
    QList<Node> added;
    QList<Node> moved;
    bool ok = readNodes(&current, &error) && readProviderRecords({}, 0, &records, &error);
    if (ok)
        plan = planProviderImport(provider, current, records, instances, when, completeList);
    const QString stamp = when.toString(Qt::ISODateWithMs);
    for (qsizetype i = 0; ok && i < plan.steps.size(); ++i) {
        ImportPlan::Step& step = plan.steps[i];
        if (step.kind == Kind::Add) {
            ok = insertNode(&step.node, stamp, &error);
            step.record.nodeId = step.node.id;
            added << step.node;
        } else if (step.addressChanged) {
            // Only the address: anything else the operator changed meanwhile stays.
            QSqlQuery q(db);
            q.prepare(QStringLiteral("UPDATE nodes SET host = ?, port = ?, updated_at = ?, "
                                     "version = version + 1, updated_by = ? WHERE id = ?"));
            q.addBindValue(step.node.host.isNull() ? QStringLiteral("") : step.node.host);
            q.addBindValue(step.node.port);
            q.addBindValue(stamp);
            q.addBindValue(m_db.operatorName());
            q.addBindValue(step.node.id);
            // Read under the write lock: the row's version is this one until the commit.
            ++step.node.version;
            step.node.updatedBy = m_db.operatorName();
            step.node.updatedAt = stamp;
            ok = q.exec();
            if (!ok)
                error = q.lastError().text();
            moved << step.node;
        }
        ok = ok && writeProviderRecord(step.record, &error);
    }
    if (!ok || !db.commit()) {
        if (error.isEmpty())
            error = db.lastError().text();
        db.rollback();
        return {Outcome::StorageError, Tr::tr("cannot import from %1: %2").arg(provider, error), {}};
    }
    for (const Node& node : std::as_const(added))
        Q_EMIT nodeAdded(node);
    for (const Node& node : std::as_const(moved))
        Q_EMIT nodeUpdated(node.name, node);
    Q_EMIT providerDataChanged(provider, plan.report);
    return {Outcome::Ok, {}, plan.report};
}

bool Inventory::rewriteNode(Node* node, const QString& stamp, QString* error, qint64 expectedVersion,
                            bool* conflict)
{
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("UPDATE nodes SET name = ?, host = ?, port = ?, ssh_user = ?, identity = ?, "
                             "status_port = ?, status_path = ?, status_command = ?, authorized_keys = ?, "
                             "provider = ?, provider_id = ?, use_ssh_config = ?, updated_at = ?, "
                             "version = version + 1, updated_by = ? WHERE id = ?%1 RETURNING version")
                  .arg(expectedVersion > 0 ? QStringLiteral(" AND version = ?") : QString()));
    bindNode(q, *node);
    q.addBindValue(stamp);
    q.addBindValue(m_db.operatorName());
    q.addBindValue(node->id);
    if (expectedVersion > 0)
        q.addBindValue(expectedVersion);
    if (!q.exec()) {
        *error = q.lastError().text();
        return false;
    }
    if (!q.next()) {
        // No row at that version: someone changed or removed the node since it was read.
        if (conflict)
            *conflict = true;
        *error = Tr::tr("the node was changed meanwhile");
        return false;
    }
    node->version = q.value(0).toLongLong();
    node->updatedBy = m_db.operatorName();
    node->updatedAt = stamp;
    q.finish();
    return writeLabels(node->id, node->labels, error);
}

Inventory::NodeImportResult Inventory::importNodes(const QList<NodeImportCandidate>& candidates,
                                                   bool allOrNothing)
{
    QSqlDatabase& db = m_db.connection();
    if (!m_db.beginWrite())
        return {Outcome::StorageError, Tr::tr("cannot write the inventory: %1").arg(m_db.error()), {}};
    // Planned inside the transaction, so the plan matches what is written over.
    QString error;
    QList<Node> current;
    bool ok = readNodes(&current, &error);
    NodeImportPlan plan;
    if (ok)
        plan = planNodeImport(current, candidates);
    if (ok && allOrNothing && !plan.report.skipped.isEmpty()) {
        db.rollback();
        NodeImportReport refused;
        refused.skipped = plan.report.skipped;
        return {Outcome::InvalidInput,
                Tr::tr("nothing was imported (bad rows: %1)").arg(refused.skipped.size()), refused};
    }
    const QString stamp = now();
    for (qsizetype i = 0; ok && i < plan.additions.size(); ++i)
        ok = insertNode(&plan.additions[i], stamp, &error);
    for (qsizetype i = 0; ok && i < plan.updates.size(); ++i)
        ok = rewriteNode(&plan.updates[i], stamp, &error);
    if (!ok || !db.commit()) {
        if (error.isEmpty())
            error = db.lastError().text();
        db.rollback();
        return {Outcome::StorageError, Tr::tr("cannot import nodes: %1").arg(error), {}};
    }
    for (const Node& node : std::as_const(plan.additions))
        Q_EMIT nodeAdded(node);
    for (const Node& node : std::as_const(plan.updates))
        Q_EMIT nodeUpdated(node.name, node);
    return {Outcome::Ok, {}, plan.report};
}

} // namespace fleetdeck::fleet
