// SPDX-License-Identifier: GPL-3.0-or-later
// The lateness probe counts every stall the thread causes itself, busy or blocked; only time the
// kernel says it spent waiting for a CPU is left out.
#include "support/CpuHog.h"
#include "support/LatenessProbe.h"

#include <QElapsedTimer>
#include <QTest>
#include <QThread>

using fleetdeck::test::LatenessProbe;
namespace test = fleetdeck::test;

class tst_LatenessProbe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aQuietThreadIsOnTime()
    {
        LatenessProbe probe;
        QTest::qWait(300);
        QVERIFY2(probe.worstMs() < 100, qPrintable(probe.describe()));
    }

    void aBusyThreadIsLate()
    {
        LatenessProbe probe;
        QTest::qWait(50);
        QElapsedTimer busy;
        busy.start();
        volatile quint64 sink = 0;
        while (busy.elapsed() < 300)
            sink = sink + 1;
        QTest::qWait(50);
        QVERIFY2(probe.worstMs() >= 250, qPrintable(probe.describe()));
        QVERIFY(probe.rawWorstMs() >= probe.worstMs());
        // It computed: the kernel counts the stall as time on a core (where it says at all).
        if (fleetdeck::RunQueueWait().sample().onCoreNs > 0)
            QVERIFY2(probe.worstRanMs() >= 150, qPrintable(probe.describe()));
    }

    void aBlockedThreadIsLate()
    {
        LatenessProbe probe;
        QTest::qWait(50);
        QThread::msleep(300); // as a lock held elsewhere, or a blocking read, would
        QTest::qWait(50);
        QVERIFY2(probe.worstMs() >= 250, qPrintable(probe.describe()));
        // Blocked, not computing: next to no time on a core.
        QVERIFY2(probe.worstRanMs() < 100, qPrintable(probe.describe()));
    }

    void excludedStepsAreNotCounted()
    {
        LatenessProbe probe;
        probe.excluding([] { QThread::msleep(300); });
        QTest::qWait(100);
        QVERIFY2(probe.worstMs() < 100, qPrintable(probe.describe()));
    }

    // Pinned to one CPU under a real-time thread that computes for 300 ms, the GUI thread is late
    // on the clock by about that much, and the kernel's run-queue count says it was the machine's.
    void waitingForACpuIsTheMachines()
    {
        LatenessProbe probe;
        QTest::qWait(50);
        const QString why = test::waitForCpuZero(300, 400);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        qInfo("%s", qPrintable(probe.describe()));
        QVERIFY2(probe.rawWorstMs() >= 250, qPrintable(probe.describe()));
        QVERIFY2(probe.worstMs() < 100, qPrintable(probe.describe()));
    }
};

QTEST_GUILESS_MAIN(tst_LatenessProbe)
#include "tst_latenessprobe.moc"
