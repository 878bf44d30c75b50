// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "support/FakeVastServer.h"
#include "support/Fixtures.h"
#include "support/SimulatedVastCloud.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>

#include <memory>

namespace fleetdeck::test {

/// The offers of tests/fixtures/vast/offers.json (duplicates and an unreadable one included), as
/// the stand-in serves them.
inline QList<QJsonObject> fixtureOffers()
{
    QList<QJsonObject> offers;
    for (const QJsonValue& v : QJsonDocument::fromJson(fixture(QStringLiteral("vast/offers.json")))
                                   .object()
                                   .value(QStringLiteral("offers"))
                                   .toArray())
        offers << v.toObject();
    return offers;
}

/// The cloud's profile `name` with an instance that stays in loading for 4 s: longer than a
/// console's refresh or a CLI round on a busy machine, so that the loading stage is seen.
inline SimulatedVastCloud::Profile loadingForAWhile(const QString& name)
{
    SimulatedVastCloud::Profile p = *SimulatedVastCloud::Profile::named(name);
    p.runningAfterMs = p.loadingAfterMs + 4000;
    return p;
}

/// The local stand-in of vast.ai for the renting tests: the API serving the fixture's offers to
/// one API key, and a cloud that turns each rented instance into a machine on loopback (sshd,
/// cuzk-sim, a simulated cuzk-bench) under `workDir`.
struct RentingStandIn
{
    /// The one API key the server accepts (a new one for each test program).
    QByteArray apiKey = "vk-" + QUuid::createUuid().toByteArray(QUuid::Id128);
    std::unique_ptr<FakeVastServer> server;
    std::unique_ptr<SimulatedVastCloud> cloud;

    /// False, with `error`, when the server or the cloud cannot start.
    bool start(const QString& workDir, QString* error)
    {
        server = std::make_unique<FakeVastServer>();
        if (!server->start()) {
            *error = server->errorString();
            return false;
        }
        server->setApiKey(apiKey);
        server->setInstances({});
        server->setOffers(fixtureOffers());
        cloud = std::make_unique<SimulatedVastCloud>(server.get(), QStringLiteral(CUZK_SIM_PATH), workDir);
        if (!cloud->start()) {
            *error = cloud->errorString();
            return false;
        }
        return true;
    }
    /// The machines first: they belong to the server's instances.
    void stop()
    {
        cloud.reset();
        server.reset();
    }
};

} // namespace fleetdeck::test
