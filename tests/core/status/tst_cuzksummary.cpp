// SPDX-License-Identifier: GPL-3.0-or-later
// CuzkSummary: the figures of the fleet table, now read through CuzkStatus. The error texts pinned
// here are the ones the summary parser gave before it delegated; they must not drift.
#include "JsonEdit.h"
#include "status/CuzkSummary.h"

#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::test;

class tst_CuzkSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // Every test below reads the status fixtures: none runs when one is missing.
        QVERIFY(
            haveFixtures({QStringLiteral("cuzk/status-busy.json"), QStringLiteral("cuzk/status-failing.json"),
                          QStringLiteral("cuzk/status-idle.json")}));
    }

    void fixtures_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<double>("uptime");
        QTest::addColumn<int>("queue");
        QTest::addColumn<qint64>("completed");
        QTest::addColumn<qint64>("failed");
        QTest::addColumn<int>("busy");
        QTest::addColumn<int>("workers");
        QTest::addColumn<int>("pipelines");
        QTest::addColumn<int>("synthActive");
        QTest::addColumn<qint64>("memoryTotal");
        QTest::addColumn<qint64>("memoryAvailable");
        QTest::newRow("busy") << "status-busy.json" << 11237.4 << 5 << qint64(2164) << qint64(7) << 1 << 2
                              << 3 << 10 << qint64(412316860416) << qint64(159987378586);
        QTest::newRow("failing") << "status-failing.json" << 11237.4 << 5 << qint64(517) << qint64(92) << 1
                                 << 2 << 3 << 10 << qint64(412316860416) << qint64(159987378586);
        QTest::newRow("idle") << "status-idle.json" << 17.3 << 0 << qint64(0) << qint64(0) << 0 << 2 << 0 << 0
                              << qint64(206158430208) << qint64(206158430208);
    }
    void fixtures()
    {
        QFETCH(QString, fixture);
        QString error;
        const std::optional<status::CuzkSummary> s = status::CuzkSummary::parse(cuzkFixture(fixture), &error);
        QVERIFY2(s, qPrintable(error));
        QTEST(s->uptimeSecs, "uptime");
        QTEST(int(s->queueDepth), "queue");
        QTEST(qint64(s->totalCompleted), "completed");
        QTEST(qint64(s->totalFailed), "failed");
        QTEST(s->gpuWorkersBusy, "busy");
        QTEST(s->gpuWorkersTotal, "workers");
        QTEST(s->pipelines, "pipelines");
        QTEST(int(s->synthesisActive), "synthActive");
        QCOMPARE(s->synthesisMax, 16u);
        QTEST(qint64(s->memoryTotalBytes), "memoryTotal");
        QTEST(qint64(s->memoryAvailableBytes), "memoryAvailable");

        const QJsonObject json = s->toJson();
        QCOMPARE(json.value(QStringLiteral("total_completed")).toInteger(), qint64(s->totalCompleted));
        QCOMPARE(json.value(QStringLiteral("gpu_workers_busy")).toInt(), s->gpuWorkersBusy);
        QCOMPARE(json.value(QStringLiteral("memory_total_bytes")).toInteger(), qint64(s->memoryTotalBytes));
        QCOMPARE(json.keys().size(), 11);
    }

    // One problem in an otherwise valid document, and the text the summary parser always gave.
    void errorTexts_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("error");
        const QByteArray busy = cuzkFixture(QStringLiteral("status-busy.json"));
        auto row = [&](const char* name, const JsonPath& path, const std::optional<QJsonValue>& value,
                       const char* error) {
            QTest::newRow(name) << edited(busy, path, value) << QString::fromUtf8(error);
        };
        row("uptime missing", {"uptime_secs"}, std::nullopt,
            "$.uptime_secs: expected a number, got nothing (missing)");
        row("uptime string", {"uptime_secs"}, QJsonValue(QStringLiteral("1h")),
            "$.uptime_secs: expected a number, got a string");
        row("memory array", {"memory"}, QJsonArray(), "$.memory: expected an object, got an array");
        row("memory total negative", {"memory", "total_bytes"}, QJsonValue(-1),
            "$.memory.total_bytes: expected an unsigned integer, got -1");
        row("memory used fraction", {"memory", "used_bytes"}, QJsonValue(1.5),
            "$.memory.used_bytes: expected an unsigned integer, got 1.5");
        row("memory available missing", {"memory", "available_bytes"}, std::nullopt,
            "$.memory.available_bytes: expected a number, got nothing (missing)");
        row("synthesis max null", {"synthesis", "max_concurrent"}, QJsonValue(QJsonValue::Null),
            "$.synthesis.max_concurrent: expected a number, got null");
        row("synthesis active bool", {"synthesis", "active"}, QJsonValue(true),
            "$.synthesis.active: expected a number, got a boolean");
        row("pipelines object", {"pipelines"}, QJsonObject(),
            "$.pipelines: expected an array, got an object");
        row("workers missing", {"gpu_workers"}, std::nullopt,
            "$.gpu_workers: expected an array, got nothing (missing)");
        row("counters missing", {"counters"}, std::nullopt,
            "$.counters: expected an object, got nothing (missing)");
        row("completed string", {"counters", "total_completed"}, QJsonValue(QStringLiteral("1287")),
            "$.counters.total_completed: expected a number, got a string");
        row("failed negative", {"counters", "total_failed"}, QJsonValue(-3),
            "$.counters.total_failed: expected an unsigned integer, got -3");
        row("queue depth bool", {"counters", "queue_depth"}, QJsonValue(false),
            "$.counters.queue_depth: expected a number, got a boolean");
        // These two used to stop after "expected ..."; the type found is now appended.
        row("worker state number", {"gpu_workers", "1", "state"}, QJsonValue(3),
            "$.gpu_workers[1].state: expected a string, got a number");
        QTest::newRow("array document") << QByteArray("[]") << "$: expected an object, got an array";
    }
    void errorTexts()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, error);
        QString actual;
        QVERIFY(!status::CuzkSummary::parse(body, &actual));
        QCOMPARE(actual, error);
    }

    void notJsonNamesTheOffset()
    {
        QString error;
        QVERIFY(!status::CuzkSummary::parse("{\"uptime_secs\": 1,", &error));
        QVERIFY2(error.startsWith(QLatin1String("$: not JSON at offset 18: ")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(tst_CuzkSummary)
#include "tst_cuzksummary.moc"
