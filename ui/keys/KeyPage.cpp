// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyPage.h"
#include "UiTr.h"

#include "AgentKeyList.h"
#include "CredentialPrompt.h"
#include "DialogLabels.h"
#include "Dialogs.h"
#include "HealthStyle.h"
#include "KeyDeployWizard.h"
#include "KeyFileChoice.h"
#include "session/SecretStorage.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QStackedWidget>
#include <QSysInfo>
#include <QVBoxLayout>

namespace fleetdeck::ui {

namespace {

QLineEdit* secretEdit(const char* objectName, QWidget* parent)
{
    auto* edit = new QLineEdit(parent);
    edit->setObjectName(QString::fromLatin1(objectName));
    edit->setEchoMode(QLineEdit::Password);
    edit->setInputMethodHints(Qt::ImhHiddenText | Qt::ImhSensitiveData | Qt::ImhNoPredictiveText);
    edit->setContextMenuPolicy(Qt::NoContextMenu);
    return edit;
}

} // namespace

KeyPage::KeyPage(KeyDeployState& state, QWidget* parent)
    : QWizardPage(parent)
    , m_state(state)
    , m_choices(new QButtonGroup(this))
    , m_generateRadio(new QRadioButton(Tr::tr("&Generate a new ed25519 key"), this))
    , m_fileRadio(new QRadioButton(
          Tr::tr("Use a key &file (a .pub file, or a private key whose public half is known)"), this))
    , m_agentRadio(new QRadioButton(Tr::tr("Use a key from the ssh-&agent"), this))
    , m_stack(new QStackedWidget(this))
    , m_info(new QGroupBox(Tr::tr("The key to deploy"), this))
    , m_type(new QLabel(this))
    , m_fingerprint(fingerprintLabel(QString(), "keyFingerprint", this))
    , m_comment(new QLabel(this))
    , m_privateHalf(new QLabel(this))
    , m_problem(new QLabel(this))
{
    setObjectName(QStringLiteral("keyPage"));
    setTitle(Tr::tr("Key"));
    setSubTitle(
        Tr::tr("Choose the public key to put on the nodes. When its private half is known, every node "
               "proves the key works with a fresh login that offers only it."));
    m_generateRadio->setObjectName(QStringLiteral("generateRadio"));
    m_fileRadio->setObjectName(QStringLiteral("fileRadio"));
    m_agentRadio->setObjectName(QStringLiteral("agentRadio"));
    m_choices->addButton(m_generateRadio, int(Choice::Generate));
    m_choices->addButton(m_fileRadio, int(Choice::File));
    m_choices->addButton(m_agentRadio, int(Choice::Agent));
    m_generateRadio->setChecked(true);
    m_stack->addWidget(buildGenerate());
    m_stack->addWidget(buildFile());
    m_stack->addWidget(buildAgent());
    connect(m_choices, &QButtonGroup::idToggled, this, [this](int id, bool on) {
        if (!on)
            return;
        m_stack->setCurrentIndex(id);
        if (Choice(id) == Choice::Agent && !m_agent->hasAsked())
            m_agent->refresh();
        updateInfo();
    });

    m_type->setObjectName(QStringLiteral("keyType"));
    m_comment->setObjectName(QStringLiteral("keyComment"));
    m_comment->setTextFormat(Qt::PlainText);
    m_comment->setWordWrap(true);
    m_privateHalf->setObjectName(QStringLiteral("keyPrivateHalf"));
    m_privateHalf->setTextFormat(Qt::PlainText);
    m_privateHalf->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("keyProblem"));
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(
        QStringLiteral("QLabel { color: %1; font-weight: bold; }").arg(errorTextColor(palette()).name()));
    auto* infoForm = new QFormLayout(m_info);
    infoForm->addRow(Tr::tr("Type:"), m_type);
    infoForm->addRow(Tr::tr("Fingerprint:"), m_fingerprint);
    infoForm->addRow(Tr::tr("Comment:"), m_comment);
    infoForm->addRow(Tr::tr("Verification:"), m_privateHalf);
    infoForm->addRow(m_problem);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_generateRadio);
    layout->addWidget(m_fileRadio);
    layout->addWidget(m_agentRadio);
    layout->addWidget(m_stack);
    layout->addWidget(m_info);
    layout->addStretch(1);
    updateInfo();
}

