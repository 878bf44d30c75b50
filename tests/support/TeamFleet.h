// SPDX-License-Identifier: GPL-3.0-or-later
// A team's setting for tests: a PostgreSQL server started for the test (database "team") whose
// inventory lists a local fleet of real sshd nodes with simulated cuzk daemons.
#pragma once

#include "fleet/Inventory.h"
#include "storage/Database.h"
#include "support/CollectorProcesses.h"
#include "support/LocalFleet.h"
#include "support/LocalFleetNodes.h"
#include "support/PostgresServer.h"

#include <QDir>
#include <QString>

#include <memory>

namespace fleetdeck::test {

struct TeamFleet
{
    std::unique_ptr<PostgresServer> server;
    std::unique_ptr<LocalFleet> fleet;
    QString url; ///< the store, as the superuser

    /// Starts both in `workDir` (nodes named gpu001…) and lists the nodes in the store; empty, or
    /// why it could not.
    QString start(const QString& workDir, int nodes, const QString& cuzkSimPath,
                  const PostgresServer::Options& serverOptions = {})
    {
        QString why;
        server = PostgresServer::startWith({QStringLiteral("team")}, &why, serverOptions);
        if (!server)
            return why;
        url = server->url(QStringLiteral("team"));
        LocalFleet::Options options;
        options.nodes = nodes;
        options.workDir = QDir(workDir).filePath(QStringLiteral("fleet"));
        options.cuzkSimPath = cuzkSimPath;
        options.namePrefix = QStringLiteral("gpu");
        fleet = std::make_unique<LocalFleet>(options);
        if (!fleet->start())
            return fleet->errorString();
        storage::Database db;
        if (!db.open(url))
            return db.error();
        fleet::Inventory inventory(db);
        return addLocalFleet(inventory, *fleet);
    }

    void stop()
    {
        fleet.reset();
        server.reset();
    }

    /// A collector on this store and fleet (the superuser's URL, the fleet's known_hosts).
    CollectorRun collectorRun(const QString& cliPath, const QString& home, int leaseSeconds,
                              int intervalSeconds) const
    {
        CollectorRun run;
        run.cliPath = cliPath;
        run.home = home;
        run.leaseSeconds = leaseSeconds;
        run.intervalSeconds = intervalSeconds;
        run.global = {QStringLiteral("--db"), url, QStringLiteral("--known-hosts"), fleet->knownHostsPath()};
        return run;
    }

    /// node name -> collector, for the leases valid now.
    QHash<QString, QString> leases() const { return liveLeases(*server, QStringLiteral("team")); }
};

} // namespace fleetdeck::test
