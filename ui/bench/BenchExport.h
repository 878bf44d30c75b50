// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchmarkReport.h"

#include <QList>
#include <QString>

#include <optional>

namespace fleetdeck::ui {

/// Writing the runs list (and one run) to files in the formats of BenchmarkReport, without any
/// dialog: the window asks for the path, these write.
namespace BenchExport {
enum class Format { Csv, Json, Markdown };

/// The file dialog's filter of a format: "CSV (*.csv)".
QString filter(Format format);
/// "csv", "json", "md".
QString suffix(Format format);
/// The format a file name's suffix names; nullopt for another suffix.
std::optional<Format> formatOf(const QString& path);

/// The runs list as text in `format` (JSON: the `bench list --json` document).
QString runsText(const QList<bench::RunSummary>& runs, Format format);
/// One run: JSON is the `bench show --json` document, Markdown the run's report, CSV its proofs.
QString runText(const bench::BenchRunRecord& record, const std::vector<bench::BenchSample>& samples,
                const bench::BenchmarkStats& stats, Format format);

/// Writes `text` to `path` (replacing it at once, never half-written); false with the reason.
bool writeFile(const QString& path, const QString& text, QString* error);
} // namespace BenchExport

} // namespace fleetdeck::ui
