// SPDX-License-Identifier: GPL-3.0-or-later
// Renders the status views offscreen from the fixtures, light and dark, so that a person can look
// at them: set FLEETDECK_RENDER_DIR to keep the PNGs. Without it the test only checks that every
// view paints at a sensible size.
#include "CuzkPanel.h"
#include "HistoryCharts.h"
#include "NodeDetailsPanel.h"
#include "PipelineWaterfall.h"
#include "SummaryCards.h"

#include "StatusFixtures.h"
#include "SyntheticHistory.h"

#include "storage/Database.h"

#include <QApplication>
#include <QDir>
#include <QPalette>
#include <QScrollArea>
#include <QStyle>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x26, 0x29, 0x2e));
    p.setColor(QPalette::WindowText, QColor(0xe6, 0xe8, 0xeb));
    p.setColor(QPalette::Base, QColor(0x1d, 0x20, 0x24));
    p.setColor(QPalette::AlternateBase, QColor(0x2a, 0x2e, 0x33));
    p.setColor(QPalette::Text, QColor(0xe6, 0xe8, 0xeb));
    p.setColor(QPalette::Button, QColor(0x32, 0x36, 0x3b));
    p.setColor(QPalette::ButtonText, QColor(0xe6, 0xe8, 0xeb));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8b, 0xe0));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Mid, QColor(0x55, 0x5a, 0x60));
    p.setColor(QPalette::ToolTipBase, QColor(0x32, 0x36, 0x3b));
    p.setColor(QPalette::ToolTipText, QColor(0xe6, 0xe8, 0xeb));
    return p;
}

} // namespace

class tst_StatusRender : public QObject
{
    Q_OBJECT

private:
    QString m_out;
    QTemporaryDir m_dir;
    storage::Database m_db;
    std::unique_ptr<status::StatusHistory> m_history;
    qint64 m_nodeId = 0;
    QDateTime m_now;

    void save(QWidget& w, const QString& name)
    {
        const QPixmap pixmap = w.grab();
        QVERIFY(!pixmap.isNull());
        QVERIFY(pixmap.width() > 100 && pixmap.height() > 50);
        if (!m_out.isEmpty())
            QVERIFY(pixmap.save(QDir(m_out).filePath(name + QStringLiteral(".png"))));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(testing::haveStatusFixtures());
        m_out = qEnvironmentVariable("FLEETDECK_RENDER_DIR");
        if (!m_out.isEmpty())
            QDir().mkpath(m_out);
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QVERIFY(m_db.open(m_dir.filePath(QStringLiteral("history.sqlite"))));
        m_nodeId = testing::addNode(m_db, QStringLiteral("fra-4090-01"));
        QVERIFY(m_nodeId > 0);
        m_history = std::make_unique<status::StatusHistory>(m_db);
        m_now = QDateTime::currentDateTimeUtc();
        QVERIFY2(testing::recordWeek(*m_history, m_nodeId, m_now), qPrintable(m_history->error()));
    }

    void historyCharts_data()
    {
        QTest::addColumn<int>("range");
        QTest::addColumn<bool>("dark");
        QTest::newRow("1h-light") << int(HistoryCharts::Range::Hour) << false;
        QTest::newRow("24h-dark") << int(HistoryCharts::Range::Day) << true;
        QTest::newRow("7d-light") << int(HistoryCharts::Range::Week) << false;
        QTest::newRow("empty-light") << -1 << false;
    }

    void historyCharts()
    {
        QFETCH(int, range);
        QFETCH(bool, dark);
        QApplication::setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
        HistoryCharts charts;
        const QDateTime now = m_now;
        charts.setClock([now] { return now; });
        charts.setSource(m_history.get(), range < 0 ? m_nodeId + 1000 : m_nodeId);
        if (range >= 0)
            charts.setRange(HistoryCharts::Range(range));
        charts.resize(620, range < 0 ? 200 : 10);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        charts.refresh();
        charts.resize(620, charts.sizeHint().height());
        QCoreApplication::processEvents();
        save(charts, QStringLiteral("history-") + QString::fromLatin1(QTest::currentDataTag()));
    }

