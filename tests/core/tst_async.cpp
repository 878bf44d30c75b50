// SPDX-License-Identifier: GPL-3.0-or-later
// runGuarded(): blocking work off the calling thread, its result back on the guard's thread, and
// nothing delivered to a guard that is gone.
#include "Async.h"

#include <QSemaphore>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <atomic>

using namespace fleetdeck;

class tst_Async : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void workRunsOnThePoolAndTheResultComesBackOnTheGuardsThread()
    {
        QObject guard;
        QThread* worker = nullptr;
        QThread* deliveredOn = nullptr;
        int result = 0;
        runGuarded(
            &guard,
            [&worker] {
                worker = QThread::currentThread();
                return 42;
            },
            [&](int value) {
                deliveredOn = QThread::currentThread();
                result = value;
            });
        QCOMPARE(result, 0); // never synchronously, even when the pool is quick
        QTRY_COMPARE(result, 42);
        QVERIFY(worker && worker != QThread::currentThread());
        QCOMPARE(deliveredOn, QThread::currentThread());
    }

    void aGuardThatIsGoneGetsNothing()
    {
        QSemaphore release;
        std::atomic<bool> finished{false};
        bool delivered = false;
        {
            QObject guard;
            runGuarded(
                &guard,
                [&release, &finished] {
                    release.acquire(); // blocks until the guard is gone
                    finished = true;
                    return QStringLiteral("late");
                },
                [&delivered](const QString&) { delivered = true; });
        }
        release.release();
        QTRY_VERIFY(finished.load());
        QTest::qWait(100); // any delivery would have been posted by now
        QVERIFY(!delivered);
    }

    void manyRunsEachDeliverOnce()
    {
        QObject guard;
        QList<int> got;
        for (int i = 0; i < 50; ++i)
            runGuarded(
                &guard, [i] { return i * i; }, [&got](int v) { got << v; });
        QTRY_COMPARE(got.size(), 50);
        QTest::qWait(50);
        QCOMPARE(got.size(), 50);
        std::sort(got.begin(), got.end());
        for (int i = 0; i < 50; ++i)
            QCOMPARE(got.at(i), i * i);
    }
};

QTEST_GUILESS_MAIN(tst_Async)
#include "tst_async.moc"
