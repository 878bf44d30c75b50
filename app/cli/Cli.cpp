// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/Cli.h"
#include "cli/CliTr.h"

#include "Version.h"
#include "cli/BenchCommands.h"
#include "cli/CollectCommand.h"
#include "cli/KeysCommands.h"
#include "cli/LifecycleCommand.h"
#include "cli/LogsCommand.h"
#include "cli/NodeCommands.h"
#include "cli/SecretsCommands.h"
#include "cli/StatusCommands.h"
#include "cli/StoreCommands.h"
#include "cli/VastCommands.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace fleetdeck::cli {

Cli::Cli(QTextStream& out, QTextStream& err)
    : m_out(out)
    , m_err(err)
{}

int Cli::fail(int code, const QString& message)
{
    m_err << "fleetdeck-cli: " << message << Qt::endl;
    return code;
}

void Cli::printJson(const QJsonObject& document)
{
    m_out << QJsonDocument(document).toJson(QJsonDocument::Compact) << Qt::endl;
}

int Cli::run(const QStringList& arguments)
{
    QStringList tokens;
    QString error;
    if (!extractGlobalOptions(arguments.mid(1), &m_globals, &tokens, &error))
        return fail(ExitUsage, error);

    if (m_globals.version) {
        if (m_globals.json) {
            printJson(QJsonObject{{QStringLiteral("version"), versionString()},
                                  {QStringLiteral("libssh"), libsshVersion()},
                                  {QStringLiteral("qt"), QString::fromLatin1(qVersion())}});
        } else {
            m_out << "fleetdeck-cli " << versionString() << " (libssh " << libsshVersion() << ", Qt "
                  << qVersion() << ")" << Qt::endl;
        }
        return ExitOk;
    }
    if (tokens.isEmpty()) {
        if (m_globals.help) {
            printHelp({});
            return ExitOk;
        }
        m_err << "fleetdeck-cli: " << Tr::tr("missing command") << Qt::endl;
        printHelp({}, m_err);
        return ExitUsage;
    }

    const QString command = tokens.takeFirst();
    if (command == QLatin1String("help")) {
        printHelp(tokens.value(0));
        return ExitOk;
    }
    if (command == QLatin1String("node"))
        return runNode(tokens);
    if (command == QLatin1String("status") || command == QLatin1String("check")) {
        const bool status = command == QLatin1String("status");
        if (m_globals.help) {
            m_out << (status ? statusHelp() : checkHelp());
            return ExitOk;
        }
        return status ? runStatusCommand(*this, tokens) : runCheckCommand(*this, tokens);
    }
    if (command == QLatin1String("secrets"))
        return runSecretsCommand(*this, tokens);
    if (command == QLatin1String("keys"))
        return runKeysCommand(*this, tokens);
    if (command == QLatin1String("bench"))
        return runBenchCommand(*this, tokens);
    if (command == QLatin1String("vast"))
        return runVastCommand(*this, tokens);
    if (command == QLatin1String("lifecycle"))
        return runLifecycleCommand(*this, tokens);
    if (command == QLatin1String("collect")) {
        if (m_globals.help) {
            printHelp(command);
            return ExitOk;
        }
        return runCollectCommand(*this, tokens);
    }
    if (command == QLatin1String("store"))
        return runStoreCommand(*this, tokens);
    if (command == QLatin1String("logs"))
        return runLogsCommand(*this, tokens);
    if (command.startsWith(QLatin1String("--")))
        return fail(ExitUsage, Tr::tr("unknown option %1 (see fleetdeck-cli --help)").arg(command));
    return fail(ExitUsage, Tr::tr("unknown command '%1' (see fleetdeck-cli --help)").arg(command));
}

