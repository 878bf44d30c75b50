// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchCommand.h"

#include "BenchEnvironment.h"
#include "BenchSession.h"
#include "CommandLine.h"
#include "SingleProofSequence.h"
#include "TerminationSignals.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QTimer>

#include <functional>

using fleetdeck::tools::TerminationSignals;

namespace fleetdeck::sim {

const char* const kSimBenchUsage = "       cuzk-sim bench [--count N | --warmup W --timed T --cooldown C] "
                                   "[--proof-type porep] [--concurrency N]\n"
                                   "                      [--time-scale X] [--seed S] [--throttle] "
                                   "[--fail-every K] [--fail-at I,J]\n";

const char* const kCuzkBenchUsage =
    "usage: cuzk-bench batch --type TYPE --count N [--concurrency C]\n"
    "       cuzk-bench single --type TYPE\n"
    "This cuzk-bench is cuzk-sim, simulating a node's benchmark. The environment sets it up:\n"
    "CUZK_SIM_TIME_SCALE (simulated seconds per real second), CUZK_SIM_SEED, CUZK_SIM_THROTTLE=1,\n"
    "CUZK_SIM_FAIL_EVERY=K, CUZK_SIM_FAIL_AT=I,J, and CUZK_SIM_STATE_DIR (where successive single\n"
    "proofs count themselves, so that they warm up as one batch's proofs do).\n";

namespace {

void writeStdout(const QByteArray& text)
{
    writeOutput(stdout, text);
}

QString proofType(const CommandOptions& parsed, const char* option)
{
    if (!parsed.isSet(option))
        return QStringLiteral("porep");
    const QString type = parsed.text(option);
    if (!BenchOptions::proofTypes().contains(type))
        throw UsageError{
            QStringLiteral("--%1 must be one of %2, not '%3'")
                .arg(QLatin1String(option), BenchOptions::proofTypes().join(QStringLiteral(", ")), type)};
    return type;
}

// Plays the session out; a termination signal cancels it (no summary, as a killed cuzk-bench
// leaves none) and the exit code is then the one a shell reports for a process that signal ended.
int play(QCoreApplication& app, BenchSession& session, TerminationSignals& termination,
         const std::function<int()>& exitCodeWhenDone)
{
    int signalNumber = 0;
    QObject::connect(&termination, &TerminationSignals::terminationRequested, &session, [&](int received) {
        signalNumber = received;
        session.cancel();
    });
    QObject::connect(&session, &BenchSession::finished, &app,
                     [&](bool completed) { app.exit(completed ? exitCodeWhenDone() : 128 + signalNumber); });
    QTimer::singleShot(0, &session, &BenchSession::start);
    return app.exec();
}

BenchOptions simBenchOptions(const CommandOptions& parsed)
{
    BenchOptions o;
    o.phased = parsed.isSet("warmup") || parsed.isSet("timed") || parsed.isSet("cooldown");
    if (o.phased && parsed.isSet("count"))
        throw UsageError{QStringLiteral("--count cannot be combined with --warmup/--timed/--cooldown")};
    o.count = int(parsed.integer("count", 18, 1, 100000));
    o.warmup = int(parsed.integer("warmup", 0, 0, 100000));
    o.timed = int(parsed.integer("timed", 0, 0, 100000));
    o.cooldown = int(parsed.integer("cooldown", 0, 0, 100000));
    if (o.total() < 1)
        throw UsageError{QStringLiteral("a benchmark needs at least one proof")};
    o.proofType = proofType(parsed, "proof-type");
    o.concurrency = int(parsed.integer("concurrency", 1, 1, 64));
    o.seed = parsed.seed();
    o.throttle = parsed.isSet("throttle");
    o.failEvery = int(parsed.integer("fail-every", 0, 1, 100000));
    if (parsed.isSet("fail-at")) {
        for (const QString& item : parsed.text("fail-at").split(QLatin1Char(','))) {
            bool ok = false;
            const int number = item.trimmed().toInt(&ok);
            if (!ok || number < 1 || number > o.total())
                throw UsageError{QStringLiteral("--fail-at takes proof numbers from 1 to %1, not '%2'")
                                     .arg(o.total())
                                     .arg(item)};
            o.failAt.insert(number);
        }
    }
    return o;
}

} // namespace

int runSimBench(QCoreApplication& app, const QStringList& arguments)
{
    const QList<QCommandLineOption> options{
        valueOption("seed", "Random seed; the same seed gives the same run (default 1).", "S"),
        valueOption("time-scale", "Simulated seconds per real second (default 1).", "X"),
        valueOption("count", "Number of proofs (default 18).", "N"),
        valueOption("warmup", "Warm-up proofs, run before the timed ones.", "W"),
        valueOption("timed", "Timed proofs.", "T"),
        valueOption("cooldown", "Cool-down proofs.", "C"),
        valueOption("proof-type", "porep, snap, wpost or winning (default porep).", "TYPE"),
        valueOption("concurrency", "Proofs in flight at once (default 1).", "N"),
        QCommandLineOption(QStringLiteral("throttle"),
                           QStringLiteral("The box heats up: last proofs run slower.")),
        valueOption("fail-every", "Every K-th proof fails.", "K"),
        valueOption("fail-at", "Comma-separated proof numbers that fail.", "I,J")};
    const CommandOptions parsed(QStringLiteral("cuzk-sim bench"), arguments, options);
    if (parsed.helpRequested()) {
        writeOutput(stdout, parsed.helpText().toUtf8());
        return 0;
    }
    const BenchOptions benchOptions = simBenchOptions(parsed);
    TerminationSignals termination;
    BenchSession session(benchOptions, parsed.timeScale(BenchEnvironment::kMaxTimeScale), writeStdout);
    return play(app, session, termination, [] { return 0; });
}

int runCuzkBench(QCoreApplication& app, const QString& command, const QStringList& arguments)
{
    const bool single = command == QLatin1String("single");
    if (!single && command != QLatin1String("batch"))
        throw UsageError{command.isEmpty() ? QStringLiteral("missing command")
                                           : QStringLiteral("unknown command '%1'").arg(command)};
    // Before anything that may take a moment: a benchmark can be cancelled at any time.
    TerminationSignals termination;

    QList<QCommandLineOption> options{
        valueOption("type", "porep, snap, wpost or winning (default porep).", "TYPE")};
    if (!single)
        options << valueOption("count", "Number of proofs (default 18).", "N")
                << valueOption("concurrency", "Proofs in flight at once (default 1).", "N");
    const CommandOptions parsed(QStringLiteral("cuzk-bench %1 (simulated by cuzk-sim)\n\n%2")
                                    .arg(command, QString::fromLatin1(kCuzkBenchUsage)),
                                arguments, options);
    if (parsed.helpRequested()) {
        writeOutput(stdout, parsed.helpText().toUtf8());
        return 0;
    }
    QString problem;
    const std::optional<BenchEnvironment> environment =
        BenchEnvironment::read(QProcessEnvironment::systemEnvironment(), &problem);
    if (!environment)
        throw UsageError{problem};

    BenchOptions benchOptions;
    benchOptions.proofType = proofType(parsed, "type");
    environment->applyTo(benchOptions);
    if (!single) {
        benchOptions.count = int(parsed.integer("count", 18, 1, 100000));
        benchOptions.concurrency = int(parsed.integer("concurrency", 1, 1, 64));
        BenchSession session(benchOptions, environment->timeScale, writeStdout);
        return play(app, session, termination, [] { return 0; });
    }

    SingleProofSequence sequence(environment->stateDir,
                                 SingleProofSequence::idleResetMsFor(environment->timeScale));
    const int number = sequence.claimNext();
    if (!sequence.errorString().isEmpty())
        writeOutput(
            stderr,
            QStringLiteral("cuzk-bench: %1; this proof runs cold\n").arg(sequence.errorString()).toUtf8());
    BenchSession session(BenchRun::singleOfSequence(benchOptions, number), environment->timeScale,
                         writeStdout);
    const int exitCode = play(app, session, termination,
                              [&session] { return session.run().proofs().front().completed ? 0 : 1; });
    sequence.markEnded();
    return exitCode;
}

} // namespace fleetdeck::sim
