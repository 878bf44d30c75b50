// SPDX-License-Identifier: GPL-3.0-or-later
#include "keys/KeyDeployment.h"

#include "ssh/SftpSession.h"

#include <QCryptographicHash>
#include <QDir>
#include <QUuid>

#include <libssh/sftp.h>

namespace fleetdeck::keys {

using ssh::Diagnosis;
using ssh::SftpSession;
using Stage = Diagnosis::Stage;

QString KeyChange::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Audit:
        return QStringLiteral("audit");
    case Kind::Deploy:
        return QStringLiteral("deploy");
    case Kind::Remove:
        return QStringLiteral("remove");
    }
    return {};
}

QString sha256Hex(const QByteArray& data)
{
    return QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}

KeyPlan KeyPlan::make(const AuthorizedKeys& before, const KeyChange& change)
{
    KeyPlan plan;
    plan.after = before.content();
    plan.result = QStringLiteral("unchanged");
    auto fail = [&plan](const QString& why) {
        plan.result = QStringLiteral("failed");
        plan.error = why;
        return plan;
    };
    switch (change.kind) {
    case KeyChange::Kind::Audit:
        return plan;
    case KeyChange::Kind::Deploy: {
        AuthorizedKeys base = before;
        bool repaired = false;
        if (change.repair) {
            const AuthorizedKeys::EditResult fixed = before.repair();
            if (!fixed.error.isEmpty())
                return fail(fixed.error);
            if (fixed.changed) {
                repaired = true;
                plan.actions << fixed.actions;
                base = AuthorizedKeys::parse(fixed.content);
            }
        }
        const AuthorizedKeys::EditResult added = base.add(change.key);
        if (!added.error.isEmpty())
            return fail(added.error);
        plan.actions << added.actions;
        plan.after = added.content;
        plan.result = added.changed ? QStringLiteral("added")
                      : repaired    ? QStringLiteral("repaired")
                                    : QStringLiteral("unchanged");
        if (added.changed && repaired)
            plan.result = QStringLiteral("repaired");
        return plan;
    }
    case KeyChange::Kind::Remove: {
        const QString what = change.key.isNull() ? change.fingerprint : change.key.fingerprint();
        if (what.isEmpty())
            return fail(QStringLiteral("no key to remove"));
        const AuthorizedKeys::EditResult removed =
            change.key.isNull() ? before.remove(what) : before.removeBlob(change.key.blob());
        if (!removed.error.isEmpty())
            return fail(removed.error);
        plan.actions << removed.actions;
        plan.after = removed.content;
        plan.result = removed.changed ? QStringLiteral("removed") : QStringLiteral("unchanged");
        if (!removed.changed)
            plan.actions << QStringLiteral("%1 is not in the file").arg(what);
        return plan;
    }
    }
    return plan;
}

bool KeyNodeResult::succeeded(bool verificationWanted) const
{
    if (platform && !platform->attached())
        return false;
    if (result == QLatin1String("audited") || result == QLatin1String("removed"))
        return true;
    if (result == QLatin1String("unchanged"))
        return !diagnosis;
    if (result == QLatin1String("added") || result == QLatin1String("repaired"))
        return !verificationWanted || verified || dryRun;
    if (result == QLatin1String("added_unverified"))
        return !verificationWanted;
    return false;
}

