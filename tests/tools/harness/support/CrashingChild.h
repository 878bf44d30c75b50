// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QMultiMap>
#include <QProcess>
#include <QString>

#include <chrono>

namespace fleetdeck::test {

// Crash tests re-run their own test executable as a child that starts processes through the harness,
// reports what it started as "key value" lines on stdout, and aborts; the parent then checks that
// nothing the child started survives it.
class CrashingChild
{
public:
    struct Report
    {
        QProcess::ExitStatus exitStatus = QProcess::NormalExit;
        QMultiMap<QString, QString> values;
        QByteArray standardError;
    };

    // The scenario to play when this process is such a child, else empty. Check it first thing in main().
    static QString scenario();
    // Runs this executable as a child playing scenario, and collects its report once it has died.
    static Report run(const QString& scenario, std::chrono::milliseconds timeout = std::chrono::seconds(30));

    // For the child.
    static void report(const QString& key, const QString& value);
    [[noreturn]] static void crash();
};

} // namespace fleetdeck::test
