// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QTcpServer>

#include <functional>

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

    static constexpr int kMaxRequestBytes = 4096;

    explicit StatusServer(SnapshotSource source, QObject* parent = nullptr);

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

    QTcpServer m_server;
    SnapshotSource m_source;
    QString m_error;
};

} // namespace fleetdeck::sim
