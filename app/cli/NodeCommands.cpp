// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/NodeCommands.h"
#include "cli/CliTr.h"

#include "cli/Cli.h"
#include "cli/NodeAccess.h"
#include "cli/NodeImport.h"
#include "fleet/Inventory.h"
#include "lifecycle/LifecycleStore.h"
#include "logs/LogSource.h"
#include "storage/Database.h"
#include "vast/VastInstance.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <cmath>

namespace fleetdeck::cli {

namespace {

const QList<OptionSpec>& nodeFieldOptions()
{
    static const QList<OptionSpec> specs{
        {QStringLiteral("host")},
        {QStringLiteral("port")},
        {QStringLiteral("user")},
        {QStringLiteral("identity")},
        {QStringLiteral("status-port")},
        {QStringLiteral("status-path")},
        {QStringLiteral("status-command")},
        {QStringLiteral("authorized-keys")},
        {QStringLiteral("label"), true, true},
        {QStringLiteral("ssh-config")},
        {QStringLiteral("log-source"), true, true},
    };
    return specs;
}

/// --log-source NAME=TEMPLATE options, checked; false with `error` set on a bad one.
bool parseLogSources(const CliArgs& args, QList<QPair<QString, QString>>* sources, QString* error)
{
    for (const QString& text : args.values(QStringLiteral("log-source"))) {
        QString name;
        QString templ;
        *error = logs::LogSources::parseAssignment(text, &name, &templ);
        if (!error->isEmpty())
            return false;
        sources->append({name, templ});
    }
    return true;
}

/// Saves the node's log sources; reports a failure and returns false.
bool saveLogSources(Cli& cli, storage::Database& db, qint64 nodeId,
                    const QList<QPair<QString, QString>>& sources, const QStringList& removed, int* code)
{
    logs::LogSourceStore store(db);
    for (const QString& name : removed) {
        if (!store.removeNodeSource(nodeId, name)) {
            *code = cli.fail(store.error().isEmpty() ? ExitUsage : ExitFailed,
                             store.error().isEmpty() ? Tr::tr("the node has no log source '%1'").arg(name)
                                                     : store.error());
            return false;
        }
    }
    for (const auto& [name, templ] : sources) {
        if (!store.setNodeSource(nodeId, name, templ)) {
            *code = cli.fail(ExitFailed, store.error());
            return false;
        }
    }
    return true;
}

QList<OptionSpec> editOptions()
{
    QList<OptionSpec> specs = nodeFieldOptions();
    specs << OptionSpec{QStringLiteral("rename")} << OptionSpec{QStringLiteral("unlabel"), true, true}
          << OptionSpec{QStringLiteral("unlog-source"), true, true};
    return specs;
}

bool parsePortOption(const CliArgs& args, const QString& option, const QString& what, int* port,
                     QString* error)
{
    if (!args.has(option))
        return true;
    bool ok = false;
    const qint64 value = args.value(option).toLongLong(&ok);
    if (!ok) {
        *error =
            Tr::tr("invalid %1 '%2': expected a number between 1 and 65535").arg(what, args.value(option));
        return false;
    }
    *error = NodeRules::checkPort(value, what);
    if (!error->isEmpty())
        return false;
    *port = int(value);
    return true;
}

// An empty value clears an optional field (`--identity ""`).
std::optional<QString> optionalOption(const QString& value)
{
    return value.isEmpty() ? std::nullopt : std::optional<QString>(value);
}

// Applies the field options to `node`; the first problem found is returned as one line.
bool applyFieldOptions(const CliArgs& args, Node* node, QString* error)
{
    if (args.has(QStringLiteral("host")))
        node->host = args.value(QStringLiteral("host"));
    if (!parsePortOption(args, QStringLiteral("port"), Tr::tr("port"), &node->port, error))
        return false;
    if (!parsePortOption(args, QStringLiteral("status-port"), Tr::tr("status port"), &node->statusPort,
                         error))
        return false;
    if (args.has(QStringLiteral("user")))
        node->user = args.value(QStringLiteral("user"));
    if (args.has(QStringLiteral("identity")))
        node->identity = optionalOption(args.value(QStringLiteral("identity")));
    if (args.has(QStringLiteral("status-path")))
        node->statusPath = args.value(QStringLiteral("status-path"));
    if (args.has(QStringLiteral("status-command")))
        node->statusCommand = optionalOption(args.value(QStringLiteral("status-command")));
    if (args.has(QStringLiteral("ssh-config"))) {
        const QString v = args.value(QStringLiteral("ssh-config"));
        if (v != QLatin1String("yes") && v != QLatin1String("no")) {
            *error = Tr::tr("invalid --ssh-config '%1': use yes or no").arg(v);
            return false;
        }
        node->useSshConfig = v == QLatin1String("yes");
    }
    if (args.has(QStringLiteral("authorized-keys")))
        node->authorizedKeys = args.value(QStringLiteral("authorized-keys"));
    for (const QString& text : args.values(QStringLiteral("label"))) {
        QString key, value;
        *error = NodeRules::parseLabel(text, &key, &value);
        if (!error->isEmpty())
            return false;
        node->labels.insert(key, value);
    }
    const QList<FieldError> problems = NodeRules::validate(*node);
    if (!problems.isEmpty()) {
        *error = problems.first().message;
        return false;
    }
    return true;
}

int exitCodeFor(const fleet::Inventory::Result& result)
{
    switch (result.outcome) {
    case fleet::Inventory::Outcome::Ok:
        return ExitOk;
    case fleet::Inventory::Outcome::InvalidInput:
    case fleet::Inventory::Outcome::NotFound:
        return ExitUsage;
    case fleet::Inventory::Outcome::StorageError:
    case fleet::Inventory::Outcome::Conflict:
        return ExitFailed;
    }
    return ExitFailed;
}

QString singleName(const CliArgs& args, const QString& sub, QString* error)
{
    if (args.positional().size() != 1) {
        *error = args.positional().isEmpty()
                     ? Tr::tr("node %1: missing NAME").arg(sub)
                     : Tr::tr("node %1: unexpected argument '%2'").arg(sub, args.positional().at(1));
        return {};
    }
    const QString name = args.positional().first();
    *error = NodeRules::checkName(name);
    return name;
}

int printNode(Cli& cli, const char* verb, const Node& node)
{
    if (cli.globals().json)
        cli.printJson(QJsonObject{{QStringLiteral("node"), node.toJson()}});
    else
        cli.out() << verb << ' ' << node.name << " (" << node.user << '@' << node.address() << ")"
                  << Qt::endl;
    return ExitOk;
}

int nodeAdd(Cli& cli, const QStringList& tokens)
{
    CliArgs args;
    QString error;
    if (!args.parse(tokens, nodeFieldOptions(), &error))
        return cli.fail(ExitUsage, error);
    Node node;
    node.name = singleName(args, QStringLiteral("add"), &error);
    if (!error.isEmpty())
        return cli.fail(ExitUsage, error);
    if (!args.has(QStringLiteral("host")))
        return cli.fail(ExitUsage, Tr::tr("node add: --host is required"));
    // Everything that can be checked without the database is checked before it is opened, so
    // bad input never creates or touches a database file.
    if (!applyFieldOptions(args, &node, &error))
        return cli.fail(ExitUsage, error);
    QList<QPair<QString, QString>> sources;
    if (!parseLogSources(args, &sources, &error))
        return cli.fail(ExitUsage, error);

    storage::Database db;
    int code = ExitOk;
    if (!openDatabase(cli, db, &code))
        return code;
    fleet::Inventory inventory(db);
    const fleet::Inventory::Result result = inventory.add(node);
    if (!result.ok())
        return cli.fail(exitCodeFor(result), result.message);
    if (!saveLogSources(cli, db, result.node.id, sources, {}, &code))
        return code;
    return printNode(cli, "added", result.node);
}

int nodeEdit(Cli& cli, const QStringList& tokens)
{
    CliArgs args;
    QString error;
    if (!args.parse(tokens, editOptions(), &error))
        return cli.fail(ExitUsage, error);
    const QString name = singleName(args, QStringLiteral("edit"), &error);
    if (!error.isEmpty())
        return cli.fail(ExitUsage, error);
    if (args.has(QStringLiteral("rename"))) {
        error = NodeRules::checkName(args.value(QStringLiteral("rename")));
        if (!error.isEmpty())
            return cli.fail(ExitUsage, error);
    }
    // Options that need no database are validated on a scratch node first.
    Node scratch;
    scratch.name = name;
    scratch.host = QStringLiteral("localhost");
    if (!applyFieldOptions(args, &scratch, &error))
        return cli.fail(ExitUsage, error);
    for (const QString& key : args.values(QStringLiteral("unlabel"))) {
        error = NodeRules::checkLabelKey(key);
        if (!error.isEmpty())
            return cli.fail(ExitUsage, error);
    }
    QList<QPair<QString, QString>> sources;
    if (!parseLogSources(args, &sources, &error))
        return cli.fail(ExitUsage, error);

    storage::Database db;
    int code = ExitOk;
    if (!openDatabase(cli, db, &code))
        return code;
    fleet::Inventory inventory(db);
    std::optional<Node> node = inventory.find(name);
    if (!node)
        return cli.fail(ExitUsage, Tr::tr("no node named '%1'").arg(name));
    for (const QString& key : args.values(QStringLiteral("unlabel"))) {
        if (!node->labels.remove(key))
            return cli.fail(ExitUsage, Tr::tr("node '%1' has no label '%2'").arg(name, key));
    }
    if (!applyFieldOptions(args, &*node, &error))
        return cli.fail(ExitUsage, error);
    if (args.has(QStringLiteral("rename")))
        node->name = args.value(QStringLiteral("rename"));
    const fleet::Inventory::Result result = inventory.update(name, *node);
    if (!result.ok())
        return cli.fail(exitCodeFor(result), result.message);
    if (!saveLogSources(cli, db, result.node.id, sources, args.values(QStringLiteral("unlog-source")), &code))
        return code;
    return printNode(cli, "updated", result.node);
}

int nodeRemove(Cli& cli, const QStringList& tokens)
{
    CliArgs args;
    QString error;
    if (!args.parse(tokens, {}, &error))
        return cli.fail(ExitUsage, error);
    const QString name = singleName(args, QStringLiteral("remove"), &error);
    if (!error.isEmpty())
        return cli.fail(ExitUsage, error);
    storage::Database db;
    int code = ExitOk;
    if (!openDatabase(cli, db, &code))
        return code;
    fleet::Inventory inventory(db);
    const fleet::Inventory::Result result = inventory.remove(name);
    if (!result.ok())
        return cli.fail(exitCodeFor(result), result.message);
    if (cli.globals().json)
        cli.printJson(QJsonObject{{QStringLiteral("removed"), name}});
    else
        cli.out() << Tr::tr("removed %1").arg(name) << Qt::endl;
    return ExitOk;
}

int nodeList(Cli& cli, const QStringList& tokens)
{
    CliArgs args;
    QString error;
    if (!args.parse(tokens, {}, &error))
        return cli.fail(ExitUsage, error);
    if (!args.positional().isEmpty())
        return cli.fail(ExitUsage,
                        Tr::tr("node list: unexpected argument '%1'").arg(args.positional().first()));
    storage::Database db;
    int code = ExitOk;
    if (!openDatabase(cli, db, &code))
        return code;
    fleet::Inventory inventory(db);
    const QList<Node> nodes = inventory.nodes();
    if (cli.globals().json) {
        const QHash<qint64, fleet::ProviderRecord> records = inventory.providerRecords();
        lifecycle::LifecycleStore lifecycleStore(db);
        QHash<qint64, lifecycle::LifecycleRecord> lives;
        for (const lifecycle::LifecycleRecord& r : lifecycleStore.records())
            lives.insert(r.nodeId, r);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QJsonArray array;
        for (const Node& n : nodes) {
            QJsonObject o = n.toJson();
            const auto it = records.constFind(n.id);
            if (it != records.cend())
                o.insert(QStringLiteral("provider_data"), it->toJson());
            const auto life = lives.constFind(n.id);
            if (n.provider == vast::VastInstance::Provider) {
                const QJsonValue state =
                    it != records.cend() ? it->fields.value(QStringLiteral("actual_status")) : QJsonValue();
                o.insert(QStringLiteral("provider_state"), state.isString() ? state : QJsonValue());
                // Rent × time since it was rented here; unknown for instances rented elsewhere.
                const std::optional<double> dph = it != records.cend() ? it->dollarsPerHour() : std::nullopt;
                QJsonValue cost;
                if (const std::optional<double> spent =
                        life != lives.cend() ? life->costSoFar(dph, now) : std::nullopt)
                    cost = std::round(*spent * 10000) / 10000;
                o.insert(QStringLiteral("cost_so_far_usd"), cost);
                o.insert(QStringLiteral("retired"),
                         life != lives.cend() && life->stage == lifecycle::Stage::Retired);
            }
            if (life != lives.cend())
                o.insert(QStringLiteral("lifecycle"), life->toJson());
            array.append(o);
        }
        cli.printJson(QJsonObject{{QStringLiteral("nodes"), array}});
        return ExitOk;
    }
    if (nodes.isEmpty()) {
        cli.err() << Tr::tr("no nodes yet; add one with: fleetdeck-cli node add NAME --host HOST")
                  << Qt::endl;
        return ExitOk;
    }
    const QStringList header{Tr::tr("NAME"), Tr::tr("ADDRESS"), Tr::tr("USER"), Tr::tr("STATUS"),
                             Tr::tr("LABELS")};
    QList<QStringList> rows{header};
    for (const Node& n : nodes) {
        const QString status = n.statusCommand ? Tr::tr("cmd: %1").arg(*n.statusCommand)
                                               : QStringLiteral(":%1%2").arg(n.statusPort).arg(n.statusPath);
        rows.append({n.name, n.awaitingAddress() ? Tr::tr("(no address yet)") : n.address(), n.user, status,
                     n.labelsText()});
    }
    QList<qsizetype> widths(header.size(), 0);
    for (const QStringList& row : rows)
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], row.at(c).size());
    for (const QStringList& row : rows) {
        QString line;
        for (qsizetype c = 0; c < row.size(); ++c)
            line += c + 1 < row.size() ? row.at(c).leftJustified(widths[c] + 2) : row.at(c);
        cli.out() << line.trimmed() << Qt::endl;
    }
    return ExitOk;
}
} // namespace

