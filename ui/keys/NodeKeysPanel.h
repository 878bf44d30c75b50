// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleet/Node.h"
#include "keys/KeyDeployer.h"
#include "keys/KeyDeployment.h"
#include "secrets/CredentialResolver.h"
#include "storage/DeploymentLog.h"
#include "ssh/SshTypes.h"

#include <QDateTime>
#include <QHash>
#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>

class QFrame;
class QLabel;
class QPushButton;
class QTableWidget;
class QVBoxLayout;

namespace fleetdeck {
class Database;
} // namespace fleetdeck

namespace fleetdeck::ssh {
class SshEngine;
}

namespace fleetdeck::ui {

class NodeKeysTable;

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
    using DatabaseSource = std::function<Database*()>;

    /// The tables' items keep raw values beside what they show: RawRole holds the line number
    /// and the console flag (keys: Line, Status), the full fingerprint, result code and UTC time
    /// (trail: Key, Result, Time). A narrow table shows some cells in a short form; FullTextRole
    /// holds their whole text then.
    static constexpr int RawRole = Qt::UserRole;
    static constexpr int ShortTextRole = Qt::UserRole + 1;
    static constexpr int FullTextRole = Qt::UserRole + 2;

    NodeKeysPanel(EngineSource engine, DatabaseSource database, QWidget* parent = nullptr);
    ~NodeKeysPanel() override;

    /// Shows `node`: its newest audit, if one ran while the panel lived, and its audit trail.
    /// `login` is how the console logs in to it (ConnectionChecks::targetFor plus its secrets):
    /// the audit logs in with it, and the keys it offers are the ones marked as the console's.
    void setNode(const Node& node, const ssh::SshTarget& login);
    /// Completes the login with the keychain's secrets (an encrypted identity's passphrase, a
    /// node password) before each audit.
    void setResolver(secrets::CredentialResolver* resolver) { m_resolver = resolver; }
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
    void setTimeout(int ms) { m_timeoutMs = ms; }

    QTableWidget* keysTable() const;
    QTableWidget* trailTable() const;

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
    /// What the panel remembers of one node's newest audit.
    struct Audit
    {
        keys::KeyNodeResult result;
        /// The console's keys for the node, fingerprint and where it comes from (file or agent).
        QList<QPair<QString, QString>> consoleKeys;
        QDateTime finishedAt;
        bool valid() const { return finishedAt.isValid(); }
    };

    void startDeployer(keys::KeyDeployer::Target target, const QList<QPair<QString, QString>>& consoleKeys);
    void finishAudit(const QString& node, const Audit& audit);
    void showAudit();
    void showKeys(const Audit& audit);
    void showFindings(const keys::KeyNodeResult& result);
    void showDiagnosis(const ssh::Diagnosis& diagnosis);
    void showTrail(const QList<DeploymentRecord>& records, const QString& error);
    QString consoleKeyText(const Audit& audit) const;
    /// For a provider's node: each key of the console's or attached through the platform, and
    /// whether it is attached there, present in authorized_keys (per the newest audit), or both.
    void showPlatform();
    QString findingHeadline(const keys::AuthorizedKeys::Finding& finding,
                            const keys::KeyNodeResult& result) const;
    QString findingShort(const QString& code) const;
    void restyle();

    EngineSource m_engine;
    DatabaseSource m_database;
    Node m_node;
    ssh::SshTarget m_login;
    int m_timeoutMs = 30000;
    QHash<QString, Audit> m_audits;
    QHash<QString, QDateTime> m_running; ///< node -> when its audit started

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
    QList<DeploymentRecord> m_platformRecords; ///< the node's keys attached through its platform
    QFrame* m_diagnosis;
    QLabel* m_diagnosisMessage;
    QLabel* m_diagnosisDetail;
    QLabel* m_diagnosisHint;
    QWidget* m_keysSection;
    NodeKeysTable* m_keys;
    QLabel* m_keysEmpty;
    QLabel* m_findingsSummary;
    QWidget* m_findingsSection;
    QVBoxLayout* m_findingsList;
    QLabel* m_repairHint;
    QLabel* m_trailSummary;
    NodeKeysTable* m_trail;
    QLabel* m_trailEmpty;
    QPointer<secrets::CredentialResolver> m_resolver;
    bool m_auditWhenShown = false;
};

} // namespace fleetdeck::ui
