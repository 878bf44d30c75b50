// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/SimulatedCuzkBench.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

namespace fleetdeck {

namespace {

// What sshd would give a session without a PATH of ours.
const char* const kSystemPath = "/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin";

void fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
}

} // namespace

SimulatedCuzkBench::SimulatedCuzkBench(QString directory, Options options)
    : m_directory(std::move(directory))
    , m_options(std::move(options))
{}

std::optional<SimulatedCuzkBench> SimulatedCuzkBench::install(const QString& simulatorPath,
                                                              const QString& directory,
                                                              const Options& options, QString* error)
{
    const QFileInfo simulator(simulatorPath);
    if (!simulator.isFile() || !simulator.isExecutable()) {
        fail(error,
             QStringLiteral("cuzk-sim not found at %1 (build the cuzk-sim target)").arg(simulatorPath));
        return std::nullopt;
    }
    SimulatedCuzkBench bench(QFileInfo(directory).absoluteFilePath(), options);
    for (const QString& dir : {bench.binDirectory(), bench.stateDirectory()}) {
        if (!QDir().mkpath(dir)) {
            fail(error, QStringLiteral("cannot create %1").arg(dir));
            return std::nullopt;
        }
    }
    // A link, not a script: cuzk-sim knows the name it was called by, and a wrapper shell would
    // stand between the command's process group and the process doing the work.
    const QString link = bench.programPath();
    if (QFileInfo(link).isSymLink() || QFileInfo::exists(link))
        QFile::remove(link);
    if (!QFile::link(simulator.absoluteFilePath(), link)) {
        fail(error, QStringLiteral("cannot link %1 to %2").arg(link, simulator.absoluteFilePath()));
        return std::nullopt;
    }
    return bench;
}

QMap<QString, QString> SimulatedCuzkBench::environment() const
{
    QMap<QString, QString> environment{
        {QStringLiteral("PATH"), binDirectory() + QLatin1Char(':') + QLatin1String(kSystemPath)},
        {QStringLiteral("CUZK_SIM_TIME_SCALE"), QString::number(m_options.timeScale, 'g', 10)},
        {QStringLiteral("CUZK_SIM_STATE_DIR"), stateDirectory()},
    };
    if (m_options.seed)
        environment.insert(QStringLiteral("CUZK_SIM_SEED"), QString::number(*m_options.seed));
    if (m_options.throttle)
        environment.insert(QStringLiteral("CUZK_SIM_THROTTLE"), QStringLiteral("1"));
    if (m_options.speed != 1)
        environment.insert(QStringLiteral("CUZK_SIM_SPEED"), QString::number(m_options.speed, 'g', 6));
    if (m_options.failEvery > 0)
        environment.insert(QStringLiteral("CUZK_SIM_FAIL_EVERY"), QString::number(m_options.failEvery));
    if (!m_options.failAt.isEmpty()) {
        QStringList numbers;
        for (const int number : m_options.failAt)
            numbers << QString::number(number);
        environment.insert(QStringLiteral("CUZK_SIM_FAIL_AT"), numbers.join(QLatin1Char(',')));
    }
    return environment;
}

bool SimulatedCuzkBench::resetSingleProofSequence() const
{
    return QDir(stateDirectory()).removeRecursively() && QDir().mkpath(stateDirectory());
}

} // namespace fleetdeck
