// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "fleet/ProviderImport.h"
#include "status/SystemProbe.h"

#include <QString>

#include <optional>

namespace fleetdeck::lifecycle {

/// Which GPUs a node has and which machine it is, as far as anything says: what a benchmark run
/// records, so that its rate can later predict an offer's (OfferEstimates).
struct NodeGpu
{
    QString model;     ///< as the source spells it; empty: unknown
    int count = 1;     ///< 1 when nothing says
    QString machineId; ///< the provider's machine id; empty for nodes of no provider
    QString source;    ///< "provider", "nvidia-smi", "label" or "" (nothing said)

    /// In order: the provider's fields (gpu_name, num_gpus, machine_id), nvidia-smi's answer, the
    /// node's `gpu` and `gpus` labels. Each of model and count comes from the first that has it.
    static NodeGpu of(const Node& node, const std::optional<fleet::ProviderRecord>& provider,
                      const status::SystemInfo* system);
};

} // namespace fleetdeck::lifecycle
