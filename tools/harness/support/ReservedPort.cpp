// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ReservedPort.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace fleetdeck {

ReservedPort::ReservedPort()
{
    // Without SO_REUSEADDR, so that a server setting it (sshd does) still cannot bind here.
    m_fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (m_fd < 0)
        return;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    socklen_t length = sizeof address;
    if (::bind(m_fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
        ::getsockname(m_fd, reinterpret_cast<sockaddr*>(&address), &length) == 0)
        m_port = ntohs(address.sin_port);
}

ReservedPort::~ReservedPort()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

} // namespace fleetdeck
