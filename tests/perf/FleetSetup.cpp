// SPDX-License-Identifier: GPL-3.0-or-later
#include "Targets.h"

#include "fleet/Inventory.h"
#include "storage/Database.h"
#include "support/OpenSshClient.h"

namespace fleetdeck::perf {

ssh::SshTarget fleetTarget(const LocalFleet& fleet, const LocalFleet::Node& node)
{
    ssh::SshTarget target;
    target.node = node.name;
    target.host = QStringLiteral("127.0.0.1");
    target.port = node.port;
    target.user = OpenSshClient::currentUserName();
    target.identity = fleet.key().privateKeyPath();
    target.knownHostsPath = fleet.knownHostsPath();
    target.useAgent = false;
    target.useDefaultKeys = false;
    return target;
}

ssh::OperationRequest statusRequest(const LocalFleet& fleet, const LocalFleet::Node& node)
{
    ssh::OperationRequest request;
    request.kind = ssh::OperationKind::HttpGet;
    request.target = fleetTarget(fleet, node);
    request.httpPort = node.statusPort;
    request.timeoutMs = 30000;
    return request;
}

QString writeInventory(const LocalFleet& fleet, const QString& dbPath)
{
    storage::Database db;
    if (!db.open(dbPath))
        return db.error();
    fleet::Inventory inventory(db); // each add commits; in WAL mode that is cheap
    for (const LocalFleet::Node& fleetNode : fleet.nodes()) {
        Node node;
        node.name = fleetNode.name;
        node.host = QStringLiteral("127.0.0.1");
        node.port = fleetNode.port;
        node.user = OpenSshClient::currentUserName();
        node.identity = fleet.key().privateKeyPath();
        if (fleetNode.statusPort)
            node.statusPort = fleetNode.statusPort;
        node.authorizedKeys = fleetNode.authorizedKeysPath;
        if (const fleet::Inventory::Result result = inventory.add(node); !result.ok())
            return QStringLiteral("cannot add %1: %2").arg(node.name, result.message);
    }
    return {};
}

} // namespace fleetdeck::perf