namespace remote {

namespace {

QString parentOf(const QString& path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash <= 0 ? QStringLiteral("/") : path.left(slash);
}

QString fileNameOf(const QString& path)
{
    return path.mid(path.lastIndexOf(QLatin1Char('/')) + 1);
}

QString modeText(int mode)
{
    return QStringLiteral("%1").arg(mode & 07777, 4, 8, QLatin1Char('0'));
}

// A name for a temp file beside `path` (same directory: the rename stays atomic), hidden, unique,
// and recognisably ours; `suffix` tells its use apart.
QString tempBeside(const QString& path, const QString& unique, const QString& suffix = QStringLiteral("tmp"))
{
    return QStringLiteral("%1/.%2.fleetdeck-%3.%4").arg(parentOf(path), fileNameOf(path), unique, suffix);
}

QString uniqueTag()
{
    return QUuid::createUuid().toString(QUuid::Id128).left(12);
}

bool sftpFailed(SftpSession& sftp, KeyNodeResult& result)
{
    result.diagnosis = sftp.failure();
    return false;
}

// The file a configured path names: `~` expanded, and a symlink (or a chain of them) followed
// to the file it points at, which is what gets edited; the link itself stays.
bool resolvePath(SftpSession& sftp, const QString& configured, KeyNodeResult& result)
{
    QString path = sftp.expandPath(configured);
    if (path.isEmpty())
        return sftpFailed(sftp, result);
    for (int hops = 0;; ++hops) {
        const std::optional<ssh::SftpStat> link = sftp.lstat(path);
        if (!link) {
            if (sftp.lastStatus() != SSH_FX_NO_SUCH_FILE)
                return sftpFailed(sftp, result);
            break; // a missing file (or a dangling link's target) is created
        }
        if (!link->isSymlink())
            break;
        if (hops == 8) {
            result.diagnosis = Diagnosis::make(QString::fromLatin1(SftpSession::FailureCode),
                                               QStringLiteral("%1: more than 8 symbolic links").arg(configured),
                                               Stage::Exec, {QStringLiteral("follow %1").arg(configured)});
            return false;
        }
        const QString target = sftp.readlink(path);
        if (target.isEmpty())
            return sftpFailed(sftp, result);
        if (result.symlink.isEmpty())
            result.symlink = path;
        path = target.startsWith(QLatin1Char('/')) ? target : parentOf(path) + QLatin1Char('/') + target;
        path = QDir::cleanPath(path);
    }
    result.path = path;
    return true;
}

} // namespace

QStringList permissionProblems(SftpSession& sftp, const QString& file, QString* homeOut)
{
    QStringList problems;
    const QString home = sftp.homeDirectory();
    if (homeOut)
        *homeOut = home;
    const std::optional<ssh::SftpStat> homeStat = home.isEmpty() ? std::nullopt : sftp.stat(home);
    const uint owner = homeStat ? homeStat->uid : 0;
    auto check = [&](const QString& path, const QString& what, bool mustBePrivate) {
        const std::optional<ssh::SftpStat> st = sftp.stat(path);
        if (!st)
            return;
        if (st->permissions & 022) {
            problems << QStringLiteral("%1 %2 is writable by %3 (mode %4); sshd's StrictModes may refuse the keys below it")
                            .arg(what, path,
                                 (st->permissions & 020) && (st->permissions & 002) ? QStringLiteral("group and others")
                                 : (st->permissions & 020)                          ? QStringLiteral("its group")
                                                                                    : QStringLiteral("others"),
                                 modeText(st->permissions));
        } else if (mustBePrivate && (st->permissions & 077)) {
            problems << QStringLiteral("%1 %2 is readable by others (mode %3)").arg(what, path, modeText(st->permissions));
        }
        if (homeStat && st->uid != owner && st->uid != 0)
            problems << QStringLiteral("%1 %2 belongs to uid %3, not to the login's uid %4")
                            .arg(what, path)
                            .arg(st->uid)
                            .arg(owner);
    };
    check(file, QStringLiteral("the file"), false);
    const QString dir = parentOf(file);
    if (dir != home)
        check(dir, QStringLiteral("the directory"), false);
    if (!home.isEmpty() && file.startsWith(home + QLatin1Char('/')))
        check(home, QStringLiteral("the home directory"), false);
    return problems;
}

bool readAndPlan(SftpSession& sftp, const QString& configuredPath, const KeyChange& change, KeyNodeResult& result)
{
    result.configuredPath = configuredPath;
    if (!resolvePath(sftp, configuredPath, result))
        return false;
    QByteArray content;
    if (sftp.readFile(result.path, &content)) {
        result.existed = true;
    } else if (sftp.lastStatus() == SSH_FX_NO_SUCH_FILE) {
        result.existed = false;
        content.clear();
        result.actions << QStringLiteral("%1 does not exist yet").arg(result.path);
    } else {
        return sftpFailed(sftp, result);
    }
    result.before = content;
    result.beforeSha256 = result.existed ? sha256Hex(content) : QString();

    const AuthorizedKeys keys = AuthorizedKeys::parse(content);
    result.details = keys.findings();
    result.findings = keys.findingCodes();
    for (const AuthorizedKeys::Entry& e : keys.entries()) {
        if (e.kind != AuthorizedKeys::Entry::Kind::Key && e.kind != AuthorizedKeys::Entry::Kind::Invalid &&
            e.kind != AuthorizedKeys::Entry::Kind::Unsupported)
            continue;
        if (e.type.isEmpty())
            continue;
        result.keys << AuditedKey{e.line, e.type, e.fingerprint, e.comment, QString::fromUtf8(e.options), e.valid, false};
    }
    if (result.existed) {
        for (const QString& problem : permissionProblems(sftp, result.path)) {
            result.details << AuthorizedKeys::Finding{QStringLiteral("bad_permissions"), 0, problem};
            if (!result.findings.contains(QStringLiteral("bad_permissions")))
                result.findings << QStringLiteral("bad_permissions");
        }
    }

    const KeyPlan plan = KeyPlan::make(keys, change);
    result.actions << plan.actions;
    if (plan.result == QLatin1String("failed")) {
        result.result = plan.result;
        result.diagnosis = Diagnosis::make(QString::fromLatin1(SftpSession::FailureCode),
                                           QStringLiteral("%1: %2").arg(result.path, plan.error), Stage::Exec,
                                           {QStringLiteral("plan the change of %1").arg(result.path)});
        return false;
    }
    result.result = change.kind == KeyChange::Kind::Audit ? QStringLiteral("audited") : plan.result;
    result.after = plan.after;
    result.afterSha256 = plan.changes() || result.existed ? sha256Hex(plan.after) : QString();
    return true;
}

bool write(SftpSession& sftp, KeyNodeResult& result, const StepHook& hook)
{
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
    if (!sftp.writeFile(temp, result.after, 0600, true, sync)) {
        // Created but not written (a full disk): it must not stay. Its name is ours alone.
        sftpFailed(sftp, result);
        if (!sftp.isBroken())
            sftp.remove(temp);
        return false;
    }
    if (hook)
        hook(WriteStep::TempWritten);

    // Whatever happens next, the temp file must not stay behind unless the connection is gone.
    auto abandon = [&sftp, &temp] {
        if (!sftp.isBroken())
            sftp.remove(temp);
    };

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
        if (!sftp.writeFile(backupTemp, result.before, 0600, true, sync) || !sftp.rename(backupTemp, backup)) {
            sftpFailed(sftp, result);
            if (!sftp.isBroken())
                sftp.remove(backupTemp);
            abandon();
            return false;
        }
        result.backupPath = backup;
        result.actions << QStringLiteral("kept the original as %1").arg(backup);
    }
    if (hook)
        hook(WriteStep::BackedUp);

