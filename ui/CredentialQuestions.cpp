// SPDX-License-Identifier: GPL-3.0-or-later
#include "CredentialQuestions.h"
#include "UiTr.h"

#include "Dialogs.h"
#include "session/SecretStorage.h"

#include "base/KeyFile.h"
#include "secrets/CredentialResolver.h"

#include <QRegularExpression>

namespace fleetdeck::ui {

using secrets::SecretId;
using secrets::SecretKind;

namespace {

QString declinedKey(const QString& storageKey, quint64 action)
{
    return storageKey + QLatin1Char('#') + QString::number(action);
}

/// The evidence of the login stage: its report and the diagnosis' detail.
QString authEvidence(const ssh::OperationResult& result)
{
    QStringList texts;
    for (const ssh::StageReport& stage : result.stages) {
        if (stage.stage == Diagnosis::Stage::Auth)
            texts << stage.detail;
    }
    if (result.diagnosis)
        texts << result.diagnosis->detail;
    return texts.join(QLatin1Char('\n'));
}

bool loginSucceeded(const ssh::OperationResult& result)
{
    for (const ssh::StageReport& stage : result.stages) {
        if (stage.stage == Diagnosis::Stage::Auth)
            return stage.ok.value_or(false);
    }
    return false;
}

/// Whether `result` shows that the secret worked: a passphrase decrypted its key (the engine
/// names a key it offered by fingerprint only once it could load it), a password logged in.
bool worked(const SecretId& id, const ssh::OperationResult& result)
{
    if (id.kind == SecretKind::Passphrase)
        return (!result.diagnosis || result.diagnosis->code != QLatin1String("key_unusable")) &&
               authEvidence(result).contains(id.name);
    if (!loginSucceeded(result))
        return false;
    const QString evidence = authEvidence(result);
    return evidence.contains(QLatin1String("password")) ||
           evidence.contains(QLatin1String("keyboard-interactive"));
}

std::optional<SecretId> passphraseOf(const Node& node)
{
    if (!node.identity)
        return std::nullopt;
    const PrivateKeyInfo key = inspectPrivateKey(*node.identity);
    if (!key.readable || !key.encrypted || key.fingerprint.isEmpty())
        return std::nullopt;
    return SecretId{SecretKind::Passphrase, key.fingerprint};
}

} // namespace

CredentialQuestions::CredentialQuestions(session::SecretStorage* storage, session::ConnectionChecks* checks,
                                         FindNode findNode, QWidget* dialogParent)
    : QObject(dialogParent)
    , m_storage(storage)
    , m_checks(checks)
    , m_findNode(std::move(findNode))
    , m_dialogParent(dialogParent)
{
    connect(m_storage, &session::SecretStorage::changed, this, &CredentialQuestions::watchStore);
    watchStore();
}

void CredentialQuestions::watchStore()
{
    secrets::CredentialStore* store = m_storage->activeStore();
    if (store == m_watched)
        return;
    if (m_watched)
        m_watched->disconnect(this);
    // Answers belong to the store they were given for; the resolver dropped its cache too.
    m_given.clear();
    m_watched = store;
    if (!store)
        return;
    connect(store, &secrets::CredentialStore::changed, this, [this](const SecretId& id) {
        // Someone else changed or deleted the entry (e.g. in Settings): our answer is stale.
        if (!m_writing.contains(id.storageKey()))
            m_given.remove(id.storageKey());
    });
}

bool CredentialQuestions::offersPassword(const Diagnosis& diagnosis)
{
    // "Permission denied (publickey,password) for root@...": the methods the server still offers.
    static const QRegularExpression methods(QStringLiteral("Permission denied \\(([^)]*)\\)"));
    const QRegularExpressionMatch match = methods.match(diagnosis.detail);
    if (!match.hasMatch())
        return false;
    const QStringList offered = match.captured(1).split(QLatin1Char(','), Qt::SkipEmptyParts);
    return offered.contains(QLatin1String("password")) ||
           offered.contains(QLatin1String("keyboard-interactive"));
}

std::optional<CredentialPrompt::Request> CredentialQuestions::questionFor(const Node& node,
                                                                          const ssh::OperationResult& result,
                                                                          const session::CheckOrigin& origin)
{
    if (!result.diagnosis)
        return std::nullopt;
    const Diagnosis& diagnosis = *result.diagnosis;
    if (diagnosis.code == QLatin1String("key_unusable")) {
        const std::optional<SecretId> passphrase = passphraseOf(node);
        if (!passphrase)
            return std::nullopt; // unreadable or not encrypted: a passphrase would not help
        return CredentialPrompt::Request::passphrase(node.name, *node.identity, passphrase->name);
    }
    // A password prompt for every node of Check All would be a storm of dialogs.
    if (diagnosis.code == QLatin1String("auth_denied") && origin.explicitRequest &&
        offersPassword(diagnosis)) {
        CredentialPrompt::Request request = CredentialPrompt::Request::password(node);
        // Asked again: for the same node or group as the answer that was refused.
        if (origin.answered && request.scopes.contains(*origin.answered))
            request.scopes.move(request.scopes.indexOf(*origin.answered), 0);
        return request;
    }
    return std::nullopt;
}

void CredentialQuestions::onCheckFinished(const QString& name, const ssh::OperationResult& result,
                                          const session::CheckOrigin& origin)
{
    const std::optional<Node> node = m_findNode(name);
    if (!node)
        return;
    keepWhatWorked(*node, result, origin);
    std::optional<CredentialPrompt::Request> request = questionFor(*node, result, origin);
    if (!request)
        return;
    const SecretId id = request->defaultId();
    const QString key = id.storageKey();
    const Waiting waiting{name, origin};
    if (const auto it = m_given.constFind(key); it != m_given.cend()) {
        const bool triedIt = origin.answered == id && origin.answerSerial == it->serial;
        if (!triedIt) {
            // Answered while this check ran (or it ran with an older, refused answer): try that.
            retryWith(waiting, id, *it, 0);
            return;
        }
        m_given.erase(it);
        m_storage->resolver()->forget(id);
        request->retry = true;
    } else if (origin.answered == id) {
        m_storage->resolver()->forget(id);
        request->retry = true; // refused, and already forgotten for another node
    }
    // Asked, then asked once more: the check's own result says the rest.
    if (origin.secretPrompts >= 2 || m_declined.contains(declinedKey(key, origin.action)))
        return;
    enqueue(*request, waiting);
}

void CredentialQuestions::keepWhatWorked(const Node& node, const ssh::OperationResult& result,
                                         const session::CheckOrigin& origin)
{
    QList<SecretId> tried;
    if (origin.answered)
        tried << *origin.answered;
    if (const std::optional<SecretId> passphrase = passphraseOf(node);
        passphrase && !tried.contains(*passphrase))
        tried << *passphrase;
    for (const SecretId& id : std::as_const(tried)) {
        const auto it = m_given.find(id.storageKey());
        if (it == m_given.end() || it->worked || !worked(id, result))
            continue;
        it->worked = true;
        if (it->remember)
            remember(id, it->secret);
    }
}

void CredentialQuestions::remember(const SecretId& id, const QString& secret)
{
    secrets::CredentialStore* store = m_storage->activeStore();
    if (!store) {
        Q_EMIT problem(Tr::tr("%1 could not be remembered: %2. Fleetdeck keeps it until it exits.")
                           .arg(id.displayText(), m_storage->activeBackend().detail));
        return;
    }
    const QString key = id.storageKey();
    const QString where = store->backend().displayName;
    m_writing.insert(key);
    store->write(id, secret, this, [this, id, key, where](const secrets::SecretResult& written) {
        m_writing.remove(key);
        if (!written.ok())
            Q_EMIT problem(Tr::tr("%1 could not be stored in %2: %3 Fleetdeck keeps it until it exits.")
                               .arg(id.displayText(), where, written.explain()));
    });
}

void CredentialQuestions::enqueue(const CredentialPrompt::Request& request, const Waiting& waiting)
{
    const QString key = request.defaultId().storageKey();
    if (m_current && m_current->request.defaultId().storageKey() == key) {
        m_current->waiting << waiting;
        return;
    }
    for (Question& q : m_queue) {
        if (q.request.defaultId().storageKey() == key) {
            q.waiting << waiting;
            return;
        }
    }
    m_queue << Question{request, {waiting}};
    askQuestions();
}

void CredentialQuestions::askQuestions()
{
    // The dialog spins an event loop in which more checks end: they join the open question or
    // queue theirs, and this loop asks them one after another.
    if (m_current)
        return;
    while (!m_queue.isEmpty()) {
        m_current = m_queue.takeFirst();
        std::optional<CredentialPrompt::Answer> answer;
        {
            CredentialPrompt prompt(m_current->request, m_storage->activeBackend(), m_dialogParent);
            Dialogs::exec(prompt);
            answer = prompt.answer();
        }
        const Question question = *std::exchange(m_current, std::nullopt);
        takeAnswer(question, answer);
    }
}

void CredentialQuestions::takeAnswer(const Question& question,
                                     const std::optional<CredentialPrompt::Answer>& answer)
{
    if (!answer || answer->secret.isEmpty()) {
        const QString key = question.request.defaultId().storageKey();
        for (const Waiting& w : question.waiting)
            m_declined.insert(declinedKey(key, w.origin.action));
        return;
    }
    const Given given{++m_serial, answer->secret, answer->remember, false};
    m_given.insert(answer->id.storageKey(), given);
    for (const Waiting& w : question.waiting)
        retryWith(w, answer->id, given, 1);
}

void CredentialQuestions::retryWith(const Waiting& waiting, const SecretId& id, const Given& given,
                                    int morePrompts)
{
    m_storage->resolver()->rememberForSession(id, given.secret);
    const std::optional<Node> node = m_findNode(waiting.node);
    if (!node)
        return;
    session::CheckOrigin origin = waiting.origin;
    origin.secretPrompts += morePrompts;
    origin.answered = id;
    origin.answerSerial = given.serial;
    m_checks->start(*node, origin);
}

} // namespace fleetdeck::ui
