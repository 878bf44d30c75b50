// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/PublicKey.h"
#include "keys/KeyDeployment.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleetdeck::ui {

/// The key the wizard puts on the nodes, as the Key page chose it.
struct DeployKey
{
    enum class Source { Generated, File, Agent };

    Source source = Source::Generated;
    PublicKey key;
    /// The private half, when it is known: the new key then proves itself with a fresh login.
    QString privateKeyPath;
    std::optional<QString> passphrase; ///< of an encrypted private half
    QString origin;                    ///< where it came from, for people: a path, "ssh-agent"

    bool isNull() const { return key.isNull(); }
};

/// How the wizard logs in to the nodes to edit their file (bootstrap access).
struct DeployAccess
{
    enum class Mode {
        NodeLogin, ///< the node's own login: its identity, the agent, the default keys, its stored secrets
        KeyFile,   ///< another private key file, and only it
        Agent,     ///< the ssh-agent's keys only
        Password,  ///< a password for the whole batch
    };

    Mode mode = Mode::NodeLogin;
    QString keyPath;                   ///< KeyFile
    std::optional<QString> passphrase; ///< KeyFile, when the key is encrypted
    QString password;                  ///< Password: only in memory unless the operator keeps it
    bool rememberPassword = false;
};

/// What the wizard's pages share; each page reads it in initializePage() and writes its part
/// when it is left.
struct KeyDeployState
{
    DeployKey key;
    QStringList nodes; ///< chosen on the Targets page
    DeployAccess access;
    bool repair = false;
    QList<keys::KeyNodeResult> preview; ///< the dry run, in the order of `nodes`
    QList<keys::KeyNodeResult> results; ///< the deployment, one per node; a retry replaces its nodes'

    keys::KeyChange change(bool dryRun) const;
    /// A fresh login with only the new key: its private file, or the agent that holds it; none
    /// when only the public half is known.
    keys::KeyVerification verification() const;
    /// Replaces the node's entry in `results` or appends it.
    void putResult(const keys::KeyNodeResult& result);
    /// The nodes whose deployment failed, was refused or rolled back.
    QStringList failedNodes() const;
};

} // namespace fleetdeck::ui
