// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/LibSsh.h"

#include <libssh/callbacks.h>

#include <QElapsedTimer>
#include <QTimer>

namespace fleetdeck::ssh {

class SshConnection;

/// The channel of a status GET that is due soon, opened a little before it. A GET on a fresh
/// direct-tcpip channel costs two round trips (the open, then the request); on a channel opened
/// ahead it costs one. A poller that asks every N seconds says when it asks next
/// (OperationRequest::nextRequestInMs), and the channel is opened kLeadMs before that: the node's
/// endpoint holds a connection that has not sent its request for well under a second.
///
/// An endpoint that will not hold one (it closes connections that are quiet, or speaks first)
/// is noticed: a prepared channel that died before its request, or whose request got no answer
/// when the same request on a channel of its own did, counts against it, and after
/// kFailuresToGiveUp of them in a row the session prepares no more;
/// every GET opens its own channel as before. A channel whose open was refused is dropped without
/// counting: the GET opens its own, and that one's failure is the one reported.
///
/// One per session, owned by its SshConnection and used on its thread; freed before the session.
class PreparedChannel
{
public:
    explicit PreparedChannel(SshConnection& connection);
    ~PreparedChannel();
    PreparedChannel(const PreparedChannel&) = delete;
    PreparedChannel& operator=(const PreparedChannel&) = delete;

    static constexpr int kLeadMs = 500;
    /// A prepared channel nobody took this long after it was due is closed.
    static constexpr int kUnusedForMs = 10000;
    static constexpr int kFailuresToGiveUp = 2;

    /// A GET to 127.0.0.1:`port` is due in `dueInMs`: the channel opens kLeadMs before then (at
    /// once when that is sooner). `servedByPrepared`: the GET that just succeeded went out on a
    /// prepared channel (it clears the count of failures).
    void prepare(quint16 port, int dueInMs, bool servedByPrepared);
    /// The prepared channel to 127.0.0.1:`port`, open or still opening (the caller goes on
    /// opening it: libssh resumes a pending open), with no callbacks of ours on it; null when
    /// there is none fit to use.
    ChannelPtr take(quint16 port);
    /// The request sent on a channel from take() got no answer at all, and then one on a channel
    /// of its own did.
    void noteUnanswered() { ++m_failures; }
    bool welcome() const { return m_failures < kFailuresToGiveUp; }
    /// Closes a channel nobody took kUnusedForMs after it was due (called from the session's
    /// keepalive tick: no timer of its own for what seldom happens).
    void expireUnused();
    /// The session is closing: the channel goes (it must go before the session).
    void clear();

private:
    void open();
    /// Starts the forward to 127.0.0.1:m_port, or asks libssh where a started one stands.
    int openForward();
    void expire();
    /// Closes and frees the held channel.
    void release();
    static int onData(ssh_session, ssh_channel, void*, uint32_t len, int, void* self);
    static void onEnd(ssh_session, ssh_channel, void* self);

    SshConnection& m_connection;
    QTimer m_timer; ///< opens the channel (and retries expiring one whose open is pending)
    QElapsedTimer m_opened;
    ChannelPtr m_channel;
    quint16 m_port = 0;
    bool m_died = false; ///< EOF, close or data before any request was sent on it
    int m_failures = 0;  ///< in a row
    ssh_channel_callbacks_struct m_callbacks{};
};

} // namespace fleetdeck::ssh
