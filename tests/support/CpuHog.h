// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QString>
#include <QTest>

#include <pthread.h>
#include <sched.h>

#include <atomic>
#include <cstring>
#include <thread>

namespace fleetdeck::test {

// Makes the calling (GUI) thread wait for a core for about `busyMs`: pins it to CPU 0, where a
// real-time thread (SCHED_FIFO) then computes for `busyMs`, while the caller's event loop runs
// whenever it gets the CPU back (for `loopMs` in all). The caller's affinity is restored.
// Returns an empty string, or why the hog could not be set up.
inline QString waitForCpuZero(int busyMs, int loopMs)
{
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(0, &one);
    cpu_set_t before;
    if (pthread_getaffinity_np(pthread_self(), sizeof before, &before) != 0 || !CPU_ISSET(0, &before))
        return QStringLiteral("CPU 0 is not available to this test");
    if (const int error = pthread_setaffinity_np(pthread_self(), sizeof one, &one))
        return QStringLiteral("cannot pin to CPU 0: %1").arg(QString::fromLocal8Bit(strerror(error)));
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
        while (busy.elapsed() < busyMs)
            sink = sink + 1;
    });
    QTest::qWait(loopMs);
    hog.join();
    pthread_setaffinity_np(pthread_self(), sizeof before, &before);
    return started == 0 ? QString()
                        : QStringLiteral("a real-time thread on CPU 0: %1")
                              .arg(QString::fromLocal8Bit(strerror(started)));
}

} // namespace fleetdeck::test
