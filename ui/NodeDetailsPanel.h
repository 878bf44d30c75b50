// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "logs/LogPatterns.h"

#include "base/Node.h"
#include "fleet/ProviderImport.h"
#include "lifecycle/LifecycleRecord.h"
#include "ssh/SshTypes.h"
#include "status/HealthState.h"
#include "status/NodeStatus.h"

#include <QDateTime>
#include <QWidget>

class QAction;
class QLabel;
class QPushButton;
class QFormLayout;
class QScrollArea;
class QTabWidget;

namespace fleetdeck::status {
class StatusHistory;
}

namespace fleetdeck::ui {

class ConnectionCheckView;
class CuzkPanel;
class HistoryCharts;
class NodeKeysPanel;

/// The right-hand panel: everything known about the selected node, the reason first; below it
/// the tabs Overview (connection check, connection, inventory), Daemon (the cuzk status),
/// History (charts) and Keys (the authorized_keys audit and the deployment trail, when given).
class LogView;

class NodeDetailsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit NodeDetailsPanel(QWidget* parent = nullptr);
    void showNode(const Node& node, status::HealthState health, const QString& reason);
    void clear();

    /// The connection check of the node shown: none yet, running, or its newest result.
    void clearCheck();
    void showCheckRunning(bool viaCommand, bool waitingForKeychain = false);
    void showCheckResult(const ssh::OperationResult& result, const QDateTime& finishedAt);
    /// The action behind the check section's button.
    void setCheckAction(QAction* action);
    ConnectionCheckView* checkView() const { return m_check; }

    /// The newest poll of the node shown: its daemon's status and machine in the Daemon tab, and
    /// the History tab catches up (the poller records before it reports). A status of another
    /// node than the one shown is ignored.
    void showStatus(const status::NodeStatus& status);
    /// The provider's data of the node shown (GPU, price, state, place, its message) and how old
    /// it is; nullopt hides the row (a node of no provider, or never listed).
    /// Where a rented node is in its life: stages with their times, the qualification, the rule
    /// that tripped, and for a retired node how long it lived, what it cost and why it went.
    /// Hidden for nodes not rented through a template.
    void showLifecycle(const std::optional<lifecycle::LifecycleRecord>& life,
                       std::optional<double> dollarsPerHour,
                       const QDateTime& now = QDateTime::currentDateTimeUtc());
    void showProviderData(const std::optional<fleet::ProviderRecord>& record,
                          const QDateTime& now = QDateTime::currentDateTimeUtc());
    /// The provider data shown again, its age counted to `now` (the window calls it every second).
    void refreshProviderAge(const QDateTime& now = QDateTime::currentDateTimeUtc())
    {
        if (m_providerRecord)
            showProviderData(m_providerRecord, now);
    }
    /// Where the History tab reads from; `nodeId` is the node shown (showNode() follows the
    /// selection by the node's id afterwards).
    void setHistory(status::StatusHistory* history, qint64 nodeId);

    /// Adds the Keys tab (the panel is owned by this one from then on).
    void setKeysPanel(NodeKeysPanel* panel);
    NodeKeysPanel* keysPanel() const { return m_keys; }
    /// The Logs tab (after Keys).
    void setLogView(LogView* view);
    LogView* logView() const { return m_logView; }
    /// What the node's log said that matters, within the window; hidden when nothing.
    void showLogEvents(const QList<logs::LogEventSummary>& events, int windowMinutes);

    enum class Tab { Overview, Daemon, History, Keys, Logs };
    void setCurrentTab(Tab tab);
    Tab currentTab() const;
    CuzkPanel* cuzkPanel() const { return m_cuzk; }
    HistoryCharts* historyCharts() const { return m_charts; }
    /// "Fix: deploy key", shown while the node's login is refused.
    QPushButton* deployKeyButton() const { return m_deployKey; }

Q_SIGNALS:
    void tabChanged();
    /// The operator asked to fix a refused login by deploying a key to `node`.
    void deployKeyRequested(const QString& node);

private:
    QLabel* addRow(QFormLayout* form, const QString& label, const char* objectName);
    QScrollArea* scrolled(QWidget* content, const char* name);
    void updateReasonVisibility();

    QLabel* m_title;
    QLabel* m_state;
    QLabel* m_reason;
    QPushButton* m_deployKey;
    ConnectionCheckView* m_check;
    QLabel* m_address;
    QLabel* m_user;
    QLabel* m_identity;
    QLabel* m_status;
    QLabel* m_authorizedKeys;
    QLabel* m_labels;
    QLabel* m_provider;
    QLabel* m_providerData;
    QLabel* m_providerDataCaption = nullptr;
    QLabel* m_lifecycle;
    QLabel* m_lifecycleCaption = nullptr;
    std::optional<fleet::ProviderRecord> m_providerRecord;
    QWidget* m_body;
    QScrollArea* m_scroll;
    QWidget* m_header;
    QTabWidget* m_tabs;
    CuzkPanel* m_cuzk;
    HistoryCharts* m_charts;
    NodeKeysPanel* m_keys = nullptr;
    LogView* m_logView = nullptr;
    QLabel* m_logEvents = nullptr;
    QLabel* m_logEventsCaption = nullptr;
    status::StatusHistory* m_history = nullptr;
    QLabel* m_empty;
    QString m_node;
    QString m_reasonText;
    /// What the check section shows, so that an unchanged result is not rebuilt (and a text
    /// selection in it survives unrelated model updates).
    QString m_checkShown;
    QString m_checkReason;
};

} // namespace fleetdeck::ui
