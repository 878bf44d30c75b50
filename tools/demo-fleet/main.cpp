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

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
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
    parser.addOptions({dirOption, cliOption, consoleOption, simOption, noConsoleOption});
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
    say(fleet.summary(cliPath));
    std::printf("demo fleet ready: %s\n", qPrintable(fleet.databasePath()));
    std::fflush(stdout);

    int exitCode = 0;
    ChildProcess console;
    QObject::connect(&termination, &TerminationSignals::terminationRequested, &app, [&](int signalNumber) {
        say(QStringLiteral("\ndemo-fleet: signal %1, stopping the demo fleet\n").arg(signalNumber));
        console.stop(); // its finished() then quits, as does the quit below
        QCoreApplication::quit();
    });
    if (withConsole) {
        console.process().setProcessChannelMode(QProcess::ForwardedChannels);
        QObject::connect(
            &console.process(), &QProcess::finished, &app, [&](int code, QProcess::ExitStatus status) {
                if (TerminationSignals::received() == 0) {
                    exitCode = status == QProcess::NormalExit ? code : 1;
                    say(QStringLiteral("demo-fleet: the console exited (%1), stopping the demo fleet\n")
                            .arg(status == QProcess::NormalExit ? QStringLiteral("code %1").arg(code)
                                                                : QStringLiteral("crashed")));
                }
                QCoreApplication::quit();
            });
        const QStringList arguments =
            QStringList{QStringLiteral("--db"), fleet.databasePath(),         QStringLiteral("--known-hosts"),
                        fleet.knownHostsPath(), QStringLiteral("--vast-url"), fleet.vastUrl().toString()} +
            consoleArguments;
        // The demo account's API key, for this console only (never the operator's keychain).
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("VAST_API_KEY"), QString::fromLatin1(DemoFleet::kVastApiKey));
        console.process().setProcessEnvironment(environment);
        if (!console.start(consolePath, arguments)) {
            say(QStringLiteral("demo-fleet: %1\n").arg(console.errorString()));
            return 1;
        }
    } else {
        say(QStringLiteral("Stop with Ctrl-C.\n"));
    }
    // A signal that arrived during start-up is already waiting in the socket pair.
    app.exec();
    return exitCode;
}
