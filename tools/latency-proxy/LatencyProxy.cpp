// SPDX-License-Identifier: GPL-3.0-or-later
#include "LatencyProxy.h"

#include <QByteArray>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <deque>
#include <queue>
#include <random>
#include <unordered_map>
#include <utility>
#include <vector>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace fleetdeck::tools {

namespace {

qint64 nowUs()
{
    using namespace std::chrono;
    return duration_cast<microseconds>(steady_clock::now().time_since_epoch()).count();
}

int tcpSocket()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd >= 0) {
        const int one = 1;
        ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    }
    return fd;
}

sockaddr_in loopback(quint32 address, quint16 port)
{
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(port);
    a.sin_addr.s_addr = htonl(address);
    return a;
}

} // namespace

/// The relay's state, touched only by its thread once listen() has started it.
class LatencyProxy::Relay
{
public:
    struct Listener
    {
        int fd = -1;
        quint16 targetPort = 0;
    };

    Relay(const Options& options, std::vector<Listener> listeners, int wakeFd, std::atomic<int>& connections,
          std::atomic<int>& dropped)
        : m_options(options)
        , m_listeners(std::move(listeners))
        , m_wakeFd(wakeFd)
        , m_connectionCount(connections)
        , m_dropped(dropped)
        , m_random(options.seed)
    {}

    ~Relay()
    {
        for (auto& [id, c] : m_connections)
            closeBoth(c);
        m_closed.clear();
        for (const Listener& l : m_listeners)
            ::close(l.fd);
        ::close(m_wakeFd);
        if (m_epoll >= 0)
            ::close(m_epoll);
    }

    void stop()
    {
        m_stopRequested = true;
        wake();
    }

    void setStalled(bool stalled)
    {
        m_stalled = stalled;
        wake();
    }

    void resetConnections()
    {
        m_resetRequested = true;
        wake();
    }

    void run()
    {
        m_epoll = ::epoll_create1(EPOLL_CLOEXEC);
        for (Listener& l : m_listeners)
            watch(l.fd, EPOLLIN, &l);
        watch(m_wakeFd, EPOLLIN, &m_wakeTag);
        epoll_event events[256];
        for (;;) {
            const int n = ::epoll_wait(m_epoll, events, 256, timeoutMs());
            for (int i = 0; i < n; ++i) {
                void* tag = events[i].data.ptr;
                if (tag == &m_wakeTag) {
                    quint64 count = 0;
                    [[maybe_unused]] const ssize_t r = ::read(m_wakeFd, &count, sizeof count);
                    if (m_stopRequested)
                        return;
                    if (m_resetRequested.exchange(false))
                        resetAll();
                    continue;
                }
                if (isListener(tag)) {
                    accept(*static_cast<Listener*>(tag));
                    continue;
                }
                auto* end = static_cast<End*>(tag);
                handle(*end->connection, end->upstream, events[i].events);
            }
            deliverDue();
            // Freed only now: a later event of the same batch may name a connection closed by
            // an earlier one.
            for (const quint64 id : std::exchange(m_closed, {}))
                m_connections.erase(id);
        }
    }

private:
    struct Chunk
    {
        qint64 dueUs = 0;
        QByteArray data;
        bool close = false; ///< the sender closed: close the pair once this is due
    };
    struct Connection;
    struct End
    {
        Connection* connection = nullptr;
        bool upstream = false;
        bool wantsOut = false; ///< EPOLLOUT is on: what is due did not fit into the socket
    };
    struct Connection
    {
        quint64 id = 0;
        int client = -1;
        int upstream = -1;
        bool upstreamConnected = false;
        std::deque<Chunk> toUpstream;
        std::deque<Chunk> toClient;
        QByteArray unsentToUpstream; ///< due, but the socket was full
        QByteArray unsentToClient;
        End clientEnd;
        End upstreamEnd;
        bool finished = false;
    };
    /// A chunk falling due: which connection and direction. Entries of connections that are
    /// gone, or whose chunk went out with an earlier entry, find nothing due and are dropped.
    struct Due
    {
        qint64 dueUs = 0;
        quint64 connection = 0;
        bool upstream = false;
        bool operator>(const Due& other) const { return dueUs > other.dueUs; }
    };

