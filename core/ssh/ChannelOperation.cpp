// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/ChannelOperation.h"

#include "ssh/PreparedChannel.h"
#include "ssh/SshConnection.h"

#include <QScopedValueRollback>

#include <algorithm>
#include <cctype>

namespace fleetdeck::ssh {

using Stage = Diagnosis::Stage;

namespace {

enum class Chunked { Complete, Incomplete, Malformed };

/// Decodes a body sent with `Transfer-Encoding: chunked` (RFC 9112, 7.1): chunks of a hex size
/// (extensions after `;` ignored), CRLF, the data, CRLF; a chunk of size 0 ends it, followed by
/// optional trailer lines and an empty line. *why says what is malformed.
Chunked decodeChunked(QByteArrayView in, QByteArray* out, QString* why)
{
    out->clear();
    qsizetype pos = 0;
    for (;;) {
        const qsizetype eol = in.indexOf(QByteArrayView("\r\n"), pos);
        if (eol < 0 && in.size() - pos > 1024) {
            *why = QStringLiteral("a chunk size line longer than 1 KiB");
            return Chunked::Malformed;
        }
        if (eol < 0)
            return Chunked::Incomplete;
        QByteArrayView size = in.sliced(pos, eol - pos);
        if (const qsizetype semicolon = size.indexOf(';'); semicolon >= 0)
            size = size.first(semicolon);
        size = size.trimmed();
        const bool hex =
            !size.isEmpty() && size.size() <= 15 &&
            std::all_of(size.begin(), size.end(), [](char c) { return std::isxdigit(uchar(c)); });
        if (!hex) {
            *why = QStringLiteral("a chunk size that is not hexadecimal (%1)")
                       .arg(Diagnosis::quoteBytes(size, 24));
            return Chunked::Malformed;
        }
        const qsizetype length = qsizetype(size.toByteArray().toULongLong(nullptr, 16));
        const qsizetype data = eol + 2;
        if (length == 0) {
            for (qsizetype trailer = data;;) { // trailer lines, then the empty line that ends the body
                const qsizetype end = in.indexOf(QByteArrayView("\r\n"), trailer);
                if (end < 0)
                    return Chunked::Incomplete;
                if (end == trailer)
                    return Chunked::Complete;
                trailer = end + 2;
            }
        }
        if (length > in.size() - data || in.size() - data - length < 2)
            return Chunked::Incomplete;
        if (in.at(data + length) != '\r' || in.at(data + length + 1) != '\n') {
            *why = QStringLiteral("a chunk of %1 bytes not followed by CRLF").arg(length);
            return Chunked::Malformed;
        }
        out->append(in.sliced(data, length));
        pos = data + length + 2;
    }
}

/// Whether the head (lower-cased, without its final CRLF CRLF) announces a chunked body.
bool chunkedHead(const QByteArray& head)
{
    for (const QByteArray& line : head.split('\n')) {
        if (line.startsWith("transfer-encoding:"))
            return line.mid(18).trimmed().endsWith("chunked");
    }
    return false;
}

} // namespace

ChannelOperation::ChannelOperation(SshConnection& connection, const OperationRequest& request,
                                   QObject* parent)
    : QObject(parent)
    , m_connection(connection)
    , m_request(request)
{
    m_clock.start();
    ssh_callbacks_init(&m_callbacks);
    m_callbacks.userdata = this;
    m_callbacks.channel_data_function = &ChannelOperation::onData;
    m_callbacks.channel_eof_function = &ChannelOperation::onEof;
    m_callbacks.channel_close_function = &ChannelOperation::onClose;
    m_callbacks.channel_exit_status_function = &ChannelOperation::onExitStatus;
    m_callbacks.channel_exit_signal_function = &ChannelOperation::onExitSignal;
    if (isHttp()) {
        m_httpRequest = QStringLiteral("GET %1 HTTP/1.1\r\nHost: 127.0.0.1:%2\r\nUser-Agent: fleetdeck\r\n"
                                       "Accept: application/json\r\nConnection: close\r\n\r\n")
                            .arg(m_request.httpPath)
                            .arg(m_request.httpPort)
                            .toLatin1();
    }
}

ChannelOperation::~ChannelOperation()
{
    if (m_channel) {
        ssh_remove_channel_callbacks(m_channel.get(), &m_callbacks);
        if (m_connection.isAlive() && ssh_channel_is_open(m_channel.get())) {
            const quint64 packets = m_connection.packetsIn();
            ssh_channel_close(m_channel.get());
            m_channel.reset();
            m_connection.noticeInputSince(packets);
        }
    }
}

Stage ChannelOperation::currentStage() const
{
    switch (m_state) {
    case State::Opening:
        return Stage::Channel;
    case State::Requesting:
        return Stage::Exec;
    default:
        return isHttp() ? Stage::Http : Stage::Exec;
    }
}

void ChannelOperation::finish(std::optional<Diagnosis> diagnosis)
{
    if (m_state == State::Finished)
        return;
    m_state = State::Finished;
    m_totalMs = m_clock.nsecsElapsed() / 1e6;
    m_diagnosis = std::move(diagnosis);
    if (m_channel)
        ssh_remove_channel_callbacks(m_channel.get(), &m_callbacks);
    Q_EMIT finished();
}

void ChannelOperation::abort(const Diagnosis& diagnosis, bool deadConnection)
{
    m_deadConnection = deadConnection;
    finish(diagnosis);
}

void ChannelOperation::channelFailed(const QString& what)
{
    const QString error = libsshError(m_connection.session());
    if (!m_connection.isAlive()) {
        m_deadConnection = true;
        finish(Diagnosis::make(QStringLiteral("connection_lost"), QStringLiteral("%1: %2").arg(what, error),
                               Stage::Channel));
        return;
    }
    // OpenSSH answers a forward with reason 1 (administratively prohibited: AllowTcpForwarding
    // no) or 2 (connect failed: nothing listens on the node's port).
    if (isHttp() && m_state == State::Opening &&
        (error.contains(QLatin1String("(2)")) ||
         error.contains(QLatin1String("Connection refused"), Qt::CaseInsensitive))) {
        finish(Diagnosis::make(
            QStringLiteral("status_unreachable"),
            QStringLiteral("%1 to 127.0.0.1:%2 on the node: %3").arg(what).arg(m_request.httpPort).arg(error),
            Stage::Channel, {QString::number(m_request.httpPort)}));
        return;
    }
    // RFC 4254 §5.1 reason codes, named so the detail says what the server meant.
    static const char* const reasons[] = {
        "",
        ("administratively prohibited (forwarding disabled, e.g. AllowTcpForwarding no, "
         "or the server's session limit)"),
        "connect failed", "unknown channel type", "resource shortage"};
    QString reason;
    for (int code = 1; code <= 4; ++code) {
        if (error.contains(QStringLiteral("error (%1)").arg(code)))
            reason = QStringLiteral(" — reason %1: %2").arg(code).arg(QLatin1String(reasons[code]));
    }
    finish(Diagnosis::make(QStringLiteral("channel_refused"),
                           QStringLiteral("%1: %2%3").arg(what, error, reason), Stage::Channel));
}

void ChannelOperation::advance()
{
    if (m_advancing) {
        // Re-entered from the connection's service() after a send of ours: go round again.
        m_advanceAgain = true;
        return;
    }
    const quint64 packets = m_connection.packetsIn();
    {
        const QScopedValueRollback<bool> advancing(m_advancing, true);
        do {
            m_advanceAgain = false;
            step();
        } while (m_advanceAgain && m_state != State::Finished);
    }
    m_connection.noticeInputSince(packets); // may advance this operation again: it is done here
}

void ChannelOperation::step()
{
    if (m_state == State::Finished)
        return;
    if (m_request.cancel.isCancelled()) {
        finish(Diagnosis::make(QStringLiteral("timeout"), QStringLiteral("cancelled by the caller"),
                               currentStage()));
        return;
    }
    ssh_session s = m_connection.session();
    if (m_state == State::Opening) {
        if (!m_channel) {
            if (m_request.kind == OperationKind::HttpGet) {
                m_channel = m_connection.preparedChannel().take(quint16(m_request.httpPort));
                m_fromPrepared = bool(m_channel);
            }
            if (!m_channel)
                m_channel.reset(ssh_channel_new(s));
            if (!m_channel) {
                channelFailed(QStringLiteral("cannot create a channel"));
                return;
            }
            ssh_set_channel_callbacks(m_channel.get(), &m_callbacks);
        }
        const int rc = isHttp() ? ssh_channel_open_forward(m_channel.get(), "127.0.0.1", m_request.httpPort,
                                                           "127.0.0.1", 0)
                                : ssh_channel_open_session(m_channel.get());
        if (rc == SSH_AGAIN)
            return m_connection.updateWriteInterest();
        if (rc != SSH_OK && m_fromPrepared && m_connection.isAlive()) {
            // The channel opened ahead was refused, or closed since: this GET opens its own, and
            // that one's outcome is the one reported.
            ssh_remove_channel_callbacks(m_channel.get(), &m_callbacks);
            m_channel.reset();
            m_fromPrepared = false;
            m_advanceAgain = true;
            return;
        }
        if (rc != SSH_OK)
            return channelFailed(isHttp() ? QStringLiteral("direct-tcpip channel refused")
                                          : QStringLiteral("session channel refused"));
        m_channelMs = m_clock.nsecsElapsed() / 1e6;
        m_state = isHttp() ? State::Writing : State::Requesting;
    }
    if (m_state == State::Requesting) {
        const int rc = ssh_channel_request_exec(m_channel.get(), m_request.command.toUtf8().constData());
        if (rc == SSH_AGAIN)
            return m_connection.updateWriteInterest();
        if (rc != SSH_OK)
            return channelFailed(QStringLiteral("exec request refused"));
        m_state = State::Reading;
    }
    if (m_state == State::Writing) {
        while (m_written < m_httpRequest.size()) {
            const int n = ssh_channel_write(m_channel.get(), m_httpRequest.constData() + m_written,
                                            uint32_t(m_httpRequest.size() - m_written));
            if (n == SSH_ERROR)
                return channelFailed(QStringLiteral("writing the HTTP request"));
            if (n == 0)
                return m_connection.updateWriteInterest();
            m_written += n;
        }
        // The request is all there is: EOF right after it lets the server close the channel
        // with its answer (data, EOF and close in one segment: one wake-up fewer here, one
        // packet fewer there). cuzk reads one request and answers; an endpoint that drops a
        // half-closed request is asked again without it (halfCloseRefused()).
        if (m_connection.halfCloseWelcome()) {
            if (ssh_channel_send_eof(m_channel.get()) == SSH_ERROR)
                return channelFailed(QStringLiteral("ending the HTTP request"));
            m_halfClosed = true;
        }
        m_state = State::Reading;
    }
    if (m_state == State::Reading) {
        // An answer past the cap is not read to its end (it could be endless): it is refused now.
        if (isHttp() ? (m_closed || m_eof || m_exec.truncated || httpComplete()) : m_closed)
            isHttp() ? completeHttp() : completeExec();
        else if (!m_connection.isAlive())
            channelFailed(QStringLiteral("reading the answer"));
    }
    m_connection.updateWriteInterest();
}

void ChannelOperation::scheduleAdvance()
{
    if (m_advanceScheduled || m_advancing || m_connection.isPumping() || m_state == State::Finished)
        return;
    m_advanceScheduled = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_advanceScheduled = false;
            advance();
        },
        Qt::QueuedConnection);
}

