// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/SecretStorage.h"
#include "Tr.h"

#include "secrets/CredentialResolver.h"
#include "secrets/MemoryCredentialStore.h"

#include <QSettings>

namespace fleetdeck::session {

using secrets::BackendInfo;
using secrets::SecretStatus;

namespace {
const QString kSessionOnlyKey = QStringLiteral("secrets/sessionOnly");
} // namespace

SecretStorage::SecretStorage(QObject* parent)
    : QObject(parent)
    , m_session(new secrets::MemoryCredentialStore(this))
    , m_resolver(new secrets::CredentialResolver(nullptr, this))
    , m_sessionOnly(QSettings().value(kSessionOnlyKey, false).toBool())
{
    updateResolver();
}

SecretStorage::~SecretStorage() = default;

void SecretStorage::setKeychain(secrets::CredentialStore* keychain)
{
    if (keychain == m_keychain)
        return;
    if (m_keychain)
        m_keychain->disconnect(this);
    m_keychain = keychain;
    m_probe.reset();
    m_probing = false;
    ++m_probeSerial;
    if (m_keychain) {
        connect(m_keychain, &QObject::destroyed, this, [this] {
            m_probe.reset();
            updateResolver();
            Q_EMIT changed();
        });
    }
    if (m_keychain && !m_sessionOnly)
        probeKeychain(); // emits changed()
    else {
        updateResolver();
        Q_EMIT changed();
    }
}

void SecretStorage::probeKeychain()
{
    if (!m_keychain)
        return;
    m_probing = true;
    const quint64 serial = ++m_probeSerial;
    m_keychain->probe(this, [this, serial](const BackendInfo& info) {
        if (serial == m_probeSerial)
            onProbed(info);
    });
    // While the probe runs the keychain stays in use: secrets stored earlier can be read.
    updateResolver();
    Q_EMIT changed();
}

void SecretStorage::onProbed(const BackendInfo& info)
{
    m_probing = false;
    m_probe = info;
    updateResolver();
    Q_EMIT changed();
    if (!info.available && !m_sessionOnly)
        Q_EMIT keychainUnusable(info);
}

void SecretStorage::setSessionOnly(bool on, Persist persist)
{
    if (persist == Persist::Yes)
        QSettings().setValue(kSessionOnlyKey, on);
    if (on == m_sessionOnly)
        return;
    m_sessionOnly = on;
    // Back to the keychain: find out whether it works now (it may have been unlocked meanwhile).
    if (!on && m_keychain && !m_probing)
        probeKeychain();
    else {
        updateResolver();
        Q_EMIT changed();
    }
}

secrets::CredentialStore* SecretStorage::activeStore() const
{
    if (m_sessionOnly)
        return m_session;
    if (m_keychain && (m_probing || (m_probe && m_probe->available)))
        return m_keychain;
    return nullptr;
}

BackendInfo SecretStorage::activeBackend() const
{
    if (m_sessionOnly)
        return m_session->backend();
    if (m_keychain && m_probe && !m_probing)
        return *m_probe;
    if (m_keychain)
        return m_keychain->backend(); // not probed yet: which one, "not probed yet"
    BackendInfo none;
    none.id = QStringLiteral("none");
    none.displayName = Tr::tr("none");
    none.status = SecretStatus::NoBackend;
    none.detail = Tr::tr("no keychain is in use in this window");
    return none;
}

void SecretStorage::updateResolver()
{
    secrets::CredentialStore* store = activeStore();
    if (m_resolver->store() != store)
        m_resolver->setStore(store);
}

QString SecretStorage::problemWord(SecretStatus status)
{
    switch (status) {
    case SecretStatus::Locked:
        return Tr::tr("locked");
    case SecretStatus::AccessDenied:
        return Tr::tr("access denied");
    case SecretStatus::TimedOut:
        return Tr::tr("not answering");
    case SecretStatus::NoBackend:
        return Tr::tr("none");
    case SecretStatus::Ok:
    case SecretStatus::NotFound:
    case SecretStatus::Failed:
        break;
    }
    return Tr::tr("not working");
}

bool SecretStorage::hasProblem() const
{
    return activeStore() == nullptr;
}

QString SecretStorage::statusText() const
{
    if (m_sessionOnly)
        return Tr::tr("Secrets: session memory only");
    if (!m_keychain)
        return Tr::tr("Keychain: none");
    if (m_probing)
        return Tr::tr("Keychain: checking…");
    if (!m_probe)
        return Tr::tr("Keychain: not checked");
    return Tr::tr("Keychain: %1")
        .arg(m_probe->available ? m_probe->displayName : problemWord(m_probe->status));
}

} // namespace fleetdeck::session
