// SPDX-License-Identifier: GPL-3.0-or-later
// cuzk-sim: a stand-in for a node's cuzk proving daemon, for demos and tests.
//   cuzk-sim serve  -- serves GET /status on loopback from a simulated engine
//   cuzk-sim bench  -- prints a simulated `cuzk-bench batch` run
// Called through a link named cuzk-bench, it is that command: `cuzk-bench batch|single`.
#include "BenchCommand.h"
#include "CommandLine.h"
#include "Profile.h"
#include "Simulator.h"
#include "StatusServer.h"
#include "TerminationSignals.h"

using fleetdeck::tools::TerminationSignals;

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

using namespace fleetdeck::sim;

namespace {

const char* const kServeUsage =
    "usage: cuzk-sim serve [--listen 127.0.0.1] [--port N] [--profile P] [--seed S] [--fault MODE] "
    "[--time-scale X] [--instances N]\n";
const char* const kUsageHelp = "Run `cuzk-sim serve --help` or `cuzk-sim bench --help` for details.\n";

QByteArray simUsage()
{
    return QByteArray(kServeUsage) + kSimBenchUsage + kUsageHelp;
}

QList<QCommandLineOption> commonOptions()
{
    return {valueOption("seed", "Random seed; the same seed gives the same run (default 1).", "S"),
            valueOption("time-scale", "Simulated seconds per real second (default 1).", "X")};
}

int serve(QCoreApplication& app, const QStringList& arguments)
{
    QList<QCommandLineOption> options = commonOptions();
    options << valueOption("listen", "Loopback address to listen on (default 127.0.0.1).", "ADDRESS")
            << valueOption("port", "TCP port; 0 picks a free one (default 0).", "N")
            << valueOption("profile", "healthy, busy, failing, stuck or memory-low (default healthy).", "P")
            << valueOption("fault",
                           "Misbehave on every request: none, hang, dribble, huge, no-content-length, "
                           "invalid-utf8, deep-json or garbage (default none).",
                           "MODE")
            << valueOption("fault-file",
                           "Read the fault mode from FILE at every request (missing or empty: none), so "
                           "that a fault can start and end while the daemon runs.",
                           "FILE")
            << valueOption("instances",
                           "Simulate N daemons, each with its own engine (seeds S, S+1, ...) and a port of "
                           "its own, printing one 'listening' line each (a fleet in one process; with "
                           "--port 0 only; default 1).",
                           "N");
    const CommandOptions parsed(QStringLiteral("cuzk-sim serve"), arguments, options);
    if (parsed.helpRequested()) {
        writeOutput(stdout, parsed.helpText().toUtf8());
        return 0;
    }
    QString host = parsed.isSet("listen") ? parsed.text("listen") : QStringLiteral("127.0.0.1");
    if (host == QLatin1String("localhost"))
        host = QStringLiteral("127.0.0.1");
    const QHostAddress address(host);
    if (address.isNull())
        throw UsageError{QStringLiteral("--listen needs an IP address, not '%1'").arg(host)};
    if (!StatusServer::isLoopback(address))
        throw UsageError{
            QStringLiteral("refusing to listen on %1: only 127.0.0.0/8 and ::1 are allowed").arg(host)};
    const auto port = quint16(parsed.integer("port", 0, 0, 65535));
    const QString profileText = parsed.isSet("profile") ? parsed.text("profile") : QStringLiteral("healthy");
    const std::optional<Profile> profile = profileFromName(profileText);
    if (!profile)
        throw UsageError{QStringLiteral("--profile must be one of %1, not '%2'")
                             .arg(profileNames().join(QStringLiteral(", ")), profileText)};
    StatusServer::FaultSource faults;
    if (parsed.isSet("fault") && parsed.isSet("fault-file"))
        throw UsageError{QStringLiteral("--fault and --fault-file exclude each other")};
    if (parsed.isSet("fault")) {
        const auto fault = StatusServer::faultFromName(parsed.text("fault"));
        if (!fault)
            throw UsageError{
                QStringLiteral("--fault must be one of %1, not '%2'")
                    .arg(StatusServer::faultNames().join(QStringLiteral(", ")), parsed.text("fault"))};
        faults = [f = *fault] { return f; };
    } else if (parsed.isSet("fault-file")) {
        faults = [file = parsed.text("fault-file")] {
            QFile f(file);
            if (!f.open(QIODevice::ReadOnly))
                return StatusServer::Fault::None;
            const QString name = QString::fromUtf8(f.readAll()).trimmed();
            if (name.isEmpty())
                return StatusServer::Fault::None;
            if (const auto fault = StatusServer::faultFromName(name))
                return *fault;
            writeOutput(stderr,
                        QStringLiteral("cuzk-sim: unknown fault '%1' in %2\n").arg(name, file).toUtf8());
            return StatusServer::Fault::None;
        };
    }
    // The model steps in tenths of a second; beyond this it could not keep up with the clock.
    const double timeScale = parsed.timeScale(10000);

    const auto instances = int(parsed.integer("instances", 1, 1, 5000));
    if (instances > 1 && port != 0)
        throw UsageError{QStringLiteral("--instances needs --port 0: each instance picks a free port")};

    // One simulated daemon: its engine, its clock and its endpoint.
    struct Daemon
    {
        Daemon(Profile profile, std::uint64_t seed)
            : simulator(profile, seed)
        {}
        Simulator simulator;
        std::unique_ptr<StatusServer> server;
    };
    std::vector<std::unique_ptr<Daemon>> daemons;
    QElapsedTimer clock;
    clock.start();
    auto catchUp = [&clock, timeScale](Simulator& simulator) {
        simulator.setTime(double(clock.nsecsElapsed()) / 1e9 * timeScale);
    };
    QByteArray announcement;
    for (int i = 0; i < instances; ++i) {
        auto daemon = std::make_unique<Daemon>(*profile, parsed.seed() + std::uint64_t(i));
        Simulator* simulator = &daemon->simulator;
        daemon->server = std::make_unique<StatusServer>([simulator, catchUp] {
            catchUp(*simulator);
            return simulator->snapshotJson();
        });
        daemon->server->setFaultSource(faults);
        if (!daemon->server->listen(address, port)) {
            writeOutput(stderr, QStringLiteral("cuzk-sim: cannot listen on %1:%2: %3\n")
                                    .arg(host)
                                    .arg(port)
                                    .arg(daemon->server->errorString())
                                    .toUtf8());
            return 1;
        }
        announcement += QStringLiteral("listening %1\n").arg(daemon->server->endpoint()).toUtf8();
        daemons.push_back(std::move(daemon));
    }
    // Keep the model current between polls, so a first poll after a long pause at a high time
    // scale does not have to simulate hours in one go. A many-daemon fleet is polled often enough
    // by whoever started it, and ticking all of them would cost what the poller is measured by.
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        for (const auto& daemon : daemons)
            catchUp(daemon->simulator);
    });
    if (instances == 1)
        ticker.start(1000);
    TerminationSignals termination;
    QObject::connect(&termination, &TerminationSignals::terminationRequested, &app, [&app] { app.exit(0); });

    writeOutput(stdout, announcement);
    return app.exec();
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    // argv[0] as the shell passed it: QCoreApplication's file path resolves the link.
    const bool asCuzkBench =
        argc > 0 && QFileInfo(QString::fromLocal8Bit(argv[0])).fileName() == QLatin1String("cuzk-bench");
    const QString programName = asCuzkBench ? QStringLiteral("cuzk-bench") : QStringLiteral("cuzk-sim");
    const QByteArray usage = asCuzkBench ? QByteArray(kCuzkBenchUsage) : simUsage();
    QCoreApplication::setApplicationName(programName);
    QStringList arguments = QCoreApplication::arguments();
    const QString command = arguments.value(1);
    if (command == QLatin1String("--help") || command == QLatin1String("-h") ||
        command == QLatin1String("help")) {
        writeOutput(stdout, usage);
        return 0;
    }
    arguments.removeAt(qMin(1, int(arguments.size()) - 1));
    try {
        if (asCuzkBench)
            return runCuzkBench(app, command, arguments);
        if (command == QLatin1String("serve"))
            return serve(app, arguments);
        if (command == QLatin1String("bench"))
            return runSimBench(app, arguments);
        throw UsageError{command.isEmpty() ? QStringLiteral("missing command")
                                           : QStringLiteral("unknown command '%1'").arg(command)};
    } catch (const UsageError& error) {
        writeOutput(stderr, QStringLiteral("%1: %2\n").arg(programName, error.message).toUtf8() + usage);
        return kUsageError;
    }
}
