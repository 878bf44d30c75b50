// SPDX-License-Identifier: GPL-3.0-or-later
#include "keys/KeyDeployment.h"
#include "keys/KeyDeploymentRemote_p.h"

#include "ssh/SftpSession.h"

#include <QCryptographicHash>
#include <QDir>

#include <libssh/sftp.h>

namespace fleetdeck::keys {

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

using namespace detail;

namespace {

// `~` and relative paths from the login directory; nothing cleaned up textually (a `..` after a
// symbolic link is not the same as dropping the component before it).
QString absoluteOf(SftpSession& sftp, const QString& configured)
{
    if (configured.startsWith(QLatin1Char('/')))
        return configured;
    if (configured.startsWith(QLatin1Char('~')) && configured != QLatin1String("~") &&
        !configured.startsWith(QLatin1String("~/")))
        return sftp.expandPath(configured); // fails, saying why (~user)
    const QString home = sftp.homeDirectory();
    if (home.isEmpty())
        return {};
    const QString rest = configured == QLatin1String("~")             ? QString()
                         : configured.startsWith(QLatin1String("~/")) ? configured.mid(2)
                                                                      : configured;
    return rest.isEmpty() ? home : home + QLatin1Char('/') + rest;
}

// Resolves a path on the server: SFTP realpath first (OpenSSH's resolves a missing or dangling
// last component as well), then, where that fails, the directory and a readlink of the last
// component, step by step. A missing last component stays as it is (the file is created there).
class ServerPath
{
public:
    explicit ServerPath(SftpSession& sftp)
        : m_sftp(sftp)
    {}

    // Empty on failure; error() says why when it was not the SFTP session's failure.
    QString resolve(const QString& path)
    {
        if (++m_steps > 40) {
            m_error = QStringLiteral("%1: too many levels of symbolic links").arg(path);
            return {};
        }
        const QString real = m_sftp.canonicalize(path);
        if (!real.isEmpty())
            return lastComponent(real);
        if (m_sftp.isBroken() || m_sftp.lastStatus() != SSH_FX_NO_SUCH_FILE)
            return {};
        // A directory on the way is missing (or the server wants the whole path to exist).
        const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
        const QString name = path.mid(slash + 1);
        if (slash < 0 || name.isEmpty() || name == QLatin1String(".") || name == QLatin1String("..")) {
            m_error = QStringLiteral("%1: no such file or directory").arg(path);
            return {};
        }
        const QString dir = resolve(slash == 0 ? QStringLiteral("/") : path.left(slash));
        if (dir.isEmpty())
            return {};
        return lastComponent((dir == QLatin1String("/") ? QString() : dir) + QLatin1Char('/') + name);
    }
    QString error() const { return m_error; }

private:
    // `path` has a resolved directory; its last component may still be a link (a server whose
    // realpath leaves a dangling one as it is).
    QString lastComponent(const QString& path)
    {
        const std::optional<ssh::SftpStat> st = m_sftp.lstat(path);
        if (!st)
            return m_sftp.lastStatus() == SSH_FX_NO_SUCH_FILE && !m_sftp.isBroken() ? path : QString();
        if (!st->isSymlink())
            return path;
        const QString target = m_sftp.readlink(path);
        if (target.isEmpty())
            return {};
        return resolve(target.startsWith(QLatin1Char('/')) ? target
                                                           : parentOf(path) + QLatin1Char('/') + target);
    }

