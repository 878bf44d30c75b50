// SPDX-License-Identifier: GPL-3.0-or-later
// LogLinesModel: the ring keeps the newest lines (the oldest fall out, counted, their rows removed
// at the start), the filter picks the rows (a continuation line goes with its line's time),
// matching rows are found, and the row signals are what a view needs.
#include "models/LogLinesModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace fleetdeck;
using fleetdeck::logs::LogLine;
using fleetdeck::models::LogLinesModel;

namespace {
LogLine line(const QString& text, int second = -1, std::optional<logs::LogLevel> level = std::nullopt)
{
    LogLine l;
    l.node = QStringLiteral("gpu-01");
    l.text = text;
    l.level = level;
    if (second >= 0)
        l.time = QDateTime(QDate(2026, 12, 3), QTime(10, 0, second), QTimeZone::utc());
    return l;
}
} // namespace

class tst_LogLinesModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theRingKeepsTheNewest()
    {
        LogLinesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCapacity(100);
        QList<LogLine> batch;
        for (int i = 0; i < 150; ++i)
            batch << line(QStringLiteral("line %1").arg(i));
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        model.append(batch);
        QCOMPARE(model.rowCount(), 100);
        QCOMPARE(model.heldLines(), 100);
        QCOMPARE(model.droppedLines(), 50);
        QCOMPARE(model.lineAt(0).text, QStringLiteral("line 50"));
        QCOMPARE(model.lineAt(99).text, QStringLiteral("line 149"));
        QCOMPARE(removed.count(), 1);
        model.append({line(QStringLiteral("line 150"))});
        QCOMPARE(model.lineAt(0).text, QStringLiteral("line 51"));
        QCOMPARE(model.droppedLines(), 51);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.droppedLines(), 0);
    }

    void theFilterPicksRows()
    {
        LogLinesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.append({line(QStringLiteral("start"), 1, logs::LogLevel::Info),
                      line(QStringLiteral("CUDA error"), 2, logs::LogLevel::Error),
                      line(QStringLiteral("  at frame 0")), // continuation: no time, no level
                      line(QStringLiteral("slow disk"), 5, logs::LogLevel::Warn)});
        logs::LogFilter filter;
        filter.level = logs::LogLevel::Warn;
        model.setFilter(filter);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.lineAt(0).text, QStringLiteral("CUDA error"));
        // Appended lines are filtered the same way.
        model.append({line(QStringLiteral("fine"), 6, logs::LogLevel::Info),
                      line(QStringLiteral("bad"), 7, logs::LogLevel::Error)});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.heldLines(), 6);
        // Since: the continuation line counts as of its line's time.
        filter = {};
        filter.since = QDateTime(QDate(2026, 12, 3), QTime(10, 0, 2), QTimeZone::utc());
        model.setFilter(filter);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.lineAt(1).text, QStringLiteral("  at frame 0"));
        filter = {};
        filter.grep = QRegularExpression(QStringLiteral("^s"));
        model.setFilter(filter);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.matchingRows(QRegularExpression(QStringLiteral("disk"))), QList<int>{1});
    }

    void rolesAndColumns()
    {
        LogLinesModel model;
        LogLine l = line(QStringLiteral("boom"), 3, logs::LogLevel::Error);
        l.stderrStream = true;
        LogLine note = line(QStringLiteral("resumed"));
        note.note = true;
        model.append({l, note});
        QCOMPARE(model.index(0, LogLinesModel::LevelColumn).data().toString(), QStringLiteral("error"));
        QCOMPARE(model.index(0, LogLinesModel::TextColumn).data().toString(), QStringLiteral("boom"));
        QCOMPARE(model.index(0, 0).data(LogLinesModel::LevelRole).toInt(), int(logs::LogLevel::Error));
        QVERIFY(model.index(0, 0).data(LogLinesModel::StderrRole).toBool());
        QVERIFY(model.index(1, 0).data(LogLinesModel::NoteRole).toBool());
        QCOMPARE(model.index(1, LogLinesModel::LevelColumn).data().toString(), QStringLiteral("note"));
        QVERIFY(!model.index(0, LogLinesModel::TimeColumn).data().toString().isEmpty());
        QCOMPARE(model.columnCount(), int(LogLinesModel::ColumnCount));
    }
};

QTEST_GUILESS_MAIN(tst_LogLinesModel)
#include "tst_loglinesmodel.moc"
