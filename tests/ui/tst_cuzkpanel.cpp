// SPDX-License-Identifier: GPL-3.0-or-later
// The daemon panel shows the fixture's numbers where an operator looks for them; the machine only
// when the system probe answered; "no status yet" before the first document; a stale document
// is marked as such.
#include "CuzkPanel.h"
#include "HealthStyle.h"
#include "PipelineWaterfall.h"
#include "StatCard.h"

#include "StatusFixtures.h"

#include <QLabel>
#include <QLocale>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {

QString text(const QWidget& root, const QString& name)
{
    if (const auto* label = root.findChild<QLabel*>(name))
        return label->text();
    if (const auto* card = root.findChild<StatCard*>(name))
        return card->value();
    return QStringLiteral("<missing %1>").arg(name);
}

bool shown(const QWidget& root, const QString& name)
{
    const auto* w = root.findChild<QWidget*>(name);
    return w && w->isVisibleTo(&root);
}

} // namespace

class tst_CuzkPanel : public QObject
{
    Q_OBJECT

private:
    QDateTime m_now = QDateTime::currentDateTimeUtc();

private Q_SLOTS:
    void initTestCase() { QVERIFY(testing::haveStatusFixtures()); }

    void emptyUntilTheFirstStatus()
    {
        CuzkPanel panel;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(!panel.hasStatus());
        QVERIFY(shown(panel, QStringLiteral("cuzkEmpty")));
        QVERIFY(!shown(panel, QStringLiteral("cuzkQueue")));

        status::NodeStatus noDocument;
        noDocument.name = QStringLiteral("a");
        noDocument.state = status::HealthState::Unreachable;
        panel.showStatus(noDocument);
        QVERIFY(shown(panel, QStringLiteral("cuzkEmpty")));

        panel.showStatus(testing::busyNode(m_now));
        QVERIFY(panel.hasStatus());
        QVERIFY(!shown(panel, QStringLiteral("cuzkEmpty")));
        QVERIFY(shown(panel, QStringLiteral("cuzkQueue")));
        panel.clear();
        QVERIFY(shown(panel, QStringLiteral("cuzkEmpty")));
    }

    void headlineAndBudgets()
    {
        CuzkPanel panel;
        panel.showStatus(testing::busyNode(m_now));
        const QLocale l;
        QCOMPARE(text(panel, QStringLiteral("cuzkQueue")), QStringLiteral("5"));
        QCOMPARE(text(panel, QStringLiteral("cuzkWorkers")), QStringLiteral("1 / 2"));
        QCOMPARE(text(panel, QStringLiteral("cuzkUptime")), QStringLiteral("3 h 07 min")); // 11,237.4 s
        QCOMPARE(text(panel, QStringLiteral("cuzkCompleted")), l.toString(2164));
        QCOMPARE(text(panel, QStringLiteral("cuzkFailed")), QStringLiteral("7"));
        QCOMPARE(text(panel, QStringLiteral("cuzkRate")), l.toString(71.6, 'f', 1));
        // 252,329,481,830 of 412,316,860,416 bytes (384 GiB); 159,987,378,586 available.
        const QString memory = text(panel, QStringLiteral("cuzkMemory"));
        QVERIFY2(memory.contains(QLatin1String("235 GiB used")), qPrintable(memory));
        QVERIFY2(memory.contains(QLatin1String("149 GiB available")), qPrintable(memory));
        QVERIFY2(memory.contains(QLatin1String("384 GiB total")), qPrintable(memory));
        QCOMPARE(text(panel, QStringLiteral("cuzkMemoryPercent")), QStringLiteral("61 %"));
        QCOMPARE(text(panel, QStringLiteral("cuzkSynthesis")), QStringLiteral("10 / 16"));
        QVERIFY(text(panel, QStringLiteral("cuzkFooter")).contains(QLatin1String("23 ms round trip")));
    }

