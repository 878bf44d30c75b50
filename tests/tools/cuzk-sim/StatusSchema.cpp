// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatusSchema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QSet>

#include <cmath>
#include <functional>

namespace fleetdeck::sim::test {

namespace {

enum class Kind { F64, U64, U32, Uint, Str, Bool, Object, Array };

struct Field
{
    const char* name;
    Kind kind;
    bool nullable = false;
};

class Checker
{
public:
    QStringList problems;

    void fail(const QString& path, const QString& what) { problems << path + QLatin1String(": ") + what; }

    // Checks `object` has exactly `fields`, each of the right type; returns false if it is not
    // worth descending further.
    bool fields(const QJsonValue& value, const QString& path, std::initializer_list<Field> fields)
    {
        if (!value.isObject()) {
            fail(path, QStringLiteral("expected an object"));
            return false;
        }
        const QJsonObject object = value.toObject();
        QSet<QString> expected;
        for (const Field& field : fields) {
            const QString name = QString::fromLatin1(field.name);
            expected.insert(name);
            const QString at = path.isEmpty() ? name : path + QLatin1Char('.') + name;
            if (!object.contains(name)) {
                fail(at, QStringLiteral("missing"));
                continue;
            }
            const QJsonValue v = object.value(name);
            if (v.isNull()) {
                if (!field.nullable)
                    fail(at, QStringLiteral("null where the contract requires a value"));
                continue;
            }
            type(v, at, field.kind);
        }
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (!expected.contains(it.key()))
                fail(path + QLatin1Char('.') + it.key(), QStringLiteral("not in the contract"));
        }
        return true;
    }

    void type(const QJsonValue& v, const QString& at, Kind kind)
    {
        switch (kind) {
        case Kind::F64:
            if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < 0)
                fail(at, QStringLiteral("expected a non-negative number"));
            break;
        case Kind::U64:
        case Kind::U32:
        case Kind::Uint: {
            const double d = v.toDouble(-1);
            const double max = kind == Kind::U32 ? 4294967295.0 : 9007199254740992.0;
            if (!v.isDouble() || d < 0 || d > max || std::floor(d) != d)
                fail(at,
                     QStringLiteral("expected an unsigned integer, got %1").arg(v.toVariant().toString()));
            break;
        }
        case Kind::Str:
            if (!v.isString())
                fail(at, QStringLiteral("expected a string"));
            break;
        case Kind::Bool:
            if (!v.isBool())
                fail(at, QStringLiteral("expected a boolean"));
            break;
        case Kind::Object:
            if (!v.isObject())
                fail(at, QStringLiteral("expected an object"));
            break;
        case Kind::Array:
            if (!v.isArray())
                fail(at, QStringLiteral("expected an array"));
            break;
        }
    }

    void each(const QJsonValue& array, const QString& path,
              const std::function<void(const QJsonValue&, const QString&)>& f)
    {
        const QJsonArray items = array.toArray();
        for (qsizetype i = 0; i < items.size(); ++i)
            f(items.at(i), QStringLiteral("%1[%2]").arg(path).arg(i));
    }

    void byKind(const QJsonValue& value, const QString& path)
    {
        if (!value.isObject())
            return;
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            type(it.value(), path + QLatin1Char('.') + it.key(), Kind::U64);
    }
};

const QStringList kPartitionStates = {QStringLiteral("pending"),    QStringLiteral("synthesizing"),
                                      QStringLiteral("synth_done"), QStringLiteral("gpu"),
                                      QStringLiteral("done"),       QStringLiteral("failed")};

qint64 integer(const QJsonObject& o, const char* key)
{
    return o.value(QLatin1String(key)).toInteger();
}

} // namespace

