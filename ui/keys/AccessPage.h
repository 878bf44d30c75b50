// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyDeployState.h"

#include <QWizardPage>

class QButtonGroup;
class QCheckBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QRadioButton;
class QStackedWidget;

namespace fleetdeck::ui {

/// How the wizard logs in to edit the files: each node's own login, another private key file,
/// only the ssh-agent, or one password for the whole batch (kept in the keychain only when the
/// operator ticks it, and only once a login showed that it works).
class AccessPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit AccessPage(KeyDeployState& state, QWidget* parent = nullptr);

    DeployAccess::Mode mode() const;
    void setMode(DeployAccess::Mode mode);

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;

private:
    void inspectKeyFile();

    KeyDeployState& m_state;
    QButtonGroup* m_modes;
    QStackedWidget* m_stack;
    QLineEdit* m_keyPath;
    QFormLayout* m_keyForm;
    QLineEdit* m_keyPassphrase;
    QLabel* m_keyInfo;
    bool m_keyUsable = false;
    bool m_keyEncrypted = false;
    QLineEdit* m_password;
    QCheckBox* m_remember;
    QLabel* m_rememberReason;
};

} // namespace fleetdeck::ui
