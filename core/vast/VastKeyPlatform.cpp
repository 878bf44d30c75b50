// SPDX-License-Identifier: GPL-3.0-or-later
#include "vast/VastKeyPlatform.h"

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
    m_waiting.append({instanceId, publicKeyLine, context, context != nullptr, std::move(done)});
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
        const keys::PlatformAttachment a = failure(w.instanceId, *m_lookup->error);
        QMetaObject::invokeMethod(
            this,
            [w, a] {
                if (!w.hadContext || w.context)
                    w.done(a);
            },
            Qt::QueuedConnection);
        return;
    }
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

} // namespace fleetdeck::vast