int ChannelOperation::onData(ssh_session, ssh_channel, void* data, uint32_t len, int isStderr, void* self)
{
    auto* op = static_cast<ChannelOperation*>(self);
    if (op->isHttp())
        op->scheduleAdvance(); // a complete answer may be in
    const char* bytes = static_cast<const char*>(data);
    QByteArray* target =
        op->isHttp() ? &op->m_received : (isStderr ? &op->m_exec.standardError : &op->m_exec.standardOutput);
    // Extra header room so a body of exactly the cap still fits.
    const qint64 cap = op->m_request.outputCap + (op->isHttp() ? 64 * 1024 : 0);
    const qint64 room = qMax<qint64>(0, cap - target->size());
    target->append(bytes, qsizetype(qMin<qint64>(room, len)));
    if (room < qint64(len))
        op->m_exec.truncated = true;
    if (op->m_request.streamOutput && !op->isHttp() && len > 0)
        Q_EMIT op->output(isStderr != 0, QByteArray(bytes, qsizetype(len)));
    return int(len); // consumed (kept or counted as truncated)
}

void ChannelOperation::onEof(ssh_session, ssh_channel, void* self)
{
    auto* op = static_cast<ChannelOperation*>(self);
    op->m_eof = true;
    op->scheduleAdvance();
}

