// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Profile.h"

#include <QFile>
#include <QSet>
#include <QString>

namespace fleetdeck::sim {

class Simulator;

// The daemon's log as cuzk writes it (Rust `tracing`: time, level, target, message, key=value
// fields; with ANSI colours by default, as cuzk does even into a file), written from what the
// engine model did between two looks at it: jobs accepted, completed and failed (a failed proof
// is logged the way cuzk logs a failed self-check), the pacer's status, and for the failing and
// memory-low profiles the GPU errors that go with them. Lines carry the wall-clock time.
class DaemonLog
{
public:
    DaemonLog(const QString& path, bool ansi, Profile profile);
    bool open(const QString& listenAddress);
    QString errorString() const { return m_file.errorString(); }
    // Writes what happened in the model since the last call.
    void observe(const Simulator& simulator);

private:
    enum class Level { Error, Warn, Info, Debug };
    void write(Level level, const char* target, const QString& message);

    QFile m_file;
    bool m_ansi;
    Profile m_profile;
    QSet<QString> m_accepted;
    QSet<QString> m_settled;
    double m_lastPacer = -1;
    qint64 m_failures = 0;
};

} // namespace fleetdeck::sim
