// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace fleetdeck::sim {

struct EngineState;

// Renders an engine's state as the body of cuzk's GET /status (docs/cuzk-status.md):
// compact, one line, fields in the daemon's order.
class StatusDocument
{
public:
    static QByteArray write(const EngineState& state, double time);
};

} // namespace fleetdeck::sim
