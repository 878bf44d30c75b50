// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshEngine.h"

#include "ssh/KnownHosts.h"
#include "ssh/SftpWorker.h"
#include "ssh/SshWorker.h"

#include <QThread>

#include <libssh/libssh.h>
#include <openssl/crypto.h>

namespace fleetdeck::ssh {

namespace {
// OpenSSL (under libssh) keeps state per thread that used it, e.g. a random generator. A worker
// thread releases it itself as it ends, instead of leaving it to a thread-exit handler that may
// not have run when the process exits right after.
void releaseCryptoStateOnExit(QThread* thread)
{
    QObject::connect(
        thread, &QThread::finished, thread, [] { OPENSSL_thread_stop(); }, Qt::DirectConnection);
}
} // namespace

SshEngine::SshEngine(int workers, QObject* parent)
    : QObject(parent)
{
    static const int registered = [] {
        ssh_init();
        qRegisterMetaType<fleetdeck::ssh::OperationRequest>();
        qRegisterMetaType<fleetdeck::ssh::OperationResult>();
        qRegisterMetaType<fleetdeck::Diagnosis>();
        qRegisterMetaType<fleetdeck::ssh::SftpJobResult>();
        return 0;
    }();
    Q_UNUSED(registered);
    for (int i = 0; i < qMax(1, workers); ++i) {
        auto* thread = new QThread(this);
        thread->setObjectName(QStringLiteral("ssh-worker-%1").arg(i));
        auto* worker = new SshWorker;
        worker->moveToThread(thread);
        connect(thread, &QThread::finished, worker, &QObject::deleteLater);
        releaseCryptoStateOnExit(thread);
        connect(
            worker, &SshWorker::resultsReady, this,
            [this, worker] {
                // Results first, then output: a result's chunks were all put before it, so they
                // are all in this take of outputs and go out before the result does.
                std::vector<OperationResult> results = worker->results().take();
                for (const OutputChunk& chunk : worker->outputs().take())
                    Q_EMIT output(chunk.id, chunk.isStderr, chunk.data);
                for (OperationResult& r : results)
                    Q_EMIT finished(r);
            },
            Qt::QueuedConnection);
        thread->start();
        m_threads << thread;
        m_workers << worker;
    }
    // SFTP blocks: it gets a thread of its own, so that it never stalls a status worker.
    m_sftpThread = new QThread(this);
    m_sftpThread->setObjectName(QStringLiteral("ssh-sftp"));
    m_sftpWorker = new SftpWorker;
    m_sftpWorker->moveToThread(m_sftpThread);
    connect(m_sftpThread, &QThread::finished, m_sftpWorker, &QObject::deleteLater);
    releaseCryptoStateOnExit(m_sftpThread);
    connect(m_sftpWorker, &SftpWorker::finished, this, &SshEngine::sftpFinished, Qt::QueuedConnection);
    m_sftpThread->start();
}

SshEngine::~SshEngine()
{
    m_sftpWorker->interrupt(); // a running SFTP job is cut instead of waited for
    QMetaObject::invokeMethod(m_sftpWorker, &SftpWorker::shutdown, Qt::BlockingQueuedConnection);
    m_sftpThread->quit();
    m_sftpThread->wait();
    for (SshWorker* w : std::as_const(m_workers))
        QMetaObject::invokeMethod(w, &SshWorker::shutdown, Qt::BlockingQueuedConnection);
    for (QThread* t : std::as_const(m_threads)) {
        t->quit();
        t->wait();
    }
}

SshWorker* SshEngine::workerFor(const QString& targetKey) const
{
    // A node's session always lives on the same worker, so it is only touched by one thread.
    return m_workers.at(int(qHash(targetKey) % uint(m_workers.size())));
}

quint64 SshEngine::submit(OperationRequest request)
{
    const quint64 id = m_nextId.fetch_add(1);
    QString key = request.target.key();
    SshWorker* w = workerFor(key);
    if (w->requests().put({id, std::move(request), std::move(key)}))
        QMetaObject::invokeMethod(w, &SshWorker::takeRequests, Qt::QueuedConnection);
    return id;
}

void SshEngine::cancel(const SshTarget& target, quint64 id)
{
    SshWorker* w = workerFor(target.key());
    QMetaObject::invokeMethod(
        w,
        [w, id] {
            w->takeRequests(); // it may still be in the queue
            w->cancelOperation(id);
        },
        Qt::QueuedConnection);
}

quint64 SshEngine::runSftp(const SshTarget& target, SftpJob job, int timeoutMs, CancelToken cancel)
{
    const quint64 id = m_nextId.fetch_add(1);
    SftpWorker* w = m_sftpWorker;
    QMetaObject::invokeMethod(
        w,
        [w, id, target, job = std::move(job), timeoutMs, cancel]() mutable {
            w->submit(id, target, std::move(job), timeoutMs, cancel);
        },
        Qt::QueuedConnection);
    return id;
}

void SshEngine::setFreshLoginInterval(int ms)
{
    for (SshWorker* w : std::as_const(m_workers))
        QMetaObject::invokeMethod(
            w, [w, ms] { w->setFreshLoginInterval(ms); }, Qt::QueuedConnection);
}

void SshEngine::setKeepaliveInterval(int ms)
{
    for (SshWorker* w : std::as_const(m_workers))
        QMetaObject::invokeMethod(
            w, [w, ms] { w->setKeepaliveInterval(ms); }, Qt::QueuedConnection);
}

void SshEngine::dropSession(const SshTarget& target)
{
    const QString key = target.key();
    SshWorker* w = workerFor(key);
    QMetaObject::invokeMethod(
        w, [w, key] { w->dropSession(key); }, Qt::QueuedConnection);
}

bool SshEngine::trustHostKey(const HostKeyInfo& key, const QString& knownHostsPath, bool replace,
                             QString* error)
{
    KnownHosts file(knownHostsPath);
    if (!file.load(error))
        return false;
    const QString name =
        key.knownHostsName.isEmpty() ? KnownHosts::hostPattern(key.host, key.port) : key.knownHostsName;
    return replace ? file.replaceNamed(name, key.keyType, key.keyBase64, key.hashKnownHosts, error)
                   : file.addNamed(name, key.keyType, key.keyBase64, key.hashKnownHosts, error);
}

} // namespace fleetdeck::ssh
