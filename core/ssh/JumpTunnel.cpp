// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/JumpTunnel.h"

#include "ssh/KnownHosts.h"
#include "ssh/SshConnection.h"

#include <QSocketNotifier>
#include <QThread>

#include <cerrno>
#include <sys/socket.h>
#include <unistd.h>

namespace fleetdeck::ssh {

using Stage = Diagnosis::Stage;

JumpPump::JumpPump(const SshTarget& jumpHost, QString destinationHost, int destinationPort)
    : m_jumpTarget(jumpHost)
    , m_destinationHost(std::move(destinationHost))
    , m_destinationPort(destinationPort)
{
    ssh_callbacks_init(&m_callbacks);
    m_callbacks.userdata = this;
    m_callbacks.channel_data_function = &JumpPump::onData;
    m_callbacks.channel_eof_function = &JumpPump::onEofOrClose;
    m_callbacks.channel_close_function = &JumpPump::onEofOrClose;
}

JumpPump::~JumpPump()
{
    if (m_channel)
        ssh_remove_channel_callbacks(m_channel.get(), &m_callbacks);
    m_channel.reset(); // before the jump session that owns it
    delete m_jump;
    closeLocal();
    if (const int remote = m_remote.exchange(-1); remote >= 0)
        ::close(remote);
}

QString JumpPump::jumpName() const
{
    // Where the hop really is once its own config was applied, and the name it was given.
    const SshTarget& t = m_jump ? m_jump->resolvedTarget() : m_jumpTarget;
    const QString where = QStringLiteral("%1@%2").arg(t.user, KnownHosts::hostPattern(t.host, t.port));
    return t.host == m_jumpTarget.host ? where : QStringLiteral("%1 (%2)").arg(m_jumpTarget.host, where);
}

void JumpPump::start(int timeoutMs)
{
    m_jump = new SshConnection(m_jumpTarget);
    connect(m_jump, &SshConnection::ready, this, &JumpPump::openChannel, Qt::QueuedConnection);
    connect(
        m_jump, &SshConnection::failed, this,
        [this](const Diagnosis& d) {
            // The hop's own failure (its code, stage and arguments name the hop), said to be the
            // jump host's: never the destination refusing a key it was not even offered.
            Diagnosis jump = d;
            jump.detail = QStringLiteral("jump host %1: %2").arg(jumpName(), d.detail);
            fail(jump);
        },
        Qt::QueuedConnection);
    connect(
        m_jump, &SshConnection::lost, this,
        [this](const Diagnosis& d) {
            Diagnosis lost = d;
            lost.detail = QStringLiteral("jump host %1: %2").arg(jumpName(), d.detail);
            fail(lost);
        },
        Qt::QueuedConnection);
    connect(m_jump, &SshConnection::activity, this, [this] { m_open ? pump() : openChannel(); });
    m_jump->start(timeoutMs);
}

void JumpPump::fail(const Diagnosis& diagnosis)
{
    if (m_finished)
        return;
    m_finished = true;
    closeLocal();
    if (m_open)
        return; // the destination's session sees the socket close and reports it lost
    Q_EMIT failed(diagnosis, jumpName());
}

void JumpPump::openChannel()
{
    if (m_finished)
        return;
    if (!m_channel) {
        m_channel.reset(ssh_channel_new(m_jump->session()));
        ssh_set_channel_callbacks(m_channel.get(), &m_callbacks);
    }
    const QByteArray host = m_destinationHost.toUtf8();
    const int rc =
        ssh_channel_open_forward(m_channel.get(), host.constData(), m_destinationPort, "127.0.0.1", 0);
    if (rc == SSH_AGAIN) {
        m_jump->updateWriteInterest();
        return;
    }
    if (rc != SSH_OK) {
        fail(Diagnosis::make(QStringLiteral("connection_refused"),
                             QStringLiteral("jump host %1 could not reach %2 port %3: %4")
                                 .arg(jumpName(), m_destinationHost)
                                 .arg(m_destinationPort)
                                 .arg(libsshError(m_jump->session())),
                             Stage::Connect, {m_destinationHost, QString::number(m_destinationPort)}));
        return;
    }
    int pair[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0, pair) != 0) {
        fail(Diagnosis::make(QStringLiteral("connect_timeout"), QStringLiteral("socketpair: %1").arg(errno),
                             Stage::Connect));
        return;
    }
    m_local = pair[0];
    m_localRead = new QSocketNotifier(m_local, QSocketNotifier::Read, this);
    m_localWrite = new QSocketNotifier(m_local, QSocketNotifier::Write, this);
    m_localWrite->setEnabled(false);
    connect(m_localRead, &QSocketNotifier::activated, this, &JumpPump::readLocal);
    connect(m_localWrite, &QSocketNotifier::activated, this, &JumpPump::flushToLocal);
    m_open = true;
    m_remote.store(pair[1]);
    Q_EMIT opened(jumpName());
}

