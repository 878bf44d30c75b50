// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "fleet/Inventory.h"
#include "keys/KeyDeployer.h"
#include "secrets/CredentialResolver.h"
#include "ssh/SshTypes.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <memory>
#include <optional>

namespace fleetdeck::ssh {
class SshEngine;
}

namespace fleetdeck::session {

/// How a key deployment logs in to the nodes to edit their file (the wizard's bootstrap access).
struct DeployAccess
{
    enum class Mode {
        NodeLogin, ///< the node's own login: its identity, the agent, the default keys, its stored secrets
        KeyFile,   ///< another private key file, and only it
        Agent,     ///< the ssh-agent's keys only
        Password,  ///< a password for the whole batch
    };

    Mode mode = Mode::NodeLogin;
    QString keyPath;                   ///< KeyFile
    std::optional<QString> passphrase; ///< KeyFile, when the key is encrypted
    QString password;                  ///< Password: only in memory unless the operator keeps it
    bool rememberPassword = false;
};

/// One run of the wizard's change over the chosen nodes, a dry run or the real one: builds each
/// node's login the way the console logs in (ConnectionChecks::targetFor, completed with the
/// node's stored secrets) or with the access the operator chose instead, then hands the batch to
/// a fresh KeyDeployer. Nothing here waits.
class KeyDeployBatch : public QObject
{
    Q_OBJECT

public:
    explicit KeyDeployBatch(ssh::SshEngine& engine, QObject* parent = nullptr);
    ~KeyDeployBatch() override;

    void setInventory(fleet::Inventory* inventory) { m_inventory = inventory; }
    void setKnownHostsPath(const QString& path) { m_knownHostsPath = path; }
    QString knownHostsPath() const { return m_knownHostsPath; }
    /// Where the node's own login finds its passphrases and passwords (not owned; may be null).
    void setResolver(secrets::CredentialResolver* resolver) { m_resolver = resolver; }
    /// How vast.ai nodes (or another provider's) get the key through their platform as well (not
    /// owned; may be null: such nodes then report the attachment as skipped).
    void setPlatform(keys::KeyPlatform* platform) { m_platform = platform; }
    /// Deadline of each SFTP job and login (KeyDeployer's default when not set).
    void setTimeout(int ms) { m_timeoutMs = ms; }

    /// The login that edits `node`'s file with `access`. The host-key policy is the checks' one
    /// (ask): an unknown host key stops the node with its fingerprint, for the operator to decide.
    static ssh::SshTarget accessTarget(const Node& node, const QString& knownHostsPath,
                                       const DeployAccess& access);

    /// Starts `change` on `nodes`; a batch still running is cancelled and forgotten first.
    void start(const QStringList& nodes, const DeployAccess& access, const keys::KeyChange& change,
               const keys::KeyVerification& verification);
    /// Stops what has not been written yet (KeyDeployer::cancel()).
    void cancel();
    bool isRunning() const { return m_running; }
    bool isCancelled() const { return m_cancelled; }
    /// Every node's result so far, in the order of start()'s nodes.
    QList<keys::KeyNodeResult> results() const;

Q_SIGNALS:
    void stepChanged(const QString& node, fleetdeck::keys::KeyDeployer::Step step);
    void nodeFinished(const fleetdeck::keys::KeyNodeResult& result);
    void finished();

private:
    void launch(quint64 serial);
    keys::KeyNodeResult missingNode(const QString& name) const;

    ssh::SshEngine& m_engine;
    QPointer<fleet::Inventory> m_inventory;
    QPointer<secrets::CredentialResolver> m_resolver;
    QString m_knownHostsPath;
    int m_timeoutMs = 0;
    keys::KeyPlatform* m_platform = nullptr;

    std::unique_ptr<keys::KeyDeployer> m_deployer;
    quint64 m_serial = 0; ///< lookups of a replaced batch are dropped
    QStringList m_nodes;
    keys::KeyChange m_change;
    keys::KeyVerification m_verification;
    QList<keys::KeyDeployer::Target> m_targets;
    QList<keys::KeyNodeResult> m_missing; ///< nodes gone from the inventory meanwhile
    int m_resolving = 0;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace fleetdeck::session
