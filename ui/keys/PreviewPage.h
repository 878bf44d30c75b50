// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyDeployState.h"

#include <QHash>
#include <QWizardPage>

class QCheckBox;
class QLabel;
class QPushButton;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace fleetdeck::ssh {
class SshEngine;
}

namespace fleetdeck::session {
class KeyDeployBatch;
}

namespace fleetdeck::ui {

/// What the deployment would do, node by node, from a dry run that reads every file and plans
/// the change without writing: unchanged, add, repair + add, or failed with the diagnosis; the
/// file's findings and a line diff of before and after. The commit page: Deploy writes.
class PreviewPage : public QWizardPage
{
    Q_OBJECT

public:
    enum Column { NodeColumn, PlanColumn, FindingsColumn, FileColumn, ColumnCount };

    PreviewPage(KeyDeployState& state, ssh::SshEngine& engine, QWidget* parent = nullptr);

    void initializePage() override;
    void cleanupPage() override;
    bool isComplete() const override;
    bool validatePage() override;

    bool isRunning() const;
    /// Plans again (after a host key was trusted, a node fixed, the repair option changed).
    void plan();
    /// Stops planning; the nodes not planned yet show as failed.
    void cancel();
    QTreeWidget* table() const { return m_table; }
    session::KeyDeployBatch* batch() const { return m_batch; }

private:
    void onNodeFinished(const keys::KeyNodeResult& result);
    void onFinished();
    void showDetails(QTreeWidgetItem* item);
    void trustHostKey();
    void rememberPassword();
    QTreeWidgetItem* itemOf(const QString& node) const;

    KeyDeployState& m_state;
    session::KeyDeployBatch* m_batch;
    QLabel* m_status;
    QCheckBox* m_repair;
    QPushButton* m_again;
    QTreeWidget* m_table;
    QLabel* m_diagnosis;
    QPushButton* m_trust;
    QLabel* m_findings;
    QTextBrowser* m_diff;
    QHash<QString, keys::KeyNodeResult> m_results;
    bool m_passwordRemembered = false;
};

} // namespace fleetdeck::ui
