// SPDX-License-Identifier: GPL-3.0-or-later
// CuzkStatus: the whole StatusSnapshot read tolerantly. The malformed documents are derived from
// the fixtures by walking them, so every member of the contract is removed and mistyped once and
// the error must name exactly its path.
#include "JsonEdit.h"
#include "Simulator.h"
#include "status/CuzkStatus.h"
#include "support/Instrumented.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include <ctime>

using namespace fleetdeck;
using namespace fleetdeck::test;

namespace {
const QSet<QString> nullable{QStringLiteral("synth_ms"), QStringLiteral("gpu_ms"),
                             QStringLiteral("current_job"), QStringLiteral("current_partition"),
                             QStringLiteral("busy_secs")};
// f64 in the contract; every other number is an unsigned integer.
const QSet<QString> reals{QStringLiteral("uptime_secs"), QStringLiteral("started_secs_ago"),
                          QStringLiteral("busy_secs"), QStringLiteral("last_used_secs_ago")};
const QSet<QString> u32{QStringLiteral("max_concurrent"),
                        QStringLiteral("active"),
                        QStringLiteral("total_partitions"),
                        QStringLiteral("partitions_done"),
                        QStringLiteral("index"),
                        QStringLiteral("worker_id"),
                        QStringLiteral("gpu_ordinal"),
                        QStringLiteral("current_partition"),
                        QStringLiteral("queue_depth"),
                        QStringLiteral("synth_in_flight"),
                        QStringLiteral("provers_in_flight"),
                        QStringLiteral("aux_in_flight"),
                        QStringLiteral("shells_in_flight"),
                        QStringLiteral("pending_handles")};

bool isIndex(const QString& step)
{
    bool ok = false;
    step.toInt(&ok);
    return ok;
}

// A member of completed_by_kind / failed_by_kind: open-ended names, none of them required.
bool inKindMap(const JsonPath& path)
{
    return path.size() >= 2 && path.at(path.size() - 2).endsWith(QLatin1String("_by_kind"));
}

QString typeName(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    default:
        return QStringLiteral("nothing (missing)");
    }
}

// What the parser should say it expected at `path`, whose fixture value is `v`.
QString expectedType(const JsonPath& path, const QJsonValue& v)
{
    const QString key = path.constLast();
    if (key == QLatin1String("current_job"))
        return QStringLiteral("a string or null");
    if (nullable.contains(key))
        return QStringLiteral("a number or null");
    return typeName(v);
}

// A value of another type than `v`.
QJsonValue wrongValue(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Object:
        return QJsonArray{1};
    case QJsonValue::Array:
        return QJsonObject{{QStringLiteral("x"), 1}};
    case QJsonValue::String:
        return 7;
    case QJsonValue::Double:
        return QStringLiteral("7");
    case QJsonValue::Bool:
        return QStringLiteral("yes");
    default:
        return true; // null in a nullable member
    }
}

std::optional<status::CuzkStatus> parse(const QByteArray& body, QString* error = nullptr)
{
    QString e;
    std::optional<status::CuzkStatus> s = status::CuzkStatus::parse(body, &e);
    if (error)
        *error = e;
    return s;
}

QStringList states(const status::CuzkStatus::Pipeline& p)
{
    QStringList s;
    for (const status::CuzkStatus::Partition& partition : p.partitions)
        s << partition.state;
    return s;
}

// The busy fixture with its pipelines repeated until the body is at least `bytes` long.
QByteArray hugeDocument(qsizetype bytes, qsizetype* pipelines)
{
    QJsonObject root = QJsonDocument::fromJson(cuzkFixture(QStringLiteral("status-busy.json"))).object();
    const QJsonArray some = root.value(QStringLiteral("pipelines")).toArray();
    const qsizetype perCopy = QJsonDocument(some).toJson(QJsonDocument::Compact).size();
    QJsonArray all;
    for (qsizetype size = 0; size < bytes + perCopy; size += perCopy) // the copies' brackets are shared
        for (const QJsonValue& p : some)
            all.append(p);
    root.insert(QStringLiteral("pipelines"), all);
    *pipelines = all.size();
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}
} // namespace