int JumpPump::onData(ssh_session, ssh_channel, void* data, uint32_t len, int, void* self)
{
    auto* t = static_cast<JumpPump*>(self);
    t->m_toLocal.append(static_cast<const char*>(data), qsizetype(len));
    t->flushToLocal();
    return int(len);
}

void JumpPump::onEofOrClose(ssh_session, ssh_channel, void* self)
{
    auto* t = static_cast<JumpPump*>(self);
    t->flushToLocal();
    if (t->m_local >= 0)
        ::shutdown(t->m_local, SHUT_WR);
}

void JumpPump::flushToLocal()
{
    while (m_local >= 0 && !m_toLocal.isEmpty()) {
        const ssize_t n = ::write(m_local, m_toLocal.constData(), size_t(m_toLocal.size()));
        if (n <= 0)
            break;
        m_toLocal.remove(0, n);
    }
    if (m_localWrite)
        m_localWrite->setEnabled(!m_toLocal.isEmpty());
}

void JumpPump::readLocal()
{
    char buffer[64 * 1024];
    for (;;) {
        const ssize_t n = ::read(m_local, buffer, sizeof buffer);
        if (n > 0) {
            m_toRemote.append(buffer, n);
            continue;
        }
        if (n == 0) { // the destination's session closed its end
            m_localRead->setEnabled(false);
            if (m_channel && m_jump->isAlive())
                ssh_channel_send_eof(m_channel.get());
        }
        break;
    }
    pump();
}

void JumpPump::pump()
{
    if (!m_channel || !m_open)
        return;
    while (!m_toRemote.isEmpty()) {
        const int n = ssh_channel_write(m_channel.get(), m_toRemote.constData(), uint32_t(m_toRemote.size()));
        if (n <= 0)
            break; // the window is full: the next activity from the jump host resumes
        m_toRemote.remove(0, n);
    }
    flushToLocal();
    m_jump->updateWriteInterest();
}

void JumpPump::closeLocal()
{
    delete m_localRead;
    delete m_localWrite;
    m_localRead = m_localWrite = nullptr;
    if (m_local >= 0)
        ::close(m_local);
    m_local = -1;
}

JumpTunnel::JumpTunnel(const SshTarget& jumpHost, QString destinationHost, int destinationPort,
                       QObject* parent)
    : QObject(parent)
    , m_jumpTarget(jumpHost)
    , m_destinationHost(std::move(destinationHost))
    , m_destinationPort(destinationPort)
    , m_jumpName(jumpHost.host)
{}

JumpTunnel::~JumpTunnel()
{
    if (m_pump) {
        // The pump goes on its own thread (its libssh session and notifiers live there), and
        // nothing of it runs after this.
        JumpPump* pump = m_pump;
        QMetaObject::invokeMethod(
            pump, [pump] { delete pump; }, Qt::BlockingQueuedConnection);
    }
    if (m_thread) {
        m_thread->quit();
        m_thread->wait();
        delete m_thread;
    }
}

void JumpTunnel::start(int timeoutMs)
{
    m_thread = new QThread;
    m_thread->setObjectName(QStringLiteral("jump %1").arg(m_jumpTarget.host));
    m_pump = new JumpPump(m_jumpTarget, m_destinationHost, m_destinationPort);
    m_pump->moveToThread(m_thread);
    connect(
        m_pump, &JumpPump::opened, this,
        [this](const QString& name) {
            m_jumpName = name;
            Q_EMIT ready();
        },
        Qt::QueuedConnection);
    connect(
        m_pump, &JumpPump::failed, this,
        [this](const Diagnosis& d, const QString& name) {
            m_jumpName = name;
            Q_EMIT failed(d);
        },
        Qt::QueuedConnection);
    m_thread->start();
    JumpPump* pump = m_pump;
    QMetaObject::invokeMethod(
        pump, [pump, timeoutMs] { pump->start(timeoutMs); }, Qt::QueuedConnection);
}

int JumpTunnel::takeSocket()
{
    return m_pump ? m_pump->takeRemote() : -1;
}

} // namespace fleetdeck::ssh
