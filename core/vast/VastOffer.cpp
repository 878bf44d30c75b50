// SPDX-License-Identifier: GPL-3.0-or-later
#include "vast/VastOffer.h"

#include "Tr.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace fleetdeck::vast {

namespace {
// vast.ai gives sizes of memory in MB (1000 per GB, as its own CLI converts them).
constexpr double kMbPerGb = 1000.0;

double numberOf(const QJsonValue& v)
{
    if (v.isDouble() && std::isfinite(v.toDouble()))
        return v.toDouble();
    if (v.isString()) {
        bool ok = false;
        const double d = v.toString().trimmed().toDouble(&ok);
        if (ok && std::isfinite(d))
            return d;
    }
    return 0;
}

// An id given as a whole number or a string of digits; empty when it is neither.
QString idOf(const QJsonValue& v)
{
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (d >= 1 && d < 9007199254740992.0 && d == std::floor(d))
            return QString::number(qint64(d));
        return {};
    }
    const QString s = v.isString() ? v.toString().trimmed() : QString();
    static const QRegularExpression digits(QStringLiteral("^[0-9]{1,20}$"));
    return digits.match(s).hasMatch() ? s : QString();
}

QString textOf(const QJsonValue& v)
{
    return v.isString() ? v.toString().simplified() : QString();
}

QJsonObject op(const char* name, const QJsonValue& value)
{
    return QJsonObject{{QLatin1String(name), value}};
}
} // namespace

QString VastOffer::countryCode() const
{
    static const QRegularExpression code(QStringLiteral("(?:^|[,\\s])([A-Za-z]{2})\\s*$"));
    const QRegularExpressionMatch m = code.match(geolocation);
    return m.hasMatch() ? m.captured(1).toUpper() : QString();
}

std::optional<VastOffer> VastOffer::fromJson(const QJsonObject& o, QString* error)
{
    VastOffer offer;
    offer.id = idOf(o.value(QStringLiteral("id")));
    if (offer.id.isEmpty())
        offer.id = idOf(o.value(QStringLiteral("ask_contract_id")));
    if (offer.id.isEmpty()) {
        if (error)
            *error = Tr::tr("an offer without a usable id");
        return std::nullopt;
    }
    offer.machineId = idOf(o.value(QStringLiteral("machine_id")));
    offer.hostId = idOf(o.value(QStringLiteral("host_id")));
    offer.numGpus = int(numberOf(o.value(QStringLiteral("num_gpus"))));
    offer.gpuName = textOf(o.value(QStringLiteral("gpu_name")));
    offer.gpuRamGb = numberOf(o.value(QStringLiteral("gpu_ram"))) / kMbPerGb;
    offer.cpuRamGb = numberOf(o.value(QStringLiteral("cpu_ram"))) / kMbPerGb;
    offer.cpuCores = numberOf(o.value(QStringLiteral("cpu_cores_effective")));
    offer.cpuName = textOf(o.value(QStringLiteral("cpu_name")));
    offer.diskGb = numberOf(o.value(QStringLiteral("disk_space")));
    offer.inetDownMbps = numberOf(o.value(QStringLiteral("inet_down")));
    offer.inetUpMbps = numberOf(o.value(QStringLiteral("inet_up")));
    offer.pcieGbps = numberOf(o.value(QStringLiteral("pcie_bw")));
    offer.dollarsPerHour = numberOf(o.value(QStringLiteral("dph_total")));
    offer.storageCostPerGbMonth = numberOf(o.value(QStringLiteral("storage_cost")));
    const QJsonValue reliability2 = o.value(QStringLiteral("reliability2"));
    offer.reliability =
        numberOf(reliability2.isUndefined() || reliability2.isNull() ? o.value(QStringLiteral("reliability"))
                                                                     : reliability2);
    offer.dlperf = numberOf(o.value(QStringLiteral("dlperf")));
    offer.geolocation = textOf(o.value(QStringLiteral("geolocation")));
    offer.cudaMaxGood = numberOf(o.value(QStringLiteral("cuda_max_good")));
    offer.driverVersion = textOf(o.value(QStringLiteral("driver_version")));
    if (offer.driverVersion.isEmpty())
        offer.driverVersion = textOf(o.value(QStringLiteral("driver_vers")));
    offer.verified = textOf(o.value(QStringLiteral("verification"))) == QLatin1String("verified") ||
                     o.value(QStringLiteral("verified")) == QJsonValue(true);
    offer.raw = o;
    return offer;
}

