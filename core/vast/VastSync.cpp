// SPDX-License-Identifier: GPL-3.0-or-later
#include "vast/VastSync.h"

#include "Tr.h"
#include "fleet/Inventory.h"
#include "vast/VastApiKey.h"
#include "vast/VastInstance.h"

namespace fleetdeck::vast {

VastSync::VastSync(fleet::Inventory* inventory, secrets::CredentialStore* store, QObject* parent)
    : QObject(parent)
    , m_inventory(inventory)
    , m_store(store)
    , m_baseUrl(VastClient::defaultBaseUrl())
{
    m_timer.setInterval(DefaultIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &VastSync::refreshNow);
}

void VastSync::setInventory(fleet::Inventory* inventory)
{
    m_inventory = inventory;
}

void VastSync::setInterval(int ms)
{
    m_timer.setInterval(qMax(1000, ms));
}

void VastSync::setEnabled(bool on)
{
    m_enabled = on;
    if (!on) {
        m_timer.stop();
        return;
    }
    if (!m_timer.isActive())
        m_timer.start();
    refreshNow();
}

void VastSync::openClient(QObject* context, ClientDone done)
{
    if (const QString why = VastClient::checkBaseUrl(m_baseUrl); !why.isEmpty()) {
        const VastError error =
            VastError::make(VastError::BadUrl, m_baseUrl.toString(), {m_baseUrl.toString(), why});
        QTimer::singleShot(0, context, [done, error] { done(nullptr, error); });
        return;
    }
    const QUrl url = m_baseUrl;
    const int timeout = m_timeoutMs;
    findVastApiKey(m_store, m_account, context, [url, timeout, done](const VastApiKeyLookup& key) {
        if (!key.ok()) {
            done(nullptr, key.error);
            return;
        }
        // deleteLater: the last holder may be a callback the client itself is running.
        std::shared_ptr<VastClient> client(new VastClient, [](VastClient* c) { c->deleteLater(); });
        client->setBaseUrl(url);
        client->setApiKey(key.key);
        client->setTimeout(timeout);
        done(client, std::nullopt);
    });
}

void VastSync::refreshNow()
{
    if (m_refreshing)
        return;
    m_refreshing = true;
    m_lastAttempt = QDateTime::currentDateTimeUtc();
    const quint64 serial = ++m_serial;
    Q_EMIT started();
    if (const QString why = VastClient::checkBaseUrl(m_baseUrl); !why.isEmpty())
        return finish(VastError::make(VastError::BadUrl, m_baseUrl.toString(), {m_baseUrl.toString(), why}));
    findVastApiKey(m_store, m_account, this, [this, serial](const VastApiKeyLookup& key) {
        if (serial != m_serial)
            return;
        if (!key.ok())
            return finish(key.error);
        // A client per refresh: its requests end with it, and a new key is never mixed with an old one.
        auto* client = new VastClient(this);
        client->setBaseUrl(m_baseUrl);
        client->setApiKey(key.key);
        client->setTimeout(m_timeoutMs);
        client->listInstances(this, [this, client, serial](const VastClient::Listing& listing) {
            client->deleteLater();
            if (serial != m_serial)
                return;
            if (!listing.ok())
                return finish(listing.error);
            if (!m_inventory)
                return finish(VastError::make(VastError::Cancelled, QStringLiteral("no inventory is open")));
            const fleet::Inventory::ImportResult result = m_inventory->importInstances(
                VastInstance::Provider, VastInstance::toProviderInstances(listing.instances), true);
            if (!result.ok()) {
                // The listing was fine; storing it was not. Say so in the same terms.
                VastError error = VastError::make(VastError::BadResponse, result.message, {result.message});
                error.message = Tr::tr("The vast.ai listing could not be stored: %1").arg(result.message);
                return finish(error);
            }
            finish(std::nullopt, result.report);
        });
    });
}

void VastSync::finish(const std::optional<VastError>& error, const fleet::ImportReport& report)
{
    m_refreshing = false;
    m_lastError = error;
    if (error) {
        Q_EMIT failed(*error);
        return;
    }
    m_lastRefreshed = QDateTime::currentDateTimeUtc();
    Q_EMIT refreshed(report);
}

QString VastSync::age(const QDateTime& at, const QDateTime& now)
{
    const qint64 s = qMax<qint64>(0, at.secsTo(now));
    return s < 120    ? Tr::tr("%1 s").arg(s)
           : s < 7200 ? Tr::tr("%1 min").arg(s / 60)
                      : Tr::tr("%1 h").arg(s / 3600);
}

QString VastSync::ageText(const QDateTime& now) const
{
    const auto age = [&now](const QDateTime& at) { return VastSync::age(at, now); };
    if (m_lastError) {
        const QString last = m_lastRefreshed.isValid()
                                 ? Tr::tr("provider data %1 old").arg(age(m_lastRefreshed))
                                 : Tr::tr("no provider data yet");
        return Tr::tr("vast.ai refresh failed %1 ago (%2); %3")
            .arg(age(m_lastAttempt), m_lastError->message, last);
    }
    if (!m_lastRefreshed.isValid())
        return m_refreshing ? Tr::tr("vast.ai: listing instances…") : Tr::tr("vast.ai: not refreshed yet");
    return Tr::tr("vast.ai: provider data %1 old").arg(age(m_lastRefreshed));
}

} // namespace fleetdeck::vast
