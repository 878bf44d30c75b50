// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/LibSsh.h"
#include "ssh/SshTypes.h"

#include <libssh/callbacks.h>

#include <QObject>

#include <atomic>

class QSocketNotifier;
class QThread;

namespace fleetdeck::ssh {

class SshConnection;

/// The working half of a JumpTunnel, on a thread of its own: the jump host's login, the
/// direct-tcpip channel and the socket pair, bytes moved both ways by that thread's event loop.
class JumpPump : public QObject
{
    Q_OBJECT

public:
    JumpPump(const SshTarget& jumpHost, QString destinationHost, int destinationPort);
    ~JumpPump() override;

    void start(int timeoutMs);
    QString jumpName() const;
    /// Thread-safe: the destination session's end of the pair, once opened(); its ownership
    /// passes to the caller (-1 when taken already, or not open).
    int takeRemote() { return m_remote.exchange(-1); }

Q_SIGNALS:
    /// The channel is open: takeRemote() has the socket.
    void opened(const QString& jumpName);
    void failed(const fleetdeck::Diagnosis& diagnosis, const QString& jumpName);

private:
    static int onData(ssh_session, ssh_channel, void* data, uint32_t len, int isStderr, void* self);
    static void onEofOrClose(ssh_session, ssh_channel, void* self);
    void openChannel();
    void pump();
    void readLocal();
    void flushToLocal();
    void fail(const Diagnosis& diagnosis);
    void closeLocal();

    SshTarget m_jumpTarget;
    QString m_destinationHost;
    int m_destinationPort;
    SshConnection* m_jump = nullptr;
    ChannelPtr m_channel;
    ssh_channel_callbacks_struct m_callbacks{};
    int m_local = -1; ///< our end of the socket pair
    std::atomic<int> m_remote{-1};
    QSocketNotifier* m_localRead = nullptr;
    QSocketNotifier* m_localWrite = nullptr;
    QByteArray m_toLocal;  ///< from the channel, not yet written to the socket
    QByteArray m_toRemote; ///< from the socket, not yet taken by the channel's window
    bool m_open = false;
    bool m_finished = false;
};

/// ProxyJump: a login to the jump host, a direct-tcpip channel from it to the destination, and a
/// local socket pair whose other end the destination's session uses as if it were its TCP
/// connection. The jump host's side runs on a thread of its own (JumpPump): the destination's
/// session may be driven with blocking libssh calls (SFTP), and its bytes must still flow.
class JumpTunnel : public QObject
{
    Q_OBJECT

public:
    JumpTunnel(const SshTarget& jumpHost, QString destinationHost, int destinationPort,
               QObject* parent = nullptr);
    ~JumpTunnel() override;

    void start(int timeoutMs);
    /// The socket for the destination's session; its ownership passes to the caller.
    int takeSocket();
    /// "user@[host]:port" of the jump host as it resolved (with the alias it was given).
    QString jumpName() const { return m_jumpName; }

Q_SIGNALS:
    void ready();
    void failed(const fleetdeck::Diagnosis& diagnosis);

private:
    SshTarget m_jumpTarget;
    QString m_destinationHost;
    int m_destinationPort;
    QString m_jumpName;
    QThread* m_thread = nullptr;
    JumpPump* m_pump = nullptr;
};

} // namespace fleetdeck::ssh
