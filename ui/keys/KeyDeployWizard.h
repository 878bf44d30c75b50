// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyDeployState.h"
#include "session/SecretStorage.h"

#include "fleet/Inventory.h"
#include "models/FleetTableModel.h"

#include <QPointer>
#include <QStringList>
#include <QWizard>

namespace fleetdeck::ssh {
class SshEngine;
}

namespace fleetdeck::session {
class KeyDeployBatch;
}

namespace fleetdeck::ui {

class AccessPage;
class DeployPage;
class KeyPage;
class PreviewPage;
class ResultPage;
class TargetsPage;

/// Puts a public key on chosen nodes without ever losing one (docs/design.md, "Key deployment"):
/// Key → Targets → Access → Preview (a dry run) → Deploy (live) → Result. Not modal: the fleet
/// stays in view while it runs.
class KeyDeployWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId { KeyPageId, TargetsPageId, AccessPageId, PreviewPageId, DeployPageId, ResultPageId };

    /// The engine and the inventory must outlive the wizard's use of them (the inventory is
    /// watched: nodes of a closed database are simply no longer found).
    KeyDeployWizard(ssh::SshEngine& engine, fleet::Inventory& inventory, QWidget* parent = nullptr);
    ~KeyDeployWizard() override;

    /// Where the Targets page reads each node's state (not owned; may be null).
    void setFleetModel(models::FleetTableModel* model);
    models::FleetTableModel* fleetModel() const { return m_fleet; }
    fleet::Inventory* inventory() const { return m_inventory; }
    void setKnownHostsPath(const QString& path) { m_knownHostsPath = path; }
    QString knownHostsPath() const { return m_knownHostsPath; }
    /// Where secrets are read from and remembered (not owned; null: nothing is remembered and
    /// the node's own login uses keys that need no passphrase).
    void setSecretStorage(session::SecretStorage* storage) { m_secrets = storage; }
    /// How keys also reach vast.ai nodes through the platform (not owned; may be null).
    void setKeyPlatform(keys::KeyPlatform* platform) { m_platform = platform; }
    session::SecretStorage* secretStorage() const { return m_secrets; }
    /// Nodes checked on the Targets page when it first opens (e.g. the one whose login failed).
    void setPreselectedNodes(const QStringList& nodes) { m_preselected = nodes; }
    QStringList preselectedNodes() const { return m_preselected; }
    /// Deadline of each SFTP job and login of a batch (default: KeyDeployer's).
    void setTimeout(int ms) { m_timeoutMs = ms; }
    /// Applies the wizard's environment (inventory, known_hosts, secrets, deadline) to a batch.
    void prepare(session::KeyDeployBatch& batch) const;

    /// The wizard of a page (its wizard()), or null while it belongs to none.
    static KeyDeployWizard* of(QWizard* wizard) { return qobject_cast<KeyDeployWizard*>(wizard); }

    KeyDeployState& state() { return m_state; }
    const KeyDeployState& state() const { return m_state; }

    KeyPage* keyPage() const { return m_keyPage; }
    TargetsPage* targetsPage() const { return m_targetsPage; }
    AccessPage* accessPage() const { return m_accessPage; }
    PreviewPage* previewPage() const { return m_previewPage; }
    DeployPage* deployPage() const { return m_deployPage; }
    ResultPage* resultPage() const { return m_resultPage; }

    /// Deploys again to the nodes that failed, from the Deploy page.
    void retryFailed();

Q_SIGNALS:
    /// A deployment ended; these nodes now have the key (their status is worth refreshing).
    void deployed(const QStringList& nodes);
    /// Every node's outcome of a deployment (the first one includes the nodes whose preview
    /// failed, which were not tried), for the audit trail.
    void batchFinished(const fleetdeck::keys::KeyChange& change,
                       const QList<fleetdeck::keys::KeyNodeResult>& results);
    /// Something the operator should know that is not a page's business (a secret not stored).
    void problem(const QString& text);

public Q_SLOTS:
    /// Cancels a deployment in progress instead of closing; closes otherwise.
    void reject() override;

private:
    ssh::SshEngine& m_engine;
    QPointer<fleet::Inventory> m_inventory;
    QPointer<models::FleetTableModel> m_fleet;
    QPointer<session::SecretStorage> m_secrets;
    keys::KeyPlatform* m_platform = nullptr;
    QString m_knownHostsPath;
    QStringList m_preselected;
    int m_timeoutMs = 0;
    KeyDeployState m_state;

    KeyPage* m_keyPage;
    TargetsPage* m_targetsPage;
    AccessPage* m_accessPage;
    PreviewPage* m_previewPage;
    DeployPage* m_deployPage;
    ResultPage* m_resultPage;
};

} // namespace fleetdeck::ui