QWidget* KeyPage::buildGenerate()
{
    auto* box = new QWidget(this);
    m_genPath = new QLineEdit(defaultKeyPath(), box);
    m_genPath->setObjectName(QStringLiteral("generatePath"));
    auto* browse = new QPushButton(Tr::tr("Browse…"), box);
    browse->setObjectName(QStringLiteral("generateBrowse"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = Dialogs::saveFileName(wizard(), Tr::tr("New key file"), m_genPath->text());
        if (!path.isEmpty())
            m_genPath->setText(path);
    });
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_genPath, 1);
    pathRow->addWidget(browse);
    m_genComment = new QLineEdit(QStringLiteral("fleetdeck@%1").arg(QSysInfo::machineHostName()), box);
    m_genComment->setObjectName(QStringLiteral("generateComment"));
    m_genPassphrase = secretEdit("generatePassphrase", box);
    m_genPassphrase->setPlaceholderText(Tr::tr("optional"));
    m_genRepeat = secretEdit("generateRepeat", box);
    m_rememberPassphrase = new QCheckBox(box);
    m_rememberPassphrase->setObjectName(QStringLiteral("rememberPassphrase"));
    m_rememberPassphrase->setText(Tr::tr("Remember the passphrase in the keychain"));
    m_rememberPassphrase->setChecked(CredentialPrompt::remembersByDefault(secrets::SecretKind::Passphrase));
    m_rememberPassphrase->setEnabled(false);

    auto* form = new QFormLayout(box);
    form->setContentsMargins(24, 0, 0, 0);
    form->addRow(Tr::tr("Private key file:"), pathRow);
    form->addRow(Tr::tr("Comment:"), m_genComment);
    form->addRow(Tr::tr("Passphrase:"), m_genPassphrase);
    form->addRow(Tr::tr("Repeat:"), m_genRepeat);
    form->addRow(QString(), m_rememberPassphrase);
    form->addRow(
        QString(),
        quietLabel(Tr::tr("The public half is written beside it as .pub. Nothing is overwritten."), box));
    for (QLineEdit* edit : {m_genPath, m_genComment, m_genPassphrase, m_genRepeat})
        connect(edit, &QLineEdit::textChanged, this, &KeyPage::updateInfo);
    return box;
}

QWidget* KeyPage::buildFile()
{
    auto* box = new QWidget(this);
    m_filePath = new QLineEdit(box);
    m_filePath->setObjectName(QStringLiteral("keyFilePath"));
    m_filePath->setPlaceholderText(Tr::tr("~/.ssh/id_ed25519.pub"));
    auto* browse = new QPushButton(Tr::tr("Browse…"), box);
    browse->setObjectName(QStringLiteral("keyFileBrowse"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString start =
            m_filePath->text().isEmpty() ? QDir::homePath() + QStringLiteral("/.ssh") : m_filePath->text();
        const QString path = Dialogs::openFileName(wizard(), Tr::tr("Key file"), start,
                                                   Tr::tr("Public keys (*.pub);;All files (*)"));
        if (!path.isEmpty())
            m_filePath->setText(path);
    });
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_filePath, 1);
    pathRow->addWidget(browse);
    m_filePassphrase = secretEdit("keyFilePassphrase", box);
    m_filePassphrase->setPlaceholderText(Tr::tr("needed to verify the deployment"));
    m_fileForm = new QFormLayout(box);
    m_fileForm->setContentsMargins(24, 0, 0, 0);
    m_fileForm->addRow(Tr::tr("Key file:"), pathRow);
    m_fileForm->addRow(Tr::tr("Passphrase:"), m_filePassphrase);
    m_fileForm->setRowVisible(m_filePassphrase, false);
    connect(m_filePath, &QLineEdit::textChanged, this, &KeyPage::inspectChosenFile);
    connect(m_filePassphrase, &QLineEdit::textChanged, this, &KeyPage::updateInfo);
    return box;
}

