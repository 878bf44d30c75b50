// SPDX-License-Identifier: GPL-3.0-or-later
// A network namespace of a test's own, joined to this machine by a veth pair: a second machine
// on a private /30, whose link can be cut (no FIN, no reset: the peer simply stops answering, as
// a machine that lost power or its network does). Needs root (CAP_NET_ADMIN, CAP_SYS_ADMIN) and
// iproute2's `ip`. Traffic stays between this machine and the namespace.
#pragma once

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

#include <fcntl.h>
#include <sched.h>
#include <unistd.h>

namespace fleetdeck::test {

class NetworkNamespace
{
public:
    NetworkNamespace()
        : m_tag(QString::number(::getpid() % 100000))
        , m_subnet(int(::getpid() % 250) + 1)
    {}
    ~NetworkNamespace()
    {
        if (m_created) {
            ip({QStringLiteral("link"), QStringLiteral("del"), hostInterface()});
            ip({QStringLiteral("netns"), QStringLiteral("del"), name()});
        }
    }
    NetworkNamespace(const NetworkNamespace&) = delete;
    NetworkNamespace& operator=(const NetworkNamespace&) = delete;

    /// Why none can be made here (not root, no `ip`); empty when one can.
    static QString missingReason()
    {
        if (::geteuid() != 0)
            return QStringLiteral("a network namespace needs root");
        if (QStandardPaths::findExecutable(QStringLiteral("ip")).isEmpty())
            return QStringLiteral("iproute2's ip is not installed");
        return {};
    }

    QString name() const { return QStringLiteral("fdt%1").arg(m_tag); }
    QString hostInterface() const { return QStringLiteral("fdh%1").arg(m_tag); }
    QString innerInterface() const { return QStringLiteral("fdi%1").arg(m_tag); }
    /// This machine's end of the link, and the namespace's.
    QString hostAddress() const { return QStringLiteral("10.211.%1.1").arg(m_subnet); }
    QString innerAddress() const { return QStringLiteral("10.211.%1.2").arg(m_subnet); }
    QString subnet() const { return QStringLiteral("10.211.%1.0/30").arg(m_subnet); }

    /// The namespace, the pair, the addresses, the links up. False with why in error().
    bool create()
    {
        ip({QStringLiteral("link"), QStringLiteral("del"), hostInterface()}); // a leftover
        ip({QStringLiteral("netns"), QStringLiteral("del"), name()});
        m_created = ip({QStringLiteral("netns"), QStringLiteral("add"), name()});
        return m_created &&
               ip({QStringLiteral("link"), QStringLiteral("add"), hostInterface(), QStringLiteral("type"),
                   QStringLiteral("veth"), QStringLiteral("peer"), QStringLiteral("name"),
                   innerInterface()}) &&
               ip({QStringLiteral("link"), QStringLiteral("set"), innerInterface(), QStringLiteral("netns"),
                   name()}) &&
               ip({QStringLiteral("addr"), QStringLiteral("add"), hostAddress() + QStringLiteral("/30"),
                   QStringLiteral("dev"), hostInterface()}) &&
               ip({QStringLiteral("link"), QStringLiteral("set"), hostInterface(), QStringLiteral("up")}) &&
               inside({QStringLiteral("addr"), QStringLiteral("add"), innerAddress() + QStringLiteral("/30"),
                       QStringLiteral("dev"), innerInterface()}) &&
               inside(
                   {QStringLiteral("link"), QStringLiteral("set"), innerInterface(), QStringLiteral("up")}) &&
               inside({QStringLiteral("link"), QStringLiteral("set"), QStringLiteral("lo"),
                       QStringLiteral("up")});
    }

    /// The namespace stops answering, as a machine that lost power would: its address is
    /// removed, so what arrives for it is dropped without a reset or an ICMP error. The link
    /// stays up (taking it down would make this machine's end lose its carrier, and TCP counts a
    /// probe it could not send as not sent: a keepalive would then never give up).
    bool cut()
    {
        return inside({QStringLiteral("addr"), QStringLiteral("del"), innerAddress() + QStringLiteral("/30"),
                       QStringLiteral("dev"), innerInterface()});
    }

    /// Runs `step` on this thread inside the namespace: sockets it opens (a database connection)
    /// live there for good; the thread itself comes back before this returns.
    template <typename Step> bool runInside(Step&& step)
    {
        const int own = ::open("/proc/thread-self/ns/net", O_RDONLY | O_CLOEXEC);
        const int target = ::open(QFile::encodeName(QStringLiteral("/run/netns/") + name()).constData(),
                                  O_RDONLY | O_CLOEXEC);
        bool ok = own >= 0 && target >= 0 && ::setns(target, CLONE_NEWNET) == 0;
        if (ok) {
            ok = step();
            if (::setns(own, CLONE_NEWNET) != 0)
                ::abort(); // a test thread left in the namespace would reach nothing it expects
        } else {
            m_error = QStringLiteral("cannot enter network namespace %1").arg(name());
        }
        if (own >= 0)
            ::close(own);
        if (target >= 0)
            ::close(target);
        return ok;
    }

    QString error() const { return m_error; }

private:
    bool ip(const QStringList& arguments)
    {
        QProcess p;
        p.start(QStringLiteral("ip"), arguments);
        if (!p.waitForFinished(10000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            m_error =
                QStringLiteral("ip %1: %2")
                    .arg(arguments.join(QLatin1Char(' ')), QString::fromLocal8Bit(p.readAllStandardError()));
            return false;
        }
        return true;
    }
    bool inside(const QStringList& arguments)
    {
        return ip(QStringList{QStringLiteral("netns"), QStringLiteral("exec"), name(), QStringLiteral("ip")} +
                  arguments);
    }

    QString m_tag;
    int m_subnet;
    bool m_created = false;
    QString m_error;
};

} // namespace fleetdeck::test
