// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLine.h"

#include <cmath>

namespace fleetdeck::sim {

void writeOutput(FILE* stream, const QByteArray& text)
{
    std::fwrite(text.constData(), 1, size_t(text.size()), stream);
    std::fflush(stream);
}

QCommandLineOption valueOption(const char* name, const char* description, const char* valueName)
{
    return QCommandLineOption(QString::fromLatin1(name), QString::fromLatin1(description),
                              QString::fromLatin1(valueName));
}

CommandOptions::CommandOptions(const QString& description, const QStringList& arguments,
                               const QList<QCommandLineOption>& options)
{
    m_parser.setApplicationDescription(description);
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    m_parser.addHelpOption();
    m_parser.addOptions(options);
    if (!m_parser.parse(arguments))
        throw UsageError{m_parser.errorText()};
    if (!m_parser.positionalArguments().isEmpty())
        throw UsageError{
            QStringLiteral("unexpected argument '%1'").arg(m_parser.positionalArguments().first())};
}

qint64 CommandOptions::integer(const char* name, qint64 fallback, qint64 lo, qint64 hi) const
{
    if (!isSet(name))
        return fallback;
    bool ok = false;
    const qint64 value = text(name).toLongLong(&ok);
    if (!ok || value < lo || value > hi)
        throw UsageError{QStringLiteral("--%1 must be an integer from %2 to %3, not '%4'")
                             .arg(QLatin1String(name))
                             .arg(lo)
                             .arg(hi)
                             .arg(text(name))};
    return value;
}

std::uint64_t CommandOptions::seed() const
{
    if (!isSet("seed"))
        return 1;
    bool ok = false;
    const std::uint64_t value = text("seed").toULongLong(&ok);
    if (!ok)
        throw UsageError{QStringLiteral("--seed must be a non-negative integer, not '%1'").arg(text("seed"))};
    return value;
}

double CommandOptions::timeScale(double max) const
{
    if (!isSet("time-scale"))
        return 1.0;
    bool ok = false;
    const double value = text("time-scale").toDouble(&ok);
    if (!ok || !std::isfinite(value) || value <= 0 || value > max)
        throw UsageError{QStringLiteral("--time-scale must be a number above 0 and at most %1, not '%2'")
                             .arg(max)
                             .arg(text("time-scale"))};
    return value;
}

} // namespace fleetdeck::sim
