// SPDX-License-Identifier: GPL-3.0-or-later
#include "keys/KeyPlatform.h"

#include <QJsonValue>

namespace fleetdeck::keys {

QJsonObject PlatformAttachment::toJson() const
{
    QJsonValue error = QJsonValue::Null;
    if (result == QLatin1String("skipped"))
        error = QJsonObject{{QStringLiteral("message"), message}};
    else if (!attached())
        error = QJsonObject{{QStringLiteral("code"), code},
                            {QStringLiteral("message"), message},
                            {QStringLiteral("hint"), hint},
                            {QStringLiteral("detail"), detail}};
    return QJsonObject{{QStringLiteral("provider"), provider},
                       {QStringLiteral("instance_id"), instanceId},
                       {QStringLiteral("result"), result},
                       {QStringLiteral("error"), error}};
}

PlatformAttachment PlatformAttachment::skipped(const QString& provider, const QString& instanceId,
                                               const QString& why)
{
    PlatformAttachment a;
    a.provider = provider;
    a.instanceId = instanceId;
    a.result = QStringLiteral("skipped");
    a.message = why;
    return a;
}

} // namespace fleetdeck::keys
