// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/KeyFile.h"
#include "base/Node.h"
#include "secrets/CredentialStore.h"
#include "ssh/SshTypes.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QPointer>
#include <QSet>

namespace fleetdeck::secrets {

/// Finds the secrets a login to a node needs: the passphrase of its encrypted identity (by the
/// key's fingerprint) and a password for the node or for one of its labels (a node group).
///
/// Looks up only entries the store lists, caches what it read for the session, and forgets an
/// entry as soon as the store reports it changed. Answers from prompts that the operator chose
/// not to remember live only in this cache.
class CredentialResolver : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(const ssh::SshTarget& target, const QList<SecretResult>& problems)>;

    explicit CredentialResolver(CredentialStore* store, QObject* parent = nullptr);

    CredentialStore* store() const { return m_store; }
    /// Switches stores (e.g. to session memory); the cache is cleared.
    void setStore(CredentialStore* store);

    /// The entries that could unlock a login to `node`, in lookup order: the identity's passphrase
    /// (only for an encrypted key), then the node's password, then each label's password.
    static QList<SecretId> candidates(const Node& node);
    /// The same, with the identity file already inspected.
    static QList<SecretId> candidates(const Node& node, const PrivateKeyInfo& identity);

    /// What a resolve does while the store's listing has not arrived yet (a keychain that does not
    /// answer holds it for its whole timeout, about 10 s).
    enum class Pending {
        /// Wait for it: every secret the login could use is looked up, and keychain trouble is
        /// reported (checks, deployments, benchmarks: what the operator asked for).
        Wait,
        /// A login that needs no passphrase goes at once with what this session already knows; a
        /// password is a fallback that a later call finds once the listing is in (polling).
        ServeKeyLogins,
    };

    /// Completes `target` (built for `node`) with the secrets found and calls `done` later. Keychain
    /// failures (locked, no backend) do not stop the login; they are passed on in `problems`.
    void resolve(const Node& node, ssh::SshTarget target, QObject* context, Done done,
                 Pending pending = Pending::Wait);

    /// Keeps a secret in this process's memory for the rest of the session.
    void rememberForSession(const SecretId& id, const QString& secret);
    /// Drops a cached secret (e.g. a passphrase that turned out wrong).
    void forget(const SecretId& id);

private:
    struct Waiting
    {
        Node node;
        ssh::SshTarget target;
        QPointer<QObject> context;
        bool hadContext = false;
        Done done;
    };

    void loadListing();
    void serve(Waiting waiting);
    void fill(Waiting waiting, QList<SecretId> remaining, QList<SecretResult> problems);
    void onChanged(const SecretId& id);

    QPointer<CredentialStore> m_store;
    std::optional<QSet<QString>> m_listed; ///< storage keys the store has
    std::optional<SecretResult> m_listingProblem;
    bool m_listing = false;
    QList<Waiting> m_waiting;
    QHash<QString, QString> m_cache; ///< storage key -> secret, read or remembered
    /// What an identity file held when last read, by path (see identityInfo()).
    struct IdentityFile
    {
        QDateTime modified;
        qint64 size = 0;
        PrivateKeyInfo info;
        QElapsedTimer checked; ///< since the file was last looked at
    };
    static constexpr int kIdentityRecheckMs = 2000;
    QHash<QString, IdentityFile> m_identities;
    PrivateKeyInfo identityInfo(const QString& path);
    quint64 m_generation = 0; ///< bumps on every change, so stale reads are dropped
};

} // namespace fleetdeck::secrets
