// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/LogsCommand.h"
#include "cli/CliTr.h"

#include "cli/Cli.h"
#include "cli/CliArgs.h"
#include "cli/NodeAccess.h"
#include "cli/SecretsCommands.h"
#include "cli/VastAccess.h"
#include "fleet/Inventory.h"
#include "fleet/NodeTargets.h"
#include "logs/LogFilter.h"
#include "logs/LogPatterns.h"
#include "logs/LogReader.h"
#include "logs/LogSource.h"
#include "logs/StoredLogs.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"
#include "vast/VastClient.h"

#include <QEventLoop>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QTimer>

#include <memory>

namespace fleetdeck::cli {

using logs::LogLine;
using logs::LogSource;

namespace {

constexpr int kDefaultLines = 100;
using logs::LogSources::failure;

/// Filters, merges and prints the lines of every node; notes and failures go to stderr.
class LogsOutput
{
public:
    LogsOutput(Cli& cli, logs::LogFilter filter, bool nodeColumn, int nameWidth)
        : m_cli(cli)
        , m_filter(std::move(filter))
        , m_nodeColumn(nodeColumn)
        , m_nameWidth(nameWidth)
    {}

    void add(const QList<LogLine>& lines)
    {
        QList<LogLine> kept;
        for (const LogLine& line : lines) {
            if (line.note) {
                m_cli.err() << "fleetdeck-cli: " << line.node << '/' << line.source << ": " << line.text
                            << Qt::endl;
                continue;
            }
            QDateTime& key = m_lastKey[line.node];
            if (line.time.isValid())
                key = line.time;
            if (m_filter.accepts(line, key))
                kept << line;
        }
        m_merge.add(kept);
    }

    void flush()
    {
        const QList<LogLine> lines = m_merge.take();
        for (const LogLine& line : lines) {
            if (m_cli.globals().json) {
                m_cli.printJson(line.toJson());
                continue;
            }
            if (m_nodeColumn)
                m_cli.out() << line.node.leftJustified(m_nameWidth) << "  ";
            m_cli.out() << line.text << '\n';
        }
        m_cli.out().flush();
    }

    void failure(const QString& node, const Diagnosis& d)
    {
        m_failed = true;
        m_cli.err() << "fleetdeck-cli: " << node << ": " << d.code << ": " << d.message << Qt::endl;
        if (!d.detail.isEmpty())
            m_cli.err() << "  " << d.detail << Qt::endl;
        if (!d.hint.isEmpty())
            m_cli.err() << "  " << Tr::tr("fix: %1").arg(d.hint) << Qt::endl;
        if (m_cli.globals().json)
            m_cli.printJson(
                QJsonObject{{QStringLiteral("node"), node}, {QStringLiteral("diagnosis"), d.toJson()}});
    }

