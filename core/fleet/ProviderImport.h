// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleetdeck::fleet {

/// One instance as a provider lists it, in provider-neutral words: what an import needs to make
/// or refresh the node of that instance.
struct ProviderInstance
{
    QString providerId;    ///< the provider's id; a node's Node::providerId
    QString suggestedName; ///< a valid node name from the provider's label; empty when none
    QString fallbackName;  ///< when the suggestion is empty or taken, e.g. "vast-28110417"
    QString host;          ///< SSH address; empty when the instance offers none right now
    int port = 0;
    /// host and port are a stand-in (the instance offers no SSH route right now): good enough
    /// for a new node, never used to replace an address a node already has.
    bool provisionalAddress = false;
    QJsonObject fields;   ///< the provider fields kept with the node; values may be null
    QStringList warnings; ///< what the operator should know (e.g. no SSH route while exited)
    QString problem;      ///< why it cannot become a node at all; empty when it can

    bool hasAddress() const { return !host.isEmpty() && port > 0; }
};

/// What Fleetdeck keeps of a provider's data about one node, beside the node itself.
struct ProviderRecord
{
    qint64 nodeId = 0;
    QJsonObject fields;    ///< as the last import that listed the instance saw them
    QDateTime refreshedAt; ///< UTC: when an import last listed the instance
    QDateTime vanishedAt;  ///< UTC: since when imports no longer list it; invalid while listed

    bool vanished() const { return vanishedAt.isValid(); }
    /// The price per hour (`dph_total`) when the provider gave a number.
    std::optional<double> dollarsPerHour() const;
    /// `{"fields":{...},"refreshed_at":ISO,"vanished_at":ISO|null}` (UTC, milliseconds).
    QJsonObject toJson() const;

    bool operator==(const ProviderRecord&) const = default;
};

/// One line of an import's report.
struct ImportEntry
{
    QString name; ///< the node's name (empty for a skipped instance)
    QString providerId;
    QString host; ///< the node's address after the import
    int port = 0;
    QStringList changes; ///< for an updated node: "address", field names, "returned"
    QStringList warnings;
    QDateTime vanishedAt; ///< for a vanished node
    QString reason;       ///< for a skipped instance: why

    /// `{"name","provider_id","host","port"}` plus `changes`, `warnings`, `vanished_at` or
    /// `reason` where they apply.
    QJsonObject toJson() const;
};

/// What an import did, node by node.
struct ImportReport
{
    QString provider;
    QList<ImportEntry> added;
    QList<ImportEntry> updated; ///< address or provider fields changed, or the instance came back
    QList<ImportEntry> unchanged;
    QList<ImportEntry> vanished; ///< the provider no longer lists them; kept and marked
    QList<ImportEntry> skipped;  ///< instances that could not become nodes

    /// `{"provider":...,"added":[…],"updated":[…],"unchanged":[…],"vanished":[…],"skipped":[…]}`.
    QJsonObject toJson() const;
};

/// The writes an import makes, decided before anything is written (see planProviderImport()).
struct ImportPlan
{
    struct Step
    {
        enum class Kind {
            Add,     ///< a new node and its record
            Update,  ///< the node's address and/or its record changed
            Refresh, ///< nothing changed but when it was seen
            Vanish,  ///< the record is marked vanished (or stays so)
        };
        Kind kind = Kind::Refresh;
        Node node; ///< as it will be stored (with its id unless added)
        bool addressChanged = false;
        ProviderRecord record; ///< as it will be stored
    };

    QList<Step> steps;
    ImportReport report;
};

/// Decides what importing `instances` of `provider` into a fleet of `nodes` (with their
/// `records`, by node id) does, at time `now`. Pure: reads nothing, writes nothing.
///
/// Nodes are matched by provider and provider id. A matched node gets the instance's address
/// (unless the instance offers none right now, or the node follows ~/.ssh/config) and its
/// fields; its name, user, identity, labels and status settings stay as the operator left them.
/// A new instance becomes a node named after its suggestion, else its fallback, made unique.
/// When `completeList` is true, the provider's nodes missing from the list are marked vanished
/// (never removed); a vanished node that is listed again is unmarked.
ImportPlan planProviderImport(const QString& provider, const QList<Node>& nodes,
                              const QHash<qint64, ProviderRecord>& records,
                              const QList<ProviderInstance>& instances, const QDateTime& now,
                              bool completeList = true);

} // namespace fleetdeck::fleet

Q_DECLARE_METATYPE(fleetdeck::fleet::ProviderRecord)
Q_DECLARE_METATYPE(fleetdeck::fleet::ImportReport)
