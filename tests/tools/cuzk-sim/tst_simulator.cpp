// SPDX-License-Identifier: GPL-3.0-or-later
// The simulated engine: its documents meet the contract, and each profile behaves as named.
#include "Fixtures.h"
#include "Simulator.h"
#include "StatusSchema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <cmath>
#include <functional>

using namespace fleetdeck::sim;
using fleetdeck::sim::test::jsonObject;
using fleetdeck::sim::test::StatusSchema;

namespace {

constexpr double kTenMinutes = 600;

qint64 counter(const QJsonObject& doc, const char* key)
{
    return doc[QLatin1String("counters")][QLatin1String(key)].toInteger();
}

int provingWorkers(const QJsonObject& doc)
{
    int n = 0;
    for (const QJsonValue& w : doc[QLatin1String("gpu_workers")].toArray())
        n += w[QLatin1String("state")].toString() == QLatin1String("proving") ? 1 : 0;
    return n;
}

// Calls `visit` with the document at every `step` seconds from `from` to `to`, inclusive.
// A failed check inside `visit` only leaves the lambda, so sampling stops at the first one.
void sample(Simulator& sim, double from, double to, double step,
            const std::function<void(const QJsonObject&)>& visit)
{
    for (double t = from; t <= to + 1e-9 && !QTest::currentTestFailed(); t += step) {
        sim.setTime(t);
        visit(sim.snapshot());
    }
}

int stateRank(const QString& state)
{
    static const QStringList order = {QStringLiteral("pending"), QStringLiteral("synthesizing"),
                                      QStringLiteral("synth_done"), QStringLiteral("gpu"),
                                      QStringLiteral("done")};
    return int(order.indexOf(state));
}

void addProfileSeedRows()
{
    QTest::addColumn<Profile>("profile");
    QTest::addColumn<quint64>("seed");
    for (const QString& name : profileNames()) {
        for (const quint64 seed : {1ULL, 2ULL, 3ULL, 20240917ULL})
            QTest::addRow("%s/seed %llu", qPrintable(name), seed) << *profileFromName(name) << seed;
    }
}

void addSeedRows()
{
    QTest::addColumn<quint64>("seed");
    for (const quint64 seed : {1ULL, 2ULL, 3ULL, 4ULL, 5ULL, 77ULL})
        QTest::addRow("seed %llu", seed) << seed;
}

} // namespace

class TestSimulator : public QObject
{
    Q_OBJECT

private slots:
    void documentsMeetContract_data() { addProfileSeedRows(); }
    void documentsMeetContract();

    void failingProfileKeepsFailing_data() { addSeedRows(); }
    void failingProfileKeepsFailing();
    void stuckProfileQueuesWithoutProgress_data() { addSeedRows(); }
    void stuckProfileQueuesWithoutProgress();
    void memoryLowProfileStaysBelowFivePercent_data() { addSeedRows(); }
    void memoryLowProfileStaysBelowFivePercent();
    void busyProfileKeepsGpusProving_data() { addSeedRows(); }
    void busyProfileKeepsGpusProving();
    void healthyProfileWorksWithoutTrouble_data() { addSeedRows(); }
    void healthyProfileWorksWithoutTrouble();

    void partitionsOnlyMoveForward_data() { addProfileSeedRows(); }
    void partitionsOnlyMoveForward();
    void finishedJobsLeaveAfterThirtySeconds_data() { addSeedRows(); }
    void finishedJobsLeaveAfterThirtySeconds();
    void sameSeedAndTimeGiveSameDocument_data() { addProfileSeedRows(); }
    void sameSeedAndTimeGiveSameDocument();
    void timeOnlyMovesForward();
};

void TestSimulator::documentsMeetContract()
{
    QFETCH(Profile, profile);
    QFETCH(quint64, seed);
    Simulator sim(profile, seed);
    int documents = 0;
    for (double t = 0; t <= 900; t += 7.3) {
        sim.setTime(t);
        const QByteArray json = sim.snapshotJson();
        const QJsonObject doc = jsonObject(json);
        const QStringList problems = StatusSchema::textViolations(json) + StatusSchema::violations(doc) +
                                     StatusSchema::inconsistencies(doc);
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("t=%1: %2\n%3").arg(t).arg(problems.join(u'\n'), json)));
        ++documents;
    }
    QVERIFY(documents > 100);
}

