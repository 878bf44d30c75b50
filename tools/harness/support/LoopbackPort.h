// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <chrono>
#include <optional>

namespace fleetdeck {

// Ports on 127.0.0.1: picking one for a server, and probing what listens there.
class LoopbackPort
{
public:
    // A port nothing listened on a moment ago (bound to port 0, then released). Another process may
    // take it before we do, so whoever binds it must be ready to retry.
    static quint16 pickUnused();

    // True if a TCP connection to the port is accepted before the timeout.
    static bool acceptsConnections(quint16 port, std::chrono::milliseconds timeout = std::chrono::seconds(2));

    // Connects and returns the first line the server sends (an SSH server's banner), without the
    // line end; nullopt if the connection fails or no line arrives in time.
    static std::optional<QString> readGreeting(quint16 port,
                                               std::chrono::milliseconds timeout = std::chrono::seconds(5));

    // Sends "GET path HTTP/1.1" and returns the whole response (status line, headers, body) once the
    // server closes the connection; nullopt on failure or timeout.
    static std::optional<QByteArray> httpGet(quint16 port, const QString& path,
                                             std::chrono::milliseconds timeout = std::chrono::seconds(5));
};

} // namespace fleetdeck