QWidget* KeyPage::buildAgent()
{
    m_agent = new AgentKeyList(this);
    m_agent->setContentsMargins(24, 0, 0, 0);
    connect(m_agent, &AgentKeyList::currentKeyChanged, this, &KeyPage::updateInfo);
    return m_agent;
}

void KeyPage::initializePage()
{
    KeyDeployWizard* w = KeyDeployWizard::of(wizard());
    session::SecretStorage* storage = w ? w->secretStorage() : nullptr;
    const secrets::BackendInfo backend = storage ? storage->activeBackend() : secrets::BackendInfo{};
    m_canRemember = storage && backend.available;
    if (!m_canRemember) {
        m_rememberPassphrase->setText(Tr::tr("Remember the passphrase in the keychain"));
        m_rememberPassphrase->setChecked(false);
        m_rememberPassphrase->setToolTip(storage
                                             ? Tr::tr("The keychain cannot be used: %1").arg(backend.detail)
                                             : Tr::tr("No keychain is available here."));
    } else {
        m_rememberPassphrase->setText(
            backend.persistent
                ? Tr::tr("Remember the passphrase in the keychain (%1)").arg(backend.displayName)
                : Tr::tr("Remember the passphrase for this session"));
        m_rememberPassphrase->setToolTip(QString());
    }
    updateInfo();
}

KeyPage::Choice KeyPage::choice() const
{
    return Choice(m_choices->checkedId());
}

void KeyPage::setChoice(Choice choice)
{
    m_choices->button(int(choice))->setChecked(true);
}

QString KeyPage::defaultKeyPath()
{
    const QString base = QDir::homePath() + QStringLiteral("/.ssh/fleetdeck_ed25519");
    QString path = base;
    for (int n = 2; QFileInfo::exists(path) || QFileInfo::exists(path + QStringLiteral(".pub")); ++n)
        path = base + QStringLiteral("_%1").arg(n);
    return path;
}

void KeyPage::inspectChosenFile()
{
    m_file = KeyFileChoice::inspect(m_filePath->text().trimmed());
    m_fileForm->setRowVisible(m_filePassphrase, m_file.encrypted);
    updateInfo();
}

void KeyPage::showKey(const PublicKey& key, const QString& privateHalf)
{
    m_type->setText(key.type());
    m_fingerprint->setText(key.fingerprint());
    m_comment->setText(key.comment().isEmpty() ? Tr::tr("(none)") : key.comment());
    m_privateHalf->setText(privateHalf);
    m_problem->hide();
}

