// SPDX-License-Identifier: GPL-3.0-or-later
#include "status/CuzkSummary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace fleetdeck {

namespace {
// Walks a document and remembers the first problem with its path.
class Reader
{
public:
    QString error;

    QJsonObject object(const QJsonObject& parent, const QString& key, const QString& path)
    {
        const QJsonValue v = parent.value(key);
        if (!v.isObject())
            fail(path + key, v, QStringLiteral("an object"));
        return v.toObject();
    }
    QJsonArray array(const QJsonObject& parent, const QString& key, const QString& path)
    {
        const QJsonValue v = parent.value(key);
        if (!v.isArray())
            fail(path + key, v, QStringLiteral("an array"));
        return v.toArray();
    }
    double number(const QJsonObject& parent, const QString& key, const QString& path)
    {
        const QJsonValue v = parent.value(key);
        if (!v.isDouble())
            fail(path + key, v, QStringLiteral("a number"));
        return v.toDouble();
    }
    quint64 unsignedInt(const QJsonObject& parent, const QString& key, const QString& path)
    {
        const double d = number(parent, key, path);
        if (error.isEmpty() && (d < 0 || std::floor(d) != d))
            error = QStringLiteral("%1%2: expected an unsigned integer, got %3").arg(path, key).arg(d);
        return error.isEmpty() ? quint64(d) : 0;
    }

private:
    void fail(const QString& path, const QJsonValue& v, const QString& expected)
    {
        if (!error.isEmpty())
            return;
        static const char* const names[] = {"null",     "a boolean", "a number",
                                            "a string", "an array",  "an object"};
        const int t = v.type();
        const QString got = v.isUndefined()
                                ? QStringLiteral("nothing (missing)")
                                : QString::fromLatin1(t >= 0 && t <= 0x5 ? names[t] : "something else");
        error = QStringLiteral("%1: expected %2, got %3").arg(path, expected, got);
    }
};
} // namespace

std::optional<CuzkSummary> CuzkSummary::parse(const QByteArray& body, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = QStringLiteral("$: not JSON at offset %1: %2")
                     .arg(parseError.offset)
                     .arg(parseError.errorString());
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *error = QStringLiteral("$: expected an object");
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    Reader r;
    CuzkSummary s;
    s.uptimeSecs = r.number(root, QStringLiteral("uptime_secs"), QStringLiteral("$."));
    const QJsonObject memory = r.object(root, QStringLiteral("memory"), QStringLiteral("$."));
    s.memoryTotalBytes = r.unsignedInt(memory, QStringLiteral("total_bytes"), QStringLiteral("$.memory."));
    s.memoryUsedBytes = r.unsignedInt(memory, QStringLiteral("used_bytes"), QStringLiteral("$.memory."));
    s.memoryAvailableBytes =
        r.unsignedInt(memory, QStringLiteral("available_bytes"), QStringLiteral("$.memory."));
    const QJsonObject synthesis = r.object(root, QStringLiteral("synthesis"), QStringLiteral("$."));
    s.synthesisMax =
        quint32(r.unsignedInt(synthesis, QStringLiteral("max_concurrent"), QStringLiteral("$.synthesis.")));
    s.synthesisActive =
        quint32(r.unsignedInt(synthesis, QStringLiteral("active"), QStringLiteral("$.synthesis.")));
    s.pipelines = int(r.array(root, QStringLiteral("pipelines"), QStringLiteral("$.")).size());
    const QJsonArray workers = r.array(root, QStringLiteral("gpu_workers"), QStringLiteral("$."));
    s.gpuWorkersTotal = int(workers.size());
    for (qsizetype i = 0; i < workers.size() && r.error.isEmpty(); ++i) {
        const QString path = QStringLiteral("$.gpu_workers[%1].").arg(i);
        const QJsonValue state = workers.at(i).toObject().value(QStringLiteral("state"));
        if (!workers.at(i).isObject() || !state.isString()) {
            r.error = path + QStringLiteral("state: expected a string");
            break;
        }
        if (state.toString() == QLatin1String("proving"))
            ++s.gpuWorkersBusy;
    }
    const QJsonObject counters = r.object(root, QStringLiteral("counters"), QStringLiteral("$."));
    s.totalCompleted =
        r.unsignedInt(counters, QStringLiteral("total_completed"), QStringLiteral("$.counters."));
    s.totalFailed = r.unsignedInt(counters, QStringLiteral("total_failed"), QStringLiteral("$.counters."));
    s.queueDepth =
        quint32(r.unsignedInt(counters, QStringLiteral("queue_depth"), QStringLiteral("$.counters.")));
    if (!r.error.isEmpty()) {
        *error = r.error;
        return std::nullopt;
    }
    return s;
}

QJsonObject CuzkSummary::toJson() const
{
    return QJsonObject{
        {QStringLiteral("uptime_secs"), uptimeSecs},
        {QStringLiteral("queue_depth"), qint64(queueDepth)},
        {QStringLiteral("total_completed"), qint64(totalCompleted)},
        {QStringLiteral("total_failed"), qint64(totalFailed)},
        {QStringLiteral("gpu_workers_busy"), gpuWorkersBusy},
        {QStringLiteral("gpu_workers_total"), gpuWorkersTotal},
        {QStringLiteral("pipelines"), pipelines},
        {QStringLiteral("synthesis_active"), qint64(synthesisActive)},
        {QStringLiteral("synthesis_max"), qint64(synthesisMax)},
        {QStringLiteral("memory_used_bytes"), qint64(memoryUsedBytes)},
        {QStringLiteral("memory_total_bytes"), qint64(memoryTotalBytes)},
    };
}

} // namespace fleetdeck
