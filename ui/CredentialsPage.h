// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "secrets/CredentialStore.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace fleetdeck::session {
class SecretStorage;
}

namespace fleetdeck::ui {

/// Settings › Credentials: which keychain answers and whether it works, the choice to keep
/// secrets for this session only, and the names of the stored secrets (never their values),
/// each of which can be deleted. A store that fails says how, never as an empty list.
class CredentialsPage : public QWidget
{
    Q_OBJECT

public:
    explicit CredentialsPage(session::SecretStorage* storage, QWidget* parent = nullptr);

    /// The entries listed now, in the table's order.
    QList<secrets::SecretId> entries() const { return m_ids; }
    /// Lists the active store's entries again.
    void reload();

private:
    void showBackend();
    void showEntries(const QList<secrets::SecretId>& ids);
    void showEntriesProblem(const QString& text);
    void showStatus(const QString& text, bool problem);
    void deleteSelected();
    void watchStore();

    session::SecretStorage* m_storage;
    QLabel* m_backendTitle;
    QLabel* m_backendDetail;
    QPushButton* m_checkAgain;
    QCheckBox* m_sessionOnly;
    QGroupBox* m_entriesBox;
    QLabel* m_entriesStatus;
    QTableWidget* m_table;
    QPushButton* m_delete;
    QList<secrets::SecretId> m_ids;
    QPointer<secrets::CredentialStore> m_watched;
    quint64 m_listing = 0; ///< answers to superseded listings are dropped
};

} // namespace fleetdeck::ui
