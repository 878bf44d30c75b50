// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vast/VastError.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

namespace fleetdeck::secrets {
class CredentialStore;
}

namespace fleetdeck::vast {

/// Where the vast.ai API key comes from, and the key itself (never to be shown or stored).
struct VastApiKeyLookup
{
    QString key;
    QString source; ///< "VAST_API_KEY" or "keychain: vast-api-key/<account>"; empty on failure
    std::optional<VastError> error;
    bool ok() const { return !error; }
};

/// The environment variable that carries a key for one run.
inline constexpr char VastApiKeyVariable[] = "VAST_API_KEY";
/// The keychain name used when no account is given.
inline const QString VastDefaultAccount = QStringLiteral("default");

/// Finds the vast.ai API key and calls `done` later from the event loop (not when `context` is
/// gone). Without an `account`: $VAST_API_KEY when set, else the keychain's vast-api-key
/// "default". With an account: that keychain entry only (an explicit choice wins over the
/// environment). `store` may be null (no keychain): then only the environment is asked.
void findVastApiKey(secrets::CredentialStore* store, const QString& account, QObject* context,
                    std::function<void(const VastApiKeyLookup&)> done);

} // namespace fleetdeck::vast
