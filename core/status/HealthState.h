// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fleetdeck {

/// A node's health (DESIGN.md, "Node health"); the names are those of contracts/cli.md.
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

} // namespace fleetdeck