void ChannelOperation::onClose(ssh_session, ssh_channel, void* self)
{
    auto* op = static_cast<ChannelOperation*>(self);
    op->m_closed = true;
    op->scheduleAdvance();
}

void ChannelOperation::onExitStatus(ssh_session, ssh_channel, int status, void* self)
{
    static_cast<ChannelOperation*>(self)->m_exec.exitStatus = status;
}

void ChannelOperation::onExitSignal(ssh_session, ssh_channel, const char* signal, int, const char*,
                                    const char*, void* self)
{
    static_cast<ChannelOperation*>(self)->m_exec.exitSignal = QString::fromUtf8(signal);
}

void ChannelOperation::completeExec()
{
    const ExecResult& r = m_exec;
    if (r.exitStatus == 0 && r.exitSignal.isEmpty()) {
        finish(std::nullopt);
        return;
    }
    const QString how = !r.exitSignal.isEmpty() ? QStringLiteral("killed by signal %1").arg(r.exitSignal)
                        : r.exitStatus          ? QStringLiteral("exit status %1").arg(*r.exitStatus)
                                                : QStringLiteral("no exit status");
    QString stderrText = QString::fromUtf8(r.standardError).trimmed();
    if (stderrText.size() > 2000)
        stderrText = stderrText.left(2000) + QStringLiteral("…");
    finish(Diagnosis::make(
        QStringLiteral("exec_failed"),
        QStringLiteral("`%1`: %2; stderr: %3")
            .arg(m_request.command, how, stderrText.isEmpty() ? QStringLiteral("(empty)") : stderrText),
        Stage::Exec, {how}));
}

