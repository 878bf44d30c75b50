// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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

namespace fleetdeck::ui {

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

    /// Decisions go through these hooks so tests can answer them without a modal loop.
    std::function<bool(const QString& title, const QString& text)> confirm;
    std::function<bool(NodeDialog& dialog)> runDialog;

    QTableView* fleetView() const { return m_view; }
    FleetTableModel* fleetModel() const { return m_model.get(); }
    MessageBanner* banner() const { return m_banner; }

public Q_SLOTS:
    void addNode();
    void editSelectedNode();
    void removeSelectedNode();

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
    QAction* m_addAction = nullptr;
    QAction* m_editAction = nullptr;
    QAction* m_removeAction = nullptr;
};

} // namespace fleetdeck::ui
