// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/BenchLog.h"

#include <utility>

namespace fleetdeck::bench {

QList<LineSplitter::Line> LineSplitter::feed(QByteArrayView chunk)
{
    QList<Line> lines;
    qsizetype pos = 0;
    while (pos < chunk.size()) {
        const qsizetype newline = chunk.indexOf('\n', pos);
        const qsizetype end = newline < 0 ? chunk.size() : newline;
        append(chunk.sliced(pos, end - pos));
        if (newline < 0)
            break;
        lines.append(Line{std::exchange(m_pending, QByteArray()), m_cut});
        startOver();
        pos = newline + 1;
    }
    return lines;
}

QList<LineSplitter::Line> LineSplitter::finish()
{
    QList<Line> lines;
    if (!m_pending.isEmpty() || m_cut)
        lines.append(Line{std::exchange(m_pending, QByteArray()), m_cut});
    startOver();
    return lines;
}

void LineSplitter::startOver()
{
    m_pending.clear();
    m_cut = false;
    m_crLast = false;
}

void LineSplitter::append(QByteArrayView segment)
{
    // Trailing CRs wait for what follows: a LF (a CRLF line end) or text that overwrites the line.
    qsizetype size = segment.size();
    while (size > 0 && segment[size - 1] == '\r')
        --size;
    const bool endsWithCr = size < segment.size();
    segment = segment.first(size);
    if (segment.isEmpty()) {
        m_crLast = m_crLast || endsWithCr;
        return;
    }
    if (m_crLast)
        startOver();
    if (const qsizetype cr = segment.lastIndexOf('\r'); cr >= 0) {
        startOver();
        segment = segment.sliced(cr + 1);
    }
    const qsizetype room = MaxLineBytes - m_pending.size();
    if (segment.size() > room) {
        m_pending.append(segment.first(room));
        m_cut = true;
    } else {
        m_pending.append(segment);
    }
    m_crLast = endsWithCr;
}

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
    for (auto stream :
         {BenchLogLine::Stream::Stdout, BenchLogLine::Stream::Stderr, BenchLogLine::Stream::Info}) {
        if (streamName(stream) == name)
            return stream;
    }
    return std::nullopt;
}

} // namespace fleetdeck::bench
