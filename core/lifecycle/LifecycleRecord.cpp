// SPDX-License-Identifier: GPL-3.0-or-later
#include "lifecycle/LifecycleRecord.h"

#include "Tr.h"

#include <cmath>

namespace fleetdeck::lifecycle {

namespace {
struct StageWords
{
    Stage stage;
    const char* name;
};
constexpr StageWords kStages[]{
    {Stage::Created, "created"},      {Stage::Loading, "loading"},
    {Stage::Running, "running"},      {Stage::Ssh, "ssh"},
    {Stage::Daemon, "daemon"},        {Stage::Qualifying, "qualifying"},
    {Stage::InService, "in_service"}, {Stage::Failed, "failed"},
    {Stage::Retired, "retired"},
};

QString iso(const QDateTime& t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}

QDateTime fromIso(const QJsonValue& v)
{
    return QDateTime::fromString(v.toString(), Qt::ISODateWithMs).toUTC();
}

QJsonValue orNull(const std::optional<double>& v)
{
    return v && std::isfinite(*v) ? QJsonValue(*v) : QJsonValue();
}
} // namespace

QString stageName(Stage stage)
{
    for (const StageWords& w : kStages) {
        if (w.stage == stage)
            return QLatin1String(w.name);
    }
    return QStringLiteral("created");
}

std::optional<Stage> stageFromName(const QString& name)
{
    for (const StageWords& w : kStages) {
        if (name == QLatin1String(w.name))
            return w.stage;
    }
    return std::nullopt;
}

QString stageText(Stage stage)
{
    switch (stage) {
    case Stage::Created:
        return Tr::tr("created");
    case Stage::Loading:
        return Tr::tr("loading");
    case Stage::Running:
        return Tr::tr("running");
    case Stage::Ssh:
        return Tr::tr("SSH reachable");
    case Stage::Daemon:
        return Tr::tr("daemon answering");
    case Stage::Qualifying:
        return Tr::tr("qualifying");
    case Stage::InService:
        return Tr::tr("in service");
    case Stage::Failed:
        return Tr::tr("failed");
    case Stage::Retired:
        return Tr::tr("retired");
    }
    return {};
}

QJsonObject RuleTrip::toJson() const
{
    return {{QStringLiteral("name"), name},
            {QStringLiteral("reason"), reason},
            {QStringLiteral("action"), action},
            {QStringLiteral("at"), iso(at)}};
}

std::optional<RuleTrip> RuleTrip::fromJson(const QJsonValue& value)
{
    const QJsonObject o = value.toObject();
    if (o.value(QStringLiteral("name")).toString().isEmpty())
        return std::nullopt;
    return RuleTrip{o.value(QStringLiteral("name")).toString(), o.value(QStringLiteral("reason")).toString(),
                    o.value(QStringLiteral("action")).toString(), fromIso(o.value(QStringLiteral("at")))};
}

QJsonObject Qualification::toJson() const
{
    QJsonObject o{{QStringLiteral("run"), run},
                  {QStringLiteral("passed"), passed ? QJsonValue(*passed) : QJsonValue()},
                  {QStringLiteral("proofs_per_hour"), orNull(proofsPerHour)},
                  {QStringLiteral("usd_per_proof"), orNull(usdPerProof)}};
    if (!reason.isEmpty())
        o.insert(QStringLiteral("reason"), reason);
    return o;
}

std::optional<Qualification> Qualification::fromJson(const QJsonValue& value)
{
    const QJsonObject o = value.toObject();
    if (!o.contains(QStringLiteral("run")))
        return std::nullopt;
    Qualification q;
    q.run = o.value(QStringLiteral("run")).toInteger();
    if (o.value(QStringLiteral("passed")).isBool())
        q.passed = o.value(QStringLiteral("passed")).toBool();
    if (o.value(QStringLiteral("proofs_per_hour")).isDouble())
        q.proofsPerHour = o.value(QStringLiteral("proofs_per_hour")).toDouble();
    if (o.value(QStringLiteral("usd_per_proof")).isDouble())
        q.usdPerProof = o.value(QStringLiteral("usd_per_proof")).toDouble();
    q.reason = o.value(QStringLiteral("reason")).toString();
    return q;
}

std::optional<double> LifecycleRecord::costSoFar(std::optional<double> dollarsPerHour,
                                                 const QDateTime& now) const
{
    if (!rentedAt.isValid() || (billing.isEmpty() && !dollarsPerHour))
        return std::nullopt;
    const QDateTime end = retiredAt.isValid() ? retiredAt : now;
    const auto hours = [](const QDateTime& from, const QDateTime& to) {
        return double(qMax<qint64>(0, from.msecsTo(to))) / 3.6e6;
    };
    if (billing.isEmpty())
        return *dollarsPerHour * hours(rentedAt, end);
    double cost = 0;
    for (qsizetype i = 0; i < billing.size(); ++i) {
        // The first price counts from the rent: it is what the instance was rented at.
        const QDateTime from = i == 0 ? qMin(rentedAt, billing.at(i).from) : billing.at(i).from;
        const QDateTime to = i + 1 < billing.size() ? qMin(billing.at(i + 1).from, end) : end;
        cost += billing.at(i).dollarsPerHour * hours(from, to);
    }
    return cost;
}

bool LifecycleRecord::notePrice(double dollarsPerHour, const QDateTime& at)
{
    if (!billing.isEmpty() && qFuzzyCompare(1.0 + billing.last().dollarsPerHour, 1.0 + dollarsPerHour))
        return false;
    billing.append({at, dollarsPerHour});
    return true;
}

void LifecycleRecord::enter(Stage next, const QDateTime& at)
{
    if (stage == next && stageSince.isValid())
        return;
    stage = next;
    stageSince = at;
    stages.insert(stageName(next), at);
}

QJsonObject LifecycleRecord::toJson() const
{
    QJsonObject stagesJson;
    for (auto it = stages.cbegin(); it != stages.cend(); ++it)
        stagesJson.insert(it.key(), iso(it.value()));
    const QJsonValue instance =
        instanceId.toLongLong() > 0 ? QJsonValue(instanceId.toLongLong()) : QJsonValue();
    return {
        {QStringLiteral("node"), node},
        {QStringLiteral("instance_id"), instance},
        {QStringLiteral("template"), templateName},
        {QStringLiteral("machine_id"), machineId.isEmpty() ? QJsonValue() : QJsonValue(machineId)},
        {QStringLiteral("stage"), stageName(stage)},
        {QStringLiteral("stage_since"), iso(stageSince)},
        {QStringLiteral("stages"), stagesJson},
        {QStringLiteral("rule"), rule ? QJsonValue(rule->toJson()) : QJsonValue()},
        {QStringLiteral("qualification"), qualification ? QJsonValue(qualification->toJson()) : QJsonValue()},
        {QStringLiteral("retired_reason"),
         retiredReason.isEmpty() ? QJsonValue() : QJsonValue(retiredReason)}};
}

} // namespace fleetdeck::lifecycle
