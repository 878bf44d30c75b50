// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshTypes.h"

#include <QList>
#include <QString>

namespace fleetdeck::keys {
struct DeploymentRecord;
}

namespace fleetdeck::keys {

struct KeyChange;
struct KeyNodeResult;

/// A key the console logs in to a node with, and a login that offers only that key.
struct ConsoleKey
{
    QString fingerprint; ///< "SHA256:..."
    QString source;      ///< the private key file, or "ssh-agent"
    ssh::SshTarget login;
};

/// The keys the console would offer to the node `login` describes: its identity file when it has
/// one; otherwise the agent's keys (when the login uses the agent and one runs; under the
/// config's IdentitiesOnly only those of its files), then the files the login tries — for a node
/// that honours ~/.ssh/config its IdentityFiles in order (resolved as `ssh -G` does), else the
/// default keys (~/.ssh/id_ed25519, id_ecdsa, id_rsa) — whose public half is known. These are what
/// the audit marks as "used by the console" and what key removal protects (the lockout guard);
/// KeyDeployer adds the key the node's login was really accepted with (SftpJobResult::acceptedKey).
/// Asks the agent (a local socket, bounded to a second): not for the GUI thread in a loop.
QList<ConsoleKey> consoleKeysFor(const ssh::SshTarget& login);

/// The audit trail's record of one node's outcome (DeploymentLog).
DeploymentRecord deploymentRecord(const KeyChange& change, const KeyNodeResult& result);

} // namespace fleetdeck::keys