QStringList StatusSchema::violations(const QJsonObject& document)
{
    Checker c;
    const QJsonValue doc(document);
    c.fields(doc, {},
             {{"uptime_secs", Kind::F64},
              {"memory", Kind::Object},
              {"synthesis", Kind::Object},
              {"pipelines", Kind::Array},
              {"gpu_workers", Kind::Array},
              {"allocations", Kind::Object},
              {"counters", Kind::Object},
              {"buffers", Kind::Object}});
    c.fields(document.value(QLatin1String("memory")), QStringLiteral("memory"),
             {{"total_bytes", Kind::U64}, {"used_bytes", Kind::U64}, {"available_bytes", Kind::U64}});
    c.fields(document.value(QLatin1String("synthesis")), QStringLiteral("synthesis"),
             {{"max_concurrent", Kind::U32}, {"active", Kind::U32}});
    c.each(document.value(QLatin1String("pipelines")), QStringLiteral("pipelines"),
           [&](const QJsonValue& p, const QString& at) {
               if (!c.fields(p, at,
                             {{"job_id", Kind::Str},
                              {"proof_kind", Kind::Str},
                              {"started_secs_ago", Kind::F64},
                              {"total_partitions", Kind::Uint},
                              {"partitions_done", Kind::Uint},
                              {"partitions", Kind::Array}}))
                   return;
               c.each(p.toObject().value(QLatin1String("partitions")), at + QLatin1String(".partitions"),
                      [&](const QJsonValue& part, const QString& partAt) {
                          if (!c.fields(part, partAt,
                                        {{"index", Kind::Uint},
                                         {"state", Kind::Str},
                                         {"synth_ms", Kind::U64, true},
                                         {"gpu_ms", Kind::U64, true}}))
                              return;
                          const QString state = part.toObject().value(QLatin1String("state")).toString();
                          if (!kPartitionStates.contains(state))
                              c.fail(partAt + QLatin1String(".state"),
                                     QStringLiteral("'%1' is not a partition state").arg(state));
                      });
           });
    c.each(document.value(QLatin1String("gpu_workers")), QStringLiteral("gpu_workers"),
           [&](const QJsonValue& w, const QString& at) {
               if (!c.fields(w, at,
                             {{"worker_id", Kind::U32},
                              {"gpu_ordinal", Kind::U32},
                              {"state", Kind::Str},
                              {"current_job", Kind::Str, true},
                              {"current_partition", Kind::Uint, true},
                              {"busy_secs", Kind::F64, true}}))
                   return;
               const QJsonObject worker = w.toObject();
               const QString state = worker.value(QLatin1String("state")).toString();
               if (state != QLatin1String("idle") && state != QLatin1String("proving"))
                   c.fail(at + QLatin1String(".state"),
                          QStringLiteral("'%1' is neither idle nor proving").arg(state));
               const bool idle = state == QLatin1String("idle");
               for (const char* key : {"current_job", "current_partition", "busy_secs"}) {
                   if (worker.value(QLatin1String(key)).isNull() != idle)
                       c.fail(at + QLatin1Char('.') + QLatin1String(key),
                              idle ? QStringLiteral("must be null while idle")
                                   : QStringLiteral("must be set while proving"));
               }
           });
    if (c.fields(document.value(QLatin1String("allocations")), QStringLiteral("allocations"),
                 {{"srs", Kind::Array}, {"pce", Kind::Array}})) {
        for (const char* list : {"srs", "pce"}) {
            c.each(document.value(QLatin1String("allocations")).toObject().value(QLatin1String(list)),
                   QStringLiteral("allocations.") + QLatin1String(list),
                   [&](const QJsonValue& a, const QString& at) {
                       c.fields(a, at,
                                {{"circuit_id", Kind::Str},
                                 {"bytes", Kind::U64},
                                 {"last_used_secs_ago", Kind::F64},
                                 {"evictable", Kind::Bool}});
                   });
        }
    }
    const QJsonValue counters = document.value(QLatin1String("counters"));
    if (c.fields(counters, QStringLiteral("counters"),
                 {{"total_completed", Kind::U64},
                  {"total_failed", Kind::U64},
                  {"completed_by_kind", Kind::Object},
                  {"failed_by_kind", Kind::Object},
                  {"queue_depth", Kind::U32}})) {
        c.byKind(counters.toObject().value(QLatin1String("completed_by_kind")),
                 QStringLiteral("counters.completed_by_kind"));
        c.byKind(counters.toObject().value(QLatin1String("failed_by_kind")),
                 QStringLiteral("counters.failed_by_kind"));
    }
    c.fields(document.value(QLatin1String("buffers")), QStringLiteral("buffers"),
             {{"synth_in_flight", Kind::Uint},
              {"provers_in_flight", Kind::Uint},
              {"aux_in_flight", Kind::Uint},
              {"shells_in_flight", Kind::Uint},
              {"pending_handles", Kind::Uint}});
    return c.problems;
}

