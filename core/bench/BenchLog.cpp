// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/BenchLog.h"

namespace fleetdeck::bench {

QString streamName(BenchLogLine::Stream stream)
{
    switch (stream) {
    case BenchLogLine::Stream::Stdout:
        return QStringLiteral("stdout");
    case BenchLogLine::Stream::Stderr:
        return QStringLiteral("stderr");
    case BenchLogLine::Stream::Info:
        return QStringLiteral("info");
    }
    return QStringLiteral("info");
}

std::optional<BenchLogLine::Stream> streamFromName(const QString& name)
{
    for (auto stream : {BenchLogLine::Stream::Stdout, BenchLogLine::Stream::Stderr, BenchLogLine::Stream::Info}) {
        if (streamName(stream) == name)
            return stream;
    }
    return std::nullopt;
}

} // namespace fleetdeck::bench
