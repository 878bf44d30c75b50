// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <mutex>
#include <utility>
#include <vector>

namespace fleetdeck::ssh {

/// Values handed from one thread to another in batches. The mutex is the hand-over point that
/// every tool (and ThreadSanitizer) can see; a queued wake-up tells the receiver to take().
template <typename T> class Mailbox
{
public:
    /// Returns true when the box was empty, i.e. the caller must wake the receiver; a box
    /// that already held values has a wake-up on its way.
    bool put(T value)
    {
        std::lock_guard lock(m_mutex);
        m_values.push_back(std::move(value));
        return m_values.size() == 1;
    }

    std::vector<T> take()
    {
        std::lock_guard lock(m_mutex);
        return std::exchange(m_values, {});
    }

private:
    std::mutex m_mutex;
    std::vector<T> m_values;
};

} // namespace fleetdeck::ssh
