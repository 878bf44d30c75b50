// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

namespace fleetdeck::cli {

/// An option a command accepts: `--name VALUE` (or `--name=VALUE`) when it takes a value.
struct OptionSpec
{
    QString name; ///< without the leading dashes
    bool takesValue = true;
    bool repeatable = false;
};

/// A command's parsed options and positional words. Parsing never exits: errors come back as
/// one line for stderr, and the caller maps them to exit code 2.
class CliArgs
{
public:
    /// Parses `tokens` against `specs`; on failure returns false and sets `error`.
    bool parse(const QStringList& tokens, const QList<OptionSpec>& specs, QString* error);

    bool has(const QString& name) const { return m_values.contains(name); }
    QString value(const QString& name) const { return m_values.value(name).value(0); }
    QStringList values(const QString& name) const { return m_values.value(name); }
    const QStringList& positional() const { return m_positional; }

private:
    QMap<QString, QStringList> m_values;
    QStringList m_positional;
};

/// The global options of docs/cli.md, accepted before or after the command.
struct GlobalOptions
{
    QString db;
    QString knownHosts;
    QString hostKeyPolicy = QStringLiteral("ask");
    double timeoutSeconds = 10.0;
    QString language; ///< --language as given ("" for the system's); translations are loaded before parsing
    bool json = false;
    bool help = false;
    bool version = false;
};

/// Pulls the global options out of argv (anywhere), leaving the command's own tokens.
bool extractGlobalOptions(const QStringList& args, GlobalOptions* globals, QStringList* rest, QString* error);

} // namespace fleetdeck::cli