int Cli::runNode(const QStringList& tokens)
{
    static const QStringList subcommands{QStringLiteral("add"), QStringLiteral("edit"),
                                         QStringLiteral("remove"), QStringLiteral("list"),
                                         QStringLiteral("import")};
    if (tokens.isEmpty() || tokens.first().startsWith(QLatin1String("--"))) {
        if (m_globals.help) {
            printHelp(QStringLiteral("node"));
            return ExitOk;
        }
        return fail(ExitUsage, tokens.isEmpty() ? Tr::tr("node: missing subcommand (add, edit, remove, list)")
                                                : Tr::tr("unknown option %1").arg(tokens.first()));
    }
    const QString sub = tokens.first();
    if (!subcommands.contains(sub))
        return fail(ExitUsage,
                    Tr::tr("unknown node subcommand '%1' (add, edit, remove, list, import)").arg(sub));
    if (m_globals.help) {
        m_out << nodeHelp(sub);
        return ExitOk;
    }
    return runNodeCommand(*this, sub, tokens.mid(1));
}

void Cli::printHelp(const QString& topic)
{
    printHelp(topic, m_out);
}

void Cli::printHelp(const QString& topic, QTextStream& stream)
{
    if (topic == QLatin1String("node")) {
        stream << nodeHelp({});
        return;
    }
    if (topic == QLatin1String("secrets")) {
        stream << secretsHelp();
        return;
    }
    if (topic == QLatin1String("keys")) {
        stream << keysHelp();
        return;
    }
    if (topic == QLatin1String("bench")) {
        stream << benchHelp();
        return;
    }
    if (topic == QLatin1String("lifecycle")) {
        stream << lifecycleHelp();
        return;
    }
    if (topic == QLatin1String("vast")) {
        stream << vastHelp();
        return;
    }
    if (topic == QLatin1String("logs")) {
        stream << logsHelp();
        return;
    }
    if (topic == QLatin1String("collect")) {
        stream << collectHelp();
        return;
    }
    if (topic == QLatin1String("store")) {
        stream << storeHelp();
        return;
    }
    stream << Tr::tr("Usage: fleetdeck-cli [GLOBAL OPTIONS] COMMAND [ARGS]\n"
                     "\n"
                     "Commands:\n"
                     "  node add|edit|remove|list|import  manage the fleet's inventory\n"
                     "  status [NAME...]            poll nodes (--watch SECONDS [--count N])\n"
                     "  check NAME                  run every connection stage and report each\n"
                     "  secrets status|set|delete|list  secrets in the OS keychain\n"
                     "  keys generate|deploy|remove|audit  keys and the nodes' authorized_keys\n"
                     "  bench run|list|show|compare benchmarks: warmup, timed and cooldown proofs\n"
                     "  vast offers|templates|rent|destroy|stop|start|reboot|label|bad-hosts\n"
                     "                              rent, manage and retire vast.ai instances\n"
                     "  lifecycle [--watch SECONDS]  stages, qualification and rules of rented nodes\n"
                     "  logs NODE...|--all [-f]     the nodes' logs, merged in time order, live with -f\n"
                     "  store copy --from A --to B  copy a whole fleet between stores, verified\n"
                     "  collect [--metrics-listen HOST:PORT]  poll the fleet into the store, sharing\n"
                     "                              it with other collectors by leases; /metrics\n"
                     "  help [COMMAND]              show help for a command\n"
                     "\n"
                     "Global options (before or after the command):\n"
                     "  --db PATH|URL               the store: an SQLite file or a team's\n"
                     "                              postgresql://USER@HOST:PORT/DBNAME[?sslmode=...]\n"
                     "                              (default: $FLEETDECK_DB, else\n"
                     "                              <XDG data home>/fleetdeck/fleetdeck.sqlite)\n"
                     "  --known-hosts PATH          known_hosts file (default: $FLEETDECK_KNOWN_HOSTS,\n"
                     "                              else ~/.ssh/known_hosts)\n"
                     "  --host-key-policy POLICY    strict, accept-new or ask (default: ask)\n"
                     "  --timeout SECONDS           deadline per operation (default: 10)\n"
                     "  --json                      print exactly one JSON document on stdout\n"
                     "  --language LANG             en, de or zh_CN for messages (default: the system's\n"
                     "                              language); --json output is never translated\n"
                     "  --version                   print the version\n"
                     "  --help                      show help (also per command)\n"
                     "\n"
                     "Exit codes: 0 success, 1 operation failed or node not healthy, 2 usage error.\n");
}

} // namespace fleetdeck::cli
