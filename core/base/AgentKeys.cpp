// SPDX-License-Identifier: GPL-3.0-or-later
#include "base/AgentKeys.h"

#include "Tr.h"
#include "base/PublicKey.h"
#include "base/WireReader.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QtEndian>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace fleetdeck {

namespace {

// draft-miller-ssh-agent, section 5.1.
constexpr quint8 kAgentFailure = 5;
constexpr quint8 kRequestIdentities = 11;
constexpr quint8 kIdentitiesAnswer = 12;

// OpenSSH's own client refuses agent answers above this (MAX_AGENT_REPLY_LEN).
constexpr quint32 kMaxAnswer = 256 * 1024;

// Each key is at least two empty strings.
constexpr quint32 kMinKeySize = 8;

#ifdef MSG_NOSIGNAL
constexpr int kSendFlags = MSG_NOSIGNAL; // a closed agent must not SIGPIPE the application
#else
constexpr int kSendFlags = 0; // SO_NOSIGPIPE is set on the socket instead
#endif

/// A non-blocking, close-on-exec unix stream socket, or -1 with errno set.
int openSocket()
{
#if defined(SOCK_CLOEXEC) && defined(SOCK_NONBLOCK)
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
#else
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd >= 0 && (::fcntl(fd, F_SETFD, FD_CLOEXEC) < 0 ||
                    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK) < 0)) {
        const int error = errno;
        ::close(fd);
        errno = error;
        return -1;
    }
#endif
#ifdef SO_NOSIGPIPE
    if (fd >= 0) {
        const int on = 1;
        ::setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, sizeof on);
    }
#endif
    return fd;
}

enum class Wait { Ready, TimedOut, Failed };

/// Waits until `fd` is ready for `events` or the deadline passes.
Wait waitFor(int fd, short events, const QDeadlineTimer& deadline)
{
    for (;;) {
        pollfd p{fd, events, 0};
        const int r = ::poll(&p, 1, int(qMin<qint64>(deadline.remainingTime(), 60 * 1000)));
        if (r > 0)
            return Wait::Ready; // errors and hang-ups surface in the following call
        if (r == 0 && deadline.hasExpired())
            return Wait::TimedOut;
        if (r < 0 && errno != EINTR)
            return Wait::Failed;
    }
}

/// One request/answer exchange with an agent, failing with a message that names the socket.
class AgentConnection
{
public:
    AgentConnection(const QString& path, int timeoutMs)
        : m_path(path)
        , m_timeoutMs(timeoutMs)
        , m_deadline(timeoutMs, Qt::PreciseTimer)
    {}
    ~AgentConnection()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    AgentConnection(const AgentConnection&) = delete;
    AgentConnection& operator=(const AgentConnection&) = delete;

    bool connectToAgent();
    bool send(const QByteArray& message);
    /// The body of the next message (type byte and contents), without its length.
    bool receive(QByteArray* body);

    QString error() const { return m_error; }

private:
    bool fail(const QString& error)
    {
        m_error = error;
        return false;
    }
    bool failUnreachable(int error)
    {
        return fail(Tr::tr("Cannot reach the ssh-agent at %1: %2").arg(m_path, qt_error_string(error)));
    }
    bool failTalking(int error)
    {
        return fail(
            Tr::tr("Lost the connection to the ssh-agent at %1: %2").arg(m_path, qt_error_string(error)));
    }
    bool failTimedOut()
    {
        return fail(Tr::tr("The ssh-agent at %1 did not answer within %2 ms").arg(m_path).arg(m_timeoutMs));
    }
    bool receiveExactly(char* data, qsizetype size, bool inAnswer);
    /// Waits until the socket is ready for `events`, within the deadline.
    bool waitWhileTalking(short events)
    {
        switch (waitFor(m_fd, events, m_deadline)) {
        case Wait::TimedOut:
            return failTimedOut();
        case Wait::Failed:
            return failTalking(errno);
        case Wait::Ready:
            break;
        }
        return true;
    }

    QString m_path;
    int m_timeoutMs;
    QDeadlineTimer m_deadline;
    int m_fd = -1;
    QString m_error;
};

