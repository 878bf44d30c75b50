// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/MemoryCredentialStore.h"

#include "Tr.h"

namespace fleetdeck::secrets {

MemoryCredentialStore::MemoryCredentialStore(QObject* parent)
    : CredentialStore(parent)
{}

void MemoryCredentialStore::read(const SecretId& id, QObject* context, Callback done)
{
    const auto it = m_entries.constFind(id.storageKey());
    SecretResult result;
    if (it == m_entries.constEnd()) {
        result.status = SecretStatus::NotFound;
    } else {
        result.status = SecretStatus::Ok;
        result.value = *it;
    }
    post(context, [done = std::move(done), result] { done(result); });
}

void MemoryCredentialStore::write(const SecretId& id, const QString& secret, QObject* context, Callback done)
{
    m_entries.insert(id.storageKey(), secret);
    emit changed(id);
    post(context, [done = std::move(done)] { done({SecretStatus::Ok, {}, {}}); });
}

void MemoryCredentialStore::remove(const SecretId& id, QObject* context, Callback done)
{
    if (m_entries.remove(id.storageKey()) > 0)
        emit changed(id);
    post(context, [done = std::move(done)] { done({SecretStatus::Ok, {}, {}}); });
}

void MemoryCredentialStore::list(QObject* context, ListCallback done)
{
    QList<SecretId> ids;
    for (auto it = m_entries.constBegin(); it != m_entries.constEnd(); ++it) {
        if (const auto id = SecretId::fromStorageKey(it.key()))
            ids << *id;
    }
    post(context, [done = std::move(done), ids] { done(SecretStatus::Ok, ids); });
}

void MemoryCredentialStore::probe(QObject* context, ProbeCallback done)
{
    const BackendInfo info = backend();
    post(context, [done = std::move(done), info] { done(info); });
}

BackendInfo MemoryCredentialStore::backend() const
{
    BackendInfo info;
    info.id = QStringLiteral("memory");
    info.displayName = Tr::tr("Session memory");
    info.available = true;
    info.persistent = false;
    info.status = SecretStatus::Ok;
    info.detail = Tr::tr("secrets are kept in memory until Fleetdeck exits and are never written anywhere");
    return info;
}

} // namespace fleetdeck::secrets
