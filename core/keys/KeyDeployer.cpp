// SPDX-License-Identifier: GPL-3.0-or-later
#include "keys/KeyDeployer.h"

#include "Tr.h"
#include "base/AgentKeys.h"
#include "ssh/SftpSession.h"
#include "ssh/SshEngine.h"

#include <algorithm>
#include <memory>

namespace fleetdeck::keys {

using ssh::SftpJobResult;
using ssh::SftpSession;
using Stage = Diagnosis::Stage;

namespace {

// A job's KeyNodeResult travels in SftpJobResult::values under this name.
constexpr const char* ResultValue = "keyNodeResult";
// What a settle found (remote::FileState as an int).
constexpr const char* StateValue = "fileState";

SftpJobResult jobResult(const KeyNodeResult& result, bool ok)
{
    SftpJobResult r;
    r.values.insert(QString::fromLatin1(ResultValue), QVariant::fromValue(result));
    if (!ok)
        r.diagnosis =
            result.diagnosis.value_or(Diagnosis::make(QString::fromLatin1(SftpSession::FailureCode),
                                                      QStringLiteral("no reason recorded"), Stage::Exec));
    return r;
}

QString acceptedBy(const ssh::OperationResult& r)
{
    for (const ssh::StageReport& s : r.stages) {
        if (s.stage == Stage::Auth)
            return s.detail;
    }
    return {};
}

} // namespace

KeyDeployer::KeyDeployer(ssh::SshEngine& engine, QObject* parent)
    : QObject(parent)
    , m_engine(engine)
{
    qRegisterMetaType<KeyNodeResult>();
    connect(&m_engine, &ssh::SshEngine::sftpFinished, this, &KeyDeployer::onSftp);
    connect(&m_engine, &ssh::SshEngine::finished, this, &KeyDeployer::onLogin);
}

KeyDeployer::~KeyDeployer()
{
    m_cancel.cancel();
}

QString KeyDeployer::stepName(Step step)
{
    switch (step) {
    case Step::Queued:
        return QStringLiteral("queued");
    case Step::Reading:
        return QStringLiteral("reading");
    case Step::Guarding:
        return QStringLiteral("checking another login");
    case Step::Writing:
        return QStringLiteral("writing");
    case Step::Verifying:
        return QStringLiteral("verifying");
    case Step::RollingBack:
        return QStringLiteral("rolling back");
    case Step::Attaching:
        return QStringLiteral("attaching through the platform");
    case Step::Done:
        return QStringLiteral("done");
    }
    return {};
}

QList<KeyNodeResult> KeyDeployer::results() const
{
    QList<KeyNodeResult> out;
    out.reserve(m_nodes.size());
    for (const Node& n : m_nodes)
        out << n.result;
    return out;
}

void KeyDeployer::start(const KeyChange& change, const KeyVerification& verification,
                        const QList<Target>& targets)
{
    Q_ASSERT(!m_running);
    m_change = change;
    m_verification = verification;
    m_nodes.clear();
    m_sftpJobs.clear();
    m_logins.clear();
    m_cancel = ssh::CancelToken();
    m_cancelled = false;
    m_running = true;
    QString unverifiable;
    if (m_verification.mode == KeyVerification::Mode::Agent && change.kind == KeyChange::Kind::Deploy &&
        !change.dryRun) {
        // An agent login proves a key only if the agent holds it (it would log in with any other
        // key it has): without it there is nothing to verify with.
        const AgentListing agent = listAgentKeys();
        const bool holds =
            agent.ok && std::any_of(agent.keys.cbegin(), agent.keys.cend(),
                                    [&change](const AgentKey& k) { return k.blob == change.key.blob(); });
        if (!holds) {
            unverifiable = agent.ok
                               ? QStringLiteral("the ssh-agent does not hold %1: the key cannot be verified")
                                     .arg(change.key.fingerprint())
                               : QStringLiteral("the key cannot be verified: %1").arg(agent.error);
            m_verification.mode = KeyVerification::Mode::None;
        }
    }
    for (const Target& t : targets) {
        Node n;
        n.target = t;
        n.result.node = t.node;
        n.result.dryRun = change.dryRun;
        n.result.configuredPath = t.remotePath;
        n.result.loginUser = t.access.user;
        if (!unverifiable.isEmpty())
            n.result.actions << unverifiable;
        m_nodes << n;
    }
    if (m_nodes.isEmpty()) {
        // Even an empty batch ends from the event loop, as every other one does.
        QMetaObject::invokeMethod(
            this, [this] { finishAll(); }, Qt::QueuedConnection);
        return;
    }
    for (Node& n : m_nodes) {
        setStep(n, Step::Reading);
        const QString path = n.target.remotePath;
        const KeyChange c = change;
        const QStringList console = n.target.consoleFingerprints;
        const KeyNodeResult seed = n.result;
        submitSftp(n, [path, c, console, seed](SftpSession& sftp) {
            KeyNodeResult result = seed;
            const bool ok = remote::readAndPlan(sftp, path, c, result);
            for (AuditedKey& k : result.keys)
                k.usedByConsole = console.contains(k.fingerprint);
            return jobResult(result, ok);
        });
    }
}

void KeyDeployer::cancel()
{
    if (!m_running || m_cancelled)
        return;
    m_cancelled = true;
    m_cancel.cancel();
}

int KeyDeployer::indexOf(const Node& n) const
{
    return int(&n - m_nodes.constData());
}

void KeyDeployer::submitSftp(Node& n, ssh::SshEngine::SftpJob job, std::optional<ssh::CancelToken> cancel)
{
    m_sftpJobs[m_engine.runSftp(n.target.access, std::move(job), m_timeoutMs, cancel.value_or(m_cancel))] =
        indexOf(n);
}

void KeyDeployer::submitLogin(Node& n, const ssh::SshTarget& login)
{
    ssh::OperationRequest request;
    request.kind = ssh::OperationKind::Login;
    request.target = login;
    request.timeoutMs = m_timeoutMs;
    request.cancel = m_cancel;
    m_logins[m_engine.submit(request)] = indexOf(n);
}

void KeyDeployer::setStep(Node& n, Step step)
{
    n.step = step;
    Q_EMIT stepChanged(n.target.node, step);
}

void KeyDeployer::onSftp(const SftpJobResult& r)
{
    const auto it = m_sftpJobs.find(r.id);
    if (it == m_sftpJobs.end())
        return;
    Node& n = m_nodes[it->second];
    m_sftpJobs.erase(it);
    const QVariant carried = r.values.value(QString::fromLatin1(ResultValue));
    if (carried.isValid()) {
        // Keep what the caller set up; take everything the job learned.
        const KeyNodeResult learned = carried.value<KeyNodeResult>();
        const QString previous = n.result.result;
        n.result = learned;
        if (learned.result.isEmpty())
            n.result.result = previous;
    }
    // The engine's diagnosis wins: it knows when the login failed or the deadline cut the job.
    if (!r.ok()) {
        n.result.diagnosis = r.diagnosis;
        n.result.hostKey = r.hostKey;
    }

    switch (n.step) {
    case Step::Reading:
        if (!r.ok())
            return finish(n, QStringLiteral("failed"), r.diagnosis);
        // The key this login was just accepted with is one the console logs in with (the guard).
        if (!r.acceptedKey.isNull() && !n.target.consoleFingerprints.contains(r.acceptedKey.fingerprint)) {
            n.target.consoleFingerprints << r.acceptedKey.fingerprint;
            for (AuditedKey& k : n.result.keys)
                k.usedByConsole = k.usedByConsole || k.fingerprint == r.acceptedKey.fingerprint;
        }
        return afterPlan(n);
    case Step::Writing:
        if (n.settling)
            return afterSettle(n, r);
        if (!r.ok()) {
            if (n.result.replaced || n.result.renameSent || !n.result.temps.isEmpty()) {
                // It may have changed something (or it surely did): find out what, then go on.
                n.writeFailure = r.diagnosis;
                return submitSettle(n);
            }
            n.result.actions << QStringLiteral("nothing was replaced: the write stopped before anything was "
                                               "created on the node");
            return finish(n, QStringLiteral("failed"), r.diagnosis);
        }
        return afterWrite(n);
    case Step::RollingBack: {
        std::optional<Diagnosis> why = n.result.verificationFailure;
        for (const AuthorizedKeys::Finding& f : n.result.details) {
            if (why && f.code == QLatin1String("bad_permissions") && !why->detail.contains(f.detail))
                why->detail += QStringLiteral("; ") + f.detail;
        }
        if (!r.ok()) {
            Diagnosis d = *r.diagnosis;
            d.detail = QStringLiteral("verification failed (%1), and restoring the original failed too: %2")
                           .arg(why ? why->detail : QStringLiteral("no detail"), d.detail);
            return finish(n, QStringLiteral("failed"), d);
        }
        return finish(n, QStringLiteral("rolled_back"), why);
    }
    default:
        return;
    }
}

void KeyDeployer::afterPlan(Node& n)
{
    if (m_cancelled)
        return finish(n, QStringLiteral("failed"),
                      Diagnosis::make(QStringLiteral("timeout"),
                                      QStringLiteral("cancelled before anything was written"), Stage::Exec));
    const QString planned = n.result.result;
    if (m_change.kind == KeyChange::Kind::Audit)
        return finish(n, QStringLiteral("audited"));
    if (m_change.dryRun)
        return finish(n, planned);
    if (planned == QLatin1String("unchanged")) {
        // Nothing to write; a deployment still proves that the key works.
        if (m_change.kind == KeyChange::Kind::Deploy && m_verification.mode != KeyVerification::Mode::None)
            return submitVerify(n);
        return finish(n, planned);
    }
    if (m_change.kind == KeyChange::Kind::Remove &&
        n.target.consoleFingerprints.contains(m_change.targetFingerprint())) {
        // The lockout guard: another of the console's keys, staying in the file, must log in first.
        const AuthorizedKeys after = AuthorizedKeys::parse(n.result.after);
        for (const auto& [fingerprint, login] : n.target.fallbackLogins) {
            if (fingerprint == m_change.targetFingerprint())
                continue;
            const auto blob = std::find_if(after.entries().cbegin(), after.entries().cend(),
                                           [&wanted = fingerprint](const AuthorizedKeys::Entry& e) {
                                               return e.valid && !e.certAuthority && e.fingerprint == wanted;
                                           });
            if (blob != after.entries().cend())
                n.guardCandidates << qMakePair(fingerprint, login);
        }
        setStep(n, Step::Guarding);
        return tryNextGuard(n);
    }
    submitWrite(n);
}

void KeyDeployer::tryNextGuard(Node& n)
{
    if (n.guardCandidates.isEmpty()) {
        return finish(
            n, QStringLiteral("refused"),
            Diagnosis::make(QStringLiteral("lockout_refused"),
                            QStringLiteral("%1 is the key the console logs in to %2 with, and none of the "
                                           "console's other keys that stay in %3 logged in afresh")
                                .arg(m_change.targetFingerprint(), n.target.node, n.result.path),
                            Stage::Auth, {m_change.targetFingerprint()}));
    }
    const auto [fingerprint, login] = n.guardCandidates.takeFirst();
    n.result.actions << QStringLiteral("checking that %1 still logs in before removing the console's key")
                            .arg(fingerprint);
    submitLogin(n, login);
}

void KeyDeployer::submitWrite(Node& n)
{
    setStep(n, Step::Writing);
    const KeyNodeResult planned = n.result;
    const remote::StepHook hook = m_hook;
    // The worker runs a job again when its kept session had died unnoticed; the temp files of
    // such a first run are this deployment's own, and the second run removes them.
    auto created = std::make_shared<QStringList>();
    submitSftp(n, [planned, hook, created](SftpSession& sftp) {
        KeyNodeResult result = planned;
        result.temps << *created;
        const bool ok = remote::write(sftp, result, hook);
        *created = result.temps;
        return jobResult(result, ok);
    });
}

void KeyDeployer::submitSettle(Node& n)
{
    n.settling = true;
    n.result.actions << (n.result.replaced
                             ? QStringLiteral("the file was replaced, but the write failed after that (%1): "
                                              "checking it afresh")
                             : QStringLiteral("the write failed part-way (%1): checking afresh what it left"))
                            .arg(n.writeFailure ? n.writeFailure->detail : QStringLiteral("no detail"));
    const KeyNodeResult written = n.result;
    submitSftp(
        n,
        [written](SftpSession& sftp) {
            KeyNodeResult result = written;
            remote::FileState state = remote::FileState::Other;
            const bool ok = remote::settle(sftp, result, &state);
            SftpJobResult r = jobResult(result, ok);
            r.values.insert(QString::fromLatin1(StateValue), int(state));
            return r;
        },
        ssh::CancelToken()); // like a rollback, not cancelled: it tidies up what the write left
}

void KeyDeployer::afterSettle(Node& n, const SftpJobResult& r)
{
    n.settling = false;
    const Diagnosis writeFailure = n.writeFailure.value_or(Diagnosis::make(
        QString::fromLatin1(SftpSession::FailureCode), QStringLiteral("no reason recorded"), Stage::Exec));
    if (!r.ok()) {
        if (n.result.replaced && m_change.kind == KeyChange::Kind::Deploy &&
            m_verification.mode != KeyVerification::Mode::None) {
            // A login proves the key without SFTP; a failure there rolls back (or says why not).
            n.result.actions << QStringLiteral("the file could not be read afresh (%1); verifying anyway")
                                    .arg(r.diagnosis->detail);
            return submitVerify(n);
        }
        Diagnosis d = writeFailure;
        if (!n.result.renameSent) {
            d.detail =
                QStringLiteral("%1; nothing was replaced (the write stopped before the rename), but its temp "
                               "files could not be removed (%2): the next deployment removes them: %3")
                    .arg(writeFailure.detail, r.diagnosis->detail, n.result.temps.join(QStringLiteral(", ")));
            return finish(n, QStringLiteral("failed"), d);
        }
        d.detail =
            n.result.replaced
                ? QStringLiteral("%1 was replaced, but neither read back nor verified (%2; reading it afresh "
                                 "failed too: %3); the original is in %4")
                      .arg(n.result.path, writeFailure.detail, r.diagnosis->detail,
                           n.result.backupPath.isEmpty() ? QStringLiteral("(none: it did not exist)")
                                                         : n.result.backupPath)
                : QStringLiteral("%1; whether %2 was replaced is unknown: reading it afresh failed too: %3")
                      .arg(writeFailure.detail, n.result.path, r.diagnosis->detail);
        return finish(n, QStringLiteral("failed"), d);
    }
    switch (remote::FileState(r.values.value(QString::fromLatin1(StateValue)).toInt())) {
    case remote::FileState::New:
        n.result.diagnosis.reset();
        return afterWrite(n);
    case remote::FileState::Original:
        return finish(n, QStringLiteral("failed"), writeFailure);
    case remote::FileState::Other:
        break;
    }
    return finish(
        n, QStringLiteral("failed"),
        Diagnosis::make(QStringLiteral("deploy_conflict"),
                        QStringLiteral("%1 holds neither the original nor the planned content after a "
                                       "failed write (%2); it was left as it is, and the original is in %3")
                            .arg(n.result.path, writeFailure.detail,
                                 n.result.backupPath.isEmpty() ? QStringLiteral("(none: it did not exist)")
                                                               : n.result.backupPath),
                        Stage::Exec, {n.result.path}));
}

void KeyDeployer::afterWrite(Node& n)
{
    if (m_change.kind == KeyChange::Kind::Remove)
        return finish(n, QStringLiteral("removed"));
    if (m_verification.mode == KeyVerification::Mode::None)
        return finish(n, n.result.result == QLatin1String("repaired") ? n.result.result
                                                                      : QStringLiteral("added_unverified"));
    submitVerify(n);
}

ssh::SshTarget KeyDeployer::verificationTarget(const Node& n) const
{
    ssh::SshTarget t = n.target.access;
    t.password.reset();
    t.passphrase.reset();
    t.identity.reset();
    t.useDefaultKeys = false;
    t.useAgent = false;
    t.requiredKeyBlob.reset();
    // Nothing new may be trusted here: the bootstrap login already met this host's key.
    if (t.hostKeyPolicy == ssh::HostKeyPolicy::Ask)
        t.hostKeyPolicy = ssh::HostKeyPolicy::Strict;
    switch (m_verification.mode) {
    case KeyVerification::Mode::PrivateKey:
        t.identity = m_verification.privateKeyPath;
        t.passphrase = m_verification.passphrase;
        break;
    case KeyVerification::Mode::Agent:
        t.useAgent = true;
        t.requiredKeyBlob = m_change.key.blob();
        break;
    case KeyVerification::Mode::None:
        break;
    }
    return t;
}

void KeyDeployer::submitVerify(Node& n)
{
    setStep(n, Step::Verifying);
    submitLogin(n, verificationTarget(n));
}

void KeyDeployer::onLogin(const ssh::OperationResult& r)
{
    const auto it = m_logins.find(r.id);
    if (it == m_logins.end())
        return;
    Node& n = m_nodes[it->second];
    m_logins.erase(it);
    if (n.step == Step::Guarding) {
        if (!r.ok()) {
            n.result.actions << QStringLiteral("that login failed: %1").arg(r.diagnosis->detail);
            return tryNextGuard(n);
        }
        n.result.actions << QStringLiteral("another key of the console's logs in (%1)").arg(acceptedBy(r));
        return submitWrite(n);
    }
    if (n.step != Step::Verifying)
        return;
    if (r.ok()) {
        n.result.verified = true;
        n.result.verifiedWith = acceptedBy(r);
        n.result.actions << QStringLiteral("a fresh login with only the new key succeeded (%1)")
                                .arg(n.result.verifiedWith);
        return finish(n, n.result.result);
    }
    Diagnosis why = Diagnosis::make(QStringLiteral("key_not_accepted"), r.diagnosis->detail, Stage::Auth,
                                    {n.result.path});
    if (r.diagnosis->code != QLatin1String("auth_denied")) {
        // Not a refusal of the key: the login itself broke. Say so rather than blame the key.
        why = *r.diagnosis;
        why.detail = QStringLiteral("the verifying login failed: %1").arg(r.diagnosis->detail);
    }
    const QStringList problems = [&n] {
        QStringList p;
        for (const AuthorizedKeys::Finding& f : n.result.details) {
            if (f.code == QLatin1String("bad_permissions"))
                p << f.detail;
        }
        return p;
    }();
    if (!problems.isEmpty())
        why.detail += QStringLiteral("; ") + problems.join(QStringLiteral("; "));
    n.result.verificationFailure = why;
    if (n.result.result == QLatin1String("unchanged")) {
        // Nothing was written: nothing to undo, but the key that is there does not work.
        if (why.code == QLatin1String("key_not_accepted"))
            why.message =
                Tr::tr("The key is already in %1, but the server does not accept it; nothing was changed.")
                    .arg(n.result.path);
        return finish(n, QStringLiteral("failed"), why);
    }
    setStep(n, Step::RollingBack);
    const KeyNodeResult written = n.result;
    submitSftp(
        n,
        [written](SftpSession& sftp) {
            KeyNodeResult result = written;
            QStringList more;
            const bool ok = remote::restore(sftp, result);
            if (ok) {
                // Explain a refusal by what sshd's StrictModes would object to now.
                more = remote::permissionProblems(sftp, result.path);
                for (const QString& p : more) {
                    const bool known =
                        std::any_of(result.details.cbegin(), result.details.cend(),
                                    [&p](const AuthorizedKeys::Finding& f) { return f.detail == p; });
                    if (!known)
                        result.details << AuthorizedKeys::Finding{QStringLiteral("bad_permissions"), 0, p};
                }
            }
            return jobResult(result, ok);
        },
        ssh::CancelToken()); // a rollback is not cancelled
}

void KeyDeployer::addPlatform(KeyPlatform* platform)
{
    m_platforms.insert(platform->provider(), platform);
}

void KeyDeployer::finish(Node& n, const QString& result, std::optional<Diagnosis> diagnosis)
{
    if (n.done || n.step == Step::Attaching)
        return;
    n.result.result = result;
    if (diagnosis)
        n.result.diagnosis = diagnosis;
    else if (result != QLatin1String("failed") && result != QLatin1String("refused"))
        n.result.diagnosis.reset();
    attachThroughPlatform(n);
}

void KeyDeployer::attachThroughPlatform(Node& n)
{
    const Target& t = n.target;
    const bool removing = m_change.kind == KeyChange::Kind::Remove;
    if ((m_change.kind != KeyChange::Kind::Deploy && !removing) || m_change.dryRun || t.provider.isEmpty() ||
        t.provider == QLatin1String("manual") || t.providerId.isEmpty())
        return done(n);
    KeyPlatform* platform = m_platforms.value(t.provider);
    if (!platform) {
        n.result.platform = PlatformAttachment::skipped(
            t.provider, t.providerId,
            removing
                ? Tr::tr(
                      "Not detached through the provider: Fleetdeck cannot reach the %1 platform from here.")
                      .arg(t.provider)
                : Tr::tr(
                      "Not attached through the provider: Fleetdeck cannot reach the %1 platform from here.")
                      .arg(t.provider));
        return done(n);
    }
    if (m_cancelled) {
        n.result.platform = PlatformAttachment::skipped(
            t.provider, t.providerId,
            removing
                ? Tr::tr("Not detached through %1: the removal was cancelled.").arg(platform->displayName())
                : Tr::tr("Not attached through %1: the deployment was cancelled.")
                      .arg(platform->displayName()));
        return done(n);
    }
    if (removing) {
        // Off the platform too, or it writes the key back into authorized_keys — also when the
        // node could not be reached over SSH now.
        setStep(n, Step::Attaching);
        const int index = indexOf(n);
        platform->detach(
            t.providerId, m_change.targetFingerprint(), this, [this, index](const PlatformAttachment& a) {
                if (index >= m_nodes.size())
                    return;
                Node& node = m_nodes[index];
                node.result.platform = a;
                node.result.actions << (a.detachedOrAbsent()
                                            ? QStringLiteral("%1 through %2 (instance %3)")
                                                  .arg(a.result, a.provider, a.instanceId)
                                            : QStringLiteral("detaching through %1 failed: %2 (%3)")
                                                  .arg(a.provider, a.code, a.detail));
                done(node);
            });
        return;
    }
    if (n.result.result == QLatin1String("rolled_back")) {
        n.result.platform = PlatformAttachment::skipped(
            t.provider, t.providerId,
            Tr::tr("Not attached through %1: the key did not log in over SSH, so it was taken out again.")
                .arg(platform->displayName()));
        return done(n);
    }
    setStep(n, Step::Attaching);
    const int index = indexOf(n);
    platform->attach(t.providerId, m_change.key.toLine(), this, [this, index](const PlatformAttachment& a) {
        if (index >= m_nodes.size())
            return;
        Node& node = m_nodes[index];
        node.result.platform = a;
        node.result.actions
            << (a.attached()
                    ? QStringLiteral("attached through %1 (instance %2)").arg(a.provider, a.instanceId)
                    : QStringLiteral("attaching through %1 failed: %2 (%3)")
                          .arg(a.provider, a.code, a.detail));
        done(node);
    });
}

void KeyDeployer::done(Node& n)
{
    if (n.done)
        return;
    n.done = true;
    setStep(n, Step::Done);
    Q_EMIT nodeFinished(n.result);
    if (std::all_of(m_nodes.cbegin(), m_nodes.cend(), [](const Node& x) { return x.done; }))
        finishAll();
}

void KeyDeployer::finishAll()
{
    m_running = false;
    Q_EMIT finished();
}

} // namespace fleetdeck::keys
