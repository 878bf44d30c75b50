// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace fleetdeck::sim::test {

// The cuzk-sim executable run as a child of a test. The destructor kills it, so a failing
// check that returns early never leaves a simulator behind.
class SimChild
{
public:
    SimChild(const QString& program, const QStringList& arguments);
    ~SimChild();
    SimChild(const SimChild&) = delete;
    SimChild& operator=(const SimChild&) = delete;

    bool start();
    QProcess& process() { return m_process; }

    // Reads the next line of standard output, without its newline; false on timeout or exit.
    bool readLine(QByteArray* line, int timeoutMs);
    // For `serve`: waits for "listening 127.0.0.1:PORT" and returns PORT, or 0.
    quint16 waitForListening(int timeoutMs = 10000);
    void signal(int signalNumber);
    bool waitForExit(int timeoutMs);
    // Everything printed so far plus whatever arrives until it exits.
    QByteArray readAllUntilExit(int timeoutMs);

private:
    QProcess m_process;
};

} // namespace fleetdeck::sim::test
