// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleet/ProviderImport.h"
#include "vast/VastClient.h"
#include "vast/VastError.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include <functional>
#include <memory>
#include <optional>

namespace fleetdeck::fleet {
class Inventory;
}

namespace fleetdeck::secrets {
class CredentialStore;
}

namespace fleetdeck::vast {

/// Keeps the inventory's vast.ai nodes in step with the account: lists every instance now and
/// then every interval (default 60 s) and imports the list (Inventory::importInstances: new
/// instances added, addresses and provider fields refreshed, missing ones marked vanished). The
/// API key is looked up afresh for every refresh (VAST_API_KEY, else the keychain), so a key
/// stored or changed meanwhile is used at the next one. Lives on the GUI thread; nothing waits.
class VastSync : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultIntervalMs = 60000;

    /// Neither is owned; `store` may be null (environment only).
    VastSync(fleet::Inventory* inventory, secrets::CredentialStore* store, QObject* parent = nullptr);

    void setInventory(fleet::Inventory* inventory);
    void setCredentialStore(secrets::CredentialStore* store) { m_store = store; }
    void setBaseUrl(const QUrl& url) { m_baseUrl = url; }
    QUrl baseUrl() const { return m_baseUrl; }
    void setAccount(const QString& account) { m_account = account; }
    void setTimeout(int ms) { m_timeoutMs = ms; }
    void setInterval(int ms);
    int interval() const { return m_timer.interval(); }

    /// Periodic refreshes on or off; on starts one at once.
    void setEnabled(bool on);
    bool isEnabled() const { return m_timer.isActive() || m_enabled; }
    /// One refresh now (also when disabled); ignored while one runs.
    void refreshNow();
    bool isRefreshing() const { return m_refreshing; }

    /// When the newest successful refresh ended (UTC); invalid before the first one.
    QDateTime lastRefreshed() const { return m_lastRefreshed; }
    /// Why the newest refresh failed; nullopt after a success.
    const std::optional<VastError>& lastError() const { return m_lastError; }
    QDateTime lastAttempt() const { return m_lastAttempt; }
    /// "provider data 12 s old", "… 3 min old", or a failure, for a status line.
    QString ageText(const QDateTime& now = QDateTime::currentDateTimeUtc()) const;
    /// How long before `now` `at` was, for people: "12 s", "3 min", "2 h".
    static QString age(const QDateTime& at, const QDateTime& now);

    /// A client for calls of the operator's (offers, rent, destroy): this sync's address, account
    /// and timeout, the API key looked up afresh. `done` gets it (freed once nothing holds it),
    /// or null and why not; not called when `context` is gone.
    using ClientDone =
        std::function<void(std::shared_ptr<VastClient> client, const std::optional<VastError>& error)>;
    void openClient(QObject* context, ClientDone done);

Q_SIGNALS:
    void started();
    void refreshed(const fleetdeck::fleet::ImportReport& report);
    void failed(const fleetdeck::vast::VastError& error);

private:
    void finish(const std::optional<VastError>& error, const fleet::ImportReport& report = {});

    QPointer<fleet::Inventory> m_inventory;
    secrets::CredentialStore* m_store;
    QUrl m_baseUrl;
    QString m_account;
    int m_timeoutMs = VastClient::DefaultTimeoutMs;
    QTimer m_timer;
    bool m_enabled = false;
    bool m_refreshing = false;
    quint64 m_serial = 0;
    QDateTime m_lastRefreshed;
    QDateTime m_lastAttempt;
    std::optional<VastError> m_lastError;
};

} // namespace fleetdeck::vast
