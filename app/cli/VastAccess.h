// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vast/VastError.h"

#include <QString>
#include <QUrl>

namespace fleetdeck::vast {
class VastClient;
}

namespace fleetdeck::cli {

class Cli;
class CliArgs;

/// Reads `--vast-url` (default: the official console) and `--vast-account` (default: none, which
/// means VAST_API_KEY, else the keychain's "default"). False, with the usage error printed and
/// `*code` set, when either is invalid.
bool readVastOptions(Cli& cli, const CliArgs& args, QUrl* url, QString* account, int* code);

/// Sets `client` up from `--vast-url`, `--vast-account` and the API key (VAST_API_KEY, else the
/// keychain), with the global --timeout per request. False, with the failure printed and
/// `*code` set, when that cannot be done.
bool connectVastClient(Cli& cli, const CliArgs& args, vast::VastClient& client, int* code);

/// Prints a vast.ai failure (message, hint and detail; `{"error":…}` with --json) and returns
/// `code`.
int failWithVastError(Cli& cli, int code, const vast::VastError& error);

/// Runs the event loop until a callback has set `finished`.
void waitUntil(const bool& finished);

} // namespace fleetdeck::cli
