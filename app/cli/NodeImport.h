// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace fleetdeck::cli {

class Cli;

/// `node import --vast-json FILE | --vast-api [--vast-url URL] [--vast-account NAME]`
/// (contracts/cli.md, "Nodes"; README, "Extensions to the CLI contract").
int runNodeImport(Cli& cli, const QStringList& tokens);

} // namespace fleetdeck::cli
