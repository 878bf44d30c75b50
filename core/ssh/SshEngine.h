// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshTypes.h"

#include <QList>
#include <QObject>

#include <atomic>
#include <functional>

class QThread;

namespace fleetdeck::ssh {

class SftpSession;
class SftpWorker;
class SshWorker;

/// The SSH engine: a bounded pool of worker threads, each owning the sessions of the nodes
/// assigned to it and driving them all at once without blocking.
///
/// Requests go in by queued invocation and results come back as values through finished(),
/// on the thread that owns the engine; nothing here waits on the network.
class SshEngine : public QObject
{
    Q_OBJECT

public:
    explicit SshEngine(int workers = 4, QObject* parent = nullptr);
    ~SshEngine() override;

    /// Queues an operation; returns its id, which finished() carries back. A caller that may
    /// cancel it keeps a copy of request.cancel; one that will not moves the request in.
    quint64 submit(OperationRequest request);
    /// Ends an operation now (its result is a `timeout`, "cancelled by the caller"), without a
    /// CancelToken: for long-running ones, which a token would have the worker look at every
    /// 50 ms for their whole life. `target` is the one it was submitted with.
    void cancel(const SshTarget& target, quint64 id);
    int workerCount() const { return int(m_workers.size()); }
    /// How often a reused session is replaced by a fresh login (default 10 minutes).
    void setFreshLoginInterval(int ms);
    /// Idle time between keepalives; a session is dropped after three unanswered (default 15 s).
    void setKeepaliveInterval(int ms);
    /// Closes the pooled session of a target (e.g. after its node was edited).
    void dropSession(const SshTarget& target);

    /// Records the operator's decision to trust `key` in known_hosts. `replace` removes the
    /// entries the host had (a changed key); without it the key is added beside them.
    static bool trustHostKey(const HostKeyInfo& key, const QString& knownHostsPath, bool replace,
                             QString* error);

    /// Blocking SFTP work for one target; it runs on the SFTP thread with the session it is given.
    using SftpJob = std::function<SftpJobResult(SftpSession&)>;
    /// Queues an SFTP job; returns its id, which sftpFinished() carries back.
    ///
    /// SFTP runs on a thread of its own with its own login per target (never the pooled status
    /// session), because libssh 0.10's SFTP blocks. The login honours the target's host-key
    /// policy; a failed login is the job's diagnosis and the job does not run. The job runs
    /// synchronously on the SFTP thread, so it must touch only the SftpSession and its own
    /// captures. `timeoutMs` bounds the wait, the login and the job: at the deadline (or on
    /// `cancel`) the connection is cut and the result is a `timeout`. The login is kept for the
    /// next job on the same target; when that kept login turns out dead before any of the job's
    /// requests was answered, the job runs once more on a new login (`reconnected`).
    quint64 runSftp(const SshTarget& target, SftpJob job, int timeoutMs = 30000, CancelToken cancel = {});

Q_SIGNALS:
    void finished(const fleetdeck::ssh::OperationResult& result);
    /// A chunk of a streamed exec's output (OperationRequest::streamOutput); every chunk of an
    /// operation arrives before its finished().
    void output(quint64 id, bool isStderr, const QByteArray& data);
    void sftpFinished(const fleetdeck::ssh::SftpJobResult& result);

private:
    SshWorker* workerFor(const QString& targetKey) const;

    QList<QThread*> m_threads;
    QList<SshWorker*> m_workers;
    std::atomic<quint64> m_nextId{1};
    QThread* m_sftpThread = nullptr;
    SftpWorker* m_sftpWorker = nullptr;
};

} // namespace fleetdeck::ssh
