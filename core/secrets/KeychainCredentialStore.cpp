// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/KeychainCredentialStore.h"

#include "Tr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLibrary>
#include <QRandomGenerator>
#include <QUuid>

#include <qt6keychain/keychain.h>

#include <algorithm>

namespace fleetdeck::secrets {

namespace {
const QString kIndexKey = QStringLiteral("index");

bool isKdeSession()
{
    const QByteArray desktop = qgetenv("XDG_CURRENT_DESKTOP");
    const QByteArray session = qgetenv("DESKTOP_SESSION");
    return desktop == "KDE" || session == "kde" || session == "kde4" ||
           !qgetenv("KDE_FULL_SESSION").isEmpty();
}
} // namespace

QString KeychainCredentialStore::defaultService()
{
    const QString fromEnvironment = qEnvironmentVariable("FLEETDECK_KEYCHAIN_SERVICE");
    return fromEnvironment.isEmpty() ? QStringLiteral("fleetdeck") : fromEnvironment;
}

KeychainCredentialStore::KeychainCredentialStore(QString service, QObject* parent)
    : CredentialStore(parent)
    , m_service(std::move(service))
    , m_backend(expectedBackend())
{
    m_jobTimer.setSingleShot(true);
    connect(&m_jobTimer, &QTimer::timeout, this, [this] {
        finishRunning(
            {SecretStatus::TimedOut,
             {},
             Tr::tr("no answer from %1 within %2 s").arg(m_backend.displayName).arg(m_jobTimeoutMs / 1000)});
    });
}

KeychainCredentialStore::~KeychainCredentialStore()
{
    if (m_runningJob)
        m_runningJob->disconnect(this);
}

BackendInfo KeychainCredentialStore::expectedBackend()
{
    BackendInfo info;
    info.persistent = true;
#if defined(Q_OS_MACOS)
    info.id = QStringLiteral("macos-keychain");
    info.displayName = Tr::tr("macOS Keychain");
#elif defined(Q_OS_WIN)
    info.id = QStringLiteral("windows-credential-manager");
    info.displayName = Tr::tr("Windows Credential Manager");
#else
    // QtKeychain prefers KWallet in a KDE session and the Secret Service (libsecret) elsewhere.
    if (isKdeSession()) {
        info.id = QStringLiteral("kwallet");
        info.displayName = Tr::tr("KWallet");
    } else {
        info.id = QStringLiteral("secret-service");
        info.displayName = Tr::tr("Secret Service");
        if (!QLibrary(QStringLiteral("secret-1"), 0).load())
            info.detail = Tr::tr("libsecret (libsecret-1.so.0) is not installed");
    }
#endif
    info.status = SecretStatus::Failed;
    if (info.detail.isEmpty())
        info.detail = Tr::tr("not probed yet");
    return info;
}

SecretStatus KeychainCredentialStore::classify(int keychainError, const QString& message)
{
    const QString text = message.toLower();
    const bool locked = text.contains(QLatin1String("locked"));
    switch (static_cast<QKeychain::Error>(keychainError)) {
    case QKeychain::NoError:
        return SecretStatus::Ok;
    case QKeychain::EntryNotFound:
        return SecretStatus::NotFound;
    case QKeychain::AccessDeniedByUser:
        return SecretStatus::AccessDenied;
    case QKeychain::AccessDenied:
        // libsecret reports SECRET_ERROR_IS_LOCKED as AccessDenied.
        return locked ? SecretStatus::Locked : SecretStatus::AccessDenied;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        return SecretStatus::NoBackend;
    case QKeychain::CouldNotDeleteEntry:
    case QKeychain::OtherError:
        break;
    }
    // gnome-keyring without a login keyring: creating it needs the desktop's unlock prompt.
    if (locked ||
        (text.contains(QLatin1String("object does not exist")) && text.contains(QLatin1String("collection"))))
        return SecretStatus::Locked;
    static const QStringList unreachable{QStringLiteral("org.freedesktop.secrets"),
                                         QStringLiteral("could not connect"),
                                         QStringLiteral("cannot autolaunch"),
                                         QStringLiteral("d-bus"),
                                         QStringLiteral("dbus"),
                                         QStringLiteral("no keychain service"),
                                         QStringLiteral("no keyring daemon"),
                                         QStringLiteral("not provided by any"),
                                         QStringLiteral("serviceunknown")};
    for (const QString& clue : unreachable) {
        if (text.contains(clue))
            return SecretStatus::NoBackend;
    }
    if (text.contains(QLatin1String("denied")) || text.contains(QLatin1String("dismissed")))
        return SecretStatus::AccessDenied;
    return SecretStatus::Failed;
}

void KeychainCredentialStore::enqueue(PendingJob job, bool urgent)
{
    if (urgent)
        m_queue.push_front(std::move(job));
    else
        m_queue.push_back(std::move(job));
    if (!m_running && !m_startScheduled) {
        m_startScheduled = true;
        QMetaObject::invokeMethod(this, &KeychainCredentialStore::startNext, Qt::QueuedConnection);
    }
}

void KeychainCredentialStore::startNext()
{
    m_startScheduled = false;
    if (m_running || m_queue.empty())
        return;
    m_running = std::move(m_queue.front());
    m_queue.pop_front();

    QKeychain::Job* job = nullptr;
    switch (m_running->kind) {
    case JobKind::Read: {
        auto* read = new QKeychain::ReadPasswordJob(m_service);
        job = read;
        connect(read, &QKeychain::Job::finished, this, [this, read] {
            if (read != m_runningJob)
                return;
            const QKeychain::Error error = read->error();
            finishRunning({classify(error, read->errorString()), error ? QString() : read->textData(),
                           error ? read->errorString() : QString()});
        });
        break;
    }
    case JobKind::Write: {
        auto* write = new QKeychain::WritePasswordJob(m_service);
        write->setTextData(m_running->value);
        job = write;
        break;
    }
    case JobKind::Delete:
        job = new QKeychain::DeletePasswordJob(m_service);
        break;
    }
    if (m_running->kind != JobKind::Read) {
        connect(job, &QKeychain::Job::finished, this, [this, job] {
            if (job != m_runningJob)
                return;
            const QKeychain::Error error = job->error();
            finishRunning({classify(error, job->errorString()), {}, error ? job->errorString() : QString()});
        });
    }
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(m_running->key);
    m_runningJob = job;
    m_jobTimer.start(m_jobTimeoutMs);
    job->start();
}

void KeychainCredentialStore::finishRunning(const SecretResult& result)
{
    m_jobTimer.stop();
    if (m_runningJob)
        m_runningJob->disconnect(this);
    m_runningJob = nullptr;
    if (!m_running)
        return;
    PendingJob done = std::move(*m_running);
    m_running.reset();
    // A missing entry is not an error when deleting.
    SecretResult outcome = result;
    if (done.kind == JobKind::Delete && outcome.status == SecretStatus::NotFound)
        outcome = {SecretStatus::Ok, {}, {}};
    if (outcome.status == SecretStatus::NoBackend || outcome.status == SecretStatus::Locked ||
        outcome.status == SecretStatus::AccessDenied) {
        if (m_backend.available || m_backend.status != outcome.status) {
            m_backend.available = false;
            m_backend.status = outcome.status;
            m_backend.detail = outcome.detail;
            emit backendChanged(m_backend);
        }
    }
    // The continuation runs from the event loop; so does the next job.
    QMetaObject::invokeMethod(
        this, [then = std::move(done.then), outcome] { then(outcome); }, Qt::QueuedConnection);
    if (!m_queue.empty() && !m_startScheduled) {
        m_startScheduled = true;
        QMetaObject::invokeMethod(this, &KeychainCredentialStore::startNext, Qt::QueuedConnection);
    }
}

void KeychainCredentialStore::confirmAbsent(const SecretResult& notFound,
                                            std::function<void(const SecretResult&)> then)
{
    // A locked Secret Service collection hides its items: a lookup then answers "no such entry".
    // Writing a canary tells a truly missing entry from a keychain that cannot be used.
    const QString key = QStringLiteral("probe/") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    enqueue({JobKind::Write, key, QStringLiteral("canary"),
             [this, key, notFound, then](const SecretResult& w) {
                 if (!w.ok()) {
                     then(w.status == SecretStatus::NotFound ? notFound : w);
                     return;
                 }
                 enqueue(
                     {JobKind::Delete, key, {}, [notFound, then](const SecretResult&) { then(notFound); }},
                     true);
             }},
            true);
}

void KeychainCredentialStore::withIndex(std::function<void(SecretStatus, const QString&)> then)
{
    if (m_index) {
        then(SecretStatus::Ok, {});
        return;
    }
    enqueue({JobKind::Read,
             kIndexKey,
             {},
             [this, then = std::move(then)](const SecretResult& read) {
                 if (read.status == SecretStatus::NotFound && !m_index) {
                     confirmAbsent(read, [this, then](const SecretResult& r) { takeIndex(r, then); });
                     return;
                 }
                 takeIndex(read, then);
             }},
            true);
}

void KeychainCredentialStore::takeIndex(const SecretResult& r,
                                        const std::function<void(SecretStatus, const QString&)>& then)
{
    if (!m_index && (r.ok() || r.status == SecretStatus::NotFound)) {
        QSet<QString> keys;
        const QJsonArray array = QJsonDocument::fromJson(r.value.toUtf8()).array();
        for (const QJsonValue& v : array) {
            if (SecretId::fromStorageKey(v.toString()))
                keys.insert(v.toString());
        }
        m_index = keys;
    }
    then(m_index ? SecretStatus::Ok : r.status, r.detail);
}

void KeychainCredentialStore::saveIndex(std::function<void(const SecretResult&)> then)
{
    QStringList keys = m_index ? m_index->values() : QStringList();
    std::sort(keys.begin(), keys.end());
    const QString text =
        QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(keys)).toJson(QJsonDocument::Compact));
    enqueue({JobKind::Write, kIndexKey, text, std::move(then)}, true);
}