bool ChannelOperation::httpComplete() const
{
    const qsizetype end = m_received.indexOf("\r\n\r\n");
    if (end < 0)
        return false;
    const QByteArray head = m_received.left(end).toLower();
    if (chunkedHead(head)) {
        QByteArray body;
        QString why;
        return decodeChunked(QByteArrayView(m_received).sliced(end + 4), &body, &why) != Chunked::Incomplete;
    }
    const qsizetype at = head.indexOf("\ncontent-length:");
    if (at < 0)
        return false; // read until the server closes
    const qsizetype eol = head.indexOf('\n', at + 1);
    const qint64 length = head.mid(at + 16, eol < 0 ? -1 : eol - at - 16).trimmed().toLongLong();
    return m_received.size() - (end + 4) >= length;
}

void ChannelOperation::completeHttp()
{
    if (!m_received.isEmpty() && !QByteArray("HTTP/").startsWith(m_received.left(5))) {
        // Something else listens on the status port: say so, and show its first bytes safely.
        finish(Diagnosis::make(QStringLiteral("status_http_error"),
                               QStringLiteral("GET %1 on 127.0.0.1:%2: the answer is not HTTP (it begins %3)")
                                   .arg(m_request.httpPath)
                                   .arg(m_request.httpPort)
                                   .arg(Diagnosis::quoteBytes(m_received, 24)),
                               Stage::Http));
        return;
    }
    const qsizetype end = m_received.indexOf("\r\n\r\n");
    // Nothing at all: a prepared channel's endpoint may have dropped it as it was used (asked
    // again on a channel of its own); else an EOF after the request may be what it drops.
    if (m_received.isEmpty() && m_fromPrepared)
        m_preparedFailed = true;
    else if (m_received.isEmpty() && m_halfClosed)
        m_halfCloseRefused = true;
    if (end < 0) {
        finish(Diagnosis::make(
            QStringLiteral("status_http_error"),
            m_received.isEmpty()
                ? QStringLiteral("the connection closed without an HTTP answer")
                : QStringLiteral("incomplete HTTP answer: %1").arg(QString::fromLatin1(m_received.left(200))),
            Stage::Http));
        return;
    }
    const QList<QByteArray> lines = m_received.left(end).split('\n');
    m_http.statusLine = lines.value(0).trimmed();
    const QList<QByteArray> parts = m_http.statusLine.split(' ');
    m_http.status = parts.value(1).toInt();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines.at(i).indexOf(':');
        if (colon > 0)
            m_http.headers.append({lines.at(i).left(colon).trimmed(), lines.at(i).mid(colon + 1).trimmed()});
    }
    m_http.body = m_received.mid(end + 4);
    if (m_http.header("transfer-encoding").toLower().endsWith("chunked")) {
        // Chunked (Content-Length, if any, does not count): the body is what the chunks carry.
        QByteArray body;
        QString why;
        const Chunked decoded = decodeChunked(m_http.body, &body, &why);
        if (decoded != Chunked::Complete && !m_exec.truncated) {
            finish(
                Diagnosis::make(QStringLiteral("status_http_error"),
                                QStringLiteral("GET %1 on 127.0.0.1:%2: %3")
                                    .arg(m_request.httpPath)
                                    .arg(m_request.httpPort)
                                    .arg(decoded == Chunked::Malformed
                                             ? QStringLiteral("the chunked answer is malformed: %1").arg(why)
                                             : QStringLiteral("the answer ended before its last chunk")),
                                Stage::Http));
            return;
        }
        m_http.body = body;
    }
    const QByteArray lengthHeader =
        m_http.header("transfer-encoding").isEmpty() ? m_http.header("content-length") : QByteArray();
    const qint64 length = lengthHeader.isEmpty() ? -1 : lengthHeader.toLongLong();
    if (m_http.body.size() < length && !m_exec.truncated) {
        // The server closed before the body it announced was all there: not a document to read.
        finish(Diagnosis::make(
            QStringLiteral("status_http_error"),
            QStringLiteral("GET %1 on 127.0.0.1:%2: the answer ended after %3 of the %4 bytes "
                           "its Content-Length announced")
                .arg(m_request.httpPath)
                .arg(m_request.httpPort)
                .arg(m_http.body.size())
                .arg(length),
            Stage::Http));
        return;
    }
    if (length >= 0)
        m_http.body.truncate(length);
    if (m_http.body.size() > m_request.outputCap) {
        m_http.body.truncate(m_request.outputCap);
        m_exec.truncated = true;
    }
    if (m_exec.truncated && m_http.status == 200) {
        finish(Diagnosis::make(
            QStringLiteral("status_parse_error"),
            QStringLiteral("the answer of GET %1 is larger than %2 KiB; no more of it is read")
                .arg(m_request.httpPath)
                .arg(m_request.outputCap / 1024),
            Stage::Parse));
        return;
    }
    if (m_http.status != 200) {
        finish(Diagnosis::make(QStringLiteral("status_http_error"),
                               QStringLiteral("GET %1 on 127.0.0.1:%2 answered %3")
                                   .arg(m_request.httpPath)
                                   .arg(m_request.httpPort)
                                   .arg(QString::fromLatin1(m_http.statusLine)),
                               Stage::Http, {QString::fromLatin1(m_http.statusLine)}));
        return;
    }
    finish(std::nullopt);
}

QByteArray HttpResponse::header(const QByteArray& name) const
{
    for (const auto& h : headers) {
        if (h.first.compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    }
    return {};
}

} // namespace fleetdeck::ssh
