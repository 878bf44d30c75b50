// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccessPage.h"
#include "UiTr.h"

#include "DialogLabels.h"
#include "Dialogs.h"
#include "KeyDeployWizard.h"
#include "session/SecretStorage.h"

#include "base/KeyFile.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace fleetdeck::ui {

using Mode = DeployAccess::Mode;

AccessPage::AccessPage(KeyDeployState& state, QWidget* parent)
    : QWizardPage(parent)
    , m_state(state)
    , m_modes(new QButtonGroup(this))
    , m_stack(new QStackedWidget(this))
    , m_keyPath(new QLineEdit(this))
    , m_keyForm(new QFormLayout)
    , m_keyPassphrase(new QLineEdit(this))
    , m_keyInfo(new QLabel(this))
    , m_password(new QLineEdit(this))
    , m_remember(new QCheckBox(this))
    , m_rememberReason(quietLabel(QString(), this))
{
    setObjectName(QStringLiteral("accessPage"));
    setTitle(Tr::tr("Access"));
    setSubTitle(Tr::tr("How Fleetdeck logs in to read and write each node's authorized_keys. The new key is "
                       "proved afterwards with a login of its own."));

    auto* nodeLogin =
        new QRadioButton(Tr::tr("Each node's own &login (its identity file, else the ssh-agent and the "
                                "default keys, with the passphrases and passwords the keychain holds)"),
                         this);
    nodeLogin->setObjectName(QStringLiteral("nodeLoginRadio"));
    auto* keyFile = new QRadioButton(Tr::tr("Another private &key file"), this);
    keyFile->setObjectName(QStringLiteral("accessKeyRadio"));
    auto* agent = new QRadioButton(Tr::tr("The ssh-&agent's keys only"), this);
    agent->setObjectName(QStringLiteral("accessAgentRadio"));
    auto* password =
        new QRadioButton(Tr::tr("A &password, the same for every node of this deployment"), this);
    password->setObjectName(QStringLiteral("passwordRadio"));
    m_modes->addButton(nodeLogin, int(Mode::NodeLogin));
    m_modes->addButton(keyFile, int(Mode::KeyFile));
    m_modes->addButton(agent, int(Mode::Agent));
    m_modes->addButton(password, int(Mode::Password));
    nodeLogin->setChecked(true);

    // One panel per way in; the node's login and the agent need nothing more.
    m_stack->addWidget(new QWidget(m_stack));

    auto* keyBox = new QWidget(m_stack);
    m_keyPath->setObjectName(QStringLiteral("accessKeyPath"));
    m_keyPath->setPlaceholderText(Tr::tr("~/.ssh/id_ed25519"));
    auto* browse = new QPushButton(Tr::tr("Browse…"), keyBox);
    browse->setObjectName(QStringLiteral("accessKeyBrowse"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString start =
            m_keyPath->text().isEmpty() ? QDir::homePath() + QStringLiteral("/.ssh") : m_keyPath->text();
        const QString path = Dialogs::openFileName(wizard(), Tr::tr("Private key for the login"), start);
        if (!path.isEmpty())
            m_keyPath->setText(path);
    });
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_keyPath, 1);
    pathRow->addWidget(browse);
    m_keyPassphrase->setObjectName(QStringLiteral("accessKeyPassphrase"));
    m_keyPassphrase->setEchoMode(QLineEdit::Password);
    m_keyPassphrase->setInputMethodHints(Qt::ImhHiddenText | Qt::ImhSensitiveData | Qt::ImhNoPredictiveText);
    m_keyPassphrase->setContextMenuPolicy(Qt::NoContextMenu);
    m_keyInfo->setObjectName(QStringLiteral("accessKeyInfo"));
    m_keyInfo->setWordWrap(true);
    m_keyInfo->setTextFormat(Qt::PlainText);
    keyBox->setLayout(m_keyForm);
    m_keyForm->setContentsMargins(24, 0, 0, 0);
    m_keyForm->addRow(Tr::tr("Private key:"), pathRow);
    m_keyForm->addRow(Tr::tr("Passphrase:"), m_keyPassphrase);
    m_keyForm->addRow(QString(), m_keyInfo);
    m_keyForm->setRowVisible(m_keyPassphrase, false);
    m_stack->addWidget(keyBox);
    connect(m_keyPath, &QLineEdit::textChanged, this, &AccessPage::inspectKeyFile);
    connect(m_keyPassphrase, &QLineEdit::textChanged, this, &QWizardPage::completeChanged);

    auto* agentBox = new QWidget(m_stack);
    auto* agentLayout = new QVBoxLayout(agentBox);
    agentLayout->setContentsMargins(24, 0, 0, 0);
    agentLayout->addWidget(
        quietLabel(Tr::tr("Every key the agent holds is offered; no key file and no password."), agentBox));
    agentLayout->addStretch(1);
    m_stack->addWidget(agentBox);

    auto* passwordBox = new QWidget(m_stack);
    m_password->setObjectName(QStringLiteral("accessPassword"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setInputMethodHints(Qt::ImhHiddenText | Qt::ImhSensitiveData | Qt::ImhNoPredictiveText);
    m_password->setContextMenuPolicy(Qt::NoContextMenu);
    m_remember->setObjectName(QStringLiteral("rememberPassword"));
    m_remember->setChecked(false);
    m_rememberReason->setObjectName(QStringLiteral("rememberPasswordReason"));
    auto* passwordForm = new QFormLayout(passwordBox);
    passwordForm->setContentsMargins(24, 0, 0, 0);
    passwordForm->addRow(Tr::tr("Password:"), m_password);
    passwordForm->addRow(QString(), m_remember);
    passwordForm->addRow(QString(), m_rememberReason);
    m_stack->addWidget(passwordBox);
    connect(m_password, &QLineEdit::textChanged, this, &QWizardPage::completeChanged);

    connect(m_modes, &QButtonGroup::idToggled, this, [this](int id, bool on) {
        if (!on)
            return;
        m_stack->setCurrentIndex(id);
        Q_EMIT completeChanged();
    });

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(nodeLogin);
    layout->addWidget(keyFile);
    layout->addWidget(agent);
    layout->addWidget(password);
    layout->addWidget(m_stack);
    layout->addStretch(1);
}

DeployAccess::Mode AccessPage::mode() const
{
    return Mode(m_modes->checkedId());
}

void AccessPage::setMode(Mode mode)
{
    m_modes->button(int(mode))->setChecked(true);
}

void AccessPage::initializePage()
{
    const KeyDeployWizard* w = KeyDeployWizard::of(wizard());
    const session::SecretStorage* storage = w ? w->secretStorage() : nullptr;
    const secrets::BackendInfo backend = storage ? storage->activeBackend() : secrets::BackendInfo{};
    // A password is a bootstrap credential: never kept unless asked for (CredentialPrompt's rule).
    if (!storage || !backend.available) {
        m_remember->setText(Tr::tr("Remember in keychain"));
        m_remember->setChecked(false);
        m_remember->setEnabled(false);
        m_rememberReason->setText(
            storage ? Tr::tr("Kept only until the deployment ends. The keychain cannot be used: %1")
                          .arg(backend.detail)
                    : Tr::tr("Kept only until the deployment ends."));
    } else {
        m_remember->setEnabled(true);
        m_remember->setText(
            backend.persistent
                ? Tr::tr("Remember in keychain (%1), for each node it logs in to").arg(backend.displayName)
                : Tr::tr("Remember for this session"));
        m_rememberReason->setText(Tr::tr("Remembered only for the nodes where it logged in."));
    }
}

void AccessPage::inspectKeyFile()
{
    const QString path = m_keyPath->text().trimmed();
    m_keyUsable = false;
    m_keyEncrypted = false;
    if (path.isEmpty()) {
        m_keyInfo->clear();
    } else {
        const PrivateKeyInfo info = inspectPrivateKey(path);
        m_keyUsable = info.readable;
        m_keyEncrypted = info.encrypted;
        if (!info.readable)
            m_keyInfo->setText(Tr::tr("Not a private key that can be used: %1").arg(info.error));
        else
            m_keyInfo->setText(info.fingerprint.isEmpty()
                                   ? Tr::tr("%1 key").arg(info.type.isEmpty() ? Tr::tr("Private") : info.type)
                                   : QStringLiteral("%1  %2").arg(info.type, info.fingerprint));
    }
    m_keyForm->setRowVisible(m_keyPassphrase, m_keyEncrypted);
    Q_EMIT completeChanged();
}

bool AccessPage::isComplete() const
{
    switch (mode()) {
    case Mode::NodeLogin:
    case Mode::Agent:
        return true;
    case Mode::KeyFile:
        return m_keyUsable && (!m_keyEncrypted || !m_keyPassphrase->text().isEmpty());
    case Mode::Password:
        return !m_password->text().isEmpty();
    }
    return false;
}

bool AccessPage::validatePage()
{
    DeployAccess access;
    access.mode = mode();
    if (access.mode == Mode::KeyFile) {
        access.keyPath = m_keyPath->text().trimmed();
        if (m_keyEncrypted)
            access.passphrase = m_keyPassphrase->text();
    } else if (access.mode == Mode::Password) {
        access.password = m_password->text();
        access.rememberPassword = m_remember->isEnabled() && m_remember->isChecked();
    }
    m_state.access = access;
    return true;
}

} // namespace fleetdeck::ui
