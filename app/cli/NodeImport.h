// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QUrl>

namespace fleetdeck::cli {

class Cli;
class CliArgs;

/// `node import --vast-json FILE | --vast-api [--vast-url URL] [--vast-account NAME]`
/// (docs/cli.md, "Importing").
int runNodeImport(Cli& cli, const QStringList& tokens);

} // namespace fleetdeck::cli
