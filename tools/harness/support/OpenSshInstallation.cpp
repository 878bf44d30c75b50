// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/OpenSshInstallation.h"

#include <QFileInfo>
#include <QStandardPaths>

#include <pwd.h>
#include <unistd.h>

namespace fleetdeck {

QString OpenSshInstallation::sshd()
{
    return QStringLiteral("/usr/sbin/sshd");
}

QString OpenSshInstallation::ssh()
{
    return QStandardPaths::findExecutable(QStringLiteral("ssh"));
}

QString OpenSshInstallation::sshKeygen()
{
    return QStandardPaths::findExecutable(QStringLiteral("ssh-keygen"));
}

QString OpenSshInstallation::missingReason()
{
    if (!QFileInfo(sshd()).isExecutable())
        return QStringLiteral("openssh-server not installed (no %1): apt install openssh-server").arg(sshd());
    if (ssh().isEmpty() || sshKeygen().isEmpty())
        return QStringLiteral("openssh-client not installed (no ssh or ssh-keygen in PATH): "
                              "apt install openssh-client");
    // Run as root, sshd drops privileges to this user before authentication and refuses to start
    // without it.
    if (geteuid() == 0 && getpwnam("sshd") == nullptr)
        return QStringLiteral("the privilege separation user 'sshd' is missing: "
                              "apt install --reinstall openssh-server");
    return {};
}

} // namespace fleetdeck
