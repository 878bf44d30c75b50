// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QDateTime>
#include <QList>
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

/// Splits a streamed output into lines the way a terminal shows them, holding at most
/// MaxLineBytes of a line that has not ended yet.
///
/// A CR followed by more text starts the line over (a progress bar redrawing itself: "10%\r20%\r"
/// keeps "20%"); a CR before the LF is dropped (CRLF). A line longer than MaxLineBytes keeps its
/// first MaxLineBytes and is marked cut; the rest is dropped up to the next LF (or CR).
class LineSplitter
{
public:
    static constexpr qsizetype MaxLineBytes = 64 * 1024;
    struct Line
    {
        QByteArray text;
        bool cut = false; ///< longer than MaxLineBytes: text is its beginning
    };

    /// The lines that `chunk` completes.
    QList<Line> feed(QByteArrayView chunk);
    /// The unfinished last line, if there is one (the stream ended without a LF).
    QList<Line> finish();
    /// Bytes held for the line that has not ended yet (never more than MaxLineBytes).
    qsizetype pendingBytes() const { return m_pending.size(); }

private:
    void append(QByteArrayView segment);
    void startOver();

    QByteArray m_pending;
    bool m_cut = false;
    bool m_crLast = false; ///< the latest byte was a CR: what follows it overwrites the line
};

/// "stdout", "stderr", "info".
QString streamName(BenchLogLine::Stream stream);
std::optional<BenchLogLine::Stream> streamFromName(const QString& name);

} // namespace fleetdeck::bench

Q_DECLARE_METATYPE(fleetdeck::bench::BenchLogLine)
