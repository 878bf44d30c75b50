// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace fleetdeck::cli {

class Cli;

/// `store copy --from URL_OR_PATH --to URL_OR_PATH` (docs/cli.md, "Team"): a whole fleet moved
/// between an SQLite file and a PostgreSQL store (or any two stores), verified row for row.
int runStoreCommand(Cli& cli, const QStringList& tokens);
QString storeHelp();

} // namespace fleetdeck::cli
