// SPDX-License-Identifier: GPL-3.0-or-later
// The details panel's tabs: the connection as before, the daemon's status of the node shown, its
// history; a status of another node never lands in the panel.
#include "CuzkPanel.h"
#include "HistoryCharts.h"
#include "NodeDetailsPanel.h"
#include "StatCard.h"

#include "StatusFixtures.h"
#include "SyntheticHistory.h"

#include "storage/Database.h"

#include <QLabel>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {

Node node(qint64 id, const QString& name)
{
    Node n;
    n.id = id;
    n.name = name;
    n.host = QStringLiteral("203.0.113.7");
    return n;
}

QString queue(const NodeDetailsPanel& panel)
{
    return panel.findChild<StatCard*>(QStringLiteral("cuzkQueue"))->value();
}

} // namespace

class tst_NodeDetailsPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(testing::haveStatusFixtures()); }

    void tabsKeepTheConnectionFirst()
    {
        NodeDetailsPanel panel;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto* tabs = panel.findChild<QTabWidget*>(QStringLiteral("detailsTabs"));
        QVERIFY(tabs);
        QVERIFY(!tabs->isVisible()); // nothing selected
        panel.showNode(node(1, QStringLiteral("a")), status::HealthState::AuthFailed,
                       QStringLiteral("Permission denied"));
        QVERIFY(tabs->isVisible());
        QCOMPARE(tabs->count(), 3);
        QCOMPARE(panel.currentTab(), NodeDetailsPanel::Tab::Overview);
        QVERIFY(panel.findChild<QLabel*>(QStringLiteral("detailsAddress"))->isVisible());
        // The node and its reason stay in view on every tab.
        panel.setCurrentTab(NodeDetailsPanel::Tab::Daemon);
        QVERIFY(panel.findChild<QLabel*>(QStringLiteral("detailsTitle"))->isVisible());
        QVERIFY(panel.findChild<QLabel*>(QStringLiteral("detailsReason"))->isVisible());
        QVERIFY(panel.cuzkPanel()->isVisible());
        panel.clear();
        QVERIFY(!tabs->isVisible());
    }

    void statusOfTheNodeShown()
    {
        NodeDetailsPanel panel;
        panel.showNode(node(1, QStringLiteral("a")), status::HealthState::Healthy, QString());
        QVERIFY(!panel.cuzkPanel()->hasStatus());
        status::NodeStatus status = testing::busyNode(QDateTime::currentDateTimeUtc());
        status.name = QStringLiteral("a");
        panel.showStatus(status);
        QVERIFY(panel.cuzkPanel()->hasStatus());
        QCOMPARE(queue(panel), QStringLiteral("5"));

        // Another node's poll result arriving late changes nothing.
        status::NodeStatus other = status;
        other.name = QStringLiteral("b");
        other.cuzk = testing::cuzkFixture(QStringLiteral("status-idle"));
        panel.showStatus(other);
        QCOMPARE(queue(panel), QStringLiteral("5"));

        // Selecting another node forgets the first one's daemon until its own status comes.
        panel.showNode(node(2, QStringLiteral("b")), status::HealthState::Healthy, QString());
        QVERIFY(!panel.cuzkPanel()->hasStatus());
        panel.showStatus(other);
        QCOMPARE(queue(panel), QStringLiteral("0"));
        // The same node again (a model update) keeps what is shown.
        panel.showNode(node(2, QStringLiteral("b")), status::HealthState::Healthy, QString());
        QVERIFY(panel.cuzkPanel()->hasStatus());
    }

    void historyFollowsTheSelection()
    {
        QTemporaryDir dir;
        storage::Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("h.sqlite"))));
        const qint64 a = testing::addNode(db, QStringLiteral("a"));
        const qint64 b = testing::addNode(db, QStringLiteral("b"));
        status::StatusHistory history(db);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QVERIFY(testing::recordWeek(history, a, now, 1));

        NodeDetailsPanel panel;
        panel.historyCharts()->setClock([now] { return now; });
        panel.setHistory(&history, a);
        panel.showNode(node(a, QStringLiteral("a")), status::HealthState::Healthy, QString());
        panel.setCurrentTab(NodeDetailsPanel::Tab::History);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCOMPARE(panel.historyCharts()->nodeId(), a);
        QVERIFY(panel.historyCharts()->sampleCount(status::StatusHistory::Metric::QueueDepth) > 300);

        panel.showNode(node(b, QStringLiteral("b")), status::HealthState::Healthy, QString());
        QCOMPARE(panel.historyCharts()->nodeId(), b);
        QCOMPARE(panel.historyCharts()->sampleCount(status::StatusHistory::Metric::QueueDepth), 0);
        QVERIFY(panel.findChild<QLabel*>(QStringLiteral("historyEmpty"))->isVisible());
    }
};

QTEST_MAIN(tst_NodeDetailsPanel)
#include "tst_nodedetailspanel.moc"
