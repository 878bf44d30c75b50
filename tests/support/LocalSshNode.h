// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshTypes.h"
#include "support/SimulatedCuzkBench.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace fleetdeck {

/// One local node for engine-level tests: a real sshd in `<baseDir>/<name>`, a fresh key of
/// the console's (authorized unless asked otherwise) and a known_hosts with the server's key.
struct LocalSshNode
{
    struct Options
    {
        QStringList extraConfig; ///< appended to sshd_config
        bool authorizeKey = true;
        /// Set (with simulatorPath, the built cuzk-sim: CUZK_SIM_PATH in tests): the node's sessions
        /// find a simulated `cuzk-bench` in PATH, installed in `<baseDir>/<name>/cuzk-bench`.
        std::optional<SimulatedCuzkBench::Options> cuzkBench;
        QString simulatorPath;
    };

    QString name;
    SshKeyPair key;
    std::unique_ptr<SshdServer> server;
    QString knownHosts;
    std::optional<SimulatedCuzkBench> cuzkBench; ///< when asked for and installed

    static std::unique_ptr<LocalSshNode> start(const QString& baseDir, const QString& name,
                                               const QStringList& extraConfig = {}, bool authorizeKey = true);
    static std::unique_ptr<LocalSshNode> start(const QString& baseDir, const QString& name,
                                               const Options& options);
    /// Strict host keys, only this node's key: no agent, no default keys.
    ssh::SshTarget target() const;
    /// Live processes that this node's sessions started (their HOME is the node's directory) whose
    /// command line contains `needle`: what a test checks is left, and nobody else's.
    QList<qint64> sessionProcesses(const QString& needle) const;
};

} // namespace fleetdeck
