// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QTcpServer>

#include <deque>
#include <list>
#include <memory>
#include <random>

class QTcpSocket;
class QTimer;

namespace fleetdeck::tools {

/// A TCP relay on loopback that delays every byte by a fixed time per direction, optionally with
/// jitter, and drops a share of new connections: network latency for tests and benchmarks on a
/// kernel without netem. Bytes keep their order (jitter never reorders them), and a side's close
/// reaches the other side after the same delay, behind the bytes sent before it.
class LatencyProxy : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QHostAddress targetAddress = QHostAddress::LocalHost;
        quint16 targetPort = 0;
        int delayMs = 25;  ///< one way, each direction: a round trip costs twice this
        int jitterMs = 0;  ///< each chunk's delay is delay ± up to this (never below 0)
        double dropRate = 0; ///< share of new connections closed at once, 0..1
        quint64 seed = 1;
    };

    explicit LatencyProxy(const Options& options, QObject* parent = nullptr);
    ~LatencyProxy() override;

    /// Listens on 127.0.0.1 (port 0: any free one). Refuses a target outside 127.0.0.0/8.
    bool listen(quint16 port = 0);
    quint16 port() const { return m_server.serverPort(); }
    QString errorString() const { return m_error; }
    int connectionCount() const { return int(m_connections.size()); }
    int droppedCount() const { return m_dropped; }

private:
    struct Chunk
    {
        qint64 dueMs = 0;
        QByteArray data;
        bool close = false; ///< the sender closed: close the receiver once this is due
    };
    struct Connection
    {
        QTcpSocket* client = nullptr;
        QTcpSocket* upstream = nullptr;
        std::deque<Chunk> toUpstream;
        std::deque<Chunk> toClient;
        QTimer* timer = nullptr;
        bool upstreamConnected = false;
    };

    void accept();
    void enqueue(Connection& c, std::deque<Chunk>& queue, QByteArray data, bool close);
    void flush(Connection* c);
    void reschedule(Connection& c);
    void finish(Connection* c);
    qint64 dueIn();

    Options m_options;
    QTcpServer m_server;
    QElapsedTimer m_clock;
    std::mt19937_64 m_random;
    std::list<Connection> m_connections;
    QString m_error;
    int m_dropped = 0;
};

} // namespace fleetdeck::tools
