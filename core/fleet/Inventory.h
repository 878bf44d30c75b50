// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "fleet/NodeImport.h"
#include "fleet/ProviderImport.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QVariant>

namespace fleetdeck::storage {
class Database;
}

namespace fleetdeck::fleet {

/// The fleet's nodes as stored in the database; the single writer of the nodes tables.
///
/// Every change is validated first and written in one transaction, so bad input never leaves a
/// partial write behind. Signals announce each change so models update incrementally.
class Inventory : public QObject
{
    Q_OBJECT

public:
    /// Conflict: the node changed since the edit's version was read (Result::node is the node as
    /// it is now, the message says by whom and when); nothing was written.
    enum class Outcome { Ok, InvalidInput, NotFound, StorageError, Conflict };

    struct Result
    {
        Outcome outcome = Outcome::Ok;
        QString message;          ///< one line for an operator; empty when ok
        QList<FieldError> fields; ///< per-field problems for InvalidInput
        Node node;                ///< the stored node (with id) on success
        bool ok() const { return outcome == Outcome::Ok; }
    };

    /// How an import ended: what it did node by node, or why nothing was written.
    struct ImportResult
    {
        Outcome outcome = Outcome::Ok;
        QString message; ///< one line for an operator; empty when ok
        ImportReport report;
        bool ok() const { return outcome == Outcome::Ok; }
    };

    /// How a node import (CSV, ~/.ssh/config) ended.
    struct NodeImportResult
    {
        Outcome outcome = Outcome::Ok;
        QString message; ///< one line for an operator; empty when ok
        NodeImportReport report;
        bool ok() const { return outcome == Outcome::Ok; }
    };

    explicit Inventory(storage::Database& db, QObject* parent = nullptr);

    /// All nodes ordered by name. Reads from the database each time.
    QList<Node> nodes() const;
    std::optional<Node> find(const QString& name) const;
    std::optional<Node> findById(qint64 id) const;

    Result add(const Node& node);
    /// Replaces the node called `name` by `node` (which may carry a new name). A node read from
    /// the store carries its version: the change is written only if the row is still at that
    /// version, else the outcome is Conflict and nothing is written. Version 0 writes over
    /// whatever is stored (a script's edit by name).
    Result update(const QString& name, const Node& node);
    Result remove(const QString& name);

    /// Reads the nodes again and reports what others (another console, the CLI) changed since
    /// this inventory last looked, through the same signals as its own edits: nodeAdded,
    /// nodeUpdated (also for a rename) and nodeRemoved. The first call only takes stock.
    void reload();

    /// The provider data of every node that has some, by node id.
    QHash<qint64, ProviderRecord> providerRecords() const;
    std::optional<ProviderRecord> providerRecord(qint64 nodeId) const;

    /// Applies a provider's list of instances in one transaction, as planProviderImport()
    /// decides: adds a node for each new instance, refreshes the address and provider fields of
    /// known ones (never the operator's own settings), and, when `completeList` is true, marks
    /// the provider's nodes missing from the list as vanished. Never removes a node, so a
    /// node's history stays. `at` (invalid: now) is the time recorded. On a storage error
    /// nothing is written.
    ImportResult importInstances(const QString& provider, const QList<ProviderInstance>& instances,
                                 bool completeList = true, const QDateTime& at = {});

    /// Applies node descriptions in one transaction, as planNodeImport() decides against the
    /// nodes stored at that moment: adds new nodes, updates known ones by name, never removes.
    /// With `allOrNothing`, one skipped description writes nothing (InvalidInput; the report
    /// lists every skipped one). On a storage error nothing is written.
    NodeImportResult importNodes(const QList<NodeImportCandidate>& candidates, bool allOrNothing);

Q_SIGNALS:
    void nodeAdded(const fleetdeck::Node& node);
    void nodeUpdated(const QString& oldName, const fleetdeck::Node& node);
    void nodeRemoved(const QString& name);
    /// An import was written (after nodeAdded/nodeUpdated for the nodes it added or moved).
    void providerDataChanged(const QString& provider, const fleetdeck::fleet::ImportReport& report);

private:
    Result storageError(const QString& what) const;
    Result conflict(const QString& name, const Node& current) const;
    std::optional<Node> findWhere(const QString& condition, const QVariant& value) const;
    bool readNodes(QList<Node>* nodes, QString* error) const;
    bool readProviderRecords(const QString& where, qint64 nodeId, QHash<qint64, ProviderRecord>* records,
                             QString* error) const;
    /// Inserts `node` and its labels; sets its id. Inside the caller's transaction.
    bool insertNode(Node* node, const QString& stamp, QString* error);
    bool writeProviderRecord(const ProviderRecord& record, QString* error);
    /// Rewrites the stored row and labels of `node` (by its id), and gives `node` the row's new
    /// version and stamps. With `expectedVersion` > 0 only a row still at that version is written
    /// (else *conflict is set). Inside the caller's transaction.
    bool rewriteNode(Node* node, const QString& stamp, QString* error, qint64 expectedVersion = 0,
                     bool* conflict = nullptr);
    bool writeLabels(qint64 nodeId, const QMap<QString, QString>& labels, QString* error);

    storage::Database& m_db;
    /// The nodes as this inventory last knew them, by id (kept from reload() on).
    QHash<qint64, Node> m_known;
    bool m_tracking = false;
    bool m_reloading = false; ///< reload() is reporting others' edits: nothing to tell them back
};

} // namespace fleetdeck::fleet
