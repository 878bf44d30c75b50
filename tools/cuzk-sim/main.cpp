// SPDX-License-Identifier: GPL-3.0-or-later
// cuzk-sim: a stand-in for a node's cuzk proving daemon, for demos and tests.
//   cuzk-sim serve  -- serves GET /status on loopback from a simulated engine
//   cuzk-sim bench  -- prints a simulated `cuzk-bench batch` run
#include "BenchSession.h"
#include "Profile.h"
#include "Simulator.h"
#include "StatusServer.h"
#include "TerminationSignals.h"

using fleetdeck::tools::TerminationSignals;

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <cmath>
#include <cstdio>
#include <optional>

using namespace fleetdeck::sim;

namespace {

constexpr int kUsageError = 2;

// Thrown only inside option parsing, caught in main: every bad option ends the same way.
struct UsageError
{
    QString message;
};

void write(FILE* stream, const QByteArray& text)
{
    std::fwrite(text.constData(), 1, size_t(text.size()), stream);
    std::fflush(stream);
}

const char* const kUsage = "usage: cuzk-sim serve [--listen 127.0.0.1] [--port N] [--profile P] [--seed S] "
                           "[--time-scale X]\n"
                           "       cuzk-sim bench [--count N | --warmup W --timed T --cooldown C] "
                           "[--proof-type porep] [--concurrency N]\n"
                           "                      [--time-scale X] [--seed S] [--throttle] [--fail-every K] "
                           "[--fail-at I,J]\n"
                           "Run `cuzk-sim serve --help` or `cuzk-sim bench --help` for details.\n";

class Options
{
public:
    Options(const QString& command, const QStringList& arguments, const QList<QCommandLineOption>& options)
    {
        m_parser.setApplicationDescription(QStringLiteral("cuzk-sim %1").arg(command));
        m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        m_parser.addHelpOption();
        m_parser.addOptions(options);
        if (!m_parser.parse(arguments))
            throw UsageError{m_parser.errorText()};
        if (!m_parser.positionalArguments().isEmpty())
            throw UsageError{
                QStringLiteral("unexpected argument '%1'").arg(m_parser.positionalArguments().first())};
    }

    bool helpRequested() const { return m_parser.isSet(QStringLiteral("help")); }
    QString helpText() const { return m_parser.helpText(); }
    bool isSet(const char* name) const { return m_parser.isSet(QString::fromLatin1(name)); }
    QString text(const char* name) const { return m_parser.value(QString::fromLatin1(name)); }

    qint64 integer(const char* name, qint64 fallback, qint64 lo, qint64 hi) const
    {
        if (!isSet(name))
            return fallback;
        bool ok = false;
        const qint64 value = text(name).toLongLong(&ok);
        if (!ok || value < lo || value > hi)
            throw UsageError{QStringLiteral("--%1 must be an integer from %2 to %3, not '%4'")
                                 .arg(QLatin1String(name))
                                 .arg(lo)
                                 .arg(hi)
                                 .arg(text(name))};
        return value;
    }

    std::uint64_t seed() const
    {
        if (!isSet("seed"))
            return 1;
        bool ok = false;
        const std::uint64_t value = text("seed").toULongLong(&ok);
        if (!ok)
            throw UsageError{
                QStringLiteral("--seed must be a non-negative integer, not '%1'").arg(text("seed"))};
        return value;
    }