    bool isListener(const void* tag) const
    {
        return !m_listeners.empty() && tag >= static_cast<const void*>(m_listeners.data()) &&
               tag < static_cast<const void*>(m_listeners.data() + m_listeners.size());
    }

    void watch(int fd, quint32 events, void* tag, int op = EPOLL_CTL_ADD)
    {
        epoll_event e{};
        e.events = events;
        e.data.ptr = tag;
        ::epoll_ctl(m_epoll, op, fd, &e);
    }

    qint64 delayUs()
    {
        qint64 delay = m_options.delayMs;
        if (m_options.jitterMs > 0) {
            std::uniform_int_distribution<int> jitter(-m_options.jitterMs, m_options.jitterMs);
            delay = std::max<qint64>(0, delay + jitter(m_random));
        }
        return delay * 1000;
    }

    int timeoutMs() const
    {
        if (m_due.empty() || m_stalled)
            return -1; // a stall ends with a wake-up
        // Rounded up: waking early would only mean waiting again.
        return int(std::max<qint64>(0, (m_due.top().dueUs - nowUs() + 999) / 1000));
    }

    void accept(const Listener& listener)
    {
        for (;;) {
            const int client = ::accept4(listener.fd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
            if (client < 0)
                return;
            if (m_options.dropRate > 0 &&
                std::uniform_real_distribution<double>(0, 1)(m_random) < m_options.dropRate) {
                ++m_dropped;
                ::close(client);
                continue;
            }
            const int one = 1;
            ::setsockopt(client, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
            const quint64 id = ++m_nextId;
            Connection& c = m_connections[id];
            c.id = id;
            c.client = client;
            c.upstream = tcpSocket();
            c.clientEnd = {&c, false};
            c.upstreamEnd = {&c, true};
            ++m_connectionCount;
            const sockaddr_in target = loopback(m_options.targetAddress.toIPv4Address(), listener.targetPort);
            if (c.upstream < 0 ||
                (::connect(c.upstream, reinterpret_cast<const sockaddr*>(&target), sizeof target) != 0 &&
                 errno != EINPROGRESS)) {
                enqueue(c, false, {}, true); // refused: the client sees a close, delayed
                watch(client, EPOLLIN, &c.clientEnd);
                continue;
            }
            watch(client, EPOLLIN, &c.clientEnd);
            watch(c.upstream, EPOLLOUT | EPOLLIN, &c.upstreamEnd);
        }
    }

    void enqueue(Connection& c, bool upstream, QByteArray data, bool close)
    {
        std::deque<Chunk>& queue = upstream ? c.toUpstream : c.toClient;
        // Never before what was sent earlier: jitter delays, it does not reorder.
        qint64 due = nowUs() + delayUs();
        if (!queue.empty())
            due = std::max(due, queue.back().dueUs);
        queue.push_back({due, std::move(data), close});
        m_due.push({due, c.id, upstream});
    }

    void handle(Connection& c, bool upstream, quint32 events)
    {
        if (c.finished)
            return;
        const int fd = upstream ? c.upstream : c.client;
        if (upstream && !c.upstreamConnected && (events & (EPOLLOUT | EPOLLERR | EPOLLHUP))) {
            int error = 0;
            socklen_t length = sizeof error;
            ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length);
            if (error != 0) {
                enqueue(c, false, {}, true);
                ::epoll_ctl(m_epoll, EPOLL_CTL_DEL, fd, nullptr);
                return;
            }
            c.upstreamConnected = true;
            watch(fd, EPOLLIN, &c.upstreamEnd, EPOLL_CTL_MOD);
            // What the client sent while this connect was under way may be due already.
            deliver(c, c.toUpstream, true, nowUs());
            if (c.finished)
                return;
        }
        if (events & EPOLLOUT)
            writeOut(c, upstream);
        if (events & (EPOLLIN | EPOLLHUP | EPOLLERR))
            readIn(c, upstream);
    }

    void readIn(Connection& c, bool upstream)
    {
        const int fd = upstream ? c.upstream : c.client;
        char buffer[64 * 1024];
        for (;;) {
            const ssize_t n = ::read(fd, buffer, sizeof buffer);
            if (n > 0) {
                enqueue(c, !upstream, QByteArray(buffer, qsizetype(n)), false);
                if (size_t(n) < sizeof buffer)
                    return; // drained, most likely; epoll says so again if not (level-triggered)
                continue;
            }
            if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
                enqueue(c, !upstream, {}, true);
                ::epoll_ctl(m_epoll, EPOLL_CTL_DEL, fd, nullptr); // nothing more to read
            }
            if (n < 0 && errno == EINTR)
                continue;
            return;
        }
    }

