// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "support/CuzkSimProcess.h"
#include "support/ReservedPort.h"
#include "support/SimulatedCuzkBench.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace fleetdeck::demo {

// One local stand-in for a rented GPU server, set up to be in one situation an operator meets:
// its own sshd (or none), its own cuzk-sim (or nothing on the status port), its own identity key.
class DemoNode
{
public:
    struct Spec
    {
        QString name;
        QString gpu;
        QString region;
        QString situation;              // also its "scenario" label
        bool runsSshd = true;           // false: the SSH port refuses connections
        bool authorizesIdentity = true; // false: AuthorizedKeysFile holds someone else's key
        QString simulatorProfile;       // empty: nothing listens on the status port
        // Rented from vast.ai: listed by the demo's stand-in of its API and imported from it.
        QString vastInstanceId;
        double dollarsPerHour = 0;
        double simulatorTimeScale = 0; // > 0: simulated time runs this much faster
        // The `cuzk-bench` its SSH sessions find (every node whose sshd runs gets one); the seed
        // is the node's.
        SimulatedCuzkBench::Options bench;
    };

    // Every file of the node lives under directory.
    DemoNode(Spec spec, QString directory);
    ~DemoNode();
    DemoNode(const DemoNode&) = delete;
    DemoNode& operator=(const DemoNode&) = delete;

    bool start(const QString& simulatorPath, quint64 seed);
    QString errorString() const { return m_errorString; }

    const Spec& spec() const { return m_spec; }
    quint16 sshPort() const;
    quint16 statusPort() const;
    QString identityPath() const { return m_identity.privateKeyPath(); }
    /// Where the node's simulated daemon writes its log (the "cuzk" log source reads it).
    QString daemonLogPath() const;
    QString authorizedKeysPath() const;
    QString knownHostsLine() const; // empty when no sshd runs
    QStringList labels() const;     // "gpu=4090", "region=fra", "scenario=healthy"

    // Arguments for "fleetdeck-cli node add" that register this node for user.
    QStringList nodeAddArguments(const QString& user) const;

private:
    Spec m_spec;
    QString m_directory;
    SshKeyPair m_identity;
    std::optional<SimulatedCuzkBench> m_bench;
    std::unique_ptr<SshdServer> m_sshd;
    std::unique_ptr<CuzkSimProcess> m_simulator;
    // Held for the node's lifetime so that "down" stays down: no other server can take the port.
    std::unique_ptr<ReservedPort> m_closedSshPort;
    std::unique_ptr<ReservedPort> m_closedStatusPort;
    QString m_errorString;
};

} // namespace fleetdeck::demo