void KeychainCredentialStore::read(const SecretId& id, QObject* context, Callback done)
{
    QPointer<QObject> guard(context);
    const bool hadContext = context != nullptr;
    auto finish = [guard, hadContext, done = std::move(done)](const SecretResult& r) {
        if (!hadContext || guard)
            done(r);
    };
    enqueue({JobKind::Read, id.storageKey(), {}, [this, finish](const SecretResult& r) {
                 if (r.status == SecretStatus::NotFound)
                     confirmAbsent(r, finish);
                 else
                     finish(r);
             }});
}

void KeychainCredentialStore::write(const SecretId& id, const QString& secret, QObject* context,
                                    Callback done)
{
    QPointer<QObject> guard(context);
    const bool hadContext = context != nullptr;
    auto finish = [guard, hadContext, done = std::move(done)](const SecretResult& r) {
        if (!hadContext || guard)
            done(r);
    };
    enqueue({JobKind::Write, id.storageKey(), secret, [this, id, finish](const SecretResult& written) {
                 if (!written.ok()) {
                     finish(written);
                     return;
                 }
                 emit changed(id);
                 // Re-read first: another process (the CLI beside the console) may have listed an
                 // entry since this one read the index, and saving a stale copy would drop it.
                 m_index.reset();
                 withIndex([this, id, finish](SecretStatus status, const QString& detail) {
                     if (status != SecretStatus::Ok) {
                         // The secret is stored; only its listing could not be updated.
                         finish({SecretStatus::Ok, {}, detail});
                         return;
                     }
                     if (m_index->contains(id.storageKey())) {
                         finish({SecretStatus::Ok, {}, {}});
                         return;
                     }
                     m_index->insert(id.storageKey());
                     saveIndex([finish](const SecretResult& saved) {
                         finish({SecretStatus::Ok, {}, saved.detail});
                     });
                 });
             }});
}

