// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "fleet/ProviderImport.h"

#include <QString>

#include <optional>

namespace fleetdeck::fleet {

/// What a node costs (issue 8, costs): its price per hour and, from its live rate, per proof.
struct NodeCost
{
    /// The price per hour: the provider's `dph_total` while the provider still lists the
    /// instance, else the node's `dph` label (a positive or zero number); nullopt when neither
    /// is known. A vanished instance has no provider price and falls back to the label.
    static std::optional<double> dollarsPerHour(const Node& node,
                                                const std::optional<ProviderRecord>& record);
    /// $/h ÷ proofs/h; nullopt when either is unknown or the rate is not positive.
    static std::optional<double> dollarsPerProof(std::optional<double> dollarsPerHour,
                                                 std::optional<double> proofsPerHour);

    /// "$0.412/h", "$3.71/h": three decimals below a dollar, two from one, none from 100.
    static QString perHourText(double dollars);
    /// "$0.0072", "$0.032": two significant digits below a dollar, else two decimals.
    static QString perProofText(double dollars);
};

} // namespace fleetdeck::fleet
