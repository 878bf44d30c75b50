// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshTypes.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <atomic>
#include <functional>
#include <map>
#include <memory>

class QTimer;

namespace fleetdeck::ssh {

class SftpSession;
class SshConnection;

/// Runs SFTP jobs on a thread of its own, away from the workers that poll status: libssh 0.10's
/// SFTP blocks, and a blocked status worker would stall every node it owns.
///
/// Each target gets its own login (an SshConnection, logged in without blocking by this
/// thread's event loop, with the same host-key policy as status). For a job the session is
/// switched to blocking mode and the job runs synchronously on an SftpSession; a socket
/// watchdog enforces the deadline and the cancel token. The login is kept for the next job on
/// the same target and dropped after any connection-level failure or a while unused.
class SftpWorker : public QObject
{
    Q_OBJECT

public:
    using Job = std::function<SftpJobResult(SftpSession&)>;

    explicit SftpWorker(QObject* parent = nullptr);
    ~SftpWorker() override;

    void submit(quint64 id, const fleetdeck::ssh::SshTarget& target, Job job, int timeoutMs,
                CancelToken cancel);
    void setKeepaliveInterval(int ms) { m_keepaliveMs = ms; }
    /// How long an unused login is kept (default 2 minutes).
    void setIdleCloseInterval(int ms) { m_idleCloseMs = ms; }
    /// Thread-safe: cuts the job that is running now and refuses to start others. For shutdown.
    void interrupt() { m_stopping.store(true); }
    /// Closes everything; queued jobs are dropped without a result.
    void shutdown();
    int loginCount() const { return int(m_logins.size()); }

Q_SIGNALS:
    void finished(const fleetdeck::ssh::SftpJobResult& result);

private:
    struct Pending
    {
        quint64 id = 0;
        SshTarget target;
        Job job;
        int timeoutMs = 0;
        CancelToken cancel;
        QElapsedTimer clock;
        QTimer* deadline = nullptr;
        bool startedLogin = false; ///< its submission started the login it waits for
        bool retried = false;
    };
    struct Login
    {
        QPointer<SshConnection> connection;
        std::unique_ptr<SftpSession> sftp;
        QTimer* idle = nullptr;
        bool used = false; ///< a job has run on it
    };

    void ensureLogin(Pending& p);
    void schedule();
    void runNext();
    void run(Pending& p, Login& login);
    bool prepareBlocking(Login& login, int remainingMs, QString* why);
    void onLoginReady(SshConnection* connection);
    void onLoginFailed(SshConnection* connection, const Diagnosis& diagnosis);
    void onLoginLost(SshConnection* connection);
    void onDeadline(quint64 id);
    void onIdle(const QString& key);
    void complete(quint64 id, SftpJobResult result);
    void drop(const QString& key);
    int remainingMs(const Pending& p) const;

    std::map<quint64, Pending> m_pending; ///< by id, which is submission order
    std::map<QString, Login> m_logins;    ///< by SshTarget::key()
    bool m_scheduled = false;
    bool m_running = false;
    std::atomic_bool m_stopping{false};
    int m_keepaliveMs = 15000;
    int m_idleCloseMs = 2 * 60 * 1000;
};

} // namespace fleetdeck::ssh
