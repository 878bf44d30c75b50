// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/KeyDeployBatch.h"

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

/// How the wizard logs in to the nodes to edit their file (session/KeyDeployBatch.h).
using DeployAccess = session::DeployAccess;

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
