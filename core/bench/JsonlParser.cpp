// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/JsonlParser.h"

#include "Tr.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace fleetdeck::bench {

namespace {
constexpr QLatin1StringView kProofMembers[] = {"index"_L1,    "proof"_L1,    "status"_L1,
                                               "ok"_L1,       "wall_s"_L1,   "wall_ms"_L1,
                                               "prove_ms"_L1, "queue_ms"_L1, "phase"_L1};

// Absent and null: nullopt; a number: its value; anything else: NaN, reported as malformed.
std::optional<double> number(const QJsonObject& object, QLatin1StringView key)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    return value.isDouble() ? value.toDouble() : std::nan("");
}

// Absent and null: empty; a string: itself; anything else: a problem.
QString text(const QJsonObject& object, QLatin1StringView key, QStringList& problems)
{
    const QJsonValue value = object.value(key);
    if (!value.isUndefined() && !value.isNull() && !value.isString())
        problems << Tr::tr("%1 is not a string").arg(key);
    return value.toString();
}
} // namespace

JsonlParser::JsonlParser(PhaseCounts phases)
    : LineParser(phases)
{}

bool JsonlParser::parseLine(const QString& line)
{
    const QString trimmed = line.trimmed();
    if (!trimmed.startsWith(QLatin1Char('{')))
        return false; // a banner or a progress line: not worth a JSON parse
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(trimmed.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return false;
    const QJsonObject object = document.object();
    if (std::none_of(std::begin(kProofMembers), std::end(kProofMembers),
                     [&](QLatin1StringView key) { return object.contains(key); }))
        return false;

    Record record;
    record.index = object.contains("index"_L1) ? number(object, "index"_L1) : number(object, "proof"_L1);
    record.status = text(object, "status"_L1, record.problems);
    const QJsonValue ok = object.value("ok"_L1);
    if (record.status.isEmpty() && ok.isBool())
        record.status = QLatin1String(
            statusName(ok.toBool() ? BenchSample::Status::Completed : BenchSample::Status::Failed));
    else if (!ok.isUndefined() && !ok.isNull() && !ok.isBool())
        record.problems << Tr::tr("ok is not true or false");
    record.wallS = number(object, "wall_s"_L1);
    record.wallMs = number(object, "wall_ms"_L1);
    record.proveMs = number(object, "prove_ms"_L1);
    record.queueMs = number(object, "queue_ms"_L1);
    record.phase = text(object, "phase"_L1, record.problems);
    addRecord(record);
    return true;
}

} // namespace fleetdeck::bench
