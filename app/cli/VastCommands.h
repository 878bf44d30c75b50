// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace fleetdeck::cli {

class Cli;

/// `vast offers|templates|rent|destroy|stop|start|reboot|label|bad-hosts` (docs/cli.md, "Renting
/// through vast.ai").
int runVastCommand(Cli& cli, const QStringList& tokens);
QString vastHelp();

} // namespace fleetdeck::cli
