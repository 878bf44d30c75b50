// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <libssh/libssh.h>

#include <QString>

#include <memory>

namespace fleetdeck::ssh {

// libssh handles in unique_ptrs: nothing leaks on an early return, nothing is freed twice.
struct SessionDeleter
{
    void operator()(ssh_session s) const
    {
        ssh_disconnect(s);
        ssh_free(s);
    }
};
struct ChannelDeleter
{
    void operator()(ssh_channel c) const { ssh_channel_free(c); }
};
struct KeyDeleter
{
    void operator()(ssh_key k) const { ssh_key_free(k); }
};
struct EventDeleter
{
    void operator()(ssh_event e) const { ssh_event_free(e); }
};
using SessionPtr = std::unique_ptr<ssh_session_struct, SessionDeleter>;
using ChannelPtr = std::unique_ptr<ssh_channel_struct, ChannelDeleter>;
using KeyPtr = std::unique_ptr<ssh_key_struct, KeyDeleter>;
using EventPtr = std::unique_ptr<ssh_event_struct, EventDeleter>;

/// libssh's last error text for a session, as evidence for a diagnosis.
inline QString libsshError(ssh_session s)
{
    return QString::fromUtf8(ssh_get_error(s));
}

/// "SHA256:..." of a public key, as `ssh-keygen -l` prints it.
QString keyFingerprint(ssh_key key);

} // namespace fleetdeck::ssh
