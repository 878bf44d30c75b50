// SPDX-License-Identifier: GPL-3.0-or-later
// The pipelines' waterfall from the shared fixtures: one row per pipeline, a cell per partition in
// its state's colour, the hover text of a finished partition, the empty state, wrapping.
#include "PipelineWaterfall.h"
#include "StatusStyle.h"

#include "StatusFixtures.h"

#include <QHelpEvent>
#include <QImage>
#include <QTest>
#include <QToolTip>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {

/// Inside a cell, clear of its rounded corners, its index (centred) and a finished cell's strip.
QPoint samplePoint(const QRectF& cell)
{
    return QPointF(cell.left() + cell.width() * 0.14 + 1, cell.top() + cell.height() * 0.25).toPoint();
}

QColor pixelAt(const QImage& image, const QPoint& logical, qreal dpr)
{
    return image.pixelColor((QPointF(logical) * dpr).toPoint());
}

bool near(const QColor& a, const QColor& b)
{
    return std::abs(a.red() - b.red()) <= 6 && std::abs(a.green() - b.green()) <= 6 &&
           std::abs(a.blue() - b.blue()) <= 6;
}

fleetdeck::status::CuzkStatus::Pipeline pipeline(const QString& id, int partitions)
{
    status::CuzkStatus::Pipeline p;
    p.jobId = id;
    p.proofKind = QStringLiteral("snap");
    p.totalPartitions = quint32(partitions);
    for (int i = 0; i < partitions; ++i) {
        status::CuzkStatus::Partition part;
        part.index = quint32(i);
        part.state = QStringLiteral("pending");
        p.partitions.append(part);
    }
    return p;
}

} // namespace

