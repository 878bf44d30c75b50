// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QListWidget;
class QStackedWidget;

namespace fleetdeck::session {
class SecretStorage;
}

namespace fleetdeck::ui {

class CredentialsPage;
class VastPage;

/// The console's settings: a list of pages on the left, the chosen page on the right. Each page
/// applies its changes at once; there is nothing to confirm or revert.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SettingsDialog(session::SecretStorage* storage, QWidget* parent = nullptr);

    /// Adds a page under `title` and returns its index.
    int addPage(const QString& title, QWidget* page);
    void showPage(QWidget* page);
    QWidget* currentPage() const;
    CredentialsPage* credentialsPage() const { return m_credentials; }
    VastPage* vastPage() const { return m_vast; }

private:
    QListWidget* m_pages;
    QStackedWidget* m_stack;
    CredentialsPage* m_credentials;
    VastPage* m_vast;
};

} // namespace fleetdeck::ui
