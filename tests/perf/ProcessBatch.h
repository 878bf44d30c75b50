// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace fleetdeck::perf {

/// Runs commands concurrently, at most `parallel` at a time, and reports each one's wall time:
/// the way a dashboard fires one client process per node.
struct ProcessBatch
{
    struct Command
    {
        QString program;
        QStringList arguments;
    };
    struct Outcome
    {
        double ms = 0;
        int exitCode = -1;
        QByteArray standardError;
    };

    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    int parallel = 1000;
    int timeoutMs = 120000;

    /// Returns once every command ended (or the timeout passed: those count as failed).
    QList<Outcome> run(const QList<Command>& commands, double* wallMs = nullptr) const;
    static int failures(const QList<Outcome>& outcomes);
    static QString firstError(const QList<Outcome>& outcomes);
};

} // namespace fleetdeck::perf
