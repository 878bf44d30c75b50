// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "keys/KeyDeployment.h"
#include "ssh/SshEngine.h"
#include "ssh/SshTypes.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>

#include <map>
#include <optional>

namespace fleetdeck::keys {

/// Applies one KeyChange to many nodes at once through the SSH engine (docs/design.md, "Key
/// deployment"): per node, read and plan over SFTP, guard against lockout (removal), write
/// atomically, prove the new key with a fresh login that offers only it, and put the original
/// back when that proof fails. Lives on the caller's thread; nothing here blocks.
class KeyDeployer : public QObject
{
    Q_OBJECT

public:
    /// One node to change.
    struct Target
    {
        QString node;
        /// The login used for the file work: the node's own credentials, another key, the agent,
        /// or a password (bootstrap access).
        ssh::SshTarget access;
        QString remotePath = QStringLiteral("~/.ssh/authorized_keys");
        /// Keys the console itself logs in to this node with ("SHA256:..."): marked in the audit,
        /// protected from removal.
        QStringList consoleFingerprints;
        /// Logins of the console's that each offer exactly one key, by that key's fingerprint.
        /// A removal of a console key goes ahead only when one of these, whose key stays in the
        /// file, logs in afresh first.
        QList<QPair<QString, ssh::SshTarget>> fallbackLogins;
        /// The node's provider and its id there (Node::provider, Node::providerId): a deployment
        /// to a provider with a KeyPlatform also attaches the key through that platform.
        QString provider;
        QString providerId;
    };

    /// Where a node is; stepChanged() reports each.
    enum class Step { Queued, Reading, Guarding, Writing, Verifying, RollingBack, Attaching, Done };

    explicit KeyDeployer(ssh::SshEngine& engine, QObject* parent = nullptr);
    ~KeyDeployer() override;

    /// Starts `change` on every target; a deployer runs one batch at a time.
    void start(const KeyChange& change, const KeyVerification& verification, const QList<Target>& targets);
    /// Stops what has not been written yet; a write in progress ends with the old file or the
    /// new one (its connection is cut), never a truncated one.
    void cancel();
    bool isRunning() const { return m_running; }
    /// Results so far, in the targets' order (unfinished nodes have an empty result).
    QList<KeyNodeResult> results() const;
    /// Deadline for each SFTP job and login (default 30 s).
    void setTimeout(int ms) { m_timeoutMs = ms; }
    /// Called on the SFTP thread between the steps of each write (fault-injection tests).
    void setWriteHook(remote::StepHook hook) { m_hook = std::move(hook); }
    /// How keys reach nodes of `platform->provider()` besides authorized_keys (not owned; must
    /// outlive the deployer). After a node's authorized_keys is done (whatever the outcome but a
    /// rollback), the key is attached there too, and KeyNodeResult::platform says how that went.
    /// A node of a provider without a platform gets a "skipped" attachment that says so.
    void addPlatform(KeyPlatform* platform);

    static QString stepName(Step step);

Q_SIGNALS:
    void stepChanged(const QString& node, fleetdeck::keys::KeyDeployer::Step step);
    void nodeFinished(const fleetdeck::keys::KeyNodeResult& result);
    void finished();

private:
    struct Node
    {
        Target target;
        KeyNodeResult result;
        Step step = Step::Queued;
        QList<QPair<QString, ssh::SshTarget>> guardCandidates;
        /// A write failed after it may have changed something: a fresh job is finding out what.
        bool settling = false;
        std::optional<Diagnosis> writeFailure;
        bool done = false;
    };

    void onSftp(const ssh::SftpJobResult& r);
    void onLogin(const ssh::OperationResult& r);
    void afterPlan(Node& n);
    void tryNextGuard(Node& n);
    void submitWrite(Node& n);
    void afterWrite(Node& n);
    /// After a failed write: what did it leave? Removes its temp files, reads the file afresh,
    /// and goes on as a replaced file (verify, roll back) or as nothing replaced.
    void submitSettle(Node& n);
    void afterSettle(Node& n, const ssh::SftpJobResult& r);
    void submitVerify(Node& n);
    void submitRestore(Node& n, const Diagnosis& why);
    int indexOf(const Node& n) const;
    /// An SFTP job on the node's access login, cancelled with the batch unless `cancel` is given.
    void submitSftp(Node& n, ssh::SshEngine::SftpJob job,
                    std::optional<ssh::CancelToken> cancel = std::nullopt);
    /// A fresh login (OperationKind::Login) for the node, within the batch's deadline and cancel.
    void submitLogin(Node& n, const ssh::SshTarget& login);
    void setStep(Node& n, Step step);
    void finish(Node& n, const QString& result, std::optional<Diagnosis> diagnosis = std::nullopt);
    /// Attaches the key through the node's platform when that applies; then done().
    void attachThroughPlatform(Node& n);
    void done(Node& n);
    void finishAll();
    ssh::SshTarget verificationTarget(const Node& n) const;

    ssh::SshEngine& m_engine;
    KeyChange m_change;
    KeyVerification m_verification;
    QList<Node> m_nodes;
    std::map<quint64, int> m_sftpJobs; ///< job id -> node index
    std::map<quint64, int> m_logins;   ///< login id -> node index
    ssh::CancelToken m_cancel;
    remote::StepHook m_hook;
    QHash<QString, KeyPlatform*> m_platforms;
    int m_timeoutMs = 30000;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace fleetdeck::keys
