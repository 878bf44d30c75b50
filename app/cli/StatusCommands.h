// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace fleetdeck::cli {

class Cli;

/// `status [NAME...] [--watch SECONDS [--count N]]` and `check NAME` (docs/cli.md, "Status").
int runStatusCommand(Cli& cli, const QStringList& tokens);
int runCheckCommand(Cli& cli, const QStringList& tokens);
QString statusHelp();
QString checkHelp();

} // namespace fleetdeck::cli
