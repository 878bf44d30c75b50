// SPDX-License-Identifier: GPL-3.0-or-later
// demo-fleet: six local nodes in the situations an operator meets, a database listing them, and
// (unless --no-console) the console opened on it. Everything stops when the console exits or on
// Ctrl-C/SIGTERM.

#include "DemoFleet.h"
#include "TerminationSignals.h"

using fleetdeck::tools::TerminationSignals;

#include "support/ChildProcess.h"
#include "support/OpenSshClient.h"
#include "support/OpenSshInstallation.h"
#include "support/PostgresServer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>
#include <memory>

using namespace fleetdeck;
using namespace fleetdeck::demo;

namespace {

void say(const QString& text)
{
    std::fputs(qPrintable(text), stderr);
    std::fflush(stderr);
}

// The build tree's program, else one of that name in PATH (an installed layout).
QString locate(const QString& given, const QString& builtPath)
{
    if (!given.isEmpty())
        return given;
    if (QFileInfo(builtPath).isExecutable())
        return builtPath;
    const QString inPath = QStandardPaths::findExecutable(QFileInfo(builtPath).fileName());
    return inPath.isEmpty() ? builtPath : inPath;
}

// Runs `program` to its end; false with what it said on failure.
bool runToEnd(const QString& program, const QStringList& arguments, QString* output)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, arguments);
    const bool ok = p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    *output = QString::fromUtf8(p.readAll());
    return ok;
}

// The console's arguments for a second window: its screenshot (if any) to a file of its own.
QStringList secondConsoleArguments(QStringList arguments)
{
    const qsizetype at = arguments.indexOf(QStringLiteral("--screenshot"));
    if (at >= 0 && at + 1 < arguments.size()) {
        const QFileInfo shot(arguments.at(at + 1));
        arguments[at + 1] = shot.path() + QLatin1Char('/') + shot.completeBaseName() + QStringLiteral("-2.") +
                            (shot.suffix().isEmpty() ? QStringLiteral("png") : shot.suffix());
    }
    return arguments;
}

