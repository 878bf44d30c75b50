// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fleetdeck {

/// The application's version, e.g. "0.1.0".
QString versionString();
/// The libssh version this build runs against, e.g. "0.10.6".
QString libsshVersion();
/// The libssh version this build was compiled against, e.g. "0.10.6".
QString libsshBuildVersion();
/// The QtKeychain version this build was compiled against, e.g. "0.13.2" ("unknown" when the
/// build could not tell).
QString qtKeychainVersion();

} // namespace fleetdeck
