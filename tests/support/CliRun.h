// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Header-only: it needs the test's FLEETDECK_CLI_PATH (set by fleetdeck_add_test).
#include <QByteArray>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

#include <functional>

namespace fleetdeck::test {

/// One run of the built fleetdeck-cli.
struct CliRun
{
    int code = -1; ///< -1: crashed or killed at its deadline
    QByteArray out;
    QByteArray err;
    qint64 ms = 0; ///< wall time from start to exit

    /// stdout as one JSON document (an empty object when it is not one).
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    /// The first element of `results` in the JSON output (the node of a one-node command).
    QJsonObject firstResult() const
    {
        return json().value(QStringLiteral("results")).toArray().first().toObject();
    }
    /// The first element of `nodes` in the JSON output (a `--json` check or status).
    QJsonObject firstNode() const
    {
        return json().value(QStringLiteral("nodes")).toArray().first().toObject();
    }
    /// Everything it printed, stdout then stderr.
    QString text() const { return QString::fromUtf8(out + err); }
};

/// How a test runs the CLI.
struct CliOptions
{
    QString program; ///< another program to run the same way (ssh, for a comparison); default the CLI
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    QByteArray input;       ///< written to stdin, which is then closed
    bool nullStdin = false; ///< stdin is /dev/null: not a terminal, nothing to read
    int timeoutMs = 30000;  ///< killed after this long
    /// Keeps this process's event loop running while the CLI runs: for servers the test runs in
    /// its own thread (a fake vast.ai, an in-process listener).
    bool spinEventLoop = false;
    /// Called every few milliseconds while the CLI runs, with its process id.
    std::function<void(qint64 pid)> whileRunning;

    /// A home of the test's own (HOME and the XDG directories under it) and the keychain
    /// service its secrets go to, so that nothing of the machine's account is read or written.
    void isolate(const QString& home, const QString& keychainService)
    {
        env.insert(QStringLiteral("FLEETDECK_KEYCHAIN_SERVICE"), keychainService);
        env.insert(QStringLiteral("HOME"), home);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/.cache"));
    }
};

inline CliRun runCli(const QStringList& args, const CliOptions& options = {})
{
    QProcess p;
    p.setProcessEnvironment(options.env);
    if (options.nullStdin)
        p.setStandardInputFile(QProcess::nullDevice());
    QElapsedTimer clock;
    clock.start();
    p.start(options.program.isEmpty() ? QStringLiteral(FLEETDECK_CLI_PATH) : options.program, args);
    if (!options.nullStdin) {
        p.write(options.input);
        p.closeWriteChannel();
    }
    const bool watch = options.spinEventLoop || options.whileRunning;
    while (!p.waitForFinished(watch ? 5 : options.timeoutMs)) {
        if (p.state() == QProcess::NotRunning || clock.elapsed() >= options.timeoutMs) {
            p.kill();
            p.waitForFinished();
            break;
        }
        if (options.spinEventLoop)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        if (options.whileRunning)
            options.whileRunning(p.processId());
    }
    CliRun run{p.exitStatus() == QProcess::NormalExit && p.state() == QProcess::NotRunning ? p.exitCode()
                                                                                           : -1,
               p.readAllStandardOutput(), p.readAllStandardError(), clock.elapsed()};
    return run;
}

// Runs the built fleetdeck-cli with `args` and waits for it (at most 30 s).
inline CliRun cli(const QStringList& args,
                  const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    CliOptions options;
    options.env = env;
    return runCli(args, options);
}

} // namespace fleetdeck::test
