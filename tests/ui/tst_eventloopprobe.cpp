// SPDX-License-Identifier: GPL-3.0-or-later
#include "EventLoopProbe.h"
#include "support/CpuHog.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using fleetdeck::ui::EventLoopProbe;

class TstEventLoopProbe : public QObject
{
    Q_OBJECT

    static QList<QJsonObject> lines(const QString& path)
    {
        QList<QJsonObject> result;
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            while (!file.atEnd())
                result << QJsonDocument::fromJson(file.readLine()).object();
        }
        return result;
    }

private slots:
    void aBlockedLoopIsReportedAndAFreeOneIsNot()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("probe.jsonl"));
        EventLoopProbe probe(path);
        QVERIFY(probe.isOpen());
        QTest::qWait(1200); // a free second
        QTRY_VERIFY_WITH_TIMEOUT(!lines(path).isEmpty(), 3000);
        const QJsonObject free = lines(path).first();
        QVERIFY2(free.value(QStringLiteral("worst_late_ms")).toDouble() < 40,
                 qPrintable(QJsonDocument(free).toJson()));
        QCOMPARE(free.value(QStringLiteral("late_over_50ms")).toInt(), 0);
        QVERIFY(free.value(QStringLiteral("ticks")).toInt() > 50);

        QThread::msleep(150); // the GUI thread blocked: the next tick is ~140 ms late
        QTRY_VERIFY_WITH_TIMEOUT(lines(path).size() >= 2, 3000);
        const QJsonObject blocked = lines(path).at(1);
        QVERIFY2(blocked.value(QStringLiteral("worst_late_ms")).toDouble() >= 130,
                 qPrintable(QJsonDocument(blocked).toJson()));
        QCOMPARE(blocked.value(QStringLiteral("late_over_50ms")).toInt(), 1);
        // Blocked is the thread's own doing: not left out as waiting for a core.
        QVERIFY2(blocked.value(QStringLiteral("worst_own_late_ms")).toDouble() >= 130,
                 qPrintable(QJsonDocument(blocked).toJson()));
        QCOMPARE(blocked.value(QStringLiteral("own_late_over_50ms")).toInt(), 1);
        QVERIFY(blocked.value(QStringLiteral("cpu_ms")).toDouble() > 0);
        QVERIFY(blocked.contains(QStringLiteral("runqueue_wait_ms")));
    }

    // How long after its poll each status reached the table: once per poll.
    void statusArrivalsAreListedOncePerPoll()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("probe.jsonl"));
        EventLoopProbe probe(path);
        fleetdeck::status::NodeStatus a;
        a.name = QStringLiteral("gpu-01");
        a.lastPolled = QDateTime::currentDateTimeUtc().addMSecs(-300);
        fleetdeck::status::NodeStatus b = a;
        b.name = QStringLiteral("gpu-02");
        b.lastPolled = a.lastPolled.addMSecs(-500);
        fleetdeck::status::NodeStatus never;
        never.name = QStringLiteral("gpu-03"); // not polled yet: no arrival
        probe.noteStatuses({a, b, never});
        probe.noteStatuses({a}); // the same poll again
        QTRY_VERIFY_WITH_TIMEOUT(!lines(path).isEmpty(), 3000);
        const QJsonArray arrivals = lines(path).first().value(QStringLiteral("status_arrivals_ms")).toArray();
        QCOMPARE(arrivals.size(), 2);
        QVERIFY2(arrivals.at(0).toInteger() >= 300 && arrivals.at(0).toInteger() < 1000,
                 qPrintable(QString::number(arrivals.at(0).toInteger())));
        QVERIFY(arrivals.at(1).toInteger() >= 800);

        a.lastPolled = QDateTime::currentDateTimeUtc().addMSecs(-40); // its next poll
        probe.noteStatuses({a});
        QTRY_VERIFY_WITH_TIMEOUT(lines(path).size() >= 2, 3000);
        const QJsonArray next = lines(path).at(1).value(QStringLiteral("status_arrivals_ms")).toArray();
        QCOMPARE(next.size(), 1);
        QVERIFY(next.at(0).toInteger() >= 40 && next.at(0).toInteger() < 700);
    }

    // Pinned to one CPU under a real-time thread that computes for 300 ms, the GUI thread is late
    // on the clock by about that much; its own lateness leaves the kernel's run-queue wait out.
    void waitingForACoreIsNotTheThreadsOwn()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("probe.jsonl"));
        {
            EventLoopProbe probe(path);
            QTest::qWait(50);
            const QString why = fleetdeck::test::waitForCpuZero(300, 400);
            QVERIFY2(why.isEmpty(), qPrintable(why));
            QTRY_VERIFY_WITH_TIMEOUT(!lines(path).isEmpty(), 3000);
        }
        const QJsonObject line = lines(path).first();
        QVERIFY2(line.value(QStringLiteral("worst_late_ms")).toDouble() >= 250,
                 qPrintable(QJsonDocument(line).toJson()));
        QVERIFY2(line.value(QStringLiteral("runqueue_wait_ms")).toDouble() >= 250,
                 qPrintable(QJsonDocument(line).toJson()));
        QVERIFY2(line.value(QStringLiteral("worst_own_late_ms")).toDouble() < 100,
                 qPrintable(QJsonDocument(line).toJson()));
    }

    void anUnwritableFileIsSaid()
    {
        EventLoopProbe probe(QStringLiteral("/nonexistent-dir/probe.jsonl"));
        QVERIFY(!probe.isOpen());
    }
};

QTEST_MAIN(TstEventLoopProbe)
#include "tst_eventloopprobe.moc"
