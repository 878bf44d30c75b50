// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshConnection.h"

#include "base/KeyFile.h"
#include "base/PublicKey.h"

#include "base/AgentKeys.h"
#include "ssh/JumpTunnel.h"

#include "ssh/KnownHosts.h"
#include "ssh/KnownHostsLookup.h"
#include "ssh/LoginResolution.h"
#include "ssh/PreparedChannel.h"
#include "ssh/ProxyCommand.h"
#include "ssh/SocketWatch.h"
#include "ssh/SshConfig.h"

#include <QDir>
#include <QFileInfo>
#include <QHostInfo>
#include <QPointer>
#include <QScopedValueRollback>

#include <libssh/server.h> // ssh_send_keepalive, which clients may use too

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pwd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fleetdeck::ssh {

using Stage = Diagnosis::Stage;

QString keyFingerprint(ssh_key key)
{
    char* base64 = nullptr;
    if (ssh_pki_export_pubkey_base64(key, &base64) != SSH_OK)
        return {};
    const QByteArray blob = QByteArray::fromBase64(QByteArray(base64));
    ssh_string_free_char(base64);
    return PublicKey::fingerprintOf(blob);
}

namespace {
QString methodsText(int methods)
{
    QStringList names;
    if (methods & SSH_AUTH_METHOD_PUBLICKEY)
        names << QStringLiteral("publickey");
    if (methods & SSH_AUTH_METHOD_PASSWORD)
        names << QStringLiteral("password");
    if (methods & SSH_AUTH_METHOD_INTERACTIVE)
        names << QStringLiteral("keyboard-interactive");
    if (methods & SSH_AUTH_METHOD_HOSTBASED)
        names << QStringLiteral("hostbased");
    if (methods & SSH_AUTH_METHOD_GSSAPI_MIC)
        names << QStringLiteral("gssapi-with-mic");
    return names.isEmpty() ? QStringLiteral("none") : names.join(QLatin1Char(','));
}

// A public key from its wire blob (string type, then the key's fields); null when libssh cannot
// read it.
KeyPtr publicKeyFromBlob(const QByteArray& blob)
{
    if (blob.size() < 4)
        return {};
    const quint32 length = (quint32(uchar(blob[0])) << 24) | (quint32(uchar(blob[1])) << 16) |
                           (quint32(uchar(blob[2])) << 8) | quint32(uchar(blob[3]));
    if (length == 0 || length > quint32(blob.size() - 4))
        return {};
    const QByteArray type = blob.mid(4, int(length));
    const ssh_keytypes_e keyType = ssh_key_type_from_name(type.constData());
    if (keyType == SSH_KEYTYPE_UNKNOWN)
        return {};
    ssh_key key = nullptr;
    if (ssh_pki_import_pubkey_base64(blob.toBase64().constData(), keyType, &key) != SSH_OK)
        return {};
    return KeyPtr(key);
}

// Only a refusal means "nothing listens"; unreachable hosts and networks are, for the operator,
// a connection that never came about (the errno text stays in the detail).
QString connectErrorCode(int error)
{
    return error == ECONNREFUSED ? QStringLiteral("connection_refused") : QStringLiteral("connect_timeout");
}

} // namespace

SshConnection::SshConnection(const SshTarget& target, QObject* parent)
    : QObject(parent)
    , m_requested(target)
    , m_target(target)
    , m_prepared(std::make_unique<PreparedChannel>(*this))
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &SshConnection::onDeadline);
    connect(&m_keepalive, &QTimer::timeout, this, &SshConnection::keepalive);
}

SshConnection::~SshConnection()
{
    if (m_lookupId >= 0)
        QHostInfo::abortHostLookup(m_lookupId);
    m_prepared.reset(); // its channel goes before the session
    delete m_watch;
    m_event.reset();
    // libssh closes the socket it was given when a session ends or is freed, but not when a login
    // was abandoned half-way (a handshake past its deadline: the socket stayed open, and so did
    // the sshd behind it, a thousand of them a round on a fleet under load). Whether the number
    // still names our socket is read from the descriptor: the same inode as when it was adopted.
    // Once libssh closed it, the number may already belong to another socket (a new login's):
    // that one has another inode and is left alone.
    m_session.reset(); // disconnects
    struct stat now = {};
    if (m_fd >= 0 && ::fstat(m_fd, &now) == 0 && now.st_ino == m_fdInode && now.st_dev == m_fdDevice)
        ::close(m_fd);
}

void SshConnection::adoptSocket(int fd)
{
    m_fd = fd;
    struct stat identity = {};
    if (fd >= 0 && ::fstat(fd, &identity) == 0) {
        m_fdInode = identity.st_ino;
        m_fdDevice = identity.st_dev;
    }
}

void SshConnection::setKeepaliveInterval(int ms)
{
    m_keepaliveMs = ms;
    if (m_keepalive.isActive())
        m_keepalive.start(ms);
}

void SshConnection::suspendPolling()
{
    stopWatching(); // the login deadline is long over once the session is Ready
}

void SshConnection::resumePolling()
{
    if (m_state != State::Ready)
        return;
    m_lastReceived.start();
    if (m_watch)
        m_watch->setReadEnabled(true);
    updateWriteInterest();
    m_keepalive.start(m_keepaliveMs);
}

void SshConnection::beginStage(Stage stage)
{
    m_stages.append({stage, std::nullopt, 0, {}});
    m_stageClock.start();
}

void SshConnection::endStage(bool ok, const QString& detail)
{
    if (m_stages.isEmpty() || m_stages.last().ok.has_value())
        return;
    StageReport& s = m_stages.last();
    s.ok = ok;
    s.ms = m_stageClock.nsecsElapsed() / 1e6;
    s.detail = detail;
}

