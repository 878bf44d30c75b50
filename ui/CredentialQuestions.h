// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CredentialPrompt.h"
#include "session/ConnectionChecks.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>
#include <optional>

namespace fleetdeck::session {
class SecretStorage;
}

namespace fleetdeck::ui {

/// Asks the operator for the secret a finished check was missing — the passphrase of the node's
/// encrypted key, or a password the server asks for — and checks the node again with it. The
/// question is a CredentialPrompt run through Dialogs::exec().
///
/// - A passphrase is asked once per key, however many nodes use it: checks that fail for the same
///   key while the question is open wait for its answer, later ones try the answer first.
/// - A password is asked only when the operator checked that one node, never for Check All.
/// - An answer the login refuses is forgotten and asked for once more; after that, or a cancel,
///   the check's own result stands. A cancel holds for the rest of the operator's action.
/// - An answer is remembered (written to the store) only once a login showed that it works, so a
///   mistyped passphrase never reaches the keychain; until then it lives in the resolver's cache.
class CredentialQuestions : public QObject
{
    Q_OBJECT

public:
    using FindNode = std::function<std::optional<Node>(const QString& name)>;

    CredentialQuestions(session::SecretStorage* storage, session::ConnectionChecks* checks, FindNode findNode,
                        QWidget* dialogParent);

    /// Looks at every finished check: remembers answers that worked, asks for what is missing.
    void onCheckFinished(const QString& node, const ssh::OperationResult& result,
                         const session::CheckOrigin& origin);

    /// What to ask the operator after `result`, if anything: the passphrase of an encrypted
    /// identity the login could not use, or a password the server accepts (explicit checks only).
    static std::optional<CredentialPrompt::Request>
    questionFor(const Node& node, const ssh::OperationResult& result, const session::CheckOrigin& origin);
    /// True when the refusal's evidence shows the server accepts password or keyboard-interactive.
    static bool offersPassword(const Diagnosis& diagnosis);

Q_SIGNALS:
    /// Something the operator should know (an answer could not be stored); for the banner.
    void problem(const QString& text);

private:
    struct Waiting
    {
        QString node;
        session::CheckOrigin origin;
    };
    struct Question
    {
        CredentialPrompt::Request request;
        QList<Waiting> waiting;
    };
    /// The newest answer to a secret, by storage key.
    struct Given
    {
        quint64 serial = 0;
        QString secret;
        bool remember = false;
        bool worked = false;
    };

    void keepWhatWorked(const Node& node, const ssh::OperationResult& result,
                        const session::CheckOrigin& origin);
    void remember(const secrets::SecretId& id, const QString& secret);
    void enqueue(const CredentialPrompt::Request& request, const Waiting& waiting);
    void askQuestions();
    void takeAnswer(const Question& question, const std::optional<CredentialPrompt::Answer>& answer);
    void retryWith(const Waiting& waiting, const secrets::SecretId& id, const Given& given, int morePrompts);
    void watchStore();

    session::SecretStorage* m_storage;
    session::ConnectionChecks* m_checks;
    FindNode m_findNode;
    QPointer<QWidget> m_dialogParent;
    QList<Question> m_queue;
    std::optional<Question> m_current; ///< on screen now; checks ending meanwhile join it
    QHash<QString, Given> m_given;
    QSet<QString> m_declined; ///< "<storage key>#<action>": cancelled within that action
    QSet<QString> m_writing;  ///< storage keys being written by us (their changed() is ours)
    QPointer<secrets::CredentialStore> m_watched;
    quint64 m_serial = 0;
};

} // namespace fleetdeck::ui
