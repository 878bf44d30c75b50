// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace fleetdeck {
struct Diagnosis;
}

namespace fleetdeck::status {

/// A node's health (docs/design.md, "Node health"); the names are those of docs/cli.md.
enum class HealthState {
    Unknown,
    Healthy,
    Degraded,
    DaemonDown,
    Unreachable,
    AuthFailed,
    HostKeyUnknown,
    HostKeyChanged,
    Error,
};

/// The contract's machine name, e.g. "daemon_down"; "unknown" for Unknown.
QString healthStateName(HealthState state);
/// A short translated label for people, e.g. "Daemon down".
QString healthStateLabel(HealthState state);
/// The state one poll's outcome puts a node in: none → Healthy; otherwise by the diagnosis code
/// (docs/cli.md), e.g. auth_denied → AuthFailed, status_unreachable → DaemonDown.
HealthState healthForDiagnosis(const std::optional<Diagnosis>& diagnosis);

} // namespace fleetdeck::status
