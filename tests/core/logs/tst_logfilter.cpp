// SPDX-License-Identifier: GPL-3.0-or-later
// LogFilter, LogMerge and TailFollower: --since forms, level and grep, several nodes merged in
// time order without reordering any node's own lines, and re-read sources giving only new lines.
#include "logs/LogFilter.h"

#include <QTest>
#include <QTimeZone>

using namespace fleetdeck;
using namespace fleetdeck::logs;

namespace {
LogLine at(const QString& node, const QString& text, int second)
{
    LogLine l;
    l.node = node;
    l.text = text;
    if (second >= 0)
        l.time = QDateTime(QDate(2026, 12, 3), QTime(10, 0, second), QTimeZone::utc());
    return l;
}
QStringList texts(const QList<LogLine>& lines)
{
    QStringList t;
    for (const LogLine& l : lines)
        t << l.text;
    return t;
}
} // namespace

class tst_LogFilter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sinceForms()
    {
        const QDateTime now(QDate(2026, 12, 3), QTime(12, 0), QTimeZone::utc());
        QCOMPARE(LogFilter::parseSince(QStringLiteral("90s"), now), now.addSecs(-90));
        QCOMPARE(LogFilter::parseSince(QStringLiteral("15m"), now), now.addSecs(-900));
        QCOMPARE(LogFilter::parseSince(QStringLiteral("2h"), now), now.addSecs(-7200));
        QCOMPARE(LogFilter::parseSince(QStringLiteral("1d"), now), now.addDays(-1));
        QCOMPARE(LogFilter::parseSince(QStringLiteral("2026-12-03T10:00:00Z"), now),
                 QDateTime(QDate(2026, 12, 3), QTime(10, 0), QTimeZone::utc()));
        QCOMPARE(LogFilter::parseSince(QStringLiteral("2026-12-03T11:00:00+01:00"), now),
                 QDateTime(QDate(2026, 12, 3), QTime(10, 0), QTimeZone::utc()));
        QCOMPARE(LogFilter::parseSince(QStringLiteral("2026-12-03T10:00:00"), now),
                 QDateTime(QDate(2026, 12, 3), QTime(10, 0), QTimeZone::utc())); // no zone: UTC
        QVERIFY(!LogFilter::parseSince(QStringLiteral("yesterday"), now).isValid());
        QVERIFY(!LogFilter::parseSince(QStringLiteral("5 minutes"), now).isValid());
    }

    void accepts()
    {
        LogFilter f;
        QVERIFY(f.isEmpty());
        LogLine l = at(QStringLiteral("n"), QStringLiteral("CUDA error"), 5);
        l.level = LogLevel::Warn;
        f.level = LogLevel::Error;
        QVERIFY(!f.accepts(l, l.time));
        f.level = LogLevel::Warn;
        QVERIFY(f.accepts(l, l.time));
        l.level.reset();
        QVERIFY(!f.accepts(l, l.time)); // no level: not shown under a level filter
        LogLine note = l;
        note.note = true;
        QVERIFY(f.accepts(note, {})); // Fleetdeck's notes always are
        f = {};
        f.grep = QRegularExpression(QStringLiteral("cuda"), QRegularExpression::CaseInsensitiveOption);
        QVERIFY(f.accepts(l, l.time));
        f.since = l.time.addSecs(1);
        QVERIFY(!f.accepts(l, l.time));
        QVERIFY(f.accepts(l, {})); // no time known at all: kept
    }

    void mergeKeepsEachNodesOrder()
    {
        LogMerge merge;
        merge.add({at(QStringLiteral("a"), QStringLiteral("a1"), 1),
                   at(QStringLiteral("a"), QStringLiteral("a2"), 5),
                   at(QStringLiteral("a"), QStringLiteral("a2+"), -1),
                   at(QStringLiteral("a"), QStringLiteral("a3"), 3)});
        merge.add({at(QStringLiteral("b"), QStringLiteral("b1"), 2),
                   at(QStringLiteral("b"), QStringLiteral("b2"), 4),
                   at(QStringLiteral("b"), QStringLiteral("b3"), 6)});
        // a3 is older than a2 but comes after it in a's own log: it stays after a2 (and its
        // continuation), and b's lines fall in by time.
        QCOMPARE(texts(merge.take()), (QStringList{"a1", "b1", "b2", "a2", "a2+", "a3", "b3"}));
        QVERIFY(merge.isEmpty());
        // The next batch starts from each node's last time.
        merge.add({at(QStringLiteral("b"), QStringLiteral("b4"), 7)});
        merge.add({at(QStringLiteral("a"), QStringLiteral("a4"), -1)}); // goes with a3 (10:00:03)
        QCOMPARE(texts(merge.take()), (QStringList{"a4", "b4"}));
    }

    void tailFollowerGivesWhatIsNew()
    {
        TailFollower tail;
        const auto lines = [](const QStringList& t) {
            QList<LogLine> l;
            for (const QString& s : t)
                l << at(QStringLiteral("n"), s, -1);
            return l;
        };
        bool gap = true;
        QCOMPARE(texts(tail.newLines(lines({"1", "2", "3"}), &gap)), (QStringList{"1", "2", "3"}));
        QVERIFY(!gap);
        QCOMPARE(texts(tail.newLines(lines({"2", "3", "4", "5"}), &gap)), (QStringList{"4", "5"}));
        QVERIFY(!gap);
        QCOMPARE(texts(tail.newLines(lines({"3", "4", "5"}), &gap)), QStringList());
        QVERIFY(!gap);
        // Everything seen has scrolled out: all is new, and a gap is reported.
        QCOMPARE(texts(tail.newLines(lines({"9", "10"}), &gap)), (QStringList{"9", "10"}));
        QVERIFY(gap);
    }
};

QTEST_GUILESS_MAIN(tst_LogFilter)
#include "tst_logfilter.moc"
