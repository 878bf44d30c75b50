// SPDX-License-Identifier: GPL-3.0-or-later
#include "LineDiff.h"
#include "UiTr.h"

#include "HealthStyle.h"
#include "StatusStyle.h"

#include <QApplication>
#include <QRegularExpression>

#include <vector>

namespace fleetdeck::ui {

using Kind = LineDiff::Line::Kind;

QList<LineDiff::Line> LineDiff::split(const QByteArray& content)
{
    QList<Line> lines;
    qsizetype start = 0;
    while (start < content.size()) {
        const qsizetype nl = content.indexOf('\n', start);
        Line line;
        line.before = line.after = int(lines.size()) + 1;
        if (nl < 0) {
            line.text = content.mid(start);
            start = content.size();
        } else {
            const bool crlf = nl > start && content.at(nl - 1) == '\r';
            line.text = content.mid(start, nl - start - (crlf ? 1 : 0));
            line.ending = crlf ? QByteArrayLiteral("\r\n") : QByteArrayLiteral("\n");
            start = nl + 1;
        }
        lines << line;
    }
    return lines;
}

QList<LineDiff::Line> LineDiff::compute(const QByteArray& before, const QByteArray& after)
{
    const QList<Line> a = split(before);
    const QList<Line> b = split(after);
    const auto same = [](const Line& x, const Line& y) { return x.text == y.text && x.ending == y.ending; };

    // An edit of authorized_keys touches a few lines: trim what both ends share, then run the
    // longest common subsequence on the middle only.
    qsizetype head = 0;
    while (head < a.size() && head < b.size() && same(a[head], b[head]))
        ++head;
    qsizetype tail = 0;
    while (tail < a.size() - head && tail < b.size() - head &&
           same(a[a.size() - 1 - tail], b[b.size() - 1 - tail]))
        ++tail;
    const qsizetype n = a.size() - head - tail;
    const qsizetype m = b.size() - head - tail;

    QList<Line> out;
    auto emitSame = [&out](const Line& x, const Line& y) {
        Line l = y;
        l.kind = Kind::Same;
        l.before = x.before;
        l.after = y.after;
        out << l;
    };
    auto emitRemoved = [&out](const Line& x) {
        Line l = x;
        l.kind = Kind::Removed;
        l.after = 0;
        out << l;
    };
    auto emitAdded = [&out](const Line& y) {
        Line l = y;
        l.kind = Kind::Added;
        l.before = 0;
        out << l;
    };
    for (qsizetype i = 0; i < head; ++i)
        emitSame(a[i], b[i]);
    if (n * m <= 4'000'000) {
        // lcs[i][j]: the common length of a[head+i..] and b[head+j..].
        std::vector<std::vector<int>> lcs(size_t(n + 1), std::vector<int>(size_t(m + 1), 0));
        for (qsizetype i = n - 1; i >= 0; --i) {
            for (qsizetype j = m - 1; j >= 0; --j)
                lcs[i][j] = same(a[head + i], b[head + j]) ? lcs[i + 1][j + 1] + 1
                                                           : std::max(lcs[i + 1][j], lcs[i][j + 1]);
        }
        qsizetype i = 0;
        qsizetype j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && same(a[head + i], b[head + j])) {
                emitSame(a[head + i++], b[head + j++]);
            } else if (i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1])) {
                // Removed lines first, then added ones, as diff -u shows a replaced block.
                emitRemoved(a[head + i++]);
            } else {
                emitAdded(b[head + j++]);
            }
        }
    } else {
        for (qsizetype i = 0; i < n; ++i)
            emitRemoved(a[head + i]);
        for (qsizetype j = 0; j < m; ++j)
            emitAdded(b[head + j]);
    }
    for (qsizetype k = tail; k > 0; --k)
        emitSame(a[a.size() - k], b[b.size() - k]);
    return out;
}

