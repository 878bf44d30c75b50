// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "secrets/CredentialStore.h"
#include "session/FleetSession.h"
#include "session/InstanceActions.h"
#include "status/NodeStatus.h"

#include <QList>

#include <QMainWindow>
#include <QPointer>

#include <memory>

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QSplitter;
class QTableView;
class QToolButton;

namespace fleetdeck::models {
class FleetTableModel;
}
namespace fleetdeck::vast {
class VastKeyPlatform;
class VastSync;
} // namespace fleetdeck::vast
namespace fleetdeck::ssh {
class SshEngine;
}
namespace fleetdeck::keys {
struct KeyChange;
struct KeyNodeResult;
} // namespace fleetdeck::keys
namespace fleetdeck::session {
class BenchmarkRuns;
class FleetStatus;
class SecretStorage;
} // namespace fleetdeck::session

namespace fleetdeck::ui {

class BenchmarksWindow;
class OffersWindow;
class LogWindow;
class CredentialQuestions;
class FleetFilterProxy;
class FleetStatusBar;
class HostKeyQuestions;
class KeyDeployWizard;
class MainWindowState;
class MessageBanner;
class NodeDetailsPanel;
class SettingsDialog;
class SummaryCards;
class TrayNotifier;

/// The console's main window: the fleet table, the details of the selected node, and the
/// actions on nodes. It binds widgets to a session::FleetSession, which owns the open database
/// and everything built on it; the window itself decides nothing that a test could not ask the
/// session.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// The open fleet behind the window.
    session::FleetSession* session() const { return m_session; }

    /// Opens `path` (creating and migrating it if needed). On failure the previous database
    /// stays open and the banner says why.
    bool openDatabase(const QString& path);
    /// openDatabase(), and when it opened, the store the console opens at its next start
    /// (StorePage::locationKey()): what File ▸ Open and Settings › Store do.
    bool openAndRemember(const QString& location);
    QString databasePath() const;

    /// The engine connection checks run on; not owned, and it must outlive the window's use
    /// of it. Without one, Check Connection stays disabled.
    void setSshEngine(ssh::SshEngine* engine);
    /// The known_hosts file checks read and host-key decisions write. Default:
    /// $FLEETDECK_KNOWN_HOSTS, else ~/.ssh/known_hosts.
    void setKnownHostsPath(const QString& path);
    QString knownHostsPath() const;
    /// The OS keychain secrets are kept in (not owned; null for none). It is probed at once
    /// unless the operator chose to keep secrets for this session only; the status bar shows
    /// the outcome, and a keychain that cannot be used is explained in the banner.
    void setCredentialStore(secrets::CredentialStore* keychain);
    session::SecretStorage* secretStorage() const { return m_session->secrets(); }
    /// Selects the node's row; false if there is none.
    bool selectNode(const QString& name);

