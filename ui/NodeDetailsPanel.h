// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleet/Node.h"
#include "ssh/SshTypes.h"
#include "status/HealthState.h"

#include <QDateTime>
#include <QWidget>

class QAction;
class QLabel;
class QFormLayout;
class QScrollArea;

namespace fleetdeck::ui {

class ConnectionCheckView;

/// The right-hand panel: everything known about the selected node, the reason first.
class NodeDetailsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit NodeDetailsPanel(QWidget* parent = nullptr);
    void showNode(const Node& node, HealthState health, const QString& reason);
    void clear();

    /// The connection check of the node shown: none yet, running, or its newest result.
    void clearCheck();
    void showCheckRunning(bool viaCommand);
    void showCheckResult(const ssh::OperationResult& result, const QDateTime& finishedAt);
    /// The action behind the check section's button.
    void setCheckAction(QAction* action);
    ConnectionCheckView* checkView() const { return m_check; }

private:
    QLabel* addRow(QFormLayout* form, const QString& label, const char* objectName);
    void updateReasonVisibility();

    QLabel* m_title;
    QLabel* m_state;
    QLabel* m_reason;
    ConnectionCheckView* m_check;
    QLabel* m_address;
    QLabel* m_user;
    QLabel* m_identity;
    QLabel* m_status;
    QLabel* m_authorizedKeys;
    QLabel* m_labels;
    QLabel* m_provider;
    QWidget* m_body;
    QScrollArea* m_scroll;
    QLabel* m_empty;
    QString m_node;
    QString m_reasonText;
    /// What the check section shows, so that an unchanged result is not rebuilt (and a text
    /// selection in it survives unrelated model updates).
    QString m_checkShown;
    QString m_checkReason;
};

} // namespace fleetdeck::ui
