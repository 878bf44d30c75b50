// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/LoopbackPort.h"

#include <QDeadlineTimer>
#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>

namespace fleetdeck {

namespace {

int remainingMs(const QDeadlineTimer& deadline)
{
    return int(qMax<qint64>(deadline.remainingTime(), 0));
}

} // namespace

quint16 LoopbackPort::pickUnused()
{
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0))
        return 0;
    return server.serverPort();
}

bool LoopbackPort::acceptsConnections(quint16 port, std::chrono::milliseconds timeout)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    return socket.waitForConnected(int(timeout.count()));
}

std::optional<QString> LoopbackPort::readGreeting(quint16 port, std::chrono::milliseconds timeout)
{
    const QDeadlineTimer deadline(timeout);
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(remainingMs(deadline)))
        return std::nullopt;
    while (!socket.canReadLine()) {
        if (deadline.hasExpired() || socket.state() != QAbstractSocket::ConnectedState)
            return std::nullopt;
        socket.waitForReadyRead(remainingMs(deadline));
    }
    return QString::fromLatin1(socket.readLine()).trimmed();
}

std::optional<QByteArray> LoopbackPort::httpGet(quint16 port, const QString& path,
                                                std::chrono::milliseconds timeout)
{
    const QDeadlineTimer deadline(timeout);
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(remainingMs(deadline)))
        return std::nullopt;
    socket.write("GET " + path.toUtf8() + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    QByteArray response;
    while (socket.state() == QAbstractSocket::ConnectedState) {
        if (deadline.hasExpired())
            return std::nullopt;
        socket.waitForReadyRead(remainingMs(deadline));
        response += socket.readAll();
    }
    response += socket.readAll();
    return response;
}

} // namespace fleetdeck
