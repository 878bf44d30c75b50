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

/// Starts an asynchronous call (`start` gets the callback to pass on) and runs the event loop
/// until it has reported; returns what it reported.
template <typename Result, typename Start> Result awaitVast(Start start)
{
    bool finished = false;
    Result result;
    start([&](const Result& r) {
        result = r;
        finished = true;
    });
    waitUntil(finished);
    return result;
}

/// "$0.35" (or with more decimals): prices and costs as the CLI prints them.
QString usd(double dollars, int decimals = 2);

} // namespace fleetdeck::cli
