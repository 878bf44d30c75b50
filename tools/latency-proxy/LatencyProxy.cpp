// SPDX-License-Identifier: GPL-3.0-or-later
#include "LatencyProxy.h"

#include <QByteArray>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <deque>
#include <list>
#include <random>

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
    Relay(const Options& options, int listenFd, int wakeFd, std::atomic<int>& connections, std::atomic<int>& dropped)
        : m_options(options)
        , m_listenFd(listenFd)
        , m_wakeFd(wakeFd)
        , m_connectionCount(connections)
        , m_dropped(dropped)
        , m_random(options.seed)
    {}

    ~Relay()
    {
        for (Connection& c : m_connections)
            closeBoth(c);
        ::close(m_listenFd);
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
        watch(m_listenFd, EPOLLIN, nullptr);
        watch(m_wakeFd, EPOLLIN, &m_wakeTag);
        epoll_event events[128];
        for (;;) {
            const int n = ::epoll_wait(m_epoll, events, 128, timeoutMs());
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
                if (!tag) {
                    accept();
                    continue;
                }
                auto* end = static_cast<End*>(tag);
                handle(*end->connection, end->upstream, events[i].events);
            }
            deliverDue();
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
    };
    struct Connection
    {
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
        qint64 next = -1;
        for (const Connection& c : m_connections) {
            if (!c.toUpstream.empty() && c.upstreamConnected)
                next = next < 0 ? c.toUpstream.front().dueUs : std::min(next, c.toUpstream.front().dueUs);
            if (!c.toClient.empty())
                next = next < 0 ? c.toClient.front().dueUs : std::min(next, c.toClient.front().dueUs);
        }
        if (next < 0 || m_stalled)
            return -1; // a stall ends with a wake-up
        // Rounded up: waking early would only mean waiting again.
        return int(std::max<qint64>(0, (next - nowUs() + 999) / 1000));
    }

    void accept()
    {
        for (;;) {
            const int client = ::accept4(m_listenFd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
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
            m_connections.emplace_back();
            Connection& c = m_connections.back();
            c.client = client;
            c.upstream = tcpSocket();
            c.clientEnd = {&c, false};
            c.upstreamEnd = {&c, true};
            ++m_connectionCount;
            const sockaddr_in target =
                loopback(m_options.targetAddress.toIPv4Address(), m_options.targetPort);
            if (c.upstream < 0 ||
                (::connect(c.upstream, reinterpret_cast<const sockaddr*>(&target), sizeof target) != 0 &&
                 errno != EINPROGRESS)) {
                enqueue(c.toClient, {}, true); // refused: the client sees a close, delayed
                watch(client, EPOLLIN, &c.clientEnd);
                continue;
            }
            watch(client, EPOLLIN, &c.clientEnd);
            watch(c.upstream, EPOLLOUT | EPOLLIN, &c.upstreamEnd);
        }
    }

    void enqueue(std::deque<Chunk>& queue, QByteArray data, bool close)
    {
        // Never before what was sent earlier: jitter delays, it does not reorder.
        qint64 due = nowUs() + delayUs();
        if (!queue.empty())
            due = std::max(due, queue.back().dueUs);
        queue.push_back({due, std::move(data), close});
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
                enqueue(c.toClient, {}, true);
                ::epoll_ctl(m_epoll, EPOLL_CTL_DEL, fd, nullptr);
                return;
            }
            c.upstreamConnected = true;
            watch(fd, EPOLLIN, &c.upstreamEnd, EPOLL_CTL_MOD);
        }
        if (events & EPOLLOUT)
            writeOut(c, upstream);
        if (events & (EPOLLIN | EPOLLHUP | EPOLLERR))
            readIn(c, upstream);
    }

    void readIn(Connection& c, bool upstream)
    {
        const int fd = upstream ? c.upstream : c.client;
        std::deque<Chunk>& queue = upstream ? c.toClient : c.toUpstream;
        char buffer[64 * 1024];
        for (;;) {
            const ssize_t n = ::read(fd, buffer, sizeof buffer);
            if (n > 0) {
                enqueue(queue, QByteArray(buffer, qsizetype(n)), false);
                continue;
            }
            if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
                enqueue(queue, {}, true);
                ::epoll_ctl(m_epoll, EPOLL_CTL_DEL, fd, nullptr); // nothing more to read
            }
            if (n < 0 && errno == EINTR)
                continue;
            return;
        }
    }

    // Sends what is due and unsent; whatever the socket does not take waits for EPOLLOUT.
    bool send(Connection& c, bool upstream, const QByteArray& data)
    {
        QByteArray& unsent = upstream ? c.unsentToUpstream : c.unsentToClient;
        unsent += data;
        const int fd = upstream ? c.upstream : c.client;
        while (!unsent.isEmpty()) {
            const ssize_t n = ::send(fd, unsent.constData(), size_t(unsent.size()), MSG_NOSIGNAL);
            if (n <= 0)
                break;
            unsent.remove(0, n);
        }
        const bool full = !unsent.isEmpty();
        watch(fd, EPOLLIN | (full ? EPOLLOUT : 0u), upstream ? &c.upstreamEnd : &c.clientEnd, EPOLL_CTL_MOD);
        return !full;
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
        for (Connection& c : m_connections)
            closeBoth(c, Close::Reset);
        m_connections.remove_if([](const Connection& c) { return c.finished; });
    }

    void deliverDue()
    {
        // A stalled network delivers nothing; what was sent waits, due, until it flows again.
        if (m_stalled)
            return;
        const qint64 now = nowUs();
        for (Connection& c : m_connections) {
            if (c.upstreamConnected)
                deliver(c, c.toUpstream, true, now);
            if (!c.finished)
                deliver(c, c.toClient, false, now);
        }
        m_connections.remove_if([](const Connection& c) { return c.finished; });
    }

    void deliver(Connection& c, std::deque<Chunk>& queue, bool upstream, qint64 now)
    {
        while (!queue.empty() && queue.front().dueUs <= now) {
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
    const int m_listenFd;
    const int m_wakeFd;
    int m_epoll = -1;
    char m_wakeTag = 0; ///< the wake-up eventfd's epoll tag
    std::atomic<int>& m_connectionCount;
    std::atomic<int>& m_dropped;
    std::mt19937_64 m_random;
    std::list<Connection> m_connections;
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
    if (!m_options.targetAddress.isLoopback() ||
        m_options.targetAddress.protocol() != QAbstractSocket::IPv4Protocol) {
        m_error = QStringLiteral("the target %1 is not a loopback address").arg(m_options.targetAddress.toString());
        return false;
    }
    if (m_relay) {
        m_error = QStringLiteral("already listening");
        return false;
    }
    const int fd = tcpSocket();
    const int one = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in address = loopback(INADDR_LOOPBACK, port);
    socklen_t length = sizeof address;
    if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr*>(&address), length) != 0 || ::listen(fd, 4096) != 0 ||
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
        m_error = QStringLiteral("cannot listen on 127.0.0.1:%1: %2").arg(port).arg(QString::fromLocal8Bit(std::strerror(errno)));
        if (fd >= 0)
            ::close(fd);
        return false;
    }
    m_port = ntohs(address.sin_port);
    const int wake = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    m_relay = std::make_unique<Relay>(m_options, fd, wake, m_connections, m_dropped);
    m_thread = std::thread([relay = m_relay.get()] { relay->run(); });
    return true;
}

} // namespace fleetdeck::tools
