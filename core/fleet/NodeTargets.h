// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "ssh/SshTypes.h"

#include <QString>

namespace fleetdeck::fleet {

/// How a node of the inventory is reached over SSH. ssh/ knows no Node: its targets and requests
/// are built here, from the node's fields.
namespace NodeTargets {

/// The login for a node of the inventory.
ssh::SshTarget sshTarget(const Node& node, const QString& knownHostsPath, ssh::HostKeyPolicy policy);

/// How a node's status document is fetched: `GET <status path>` through direct-tcpip to
/// 127.0.0.1:<status port>, or the node's status command when it forbids forwarding.
/// `check` asks for every stage of the connection check instead of a plain fetch.
ssh::OperationRequest statusRequest(const Node& node, const ssh::SshTarget& target, bool check);

} // namespace NodeTargets

} // namespace fleetdeck::fleet
