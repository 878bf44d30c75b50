// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "secrets/CredentialResolver.h"
#include "secrets/CredentialStore.h"
#include "ssh/SshEngine.h"
#include "ssh/SshTypes.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>

#include <optional>

namespace fleetdeck::session {

/// Why a check runs. It comes back with the result, so that the window knows what it may ask
/// the operator about it and how often it already did.
struct CheckOrigin
{
    quint64 action = 0;                        ///< the operator's action (one Check, one Check All) it serves
    bool explicitRequest = false;              ///< the operator checked this one node, not the fleet
    bool afterHostKeyDecision = false;         ///< the retry after the operator trusted the host key
    int secretPrompts = 0;                     ///< secrets asked for so far in this action
    std::optional<secrets::SecretId> answered; ///< the secret just asked for, now being tried
    quint64 answerSerial = 0;                  ///< which answer to it
};

/// The connection checks the window runs through the SSH engine: at most one per node at a time
/// (a check that is still looking up its node's secrets counts as running), the newest result of
/// each node, and why each check runs. Nothing here waits: secrets come from the resolver,
/// requests go to the engine, results come back through finished().
class ConnectionChecks : public QObject
{
    Q_OBJECT

public:
    struct Record
    {
        ssh::OperationResult result;
        QDateTime finishedAt;
        QString host; ///< the address it checked: a result says nothing about another one
        int port = 0;
    };

    explicit ConnectionChecks(QObject* parent = nullptr);

    /// The engine is not owned; results of requests that others submitted to it are ignored.
    void setEngine(ssh::SshEngine* engine);
    ssh::SshEngine* engine() const { return m_engine; }
    void setKnownHostsPath(const QString& path) { m_knownHostsPath = path; }
    QString knownHostsPath() const { return m_knownHostsPath; }
    /// Where checks find the secrets of a login (not owned); without one, logins use only keys
    /// that need no passphrase.
    void setResolver(secrets::CredentialResolver* resolver) { m_resolver = resolver; }

    /// One line for the fleet table: the diagnosis's message, or that the check passed and how long
    /// it took.
    static QString reasonFor(const ssh::OperationResult& result);
    /// "0.84 ms", "12 ms", "1.20 s" in the operator's locale.
    static QString formatMs(double ms);

    /// The login a check of `node` makes: host-key policy ask, agent and default keys allowed.
    static ssh::SshTarget targetFor(const Node& node, const QString& knownHostsPath);

    /// Starts the node's check: its secrets are looked up, then it goes to the engine. False
    /// without an engine or while a check of the node still runs.
    bool start(const Node& node, const CheckOrigin& origin = {});
    /// Records the operator's trust in `key` (replacing the host's old entries when the key
    /// changed) and checks the node once more; false, with the reason, if known_hosts could not
    /// be written.
    bool trustAndRetry(const Node& node, const ssh::HostKeyInfo& key, bool replace, CheckOrigin origin,
                       QString* error);
    bool isRunning(const QString& node) const;
    /// The node's check is running and still waits for its secrets (a keychain that has not
    /// answered yet): nothing has gone to the node.
    bool isWaitingForSecrets(const QString& node) const { return m_resolving.contains(node); }
    /// The node's newest result, or nullptr.
    const Record* last(const QString& node) const;
    /// Forgets the node's result and ignores a check of it still running (the node was edited).
    void forget(const QString& node);
    void clear();

Q_SIGNALS:
    void started(const QString& node);
    /// The check's secrets were looked up (or could not be); it goes to the node now.
    void secretsResolved(const QString& node);
    void finished(const QString& node, const fleetdeck::ssh::OperationResult& result,
                  const fleetdeck::session::CheckOrigin& origin);
    /// The keychain failed while the node's secrets were looked up; the check went on without them.
    void secretsUnavailable(const QString& node, const QList<fleetdeck::secrets::SecretResult>& problems);

private:
    struct Pending
    {
        QString node;
        CheckOrigin origin;
        QString host;
        int port = 0;
    };

    void submit(const Node& node, const ssh::SshTarget& target, const CheckOrigin& origin);
    void onEngineFinished(const ssh::OperationResult& result);

    QPointer<ssh::SshEngine> m_engine;
    QPointer<secrets::CredentialResolver> m_resolver;
    QString m_knownHostsPath;
    QHash<quint64, Pending> m_pending;   ///< by engine request id
    QHash<QString, quint64> m_resolving; ///< node -> serial of its lookup under way
    quint64 m_lookupSerial = 0;
    QHash<QString, Record> m_last;
};

} // namespace fleetdeck::session