class tst_PipelineWaterfall : public QObject
{
    Q_OBJECT

private:
    status::CuzkStatus m_busy;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(testing::haveStatusFixtures());
        const auto busy = testing::cuzkFixture(QStringLiteral("status-busy"));
        QVERIFY(busy);
        m_busy = *busy;
        QCOMPARE(m_busy.pipelines.size(), 3);
    }

    void rowsAndCellsFollowTheFixture()
    {
        PipelineWaterfall w;
        w.setPipelines(m_busy.pipelines);
        w.resize(640, w.heightForWidth(640));
        for (int r = 0; r < 3; ++r) {
            const int n = int(m_busy.pipelines[r].partitions.size());
            for (int c = 0; c < n; ++c) {
                const QRectF cell = w.cellRect({r, c});
                QVERIFY2(!cell.isEmpty(), qPrintable(QStringLiteral("%1/%2").arg(r).arg(c)));
                QVERIFY(QRectF(w.rect()).contains(cell));
                QCOMPARE(w.partitionAt(cell.center().toPoint()), PipelineWaterfall::Cell({r, c}));
            }
            QVERIFY(w.cellRect({r, n}).isEmpty());
        }
        // Rows go down the widget in the daemon's order, cells left to right in index order.
        QVERIFY(w.cellRect({0, 0}).bottom() < w.cellRect({1, 0}).top());
        QVERIFY(w.cellRect({1, 0}).bottom() < w.cellRect({2, 0}).top());
        QVERIFY(w.cellRect({0, 3}).left() > w.cellRect({0, 2}).right());
        // Between cells there is nothing.
        const QRectF a = w.cellRect({0, 2});
        const QRectF b = w.cellRect({0, 3});
        QVERIFY(!w.partitionAt(QPointF((a.right() + b.left()) / 2, a.center().y()).toPoint()));
    }

    void cellsAreColouredByState_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("cell");
        QTest::addColumn<QString>("state");
        QTest::newRow("done") << "status-busy" << 0 << 3 << "done";
        QTest::newRow("gpu") << "status-busy" << 0 << 5 << "gpu";
        QTest::newRow("synth_done") << "status-busy" << 0 << 6 << "synth_done";
        QTest::newRow("synthesizing") << "status-busy" << 0 << 8 << "synthesizing";
        QTest::newRow("pending") << "status-busy" << 1 << 9 << "pending";
        QTest::newRow("wpost pending") << "status-busy" << 2 << 0 << "pending";
        QTest::newRow("failed") << "status-failing" << 0 << 6 << "failed";
    }

    void cellsAreColouredByState()
    {
        QFETCH(QString, fixture);
        QFETCH(int, row);
        QFETCH(int, cell);
        QFETCH(QString, state);
        const auto status = testing::cuzkFixture(fixture);
        QVERIFY(status);
        QCOMPARE(status->pipelines[row].partitions[cell].state, state);
        PipelineWaterfall w;
        w.setPipelines(status->pipelines);
        w.resize(640, w.heightForWidth(640));
        const QPixmap pixmap = w.grab();
        const QImage image = pixmap.toImage();
        const QColor seen = pixelAt(image, samplePoint(w.cellRect({row, cell})), pixmap.devicePixelRatio());
        QVERIFY2(near(seen, StatusStyle::partitionColor(state)),
                 qPrintable(QStringLiteral("%1 drawn as %2, expected %3")
                                .arg(state, seen.name(), StatusStyle::partitionColor(state).name())));
    }

    void statesHaveDistinctColours()
    {
        const QStringList states = StatusStyle::partitionStates();
        for (int i = 0; i < states.size(); ++i) {
            for (int j = i + 1; j < states.size(); ++j) {
                const QColor a = StatusStyle::partitionColor(states[i]);
                const QColor b = StatusStyle::partitionColor(states[j]);
                const int distance = std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
                                     std::abs(a.blue() - b.blue());
                QVERIFY2(distance > 90, qPrintable(states[i] + QLatin1Char('/') + states[j]));
            }
        }
    }

    void finishedPartitionTellsItsTimes()
    {
        PipelineWaterfall w;
        w.setPipelines(m_busy.pipelines);
        w.resize(640, w.heightForWidth(640));
        const QPoint inside = w.cellRect({0, 3}).center().toPoint();
        QCOMPARE(w.toolTipAt(inside), QStringLiteral("partition 3: synth 39.8 s, gpu 6.8 s"));
        // Partitions still working tell their state and the time known so far.
        QCOMPARE(w.toolTipAt(w.cellRect({0, 5}).center().toPoint()),
                 QStringLiteral("partition 5: on the GPU (synth 40.0 s)"));
        QCOMPARE(w.toolTipAt(w.cellRect({0, 8}).center().toPoint()),
                 QStringLiteral("partition 8: synthesizing"));
        // The row's label tells the whole job id.
        QVERIFY(w.toolTipAt(QPoint(8, int(w.cellRect({0, 0}).center().y())))
                    .contains(QLatin1String("5e8d20c4-7a1b-4c3f-9e62-b04f1d7a8c93")));

        // The same through a real tooltip event.
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QHelpEvent help(QEvent::ToolTip, inside, w.mapToGlobal(inside));
        QVERIFY(QCoreApplication::sendEvent(&w, &help));
        QTRY_COMPARE(QToolTip::text(), QStringLiteral("partition 3: synth 39.8 s, gpu 6.8 s"));
        QToolTip::hideText();
    }

    void noPipelinesSaysSo()
    {
        PipelineWaterfall w;
        w.setPipelines({});
        w.resize(400, w.heightForWidth(400));
        QVERIFY(w.heightForWidth(400) > 0);
        QVERIFY(!w.partitionAt(w.rect().center()));
        QVERIFY(w.toolTipAt(w.rect().center()).isEmpty());
        // Painting the empty state works and leaves the middle of the widget to the message.
        QVERIFY(!w.grab().isNull());
    }

    void growsWithPipelinesAndWrapsManyPartitions()
    {
        PipelineWaterfall w;
        w.setPipelines(m_busy.pipelines);
        const int three = w.sizeHint().height();
        QList<status::CuzkStatus::Pipeline> more = m_busy.pipelines;
        for (int i = 0; i < 5; ++i)
            more.append(pipeline(QStringLiteral("job-%1").arg(i), 10));
        w.setPipelines(more);
        QVERIFY2(w.sizeHint().height() > three * 2, qPrintable(QString::number(w.sizeHint().height())));

        // 200 partitions: the cells wrap inside the width instead of running off it.
        w.setPipelines({pipeline(QStringLiteral("big"), 200)});
        const int narrow = w.heightForWidth(360);
        const int wide = w.heightForWidth(1200);
        QVERIFY(narrow > wide);
        w.resize(360, narrow);
        for (int c = 0; c < 200; ++c) {
            const QRectF cell = w.cellRect({0, c});
            QVERIFY2(QRectF(w.rect()).contains(cell), qPrintable(QString::number(c)));
        }
        QCOMPARE(w.partitionAt(w.cellRect({0, 199}).center().toPoint()), PipelineWaterfall::Cell({0, 199}));
    }

    void missingPartitionsArePending()
    {
        // The daemon announced four partitions and listed one.
        status::CuzkStatus::Pipeline p = pipeline(QStringLiteral("short"), 1);
        p.totalPartitions = 4;
        PipelineWaterfall w;
        w.setPipelines({p});
        w.resize(500, w.heightForWidth(500));
        QVERIFY(!w.cellRect({0, 3}).isEmpty());
        QCOMPARE(w.toolTipAt(w.cellRect({0, 3}).center().toPoint()), QStringLiteral("partition 3: pending"));
    }
};

QTEST_MAIN(tst_PipelineWaterfall)
#include "tst_pipelinewaterfall.moc"
