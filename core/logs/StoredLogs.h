// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchLog.h"
#include "logs/LogLine.h"

#include <QList>
#include <QString>

namespace fleetdeck::storage {
class Database;
}

namespace fleetdeck::logs {

/// The built-in `bench` source: what the node's recorded benchmark runs printed, oldest first,
/// the newest `lines` of them (over its latest runs).
QList<LogLine> benchOutput(storage::Database& db, const QString& node, int lines);
/// A line as the splitter gave it made into a LogLine: parsed, and when it was cut, marked so in
/// its text too (" [line cut at 64 KiB]").
LogLine lineOf(const bench::LineSplitter::Line& split);
/// Text (a vast.ai log, a file) made into lines of `node`'s `source`.
QList<LogLine> linesOfText(const QByteArray& text, const QString& node, const QString& source);

} // namespace fleetdeck::logs
