// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace fleetdeck {

// A `cuzk-bench` for a local node: <directory>/bin/cuzk-bench, a link to the built cuzk-sim (which
// answers as cuzk-bench when called by that name), and the session environment that finds it and
// sets the simulation up. Give the environment to SshdServer::Options::sessionEnvironment; a
// benchmark's `cuzk-bench batch --type porep --count 18` then runs the simulated one. The link
// runs cuzk-sim itself, with no wrapper in between: it is the process the command's process
// group holds, and SIGTERM ends it.
class SimulatedCuzkBench
{
public:
    struct Options
    {
        // Simulated seconds per real second (CUZK_SIM_TIME_SCALE, as cuzk-sim's --time-scale):
        // 1 is a real GPU's pace; 1000 runs a 61 s porep proof in 61 ms.
        double timeScale = 1000;
        std::optional<quint64> seed; // CUZK_SIM_SEED; unset: cuzk-sim's default
        bool throttle = false;       // CUZK_SIM_THROTTLE=1: the last proofs run slower
        double speed = 1;            // CUZK_SIM_SPEED: 0.25 proves four times slower
        int failEvery = 0;           // CUZK_SIM_FAIL_EVERY; 0: never
        QList<int> failAt;           // CUZK_SIM_FAIL_AT: 1-based proof numbers
    };

    // Creates <directory>/bin/cuzk-bench (replacing an earlier one) and <directory>/state, where
    // successive `cuzk-bench single` runs count their proofs. nullopt when simulatorPath is not an
    // executable or a file cannot be created; *error then says why.
    static std::optional<SimulatedCuzkBench> install(const QString& simulatorPath, const QString& directory,
                                                     const Options& options, QString* error = nullptr);
    static std::optional<SimulatedCuzkBench> install(const QString& simulatorPath, const QString& directory,
                                                     QString* error = nullptr)
    {
        return install(simulatorPath, directory, Options{}, error);
    }

    QString binDirectory() const { return m_directory + QStringLiteral("/bin"); }
    QString programPath() const { return binDirectory() + QStringLiteral("/cuzk-bench"); }
    QString stateDirectory() const { return m_directory + QStringLiteral("/state"); }
    const Options& options() const { return m_options; }

    // PATH (bin first, then the system's directories) and the CUZK_SIM_* variables.
    QMap<QString, QString> environment() const;
    // Forgets the single proofs run so far: the next `cuzk-bench single` is a cold start again.
    bool resetSingleProofSequence() const;

private:
    SimulatedCuzkBench(QString directory, Options options);

    QString m_directory;
    Options m_options;
};

} // namespace fleetdeck