void SshConnection::fail(const Diagnosis& diagnosis)
{
    if (m_state == State::Failed || m_state == State::Closed)
        return;
    Diagnosis d = diagnosis;
    if (m_proxyCommand && m_state != State::Ready) {
        // What the proxy command said on its way out is the evidence of why nothing answered.
        const QString said = m_proxyCommand->finishAndDescribe();
        if (!said.isEmpty())
            d.detail += QStringLiteral("; ") + said;
    }
    endStage(false, d.detail);
    m_failure = d;
    const bool wasReady = m_state == State::Ready;
    m_state = State::Failed;
    stopWatching();
    m_prepared->clear();
    if (wasReady)
        Q_EMIT lost(d);
    else
        Q_EMIT failed(d);
}

void SshConnection::stopWatching()
{
    m_deadline.stop();
    m_connectTimer.stop();
    m_keepalive.stop();
    if (m_watch) {
        m_watch->setReadEnabled(false);
        m_watch->setWriteEnabled(false);
    }
}

void SshConnection::close()
{
    if (m_state == State::Closed)
        return;
    m_state = State::Closed;
    stopWatching();
    m_prepared->clear();
}

bool SshConnection::isAlive() const
{
    return m_state == State::Ready && m_session && ssh_is_connected(m_session.get()) &&
           !(ssh_get_status(m_session.get()) & (SSH_CLOSED | SSH_CLOSED_ERROR));
}

namespace {
QString localUserName()
{
    if (const passwd* pw = ::getpwuid(::getuid()))
        return QString::fromLocal8Bit(pw->pw_name);
    return qEnvironmentVariable("USER");
}

QByteArray publicBlobOf(ssh_key key)
{
    char* base64 = nullptr;
    if (ssh_pki_export_pubkey_base64(key, &base64) != SSH_OK)
        return {};
    const QByteArray out = QByteArray::fromBase64(QByteArray(base64));
    ssh_string_free_char(base64);
    return out;
}

// The public half of an identity file: its .pub beside it, else the private key when it is not
// encrypted (as ssh finds it). Empty when neither can be read.
QByteArray publicBlobOfFile(const QString& path)
{
    ssh_key key = nullptr;
    if (ssh_pki_import_pubkey_file(QFile::encodeName(path + QStringLiteral(".pub")).constData(), &key) !=
        SSH_OK) {
        key = nullptr;
        if (ssh_pki_import_privkey_file(QFile::encodeName(path).constData(), nullptr, nullptr, nullptr,
                                        &key) != SSH_OK)
            return {};
    }
    KeyPtr owned(key);
    return publicBlobOf(owned.get());
}
} // namespace

bool SshConnection::resolve()
{
    QString error;
    const std::optional<ResolvedLogin> login = resolveLogin(m_requested, &error);
    if (!login) {
        fail(Diagnosis::make(QStringLiteral("ssh_config_invalid"), error, Stage::Resolve));
        return false;
    }
    m_target = login->target;
    m_identityFiles = login->identityFiles;
    m_explicitIdentity = login->explicitIdentity;
    m_identitiesOnly = login->identitiesOnly;
    m_alias = login->alias;
    m_jumpList = login->proxyJump;
    m_proxyCommandText = login->proxyCommand;
    m_connectTimeoutSecs = login->connectTimeoutSecs;
    return true;
}

void SshConnection::connectThroughJump(int timeoutMs)
{
    const std::optional<QList<SshConfig::Jump>> hops = SshConfig::parseJumps(m_jumpList);
    if (!hops || hops->isEmpty()) {
        fail(Diagnosis::make(
            QStringLiteral("ssh_config_invalid"),
            QStringLiteral("cannot read ProxyJump '%1' in %2").arg(m_jumpList, m_target.sshConfigPath),
            Stage::Resolve));
        return;
    }
    // The destination is reached from the last hop, which is itself reached through the others.
    // Each hop logs in as `ssh HOP` would: its own resolved settings, its own keys and the agent;
    // nothing of the destination's login (a verification's required key, its agent-off and
    // default-keys-off) goes to a hop.
    const SshConfig::Jump& last = hops->last();
    const QStringList written = m_jumpList.split(QLatin1Char(','));
    SshTarget jump;
    jump.node = QStringLiteral("%1 (jump host %2)").arg(m_requested.node, written.last().trimmed());
    jump.host = last.host;
    jump.useSshConfig = m_requested.useSshConfig;
    jump.sshConfigPath = m_requested.sshConfigPath;
    jump.user = localUserName();
    jump.port = 22;
    if (jump.useSshConfig) {
        // The hop's explicit user@ and :port beat its config, as `ssh -l USER -p PORT HOP`.
        if (!last.user.isEmpty())
            jump.userOverride = last.user;
        jump.portOverride = last.port;
    } else {
        if (!last.user.isEmpty())
            jump.user = last.user;
        jump.port = last.port.value_or(22);
    }
    jump.knownHostsPath = m_requested.knownHostsPath;
    jump.moreKnownHostsFiles = m_requested.moreKnownHostsFiles;
    jump.globalKnownHostsFiles = m_requested.globalKnownHostsFiles;
    jump.hostKeyPolicy = m_requested.hostKeyPolicy;
    jump.useAgent = true;
    jump.useDefaultKeys = true;
    QStringList before;
    for (qsizetype i = 0; i + 1 < hops->size(); ++i)
        before << written.at(i).trimmed();
    jump.proxyJumpOverride = before.isEmpty() ? QStringLiteral("none") : before.join(QLatin1Char(','));

    endStage(true, QStringLiteral("resolved by the jump host"));
    m_state = State::Connecting;
    beginStage(Stage::Connect);
    m_tunnel = new JumpTunnel(jump, m_target.host, m_target.port, this);
    connect(m_tunnel, &JumpTunnel::failed, this, [this](const Diagnosis& d) { fail(d); });
    connect(m_tunnel, &JumpTunnel::ready, this, [this] {
        if (m_state != State::Connecting)
            return;
        adoptSocket(m_tunnel->takeSocket());
        connectedThrough(QStringLiteral("%1:%2 through %3")
                             .arg(m_target.host)
                             .arg(m_target.port)
                             .arg(m_tunnel->jumpName()));
    });
    m_tunnel->start(timeoutMs);
}

