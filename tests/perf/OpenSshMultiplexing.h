// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ProcessBatch.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace fleetdeck::perf {

/// The method Fleetdeck replaces: one `ssh` process per node and poll over an OpenSSH
/// ControlMaster, running curl on the node:
///   ssh -o ControlMaster=auto -o ControlPath=... -o ControlPersist=120 host
///       curl -sf --max-time 3 http://localhost:PORT/status
/// Isolated from the machine's own setup: no ssh_config, no agent, only the given key and
/// known_hosts.
class OpenSshMultiplexing
{
public:
    OpenSshMultiplexing(QString controlDir, QString identity, QString knownHosts, QString user);

    ProcessBatch::Command poll(quint16 sshPort, quint16 statusPort) const;
    ProcessBatch::Command run(quint16 sshPort, const QString& remoteCommand) const;
    /// The master's pid from `ssh -O check` (0 when none runs).
    qint64 masterPid(quint16 sshPort) const;
    /// `ssh -O exit` for each port's master.
    void stopMasters(const QList<quint16>& sshPorts) const;

private:
    QStringList options(quint16 sshPort) const;

    QString m_controlDir;
    QString m_identity;
    QString m_knownHosts;
    QString m_user;
};

} // namespace fleetdeck::perf