    void summaryCards_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addColumn<bool>("costs");
        QTest::newRow("light") << false << true;
        QTest::newRow("dark") << true << false;
    }

    void summaryCards()
    {
        QFETCH(bool, dark);
        QFETCH(bool, costs);
        QApplication::setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
        SummaryCards cards;
        models::FleetTableModel::Totals t;
        t.nodes = 24;
        t.healthy = 19;
        t.degraded = 2;
        t.down = 3;
        t.gpus = 46;
        t.proofsPerHour = 1384.5;
        t.nodesWithRate = 21;
        cards.setTotals(t);
        if (costs)
            cards.setCosts(38.40);
        cards.setActiveFilter(QStringLiteral("down"));
        cards.resize(cards.sizeHint().width() + 40, cards.sizeHint().height());
        cards.show();
        QVERIFY(QTest::qWaitForWindowExposed(&cards));
        save(cards, QStringLiteral("summary-") + QString::fromLatin1(QTest::currentDataTag()));
    }

    void detailsPanel_data()
    {
        QTest::addColumn<int>("tab");
        QTest::addColumn<int>("width");
        QTest::newRow("overview") << int(NodeDetailsPanel::Tab::Overview) << 560;
        QTest::newRow("daemon") << int(NodeDetailsPanel::Tab::Daemon) << 560;
        QTest::newRow("daemon-narrow") << int(NodeDetailsPanel::Tab::Daemon) << 380;
        QTest::newRow("history") << int(NodeDetailsPanel::Tab::History) << 560;
    }

    void detailsPanel()
    {
        QFETCH(int, tab);
        QFETCH(int, width);
        QApplication::setPalette(QApplication::style()->standardPalette());
        NodeDetailsPanel panel;
        Node node;
        node.id = m_nodeId;
        node.name = QStringLiteral("fra-4090-01");
        node.host = QStringLiteral("203.0.113.7");
        node.labels.insert(QStringLiteral("gpu"), QStringLiteral("4090"));
        panel.setHistory(m_history.get(), m_nodeId);
        const QDateTime now = m_now;
        panel.historyCharts()->setClock([now] { return now; });
        panel.showNode(node, status::HealthState::Healthy, QString());
        panel.showStatus(testing::busyNode(m_now));
        panel.setCurrentTab(NodeDetailsPanel::Tab(tab));
        panel.resize(width, 900);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        save(panel, QStringLiteral("details-") + QString::fromLatin1(QTest::currentDataTag()));
    }

    void cuzkPanel_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<bool>("dark");
        QTest::addColumn<bool>("machine");
        QTest::newRow("busy-light") << "status-busy" << false << true;
        QTest::newRow("busy-dark") << "status-busy" << true << true;
        QTest::newRow("failing-light") << "status-failing" << false << false;
        QTest::newRow("idle-dark") << "status-idle" << true << false;
    }

    void cuzkPanel()
    {
        QFETCH(QString, fixture);
        QFETCH(bool, dark);
        QFETCH(bool, machine);
        QApplication::setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
        const QDateTime now = QDateTime::currentDateTimeUtc();
        status::NodeStatus status = testing::busyNode(now);
        status.cuzk = testing::cuzkFixture(fixture);
        QVERIFY(status.cuzk);
        if (!machine)
            status.system.reset();
        QScrollArea area;
        auto* panel = new CuzkPanel;
        panel->showStatus(status);
        area.setWidget(panel);
        area.setWidgetResizable(true);
        area.resize(640, 400);
        area.show();
        QVERIFY(QTest::qWaitForWindowExposed(&area));
        area.resize(640, panel->heightForWidth(640 - 2 * area.frameWidth()) > 0
                             ? panel->heightForWidth(640)
                             : panel->sizeHint().height() + 2 * area.frameWidth());
        QCoreApplication::processEvents();
        save(*panel, QStringLiteral("cuzkpanel-") + QString::fromLatin1(QTest::currentDataTag()));
    }

    void waterfallWidths_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("narrow") << 360;
        QTest::newRow("wide") << 900;
    }

    void waterfallWidths()
    {
        QFETCH(int, width);
        QApplication::setPalette(QApplication::style()->standardPalette());
        PipelineWaterfall w;
        auto status = testing::cuzkFixture(QStringLiteral("status-busy"));
        QVERIFY(status);
        // And one snap job with many partitions.
        status::CuzkStatus::Pipeline many;
        many.jobId = QStringLiteral("5a5a5a5a-0000-4000-8000-000000000001");
        many.proofKind = QStringLiteral("snap");
        many.startedSecsAgo = 312;
        many.totalPartitions = 40;
        for (quint32 i = 0; i < 40; ++i) {
            status::CuzkStatus::Partition p;
            p.index = i;
            p.state = i < 22   ? QStringLiteral("done")
                      : i < 25 ? QStringLiteral("gpu")
                      : i < 31 ? QStringLiteral("synthesizing")
                               : QStringLiteral("pending");
            if (i < 25)
                p.synthMs = 30000 + i * 400;
            if (i < 22)
                p.gpuMs = 5000 + (i % 5) * 900;
            many.partitions.append(p);
        }
        many.partitionsDone = 22;
        auto pipelines = status->pipelines;
        pipelines.append(many);
        w.setPipelines(pipelines);
        w.resize(width, w.heightForWidth(width));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        save(w, QStringLiteral("waterfall-%1").arg(QString::fromLatin1(QTest::currentDataTag())));
    }
};

QTEST_MAIN(tst_StatusRender)
#include "tst_statusrender.moc"
