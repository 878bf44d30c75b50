// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleetdeck::vast {

/// One machine offered for rent (`POST /api/v0/bundles/`), in the units an operator reads:
/// gigabytes where the wire says megabytes, a country code beside the place name.
struct VastOffer
{
    QString id;        ///< the ask's id, the one `rent` takes
    QString machineId; ///< the physical machine; what bad hosts and measured rates are keyed on
    QString hostId;
    int numGpus = 0;
    QString gpuName;
    double gpuRamGb = 0; ///< per GPU (the wire's gpu_ram is MB)
    double cpuRamGb = 0; ///< the wire's cpu_ram is MB
    double cpuCores = 0; ///< cpu_cores_effective: the cores this offer gets
    QString cpuName;
    double diskGb = 0; ///< disk_space: the most that can be allocated
    double inetDownMbps = 0;
    double inetUpMbps = 0;
    double pcieGbps = 0;
    double dollarsPerHour = 0; ///< dph_total: rent plus the storage asked for in the search
    double storageCostPerGbMonth = 0;
    double reliability = 0; ///< reliability2, else reliability; 0–1
    double dlperf = 0;
    QString geolocation; ///< "Lyon, FR"
    double cudaMaxGood = 0;
    QString driverVersion;
    bool verified = false; ///< verification == "verified"
    QJsonObject raw;       ///< the offer as the server sent it

    /// The ISO country code at the end of the geolocation ("FR"); empty when there is none.
    QString countryCode() const;

    /// Reads one offer; nullopt (with why) when it has no usable id.
    static std::optional<VastOffer> fromJson(const QJsonObject& object, QString* error);
};

/// The answer to an offers search: offers in the server's order with duplicates merged (the same
/// id twice is kept once, at its first place), and how many duplicates there were.
struct VastOfferList
{
    QList<VastOffer> offers;
    int duplicates = 0;
    int unreadable = 0; ///< offers without a usable id, left out

    /// Reads `{"offers":[…]}`; nullopt (with why) when the document is not that.
    static std::optional<VastOfferList> parse(const QByteArray& json, QString* error);
};

/// What an operator searches offers by. Unset fields do not filter. Sizes are in GB and
/// converted to the wire's units by toJson().
struct VastOfferQuery
{
    QStringList ids; ///< only these offers (to look offers up before renting)
    QString gpuName; ///< exact model as vast.ai spells it ("RTX 4090")
    std::optional<int> numGpus;
    std::optional<double> maxDollarsPerHour;
    std::optional<double> minReliability;
    std::optional<double> minCpuRamGb;
    std::optional<double> minInetDownMbps;
    std::optional<double> minCuda;
    QString region; ///< a country code ("FR"), or several separated by commas
    bool verifiedOnly = false;
    double diskGb = 50; ///< the disk that will be rented: priced into dph_total
    QString orderField = QStringLiteral("dph_total");
    bool descending = false;
    int limit = 64;

    /// The countries of `region`, upper case, without blanks.
    QStringList regions() const;

    /// The body of `POST /api/v0/bundles/`: `{field: {op: value}, "order": [[field, dir]],
    /// "type": "on-demand", "limit": N, "allocated_storage": GB}`, always asking for rentable,
    /// unrented offers.
    QJsonObject toJson() const;
    /// Whether an offer matches the filters that can be checked on the offer itself (a server
    /// that ignores one of them is not believed).
    bool matches(const VastOffer& offer) const;

    /// For saved searches: every field, round-tripped by fromSaved().
    QJsonObject toSaved() const;
    static VastOfferQuery fromSaved(const QJsonObject& saved);

    /// The fields an offer list can be ordered by, in the wire's names.
    static const QStringList& orderFields();
};

} // namespace fleetdeck::vast
