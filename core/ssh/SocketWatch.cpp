// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SocketWatch.h"

#include <QHash>
#include <QPointer>
#include <QSocketNotifier>

#include <sys/epoll.h>
#include <unistd.h>

#include <memory>

namespace fleetdeck::ssh {

/// The epoll set of one thread, watched by one QSocketNotifier in that thread's event loop.
class SocketWatchSet
{
public:
    SocketWatchSet()
        : m_epoll(::epoll_create1(EPOLL_CLOEXEC))
    {
        m_notifier = std::make_unique<QSocketNotifier>(m_epoll, QSocketNotifier::Read);
        QObject::connect(m_notifier.get(), &QSocketNotifier::activated, [this] { dispatch(); });
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
    void dispatch()
    {
        epoll_event events[256];
        const int n = ::epoll_wait(m_epoll, events, 256, 0);
        // Looked up one by one: a handler may delete the watches of later events.
        for (int i = 0; i < n; ++i) {
            const QPointer<SocketWatch> watch = m_watches.value(events[i].data.u64);
            if (watch)
                Q_EMIT watch->activated();
        }
    }

    int m_epoll = -1;
    std::unique_ptr<QSocketNotifier> m_notifier;
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
