// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QLabel;
class QStatusBar;
class QTimer;
class QToolButton;

namespace fleetdeck::session {
class FleetSession;
}

namespace fleetdeck::ui {

/// The main window's status bar, bound to the open fleet: how many nodes, when the next poll
/// comes, how old the provider data is, where secrets are kept (a button to their settings) and
/// which database is open. Ticks once a second while the window lives.
class FleetStatusBar : public QObject
{
    Q_OBJECT

public:
    FleetStatusBar(session::FleetSession& session, QStatusBar& bar, QObject* parent = nullptr);

    QToolButton* secretsButton() const { return m_secrets; }
    QLabel* providerLabel() const { return m_provider; }

    void updateCount();
    void updateCountdown();
    void updateProvider();
    void updateSecrets();
    void showDatabase(const QString& path);

Q_SIGNALS:
    /// The keychain's word was clicked: the operator wants the credential settings.
    void secretsClicked();
    /// Once a second, after the bar's own texts are brought up to date.
    void ticked();

private:
    session::FleetSession& m_session;
    QLabel* m_count;
    QLabel* m_countdown;
    QLabel* m_provider;
    QToolButton* m_secrets;
    QLabel* m_database;
    QTimer* m_timer;
};

} // namespace fleetdeck::ui
