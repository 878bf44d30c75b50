// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/LibSsh.h"
#include "ssh/SshTypes.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QTimer>

#include <memory>
#include <vector>

namespace fleetdeck::ssh {

class PreparedChannel;
class SocketWatch;

/// One SSH login to one node, driven without blocking by its worker's event loop: resolve,
/// TCP connect, handshake, host key, authentication, then channels for operations.
///
/// Lives on one worker thread for its whole life; no libssh call on it is made elsewhere.
/// Every stage is timed (for `check`), and every failure ends as a Diagnosis with the raw
/// evidence in its detail.
class SshConnection : public QObject
{
    Q_OBJECT

public:
    enum class State { Idle, Resolving, Connecting, Handshaking, Authenticating, Ready, Failed, Closed };

    SshConnection(const SshTarget& target, QObject* parent = nullptr);
    ~SshConnection() override;

    /// Starts logging in; `ready()` or `failed()` follows. `timeoutMs` bounds the login.
    void start(int timeoutMs);
    void close();
    /// Ends a login still in progress with the diagnosis of the stage it is stuck in.
    void expire() { onDeadline(); }

    State state() const { return m_state; }
    ssh_session session() const { return m_session.get(); }
    /// The login as asked for, before any ~/.ssh/config resolution: its key() is what the pool,
    /// SFTP logins and fresh-login results are kept under, whatever the config resolves to.
    const SshTarget& target() const { return m_requested; }
    /// Where it really connects, as whom, and which known_hosts settings apply: target()
    /// resolved through the config (the same as target() for a node that honours none).
    const SshTarget& resolvedTarget() const { return m_target; }
    /// The public key the server accepted when this login authenticated (null before that, or
    /// when a password was).
    const AcceptedKey& acceptedKey() const { return m_accepted; }
    const QList<StageReport>& stages() const { return m_stages; }
    std::optional<HostKeyInfo> hostKey() const { return m_hostKey; }
    std::optional<Diagnosis> failure() const { return m_failure; }
    /// Milliseconds since the login completed (for the periodic fresh-login check).
    qint64 ageMs() const { return m_established.isValid() ? m_established.elapsed() : 0; }
    /// A fresh login beside this session just succeeded: its age counts from now.
    void renewAge()
    {
        if (m_established.isValid())
            m_established.start();
    }
    /// Whether the session can still carry a channel (the peer has not gone away).
    bool isAlive() const;
    /// Whether an HTTP request may be followed by EOF at once (see ChannelOperation): true until
    /// the node's endpoint dropped a half-closed request unanswered.
    bool halfCloseWelcome() const { return !m_halfCloseRefused; }
    void noteHalfCloseRefused() { m_halfCloseRefused = true; }
    /// The channel opened ahead for the next status GET of a poller (see PreparedChannel).
    PreparedChannel& preparedChannel() { return *m_prepared; }
    /// Inside the call that processes the session's input (channel callbacks run there); every
    /// operation advances right after it (activity()).
    bool isPumping() const { return m_pumping; }
    /// Inside the handling of a socket event of an established session: nothing of the
    /// caller's (no operation) is on the stack below, and socketEventHandled() follows.
    bool inSocketEvent() const { return m_inSocketEvent; }
    /// After sending: gets libssh's held-back output out (an established session is serviced
    /// at once, see service()); otherwise wakes the connection when the socket can take it.
    void updateWriteInterest();
    /// Packets libssh has read on this session so far.
    quint64 packetsIn() const { return m_packets.in_packets; }
    /// After libssh calls made outside the pump (an operation's step; closing a channel, which
    /// flushes, and flushing reads): when they read packets, every operation looks at them.
    void noticeInputSince(quint64 packetsBefore);

    /// Keepalive interval; the session is declared dead after three unanswered intervals.
    void setKeepaliveInterval(int ms);

