// SPDX-License-Identifier: GPL-3.0-or-later
// The status body as text: field order, number formatting, and a byte-exact match with the
// idle fixture.
#include "EngineState.h"
#include "Fixtures.h"
#include "ProofKind.h"
#include "Simulator.h"
#include "StatusDocument.h"
#include "StatusSchema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

using namespace fleetdeck::sim;
using fleetdeck::sim::test::cuzkFixture;
using fleetdeck::sim::test::jsonObject;
using fleetdeck::sim::test::StatusSchema;

class TestStatusDocument : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void documentTextLooksLikeTheDaemons();
    void idleEngineIsWrittenByteForByte();
    void busyEngineRendersEveryState();
};

void TestStatusDocument::initTestCase()
{
    QVERIFY(fleetdeck::test::haveFixtures(
        {QStringLiteral("cuzk/status-busy.json"), QStringLiteral("cuzk/status-idle.json")}));
}

void TestStatusDocument::documentTextLooksLikeTheDaemons()
{
    Simulator sim(Profile::Busy, 1);
    sim.setTime(100);
    const QByteArray json = sim.snapshotJson();
    QVERIFY(!json.contains('\n'));
    QVERIFY(!json.contains(": "));
    QVERIFY(QRegularExpression(QStringLiteral(R"(^\{"uptime_secs":\d+\.\d+,"memory":\{"total_bytes":\d+,)"))
                .match(QString::fromUtf8(json))
                .hasMatch());

    // Keys appear in the order the fixture (and so the daemon) writes them.
    auto keyOrder = [](const QByteArray& text) {
        QStringList keys;
        static const QRegularExpression key(QStringLiteral(R"re("([a-z_]+)":)re"));
        for (auto it = key.globalMatch(QString::fromUtf8(text)); it.hasNext();) {
            const QString k = it.next().captured(1);
            if (!keys.contains(k) && k != QLatin1String("wpost") && k != QLatin1String("winning"))
                keys << k;
        }
        return keys;
    };
    QCOMPARE(keyOrder(json), keyOrder(cuzkFixture(QStringLiteral("status-busy.json"))));
}

void TestStatusDocument::idleEngineIsWrittenByteForByte()
{
    // An engine in the idle fixture's state must serialize to exactly the fixture's bytes.
    EngineState state;
    state.params.memoryTotal = qint64(192) << 30;
    state.params.maxConcurrentSynthesis = 16;
    state.params.uptimeBeforeStart = 0;
    state.workers.push_back(GpuWorker{0, 0, {}, -1, 0});
    state.workers.push_back(GpuWorker{1, 1, {}, -1, 0});
    QCOMPARE(StatusDocument::write(state, 17.3), cuzkFixture(QStringLiteral("status-idle.json")));
}

void TestStatusDocument::busyEngineRendersEveryState()
{
    // One pipeline with a partition in each state, one worker proving, parameters in use.
    const ProofKind& porep = ProofKind::porep();
    EngineState state;
    state.params.memoryTotal = qint64(480) << 30;
    state.params.maxConcurrentSynthesis = 18;
    state.params.uptimeBeforeStart = 18000;
    Pipeline pipeline{QStringLiteral("3f1c2a9e-5b7d-4e21-9a0c-1d2e3f405162"), &porep, 1000 - 74.2, {}, {}};
    const PartitionState states[] = {PartitionState::Done,      PartitionState::Gpu,
                                     PartitionState::SynthDone, PartitionState::Synthesizing,
                                     PartitionState::Pending,   PartitionState::Failed};
    for (const PartitionState s : states) {
        Partition partition;
        partition.state = s;
        if (s == PartitionState::Done || s == PartitionState::Gpu || s == PartitionState::SynthDone ||
            s == PartitionState::Failed)
            partition.synthMs = 41000;
        if (s == PartitionState::Done)
            partition.gpuMs = 6900;
        pipeline.partitions.push_back(partition);
    }
    state.pipelines.push_back(pipeline);
    state.workers.push_back(GpuWorker{0, 0, pipeline.jobId, 1, 1000 - 3.1});
    state.workers.push_back(GpuWorker{1, 1, {}, -1, 0});
    state.srs.insert(porep.circuitId, Allocation{porep.srsBytes, 1000 - 3.1});
    state.pce.insert(QStringLiteral("wpost-32g"), Allocation{2147483648, 1000 - 611});
    state.counters.totalCompleted = 1287;
    state.counters.completedByKind.insert(QStringLiteral("porep-c2"), 1261);
    state.counters.completedByKind.insert(QStringLiteral("wpost"), 26);
    state.queue.push_back(QueuedJob{QStringLiteral("queued"), &porep});

    const QByteArray json = StatusDocument::write(state, 1000);
    QCOMPARE(StatusSchema::textViolations(json), QStringList());
    const QJsonObject doc = jsonObject(json);
    QCOMPARE(StatusSchema::violations(doc), QStringList());
    QCOMPARE(StatusSchema::inconsistencies(doc), QStringList());
    QVERIFY(json.contains(R"("uptime_secs":19000.0,)"));
    QVERIFY(json.contains(R"("started_secs_ago":74.2,)"));
    QVERIFY(json.contains(R"({"index":1,"state":"gpu","synth_ms":41000,"gpu_ms":null})"));
    QVERIFY(json.contains(R"({"index":4,"state":"pending","synth_ms":null,"gpu_ms":null})"));
    QVERIFY(json.contains(
        R"("current_job":"3f1c2a9e-5b7d-4e21-9a0c-1d2e3f405162","current_partition":1,"busy_secs":3.1})"));
    QVERIFY(json.contains(
        R"({"circuit_id":"porep-32g","bytes":47888885350,"last_used_secs_ago":3.1,"evictable":false})"));
    QVERIFY(json.contains(
        R"({"circuit_id":"wpost-32g","bytes":2147483648,"last_used_secs_ago":611.0,"evictable":true})"));
    QVERIFY(json.contains(
        R"("completed_by_kind":{"porep-c2":1261,"wpost":26},"failed_by_kind":{},"queue_depth":1})"));
    const QJsonObject memory = doc[QLatin1String("memory")].toObject();
    const qint64 inFlight = 3 * porep.partitionBytes; // synthesizing, synthesized, on the GPU
    QCOMPARE(memory[QLatin1String("used_bytes")].toInteger(), porep.srsBytes + 2147483648 + inFlight);
}

QTEST_GUILESS_MAIN(TestStatusDocument)
#include "tst_statusdocument.moc"
