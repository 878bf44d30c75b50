// SPDX-License-Identifier: GPL-3.0-or-later
// cuzk-sim: a stand-in for a node's cuzk proving daemon, for demos and tests.
//   cuzk-sim serve  -- serves GET /status on loopback from a simulated engine
//   cuzk-sim bench  -- prints a simulated `cuzk-bench batch` run
// Called through a link named cuzk-bench, it is that command: `cuzk-bench batch|single`.
#include "BenchCommand.h"
#include "CommandLine.h"
#include "DaemonLog.h"
#include "Profile.h"
#include "Simulator.h"
#include "StatusServer.h"
#include "TerminationSignals.h"

using fleetdeck::tools::TerminationSignals;

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
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
    "[--time-scale X] [--instances N] [--log FILE [--log-ansi]]\n";
const char* const kLoggenUsage = "usage: cuzk-sim loggen [--rate LINES_PER_S] [--seconds S] [--name NAME]\n";
const char* const kUsageHelp = "Run `cuzk-sim serve --help` or `cuzk-sim bench --help` for details.\n";

QByteArray simUsage()
{
    return QByteArray(kServeUsage) + kSimBenchUsage + kLoggenUsage + kUsageHelp;
}

QList<QCommandLineOption> commonOptions()
{
    return {valueOption("seed", "Random seed; the same seed gives the same run (default 1).", "S"),
            valueOption("time-scale", "Simulated seconds per real second (default 1).", "X")};
}

// A log that writes itself at a steady rate, for measuring log following: each line says its
// node and its number (`seq=N`), so that a reader can tell a lost or reordered line.
int loggen(QCoreApplication& app, const QStringList& arguments)
{
    const CommandOptions parsed(
        QStringLiteral("cuzk-sim loggen"), arguments,
        {valueOption("rate", "Lines per second (default 200).", "N"),
         valueOption("seconds", "Stop after S seconds (default 0: until its reader goes).", "S"),
         valueOption("name", "The node's name in every line (default node).", "NAME")});
    if (parsed.helpRequested()) {
        writeOutput(stdout, parsed.helpText().toUtf8());
        return 0;
    }
    const qint64 rate = parsed.integer("rate", 200, 1, 1000000);
    const qint64 seconds = parsed.integer("seconds", 0, 0, 86400);
    const QByteArray name = (parsed.isSet("name") ? parsed.text("name") : QStringLiteral("node")).toUtf8();
    QElapsedTimer clock;
    clock.start();
    qint64 written = 0;
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, &app, [&] {
        const qint64 due = qMin(clock.elapsed() * rate / 1000, seconds > 0 ? seconds * rate : INT64_MAX);
        QByteArray batch;
        const QByteArray time = QDateTime::currentDateTimeUtc()
                                    .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz000Z"))
                                    .toLatin1();
        for (; written < due; ++written)
            batch += time + "  INFO cuzk_sim::loggen: node=" + name + " seq=" + QByteArray::number(written) +
                     " partition work proceeding as planned\n";
        if (!batch.isEmpty())
            writeOutput(stdout, batch);
        if (seconds > 0 && written >= seconds * rate)
            app.exit(0);
    });
    ticker.start(20);
    return app.exec();
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
                           "N")
            << valueOption("log",
                           "Append the daemon's log to FILE as cuzk writes it (tracing format: jobs, failed "
                           "proofs, GPU errors, the pacer); one instance only.",
                           "FILE")
            << QCommandLineOption(QStringLiteral("log-ansi"),
                                  QStringLiteral("Colour the log with ANSI codes, as cuzk does by default."));
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
    if (instances > 1 && parsed.isSet("log"))
        throw UsageError{QStringLiteral("--log writes one daemon's log: not with --instances")};
    if (parsed.isSet("log-ansi") && !parsed.isSet("log"))
        throw UsageError{QStringLiteral("--log-ansi needs --log")};
    std::unique_ptr<DaemonLog> log;
    if (parsed.isSet("log"))
        log = std::make_unique<DaemonLog>(parsed.text("log"), parsed.isSet("log-ansi"), *profile);

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
        DaemonLog* daemonLog = log.get();
        daemon->server = std::make_unique<StatusServer>([simulator, catchUp, daemonLog] {
            catchUp(*simulator);
            if (daemonLog)
                daemonLog->observe(*simulator);
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
        if (log && !log->open(daemon->server->endpoint())) {
            writeOutput(stderr, QStringLiteral("cuzk-sim: cannot write the log %1: %2\n")
                                    .arg(parsed.text("log"), log->errorString())
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
        if (log)
            log->observe(daemons.front()->simulator);
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
        if (command == QLatin1String("loggen"))
            return loggen(app, arguments);
        if (command == QLatin1String("bench"))
            return runSimBench(app, arguments);
        throw UsageError{command.isEmpty() ? QStringLiteral("missing command")
                                           : QStringLiteral("unknown command '%1'").arg(command)};
    } catch (const UsageError& error) {
        writeOutput(stderr, QStringLiteral("%1: %2\n").arg(programName, error.message).toUtf8() + usage);
        return kUsageError;
    }
}
