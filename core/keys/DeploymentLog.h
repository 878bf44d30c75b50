// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace fleetdeck::storage {
class Database;
}

namespace fleetdeck::keys {

/// One change (or refusal to change) of one node's `authorized_keys`, as the audit trail keeps
/// it. Identifies keys and files by fingerprint and SHA-256 only: nothing here is a secret.
struct DeploymentRecord
{
    qint64 id = 0;          ///< assigned by the database; ignored when recording
    QString node;           ///< the node's name when the deployment ran
    QDateTime at;           ///< UTC, millisecond precision; an invalid time is recorded as now
    QString action;         ///< deploy, remove or repair
    QString keyFingerprint; ///< "SHA256:…", as `ssh-keygen -lf` prints it
    QString keyComment;
    /// unchanged, added, added_unverified, repaired, removed, failed, rolled_back or refused
    QString result;
    QString remotePath;    ///< the authorized_keys file as the node resolved it
    QString beforeSha256;  ///< of the file before the change (empty: no file, or not read)
    QString afterSha256;   ///< of the file after it (empty: unknown or not written)
    QStringList findings;  ///< codes of what the plan found (glued keys, CRLF, …), in order
    QString diagnosisCode; ///< why it failed, when it did
    QString diagnosisDetail;
    /// A provider's node (vast.ai): the key attached through the platform as well. Empty when the
    /// deployment did not concern a platform.
    QString platform;       ///< the provider ("vast")
    QString platformResult; ///< attached, failed or skipped
    QString platformDetail; ///< the error code and the server's words, or why it was skipped
    /// Who ran it, "login@host" (storage::Database::operatorName() when recording, unless set);
    /// empty for records older than the column.
    QString operatorName;
};

/// The audit trail of key deployments, shown in a node's details.
///
/// Works on the connection of a Database and so on its thread. A node's rows keep its name when
/// the node is removed from the inventory, and follow it when it is renamed.
class DeploymentLog
{
public:
    explicit DeploymentLog(storage::Database& db);

    /// Appends one record, linked to the inventory's node of that name if there is one. Refuses
    /// a record without node, fingerprint, a known action or a known result, and finding codes
    /// that are empty or contain a comma.
    bool record(const DeploymentRecord& record);
    /// Appends all records in one transaction of its own: all of them or, on failure, none.
    bool recordAll(const QList<DeploymentRecord>& records);
    /// A node's records, newest first: those linked to the node of that name, and those recorded
    /// under that name that no node owns any more. At most `limit` records.
    QList<DeploymentRecord> forNode(const QString& node, int limit = 100) const;
    /// The newest record per key fingerprint of the node's whose key was attached through its
    /// platform, at the time of that record (a later failed attach does not detach it).
    QList<DeploymentRecord> platformAttachments(const QString& node) const;
    /// The fleet's records, newest first. At most `limit` records.
    QList<DeploymentRecord> recent(int limit = 200) const;
    /// Why the last call failed, in words for an operator; empty after a success.
    QString error() const { return m_error; }

private:
    bool insert(const DeploymentRecord& record);
    QString checkRecord(const DeploymentRecord& record) const;

    storage::Database& m_db;
    mutable QString m_error;
};

} // namespace fleetdeck::keys