void KeychainCredentialStore::remove(const SecretId& id, QObject* context, Callback done)
{
    QPointer<QObject> guard(context);
    const bool hadContext = context != nullptr;
    auto finish = [guard, hadContext, done = std::move(done)](const SecretResult& r) {
        if (!hadContext || guard)
            done(r);
    };
    enqueue({JobKind::Delete, id.storageKey(), {}, [this, id, finish](const SecretResult& deleted) {
                 if (!deleted.ok()) {
                     finish(deleted);
                     return;
                 }
                 // A locked keychain "deletes" what it hides; only a confirmed absence counts.
                 enqueue({JobKind::Read,
                          id.storageKey(),
                          {},
                          [this, id, finish](const SecretResult& r) {
                              if (r.ok())
                                  return finish({SecretStatus::Failed,
                                                 {},
                                                 Tr::tr("the entry is still there after deleting it")});
                              if (r.status != SecretStatus::NotFound)
                                  return finish(r);
                              confirmAbsent(r, [this, id, finish](const SecretResult& absent) {
                                  if (absent.status != SecretStatus::NotFound)
                                      return finish(absent);
                                  afterRemoval(id, finish);
                              });
                          }},
                         true);
             }});
}

void KeychainCredentialStore::afterRemoval(const SecretId& id, const Callback& finish)
{
    emit changed(id);
    m_index.reset(); // re-read before the change, as in write()
    withIndex([this, id, finish](SecretStatus status, const QString&) {
        if (status != SecretStatus::Ok || !m_index->remove(id.storageKey())) {
            finish({SecretStatus::Ok, {}, {}});
            return;
        }
        saveIndex([finish](const SecretResult&) { finish({SecretStatus::Ok, {}, {}}); });
    });
}

