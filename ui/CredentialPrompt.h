// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "secrets/CredentialStore.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLineEdit;
class QPushButton;

namespace fleetdeck::ui {

/// Asks the operator for a secret a login needs: the passphrase of a node's encrypted key (shown
/// with its file and fingerprint) or a login password (shown with user@host). Offers to remember
/// it where the console keeps secrets; only asks, the caller stores and retries.
///
/// The secret is only in the echo-less line edit and in answer(): never in a label, a tooltip or
/// a log line.
class CredentialPrompt : public QDialog
{
    Q_OBJECT

public:
    /// What is asked for, and for which login.
    struct Request
    {
        secrets::SecretKind kind = secrets::SecretKind::Passphrase;
        QString node;        ///< the node whose login needs it
        QString keyPath;     ///< a passphrase's key file
        QString fingerprint; ///< a passphrase's key, "SHA256:..."
        QString login;       ///< a password's login, "root@[203.0.113.7]:41022"
        /// Where a password may apply: the node, then each of its labels (a group of nodes).
        QList<secrets::SecretId> scopes;
        bool retry = false; ///< the previous answer did not work

        static Request passphrase(const QString& node, const QString& keyPath, const QString& fingerprint);
        static Request password(const Node& node);
        /// The entry the answer is remembered as when the operator keeps the default scope.
        secrets::SecretId defaultId() const;
    };

    struct Answer
    {
        secrets::SecretId id;
        QString secret;
        bool remember = false;
    };

    /// `storage` is where a remembered answer goes (SecretStorage::activeBackend()); when it is
    /// not available, remembering is off and says why.
    CredentialPrompt(Request request, const secrets::BackendInfo& storage, QWidget* parent = nullptr);

    const Request& request() const { return m_request; }
    /// Remembering is on by default for a key's passphrase (one key serves many nodes, and it is
    /// asked for at every start otherwise) and off for a password (a bootstrap credential).
    static bool remembersByDefault(secrets::SecretKind kind);

    /// The operator's answer once accepted; nullopt otherwise.
    std::optional<Answer> answer() const;

private:
    void addPassphraseRows(QFormLayout* form);
    void addPasswordRows(QFormLayout* form);

    Request m_request;
    QLineEdit* m_secret;
    QCheckBox* m_remember;
    QComboBox* m_scope = nullptr;
    QPushButton* m_ok = nullptr;
};

} // namespace fleetdeck::ui
