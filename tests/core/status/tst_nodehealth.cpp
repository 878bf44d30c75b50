// SPDX-License-Identifier: GPL-3.0-or-later
// The health state machine: flap suppression, recoveries, each degraded reason; the proof rate.
#include "base/Diagnosis.h"
#include "status/NodeHealth.h"

#include <QTest>

using namespace fleetdeck;
using fleetdeck::Diagnosis;

namespace {
fleetdeck::status::CuzkSummary snapshot(quint64 completed = 100, quint64 failed = 0, quint32 queue = 0,
                                        int busy = 1, int workers = 2)
{
    status::CuzkSummary s;
    s.uptimeSecs = 1000;
    s.totalCompleted = completed;
    s.totalFailed = failed;
    s.queueDepth = queue;
    s.gpuWorkersBusy = busy;
    s.gpuWorkersTotal = workers;
    s.memoryTotalBytes = 100ull << 30;
    s.memoryAvailableBytes = 50ull << 30;
    s.memoryUsedBytes = 50ull << 30;
    return s;
}
Diagnosis refused()
{
    return Diagnosis::make(QStringLiteral("connection_refused"), QStringLiteral("ECONNREFUSED"),
                           Diagnosis::Stage::Connect, {QStringLiteral("10.0.0.1"), QStringLiteral("22")});
}
Diagnosis daemonDown()
{
    return Diagnosis::make(QStringLiteral("status_unreachable"), QStringLiteral("open failed"),
                           Diagnosis::Stage::Channel, {QStringLiteral("9821")});
}
QStringList codes(const QList<Diagnosis>& list)
{
    QStringList out;
    for (const Diagnosis& d : list)
        out << d.code;
    return out;
}
} // namespace

