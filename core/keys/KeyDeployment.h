// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/PublicKey.h"
#include "keys/AuthorizedKeys.h"
#include "keys/KeyPlatform.h"
#include "ssh/SshTypes.h"

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace fleetdeck::ssh {
class SftpSession;
}

namespace fleetdeck::keys {

/// What to do to a node's authorized_keys.
struct KeyChange
{
    enum class Kind { Audit, Deploy, Remove };

    Kind kind = Kind::Audit;
    PublicKey key;       ///< Deploy; Remove by key
    QString fingerprint; ///< Remove by fingerprint ("SHA256:...") when `key` is null
    /// Deploy: also fix the findings the editor can fix (split glued keys, CRLF, final newline).
    bool repair = false;
    /// Read and plan only: nothing is written, the result says what would happen.
    bool dryRun = false;
    /// The fingerprint this change is about ("SHA256:..."), empty for an audit.
    QString targetFingerprint() const { return key.isNull() ? fingerprint : key.fingerprint(); }
    static QString kindName(Kind kind); ///< "audit", "deploy", "remove"
};

/// How a deployed key is proved: a fresh login that offers only the new key.
struct KeyVerification
{
    enum class Mode { None, PrivateKey, Agent };

    Mode mode = Mode::None;
    QString privateKeyPath;            ///< PrivateKey: the new key's private half
    std::optional<QString> passphrase; ///< for an encrypted private key
};

/// The plan for one file: what the change would do to these bytes (pure, no I/O).
struct KeyPlan
{
    /// Contract words: "unchanged", "added", "repaired", "removed"; "failed" when the change
    /// cannot be made (error says why).
    QString result;
    QByteArray after;    ///< the whole new file (the original when unchanged)
    QStringList actions; ///< for the operator, in order
    QString error;
    bool changes() const
    {
        return result == QLatin1String("added") || result == QLatin1String("repaired") ||
               result == QLatin1String("removed");
    }

    static KeyPlan make(const AuthorizedKeys& before, const KeyChange& change);
};

/// One key line found in a node's file, for the audit.
struct AuditedKey
{
    int line = 0;
    QString type;
    QString fingerprint;
    QString comment;
    QString options;
    bool valid = false;         ///< sshd would accept it for a login
    bool usedByConsole = false; ///< one of the keys the console logs in to this node with
};

/// What happened on one node (docs/cli.md, `keys deploy`, `keys remove`, `keys audit`).
struct KeyNodeResult
{
    QString node;
    /// deploy: unchanged, added, added_unverified, repaired, failed, rolled_back; remove: removed,
    /// unchanged (the key was not there), refused (lockout guard), failed, rolled_back;
    /// audit: audited, failed.
    QString result;
    bool dryRun = false;
    QStringList findings;                   ///< codes found before the change, each once
    QList<AuthorizedKeys::Finding> details; ///< every finding with its line and detail
    QList<AuditedKey> keys;                 ///< the key lines before the change
    QString configuredPath;                 ///< the node's path, as configured ("~/.ssh/authorized_keys")
    QString path;                           ///< the file edited (a symlink's target), absolute
    QString symlink;                        ///< the link's path when `configuredPath` is a symlink
    bool existed = false;                   ///< the file existed before
    QByteArray before;                      ///< the file before
    QByteArray after;                       ///< the file after (planned, for a dry run)
    QString beforeSha256;                   ///< hex; empty when the file did not exist
    QString afterSha256;
    QString backupPath; ///< where the original was kept
    QString loginUser;  ///< the user the file work logs in as (for diagnoses)
    /// The original's permission bits, owner and group (the new file gets the same); -1 when the
    /// file did not exist.
    int fileMode = -1;
    uint fileUid = 0;
    uint fileGid = 0;
    /// The rename over the file was sent (its answer may never have come).
    bool renameSent = false;
    /// The file was replaced: the server confirmed the rename, or a later read found the new
    /// bytes. Once true, the write is verified (and rolled back if that fails), whatever failed
    /// after it.
    bool replaced = false;
    /// Temp files this deployment created and has not yet seen renamed or removed.
    QStringList temps;
    /// Temp files of earlier, interrupted attempts that this one removed.
    QStringList removedLeftovers;
    bool verified = false;
    QString verifiedWith; ///< what the verifying login reported as accepted
    QStringList actions;  ///< what was done, in order, for the operator and the report
    std::optional<Diagnosis> diagnosis;
    std::optional<Diagnosis> verificationFailure; ///< why the verifying login failed, if it did
    std::optional<ssh::HostKeyInfo> hostKey; ///< when the bootstrap login met an unknown or changed host key
    /// Deploy to a provider's node (vast.ai): what attaching the key through the platform gave.
    /// Independent of `result`, which is about authorized_keys alone.
    std::optional<PlatformAttachment> platform;

