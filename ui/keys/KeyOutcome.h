// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "keys/KeyDeployer.h"
#include "keys/KeyDeployment.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace fleetdeck::ui {

/// How the wizard words and colors what happened to a node, the same on every page and in the
/// exported report.
class KeyOutcome
{
public:
    /// A dry run's plan: "unchanged", "add", "repair + add", "repair" or "failed".
    static QString plan(const keys::KeyNodeResult& result, const PublicKey& key);
    /// A deployment's outcome: "added and verified", "unchanged", "failed", "rolled back", ...
    static QString outcome(const keys::KeyNodeResult& result);
    /// Green for a key in place, red for a failure, amber for a rollback or an unverified key.
    static QColor color(const keys::KeyNodeResult& result);
    /// The attachment through the node's platform (vast.ai), short: "attached", "failed",
    /// "not attached"; empty for a node without a platform.
    static QString platform(const keys::KeyNodeResult& result);
    static QColor platformColor(const keys::KeyNodeResult& result);
    /// Both ways the key reaches the node, one line each ("authorized_keys: added and verified",
    /// "vast.ai (instance 28110417): attached"), for the result page, the report and the details.
    static QStringList attachmentPaths(const keys::KeyNodeResult& result);
    /// A step of KeyDeployer, for people.
    static QString step(keys::KeyDeployer::Step step);
    /// A finding code (docs/cli.md, "Keys"), for people.
    static QString finding(const QString& code);
    /// One line per finding, with its line number and detail.
    static QStringList findings(const keys::KeyNodeResult& result);
    /// Rich text: the message in bold, what to do, and the raw detail in monospace.
    static QString diagnosisHtml(const Diagnosis& diagnosis);
};

} // namespace fleetdeck::ui
