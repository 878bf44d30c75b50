// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <cstdio>

namespace fleetdeck::sim {

// The command-line pieces the simulator's commands share.

constexpr int kUsageError = 2;

// Thrown only inside option parsing, caught in main: every bad option ends the same way.
struct UsageError
{
    QString message;
};

// Writes and flushes at once: a benchmark's reader acts on each line as it arrives.
void writeOutput(FILE* stream, const QByteArray& text);

QCommandLineOption valueOption(const char* name, const char* description, const char* valueName);

// A command's options, parsed or rejected with a UsageError that says what is wrong.
class CommandOptions
{
public:
    CommandOptions(const QString& description, const QStringList& arguments,
                   const QList<QCommandLineOption>& options);

    bool helpRequested() const { return m_parser.isSet(QStringLiteral("help")); }
    QString helpText() const { return m_parser.helpText(); }
    bool isSet(const char* name) const { return m_parser.isSet(QString::fromLatin1(name)); }
    QString text(const char* name) const { return m_parser.value(QString::fromLatin1(name)); }

    qint64 integer(const char* name, qint64 fallback, qint64 lo, qint64 hi) const;
    std::uint64_t seed() const;
    double timeScale(double max) const;

private:
    QCommandLineParser m_parser;
};

} // namespace fleetdeck::sim