    SftpSession& m_sftp;
    QString m_error;
    int m_steps = 0;
};

bool resolvePath(SftpSession& sftp, const QString& configured, KeyNodeResult& result)
{
    const QString path = absoluteOf(sftp, configured);
    if (path.isEmpty())
        return sftpFailed(sftp, result);
    const std::optional<ssh::SftpStat> link = sftp.lstat(path);
    if (!link && (sftp.isBroken() || sftp.lastStatus() != SSH_FX_NO_SUCH_FILE))
        return sftpFailed(sftp, result);
    if (link && link->isSymlink())
        result.symlink = path;
    ServerPath resolver(sftp);
    result.path = resolver.resolve(path);
    if (result.path.isEmpty()) {
        if (resolver.error().isEmpty())
            return sftpFailed(sftp, result);
        result.diagnosis = Diagnosis::make(QString::fromLatin1(SftpSession::FailureCode), resolver.error(),
                                           Stage::Exec, {QStringLiteral("resolve %1").arg(configured)});
        return false;
    }
    return true;
}

QString ownerText(uint uid, uint loginUid, const QString& loginUser)
{
    if (uid == loginUid && !loginUser.isEmpty())
        return QStringLiteral("uid %1 (%2)").arg(uid).arg(loginUser);
    if (uid == 0)
        return QStringLiteral("uid 0 (root)");
    return QStringLiteral("uid %1").arg(uid);
}

bool unsafe(KeyNodeResult& result, const QString& what)
{
    result.diagnosis = Diagnosis::make(QStringLiteral("unsafe_target"), what, Stage::Exec,
                                       {result.symlink.isEmpty() ? result.path : result.symlink});
    result.actions << QStringLiteral("refused to touch %1: nothing was read or written").arg(result.path);
    return false;
}

// Only a regular file of the login user's is edited, or an absent one created in a directory of
// the login user's. The login user is who owns the login directory (SFTP has no "id").
bool checkTarget(SftpSession& sftp, KeyNodeResult& result)
{
    const QString home = sftp.homeDirectory();
    const std::optional<ssh::SftpStat> homeStat = home.isEmpty() ? std::nullopt : sftp.stat(home);
    if (!homeStat)
        return sftpFailed(sftp, result);
    const uint loginUid = homeStat->uid;
    const QString login =
        QStringLiteral("the login user%1 (uid %2, the owner of %3)")
            .arg(result.loginUser.isEmpty() ? QString() : QLatin1Char(' ') + result.loginUser)
            .arg(loginUid)
            .arg(home);
    const QString from =
        result.symlink.isEmpty()
            ? result.path
            : QStringLiteral("%1 (the symbolic link %2 resolves to it)").arg(result.path, result.symlink);
    const std::optional<ssh::SftpStat> st = sftp.lstat(result.path);
    if (st) {
        if (!st->isFile())
            return unsafe(result,
                          QStringLiteral("%1 is a %2 owned by %3; only a regular file owned by %4 is edited")
                              .arg(from, ssh::SftpStat::typeName(st->type),
                                   ownerText(st->uid, loginUid, result.loginUser), login));
        if (st->uid != loginUid)
            return unsafe(result, QStringLiteral("%1 is a regular file owned by %2, not by %3")
                                      .arg(from, ownerText(st->uid, loginUid, result.loginUser), login));
        result.fileMode = st->permissions;
        result.fileUid = st->uid;
        result.fileGid = st->gid;
        return true;
    }
    if (sftp.isBroken() || sftp.lastStatus() != SSH_FX_NO_SUCH_FILE)
        return sftpFailed(sftp, result);
    // Absent: it would be created, as the login user's, in the nearest directory that exists.
    result.fileUid = loginUid;
    for (QString dir = parentOf(result.path);; dir = parentOf(dir)) {
        const std::optional<ssh::SftpStat> d = sftp.lstat(dir);
        if (!d) {
            if (sftp.isBroken() || sftp.lastStatus() != SSH_FX_NO_SUCH_FILE || dir == QLatin1String("/"))
                return sftpFailed(sftp, result);
            continue;
        }
        if (!d->isDirectory() || d->uid != loginUid)
            return unsafe(
                result,
                QStringLiteral("%1 does not exist, and %2, where it would be created, is a %3 owned by %4, "
                               "not a directory of %5")
                    .arg(from, dir, ssh::SftpStat::typeName(d->type),
                         ownerText(d->uid, loginUid, result.loginUser), login));
        return true;
    }
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
            problems
                << QStringLiteral(
                       "%1 %2 is writable by %3 (mode %4); sshd's StrictModes may refuse the keys below it")
                       .arg(what, path,
                            (st->permissions & 020) && (st->permissions & 002)
                                ? QStringLiteral("group and others")
                            : (st->permissions & 020) ? QStringLiteral("its group")
                                                      : QStringLiteral("others"),
                            modeText(st->permissions));
        } else if (mustBePrivate && (st->permissions & 077)) {
            problems << QStringLiteral("%1 %2 is readable by others (mode %3)")
                            .arg(what, path, modeText(st->permissions));
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

bool readAndPlan(SftpSession& sftp, const QString& configuredPath, const KeyChange& change,
                 KeyNodeResult& result)
{
    result.configuredPath = configuredPath;
    if (!resolvePath(sftp, configuredPath, result) || !checkTarget(sftp, result)) {
        result.result = QStringLiteral("failed");
        return false;
    }
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
        result.keys << AuditedKey{e.line,  e.type, e.fingerprint, e.comment, QString::fromUtf8(e.options),
                                  e.valid, false};
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

} // namespace remote

} // namespace fleetdeck::keys
