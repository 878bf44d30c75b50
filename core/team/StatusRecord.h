// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/NodeStatus.h"

#include <QByteArray>

#include <optional>

namespace fleetdeck::team {

/// A node's status as a collector writes it into the store (node_status.document) and a console
/// reads it back: a JSON object with the state, the diagnosis and degraded reasons as the
/// collector judged them, the flap counters, latency, proofs per hour, the poll times, and the
/// daemon's status document and the system probe's output exactly as they came. Reading parses
/// those two again with the same parsers as a poll, so a console shows what it would have seen
/// polling the node itself. A diagnosis's message and hint are in the collector's language.
QByteArray encodeStatus(const status::NodeStatus& status);
/// The status named `name` from encodeStatus()'s output; nullopt (with `error`) for anything else.
std::optional<status::NodeStatus> decodeStatus(const QString& name, const QByteArray& json,
                                               QString* error = nullptr);

} // namespace fleetdeck::team
