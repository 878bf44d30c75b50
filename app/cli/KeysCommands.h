// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace fleetdeck::cli {

class Cli;

/// `keys generate` (contracts/cli.md, "Keys"); the other `keys` subcommands are not available yet.
int runKeysCommand(Cli& cli, const QStringList& tokens);
QString keysHelp();

} // namespace fleetdeck::cli
