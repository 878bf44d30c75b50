// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lifecycle/LifecycleRecord.h"
#include "lifecycle/RentTemplate.h"
#include "vast/VastOffer.h"

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace fleetdeck::storage {
class Database;
}

namespace fleetdeck::lifecycle {

/// A machine never to be offered or rented again.
struct BadHost
{
    QString provider = QStringLiteral("vast");
    QString machineId;
    QString reason;
    QString source = QStringLiteral("operator"); ///< "operator", "qualification" or a rule's name
    QString node;                                ///< the node that showed it, if any
    QDateTime addedAt;
    QString addedBy; ///< the operator (login@host) who listed it, as the store recorded

    QJsonObject toJson() const;
};

/// Templates, saved offer searches, bad hosts and the life of each rented node, in the fleet's
/// database. Works on the connection of a Database and so on its thread.
class LifecycleStore
{
public:
    explicit LifecycleStore(storage::Database& db);

    /// Saves a template; refuses one whose check() fails. One read from this store (version > 0)
    /// is written only while the stored row is still at that version: when someone changed or
    /// removed it since, nothing is written, conflict() says so and error() says who and when.
    /// A template with version 0 is written whatever is stored. On success `*written` (when
    /// given) is the template as stored: its new version, operator and time.
    bool saveTemplate(const RentTemplate& t, RentTemplate* written = nullptr);
    bool removeTemplate(const QString& name);
    QList<RentTemplate> templates() const;
    std::optional<RentTemplate> findTemplate(const QString& name) const;

    bool saveSearch(const QString& name, const vast::VastOfferQuery& query);
    bool removeSearch(const QString& name);
    QMap<QString, vast::VastOfferQuery> searches() const;

    /// Lists a bad host. One listed already keeps its reason: the same reason again is no
    /// change (true); another is refused (false, conflict()), and error() says who listed it,
    /// when and why. To give a new reason, remove the listing first.
    bool addBadHost(const BadHost& host);
    /// False (error() empty) when it was not listed.
    bool removeBadHost(const QString& provider, const QString& machineId);
    QList<BadHost> badHosts(const QString& provider = QStringLiteral("vast")) const;
    bool isBadHost(const QString& provider, const QString& machineId) const;

    /// Saves a node's record (replacing the one it has).
    bool saveRecord(const LifecycleRecord& record);
    std::optional<LifecycleRecord> record(qint64 nodeId) const;
    /// Every record, with the node's name and provider id, oldest rent first.
    QList<LifecycleRecord> records() const;

    /// Why the last call failed, in words for an operator; empty after a success.
    QString error() const { return m_error; }
    /// Whether the last saveTemplate() failed because the row changed since it was read, or the
    /// last addBadHost() because the machine was listed already for another reason.
    bool conflict() const { return m_conflict; }

private:
    storage::Database& m_db;
    mutable QString m_error;
    bool m_conflict = false;
};

} // namespace fleetdeck::lifecycle
