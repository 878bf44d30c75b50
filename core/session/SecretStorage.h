// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "secrets/CredentialStore.h"

#include <QObject>
#include <QPointer>

#include <optional>

namespace fleetdeck::secrets {
class CredentialResolver;
class MemoryCredentialStore;
} // namespace fleetdeck::secrets

namespace fleetdeck::session {

/// Where the console keeps the secrets the operator gives it: the OS keychain, or — by the
/// operator's explicit choice — this session's memory. Never anything else: when the keychain
/// cannot be used and the operator did not choose session memory, there is no store at all and
/// answers are kept only by the resolver, for this session.
///
/// Holds the choice (persisted as the QSettings key `secrets/sessionOnly`; the secrets
/// themselves never go to QSettings), the newest probe of the keychain, and the resolver that
/// checks read secrets through, always switched to the store in use.
class SecretStorage : public QObject
{
    Q_OBJECT

public:
    enum class Persist { Yes, No };

    explicit SecretStorage(QObject* parent = nullptr);
    ~SecretStorage() override;

    /// The keychain (not owned; null for none). It is probed at once unless the operator chose
    /// session memory, in which case it is not touched.
    void setKeychain(secrets::CredentialStore* keychain);
    secrets::CredentialStore* keychain() const { return m_keychain; }
    /// Probes the keychain again (e.g. after the operator unlocked it); a no-op without one.
    void probeKeychain();
    bool isProbing() const { return m_probing; }
    /// The keychain's newest probe; nullopt before the first one.
    std::optional<secrets::BackendInfo> keychainProbe() const { return m_probe; }

    bool sessionOnly() const { return m_sessionOnly; }
    /// Switches between session memory and the keychain. Persist::No for a choice made on the
    /// command line for one run.
    void setSessionOnly(bool on, Persist persist = Persist::Yes);

    /// The store secrets are read from and remembered in: session memory when chosen, else the
    /// keychain unless its probe failed; null when neither can be used.
    secrets::CredentialStore* activeStore() const;
    /// What the active store is, or why there is none (available is false then).
    secrets::BackendInfo activeBackend() const;
    secrets::MemoryCredentialStore* sessionStore() const { return m_session; }
    secrets::CredentialResolver* resolver() const { return m_resolver; }

    /// One line for the status bar: "Keychain: Secret Service", "Keychain: locked", ...
    QString statusText() const;
    /// Whether statusText() reports a problem (no usable store).
    bool hasProblem() const;
    /// For people: "locked", "access denied", "not answering", "none", "not working".
    static QString problemWord(secrets::SecretStatus status);

Q_SIGNALS:
    /// The active store, the choice or the keychain's probe changed.
    void changed();
    /// A probe found the keychain unusable while it is the chosen storage.
    void keychainUnusable(const fleetdeck::secrets::BackendInfo& info);

private:
    void onProbed(const secrets::BackendInfo& info);
    void updateResolver();

    QPointer<secrets::CredentialStore> m_keychain;
    secrets::MemoryCredentialStore* m_session;
    secrets::CredentialResolver* m_resolver;
    bool m_sessionOnly = false;
    bool m_probing = false;
    quint64 m_probeSerial = 0; ///< answers of superseded probes are dropped
    std::optional<secrets::BackendInfo> m_probe;
};

} // namespace fleetdeck::session
