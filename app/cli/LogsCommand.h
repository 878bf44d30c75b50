// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace fleetdeck::cli {

class Cli;

/// `logs NODE... | --all [--source NAME] [-f] [--lines N] [--since …] [--grep RE] [--level L]` and
/// `logs sources [NODE]` (docs/cli.md, Logs).
int runLogsCommand(Cli& cli, const QStringList& tokens);
QString logsHelp();

} // namespace fleetdeck::cli