bool AgentConnection::connectToAgent()
{
    const QByteArray encoded = QFile::encodeName(m_path);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (encoded.size() >= qsizetype(sizeof address.sun_path))
        return failUnreachable(ENAMETOOLONG);
    std::memcpy(address.sun_path, encoded.constData(), encoded.size());

    m_fd = openSocket();
    if (m_fd < 0)
        return failUnreachable(errno);

    for (;;) {
        if (::connect(m_fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0)
            return true;
        const int error = errno;
        if (error == EAGAIN) {
            // Linux: the agent's backlog is full; the connection is not queued, so retry.
            pollfd none{-1, 0, 0};
            ::poll(&none, 1, int(qMin<qint64>(m_deadline.remainingTime(), 10)));
            if (m_deadline.hasExpired())
                return failTimedOut();
            continue;
        }
        if (error != EINPROGRESS && error != EINTR)
            return failUnreachable(error);
        // The connection completes in the background.
        switch (waitFor(m_fd, POLLOUT, m_deadline)) {
        case Wait::TimedOut:
            return failTimedOut();
        case Wait::Failed:
            return failUnreachable(errno);
        case Wait::Ready:
            break;
        }
        int soError = 0;
        socklen_t length = sizeof soError;
        if (::getsockopt(m_fd, SOL_SOCKET, SO_ERROR, &soError, &length) < 0)
            return failUnreachable(errno);
        return soError == 0 ? true : failUnreachable(soError);
    }
}

bool AgentConnection::send(const QByteArray& message)
{
    qsizetype sent = 0;
    while (sent < message.size()) {
        const ssize_t n = ::send(m_fd, message.constData() + sent, message.size() - sent, kSendFlags);
        if (n > 0) {
            sent += n;
            continue;
        }
        if (errno == EINTR)
            continue;
        if (errno != EAGAIN && errno != EWOULDBLOCK)
            return failTalking(errno);
        if (!waitWhileTalking(POLLOUT))
            return false;
    }
    return true;
}

bool AgentConnection::receiveExactly(char* data, qsizetype size, bool inAnswer)
{
    qsizetype received = 0;
    while (received < size) {
        const ssize_t n = ::recv(m_fd, data + received, size - received, 0);
        if (n > 0) {
            received += n;
            continue;
        }
        if (n == 0) {
            return fail(
                inAnswer || received > 0
                    ? Tr::tr("The ssh-agent at %1 closed the connection in the middle of its answer")
                          .arg(m_path)
                    : Tr::tr("The ssh-agent at %1 closed the connection without answering").arg(m_path));
        }
        if (errno == EINTR)
            continue;
        if (errno != EAGAIN && errno != EWOULDBLOCK)
            return failTalking(errno);
        if (!waitWhileTalking(POLLIN))
            return false;
    }
    return true;
}

bool AgentConnection::receive(QByteArray* body)
{
    char header[4];
    if (!receiveExactly(header, sizeof header, false))
        return false;
    const quint32 length = qFromBigEndian<quint32>(header);
    if (length == 0)
        return fail(Tr::tr("The ssh-agent at %1 sent an empty message").arg(m_path));
    if (length > kMaxAnswer) {
        return fail(Tr::tr("The ssh-agent at %1 sent an answer of %2 bytes, more than the %3 KiB accepted")
                        .arg(m_path)
                        .arg(length)
                        .arg(kMaxAnswer / 1024));
    }
    body->resize(length);
    return receiveExactly(body->data(), length, true);
}

/// A printable ASCII name without spaces, as every SSH key type is.
bool isTypeName(const QByteArray& type)
{
    if (type.isEmpty())
        return false;
    for (const char c : type) {
        if (c <= ' ' || c > '~')
            return false;
    }
    return true;
}

/// Parses the body of SSH_AGENT_IDENTITIES_ANSWER after its type byte; on failure says why.
bool parseIdentities(QByteArrayView data, QList<AgentKey>* keys, QString* why)
{
    WireReader reader(data);
    const auto count = reader.uint32();
    if (!count) {
        *why = Tr::tr("the key count is missing");
        return false;
    }
    const qsizetype room = (data.size() - reader.position()) / kMinKeySize;
    if (*count > room) {
        *why = Tr::tr("it claims %1 keys in %2 bytes").arg(*count).arg(data.size());
        return false;
    }
    keys->reserve(*count);
    for (quint32 i = 1; i <= *count; ++i) {
        const auto blob = reader.string();
        const auto comment = blob ? reader.string() : std::nullopt;
        if (!comment) {
            *why = Tr::tr("key %1 of %2 is truncated").arg(i).arg(*count);
            return false;
        }
        const QByteArray type = PublicKey::blobType(*blob);
        if (!isTypeName(type)) {
            *why = Tr::tr("key %1 of %2 has no valid key type").arg(i).arg(*count);
            return false;
        }
        keys->append(AgentKey{QString::fromLatin1(type), *blob, QString::fromUtf8(*comment),
                              PublicKey::fingerprintOf(*blob)});
    }
    // Trailing bytes are ignored, as OpenSSH's ssh-add ignores them.
    return true;
}

} // namespace

QString AgentKey::publicKeyLine() const
{
    QString line = type + QLatin1Char(' ') + QString::fromLatin1(blob.toBase64());
    const bool printable = std::all_of(comment.cbegin(), comment.cend(),
                                       [](QChar c) { return c == QLatin1Char(' ') || c.isPrint(); });
    if (!comment.isEmpty() && printable)
        line += QLatin1Char(' ') + comment;
    return line;
}

AgentListing listAgentKeys(const QString& socketPath, int timeoutMs)
{
    AgentListing listing;
    const QString path = socketPath.isEmpty() ? qEnvironmentVariable("SSH_AUTH_SOCK") : socketPath;
    if (path.isEmpty()) {
        listing.error = Tr::tr("No ssh-agent: SSH_AUTH_SOCK is not set");
        return listing;
    }

    AgentConnection agent(path, timeoutMs > 0 ? timeoutMs : 2000);
    QByteArray request(4, '\0');
    qToBigEndian<quint32>(1, request.data());
    request += char(kRequestIdentities);
    QByteArray answer;
    if (!agent.connectToAgent() || !agent.send(request) || !agent.receive(&answer)) {
        listing.error = agent.error();
        return listing;
    }

    const quint8 type = quint8(answer.at(0));
    if (type == kAgentFailure) {
        listing.error = Tr::tr("The ssh-agent at %1 refused to list its keys").arg(path);
        return listing;
    }
    if (type != kIdentitiesAnswer) {
        listing.error =
            Tr::tr("The ssh-agent at %1 sent an unexpected answer (message type %2)").arg(path).arg(type);
        return listing;
    }
    QString why;
    if (!parseIdentities(QByteArrayView(answer).sliced(1), &listing.keys, &why)) {
        listing.keys.clear();
        listing.error = Tr::tr("The ssh-agent at %1 sent a malformed key list: %2").arg(path, why);
        return listing;
    }
    listing.ok = true;
    return listing;
}

} // namespace fleetdeck