    void workersPipelinesCountersAllocationsBuffers()
    {
        CuzkPanel panel;
        panel.showStatus(testing::busyNode(m_now));
        const QLocale l;
        QCOMPARE(text(panel, QStringLiteral("gpuWorkers_0_gpu")), QStringLiteral("GPU 0"));
        QCOMPARE(text(panel, QStringLiteral("gpuWorkers_0_state")), QStringLiteral("proving"));
        QCOMPARE(text(panel, QStringLiteral("gpuWorkers_0_job")), QStringLiteral("5e8d20c4 · porep-c2"));
        QCOMPARE(text(panel, QStringLiteral("gpuWorkers_0_partition")), QStringLiteral("5"));
        QCOMPARE(text(panel, QStringLiteral("gpuWorkers_0_busy")), QStringLiteral("4.7 s"));
        QCOMPARE(text(panel, QStringLiteral("gpuWorkers_1_state")), QStringLiteral("idle"));
        QCOMPARE(text(panel, QStringLiteral("gpuWorkers_1_job")), QStringLiteral("—"));
        QCOMPARE(text(panel, QStringLiteral("cuzkWorkersSectionSummary")), QStringLiteral("1 of 2 proving"));

        QCOMPARE(panel.waterfall()->pipelines().size(), 3);
        QCOMPARE(text(panel, QStringLiteral("cuzkPipelinesSectionSummary")),
                 QStringLiteral("3 running · 5 queued"));

        QCOMPARE(text(panel, QStringLiteral("counters_porep-c2_completed")), l.toString(2101));
        QCOMPARE(text(panel, QStringLiteral("counters_porep-c2_failed")), QStringLiteral("6"));
        QCOMPARE(text(panel, QStringLiteral("counters_wpost_completed")), QStringLiteral("63"));
        QCOMPARE(text(panel, QStringLiteral("counters_wpost_failed")), QStringLiteral("1"));
        QCOMPARE(text(panel, QStringLiteral("counters_total_completed")), l.toString(2164));
        // 7 failed of 2,171 attempts.
        QCOMPARE(text(panel, QStringLiteral("counters_total_rate")),
                 QStringLiteral("%1 %").arg(l.toString(0.3, 'f', 1)));

        QCOMPARE(text(panel, QStringLiteral("allocations_srs-porep-32g_size")), QStringLiteral("44 GiB"));
        QCOMPARE(text(panel, QStringLiteral("allocations_srs-porep-32g_evictable")), QStringLiteral("no"));
        QCOMPARE(text(panel, QStringLiteral("allocations_srs-wpost-32g_size")),
                 QStringLiteral("%1 GiB").arg(l.toString(5.0, 'f', 1)));
        QCOMPARE(text(panel, QStringLiteral("allocations_srs-wpost-32g_used")), QStringLiteral("12 min ago"));
        QCOMPARE(text(panel, QStringLiteral("allocations_srs-wpost-32g_evictable")), QStringLiteral("yes"));
        QCOMPARE(text(panel, QStringLiteral("allocations_pce-porep-32g_size")), QStringLiteral("27 GiB"));
        QCOMPARE(text(panel, QStringLiteral("allocations_pce-porep-32g_used")), QStringLiteral("31 s ago"));

        QCOMPARE(text(panel, QStringLiteral("buffers_now_synth")), QStringLiteral("10"));
        QCOMPARE(text(panel, QStringLiteral("buffers_now_provers")), QStringLiteral("1"));
        QCOMPARE(text(panel, QStringLiteral("buffers_now_aux")), QStringLiteral("2"));
        QCOMPARE(text(panel, QStringLiteral("buffers_now_shells")), QStringLiteral("7"));
        QCOMPARE(text(panel, QStringLiteral("buffers_now_handles")), QStringLiteral("4"));
    }

