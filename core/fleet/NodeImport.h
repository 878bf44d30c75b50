// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QSet>
#include <QString>
#include <QStringList>

namespace fleetdeck::fleet {

/// One node as a file describes it (a CSV row, an ~/.ssh/config alias), before it is compared
/// with the inventory.
struct NodeImportCandidate
{
    QString file;
    int line = 0; ///< 1-based line of the file where the node is described
    Node node;    ///< the described node; fields outside `fields` hold their defaults
    /// The `node list --json` field names the file sets. A known node takes only these; a new
    /// node gets the defaults for the others.
    QSet<QString> fields;
    QString resolvedAddress; ///< for config aliases: where ssh would connect ("host:port")
    QString problem;         ///< why the description cannot become a node; empty when it can
};

/// One line of an import report.
struct NodeImportEntry
{
    QString name; ///< empty for a skipped description without a usable name
    QString host;
    int port = 0;
    QString file;
    int line = 0;
    QString resolvedAddress;
    QStringList changes; ///< for an updated node: the field names that changed
    QString reason;      ///< for a skipped description: why

    /// `{"name","host","port","line"}` plus `file`, `resolved`, `changes` or `reason` where they
    /// apply; a skipped entry is `{"line","reason"}` plus `name`, `file` when known.
    QJsonObject toJson() const;
};

/// What an import does (or did), node by node (docs/cli.md, "Importing").
struct NodeImportReport
{
    QList<NodeImportEntry> added;
    QList<NodeImportEntry> updated;
    QList<NodeImportEntry> unchanged;
    QList<NodeImportEntry> skipped;

    /// `{"added":[…],"updated":[…],"unchanged":[…],"skipped":[…]}`.
    QJsonObject toJson() const;
};

/// The writes an import makes, decided before anything is written.
struct NodeImportPlan
{
    QList<Node> additions; ///< new nodes, without ids
    QList<Node> updates;   ///< known nodes (with their ids) as they will be stored
    NodeImportReport report;
};

/// Decides what importing `candidates` into a fleet of `nodes` does. Pure.
///
/// Nodes are matched by name. A known node takes the candidate's `fields` and keeps everything
/// else (identity, labels, provider link, ... as the operator left them); it is unchanged when
/// none of them differs. Nothing is ever removed. A candidate with a problem, one that fails
/// NodeRules::validate() once merged, or a second one of the same name is skipped with the
/// reason.
NodeImportPlan planNodeImport(const QList<Node>& nodes, const QList<NodeImportCandidate>& candidates);

/// The `node list --json` field names that differ between `before` and `after`, in that order.
QStringList changedNodeFields(const Node& before, const Node& after);

} // namespace fleetdeck::fleet

Q_DECLARE_METATYPE(fleetdeck::fleet::NodeImportReport)
