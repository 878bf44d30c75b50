// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "support/ChildProcess.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"

#include <QList>
#include <QString>
#include <QStringList>

class QRegularExpression;

#include <memory>
#include <vector>

namespace fleetdeck {

/// A fleet of N nodes on this machine, for benchmarks and load tests: real sshd processes (up to
/// 16 nodes each, one port per node), one cuzk-sim process simulating every node's daemon, and
/// optionally one latency-proxy process in front of every node's SSH port.
///
/// Each node has a directory of its own (`<workDir>/nodes/<name>`): its sessions' HOME, and its
/// `.ssh/authorized_keys`, which sshd reads for that node only (a "Match LocalPort" block), so key
/// deployment to one node touches only that node. Start it from the main thread.
class LocalFleet
{
public:
    struct Options
    {
        int nodes = 10;
        QString workDir; ///< required; created when missing
        QString namePrefix = QStringLiteral("node");
        int nodesPerSshd = SshdServer::kMaxPorts;
        bool reexec = false;      ///< sshd -r unless true (see SshdServer::Options)
        QString cuzkSimPath;      ///< empty: no status endpoints
        QString latencyProxyPath; ///< with oneWayDelayMs > 0: nodes are reached through it
        int oneWayDelayMs = 0;
        bool authorizeKey = true; ///< the fleet key in every node's authorized_keys
        /// The nodes stand in for other machines: a thousand of them must not take the cores of
        /// the program measured beside them. Every process of the fleet (and what sshd forks for
        /// each connection) then runs under SCHED_IDLE, inside a cpu cgroup of the lowest weight
        /// where the machine has one (sshd gives every connection a session of its own, and with
        /// the kernel's autogroups each session would weigh as much as the whole console; a nice
        /// value could not help either: a thousand runnable processes at nice 10 still outweigh
        /// one thread at nice 0).
        bool idlePriority = false;
    };

    struct Node
    {
        QString name;
        quint16 port = 0;       ///< where a client connects (the proxy's port when there is one)
        quint16 sshdPort = 0;   ///< sshd's own port
        quint16 statusPort = 0; ///< the node's cuzk status endpoint (0: none)
        QString home;
        QString authorizedKeysPath;
    };

    explicit LocalFleet(Options options);
    ~LocalFleet();
    LocalFleet(const LocalFleet&) = delete;
    LocalFleet& operator=(const LocalFleet&) = delete;

    bool start();
    void stop();
    QString errorString() const { return m_error; }

    const QList<Node>& nodes() const { return m_nodes; }
    /// One line per node's client-facing port, with its sshd's host key.
    QString knownHostsPath() const;
    /// The key every node authorizes (unless Options::authorizeKey is false).
    const SshKeyPair& key() const { return m_key; }
    /// Logins the fleet's sshd processes accepted so far ("Accepted publickey" in their logs):
    /// every SSH session a client opened to any node.
    int acceptedLogins() const;
    /// Every process serving the fleet now: sshd listeners with the processes of their
    /// connections, the simulator, the proxy.
    QList<qint64> processIds() const;

private:
    bool startServers();
    bool startSimulator();
    bool startProxy();
    bool writeKnownHosts();
    void runInBackground(qint64 pid);
    /// Starts the simulator or the proxy and reads one port per node from its "listening" lines.
    QList<quint16> startHelper(ChildProcess& child, const QString& program, const QStringList& arguments,
                               const QString& logName, const QRegularExpression& listening);

    Options m_options;
    QString m_error;
    SshKeyPair m_key;
    QList<Node> m_nodes;
    std::vector<std::unique_ptr<SshdServer>> m_servers;
    QList<int> m_serverOf; ///< node index -> m_servers index
    ChildProcess m_simulator;
    ChildProcess m_proxy;
    QString m_cgroup; ///< the fleet's cpu cgroup (idlePriority), removed by stop()
};

} // namespace fleetdeck
