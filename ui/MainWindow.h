// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ConnectionChecks.h"

#include "status/NodeStatus.h"

#include <QList>
#include <QMainWindow>
#include <QPointer>

#include <QTimer>

#include <memory>

class QAction;
class QMenu;
class QLabel;
class QLineEdit;
class QSplitter;
class QTableView;
class QToolButton;

namespace fleetdeck {
class Database;
class VastKeyPlatform;
class VastSync;
class FleetTableModel;
class Inventory;
} // namespace fleetdeck

namespace fleetdeck::ssh {
class SshEngine;
}

namespace fleetdeck::keys {
struct KeyChange;
struct KeyNodeResult;
} // namespace fleetdeck::keys

namespace fleetdeck::secrets {
class CredentialStore;
}

namespace fleetdeck::ui {

class BenchmarkRuns;
class BenchmarksWindow;
class CredentialQuestions;
class HostKeyQuestions;
class MainWindowState;
class FleetFilterProxy;
class FleetStatus;
class KeyDeployWizard;
class SummaryCards;
class TrayNotifier;
class MessageBanner;
class NodeDetailsPanel;
class SecretStorage;
class SettingsDialog;

/// The console's main window: the fleet table, the details of the selected node, and the
/// actions on nodes. It owns the open database and the objects built on it.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Opens `path` (creating and migrating it if needed). On failure the previous database
    /// stays open and the banner says why.
    bool openDatabase(const QString& path);
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
    SecretStorage* secretStorage() const { return m_secrets; }
    /// Selects the node's row; false if there is none.
    bool selectNode(const QString& name);

    QTableView* fleetView() const { return m_view; }
    FleetTableModel* fleetModel() const { return m_model.get(); }
    MessageBanner* banner() const { return m_banner; }
    NodeDetailsPanel* detailsPanel() const { return m_details; }
    ConnectionChecks* connectionChecks() const { return m_checks; }
    FleetStatus* fleetStatus() const { return m_status; }
    SummaryCards* summaryCards() const { return m_cards; }
    FleetFilterProxy* fleetProxy() const { return m_proxy; }
    QToolButton* secretsStatus() const { return m_secretsStatus; }
    QAction* deployKeyAction() const { return m_deployKeyAction; }
    /// The open key deployment wizard, or null.
    KeyDeployWizard* keyDeployWizard() const;
    /// The benchmark runs of the open database: they outlive the Benchmarks window.
    BenchmarkRuns* benchmarks() const { return m_benchmarks.get(); }
    /// The open Benchmarks window, or null.
    BenchmarksWindow* benchmarksWindow() const;
    /// Keeps the vast.ai nodes in step with the account (settings vast/*); on by itself when the
    /// inventory has vast.ai nodes.
    VastSync* vastSync() const { return m_vastSync; }
    /// The vast.ai API's address for this run, over the setting vast/baseUrl (before openDatabase()).
    void setVastBaseUrl(const QUrl& url);
    /// How key deployment attaches keys to vast.ai nodes through the platform.
    VastKeyPlatform* vastKeys() const { return m_vastKeys; }
    /// "vast.ai: provider data 12 s old", in the status bar while provider data is kept in step.
    QLabel* providerStatus() const { return m_providerLabel; }

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

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildActions();
    void buildLayout();
    void updateSelection();
    void onRowsChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight);
    void updateStatusBar();
    void updateProviderStatus();
    /// Applies the vast/* settings to the sync and the key platform.
    void configureVast();
    void updateSecretsStatus();
    void explainUnusableKeychain(const secrets::BackendInfo& info);
    void explainSecretsProblems(const QList<secrets::SecretResult>& problems);
    QString selectedNodeName() const;
    QStringList selectedNodeNames() const;
    /// A new action of the operator: the checks it starts share it (see CheckOrigin).
    CheckOrigin newAction(bool explicitRequest);
    void startCheck(const QString& name, const CheckOrigin& origin);
    void onCheckFinished(const QString& name, const ssh::OperationResult& result, const CheckOrigin& origin);
    void attachStatus();
    void onStatuses(const QList<NodeStatus>& batch);
    void onKeyDeployed(const QStringList& nodes);
    void recordDeployment(const keys::KeyChange& change, const QList<keys::KeyNodeResult>& results);
    void showContextMenu(const QPoint& pos);
    void buildIntervalMenu(QMenu* menu);
    bool nameTaken(const QString& name) const;

    std::unique_ptr<Database> m_db;
    std::unique_ptr<Inventory> m_inventory;
    std::unique_ptr<FleetTableModel> m_model;
    FleetFilterProxy* m_proxy;
    QTableView* m_view;
    QLineEdit* m_filter;
    QSplitter* m_splitter;
    NodeDetailsPanel* m_details;
    MessageBanner* m_banner;
    QLabel* m_countLabel;
    QLabel* m_dbLabel;
    QLabel* m_providerLabel = nullptr;
    VastSync* m_vastSync = nullptr;
    VastKeyPlatform* m_vastKeys = nullptr;
    QString m_lastVastErrorShown; ///< the banner says each kind of refresh failure once
    QLabel* m_countdown;
    QTimer* m_countdownTimer;
    SummaryCards* m_cards;
    FleetStatus* m_status;
    TrayNotifier* m_tray;
    QPointer<ssh::SshEngine> m_engine;
    QToolButton* m_secretsStatus;
    ConnectionChecks* m_checks;
    SecretStorage* m_secrets;
    CredentialQuestions* m_credentialQuestions;
    HostKeyQuestions* m_hostKeyQuestions;
    std::unique_ptr<MainWindowState> m_windowState;
    QPointer<SettingsDialog> m_settings;
    QPointer<KeyDeployWizard> m_keyWizard;
    quint64 m_lastAction = 0;
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

    // Quitting during benchmarks: their nodes' processes are stopped first (bounded in time).
    bool m_quittingAfterBenchmarks = false;
    bool m_benchmarksStopped = false;

    // Last, so that its runs end while the database they write to is still open.
    std::unique_ptr<BenchmarkRuns> m_benchmarks;
    QPointer<BenchmarksWindow> m_benchmarksWindow;
};

} // namespace fleetdeck::ui
