// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "support/ChildProcess.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace fleetdeck {

// tools/cuzk-sim serving a node's status endpoint on a free loopback port. Start it from the main thread.
class CuzkSimProcess
{
public:
    struct Options
    {
        QString profile = QStringLiteral("healthy"); // healthy, busy, failing, ...
        std::optional<quint64> seed;
        std::optional<double> timeScale;
        QStringList extraArguments;
        QString logFile; // empty: the simulator's stderr goes to ours
    };

    explicit CuzkSimProcess(QString simulatorPath);
    CuzkSimProcess(QString simulatorPath, Options options);
    ~CuzkSimProcess();
    CuzkSimProcess(const CuzkSimProcess&) = delete;
    CuzkSimProcess& operator=(const CuzkSimProcess&) = delete;

    // Runs "cuzk-sim serve --port 0 ..." and returns once it printed "listening 127.0.0.1:PORT".
    bool start();
    void stop();
    bool isRunning() const { return m_process.isRunning(); }
    QString errorString() const { return m_errorString; }

    quint16 port() const { return m_port; }
    qint64 pid() const { return m_process.pid(); }
    QStringList arguments() const;

private:
    QString m_simulatorPath;
    Options m_options;
    ChildProcess m_process;
    quint16 m_port = 0;
    QString m_errorString;
};

} // namespace fleetdeck
