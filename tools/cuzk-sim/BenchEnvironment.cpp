// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchEnvironment.h"

#include "BenchRun.h"

#include <QStringList>

#include <cmath>

namespace fleetdeck::sim {

namespace {

struct Malformed
{
    QString message;
};

QString value(const QProcessEnvironment& environment, const char* name)
{
    return environment.value(QString::fromLatin1(name)).trimmed();
}

Malformed malformed(const char* name, const QString& text, const QString& expected)
{
    return {QStringLiteral("%1 must be %2, not '%3'").arg(QLatin1String(name), expected, text)};
}

int positiveInteger(const char* name, const QString& text)
{
    bool ok = false;
    const int number = text.toInt(&ok);
    if (!ok || number < 1)
        throw malformed(name, text, QStringLiteral("a positive integer"));
    return number;
}

BenchEnvironment parse(const QProcessEnvironment& environment)
{
    BenchEnvironment settings;
    if (const QString text = value(environment, "CUZK_SIM_TIME_SCALE"); !text.isEmpty()) {
        bool ok = false;
        settings.timeScale = text.toDouble(&ok);
        if (!ok || !std::isfinite(settings.timeScale) || settings.timeScale <= 0 ||
            settings.timeScale > BenchEnvironment::kMaxTimeScale)
            throw malformed(
                "CUZK_SIM_TIME_SCALE", text,
                QStringLiteral("a number above 0 and at most %1").arg(BenchEnvironment::kMaxTimeScale));
    }
    if (const QString text = value(environment, "CUZK_SIM_SEED"); !text.isEmpty()) {
        bool ok = false;
        settings.seed = text.toULongLong(&ok);
        if (!ok)
            throw malformed("CUZK_SIM_SEED", text, QStringLiteral("a non-negative integer"));
    }
    if (const QString text = value(environment, "CUZK_SIM_THROTTLE"); !text.isEmpty()) {
        if (text != QLatin1String("0") && text != QLatin1String("1"))
            throw malformed("CUZK_SIM_THROTTLE", text, QStringLiteral("0 or 1"));
        settings.throttle = text == QLatin1String("1");
    }
    if (const QString text = value(environment, "CUZK_SIM_SPEED"); !text.isEmpty()) {
        bool ok = false;
        settings.speed = text.toDouble(&ok);
        if (!ok || !std::isfinite(settings.speed) || settings.speed < 0.01 || settings.speed > 100)
            throw malformed("CUZK_SIM_SPEED", text, QStringLiteral("a number from 0.01 to 100"));
    }
    if (const QString text = value(environment, "CUZK_SIM_FAIL_EVERY"); !text.isEmpty())
        settings.failEvery = positiveInteger("CUZK_SIM_FAIL_EVERY", text);
    if (const QString text = value(environment, "CUZK_SIM_FAIL_AT"); !text.isEmpty()) {
        for (const QString& item : text.split(QLatin1Char(',')))
            settings.failAt.insert(positiveInteger("CUZK_SIM_FAIL_AT", item.trimmed()));
    }
    settings.stateDir = environment.value(QStringLiteral("CUZK_SIM_STATE_DIR"));
    return settings;
}

} // namespace

std::optional<BenchEnvironment> BenchEnvironment::read(const QProcessEnvironment& environment, QString* error)
{
    try {
        return parse(environment);
    } catch (const Malformed& problem) {
        if (error)
            *error = problem.message;
        return std::nullopt;
    }
}

void BenchEnvironment::applyTo(BenchOptions& options) const
{
    options.seed = seed;
    options.throttle = throttle;
    options.speed = speed;
    options.failEvery = failEvery;
    options.failAt = failAt;
}

} // namespace fleetdeck::sim
