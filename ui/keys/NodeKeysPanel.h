// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyTableCell.h"

#include "base/Node.h"
#include "keys/DeploymentLog.h"
#include "keys/KeyDeployment.h"
#include "secrets/CredentialResolver.h"
#include "ssh/SshTypes.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>

class QLabel;
class QPushButton;
class QTableView;
class QVBoxLayout;

namespace fleetdeck::storage {
class Database;
}
namespace fleetdeck::ssh {
class SshEngine;
}

namespace fleetdeck::vast {
class VastKeyPlatform;
}

namespace fleetdeck::ui {

class DeploymentTrailModel;
class DiagnosisFrame;
class KeyAudits;
class NodeKeysModel;
class NodeKeysTable;
struct KeyAudit;
struct KeyTones;

/// A node's SSH keys, for its details: the audit of its authorized_keys (every key line, what is
/// wrong with the file, which key the console logs in with) and the audit trail of the key
/// deployments recorded for it. An audit reads the file over SFTP and changes nothing; it runs
/// only when asked (Audit keys) and never waits on the GUI thread.
class NodeKeysPanel : public QWidget
{
    Q_OBJECT

public:
    /// The window gets its engine after it is built and swaps its database on File > Open: the
    /// panel asks for both each time it needs them. Either may return nullptr.
    using EngineSource = std::function<ssh::SshEngine*()>;
    using DatabaseSource = std::function<storage::Database*()>;

    /// The tables' models (NodeKeysModel, DeploymentTrailModel) keep raw values beside what they
    /// show: RawRole holds the line number and the console flag (keys: Line, Status), the full
    /// fingerprint, result code and UTC time (trail: Key, Result, Time). A narrow table shows some
    /// cells in a short form (ShortTextRole); FullTextRole holds their whole text.
    static constexpr int RawRole = KeyTableRole::Raw;
    static constexpr int ShortTextRole = KeyTableRole::ShortText;
    static constexpr int FullTextRole = KeyTableRole::FullText;

    NodeKeysPanel(EngineSource engine, DatabaseSource database, QWidget* parent = nullptr);
    ~NodeKeysPanel() override;

    /// Shows `node`: its newest audit, if one ran while the panel lived, and its audit trail.
    /// `login` is how the console logs in to it (ConnectionChecks::targetFor plus its secrets):
    /// the audit logs in with it, and the keys it offers are the ones marked as the console's.
    void setNode(const Node& node, const ssh::SshTarget& login);
    /// Where a vast.ai node's platform keys are listed from (not owned; null: not listed).
    void setVastKeys(vast::VastKeyPlatform* platform);
    /// Lists the keys the node's platform holds now (also done when a node is shown).
    void listPlatformKeys();
    /// Completes the login with the keychain's secrets (an encrypted identity's passphrase, a
    /// node password) before each audit.
    void setResolver(secrets::CredentialResolver* resolver);
    /// Audits a node on its own the first time it is shown (the tab opened, or another node
    /// selected while it is open); off by default.
    void setAuditWhenShown(bool on) { m_auditWhenShown = on; }
    /// Back to "no node"; audits still running finish and are kept for their nodes.
    void clear();
    QString nodeName() const { return m_node.name; }

    /// True while an audit of the node shown runs.
    bool isAuditing() const;
    /// The newest audit of the node shown, when there is one.
    std::optional<keys::KeyNodeResult> lastAudit() const;
    /// Deadline of an audit's login and read (default 30 s).
    void setTimeout(int ms);

    /// The audited keys (a NodeKeysModel) and the audit trail (a DeploymentTrailModel).
    QTableView* keysTable() const;
    QTableView* trailTable() const;

public Q_SLOTS:
    /// Reads the node's authorized_keys now (nothing is written); the result replaces the shown one.
    void auditNow();
    /// Reads the node's audit trail from the database again (after a deployment, say).
    void refreshTrail();

Q_SIGNALS:
    /// An audit ended, of the node shown or of one shown before.
    void auditFinished(const fleetdeck::keys::KeyNodeResult& result);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void auditIfNeverAudited();
    void auditEnded(const QString& node);
    void showAudit();
    void showKeys(const KeyAudit& audit);
    void showFindings(const keys::KeyNodeResult& result);
    void showTrail(const QList<keys::DeploymentRecord>& records, const QString& error);
    /// For a provider's node: where the keys that matter there are (NodeKeysText::platformAttachments).
    void showPlatform();
    KeyTones tones() const;
    void restyle();

    DatabaseSource m_database;
    Node m_node;
    ssh::SshTarget m_login;
    KeyAudits* m_audits;

    QLabel* m_summary;
    QPushButton* m_auditButton;
    QLabel* m_intro;
    QWidget* m_file;
    QLabel* m_path;
    QLabel* m_symlinkCaption;
    QLabel* m_symlink;
    QLabel* m_shaCaption;
    QLabel* m_sha;
    QLabel* m_console;
    QLabel* m_platform;
    QList<keys::DeploymentRecord> m_platformRecords; ///< the node's keys attached through its platform
    QPointer<vast::VastKeyPlatform> m_vastKeys;
    QLabel* m_platformKeys = nullptr; ///< what the platform holds now, from its API
    quint64 m_platformListing = 0;    ///< the newest listing asked for; older answers are dropped
    DiagnosisFrame* m_diagnosis;
    QWidget* m_keysSection;
    NodeKeysModel* m_keysModel;
    NodeKeysTable* m_keys;
    QLabel* m_keysEmpty;
    QLabel* m_findingsSummary;
    QWidget* m_findingsSection;
    QVBoxLayout* m_findingsList;
    QLabel* m_repairHint;
    QLabel* m_trailSummary;
    DeploymentTrailModel* m_trailModel;
    NodeKeysTable* m_trail;
    QLabel* m_trailEmpty;
    bool m_auditWhenShown = false;
};

} // namespace fleetdeck::ui
