// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshTypes.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace fleetdeck {

/// One local node for engine-level tests: a real sshd in `<baseDir>/<name>`, a fresh key of
/// the console's (authorized unless asked otherwise) and a known_hosts with the server's key.
struct LocalSshNode
{
    QString name;
    SshKeyPair key;
    std::unique_ptr<SshdServer> server;
    QString knownHosts;

    static std::unique_ptr<LocalSshNode> start(const QString& baseDir, const QString& name,
                                               const QStringList& extraConfig = {}, bool authorizeKey = true);
    /// Strict host keys, only this node's key: no agent, no default keys.
    ssh::SshTarget target() const;
};

} // namespace fleetdeck