    if (!sftp.rename(temp, result.path)) {
        sftpFailed(sftp, result);
        abandon();
        return false;
    }
    result.actions << QStringLiteral("replaced %1 atomically (mode 0600%2)")
                          .arg(result.path, sync ? QStringLiteral(", synced to disk") : QString());
    if (hook)
        hook(WriteStep::Replaced);

    // Read back what the server now has: the bytes must be exactly the planned ones.
    QByteArray written;
    if (!sftp.readFile(result.path, &written))
        return sftpFailed(sftp, result);
    result.afterSha256 = sha256Hex(written);
    if (written != result.after) {
        result.diagnosis = Diagnosis::make(
            QStringLiteral("deploy_conflict"),
            QStringLiteral("%1 does not hold the written bytes (sha256 %2, expected %3)")
                .arg(result.path, result.afterSha256, sha256Hex(result.after)),
            Stage::Exec, {result.path});
        return false;
    }
    return true;
}

bool restore(SftpSession& sftp, KeyNodeResult& result)
{
    QByteArray now;
    const bool exists = sftp.readFile(result.path, &now);
    if (!exists && sftp.lastStatus() != SSH_FX_NO_SUCH_FILE)
        return sftpFailed(sftp, result);
    if (!exists || now != result.after) {
        result.diagnosis = Diagnosis::make(
            QStringLiteral("deploy_conflict"),
            QStringLiteral("%1 changed again before it could be restored; it was left as it is now, and the "
                           "original is in %2")
                .arg(result.path, result.backupPath.isEmpty() ? QStringLiteral("(no backup: it did not exist)")
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
    if (!sftp.writeFile(temp, result.before, 0600, true, sync) || !sftp.rename(temp, result.path)) {
        sftpFailed(sftp, result);
        if (!sftp.isBroken())
            sftp.remove(temp);
        return false;
    }
    result.actions << QStringLiteral("restored the original %1").arg(result.path);
    return true;
}

} // namespace remote

} // namespace fleetdeck::keys
