// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace fleetdeck::cli {

class Cli;

/// `lifecycle [--watch SECONDS [--count N]]` (docs/cli.md, "Renting through vast.ai"): the
/// templates' stages and rules applied to every node rented through one, without the console.
int runLifecycleCommand(Cli& cli, const QStringList& tokens);
QString lifecycleHelp();

} // namespace fleetdeck::cli
