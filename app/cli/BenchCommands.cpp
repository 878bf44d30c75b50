// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/BenchCommands.h"
#include "cli/CliTr.h"

#include "bench/BenchmarkComparison.h"
#include "bench/BenchmarkReport.h"
#include "bench/BenchmarkRunner.h"
#include "cli/Cli.h"
#include "cli/NodeAccess.h"
#include "cli/SecretsCommands.h"
#include "fleet/Inventory.h"
#include "fleet/NodeCost.h"
#include "lifecycle/NodeGpu.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QTimer>

#include <atomic>
#include <csignal>

namespace fleetdeck::cli {

using namespace fleetdeck::bench;

namespace {

std::atomic_bool g_interrupted{false};

extern "C" void onInterrupt(int)
{
    g_interrupted.store(true);
}

// Ctrl-C (or TERM) during `bench run` cancels the runs, so the nodes' benchmark processes are
// killed and the runs recorded as cancelled, instead of the CLI dying with them left running.
class InterruptGuard
{
public:
    InterruptGuard()
    {
        g_interrupted.store(false);
        m_int = std::signal(SIGINT, onInterrupt);
        m_term = std::signal(SIGTERM, onInterrupt);
    }
    ~InterruptGuard()
    {
        std::signal(SIGINT, m_int);
        std::signal(SIGTERM, m_term);
    }

private:
    void (*m_int)(int) = nullptr;
    void (*m_term)(int) = nullptr;
};

bool parseCount(const CliArgs& args, const char* name, int* value, QString* error)
{
    if (!args.has(QLatin1String(name)))
        return true;
    bool ok = false;
    const int parsed = args.value(QLatin1String(name)).toInt(&ok);
    if (!ok || parsed < 0) {
        *error = Tr::tr("invalid --%1 '%2': expected a number, 0 or more")
                     .arg(QLatin1String(name), args.value(QLatin1String(name)));
        return false;
    }
    *value = parsed;
    return true;
}

bool parseId(const QString& text, qint64* id, QString* error)
{
    bool ok = false;
    *id = text.toLongLong(&ok);
    if (!ok || *id < 1) {
        *error = Tr::tr("invalid run id '%1'").arg(text);
        return false;
    }
    return true;
}

QString seconds(const std::optional<double>& value, int decimals = 1)
{
    return value ? QString::number(*value, 'f', decimals) + QStringLiteral(" s") : QStringLiteral("–");
}

// What `bench run` reads besides the contract's options: a preset to start from, and extensions.
bool specFromArgs(const CliArgs& args, const BenchmarkStore& store, BenchSpec* spec, QString* error)
{
    if (args.has(QStringLiteral("preset"))) {
        const auto preset = store.preset(args.value(QStringLiteral("preset")));
        if (!preset) {
            *error = Tr::tr("no benchmark preset named '%1'").arg(args.value(QStringLiteral("preset")));
            return false;
        }
        *spec = *preset;
    }
    if (!parseCount(args, "warmup", &spec->counts.warmup, error) ||
        !parseCount(args, "timed", &spec->counts.timed, error) ||
        !parseCount(args, "cooldown", &spec->counts.cooldown, error) ||
        !parseCount(args, "proof-timeout", &spec->proofTimeoutS, error) ||
        !parseCount(args, "total-timeout", &spec->totalTimeoutS, error))
        return false;
    if (args.has(QStringLiteral("mode"))) {
        const auto mode = modeFromName(args.value(QStringLiteral("mode")));
        if (!mode) {
            *error = Tr::tr("invalid --mode '%1': expected per-proof or batch")
                         .arg(args.value(QStringLiteral("mode")));
            return false;
        }
        spec->mode = *mode;
    }
    if (args.has(QStringLiteral("command")))
        spec->command = args.value(QStringLiteral("command"));
    if (args.has(QStringLiteral("parser")))
        spec->parser = args.value(QStringLiteral("parser"));
    if (args.has(QStringLiteral("proof-kind")))
        spec->proofKind = args.value(QStringLiteral("proof-kind"));
    if (args.has(QStringLiteral("pre-command")))
        spec->preCommand = args.value(QStringLiteral("pre-command"));
    if (args.has(QStringLiteral("save-preset")))
        spec->name = args.value(QStringLiteral("save-preset"));
    *error = spec->check();
    return error->isEmpty();
}

void printRunSummary(QTextStream& out, const RunSummary& summary)
{
    const BenchRunRecord& r = summary.record;
    const BenchmarkStats& s = summary.stats;
    out << Tr::tr("Run %1 on %2: %3").arg(r.id).arg(r.node, benchRunStateName(r.state));
    if (!r.reason.isEmpty())
        out << " (" << r.reason << ")";
    out << "\n";
    const auto phaseLine = [&](const QString& name, const PhaseStats& p) {
        out << QStringLiteral("  %1 n=%2 failed=%3 median=%4 mean=%5 min=%6 max=%7\n")
                   .arg(name, -9)
                   .arg(p.n)
                   .arg(p.failed)
                   .arg(seconds(p.medianS), seconds(p.meanS), seconds(p.minS), seconds(p.maxS));
    };
    phaseLine(Tr::tr("warmup"), s.warmup);
    phaseLine(Tr::tr("timed"), s.timed);
    phaseLine(Tr::tr("cooldown"), s.cooldown);
    if (s.timed.ci95MedianS)
        out << Tr::tr("  timed median %1, 95% CI %2–%3 s, CV %4\n")
                   .arg(seconds(s.timed.medianS, 2))
                   .arg(s.timed.ci95MedianS->lower, 0, 'f', 2)
                   .arg(s.timed.ci95MedianS->upper, 0, 'f', 2)
                   .arg(s.timed.cv.value_or(0), 0, 'f', 4);
    if (s.proofsPerHour)
        out << Tr::tr("  %1 proofs/hour").arg(*s.proofsPerHour, 0, 'f', 2);
    if (s.dollarsPerProof)
        out << Tr::tr(", $%1 per proof").arg(*s.dollarsPerProof, 0, 'f', 4);
    if (s.proofsPerHour)
        out << "\n";
    const auto verdict = [](const std::optional<bool>& v) {
        return v ? (*v ? Tr::tr("yes") : Tr::tr("no")) : Tr::tr("unknown");
    };
    out << Tr::tr("  warmup sufficient: %1; throttling suspected: %2\n")
               .arg(verdict(s.verdicts.warmupSufficient), verdict(s.verdicts.throttlingSuspected));
}

int runRun(Cli& cli, const QStringList& tokens)
{
    CliArgs args;
    QString error;
    const QList<OptionSpec> specs{{QStringLiteral("warmup")},        {QStringLiteral("timed")},
                                  {QStringLiteral("cooldown")},      {QStringLiteral("mode")},
                                  {QStringLiteral("command")},       {QStringLiteral("parser")},
                                  {QStringLiteral("proof-timeout")}, {QStringLiteral("total-timeout")},
                                  {QStringLiteral("proof-kind")},    {QStringLiteral("pre-command")},
                                  {QStringLiteral("preset")},        {QStringLiteral("save-preset")}};
    if (!args.parse(tokens, specs, &error))
        return cli.fail(ExitUsage, QStringLiteral("bench run: %1").arg(error));
    if (args.positional().isEmpty())
        return cli.fail(ExitUsage, Tr::tr("bench run: missing NODE"));
    storage::Database db;
    int code = ExitOk;
    if (!openDatabase(cli, db, &code))
        return code;
    BenchmarkStore store(db);
    BenchSpec spec;
    if (!specFromArgs(args, store, &spec, &error))
        return cli.fail(ExitUsage, QStringLiteral("bench run: %1").arg(error));
    QList<Node> nodes;
    if (!loadNodes(cli, args.positional(), &nodes, &code))
        return code;
    if (args.has(QStringLiteral("save-preset")) && !store.savePreset(spec))
        return cli.fail(ExitFailed, store.error());

    QList<ssh::OperationRequest> logins;
    for (const Node& node : std::as_const(nodes)) {
        ssh::OperationRequest request;
        request.target = loginFor(cli, node);
        logins << request;
    }
    resolveCredentials(cli, nodes, &logins);
    QList<BenchTarget> targets;
    fleet::Inventory inventory(db);
    for (int i = 0; i < nodes.size(); ++i)
        targets << benchTargetFor(nodes.at(i), logins.at(i).target, inventory.providerRecord(nodes.at(i).id));

    ssh::SshEngine engine;
    BenchmarkRunner runner(engine, db);
    QObject::connect(&runner, &BenchmarkRunner::sampleRecorded, &runner,
                     [&](qint64 run, const BenchSample& s) {
                         cli.err() << QStringLiteral("run %1 [%2/%3] %4 %5 %6 s\n")
                                          .arg(run)
                                          .arg(s.index)
                                          .arg(spec.counts.total())
                                          .arg(QLatin1String(phaseName(s.phase).data()), -8)
                                          .arg(QLatin1String(statusName(s.status).data()), -9)
                                          .arg(s.wallS, 0, 'f', 1)
                                   << Qt::flush;
                     });
    InterruptGuard guard;
    const QList<qint64> ids = runner.start(spec, targets);
    if (ids.isEmpty() || ids.contains(0))
        return cli.fail(ExitFailed, QStringLiteral("bench run: %1").arg(runner.error()));
    for (int i = 0; i < ids.size(); ++i)
        cli.err() << Tr::tr("run %1 started on %2").arg(ids.at(i)).arg(nodes.at(i).name) << Qt::endl;

    QEventLoop loop;
    QTimer poll;
    bool cancelled = false;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (g_interrupted.load() && !cancelled) {
            cancelled = true;
            cli.err() << Tr::tr("interrupted: stopping the benchmark on the nodes…") << Qt::endl;
            runner.cancelAll();
        }
        if (runner.activeRuns().isEmpty())
            loop.quit();
    });
    poll.start(100);
    loop.exec();

