// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace fleetdeck {

// A port on 127.0.0.1 that is bound but never listened on, for as long as this object lives:
// connecting to it is refused, as when a daemon is down or a host is gone, and unlike a merely
// unused port no other server can take it meanwhile.
class ReservedPort
{
public:
    ReservedPort();
    ~ReservedPort();
    ReservedPort(const ReservedPort&) = delete;
    ReservedPort& operator=(const ReservedPort&) = delete;

    bool isValid() const { return m_port != 0; }
    quint16 port() const { return m_port; }

private:
    int m_fd = -1;
    quint16 m_port = 0;
};

} // namespace fleetdeck
