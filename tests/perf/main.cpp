// SPDX-License-Identifier: GPL-3.0-or-later
// fleetdeck-perf: the performance targets of issue #10, each measured beside its baseline in the
// same run, printed as one table (tests/perf/README.md; tests/perf/run-perf runs it).
#include "Measure.h"
#include "Targets.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <csignal>
#include <sys/prctl.h>

using namespace fleetdeck::perf;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("fleetdeck-perf"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Measures Fleetdeck against the OpenSSH ControlMaster + curl method, Ansible and ssh-copy-id on "
        "local fleets of real sshd processes, and prints the table of issue #10's targets."));
    parser.addHelpOption();
    const QCommandLineOption onlyOption(QStringLiteral("only"),
                                        QStringLiteral("Targets to run, e.g. 1,3 (default all)."),
                                        QStringLiteral("LIST"), QStringLiteral("1,2,3,4,5,6"));
    const QCommandLineOption markdownOption(QStringLiteral("markdown"),
                                            QStringLiteral("Also write the table as Markdown."),
                                            QStringLiteral("FILE"));
    const QCommandLineOption roundsOption(QStringLiteral("rounds"),
                                          QStringLiteral("Target 1's polls per method (default 200)."),
                                          QStringLiteral("N"), QStringLiteral("200"));
    const QCommandLineOption secondsOption(QStringLiteral("console-seconds"),
                                           QStringLiteral("Targets 3 and 6's measured window (default 60)."),
                                           QStringLiteral("S"), QStringLiteral("60"));
    const QCommandLineOption nodesOption(QStringLiteral("console-nodes"),
                                         QStringLiteral("Targets 3 and 6's fleet size (default 1000)."),
                                         QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption profileOption(
        QStringLiteral("profile"),
        QStringLiteral(
            "Run only Fleetdeck's side of target 1 (--rounds polls), for a profiler; prints no table."));
    const QCommandLineOption compareOption(
        QStringLiteral("compare-env"),
        QStringLiteral(
            "Run two consoles at once on target 3's fleet, one with NAME=VALUE in its environment, and "
            "print the CPU of each; prints no table."),
        QStringLiteral("NAME=VALUE"));
    const QCommandLineOption keepOption(QStringLiteral("keep"), QStringLiteral("Keep the work directory."));
    parser.addOptions({onlyOption, markdownOption, roundsOption, secondsOption, nodesOption, profileOption,
                       compareOption, keepOption});
    parser.process(app);

    // Orphaned ControlMasters (they daemonize) become ours, so that nothing outlives the run.
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    std::signal(SIGPIPE, SIG_IGN);

    // A short path: ControlPath sockets must fit in 108 bytes.
    QTemporaryDir work(QStringLiteral("/tmp/fdperf-XXXXXX"));
    work.setAutoRemove(!parser.isSet(keepOption));
    // Nothing here may read or write the account's own ~/.ssh or keychain.
    qputenv("HOME", work.path().toLocal8Bit());
    Context context;
    context.workDir = work.path();
    context.cuzkSim = QStringLiteral(CUZK_SIM_PATH);
    context.latencyProxy = QStringLiteral(LATENCY_PROXY_PATH);
    context.console = QStringLiteral(FLEETDECK_CONSOLE_PATH);
    context.cli = QStringLiteral(FLEETDECK_CLI_PATH);
    context.rounds = qMax(10, parser.value(roundsOption).toInt());
    context.consoleSeconds = qMax(10, parser.value(secondsOption).toInt());
    context.consoleNodes = qMax(10, parser.value(nodesOption).toInt());
    context.profile = parser.isSet(profileOption);
    if (context.profile) {
        measureWarmPoll(context);
        return 0;
    }
    context.compareEnv = parser.value(compareOption);
    if (!context.compareEnv.isEmpty()) {
        compareConsoles(context);
        return 0;
    }
    if (parser.isSet(keepOption))
        say(QStringLiteral("work directory: ") + work.path());

    const QStringList only = parser.value(onlyOption).split(QLatin1Char(','));
    QList<Row> rows;
    int expected = 0;
    const auto measure = [&](const char* target, QList<Row> (*function)(const Context&), int rowCount) {
        if (!only.contains(QLatin1String(target)))
            return;
        expected += rowCount;
        const QList<Row> measured = function(context);
        if (measured.isEmpty())
            rows << Row{QLatin1String(target),
                        QStringLiteral("could not be measured (see above)"),
                        QStringLiteral("-"),
                        QStringLiteral("-"),
                        QStringLiteral("-"),
                        QStringLiteral("-"),
                        false};
        rows << measured;
    };
    measure("1", measureWarmPoll, 2);
    measure("2", measureFleetBehindLatency, 2);
    measure("3", measureConsoleAt1000, 3);
    measure("4", measureKeyDeployment, 2);
    measure("5", measureLogFollowing, 4);
    measure("6", measureTeamConsoles, 4);

    printTable(rows);
    if (parser.isSet(markdownOption)) {
        QFile file(parser.value(markdownOption));
        if (file.open(QIODevice::WriteOnly))
            file.write(markdownTable(rows).toUtf8());
    }
    const bool allMet = std::all_of(rows.cbegin(), rows.cend(), [](const Row& row) { return row.met; });
    return allMet && rows.size() >= expected ? 0 : 1;
}
