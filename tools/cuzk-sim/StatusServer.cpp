// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatusServer.h"

#include <QTcpSocket>
#include <QTimer>

#include <memory>

namespace fleetdeck::sim {

namespace {
// A client that connects and never finishes its request must not hold a socket forever.
constexpr int kRequestTimeoutMs = 5000;
// The daemon answers whatever its one read returned. Waiting for the blank line keeps a
// well-formed request whole; a client that sent a first line and then goes quiet (someone
// typing into netcat) is answered after this pause instead.
constexpr int kQuietMs = 250;
constexpr char kAnswered[] = "answered";

QByteArray httpResponse(const QByteArray& status, const QByteArray& contentType, const QByteArray& body,
                        bool allowAnyOrigin)
{
    QByteArray out = "HTTP/1.1 " + status + "\r\n";
    out += "Content-Type: " + contentType + "\r\n";
    out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    if (allowAnyOrigin)
        out += "Access-Control-Allow-Origin: *\r\n";
    out += "Connection: close\r\n\r\n";
    return out + body;
}

// Whether `buffer` holds a whole request: the header block and as much body as it announced.
// Answering before the client finished sending would make the kernel reset the connection on
// close and the client could lose the response.
bool requestComplete(const QByteArray& buffer)
{
    if (buffer.size() >= StatusServer::kMaxRequestBytes)
        return true;
    qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
    qsizetype separator = 4;
    if (headerEnd < 0) {
        headerEnd = buffer.indexOf("\n\n");
        separator = 2;
    }
    if (headerEnd < 0)
        return false;
    qint64 contentLength = 0;
    for (const QByteArray& line : buffer.left(headerEnd).split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == "content-length")
            contentLength = line.mid(colon + 1).trimmed().toLongLong();
    }
    return buffer.size() - (headerEnd + separator) >= contentLength;
}
} // namespace

StatusServer::StatusServer(SnapshotSource source, QObject* parent)
    : QObject(parent)
    , m_source(std::move(source))
{
    connect(&m_server, &QTcpServer::newConnection, this, &StatusServer::accept);
}

bool StatusServer::isLoopback(const QHostAddress& address)
{
    if (address.protocol() == QAbstractSocket::IPv4Protocol)
        return (address.toIPv4Address() >> 24) == 127;
    return address == QHostAddress(QHostAddress::LocalHostIPv6);
}

QByteArray StatusServer::respond(const QByteArray& request, const SnapshotSource& source)
{
    const QByteArray firstLine = request.left(request.indexOf('\n'));
    if (!firstLine.startsWith("GET /status"))
        return httpResponse("404 Not Found", "text/plain", "404 Not Found\n", false);
    const QByteArray body = source ? source() : QByteArray();
    if (body.isEmpty()) {
        return httpResponse("500 Internal Server Error", "application/json",
                            R"({"error":"status snapshot could not be serialized"})", true);
    }
    return httpResponse("200 OK", "application/json", body, true);
}

bool StatusServer::listen(const QHostAddress& address, quint16 port)
{
    if (!isLoopback(address)) {
        m_error = tr("refusing to listen on %1: only loopback addresses (127.0.0.0/8, ::1) are allowed")
                      .arg(address.toString());
        return false;
    }
    if (!m_server.listen(address, port)) {
        m_error = m_server.errorString();
        return false;
    }
    return true;
}

QString StatusServer::endpoint() const
{
    const QHostAddress address = m_server.serverAddress();
    const QString host = address.protocol() == QAbstractSocket::IPv6Protocol
                             ? QStringLiteral("[%1]").arg(address.toString())
                             : address.toString();
    return QStringLiteral("%1:%2").arg(host).arg(m_server.serverPort());
}

void StatusServer::accept()
{
    while (QTcpSocket* socket = m_server.nextPendingConnection()) {
        auto buffer = std::make_shared<QByteArray>();
        auto* quiet = new QTimer(socket);
        quiet->setSingleShot(true);
        connect(quiet, &QTimer::timeout, socket, [this, socket, buffer] { serve(socket, *buffer); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer, quiet] {
            if (socket->property(kAnswered).toBool()) {
                socket->readAll(); // a client sending past its request gets no second answer
                return;
            }
            buffer->append(socket->read(kMaxRequestBytes - buffer->size()));
            if (requestComplete(*buffer))
                serve(socket, *buffer);
            else if (buffer->contains('\n'))
                quiet->start(kQuietMs);
        });
        QTimer::singleShot(kRequestTimeoutMs, socket, [socket] {
            socket->abort();
            socket->deleteLater();
        });
    }
}

void StatusServer::serve(QTcpSocket* socket, const QByteArray& request)
{
    if (socket->property(kAnswered).toBool())
        return;
    socket->setProperty(kAnswered, true);
    socket->readAll(); // anything past the 4 KiB the daemon reads is dropped as well
    const QByteArray response = respond(request, m_source);
    socket->write(response);
    socket->disconnectFromHost();
    emit served(response.mid(9, 3).toInt());
}

} // namespace fleetdeck::sim
