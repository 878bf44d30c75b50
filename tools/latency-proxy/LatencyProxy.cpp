// SPDX-License-Identifier: GPL-3.0-or-later
#include "LatencyProxy.h"

#include <QTcpSocket>
#include <QTimer>

#include <algorithm>

namespace fleetdeck::tools {

LatencyProxy::LatencyProxy(const Options& options, QObject* parent)
    : QObject(parent)
    , m_options(options)
    , m_random(options.seed)
{
    m_clock.start();
    connect(&m_server, &QTcpServer::newConnection, this, &LatencyProxy::accept);
}

LatencyProxy::~LatencyProxy()
{
    for (Connection& c : m_connections) {
        delete c.client;
        delete c.upstream;
        delete c.timer;
    }
}

bool LatencyProxy::listen(quint16 port)
{
    if (!m_options.targetAddress.isLoopback()) {
        m_error = QStringLiteral("the target %1 is not a loopback address").arg(m_options.targetAddress.toString());
        return false;
    }
    if (!m_server.listen(QHostAddress::LocalHost, port)) {
        m_error = m_server.errorString();
        return false;
    }
    return true;
}

qint64 LatencyProxy::dueIn()
{
    qint64 delay = m_options.delayMs;
    if (m_options.jitterMs > 0) {
        std::uniform_int_distribution<int> jitter(-m_options.jitterMs, m_options.jitterMs);
        delay = std::max<qint64>(0, delay + jitter(m_random));
    }
    return m_clock.elapsed() + delay;
}

void LatencyProxy::accept()
{
    while (QTcpSocket* client = m_server.nextPendingConnection()) {
        if (m_options.dropRate > 0 && std::uniform_real_distribution<double>(0, 1)(m_random) < m_options.dropRate) {
            ++m_dropped;
            client->abort();
            client->deleteLater();
            continue;
        }
        m_connections.emplace_back();
        Connection* c = &m_connections.back();
        c->client = client;
        c->client->setParent(nullptr);
        c->upstream = new QTcpSocket;
        c->timer = new QTimer;
        c->timer->setSingleShot(true);
        c->timer->setTimerType(Qt::PreciseTimer);
        client->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connect(c->timer, &QTimer::timeout, this, [this, c] { flush(c); });
        connect(client, &QTcpSocket::readyRead, this,
                [this, c] { enqueue(*c, c->toUpstream, c->client->readAll(), false); });
        connect(client, &QTcpSocket::disconnected, this, [this, c] { enqueue(*c, c->toUpstream, {}, true); });
        connect(c->upstream, &QTcpSocket::connected, this, [this, c] {
            c->upstreamConnected = true;
            c->upstream->setSocketOption(QAbstractSocket::LowDelayOption, 1);
            flush(c);
        });
        connect(c->upstream, &QTcpSocket::readyRead, this,
                [this, c] { enqueue(*c, c->toClient, c->upstream->readAll(), false); });
        connect(c->upstream, &QTcpSocket::disconnected, this, [this, c] { enqueue(*c, c->toClient, {}, true); });
        connect(c->upstream, &QTcpSocket::errorOccurred, this, [this, c](QAbstractSocket::SocketError) {
            if (!c->upstreamConnected)
                enqueue(*c, c->toClient, {}, true); // refused: the client sees a close, delayed
        });
        c->upstream->connectToHost(m_options.targetAddress, m_options.targetPort);
        // Bytes already waiting before the signal was connected.
        if (client->bytesAvailable() > 0)
            enqueue(*c, c->toUpstream, client->readAll(), false);
    }
}

void LatencyProxy::enqueue(Connection& c, std::deque<Chunk>& queue, QByteArray data, bool close)
{
    if (data.isEmpty() && !close)
        return;
    // Never before what was sent earlier: jitter delays, it does not reorder.
    qint64 due = dueIn();
    if (!queue.empty())
        due = std::max(due, queue.back().dueMs);
    queue.push_back({due, std::move(data), close});
    reschedule(c);
}

void LatencyProxy::reschedule(Connection& c)
{
    qint64 next = -1;
    for (const std::deque<Chunk>* q : {&c.toUpstream, &c.toClient}) {
        if (!q->empty() && (q != &c.toUpstream || c.upstreamConnected))
            next = next < 0 ? q->front().dueMs : std::min(next, q->front().dueMs);
    }
    if (next < 0) {
        c.timer->stop();
        return;
    }
    c.timer->start(int(std::max<qint64>(0, next - m_clock.elapsed())));
}

void LatencyProxy::flush(Connection* c)
{
    const qint64 now = m_clock.elapsed();
    bool closed = false;
    const auto drain = [&](std::deque<Chunk>& queue, QTcpSocket* to) {
        while (!queue.empty() && queue.front().dueMs <= now) {
            Chunk chunk = std::move(queue.front());
            queue.pop_front();
            if (chunk.close) {
                to->disconnectFromHost();
                closed = true;
                return;
            }
            to->write(chunk.data);
        }
    };
    if (c->upstreamConnected)
        drain(c->toUpstream, c->upstream);
    drain(c->toClient, c->client);
    if (closed)
        return finish(c);
    reschedule(*c);
}

void LatencyProxy::finish(Connection* c)
{
    // One side is gone: close the other once its writes are out, then forget the pair.
    c->timer->stop();
    const auto it = std::find_if(m_connections.begin(), m_connections.end(), [c](const Connection& x) { return &x == c; });
    if (it == m_connections.end())
        return;
    for (QTcpSocket* socket : {it->client, it->upstream}) {
        socket->disconnect(this);
        if (socket->state() == QAbstractSocket::UnconnectedState) {
            socket->deleteLater();
            continue;
        }
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        socket->disconnectFromHost();
    }
    it->timer->disconnect(this);
    it->timer->deleteLater();
    m_connections.erase(it);
}

} // namespace fleetdeck::tools
