// SPDX-License-Identifier: GPL-3.0-or-later
#include "lifecycle/NodeGpu.h"

#include <cmath>

namespace fleetdeck::lifecycle {

namespace {
QString idText(const QJsonValue& v)
{
    if (v.isDouble() && v.toDouble() >= 1 && v.toDouble() == std::floor(v.toDouble()))
        return QString::number(qint64(v.toDouble()));
    return v.isString() ? v.toString().trimmed() : QString();
}
} // namespace

NodeGpu NodeGpu::of(const Node& node, const std::optional<fleet::ProviderRecord>& provider,
                    const status::SystemInfo* system)
{
    NodeGpu gpu;
    bool counted = false;
    if (provider) {
        const QJsonObject& f = provider->fields;
        gpu.machineId = idText(f.value(QStringLiteral("machine_id")));
        const QString name = f.value(QStringLiteral("gpu_name")).toString().simplified();
        if (!name.isEmpty()) {
            gpu.model = name;
            gpu.source = QStringLiteral("provider");
        }
        const double n = f.value(QStringLiteral("num_gpus")).toDouble(0);
        if (n >= 1 && n <= 1024) {
            gpu.count = int(n);
            counted = true;
        }
    }
    if (system && system->gpusAvailable && !system->gpus.isEmpty()) {
        if (gpu.model.isEmpty()) {
            gpu.model = system->gpus.first().name.simplified();
            gpu.source = QStringLiteral("nvidia-smi");
        }
        if (!counted) {
            gpu.count = int(system->gpus.size());
            counted = true;
        }
    }
    if (gpu.model.isEmpty()) {
        const QString label = node.labels.value(QStringLiteral("gpu")).simplified();
        if (!label.isEmpty()) {
            gpu.model = label;
            gpu.source = QStringLiteral("label");
        }
    }
    if (!counted) {
        bool ok = false;
        const int n = node.labels.value(QStringLiteral("gpus")).toInt(&ok);
        if (ok && n >= 1 && n <= 1024)
            gpu.count = n;
    }
    return gpu;
}

} // namespace fleetdeck::lifecycle