int runNodeCommand(Cli& cli, const QString& subcommand, const QStringList& tokens)
{
    if (subcommand == QLatin1String("import"))
        return runNodeImport(cli, tokens);
    if (subcommand == QLatin1String("add"))
        return nodeAdd(cli, tokens);
    if (subcommand == QLatin1String("edit"))
        return nodeEdit(cli, tokens);
    if (subcommand == QLatin1String("remove"))
        return nodeRemove(cli, tokens);
    return nodeList(cli, tokens);
}

QString nodeHelp(const QString& subcommand)
{
    const QString fields =
        Tr::tr("  --host HOST               host name or IP address (required for add)\n"
               "  --port PORT               SSH port (default 22)\n"
               "  --user USER               login name (default root)\n"
               "  --identity FILE           private key for this node (default: agent, then default keys)\n"
               "  --status-port PORT        cuzk status port on the node (default 9821)\n"
               "  --status-path PATH        status path (default /status)\n"
               "  --status-command CMD      run CMD over SSH instead; its stdout is the status\n"
               "  --authorized-keys PATH    remote file key deployment edits\n"
               "                            (default ~/.ssh/authorized_keys)\n"
               "  --label KEY=VALUE         set a label (repeatable)\n"
               "  --ssh-config yes|no       honour ~/.ssh/config for HOST (HostName, Port,\n"
               "                            User, IdentityFile, ProxyJump); default no\n"
               "  --log-source NAME=COMMAND a log source: a remote command with {lines}, {follow}\n"
               "                            or {follow:FLAG}, e.g. cuzk=journalctl -u cuzk -n {lines}\n"
               "                            {follow} (repeatable; see fleetdeck-cli logs --help)\n");
    if (subcommand == QLatin1String("add"))
        return Tr::tr("Usage: fleetdeck-cli node add NAME --host HOST [OPTIONS]\n\n") + fields;
    if (subcommand == QLatin1String("edit"))
        return Tr::tr("Usage: fleetdeck-cli node edit NAME [OPTIONS]\n\n") + fields +
               Tr::tr("  --unlabel KEY             remove a label (repeatable)\n"
                      "  --unlog-source NAME       remove a log source (repeatable)\n"
                      "  --rename NEW              give the node a new name\n"
                      "An empty value (--identity \"\") clears --identity and --status-command.\n");
    if (subcommand == QLatin1String("remove"))
        return Tr::tr("Usage: fleetdeck-cli node remove NAME\n");
    if (subcommand == QLatin1String("list"))
        return Tr::tr("Usage: fleetdeck-cli node list [--json]\n");
    if (subcommand == QLatin1String("import"))
        return Tr::tr("Usage: fleetdeck-cli node import --vast-json FILE\n"
                      "       fleetdeck-cli node import --vast-api [--vast-url URL] [--vast-account NAME]\n\n"
                      "Makes a node of each vast.ai instance (provider vast, keyed by instance id): from a\n"
                      "saved `vastai show instances --raw` file, or from the API (key: $VAST_API_KEY, else\n"
                      "the keychain's vast-api-key \"default\"; --vast-account NAME reads that entry only).\n"
                      "Known nodes get the instance's address and provider data; names, keys, labels and\n"
                      "status settings stay as they are. Nodes whose instance is gone are marked, never\n"
                      "removed. --vast-url defaults to https://console.vast.ai; each request gets "
                      "--timeout.\n") +
               Tr::tr("\n       fleetdeck-cli node import --ssh-config [FILE] [--match PATTERN]\n"
                      "       fleetdeck-cli node import --csv FILE\n\n"
                      "--ssh-config makes a node of each Host alias without wildcards in FILE (default\n"
                      "$FLEETDECK_SSH_CONFIG, else ~/.ssh/config) and the files it includes, named and\n"
                      "addressed by the alias and honouring the config at every connection; --match keeps\n"
                      "the aliases an ssh pattern list matches (* ?, comma-separated, !negation).\n"
                      "--csv reads a header row of node list --json field names (name, host, port, user,\n"
                      "identity, status_port, status_path, status_command, authorized_keys, labels as\n"
                      "k=v;k2=v2, ssh_config yes|no) and one node a row; any bad row imports nothing.\n"
                      "Both update known nodes by name and never remove one.\n");
    return Tr::tr("Usage: fleetdeck-cli node add|edit|remove|list|import ...\n"
                  "NAME: 1-64 characters of A-Z a-z 0-9 . _ -\n"
                  "Run 'fleetdeck-cli node SUBCOMMAND --help' for the options.\n");
}

} // namespace fleetdeck::cli