class tst_NodeHealth : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void firstFailureOfANeverSeenNodeShowsAtOnce()
    {
        status::NodeHealth h;
        QCOMPARE(h.state(), status::HealthState::Unknown);
        QVERIFY(h.update(std::nullopt, refused()));
        QCOMPARE(h.state(), status::HealthState::Unreachable);
        QCOMPARE(h.diagnosis()->code, QStringLiteral("connection_refused"));
        QVERIFY(!h.isSuppressing());
    }

    void oneFailedPollIsHeldBackTheSecondTurnsBad()
    {
        status::NodeHealth h; // N = 2
        h.update(snapshot(), std::nullopt);
        QCOMPARE(h.state(), status::HealthState::Healthy);
        QVERIFY(!h.diagnosis());

        QVERIFY(h.update(std::nullopt, daemonDown())); // the reason changed, the state did not
        QCOMPARE(h.state(), status::HealthState::Healthy);
        QCOMPARE(h.diagnosis()->code, QStringLiteral("status_unreachable")); // newest shown at once
        QVERIFY(h.isSuppressing());
        QCOMPARE(h.consecutiveFailures(), 1);

        QVERIFY(h.update(std::nullopt, daemonDown()));
        QCOMPARE(h.state(), status::HealthState::DaemonDown);
        QVERIFY(!h.isSuppressing());
        QVERIFY(!h.update(std::nullopt, daemonDown())); // nothing new
        QCOMPARE(h.consecutiveFailures(), 3);
    }

    void flappingNeverTurnsBad()
    {
        status::NodeHealth h;
        h.update(snapshot(), std::nullopt);
        for (int i = 0; i < 10; ++i) {
            h.update(std::nullopt, refused());
            QCOMPARE(h.state(), status::HealthState::Healthy);
            h.update(snapshot(100 + i), std::nullopt);
            QCOMPARE(h.state(), status::HealthState::Healthy);
            QVERIFY(!h.diagnosis());
        }
    }

    void recoveryIsImmediate()
    {
        status::NodeHealth h;
        h.update(snapshot(), std::nullopt);
        h.update(std::nullopt, refused());
        h.update(std::nullopt, refused());
        QCOMPARE(h.state(), status::HealthState::Unreachable);
        QVERIFY(h.update(snapshot(), std::nullopt));
        QCOMPARE(h.state(), status::HealthState::Healthy);
        QCOMPARE(h.consecutiveFailures(), 0);
    }

    void thresholdIsConfigurable()
    {
        status::NodeHealth h(3);
        h.update(snapshot(), std::nullopt);
        h.update(std::nullopt, refused());
        h.update(std::nullopt, refused());
        QCOMPARE(h.state(), status::HealthState::Healthy);
        h.update(std::nullopt, refused());
        QCOMPARE(h.state(), status::HealthState::Unreachable);
        status::NodeHealth immediate(1);
        immediate.update(snapshot(), std::nullopt);
        immediate.update(std::nullopt, refused());
        QCOMPARE(immediate.state(), status::HealthState::Unreachable);
    }

    void badStateChangesKindWithoutWaiting()
    {
        // Already bad: a different failure is shown as its own state at once.
        status::NodeHealth h;
        h.update(std::nullopt, refused());
        QCOMPARE(h.state(), status::HealthState::Unreachable);
        h.update(std::nullopt, daemonDown());
        QCOMPARE(h.state(), status::HealthState::DaemonDown);
    }

    void aFailedFreshLoginBesideAWorkingSessionDegrades()
    {
        status::NodeHealth h;
        h.update(snapshot(), std::nullopt);
        QCOMPARE(h.state(), status::HealthState::Healthy);
        const Diagnosis denied =
            Diagnosis::make(QStringLiteral("auth_denied"), QStringLiteral("Permission denied (publickey)"),
                            Diagnosis::Stage::Auth);
        QVERIFY(h.update(snapshot(101, 0), std::nullopt, denied));
        QCOMPARE(h.state(), status::HealthState::Degraded);
        QVERIFY(h.diagnosis());
        QCOMPARE(h.diagnosis()->code, QStringLiteral("key_no_longer_accepted"));
        QCOMPARE(h.diagnosis()->stage, Diagnosis::Stage::Auth);
        QVERIFY2(h.diagnosis()->detail.contains(QLatin1String("Permission denied (publickey)")),
                 qPrintable(h.diagnosis()->detail));
        QVERIFY(!h.diagnosis()->hint.isEmpty());

        // It comes first, before the daemon's own reasons.
        h.update(snapshot(102, 4), std::nullopt, denied);
        QCOMPARE(codes(h.degradedReasons()), (QStringList{"key_no_longer_accepted", "jobs_failing"}));

        // Another cause of a failed fresh login keeps its own words.
        const Diagnosis timeout = Diagnosis::make(QStringLiteral("timeout"), QStringLiteral("no answer"),
                                                  Diagnosis::Stage::Handshake, {"10"});
        h.update(snapshot(103, 4), std::nullopt, timeout);
        QCOMPARE(h.diagnosis()->code, QStringLiteral("fresh_login_failed"));
        QVERIFY2(h.diagnosis()->message.contains(timeout.message), qPrintable(h.diagnosis()->message));

        // A fresh login works again: healthy.
        QVERIFY(h.update(snapshot(104, 4), std::nullopt));
        QCOMPARE(h.state(), status::HealthState::Healthy);
    }

    void jobsFailing()
    {
        status::NodeHealth h;
        h.update(snapshot(100, 3), std::nullopt);
        QCOMPARE(h.state(), status::HealthState::Healthy); // failures in the past are not a trend
        h.update(snapshot(101, 5), std::nullopt);
        QCOMPARE(h.state(), status::HealthState::Degraded);
        QCOMPARE(h.diagnosis()->code, QStringLiteral("jobs_failing"));
        QVERIFY(h.diagnosis()->message.contains(QLatin1String("2 more failed")));
        h.update(snapshot(102, 5), std::nullopt);
        QCOMPARE(h.state(), status::HealthState::Healthy);
    }

    void aRestartedDaemonIsNotFailing()
    {
        status::NodeHealth h;
        status::CuzkSummary before = snapshot(100, 10);
        h.update(before, std::nullopt);
        status::CuzkSummary after = snapshot(0, 0);
        after.uptimeSecs = 5;
        h.update(after, std::nullopt);
        QCOMPARE(h.state(), status::HealthState::Healthy);
    }

    void queueStuckNeedsTwoIdlePolls()
    {
        status::NodeHealth h;
        h.update(snapshot(100, 0, 4, 0), std::nullopt); // queued, all idle: once is not stuck
        QCOMPARE(h.state(), status::HealthState::Healthy);
        h.update(snapshot(100, 0, 5, 0), std::nullopt);
        QCOMPARE(h.state(), status::HealthState::Degraded);
        QCOMPARE(h.diagnosis()->code, QStringLiteral("queue_stuck"));
        QVERIFY(h.diagnosis()->message.contains(QLatin1String("5 jobs")));
        h.update(snapshot(101, 0, 5, 1), std::nullopt); // a worker took work
        QCOMPARE(h.state(), status::HealthState::Healthy);
        // An empty queue with idle workers is just idle.
        h.update(snapshot(101, 0, 0, 0), std::nullopt);
        h.update(snapshot(101, 0, 0, 0), std::nullopt);
        QCOMPARE(h.state(), status::HealthState::Healthy);
    }

    void memoryLow()
    {
        status::NodeHealth h;
        status::CuzkSummary s = snapshot();
        s.memoryTotalBytes = 1000;
        s.memoryAvailableBytes = 50; // exactly 5 %: not under
        h.update(s, std::nullopt);
        QCOMPARE(h.state(), status::HealthState::Healthy);
        s.memoryAvailableBytes = 49;
        h.update(s, std::nullopt);
        QCOMPARE(h.state(), status::HealthState::Degraded);
        QCOMPARE(h.diagnosis()->code, QStringLiteral("memory_low"));
        QVERIFY(h.diagnosis()->detail.contains(QLatin1String("4.9 %")));
    }

    void everyReasonIsListed()
    {
        status::NodeHealth h;
        status::CuzkSummary a = snapshot(100, 0, 3, 0);
        h.update(a, std::nullopt);
        status::CuzkSummary b = snapshot(100, 1, 3, 0);
        b.memoryAvailableBytes = 1;
        h.update(b, std::nullopt);
        QCOMPARE(codes(h.degradedReasons()), (QStringList{"jobs_failing", "queue_stuck", "memory_low"}));
        QCOMPARE(h.diagnosis()->code, QStringLiteral("jobs_failing"));
        // Degraded counts as good for flap suppression.
        h.update(std::nullopt, refused());
        QCOMPARE(h.state(), status::HealthState::Degraded);
        QVERIFY(h.isSuppressing());
    }

    void proofRateOverTheWindow()
    {
        status::ProofRate rate(600);
        const QDateTime t0 = QDateTime::fromSecsSinceEpoch(1700000000, Qt::UTC);
        QVERIFY(!rate.perHour());
        rate.add(t0, 100);
        QVERIFY(!rate.perHour());
        rate.add(t0.addSecs(60), 102);
        QCOMPARE(*rate.perHour(), 120.0); // 2 per minute
        // Twenty minutes later, the window covers only the last ten.
        for (int m = 2; m <= 20; ++m)
            rate.add(t0.addSecs(60 * m), 102 + quint64(m - 1)); // 1 per minute from here
        QCOMPARE(*rate.perHour(), 60.0);
        // A restarted daemon starts a new window instead of a negative rate.
        rate.add(t0.addSecs(60 * 21), 3);
        QVERIFY(!rate.perHour());
        rate.add(t0.addSecs(60 * 22), 5);
        QCOMPARE(*rate.perHour(), 120.0);
    }
};

QTEST_GUILESS_MAIN(tst_NodeHealth)
#include "tst_nodehealth.moc"
