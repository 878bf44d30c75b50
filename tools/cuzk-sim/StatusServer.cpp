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
        auto* timeout = new QTimer(socket);
        timeout->setObjectName(QStringLiteral("requestTimeout"));
        timeout->setSingleShot(true);
        connect(timeout, &QTimer::timeout, socket, [socket] {
            socket->abort();
            socket->deleteLater();
        });
        timeout->start(kRequestTimeoutMs);
    }
}

namespace {
struct FaultName
{
    StatusServer::Fault fault;
    const char* name;
};
constexpr FaultName kFaultNames[] = {
    {StatusServer::Fault::None, "none"},
    {StatusServer::Fault::Hang, "hang"},
    {StatusServer::Fault::Dribble, "dribble"},
    {StatusServer::Fault::Huge, "huge"},
    {StatusServer::Fault::NoContentLength, "no-content-length"},
    {StatusServer::Fault::InvalidUtf8, "invalid-utf8"},
    {StatusServer::Fault::DeepJson, "deep-json"},
    {StatusServer::Fault::Garbage, "garbage"},
};
constexpr int kDeepJsonLevels = 100000;
} // namespace

std::optional<StatusServer::Fault> StatusServer::faultFromName(QStringView name)
{
    for (const FaultName& f : kFaultNames) {
        if (name == QLatin1String(f.name))
            return f.fault;
    }
    return std::nullopt;
}

QStringList StatusServer::faultNames()
{
    QStringList names;
    for (const FaultName& f : kFaultNames)
        names << QLatin1String(f.name);
    return names;
}

void StatusServer::serveFault(QTcpSocket* socket, Fault fault)
{
    switch (fault) {
    case Fault::None:
        return;
    case Fault::Hang:
        return; // the request timeout below is cancelled: only the client ends this
    case Fault::Dribble: {
        auto response = std::make_shared<QByteArray>(respond("GET /status HTTP/1.1\r\n\r\n", m_source));
        auto* timer = new QTimer(socket);
        connect(timer, &QTimer::timeout, socket, [socket, response, timer, sent = qsizetype(0)]() mutable {
            socket->write(response->constData() + sent, 1);
            if (++sent == response->size()) {
                timer->stop();
                socket->disconnectFromHost();
            }
        });
        timer->start(1000);
        return;
    }
    case Fault::Huge: {
        socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                      QByteArray::number(kHugeBodyBytes) + "\r\nConnection: close\r\n\r\n");
        // {"uptime_secs":1,"pad":"xxxx…"} streamed a MiB at a time as the client takes it.
        const QByteArray head = R"({"uptime_secs":1,"pad":")";
        auto left = std::make_shared<qint64>(kHugeBodyBytes - head.size() - 2);
        socket->write(head);
        auto more = [socket, left] {
            if (*left == 0 || socket->bytesToWrite() > 4 * 1024 * 1024)
                return;
            const qint64 n = qMin<qint64>(*left, 1024 * 1024);
            socket->write(QByteArray(qsizetype(n), 'x'));
            *left -= n;
            if (*left == 0) {
                socket->write("\"}");
                socket->disconnectFromHost();
            }
        };
        connect(socket, &QTcpSocket::bytesWritten, socket, more);
        more();
        return;
    }
    case Fault::NoContentLength: {
        QByteArray response = respond("GET /status HTTP/1.1\r\n\r\n", m_source);
        const qsizetype at = response.indexOf("Content-Length:");
        response.remove(at, response.indexOf("\r\n", at) + 2 - at);
        socket->write(response);
        socket->disconnectFromHost();
        return;
    }
    case Fault::InvalidUtf8: {
        QByteArray body = m_source ? m_source() : QByteArray();
        const QByteArray member = "\"completed_by_kind\":{";
        const qsizetype at = body.indexOf(member) + member.size();
        if (at >= member.size())
            body.insert(at, QByteArray("\"porep-\xff\xfe\xc0\":7") + (body.at(at) == '}' ? "" : ","));
        socket->write(httpResponse("200 OK", "application/json", body, true));
        socket->disconnectFromHost();
        return;
    }
    case Fault::DeepJson: {
        const QByteArray body =
            "{\"uptime_secs\":" + QByteArray(kDeepJsonLevels, '[') + QByteArray(kDeepJsonLevels, ']') + "}";
        socket->write(httpResponse("200 OK", "application/json", body, true));
        socket->disconnectFromHost();
        return;
    }
    case Fault::Garbage: {
        QByteArray noise(4096, Qt::Uninitialized);
        quint32 x = 0x9e3779b9u;
        for (char& c : noise) {
            x ^= x << 13, x ^= x >> 17, x ^= x << 5;
            c = char(x);
        }
        socket->write(noise);
        socket->disconnectFromHost();
        return;
    }
    }
}

void StatusServer::serve(QTcpSocket* socket, const QByteArray& request)
{
    if (socket->property(kAnswered).toBool())
        return;
    socket->setProperty(kAnswered, true);
    socket->readAll(); // anything past the 4 KiB the daemon reads is dropped as well
    const Fault fault = m_faults ? m_faults() : Fault::None;
    if (fault != Fault::None) {
        if (QObject* timeout = socket->findChild<QObject*>(QStringLiteral("requestTimeout")))
            delete timeout;
        serveFault(socket, fault);
        emit served(0);
        return;
    }
    const QByteArray response = respond(request, m_source);
    socket->write(response);
    socket->disconnectFromHost();
    emit served(response.mid(9, 3).toInt());
}

} // namespace fleetdeck::sim
