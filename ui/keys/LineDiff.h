// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace fleetdeck::ui {

/// A line diff of two versions of a small text file (an authorized_keys), and its rendering for
/// the wizard: before/after line numbers, only the changed lines highlighted, long base64 elided.
class LineDiff
{
public:
    struct Line
    {
        enum class Kind { Same, Removed, Added };
        Kind kind = Kind::Same;
        int before = 0; ///< 1-based line in the old file, 0 for an added line
        int after = 0;  ///< 1-based line in the new file, 0 for a removed line
        QByteArray text;
        QByteArray ending; ///< "\n", "\r\n", or empty for a last line without one
    };

    /// Lines compare with their endings, so a CRLF turned LF or a newline added at the end shows.
    static QList<Line> compute(const QByteArray& before, const QByteArray& after);
    static bool hasChanges(const QList<Line>& lines);
    /// Rich text: the changes with `context` unchanged lines around each, the rest folded.
    static QString toHtml(const QList<Line>& lines, int context = 3);
    /// "AAAAC3NzaC1l…Q2x9vTqXyZ0mB3kL8wPa" for a base64 run longer than 60 characters (the end
    /// tells keys of one type apart; their start is the same).
    static QString elideBase64(const QString& text);

private:
    static QList<Line> split(const QByteArray& content);
};

} // namespace fleetdeck::ui