std::optional<VastOfferList> VastOfferList::parse(const QByteArray& json, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error)
            *error = Tr::tr("not JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset);
        return std::nullopt;
    }
    const QJsonValue offers = doc.object().value(QStringLiteral("offers"));
    if (!doc.isObject() || !offers.isArray()) {
        if (error)
            *error = Tr::tr("expected an object with an \"offers\" list");
        return std::nullopt;
    }
    VastOfferList list;
    QSet<QString> seen;
    for (const QJsonValue& v : offers.toArray()) {
        const std::optional<VastOffer> offer = VastOffer::fromJson(v.toObject(), nullptr);
        if (!offer) {
            ++list.unreadable;
            continue;
        }
        if (seen.contains(offer->id)) {
            ++list.duplicates;
            continue;
        }
        seen.insert(offer->id);
        list.offers << *offer;
    }
    return list;
}

QStringList VastOfferQuery::regions() const
{
    QStringList codes;
    for (const QString& part : region.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString code = part.trimmed().toUpper();
        if (!code.isEmpty() && !codes.contains(code))
            codes << code;
    }
    return codes;
}

QJsonObject VastOfferQuery::toJson() const
{
    QJsonObject q;
    q.insert(QStringLiteral("rentable"), op("eq", true));
    q.insert(QStringLiteral("rented"), op("eq", false));
    if (!ids.isEmpty()) {
        QJsonArray wanted;
        for (const QString& id : ids)
            wanted.append(id.toLongLong());
        q.insert(QStringLiteral("id"), op("in", wanted));
    }
    if (!gpuName.trimmed().isEmpty())
        q.insert(QStringLiteral("gpu_name"), op("eq", gpuName.trimmed()));
    if (numGpus)
        q.insert(QStringLiteral("num_gpus"), op("eq", *numGpus));
    if (maxDollarsPerHour)
        q.insert(QStringLiteral("dph_total"), op("lte", *maxDollarsPerHour));
    if (minReliability)
        q.insert(QStringLiteral("reliability2"), op("gte", *minReliability));
    if (minCpuRamGb)
        q.insert(QStringLiteral("cpu_ram"), op("gte", *minCpuRamGb * kMbPerGb));
    if (minInetDownMbps)
        q.insert(QStringLiteral("inet_down"), op("gte", *minInetDownMbps));
    if (minCuda)
        q.insert(QStringLiteral("cuda_max_good"), op("gte", *minCuda));
    if (const QStringList codes = regions(); !codes.isEmpty())
        q.insert(QStringLiteral("geolocation"), op("in", QJsonArray::fromStringList(codes)));
    if (verifiedOnly)
        q.insert(QStringLiteral("verified"), op("eq", true));
    // The disk must fit, and it is priced into dph_total only when the server is told its size.
    q.insert(QStringLiteral("disk_space"), op("gte", diskGb));
    q.insert(QStringLiteral("allocated_storage"), diskGb);
    // [[field, direction]]: built by append, as a braced list of one array would copy it instead.
    QJsonArray order;
    order.append(QJsonArray{orderField, descending ? QStringLiteral("desc") : QStringLiteral("asc")});
    q.insert(QStringLiteral("order"), order);
    q.insert(QStringLiteral("type"), QStringLiteral("on-demand"));
    q.insert(QStringLiteral("limit"), limit);
    return q;
}

