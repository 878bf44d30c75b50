// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace fleetdeck {

/// Background work that must never keep the window waiting for a core runs at a higher nice
/// value than the GUI thread: on Linux nice is per thread, so raising it for the calling thread
/// alone leaves the rest of the process as it was. A thread at nice 10 gets about a tenth of the
/// share of one at 0 while both want a core, yet it is never starved (unlike SCHED_IDLE, which a
/// busy workstation could hold off indefinitely). Raising nice needs no privilege. Returns
/// whether the kernel took it.
inline bool lowerCurrentThreadPriority(int nice = 10)
{
    return ::setpriority(PRIO_PROCESS, id_t(::syscall(SYS_gettid)), nice) == 0;
}

} // namespace fleetdeck
