// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "ssh/SshTypes.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace fleetdeck::storage {
class Database;
}

namespace fleetdeck::cli {

class Cli;

/// --known-hosts, else $FLEETDECK_KNOWN_HOSTS, else ~/.ssh/known_hosts.
QString knownHostsOf(const Cli& cli);

/// How the CLI logs in to a node: its inventory entry, the global known_hosts and host-key
/// policy, where "ask" without a terminal is strict (docs/cli.md).
ssh::SshTarget loginFor(const Cli& cli, const Node& node);

/// The named nodes from the database (all of them when `names` is empty). On a bad name or an
/// unknown node, reports it, sets `code` and returns false.
bool loadNodes(Cli& cli, const QStringList& names, QList<Node>* nodes, int* code);

/// Under "ask" on a terminal: shows the fingerprints and records the operator's decision.
/// Returns true when the key is now trusted and the operation should be retried.
bool askAboutHostKey(Cli& cli, const QString& node, const Diagnosis& diagnosis,
                     const std::optional<ssh::HostKeyInfo>& hostKey);

/// Opens --db (else the default database); on failure reports it, sets `exitCode` (2) and
/// returns false.
bool openDatabase(Cli& cli, storage::Database& db, int* exitCode);

} // namespace fleetdeck::cli
