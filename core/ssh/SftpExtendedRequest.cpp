// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SftpExtendedRequest.h"

#include "ssh/LibSsh.h"
#include "ssh/SftpSession.h"

#include <QtEndian>

namespace fleetdeck::ssh {

namespace {
// OpenSSH's sftp-server refuses messages over 256 KiB; a status answer is far smaller.
constexpr quint32 MaxAnswer = 256 * 1024;

void appendU32(QByteArray& out, quint32 value)
{
    char bytes[4];
    qToBigEndian(value, bytes);
    out.append(bytes, 4);
}

void appendString(QByteArray& out, const QByteArray& text)
{
    appendU32(out, quint32(text.size()));
    out.append(text);
}

quint32 u32At(const char* data)
{
    return qFromBigEndian<quint32>(data);
}
} // namespace

SftpExtendedRequest::SftpExtendedRequest(sftp_session sftp, QDeadlineTimer deadline, CancelToken cancel)
    : m_sftp(sftp)
    , m_deadline(deadline)
    , m_cancel(std::move(cancel))
{}

bool SftpExtendedRequest::run(const QByteArray& name, const QList<QByteArray>& arguments)
{
    // The id comes from libssh's own counter, so that its later requests never reuse it.
    const quint32 id = ++m_sftp->id_counter;
    QByteArray body;
    body.append(char(SSH_FXP_EXTENDED));
    appendU32(body, id);
    appendString(body, name);
    for (const QByteArray& argument : arguments)
        appendString(body, argument);
    QByteArray packet;
    appendU32(packet, quint32(body.size()));
    packet.append(body);
    const int written = ssh_channel_write(m_sftp->channel, packet.constData(), uint32_t(packet.size()));
    if (written != packet.size()) {
        m_status = SSH_FX_CONNECTION_LOST;
        m_error = QStringLiteral("sending %1 failed: %2")
                      .arg(QString::fromLatin1(name), libsshError(m_sftp->session));
        return false;
    }

    char header[4];
    if (!readExactly(header, 4))
        return false;
    const quint32 length = u32At(header);
    if (length < 1 + 4 + 4 || length > MaxAnswer) {
        m_status = SSH_FX_BAD_MESSAGE;
        m_error =
            QStringLiteral("malformed answer to %1 (length %2)").arg(QString::fromLatin1(name)).arg(length);
        return false;
    }
    QByteArray reply(qsizetype(length), Qt::Uninitialized);
    if (!readExactly(reply.data(), int(length)))
        return false;
    const quint8 type = quint8(reply.at(0));
    const quint32 answerId = u32At(reply.constData() + 1);
    if (type != SSH_FXP_STATUS || answerId != id) {
        m_status = SSH_FX_BAD_MESSAGE;
        m_error = QStringLiteral("unexpected answer to %1 (type %2, id %3, expected a status for id %4)")
                      .arg(QString::fromLatin1(name))
                      .arg(type)
                      .arg(answerId)
                      .arg(id);
        return false;
    }
    m_answered = true;
    m_status = int(u32At(reply.constData() + 5));
    if (m_status == SSH_FX_OK)
        return true;
    QString message;
    if (reply.size() >= 13) {
        const quint32 n = u32At(reply.constData() + 9);
        if (n <= quint32(reply.size() - 13))
            message = QString::fromUtf8(reply.constData() + 13, qsizetype(n));
    }
    m_error = QStringLiteral("%1: SFTP server: %2")
                  .arg(SftpSession::statusName(m_status),
                       message.isEmpty() ? QStringLiteral("(no message)") : message);
    return false;
}

bool SftpExtendedRequest::readExactly(char* buffer, int size)
{
    int got = 0;
    while (got < size) {
        // Short slices, so that the deadline and a cancel are noticed while the server is silent.
        const qint64 left = m_deadline.remainingTime(); // -1: forever
        const int slice = left < 0 ? 1000 : int(qBound(qint64(1), left, qint64(1000)));
        const int n = ssh_channel_read_timeout(m_sftp->channel, buffer + got, uint32_t(size - got), 0, slice);
        if (n < 0 ||
            (n == 0 && (ssh_channel_is_eof(m_sftp->channel) || !ssh_is_connected(m_sftp->session)))) {
            m_status = SSH_FX_CONNECTION_LOST;
            m_error = QStringLiteral("the connection broke while waiting for the answer: %1")
                          .arg(libsshError(m_sftp->session));
            return false;
        }
        if (n == 0 && m_deadline.hasExpired()) {
            m_status = SftpSession::StatusTimeout;
            m_error = QStringLiteral("no answer before the deadline");
            return false;
        }
        if (n == 0 && m_cancel.isCancelled()) {
            m_status = SftpSession::StatusCancelled;
            m_error = QStringLiteral("cancelled by the caller while waiting for the answer");
            return false;
        }
        got += n;
    }
    return true;
}

} // namespace fleetdeck::ssh