class tst_CuzkStatus : public QObject
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
        QTest::addColumn<int>("pipelines");
        QTest::addColumn<int>("partitions");
        QTest::addColumn<int>("workers");
        QTest::addColumn<int>("srs");
        QTest::addColumn<int>("pce");
        QTest::addColumn<QVariantMap>("completedByKind");
        QTest::addColumn<QVariantMap>("failedByKind");
        QTest::addColumn<int>("queue");
        QTest::addColumn<int>("synthInFlight");
        QTest::newRow("busy") << "status-busy.json" << 3 << 21 << 2 << 2 << 1
                              << QVariantMap{{"porep-c2", 2101}, {"wpost", 63}}
                              << QVariantMap{{"porep-c2", 6}, {"wpost", 1}} << 5 << 10;
        QTest::newRow("failing") << "status-failing.json" << 3 << 21 << 2 << 2 << 1
                                 << QVariantMap{{"porep-c2", 517}} << QVariantMap{{"porep-c2", 92}} << 5
                                 << 10;
        QTest::newRow("idle") << "status-idle.json" << 0 << 0 << 2 << 0 << 0 << QVariantMap() << QVariantMap()
                              << 0 << 0;
    }
    void fixtures()
    {
        QFETCH(QString, fixture);
        QFETCH(QVariantMap, completedByKind);
        QFETCH(QVariantMap, failedByKind);
        QString error;
        const std::optional<status::CuzkStatus> s = parse(cuzkFixture(fixture), &error);
        QVERIFY2(s, qPrintable(error));
        QVERIFY(error.isEmpty());
        QTEST(int(s->pipelines.size()), "pipelines");
        int partitions = 0;
        for (const status::CuzkStatus::Pipeline& p : s->pipelines)
            partitions += int(p.partitions.size());
        QTEST(partitions, "partitions");
        QTEST(int(s->gpuWorkers.size()), "workers");
        QTEST(int(s->srs.size()), "srs");
        QTEST(int(s->pce.size()), "pce");
        QTEST(int(s->queueDepth), "queue");
        QTEST(int(s->buffers.synthInFlight), "synthInFlight");
        QCOMPARE(s->completedByKind.size(), completedByKind.size());
        for (auto it = completedByKind.cbegin(); it != completedByKind.cend(); ++it)
            QCOMPARE(s->completedByKind.value(it.key()), it.value().toULongLong());
        QCOMPARE(s->failedByKind.size(), failedByKind.size());
        for (auto it = failedByKind.cbegin(); it != failedByKind.cend(); ++it)
            QCOMPARE(s->failedByKind.value(it.key()), it.value().toULongLong());
        // The summary is the same document seen from the fleet table.
        QCOMPARE(s->summary().pipelines, int(s->pipelines.size()));
        QCOMPARE(s->summary().totalCompleted, s->totalCompleted);
    }

    void busyFixtureInDetail()
    {
        const std::optional<status::CuzkStatus> s = parse(cuzkFixture(QStringLiteral("status-busy.json")));
        QVERIFY(s);
        QCOMPARE(s->uptimeSecs, 11237.4);
        QCOMPARE(s->memoryTotalBytes, 412316860416ull);
        QCOMPARE(s->memoryUsedBytes, 252329481830ull);
        QCOMPARE(s->memoryAvailableBytes, 159987378586ull);
        QCOMPARE(s->synthesisMax, 16u);
        QCOMPARE(s->synthesisActive, 10u);

        const status::CuzkStatus::Pipeline& first = s->pipelines.at(0);
        QCOMPARE(first.jobId, QStringLiteral("5e8d20c4-7a1b-4c3f-9e62-b04f1d7a8c93"));
        QCOMPARE(first.proofKind, QStringLiteral("porep-c2"));
        QCOMPARE(first.startedSecsAgo, 96.8);
        QCOMPARE(first.totalPartitions, 10u);
        QCOMPARE(first.partitionsDone, 5u);
        QCOMPARE(states(first), (QStringList{"done", "done", "done", "done", "done", "gpu", "synth_done",
                                             "synthesizing", "synthesizing", "synthesizing"}));
        QCOMPARE(first.partitions.at(0).synthMs, std::optional<quint64>(39400));
        QCOMPARE(first.partitions.at(0).gpuMs, std::optional<quint64>(6650));
        QCOMPARE(first.partitions.at(5).index, 5u);
        QCOMPARE(first.partitions.at(5).synthMs, std::optional<quint64>(40005));
        QCOMPARE(first.partitions.at(5).gpuMs, std::nullopt);
        QCOMPARE(first.partitions.at(9).synthMs, std::nullopt);
        QCOMPARE(states(s->pipelines.at(1)).count(QStringLiteral("synthesizing")), 7);
        QCOMPARE(states(s->pipelines.at(1)).count(QStringLiteral("pending")), 3);
        QCOMPARE(s->pipelines.at(1).partitions.constLast().state, QStringLiteral("pending"));
        QCOMPARE(s->pipelines.at(2).proofKind, QStringLiteral("wpost"));
        QCOMPARE(s->pipelines.at(2).startedSecsAgo, 5.2);

        const status::CuzkStatus::GpuWorker& proving = s->gpuWorkers.at(0);
        QCOMPARE(proving.state, QStringLiteral("proving"));
        QCOMPARE(proving.currentJob, std::optional<QString>(first.jobId));
        QCOMPARE(proving.currentPartition, std::optional<quint32>(5));
        QCOMPARE(proving.busySecs, std::optional<double>(4.7));
        const status::CuzkStatus::GpuWorker& idle = s->gpuWorkers.at(1);
        QCOMPARE(idle.workerId, 1u);
        QCOMPARE(idle.gpuOrdinal, 1u);
        QCOMPARE(idle.state, QStringLiteral("idle"));
        QVERIFY(!idle.currentJob && !idle.currentPartition && !idle.busySecs);

        QCOMPARE(s->srs.at(0).circuitId, QStringLiteral("porep-32g"));
        QCOMPARE(s->srs.at(0).bytes, 47244640256ull);
        QCOMPARE(s->srs.at(0).evictable, false);
        QCOMPARE(s->srs.at(1).circuitId, QStringLiteral("wpost-32g"));
        QCOMPARE(s->srs.at(1).lastUsedSecsAgo, 742.0);
        QCOMPARE(s->srs.at(1).evictable, true);
        QCOMPARE(s->pce.at(0).bytes, 28991029248ull);
        QCOMPARE(s->pce.at(0).lastUsedSecsAgo, 30.8);

        QCOMPARE(s->totalCompleted, 2164ull);
        QCOMPARE(s->totalFailed, 7ull);
        QCOMPARE(s->buffers.proversInFlight, 1u);
        QCOMPARE(s->buffers.auxInFlight, 2u);
        QCOMPARE(s->buffers.shellsInFlight, 7u);
        QCOMPARE(s->buffers.pendingHandles, 4u);
        QCOMPARE(s->summary().gpuWorkersBusy, 1);

        const std::optional<status::CuzkStatus> failing =
            parse(cuzkFixture(QStringLiteral("status-failing.json")));
        QVERIFY(failing);
        QCOMPARE(failing->pipelines.at(0).partitions.at(6).state, QStringLiteral("failed"));
    }

    // Every member of the busy fixture removed in turn: a required one is named by its path.
    void removingEachMember_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("error"); // empty: the document stays valid
        const QByteArray busy = cuzkFixture(QStringLiteral("status-busy.json"));
        int required = 0;
        forEachMember(
            QJsonDocument::fromJson(busy).object(), {}, [&](const JsonPath& path, const QJsonValue& v) {
                if (isIndex(path.constLast()))
                    return; // a shorter array is still an array
                const bool optional = nullable.contains(path.constLast()) || inKindMap(path);
                required += optional ? 0 : 1;
                QTest::newRow(qPrintable(spelled(path)))
                    << without(busy, path)
                    << (optional ? QString()
                                 : spelled(path) + QStringLiteral(": expected ") + expectedType(path, v) +
                                       QStringLiteral(", got nothing (missing)"));
            });
        QVERIFY(required >= 100); // the walk reached the partitions, not just the top level
    }
    void removingEachMember()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, error);
        QString actual;
        const std::optional<status::CuzkStatus> s = parse(body, &actual);
        QCOMPARE(actual, error);
        QCOMPARE(s.has_value(), error.isEmpty());
    }

    // Every member and array element of the busy fixture given a value of another type.
    void wrongTypeEverywhere_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("error");
        const QByteArray busy = cuzkFixture(QStringLiteral("status-busy.json"));
        forEachMember(QJsonDocument::fromJson(busy).object(), {},
                      [&](const JsonPath& path, const QJsonValue& v) {
                          const QJsonValue wrong = wrongValue(v);
                          QTest::newRow(qPrintable(spelled(path)))
                              << edited(busy, path, wrong)
                              << spelled(path) + QStringLiteral(": expected ") + expectedType(path, v) +
                                     QStringLiteral(", got ") + typeName(wrong);
                      });
    }
    void wrongTypeEverywhere()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, error);
        QString actual;
        QVERIFY(!parse(body, &actual));
        QCOMPARE(actual, error);
    }

    // Numbers: unsigned integers reject signs, fractions and what does not fit; reals take any.
    void numbers_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("error");
        const QByteArray busy = cuzkFixture(QStringLiteral("status-busy.json"));
        forEachMember(
            QJsonDocument::fromJson(busy).object(), {}, [&](const JsonPath& path, const QJsonValue& v) {
                const QString key = path.constLast();
                if (!v.isDouble() &&
                    !(v.isNull() && nullable.contains(key) && key != QLatin1String("current_job")))
                    return;
                const QString at = spelled(path);
                if (reals.contains(key)) {
                    QTest::newRow(qPrintable(at + QStringLiteral(" = 0.25")))
                        << edited(busy, path, 0.25) << QString();
                    return;
                }
                QTest::newRow(qPrintable(at + QStringLiteral(" = -1")))
                    << edited(busy, path, -1)
                    << at + QStringLiteral(": expected an unsigned integer, got -1");
                QTest::newRow(qPrintable(at + QStringLiteral(" = 2.5")))
                    << edited(busy, path, 2.5)
                    << at + QStringLiteral(": expected an unsigned integer, got 2.5");
                QTest::newRow(qPrintable(at + QStringLiteral(" = 2^32")))
                    << edited(busy, path, 4294967296.0)
                    << (u32.contains(key)
                            ? at + QStringLiteral(
                                       ": expected an unsigned integer up to 4294967295, got 4.29497e+09")
                            : QString());
                QTest::newRow(qPrintable(at + QStringLiteral(" = 2^64")))
                    << edited(busy, path, 18446744073709551616.0)
                    << at + QStringLiteral(": expected an unsigned integer up to %1, got 1.84467e+19")
                                .arg(u32.contains(key) ? QStringLiteral("4294967295")
                                                       : QStringLiteral("18446744073709551615"));
            });
    }
    void numbers()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, error);
        QString actual;
        const std::optional<status::CuzkStatus> s = parse(body, &actual);
        QCOMPARE(actual, error);
        QCOMPARE(s.has_value(), error.isEmpty());
    }

    void largeIntegersStayExact()
    {
        const QByteArray busy = cuzkFixture(QStringLiteral("status-busy.json"));
        QByteArray body = busy;
        body.replace("\"total_bytes\":412316860416", "\"total_bytes\":9007199254740993");
        body.replace("\"total_completed\":2164", "\"total_completed\":9223372036854775807");
        const std::optional<status::CuzkStatus> s = parse(body);
        QVERIFY(s);
        QCOMPARE(s->memoryTotalBytes, 9007199254740993ull); // 2^53 + 1: a double would round it
        QCOMPARE(s->totalCompleted, 9223372036854775807ull);
        body.replace("\"queue_depth\":5", "\"queue_depth\":5.0");
        QCOMPARE(parse(body)->queueDepth, 5u); // an integral value written as a real is fine
    }

    void nullableMembers_data()
    {
        QTest::addColumn<QByteArray>("body");
        const QByteArray busy = cuzkFixture(QStringLiteral("status-busy.json"));
        const JsonPath partition{"pipelines", "0", "partitions", "0"};
        const JsonPath worker{"gpu_workers", "0"};
        const QList<JsonPath> members{partition + QStringList{"synth_ms"}, partition + QStringList{"gpu_ms"},
                                      worker + QStringList{"current_job"},
                                      worker + QStringList{"current_partition"},
                                      worker + QStringList{"busy_secs"}};
        QByteArray nulls = busy;
        QByteArray absent = busy;
        for (const JsonPath& member : members) {
            nulls = edited(nulls, member, QJsonValue(QJsonValue::Null));
            absent = without(absent, member);
        }
        QTest::newRow("null") << nulls;
        QTest::newRow("absent") << absent;
    }
    void nullableMembers()
    {
        QFETCH(QByteArray, body);
        QString error;
        const std::optional<status::CuzkStatus> s = parse(body, &error);
        QVERIFY2(s, qPrintable(error));
        const status::CuzkStatus::Partition& p = s->pipelines.at(0).partitions.at(0);
        QVERIFY(!p.synthMs && !p.gpuMs);
        const status::CuzkStatus::GpuWorker& w = s->gpuWorkers.at(0);
        QVERIFY(!w.currentJob && !w.currentPartition && !w.busySecs);
        QCOMPARE(s->pipelines.at(0).partitions.at(1).synthMs,
                 std::optional<quint64>(39521)); // neighbours kept
    }

    void unknownMembersAreIgnored()
    {
        QByteArray body = cuzkFixture(QStringLiteral("status-busy.json"));
        // A deeply nested value (under Qt's limit of 1024 levels) in a member nobody reads.
        const QByteArray deep = QByteArray(1000, '[') + QByteArray(1000, ']');
        body.replace("{\"uptime_secs\"", "{\"version\":\"2.0\",\"deep\":" + deep + ",\"uptime_secs\"");
        body.replace("\"state\":\"gpu\"", "\"state\":\"gpu\",\"device\":{\"pci\":\"0000:01:00.0\"}");
        body.replace("\"evictable\":true", "\"evictable\":true,\"pinned\":null");
        body.replace("\"pending_handles\":4", "\"pending_handles\":4,\"extra\":[1,2,3]");
        QString error;
        const std::optional<status::CuzkStatus> s = parse(body, &error);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(s->pipelines.at(0).partitions.at(5).state, QStringLiteral("gpu"));
        QCOMPARE(s->buffers.pendingHandles, 4u);
    }

    void pathsQuoteKeysThatAreNotNames_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("error");
        const QByteArray busy = cuzkFixture(QStringLiteral("status-busy.json"));
        QTest::newRow("dash is plain")
            << edited(busy, {"counters", "completed_by_kind", "porep-c2"}, QStringLiteral("x"))
            << "$.counters.completed_by_kind.porep-c2: expected a number, got a string";
        QTest::newRow("dot") << edited(busy, {"counters", "failed_by_kind", "a.b"}, -2)
                             << "$.counters.failed_by_kind[\"a.b\"]: expected an unsigned integer, got -2";
        QTest::newRow("quote and space")
            << edited(busy, {"counters", "failed_by_kind", "say \"hi\""}, true)
            << "$.counters.failed_by_kind[\"say \\\"hi\\\"\"]: expected a number, got a boolean";
        QTest::newRow("placeholder-like")
            << edited(busy, {"counters", "failed_by_kind", "%3 %1"}, -1)
            << "$.counters.failed_by_kind[\"%3 %1\"]: expected an unsigned integer, got -1";
        QTest::newRow("control character")
            << edited(busy, {"counters", "completed_by_kind", "a\nb"}, QJsonValue::Null)
            << "$.counters.completed_by_kind[\"a\\u000ab\"]: expected a number, got null";
        QTest::newRow("empty") << edited(busy, {"counters", "failed_by_kind", ""}, QJsonArray())
                               << "$.counters.failed_by_kind[\"\"]: expected a number, got an array";
    }
    void pathsQuoteKeysThatAreNotNames()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, error);
        QString actual;
        QVERIFY(!parse(body, &actual));
        QCOMPARE(actual, error);
    }

    // Every strict prefix of a document is invalid JSON and says where it ends.
    void truncatedAtEveryOffset()
    {
        const QByteArray busy = cuzkFixture(QStringLiteral("status-busy.json")).trimmed();
        for (qsizetype n = 0; n < busy.size(); ++n) {
            QString error;
            QVERIFY2(!parse(busy.left(n), &error), qPrintable(QString::number(n)));
            QVERIFY2(error.startsWith(QLatin1String("$: not JSON at offset ")), qPrintable(error));
            const qsizetype offset = error.section(QLatin1Char(' '), 5, 5).chopped(1).toLongLong();
            QVERIFY2(offset >= 0 && offset <= n + 1, qPrintable(QStringLiteral("%1: %2").arg(n).arg(error)));
        }
    }

    void notAStatusDocument_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("error"); // a prefix of the error
        QTest::newRow("empty") << QByteArray() << "$: not JSON at offset 0: ";
        QTest::newRow("blank") << QByteArray(" \r\n") << "$: not JSON at offset ";
        QTest::newRow("text") << QByteArray("connection refused\n") << "$: not JSON at offset ";
        QTest::newRow("html error page")
            << QByteArray("<html>502 Bad Gateway</html>") << "$: not JSON at offset ";
        QTest::newRow("404 body") << QByteArray("404 Not Found\n") << "$: not JSON at offset ";
        QTest::newRow("array") << QByteArray("[]") << "$: expected an object, got an array";
        QTest::newRow("array of the document") << "[" + cuzkFixture(QStringLiteral("status-busy.json")) + "]"
                                               << "$: expected an object, got an array";
        QTest::newRow("null") << QByteArray("null") << "$: not JSON at offset ";
        QTest::newRow("string") << QByteArray("\"ok\"") << "$: not JSON at offset ";
        QTest::newRow("number") << QByteArray("200") << "$: not JSON at offset ";
        QTest::newRow("500 body") << QByteArray("{\"error\":\"serialization failed\"}")
                                  << "$.uptime_secs: expected a number, got nothing (missing)";
        QTest::newRow("empty object")
            << QByteArray("{}") << "$.uptime_secs: expected a number, got nothing (missing)";
        QTest::newRow("trailing garbage") << cuzkFixture(QStringLiteral("status-idle.json")) + "}"
                                          << "$: not JSON at offset ";
        QTest::newRow("two documents")
            << cuzkFixture(QStringLiteral("status-idle.json")).repeated(2) << "$: not JSON at offset ";
        QTest::newRow("deep nesting") << QByteArray(1'000'000, '[') << "$: not JSON at offset 1025: ";
        QTest::newRow("deep nesting in a member")
            << "{\"x\":" + QByteArray(100'000, '[') << "$: not JSON at offset ";
        QTest::newRow("nul bytes") << QByteArray(64, '\0') << "$: not JSON at offset ";
        QTest::newRow("invalid utf-8") << QByteArray("{\"uptime_secs\":\xff}") << "$: not JSON at offset ";
    }
    void notAStatusDocument()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, error);
        QString actual;
        QVERIFY(!parse(body, &actual));
        QVERIFY2(actual.startsWith(error), qPrintable(actual));
    }

    void errorPointerMayBeNull()
    {
        QVERIFY(!status::CuzkStatus::parse("[]", nullptr));
        QVERIFY(status::CuzkStatus::parse(cuzkFixture(QStringLiteral("status-idle.json")), nullptr));
    }

    // 5 MiB of pipelines: parsed (or refused) well under a second, however it is wrong (about 0.14 s
    // at most here). Timed in CPU time, so that a loaded machine does not make the test flaky; wall
    // time is printed too. Sanitizers and coverage make the same work about 6 times as costly.
    void hugeBodies()
    {
        struct Timing
        {
            const char* what;
            qsizetype bytes;
            qint64 wallMs;
            double cpuMs;
        };
        QList<Timing> timings;
        auto timed = [&](const char* what, const QByteArray& body, QString* error) {
            QElapsedTimer wall;
            wall.start();
            const std::clock_t cpu = std::clock();
            std::optional<status::CuzkStatus> s = parse(body, error);
            timings.append(
                {what, body.size(), wall.elapsed(), 1000.0 * double(std::clock() - cpu) / CLOCKS_PER_SEC});
            return s;
        };

        qsizetype count = 0;
        const QByteArray huge = hugeDocument(5 << 20, &count);
        QVERIFY(huge.size() >= 5 << 20);
        QString error;
        const std::optional<status::CuzkStatus> s = timed("valid", huge, &error);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(s->pipelines.size(), count);
        QCOMPARE(s->pipelines.constLast().partitions.size(), 1);
        QCOMPARE(s->summary().pipelines, int(count));

        // The same body wrong in its very last partition.
        QByteArray lastWrong = huge;
        const qsizetype at = lastWrong.lastIndexOf("\"state\":\"pending\"");
        lastWrong.replace(at, 17, "\"state\":7");
        QVERIFY(!timed("wrong at the end", lastWrong, &error));
        QCOMPARE(error, QStringLiteral("$.pipelines[%1].partitions[0].state: expected a string, got a number")
                            .arg(count - 1));

        // Millions of tiny elements, and one enormous string in a member nobody reads.
        QByteArray zeros = "{\"uptime_secs\":1,\"pipelines\":[0";
        zeros += QByteArray(5 << 20, '0').replace(QByteArray("00"), QByteArray(",0")) + "]}";
        zeros.replace("{\"uptime_secs\":1,",
                      "{\"uptime_secs\":1,\"memory\":{\"total_bytes\":1,\"used_bytes\":1,"
                      "\"available_bytes\":1},\"synthesis\":{\"max_concurrent\":1,\"active\":1},");
        QVERIFY(!timed("2.6 M zeros", zeros, &error));
        QCOMPARE(error, QStringLiteral("$.pipelines[0]: expected an object, got a number"));

        QByteArray longString = cuzkFixture(QStringLiteral("status-idle.json"));
        longString.replace("{\"uptime_secs\"",
                           "{\"note\":\"" + QByteArray(5 << 20, 'x') + "\",\"uptime_secs\"");
        QVERIFY(timed("5 MiB string", longString, &error));

        for (const Timing& t : timings) {
            qInfo("%s (%lld bytes): %lld ms wall, %.0f ms CPU", t.what, qint64(t.bytes), t.wallMs, t.cpuMs);
            QVERIFY2(t.cpuMs < 1000 * kInstrumentedSlowdown, t.what);
        }
    }

    // What tools/cuzk-sim serves in each profile (the demo's and the end-to-end tests' nodes).
    void simulatorDocuments_data()
    {
        using fleetdeck::sim::Profile;
        QTest::addColumn<int>("profile");
        QTest::newRow("healthy") << int(Profile::Healthy);
        QTest::newRow("busy") << int(Profile::Busy);
        QTest::newRow("failing") << int(Profile::Failing);
        QTest::newRow("stuck") << int(Profile::Stuck);
        QTest::newRow("memory-low") << int(Profile::MemoryLow);
    }
    void simulatorDocuments()
    {
        QFETCH(int, profile);
        fleetdeck::sim::Simulator sim(fleetdeck::sim::Profile(profile), 7);
        int sawProving = 0;
        for (double t = 0; t <= 600; t += 37) {
            sim.setTime(t);
            const QByteArray body = sim.snapshotJson();
            QString error;
            const std::optional<status::CuzkStatus> s = parse(body, &error);
            QVERIFY2(s, qPrintable(QStringLiteral("t=%1: %2").arg(t).arg(error)));
            const QJsonObject json = QJsonDocument::fromJson(body).object();
            QCOMPARE(s->pipelines.size(), json.value(QStringLiteral("pipelines")).toArray().size());
            QCOMPARE(s->gpuWorkers.size(), json.value(QStringLiteral("gpu_workers")).toArray().size());
            for (const status::CuzkStatus::GpuWorker& w : s->gpuWorkers) {
                QCOMPARE(w.currentJob.has_value(), w.state == QLatin1String("proving"));
                sawProving += w.currentJob ? 1 : 0;
            }
        }
        if (fleetdeck::sim::Profile(profile) == fleetdeck::sim::Profile::Busy)
            QVERIFY(sawProving > 0);
    }
};

QTEST_GUILESS_MAIN(tst_CuzkStatus)
#include "tst_cuzkstatus.moc"
