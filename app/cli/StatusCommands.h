// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "ssh/SshEngine.h"
#include "status/StatusPoller.h"

#include <QElapsedTimer>

#include <memory>

#include <QStringList>

namespace fleetdeck::cli {

class Cli;

/// The console's poller as the CLI drives it (status, lifecycle): each node's login with its
/// credentials resolved, the global --timeout, no system probe, and no flap suppression (a
/// script wants what it saw).
std::unique_ptr<status::StatusPoller> cliPoller(Cli& cli, ssh::SshEngine& engine, const QList<Node>& nodes);

/// `status [NAME...] [--watch SECONDS [--count N]]` and `check NAME` (docs/cli.md, "Status").
/// Under --watch: runs the event loop until `watchSeconds` have passed since the round began.
void waitForNextRound(double watchSeconds, const QElapsedTimer& roundClock);

int runStatusCommand(Cli& cli, const QStringList& tokens);
int runCheckCommand(Cli& cli, const QStringList& tokens);
QString statusHelp();
QString checkHelp();

} // namespace fleetdeck::cli
