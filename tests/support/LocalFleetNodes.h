// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleet/Inventory.h"
#include "support/LocalFleet.h"
#include "support/OpenSshClient.h"

#include <QString>

namespace fleetdeck::test {

/// Adds every node of `fleet` to `inventory` as an operator would (127.0.0.1, its port, this
/// user, the fleet's key); empty on success, else why a node could not be added.
inline QString addLocalFleet(fleet::Inventory& inventory, const LocalFleet& fleet)
{
    for (const LocalFleet::Node& fleetNode : fleet.nodes()) {
        Node node;
        node.name = fleetNode.name;
        node.host = QStringLiteral("127.0.0.1");
        node.port = fleetNode.port;
        node.user = OpenSshClient::currentUserName();
        node.identity = fleet.key().privateKeyPath();
        node.statusPort = fleetNode.statusPort;
        const fleet::Inventory::Result added = inventory.add(node);
        if (!added.ok())
            return QStringLiteral("%1: %2").arg(node.name, added.message);
    }
    return {};
}

} // namespace fleetdeck::test
