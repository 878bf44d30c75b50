// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace fleetdeck {

/// The one translation context of core ("Fleetdeck"): every string of core/ is written
/// `Tr::tr(...)`, in QObjects too, so that moving code between classes never moves its strings to
/// another context. The console's widgets have their own (ui::Tr), the CLI too (cli::Tr).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Fleetdeck)
};

} // namespace fleetdeck
