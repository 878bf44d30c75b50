// SPDX-License-Identifier: GPL-3.0-or-later
// The history charts read a real StatusHistory (SQLite in a temporary directory): one point per
// reading over the last hour, display buckets over a day, gaps where the node did not answer,
// "No history yet" for a node without samples, and the range buttons.
#include "HistoryCharts.h"

#include "SyntheticHistory.h"

#include "storage/Database.h"

#include <QAreaSeries>
#include <QChart>
#include <QLabel>
#include <QLineSeries>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QValueAxis>

using namespace fleetdeck;
using namespace fleetdeck::ui;
using Metric = status::StatusHistory::Metric;

namespace {

QList<QLineSeries*> lines(QChart* chart)
{
    QList<QLineSeries*> out;
    for (QAbstractSeries* s : chart->series()) {
        if (auto* l = qobject_cast<QLineSeries*>(s))
            out.append(l);
    }
    return out;
}

int linePoints(QChart* chart)
{
    int n = 0;
    for (QLineSeries* l : lines(chart))
        n += int(l->count());
    return n;
}

} // namespace

class tst_HistoryCharts : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    storage::Database m_db;
    std::unique_ptr<status::StatusHistory> m_history;
    qint64 m_node = 0;
    qint64 m_quiet = 0; ///< a node without samples
    QDateTime m_now;

    /// `count` samples, one every `stepSecs`, ending `endSecsAgo` before now.
    void record(qint64 node, int count, int stepSecs, int endSecsAgo, bool withLatency = true)
    {
        QList<QPair<qint64, status::StatusSample>> samples;
        for (int i = 0; i < count; ++i) {
            status::StatusSample s;
            s.at = m_now.addSecs(-endSecsAgo - qint64(count - 1 - i) * stepSecs);
            s.ok = true;
            s.queueDepth = i % 5;
            s.totalCompleted = 100 + i;
            s.totalFailed = 2;
            s.memoryUsedBytes = 3e11;
            s.memoryTotalBytes = 5e11;
            if (withLatency)
                s.latencyMs = 20 + i % 3;
            samples.append({node, s});
        }
        QVERIFY2(m_history->record(samples), qPrintable(m_history->error()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_db.open(m_dir.filePath(QStringLiteral("history.sqlite"))), qPrintable(m_db.error()));
        m_node = testing::addNode(m_db, QStringLiteral("fra-4090-01"));
        m_quiet = testing::addNode(m_db, QStringLiteral("fra-4090-02"));
        QVERIFY(m_node > 0 && m_quiet > 0);
        m_history = std::make_unique<status::StatusHistory>(m_db);
        m_now = QDateTime::fromString(QStringLiteral("2025-03-10T12:00:30Z"), Qt::ISODate);
    }

    void init()
    {
        QSqlQuery(m_db.connection()).exec(QStringLiteral("DELETE FROM status_samples"));
        QSqlQuery(m_db.connection()).exec(QStringLiteral("DELETE FROM status_minutes"));
        m_history = std::make_unique<status::StatusHistory>(m_db);
    }

    void lastHourHasAPointPerReading()
    {
        record(m_node, 90, 20, 0);
        HistoryCharts charts;
        const QDateTime now = m_now;
        charts.setClock([now] { return now; });
        charts.setSource(m_history.get(), m_node);
        charts.refresh();
        QCOMPARE(charts.range(), HistoryCharts::Range::Hour);
        for (Metric m : {Metric::QueueDepth, Metric::Failed, Metric::MemoryUsed, Metric::Latency}) {
            const int expected = int(m_history->series(m_node, m, m_now.addSecs(-3600), m_now).size());
            QCOMPARE(expected, 90);
            QCOMPARE(charts.sampleCount(m), expected);
            QCOMPARE(charts.pointCount(m), expected);
            QCOMPARE(linePoints(charts.chart(m)), expected);
        }
        // One reading every 20 s is one line, not broken anywhere.
        QCOMPARE(lines(charts.chart(Metric::QueueDepth)).size(), 1);
        // The value axis reaches over the highest reading (queue depth 4) and starts at 0.
        const auto* y =
            qobject_cast<QValueAxis*>(charts.chart(Metric::QueueDepth)->axes(Qt::Vertical).value(0));
        QVERIFY(y);
        QCOMPARE(y->min(), 0.0);
        QVERIFY(y->max() >= 4);
        // Memory is charted in GiB.
        const QLineSeries* memory = lines(charts.chart(Metric::MemoryUsed)).value(0);
        QVERIFY(memory);
        QVERIFY(qAbs(memory->at(0).y() - 3e11 / (1024.0 * 1024 * 1024)) < 1e-6);
        // A completed-per-minute point per whole minute (the minute still counting is left out).
        QVERIFY(charts.pointCount(Metric::CompletedPerMinute) >= 28);
        QVERIFY(charts.pointCount(Metric::CompletedPerMinute) <= 30);
        QVERIFY(!charts.findChild<QLabel*>(QStringLiteral("historyEmpty"))->isVisibleTo(&charts));
        QCOMPARE(charts.findChild<QLabel*>(QStringLiteral("chartQueueDepthLatest"))->text(),
                 QStringLiteral("4 queued"));
    }

    void aGapBreaksTheLine()
    {
        // Twenty minutes of readings, twenty without (the node was down), then ten more.
        record(m_node, 60, 20, 30 * 60);
        record(m_node, 30, 20, 0);
        HistoryCharts charts;
        const QDateTime now = m_now;
        charts.setClock([now] { return now; });
        charts.setSource(m_history.get(), m_node);
        charts.refresh();
        QCOMPARE(charts.pointCount(Metric::QueueDepth), 90);
        QCOMPARE(lines(charts.chart(Metric::QueueDepth)).size(), 2);
    }

    void longerRangesAreBucketed()
    {
        // Three hours of one reading a minute, folded into minute buckets, then the last hour raw.
        record(m_node, 180, 60, 3600);
        QVERIFY(m_history->compact(m_now));
        record(m_node, 120, 30, 0);
        HistoryCharts charts;
        const QDateTime now = m_now;
        charts.setClock([now] { return now; });
        charts.setSource(m_history.get(), m_node);
        charts.setRange(HistoryCharts::Range::Day);
        charts.refresh();
        const auto series = m_history->series(m_node, Metric::QueueDepth, m_now.addSecs(-24 * 3600), m_now);
        QCOMPARE(charts.sampleCount(Metric::QueueDepth), int(series.size()));
        QVERIFY(series.size() >= 290);
        // Four hours in five-minute buckets.
        QVERIFY2(charts.pointCount(Metric::QueueDepth) >= 48 && charts.pointCount(Metric::QueueDepth) <= 50,
                 qPrintable(QString::number(charts.pointCount(Metric::QueueDepth))));
        // The band of lows and highs sits under the line.
        bool band = false;
        for (QAbstractSeries* s : charts.chart(Metric::QueueDepth)->series()) {
            if (auto* a = qobject_cast<QAreaSeries*>(s))
                band = band || a->lowerSeries() != nullptr;
        }
        QVERIFY(band);

        // The week: the same readings in half-hour buckets.
        charts.setRange(HistoryCharts::Range::Week);
        charts.refresh();
        QCOMPARE(charts.sampleCount(Metric::QueueDepth), int(series.size()));
        QVERIFY(charts.pointCount(Metric::QueueDepth) >= 8 && charts.pointCount(Metric::QueueDepth) <= 10);
    }

    void noHistoryYet()
    {
        HistoryCharts charts;
        const QDateTime now = m_now;
        charts.setClock([now] { return now; });
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        auto* empty = charts.findChild<QLabel*>(QStringLiteral("historyEmpty"));
        QVERIFY(empty->isVisible());
        charts.setSource(m_history.get(), m_quiet);
        QVERIFY(empty->isVisible());
        QVERIFY(empty->text().contains(QLatin1String("No history yet")));
        for (Metric m : HistoryCharts::metrics())
            QCOMPARE(charts.pointCount(m), 0);

        // One metric missing: its chart says so while the others draw.
        record(m_quiet, 30, 20, 0, false);
        charts.refresh();
        QVERIFY(!empty->isVisible());
        QCOMPARE(charts.pointCount(Metric::Latency), 0);
        QCOMPARE(charts.pointCount(Metric::QueueDepth), 30);
    }

    void rangeButtons()
    {
        record(m_node, 30, 20, 0);
        HistoryCharts charts;
        const QDateTime now = m_now;
        charts.setClock([now] { return now; });
        charts.setSource(m_history.get(), m_node);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        auto* day = charts.findChild<QToolButton*>(QStringLiteral("range24h"));
        auto* week = charts.findChild<QToolButton*>(QStringLiteral("range7d"));
        QVERIFY(day && week);
        QTest::mouseClick(day, Qt::LeftButton);
        QCOMPARE(charts.range(), HistoryCharts::Range::Day);
        QVERIFY(day->isChecked());
        QTest::mouseClick(week, Qt::LeftButton);
        QCOMPARE(charts.range(), HistoryCharts::Range::Week);
        QVERIFY(!day->isChecked());
        // Shown charts read at once on a range change.
        QCOMPARE(charts.sampleCount(Metric::QueueDepth), 30);
    }

    void newSamplesRedrawWhenShown()
    {
        record(m_node, 10, 20, 60);
        HistoryCharts charts;
        const QDateTime now = m_now;
        charts.setClock([now] { return now; });
        charts.setSource(m_history.get(), m_node);
        charts.refresh();
        QCOMPARE(charts.sampleCount(Metric::QueueDepth), 10);
        record(m_node, 2, 20, 0);
        charts.samplesRecorded(); // hidden: only remembered
        QCOMPARE(charts.sampleCount(Metric::QueueDepth), 10);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        QCOMPARE(charts.sampleCount(Metric::QueueDepth), 12);
        record(m_node, 1, 20, -20);
        charts.samplesRecorded();                             // shown, over an hour: at once
        QCOMPARE(charts.sampleCount(Metric::QueueDepth), 12); // the clock is pinned: still outside
    }
};

QTEST_MAIN(tst_HistoryCharts)
#include "tst_historycharts.moc"
