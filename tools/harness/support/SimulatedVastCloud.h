// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "support/CuzkSimProcess.h"
#include "support/ReservedPort.h"
#include "support/SimulatedCuzkBench.h"
#include "support/SshdServer.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QString>

#include <map>
#include <memory>
#include <optional>

namespace fleetdeck {

class FakeVastServer;

/// What FakeVastServer's rented instances turn into: real machines on loopback. When an offer is
/// rented, its instance goes to `loading` after a while and then — by the offer's profile —
/// stays there, or runs with a real sshd (authorizing the keys attached to the instance through
/// the API by then), its sessions finding a simulated `cuzk-bench` of the profile's speed, and
/// the one cuzk-sim of the cloud behind the status port. Destroying the instance stops its
/// machine.
///
/// Profiles: "healthy"; "loading" (never leaves loading); "no-ssh" (running, but its SSH port
/// refuses connections); "no-daemon" (SSH works, nothing answers on the status port); "slow"
/// (as healthy, proving at a quarter of the pace).
class SimulatedVastCloud : public QObject
{
    Q_OBJECT
public:
    struct Profile
    {
        QString name = QStringLiteral("healthy");
        int loadingAfterMs = 300;
        int runningAfterMs = 1200;
        bool staysLoading = false;
        bool opensSsh = true;
        bool daemonReachable = true;
        double speed = 1;
        static std::optional<Profile> named(const QString& name);
        static QStringList names();
    };

    /// `server` is not owned; machines live under `workDir`.
    SimulatedVastCloud(FakeVastServer* server, QString simulatorPath, QString workDir,
                       QObject* parent = nullptr);
    ~SimulatedVastCloud() override;

    /// Starts the cloud's cuzk-sim; false (errorString()) when it cannot.
    bool start();
    QString errorString() const { return m_error; }
    /// The port every machine's status endpoint is reached at (through its sshd).
    quint16 statusPort() const;
    /// How the instance rented from this offer comes up (default: healthy).
    void setProfile(const QString& offerId, const Profile& profile) { m_profiles.insert(offerId, profile); }
    /// Machines running now.
    int machines() const { return int(m_machines.size()); }

Q_SIGNALS:
    /// The instance runs (or failed to start its machine: `error` says why).
    void instanceRunning(const QString& instanceId, const QString& error);

private:
    struct Machine
    {
        std::unique_ptr<SshdServer> sshd;
        std::optional<SimulatedCuzkBench> bench;
        std::unique_ptr<ReservedPort> closedPort;
    };

    void rented(const QString& instanceId, const QJsonObject& offer);
    void bringUp(const QString& instanceId, const Profile& profile);
    void changed(const QString& instanceId, const QString& change);

    FakeVastServer* m_server;
    QString m_simulatorPath;
    QString m_workDir;
    std::unique_ptr<CuzkSimProcess> m_daemon;
    QHash<QString, Profile> m_profiles;
    std::map<QString, std::unique_ptr<Machine>> m_machines;
    QString m_error;
};

} // namespace fleetdeck
