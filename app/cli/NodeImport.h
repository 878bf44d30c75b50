// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QUrl>

namespace fleetdeck::cli {

class Cli;
class CliArgs;

/// Reads `--vast-url` (default: the official console) and `--vast-account` (default: none, which
/// means VAST_API_KEY, else the keychain's "default"). False, with the usage error printed and
/// `*code` set, when either is invalid.
bool readVastOptions(Cli& cli, const CliArgs& args, QUrl* url, QString* account, int* code);

/// `node import --vast-json FILE | --vast-api [--vast-url URL] [--vast-account NAME]`
/// (docs/cli.md, "Importing").
int runNodeImport(Cli& cli, const QStringList& tokens);

} // namespace fleetdeck::cli
