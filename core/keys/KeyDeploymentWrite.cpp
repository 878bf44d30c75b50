// SPDX-License-Identifier: GPL-3.0-or-later
// remote::write, remote::settle and remote::restore: replacing a node's authorized_keys over SFTP
// (docs/design.md, "Key deployment"), keeping the original's owner, group and mode, and tidying up
// temp files that interrupted attempts left.
#include "keys/KeyDeployment.h"
#include "keys/KeyDeploymentRemote_p.h"

#include "ssh/SftpSession.h"

#include <QDateTime>
#include <QRegularExpression>

#include <utility>

#include <libssh/sftp.h>

namespace fleetdeck::keys::remote {

using ssh::SftpSession;
using Stage = Diagnosis::Stage;
using namespace detail;

namespace {

// Removes the temp files this deployment created before (an earlier run of the same job, or the
// write a settle() follows): they are ours by name, whatever their age.
void removeOurTemps(SftpSession& sftp, KeyNodeResult& result)
{
    QStringList kept;
    for (const QString& temp : std::as_const(result.temps)) {
        if (sftp.isBroken()) {
            kept << temp;
            continue;
        }
        if (sftp.lstat(temp)) {
            if (sftp.remove(temp))
                result.actions
                    << QStringLiteral("removed %1, the temp file of the interrupted write").arg(temp);
            else
                kept << temp;
        } else if (sftp.lastStatus() != SSH_FX_NO_SUCH_FILE) {
            kept << temp;
        }
    }
    result.temps = kept;
}

// Temp files beside the file named as ours (tempBeside()) that are older than `reference` (the
// server's mtime of this attempt's own temp file) were left by interrupted attempts: removed and
// reported. Anything else, even if it looks similar, is left alone.
void removeLeftovers(SftpSession& sftp, KeyNodeResult& result, const QDateTime& reference)
{
    const QString dir = parentOf(result.path);
    const QRegularExpression ours(QStringLiteral("^\\.%1\\.fleetdeck-[0-9a-f]{12}\\.(tmp|bak\\.tmp)$")
                                      .arg(QRegularExpression::escape(fileNameOf(result.path))));
    const std::optional<QList<ssh::SftpEntry>> entries = sftp.listDirectory(dir);
    if (!entries) {
        result.actions << QStringLiteral("could not look for temp files left by interrupted attempts: %1")
                              .arg(sftp.errorString());
        return;
    }
    for (const ssh::SftpEntry& e : *entries) {
        const QString path = dir + QLatin1Char('/') + e.name;
        if (!ours.match(e.name).hasMatch() || result.temps.contains(path) || !e.stat.isFile() ||
            e.stat.uid != result.fileUid || !(e.stat.mtime < reference))
            continue;
        if (!sftp.remove(path)) {
            result.actions << QStringLiteral("could not remove %1, left by an interrupted attempt: %2")
                                  .arg(path, sftp.errorString());
            continue;
        }
        result.removedLeftovers << path;
        result.actions << QStringLiteral(
                              "removed %1, a temp file left by an interrupted attempt (last modified %2)")
                              .arg(path, e.stat.mtime.toString(Qt::ISODate));
    }
}

// The new file takes the original's owner, group and mode before it is renamed over it.
bool giveOriginalAttributes(SftpSession& sftp, KeyNodeResult& result, const QString& temp)
{
    if (result.fileMode < 0)
        return true;
    const std::optional<ssh::SftpStat> st = sftp.stat(temp);
    if (!st)
        return sftpFailed(sftp, result);
    if ((st->uid != result.fileUid || st->gid != result.fileGid) &&
        !sftp.chown(temp, result.fileUid, result.fileGid)) {
        result.diagnosis = sftp.failure();
        result.diagnosis->detail =
            QStringLiteral(
                "the new file cannot get the original's owner and group (uid %1, gid %2), so %3 was not "
                "replaced: %4")
                .arg(result.fileUid)
                .arg(result.fileGid)
                .arg(result.path, sftp.errorString());
        return false;
    }
    if (st->permissions != result.fileMode && !sftp.chmod(temp, result.fileMode))
        return sftpFailed(sftp, result);
    return true;
}

QString attributesText(const KeyNodeResult& result)
{
    if (result.fileMode < 0)
        return QStringLiteral("mode 0600");
    return QStringLiteral("mode %1, owner uid %2, group gid %3 kept")
        .arg(modeText(result.fileMode))
        .arg(result.fileUid)
        .arg(result.fileGid);
}

} // namespace

bool write(SftpSession& sftp, KeyNodeResult& result, const StepHook& hook)
{
    result.renameSent = false;
    result.replaced = false;
    removeOurTemps(sftp, result);
    // The path is still what readAndPlan() checked: the same regular file, or still absent.
    const std::optional<ssh::SftpStat> target = sftp.lstat(result.path);
    if (!target && (sftp.isBroken() || sftp.lastStatus() != SSH_FX_NO_SUCH_FILE))
        return sftpFailed(sftp, result);
    if (target && (!target->isFile() || target->uid != result.fileUid || !result.existed)) {
        result.diagnosis = Diagnosis::make(
            QStringLiteral("deploy_conflict"),
            QStringLiteral(
                "%1 changed since it was read: it is now a %2 owned by uid %3; nothing was written")
                .arg(result.path, ssh::SftpStat::typeName(target->type))
                .arg(target->uid),
            Stage::Exec, {result.path});
        return false;
    }
    const QString dir = parentOf(result.path);
    if (!sftp.stat(dir)) {
        if (sftp.lastStatus() != SSH_FX_NO_SUCH_FILE)
            return sftpFailed(sftp, result);
        if (!sftp.mkdir(dir, 0700) || !sftp.chmod(dir, 0700))
            return sftpFailed(sftp, result);
        result.actions << QStringLiteral("created %1 (mode 0700)").arg(dir);
    }
    const bool sync = sftp.hasExtension("fsync@openssh.com");
    const QString unique = uniqueTag();
    const QString temp = tempBeside(result.path, unique);
    result.temps << temp; // from the moment the request may have reached the server
    if (!sftp.writeFile(temp, result.after, 0600, true, sync)) {
        // Created but not written (a full disk): it must not stay. Its name is ours alone.
        sftpFailed(sftp, result);
        if (!sftp.isBroken() && (sftp.remove(temp) || sftp.lastStatus() == SSH_FX_NO_SUCH_FILE))
            result.temps.removeAll(temp);
        return false;
    }
    if (hook)
        hook(WriteStep::TempWritten);

    // Whatever happens next, the temp file must not stay behind unless the connection is gone.
    auto abandon = [&sftp, &temp, &result] {
        if (!sftp.isBroken() && sftp.remove(temp))
            result.temps.removeAll(temp);
    };

    // Our temp file's mtime is the server's clock at this attempt: older files of ours are
    // leftovers of attempts that were cut.
    if (const std::optional<ssh::SftpStat> mine = sftp.stat(temp)) {
        removeLeftovers(sftp, result, mine->mtime);
    } else if (sftp.isBroken()) {
        return sftpFailed(sftp, result);
    }
    if (!giveOriginalAttributes(sftp, result, temp)) {
        abandon();
        return false;
    }

    // The original must still be what the plan was made from.
    QByteArray now;
    bool exists = sftp.readFile(result.path, &now);
    if (!exists && sftp.lastStatus() != SSH_FX_NO_SUCH_FILE) {
        sftpFailed(sftp, result);
        abandon();
        return false;
    }
    if (exists != result.existed || (exists && now != result.before)) {
        result.diagnosis = Diagnosis::make(
            QStringLiteral("deploy_conflict"),
            QStringLiteral("%1 %2 since it was read (sha256 then %3, now %4); the temp file was removed")
                .arg(result.path,
                     exists ? (result.existed ? QStringLiteral("changed") : QStringLiteral("appeared"))
                            : QStringLiteral("disappeared"),
                     result.existed ? result.beforeSha256 : QStringLiteral("none"),
                     exists ? sha256Hex(now) : QStringLiteral("none")),
            Stage::Exec, {result.path});
        abandon();
        return false;
    }
    if (hook)
        hook(WriteStep::Rechecked);

    if (result.existed) {
        // The backup is replaced atomically too: a cut connection never leaves half a backup.
        const QString backup = result.path + QStringLiteral(".fleetdeck.bak");
        const QString backupTemp = tempBeside(result.path, unique, QStringLiteral("bak.tmp"));
        result.temps << backupTemp;
        if (!sftp.writeFile(backupTemp, result.before, 0600, true, sync) ||
            !sftp.rename(backupTemp, backup)) {
            sftpFailed(sftp, result);
            if (!sftp.isBroken() && (sftp.remove(backupTemp) || sftp.lastStatus() == SSH_FX_NO_SUCH_FILE))
                result.temps.removeAll(backupTemp);
            abandon();
            return false;
        }
        result.temps.removeAll(backupTemp);
        result.backupPath = backup;
        result.actions << QStringLiteral("kept the original as %1").arg(backup);
    }
    if (hook)
        hook(WriteStep::BackedUp);

    result.renameSent = true;
    if (!sftp.rename(temp, result.path)) {
        sftpFailed(sftp, result);
        abandon();
        return false;
    }
    result.replaced = true;
    result.temps.removeAll(temp);
    result.actions << QStringLiteral("replaced %1 atomically (%2%3)")
                          .arg(result.path, attributesText(result),
                               sync ? QStringLiteral(", synced to disk") : QString());
    if (hook)
        hook(WriteStep::Replaced);

    // Read back what the server now has: the bytes must be exactly the planned ones.
    QByteArray written;
    if (!sftp.readFile(result.path, &written))
        return sftpFailed(sftp, result);
    result.afterSha256 = sha256Hex(written);
    if (written != result.after) {
        result.diagnosis =
            Diagnosis::make(QStringLiteral("deploy_conflict"),
                            QStringLiteral("%1 does not hold the written bytes (sha256 %2, expected %3)")
                                .arg(result.path, result.afterSha256, sha256Hex(result.after)),
                            Stage::Exec, {result.path});
        return false;
    }
    return true;
}

bool settle(SftpSession& sftp, KeyNodeResult& result, FileState* state)
{
    *state = FileState::Other;
    removeOurTemps(sftp, result);
    QByteArray now;
    const bool exists = sftp.readFile(result.path, &now);
    if (!exists && (sftp.isBroken() || sftp.lastStatus() != SSH_FX_NO_SUCH_FILE))
        return sftpFailed(sftp, result);
    if (exists && now == result.after) {
        *state = FileState::New;
        if (!result.replaced)
            result.actions << QStringLiteral("read afresh, %1 holds the new content: the rename had happened")
                                  .arg(result.path);
        result.replaced = true;
        result.afterSha256 = sha256Hex(now);
    } else if (exists ? (result.existed && now == result.before) : !result.existed) {
        *state = FileState::Original;
        result.actions
            << QStringLiteral("read afresh, %1 is the original: nothing was replaced").arg(result.path);
    } else {
        result.actions << QStringLiteral(
                              "read afresh, %1 holds neither the original nor the new content (sha256 %2)")
                              .arg(result.path, exists ? sha256Hex(now) : QStringLiteral("none: it is gone"));
    }
    return true;
}

bool restore(SftpSession& sftp, KeyNodeResult& result)
{
    removeOurTemps(sftp, result);
    QByteArray now;
    const bool exists = sftp.readFile(result.path, &now);
    if (!exists && sftp.lastStatus() != SSH_FX_NO_SUCH_FILE)
        return sftpFailed(sftp, result);
    if (!exists || now != result.after) {
        result.diagnosis = Diagnosis::make(
            QStringLiteral("deploy_conflict"),
            QStringLiteral("%1 changed again before it could be restored; it was left as it is now, and the "
                           "original is in %2")
                .arg(result.path, result.backupPath.isEmpty()
                                      ? QStringLiteral("(no backup: it did not exist)")
                                      : result.backupPath),
            Stage::Exec, {result.path});
        return false;
    }
    if (!result.existed) {
        if (!sftp.remove(result.path))
            return sftpFailed(sftp, result);
        result.actions << QStringLiteral("removed %1 again (it did not exist before)").arg(result.path);
        return true;
    }
    const QString temp = tempBeside(result.path, uniqueTag());
    const bool sync = sftp.hasExtension("fsync@openssh.com");
    result.temps << temp;
    auto abandon = [&sftp, &temp, &result] {
        if (!sftp.isBroken() && sftp.remove(temp))
            result.temps.removeAll(temp);
        return false;
    };
    if (!sftp.writeFile(temp, result.before, 0600, true, sync)) {
        sftpFailed(sftp, result);
        return abandon();
    }
    if (!giveOriginalAttributes(sftp, result, temp))
        return abandon();
    if (!sftp.rename(temp, result.path)) {
        sftpFailed(sftp, result);
        return abandon();
    }
    result.temps.removeAll(temp);
    result.actions
        << QStringLiteral("restored the original %1 (%2)").arg(result.path, attributesText(result));
    return true;
}

} // namespace fleetdeck::keys::remote
