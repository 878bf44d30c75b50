// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace fleetdeck::cli {

class Cli;

/// `node add|edit|remove|list` (docs/cli.md, "Nodes").
int runNodeCommand(Cli& cli, const QString& subcommand, const QStringList& tokens);
QString nodeHelp(const QString& subcommand);

} // namespace fleetdeck::cli