    QJsonArray documents;
    bool allFinished = true;
    for (const qint64 id : ids) {
        std::vector<BenchSample> samples;
        const auto summary = RunSummary::load(store, id, &samples);
        if (!summary)
            return cli.fail(ExitFailed, store.error());
        allFinished = allFinished && summary->record.state == BenchRunState::Finished;
        if (cli.globals().json)
            documents.append(
                report::runDocument(summary->record, samples, summary->stats).value(QStringLiteral("run")));
        else
            printRunSummary(cli.out(), *summary);
    }
    if (cli.globals().json) {
        // One node: the contract's document; several: one per run.
        cli.printJson(documents.size() == 1 ? QJsonObject{{QStringLiteral("run"), documents.first()}}
                                            : QJsonObject{{QStringLiteral("runs"), documents}});
    }
    return allFinished ? ExitOk : ExitFailed;
}

int runList(Cli& cli, const QStringList& tokens)
{
    CliArgs args;
    QString error;
    const QList<OptionSpec> specs{{QStringLiteral("gpu")},   {QStringLiteral("state")},
                                  {QStringLiteral("since")}, {QStringLiteral("until")},
                                  {QStringLiteral("limit")}, {QStringLiteral("format")}};
    if (!args.parse(tokens, specs, &error))
        return cli.fail(ExitUsage, QStringLiteral("bench list: %1").arg(error));
    if (args.positional().size() > 1)
        return cli.fail(ExitUsage,
                        Tr::tr("bench list: unexpected argument '%1'").arg(args.positional().at(1)));
    BenchRunFilter filter;
    filter.node = args.positional().value(0);
    filter.gpuModel = args.value(QStringLiteral("gpu"));
    if (args.has(QStringLiteral("state"))) {
        filter.state = benchRunStateFromName(args.value(QStringLiteral("state")));
        if (!filter.state)
            return cli.fail(ExitUsage, Tr::tr("bench list: invalid --state '%1' (running, finished, failed, "
                                              "cancelled, interrupted)")
                                           .arg(args.value(QStringLiteral("state"))));
    }
    for (const char* name : {"since", "until"}) {
        if (!args.has(QLatin1String(name)))
            continue;
        QDateTime at = QDateTime::fromString(args.value(QLatin1String(name)), Qt::ISODate);
        if (!at.isValid())
            return cli.fail(ExitUsage,
                            Tr::tr("bench list: invalid --%1 '%2': expected a date like 2026-11-30 or "
                                   "2026-11-30T12:00:00Z")
                                .arg(QLatin1String(name), args.value(QLatin1String(name))));
        (qstrcmp(name, "since") == 0 ? filter.since : filter.until) = at;
    }
    if (args.has(QStringLiteral("limit")) && !parseCount(args, "limit", &filter.limit, &error))
        return cli.fail(ExitUsage, QStringLiteral("bench list: %1").arg(error));
    const QString format = args.value(QStringLiteral("format"));
    if (!format.isEmpty() && format != QLatin1String("csv") && format != QLatin1String("markdown"))
        return cli.fail(ExitUsage, Tr::tr("bench list: invalid --format '%1' (csv or markdown)").arg(format));
    storage::Database db;
    int code = ExitOk;
    if (!openDatabase(cli, db, &code))
        return code;
    BenchmarkStore store(db);
    QList<RunSummary> summaries;
    for (const BenchRunRecord& record : store.runs(filter))
        summaries << RunSummary::fromStore(store, record);
    if (!store.error().isEmpty())
        return cli.fail(ExitFailed, store.error());
    if (cli.globals().json)
        cli.printJson(report::runsDocument(summaries));
    else if (format == QLatin1String("csv"))
        cli.out() << report::runsCsv(summaries);
    else
        cli.out() << report::runsMarkdown(summaries);
    return ExitOk;
}

