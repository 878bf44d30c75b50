// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshTypes.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace fleetdeck::ssh {

/// Where and how a login really goes: an SshTarget as asked for (the node's, whose key() the
/// pool and every result are kept under) resolved through the OpenSSH client config when it
/// honours one (SshConfigResolver, as `ssh -G` resolves it).
struct ResolvedLogin
{
    /// host, port and user where it connects; the known_hosts settings it checks the host key
    /// against (knownHostsPath, moreKnownHostsFiles, globalKnownHostsFiles, hostKeyAlias,
    /// hashKnownHosts). Everything else as asked for.
    SshTarget target;
    /// The private key files the login tries, in order.
    QStringList identityFiles;
    /// The inventory's identity (an explicit choice): unreadable is an error, not a skipped key.
    bool explicitIdentity = false;
    /// The agent offers only keys whose files are listed (IdentitiesOnly).
    bool identitiesOnly = false;
    QString alias;        ///< the name asked for (ssh's %n)
    QString proxyJump;    ///< the hops, empty for none
    QString proxyCommand; ///< not yet expanded; empty for none
    std::optional<int> connectTimeoutSecs;
};

/// Resolves `requested`; nullopt with ssh's own words in `error` when the config cannot be used.
///
/// Precedence (docs/openssh-parity.md): the inventory's identity file beats the config's
/// IdentityFile (it alone is tried); an explicit --known-hosts / $FLEETDECK_KNOWN_HOSTS beats the
/// config's UserKnownHostsFile as `ssh -o UserKnownHostsFile=...` would (the config's files are
/// then not read); $FLEETDECK_GLOBAL_KNOWN_HOSTS likewise beats GlobalKnownHostsFile. The config
/// decides HostName, Port and User (the inventory's user and port are not used; a ProxyJump hop's
/// explicit user@ and :port are, as `ssh -l -p`). A login without default keys
/// (SshTarget::useDefaultKeys false) still tries the IdentityFiles the config names, not ssh's
/// default ones; a login with a required key (SshTarget::requiredKeyBlob) offers no other key.
std::optional<ResolvedLogin> resolveLogin(const SshTarget& requested, QString* error);

/// ~/.ssh/id_ed25519, id_ecdsa, id_rsa: the keys a login without a config tries by itself.
QStringList defaultIdentityFiles();

} // namespace fleetdeck::ssh
