// SPDX-License-Identifier: GPL-3.0-or-later
#include "vast/VastKeyPlatform.h"

#include "Tr.h"
#include "base/PublicKey.h"

#include <QJsonDocument>

namespace fleetdeck::vast {

VastKeyPlatform::VastKeyPlatform(secrets::CredentialStore* store, QObject* parent)
    : QObject(parent)
    , m_store(store)
    , m_client(this)
{}

keys::PlatformAttachment VastKeyPlatform::failure(const QString& instanceId, const VastError& error) const
{
    keys::PlatformAttachment a;
    a.provider = provider();
    a.instanceId = instanceId;
    a.result = QStringLiteral("failed");
    a.code = error.code;
    a.message = error.message;
    a.hint = error.hint;
    a.detail = error.detail;
    return a;
}

void VastKeyPlatform::attach(const QString& instanceId, const QByteArray& publicKeyLine, QObject* context,
                             Done done)
{
    enqueue({instanceId, publicKeyLine, {}, context, context != nullptr, std::move(done), {}});
}

void VastKeyPlatform::listKeys(const QString& instanceId, QObject* context, ListDone done)
{
    enqueue({instanceId, {}, {}, context, context != nullptr, {}, std::move(done)});
}

void VastKeyPlatform::detach(const QString& instanceId, const QString& fingerprint, QObject* context,
                             Done done)
{
    enqueue({instanceId, {}, fingerprint, context, context != nullptr, std::move(done), {}});
}

void VastKeyPlatform::enqueue(Waiting waiting)
{
    m_waiting.append(std::move(waiting));
    if (m_lookup && !m_lookup->ok())
        m_lookup.reset(); // a key stored since, or the environment set: look again
    if (m_lookup) {
        const QList<Waiting> ready = std::exchange(m_waiting, {});
        for (const Waiting& w : ready)
            send(w);
        return;
    }
    if (m_looking)
        return;
    m_looking = true;
    findVastApiKey(m_store, m_account, this, [this](const VastApiKeyLookup& lookup) {
        m_looking = false;
        m_lookup = lookup;
        if (lookup.ok())
            m_client.setApiKey(lookup.key);
        const QList<Waiting> ready = std::exchange(m_waiting, {});
        for (const Waiting& w : ready)
            send(w);
    });
}

void VastKeyPlatform::send(const Waiting& w)
{
    if (w.hadContext && !w.context)
        return;
    if (!m_lookup->ok()) {
        // Reported from the event loop like every other outcome (findVastApiKey answered there).
        const VastError error = *m_lookup->error;
        const keys::PlatformAttachment a = failure(w.instanceId, error);
        QMetaObject::invokeMethod(
            this,
            [w, a, error] {
                if (w.hadContext && !w.context)
                    return;
                if (w.listed)
                    w.listed(VastClient::KeyList{{}, error});
                else
                    w.done(a);
            },
            Qt::QueuedConnection);
        return;
    }
    if (w.listed) {
        m_client.listInstanceKeys(w.instanceId, w.hadContext ? w.context.data() : this,
                                  [w](const VastClient::KeyList& list) {
                                      if (!w.hadContext || w.context)
                                          w.listed(list);
                                  });
        return;
    }
    if (!w.detachFingerprint.isEmpty())
        return sendDetach(w);
    const QString line = QString::fromUtf8(w.line).trimmed();
    m_client.attachKey(w.instanceId, line, w.hadContext ? w.context.data() : this,
                       [this, w](const VastClient::Attachment& reply) {
                           if (w.hadContext && !w.context)
                               return;
                           if (!reply.ok())
                               return w.done(failure(w.instanceId, *reply.error));
                           keys::PlatformAttachment a;
                           a.provider = provider();
                           a.instanceId = w.instanceId;
                           a.result = QStringLiteral("attached");
                           a.detail =
                               QString::fromUtf8(QJsonDocument(reply.reply).toJson(QJsonDocument::Compact));
                           w.done(a);
                       });
}

void VastKeyPlatform::sendDetach(const Waiting& w)
{
    QObject* context = w.hadContext ? w.context.data() : this;
    m_client.listInstanceKeys(w.instanceId, context, [this, w](const VastClient::KeyList& list) {
        if (w.hadContext && !w.context)
            return;
        if (!list.ok())
            return w.done(failure(w.instanceId, *list.error));
        QStringList matching;
        for (const VastClient::PlatformKey& k : list.keys) {
            const std::optional<PublicKey> key = PublicKey::parseLine(k.publicKey.toUtf8());
            if (key && key->fingerprint() == w.detachFingerprint)
                matching << k.id;
        }
        keys::PlatformAttachment a;
        a.provider = provider();
        a.instanceId = w.instanceId;
        if (matching.isEmpty()) {
            a.result = QStringLiteral("not_attached");
            a.message =
                Tr::tr("vast.ai holds no key %1 for instance %2.").arg(w.detachFingerprint, w.instanceId);
            return w.done(a);
        }
        detachNext(w, matching, int(matching.size()));
    });
}

// One key id after the other; the first refusal ends it.
void VastKeyPlatform::detachNext(const Waiting& w, QStringList ids, int count)
{
    if (w.hadContext && !w.context)
        return;
    if (ids.isEmpty()) {
        keys::PlatformAttachment a;
        a.provider = provider();
        a.instanceId = w.instanceId;
        a.result = QStringLiteral("detached");
        a.detail = Tr::tr("%n key(s) detached", nullptr, count);
        return w.done(a);
    }
    const QString id = ids.takeFirst();
    m_client.detachKey(w.instanceId, id, w.hadContext ? w.context.data() : this,
                       [this, w, ids, count](const VastClient::Reply& reply) {
                           if (w.hadContext && !w.context)
                               return;
                           if (!reply.ok())
                               return w.done(failure(w.instanceId, *reply.error));
                           detachNext(w, ids, count);
                       });
}

} // namespace fleetdeck::vast
