// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace fleetdeck::sim {

// The benchmark commands. Each takes its arguments with the program name first and the command
// name removed, throws UsageError on bad options, and returns the process's exit code.

// `cuzk-sim bench [--count N | --warmup W --timed T --cooldown C] ...`: a simulated
// `cuzk-bench batch`, set up by options.
int runSimBench(QCoreApplication& app, const QStringList& arguments);

// `cuzk-bench batch --type T --count N [--concurrency C]` and `cuzk-bench single --type T`, for a
// cuzk-sim called through a link named cuzk-bench (a node's benchmark command). The simulation is
// set up by the environment (BenchEnvironment). `single` exits 1 when its proof failed; both
// exit 128 + N when signal N stopped them.
int runCuzkBench(QCoreApplication& app, const QString& command, const QStringList& arguments);

extern const char* const kSimBenchUsage;
extern const char* const kCuzkBenchUsage;

} // namespace fleetdeck::sim
