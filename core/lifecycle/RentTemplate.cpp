// SPDX-License-Identifier: GPL-3.0-or-later
#include "lifecycle/RentTemplate.h"

#include "Tr.h"
#include "base/Node.h"

#include <QRegularExpression>

#include <cmath>

namespace fleetdeck::lifecycle {

namespace {
QJsonObject mapToJson(const QMap<QString, QString>& map)
{
    QJsonObject o;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QMap<QString, QString> mapFromJson(const QJsonValue& value)
{
    QMap<QString, QString> map;
    const QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        map.insert(it.key(), it.value().toString());
    return map;
}

std::optional<double> optionalNumber(const QJsonObject& o, const char* key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

bool positive(const std::optional<double>& v)
{
    return !v || (std::isfinite(*v) && *v > 0);
}
} // namespace

QString RentTemplate::check() const
{
    static const QRegularExpression names(QStringLiteral("^[A-Za-z0-9._-]{1,64}$"));
    if (!names.match(name).hasMatch())
        return Tr::tr("a template's name is 1 to 64 of A-Z a-z 0-9 . _ - (not '%1')").arg(name.left(70));
    if (image.trimmed().isEmpty() || image.contains(QLatin1Char(' ')))
        return Tr::tr("template %1 needs an image such as ghcr.io/example/cuzk:latest").arg(name);
    if (diskGb < 1 || diskGb > 100000)
        return Tr::tr("template %1: a disk of %2 GB is not possible").arg(name).arg(diskGb);
    if (const QString why = NodeRules::checkUser(user); !why.isEmpty())
        return Tr::tr("template %1: %2").arg(name, why);
    if (statusPort < 1 || statusPort > 65535)
        return Tr::tr("template %1: status port %2 is not a port").arg(name).arg(statusPort);
    if (!positive(minProofsPerHour) || !positive(maxUsdPerProof))
        return Tr::tr("template %1: rate and cost floors must be positive numbers").arg(name);
    if (!positive(sshMinutes) || !positive(daemonMinutes) || !positive(qualifyMinutes))
        return Tr::tr("template %1: time limits must be positive numbers of minutes").arg(name);
    if ((minProofsPerHour || maxUsdPerProof) && preset.isEmpty())
        return Tr::tr("template %1: a rate or cost floor needs a benchmark preset to measure it").arg(name);
    if (!labelPattern.contains(QLatin1String("{instance}")))
        return Tr::tr("template %1: the label pattern must contain {instance} so that every node's name "
                      "is unique")
            .arg(name);
    return {};
}

QString RentTemplate::labelFor(const QString& instanceId, const QString& offerId, const QString& gpu) const
{
    QString label = labelPattern;
    label.replace(QLatin1String("{template}"), name);
    label.replace(QLatin1String("{instance}"), instanceId);
    label.replace(QLatin1String("{offer}"), offerId);
    QString gpuWord = gpu.simplified();
    gpuWord.replace(QLatin1Char(' '), QLatin1Char('-'));
    label.replace(QLatin1String("{gpu}"), gpuWord);
    return label.left(1024);
}

QJsonObject RentTemplate::toJson() const
{
    QJsonObject o{{QStringLiteral("name"), name},
                  {QStringLiteral("image"), image},
                  {QStringLiteral("disk_gb"), diskGb},
                  {QStringLiteral("env"), mapToJson(env)},
                  {QStringLiteral("onstart"), onstart},
                  {QStringLiteral("runtype"), runtype},
                  {QStringLiteral("label_pattern"), labelPattern},
                  {QStringLiteral("identity"), identity},
                  {QStringLiteral("user"), user},
                  {QStringLiteral("status_port"), statusPort},
                  {QStringLiteral("labels"), mapToJson(labels)},
                  {QStringLiteral("preset"), preset},
                  {QStringLiteral("auto_retire"), autoRetire}};
    const auto put = [&o](const char* key, const std::optional<double>& v) {
        o.insert(QLatin1String(key), v ? QJsonValue(*v) : QJsonValue());
    };
    put("min_proofs_per_hour", minProofsPerHour);
    put("max_usd_per_proof", maxUsdPerProof);
    put("ssh_minutes", sshMinutes);
    put("daemon_minutes", daemonMinutes);
    put("qualify_minutes", qualifyMinutes);
    return o;
}

std::optional<RentTemplate> RentTemplate::fromJson(const QJsonObject& o, QString* error)
{
    RentTemplate t;
    t.name = o.value(QStringLiteral("name")).toString();
    t.image = o.value(QStringLiteral("image")).toString();
    t.diskGb = o.value(QStringLiteral("disk_gb")).toInt(t.diskGb);
    t.env = mapFromJson(o.value(QStringLiteral("env")));
    t.onstart = o.value(QStringLiteral("onstart")).toString();
    t.runtype = o.value(QStringLiteral("runtype")).toString(t.runtype);
    t.labelPattern = o.value(QStringLiteral("label_pattern")).toString(t.labelPattern);
    t.identity = o.value(QStringLiteral("identity")).toString();
    t.user = o.value(QStringLiteral("user")).toString(t.user);
    t.statusPort = o.value(QStringLiteral("status_port")).toInt(t.statusPort);
    t.labels = mapFromJson(o.value(QStringLiteral("labels")));
    t.preset = o.value(QStringLiteral("preset")).toString();
    t.minProofsPerHour = optionalNumber(o, "min_proofs_per_hour");
    t.maxUsdPerProof = optionalNumber(o, "max_usd_per_proof");
    t.sshMinutes = optionalNumber(o, "ssh_minutes");
    t.daemonMinutes = optionalNumber(o, "daemon_minutes");
    t.qualifyMinutes = optionalNumber(o, "qualify_minutes");
    t.autoRetire = o.value(QStringLiteral("auto_retire")).toBool();
    if (const QString why = t.check(); !why.isEmpty()) {
        if (error)
            *error = why;
        return std::nullopt;
    }
    return t;
}

} // namespace fleetdeck::lifecycle