int runShow(Cli& cli, const QStringList& tokens)
{
    CliArgs args;
    QString error;
    const QList<OptionSpec> specs{{QStringLiteral("log"), false}, {QStringLiteral("format")}};
    if (!args.parse(tokens, specs, &error))
        return cli.fail(ExitUsage, QStringLiteral("bench show: %1").arg(error));
    if (args.positional().size() != 1)
        return cli.fail(ExitUsage, Tr::tr("bench show: expected one run ID"));
    qint64 id = 0;
    if (!parseId(args.positional().first(), &id, &error))
        return cli.fail(ExitUsage, QStringLiteral("bench show: %1").arg(error));
    const QString format = args.value(QStringLiteral("format"));
    if (!format.isEmpty() && format != QLatin1String("csv") && format != QLatin1String("markdown"))
        return cli.fail(ExitUsage, Tr::tr("bench show: invalid --format '%1' (csv or markdown)").arg(format));
    storage::Database db;
    int code = ExitOk;
    if (!openDatabase(cli, db, &code))
        return code;
    BenchmarkStore store(db);
    std::vector<BenchSample> samples;
    const auto summary = RunSummary::load(store, id, &samples);
    if (!summary)
        return store.error().isEmpty() ? cli.fail(ExitUsage, Tr::tr("bench show: there is no run %1").arg(id))
                                       : cli.fail(ExitFailed, store.error());
    if (args.has(QStringLiteral("log"))) {
        for (const BenchLogLine& line : store.log(id))
            cli.out() << (line.stream == BenchLogLine::Stream::Stdout
                              ? QString()
                              : streamName(line.stream) + QStringLiteral(": "))
                      << line.text << "\n";
        return ExitOk;
    }
    if (cli.globals().json)
        cli.printJson(report::runDocument(summary->record, samples, summary->stats));
    else if (format == QLatin1String("csv"))
        cli.out() << report::samplesCsv(samples);
    else
        cli.out() << report::runMarkdown(summary->record, samples, summary->stats);
    return ExitOk;
}

