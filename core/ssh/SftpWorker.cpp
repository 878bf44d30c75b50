// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SftpWorker.h"

#include "ssh/SftpSession.h"
#include "ssh/SocketWatchdog.h"
#include "ssh/SshConnection.h"

#include <QTimer>

#include <exception>

namespace fleetdeck::ssh {

using Stage = Diagnosis::Stage;

namespace {
bool loggingIn(const SshConnection* c)
{
    switch (c->state()) {
    case SshConnection::State::Resolving:
    case SshConnection::State::Connecting:
    case SshConnection::State::Handshaking:
    case SshConnection::State::Authenticating:
        return true;
    default:
        return false;
    }
}

Diagnosis timeout(const QString& detail, Stage stage, int timeoutMs)
{
    return Diagnosis::make(QStringLiteral("timeout"), detail, stage, {QString::number(timeoutMs / 1000.0)});
}
} // namespace

SftpWorker::SftpWorker(QObject* parent)
    : QObject(parent)
{}

SftpWorker::~SftpWorker()
{
    shutdown();
}

int SftpWorker::remainingMs(const Pending& p) const
{
    return p.timeoutMs - int(p.clock.elapsed());
}

void SftpWorker::submit(quint64 id, const SshTarget& target, Job job, int timeoutMs, CancelToken cancel)
{
    Pending& p = m_pending[id];
    p.id = id;
    p.target = target;
    p.job = std::move(job);
    p.timeoutMs = timeoutMs;
    p.cancel = std::move(cancel);
    p.clock.start();
    p.deadline = new QTimer(this);
    p.deadline->setSingleShot(true);
    connect(p.deadline, &QTimer::timeout, this, [this, id] { onDeadline(id); });
    p.deadline->start(timeoutMs);
    if (!p.job) {
        SftpJobResult r;
        r.diagnosis = Diagnosis::make(QString::fromLatin1(SftpSession::FailureCode),
                                      QStringLiteral("no SFTP job was given"), Stage::Exec);
        complete(id, r);
        return;
    }
    ensureLogin(p);
    schedule();
}

void SftpWorker::ensureLogin(Pending& p)
{
    const QString key = p.target.key();
    if (const auto it = m_logins.find(key); it != m_logins.end()) {
        const SshConnection* c = it->second.connection;
        if (c && (loggingIn(c) || (c->state() == SshConnection::State::Ready && c->isAlive())))
            return;
        drop(key);
    }
    auto* c = new SshConnection(p.target, this);
    c->setKeepaliveInterval(m_keepaliveMs);
    const QPointer<SshConnection> guard(c);
    // Queued, so that handlers may drop the connection; the guard covers signals still queued
    // when that happened.
    connect(
        c, &SshConnection::ready, this,
        [this, guard] {
            if (guard)
                onLoginReady(guard);
        },
        Qt::QueuedConnection);
    connect(
        c, &SshConnection::failed, this,
        [this, guard](const Diagnosis& d) {
            if (guard)
                onLoginFailed(guard, d);
        },
        Qt::QueuedConnection);
    connect(
        c, &SshConnection::lost, this,
        [this, guard](const Diagnosis&) {
            if (guard)
                onLoginLost(guard);
        },
        Qt::QueuedConnection);
    Login& login = m_logins[key];
    login.connection = c;
    login.idle = new QTimer(this);
    login.idle->setSingleShot(true);
    connect(login.idle, &QTimer::timeout, this, [this, key] { onIdle(key); });
    p.startedLogin = true;
    c->start(qMax(1, remainingMs(p)));
}

void SftpWorker::schedule()
{
    if (m_scheduled)
        return;
    m_scheduled = true;
    // Between two jobs the event loop gets a turn: logins for other targets progress, and
    // idle sessions notice a peer that went away.
    QMetaObject::invokeMethod(
        this, [this] { runNext(); }, Qt::QueuedConnection);
}

void SftpWorker::runNext()
{
    m_scheduled = false;
    if (m_running || m_stopping.load())
        return;
    for (auto& [id, p] : m_pending) {
        const auto it = m_logins.find(p.target.key());
        if (it == m_logins.end()) {
            ensureLogin(p);
            continue;
        }
        const SshConnection* c = it->second.connection;
        if (!c || c->state() != SshConnection::State::Ready)
            continue;
        m_running = true;
        run(p, it->second);
        m_running = false;
        schedule();
        return;
    }
}

bool SftpWorker::prepareBlocking(Login& login, int remainingMs, QString* why)
{
    ssh_session s = login.connection->session();
    ssh_set_blocking(s, 1);
    // Bounds each blocking wait inside libssh; the watchdog bounds the job as a whole.
    long seconds = remainingMs / 1000;
    long microseconds = long(remainingMs % 1000) * 1000;
    if (ssh_options_set(s, SSH_OPTIONS_TIMEOUT, &seconds) != SSH_OK ||
        ssh_options_set(s, SSH_OPTIONS_TIMEOUT_USEC, &microseconds) != SSH_OK) {
        *why = QStringLiteral("cannot set the SFTP deadline: %1").arg(libsshError(s));
        return false;
    }
    if (login.sftp)
        return true;
    auto sftp = std::make_unique<SftpSession>(s);
    if (!sftp->open()) {
        *why = sftp->errorString();
        login.sftp = std::move(sftp); // kept for isBroken(); dropped with the login below
        return false;
    }
    login.sftp = std::move(sftp);
    return true;
}

void SftpWorker::run(Pending& p, Login& login)
{
    const QString key = p.target.key();
    const quint64 id = p.id;
    SshConnection* c = login.connection;
    SftpJobResult r;
    if (p.cancel.isCancelled()) {
        r.diagnosis = Diagnosis::make(QStringLiteral("timeout"),
                                      QStringLiteral("cancelled by the caller before the SFTP job started"),
                                      Stage::Exec);
        complete(id, r);
        return;
    }
    const int remaining = remainingMs(p);
    if (remaining <= 0) {
        r.diagnosis = timeout(QStringLiteral("the SFTP job could not start within %1 ms").arg(p.timeoutMs),
                              Stage::Exec, p.timeoutMs);
        complete(id, r);
        return;
    }
    const bool fresh = !login.used;
    login.used = true;
    login.idle->stop();
    c->suspendPolling();

    const QDeadlineTimer deadline(remaining);
    SocketWatchdog watchdog(ssh_get_fd(c->session()), deadline, p.cancel, &m_stopping);
    QString why;
    const bool prepared = prepareBlocking(login, remaining, &why);
    bool broken = false; // the connection (or its SFTP channel) is gone
    int answered = 0;
    if (prepared) {
        SftpSession& sftp = *login.sftp;
        sftp.setDeadline(deadline);
        sftp.setCancelToken(p.cancel);
        sftp.resetAnsweredRequests();
        // No exception crosses into the event loop: a throwing job is a failed job.
        try {
            r = p.job(sftp);
        } catch (const std::exception& e) {
            r = {};
            r.diagnosis = Diagnosis::make(
                QString::fromLatin1(SftpSession::FailureCode),
                QStringLiteral("the SFTP job threw: %1").arg(QString::fromLocal8Bit(e.what())), Stage::Exec,
                {QStringLiteral("the SFTP job")});
        } catch (...) {
            r = {};
            r.diagnosis = Diagnosis::make(QString::fromLatin1(SftpSession::FailureCode),
                                          QStringLiteral("the SFTP job threw an unknown exception"),
                                          Stage::Exec, {QStringLiteral("the SFTP job")});
        }
        broken = sftp.isBroken() || !c->isAlive();
        answered = sftp.answeredRequests();
    } else {
        broken = !c->isAlive() || (login.sftp && login.sftp->isBroken());
        r.diagnosis = Diagnosis::make(broken ? QStringLiteral("connection_lost")
                                             : QString::fromLatin1(SftpSession::FailureCode),
                                      why, Stage::Channel, {QStringLiteral("open the sftp subsystem")});
    }
    watchdog.disarm();
    const SocketWatchdog::Reason cut = watchdog.fired();

    if (broken && cut == SocketWatchdog::Reason::None && !fresh && !p.retried && answered == 0) {
        // The kept session had died while unused and nothing reached the server: log in again
        // and run the job once more.
        drop(key);
        p.retried = true;
        ensureLogin(p);
        return;
    }

    const QString jobSaid =
        r.diagnosis ? QStringLiteral("; the job reported: %1").arg(r.diagnosis->detail) : QString();
    switch (cut) {
    case SocketWatchdog::Reason::None:
        break;
    case SocketWatchdog::Reason::Deadline:
        r.diagnosis =
            timeout(QStringLiteral("the SFTP job did not finish within %1 ms; its connection was cut%2")
                        .arg(p.timeoutMs)
                        .arg(jobSaid),
                    Stage::Exec, p.timeoutMs);
        break;
    case SocketWatchdog::Reason::Cancelled:
        r.diagnosis = Diagnosis::make(
            QStringLiteral("timeout"),
            QStringLiteral("cancelled by the caller; its connection was cut%1").arg(jobSaid), Stage::Exec);
        break;
    case SocketWatchdog::Reason::Stopped:
        r.diagnosis = Diagnosis::make(
            QStringLiteral("timeout"),
            QStringLiteral("the SSH engine shut down during the SFTP job%1").arg(jobSaid), Stage::Exec);
        break;
    }
    r.freshSession = fresh;
    r.acceptedKey = c->acceptedKey();
    // A login whose SFTP did not start, or that broke or was cut, is not kept.
    if (!prepared || broken || cut != SocketWatchdog::Reason::None) {
        drop(key);
    } else {
        ssh_set_blocking(c->session(), 0);
        c->resumePolling();
        login.idle->start(m_idleCloseMs);
    }
    complete(id, r);
}

void SftpWorker::onLoginReady(SshConnection* c)
{
    const auto it = m_logins.find(c->target().key());
    if (it != m_logins.end() && it->second.connection == c)
        schedule();
}

void SftpWorker::onLoginFailed(SshConnection* c, const Diagnosis& diagnosis)
{
    const QString key = c->target().key();
    const auto it = m_logins.find(key);
    if (it == m_logins.end() || it->second.connection != c)
        return;
    const std::optional<HostKeyInfo> hostKey =
        diagnosis.stage == Stage::HostKey ? c->hostKey() : std::nullopt;
    drop(key);
    QList<quint64> waiting;
    for (const auto& [id, p] : m_pending) {
        if (p.target.key() == key)
            waiting << id;
    }
    for (const quint64 id : waiting) {
        SftpJobResult r;
        r.diagnosis = diagnosis;
        r.hostKey = hostKey;
        r.freshSession = true;
        complete(id, r);
    }
}

void SftpWorker::onLoginLost(SshConnection* c)
{
    const QString key = c->target().key();
    const auto it = m_logins.find(key);
    if (it == m_logins.end() || it->second.connection != c)
        return;
    drop(key);
    for (auto& [id, p] : m_pending) {
        if (p.target.key() == key)
            ensureLogin(p);
    }
}

void SftpWorker::onDeadline(quint64 id)
{
    const auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    Pending& p = it->second;
    const QString key = p.target.key();
    const auto login = m_logins.find(key);
    SshConnection* c = login != m_logins.end() ? login->second.connection.data() : nullptr;
    if (c && loggingIn(c)) {
        int waiting = 0;
        for (const auto& [otherId, other] : m_pending)
            waiting += other.target.key() == key ? 1 : 0;
        if (waiting == 1) {
            c->expire(); // its failure names the stage the login was stuck in
            return;
        }
        SftpJobResult r;
        r.diagnosis =
            timeout(QStringLiteral("the login shared with another SFTP job did not finish within %1 ms")
                        .arg(p.timeoutMs),
                    Stage::Connect, p.timeoutMs);
        complete(id, r);
        return;
    }
    SftpJobResult r;
    r.diagnosis = timeout(
        QStringLiteral("the SFTP job waited %1 ms behind other SFTP jobs without starting").arg(p.timeoutMs),
        Stage::Exec, p.timeoutMs);
    complete(id, r);
}

void SftpWorker::onIdle(const QString& key)
{
    for (const auto& [id, p] : m_pending) {
        if (p.target.key() == key)
            return;
    }
    drop(key);
}

void SftpWorker::complete(quint64 id, SftpJobResult r)
{
    const auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    Pending& p = it->second;
    r.id = id;
    r.node = p.target.node;
    r.ms = p.clock.nsecsElapsed() / 1e6;
    r.reconnected = r.reconnected || p.retried;
    p.deadline->stop();
    p.deadline->deleteLater(); // this may run inside its timeout
    m_pending.erase(it);
    Q_EMIT finished(r);
}

void SftpWorker::drop(const QString& key)
{
    const auto it = m_logins.find(key);
    if (it == m_logins.end())
        return;
    Login& login = it->second;
    if (login.connection) {
        disconnect(login.connection, nullptr, this, nullptr);
        // Closing must not wait on a peer that may be gone.
        if (ssh_session s = login.connection->session())
            ssh_set_blocking(s, 0);
    }
    login.sftp.reset(); // before the session it uses
    if (login.connection) {
        login.connection->close();
        login.connection->deleteLater();
    }
    login.idle->stop();
    login.idle->deleteLater(); // this may run inside its timeout
    m_logins.erase(it);
}

void SftpWorker::shutdown()
{
    m_stopping.store(true);
    for (auto& [id, p] : m_pending)
        delete p.deadline;
    m_pending.clear();
    for (auto& [key, login] : m_logins) {
        if (login.connection) {
            disconnect(login.connection, nullptr, this, nullptr);
            if (ssh_session s = login.connection->session())
                ssh_set_blocking(s, 0);
        }
        login.sftp.reset();
        delete login.connection.data();
        delete login.idle;
    }
    m_logins.clear();
}

} // namespace fleetdeck::ssh
