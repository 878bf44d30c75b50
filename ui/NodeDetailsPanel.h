// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleet/Node.h"
#include "status/HealthState.h"

#include <QWidget>

class QLabel;
class QFormLayout;

namespace fleetdeck::ui {

/// The right-hand panel: everything known about the selected node, the reason first.
class NodeDetailsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit NodeDetailsPanel(QWidget* parent = nullptr);
    void showNode(const Node& node, HealthState health, const QString& reason);
    void clear();

private:
    QLabel* addRow(QFormLayout* form, const QString& label, const char* objectName);

    QLabel* m_title;
    QLabel* m_state;
    QLabel* m_reason;
    QLabel* m_address;
    QLabel* m_user;
    QLabel* m_identity;
    QLabel* m_status;
    QLabel* m_authorizedKeys;
    QLabel* m_labels;
    QLabel* m_provider;
    QWidget* m_body;
    QLabel* m_empty;
};

} // namespace fleetdeck::ui
