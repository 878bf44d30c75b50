// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/LibSsh.h"
#include "ssh/SshTypes.h"

#include <libssh/callbacks.h>

#include <QElapsedTimer>
#include <QObject>

namespace fleetdeck::ssh {

class SshConnection;

/// One exec or one HTTP GET (through a direct-tcpip channel) on an established connection.
/// It advances whenever the connection has processed input; results arrive through libssh's
/// channel callbacks, so stdout, stderr, exit status and exit signal stay apart.
class ChannelOperation : public QObject
{
    Q_OBJECT

public:
    ChannelOperation(SshConnection& connection, const OperationRequest& request, QObject* parent = nullptr);
    ~ChannelOperation() override;

    void advance();
    bool isFinished() const { return m_state == State::Finished; }
    /// Set when the operation failed because the connection under it died (retry candidate).
    bool failedOnDeadConnection() const { return m_deadConnection; }
    /// Set when a GET sent with EOF after it got no answer at all: the endpoint may drop a
    /// half-closed request (as HTTP servers that treat the client's EOF as its going away do),
    /// so it is tried once more without the EOF (retry candidate).
    bool halfCloseRefused() const { return m_halfCloseRefused; }
    /// Set when a GET sent on a channel opened ahead (PreparedChannel) got no answer at all: the
    /// endpoint may have dropped the quiet connection just then, so it is asked again on a
    /// channel of its own (retry candidate).
    bool preparedChannelFailed() const { return m_preparedFailed; }
    /// Whether the request went out on a channel opened ahead.
    bool usedPreparedChannel() const { return m_fromPrepared; }
    std::optional<Diagnosis> diagnosis() const { return m_diagnosis; }
    const ExecResult& execResult() const { return m_exec; }
    const HttpResponse& httpResponse() const { return m_http; }
    Diagnosis::Stage currentStage() const;
    /// Milliseconds the channel took to open, and the whole operation took (for `check`).
    double channelMs() const { return m_channelMs; }
    double totalMs() const { return m_totalMs; }
    /// Ends the operation with `diagnosis` (deadline, cancel, connection lost).
    void abort(const Diagnosis& diagnosis, bool deadConnection = false);

Q_SIGNALS:
    void finished();
    /// A chunk of a streamed exec's output (OperationRequest::streamOutput), as it arrives.
    void output(bool isStderr, const QByteArray& data);

private:
    enum class State { Opening, Requesting, Writing, Reading, Finished };

    /// libssh runs a channel's callbacks from whichever call processes the session's input,
    /// often another operation's on the same session: the news must still reach this one, so it
    /// advances from the event loop soon after, once however many callbacks came. Not needed
    /// (and not done: it costs a wake-up per packet) when the news came during this operation's
    /// own advance(), which looks at it before returning, or while the connection pumps input,
    /// after which every operation of the connection advances (SshConnection::activity).
    void scheduleAdvance();
    void step();
    static int onData(ssh_session, ssh_channel, void* data, uint32_t len, int isStderr, void* self);
    static void onEof(ssh_session, ssh_channel, void* self);
    static void onClose(ssh_session, ssh_channel, void* self);
    static void onExitStatus(ssh_session, ssh_channel, int status, void* self);
    static void onExitSignal(ssh_session, ssh_channel, const char* signal, int core, const char* message,
                             const char* lang, void* self);

    bool isHttp() const { return m_request.kind != OperationKind::Exec && m_request.command.isEmpty(); }
    void finish(std::optional<Diagnosis> diagnosis);
    void channelFailed(const QString& what);
    bool httpComplete() const;
    void completeExec();
    void completeHttp();

    SshConnection& m_connection;
    OperationRequest m_request;
    State m_state = State::Opening;
    ChannelPtr m_channel;
    ssh_channel_callbacks_struct m_callbacks{};
    QByteArray m_httpRequest;
    qsizetype m_written = 0;
    QByteArray m_received;
    bool m_eof = false;
    bool m_closed = false;
    bool m_advanceScheduled = false;
    bool m_advancing = false; ///< inside advance()
    bool m_advanceAgain = false;
    bool m_deadConnection = false;
    bool m_halfClosed = false; ///< EOF sent after the request
    bool m_halfCloseRefused = false;
    bool m_fromPrepared = false; ///< the channel was opened ahead (PreparedChannel)
    bool m_preparedFailed = false;
    ExecResult m_exec;
    HttpResponse m_http;
    std::optional<Diagnosis> m_diagnosis;
    QElapsedTimer m_clock;
    double m_channelMs = 0;
    double m_totalMs = 0;
};

} // namespace fleetdeck::ssh
