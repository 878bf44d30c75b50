// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "keys/KeyPlatform.h"
#include "vast/VastApiKey.h"
#include "vast/VastClient.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <optional>

namespace fleetdeck::secrets {
class CredentialStore;
}

namespace fleetdeck::vast {

/// vast.ai as a key platform: attaches a public key to an instance with the API's
/// `POST /api/v0/instances/{id}/ssh/`. The API key is looked up once (VAST_API_KEY or the
/// keychain, as findVastApiKey() does) on the first attach and kept while it works; a failed
/// lookup is tried again at the next attach. Attaches asked for meanwhile wait for it.
class VastKeyPlatform : public QObject, public keys::KeyPlatform
{
    Q_OBJECT
public:
    /// `store` may be null (environment only) and must outlive this object.
    explicit VastKeyPlatform(secrets::CredentialStore* store, QObject* parent = nullptr);

    /// The keychain the API key is read from (not owned; may be null): the next attach looks it
    /// up afresh.
    void setCredentialStore(secrets::CredentialStore* store)
    {
        m_store = store;
        m_lookup.reset();
    }
    void setBaseUrl(const QUrl& url) { m_client.setBaseUrl(url); }
    void setAccount(const QString& account) { m_account = account; }
    void setTimeout(int ms) { m_client.setTimeout(ms); }
    /// Where the key came from, once looked up ("VAST_API_KEY", "keychain: …"); empty before.
    QString keySource() const { return m_lookup ? m_lookup->source : QString(); }

    QString provider() const override { return QStringLiteral("vast"); }
    QString displayName() const override { return QStringLiteral("vast.ai"); }
    void attach(const QString& instanceId, const QByteArray& publicKeyLine, QObject* context,
                Done done) override;
    /// Lists the instance's platform keys (`GET …/ssh/`) and detaches (`DELETE …/ssh/{key_id}/`)
    /// each whose fingerprint matches.
    void detach(const QString& instanceId, const QString& fingerprint, QObject* context, Done done) override;
    /// The keys vast.ai holds for the instance (`GET …/ssh/`), for the Keys tab.
    using ListDone = std::function<void(const VastClient::KeyList&)>;
    void listKeys(const QString& instanceId, QObject* context, ListDone done);

private:
    struct Waiting
    {
        QString instanceId;
        QByteArray line;
        QString detachFingerprint; ///< set: a detach, not an attach
        QPointer<QObject> context;
        bool hadContext = false;
        Done done;
        ListDone listed; ///< set: a listing
    };
    void enqueue(Waiting w);
    void send(const Waiting& w);
    void sendDetach(const Waiting& w);
    void detachNext(const Waiting& w, QStringList ids, int count);
    keys::PlatformAttachment failure(const QString& instanceId, const VastError& error) const;

    secrets::CredentialStore* m_store;
    QString m_account;
    VastClient m_client;
    std::optional<VastApiKeyLookup> m_lookup;
    bool m_looking = false;
    QList<Waiting> m_waiting;
};

} // namespace fleetdeck::vast