    // Sends what is due and unsent; whatever the socket does not take waits for EPOLLOUT.
    void send(Connection& c, bool upstream, const QByteArray& data)
    {
        QByteArray& unsent = upstream ? c.unsentToUpstream : c.unsentToClient;
        const int fd = upstream ? c.upstream : c.client;
        qsizetype sent = 0;
        if (unsent.isEmpty()) {
            // The common case: straight from the chunk, no copy.
            while (sent < data.size()) {
                const ssize_t n =
                    ::send(fd, data.constData() + sent, size_t(data.size() - sent), MSG_NOSIGNAL);
                if (n <= 0)
                    break;
                sent += n;
            }
            unsent = data.mid(sent);
        } else {
            unsent += data;
            while (!unsent.isEmpty()) {
                const ssize_t n = ::send(fd, unsent.constData(), size_t(unsent.size()), MSG_NOSIGNAL);
                if (n <= 0)
                    break;
                unsent.remove(0, n);
            }
        }
        End& end = upstream ? c.upstreamEnd : c.clientEnd;
        const bool full = !unsent.isEmpty();
        if (full != end.wantsOut) {
            end.wantsOut = full;
            watch(fd, EPOLLIN | (full ? EPOLLOUT : 0u), &end, EPOLL_CTL_MOD);
        }
    }

    void writeOut(Connection& c, bool upstream)
    {
        if ((upstream ? c.unsentToUpstream : c.unsentToClient).isEmpty())
            return;
        send(c, upstream, {});
    }

    void wake()
    {
        const quint64 one = 1;
        [[maybe_unused]] const ssize_t n = ::write(m_wakeFd, &one, sizeof one);
    }

    // Every relayed connection ends at once with a reset on both sides, as when a middlebox
    // drops its state.
    void resetAll()
    {
        for (auto& [id, c] : m_connections)
            closeBoth(c, Close::Reset);
    }

    void deliverDue()
    {
        // A stalled network delivers nothing; what was sent waits, due, until it flows again.
        if (m_stalled)
            return;
        const qint64 now = nowUs();
        while (!m_due.empty() && m_due.top().dueUs <= now) {
            const Due due = m_due.top();
            m_due.pop();
            const auto it = m_connections.find(due.connection);
            if (it == m_connections.end())
                continue;
            Connection& c = it->second;
            if (due.upstream && c.upstreamConnected)
                deliver(c, c.toUpstream, true, now);
            else if (!due.upstream)
                deliver(c, c.toClient, false, now);
        }
    }

    void deliver(Connection& c, std::deque<Chunk>& queue, bool upstream, qint64 now)
    {
        while (!c.finished && !queue.empty() && queue.front().dueUs <= now) {
            Chunk chunk = std::move(queue.front());
            queue.pop_front();
            if (chunk.close) {
                // One side is gone: what was due before the close goes out, then the pair closes.
                closeBoth(c);
                return;
            }
            send(c, upstream, chunk.data);
        }
    }

    enum class Close {
        Orderly, ///< FIN: each side reads what was sent, then the end
        Reset,   ///< RST at once (SO_LINGER 0), as a middlebox that dropped the connection
    };

