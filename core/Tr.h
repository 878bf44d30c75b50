// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace fleetdeck {

// Translation context for code that is not a QObject.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Fleetdeck)
};

} // namespace fleetdeck