    QTableView* fleetView() const { return m_view; }
    models::FleetTableModel* fleetModel() const { return m_session->model(); }
    MessageBanner* banner() const { return m_banner; }
    NodeDetailsPanel* detailsPanel() const { return m_details; }
    session::ConnectionChecks* connectionChecks() const { return m_session->checks(); }
    session::FleetStatus* fleetStatus() const { return m_session->status(); }
    SummaryCards* summaryCards() const { return m_cards; }
    FleetFilterProxy* fleetProxy() const { return m_proxy; }
    QToolButton* secretsStatus() const;
    QAction* deployKeyAction() const { return m_deployKeyAction; }
    /// The open key deployment wizard, or null.
    KeyDeployWizard* keyDeployWizard() const;
    /// The benchmark runs of the open database: they outlive the Benchmarks window.
    session::BenchmarkRuns* benchmarks() const { return m_session->benchmarks(); }
    /// The open Benchmarks window, or null.
    BenchmarksWindow* benchmarksWindow() const;
    /// Keeps the vast.ai nodes in step with the account (see FleetSession::vastSync()).
    vast::VastSync* vastSync() const { return m_session->vastSync(); }
    /// The vast.ai API's address for this run, over the setting vast/baseUrl (before openDatabase()).
    void setVastBaseUrl(const QUrl& url);
    /// How key deployment attaches keys to vast.ai nodes through the platform.
    vast::VastKeyPlatform* vastKeys() const { return m_session->vastKeys(); }
    /// "vast.ai: provider data 12 s old", in the status bar while provider data is kept in step.
    QLabel* providerStatus() const;

public Q_SLOTS:
    void addNode();
    void editSelectedNode();
    void removeSelectedNode();
    /// Runs the connection check of every selected node, without waiting for it.
    void checkSelectedNodes();
    void checkAllNodes();
    /// Polls the selected nodes now, or every node when none is selected.
    void refreshSelectedNodes();
    void refreshAllNodes();
    /// Shows the settings (not modal), on the credentials page; the same dialog while it is open.
    SettingsDialog* openSettings();
    /// Shows the key deployment wizard (not modal) with `nodes` checked; the same wizard while it
    /// is open. Null without an engine or a database.
    KeyDeployWizard* openKeyDeployWizard(const QStringList& nodes = {});
    /// Shows the Benchmarks window (not modal); the same window while it is open.
    BenchmarksWindow* openBenchmarks();
    /// The Benchmarks window's new run, with `nodes` checked.
    BenchmarksWindow* runBenchmark(const QStringList& nodes);
    /// Node ▸ Instance: destroys (after a confirmation naming each instance, its $/h and what it
    /// cost so far), stops, starts, reboots or relabels the selected vast.ai instances.
    void manageInstances(session::InstanceAction action);
    /// View ▸ Offers: vast.ai's offers with their expected $/proof, to rent from.
    OffersWindow* openOffers();
    /// A window following these nodes' logs (all nodes when empty), merged in time order.
    LogWindow* openLogs(const QStringList& nodes);
    /// The details' Logs tab follows the selected node while it is shown.
    void updateDetailsLog();
    OffersWindow* offersWindow() const;

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    friend struct MainWindowActions; // builds the menus and sets the m_*Action members
    void buildLayout();
    void bindSession();
    void onDatabaseOpened(const QString& path);
    void updateSelection();
    /// Enables an action that changes the fleet when `enabled` and the store lets this operator
    /// write; on a read-only team store it stays disabled and its tooltip says why.
    void enableWrite(QAction* action, bool enabled);
    void onRowsChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight);
    void onSecretsChanged();
    void explainUnusableKeychain(const secrets::BackendInfo& info);
    void explainSecretsProblems(const QList<secrets::SecretResult>& problems);
    QString selectedNodeName() const;
    QStringList selectedNodeNames() const;
    void onStatuses(const QList<status::NodeStatus>& batch);
    void onKeyDeployed(const QStringList& nodes);
    void recordDeployment(const keys::KeyChange& change, const QList<keys::KeyNodeResult>& results);

    session::FleetSession* m_session;
    FleetFilterProxy* m_proxy;
    QTableView* m_view;
    QLineEdit* m_filter;
    QSplitter* m_splitter;
    NodeDetailsPanel* m_details;
    MessageBanner* m_banner;
    SummaryCards* m_cards;
    TrayNotifier* m_tray;
    FleetStatusBar* m_statusBar = nullptr;
    CredentialQuestions* m_credentialQuestions;
    HostKeyQuestions* m_hostKeyQuestions;
    std::unique_ptr<MainWindowState> m_windowState;
    QPointer<SettingsDialog> m_settings;
    QPointer<KeyDeployWizard> m_keyWizard;
    QPointer<BenchmarksWindow> m_benchmarksWindow;
    QPointer<OffersWindow> m_offersWindow;
    QAction* m_logsAction = nullptr;
    QString m_keychainMessage; ///< the banner text about an unusable keychain, while shown
    QAction* m_sessionOnlyAction = nullptr;
    QAction* m_addAction = nullptr;
    QAction* m_editAction = nullptr;
    QAction* m_removeAction = nullptr;
    QAction* m_checkAction = nullptr;
    QAction* m_checkAllAction = nullptr;
    QAction* m_refreshAction = nullptr;
    QAction* m_refreshSelectedAction = nullptr;
    QAction* m_copySshAction = nullptr;
    QAction* m_terminalAction = nullptr;
    QAction* m_deployKeyAction = nullptr;
    QAction* m_benchmarkAction = nullptr;
    QList<QAction*> m_instanceActions; ///< Node ▸ Instance: for vast.ai nodes only

    // Quitting during benchmarks: their nodes' processes are stopped first (bounded in time).
    bool m_quittingAfterBenchmarks = false;
    bool m_benchmarksStopped = false;
};

} // namespace fleetdeck::ui
