// SPDX-License-Identifier: GPL-3.0-or-later
// The lateness probe counts every stall the thread causes itself, busy or blocked; only time the
// kernel says it spent waiting for a CPU is left out.
#include "support/LatenessProbe.h"

#include <QElapsedTimer>
#include <QTest>
#include <QThread>

#include <pthread.h>
#include <sched.h>

#include <atomic>
#include <cstring>
#include <thread>

using fleetdeck::test::LatenessProbe;

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
    }

    void aBlockedThreadIsLate()
    {
        LatenessProbe probe;
        QTest::qWait(50);
        QThread::msleep(300); // as a lock held elsewhere, or a blocking read, would
        QTest::qWait(50);
        QVERIFY2(probe.worstMs() >= 250, qPrintable(probe.describe()));
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
        cpu_set_t one;
        CPU_ZERO(&one);
        CPU_SET(0, &one);
        cpu_set_t before;
        QCOMPARE(pthread_getaffinity_np(pthread_self(), sizeof before, &before), 0);
        QVERIFY2(CPU_ISSET(0, &before), "CPU 0 is not available to this test");
        QCOMPARE(pthread_setaffinity_np(pthread_self(), sizeof one, &one), 0);
        LatenessProbe probe;
        QTest::qWait(50);
        std::atomic<int> started{-1};
        std::thread hog([&] {
            int error = pthread_setaffinity_np(pthread_self(), sizeof one, &one);
            sched_param realtime{};
            realtime.sched_priority = 1;
            if (!error)
                error = pthread_setschedparam(pthread_self(), SCHED_FIFO, &realtime);
            started = error;
            if (error)
                return;
            QElapsedTimer busy;
            busy.start();
            volatile quint64 sink = 0;
            while (busy.elapsed() < 300)
                sink = sink + 1;
        });
        QTest::qWait(400); // the event loop runs whenever the CPU is given back
        hog.join();
        pthread_setaffinity_np(pthread_self(), sizeof before, &before);
        QVERIFY2(started == 0, qPrintable(QStringLiteral("a real-time thread on CPU 0: %1")
                                              .arg(QString::fromLocal8Bit(strerror(started)))));
        qInfo("%s", qPrintable(probe.describe()));
        QVERIFY2(probe.rawWorstMs() >= 250, qPrintable(probe.describe()));
        QVERIFY2(probe.worstMs() < 100, qPrintable(probe.describe()));
    }
};

QTEST_GUILESS_MAIN(tst_LatenessProbe)
#include "tst_latenessprobe.moc"
