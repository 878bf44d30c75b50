// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SocketWatch.h"

#include <QElapsedTimer>
#include <QHash>
#include <QPointer>
#include <QSocketNotifier>
#include <QTimer>

#include <sys/epoll.h>
#include <unistd.h>

#include <atomic>
#include <memory>

namespace fleetdeck::ssh {

namespace {
std::atomic<quint64> g_gatherings{0};
} // namespace

/// The epoll set of one thread, watched by one QSocketNotifier in that thread's event loop.
///
/// While many of its sockets are busy, the thread gathers: the first one ready starts a wait of
/// kGatherMs, and everything ready by then is handled in one turn of the loop. Hundreds of
/// sessions answering one round of polls then cost the thread a few dozen wake-ups instead of
/// one each (and their servers get the processor in between). A lone session, e.g. one node
/// polled back to back, is never held back.
class SocketWatchSet
{
public:
    /// Distinct sockets ready within one window of kWindowMs that make the thread busy.
    static constexpr int kBusySockets = 16;
    static constexpr int kWindowMs = 50;
    static constexpr int kGatherMs = 2;

    SocketWatchSet()
        : m_epoll(::epoll_create1(EPOLL_CLOEXEC))
    {
        m_notifier = std::make_unique<QSocketNotifier>(m_epoll, QSocketNotifier::Read);
        QObject::connect(m_notifier.get(), &QSocketNotifier::activated, [this] { onReady(); });
        m_gather.setSingleShot(true);
        m_gather.setTimerType(Qt::PreciseTimer);
        QObject::connect(&m_gather, &QTimer::timeout, [this] {
            m_notifier->setEnabled(true);
            dispatch();
        });
        m_clock.start();
    }
    ~SocketWatchSet()
    {
        m_notifier.reset();
        ::close(m_epoll);
    }

    static SocketWatchSet& forThisThread()
    {
        thread_local SocketWatchSet set;
        return set;
    }

    quint64 add(SocketWatch* watch)
    {
        const quint64 id = ++m_nextId;
        m_watches.insert(id, watch);
        // A descriptor number claimed by an older watch of this thread was closed and reused:
        // the older watch must not touch the new socket's registration.
        if (SocketWatch* old = m_byFd.value(watch->m_fd))
            old->m_registered = false;
        m_byFd.insert(watch->m_fd, watch);
        epoll_event e{};
        e.data.u64 = id;
        watch->m_registered = ::epoll_ctl(m_epoll, EPOLL_CTL_ADD, watch->m_fd, &e) == 0;
        return id;
    }

    void remove(SocketWatch* watch)
    {
        m_watches.remove(watch->m_id);
        if (m_byFd.value(watch->m_fd) == watch) {
            m_byFd.remove(watch->m_fd);
            if (watch->m_registered)
                ::epoll_ctl(m_epoll, EPOLL_CTL_DEL, watch->m_fd, nullptr);
        }
    }

    void modify(SocketWatch* watch)
    {
        if (!watch->m_registered)
            return;
        epoll_event e{};
        e.data.u64 = watch->m_id;
        e.events = (watch->m_read ? EPOLLIN : 0u) | (watch->m_write ? EPOLLOUT : 0u);
        // Never ADD again: a failing MOD means the descriptor was closed (epoll dropped it).
        if (::epoll_ctl(m_epoll, EPOLL_CTL_MOD, watch->m_fd, &e) != 0)
            watch->m_registered = false;
    }

private:
    void onReady()
    {
        const qint64 now = m_clock.elapsed();
        if (now - m_windowStart >= kWindowMs) {
            // Busy carries over only into the window right after a busy one.
            m_busy = now - m_windowStart < 2 * kWindowMs && m_readyInWindow >= kBusySockets;
            m_windowStart = now;
            m_readyInWindow = 0;
            ++m_window;
        }
        if (!m_busy && m_readyInWindow < kBusySockets) {
            dispatch();
            return;
        }
        m_notifier->setEnabled(false);
        m_gather.start(kGatherMs);
        g_gatherings.fetch_add(1, std::memory_order_relaxed);
    }

    void dispatch()
    {
        epoll_event events[256];
        const int n = ::epoll_wait(m_epoll, events, 256, 0);
        // Looked up one by one: a handler may delete the watches of later events.
        for (int i = 0; i < n; ++i) {
            const QPointer<SocketWatch> watch = m_watches.value(events[i].data.u64);
            if (!watch)
                continue;
            if (watch->m_window != m_window) {
                watch->m_window = m_window;
                ++m_readyInWindow;
            }
            Q_EMIT watch->activated();
        }
    }

    int m_epoll = -1;
    std::unique_ptr<QSocketNotifier> m_notifier;
    QTimer m_gather; ///< runs while the thread gathers (its notifier off)
    QElapsedTimer m_clock;
    qint64 m_windowStart = 0;
    quint64 m_window = 1; ///< watches remember the last window they were counted in
    int m_readyInWindow = 0;
    bool m_busy = false; ///< the window before this one was busy
    QHash<quint64, SocketWatch*> m_watches;
    QHash<int, SocketWatch*> m_byFd;
    quint64 m_nextId = 0;
};

SocketWatch::SocketWatch(int fd, QObject* parent)
    : QObject(parent)
    , m_set(&SocketWatchSet::forThisThread())
    , m_fd(fd)
{
    m_id = m_set->add(this);
}

quint64 SocketWatch::gatherings()
{
    return g_gatherings.load(std::memory_order_relaxed);
}

SocketWatch::~SocketWatch()
{
    m_set->remove(this);
}

void SocketWatch::setReadEnabled(bool enabled)
{
    if (m_read == enabled)
        return;
    m_read = enabled;
    update();
}

void SocketWatch::setWriteEnabled(bool enabled)
{
    if (m_write == enabled)
        return;
    m_write = enabled;
    update();
}

void SocketWatch::update()
{
    m_set->modify(this);
}

} // namespace fleetdeck::ssh
