// SPDX-License-Identifier: GPL-3.0-or-later
// team/Metrics: the collector's /metrics page. Its figures are read from the nodes' statuses
// (a status document in cuzk's format, tests/fixtures/cuzk), names and labels escaped as the
// text format wants, figures a node has not reported left out; and the page is checked by
// Prometheus' own `promtool check metrics` (Debian's prometheus package), which parses it and
// lints names, types and help texts.
#include "status/CuzkStatus.h"
#include "support/Fixtures.h"
#include "team/Metrics.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace fleetdeck;

namespace {

status::NodeStatus busyNode()
{
    status::NodeStatus s;
    s.name = QStringLiteral("fra-4090-01");
    s.state = status::HealthState::Healthy;
    QString error;
    s.cuzk = status::CuzkStatus::parse(test::fixture(QStringLiteral("cuzk/status-busy.json")), &error);
    s.latencyMs = 12.5;
    s.proofsPerHour = 41.25;
    return s;
}

// promtool's verdict on a page: its exit code and what it said.
std::pair<int, QString> promtool(const QByteArray& page)
{
    QProcess p;
    p.start(QStringLiteral("promtool"), {QStringLiteral("check"), QStringLiteral("metrics")});
    if (!p.waitForStarted())
        return {-1, QStringLiteral("promtool did not start (Debian package prometheus): ") + p.errorString()};
    p.write(page);
    p.closeWriteChannel();
    p.waitForFinished(30000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError())};
}

} // namespace

class tst_Metrics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void figuresOfAHealthyNode()
    {
        const status::NodeStatus s = busyNode();
        QVERIFY(s.cuzk);
        const status::CuzkSummary summary = s.cuzk->summary();
        team::CollectorCounters counters;
        counters.polls = 1234;
        counters.pollErrors = 7;
        counters.leasedNodes = 1;
        const QByteArray page = team::renderMetrics({{s, 0.42}}, counters);
        const QByteArray node = "{node=\"fra-4090-01\"}";
        QVERIFY(page.contains("fleetdeck_node_healthy" + node + " 1\n"));
        QVERIFY(page.contains("fleetdeck_node_state{node=\"fra-4090-01\",state=\"healthy\"} 1\n"));
        QVERIFY(page.contains("fleetdeck_node_state{node=\"fra-4090-01\",state=\"daemon_down\"} 0\n"));
        QVERIFY(page.contains("fleetdeck_node_proofs_per_hour" + node + " 41.25\n"));
        QVERIFY(page.contains("fleetdeck_node_queue_depth" + node + " " +
                              QByteArray::number(summary.queueDepth) + "\n"));
        QVERIFY(page.contains("fleetdeck_node_gpu_workers_busy" + node + " " +
                              QByteArray::number(summary.gpuWorkersBusy) + "\n"));
        QVERIFY(page.contains("fleetdeck_node_poll_latency_seconds" + node + " 0.012500000000000001\n") ||
                page.contains("fleetdeck_node_poll_latency_seconds" + node + " 0.0125\n"));
        QVERIFY(page.contains("fleetdeck_node_cost_per_hour_usd" + node + " 0.41999999999999998\n") ||
                page.contains("fleetdeck_node_cost_per_hour_usd" + node + " 0.42\n"));
        QVERIFY(page.contains(
            "# TYPE fleetdeck_collector_polls_total counter\nfleetdeck_collector_polls_total 1234\n"));
        QVERIFY(page.contains("fleetdeck_collector_poll_errors_total 7\n"));
        QVERIFY(page.contains(
            "# TYPE fleetdeck_collector_leased_nodes gauge\nfleetdeck_collector_leased_nodes 1\n"));
        // Every state listed, exactly one of them 1.
        int states = 0, current = 0;
        for (const QByteArray& line : page.split('\n')) {
            if (line.startsWith("fleetdeck_node_state{")) {
                ++states;
                current += line.endsWith(" 1") ? 1 : 0;
            }
        }
        QCOMPARE(states, 9);
        QCOMPARE(current, 1);
    }

    void whatANodeDidNotSayIsLeftOut()
    {
        status::NodeStatus down;
        down.name = QStringLiteral("nyc-a100-02");
        down.state = status::HealthState::Unreachable;
        down.consecutiveFailures = 3;
        const QByteArray page = team::renderMetrics({{down, std::nullopt}}, {});
        QVERIFY(page.contains("fleetdeck_node_healthy{node=\"nyc-a100-02\"} 0\n"));
        QVERIFY(page.contains("fleetdeck_node_state{node=\"nyc-a100-02\",state=\"unreachable\"} 1\n"));
        QVERIFY(page.contains("fleetdeck_node_consecutive_poll_failures{node=\"nyc-a100-02\"} 3\n"));
        for (const char* absent :
             {"fleetdeck_node_proofs_per_hour{", "fleetdeck_node_queue_depth{",
              "fleetdeck_node_gpu_workers_busy{", "fleetdeck_node_poll_latency_seconds{",
              "fleetdeck_node_cost_per_hour_usd{", "fleetdeck_node_proofs_failed_total{"})
            QVERIFY2(!page.contains(absent), absent);
        // The families are still declared, so a dashboard's query finds them.
        QVERIFY(page.contains("# TYPE fleetdeck_node_queue_depth gauge\n"));
    }

    void labelValuesAreEscaped()
    {
        QCOMPARE(team::escapeLabelValue(QStringLiteral("a\"b\\c\nd")), QByteArray("a\\\"b\\\\c\\nd"));
        QCOMPARE(team::escapeLabelValue(QStringLiteral("gpu-节点")), QStringLiteral("gpu-节点").toUtf8());
    }

    // The real parser and linter: the page of a mixed fleet passes; a page with a broken line fails
    // (the check can fail).
    void promtoolAcceptsThePage()
    {
        status::NodeStatus odd = busyNode();
        odd.name = QStringLiteral("odd \"name\" \\ 节点");
        status::NodeStatus down;
        down.name = QStringLiteral("down-01");
        down.state = status::HealthState::AuthFailed;
        team::CollectorCounters counters;
        counters.polls = 10;
        counters.leasedNodes = 3;
        const QByteArray page =
            team::renderMetrics({{busyNode(), 1.5}, {odd, std::nullopt}, {down, 0.2}}, counters);
        const auto [code, said] = promtool(page);
        QVERIFY2(code == 0, qPrintable(said + QStringLiteral("\n") + QString::fromUtf8(page)));
        const auto [badCode, badSaid] = promtool(page + "fleetdeck_node_healthy{node=\"x\" 1\n");
        QVERIFY2(badCode != 0, qPrintable(badSaid));
    }
};

QTEST_GUILESS_MAIN(tst_Metrics)
#include "tst_metrics.moc"
