// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyDeployState.h"

#include "keys/KeyDeployer.h"

#include <QWizardPage>

class QLabel;
class QProgressBar;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace fleetdeck::ssh {
class SshEngine;
}

namespace fleetdeck::session {
class KeyDeployBatch;
}

namespace fleetdeck::ui {

/// The deployment itself, live: each node's step (reading, writing, verifying, rolling back)
/// and result as it comes. Cancel stops what has not been written yet; a write under way ends
/// with the old file or the new one, never a truncated one.
class DeployPage : public QWizardPage
{
    Q_OBJECT

public:
    enum Column { NodeColumn, StepColumn, ResultColumn, ColumnCount };

    DeployPage(KeyDeployState& state, ssh::SshEngine& engine, QWidget* parent = nullptr);

    /// Deploys to the nodes the preview could plan; those it could not are reported as failed.
    void initializePage() override;
    bool isComplete() const override;

    /// Deploys to `nodes` (a retry of the failed ones).
    void start(const QStringList& nodes);
    void cancel();
    bool isRunning() const;
    QTreeWidget* table() const { return m_table; }

private:
    void onStep(const QString& node, keys::KeyDeployer::Step step);
    void onNodeFinished(const keys::KeyNodeResult& result);
    void onFinished();
    QTreeWidgetItem* itemOf(const QString& node) const;

    KeyDeployState& m_state;
    session::KeyDeployBatch* m_batch;
    QLabel* m_status;
    QProgressBar* m_progress;
    QTreeWidget* m_table;
    QPushButton* m_cancel;
    QStringList m_nodes;                  ///< of the batch under way
    QList<keys::KeyNodeResult> m_skipped; ///< failed in the preview, reported with the first batch
    bool m_started = false;
};

} // namespace fleetdeck::ui
