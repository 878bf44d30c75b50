// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyDeployState.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace fleetdeck::ui {

/// What a key file the operator picked holds: the public key to deploy and, when it is known,
/// its private half (which proves the deployment), or why the file is refused.
struct KeyFileChoice
{
public:
    std::optional<DeployKey> key;
    bool encrypted = false; ///< the private half needs a passphrase
    QString note;           ///< about the private half, for people
    QString error;          ///< why the file is refused; empty for an empty path too

    /// A .pub line is validated strictly (PublicKey::parseLine) and the private key beside it used
    /// when it is the same key; a private key needs a known public half (inspectPrivateKey).
    static KeyFileChoice inspect(const QString& path);
};

} // namespace fleetdeck::ui
