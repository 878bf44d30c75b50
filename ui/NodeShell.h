// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"

#include <QStringList>

namespace fleetdeck::ui {

/// The OpenSSH client's argument list that logs in to `node` as Fleetdeck does (port, user,
/// identity, known_hosts), without a command: ["ssh", "-p", "2222", ..., "root@host"].
QStringList sshArguments(const Node& node, const QString& knownHostsPath);
/// The same as one line an operator can paste into a shell (each argument quoted when needed).
QString sshCommandLine(const Node& node, const QString& knownHostsPath);
/// Opens a terminal running ssh to the node: $TERMINAL, else x-terminal-emulator. No shell is
/// involved: the node's fields are passed as separate arguments. False with the reason if none
/// could be started.
bool openTerminal(const Node& node, const QString& knownHostsPath, QString* error);

} // namespace fleetdeck::ui
