// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyDeployState.h"
#include "KeyFileChoice.h"

#include "keys/KeyGenerator.h"

#include <QWizardPage>

#include <optional>

class QButtonGroup;
class QCheckBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QStackedWidget;

namespace fleetdeck::ui {

class AgentKeyList;

/// Which key to deploy: a new ed25519 key generated here, a key file (public or private), or a
/// key the ssh-agent holds. Shows the key's type, fingerprint and comment, or why it is refused.
class KeyPage : public QWizardPage
{
    Q_OBJECT

public:
    enum class Choice { Generate, File, Agent };

    explicit KeyPage(KeyDeployState& state, QWidget* parent = nullptr);

    Choice choice() const;
    void setChoice(Choice choice);

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;

private:
    QWidget* buildGenerate();
    QWidget* buildFile();
    QWidget* buildAgent();
    void updateInfo();
    void showKey(const PublicKey& key, const QString& privateHalf);
    void showProblem(const QString& text);
    void inspectChosenFile();
    bool generate();
    void rememberPassphrase(const QString& fingerprint, const QString& passphrase);
    static QString defaultKeyPath();

    KeyDeployState& m_state;
    QButtonGroup* m_choices;
    QRadioButton* m_generateRadio;
    QRadioButton* m_fileRadio;
    QRadioButton* m_agentRadio;
    QStackedWidget* m_stack;

    QLineEdit* m_genPath = nullptr;
    QLineEdit* m_genComment = nullptr;
    QLineEdit* m_genPassphrase = nullptr;
    QLineEdit* m_genRepeat = nullptr;
    QCheckBox* m_rememberPassphrase = nullptr;
    bool m_canRemember = false;
    std::optional<keys::GeneratedKey> m_generated;
    std::optional<QString> m_generatedPassphrase;

    QLineEdit* m_filePath = nullptr;
    QFormLayout* m_fileForm = nullptr;
    QLineEdit* m_filePassphrase = nullptr;
    KeyFileChoice m_file;

    AgentKeyList* m_agent = nullptr;

    QWidget* m_info;
    QLabel* m_type;
    QLabel* m_fingerprint;
    QLabel* m_comment;
    QLabel* m_privateHalf;
    QLabel* m_problem;
};

} // namespace fleetdeck::ui
