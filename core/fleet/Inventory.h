// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleet/Node.h"

#include <QList>
#include <QObject>
#include <QString>

namespace fleetdeck {

class Database;

/// The fleet's nodes as stored in the database; the single writer of the nodes tables.
///
/// Every change is validated first and written in one transaction, so bad input never leaves a
/// partial write behind. Signals announce each change so models update incrementally.
class Inventory : public QObject
{
    Q_OBJECT

public:
    enum class Outcome { Ok, InvalidInput, NotFound, StorageError };

    struct Result
    {
        Outcome outcome = Outcome::Ok;
        QString message;          ///< one line for an operator; empty when ok
        QList<FieldError> fields; ///< per-field problems for InvalidInput
        Node node;                ///< the stored node (with id) on success
        bool ok() const { return outcome == Outcome::Ok; }
    };

    explicit Inventory(Database& db, QObject* parent = nullptr);

    /// All nodes ordered by name. Reads from the database each time.
    QList<Node> nodes() const;
    std::optional<Node> find(const QString& name) const;

    Result add(const Node& node);
    /// Replaces the node called `name` by `node` (which may carry a new name).
    Result update(const QString& name, const Node& node);
    Result remove(const QString& name);

Q_SIGNALS:
    void nodeAdded(const fleetdeck::Node& node);
    void nodeUpdated(const QString& oldName, const fleetdeck::Node& node);
    void nodeRemoved(const QString& name);

private:
    Result storageError(const QString& what) const;
    bool writeLabels(qint64 nodeId, const QMap<QString, QString>& labels, QString* error);

    Database& m_db;
};

} // namespace fleetdeck
