// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/BenchSpec.h"

#include "base/ShellQuote.h"

#include "Tr.h"
#include "bench/ProofParser.h"

#include <QRegularExpression>

namespace fleetdeck::bench {

namespace {
constexpr int MaxProofs = 100000;

QString placeholderValue(const QString& name, const CommandValues& v, bool* known)
{
    *known = true;
    if (name == QLatin1String("node"))
        return v.node;
    if (name == QLatin1String("proof_kind"))
        return v.proofKind;
    if (name == QLatin1String("count"))
        return QString::number(v.count);
    if (name == QLatin1String("warmup"))
        return QString::number(v.counts.warmup);
    if (name == QLatin1String("timed"))
        return QString::number(v.counts.timed);
    if (name == QLatin1String("cooldown"))
        return QString::number(v.counts.cooldown);
    if (name == QLatin1String("index"))
        return QString::number(v.index);
    *known = false;
    return {};
}
} // namespace

QString BenchSpec::defaultCommand(Mode mode)
{
    return mode == Mode::Batch ? QStringLiteral("cuzk-bench batch --type {proof_kind} --count {count}")
                               : QStringLiteral("cuzk-bench single --type {proof_kind}");
}

QString BenchSpec::check() const
{
    if (counts.warmup < 0 || counts.timed < 0 || counts.cooldown < 0)
        return Tr::tr("the number of proofs in a phase cannot be negative");
    if (counts.total() == 0)
        return Tr::tr("a benchmark needs at least one proof");
    if (counts.total() > MaxProofs)
        return Tr::tr("a benchmark of more than %1 proofs is not supported").arg(MaxProofs);
    if (proofTimeoutS < 0 || totalTimeoutS < 0)
        return Tr::tr("a timeout cannot be negative");
    static const QRegularExpression kind(QStringLiteral("^[A-Za-z0-9_.-]{1,64}$"));
    if (!kind.match(proofKind).hasMatch())
        return Tr::tr("the proof kind '%1' is not a plain word (letters, digits, . _ -)").arg(proofKind);
    QString why;
    if (!expandCommand(effectiveCommand(), CommandValues{QStringLiteral("node"), proofKind, 1, counts, 1},
                       &why))
        return why;
    if (effectiveCommand().trimmed().isEmpty())
        return Tr::tr("the benchmark command is empty");
    if (!preCommand.isEmpty() &&
        !expandCommand(preCommand, CommandValues{QStringLiteral("node"), proofKind, 1, counts, 0}, &why))
        return Tr::tr("pre-run command: %1").arg(why);
    return ProofParser::checkSpec(parser);
}

QJsonObject BenchSpec::toJson() const
{
    QJsonObject json{{QStringLiteral("warmup"), counts.warmup},
                     {QStringLiteral("timed"), counts.timed},
                     {QStringLiteral("cooldown"), counts.cooldown},
                     {QStringLiteral("mode"), modeName(mode)},
                     {QStringLiteral("proof_kind"), proofKind},
                     {QStringLiteral("command"), effectiveCommand()},
                     {QStringLiteral("parser"), parser},
                     {QStringLiteral("proof_timeout_s"), proofTimeoutS},
                     {QStringLiteral("total_timeout_s"), totalTimeoutS}};
    if (!preCommand.isEmpty())
        json.insert(QStringLiteral("pre_command"), preCommand);
    if (!name.isEmpty())
        json.insert(QStringLiteral("preset"), name);
    return json;
}

std::optional<BenchSpec> BenchSpec::fromJson(const QJsonObject& json, QString* error)
{
    BenchSpec spec;
    const auto integer = [&](const char* key, int fallback) {
        const QJsonValue value = json.value(QLatin1String(key));
        return value.isDouble() ? value.toInt(fallback) : fallback;
    };
    spec.counts = {integer("warmup", spec.counts.warmup), integer("timed", spec.counts.timed),
                   integer("cooldown", spec.counts.cooldown)};
    const auto mode = modeFromName(json.value(QStringLiteral("mode")).toString(modeName(spec.mode)));
    if (!mode) {
        if (error)
            *error = Tr::tr("unknown benchmark mode '%1' (per-proof or batch)")
                         .arg(json.value(QStringLiteral("mode")).toString());
        return std::nullopt;
    }
    spec.mode = *mode;
    spec.proofKind = json.value(QStringLiteral("proof_kind")).toString(spec.proofKind);
    spec.command = json.value(QStringLiteral("command")).toString();
    if (spec.command == defaultCommand(spec.mode))
        spec.command.clear();
    spec.parser = json.value(QStringLiteral("parser")).toString(spec.parser);
    spec.proofTimeoutS = integer("proof_timeout_s", spec.proofTimeoutS);
    spec.totalTimeoutS = integer("total_timeout_s", spec.totalTimeoutS);
    spec.preCommand = json.value(QStringLiteral("pre_command")).toString();
    spec.name = json.value(QStringLiteral("preset")).toString();
    if (const QString why = spec.check(); !why.isEmpty()) {
        if (error)
            *error = why;
        return std::nullopt;
    }
    return spec;
}

QString modeName(BenchSpec::Mode mode)
{
    return mode == BenchSpec::Mode::Batch ? QStringLiteral("batch") : QStringLiteral("per-proof");
}

std::optional<BenchSpec::Mode> modeFromName(const QString& name)
{
    if (name == QLatin1String("batch"))
        return BenchSpec::Mode::Batch;
    if (name == QLatin1String("per-proof"))
        return BenchSpec::Mode::PerProof;
    return std::nullopt;
}

std::optional<QString> expandCommand(const QString& command, const CommandValues& values, QString* error)
{
    QString out;
    out.reserve(command.size());
    for (qsizetype i = 0; i < command.size(); ++i) {
        const QChar c = command.at(i);
        // "{{" and "}}" stand for literal braces (awk '{{print $1}}').
        if ((c == QLatin1Char('{') || c == QLatin1Char('}')) && i + 1 < command.size() &&
            command.at(i + 1) == c) {
            out += c;
            ++i;
            continue;
        }
        if (c == QLatin1Char('}')) {
            if (error)
                *error = Tr::tr("the command has a '}' without its '{' (at character %1)").arg(i + 1);
            return std::nullopt;
        }
        if (c != QLatin1Char('{')) {
            out += c;
            continue;
        }
        const qsizetype close = command.indexOf(QLatin1Char('}'), i + 1);
        if (close < 0) {
            if (error)
                *error = Tr::tr("the command has a '{' that is never closed (at character %1)").arg(i + 1);
            return std::nullopt;
        }
        const QString name = command.mid(i + 1, close - i - 1);
        bool known = false;
        const QString value = placeholderValue(name, values, &known);
        if (!known) {
            if (error)
                *error =
                    Tr::tr("unknown placeholder {%1} in the command; known: {node}, {proof_kind}, {count}, "
                           "{warmup}, {timed}, {cooldown}, {index}")
                        .arg(name);
            return std::nullopt;
        }
        out += shellQuote(value);
        i = close;
    }
    if (out.contains(QChar(0)) || out.contains(QLatin1Char('\n'))) {
        if (error)
            *error = Tr::tr("the command contains a NUL or a newline");
        return std::nullopt;
    }
    return out;
}

} // namespace fleetdeck::bench
