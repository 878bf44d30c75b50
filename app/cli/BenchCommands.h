// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace fleetdeck::cli {

class Cli;

/// `bench run|list|show|compare` (docs/cli.md, "Benchmarks").
int runBenchCommand(Cli& cli, const QStringList& tokens);
QString benchHelp();

} // namespace fleetdeck::cli