void TestSimulator::failingProfileKeepsFailing()
{
    QFETCH(quint64, seed);
    Simulator sim(Profile::Failing, seed);
    const qint64 atStart = counter(sim.snapshot(), "total_failed");
    qint64 last = atStart;
    QList<qint64> perWindow{atStart}; // at 0, 300 and 600 s
    bool sawFailedPartition = false;
    sample(sim, 10, kTenMinutes, 10, [&](const QJsonObject& doc) {
        const qint64 failed = counter(doc, "total_failed");
        QVERIFY2(failed >= last, "total_failed went down");
        last = failed;
        if (std::fmod(sim.time(), 300.0) < 1e-6)
            perWindow << failed;
        for (const QJsonValue& p : doc[QLatin1String("pipelines")].toArray()) {
            for (const QJsonValue& part : p[QLatin1String("partitions")].toArray())
                sawFailedPartition =
                    sawFailedPartition || part[QLatin1String("state")] == QLatin1String("failed");
        }
    });
    QCOMPARE(perWindow.size(), 3);
    // Steadily: each five minutes adds failures, ten minutes add several.
    for (qsizetype i = 1; i < perWindow.size(); ++i)
        QVERIFY2(perWindow[i] > perWindow[i - 1],
                 qPrintable(QStringLiteral("no failure in window %1").arg(i)));
    QVERIFY(last - atStart >= 5);
    QVERIFY(sawFailedPartition);
    const QJsonObject failedByKind =
        sim.snapshot()[QLatin1String("counters")][QLatin1String("failed_by_kind")].toObject();
    QVERIFY(failedByKind.value(QLatin1String("porep-c2")).toInteger() > 0);
}

void TestSimulator::stuckProfileQueuesWithoutProgress()
{
    QFETCH(quint64, seed);
    Simulator sim(Profile::Stuck, seed);
    const QJsonObject start = sim.snapshot();
    QHash<QString, QJsonArray> partitionsAtStart;
    for (const QJsonValue& p : start[QLatin1String("pipelines")].toArray())
        partitionsAtStart.insert(p[QLatin1String("job_id")].toString(),
                                 p[QLatin1String("partitions")].toArray());
    QVERIFY(!partitionsAtStart.isEmpty());

    qint64 previousQueue = counter(start, "queue_depth");
    sample(sim, 0, kTenMinutes, 15, [&](const QJsonObject& doc) {
        QCOMPARE(provingWorkers(doc), 0);
        QVERIFY(counter(doc, "queue_depth") >= previousQueue);
        previousQueue = counter(doc, "queue_depth");
        QCOMPARE(counter(doc, "total_completed"), counter(start, "total_completed"));
        for (const QJsonValue& p : doc[QLatin1String("pipelines")].toArray()) {
            const QString job = p[QLatin1String("job_id")].toString();
            if (partitionsAtStart.contains(job))
                QCOMPARE(p[QLatin1String("partitions")].toArray(), partitionsAtStart.value(job));
        }
    });
    QVERIFY2(counter(sim.snapshot(), "queue_depth") >= counter(start, "queue_depth") + 3,
             "the queue should grow while nothing drains it");
}

void TestSimulator::memoryLowProfileStaysBelowFivePercent()
{
    QFETCH(quint64, seed);
    Simulator sim(Profile::MemoryLow, seed);
    sample(sim, 0, kTenMinutes, 3, [&](const QJsonObject& doc) {
        const QJsonObject memory = doc[QLatin1String("memory")].toObject();
        const double total = memory[QLatin1String("total_bytes")].toDouble();
        const double available = memory[QLatin1String("available_bytes")].toDouble();
        QVERIFY2(available < 0.05 * total, qPrintable(QString::number(available / total)));
        QVERIFY(available > 0);
    });
}

void TestSimulator::busyProfileKeepsGpusProving()
{
    QFETCH(quint64, seed);
    Simulator sim(Profile::Busy, seed);
    int proving = 0;
    int workerSamples = 0;
    double active = 0;
    double maxActive = 0;
    double queue = 0;
    int documents = 0;
    sample(sim, 0, kTenMinutes, 5, [&](const QJsonObject& doc) {
        proving += provingWorkers(doc);
        workerSamples += int(doc[QLatin1String("gpu_workers")].toArray().size());
        active += doc[QLatin1String("synthesis")][QLatin1String("active")].toDouble();
        maxActive += doc[QLatin1String("synthesis")][QLatin1String("max_concurrent")].toDouble();
        queue += double(counter(doc, "queue_depth"));
        ++documents;
    });
    QVERIFY(workerSamples >= 2 * documents);
    QVERIFY2(proving >= 0.9 * workerSamples,
             qPrintable(QStringLiteral("proving %1 of %2").arg(proving).arg(workerSamples)));
    QVERIFY2(active >= 0.75 * maxActive, "synthesis should run near its maximum");
    QVERIFY2(queue / documents >= 3, "a busy node has work waiting");
}

