// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/LibSsh.h"
#include "ssh/SshTypes.h"

#include <libssh/callbacks.h>

#include <QObject>

class QSocketNotifier;

namespace fleetdeck::ssh {

class SshConnection;

/// ProxyJump: a login to the jump host, a direct-tcpip channel from it to the destination, and a
/// local socket pair whose other end the destination's session uses as if it were its TCP
/// connection. Bytes are moved both ways by the worker's event loop, never by blocking.
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
    QString jumpName() const;

Q_SIGNALS:
    void ready();
    void failed(const fleetdeck::ssh::Diagnosis& diagnosis);

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
    int m_local = -1;  ///< our end of the socket pair
    int m_remote = -1; ///< the destination session's end, until taken
    QSocketNotifier* m_localRead = nullptr;
    QSocketNotifier* m_localWrite = nullptr;
    QByteArray m_toLocal;  ///< from the channel, not yet written to the socket
    QByteArray m_toRemote; ///< from the socket, not yet taken by the channel's window
    bool m_open = false;
    bool m_finished = false;
};

} // namespace fleetdeck::ssh
