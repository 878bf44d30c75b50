// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshTypes.h"

#include <QDeadlineTimer>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace fleetdeck::ssh {

/// Cuts a session's socket (shutdown(2); the descriptor stays open and owned by libssh) when a
/// deadline passes, the caller cancels, or the owner stops, so that a blocking libssh call on it
/// returns instead of hanging: libssh 0.10's SFTP waits for a silent server forever.
///
/// It runs on a thread of its own for as long as it is armed and touches only the descriptor,
/// never a libssh object.
class SocketWatchdog
{
public:
    enum class Reason { None, Deadline, Cancelled, Stopped };

    /// Arms at once. `stop` (optional) is a flag the owner raises to end all blocking work.
    SocketWatchdog(int fd, QDeadlineTimer deadline, CancelToken cancel,
                   const std::atomic_bool* stop = nullptr);
    ~SocketWatchdog();
    SocketWatchdog(const SocketWatchdog&) = delete;
    SocketWatchdog& operator=(const SocketWatchdog&) = delete;

    /// Stops watching; after it returns the socket is never cut by this watchdog.
    void disarm();
    /// Why the socket was cut, or None.
    Reason fired() const { return m_reason.load(); }

private:
    void watch();

    int m_fd;
    QDeadlineTimer m_deadline;
    CancelToken m_cancel;
    const std::atomic_bool* m_stop;
    std::atomic<Reason> m_reason{Reason::None};
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_disarmed = false;
    std::thread m_thread;
};

} // namespace fleetdeck::ssh
