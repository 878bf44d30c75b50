// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace fleetdeck::cli {

class Cli;
class CliArgs;

/// `node import --ssh-config [FILE] [--match PATTERN]` and `node import --csv FILE`
/// (docs/cli.md, "Importing"). `args` holds the parsed options of `node import`.
int runNodeFileImport(Cli& cli, const CliArgs& args);

} // namespace fleetdeck::cli
