// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTcpServer>

#include <functional>
#include <optional>

class QTcpSocket;

namespace fleetdeck::sim {

// cuzk's status endpoint as the daemon implements it: one request per connection, read up to
// 4 KiB, answered by whether its first line starts with "GET /status", then closed.
// Listens on loopback only: whatever runs the simulator must not expose it to a network.
class StatusServer : public QObject
{
    Q_OBJECT
public:
    // Produces the current body for GET /status; an empty result is answered with a 500.
    using SnapshotSource = std::function<QByteArray()>;

    // How the endpoint misbehaves, for the fault-injection tests: asked again for every request,
    // so a test can start and end a fault while the daemon runs.
    enum class Fault {
        None,
        Hang,            // reads the request, never answers, holds the connection
        Dribble,         // the normal answer, one byte a second
        Huge,            // a 200 whose body is 100 MiB (Content-Length says so)
        NoContentLength, // the normal answer without Content-Length, ended by the close
        InvalidUtf8,     // the normal document with invalid UTF-8 inside a proof kind
        DeepJson,        // a document nested 100 000 arrays deep
        Garbage,         // binary noise instead of HTTP, then the close
    };
    using FaultSource = std::function<Fault()>;
    static std::optional<Fault> faultFromName(QStringView name);
    static QStringList faultNames();
    static constexpr qint64 kHugeBodyBytes = 100ll * 1024 * 1024;

    static constexpr int kMaxRequestBytes = 4096;

    explicit StatusServer(SnapshotSource source, QObject* parent = nullptr);
    void setFaultSource(FaultSource faults) { m_faults = std::move(faults); }

    static bool isLoopback(const QHostAddress& address);
    // The whole HTTP response to one raw request.
    static QByteArray respond(const QByteArray& request, const SnapshotSource& source);

    bool listen(const QHostAddress& address, quint16 port);
    QString errorString() const { return m_error; }
    // "127.0.0.1:9821" or "[::1]:9821".
    QString endpoint() const;

signals:
    void served(int statusCode);

private:
    void accept();
    void serve(QTcpSocket* socket, const QByteArray& request);
    void serveFault(QTcpSocket* socket, Fault fault);

    QTcpServer m_server;
    SnapshotSource m_source;
    FaultSource m_faults;
    QString m_error;
};

} // namespace fleetdeck::sim
