// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lifecycle/RentTemplate.h"
#include "vast/VastError.h"
#include "vast/VastOffer.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>

namespace fleetdeck::storage {
class Database;
}
namespace fleetdeck::vast {
class VastClient;
}
namespace fleetdeck::fleet {
class Inventory;
}

namespace fleetdeck::session {

/// An offer that was not rented, and why (the contract's diagnosis object).
struct RentRefusal
{
    QString offerId;
    QString instanceId; ///< set when the instance exists (and bills) but something after failed
    QJsonObject diagnosis;

    QString message() const { return diagnosis.value(QStringLiteral("message")).toString(); }
    QJsonObject toJson() const;
};

/// What renting the chosen offers with a template will cost, asked of vast.ai just before.
struct RentQuote
{
    lifecycle::RentTemplate rentTemplate;
    QList<vast::VastOffer> offers;            ///< still listed and not on a bad host: these would be rented
    QList<RentRefusal> refused;               ///< gone, or on a bad host
    double dollarsPerHour = 0;                ///< of `offers` together, for the template's disk
    QString keyLine;                          ///< the public key attached through the platform
    QString identity;                         ///< its private half, the nodes' login
    QString error;                            ///< why nothing can be quoted: no template, no key
    std::optional<vast::VastError> vastError; ///< why nothing can be quoted: the search failed

    bool ok() const { return error.isEmpty() && !vastError; }
};

/// One instance rented.
struct Rented
{
    QString offerId;
    QString instanceId;
    QString node;
    double dollarsPerHour = 0;
    std::optional<vast::VastError> keyError; ///< the key could not be attached
    QStringList warnings;                    ///< what else went wrong (label, node changes)

    QJsonObject toJson() const;
};

struct RentOutcome
{
    QList<Rented> rented;
    QList<RentRefusal> refused;
};

/// Rents vast.ai offers with a template, for the console and `vast rent` alike: quote() looks the
/// offers up as they stand (priced for the template's disk), refusing those gone or on a bad
/// host; rent() rents the quoted ones one after another, adds each instance as a node at once
/// (no address yet) with its lifecycle record, labels it and attaches the key through the
/// platform. The confirmation between the two is the caller's.
class InstanceRenter : public QObject
{
    Q_OBJECT

public:
    /// New nodes go into `inventory` (the open fleet's, so that its views see them at once).
    InstanceRenter(storage::Database& db, fleet::Inventory& inventory, vast::VastClient& client,
                   QObject* parent = nullptr);

    void quote(const QString& templateName, const QStringList& offerIds,
               std::function<void(const RentQuote&)> done);
    void rent(const RentQuote& quote, std::function<void(const RentOutcome&)> done);

    /// The public half of the key a template's nodes log in with: its identity, else the first
    /// default key (~/.ssh/id_ed25519, …) whose public half is known. Empty, with `why`, when
    /// there is none.
    static QString publicKeyLineFor(const lifecycle::RentTemplate& t, QString* identity, QString* why);

Q_SIGNALS:
    /// An instance was rented and is a node now (before its label and key are done).
    void nodeAdded(const QString& node);

private:
    void rentNext(std::shared_ptr<RentQuote> quote, std::shared_ptr<RentOutcome> outcome,
                  std::function<void(const RentOutcome&)> done);
    QString addNode(const RentQuote& quote, const vast::VastOffer& offer, const QString& instanceId,
                    const QString& label, RentOutcome* outcome, QStringList* warnings);

    storage::Database& m_db;
    fleet::Inventory& m_inventory;
    vast::VastClient& m_client;
};

} // namespace fleetdeck::session
