// SPDX-License-Identifier: GPL-3.0-or-later
#include "status/HealthState.h"

#include "Tr.h"

namespace fleetdeck {

QString healthStateName(HealthState state)
{
    switch (state) {
    case HealthState::Unknown:
        return QStringLiteral("unknown");
    case HealthState::Healthy:
        return QStringLiteral("healthy");
    case HealthState::Degraded:
        return QStringLiteral("degraded");
    case HealthState::DaemonDown:
        return QStringLiteral("daemon_down");
    case HealthState::Unreachable:
        return QStringLiteral("unreachable");
    case HealthState::AuthFailed:
        return QStringLiteral("auth_failed");
    case HealthState::HostKeyUnknown:
        return QStringLiteral("host_key_unknown");
    case HealthState::HostKeyChanged:
        return QStringLiteral("host_key_changed");
    case HealthState::Error:
        return QStringLiteral("error");
    }
    return QStringLiteral("unknown");
}

QString healthStateLabel(HealthState state)
{
    switch (state) {
    case HealthState::Unknown:
        return Tr::tr("Not polled yet");
    case HealthState::Healthy:
        return Tr::tr("Healthy");
    case HealthState::Degraded:
        return Tr::tr("Degraded");
    case HealthState::DaemonDown:
        return Tr::tr("Daemon down");
    case HealthState::Unreachable:
        return Tr::tr("Unreachable");
    case HealthState::AuthFailed:
        return Tr::tr("Login refused");
    case HealthState::HostKeyUnknown:
        return Tr::tr("Host key unknown");
    case HealthState::HostKeyChanged:
        return Tr::tr("Host key changed");
    case HealthState::Error:
        return Tr::tr("Error");
    }
    return Tr::tr("Not polled yet");
}

} // namespace fleetdeck
