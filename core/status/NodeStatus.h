// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Diagnosis.h"
#include "status/CuzkStatus.h"
#include "status/HealthState.h"
#include "status/SystemProbe.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

namespace fleetdeck::status {

/// What the console knows of one node after its latest poll: a value, copied to the model.
struct NodeStatus
{
    QString name;
    HealthState state = HealthState::Unknown;
    /// The failure or degraded reason behind the state (while a failure is held back by flap
    /// suppression, the newest failure all the same).
    std::optional<Diagnosis> diagnosis;
    QList<Diagnosis> degradedReasons;
    bool suppressing = false; ///< a failure is shown, the state is held until it repeats
    int consecutiveFailures = 0;
    std::optional<CuzkStatus> cuzk; ///< the newest status document read
    std::optional<SystemInfo> system;
    /// The newest status document as the daemon sent it, and the system probe's newest output:
    /// what `cuzk` and `system` were read from, so a collector can pass them on unchanged
    /// (team/StatusRecord). Implicitly shared with the poll's result.
    QByteArray document;
    QByteArray systemReport;
    std::optional<double> latencyMs; ///< of the newest successful status fetch
    std::optional<double> proofsPerHour;
    QDateTime lastSeen;   ///< newest successful poll (UTC)
    QDateTime lastPolled; ///< newest poll, successful or not (UTC)
};

} // namespace fleetdeck::status

Q_DECLARE_METATYPE(fleetdeck::status::NodeStatus)