    /// Stops watching the socket and sending keepalives while the owner drives the session
    /// with blocking libssh calls (SFTP), which read everything themselves.
    void suspendPolling();
    /// Watches the socket again; the blocking work counts as traffic for the keepalive clock.
    void resumePolling();

Q_SIGNALS:
    void ready();
    void failed(const fleetdeck::Diagnosis& diagnosis);
    /// Incoming data was processed; channel operations advance on it.
    void activity();
    /// The end of a socket event's handling (see inSocketEvent()): a safe point to clean up.
    void socketEventHandled();
    /// An established session went away (EOF, reset, keepalive timeout).
    void lost(const fleetdeck::Diagnosis& diagnosis);

private:
    void beginStage(Diagnosis::Stage stage);
    void endStage(bool ok, const QString& detail);
    void fail(const Diagnosis& diagnosis);
    /// No more timers, no more socket events: the session is done or handed over.
    void stopWatching();
    bool resolve();
    void connectThroughJump(int timeoutMs);
    void connectThroughCommand();
    /// The socket is connected (directly, through a jump or a proxy command): on to the handshake.
    void connectedThrough(const QString& detail);
    /// Takes `fd` as the login's socket and remembers which socket it is (its inode).
    void adoptSocket(int fd);
    void onResolved(const QList<QHostAddress>& addresses, const QString& error);
    void connectTcp();
    void onSocketEvent();
    Diagnosis connectFailure(int error) const;
    void onDeadline();
    void stepHandshake();
    QString noBannerDetail() const;
    bool checkHostKey();
    void stepAuth();
    bool loadIdentity(const QString& path, QString* why);
    /// The agent's keys this login may offer (filtered by IdentitiesOnly / the required key).
    void listAgentKeys();
    /// One step of the agent's keys: false when they are done (none accepted).
    bool stepAgent(int* rc);
    /// One step of the identity files: false when they are done.
    bool stepFiles(int* rc);
    /// Handles what ends or suspends authentication; false when the method was refused.
    bool settled(int rc);
    void authSucceeded();
    void authDenied();
    /// Drives an established session: polls it (processing input, and letting held-back output
    /// go), lets the operations react (activity()), and repeats while there is more to do.
    void service(bool readable);
    void setCorked(bool corked);
    bool writePending() const;
    void acknowledgeNow();
    void keepalive();

    enum class AuthStep { None, Probe, Agent, Files, Password, KbdInt, Done };

    const SshTarget m_requested;
    SshTarget m_target; ///< resolved (see resolvedTarget())
    QStringList m_identityFiles;
    bool m_explicitIdentity = false;
    bool m_identitiesOnly = false;
    QString m_alias;
    QString m_proxyCommandText;
    std::optional<int> m_connectTimeoutSecs;
    QTimer m_connectTimer;
    class ProxyCommand* m_proxyCommand = nullptr;
    AcceptedKey m_accepted;
    AcceptedKey m_offering; ///< the key being tried now
    State m_state = State::Idle;
    SessionPtr m_session;
    EventPtr m_event;
    int m_fd = -1;
    QByteArray m_firstBytes; ///< what the peer sent first (peeked), for a no-banner diagnosis
    /// The socket m_fd named when it was adopted: a number libssh closed may be reused by then.
    quint64 m_fdInode = 0;
    quint64 m_fdDevice = 0;
    bool m_pumping = false;
    ssh_counter_struct m_packets{}; ///< libssh counts what the session read and wrote
    bool m_servicing = false;
    bool m_inSocketEvent = false;
    bool m_serviceAgain = false;
    bool m_halfCloseRefused = false;
    std::unique_ptr<PreparedChannel> m_prepared;
    QHostAddress m_address;
    SocketWatch* m_watch = nullptr; ///< the socket's readiness (read and write)
    QTimer m_deadline;
    QTimer m_keepalive;
    QElapsedTimer m_stageClock;
    QElapsedTimer m_lastReceived;
    QElapsedTimer m_established;
    int m_keepaliveMs = 15000;
    int m_lookupId = -1;
    QString m_jumpList; ///< ProxyJump hops, empty for a direct connection
    class JumpTunnel* m_tunnel = nullptr;
    QList<StageReport> m_stages;
    std::optional<HostKeyInfo> m_hostKey;
    std::optional<Diagnosis> m_failure;

    AuthStep m_authStep = AuthStep::None;
    int m_methods = 0;
    KeyPtr m_identity;
    KeyPtr m_probeKey; ///< the public key of SshTarget::requiredKeyBlob
    QStringList m_triedKeys;
    QStringList m_skippedKeys; ///< identity files that could not be offered, and why
    struct AgentCandidate
    {
        KeyPtr key;
        QString fingerprint;
        QByteArray blob;
    };
    std::vector<AgentCandidate> m_agentKeys;
    bool m_agentListed = false;
    int m_agentIndex = 0;
    bool m_agentSigning = false;
    bool m_agentDone = false;
    int m_fileIndex = 0;
    bool m_passwordDone = false;
    bool m_kbdintDone = false;
};

} // namespace fleetdeck::ssh
