// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace fleetdeck::session {
class SecretStorage;
}

namespace fleetdeck::ui {

/// Settings ▸ vast.ai: the account whose API key is used, the key itself (written to the
/// keychain from here, never shown again), the API's address and how often the account's
/// instances are listed. Applies at once: changed() follows every change of the settings.
class VastPage : public QWidget
{
    Q_OBJECT

public:
    explicit VastPage(session::SecretStorage* storage, QWidget* parent = nullptr);

    QLineEdit* accountEdit() const { return m_account; }
    QLineEdit* urlEdit() const { return m_url; }
    QSpinBox* intervalBox() const { return m_interval; }
    QLineEdit* keyEdit() const { return m_key; }
    QPushButton* storeKeyButton() const { return m_store; }
    QPushButton* removeKeyButton() const { return m_remove; }
    QLabel* keyStatus() const { return m_keyStatus; }
    QLabel* urlProblem() const { return m_urlProblem; }

    /// Reads whether the account's key is in the keychain, for keyStatus().
    void refreshKeyStatus();

Q_SIGNALS:
    /// vast/account, vast/baseUrl or vast/intervalSecs changed, or the key was stored or removed.
    void changed();

private:
    void storeKey();
    void removeKey();
    void applyUrl();
    QString accountName() const;

    session::SecretStorage* m_storage;
    QLineEdit* m_account;
    QLineEdit* m_url;
    QSpinBox* m_interval;
    QLineEdit* m_key;
    QPushButton* m_store;
    QPushButton* m_remove;
    QLabel* m_keyStatus;
    QLabel* m_urlProblem;
};

} // namespace fleetdeck::ui
