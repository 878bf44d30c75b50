// SPDX-License-Identifier: GPL-3.0-or-later
#include "Version.h"

#include <libssh/libssh.h>

namespace fleetdeck {

QString versionString()
{
    return QStringLiteral(FLEETDECK_VERSION);
}

QString libsshVersion()
{
    // ssh_version(0) returns the runtime version string without any check.
    return QString::fromLatin1(ssh_version(0));
}

} // namespace fleetdeck
