// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace fleetdeck::cli {

class Cli;

/// `keys generate|deploy|remove|audit` (docs/cli.md, "Keys").
int runKeysCommand(Cli& cli, const QStringList& tokens);
QString keysHelp();

} // namespace fleetdeck::cli
