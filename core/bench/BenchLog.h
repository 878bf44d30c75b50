// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QMetaType>
#include <QString>

#include <optional>

namespace fleetdeck::bench {

/// One line of a run's log: the command's stdout and stderr as they came, and the runner's own
/// notes (what it started, why it stopped).
struct BenchLogLine
{
    enum class Stream { Stdout, Stderr, Info };
    int seq = 0; ///< 1-based within the run
    Stream stream = Stream::Stdout;
    QDateTime at; ///< UTC
    QString text; ///< without the newline
    friend bool operator==(const BenchLogLine&, const BenchLogLine&) = default;
};

/// "stdout", "stderr", "info".
QString streamName(BenchLogLine::Stream stream);
std::optional<BenchLogLine::Stream> streamFromName(const QString& name);

} // namespace fleetdeck::bench

Q_DECLARE_METATYPE(fleetdeck::bench::BenchLogLine)
