// SPDX-License-Identifier: GPL-3.0-or-later
#include "logs/LogFilter.h"

#include <QTimeZone>

namespace fleetdeck::logs {

bool LogFilter::accepts(const LogLine& line, const QDateTime& timeKey) const
{
    if (line.note)
        return true; // Fleetdeck's own word on the stream is always shown
    if (level && (!line.level || *line.level > *level))
        return false;
    if (since.isValid() && timeKey.isValid() && timeKey < since)
        return false;
    if (!grep.pattern().isEmpty() && !grep.match(line.text).hasMatch())
        return false;
    return true;
}

QDateTime LogFilter::parseSince(const QString& text, const QDateTime& now)
{
    static const QRegularExpression duration(QStringLiteral(R"(^(\d+)([smhd])$)"));
    if (const QRegularExpressionMatch m = duration.match(text.trimmed()); m.hasMatch()) {
        const qint64 n = m.captured(1).toLongLong();
        const QChar unit = m.captured(2).at(0);
        const qint64 seconds = unit == u's' ? n : unit == u'm' ? n * 60 : unit == u'h' ? n * 3600 : n * 86400;
        return now.addSecs(-seconds);
    }
    QDateTime t = QDateTime::fromString(text.trimmed(), Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(text.trimmed(), Qt::ISODate);
    if (!t.isValid())
        return {};
    if (t.timeSpec() == Qt::LocalTime && !text.contains(u'Z') && !text.contains(u'+') &&
        text.count(u'-') <= 2) // no zone given: UTC, as the lines' own times are read
        t = QDateTime(t.date(), t.time(), QTimeZone::utc());
    return t.toUTC();
}

void LogMerge::add(const QList<LogLine>& lines)
{
    for (const LogLine& line : lines) {
        auto it = m_queues.find(line.node);
        if (it == m_queues.end()) {
            m_order << line.node;
            it = m_queues.insert(line.node, {});
        }
        it->lines << line;
    }
}

bool LogMerge::isEmpty() const
{
    for (const NodeQueue& q : m_queues) {
        if (!q.lines.isEmpty())
            return false;
    }
    return true;
}

QList<LogLine> LogMerge::take()
{
    QList<LogLine> merged;
    QList<qsizetype> heads(m_order.size(), 0);
    QList<QDateTime> keys(m_order.size());
    for (qsizetype i = 0; i < m_order.size(); ++i)
        keys[i] = m_queues.value(m_order.at(i)).lastKey;
    for (;;) {
        qsizetype best = -1;
        QDateTime bestKey;
        for (qsizetype i = 0; i < m_order.size(); ++i) {
            const NodeQueue& q = m_queues[m_order.at(i)];
            if (heads[i] >= q.lines.size())
                continue;
            const LogLine& head = q.lines.at(heads[i]);
            const QDateTime key = head.time.isValid() ? head.time : keys[i];
            // A node whose lines carry no time yet goes first: nothing says it is later.
            if (best < 0 || (!key.isValid() && bestKey.isValid()) ||
                (key.isValid() && bestKey.isValid() && key < bestKey)) {
                best = i;
                bestKey = key;
            }
        }
        if (best < 0)
            break;
        NodeQueue& q = m_queues[m_order.at(best)];
        const LogLine& line = q.lines.at(heads[best]++);
        if (line.time.isValid())
            keys[best] = line.time;
        merged << line;
    }
    for (qsizetype i = 0; i < m_order.size(); ++i) {
        NodeQueue& q = m_queues[m_order.at(i)];
        q.lines.clear();
        q.lastKey = keys[i];
    }
    return merged;
}

QList<LogLine> TailFollower::newLines(const QList<LogLine>& tail, bool* gap)
{
    if (gap)
        *gap = false;
    qsizetype from = 0;
    if (!m_first && !m_anchor.isEmpty()) {
        // The last place where the anchor (or, when its first lines scrolled out of the source,
        // its last ones) occurs: what follows it is new.
        qsizetype found = -1;
        for (qsizetype n = m_anchor.size(); n >= 1 && found < 0; --n) {
            const qsizetype skip = m_anchor.size() - n;
            for (qsizetype end = tail.size(); end >= n && found < 0; --end) {
                bool match = true;
                for (qsizetype i = 0; i < n && match; ++i)
                    match = tail.at(end - n + i).text == m_anchor.at(skip + i);
                if (match)
                    found = end;
            }
        }
        if (found >= 0)
            from = found;
        else if (gap)
            *gap = !tail.isEmpty();
    }
    m_first = false;
    const QList<LogLine> fresh = tail.mid(from);
    for (const LogLine& line : fresh) {
        m_anchor << line.text;
        if (m_anchor.size() > 3)
            m_anchor.removeFirst();
    }
    return fresh;
}

} // namespace fleetdeck::logs
