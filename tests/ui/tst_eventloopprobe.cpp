// SPDX-License-Identifier: GPL-3.0-or-later
#include "EventLoopProbe.h"

#include <QFile>
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
        QVERIFY(blocked.value(QStringLiteral("cpu_ms")).toDouble() > 0);
        QVERIFY(blocked.contains(QStringLiteral("runqueue_wait_ms")));
    }

    void anUnwritableFileIsSaid()
    {
        EventLoopProbe probe(QStringLiteral("/nonexistent-dir/probe.jsonl"));
        QVERIFY(!probe.isOpen());
    }
};

QTEST_MAIN(TstEventLoopProbe)
#include "tst_eventloopprobe.moc"
