// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "HostKeyDialog.h"

#include <QList>
#include <QMainWindow>

#include <functional>
#include <memory>

class QAction;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QSplitter;
class QTableView;

namespace fleetdeck {
class Database;
class FleetTableModel;
class Inventory;
} // namespace fleetdeck

namespace fleetdeck::ssh {
class SshEngine;
}

namespace fleetdeck::ui {

class ConnectionChecks;
class MessageBanner;
class NodeDetailsPanel;
class NodeDialog;

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
    /// Selects the node's row; false if there is none.
    bool selectNode(const QString& name);

    /// Decisions go through these hooks so tests can answer them without a modal loop.
    std::function<bool(const QString& title, const QString& text)> confirm;
    std::function<bool(NodeDialog& dialog)> runDialog;
    /// Asked when a check stopped at an unknown or changed host key; returns the decision.
    std::function<HostKeyDialog::Decision(HostKeyDialog& dialog)> askHostKey;

    QTableView* fleetView() const { return m_view; }
    FleetTableModel* fleetModel() const { return m_model.get(); }
    MessageBanner* banner() const { return m_banner; }
    NodeDetailsPanel* detailsPanel() const { return m_details; }
    ConnectionChecks* connectionChecks() const { return m_checks; }

public Q_SLOTS:
    void addNode();
    void editSelectedNode();
    void removeSelectedNode();
    /// Runs the connection check of every selected node, without waiting for it.
    void checkSelectedNodes();
    void checkAllNodes();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildActions();
    void buildLayout();
    void restoreLayout();
    void restoreColumns();
    void saveLayout() const;
    void updateSelection();
    void updateStatusBar();
    QString selectedNodeName() const;
    QStringList selectedNodeNames() const;
    void startCheck(const QString& name);
    void onCheckFinished(const QString& name, const ssh::OperationResult& result, bool afterHostKeyDecision);
    void askHostKeyQuestions();
    bool nameTaken(const QString& name) const;

    std::unique_ptr<Database> m_db;
    std::unique_ptr<Inventory> m_inventory;
    std::unique_ptr<FleetTableModel> m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
    QLineEdit* m_filter;
    QSplitter* m_splitter;
    NodeDetailsPanel* m_details;
    MessageBanner* m_banner;
    QLabel* m_countLabel;
    QLabel* m_dbLabel;
    ConnectionChecks* m_checks;
    QAction* m_addAction = nullptr;
    QAction* m_editAction = nullptr;
    QAction* m_removeAction = nullptr;
    QAction* m_checkAction = nullptr;
    QAction* m_checkAllAction = nullptr;

    struct HostKeyQuestion
    {
        QString node;
        ssh::HostKeyInfo key;
        HostKeyDialog::Kind kind;
    };
    QList<HostKeyQuestion> m_hostKeyQuestions;
    bool m_askingHostKey = false;
};

} // namespace fleetdeck::ui
