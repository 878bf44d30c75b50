// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QListWidget;
class QStackedWidget;

namespace fleetdeck::session {
class FleetSession;
class SecretStorage;
} // namespace fleetdeck::session

namespace fleetdeck::ui {

class CredentialsPage;
class StorePage;
class VastPage;

/// The console's settings: a list of pages on the left, the chosen page on the right. Each page
/// applies its changes at once; there is nothing to confirm or revert.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    /// With a `session`, a Store page tells where the fleet is kept and which store to open.
    explicit SettingsDialog(session::SecretStorage* storage, QWidget* parent = nullptr,
                            session::FleetSession* session = nullptr);

    /// Adds a page under `title` and returns its index.
    int addPage(const QString& title, QWidget* page);
    void showPage(QWidget* page);
    QWidget* currentPage() const;
    CredentialsPage* credentialsPage() const { return m_credentials; }
    VastPage* vastPage() const { return m_vast; }
    /// Null without a session.
    StorePage* storePage() const { return m_store; }

private:
    QListWidget* m_pages;
    QStackedWidget* m_stack;
    CredentialsPage* m_credentials;
    VastPage* m_vast;
    StorePage* m_store = nullptr;
};

} // namespace fleetdeck::ui