void SshConnection::connectThroughCommand()
{
    endStage(true, QStringLiteral("resolved by the proxy command"));
    m_state = State::Connecting;
    beginStage(Stage::Connect);
    m_proxyCommand = new ProxyCommand(this);
    QString error;
    const QString command =
        ProxyCommand::expand(m_proxyCommandText, m_target.host, m_target.port, m_target.user, m_alias);
    const int fd = m_proxyCommand->start(command, &error);
    if (fd < 0) {
        fail(Diagnosis::make(QStringLiteral("connection_refused"),
                             QStringLiteral("ProxyCommand '%1' could not start: %2").arg(command, error),
                             Stage::Connect, {m_target.host, QString::number(m_target.port)}));
        return;
    }
    adoptSocket(fd);
    connectedThrough(
        QStringLiteral("%1:%2 through ProxyCommand '%3'").arg(m_target.host).arg(m_target.port).arg(command));
}

void SshConnection::connectedThrough(const QString& detail)
{
    endStage(true, detail);
    m_connectTimer.stop();
    m_watch = new SocketWatch(m_fd, this);
    m_watch->setReadEnabled(true);
    connect(m_watch, &SocketWatch::activated, this, &SshConnection::onSocketEvent);
    m_lastReceived.start();
    stepHandshake();
}

void SshConnection::start(int timeoutMs)
{
    m_deadline.start(timeoutMs);
    m_state = State::Resolving;
    beginStage(Stage::Resolve);
    if (!resolve())
        return;
    if (m_connectTimeoutSecs && *m_connectTimeoutSecs > 0 && *m_connectTimeoutSecs * 1000 < timeoutMs) {
        // ConnectTimeout bounds getting connected (and the server's banner), as in ssh.
        m_connectTimer.setSingleShot(true);
        connect(&m_connectTimer, &QTimer::timeout, this, [this] {
            if (m_state == State::Resolving || m_state == State::Connecting ||
                (m_state == State::Handshaking && m_session && !ssh_get_serverbanner(m_session.get())))
                onDeadline();
        });
        m_connectTimer.start(*m_connectTimeoutSecs * 1000);
    }
    if (!m_jumpList.isEmpty()) {
        connectThroughJump(timeoutMs);
        return;
    }
    if (!m_proxyCommandText.isEmpty()) {
        connectThroughCommand();
        return;
    }
    if (m_target.host.isEmpty()) {
        // A provider's node before its instance publishes an address: nothing to resolve or try.
        fail(Diagnosis::make(QStringLiteral("no_address"), QStringLiteral("no host"), Stage::Resolve));
        return;
    }
    QHostAddress literal;
    if (literal.setAddress(m_target.host)) {
        onResolved({literal}, {});
        return;
    }
    m_lookupId = QHostInfo::lookupHost(m_target.host, this, [this](const QHostInfo& info) {
        m_lookupId = -1;
        onResolved(info.addresses(), info.error() == QHostInfo::NoError ? QString() : info.errorString());
    });
}

void SshConnection::onResolved(const QList<QHostAddress>& addresses, const QString& error)
{
    if (m_state != State::Resolving)
        return;
    if (addresses.isEmpty()) {
        fail(Diagnosis::make(QStringLiteral("dns_failed"),
                             QStringLiteral("%1: %2").arg(
                                 m_target.host, error.isEmpty() ? QStringLiteral("no address") : error),
                             Stage::Resolve, {m_target.host}));
        return;
    }
    // Prefer IPv4: rented GPU servers rarely have working IPv6.
    m_address = addresses.first();
    for (const QHostAddress& a : addresses) {
        if (a.protocol() == QAbstractSocket::IPv4Protocol) {
            m_address = a;
            break;
        }
    }
    endStage(true, m_address.toString());
    connectTcp();
}

