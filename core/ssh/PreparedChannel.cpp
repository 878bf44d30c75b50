// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/PreparedChannel.h"

#include "ssh/SshConnection.h"

namespace fleetdeck::ssh {

PreparedChannel::PreparedChannel(SshConnection& connection)
    : m_connection(connection)
{
    m_timer.setSingleShot(true);
    QObject::connect(&m_timer, &QTimer::timeout, &m_connection, [this] { m_channel ? expire() : open(); });
    ssh_callbacks_init(&m_callbacks);
    m_callbacks.userdata = this;
    m_callbacks.channel_data_function = &PreparedChannel::onData;
    m_callbacks.channel_eof_function = &PreparedChannel::onEnd;
    m_callbacks.channel_close_function = &PreparedChannel::onEnd;
}

PreparedChannel::~PreparedChannel()
{
    clear();
}

void PreparedChannel::prepare(quint16 port, int dueInMs, bool servedByPrepared)
{
    if (servedByPrepared)
        m_failures = 0;
    if (!welcome())
        return;
    if (m_channel && m_port == port)
        return; // one is held already (its expiry stands)
    if (m_channel)
        release();
    m_port = port;
    m_timer.start(qMax(0, dueInMs - kLeadMs));
}

void PreparedChannel::open()
{
    if (!m_connection.isAlive() || !welcome())
        return;
    const quint64 packets = m_connection.packetsIn();
    m_channel.reset(ssh_channel_new(m_connection.session()));
    if (!m_channel)
        return;
    m_died = false;
    ssh_set_channel_callbacks(m_channel.get(), &m_callbacks);
    if (openForward() == SSH_ERROR) {
        // Nothing to prepare (the session is going): the GET opens its own channel and reports.
        ssh_remove_channel_callbacks(m_channel.get(), &m_callbacks);
        m_channel.reset();
    } else {
        m_opened.start();
    }
    m_connection.updateWriteInterest();
    m_connection.noticeInputSince(packets);
}

int PreparedChannel::openForward()
{
    return ssh_channel_open_forward(m_channel.get(), "127.0.0.1", m_port, "127.0.0.1", 0);
}

ChannelPtr PreparedChannel::take(quint16 port)
{
    if (m_port != port)
        return {};
    m_timer.stop(); // this GET is the one it was for, whether or not a channel is ready
    if (!m_channel)
        return {};
    if (m_died) {
        ++m_failures;
        release();
        return {};
    }
    ssh_remove_channel_callbacks(m_channel.get(), &m_callbacks);
    return std::move(m_channel);
}

void PreparedChannel::expireUnused()
{
    if (m_channel && !m_timer.isActive() && m_opened.isValid() && m_opened.elapsed() > kLeadMs + kUnusedForMs)
        expire();
}

void PreparedChannel::expire()
{
    if (!m_channel)
        return;
    if (m_died) {
        ++m_failures;
    } else if (m_connection.isAlive()) {
        // Freeing a channel whose open is still pending would leave the server's end open (libssh
        // sends no close for it): wait for the answer to the open. Asking again is how libssh
        // tells where an open stands.
        const quint64 packets = m_connection.packetsIn();
        const int rc = openForward();
        m_connection.noticeInputSince(packets);
        if (rc == SSH_AGAIN && m_channel) {
            m_timer.start(1000);
            return;
        }
    }
    release();
}

void PreparedChannel::release()
{
    if (!m_channel)
        return;
    ssh_remove_channel_callbacks(m_channel.get(), &m_callbacks);
    const quint64 packets = m_connection.packetsIn();
    if (m_connection.isAlive() && ssh_channel_is_open(m_channel.get()))
        ssh_channel_close(m_channel.get());
    m_channel.reset();
    m_connection.updateWriteInterest();
    m_connection.noticeInputSince(packets);
}

void PreparedChannel::clear()
{
    m_timer.stop();
    if (m_channel) {
        ssh_remove_channel_callbacks(m_channel.get(), &m_callbacks);
        m_channel.reset();
    }
}

int PreparedChannel::onData(ssh_session, ssh_channel, void*, uint32_t len, int, void* self)
{
    static_cast<PreparedChannel*>(self)->m_died = true; // it spoke first: not an endpoint to prepare for
    return int(len);
}

void PreparedChannel::onEnd(ssh_session, ssh_channel, void* self)
{
    static_cast<PreparedChannel*>(self)->m_died = true;
}

} // namespace fleetdeck::ssh
