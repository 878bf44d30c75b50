// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchmarkRunner.h"
#include "fleet/ProviderImport.h"

#include <QString>
#include <QStringList>

namespace fleetdeck::cli {

class Cli;

/// What a benchmark run on `node` records: its login, GPU model, count and machine (the
/// provider's while it lists the node, else the `gpu`/`gpus` labels), and its price.
bench::BenchTarget benchTargetFor(const Node& node, const ssh::SshTarget& access,
                                  const std::optional<fleet::ProviderRecord>& provider);

/// `bench run|list|show|compare` (docs/cli.md, "Benchmarks").
int runBenchCommand(Cli& cli, const QStringList& tokens);
QString benchHelp();

} // namespace fleetdeck::cli
