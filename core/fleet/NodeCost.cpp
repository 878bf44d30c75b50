// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/NodeCost.h"

#include "Tr.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace fleetdeck::fleet {

std::optional<double> NodeCost::dollarsPerHour(const Node& node, const std::optional<ProviderRecord>& record)
{
    if (record && !record->vanished()) {
        if (stopped(record)) {
            if (const std::optional<double> storage = storageDollarsPerHour(record))
                return storage;
        }
        const std::optional<double> provider = record->dollarsPerHour();
        if (provider && std::isfinite(*provider) && *provider >= 0)
            return provider;
    }
    const auto label = node.labels.constFind(QStringLiteral("dph"));
    if (label == node.labels.cend())
        return std::nullopt;
    bool ok = false;
    const double price = label->trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(price) || price < 0)
        return std::nullopt;
    return price;
}

bool NodeCost::stopped(const std::optional<ProviderRecord>& record)
{
    if (!record || record->vanished())
        return false;
    const QString state = record->fields.value(QStringLiteral("actual_status")).toString().toLower();
    return !state.isEmpty() && state != QLatin1String("running") && state != QLatin1String("loading") &&
           state != QLatin1String("created") && state != QLatin1String("scheduling");
}

std::optional<double> NodeCost::storageDollarsPerHour(const std::optional<ProviderRecord>& record)
{
    if (!record)
        return std::nullopt;
    const QJsonValue perGbMonth = record->fields.value(QStringLiteral("storage_cost"));
    const QJsonValue disk = record->fields.value(QStringLiteral("disk_space"));
    if (!perGbMonth.isDouble() || !disk.isDouble() || perGbMonth.toDouble() < 0 || disk.toDouble() < 0)
        return std::nullopt;
    return perGbMonth.toDouble() * disk.toDouble() / 730.0;
}

QString NodeCost::perDayText(double dollarsPerHour)
{
    return Tr::tr("$%1/day").arg(QLocale().toString(dollarsPerHour * 24, 'f', 2));
}

std::optional<double> NodeCost::dollarsPerProof(std::optional<double> dollarsPerHour,
                                                std::optional<double> proofsPerHour)
{
    if (!dollarsPerHour || !proofsPerHour || !(*proofsPerHour > 0))
        return std::nullopt;
    return *dollarsPerHour / *proofsPerHour;
}

QString NodeCost::perHourText(double dollars)
{
    const int decimals = dollars >= 100 ? 0 : dollars >= 1 ? 2 : 3;
    return Tr::tr("$%1/h").arg(QLocale().toString(dollars, 'f', decimals));
}

QString NodeCost::perProofText(double dollars)
{
    int decimals = 2;
    if (dollars > 0 && dollars < 1) {
        // Two significant digits: 0.0072, 0.032, 0.41.
        decimals = std::clamp(1 - int(std::floor(std::log10(dollars))), 2, 8);
    }
    return QStringLiteral("$%1").arg(QLocale().toString(dollars, 'f', decimals));
}

} // namespace fleetdeck::fleet
