// SPDX-License-Identifier: GPL-3.0-or-later
// What the parser tests share: samples as text, so a failing comparison shows what differs, and
// feeding a document in pieces.
#pragma once

#include "bench/BenchSample.h"
#include "bench/ProofParser.h"

#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <optional>
#include <vector>

namespace fleetdeck::bench::test {

inline QString optionalText(const std::optional<double>& value)
{
    return value ? QString::number(*value) : QStringLiteral("-");
}

/// "index phase STATUS wall_s prove_ms queue_ms", "-" for a time that is not known.
inline QStringList describe(const std::vector<BenchSample>& samples)
{
    QStringList lines;
    for (const BenchSample& s : samples)
        lines << QStringLiteral("%1 %2 %3 %4 %5 %6")
                     .arg(s.index)
                     .arg(QLatin1String(phaseName(s.phase)), QLatin1String(statusName(s.status)))
                     .arg(s.wallS)
                     .arg(optionalText(s.proveMs), optionalText(s.queueMs));
    return lines;
}

/// Feeds `text` in chunks of `chunkSize` bytes (0: all at once).
inline void feedInChunks(ProofParser& parser, QByteArrayView text, qsizetype chunkSize = 0)
{
    if (chunkSize <= 0)
        chunkSize = std::max<qsizetype>(text.size(), 1);
    for (qsizetype at = 0; at < text.size(); at += chunkSize)
        parser.feed(text.sliced(at, std::min(chunkSize, text.size() - at)));
}

} // namespace fleetdeck::bench::test
