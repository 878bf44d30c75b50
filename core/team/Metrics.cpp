// SPDX-License-Identifier: GPL-3.0-or-later
#include "Metrics.h"

#include "status/CuzkSummary.h"
#include "status/HealthState.h"

#include <cmath>
#include <functional>

namespace fleetdeck::team {

namespace {

QByteArray number(double v)
{
    if (std::isnan(v))
        return "NaN";
    if (std::isinf(v))
        return v > 0 ? "+Inf" : "-Inf";
    return QByteArray::number(v, 'g', 17);
}

struct Family
{
    const char* name;
    const char* type;
    const char* help;
};

void header(QByteArray& out, const Family& f)
{
    out += "# HELP ";
    out += f.name;
    out += ' ';
    out += f.help;
    out += "\n# TYPE ";
    out += f.name;
    out += ' ';
    out += f.type;
    out += '\n';
}

void sample(QByteArray& out, const char* name, const QByteArray& labels, double value)
{
    out += name;
    if (!labels.isEmpty())
        out += '{' + labels + '}';
    out += ' ' + number(value) + '\n';
}

const QList<status::HealthState>& allStates()
{
    static const QList<status::HealthState> states{
        status::HealthState::Unknown,        status::HealthState::Healthy,
        status::HealthState::Degraded,       status::HealthState::DaemonDown,
        status::HealthState::Unreachable,    status::HealthState::AuthFailed,
        status::HealthState::HostKeyUnknown, status::HealthState::HostKeyChanged,
        status::HealthState::Error,
    };
    return states;
}

} // namespace

QByteArray escapeLabelValue(const QString& value)
{
    QByteArray out;
    for (const char c : value.toUtf8()) {
        if (c == '\\')
            out += "\\\\";
        else if (c == '"')
            out += "\\\"";
        else if (c == '\n')
            out += "\\n";
        else
            out += c;
    }
    return out;
}

QByteArray renderMetrics(const QList<NodeMetrics>& nodes, const CollectorCounters& counters)
{
    QByteArray out;
    const auto nodeLabel = [](const NodeMetrics& n) {
        return "node=\"" + escapeLabelValue(n.status.name) + '"';
    };
    // One family after the other, every node in each (the format wants a family's samples together).
    const auto perNode = [&](const Family& f,
                             const std::function<std::optional<double>(const NodeMetrics&)>& value) {
        header(out, f);
        for (const NodeMetrics& n : nodes) {
            if (const std::optional<double> v = value(n))
                sample(out, f.name, nodeLabel(n), *v);
        }
    };
    perNode(
        {"fleetdeck_node_healthy", "gauge", "1 when the node's last poll found its daemon healthy, else 0."},
        [](const NodeMetrics& n) { return n.status.state == status::HealthState::Healthy ? 1.0 : 0.0; });
    header(out, {"fleetdeck_node_state", "gauge", "1 for the node's current state, 0 for the others."});
    for (const NodeMetrics& n : nodes) {
        for (const status::HealthState s : allStates()) {
            sample(out, "fleetdeck_node_state",
                   nodeLabel(n) + ",state=\"" + status::healthStateName(s).toUtf8() + '"',
                   n.status.state == s ? 1.0 : 0.0);
        }
    }
    perNode({"fleetdeck_node_proofs_per_hour", "gauge", "Proofs the node completed per hour, lately."},
            [](const NodeMetrics& n) { return n.status.proofsPerHour; });
    perNode({"fleetdeck_node_queue_depth", "gauge", "Proofs waiting in the node's queue."},
            [](const NodeMetrics& n) -> std::optional<double> {
                if (!n.status.cuzk)
                    return std::nullopt;
                return double(n.status.cuzk->summary().queueDepth);
            });
    perNode({"fleetdeck_node_gpu_workers_busy", "gauge", "GPU workers of the node busy with a proof."},
            [](const NodeMetrics& n) -> std::optional<double> {
                if (!n.status.cuzk)
                    return std::nullopt;
                return double(n.status.cuzk->summary().gpuWorkersBusy);
            });
    perNode({"fleetdeck_node_poll_latency_seconds", "gauge", "How long the node's last status fetch took."},
            [](const NodeMetrics& n) -> std::optional<double> {
                if (!n.status.latencyMs)
                    return std::nullopt;
                return *n.status.latencyMs / 1000.0;
            });
    perNode({"fleetdeck_node_cost_per_hour_usd", "gauge", "What the node costs per hour, in US dollars."},
            [](const NodeMetrics& n) { return n.costPerHour; });
    perNode({"fleetdeck_node_consecutive_poll_failures", "gauge", "Polls of the node that failed in a row."},
            [](const NodeMetrics& n) { return std::optional<double>(n.status.consecutiveFailures); });
    perNode({"fleetdeck_node_proofs_failed_total", "counter", "Proofs the node's daemon reports as failed."},
            [](const NodeMetrics& n) -> std::optional<double> {
                if (!n.status.cuzk)
                    return std::nullopt;
                return double(n.status.cuzk->summary().totalFailed);
            });
    header(out, {"fleetdeck_collector_polls_total", "counter", "Status polls this collector made."});
    sample(out, "fleetdeck_collector_polls_total", {}, double(counters.polls));
    header(out, {"fleetdeck_collector_poll_errors_total", "counter",
                 "Status polls of this collector that failed."});
    sample(out, "fleetdeck_collector_poll_errors_total", {}, double(counters.pollErrors));
    header(out, {"fleetdeck_collector_leased_nodes", "gauge", "Nodes this collector holds a lease on."});
    sample(out, "fleetdeck_collector_leased_nodes", {}, counters.leasedNodes);
    return out;
}

} // namespace fleetdeck::team