void SshConnection::connectTcp()
{
    m_state = State::Connecting;
    beginStage(Stage::Connect);
    const bool v6 = m_address.protocol() == QAbstractSocket::IPv6Protocol;
    adoptSocket(::socket(v6 ? AF_INET6 : AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0));
    if (m_fd < 0) {
        fail(Diagnosis::make(
            QStringLiteral("connect_timeout"),
            QStringLiteral("cannot create a socket: %1").arg(QString::fromLocal8Bit(std::strerror(errno))),
            Stage::Connect));
        return;
    }
    const int one = 1;
    ::setsockopt(m_fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    sockaddr_storage storage{};
    socklen_t length = 0;
    if (v6) {
        auto* a = reinterpret_cast<sockaddr_in6*>(&storage);
        a->sin6_family = AF_INET6;
        a->sin6_port = htons(quint16(m_target.port));
        const Q_IPV6ADDR ip = m_address.toIPv6Address();
        std::memcpy(&a->sin6_addr, &ip, sizeof ip);
        length = sizeof *a;
    } else {
        auto* a = reinterpret_cast<sockaddr_in*>(&storage);
        a->sin_family = AF_INET;
        a->sin_port = htons(quint16(m_target.port));
        a->sin_addr.s_addr = htonl(m_address.toIPv4Address());
        length = sizeof *a;
    }
    m_watch = new SocketWatch(m_fd, this);
    m_watch->setWriteEnabled(true); // the connect's completion
    connect(m_watch, &SocketWatch::activated, this, &SshConnection::onSocketEvent);
    if (::connect(m_fd, reinterpret_cast<sockaddr*>(&storage), length) == 0 || errno == EINPROGRESS)
        return; // completion is signalled by writability
    fail(connectFailure(errno));
}

void SshConnection::onSocketEvent()
{
    if (m_state == State::Connecting) {
        int error = 0;
        socklen_t length = sizeof error;
        ::getsockopt(m_fd, SOL_SOCKET, SO_ERROR, &error, &length);
        if (error != 0) {
            fail(connectFailure(error));
            return;
        }
        endStage(true, QStringLiteral("%1:%2").arg(m_address.toString()).arg(m_target.port));
        m_watch->setWriteEnabled(false);
        m_watch->setReadEnabled(true);
        m_lastReceived.start();
        stepHandshake();
        return;
    }
    m_lastReceived.start();
    switch (m_state) {
    case State::Handshaking:
        stepHandshake();
        break;
    case State::Authenticating:
        stepAuth();
        break;
    case State::Ready: {
        // What the operations send in reaction (a window adjust, the next request, a finished
        // channel's EOF and close) leaves in one segment when the event is handled: each
        // segment is a wake-up of the server, and on loopback its receive work is ours too.
        const quint64 sentBefore = m_packets.out_packets;
        setCorked(true);
        m_inSocketEvent = true;
        service(true);
        m_inSocketEvent = false;
        const QPointer<SshConnection> self(this);
        Q_EMIT socketEventHandled(); // a handler may close this connection
        if (!self)
            return;
        setCorked(false);
        // What was sent in reaction carries the acknowledgement; only an event we had nothing to
        // answer to needs it sent on its own, at once (see acknowledgeNow()).
        if (m_packets.out_packets == sentBefore)
            acknowledgeNow();
        return;
    }
    default:
        return;
    }
    acknowledgeNow();
}

Diagnosis SshConnection::connectFailure(int error) const
{
    return Diagnosis::make(connectErrorCode(error),
                           QStringLiteral("connect to %1 port %2: %3")
                               .arg(m_address.toString())
                               .arg(m_target.port)
                               .arg(QString::fromLocal8Bit(std::strerror(error))),
                           Stage::Connect, {m_target.host, QString::number(m_target.port)});
}

void SshConnection::updateWriteInterest()
{
    if (!m_watch || !m_session || m_state == State::Connecting)
        return;
    if (m_state == State::Ready && m_event) {
        service(false);
        return;
    }
    m_watch->setWriteEnabled(writePending());
}

void SshConnection::noticeInputSince(quint64 packetsBefore)
{
    if (m_pumping || m_packets.in_packets == packetsBefore)
        return;
    // A libssh call outside the pump read packets (an operation's step, a channel's close):
    // what came may concern other operations, and an open confirmation has no callback.
    if (m_servicing)
        m_serviceAgain = true;
    else if (m_state == State::Ready && m_event && m_session)
        service(true);
}

bool SshConnection::writePending() const
{
    return ssh_get_poll_flags(m_session.get()) & SSH_WRITE_PENDING;
}

void SshConnection::onDeadline()
{
    switch (m_state) {
    case State::Resolving:
        fail(Diagnosis::make(QStringLiteral("timeout"), QStringLiteral("resolving %1").arg(m_target.host),
                             Stage::Resolve));
        return;
    case State::Connecting:
        fail(Diagnosis::make(QStringLiteral("connect_timeout"),
                             QStringLiteral("no TCP connection to %1 port %2 within the deadline")
                                 .arg(m_address.toString())
                                 .arg(m_target.port),
                             Stage::Connect, {m_target.host, QString::number(m_target.port)}));
        return;
    case State::Handshaking:
        if (!ssh_get_serverbanner(m_session.get())) {
            fail(Diagnosis::make(QStringLiteral("no_ssh_banner"), noBannerDetail(), Stage::Handshake,
                                 {m_target.host, QString::number(m_target.port)}));
        } else {
            fail(Diagnosis::make(QStringLiteral("timeout"),
                                 QStringLiteral("key exchange did not finish; server banner %1")
                                     .arg(QString::fromUtf8(ssh_get_serverbanner(m_session.get()))),
                                 Stage::Handshake));
        }
        return;
    case State::Authenticating:
        fail(Diagnosis::make(QStringLiteral("timeout"), QStringLiteral("authentication did not finish"),
                             Stage::Auth));
        return;
    default:
        return;
    }
}

QString SshConnection::noBannerDetail() const
{
    if (!m_firstBytes.isEmpty() && !m_firstBytes.startsWith("SSH-")) {
        return QStringLiteral(
                   "TCP connected to %1 port %2, but what answers there is not an SSH server: it sent %3")
            .arg(m_address.toString())
            .arg(m_target.port)
            .arg(Diagnosis::quoteBytes(m_firstBytes));
    }
    return QStringLiteral("TCP connected to %1 port %2, but no SSH banner arrived within the deadline")
        .arg(m_address.toString())
        .arg(m_target.port);
}

void SshConnection::stepHandshake()
{
    if (m_state == State::Connecting) {
        m_state = State::Handshaking;
        beginStage(Stage::Handshake);
        m_session.reset(ssh_new());
        ssh_session s = m_session.get();
        ssh_set_counters(s, nullptr, &m_packets);
        const QByteArray host = m_target.host.toUtf8();
        const QByteArray user = m_target.user.toUtf8();
        // libssh never reads known_hosts: the host key is decided by checkHostKey(), and the host
        // key algorithms are offered in the order ssh would offer them for this host.
        const QByteArray hostKeyAlgorithms =
            KnownHostsLookup::forTarget(m_target).hostKeyAlgorithms().join(QLatin1Char(',')).toLatin1();
        // Default keys come from $HOME/.ssh (libssh alone would ask the password database).
        const QByteArray sshDir = QFile::encodeName(QDir::homePath() + QStringLiteral("/.ssh"));
        const unsigned int port = unsigned(m_target.port);
        const int yes = 1;
        const int no = 0;
        const bool configured =
            ssh_options_set(s, SSH_OPTIONS_HOST, host.constData()) == SSH_OK &&
            ssh_options_set(s, SSH_OPTIONS_PORT, &port) == SSH_OK &&
            ssh_options_set(s, SSH_OPTIONS_USER, user.constData()) == SSH_OK &&
            ssh_options_set(s, SSH_OPTIONS_KNOWNHOSTS, "/dev/null") == SSH_OK &&
            ssh_options_set(s, SSH_OPTIONS_GLOBAL_KNOWNHOSTS, "/dev/null") == SSH_OK &&
            ssh_options_set(s, SSH_OPTIONS_HOSTKEYS, hostKeyAlgorithms.constData()) == SSH_OK &&
            ssh_options_set(s, SSH_OPTIONS_SSH_DIR, sshDir.constData()) == SSH_OK &&
            ssh_options_set(s, SSH_OPTIONS_PROCESS_CONFIG, &no) == SSH_OK &&
            ssh_options_set(s, SSH_OPTIONS_NODELAY, &yes) == SSH_OK &&
            ssh_options_set(s, SSH_OPTIONS_FD, &m_fd) == SSH_OK;
        if (!configured) {
            fail(Diagnosis::make(QStringLiteral("handshake_failed"), libsshError(s), Stage::Handshake));
            return;
        }
        ssh_set_blocking(s, 0);
    }
    if (m_firstBytes.isEmpty() && !ssh_get_serverbanner(m_session.get())) {
        // What the peer sends first, before libssh takes it: if it is no SSH server, the
        // diagnosis can quote what it is (a web server, a TLS port, line noise).
        char peek[64];
        const ssize_t n = ::recv(m_fd, peek, sizeof peek, MSG_PEEK | MSG_DONTWAIT);
        if (n > 0)
            m_firstBytes = QByteArray(peek, qsizetype(n));
    }
    const int rc = ssh_connect(m_session.get());
    if (rc == SSH_AGAIN) {
        updateWriteInterest();
        return;
    }
    if (rc != SSH_OK) {
        const char* banner = ssh_get_serverbanner(m_session.get());
        fail(Diagnosis::make(
            banner ? QStringLiteral("handshake_failed") : QStringLiteral("no_ssh_banner"),
            banner ? libsshError(m_session.get()) +
                         QStringLiteral(" (server: %1)").arg(QString::fromUtf8(banner))
                   : QStringLiteral("%1; %2").arg(libsshError(m_session.get()), noBannerDetail()),
            Stage::Handshake, {m_target.host, QString::number(m_target.port)}));
        return;
    }
    endStage(true, QString::fromUtf8(ssh_get_serverbanner(m_session.get())));
    if (!checkHostKey())
        return;
    m_state = State::Authenticating;
    beginStage(Stage::Auth);
    m_authStep = AuthStep::None;
    stepAuth();
}

bool SshConnection::checkHostKey()
{
    beginStage(Stage::HostKey);
    ssh_session s = m_session.get();
    ssh_key raw = nullptr;
    if (ssh_get_server_publickey(s, &raw) != SSH_OK) {
        fail(Diagnosis::make(QStringLiteral("handshake_failed"), libsshError(s), Stage::HostKey));
        return false;
    }
    KeyPtr key(raw);
    HostKeyInfo info;
    info.host = m_target.host;
    info.port = m_target.port;
    info.keyType = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key.get())));
    char* b64 = nullptr;
    if (ssh_pki_export_pubkey_base64(key.get(), &b64) == SSH_OK) {
        info.keyBase64 = QByteArray(b64);
        ssh_string_free_char(b64);
    }
    info.fingerprint = keyFingerprint(key.get());

    using Verdict = KnownHostsLookup::Verdict;
    const KnownHostsLookup lookup = KnownHostsLookup::forTarget(m_target);
    const KnownHostsLookup::Decision decision = lookup.decide(info.keyType, info.keyBase64);
    const QString pattern = decision.name;
    const QString userFile = lookup.userFiles.value(0);
    const auto where = [](const std::optional<KnownHostsLookup::Line>& l) {
        return l ? QStringLiteral("%1:%2").arg(l->file).arg(l->entry.line) : QString();
    };
    for (const KnownHostsLookup::Line& l : decision.recorded)
        info.knownFingerprints << l.entry.fingerprint();
    info.knownFingerprints.removeDuplicates();
    info.knownHostsName = pattern;
    info.hashKnownHosts = m_target.hashKnownHosts;

    // No credential leaves this machine before this switch has accepted the key.
    switch (decision.verdict) {
    case Verdict::Known:
        m_hostKey = info;
        endStage(
            true,
            QStringLiteral("%1 %2 is in %3").arg(info.keyType, info.fingerprint, where(decision.decisive)));
        return true;
    case Verdict::Revoked:
        // m_hostKey stays unset: no caller may offer to record a revoked key, whatever the policy.
        fail(Diagnosis::make(QStringLiteral("host_key_revoked"),
                             QStringLiteral("%1 presented %2 %3, which %4 lists as @revoked")
                                 .arg(pattern, info.keyType, info.fingerprint, where(decision.decisive)),
                             Stage::HostKey, {pattern, info.fingerprint}));
        return false;
    case Verdict::Changed:
        // Another key type than the recorded one is a change too, as for ssh: a downgrade to a
        // type we hold no key for is exactly what an attacker would try.
        m_hostKey = info;
        fail(Diagnosis::make(QStringLiteral("host_key_changed"),
                             QStringLiteral("%1 presented %2 %3; %4 has %5 for it")
                                 .arg(pattern, info.keyType, info.fingerprint, where(decision.decisive),
                                      info.knownFingerprints.join(QStringLiteral(", "))),
                             Stage::HostKey,
                             {pattern, info.fingerprint, info.knownFingerprints.join(QStringLiteral(", "))}));
        return false;
    case Verdict::Unknown:
        break;
    }
    m_hostKey = info;
    if (!decision.readError.isEmpty()) {
        fail(Diagnosis::make(QStringLiteral("host_key_unknown"), decision.readError, Stage::HostKey,
                             {pattern, info.fingerprint}));
        return false;
    }
    if (m_target.hostKeyPolicy == HostKeyPolicy::AcceptNew && !userFile.isEmpty()) {
        KnownHosts file(userFile);
        QString error;
        if (!file.addNamed(pattern, info.keyType, info.keyBase64, m_target.hashKnownHosts, &error)) {
            fail(Diagnosis::make(QStringLiteral("host_key_unknown"),
                                 QStringLiteral("cannot record %1 in %2: %3").arg(pattern, userFile, error),
                                 Stage::HostKey, {pattern, info.fingerprint}));
            return false;
        }
        endStage(true, QStringLiteral("%1 %2 recorded in %3 (accept-new)")
                           .arg(info.keyType, info.fingerprint, userFile));
        return true;
    }
    QStringList files = lookup.userFiles + lookup.globalFiles;
    fail(Diagnosis::make(QStringLiteral("host_key_unknown"),
                         QStringLiteral("%1 presented %2 %3, which is not in %4")
                             .arg(pattern, info.keyType, info.fingerprint, files.join(QStringLiteral(", "))),
                         Stage::HostKey, {pattern, info.fingerprint}));
    return false;
}

