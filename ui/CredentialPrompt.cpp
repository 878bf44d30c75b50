// SPDX-License-Identifier: GPL-3.0-or-later
#include "CredentialPrompt.h"
#include "UiTr.h"

#include "DialogLabels.h"
#include "HealthStyle.h"

#include "secrets/CredentialResolver.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace fleetdeck::ui {

using secrets::SecretId;
using secrets::SecretKind;

CredentialPrompt::Request CredentialPrompt::Request::passphrase(const QString& node, const QString& keyPath,
                                                                const QString& fingerprint)
{
    Request r;
    r.kind = SecretKind::Passphrase;
    r.node = node;
    r.keyPath = keyPath;
    r.fingerprint = fingerprint;
    return r;
}

CredentialPrompt::Request CredentialPrompt::Request::password(const Node& node)
{
    Request r;
    r.kind = SecretKind::Password;
    r.node = node.name;
    r.login = QStringLiteral("%1@%2").arg(node.user, node.address());
    for (const SecretId& id : secrets::CredentialResolver::candidates(node)) {
        if (id.kind == SecretKind::Password)
            r.scopes << id;
    }
    return r;
}

SecretId CredentialPrompt::Request::defaultId() const
{
    if (kind == SecretKind::Passphrase)
        return {SecretKind::Passphrase, fingerprint};
    return scopes.isEmpty() ? SecretId{SecretKind::Password, node} : scopes.first();
}

bool CredentialPrompt::remembersByDefault(SecretKind kind)
{
    return kind == SecretKind::Passphrase;
}

CredentialPrompt::CredentialPrompt(Request request, const secrets::BackendInfo& storage, QWidget* parent)
    : QDialog(parent)
    , m_request(std::move(request))
    , m_secret(new QLineEdit(this))
    , m_remember(new QCheckBox(this))
{
    const bool passphrase = m_request.kind == SecretKind::Passphrase;
    setObjectName(QStringLiteral("credentialPrompt"));
    setWindowTitle(passphrase ? Tr::tr("Key passphrase — %1").arg(m_request.node)
                              : Tr::tr("Password — %1").arg(m_request.node));

    m_secret->setObjectName(QStringLiteral("secretEdit"));
    m_secret->setEchoMode(QLineEdit::Password);
    // The secret stays in this field: no completion, no drag, no context menu to copy it out.
    m_secret->setInputMethodHints(Qt::ImhHiddenText | Qt::ImhSensitiveData | Qt::ImhNoPredictiveText);
    m_secret->setDragEnabled(false);
    m_secret->setContextMenuPolicy(Qt::NoContextMenu);

    m_remember->setObjectName(QStringLiteral("rememberCheck"));
    auto* reason = quietLabel(QString(), this);
    reason->setObjectName(QStringLiteral("rememberReason"));
    if (!storage.available) {
        m_remember->setText(Tr::tr("Remember in keychain"));
        m_remember->setChecked(false);
        m_remember->setEnabled(false);
        const QString why =
            Tr::tr("Kept only until Fleetdeck exits. The keychain cannot be used: %1").arg(storage.detail);
        reason->setText(why);
        m_remember->setToolTip(why);
    } else {
        m_remember->setText(storage.persistent ? Tr::tr("Remember in keychain (%1)").arg(storage.displayName)
                                               : Tr::tr("Remember for this session"));
        m_remember->setChecked(remembersByDefault(m_request.kind));
    }

    auto* retry = new QLabel(passphrase ? Tr::tr("That passphrase does not decrypt the key. Try again.")
                                        : Tr::tr("The server refused that password. Try again."),
                             this);
    retry->setObjectName(QStringLiteral("retryLabel"));
    retry->setWordWrap(true);
    retry->setStyleSheet(
        QStringLiteral("QLabel { color: %1; font-weight: bold; }").arg(errorTextColor(palette()).name()));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setObjectName(QStringLiteral("okButton"));
    m_ok->setText(Tr::tr("Log in"));
    m_ok->setEnabled(false);
    buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    connect(m_secret, &QLineEdit::textChanged, this,
            [this](const QString& text) { m_ok->setEnabled(!text.isEmpty()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // One form, so that what is asked about and the answer line up.
    auto* form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignRight);
    if (passphrase)
        addPassphraseRows(form);
    else
        addPasswordRows(form);
    form->addRow(QString(), retry);
    form->addRow(passphrase ? Tr::tr("Passphrase:") : Tr::tr("Password:"), m_secret);
    if (m_scope)
        form->addRow(Tr::tr("Use as:"), m_scope);
    form->addRow(QString(), m_remember);
    form->addRow(QString(), reason);
    // Rows that do not apply take no room.
    form->setRowVisible(retry, m_request.retry);
    form->setRowVisible(reason, !storage.available);

    auto* layout = new QVBoxLayout(this);
    if (passphrase) {
        layout->addWidget(headingLabel(Tr::tr("The key of %1 is encrypted").arg(m_request.node), this));
        layout->addWidget(
            wrappedLabel(Tr::tr("Enter the passphrase of this key to log in. Every node that uses the "
                                "same key is unlocked with it."),
                         this));
    } else {
        layout->addWidget(headingLabel(Tr::tr("%1 asks for a password").arg(m_request.node), this));
        layout->addWidget(
            wrappedLabel(Tr::tr("The server accepted none of the keys offered and accepts a password "
                                "for this login."),
                         this));
    }
    layout->addLayout(form);
    layout->addSpacing(6);
    layout->addWidget(buttons);
    setMinimumWidth(560);
    m_secret->setFocus();
}

void CredentialPrompt::addPassphraseRows(QFormLayout* form)
{
    form->addRow(Tr::tr("Key file:"), fingerprintLabel(m_request.keyPath, "keyPathLabel", this));
    form->addRow(Tr::tr("Fingerprint:"), fingerprintLabel(m_request.fingerprint, "fingerprintLabel", this));
}

void CredentialPrompt::addPasswordRows(QFormLayout* form)
{
    form->addRow(Tr::tr("Login:"), fingerprintLabel(m_request.login, "loginLabel", this));
    if (m_request.scopes.size() > 1) {
        // A password shared by a group of nodes (a label) is asked for once, not per node.
        m_scope = new QComboBox(this);
        m_scope->setObjectName(QStringLiteral("scopeCombo"));
        for (const SecretId& id : std::as_const(m_request.scopes))
            m_scope->addItem(id.displayText());
    }
}

std::optional<CredentialPrompt::Answer> CredentialPrompt::answer() const
{
    if (result() != QDialog::Accepted || m_secret->text().isEmpty())
        return std::nullopt;
    Answer a;
    a.id = m_scope ? m_request.scopes.value(m_scope->currentIndex()) : m_request.defaultId();
    a.secret = m_secret->text();
    a.remember = m_remember->isEnabled() && m_remember->isChecked();
    return a;
}

} // namespace fleetdeck::ui