bool VastOfferQuery::matches(const VastOffer& offer) const
{
    if (!ids.isEmpty() && !ids.contains(offer.id))
        return false;
    if (!gpuName.trimmed().isEmpty() && offer.gpuName.compare(gpuName.trimmed(), Qt::CaseInsensitive) != 0)
        return false;
    if (numGpus && offer.numGpus != *numGpus)
        return false;
    if (maxDollarsPerHour && offer.dollarsPerHour > *maxDollarsPerHour)
        return false;
    if (minReliability && offer.reliability < *minReliability)
        return false;
    if (minCpuRamGb && offer.cpuRamGb < *minCpuRamGb)
        return false;
    if (minInetDownMbps && offer.inetDownMbps < *minInetDownMbps)
        return false;
    if (minCuda && offer.cudaMaxGood < *minCuda)
        return false;
    if (const QStringList codes = regions(); !codes.isEmpty() && !codes.contains(offer.countryCode()))
        return false;
    if (verifiedOnly && !offer.verified)
        return false;
    return offer.diskGb <= 0 || offer.diskGb >= diskGb;
}

QJsonObject VastOfferQuery::toSaved() const
{
    QJsonObject s;
    const auto put = [&s](const char* key, const auto& value) {
        if (value)
            s.insert(QLatin1String(key), *value);
    };
    if (!gpuName.isEmpty())
        s.insert(QStringLiteral("gpu"), gpuName);
    put("num_gpus", numGpus);
    put("max_dph", maxDollarsPerHour);
    put("min_reliability", minReliability);
    put("min_cpu_ram_gb", minCpuRamGb);
    put("min_inet_down", minInetDownMbps);
    put("min_cuda", minCuda);
    if (!region.isEmpty())
        s.insert(QStringLiteral("region"), region);
    s.insert(QStringLiteral("verified"), verifiedOnly);
    s.insert(QStringLiteral("disk_gb"), diskGb);
    s.insert(QStringLiteral("order"), orderField);
    s.insert(QStringLiteral("descending"), descending);
    s.insert(QStringLiteral("limit"), limit);
    return s;
}

VastOfferQuery VastOfferQuery::fromSaved(const QJsonObject& s)
{
    VastOfferQuery q;
    const auto number = [&s](const char* key) -> std::optional<double> {
        const QJsonValue v = s.value(QLatin1String(key));
        return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
    };
    q.gpuName = s.value(QStringLiteral("gpu")).toString();
    if (const auto n = number("num_gpus"))
        q.numGpus = int(*n);
    q.maxDollarsPerHour = number("max_dph");
    q.minReliability = number("min_reliability");
    q.minCpuRamGb = number("min_cpu_ram_gb");
    q.minInetDownMbps = number("min_inet_down");
    q.minCuda = number("min_cuda");
    q.region = s.value(QStringLiteral("region")).toString();
    q.verifiedOnly = s.value(QStringLiteral("verified")).toBool();
    q.diskGb = number("disk_gb").value_or(q.diskGb);
    const QString order = s.value(QStringLiteral("order")).toString();
    if (orderFields().contains(order))
        q.orderField = order;
    q.descending = s.value(QStringLiteral("descending")).toBool();
    q.limit = qBound(1, int(number("limit").value_or(q.limit)), 1000);
    return q;
}

const QStringList& VastOfferQuery::orderFields()
{
    static const QStringList fields{
        QStringLiteral("dph_total"), QStringLiteral("reliability2"), QStringLiteral("num_gpus"),
        QStringLiteral("gpu_ram"),   QStringLiteral("cpu_ram"),      QStringLiteral("inet_down"),
        QStringLiteral("dlperf"),    QStringLiteral("disk_space"),   QStringLiteral("cuda_max_good"),
        QStringLiteral("pcie_bw"),
    };
    return fields;
}

} // namespace fleetdeck::vast
