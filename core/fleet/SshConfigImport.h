// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleet/NodeImport.h"
#include "ssh/SshConfigResolver.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace fleetdeck::fleet {

/// Nodes from the host aliases of an OpenSSH client config (`node import --ssh-config`).
///
/// Each alias without wildcards (SshConfigAliases), optionally filtered by an ssh pattern list,
/// is resolved as `ssh -G -F FILE ALIAS` resolves it, and becomes a node named after the alias
/// whose host is the alias and which honours the config (`ssh_config: true`), so every
/// connection resolves it afresh. Port and user are recorded as the resolution gave them, so
/// lists and the preview show where the node goes; the config still decides at each connect.
/// Identity, status settings and labels are not taken from the config: a known node keeps its
/// own, a new one gets the defaults (the config's IdentityFile applies when the node has none).
namespace SshConfigImport {

/// Resolves one alias of `configPath`; nullopt with ssh's reason when it cannot.
using Resolver = std::function<std::optional<ssh::ResolvedSshConfig>(
    const QString& alias, const QString& configPath, QString* error)>;

/// The resolver of the engine: SshConfigResolver::resolve().
Resolver systemResolver();

/// What a config describes.
struct Source
{
    /// Why the config cannot be imported at all (unreadable, Include too deep, ssh refuses it);
    /// nothing may be written then.
    QString error;
    QList<NodeImportCandidate> candidates;
};

/// Reads the aliases of `configPath` that match `match` (an ssh pattern list; empty: all) and
/// resolves each one.
Source read(const QString& configPath, const QString& match, const Resolver& resolve);

} // namespace SshConfigImport

} // namespace fleetdeck::fleet
