// SPDX-License-Identifier: GPL-3.0-or-later
// team/StatusRecord: a node's status as a collector writes it into the store and a console reads
// it back. The daemon's document and the probe's output travel as they came and are parsed again
// by the poll's own parsers, so the console's table and details read the same figures; a record
// of another format or with a broken document is refused with the reason.
#include "status/CuzkStatus.h"
#include "support/Fixtures.h"
#include "team/StatusRecord.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace fleetdeck;

class tst_StatusRecord : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aStatusComesBackAsItWasWritten()
    {
        status::NodeStatus s;
        s.name = QStringLiteral("fra-4090-01");
        s.state = status::HealthState::Degraded;
        s.document = test::fixture(QStringLiteral("cuzk/status-failing.json"));
        QString error;
        s.cuzk = status::CuzkStatus::parse(s.document, &error);
        QVERIFY2(s.cuzk, qPrintable(error));
        s.systemReport = QByteArrayLiteral("@@fleetdeck-probe gpus\n"
                                           "NVIDIA GeForce RTX 4090, 98, 71, 22123, 24564, 431.27\n"
                                           "@@fleetdeck-probe loadavg\n3.17 2.88 2.41 5/1622 918273\n"
                                           "@@fleetdeck-probe meminfo\nMemTotal: 527988292 kB\n"
                                           "MemAvailable: 196123456 kB\n@@fleetdeck-probe end\n");
        s.system = status::SystemInfo::parse(s.systemReport);
        s.diagnosis = Diagnosis::make(QStringLiteral("jobs_failing"), QStringLiteral("3 failed"), {},
                                      {QStringLiteral("3")});
        s.degradedReasons = {*s.diagnosis,
                             Diagnosis::make(QStringLiteral("queue_stuck"), QStringLiteral("queue 9"), {},
                                             {QStringLiteral("9")})};
        s.suppressing = true;
        s.consecutiveFailures = 2;
        s.latencyMs = 14.25;
        s.proofsPerHour = 38.5;
        s.lastSeen = QDateTime::fromMSecsSinceEpoch(1764763200123, Qt::UTC);
        s.lastPolled = s.lastSeen.addSecs(10);

        const QByteArray json = team::encodeStatus(s);
        const std::optional<status::NodeStatus> back =
            team::decodeStatus(QStringLiteral("fra-4090-01"), json, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->name, s.name);
        QCOMPARE(back->state, s.state);
        QCOMPARE(back->diagnosis, s.diagnosis);
        QCOMPARE(back->degradedReasons, s.degradedReasons);
        QCOMPARE(back->suppressing, true);
        QCOMPARE(back->consecutiveFailures, 2);
        QCOMPARE(back->latencyMs, s.latencyMs);
        QCOMPARE(back->proofsPerHour, s.proofsPerHour);
        QCOMPARE(back->lastSeen, s.lastSeen);
        QCOMPARE(back->lastPolled, s.lastPolled);
        QCOMPARE(back->document, s.document);
        QVERIFY(back->cuzk);
        QCOMPARE(back->cuzk->summary().toJson(), s.cuzk->summary().toJson());
        QCOMPARE(back->cuzk->pipelines.size(), s.cuzk->pipelines.size());
        QCOMPARE(back->cuzk->totalFailed, s.cuzk->totalFailed);
        QVERIFY(back->system);
        QCOMPARE(back->system->gpuModelSummary(), s.system->gpuModelSummary());
        QCOMPARE(back->system->gpuModelSummary(), QStringLiteral("RTX 4090"));
        QCOMPARE(back->system->load1, std::optional<double>(3.17));
        QCOMPARE(back->system->memAvailableBytes, s.system->memAvailableBytes);
    }

    void aNodeNeverSeenHasNoDocument()
    {
        status::NodeStatus s;
        s.state = status::HealthState::Unreachable;
        s.diagnosis = Diagnosis::make(QStringLiteral("connection_refused"), QStringLiteral("ECONNREFUSED"),
                                      {}, {QStringLiteral("10.0.0.7"), QStringLiteral("22")});
        s.lastPolled = QDateTime::fromMSecsSinceEpoch(1764763200000, Qt::UTC);
        const std::optional<status::NodeStatus> back =
            team::decodeStatus(QStringLiteral("n"), team::encodeStatus(s));
        QVERIFY(back);
        QCOMPARE(back->state, status::HealthState::Unreachable);
        QCOMPARE(back->diagnosis->code, QStringLiteral("connection_refused"));
        QVERIFY(!back->cuzk);
        QVERIFY(!back->system);
        QVERIFY(!back->latencyMs);
        QVERIFY(!back->lastSeen.isValid());
        QVERIFY(back->document.isNull());
    }

    void refusesWhatIsNotARecord_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("says");
        QTest::newRow("not json") << QByteArray("{\"state\":") << QString();
        QTest::newRow("array") << QByteArray("[]") << QStringLiteral("not a JSON object");
        QTest::newRow("newer format") << QByteArray("{\"format\":2,\"state\":\"healthy\"}")
                                      << QStringLiteral("unknown status record format 2");
        QTest::newRow("unknown state")
            << QByteArray(R"({"format":1,"state":"sleepy"})") << QStringLiteral("unknown state 'sleepy'");
        QTest::newRow("broken document")
            << QJsonDocument(
                   QJsonObject{{QStringLiteral("format"), 1},
                               {QStringLiteral("state"), QStringLiteral("healthy")},
                               {QStringLiteral("document"), QStringLiteral("{\"uptime_secs\": \"x\"}")}})
                   .toJson()
            << QStringLiteral("document: ");
    }
    void refusesWhatIsNotARecord()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, says);
        QString error;
        QVERIFY(!team::decodeStatus(QStringLiteral("n"), json, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY2(error.contains(says), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(tst_StatusRecord)
#include "tst_statusrecord.moc"