void KeyPage::showProblem(const QString& text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

void KeyPage::updateInfo()
{
    m_type->clear();
    m_fingerprint->clear();
    m_comment->clear();
    m_privateHalf->clear();
    showProblem(QString());
    switch (choice()) {
    case Choice::Generate: {
        const QString path = m_genPath->text().trimmed();
        m_rememberPassphrase->setEnabled(m_canRemember && !m_genPassphrase->text().isEmpty());
        if (m_generated && m_generated->privatePath == path) {
            showKey(m_generated->publicKey,
                    Tr::tr("a fresh login with %1 (generated here)").arg(m_generated->privatePath));
            break;
        }
        m_type->setText(Tr::tr("ssh-ed25519 (generated when you press Next)"));
        m_fingerprint->setText(QStringLiteral("—"));
        m_comment->setText(m_genComment->text());
        m_privateHalf->setText(Tr::tr("a fresh login with %1").arg(path));
        if (m_genPassphrase->text() != m_genRepeat->text())
            showProblem(Tr::tr("The passphrases do not match."));
        else if (!path.isEmpty() &&
                 (QFileInfo::exists(path) || QFileInfo::exists(path + QStringLiteral(".pub"))))
            showProblem(
                Tr::tr("%1 or its .pub file exists already: choose another file, or use the existing key "
                       "with “Use a key file”.")
                    .arg(path));
        break;
    }
    case Choice::File:
        if (!m_file.key) {
            showProblem(m_file.error);
            if (m_file.error.isEmpty())
                m_type->setText(Tr::tr("Choose a file."));
            break;
        }
        if (m_file.key->privateKeyPath.isEmpty())
            showKey(m_file.key->key, m_file.note);
        else
            showKey(m_file.key->key, m_file.encrypted
                                         ? Tr::tr("a fresh login with %1 (encrypted: enter its passphrase)")
                                               .arg(m_file.key->privateKeyPath)
                                         : Tr::tr("a fresh login with %1").arg(m_file.key->privateKeyPath));
        break;
    case Choice::Agent: {
        QString why;
        const std::optional<PublicKey> key = m_agent->currentKey(&why);
        if (!key) {
            if (why.isEmpty())
                m_type->setText(Tr::tr("Choose a key of the agent."));
            else
                showProblem(Tr::tr("This key cannot be deployed: %1").arg(why));
            break;
        }
        showKey(*key, Tr::tr("a fresh login through the ssh-agent that must use this key"));
        break;
    }
    }
    Q_EMIT completeChanged();
}

bool KeyPage::isComplete() const
{
    switch (choice()) {
    case Choice::Generate:
        return !m_genPath->text().trimmed().isEmpty() && m_genPassphrase->text() == m_genRepeat->text();
    case Choice::File:
        return m_file.key && (!m_file.encrypted || !m_filePassphrase->text().isEmpty());
    case Choice::Agent:
        return m_agent->currentKey().has_value();
    }
    return false;
}

bool KeyPage::generate()
{
    const QString path = m_genPath->text().trimmed();
    const std::optional<QString> passphrase =
        m_genPassphrase->text().isEmpty() ? std::nullopt : std::optional<QString>(m_genPassphrase->text());
    if (m_generated && m_generated->privatePath == path && m_generatedPassphrase == passphrase)
        return true;
    keys::KeyGenRequest request;
    request.path = path;
    request.type = keys::KeyType::Ed25519;
    request.comment = m_genComment->text().trimmed();
    if (passphrase)
        request.passphrase = passphrase->toUtf8();
    QDir().mkpath(QFileInfo(path).absolutePath());
    const keys::GeneratedKey generated = keys::generateKey(request);
    if (request.passphrase)
        request.passphrase->fill('\0');
    if (generated.status != keys::GeneratedKey::Ok) {
        showProblem(Tr::tr("The key was not generated: %1").arg(generated.error));
        return false;
    }
    m_generated = generated;
    m_generatedPassphrase = passphrase;
    if (passphrase && m_rememberPassphrase->isChecked())
        rememberPassphrase(generated.fingerprint, *passphrase);
    updateInfo();
    return true;
}

void KeyPage::rememberPassphrase(const QString& fingerprint, const QString& passphrase)
{
    KeyDeployWizard* w = KeyDeployWizard::of(wizard());
    session::SecretStorage* storage = w ? w->secretStorage() : nullptr;
    secrets::CredentialStore* store = storage ? storage->activeStore() : nullptr;
    if (!store) {
        if (w)
            Q_EMIT w->problem(
                Tr::tr("The passphrase of the new key was not remembered: no keychain can be used."));
        return;
    }
    const secrets::SecretId id{secrets::SecretKind::Passphrase, fingerprint};
    QPointer<KeyDeployWizard> wizard = w;
    store->write(id, passphrase, this, [wizard, id](const secrets::SecretResult& r) {
        if (!r.ok() && wizard)
            Q_EMIT wizard->problem(Tr::tr("%1 was not remembered: %2").arg(id.displayText(), r.explain()));
    });
}

bool KeyPage::validatePage()
{
    switch (choice()) {
    case Choice::Generate:
        if (!generate())
            return false;
        m_state.key = DeployKey{DeployKey::Source::Generated, m_generated->publicKey,
                                m_generated->privatePath, m_generatedPassphrase, m_generated->privatePath};
        return true;
    case Choice::File:
        if (!m_file.key)
            return false;
        m_state.key = *m_file.key;
        m_state.key.passphrase =
            m_file.encrypted ? std::optional<QString>(m_filePassphrase->text()) : std::nullopt;
        return true;
    case Choice::Agent: {
        const std::optional<PublicKey> key = m_agent->currentKey();
        if (!key)
            return false;
        m_state.key = DeployKey{DeployKey::Source::Agent, *key, QString(), std::nullopt, Tr::tr("ssh-agent")};
        return true;
    }
    }
    return false;
}

} // namespace fleetdeck::ui
