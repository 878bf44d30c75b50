// SPDX-License-Identifier: GPL-3.0-or-later
#include "CrashingChild.h"

#include <QCoreApplication>
#include <QProcessEnvironment>

#include <cstdio>
#include <cstdlib>
#include <sys/resource.h>

namespace fleetdeck::test {

namespace {

const QString kScenarioVariable = QStringLiteral("FLEETDECK_HARNESS_CRASH_SCENARIO");

} // namespace

QString CrashingChild::scenario()
{
    return qEnvironmentVariable(qPrintable(kScenarioVariable));
}

CrashingChild::Report CrashingChild::run(const QString& scenario, std::chrono::milliseconds timeout)
{
    QProcess child;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(kScenarioVariable, scenario);
    child.setProcessEnvironment(environment);
    child.start(QCoreApplication::applicationFilePath(), {});
    Report report;
    if (!child.waitForFinished(int(timeout.count()))) {
        child.kill();
        child.waitForFinished();
    }
    report.exitStatus = child.exitStatus();
    report.standardError = child.readAllStandardError();
    const QList<QByteArray> lines = child.readAllStandardOutput().split('\n');
    for (const QByteArray& line : lines) {
        const qsizetype space = line.indexOf(' ');
        if (space > 0)
            report.values.insert(QString::fromUtf8(line.left(space)), QString::fromUtf8(line.mid(space + 1)));
    }
    return report;
}

void CrashingChild::report(const QString& key, const QString& value)
{
    std::printf("%s %s\n", qPrintable(key), qPrintable(value));
    std::fflush(stdout);
}

void CrashingChild::crash()
{
    // A core dump of every crash test would be slow and litter the working directory.
    const rlimit noCore{0, 0};
    setrlimit(RLIMIT_CORE, &noCore);
    std::abort();
}

} // namespace fleetdeck::test
