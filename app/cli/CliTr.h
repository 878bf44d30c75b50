// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace fleetdeck::cli {

/// The one translation context of fleetdeck-cli ("FleetdeckCli"); core has its own
/// (fleetdeck::Tr), the console's widgets theirs (ui::Tr).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(FleetdeckCli)
};

} // namespace fleetdeck::cli
