// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace fleetdeck {

/// One identity an ssh-agent holds, as the agent describes it.
struct AgentKey
{
    QString type;        ///< the blob's leading type string: "ssh-ed25519", "ssh-rsa", a certificate type...
    QByteArray blob;     ///< the public key's wire blob
    QString comment;     ///< what the agent calls it: usually the key's comment or the file it came from
    QString fingerprint; ///< "SHA256:...", as `ssh-add -l -E sha256` and `ssh-keygen -lf` print it

    /// "type base64 comment" ("type base64" when the comment is empty or holds control
    /// characters, which would break the line).
    QString publicKeyLine() const;

    bool operator==(const AgentKey&) const = default;
};

/// The outcome of listAgentKeys().
struct AgentListing
{
    bool ok = false;
    QList<AgentKey> keys; ///< in the agent's order, which is the order `ssh-add -l` prints
    QString error;        ///< why not, in the operator's words, when !ok
};

/// Asks the ssh-agent listening on the unix socket `socketPath` (or, when empty, on
/// $SSH_AUTH_SOCK) for its identities (SSH_AGENTC_REQUEST_IDENTITIES, draft-miller-ssh-agent).
///
/// Blocks for at most `timeoutMs` milliseconds in all (a non-positive value means the default),
/// so call it off the GUI thread. An answer larger than 256 KiB, malformed, or refused by the
/// agent (SSH_AGENT_FAILURE) is an error; nothing is partially listed. Key types the agent holds
/// but Fleetdeck does not know are listed as they are: check them with PublicKey::fromBlob()
/// before deploying one. Thread-safe.
AgentListing listAgentKeys(const QString& socketPath = {}, int timeoutMs = 2000);

} // namespace fleetdeck