void KeychainCredentialStore::list(QObject* context, ListCallback done)
{
    QPointer<QObject> guard(context);
    const bool hadContext = context != nullptr;
    // Re-read the index: another Fleetdeck process (the CLI) may have changed it.
    m_index.reset();
    withIndex([this, guard, hadContext, done = std::move(done)](SecretStatus status, const QString&) {
        if (hadContext && !guard)
            return;
        QList<SecretId> ids;
        if (status == SecretStatus::Ok) {
            for (const QString& key : std::as_const(*m_index)) {
                if (const auto id = SecretId::fromStorageKey(key))
                    ids << *id;
            }
            std::sort(ids.begin(), ids.end());
        }
        done(status, ids);
    });
}

void KeychainCredentialStore::probe(QObject* context, ProbeCallback done)
{
    QPointer<QObject> guard(context);
    const bool hadContext = context != nullptr;
    const QString key = QStringLiteral("probe/") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString canary = QString::number(QRandomGenerator::global()->generate64(), 36);

    auto report = [this, guard, hadContext, done](SecretStatus status, const QString& detail) {
        BackendInfo info = expectedBackend();
        info.status = status;
        info.available = status == SecretStatus::Ok;
        info.detail = info.available ? Tr::tr("a test entry was written, read back and deleted") : detail;
        m_backend = info;
        emit backendChanged(info);
        if (!hadContext || guard)
            done(info);
    };
    auto failed = [report](const QString& step, const SecretResult& r) {
        const SecretStatus status = r.status == SecretStatus::NotFound ? SecretStatus::Failed : r.status;
        report(status, Tr::tr("%1 failed: %2").arg(step, SecretResult{status, {}, r.detail}.explain()));
    };

    enqueue({JobKind::Write, key, canary, [this, key, canary, report, failed](const SecretResult& w) {
                 if (!w.ok())
                     return failed(Tr::tr("writing a test entry"), w);
                 enqueue({JobKind::Read,
                          key,
                          {},
                          [this, key, canary, report, failed](const SecretResult& r) {
                              if (!r.ok())
                                  return failed(Tr::tr("reading the test entry back"), r);
                              const bool same = r.value == canary;
                              enqueue({JobKind::Delete,
                                       key,
                                       {},
                                       [report, failed, same](const SecretResult& d) {
                                           if (!d.ok())
                                               return failed(Tr::tr("deleting the test entry"), d);
                                           if (!same)
                                               return report(SecretStatus::Failed,
                                                             Tr::tr("the test entry read back differs "
                                                                    "from what was written"));
                                           report(SecretStatus::Ok, {});
                                       }},
                                      true);
                          }},
                         true);
             }});
}

} // namespace fleetdeck::secrets
