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

    struct Sample
    {
        qint64 onCoreNs = 0; ///< time spent running
        qint64 waitedNs = 0; ///< time ready to run but without a core
    };

    /// Both counters so far; zeros where the kernel does not say. A late tick that neither ran
    /// nor waited for a core was blocked (I/O, a lock, a page fault).
    Sample sample() const
    {
        Sample s;
        if (m_fd < 0)
            return s;
        char buffer[128];
        const ssize_t n = ::pread(m_fd, buffer, sizeof buffer - 1, 0);
        if (n <= 0)
            return s;
        buffer[n] = '\0';
        char* end = nullptr;
        s.onCoreNs = qint64(std::strtoull(buffer, &end, 10));
        s.waitedNs = qint64(std::strtoull(end, nullptr, 10));
        return s;
    }

    /// Nanoseconds waited so far; 0 where the kernel does not say.
    qint64 nanoseconds() const { return sample().waitedNs; }

private:
    int m_fd;
};

} // namespace fleetdeck
