// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "secrets/CredentialStore.h"

#include <QSet>
#include <QTimer>

#include <deque>

namespace QKeychain {
class Job;
}

namespace fleetdeck::secrets {

/// The OS keychain through QtKeychain (Secret Service, KWallet, macOS Keychain, Windows
/// Credential Manager), under the service name "fleetdeck". Never falls back to plain text.
///
/// Used from the thread it lives on (the GUI thread in the console). QtKeychain jobs run one at a
/// time; the next one is started from the event loop, never from the previous one's finished
/// signal. Because keychains cannot list their entries, the names of stored entries (not their
/// values) are kept in one more entry, "index", in the same keychain. Other processes (the CLI)
/// change it too, so it is read again before every change of it and before every listing.
class KeychainCredentialStore final : public CredentialStore
{
    Q_OBJECT
public:
    /// "fleetdeck", or $FLEETDECK_KEYCHAIN_SERVICE (tests keep their entries apart with it).
    static QString defaultService();

    explicit KeychainCredentialStore(QString service = defaultService(), QObject* parent = nullptr);
    ~KeychainCredentialStore() override;

    /// How long one keychain job may take before it is reported as timed out (default 20 s).
    void setJobTimeout(int ms) { m_jobTimeoutMs = ms; }
    QString service() const { return m_service; }

    void read(const SecretId& id, QObject* context, Callback done) override;
    void write(const SecretId& id, const QString& secret, QObject* context, Callback done) override;
    void remove(const SecretId& id, QObject* context, Callback done) override;
    void list(QObject* context, ListCallback done) override;
    void probe(QObject* context, ProbeCallback done) override;
    BackendInfo backend() const override { return m_backend; }

    /// The backend QtKeychain will use on this system, by the same rules it applies; not probed.
    static BackendInfo expectedBackend();
    /// Maps QtKeychain's error code and text to a status that tells locked and denied apart from
    /// "not found" and from "no keychain at all".
    static SecretStatus classify(int keychainError, const QString& message);

private:
    enum class JobKind { Read, Write, Delete };
    struct PendingJob
    {
        JobKind kind;
        QString key;
        QString value;
        std::function<void(const SecretResult&)> then;
    };

    void enqueue(PendingJob job, bool urgent = false);
    void startNext();
    void finishRunning(const SecretResult& result);
    /// Loads the index once, then runs `then` with the outcome.
    void withIndex(std::function<void(SecretStatus, const QString&)> then);
    void takeIndex(const SecretResult& read, const std::function<void(SecretStatus, const QString&)>& then);
    /// Tells a missing entry from a keychain that hides its entries (locked), by writing a canary.
    void confirmAbsent(const SecretResult& notFound, std::function<void(const SecretResult&)> then);
    void afterRemoval(const SecretId& id, const Callback& finish);
    void saveIndex(std::function<void(const SecretResult&)> then);

    QString m_service;
    int m_jobTimeoutMs = 20000;
    std::deque<PendingJob> m_queue;
    std::optional<PendingJob> m_running;
    QKeychain::Job* m_runningJob = nullptr;
    QTimer m_jobTimer;
    bool m_startScheduled = false;

    std::optional<QSet<QString>> m_index; ///< storage keys; read again before each change and listing
    BackendInfo m_backend;
};

} // namespace fleetdeck::secrets
