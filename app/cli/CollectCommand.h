// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace fleetdeck::cli {

class Cli;

/// `collect [--metrics-listen HOST:PORT] [--lease SECONDS] [--interval SECONDS]` (docs/cli.md,
/// "Collectors"): polls the nodes this collector leases and writes what it sees into the store,
/// until SIGINT or SIGTERM; serves Prometheus' /metrics.
int runCollectCommand(Cli& cli, const QStringList& tokens);
QString collectHelp();

} // namespace fleetdeck::cli
