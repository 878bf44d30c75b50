// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/NodeTargets.h"

namespace fleetdeck::fleet::NodeTargets {

ssh::SshTarget sshTarget(const Node& node, const QString& knownHostsPath, ssh::HostKeyPolicy policy)
{
    ssh::SshTarget t;
    t.node = node.name;
    t.host = node.host;
    t.port = node.port;
    t.user = node.user;
    t.identity = node.identity;
    t.knownHostsPath = knownHostsPath;
    t.hostKeyPolicy = policy;
    t.useSshConfig = node.useSshConfig;
    t.sshConfigPath = ssh::SshTarget::defaultSshConfigPath();
    return t;
}

ssh::OperationRequest statusRequest(const Node& node, const ssh::SshTarget& target, bool check)
{
    ssh::OperationRequest r;
    r.target = target;
    if (node.statusCommand) {
        r.kind = check ? ssh::OperationKind::Check : ssh::OperationKind::Exec;
        r.command = *node.statusCommand;
    } else {
        r.kind = check ? ssh::OperationKind::Check : ssh::OperationKind::HttpGet;
        r.httpPort = node.statusPort;
        r.httpPath = node.statusPath;
    }
    return r;
}

} // namespace fleetdeck::fleet::NodeTargets