bool SshConnection::loadIdentity(const QString& path, QString* why)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *why = QStringLiteral("%1: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray text = file.readAll();
    const bool encrypted = isEncryptedPrivateKey(text);
    if (encrypted && !m_target.passphrase) {
        *why = QStringLiteral("%1 is encrypted and no passphrase is available").arg(path);
        return false;
    }
    const QByteArray passphrase = m_target.passphrase.value_or(QString()).toUtf8();
    ssh_key key = nullptr;
    const int rc = ssh_pki_import_privkey_base64(
        text.constData(), m_target.passphrase ? passphrase.constData() : nullptr, nullptr, nullptr, &key);
    if (rc != SSH_OK) {
        *why = encrypted ? QStringLiteral("%1: the passphrase does not decrypt it").arg(path)
                         : QStringLiteral("%1: not a private key libssh can read").arg(path);
        return false;
    }
    m_identity.reset(key);
    return true;
}

void SshConnection::listAgentKeys()
{
    m_agentListed = true;
    if (!m_target.useAgent || qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK"))
        return;
    const AgentListing listing = fleetdeck::listAgentKeys(QString(), 1000);
    if (!listing.ok) {
        m_skippedKeys << QStringLiteral("the ssh-agent (%1)").arg(listing.error);
        return;
    }
    // IdentitiesOnly: only the agent's keys whose files the login lists.
    QList<QByteArray> listed;
    if (m_identitiesOnly) {
        for (const QString& path : std::as_const(m_identityFiles))
            listed << publicBlobOfFile(path);
    }
    for (const AgentKey& k : listing.keys) {
        if (m_target.requiredKeyBlob ? k.blob != *m_target.requiredKeyBlob
                                     : (m_identitiesOnly && !listed.contains(k.blob)))
            continue;
        KeyPtr key = publicKeyFromBlob(k.blob);
        if (key)
            m_agentKeys.push_back({std::move(key), k.fingerprint, k.blob});
    }
}

bool SshConnection::stepAgent(int* rc)
{
    ssh_session s = m_session.get();
    if (!m_agentListed)
        listAgentKeys();
    if (m_agentSigning) {
        // libssh signs with the first of the agent's keys the server accepts: the one found below
        // (those before it were refused, and are again).
        *rc = ssh_userauth_agent(s, nullptr);
        return true;
    }
    while (m_agentIndex < int(m_agentKeys.size())) {
        const AgentCandidate& k = m_agentKeys.at(size_t(m_agentIndex));
        *rc = ssh_userauth_try_publickey(s, nullptr, k.key.get());
        if (*rc == SSH_AUTH_AGAIN || *rc == SSH_AUTH_ERROR)
            return true;
        if (*rc == SSH_AUTH_SUCCESS) {
            m_offering = AcceptedKey{k.fingerprint, QStringLiteral("ssh-agent"), k.blob};
            m_triedKeys << QStringLiteral("%1 (ssh-agent)").arg(k.fingerprint);
            m_agentSigning = true;
            *rc = ssh_userauth_agent(s, nullptr);
            return true;
        }
        m_triedKeys << QStringLiteral("%1 (ssh-agent)").arg(k.fingerprint);
        ++m_agentIndex;
    }
    return false;
}

bool SshConnection::stepFiles(int* rc)
{
    ssh_session s = m_session.get();
    while (m_fileIndex < m_identityFiles.size()) {
        const QString path = m_identityFiles.at(m_fileIndex);
        if (!m_identity) {
            if (!m_explicitIdentity && !QFileInfo::exists(path)) {
                ++m_fileIndex; // ssh passes over the files that are not there
                continue;
            }
            QString why;
            if (!loadIdentity(path, &why)) {
                if (m_explicitIdentity) {
                    const QString fingerprint = inspectPrivateKey(path).fingerprint;
                    QStringList args{path};
                    if (!fingerprint.isEmpty())
                        args << fingerprint;
                    fail(Diagnosis::make(QStringLiteral("key_unusable"), why, Stage::Auth, args));
                    *rc = SSH_AUTH_ERROR;
                    return true;
                }
                m_skippedKeys << why;
                ++m_fileIndex;
                continue;
            }
            m_offering = AcceptedKey{keyFingerprint(m_identity.get()), path, publicBlobOf(m_identity.get())};
            if (m_target.requiredKeyBlob && m_offering.blob != *m_target.requiredKeyBlob) {
                // A login that proves one key offers no other.
                m_skippedKeys << QStringLiteral("%1 (not the key to prove)").arg(path);
                m_identity.reset();
                m_offering = {};
                ++m_fileIndex;
                continue;
            }
            m_triedKeys << QStringLiteral("%1 (%2)").arg(m_offering.fingerprint, path);
        }
        *rc = ssh_userauth_publickey(s, nullptr, m_identity.get());
        if (*rc == SSH_AUTH_AGAIN || *rc == SSH_AUTH_ERROR || *rc == SSH_AUTH_SUCCESS)
            return true;
        m_identity.reset();
        ++m_fileIndex;
        if (*rc == SSH_AUTH_PARTIAL)
            return true;
    }
    return false;
}

void SshConnection::stepAuth()
{
    ssh_session s = m_session.get();
    for (;;) {
        int rc = SSH_AUTH_DENIED;
        // Each step returns while a call is pending or once authentication is settled, and
        // moves on to the next method when the server refused this one.
        switch (m_authStep) {
        case AuthStep::None:
            rc = ssh_userauth_none(s, nullptr);
            if (settled(rc))
                return;
            m_methods = ssh_userauth_list(s, nullptr);
            m_authStep = m_target.requiredKeyBlob ? AuthStep::Probe : AuthStep::Agent;
            continue;
        case AuthStep::Probe: {
            if (!m_probeKey) {
                m_probeKey = publicKeyFromBlob(*m_target.requiredKeyBlob);
                if (!m_probeKey) {
                    fail(Diagnosis::make(
                        QStringLiteral("key_unusable"),
                        QStringLiteral("the key to prove is not a public key libssh can read"), Stage::Auth));
                    return;
                }
                m_triedKeys << QStringLiteral("%1 (asked whether the server accepts it)")
                                   .arg(keyFingerprint(m_probeKey.get()));
            }
            rc = (m_methods & SSH_AUTH_METHOD_PUBLICKEY)
                     ? ssh_userauth_try_publickey(s, nullptr, m_probeKey.get())
                     : SSH_AUTH_DENIED;
            if (rc == SSH_AUTH_AGAIN) {
                updateWriteInterest();
                return;
            }
            if (rc == SSH_AUTH_ERROR) {
                fail(Diagnosis::make(QStringLiteral("connection_lost"), libsshError(s), Stage::Auth));
                return;
            }
            if (rc != SSH_AUTH_SUCCESS) // the server would not take this key: nothing else counts
                return authDenied();
            m_authStep = AuthStep::Agent;
            continue;
        }
        case AuthStep::Agent:
            // As ssh: the agent's keys first (only those of the listed files under
            // IdentitiesOnly), then the identity files in order; one key at a time, so that the
            // key the server accepted is known (acceptedKey()).
            if (m_agentDone || !(m_methods & SSH_AUTH_METHOD_PUBLICKEY)) {
                m_authStep = AuthStep::Files;
                continue;
            }
            if (stepAgent(&rc)) {
                if (settled(rc))
                    return;
                if (m_state != State::Authenticating)
                    return;
            }
            m_agentDone = true;
            m_offering = {};
            if (rc == SSH_AUTH_PARTIAL)
                m_methods = ssh_userauth_list(s, nullptr);
            m_authStep = AuthStep::Files;
            continue;
        case AuthStep::Files:
            if (!(m_methods & SSH_AUTH_METHOD_PUBLICKEY)) {
                m_authStep = AuthStep::Password;
                continue;
            }
            if (stepFiles(&rc)) {
                if (m_state != State::Authenticating)
                    return; // failed (an unusable explicit identity)
                if (settled(rc))
                    return;
                m_offering = {};
                if (rc == SSH_AUTH_PARTIAL)
                    m_methods = ssh_userauth_list(s, nullptr);
                continue; // the next file
            }
            m_offering = {};
            m_authStep = AuthStep::Password;
            continue;
        case AuthStep::Password:
            if (m_passwordDone || !m_target.password || !(m_methods & SSH_AUTH_METHOD_PASSWORD)) {
                m_authStep = AuthStep::KbdInt;
                continue;
            }
            rc = ssh_userauth_password(s, nullptr, m_target.password->toUtf8().constData());
            if (settled(rc))
                return;
            m_passwordDone = true;
            m_triedKeys << QStringLiteral("password");
            m_authStep = AuthStep::KbdInt;
            continue;
        case AuthStep::KbdInt:
            if (m_kbdintDone || !m_target.password || !(m_methods & SSH_AUTH_METHOD_INTERACTIVE)) {
                m_authStep = AuthStep::Done;
                continue;
            }
            rc = ssh_userauth_kbdint(s, nullptr, nullptr);
            while (rc == SSH_AUTH_INFO) {
                const QByteArray answer = m_target.password->toUtf8();
                const int prompts = ssh_userauth_kbdint_getnprompts(s);
                for (int i = 0; i < prompts; ++i)
                    ssh_userauth_kbdint_setanswer(s, unsigned(i), answer.constData());
                rc = ssh_userauth_kbdint(s, nullptr, nullptr);
            }
            if (settled(rc))
                return;
            m_kbdintDone = true;
            m_triedKeys << QStringLiteral("keyboard-interactive");
            m_authStep = AuthStep::Done;
            continue;
        case AuthStep::Done:
            return authDenied();
        }
    }
}

bool SshConnection::settled(int rc)
{
    switch (rc) {
    case SSH_AUTH_AGAIN:
        updateWriteInterest(); // resumed when the server answers
        return true;
    case SSH_AUTH_SUCCESS:
        authSucceeded();
        return true;
    case SSH_AUTH_ERROR:
        // Not a refusal: the connection itself failed during authentication.
        fail(Diagnosis::make(QStringLiteral("connection_lost"), libsshError(m_session.get()), Stage::Auth));
        return true;
    default:
        return false; // denied or partial: try the next method
    }
}

void SshConnection::authDenied()
{
    QString offered = m_triedKeys.isEmpty()
                          ? QStringLiteral("no key or password was available to offer")
                          : QStringLiteral("offered: %1").arg(m_triedKeys.join(QStringLiteral(", ")));
    if (!m_skippedKeys.isEmpty())
        offered += QStringLiteral("; not offered: %1").arg(m_skippedKeys.join(QStringLiteral(", ")));
    fail(Diagnosis::make(QStringLiteral("auth_denied"),
                         QStringLiteral("Permission denied (%1) for %2@%3; %4")
                             .arg(methodsText(m_methods), m_target.user,
                                  KnownHosts::hostPattern(m_target.host, m_target.port), offered),
                         // The keys tried are in the detail; the message stays one readable line.
                         Stage::Auth, {m_target.user, m_target.host}));
}

void SshConnection::authSucceeded()
{
    m_accepted = std::exchange(m_offering, {});
    m_identity.reset();
    m_agentKeys.clear();
    m_probeKey.reset();
    endStage(true, QStringLiteral("%1 accepted")
                       .arg(m_triedKeys.isEmpty() ? QStringLiteral("none") : m_triedKeys.last()));
    m_state = State::Ready;
    m_deadline.stop();
    m_established.start();
    // From here on packets are processed through an event, which fires channel callbacks.
    m_event.reset(ssh_event_new());
    ssh_event_add_session(m_event.get(), m_session.get());
    m_keepalive.start(m_keepaliveMs);
    Q_EMIT ready();
}

void SshConnection::setCorked(bool corked)
{
    const int value = corked ? 1 : 0;
    if (m_fd >= 0 && isAlive()) // libssh closes the socket of a session that ended
        ::setsockopt(m_fd, IPPROTO_TCP, TCP_CORK, &value, sizeof value);
}

void SshConnection::acknowledgeNow()
{
    // The server sends small packets without waiting (Nagle on its side, e.g. its host-keys
    // notice after login); a delayed ACK from us would hold its next answer back by ~40 ms.
    const int one = 1;
    if (m_fd >= 0)
        ::setsockopt(m_fd, IPPROTO_TCP, TCP_QUICKACK, &one, sizeof one);
}

void SshConnection::service(bool readable)
{
    if (m_servicing) {
        // Called from an operation that the loop below is advancing: the loop goes round again.
        m_serviceAgain = m_serviceAgain || readable || writePending();
        return;
    }
    const QScopedValueRollback<bool> servicing(m_servicing, true);
    // libssh sends one packet, then holds the next until a poll has seen the socket writable
    // again. That poll is done here at once, in a loop with the operations' reactions to what
    // arrived: through the event loop it would cost a notifier switched on and off (each a
    // wake-up) and two more turns of the loop per packet. Only a socket that stays full leaves
    // the write notifier on.
    constexpr int kMaxRounds = 8;
    bool again = readable || writePending();
    for (int round = 0; round < kMaxRounds && again; ++round) {
        m_serviceAgain = false;
        m_pumping = true;
        const int rc = ssh_event_dopoll(m_event.get(), 0);
        m_pumping = false;
        // Operations look at what the poll delivered first: an answer that arrived complete
        // just before the connection went away is still an answer.
        Q_EMIT activity();
        if (rc == SSH_ERROR || !isAlive()) {
            const QString why = libsshError(m_session.get());
            fail(Diagnosis::make(QStringLiteral("connection_lost"),
                                 why.isEmpty() ? QStringLiteral("the server closed the connection") : why,
                                 Stage::Channel));
            return;
        }
        again = m_serviceAgain || writePending();
    }
    if (m_watch)
        m_watch->setWriteEnabled(writePending());
}

void SshConnection::keepalive()
{
    if (m_state != State::Ready)
        return;
    m_prepared->expireUnused();
    if (m_lastReceived.elapsed() > 3 * m_keepaliveMs) {
        fail(Diagnosis::make(
            QStringLiteral("connection_lost"),
            QStringLiteral("no answer to keepalives for %1 s").arg(m_lastReceived.elapsed() / 1000),
            Stage::Channel));
        return;
    }
    if (m_lastReceived.elapsed() >= m_keepaliveMs) {
        ssh_send_keepalive(m_session.get());
        updateWriteInterest();
    }
}

} // namespace fleetdeck::ssh
