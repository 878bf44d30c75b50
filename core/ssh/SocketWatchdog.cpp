// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SocketWatchdog.h"

#include <sys/socket.h>

#include <chrono>

namespace fleetdeck::ssh {

namespace {
// A cancel token has no way to wake anyone, so it is looked at this often.
constexpr std::chrono::milliseconds CancelPoll{50};
} // namespace

SocketWatchdog::SocketWatchdog(int fd, QDeadlineTimer deadline, CancelToken cancel,
                               const std::atomic_bool* stop)
    : m_fd(fd)
    , m_deadline(deadline)
    , m_cancel(std::move(cancel))
    , m_stop(stop)
    , m_thread([this] { watch(); })
{}

SocketWatchdog::~SocketWatchdog()
{
    disarm();
}

void SocketWatchdog::disarm()
{
    {
        const std::lock_guard lock(m_mutex);
        m_disarmed = true;
    }
    m_wake.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

void SocketWatchdog::watch()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        const qint64 left = m_deadline.remainingTime(); // -1: forever
        const auto wait = left < 0 ? CancelPoll : std::min(CancelPoll, std::chrono::milliseconds(left));
        if (m_wake.wait_for(lock, wait, [this] { return m_disarmed; }))
            return;
        Reason reason = Reason::None;
        if (m_stop && m_stop->load())
            reason = Reason::Stopped;
        else if (m_cancel.isCancelled())
            reason = Reason::Cancelled;
        else if (m_deadline.hasExpired())
            reason = Reason::Deadline;
        if (reason == Reason::None)
            continue;
        // Only the descriptor is touched: the blocked libssh call sees EOF and returns an error.
        if (m_fd >= 0)
            ::shutdown(m_fd, SHUT_RDWR);
        m_reason.store(reason);
        return;
    }
}

} // namespace fleetdeck::ssh
