// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace fleetdeck::ui {

/// The one translation context of the console's widgets ("FleetdeckUi"): every string of ui/ is
/// written `Tr::tr(...)`, QObject or not, so that moving code between classes never moves its
/// strings to another context. core has its own (fleetdeck::Tr, "Fleetdeck"), the CLI too.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(FleetdeckUi)
};

} // namespace fleetdeck::ui
