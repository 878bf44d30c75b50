// SPDX-License-Identifier: GPL-3.0-or-later
#include "SimChild.h"

#include <QDeadlineTimer>
#include <QRegularExpression>

#include <csignal>

namespace fleetdeck::sim::test {

SimChild::SimChild(const QString& program, const QStringList& arguments)
{
    m_process.setProgram(program);
    m_process.setArguments(arguments);
    m_process.setStandardInputFile(QProcess::nullDevice());
}

SimChild::~SimChild()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
}

bool SimChild::start()
{
    m_process.start();
    return m_process.waitForStarted(5000);
}

bool SimChild::readLine(QByteArray* line, int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    while (!m_process.canReadLine()) {
        if (m_process.state() == QProcess::NotRunning || deadline.hasExpired())
            return false;
        m_process.waitForReadyRead(int(qMax<qint64>(1, deadline.remainingTime())));
    }
    *line = m_process.readLine();
    line->chop(line->endsWith('\n') ? 1 : 0);
    return true;
}

quint16 SimChild::waitForListening(int timeoutMs)
{
    QByteArray line;
    if (!readLine(&line, timeoutMs))
        return 0;
    static const QRegularExpression listening(QStringLiteral("^listening 127\\.0\\.0\\.1:(\\d+)$"));
    const QRegularExpressionMatch match = listening.match(QString::fromUtf8(line));
    return match.hasMatch() ? quint16(match.captured(1).toUInt()) : 0;
}

void SimChild::signal(int signalNumber)
{
    if (m_process.state() != QProcess::NotRunning)
        ::kill(pid_t(m_process.processId()), signalNumber);
}

bool SimChild::waitForExit(int timeoutMs)
{
    return m_process.state() == QProcess::NotRunning || m_process.waitForFinished(timeoutMs);
}

QByteArray SimChild::readAllUntilExit(int timeoutMs)
{
    waitForExit(timeoutMs);
    return m_process.readAllStandardOutput();
}

} // namespace fleetdeck::sim::test
