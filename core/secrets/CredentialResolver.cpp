// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/CredentialResolver.h"

#include "base/KeyFile.h"

#include <QFileInfo>

namespace fleetdeck::secrets {

CredentialResolver::CredentialResolver(CredentialStore* store, QObject* parent)
    : QObject(parent)
{
    setStore(store);
}

void CredentialResolver::setStore(CredentialStore* store)
{
    if (m_store)
        m_store->disconnect(this);
    m_store = store;
    m_listed.reset();
    m_listingProblem.reset();
    m_cache.clear();
    ++m_generation;
    if (m_store)
        connect(m_store, &CredentialStore::changed, this, &CredentialResolver::onChanged);
}

QList<SecretId> CredentialResolver::candidates(const Node& node)
{
    return candidates(node, node.identity ? inspectPrivateKey(*node.identity) : PrivateKeyInfo{});
}

QList<SecretId> CredentialResolver::candidates(const Node& node, const PrivateKeyInfo& identity)
{
    QList<SecretId> ids;
    if (identity.encrypted && !identity.fingerprint.isEmpty())
        ids << SecretId{SecretKind::Passphrase, identity.fingerprint};
    ids << SecretId{SecretKind::Password, node.name};
    for (auto it = node.labels.constBegin(); it != node.labels.constEnd(); ++it)
        ids << SecretId{SecretKind::Password, it.key() + QLatin1Char('=') + it.value()};
    return ids;
}

PrivateKeyInfo CredentialResolver::identityInfo(const QString& path)
{
    // Every poll of every node asks; reading and parsing the key file each time would cost a
    // thousand-node fleet a hundred files a second, and even looking at its time a hundred
    // system calls. A file is looked at again after a few seconds, and read again if it changed.
    const auto known = m_identities.find(path);
    if (known != m_identities.end() && known->checked.isValid() &&
        known->checked.elapsed() < kIdentityRecheckMs)
        return known->info;
    const QFileInfo file(path);
    const QDateTime modified = file.lastModified();
    const qint64 size = file.size();
    if (known != m_identities.end() && known->modified == modified && known->size == size &&
        modified.isValid()) {
        known->checked.start();
        return known->info;
    }
    IdentityFile read{modified, size, inspectPrivateKey(path), {}};
    read.checked.start();
    m_identities.insert(path, read);
    return read.info;
}

void CredentialResolver::resolve(const Node& node, ssh::SshTarget target, QObject* context, Done done,
                                 Pending pending)
{
    Waiting waiting{node, std::move(target), context, context != nullptr, std::move(done)};
    if (!m_store || m_listed || m_listingProblem) {
        serve(std::move(waiting));
        return;
    }
    const bool needsPassphrase = node.identity && identityInfo(*node.identity).encrypted;
    if (pending == Pending::ServeKeyLogins && !needsPassphrase) {
        serve(std::move(waiting)); // from the cache only: nothing is listed yet
        loadListing();
        return;
    }
    m_waiting << std::move(waiting);
    loadListing();
}

void CredentialResolver::loadListing()
{
    if (m_listing)
        return;
    m_listing = true;
    const quint64 generation = m_generation;
    m_store->list(this, [this, generation](SecretStatus status, const QList<SecretId>& ids) {
        m_listing = false;
        if (generation != m_generation) {
            // The store changed meanwhile: ask again.
            if (!m_waiting.isEmpty())
                loadListing();
            return;
        }
        if (status == SecretStatus::Ok) {
            QSet<QString> keys;
            for (const SecretId& id : ids)
                keys.insert(id.storageKey());
            m_listed = keys;
        } else {
            m_listingProblem = SecretResult{status, {}, m_store ? m_store->backend().detail : QString()};
        }
        const QList<Waiting> waiting = std::exchange(m_waiting, {});
        for (const Waiting& w : waiting)
            serve(w);
    });
}

void CredentialResolver::serve(Waiting waiting)
{
    QList<SecretResult> problems;
    if (m_listingProblem)
        problems << *m_listingProblem;
    QList<SecretId> ids = candidates(
        waiting.node, waiting.node.identity ? identityInfo(*waiting.node.identity) : PrivateKeyInfo{});
    fill(std::move(waiting), std::move(ids), std::move(problems));
}

void CredentialResolver::fill(Waiting waiting, QList<SecretId> remaining, QList<SecretResult> problems)
{
    while (!remaining.isEmpty()) {
        const SecretId id = remaining.takeFirst();
        const bool passphrase = id.kind == SecretKind::Passphrase;
        if ((passphrase && waiting.target.passphrase) || (!passphrase && waiting.target.password))
            continue;
        const QString key = id.storageKey();
        if (const auto it = m_cache.constFind(key); it != m_cache.constEnd()) {
            (passphrase ? waiting.target.passphrase : waiting.target.password) = *it;
            continue;
        }
        if (!m_store || !m_listed || !m_listed->contains(key))
            continue;
        const quint64 generation = m_generation;
        m_store->read(id, this,
                      [this, waiting, remaining, problems, id, generation](const SecretResult& r) mutable {
                          if (r.ok()) {
                              if (generation == m_generation)
                                  m_cache.insert(id.storageKey(), r.value);
                              (id.kind == SecretKind::Passphrase ? waiting.target.passphrase
                                                                 : waiting.target.password) = r.value;
                          } else if (r.status != SecretStatus::NotFound) {
                              problems << r;
                          }
                          fill(std::move(waiting), std::move(remaining), std::move(problems));
                      });
        return;
    }
    if (waiting.hadContext && !waiting.context)
        return;
    // Always answer from the event loop, as the stores do.
    QMetaObject::invokeMethod(
        this,
        [w = std::move(waiting), problems] {
            if (!w.hadContext || w.context)
                w.done(w.target, problems);
        },
        Qt::QueuedConnection);
}

void CredentialResolver::rememberForSession(const SecretId& id, const QString& secret)
{
    m_cache.insert(id.storageKey(), secret);
}

void CredentialResolver::forget(const SecretId& id)
{
    m_cache.remove(id.storageKey());
    ++m_generation;
}

void CredentialResolver::onChanged(const SecretId& id)
{
    forget(id);
    m_listed.reset();
    m_listingProblem.reset();
}

} // namespace fleetdeck::secrets
