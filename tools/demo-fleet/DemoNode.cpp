// SPDX-License-Identifier: GPL-3.0-or-later
#include "DemoNode.h"

#include <QDir>

namespace fleetdeck::demo {

DemoNode::DemoNode(Spec spec, QString directory)
    : m_spec(std::move(spec))
    , m_directory(std::move(directory))
{}

// The console, if any, is gone by now; the simulator goes before the sshd that forwards to it.
DemoNode::~DemoNode()
{
    m_simulator.reset();
    m_sshd.reset();
}

bool DemoNode::start(const QString& simulatorPath, quint64 seed)
{
    if (!QDir().mkpath(m_directory)) {
        m_errorString = QStringLiteral("cannot create %1").arg(m_directory);
        return false;
    }
    m_identity = SshKeyPair::generate(m_directory + QStringLiteral("/id_ed25519"),
                                      QStringLiteral("fleetdeck-demo@%1").arg(m_spec.name));
    if (!m_identity.isValid()) {
        m_errorString = m_identity.errorString();
        return false;
    }

    if (m_spec.runsSshd) {
        SimulatedCuzkBench::Options benchOptions = m_spec.bench;
        benchOptions.seed = seed;
        m_bench = SimulatedCuzkBench::install(simulatorPath, m_directory + QStringLiteral("/cuzk-bench"),
                                              benchOptions, &m_errorString);
        if (!m_bench)
            return false;
        SshdServer::Options options;
        options.workDir = m_directory + QStringLiteral("/sshd");
        options.sessionEnvironment = m_bench->environment();
        m_sshd = std::make_unique<SshdServer>(options);
        if (!m_sshd->start()) {
            m_errorString = m_sshd->errorString();
            return false;
        }
        QString authorized = m_identity.publicKeyLine();
        if (!m_spec.authorizesIdentity) {
            // The node was set up with another operator's key, so ours is refused.
            const SshKeyPair other =
                SshKeyPair::generate(m_directory + QStringLiteral("/other_operator_ed25519"),
                                     QStringLiteral("previous-operator@%1").arg(m_spec.name));
            if (!other.isValid()) {
                m_errorString = other.errorString();
                return false;
            }
            authorized = other.publicKeyLine();
        }
        if (!m_sshd->setAuthorizedKeys({authorized})) {
            m_errorString = m_sshd->errorString();
            return false;
        }
    } else {
        m_closedSshPort = std::make_unique<ReservedPort>();
    }

    if (!m_spec.simulatorProfile.isEmpty()) {
        CuzkSimProcess::Options options;
        options.profile = m_spec.simulatorProfile;
        options.seed = seed;
        if (m_spec.simulatorTimeScale > 0)
            options.timeScale = m_spec.simulatorTimeScale;
        options.logFile = m_directory + QStringLiteral("/cuzk-sim.log");
        // The daemon's own log, coloured as cuzk writes it: the node's "cuzk" log source.
        options.extraArguments = {QStringLiteral("--log"), daemonLogPath(), QStringLiteral("--log-ansi")};
        m_simulator = std::make_unique<CuzkSimProcess>(simulatorPath, options);
        if (!m_simulator->start()) {
            m_errorString = m_simulator->errorString();
            return false;
        }
    } else {
        m_closedStatusPort = std::make_unique<ReservedPort>();
    }

    if ((m_closedSshPort && !m_closedSshPort->isValid()) ||
        (m_closedStatusPort && !m_closedStatusPort->isValid())) {
        m_errorString = QStringLiteral("cannot reserve a port on 127.0.0.1");
        return false;
    }
    return true;
}

quint16 DemoNode::sshPort() const
{
    if (m_sshd)
        return m_sshd->port();
    return m_closedSshPort ? m_closedSshPort->port() : 0;
}

quint16 DemoNode::statusPort() const
{
    if (m_simulator)
        return m_simulator->port();
    return m_closedStatusPort ? m_closedStatusPort->port() : 0;
}

QString DemoNode::daemonLogPath() const
{
    return m_directory + QStringLiteral("/cuzk-daemon.log");
}

QString DemoNode::authorizedKeysPath() const
{
    // Also for a node without sshd: whatever the console tries, it never aims at the real ~/.ssh.
    return m_sshd ? m_sshd->authorizedKeysPath() : m_directory + QStringLiteral("/sshd/authorized_keys");
}

QString DemoNode::knownHostsLine() const
{
    return m_sshd ? m_sshd->knownHostsLine() : QString();
}

QStringList DemoNode::labels() const
{
    return {QStringLiteral("gpu=") + m_spec.gpu, QStringLiteral("region=") + m_spec.region,
            QStringLiteral("scenario=") + m_spec.situation};
}

QStringList DemoNode::nodeAddArguments(const QString& user) const
{
    QStringList arguments{QStringLiteral("node"),
                          QStringLiteral("add"),
                          m_spec.name,
                          QStringLiteral("--host"),
                          QStringLiteral("127.0.0.1"),
                          QStringLiteral("--port"),
                          QString::number(sshPort()),
                          QStringLiteral("--user"),
                          user,
                          QStringLiteral("--identity"),
                          identityPath(),
                          QStringLiteral("--status-port"),
                          QString::number(statusPort()),
                          QStringLiteral("--authorized-keys"),
                          authorizedKeysPath()};
    for (const QString& label : labels())
        arguments << QStringLiteral("--label") << label;
    // Every node reads its daemon's log the way an operator sets it up for a file.
    arguments << QStringLiteral("--log-source")
              << QStringLiteral("cuzk=tail -n {lines} {follow:-F} ") + daemonLogPath();
    return arguments;
}

} // namespace fleetdeck::demo
