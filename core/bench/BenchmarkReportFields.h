// SPDX-License-Identifier: GPL-3.0-or-later
// Private to BenchmarkReport*.cpp: the pieces the JSON, CSV and Markdown exports share.
#pragma once

#include "bench/BenchmarkStore.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <string_view>

namespace fleetdeck::bench::report::detail {

QString latin1(std::string_view text);
/// ISO 8601 UTC with milliseconds; empty for an invalid time.
QString isoTime(const QDateTime& at);
/// The shortest text that reads back to the same double.
QString exactNumber(double value);
/// The run's spec as the documents show it: the recorded spec JSON, with the run's own columns
/// (phase counts, mode, command, parser) as the authority on the fields the contract names.
QJsonObject specObject(const BenchRunRecord& record);

} // namespace fleetdeck::bench::report::detail