    /// True when the node ends as the caller wanted: key present (verified unless not asked)
    /// and, for a provider's node, attached through its platform too.
    bool succeeded(bool verificationWanted) const;
};

/// A whole-file edit done over SFTP the way docs/design.md ("Key deployment") says: a temp file in the
/// same directory, fsync, a re-read of the original against the plan, a `.fleetdeck.bak` copy,
/// an atomic rename. These run on the SFTP thread (SshEngine::runSftp) and touch nothing else.
namespace remote {

/// The steps of write(), for fault-injection tests.
enum class WriteStep { TempWritten, Rechecked, BackedUp, Replaced };
using StepHook = std::function<void(WriteStep)>;

/// Resolves the node's path on the server (SFTP realpath, every symbolic link followed, `..` the
/// server's to resolve), refuses anything but a regular file owned by the login user or an absent
/// file in a directory of the login user's (`unsafe_target`, nothing read or written), reads the
/// file and plans `change`; fills every "before" field of `result` and, unless the plan fails,
/// `after`/`afterSha256`. Checks the file's, its directory's and the home's
/// ownership and modes (`bad_permissions`). False with result.diagnosis set when reading failed.
bool readAndPlan(ssh::SftpSession& sftp, const QString& configuredPath, const KeyChange& change,
                 KeyNodeResult& result);

/// Writes result.after over result.path atomically, if the file still holds result.before and is
/// still the regular file readAndPlan() checked. The new file gets the original's mode, owner and
/// group (0600 and the login's own for a new file). Creates a missing parent directory (0700).
/// Removes temp files that earlier, interrupted attempts left beside the file (our own name
/// pattern only, older than this attempt's temp file) and says so in result.actions.
/// Sets result.renameSent/result.replaced as it goes, so a caller knows a failure after the rename
/// for what it is. False with result.diagnosis set otherwise
/// (`deploy_conflict` when the file changed since the plan; nothing is replaced then).
bool write(ssh::SftpSession& sftp, KeyNodeResult& result, const StepHook& hook = {});

/// What a settle() found the file to hold.
enum class FileState { Original, New, Other };

/// After a write that failed part-way (its connection broke or was cut): removes the temp files
/// it left (result.temps) and reads the file to tell whether the rename happened. Sets
/// result.replaced when the file holds result.after. False with result.diagnosis when the file
/// could not be read.
bool settle(ssh::SftpSession& sftp, KeyNodeResult& result, FileState* state);

/// Puts result.before back (or removes a file that did not exist), if the file still holds
/// result.after. False with a diagnosis when that could not be done.
bool restore(ssh::SftpSession& sftp, KeyNodeResult& result);

/// Permission problems sshd's StrictModes would refuse, one sentence each.
QStringList permissionProblems(ssh::SftpSession& sftp, const QString& file, QString* home = nullptr);

} // namespace remote

/// Lower-case hex SHA-256 of `data`.
QString sha256Hex(const QByteArray& data);

} // namespace fleetdeck::keys

Q_DECLARE_METATYPE(fleetdeck::keys::KeyNodeResult)
