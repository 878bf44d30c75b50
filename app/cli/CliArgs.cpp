// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CliArgs.h"
#include "cli/CliTr.h"

#include "Translations.h"

#include <QCoreApplication>

namespace fleetdeck::cli {

namespace {

// Splits "--name=value" into its parts; "--name" leaves value unset.
void splitOption(const QString& token, QString* name, QString* value, bool* hasInlineValue)
{
    const qsizetype eq = token.indexOf(QLatin1Char('='));
    *hasInlineValue = eq > 0;
    *name = (eq > 0 ? token.left(eq) : token).mid(2);
    if (eq > 0)
        *value = token.mid(eq + 1);
}
} // namespace

bool CliArgs::parse(const QStringList& tokens, const QList<OptionSpec>& specs, QString* error)
{
    m_values.clear();
    m_positional.clear();
    bool onlyPositional = false;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const QString& token = tokens.at(i);
        if (onlyPositional || !token.startsWith(QLatin1String("--")) || token == QLatin1String("--")) {
            if (token == QLatin1String("--") && !onlyPositional)
                onlyPositional = true;
            else
                m_positional << token;
            continue;
        }
        QString name, value;
        bool inlineValue = false;
        splitOption(token, &name, &value, &inlineValue);
        const auto spec = std::find_if(specs.cbegin(), specs.cend(),
                                       [&name](const OptionSpec& s) { return s.name == name; });
        if (spec == specs.cend()) {
            *error = Tr::tr("unknown option --%1").arg(name);
            return false;
        }
        if (spec->takesValue && !inlineValue) {
            if (i + 1 >= tokens.size()) {
                *error = Tr::tr("option --%1 needs a value").arg(name);
                return false;
            }
            value = tokens.at(++i);
        } else if (!spec->takesValue && inlineValue) {
            *error = Tr::tr("option --%1 takes no value").arg(name);
            return false;
        }
        if (m_values.contains(name) && !spec->repeatable) {
            *error = Tr::tr("option --%1 given more than once").arg(name);
            return false;
        }
        m_values[name].append(value);
    }
    return true;
}

bool extractGlobalOptions(const QStringList& args, GlobalOptions* g, QStringList* rest, QString* error)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& token = args.at(i);
        if (token == QLatin1String("--")) {
            // Everything after "--" belongs to the command untouched.
            *rest << args.mid(i);
            break;
        }
        if (!token.startsWith(QLatin1String("--"))) {
            *rest << token;
            continue;
        }
        QString name, value;
        bool inlineValue = false;
        splitOption(token, &name, &value, &inlineValue);
        auto takeValue = [&]() -> bool {
            if (inlineValue)
                return true;
            if (i + 1 >= args.size()) {
                *error = Tr::tr("option --%1 needs a value").arg(name);
                return false;
            }
            value = args.at(++i);
            return true;
        };
        if (name == QLatin1String("json") || name == QLatin1String("help") ||
            name == QLatin1String("version")) {
            if (inlineValue) {
                *error = Tr::tr("option --%1 takes no value").arg(name);
                return false;
            }
            (name == QLatin1String("json")   ? g->json
             : name == QLatin1String("help") ? g->help
                                             : g->version) = true;
        } else if (name == QLatin1String("db")) {
            if (!takeValue())
                return false;
            if (value.isEmpty()) {
                *error = Tr::tr("option --db needs a path");
                return false;
            }
            g->db = value;
        } else if (name == QLatin1String("known-hosts")) {
            if (!takeValue())
                return false;
            g->knownHosts = value;
        } else if (name == QLatin1String("host-key-policy")) {
            if (!takeValue())
                return false;
            if (value != QLatin1String("strict") && value != QLatin1String("accept-new") &&
                value != QLatin1String("ask")) {
                *error = Tr::tr("invalid --host-key-policy '%1': use strict, accept-new or ask").arg(value);
                return false;
            }
            g->hostKeyPolicy = value;
        } else if (name == QLatin1String("language")) {
            if (!takeValue())
                return false;
            if (!normalizedLanguage(value)) {
                *error = Tr::tr("invalid --language '%1': use en, de or zh_CN").arg(value);
                return false;
            }
            g->language = value;
        } else if (name == QLatin1String("timeout")) {
            if (!takeValue())
                return false;
            bool ok = false;
            const double seconds = value.toDouble(&ok);
            if (!ok || !(seconds > 0) || seconds > 86400) {
                *error = Tr::tr("invalid --timeout '%1': expected seconds greater than 0").arg(value);
                return false;
            }
            g->timeoutSeconds = seconds;
        } else {
            *rest << token;
        }
    }
    return true;
}

} // namespace fleetdeck::cli
