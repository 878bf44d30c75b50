// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fleetdeck {

// Where the OpenSSH programs the harness runs live, and whether they are usable here.
class OpenSshInstallation
{
public:
    static QString sshd();      // /usr/sbin/sshd: sshd re-executes itself and insists on an absolute path
    static QString ssh();       // from PATH
    static QString sshKeygen(); // from PATH

    // Empty when sshd, ssh and ssh-keygen are all usable; else why not and how to fix it.
    static QString missingReason();
};

} // namespace fleetdeck
