// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fleetdeck {

/// The application's version, e.g. "0.1.0".
QString versionString();
/// The libssh version this build runs against, e.g. "0.10.6".
QString libsshVersion();

} // namespace fleetdeck
