// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QDateTime>
#include <QJsonObject>
#include <QMetaType>
#include <QString>

#include <optional>

namespace fleetdeck::logs {

/// How serious a line says it is, most serious first (so `level <= Warn` means "warn or worse").
enum class LogLevel { Error, Warn, Info, Debug, Trace };

/// "error", "warn", "info", "debug", "trace" (docs/cli.md, `logs --json`).
QString levelName(LogLevel level);
/// Accepts those names and the usual spellings (ERR, WARNING, FATAL, CRITICAL, PANIC, ...).
std::optional<LogLevel> levelFromName(QStringView name);

/// One line of a node's log as Fleetdeck shows it: colour codes gone, its time and level read
/// from the line when it says them.
struct LogLine
{
    QString node;
    QString source;
    QDateTime time; ///< UTC; invalid when the line carries no time
    std::optional<LogLevel> level;
    bool stderrStream = false;
    QString text; ///< without colour codes or the newline
    /// Cut at the splitter's limit (text is its beginning), or binary output shown as a mark.
    bool cut = false;
    bool binary = false;
    /// A line Fleetdeck wrote itself into the stream (reconnecting, resumed, lines may be
    /// missing), not the node's. The CLI prints it on stderr, never as a JSON line.
    bool note = false;
    /// Where the message starts in `text`: after the time (and a journal line's host and unit) and
    /// a level word right after it; 0 when the line starts with neither.
    int bodyStart = 0;
    /// The line without the time and level it began with (a view shows those in columns).
    QStringView body() const { return QStringView(text).mid(bodyStart); }
    /// Where the line was in its node's stream (0, 1, 2, ...): the order of one node's lines.
    qint64 seq = 0;

    /// `{"node","source","time","level","stream","text"}` (docs/cli.md, Logs); level is error,
    /// warn, info or debug (trace reads as debug) or null.
    QJsonObject toJson() const;
    friend bool operator==(const LogLine&, const LogLine&) = default;
};

namespace LogText {
/// The line with its terminal escape sequences (colours, cursor moves, titles) removed.
QString stripAnsi(QStringView text);
/// Whether raw bytes are binary output rather than text: NUL bytes, or mostly control bytes or
/// invalid UTF-8.
bool looksBinary(QByteArrayView bytes);
/// A line as received (raw bytes, possibly coloured) made into a LogLine: decoded, stripped, its
/// time and level read (Rust `tracing`, journalctl short-iso, `level=`, `[LEVEL]`, bare LEVEL
/// near the start, a Rust panic).
LogLine parse(QByteArrayView raw);
/// Reads the time and level of an already decoded line into `line`.
void classify(LogLine& line);
} // namespace LogText

} // namespace fleetdeck::logs

Q_DECLARE_METATYPE(fleetdeck::logs::LogLine)