int runCompare(Cli& cli, const QStringList& tokens)
{
    CliArgs args;
    QString error;
    if (!args.parse(tokens, {{QStringLiteral("baseline"), false}}, &error))
        return cli.fail(ExitUsage, QStringLiteral("bench compare: %1").arg(error));
    const bool baseline = args.has(QStringLiteral("baseline"));
    if (args.positional().size() != (baseline ? 1 : 2))
        return cli.fail(ExitUsage, baseline ? Tr::tr("bench compare --baseline: expected one run ID")
                                            : Tr::tr("bench compare: expected two run IDs"));
    QList<qint64> ids;
    for (const QString& text : args.positional()) {
        qint64 id = 0;
        if (!parseId(text, &id, &error))
            return cli.fail(ExitUsage, QStringLiteral("bench compare: %1").arg(error));
        ids << id;
    }
    storage::Database db;
    int code = ExitOk;
    if (!openDatabase(cli, db, &code))
        return code;
    BenchmarkStore store(db);
    QList<std::vector<double>> times;
    QList<BenchRunRecord> records;
    for (const qint64 id : std::as_const(ids)) {
        std::vector<BenchSample> samples;
        const auto summary = RunSummary::load(store, id, &samples);
        if (!summary)
            return cli.fail(ExitUsage, Tr::tr("bench compare: there is no run %1").arg(id));
        times << timedWallTimes(samples);
        records << summary->record;
    }
    std::optional<Baseline> base;
    if (baseline) {
        base = baselineFor(store, records.first());
        if (!base)
            return cli.fail(
                ExitFailed,
                records.first().gpuModel.isEmpty()
                    ? Tr::tr("bench compare: run %1 has no GPU model, so it has no baseline").arg(ids.first())
                    : Tr::tr("bench compare: no earlier finished run of %1 to compare with")
                          .arg(records.first().gpuModel));
        times.prepend(base->medians);
    }
    const auto comparison = compareMedians(times.at(0), times.at(1));
    if (!comparison)
        return cli.fail(ExitFailed, Tr::tr("bench compare: a run has no completed timed proof to compare"));
    if (cli.globals().json) {
        cli.printJson(base ? report::comparisonDocument(*base, ids.first(), *comparison)
                           : report::comparisonDocument(ids.at(0), ids.at(1), *comparison));
        return ExitOk;
    }
    const QString what = base ? Tr::tr("run %1 against the %2 baseline (%3 runs)")
                                    .arg(ids.first())
                                    .arg(base->gpuModel)
                                    .arg(base->runs.size())
                              : Tr::tr("run %1 against run %2").arg(ids.at(1)).arg(ids.at(0));
    cli.out() << Tr::tr("%1: median %2 s → %3 s, %4% (95% CI %5% to %6%): %7\n")
                     .arg(what)
                     .arg(comparison->medianA, 0, 'f', 2)
                     .arg(comparison->medianB, 0, 'f', 2)
                     .arg(comparison->changePct, 0, 'f', 1)
                     .arg(comparison->ci95Pct.lower, 0, 'f', 1)
                     .arg(comparison->ci95Pct.upper, 0, 'f', 1)
                     .arg(comparison->significant ? Tr::tr("significant") : Tr::tr("within noise"));
    return ExitOk;
}
} // namespace