    void machineOnlyWhenProbed()
    {
        CuzkPanel panel;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        status::NodeStatus status = testing::busyNode(m_now);
        panel.showStatus(status);
        QVERIFY(shown(panel, QStringLiteral("cuzkMachine")));
        QCOMPARE(text(panel, QStringLiteral("gpus_0_model")), QStringLiteral("RTX 4090"));
        QCOMPARE(text(panel, QStringLiteral("gpus_0_util")), QStringLiteral("97 %"));
        QCOMPARE(text(panel, QStringLiteral("gpus_0_temp")), QStringLiteral("71 °C"));
        QCOMPARE(text(panel, QStringLiteral("gpus_0_power")), QStringLiteral("413 W"));
        QCOMPARE(text(panel, QStringLiteral("gpus_1_util")), QStringLiteral("4 %"));
        QCOMPARE(text(panel, QStringLiteral("cuzkMachineSectionSummary")), status.system->gpuModelSummary());
        const QLocale l;
        QCOMPARE(text(panel, QStringLiteral("systemLoad")),
                 QStringLiteral("%1 · %2 · %3")
                     .arg(l.toString(38.52, 'f', 2), l.toString(36.10, 'f', 2), l.toString(35.87, 'f', 2)));

        status.system->gpusAvailable = false;
        status.system->gpus.clear();
        status.system->gpuProblem = QStringLiteral("nvidia-smi: not installed");
        panel.showStatus(status);
        QVERIFY(shown(panel, QStringLiteral("gpuProblem")));
        QCOMPARE(text(panel, QStringLiteral("gpuProblem")), QStringLiteral("nvidia-smi: not installed"));

        status.system.reset();
        panel.showStatus(status);
        QVERIFY(!shown(panel, QStringLiteral("cuzkMachine")));
    }

    void idleAndFailingDaemons()
    {
        CuzkPanel panel;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        status::NodeStatus status = testing::busyNode(m_now);
        status.cuzk = testing::cuzkFixture(QStringLiteral("status-idle"));
        panel.showStatus(status);
        QCOMPARE(text(panel, QStringLiteral("cuzkWorkers")), QStringLiteral("0 / 2"));
        QCOMPARE(panel.waterfall()->pipelines().size(), 0);
        QVERIFY(shown(panel, QStringLiteral("allocations")) == false);

        status.cuzk = testing::cuzkFixture(QStringLiteral("status-failing"));
        panel.showStatus(status);
        QCOMPARE(text(panel, QStringLiteral("cuzkFailed")), QStringLiteral("92"));
        // 92 of 609 attempts: the failures card carries the error colour.
        auto* failed = panel.findChild<StatCard*>(QStringLiteral("cuzkFailed"));
        QCOMPARE(failed->accent(), healthColor(status::HealthState::Error));
        QCOMPARE(text(panel, QStringLiteral("counters_porep-c2_rate")), QStringLiteral("15 %"));
    }

    void staleDocumentIsMarked()
    {
        CuzkPanel panel;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        status::NodeStatus status = testing::busyNode(m_now);
        panel.showStatus(status);
        QVERIFY(!shown(panel, QStringLiteral("cuzkStale")));
        status.state = status::HealthState::DaemonDown;
        status.lastSeen = m_now.addSecs(-120);
        panel.showStatus(status);
        QVERIFY(shown(panel, QStringLiteral("cuzkStale")));
        QVERIFY2(text(panel, QStringLiteral("cuzkStale")).contains(QLatin1String("2 min ago")),
                 qPrintable(text(panel, QStringLiteral("cuzkStale"))));
    }

    void remoteTextIsNeverRichText()
    {
        CuzkPanel panel;
        status::NodeStatus status = testing::busyNode(m_now);
        status.cuzk->srs[0].circuitId = QStringLiteral("<img src=x>");
        panel.showStatus(status);
        auto* label = panel.findChild<QLabel*>(QStringLiteral("allocations_srs-<img src=x>_circuit"));
        QVERIFY(label);
        QCOMPARE(label->textFormat(), Qt::PlainText);
        QCOMPARE(label->text(), QStringLiteral("<img src=x>"));
    }
};

QTEST_MAIN(tst_CuzkPanel)
#include "tst_cuzkpanel.moc"
