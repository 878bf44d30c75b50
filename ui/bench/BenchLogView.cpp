// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchLogView.h"
#include "UiTr.h"

#include "BenchStyle.h"
#include "StatusStyle.h"

#include <QFontDatabase>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>

namespace fleetdeck::ui {

BenchLogView::BenchLogView(QWidget* parent)
    : QPlainTextEdit(parent)
{
    setObjectName(QStringLiteral("benchLogView"));
    setReadOnly(true);
    setUndoRedoEnabled(false);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setMaximumBlockCount(0); // every line, however long the run
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setPlaceholderText(Tr::tr("No output yet."));
}

bool BenchLogView::followsEnd() const
{
    const QScrollBar* bar = verticalScrollBar();
    return bar->value() >= bar->maximum() - 1;
}

void BenchLogView::setLines(const QList<bench::BenchLogLine>& lines)
{
    clear();
    m_lines = 0;
    appendLines(lines);
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

void BenchLogView::appendLines(const QList<bench::BenchLogLine>& lines)
{
    if (lines.isEmpty())
        return;
    const bool follow = followsEnd();
    const int keep = verticalScrollBar()->value();
    QTextCharFormat out;
    out.setForeground(palette().color(QPalette::Text));
    QTextCharFormat err;
    err.setForeground(BenchStyle::failedColor());
    QTextCharFormat info;
    info.setForeground(StatusStyle::mutedText(palette()));
    info.setFontItalic(true);

    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::End);
    cursor.beginEditBlock();
    for (const bench::BenchLogLine& line : lines) {
        if (m_lines > 0)
            cursor.insertBlock();
        const QTextCharFormat& format = line.stream == bench::BenchLogLine::Stream::Stderr ? err
                                        : line.stream == bench::BenchLogLine::Stream::Info ? info
                                                                                           : out;
        cursor.insertText(line.text, format);
        ++m_lines;
    }
    cursor.endEditBlock();
    verticalScrollBar()->setValue(follow ? verticalScrollBar()->maximum() : keep);
}

} // namespace fleetdeck::ui
