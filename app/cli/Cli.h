// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliArgs.h"

#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

namespace fleetdeck::cli {

/// Exit codes of docs/cli.md.
enum ExitCode { ExitOk = 0, ExitFailed = 1, ExitUsage = 2 };

/// fleetdeck-cli: parses the command line and runs one command over the core.
class Cli
{
public:
    Cli(QTextStream& out, QTextStream& err);
    int run(const QStringList& arguments);

    QTextStream& out() { return m_out; }
    QTextStream& err() { return m_err; }
    const GlobalOptions& globals() const { return m_globals; }

    /// One line on stderr, prefixed with the program name; returns `code`.
    int fail(int code, const QString& message);
    /// Prints one compact JSON document and a newline on stdout.
    void printJson(const QJsonObject& document);

private:
    int runNode(const QStringList& tokens);
    void printHelp(const QString& topic);
    void printHelp(const QString& topic, QTextStream& stream);

    QTextStream& m_out;
    QTextStream& m_err;
    GlobalOptions m_globals;
};

} // namespace fleetdeck::cli
