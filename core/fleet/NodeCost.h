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
    ///
    /// A stopped instance (the provider says it is not running and not loading) bills only its
    /// storage: storageDollarsPerHour() when the provider states the storage price.
    static std::optional<double> dollarsPerHour(const Node& node,
                                                const std::optional<ProviderRecord>& record);
    /// The provider lists the instance as stopped (actual_status exited, stopped, offline…).
    static bool stopped(const std::optional<ProviderRecord>& record);
    /// storage_cost ($/GB/month) × disk_space (GB) over a month of 730 h; nullopt when either is
    /// unknown.
    static std::optional<double> storageDollarsPerHour(const std::optional<ProviderRecord>& record);
    /// "$2.14/day".
    static QString perDayText(double dollarsPerHour);
    /// $/h ÷ proofs/h; nullopt when either is unknown or the rate is not positive.
    static std::optional<double> dollarsPerProof(std::optional<double> dollarsPerHour,
                                                 std::optional<double> proofsPerHour);

    /// "$0.412/h", "$3.71/h": three decimals below a dollar, two from one, none from 100.
    static QString perHourText(double dollars);
    /// "$0.0072", "$0.032": two significant digits below a dollar, else two decimals.
    static QString perProofText(double dollars);
};

} // namespace fleetdeck::fleet
