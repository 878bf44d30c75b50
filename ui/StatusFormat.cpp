// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatusFormat.h"
#include "UiTr.h"

#include <QLocale>

#include <cmath>

namespace fleetdeck::ui::StatusFormat {

QString bytes(double bytes)
{
    static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    int unit = 0;
    double value = std::max(0.0, bytes);
    while (value >= 1024 && unit < 5) {
        value /= 1024;
        ++unit;
    }
    const int decimals = unit == 0 || value >= 10 ? 0 : 1;
    return QStringLiteral("%1 %2").arg(QLocale().toString(value, 'f', decimals), QLatin1String(units[unit]));
}

QString duration(double secs)
{
    secs = std::max(0.0, secs);
    if (secs < 10)
        return Tr::tr("%1 s").arg(QLocale().toString(secs, 'f', 1));
    const qint64 s = qint64(std::llround(secs));
    if (s < 120)
        return Tr::tr("%1 s").arg(s);
    if (s < 3600)
        return Tr::tr("%1 min").arg(s / 60);
    if (s < 86400)
        return Tr::tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60, 2, 10, QLatin1Char('0'));
    return Tr::tr("%1 d %2 h").arg(s / 86400).arg((s % 86400) / 3600);
}

QString millis(double ms)
{
    if (ms < 1000)
        return Tr::tr("%1 ms").arg(qint64(std::llround(std::max(0.0, ms))));
    return Tr::tr("%1 s").arg(QLocale().toString(ms / 1000.0, 'f', 1));
}

QString ago(double secs)
{
    if (secs < 1)
        return Tr::tr("just now");
    return Tr::tr("%1 ago").arg(duration(secs));
}

QString shortJobId(const QString& jobId)
{
    const qsizetype dash = jobId.indexOf(QLatin1Char('-'));
    return jobId.left(dash > 0 ? std::min<qsizetype>(dash, 8) : 8);
}

QString percent(double fraction)
{
    const int decimals = fraction > 0 && fraction < 0.1 ? 1 : 0;
    return QStringLiteral("%1 %").arg(QLocale().toString(fraction * 100, 'f', decimals));
}

QString rate(double value)
{
    return QLocale().toString(value, 'f', std::abs(value) >= 100 ? 0 : 1);
}

QString count(double value)
{
    if (value == std::floor(value) && std::abs(value) < 1e15)
        return QLocale().toString(qint64(value));
    return QLocale().toString(value, 'f', 1);
}

} // namespace fleetdeck::ui::StatusFormat