bool requireExecutable(const QString& what, const QString& path)
{
    if (QFileInfo(path).isExecutable())
        return true;
    say(QStringLiteral("demo-fleet: %1 not found at %2 (build it, or pass its path)\n").arg(what, path));
    return false;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("demo-fleet"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FLEETDECK_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Starts six local nodes (sshd + cuzk-sim on 127.0.0.1) in the situations an operator meets,\n"
        "writes a demo database listing them, and opens the console on it."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dirOption(
        QStringLiteral("dir"),
        QStringLiteral("Directory for the database, keys and node files (default: a "
                       "temporary directory, removed at exit)."),
        QStringLiteral("DIR"));
    const QCommandLineOption cliOption(QStringLiteral("cli"),
                                       QStringLiteral("fleetdeck-cli to write the database with."),
                                       QStringLiteral("PATH"));
    const QCommandLineOption consoleOption(
        QStringLiteral("console"), QStringLiteral("fleetdeck console to start."), QStringLiteral("PATH"));
    const QCommandLineOption simOption(
        QStringLiteral("sim"), QStringLiteral("cuzk-sim for the nodes' daemons."), QStringLiteral("PATH"));
    const QCommandLineOption noConsoleOption(
        QStringLiteral("no-console"),
        QStringLiteral("Do not start the console; run until Ctrl-C or SIGTERM."));
    const QCommandLineOption teamOption(
        QStringLiteral("team"),
        QStringLiteral("As a team runs it: the fleet in a PostgreSQL store (a local server of its own), a\n"
                       "collector polling it with /metrics, and two consoles on the store."));
    const QCommandLineOption metricsOption(QStringLiteral("metrics-listen"),
                                           QStringLiteral("With --team: where the collector serves /metrics "
                                                          "(default 127.0.0.1:9464)."),
                                           QStringLiteral("ADDR:PORT"), QStringLiteral("127.0.0.1:9464"));
    parser.addOptions(
        {dirOption, cliOption, consoleOption, simOption, noConsoleOption, teamOption, metricsOption});
    parser.addPositionalArgument(QStringLiteral("-- console arguments"),
                                 QStringLiteral("Passed to the console after --db and --known-hosts."));
    parser.process(app);
    const bool withConsole = !parser.isSet(noConsoleOption);
    const QStringList consoleArguments = parser.positionalArguments();
    if (!withConsole && !consoleArguments.isEmpty()) {
        say(QStringLiteral("demo-fleet: console arguments given with --no-console\n"));
        return 2;
    }

    const QString cliPath = locate(parser.value(cliOption), QStringLiteral(FLEETDECK_CLI_PATH));
    const QString consolePath = locate(parser.value(consoleOption), QStringLiteral(FLEETDECK_GUI_PATH));
    const QString simPath = locate(parser.value(simOption), QStringLiteral(CUZK_SIM_PATH));
    if (const QString missing = OpenSshInstallation::missingReason(); !missing.isEmpty()) {
        say(QStringLiteral("demo-fleet: %1\n").arg(missing));
        return 1;
    }
    if (!requireExecutable(QStringLiteral("fleetdeck-cli"), cliPath) ||
        !requireExecutable(QStringLiteral("cuzk-sim"), simPath) ||
        (withConsole && !requireExecutable(QStringLiteral("the fleetdeck console"), consolePath)))
        return 1;

    TerminationSignals termination;

    // Declared before the fleet, so that the directory outlives the processes that use it.
    std::unique_ptr<QTemporaryDir> temporaryDir;
    QString directory = parser.value(dirOption);
    if (directory.isEmpty()) {
        const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
        const QString base = !runtime.isEmpty() && QFileInfo(runtime).isDir() ? runtime : QDir::tempPath();
        temporaryDir = std::make_unique<QTemporaryDir>(base + QStringLiteral("/fleetdeck-demo-XXXXXX"));
        if (!temporaryDir->isValid()) {
            say(QStringLiteral("demo-fleet: cannot create a directory in %1: %2\n")
                    .arg(base, temporaryDir->errorString()));
            return 1;
        }
        directory = temporaryDir->path();
    } else if (!QDir().mkpath(directory)) {
        say(QStringLiteral("demo-fleet: cannot create %1\n").arg(directory));
        return 1;
    }
    directory = QFileInfo(directory).absoluteFilePath();

    DemoFleet fleet(directory);
    fleet.removePreviousRun();
    const auto interrupted = [] { return TerminationSignals::received() != 0; };
    if (!fleet.start(simPath, interrupted) || !fleet.writeKnownHosts() ||
        !fleet.registerNodes(cliPath, OpenSshClient::currentUserName())) {
        if (interrupted())
            return 0;
        say(QStringLiteral("demo-fleet: %1\n").arg(fleet.errorString()));
        return 1;
    }

    // A team: the fleet moved into PostgreSQL (verified row for row), a collector on it.
    const bool team = parser.isSet(teamOption);
    std::unique_ptr<PostgresServer> server;
    ChildProcess collector;
    QString store = fleet.databasePath();
    QString teamSummary;
    if (team) {
        if (const QString missing = PostgresServer::missingReason(); !missing.isEmpty()) {
            say(QStringLiteral("demo-fleet: --team: %1\n").arg(missing));
            return 1;
        }
        server = std::make_unique<PostgresServer>();
        if (!server->start() || !server->createDatabase(QStringLiteral("fleet"))) {
            say(QStringLiteral("demo-fleet: cannot start PostgreSQL: %1\n").arg(server->errorString()));
            return 1;
        }
        store = server->url(QStringLiteral("fleet"));
        QString output;
        if (!runToEnd(cliPath,
                      {QStringLiteral("store"), QStringLiteral("copy"), QStringLiteral("--from"),
                       fleet.databasePath(), QStringLiteral("--to"), store},
                      &output)) {
            say(QStringLiteral("demo-fleet: store copy failed:\n%1").arg(output));
            return 1;
        }
        const QStringList collectArguments{QStringLiteral("--db"),
                                           store,
                                           QStringLiteral("--known-hosts"),
                                           fleet.knownHostsPath(),
                                           QStringLiteral("collect"),
                                           QStringLiteral("--metrics-listen"),
                                           parser.value(metricsOption),
                                           QStringLiteral("--interval"),
                                           QStringLiteral("5")};
        collector.process().setProcessChannelMode(QProcess::ForwardedChannels);
        if (!collector.start(cliPath, collectArguments)) {
            say(QStringLiteral("demo-fleet: %1\n").arg(collector.errorString()));
            return 1;
        }
        teamSummary = (QStringLiteral("\nTeam store: %1 (PostgreSQL %2)\n"
                                      "Collector: pid %3; /metrics: curl http://%4/metrics\n"
                                      "  stop it:        kill %3\n"
                                      "  start another:  %5 --db '%1' --known-hosts %6 collect\n"
                                      "  a console:      %7 --db '%1' --known-hosts %6\n")
                           .arg(store, server->directory(), QString::number(collector.pid()),
                                parser.value(metricsOption), cliPath, fleet.knownHostsPath(), consolePath));
    }
    say(fleet.summary(cliPath, team ? store : QString()));
    if (team)
        say(teamSummary);
    std::printf("demo fleet ready: %s\n", qPrintable(store));
    std::fflush(stdout);

    int exitCode = 0;
    ChildProcess console;
    ChildProcess secondConsole;
    QObject::connect(&termination, &TerminationSignals::terminationRequested, &app, [&](int signalNumber) {
        say(QStringLiteral("\ndemo-fleet: signal %1, stopping the demo fleet\n").arg(signalNumber));
        console.stop(); // its finished() then quits, as does the quit below
        secondConsole.stop();
        QCoreApplication::quit();
    });
    if (withConsole) {
        // The first console to close ends the demo.
        const auto closed = [&](int code, QProcess::ExitStatus status) {
            if (TerminationSignals::received() == 0) {
                exitCode = status == QProcess::NormalExit ? code : 1;
                say(QStringLiteral("demo-fleet: the console exited (%1), stopping the demo fleet\n")
                        .arg(status == QProcess::NormalExit ? QStringLiteral("code %1").arg(code)
                                                            : QStringLiteral("crashed")));
            }
            QCoreApplication::quit();
        };
        const QStringList common{QStringLiteral("--db"),          store,
                                 QStringLiteral("--known-hosts"), fleet.knownHostsPath(),
                                 QStringLiteral("--vast-url"),    fleet.vastUrl().toString()};
        // The demo account's API key, for these consoles only (never the operator's keychain).
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("VAST_API_KEY"), QString::fromLatin1(DemoFleet::kVastApiKey));
        for (ChildProcess* c : {&console, &secondConsole}) {
            if (c == &secondConsole && !team)
                break;
            c->process().setProcessChannelMode(QProcess::ForwardedChannels);
            c->process().setProcessEnvironment(environment);
            QObject::connect(&c->process(), &QProcess::finished, &app, closed);
            const QStringList arguments =
                common + (c == &console ? consoleArguments : secondConsoleArguments(consoleArguments));
            if (!c->start(consolePath, arguments)) {
                say(QStringLiteral("demo-fleet: %1\n").arg(c->errorString()));
                return 1;
            }
        }
    } else {
        say(QStringLiteral("Stop with Ctrl-C.\n"));
    }
    // A signal that arrived during start-up is already waiting in the socket pair.
    app.exec();
    return exitCode;
}
