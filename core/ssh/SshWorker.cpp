// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshWorker.h"

#include "ssh/ChannelOperation.h"
#include "ssh/PreparedChannel.h"
#include "ssh/SshConnection.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QTimer>

#include <memory>

namespace fleetdeck::ssh {

using Stage = Diagnosis::Stage;

SshWorker::SshWorker(QObject* parent)
    : QObject(parent)
    , m_deadlineTimer(new QTimer(this))
    , m_cancelScan(new QTimer(this))
    , m_resultsBatch(new QTimer(this))
{
    m_clock.start();
    m_deadlineTimer->setSingleShot(true);
    connect(m_deadlineTimer, &QTimer::timeout, this, &SshWorker::expireDeadlines);
    m_resultsBatch->setSingleShot(true);
    m_resultsBatch->setInterval(kBatchResultsMs);
    connect(m_resultsBatch, &QTimer::timeout, this, &SshWorker::resultsReady);
    // A cancel token is a flag set on another thread; it is looked at here, between steps,
    // often enough that a cancelled operation ends promptly even while nothing arrives.
    m_cancelScan->setInterval(50);
    connect(m_cancelScan, &QTimer::timeout, this, &SshWorker::honourCancellations);
}

void SshWorker::honourCancellations()
{
    const QSet<quint64> cancellable = m_cancellable; // aborting may end others
    for (const quint64 id : cancellable) {
        const auto it = m_pending.find(id);
        if (it != m_pending.end() && it->second.request.cancel.isCancelled())
            cancelOperation(id);
    }
}

void SshWorker::cancelOperation(quint64 id)
{
    const auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    const Diagnosis cancelled =
        Diagnosis::make(QStringLiteral("timeout"), QStringLiteral("cancelled by the caller"),
                        it->second.operation ? it->second.operation->currentStage() : Stage::Connect);
    if (it->second.operation)
        it->second.operation->abort(cancelled);
    else
        complete(id, cancelled);
}

SshWorker::~SshWorker()
{
    shutdown();
}

void SshWorker::submit(Submission submission)
{
    const quint64 id = submission.id;
    Pending& p = m_pending[id];
    p.id = id;
    p.request = std::move(submission.request);
    p.key = std::move(submission.targetKey);
    const OperationRequest& request = p.request;
    p.clock.start();
    p.deadline = m_deadlines.emplace(m_clock.elapsed() + request.timeoutMs, id);
    if (p.deadline == m_deadlines.begin())
        armDeadlineTimer();
    if (request.cancel.isShared()) {
        m_cancellable.insert(id);
        if (!m_cancelScan->isActive())
            m_cancelScan->start();
    }
    dispatch(p);
}

SshConnection* SshWorker::newConnection(const SshTarget& target, int, bool pooled)
{
    auto* c = new SshConnection(target, this);
    c->setKeepaliveInterval(m_keepaliveMs);
    c->setProperty("pooled", pooled);
    // Queued: a connection's signals never run worker code inside the connection's own calls,
    // so the worker may delete operations and connections in its handlers.
    // The guard: a queued signal may still arrive after its connection was freed.
    const QPointer<SshConnection> guard(c);
    connect(
        c, &SshConnection::ready, this,
        [this, guard] {
            if (guard)
                onConnectionReady(guard);
        },
        Qt::QueuedConnection);
    connect(
        c, &SshConnection::failed, this,
        [this, guard](const Diagnosis& d) {
            if (guard)
                onConnectionFailed(guard, d);
        },
        Qt::QueuedConnection);
    connect(
        c, &SshConnection::lost, this,
        [this, guard](const Diagnosis& d) {
            if (guard)
                onConnectionLost(guard, d);
        },
        Qt::QueuedConnection);
    connect(c, &SshConnection::activity, this, [this, c] {
        // Only this connection's operations: a worker may hold hundreds of others. A copy, since
        // nothing is freed while they advance but one may start another's channel.
        const QList<ChannelOperation*> operations = m_operationsOf.value(c);
        for (ChannelOperation* operation : operations)
            operation->advance();
    });
    connect(c, &SshConnection::socketEventHandled, this, &SshWorker::reapFinished);
    return c;
}

void SshWorker::dispatch(Pending& p)
{
    const int remaining = qMax<int>(1, p.request.timeoutMs - int(p.clock.elapsed() - p.queuedMs));
    // A check always logs in afresh, so that every stage is really exercised and timed; a login
    // proves credentials, which only a new session can. Anything else uses the node's session.
    const bool pooled = p.request.kind != OperationKind::Check && p.request.kind != OperationKind::Login;
    SshConnection* c = nullptr;
    if (pooled) {
        const QString& key = p.key;
        c = m_pool.value(key);
        const bool ended =
            c && (c->state() == SshConnection::State::Failed || c->state() == SshConnection::State::Closed);
        if (c && (ended || (c->state() == SshConnection::State::Ready && !c->isAlive()))) {
            // Dead, or failed with its signal still queued: either way not a login to wait for.
            m_died.insert(key);
            retire(c);
            c = nullptr;
        } else if (c && c->state() == SshConnection::State::Ready && c->ageMs() > m_freshLoginMs) {
            // The periodic fresh login: a warm session must not hide that new logins fail. It
            // runs beside the session, which goes on serving whatever the login's outcome.
            proveFreshLogin(c, remaining);
        }
        if (c) {
            p.reused = c->state() == SshConnection::State::Ready;
            p.fresh = !p.reused;
            p.connection = c;
            if (p.reused)
                startOperation(p);
            return;
        }
    }
    if (m_loginSlotHolders.size() >= kMaxLoginsAtOnce) {
        // Its turn comes when a login ends; meanwhile its deadline is off.
        p.queuedSince = p.clock.elapsed();
        if (p.deadline != m_deadlines.end()) {
            m_deadlines.erase(p.deadline);
            p.deadline = m_deadlines.end();
        }
        m_loginQueue.push_back(p.id);
        return;
    }
    c = newConnection(p.request.target, remaining, pooled);
    if (pooled) {
        m_pool.insert(p.key, c);
        if (m_died.remove(p.key))
            p.reconnected = true;
    }
    m_loginSlotHolders.insert(c);
    // A login that never got ready gives its slot back when its socket is gone: when the
    // connection is freed.
    connect(c, &QObject::destroyed, this, [this](QObject* gone) { releaseLoginSlot(gone); });
    p.connection = c;
    p.connectionOwner = true;
    p.fresh = true;
    c->start(remaining);
}

void SshWorker::releaseLoginSlot(QObject* c)
{
    if (m_loginSlotHolders.remove(c) && !m_loginQueue.empty())
        QMetaObject::invokeMethod(this, &SshWorker::startQueuedLogins, Qt::QueuedConnection);
}

void SshWorker::startQueuedLogins()
{
    while (m_loginSlotHolders.size() < kMaxLoginsAtOnce && !m_loginQueue.empty()) {
        const quint64 id = m_loginQueue.front();
        m_loginQueue.pop_front();
        const auto it = m_pending.find(id);
        if (it == m_pending.end())
            continue; // cancelled while it waited
        Pending& p = it->second;
        p.queuedMs += p.clock.elapsed() - p.queuedSince;
        p.deadline = m_deadlines.emplace(m_clock.elapsed() + p.request.timeoutMs, id);
        if (p.deadline == m_deadlines.begin())
            armDeadlineTimer();
        dispatch(p); // may find the session another queued operation has started meanwhile
    }
}

void SshWorker::startOperation(Pending& p)
{
    p.operation = new ChannelOperation(*p.connection, p.request, this);
    m_operationsOf[p.connection].append(p.operation);
    const quint64 id = p.id;
    // An operation finishes inside its own advance(), where it cannot be deleted: it is handled
    // after the socket event that finished it (the common case: no extra turn of the event
    // loop), or else from the event loop.
    const QPointer<SshConnection> connection = p.connection;
    connect(p.operation, &ChannelOperation::finished, this, [this, id, connection] {
        if (connection && connection->inSocketEvent()) {
            m_finished.append(id);
            return;
        }
        QMetaObject::invokeMethod(
            this, [this, id] { onOperationFinished(id); }, Qt::QueuedConnection);
    });
    if (p.request.streamOutput) {
        connect(p.operation, &ChannelOperation::output, this,
                [this, id](bool isStderr, const QByteArray& data) {
                    if (m_outputs.put(OutputChunk{id, isStderr, data}))
                        Q_EMIT resultsReady();
                });
    }
    p.operation->advance();
}

void SshWorker::proveFreshLogin(SshConnection* warm, int timeoutMs)
{
    const QString key = warm->target().key();
    FreshLogin& f = m_freshLogins[key];
    if (f.probe)
        return;
    const qint64 retryMs = qMin<qint64>(m_freshLoginMs, 60000);
    if (f.failure && f.failedAt.isValid() && f.failedAt.elapsed() < retryMs)
        return;
    f.probe = newConnection(warm->target(), timeoutMs, false);
    f.probe->setProperty("freshLoginProbe", true);
    f.probe->start(timeoutMs);
}

void SshWorker::onProbeFinished(SshConnection* probe, std::optional<Diagnosis> failure)
{
    const QString key = probe->target().key();
    FreshLogin& f = m_freshLogins[key];
    if (f.probe == probe) {
        f.probe = nullptr;
        if (failure) {
            f.failure = std::move(failure);
            f.failedAt.start();
        } else {
            f.failure.reset();
            if (SshConnection* warm = m_pool.value(key))
                warm->renewAge();
        }
    }
    probe->close();
    probe->deleteLater();
}

void SshWorker::onConnectionReady(SshConnection* c)
{
    releaseLoginSlot(c);
    if (c->property("freshLoginProbe").toBool()) {
        onProbeFinished(c, std::nullopt);
        return;
    }
    if (c->property("pooled").toBool())
        m_freshLogins[c->target().key()].failure.reset(); // a new login has just worked
    QList<quint64> loggedIn;
    for (auto& [id, p] : m_pending) {
        if (p.connection != c || p.operation)
            continue;
        if (p.request.kind == OperationKind::Login)
            loggedIn << id;
        else
            startOperation(p);
    }
    for (const quint64 id : loggedIn)
        complete(id, std::nullopt);
}

void SshWorker::onConnectionFailed(SshConnection* c, const Diagnosis& diagnosis)
{
    if (c->property("freshLoginProbe").toBool()) {
        onProbeFinished(c, diagnosis);
        return;
    }
    QList<quint64> waiting;
    for (const auto& [id, p] : m_pending) {
        if (p.connection == c)
            waiting << id;
    }
    retire(c);
    for (quint64 id : waiting)
        complete(id, diagnosis);
}

void SshWorker::onConnectionLost(SshConnection* c, const Diagnosis& diagnosis)
{
    if (c->property("freshLoginProbe").toBool())
        return; // closed by onProbeFinished(), or about to be
    if (c->property("pooled").toBool() && m_pool.value(c->target().key()) == c)
        m_died.insert(c->target().key());
    retire(c);
    for (auto& [id, p] : m_pending) {
        if (p.connection == c && p.operation)
            p.operation->abort(diagnosis, true);
    }
}

void SshWorker::onOperationFinished(quint64 id)
{
    const auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    Pending& p = it->second;
    if (p.operation->failedOnDeadConnection() && p.reused && !p.retried) {
        // The reused session had died under us (EOF, reset): drop it, log in again, retry once.
        if (p.connection) {
            m_died.remove(p.connection->target().key());
            retire(p.connection);
        }
        delete releaseOperation(p);
        p.retried = true;
        p.reused = false;
        dispatch(p);
        p.reconnected = true;
        return;
    }
    if (p.operation->preparedChannelFailed() && !p.preparedRetried && p.connection &&
        p.connection->isAlive()) {
        // The channel opened ahead carried the request and nothing came back: asked again on a
        // channel of its own. If that one is answered, the prepared channel was the trouble
        // (counted in complete(); twice in a row and the session prepares no more).
        delete releaseOperation(p);
        p.preparedRetried = true;
        startOperation(p);
        return;
    }
    if (p.operation->halfCloseRefused() && !p.halfCloseRetried && p.connection && p.connection->isAlive()) {
        // Asked again on the same session, without the EOF after the request, as every later
        // request of this session will be.
        p.connection->noteHalfCloseRefused();
        delete releaseOperation(p);
        p.halfCloseRetried = true;
        startOperation(p);
        return;
    }
    complete(id, p.operation->diagnosis());
}

ChannelOperation* SshWorker::releaseOperation(Pending& p)
{
    ChannelOperation* op = std::exchange(p.operation, nullptr);
    const auto forget = [this, op](QHash<SshConnection*, QList<ChannelOperation*>>::iterator it) {
        if (!it->removeOne(op))
            return false;
        if (it->isEmpty())
            m_operationsOf.erase(it);
        return true;
    };
    // Under its connection, unless that was replaced since (a retry): then wherever it is.
    const auto own = p.connection ? m_operationsOf.find(p.connection.data()) : m_operationsOf.end();
    if (own == m_operationsOf.end() || !forget(own)) {
        for (auto it = m_operationsOf.begin(); it != m_operationsOf.end(); ++it) {
            if (forget(it))
                break;
        }
    }
    return op;
}

void SshWorker::reapFinished()
{
    for (const quint64 id : std::exchange(m_finished, {}))
        onOperationFinished(id);
}

void SshWorker::expireDeadlines()
{
    const qint64 now = m_clock.elapsed();
    QList<quint64> due;
    while (!m_deadlines.empty() && m_deadlines.begin()->first <= now) {
        const quint64 id = m_deadlines.begin()->second;
        m_deadlines.erase(m_deadlines.begin());
        if (const auto it = m_pending.find(id); it != m_pending.end())
            it->second.deadline = m_deadlines.end();
        due << id;
    }
    for (const quint64 id : due)
        onDeadline(id);
    if (!m_deadlines.empty())
        armDeadlineTimer();
}

void SshWorker::armDeadlineTimer()
{
    m_deadlineTimer->start(int(qMax<qint64>(0, m_deadlines.begin()->first - m_clock.elapsed())));
}

void SshWorker::onDeadline(quint64 id)
{
    const auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    Pending& p = it->second;
    if (p.operation) {
        p.operation->abort(Diagnosis::make(QStringLiteral("timeout"),
                                           QStringLiteral("no answer within %1 ms").arg(p.request.timeoutMs),
                                           p.operation->currentStage()));
        return;
    }
    if (p.connection && p.connectionOwner) {
        p.connection->expire(); // its failure names the stage it was stuck in
        return;
    }
    complete(id, Diagnosis::make(
                     QStringLiteral("timeout"),
                     QStringLiteral("the login shared with another operation did not finish within %1 ms")
                         .arg(p.request.timeoutMs),
                     Stage::Connect));
}

void SshWorker::retire(SshConnection* c)
{
    if (!c)
        return;
    const QString key = c->target().key();
    if (m_pool.value(key) == c)
        m_pool.remove(key);
    c->close();
    if (!m_retired.contains(c))
        m_retired.append(c);
}

void SshWorker::complete(quint64 id, std::optional<Diagnosis> diagnosis)
{
    const auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    Pending& p = it->second;
    OperationResult r;
    r.id = id;
    r.kind = p.request.kind;
    r.node = p.request.target.node;
    r.diagnosis = std::move(diagnosis);
    r.ms = p.clock.nsecsElapsed() / 1e6;
    r.freshSession = p.fresh;
    r.reconnected = p.reconnected;
    if (p.request.kind != OperationKind::Check && p.request.kind != OperationKind::Login) {
        const auto f = m_freshLogins.constFind(p.key);
        if (f != m_freshLogins.cend() && f->failure && !p.fresh)
            r.freshLoginFailure = f->failure;
    }
    if (p.operation) {
        r.exec = p.operation->execResult();
        r.http = p.operation->httpResponse();
        r.preparedChannel = p.operation->usedPreparedChannel();
        // A check decodes in its parse stage (fillCheckStages).
        if (r.ok() && p.request.decode && p.request.kind != OperationKind::Check)
            r.decoded =
                p.request.decode(r.kind == OperationKind::HttpGet ? r.http.body : r.exec.standardOutput);
    }
    if (p.connection && r.diagnosis && r.diagnosis->stage == Stage::HostKey)
        r.hostKey = p.connection->hostKey();
    if (p.connection)
        r.acceptedKey = p.connection->acceptedKey();
    if (p.request.kind == OperationKind::Check)
        fillCheckStages(p, r);
    else if (p.request.kind == OperationKind::Login && p.connection)
        r.stages = p.connection->stages(); // the auth stage names the credential that was accepted
    SshConnection* c = p.connection;
    if ((p.request.kind == OperationKind::Check || p.request.kind == OperationKind::Login) && c)
        retire(c);
    // A poller's GET that worked: the channel of its next one is opened shortly before it is due.
    const bool prepare = r.ok() && p.request.kind == OperationKind::HttpGet &&
                         p.request.nextRequestInMs > 0 && c && m_pool.value(p.key) == c && c->isAlive();
    const int nextInMs = p.request.nextRequestInMs - int(p.clock.elapsed());
    const auto port = quint16(p.request.httpPort);
    const bool servedByPrepared = r.preparedChannel;
    const bool preparedFailed = p.preparedRetried; // and the GET was answered on its own channel
    // The answer goes out before the channel is closed: closing waits for libssh's output.
    std::unique_ptr<ChannelOperation> operation(p.operation ? releaseOperation(p) : nullptr);
    if (p.deadline != m_deadlines.end())
        m_deadlines.erase(p.deadline); // the timer stays set: it finds nothing due and moves on
    m_pending.erase(it);
    if (m_cancellable.remove(id) && m_cancellable.isEmpty())
        m_cancelScan->stop();
    // While many operations are out, answers go to the engine's thread in batches: one wake-up of
    // it for many answers. The last ones of a round (fewer left than the threshold) at once.
    const bool first = m_results.put(std::move(r));
    if (m_pending.size() >= size_t(kBatchResultsFrom)) {
        if (first && !m_resultsBatch->isActive())
            m_resultsBatch->start();
    } else if (first || m_resultsBatch->isActive()) {
        m_resultsBatch->stop();
        Q_EMIT resultsReady();
    }
    operation.reset();
    if (prepare && preparedFailed)
        c->preparedChannel().noteUnanswered();
    if (prepare)
        c->preparedChannel().prepare(port, nextInMs, servedByPrepared);

    // A connection is freed only when no operation refers to it: its channels go first.
    m_retired.removeIf([this](SshConnection* candidate) {
        for (const auto& [otherId, other] : m_pending) {
            if (other.connection == candidate)
                return false;
        }
        candidate->deleteLater();
        return true;
    });
}

void SshWorker::takeRequests()
{
    for (Submission& s : m_requests.take())
        submit(std::move(s));
}

void SshWorker::fillCheckStages(Pending& p, OperationResult& r) const
{
    const bool http = p.request.command.isEmpty();
    const QList<Stage> order{Stage::Resolve,
                             Stage::Connect,
                             Stage::Handshake,
                             Stage::HostKey,
                             Stage::Auth,
                             Stage::Channel,
                             http ? Stage::Http : Stage::Exec,
                             Stage::Parse};
    const QList<StageReport> login = p.connection ? p.connection->stages() : QList<StageReport>();
    ChannelOperation* op = p.operation;
    bool failedBefore = false;
    for (const Stage stage : order) {
        StageReport s{stage, std::nullopt, 0, {}};
        const auto recorded = std::find_if(login.cbegin(), login.cend(),
                                           [stage](const StageReport& x) { return x.stage == stage; });
        if (failedBefore) {
            // not run
        } else if (recorded != login.cend()) {
            s = *recorded;
        } else if (stage == Stage::Channel && op) {
            const bool failedHere = op->diagnosis() && op->diagnosis()->stage == Stage::Channel;
            s.ok = !failedHere;
            s.ms = failedHere ? op->totalMs() : op->channelMs();
            s.detail = failedHere
                           ? op->diagnosis()->detail
                           : (http ? QStringLiteral("direct-tcpip to 127.0.0.1:%1").arg(p.request.httpPort)
                                   : QStringLiteral("session channel"));
        } else if ((stage == Stage::Http || stage == Stage::Exec) && op) {
            s.ok = !op->diagnosis();
            s.ms = op->totalMs() - op->channelMs();
            s.detail = op->diagnosis() ? op->diagnosis()->detail
                       : http          ? QString::fromLatin1(op->httpResponse().statusLine)
                                       : QStringLiteral("exit status 0");
        } else if (stage == Stage::Parse && op && !op->diagnosis()) {
            QElapsedTimer clock;
            clock.start();
            const QByteArray body = http ? op->httpResponse().body : op->execResult().standardOutput;
            if (p.request.decode) {
                // The caller's own parser (the poller's, for a status check): a QString is its refusal.
                r.decoded = p.request.decode(body);
                s.ok = r.decoded.metaType() != QMetaType::fromType<QString>();
                s.detail =
                    *s.ok ? QStringLiteral("%1 bytes understood").arg(body.size()) : r.decoded.toString();
            } else {
                QJsonParseError error;
                const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
                s.ok = error.error == QJsonParseError::NoError && doc.isObject();
                s.detail = *s.ok ? QStringLiteral("%1 bytes of JSON").arg(body.size())
                                 : QStringLiteral("at offset %1: %2")
                                       .arg(error.offset)
                                       .arg(error.error == QJsonParseError::NoError
                                                ? QStringLiteral("not a JSON object")
                                                : error.errorString());
            }
            s.ms = clock.nsecsElapsed() / 1e6;
            if (!*s.ok && !r.diagnosis)
                r.diagnosis = Diagnosis::make(QStringLiteral("status_parse_error"), s.detail, Stage::Parse);
        }
        if (s.ok.has_value() && !*s.ok)
            failedBefore = true;
        if (!s.ok.has_value())
            failedBefore = true; // a stage that could not run means the rest did not either
        r.stages.append(s);
    }
}

void SshWorker::dropSession(const QString& targetKey)
{
    if (SshConnection* c = m_pool.value(targetKey))
        retire(c);
    if (const auto f = m_freshLogins.find(targetKey); f != m_freshLogins.end()) {
        if (f->probe) {
            f->probe->close();
            f->probe->deleteLater();
        }
        m_freshLogins.erase(f);
    }
}

void SshWorker::shutdown()
{
    // Forgotten before any is freed: closing an operation's channel services its connection,
    // whose activity() would otherwise advance the operations listed for it, this one (half
    // destroyed) and those freed before it included.
    m_operationsOf.clear();
    for (auto& [id, p] : m_pending) {
        delete p.operation;
        p.operation = nullptr;
    }
    m_pending.clear();
    m_cancellable.clear();
    m_cancelScan->stop();
    m_deadlines.clear();
    m_deadlineTimer->stop();
    m_pool.clear();
    m_retired.clear();
    m_loginQueue.clear();
    m_loginSlotHolders.clear();
    m_freshLogins.clear();
    // Operations are gone, so connections (and their libssh sessions) can go in any order.
    qDeleteAll(findChildren<SshConnection*>(Qt::FindDirectChildrenOnly));
}

} // namespace fleetdeck::ssh
