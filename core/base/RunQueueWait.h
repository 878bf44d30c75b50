// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <fcntl.h>
#include <unistd.h>

#include <cstdlib>

namespace fleetdeck {

/// How long one thread has been ready to run but waited for a core, as the kernel counts it
/// (the second field of /proc/thread-self/schedstat). A late timer tick with a long wait was the
/// machine's doing, not the thread's. Open it on the thread it is to describe ("thread-self" is
/// the opener).
class RunQueueWait
{
public:
    RunQueueWait()
        : m_fd(::open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC))
    {}
    ~RunQueueWait()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    RunQueueWait(const RunQueueWait&) = delete;
    RunQueueWait& operator=(const RunQueueWait&) = delete;

    /// Nanoseconds waited so far; 0 where the kernel does not say.
    qint64 nanoseconds() const
    {
        if (m_fd < 0)
            return 0;
        char buffer[128];
        const ssize_t n = ::pread(m_fd, buffer, sizeof buffer - 1, 0);
        if (n <= 0)
            return 0;
        buffer[n] = '\0';
        char* end = nullptr;
        std::strtoull(buffer, &end, 10); // time on a core
        return qint64(std::strtoull(end, nullptr, 10));
    }

private:
    int m_fd;
};

} // namespace fleetdeck
