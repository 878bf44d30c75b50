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

QString libsshBuildVersion()
{
    return QStringLiteral("%1.%2.%3")
        .arg(LIBSSH_VERSION_MAJOR)
        .arg(LIBSSH_VERSION_MINOR)
        .arg(LIBSSH_VERSION_MICRO);
}

QString qtKeychainVersion()
{
    // QtKeychain's header has no usable version macro: CMake passes the package's version.
    const QString version = QStringLiteral(FLEETDECK_QTKEYCHAIN_VERSION);
    return version.isEmpty() ? QStringLiteral("unknown") : version;
}

} // namespace fleetdeck
