// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fleetdeck::ui {

/// How the status views write figures for people, so that every panel says "41.4 s" and
/// "301 GiB" the same way.
namespace StatusFormat {
/// "301 GiB", "5.2 GiB", "812 MiB" (binary units, one decimal under 10).
QString bytes(double bytes);
/// A duration in seconds: "3.1 s", "74 s", "12 min", "5 h 07 min", "3 d 4 h".
QString duration(double secs);
/// A duration in milliseconds with one decimal in seconds: "41.4 s"; under a second "850 ms".
QString millis(double ms);
/// "74 s ago", "just now".
QString ago(double secs);
/// The first block of a job id (up to the first dash, at most 8 characters).
QString shortJobId(const QString& jobId);
/// "63 %"; one decimal under 10 % ("0.2 %").
QString percent(double fraction);
/// A rate such as proofs per hour: one decimal under 100, none above ("71.6", "1,385").
QString rate(double value);
/// A count with the locale's group separators: "1,287".
QString count(double value);
} // namespace StatusFormat

} // namespace fleetdeck::ui