    double timeScale(double max) const
    {
        if (!isSet("time-scale"))
            return 1.0;
        bool ok = false;
        const double value = text("time-scale").toDouble(&ok);
        if (!ok || !std::isfinite(value) || value <= 0 || value > max)
            throw UsageError{QStringLiteral("--time-scale must be a number above 0 and at most %1, not '%2'")
                                 .arg(max)
                                 .arg(text("time-scale"))};
        return value;
    }

private:
    QCommandLineParser m_parser;
};

QCommandLineOption valueOption(const char* name, const char* description, const char* valueName)
{
    return QCommandLineOption(QString::fromLatin1(name), QString::fromLatin1(description),
                              QString::fromLatin1(valueName));
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
            << valueOption("profile", "healthy, busy, failing, stuck or memory-low (default healthy).", "P");
    const Options parsed(QStringLiteral("serve"), arguments, options);
    if (parsed.helpRequested()) {
        write(stdout, parsed.helpText().toUtf8());
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
    // The model steps in tenths of a second; beyond this it could not keep up with the clock.
    const double timeScale = parsed.timeScale(10000);

    Simulator simulator(*profile, parsed.seed());
    QElapsedTimer clock;
    clock.start();
    auto catchUp = [&] { simulator.setTime(double(clock.nsecsElapsed()) / 1e9 * timeScale); };
    StatusServer server([&] {
        catchUp();
        return simulator.snapshotJson();
    });
    if (!server.listen(address, port)) {
        write(stderr, QStringLiteral("cuzk-sim: cannot listen on %1:%2: %3\n")
                          .arg(host)
                          .arg(port)
                          .arg(server.errorString())
                          .toUtf8());
        return 1;
    }
    // Keep the model current between polls, so a first poll after a long pause at a high time
    // scale does not have to simulate hours in one go.
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, catchUp);
    ticker.start(1000);
    TerminationSignals termination;
    QObject::connect(&termination, &TerminationSignals::terminationRequested, &app, [&app] { app.exit(0); });

    write(stdout, QStringLiteral("listening %1\n").arg(server.endpoint()).toUtf8());
    return app.exec();
}

BenchOptions benchOptions(const Options& parsed)
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
    if (parsed.isSet("proof-type")) {
        o.proofType = parsed.text("proof-type");
        if (!BenchOptions::proofTypes().contains(o.proofType))
            throw UsageError{QStringLiteral("--proof-type must be one of %1, not '%2'")
                                 .arg(BenchOptions::proofTypes().join(QStringLiteral(", ")), o.proofType)};
    }
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

int bench(QCoreApplication& app, const QStringList& arguments)
{
    QList<QCommandLineOption> options = commonOptions();
    options << valueOption("count", "Number of proofs (default 18).", "N")
            << valueOption("warmup", "Warm-up proofs, run before the timed ones.", "W")
            << valueOption("timed", "Timed proofs.", "T") << valueOption("cooldown", "Cool-down proofs.", "C")
            << valueOption("proof-type", "porep, snap, wpost or winning (default porep).", "TYPE")
            << valueOption("concurrency", "Proofs in flight at once (default 1).", "N")
            << QCommandLineOption(QStringLiteral("throttle"),
                                  QStringLiteral("The box heats up: last proofs run slower."))
            << valueOption("fail-every", "Every K-th proof fails.", "K")
            << valueOption("fail-at", "Comma-separated proof numbers that fail.", "I,J");
    const Options parsed(QStringLiteral("bench"), arguments, options);
    if (parsed.helpRequested()) {
        write(stdout, parsed.helpText().toUtf8());
        return 0;
    }
    const BenchOptions benchOpts = benchOptions(parsed);

    BenchSession session(benchOpts, parsed.timeScale(1e6),
                         [](const QByteArray& text) { write(stdout, text); });
    int exitCode = 0;
    TerminationSignals termination;
    QObject::connect(&termination, &TerminationSignals::terminationRequested, &session, [&](int signalNumber) {
        exitCode = 128 + signalNumber; // what a shell reports for a process a signal ended
        session.cancel();
    });
    QObject::connect(&session, &BenchSession::finished, &app, [&](bool) { app.exit(exitCode); });
    QTimer::singleShot(0, &session, &BenchSession::start);
    return app.exec();
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("cuzk-sim"));
    QStringList arguments = QCoreApplication::arguments();
    const QString command = arguments.value(1);
    if (command == QLatin1String("--help") || command == QLatin1String("-h") ||
        command == QLatin1String("help")) {
        write(stdout, kUsage);
        return 0;
    }
    arguments.removeAt(qMin(1, int(arguments.size()) - 1));
    try {
        if (command == QLatin1String("serve"))
            return serve(app, arguments);
        if (command == QLatin1String("bench"))
            return bench(app, arguments);
        throw UsageError{command.isEmpty() ? QStringLiteral("missing command")
                                           : QStringLiteral("unknown command '%1'").arg(command)};
    } catch (const UsageError& error) {
        write(stderr, QStringLiteral("cuzk-sim: %1\n").arg(error.message).toUtf8() + kUsage);
        return kUsageError;
    }
}
