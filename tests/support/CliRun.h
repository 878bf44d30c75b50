// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Header-only: it needs the test's FLEETDECK_CLI_PATH (set by fleetdeck_add_test).
#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace fleetdeck::test {

struct CliRun
{
    int code = -1; ///< -1: crashed or killed after 30 s
    QByteArray out;
    QByteArray err;
};

// Runs the built fleetdeck-cli with `args` and waits for it (at most 30 s).
inline CliRun cli(const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(FLEETDECK_CLI_PATH), args);
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished();
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

} // namespace fleetdeck::test