    void closeBoth(Connection& c, Close how = Close::Orderly)
    {
        if (c.finished)
            return; // its descriptors are closed already (and may be reused by now)
        c.finished = true;
        m_closed.push_back(c.id);
        for (int fd : {c.client, c.upstream}) {
            if (fd < 0)
                continue;
            ::epoll_ctl(m_epoll, EPOLL_CTL_DEL, fd, nullptr);
            if (how == Close::Reset) {
                const linger abortive{1, 0};
                ::setsockopt(fd, SOL_SOCKET, SO_LINGER, &abortive, sizeof abortive);
            } else {
                ::shutdown(fd, SHUT_WR);
            }
            ::close(fd);
        }
        --m_connectionCount;
    }

    const Options m_options;
    std::vector<Listener> m_listeners;
    const int m_wakeFd;
    int m_epoll = -1;
    char m_wakeTag = 0; ///< the wake-up eventfd's epoll tag
    std::atomic<int>& m_connectionCount;
    std::atomic<int>& m_dropped;
    std::mt19937_64 m_random;
    /// Node-based: a connection stays where it is while others come and go (epoll tags point
    /// into it).
    std::unordered_map<quint64, Connection> m_connections;
    quint64 m_nextId = 0;
    std::vector<quint64> m_closed; ///< finished since the last batch of events, freed after it
    std::priority_queue<Due, std::vector<Due>, std::greater<Due>> m_due;
    std::atomic<bool> m_stopRequested{false};
    std::atomic<bool> m_resetRequested{false};
    std::atomic<bool> m_stalled{false};
};

LatencyProxy::LatencyProxy(const Options& options, QObject* parent)
    : QObject(parent)
    , m_options(options)
{}

void LatencyProxy::setStalled(bool stalled)
{
    if (m_relay)
        m_relay->setStalled(stalled);
}

void LatencyProxy::resetConnections()
{
    if (m_relay)
        m_relay->resetConnections();
}

LatencyProxy::~LatencyProxy()
{
    if (m_relay) {
        m_relay->stop();
        m_thread.join();
    }
}

bool LatencyProxy::listen(quint16 port)
{
    return listenOn({{port, m_options.targetPort}});
}

bool LatencyProxy::listen(const QList<quint16>& targetPorts)
{
    QList<std::pair<quint16, quint16>> routes;
    for (const quint16 target : targetPorts)
        routes.append({0, target});
    return listenOn(routes);
}

bool LatencyProxy::listenOn(const QList<std::pair<quint16, quint16>>& routes)
{
    if (!m_options.targetAddress.isLoopback() ||
        m_options.targetAddress.protocol() != QAbstractSocket::IPv4Protocol) {
        m_error =
            QStringLiteral("the target %1 is not a loopback address").arg(m_options.targetAddress.toString());
        return false;
    }
    if (m_relay) {
        m_error = QStringLiteral("already listening");
        return false;
    }
    std::vector<Relay::Listener> listeners;
    QList<quint16> ports;
    const auto closeAll = [&listeners] {
        for (const Relay::Listener& l : listeners)
            ::close(l.fd);
    };
    for (const auto& [port, target] : routes) {
        const int fd = tcpSocket();
        const int one = 1;
        ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        sockaddr_in address = loopback(INADDR_LOOPBACK, port);
        socklen_t length = sizeof address;
        if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr*>(&address), length) != 0 ||
            ::listen(fd, 4096) != 0 ||
            ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
            m_error = QStringLiteral("cannot listen on 127.0.0.1:%1: %2")
                          .arg(port)
                          .arg(QString::fromLocal8Bit(std::strerror(errno)));
            if (fd >= 0)
                ::close(fd);
            closeAll();
            return false;
        }
        listeners.push_back({fd, target});
        ports.append(ntohs(address.sin_port));
    }
    m_ports = ports;
    const int wake = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    m_relay = std::make_unique<Relay>(m_options, std::move(listeners), wake, m_connections, m_dropped);
    m_thread = std::thread([relay = m_relay.get()] { relay->run(); });
    return true;
}

} // namespace fleetdeck::tools