bool LineDiff::hasChanges(const QList<Line>& lines)
{
    return std::any_of(lines.cbegin(), lines.cend(), [](const Line& l) { return l.kind != Kind::Same; });
}

QString LineDiff::elideBase64(const QString& text)
{
    static const QRegularExpression run(QStringLiteral("[A-Za-z0-9+/]{60,}={0,2}"));
    QString out;
    qsizetype from = 0;
    for (auto it = run.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(from, m.capturedStart() - from);
        const QString blob = m.captured();
        out += blob.left(12) + QStringLiteral("…") + blob.right(20);
        from = m.capturedEnd();
    }
    return out + text.mid(from);
}

QString LineDiff::toHtml(const QList<Line>& lines, int context)
{
    if (lines.isEmpty())
        return Tr::tr("<i>The file is empty.</i>");
    const bool changes = hasChanges(lines);
    // Which lines to show: the changes and their context (everything when nothing changes).
    QList<bool> shown(lines.size(), !changes);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].kind == Kind::Same)
            continue;
        for (qsizetype k = std::max<qsizetype>(0, i - context); k <= std::min(lines.size() - 1, i + context);
             ++k)
            shown[k] = true;
    }
    const QColor removed = healthColor(status::HealthState::Error);
    const QColor added = healthColor(status::HealthState::Healthy);
    // Rows tinted from the text view's own background: a light tint under dark text, a dark one
    // under a dark palette's light text.
    const QColor base = QApplication::palette().color(QPalette::Base);
    const bool dark = base.lightnessF() < 0.5;
    const auto tint = [base, dark](const QColor& c) {
        QColor opaque = c;
        opaque.setAlphaF(1.0f);
        return StatusStyle::mix(base, opaque, dark ? 0.3 : 0.22).name();
    };
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='1' width='100%' "
                                  "style='font-family: monospace; white-space: pre;'>");
    const auto row = [&html](const QString& bg, const QString& before, const QString& after,
                             const QString& mark, const QString& text) {
        const QString attr = bg.isEmpty() ? QString() : QStringLiteral(" bgcolor='%1'").arg(bg);
        html += QStringLiteral("<tr><td%1 align='right' style='color:gray'>%2&nbsp;</td>"
                               "<td%1 align='right' style='color:gray'>%3&nbsp;</td>"
                               "<td%1><b>%4</b></td><td%1 width='100%'>%5</td></tr>")
                    .arg(attr, before, after, mark, text);
    };
    qsizetype i = 0;
    while (i < lines.size()) {
        if (!shown[i]) {
            qsizetype j = i;
            while (j < lines.size() && !shown[j])
                ++j;
            row(QString(), QString(), QString(), QString(),
                QStringLiteral("<span style='color:gray'>%1</span>")
                    .arg(Tr::tr("⋯ %n unchanged line(s)", nullptr, int(j - i))));
            i = j;
            continue;
        }
        const Line& l = lines[i];
        QString text = elideBase64(QString::fromUtf8(l.text)).toHtmlEscaped();
        if (l.ending == "\r\n")
            text += QStringLiteral("<span style='color:gray'>␍</span>");
        if (l.ending.isEmpty())
            text += QStringLiteral(" <span style='color:gray'><i>%1</i></span>")
                        .arg(Tr::tr("(no newline at end of file)"));
        const QString before = l.before ? QString::number(l.before) : QString();
        const QString after = l.after ? QString::number(l.after) : QString();
        switch (l.kind) {
        case Kind::Same:
            row(QString(), before, after, QStringLiteral("&nbsp;"), text);
            break;
        case Kind::Removed:
            row(tint(removed), before, QString(), QStringLiteral("−"), text);
            break;
        case Kind::Added:
            row(tint(added), QString(), after, QStringLiteral("+"), text);
            break;
        }
        ++i;
    }
    html += QStringLiteral("</table>");
    return html;
}

} // namespace fleetdeck::ui
