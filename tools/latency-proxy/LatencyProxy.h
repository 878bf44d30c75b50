// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <thread>
#include <utility>

namespace fleetdeck::tools {

/// A TCP relay on loopback that delays every byte by a fixed time per direction, optionally with
/// jitter, and drops a share of new connections: network latency for tests and benchmarks on a
/// kernel without netem. Bytes keep their order (jitter never reorders them), and a side's close
/// reaches the other side after the same delay, behind the bytes sent before it.
///
/// It relays on one thread with epoll and plain sockets, for any number of routes (a listener
/// each), delivering from one queue ordered by due time: it stands in for a network, which costs
/// the machine under test nothing, so it must cost as little as it can (a benchmark runs a
/// thousand connections through one proxy on the same cores as what it measures, and chunks
/// that fall due together go out in one wake-up).
class LatencyProxy : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QHostAddress targetAddress = QHostAddress::LocalHost;
        quint16 targetPort = 0; ///< the route of listen(port)
        int delayMs = 25;       ///< one way, each direction: a round trip costs twice this
        int jitterMs = 0;       ///< each chunk's delay is delay ± up to this (never below 0)
        double dropRate = 0;    ///< share of new connections closed at once, 0..1
        quint64 seed = 1;
    };

    explicit LatencyProxy(const Options& options, QObject* parent = nullptr);
    ~LatencyProxy() override;

    /// Listens on 127.0.0.1 (port 0: any free one) and starts relaying. Refuses a target
    /// outside 127.0.0.0/8.
    bool listen(quint16 port = 0);
    /// Listens on any free port of 127.0.0.1 for each of `targetPorts` (on targetAddress), all
    /// relayed by the one thread; ports() then lists where, in the same order.
    bool listen(const QList<quint16>& targetPorts);
    quint16 port() const { return m_ports.value(0); }
    QList<quint16> ports() const { return m_ports; }
    QString errorString() const { return m_error; }
    /// A stalled proxy keeps every connection open and delivers nothing (bytes wait, in order),
    /// as a network that stopped forwarding; unstalled, everything waiting flows again.
    void setStalled(bool stalled);
    /// Ends every relayed connection with a TCP reset on both sides.
    void resetConnections();
    int connectionCount() const { return m_connections.load(); }
    int droppedCount() const { return m_dropped.load(); }

private:
    class Relay;
    /// (listen port, target port) pairs; a listen port of 0 takes any free one.
    bool listenOn(const QList<std::pair<quint16, quint16>>& routes);

    Options m_options;
    std::unique_ptr<Relay> m_relay;
    std::thread m_thread;
    QList<quint16> m_ports;
    QString m_error;
    std::atomic<int> m_connections{0};
    std::atomic<int> m_dropped{0};
};

} // namespace fleetdeck::tools