void TestSimulator::healthyProfileWorksWithoutTrouble()
{
    QFETCH(quint64, seed);
    Simulator sim(Profile::Healthy, seed);
    const QJsonObject start = sim.snapshot();
    bool anyProving = false;
    sample(sim, 0, kTenMinutes, 5, [&](const QJsonObject& doc) {
        QVERIFY(counter(doc, "queue_depth") <= 3);
        anyProving = anyProving || provingWorkers(doc) > 0;
        const QJsonObject memory = doc[QLatin1String("memory")].toObject();
        QVERIFY(memory[QLatin1String("available_bytes")].toDouble() >=
                0.05 * memory[QLatin1String("total_bytes")].toDouble());
    });
    const QJsonObject end = sim.snapshot();
    QVERIFY(anyProving);
    QVERIFY(counter(end, "total_completed") >= counter(start, "total_completed") + 2);
    QVERIFY(counter(end, "total_failed") - counter(start, "total_failed") <= 1);
}

void TestSimulator::partitionsOnlyMoveForward()
{
    QFETCH(Profile, profile);
    QFETCH(quint64, seed);
    Simulator sim(profile, seed);
    QHash<QString, QString> lastState; // "job/index" -> state
    int moves = 0;
    sample(sim, 0, kTenMinutes, 1, [&](const QJsonObject& doc) {
        for (const QJsonValue& p : doc[QLatin1String("pipelines")].toArray()) {
            const QString job = p[QLatin1String("job_id")].toString();
            for (const QJsonValue& part : p[QLatin1String("partitions")].toArray()) {
                const QString key = job + u'/' + QString::number(part[QLatin1String("index")].toInt());
                const QString state = part[QLatin1String("state")].toString();
                const QString before = lastState.value(key);
                if (!before.isEmpty() && before != state) {
                    ++moves;
                    const QString what = QStringLiteral("%1: %2 -> %3").arg(key, before, state);
                    QVERIFY2(before != QLatin1String("done") && before != QLatin1String("failed"),
                             qPrintable(what));
                    QVERIFY2(state == QLatin1String("failed") || stateRank(state) > stateRank(before),
                             qPrintable(what));
                }
                lastState.insert(key, state);
            }
        }
    });
    if (profile != Profile::Stuck)
        QVERIFY(moves > 20);
}

void TestSimulator::finishedJobsLeaveAfterThirtySeconds()
{
    QFETCH(quint64, seed);
    Simulator sim(Profile::Busy, seed);
    QHash<QString, double> finishedAt;
    QSet<QString> seenRunning; // only these have a finishing time this test observed
    QList<double> lingered;
    QSet<QString> present;
    // Sampled twice a second, so the observed lingering is 30 s give or take one sample.
    sample(sim, 0, 300, 0.5, [&](const QJsonObject& doc) {
        QSet<QString> now;
        for (const QJsonValue& p : doc[QLatin1String("pipelines")].toArray()) {
            const QString job = p[QLatin1String("job_id")].toString();
            now.insert(job);
            bool finished = true;
            for (const QJsonValue& part : p[QLatin1String("partitions")].toArray()) {
                const QString state = part[QLatin1String("state")].toString();
                finished = finished && (state == QLatin1String("done") || state == QLatin1String("failed"));
            }
            if (!finished)
                seenRunning.insert(job);
            else if (seenRunning.contains(job) && !finishedAt.contains(job))
                finishedAt.insert(job, sim.time());
        }
        for (const QString& job : std::as_const(present)) {
            if (now.contains(job))
                continue;
            QVERIFY2(!seenRunning.contains(job) || finishedAt.contains(job),
                     "an unfinished job left the pipelines");
            if (finishedAt.contains(job))
                lingered << sim.time() - finishedAt.value(job);
        }
        present = now;
    });
    QVERIFY(lingered.size() >= 3);
    for (const double secs : std::as_const(lingered))
        QVERIFY2(secs >= 29.4 && secs <= 30.6, qPrintable(QString::number(secs)));
}

void TestSimulator::sameSeedAndTimeGiveSameDocument()
{
    QFETCH(Profile, profile);
    QFETCH(quint64, seed);
    Simulator direct(profile, seed);
    Simulator stepped(profile, seed);
    Simulator other(profile, seed + 1);
    direct.setTime(400);
    // Many uneven steps must land in the same state as one jump.
    while (stepped.time() < 395)
        stepped.advance(0.37);
    stepped.setTime(400);
    other.setTime(400);
    QCOMPARE(stepped.snapshotJson(), direct.snapshotJson());
    QVERIFY(other.snapshotJson() != direct.snapshotJson());
}

void TestSimulator::timeOnlyMovesForward()
{
    Simulator sim(Profile::Healthy, 9);
    sim.setTime(120);
    const QByteArray at120 = sim.snapshotJson();
    sim.setTime(60);
    QCOMPARE(sim.time(), 120.0);
    QCOMPARE(sim.snapshotJson(), at120);
    const double uptime = sim.snapshot()[QLatin1String("uptime_secs")].toDouble();
    sim.advance(30);
    QCOMPARE(sim.snapshot()[QLatin1String("uptime_secs")].toDouble(), uptime + 30);
}

QTEST_GUILESS_MAIN(TestSimulator)
#include "tst_simulator.moc"