    bool failed() const { return m_failed; }

private:
    Cli& m_cli;
    logs::LogFilter m_filter;
    bool m_nodeColumn;
    int m_nameWidth;
    logs::LogMerge m_merge;
    QHash<QString, QDateTime> m_lastKey;
    bool m_failed = false;
};

int runSources(Cli& cli, const CliArgs& args)
{
    const QStringList words = args.positional().mid(1);
    if (words.size() > 1)
        return cli.fail(ExitUsage, Tr::tr("logs sources: unexpected argument '%1'").arg(words.at(1)));
    storage::Database db;
    int code = ExitOk;
    if (!openDatabase(cli, db, &code))
        return code;
    logs::LogSourceStore store(db);
    const QString label = args.value(QStringLiteral("label"));
    if (args.has(QStringLiteral("label"))) {
        QString key;
        QString value;
        const QString error = NodeRules::parseLabel(label, &key, &value);
        if (!error.isEmpty())
            return cli.fail(ExitUsage, error);
    }
    // Defaults for every node (or a label's) are set and removed here; a node's own with node edit.
    if (args.has(QStringLiteral("set-default")) || args.has(QStringLiteral("remove-default"))) {
        if (!words.isEmpty())
            return cli.fail(ExitUsage,
                            Tr::tr("logs sources: defaults apply to every node (or --label): no NODE"));
        for (const QString& text : args.values(QStringLiteral("set-default"))) {
            QString name;
            QString templ;
            const QString error = logs::LogSources::parseAssignment(text, &name, &templ);
            if (!error.isEmpty())
                return cli.fail(ExitUsage, error);
            if (!store.setDefaultSource(label, name, templ))
                return cli.fail(ExitFailed, store.error());
        }
        for (const QString& name : args.values(QStringLiteral("remove-default"))) {
            if (!store.removeDefaultSource(label, name))
                return cli.fail(store.error().isEmpty() ? ExitUsage : ExitFailed,
                                store.error().isEmpty() ? Tr::tr("no default log source '%1'").arg(name)
                                                        : store.error());
        }
    }
    QList<LogSource> sources;
    if (words.isEmpty()) {
        for (const auto& [l, s] : store.defaultSources())
            sources << s;
    } else {
        fleet::Inventory inventory(db);
        const std::optional<Node> node = inventory.find(words.first());
        if (!node)
            return cli.fail(ExitUsage, Tr::tr("no node named '%1'").arg(words.first()));
        sources = store.sourcesFor(*node);
    }
    if (cli.globals().json) {
        QJsonArray array;
        for (const LogSource& s : std::as_const(sources))
            array.append(s.toJson());
        cli.printJson(QJsonObject{{QStringLiteral("sources"), array}});
        return ExitOk;
    }
    for (const LogSource& s : std::as_const(sources)) {
        cli.out() << s.name.leftJustified(12) << ' ' << QStringLiteral("(%1)").arg(s.origin).leftJustified(20)
                  << ' ' << (s.kind == LogSource::Kind::Command ? s.templ : Tr::tr("built in")) << '\n';
    }
    cli.out().flush();
    return ExitOk;
}

int runPatterns(Cli& cli, const CliArgs& args)
{
    if (args.positional().size() > 1)
        return cli.fail(ExitUsage,
                        Tr::tr("logs patterns: unexpected argument '%1'").arg(args.positional().at(1)));
    const bool setting = args.has(QStringLiteral("set"));
    if (!setting && (args.has(QStringLiteral("title")) || args.has(QStringLiteral("severity")) ||
                     args.has(QStringLiteral("state"))))
        return cli.fail(ExitUsage, Tr::tr("--title, --severity and --state go with --set"));
    logs::LogPattern pattern;
    if (setting) {
        const QString text = args.value(QStringLiteral("set"));
        const qsizetype eq = text.indexOf(u'=');
        if (eq <= 0)
            return cli.fail(ExitUsage, Tr::tr("invalid --set '%1': expected NAME=REGEX").arg(text));
        pattern.name = text.left(eq).trimmed();
        pattern.regex = QRegularExpression(text.mid(eq + 1), QRegularExpression::CaseInsensitiveOption);
        pattern.title = args.value(QStringLiteral("title"));
        if (args.has(QStringLiteral("severity"))) {
            const auto severity = logs::severityFromName(args.value(QStringLiteral("severity")));
            if (!severity)
                return cli.fail(ExitUsage, Tr::tr("invalid --severity '%1': expected error, warning or info")
                                               .arg(args.value(QStringLiteral("severity"))));
            pattern.severity = *severity;
        }
        pattern.state = args.value(QStringLiteral("state"));
        if (const QString why = pattern.check(); !why.isEmpty())
            return cli.fail(ExitUsage, why);
        if (!pattern.state.isEmpty() && pattern.state != u"degraded")
            return cli.fail(
                ExitUsage,
                Tr::tr("invalid --state '%1': a pattern can only make a node degraded").arg(pattern.state));
    }
    storage::Database db;
    int code = ExitOk;
    if (!openDatabase(cli, db, &code))
        return code;
    logs::LogPatternStore store(db);
    if (setting && !store.save(pattern))
        return cli.fail(ExitFailed, store.error());
    if (args.has(QStringLiteral("remove")) && !store.remove(args.value(QStringLiteral("remove"))))
        return cli.fail(
            store.error().isEmpty() ? ExitUsage : ExitFailed,
            store.error().isEmpty()
                ? Tr::tr("no log pattern '%1' of this fleet's own (built-in ones cannot be removed)")
                      .arg(args.value(QStringLiteral("remove")))
                : store.error());
    const QList<logs::LogPattern> patterns = store.effective();
    QSet<QString> own;
    for (const logs::LogPattern& p : store.own())
        own.insert(p.name);
    if (cli.globals().json) {
        QJsonArray array;
        for (const logs::LogPattern& p : patterns)
            array.append(
                QJsonObject{{QStringLiteral("name"), p.name},
                            {QStringLiteral("title"), p.title},
                            {QStringLiteral("regex"), p.regex.pattern()},
                            {QStringLiteral("severity"), logs::severityName(p.severity)},
                            {QStringLiteral("state"), p.state.isEmpty() ? QJsonValue() : QJsonValue(p.state)},
                            {QStringLiteral("origin"),
                             own.contains(p.name) ? QStringLiteral("fleet") : QStringLiteral("built-in")}});
        cli.printJson(QJsonObject{{QStringLiteral("patterns"), array}});
        return ExitOk;
    }
    for (const logs::LogPattern& p : patterns) {
        cli.out() << p.name.leftJustified(16) << ' ' << logs::severityName(p.severity).leftJustified(8) << ' '
                  << (p.state.isEmpty() ? QStringLiteral("-") : p.state).leftJustified(9) << ' '
                  << (own.contains(p.name) ? Tr::tr("(fleet)") : Tr::tr("(built-in)")).leftJustified(11)
                  << ' ' << p.regex.pattern() << '\n';
    }
    cli.out().flush();
    return ExitOk;
}

} // namespace

int runLogsCommand(Cli& cli, const QStringList& tokens)
{
    if (cli.globals().help) {
        cli.out() << logsHelp();
        return ExitOk;
    }
    QStringList words = tokens;
    for (QString& w : words) {
        if (w == QLatin1String("-f"))
            w = QStringLiteral("--follow");
    }
    CliArgs args;
    QString error;
    if (!args.parse(words,
                    {{QStringLiteral("source")},
                     {QStringLiteral("follow"), false},
                     {QStringLiteral("lines")},
                     {QStringLiteral("since")},
                     {QStringLiteral("grep")},
                     {QStringLiteral("level")},
                     {QStringLiteral("all"), false},
                     {QStringLiteral("vast-url")},
                     {QStringLiteral("vast-account")},
                     {QStringLiteral("label")},
                     {QStringLiteral("set-default"), true, true},
                     {QStringLiteral("remove-default"), true, true},
                     {QStringLiteral("set")},
                     {QStringLiteral("title")},
                     {QStringLiteral("severity")},
                     {QStringLiteral("state")},
                     {QStringLiteral("remove")}},
                    &error))
        return cli.fail(ExitUsage, error);
    if (args.positional().value(0) == QLatin1String("sources"))
        return runSources(cli, args);
    if (args.positional().value(0) == QLatin1String("patterns"))
        return runPatterns(cli, args);
    for (const char* option : {"set", "title", "severity", "state", "remove"}) {
        if (args.has(QLatin1String(option)))
            return cli.fail(ExitUsage, Tr::tr("--%1 belongs to 'logs patterns'").arg(QLatin1String(option)));
    }
    if (args.has(QStringLiteral("set-default")) || args.has(QStringLiteral("remove-default")) ||
        args.has(QStringLiteral("label")))
        return cli.fail(ExitUsage,
                        Tr::tr("--set-default, --remove-default and --label belong to 'logs sources'"));

    const bool all = args.has(QStringLiteral("all"));
    if (all == !args.positional().isEmpty())
        return cli.fail(ExitUsage, all ? Tr::tr("logs: --all or node names, not both")
                                       : Tr::tr("logs: name one or more nodes, or --all"));
    const bool follow = args.has(QStringLiteral("follow"));
    int lines = kDefaultLines;
    if (args.has(QStringLiteral("lines"))) {
        bool ok = false;
        lines = args.value(QStringLiteral("lines")).toInt(&ok);
        if (!ok || lines < 0 || lines > 1000000)
            return cli.fail(ExitUsage, Tr::tr("invalid --lines '%1': expected 0 to 1000000")
                                           .arg(args.value(QStringLiteral("lines"))));
    }
    logs::LogFilter filter;
    if (args.has(QStringLiteral("since"))) {
        filter.since = logs::LogFilter::parseSince(args.value(QStringLiteral("since")));
        if (!filter.since.isValid())
            return cli.fail(ExitUsage, Tr::tr("invalid --since '%1': expected an ISO-8601 time or a duration "
                                              "such as 30s, 15m, 2h or 1d")
                                           .arg(args.value(QStringLiteral("since"))));
    }
    if (args.has(QStringLiteral("grep"))) {
        filter.grep = QRegularExpression(args.value(QStringLiteral("grep")));
        if (!filter.grep.isValid())
            return cli.fail(ExitUsage, Tr::tr("invalid --grep: %1").arg(filter.grep.errorString()));
    }
    if (args.has(QStringLiteral("level"))) {
        filter.level = logs::levelFromName(args.value(QStringLiteral("level")));
        if (!filter.level)
            return cli.fail(ExitUsage,
                            Tr::tr("invalid --level '%1': expected error, warn, info, debug or trace")
                                .arg(args.value(QStringLiteral("level"))));
    }

    QList<Node> nodes;
    int code = ExitOk;
    if (!loadNodes(cli, all ? QStringList() : args.positional(), &nodes, &code))
        return code;
    if (nodes.isEmpty())
        return cli.fail(ExitUsage, Tr::tr("logs: the fleet has no nodes"));
    storage::Database db;
    if (!openDatabase(cli, db, &code))
        return code;
    logs::LogSourceStore sourceStore(db);
    logs::LogEventStore eventStore(db);

    int nameWidth = 0;
    for (const Node& n : std::as_const(nodes))
        nameWidth = qMax(nameWidth, int(n.name.size()));
    LogsOutput output(cli, filter, nodes.size() > 1, nameWidth);

    ssh::SshEngine engine;
    logs::LogReader reader(&engine);
    std::unique_ptr<vast::VastClient> vastClient;
    QEventLoop loop;
    int open = 0;    ///< streams that may still deliver
    int pending = 0; ///< reads not yet finished (without --follow: the end)
    const QString sourceName = args.value(QStringLiteral("source"));

    QHash<int, QString> nodeOfHandle;
    QObject::connect(&reader, &logs::LogReader::lines, &loop,
                     [&](int, const QList<LogLine>& l) { output.add(l); });
    QObject::connect(&reader, &logs::LogReader::ended, &loop,
                     [&](int handle, const std::optional<Diagnosis>& d) {
                         if (d)
                             output.failure(nodeOfHandle.value(handle), *d);
                         --open;
                         if (--pending == 0 || open == 0)
                             loop.quit();
                     });

    // Command sources go through the engine with the node's credentials.
    QList<Node> commandNodes;
    QList<LogSource> commandSources;
    QList<QPair<Node, LogSource>> otherSources;
    for (const Node& node : std::as_const(nodes)) {
        std::optional<LogSource> source;
        source = sourceName.isEmpty() ? sourceStore.firstCommandSource(node)
                                      : sourceStore.sourceFor(node, sourceName);
        if (!source) {
            output.failure(
                node.name,
                sourceName.isEmpty()
                    ? failure(QStringLiteral("no_log_source"), Tr::tr("the node has no log command"),
                              Tr::tr("add one: fleetdeck-cli node edit %1 --log-source "
                                     "cuzk='journalctl -u cuzk -n {lines} {follow} -o short-iso'")
                                  .arg(node.name))
                    : failure(QStringLiteral("no_log_source"),
                              Tr::tr("the node has no log source '%1'").arg(sourceName),
                              Tr::tr("see its sources: fleetdeck-cli logs sources %1").arg(node.name)));
            continue;
        }
        if (source->kind == LogSource::Kind::Command) {
            commandNodes << node;
            commandSources << *source;
        } else {
            otherSources << qMakePair(node, *source);
        }
    }

    QList<ssh::OperationRequest> requests;
    for (const Node& n : std::as_const(commandNodes)) {
        ssh::OperationRequest r;
        r.target = loginFor(cli, n);
        requests << r;
    }
    resolveCredentials(cli, commandNodes, &requests);
    for (qsizetype i = 0; i < commandNodes.size(); ++i) {
        logs::LogReader::Request r;
        r.node = commandNodes.at(i).name;
        r.source = commandSources.at(i).name;
        r.templ = commandSources.at(i).templ;
        r.target = requests.at(i).target;
        r.lines = lines;
        r.follow = follow;
        r.timeoutMs = int(cli.globals().timeoutSeconds * 1000);
        nodeOfHandle.insert(reader.open(r), r.node);
        ++open;
        ++pending;
    }

    // Stored and provider sources: read whole, and again while following.
    std::vector<std::unique_ptr<logs::TailFollower>> followers;
    std::vector<std::unique_ptr<QTimer>> pollers;
    for (const auto& [node, source] : std::as_const(otherSources)) {
        followers.push_back(std::make_unique<logs::TailFollower>());
        logs::TailFollower* tail = followers.back().get();
        const auto deliver = [&output, tail, node = node, source = source](const QList<LogLine>& all) {
            bool gap = false;
            QList<LogLine> fresh = tail->newLines(all, &gap);
            if (gap) {
                LogLine note;
                note.node = node.name;
                note.source = source.name;
                note.note = true;
                note.text =
                    Tr::tr("the lines seen last are no longer in the source: some may have been missed");
                output.add({note});
            }
            output.add(fresh);
        };
        if (source.kind == LogSource::Kind::Vast) {
            if (!vastClient) {
                vastClient = std::make_unique<vast::VastClient>();
                int vastCode = ExitOk;
                if (!connectVastClient(cli, args, *vastClient, &vastCode))
                    return vastCode;
            }
            vast::VastClient* client = vastClient.get();
            ++open;
            ++pending;
            auto fetch = std::make_shared<std::function<void()>>();
            auto* timer = pollers.emplace_back(std::make_unique<QTimer>()).get();
            timer->setSingleShot(true);
            *fetch = [&, client, node = node, source = source, deliver, timer,
                      first = std::make_shared<bool>(true)] {
                client->requestLogs(
                    *node.providerId, qMax(lines, follow ? 1000 : 1), &loop,
                    [&, node, source, deliver, timer, first](const vast::VastClient::LogText& t) {
                        const bool wasFirst = std::exchange(*first, false);
                        if (!t.ok()) {
                            if (wasFirst || !follow) {
                                output.failure(node.name, failure(t.error->code, t.error->message,
                                                                  t.error->hint, t.error->detail));
                                --open;
                                if (--pending == 0 || open == 0)
                                    loop.quit();
                                return;
                            }
                        } else {
                            QList<LogLine> all = logs::linesOfText(t.text, node.name, source.name);
                            if (wasFirst && all.size() > lines)
                                all = all.mid(all.size() - lines);
                            deliver(all);
                        }
                        if (follow) {
                            timer->start(logs::LogSources::VastPollMs);
                        } else if (--pending == 0) {
                            loop.quit();
                        }
                    });
            };
            QObject::connect(timer, &QTimer::timeout, &loop, [fetch] { (*fetch)(); });
            (*fetch)();
            continue;
        }
        const auto read = [&db, &eventStore, node = node, source = source, lines] {
            return source.kind == LogSource::Kind::Bench
                       ? logs::benchOutput(db, node.name, qMax(lines, 1))
                       : eventStore.eventLines(node.id, node.name, qMax(lines, 1));
        };
        QList<LogLine> first = read();
        if (first.size() > lines)
            first = first.mid(first.size() - lines);
        deliver(first);
        if (follow) {
            ++open;
            auto* timer = pollers.emplace_back(std::make_unique<QTimer>()).get();
            timer->setInterval(logs::LogSources::StoredPollMs);
            QObject::connect(timer, &QTimer::timeout, &loop, [deliver, read] { deliver(read()); });
            timer->start();
        }
    }

    QTimer flusher;
    flusher.setInterval(200);
    QObject::connect(&flusher, &QTimer::timeout, &loop, [&output] { output.flush(); });
    if (follow) {
        output.flush();
        flusher.start();
        if (open > 0)
            loop.exec();
    } else if (pending > 0) {
        loop.exec();
    }
    output.flush();
    reader.closeAll();
    return output.failed() ? ExitFailed : ExitOk;
}

QString logsHelp()
{
    return Tr::tr(
        "Usage: fleetdeck-cli logs NODE... [OPTIONS]\n"
        "       fleetdeck-cli logs --all [OPTIONS]\n"
        "       fleetdeck-cli logs sources [NODE] [--set-default NAME=COMMAND | --remove-default NAME]\n"
        "                                  [--label KEY=VALUE]\n"
        "       fleetdeck-cli logs patterns [--set NAME=REGEX [--title TEXT] [--severity "
        "error|warning|info]\n"
        "                                   [--state degraded] | --remove NAME]\n\n"
        "Shows the newest lines of each node's log, merged in time order with a node column when there\n"
        "are several; with -f follows them live, reading a source again where it left off after a lost\n"
        "connection. Colour codes are stripped; times and levels are read from the lines (Rust tracing,\n"
        "journalctl short-iso, level=..., [LEVEL]).\n\n"
        "  --source NAME      a source of the node (default: its first command source); built in:\n"
        "                     bench (stored benchmark output), events (Fleetdeck's own events for the\n"
        "                     node), vast (a vast.ai instance's container output)\n"
        "  -f, --follow       follow until interrupted\n"
        "  --lines N          the newest N lines of each node (default 100)\n"
        "  --since WHEN       lines not older than an ISO-8601 time or a duration (30s, 15m, 2h, 1d)\n"
        "  --grep REGEX       lines that match\n"
        "  --level LEVEL      lines at LEVEL or more serious (error, warn, info, debug, trace)\n"
        "  --vast-url URL, --vast-account NAME  for the vast source\n\n"
        "Sources are remote commands with {lines}, {follow} (-f when following) and {follow:FLAG}, set\n"
        "per node (node add|edit --log-source NAME=COMMAND) or as defaults for every node or a label's\n"
        "nodes (logs sources --set-default NAME=COMMAND [--label KEY=VALUE]).\n\n"
        "Patterns turn lines into events in the console (CUDA and driver errors, out of memory, panics,\n"
        "failed proofs are built in); `logs patterns --set` adds one of the fleet's own, which replaces a\n"
        "built-in one of the same name.\n\n"
        "--json prints one JSON object per line: node, source, time, level, stream, text. Exit code 1\n"
        "when a source cannot be read (its diagnosis on stderr, and with --json as a line\n"
        "{\"node\":...,\"diagnosis\":{...}}).\n");
}

} // namespace fleetdeck::cli
