// SPDX-License-Identifier: GPL-3.0-or-later
// A week of plausible status history for one node, for the charts' tests and renders.
#pragma once

#include "fleet/Inventory.h"
#include "status/StatusHistory.h"

#include <QList>
#include <QPair>

#include <cmath>

namespace fleetdeck::testing {

/// Adds a node and returns its id (0 on failure).
inline qint64 addNode(storage::Database& db, const QString& name)
{
    Node n;
    n.name = name;
    n.host = QStringLiteral("127.0.0.1");
    const fleet::Inventory::Result r = fleet::Inventory(db).add(n);
    return r.ok() ? r.node.id : 0;
}

/// One sample a minute for `days` before the last hour, then one every 10 s up to `now`, with a
/// 40-minute outage two days back, then folded by compact(now). Deterministic.
inline bool recordWeek(status::StatusHistory& history, qint64 nodeId, const QDateTime& now, int days = 7)
{
    QList<QPair<qint64, status::StatusSample>> samples;
    double completed = 5000;
    double failed = 12;
    const qint64 start = now.toSecsSinceEpoch() - qint64(days) * 86400 + 60;
    const qint64 outageFrom = now.toSecsSinceEpoch() - 2 * 86400;
    const qint64 outageTo = outageFrom + 40 * 60;
    qint64 t = start;
    int i = 0;
    while (t <= now.toSecsSinceEpoch()) {
        const bool recent = t > now.toSecsSinceEpoch() - 3600;
        const double step = recent ? 10 : 60;
        status::StatusSample s;
        s.at = QDateTime::fromSecsSinceEpoch(t, Qt::UTC);
        s.ok = t < outageFrom || t > outageTo;
        if (s.ok) {
            const double hour = double(t % 86400) / 3600.0;
            s.queueDepth =
                std::max(0.0, std::round(3 + 3 * std::sin(hour / 24 * 6.283 * 3) + (i % 7) * 0.4 - 1));
            completed += (1.1 + 0.25 * std::sin(double(i) / 37)) * step / 60;
            s.totalCompleted = std::floor(completed);
            if (i % 997 == 0)
                failed += 1 + i % 3;
            s.totalFailed = failed;
            s.memoryTotalBytes = 515396075520.0;
            s.memoryUsedBytes = 2.6e11 + 5e10 * std::sin(double(i) / 90) + (i % 11) * 1e9;
            s.latencyMs = 18 + 6 * std::sin(double(i) / 13) + (i % 53 == 0 ? 60 : 0);
        }
        samples.append({nodeId, s});
        t += qint64(step);
        ++i;
    }
    if (!history.record(samples))
        return false;
    return history.compact(now);
}

} // namespace fleetdeck::testing
