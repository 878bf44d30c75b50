// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/NodeStatus.h"

#include <QByteArray>
#include <QList>

#include <optional>

namespace fleetdeck::team {

/// One node as a collector's /metrics page shows it.
struct NodeMetrics
{
    status::NodeStatus status;
    std::optional<double> costPerHour; ///< US dollars per hour (fleet/NodeCost), when known
};

/// What the collector itself counts.
struct CollectorCounters
{
    quint64 polls = 0;      ///< status polls ended
    quint64 pollErrors = 0; ///< of those, the ones that failed
    int leasedNodes = 0;
};

/// The page in Prometheus' text exposition format (version 0.0.4): per node, label `node`,
/// fleetdeck_node_healthy, fleetdeck_node_state{state}, fleetdeck_node_proofs_per_hour,
/// fleetdeck_node_queue_depth, fleetdeck_node_gpu_workers_busy,
/// fleetdeck_node_poll_latency_seconds, fleetdeck_node_cost_per_hour_usd,
/// fleetdeck_node_consecutive_poll_failures and fleetdeck_node_proofs_failed_total; per
/// collector fleetdeck_collector_polls_total, fleetdeck_collector_poll_errors_total and
/// fleetdeck_collector_leased_nodes (docs/cli.md, "Collectors"). A figure a node has not
/// reported is left out, never written as 0.
QByteArray renderMetrics(const QList<NodeMetrics>& nodes, const CollectorCounters& counters);

/// `value` as a label value: backslash, double quote and line feed escaped.
QByteArray escapeLabelValue(const QString& value);

} // namespace fleetdeck::team
