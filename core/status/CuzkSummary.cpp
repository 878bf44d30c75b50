// SPDX-License-Identifier: GPL-3.0-or-later
#include "status/CuzkSummary.h"

#include "status/CuzkStatus.h"

namespace fleetdeck::status {

std::optional<CuzkSummary> CuzkSummary::parse(const QByteArray& body, QString* error)
{
    // One reader for the whole document: the summary is what the fleet table shows of it.
    const std::optional<CuzkStatus> status = CuzkStatus::parse(body, error);
    if (!status)
        return std::nullopt;
    return status->summary();
}

QJsonObject CuzkSummary::toJson() const
{
    return QJsonObject{
        {QStringLiteral("uptime_secs"), uptimeSecs},
        {QStringLiteral("queue_depth"), qint64(queueDepth)},
        {QStringLiteral("total_completed"), qint64(totalCompleted)},
        {QStringLiteral("total_failed"), qint64(totalFailed)},
        {QStringLiteral("gpu_workers_busy"), gpuWorkersBusy},
        {QStringLiteral("gpu_workers_total"), gpuWorkersTotal},
        {QStringLiteral("pipelines"), pipelines},
        {QStringLiteral("synthesis_active"), qint64(synthesisActive)},
        {QStringLiteral("synthesis_max"), qint64(synthesisMax)},
        {QStringLiteral("memory_used_bytes"), qint64(memoryUsedBytes)},
        {QStringLiteral("memory_total_bytes"), qint64(memoryTotalBytes)},
    };
}

} // namespace fleetdeck::status
