// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/SimulatedVastCloud.h"

#include "support/FakeVastServer.h"

#include <QDir>
#include <QJsonArray>
#include <QPointer>
#include <QTimer>

namespace fleetdeck {

std::optional<SimulatedVastCloud::Profile> SimulatedVastCloud::Profile::named(const QString& name)
{
    Profile p;
    p.name = name;
    if (name == QLatin1String("healthy"))
        return p;
    if (name == QLatin1String("loading")) {
        p.staysLoading = true;
        return p;
    }
    if (name == QLatin1String("no-ssh")) {
        p.opensSsh = false;
        return p;
    }
    if (name == QLatin1String("no-daemon")) {
        p.daemonReachable = false;
        return p;
    }
    if (name == QLatin1String("slow")) {
        p.speed = 0.25;
        return p;
    }
    return std::nullopt;
}

QStringList SimulatedVastCloud::Profile::names()
{
    return {QStringLiteral("healthy"), QStringLiteral("loading"), QStringLiteral("no-ssh"),
            QStringLiteral("no-daemon"), QStringLiteral("slow")};
}

SimulatedVastCloud::SimulatedVastCloud(FakeVastServer* server, QString simulatorPath, QString workDir,
                                       QObject* parent)
    : QObject(parent)
    , m_server(server)
    , m_simulatorPath(std::move(simulatorPath))
    , m_workDir(std::move(workDir))
{
    connect(m_server, &FakeVastServer::rented, this,
            [this](const QString& id, const QJsonObject& offer, const QJsonObject&) { rented(id, offer); });
    connect(m_server, &FakeVastServer::instanceChanged, this, &SimulatedVastCloud::changed);
}

SimulatedVastCloud::~SimulatedVastCloud()
{
    m_machines.clear();
    m_daemon.reset();
}

bool SimulatedVastCloud::start()
{
    CuzkSimProcess::Options options;
    options.logFile = m_workDir + QStringLiteral("/cuzk-sim.log");
    QDir().mkpath(m_workDir);
    m_daemon = std::make_unique<CuzkSimProcess>(m_simulatorPath, options);
    if (!m_daemon->start()) {
        m_error = m_daemon->errorString();
        return false;
    }
    return true;
}

quint16 SimulatedVastCloud::statusPort() const
{
    return m_daemon ? m_daemon->port() : 0;
}

void SimulatedVastCloud::rented(const QString& instanceId, const QJsonObject& offer)
{
    const QString offerId = QString::number(offer.value(QStringLiteral("id")).toInteger());
    const Profile profile = m_profiles.value(offerId, Profile());
    QPointer<SimulatedVastCloud> self(this);
    QTimer::singleShot(profile.loadingAfterMs, this, [this, instanceId] {
        m_server->updateInstance(instanceId,
                                 {{QStringLiteral("actual_status"), QStringLiteral("loading")},
                                  {QStringLiteral("status_msg"), QStringLiteral("Pulling image")}});
    });
    if (profile.staysLoading)
        return;
    QTimer::singleShot(profile.runningAfterMs, this,
                       [this, instanceId, profile] { bringUp(instanceId, profile); });
}

void SimulatedVastCloud::bringUp(const QString& instanceId, const Profile& profile)
{
    if (!m_server->instance(instanceId))
        return; // destroyed meanwhile
    auto machine = std::make_unique<Machine>();
    const QString dir = m_workDir + QStringLiteral("/") + instanceId;
    quint16 port = 0;
    QString error;
    if (profile.opensSsh) {
        SimulatedCuzkBench::Options benchOptions;
        benchOptions.speed = profile.speed;
        benchOptions.seed = instanceId.toULongLong() % 1000;
        machine->bench = SimulatedCuzkBench::install(m_simulatorPath, dir + QStringLiteral("/cuzk-bench"),
                                                     benchOptions, &error);
        if (machine->bench) {
            SshdServer::Options options;
            options.workDir = dir + QStringLiteral("/sshd");
            options.sessionEnvironment = machine->bench->environment();
            if (!profile.daemonReachable)
                options.extraConfigLines << QStringLiteral("PermitOpen none"); // after AllowTcpForwarding yes
            machine->sshd = std::make_unique<SshdServer>(options);
            // The keys attached through the platform are what the container starts with.
            if (!machine->sshd->start() ||
                !machine->sshd->setAuthorizedKeys(m_server->attachedKeys().value(instanceId)))
                error = machine->sshd->errorString();
            else
                port = machine->sshd->port();
        }
    } else {
        machine->closedPort = std::make_unique<ReservedPort>();
        port = machine->closedPort->port();
    }
    if (port)
        m_server->updateInstance(
            instanceId,
            {{QStringLiteral("actual_status"), QStringLiteral("running")},
             {QStringLiteral("status_msg"), QStringLiteral("success, running")},
             {QStringLiteral("public_ipaddr"), QStringLiteral("127.0.0.1")},
             {QStringLiteral("ports"),
              QJsonObject{{QStringLiteral("22/tcp"),
                           QJsonArray{QJsonObject{{QStringLiteral("HostIp"), QStringLiteral("0.0.0.0")},
                                                  {QStringLiteral("HostPort"), QString::number(port)}}}}}}});
    m_machines[instanceId] = std::move(machine);
    emit instanceRunning(instanceId, error);
}

void SimulatedVastCloud::changed(const QString& instanceId, const QString& change)
{
    if (change == QLatin1String("destroyed"))
        m_machines.erase(instanceId);
}

} // namespace fleetdeck
