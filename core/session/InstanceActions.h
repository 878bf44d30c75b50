// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "vast/VastError.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

namespace fleetdeck::storage {
class Database;
}
namespace fleetdeck::vast {
class VastClient;
}

namespace fleetdeck::session {

/// What an operator does to rented instances, from the console or `vast destroy|stop|start|
/// reboot|label`.
enum class InstanceAction { Destroy, Stop, Start, Reboot, Label };

/// "destroy", "stop", "start", "reboot", "label": the CLI's words and the JSON's.
QString instanceActionName(InstanceAction action);

/// One node's outcome.
struct InstanceOutcome
{
    QString node;
    QString instanceId;
    std::optional<vast::VastError> error;

    bool ok() const { return !error; }
    QJsonObject toJson(InstanceAction action) const;
};

/// For a destroy's confirmation: "gpu-01 (instance 28400017, $0.352/h, $4.20 so far)" — the
/// cost so far where the rent is known here.
QString instanceSummary(storage::Database& db, const Node& node);

/// Applies `action` to each node (each must be a vast.ai instance) one after another and calls
/// `done` with every outcome. A destroyed instance's node stays, retired, as history: its
/// lifecycle record says when and that the operator did it. `label` is for InstanceAction::Label.
void applyInstanceAction(vast::VastClient& client, storage::Database& db, InstanceAction action,
                         const QList<Node>& nodes, const QString& label, QObject* context,
                         std::function<void(const QList<InstanceOutcome>&)> done);

} // namespace fleetdeck::session