QStringList StatusSchema::textViolations(const QByteArray& json)
{
    QStringList problems;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return {QStringLiteral("not a JSON object: %1").arg(error.errorString())};

    static const QStringList integerKeys = {QStringLiteral("total_bytes"),
                                            QStringLiteral("used_bytes"),
                                            QStringLiteral("available_bytes"),
                                            QStringLiteral("max_concurrent"),
                                            QStringLiteral("active"),
                                            QStringLiteral("total_partitions"),
                                            QStringLiteral("partitions_done"),
                                            QStringLiteral("index"),
                                            QStringLiteral("synth_ms"),
                                            QStringLiteral("gpu_ms"),
                                            QStringLiteral("worker_id"),
                                            QStringLiteral("gpu_ordinal"),
                                            QStringLiteral("current_partition"),
                                            QStringLiteral("bytes"),
                                            QStringLiteral("total_completed"),
                                            QStringLiteral("total_failed"),
                                            QStringLiteral("queue_depth"),
                                            QStringLiteral("synth_in_flight"),
                                            QStringLiteral("provers_in_flight"),
                                            QStringLiteral("aux_in_flight"),
                                            QStringLiteral("shells_in_flight"),
                                            QStringLiteral("pending_handles")};
    static const QStringList floatKeys = {QStringLiteral("uptime_secs"), QStringLiteral("started_secs_ago"),
                                          QStringLiteral("busy_secs"), QStringLiteral("last_used_secs_ago")};
    static const QRegularExpression numberField(
        QStringLiteral(R"re("([a-z_]+)"\s*:\s*(-?[0-9][0-9.eE+-]*))re"));
    static const QRegularExpression integerText(QStringLiteral("^[0-9]+$"));
    static const QRegularExpression floatText(
        QStringLiteral(R"re(^-?[0-9]+(\.[0-9]+([eE][+-]?[0-9]+)?|[eE][+-]?[0-9]+)$)re"));
    for (auto it = numberField.globalMatch(QString::fromUtf8(json)); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString key = m.captured(1);
        const QString text = m.captured(2);
        if (integerKeys.contains(key) && !integerText.match(text).hasMatch())
            problems << QStringLiteral("%1: %2 is not written as an unsigned integer").arg(key, text);
        if (floatKeys.contains(key) && !floatText.match(text).hasMatch())
            problems << QStringLiteral("%1: %2 is not written as a float").arg(key, text);
    }
    static const QRegularExpression byKind(
        QStringLiteral(R"re("(?:completed|failed)_by_kind"\s*:\s*\{([^}]*)\})re"));
    static const QRegularExpression kindCount(QStringLiteral(R"re("[^"]+"\s*:\s*([^,\s]+))re"));
    for (auto it = byKind.globalMatch(QString::fromUtf8(json)); it.hasNext();) {
        for (auto kinds = kindCount.globalMatch(it.next().captured(1)); kinds.hasNext();) {
            const QString text = kinds.next().captured(1);
            if (!integerText.match(text).hasMatch())
                problems
                    << QStringLiteral("by_kind count %1 is not written as an unsigned integer").arg(text);
        }
    }
    return problems;
}

QStringList StatusSchema::inconsistencies(const QJsonObject& document)
{
    QStringList problems;
    auto expect = [&](bool ok, const QString& what) {
        if (!ok)
            problems << what;
    };
    const QJsonObject memory = document.value(QLatin1String("memory")).toObject();
    const qint64 total = integer(memory, "total_bytes");
    expect(integer(memory, "used_bytes") + integer(memory, "available_bytes") == total,
           QStringLiteral("memory: used + available != total"));
    expect(total >= (qint64(256) << 30) && total <= (qint64(512) << 30),
           QStringLiteral("memory: total outside 256-512 GiB"));

    QMap<QString, int> states;
    QSet<QString> gpuPartitions; // "job/index"
    QSet<QString> jobIds;
    int unfinished = 0;
    static const QRegularExpression uuid(
        QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"));
    for (const QJsonValue& p : document.value(QLatin1String("pipelines")).toArray()) {
        const QJsonObject pipeline = p.toObject();
        const QString job = pipeline.value(QLatin1String("job_id")).toString();
        expect(uuid.match(job).hasMatch(), QStringLiteral("pipeline %1: job id is not a v4 UUID").arg(job));
        expect(!jobIds.contains(job), QStringLiteral("pipeline %1: job id repeated").arg(job));
        jobIds.insert(job);
        const QJsonArray partitions = pipeline.value(QLatin1String("partitions")).toArray();
        expect(integer(pipeline, "total_partitions") == partitions.size(),
               QStringLiteral("pipeline %1: total_partitions != partitions listed").arg(job));
        int done = 0;
        bool open = false;
        for (qsizetype i = 0; i < partitions.size(); ++i) {
            const QJsonObject part = partitions.at(i).toObject();
            const QString state = part.value(QLatin1String("state")).toString();
            const QString at = QStringLiteral("pipeline %1 partition %2").arg(job).arg(i);
            ++states[state];
            done += state == QLatin1String("done") ? 1 : 0;
            open = open || (state != QLatin1String("done") && state != QLatin1String("failed"));
            expect(integer(part, "index") == i, at + QStringLiteral(": index out of order"));
            const bool synthesized = state == QLatin1String("synth_done") || state == QLatin1String("gpu") ||
                                     state == QLatin1String("done");
            if (state != QLatin1String("failed"))
                expect(part.value(QLatin1String("synth_ms")).isNull() != synthesized,
                       at + QStringLiteral(": synth_ms vs state"));
            expect(part.value(QLatin1String("gpu_ms")).isNull() != (state == QLatin1String("done")),
                   at + QStringLiteral(": gpu_ms vs state"));
            if (state == QLatin1String("gpu"))
                gpuPartitions.insert(job + QLatin1Char('/') + QString::number(i));
        }
        expect(integer(pipeline, "partitions_done") == done,
               QStringLiteral("pipeline %1: partitions_done miscounted").arg(job));
        unfinished += open ? 1 : 0;
    }

    const QJsonObject synthesis = document.value(QLatin1String("synthesis")).toObject();
    expect(integer(synthesis, "active") == states.value(QStringLiteral("synthesizing")),
           QStringLiteral("synthesis.active != partitions synthesizing"));
    expect(integer(synthesis, "active") <= integer(synthesis, "max_concurrent"),
           QStringLiteral("synthesis over its maximum"));

    QSet<QString> provingOn;
    for (const QJsonValue& w : document.value(QLatin1String("gpu_workers")).toArray()) {
        const QJsonObject worker = w.toObject();
        if (worker.value(QLatin1String("state")).toString() != QLatin1String("proving"))
            continue;
        const QString key = worker.value(QLatin1String("current_job")).toString() + QLatin1Char('/') +
                            QString::number(integer(worker, "current_partition"));
        expect(gpuPartitions.contains(key),
               QStringLiteral("worker proves %1, which is not on the GPU").arg(key));
        expect(!provingOn.contains(key), QStringLiteral("two workers prove %1").arg(key));
        provingOn.insert(key);
    }
    expect(provingOn.size() == gpuPartitions.size(),
           QStringLiteral("a partition is on the GPU with no worker proving it"));

    const QJsonObject counters = document.value(QLatin1String("counters")).toObject();
    for (const auto& [totalKey, byKindKey] :
         {std::pair{"total_completed", "completed_by_kind"}, std::pair{"total_failed", "failed_by_kind"}}) {
        qint64 sum = 0;
        for (const QJsonValue& v : counters.value(QLatin1String(byKindKey)).toObject())
            sum += v.toInteger();
        expect(sum == integer(counters, totalKey),
               QStringLiteral("counters: %1 != sum of %2").arg(totalKey, byKindKey));
    }

    const QJsonObject buffers = document.value(QLatin1String("buffers")).toObject();
    const int synthDone = states.value(QStringLiteral("synth_done"));
    expect(integer(buffers, "synth_in_flight") == states.value(QStringLiteral("synthesizing")),
           QStringLiteral("buffers.synth_in_flight"));
    expect(integer(buffers, "aux_in_flight") == synthDone, QStringLiteral("buffers.aux_in_flight"));
    expect(integer(buffers, "provers_in_flight") == synthDone + states.value(QStringLiteral("gpu")),
           QStringLiteral("buffers.provers_in_flight"));
    expect(integer(buffers, "shells_in_flight") ==
               states.value(QStringLiteral("pending")) + states.value(QStringLiteral("synthesizing")),
           QStringLiteral("buffers.shells_in_flight"));
    expect(integer(buffers, "pending_handles") == unfinished, QStringLiteral("buffers.pending_handles"));
    return problems;
}

} // namespace fleetdeck::sim::test