QString benchHelp()
{
    return Tr::tr(
        "Usage: fleetdeck-cli bench run NODE... [--warmup 5] [--timed 10] [--cooldown 3]\n"
        "                      [--mode per-proof|batch] [--command TEMPLATE]\n"
        "                      [--parser cuzk-batch|jsonl|regex:PATTERN] [--proof-timeout S]\n"
        "                      [--total-timeout S] [--proof-kind porep] [--pre-command CMD]\n"
        "                      [--preset NAME] [--save-preset NAME]\n"
        "\n"
        "Runs a benchmark on each node at once: warmup, timed and cooldown proofs. Batch mode runs\n"
        "one command that reports every proof (default: cuzk-bench batch --type {proof_kind}\n"
        "--count {count}); per-proof mode runs the command once per proof and times it (default:\n"
        "cuzk-bench single --type {proof_kind}). Placeholders: {node} {proof_kind} {count} {warmup}\n"
        "{timed} {cooldown} {index}; {{ and }} are braces. Progress goes to stderr; Ctrl-C stops\n"
        "the benchmark on the nodes and records the run as cancelled. A node's `gpu` and `dph`\n"
        "labels give the GPU model and its price per hour. Exit 0 when every run finished.\n"
        "\n"
        "Usage: fleetdeck-cli bench list [NODE] [--gpu MODEL] [--state STATE] [--since DATE]\n"
        "                       [--until DATE] [--limit N] [--format csv|markdown]\n"
        "Usage: fleetdeck-cli bench show ID [--format csv|markdown] [--log]\n"
        "Usage: fleetdeck-cli bench compare ID_A ID_B\n"
        "       fleetdeck-cli bench compare ID --baseline\n"
        "\n"
        "compare: the change of the timed median from A to B in %, its bootstrap 95% interval, and\n"
        "whether it is significant (the interval excludes 0) or within noise. --baseline compares a\n"
        "run with the last 5 finished runs of its GPU model.\n");
}

// GPU model, count and machine: the provider's fields while it lists the node, else the node's
// `gpu` and `gpus` labels (lifecycle::NodeGpu). Price: the provider's dph_total while it lists the
// node, else the `dph` label.
BenchTarget benchTargetFor(const Node& node, const ssh::SshTarget& access,
                           const std::optional<fleet::ProviderRecord>& provider)
{
    const std::optional<fleet::ProviderRecord> listed =
        provider && !provider->vanished() ? provider : std::nullopt;
    const lifecycle::NodeGpu gpu = lifecycle::NodeGpu::of(node, listed, nullptr);
    BenchTarget target;
    target.node = node.name;
    target.access = access;
    target.gpuModel = gpu.model;
    target.machineId = provider ? lifecycle::NodeGpu::of(node, provider, nullptr).machineId : QString();
    target.gpuCount = gpu.count;
    target.dollarsPerHour = fleet::NodeCost::dollarsPerHour(node, provider);
    return target;
}

int runBenchCommand(Cli& cli, const QStringList& tokens)
{
    const QString sub = tokens.value(0);
    if (cli.globals().help || sub.isEmpty() || sub.startsWith(QLatin1String("--"))) {
        if (cli.globals().help) {
            cli.out() << benchHelp();
            return ExitOk;
        }
        return cli.fail(ExitUsage, sub.isEmpty()
                                       ? Tr::tr("bench: missing subcommand (run, list, show, compare)")
                                       : Tr::tr("unknown option %1").arg(sub));
    }
    const QStringList rest = tokens.mid(1);
    if (sub == QLatin1String("run"))
        return runRun(cli, rest);
    if (sub == QLatin1String("list"))
        return runList(cli, rest);
    if (sub == QLatin1String("show"))
        return runShow(cli, rest);
    if (sub == QLatin1String("compare"))
        return runCompare(cli, rest);
    return cli.fail(ExitUsage, Tr::tr("unknown bench subcommand '%1' (run, list, show, compare)").arg(sub));
}

} // namespace fleetdeck::cli
