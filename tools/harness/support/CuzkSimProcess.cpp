// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/CuzkSimProcess.h"

#include <QDeadlineTimer>
#include <QFileInfo>
#include <QRegularExpression>

namespace fleetdeck {

namespace {

constexpr auto kReadyTimeout = std::chrono::seconds(10);

} // namespace

CuzkSimProcess::CuzkSimProcess(QString simulatorPath)
    : CuzkSimProcess(std::move(simulatorPath), Options{})
{}

CuzkSimProcess::CuzkSimProcess(QString simulatorPath, Options options)
    : m_simulatorPath(std::move(simulatorPath))
    , m_options(std::move(options))
{}

CuzkSimProcess::~CuzkSimProcess()
{
    stop();
}

QStringList CuzkSimProcess::arguments() const
{
    QStringList arguments{QStringLiteral("serve"), QStringLiteral("--port"), QStringLiteral("0"),
                          QStringLiteral("--profile"), m_options.profile};
    if (m_options.seed)
        arguments << QStringLiteral("--seed") << QString::number(*m_options.seed);
    if (m_options.timeScale)
        arguments << QStringLiteral("--time-scale") << QString::number(*m_options.timeScale);
    return arguments + m_options.extraArguments;
}

bool CuzkSimProcess::start()
{
    if (isRunning())
        return true;
    m_errorString.clear();
    m_port = 0;
    if (!QFileInfo(m_simulatorPath).isExecutable()) {
        m_errorString =
            QStringLiteral("cuzk-sim not found at %1 (build the cuzk-sim target)").arg(m_simulatorPath);
        return false;
    }
    QProcess& process = m_process.process();
    process.setStandardInputFile(QProcess::nullDevice());
    if (m_options.logFile.isEmpty())
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    else
        process.setStandardErrorFile(m_options.logFile, QIODevice::Append);
    if (!m_process.start(m_simulatorPath, arguments())) {
        m_errorString = m_process.errorString();
        return false;
    }

    static const QRegularExpression listening(QStringLiteral("^listening 127\\.0\\.0\\.1:(\\d+)$"));
    const QDeadlineTimer deadline(kReadyTimeout);
    QStringList unexpected;
    while (const std::optional<QString> line = m_process.readStandardOutputLine(deadline)) {
        const QRegularExpressionMatch match = listening.match(*line);
        const uint port = match.hasMatch() ? match.captured(1).toUInt() : 0;
        if (port > 0 && port <= 65535) {
            m_port = quint16(port);
            return true;
        }
        unexpected << *line;
    }
    const QString what =
        isRunning() ? QStringLiteral("did not report its port within %1 s").arg(kReadyTimeout.count())
                    : QStringLiteral("exited with code %1").arg(m_process.process().exitCode());
    m_errorString = QStringLiteral("cuzk-sim %1 %2; its stdout: %3")
                        .arg(arguments().join(QLatin1Char(' ')), what, unexpected.join(QLatin1String(" | ")));
    m_process.stop();
    return false;
}

void CuzkSimProcess::stop()
{
    m_process.stop();
}

} // namespace fleetdeck
