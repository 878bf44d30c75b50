// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QObject>
#include <QString>

#include <functional>

namespace fleetdeck::keys {

/// What a provider's platform said when asked to attach a public key to a node. On vast.ai,
/// editing authorized_keys alone does not last (the platform rewrites the file): a key must also
/// be attached through the platform.
struct PlatformAttachment
{
    QString provider;   ///< "vast"
    QString instanceId; ///< the provider's id of the node
    /// "attached"; for a removal "detached" (detail: how many) or "not_attached" (the platform
    /// did not hold the key); "failed" (the platform refused or could not be reached: code,
    /// message, hint and detail say why); "skipped" (not asked: message says why).
    QString result;
    QString code; ///< failed: the provider client's error code (e.g. "vast_auth_failed")
    QString message;
    QString hint;
    QString detail;

    bool attached() const { return result == QLatin1String("attached"); }
    /// A removal left the platform without the key ("detached" or "not_attached").
    bool detachedOrAbsent() const
    {
        return result == QLatin1String("detached") || result == QLatin1String("not_attached");
    }
    /// `{"provider","instance_id","result","error"}`; `error` is `{"code","message","hint","detail"}`
    /// or, for a skip, `{"message"}`; null when attached.
    QJsonObject toJson() const;

    static PlatformAttachment skipped(const QString& provider, const QString& instanceId, const QString& why);
};

/// A provider's way of attaching a key to one of its nodes (core/fleet's VastKeyPlatform for
/// vast.ai). Asynchronous: `done` runs later from the event loop, never inside attach(), and not
/// once `context` is gone.
class KeyPlatform
{
public:
    using Done = std::function<void(const PlatformAttachment&)>;

    virtual ~KeyPlatform() = default;
    /// The Node::provider value this platform serves ("vast").
    virtual QString provider() const = 0;
    /// The provider's name for operators ("vast.ai").
    virtual QString displayName() const = 0;
    virtual void attach(const QString& instanceId, const QByteArray& publicKeyLine, QObject* context,
                        Done done) = 0;
    /// Takes every key with this fingerprint ("SHA256:...") off the node on the platform, so that
    /// the platform does not write it back into authorized_keys.
    virtual void detach(const QString& instanceId, const QString& fingerprint, QObject* context,
                        Done done) = 0;
};

} // namespace fleetdeck::keys
