// SPDX-License-Identifier: GPL-3.0-or-later
#include "status/HealthState.h"

#include "Tr.h"
#include "base/Diagnosis.h"

namespace fleetdeck::status {

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

HealthState healthForDiagnosis(const std::optional<Diagnosis>& diagnosis)
{
    if (!diagnosis)
        return HealthState::Healthy;
    const QString& code = diagnosis->code;
    if (code == QLatin1String("auth_denied") || code == QLatin1String("key_unusable"))
        return HealthState::AuthFailed;
    if (code == QLatin1String("host_key_unknown"))
        return HealthState::HostKeyUnknown;
    // A revoked key is a host key that must not be trusted, like a changed one (never offered
    // for recording: such a result carries no host key to record).
    if (code == QLatin1String("host_key_changed") || code == QLatin1String("host_key_revoked"))
        return HealthState::HostKeyChanged;
    if (code == QLatin1String("jobs_failing") || code == QLatin1String("queue_stuck") ||
        code == QLatin1String("memory_low") || code == QLatin1String("key_no_longer_accepted") ||
        code == QLatin1String("fresh_login_failed"))
        return HealthState::Degraded;
    // SSH works but the daemon does not answer (nothing listens, HTTP error).
    if (code == QLatin1String("status_unreachable") || code == QLatin1String("status_http_error"))
        return HealthState::DaemonDown;
    using Stage = Diagnosis::Stage;
    const Stage stage = diagnosis->stage;
    if (stage == Stage::Resolve || stage == Stage::Connect || stage == Stage::Handshake)
        return HealthState::Unreachable;
    if (code == QLatin1String("connection_lost") || code == QLatin1String("timeout"))
        return stage == Stage::Auth || stage == Stage::HostKey ? HealthState::Unreachable
                                                               : HealthState::Error;
    return HealthState::Error;
}

} // namespace fleetdeck::status
