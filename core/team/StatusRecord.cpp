// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatusRecord.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace fleetdeck::team {

namespace {

constexpr int kFormat = 1;

QJsonValue msOf(const QDateTime& at)
{
    return at.isValid() ? QJsonValue(double(at.toMSecsSinceEpoch())) : QJsonValue();
}

QDateTime timeOf(const QJsonValue& value)
{
    return value.isDouble() ? QDateTime::fromMSecsSinceEpoch(qint64(value.toDouble()), Qt::UTC) : QDateTime();
}

QJsonValue numberOf(const std::optional<double>& value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

std::optional<double> optionalNumber(const QJsonValue& value)
{
    return value.isDouble() ? std::optional<double>(value.toDouble()) : std::nullopt;
}

std::optional<Diagnosis> diagnosisOf(const QJsonValue& value)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject o = value.toObject();
    const std::optional<Diagnosis::Stage> stage =
        Diagnosis::stageFromName(o.value(QLatin1String("stage")).toString());
    const QString code = o.value(QLatin1String("code")).toString();
    if (code.isEmpty() || !stage)
        return std::nullopt;
    Diagnosis d;
    d.code = code;
    d.stage = *stage;
    d.message = o.value(QLatin1String("message")).toString();
    d.hint = o.value(QLatin1String("hint")).toString();
    d.detail = o.value(QLatin1String("detail")).toString();
    return d;
}

std::optional<status::HealthState> stateOf(const QString& name)
{
    using status::HealthState;
    for (HealthState s : {HealthState::Unknown, HealthState::Healthy, HealthState::Degraded,
                          HealthState::DaemonDown, HealthState::Unreachable, HealthState::AuthFailed,
                          HealthState::HostKeyUnknown, HealthState::HostKeyChanged, HealthState::Error}) {
        if (status::healthStateName(s) == name)
            return s;
    }
    return std::nullopt;
}

} // namespace

QByteArray encodeStatus(const status::NodeStatus& s)
{
    QJsonArray degraded;
    for (const Diagnosis& d : s.degradedReasons)
        degraded.append(d.toJson());
    const QJsonObject o{
        {QStringLiteral("format"), kFormat},
        {QStringLiteral("state"), status::healthStateName(s.state)},
        {QStringLiteral("diagnosis"), s.diagnosis ? QJsonValue(s.diagnosis->toJson()) : QJsonValue()},
        {QStringLiteral("degraded"), degraded},
        {QStringLiteral("suppressing"), s.suppressing},
        {QStringLiteral("consecutive_failures"), s.consecutiveFailures},
        {QStringLiteral("latency_ms"), numberOf(s.latencyMs)},
        {QStringLiteral("proofs_per_hour"), numberOf(s.proofsPerHour)},
        {QStringLiteral("last_seen"), msOf(s.lastSeen)},
        {QStringLiteral("last_polled"), msOf(s.lastPolled)},
        // Text, not parsed JSON: the daemon's own bytes, whatever they hold.
        {QStringLiteral("document"),
         s.document.isNull() ? QJsonValue() : QJsonValue(QString::fromUtf8(s.document))},
        {QStringLiteral("system"),
         s.systemReport.isNull() ? QJsonValue() : QJsonValue(QString::fromUtf8(s.systemReport))},
    };
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::optional<status::NodeStatus> decodeStatus(const QString& name, const QByteArray& json, QString* error)
{
    const auto fail = [&](const QString& why) -> std::optional<status::NodeStatus> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject())
        return fail(parseError.error != QJsonParseError::NoError ? parseError.errorString()
                                                                 : QStringLiteral("not a JSON object"));
    const QJsonObject o = doc.object();
    if (o.value(QLatin1String("format")).toInt() != kFormat)
        return fail(
            QStringLiteral("unknown status record format %1").arg(o.value(QLatin1String("format")).toInt()));
    const std::optional<status::HealthState> state = stateOf(o.value(QLatin1String("state")).toString());
    if (!state)
        return fail(QStringLiteral("unknown state '%1'").arg(o.value(QLatin1String("state")).toString()));
    status::NodeStatus s;
    s.name = name;
    s.state = *state;
    s.diagnosis = diagnosisOf(o.value(QLatin1String("diagnosis")));
    for (const QJsonValue& d : o.value(QLatin1String("degraded")).toArray()) {
        if (std::optional<Diagnosis> reason = diagnosisOf(d))
            s.degradedReasons << *reason;
    }
    s.suppressing = o.value(QLatin1String("suppressing")).toBool();
    s.consecutiveFailures = o.value(QLatin1String("consecutive_failures")).toInt();
    s.latencyMs = optionalNumber(o.value(QLatin1String("latency_ms")));
    s.proofsPerHour = optionalNumber(o.value(QLatin1String("proofs_per_hour")));
    s.lastSeen = timeOf(o.value(QLatin1String("last_seen")));
    s.lastPolled = timeOf(o.value(QLatin1String("last_polled")));
    if (const QJsonValue document = o.value(QLatin1String("document")); document.isString()) {
        s.document = document.toString().toUtf8();
        QString why;
        s.cuzk = status::CuzkStatus::parse(s.document, &why);
        if (!s.cuzk)
            return fail(QStringLiteral("document: %1").arg(why));
    }
    if (const QJsonValue system = o.value(QLatin1String("system")); system.isString()) {
        s.systemReport = system.toString().toUtf8();
        s.system = status::SystemInfo::parse(s.systemReport);
    }
    return s;
}

} // namespace fleetdeck::team
