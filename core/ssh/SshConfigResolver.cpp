// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshConfigResolver.h"

#include "Tr.h"
#include "ssh/SshConfig.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QProcess>
#include <QStandardPaths>

#include <sys/stat.h>
#include <unistd.h>

// Where Fleetdeck deliberately differs from `ssh -G` (docs/openssh-parity.md):
// - ~ and %d mean $HOME, not the password database's home. ssh uses pw_dir for IdentityFile and
//   UserKnownHostsFile (its Include already follows $HOME, through glob(3)). The two only differ
//   when HOME is moved (the tests do, so they never touch the account's own ~/.ssh); there the
//   user known_hosts paths ssh -G printed under pw_dir are moved under $HOME.
// - A config file is always named: the engine passes $FLEETDECK_SSH_CONFIG or $HOME/.ssh/config
//   as `ssh -F`, so the system-wide /etc/ssh/ssh_config is read only for an empty configPath
//   (as `ssh ALIAS` would). `ssh -F` skips it as well, so both sides still agree. A named file
//   that does not exist reads as an empty config (`ssh -F none`) instead of ssh's refusal.
// - The fallback parser refuses `Match exec` (running commands named in a config is left to ssh)
//   and does not canonicalize host names through DNS (CanonicalizeHostname only asks for the
//   final pass). It reads only regular files (an Include of a device or FIFO counts as empty)
//   of at most 4 MiB.
// - The cache notices a change of a file read (content, size, time, inode) or of the listing
//   of a folder an Include glob looked in; not a change of what `Match exec` would answer.
// - identityFilesAreDefaults, with ssh -G, means the seven default paths were printed: a config
//   naming exactly those seven in that order reads as naming none.
namespace fleetdeck::ssh {

namespace {
constexpr int kSshTimeoutMs = 10000;

struct Stamp
{
    QString path;
    bool exists = false;
    qint64 size = 0;
    qint64 mtimeNs = 0;
    quint64 inode = 0;
    QByteArray content; ///< SHA-1 of a file, or of a folder's listing
    bool operator==(const Stamp&) const = default;
};

struct Entry
{
    ResolvedSshConfig config;
    QList<Stamp> stamps;
    bool viaOpenSsh = false;
    QString home;
};

struct Cache
{
    QMutex mutex;
    QHash<QString, Entry> entries;
    bool forceFallback = false;
};

Cache& cache()
{
    static Cache c;
    return c;
}

QList<Stamp> stampsOf(const QStringList& paths)
{
    QList<Stamp> out;
    for (const QString& path : paths) {
        Stamp s;
        s.path = path;
        struct stat st = {};
        if (::stat(path.toLocal8Bit().constData(), &st) == 0) {
            s.exists = true;
            s.size = qint64(st.st_size);
            s.mtimeNs = qint64(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
            s.inode = quint64(st.st_ino);
            // Timestamps move in clock ticks of some milliseconds: two edits within one tick
            // keep the time (and maybe the size). Config files are small; their content and a
            // listing of an Include's folder are compared too.
            QCryptographicHash hash(QCryptographicHash::Sha1);
            if (S_ISDIR(st.st_mode)) {
                const QStringList names = QDir(path).entryList(
                    QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
                hash.addData(names.join(QLatin1Char('/')).toUtf8());
            } else if (S_ISREG(st.st_mode)) {
                QFile file(path);
                if (file.open(QIODevice::ReadOnly))
                    hash.addData(&file);
            }
            s.content = hash.result();
        }
        out << s;
    }
    return out;
}

QStringList pathsOf(const QList<Stamp>& stamps)
{
    QStringList out;
    for (const Stamp& s : stamps)
        out << s.path;
    return out;
}

QString sshProgram()
{
    return QStandardPaths::findExecutable(QStringLiteral("ssh"));
}

// ssh -G prints an emptied list (`UserKnownHostsFile none`) as "none".
QStringList pathList(const QString& value)
{
    if (value == QLatin1String("none"))
        return {};
    return value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

std::optional<ResolvedSshConfig> parseSshG(const QByteArray& output, const QString& alias)
{
    ResolvedSshConfig r;
    r.alias = alias;
    r.identityFiles.clear();
    bool sawHost = false;
    for (const QByteArray& raw : output.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        const qsizetype space = line.indexOf(QLatin1Char(' '));
        if (space <= 0)
            continue;
        const QString key = line.left(space);
        const QString value = line.mid(space + 1);
        if (key == QLatin1String("hostname")) {
            r.hostName = value;
            sawHost = true;
        } else if (key == QLatin1String("port")) {
            r.port = value.toInt();
        } else if (key == QLatin1String("user")) {
            r.user = value;
        } else if (key == QLatin1String("identityfile")) {
            r.identityFiles << value;
        } else if (key == QLatin1String("identitiesonly")) {
            r.identitiesOnly = value == QLatin1String("yes");
        } else if (key == QLatin1String("proxyjump")) {
            r.proxyJump = value;
        } else if (key == QLatin1String("proxycommand")) {
            r.proxyCommand = value;
        } else if (key == QLatin1String("hostkeyalias")) {
            r.hostKeyAlias = value;
        } else if (key == QLatin1String("userknownhostsfile")) {
            r.userKnownHostsFiles = pathList(value);
        } else if (key == QLatin1String("globalknownhostsfile")) {
            r.globalKnownHostsFiles = pathList(value);
        } else if (key == QLatin1String("hashknownhosts")) {
            r.hashKnownHosts = value == QLatin1String("yes");
        } else if (key == QLatin1String("connecttimeout")) {
            bool ok = false;
            const int secs = value.toInt(&ok);
            if (ok)
                r.connectTimeoutSecs = secs;
        }
    }
    if (!sawHost)
        return std::nullopt;
    r.identityFilesAreDefaults = r.identityFiles == SshConfig::defaultIdentityFiles();
    r.source = QStringLiteral("ssh -G");
    return r;
}

std::optional<ResolvedSshConfig> runSshG(const QString& program, const SshConfigResolver::Request& request,
                                         const SshConfig::Account& account, QString* error)
{
    QStringList args{QStringLiteral("-G")};
    if (!request.configPath.isEmpty())
        args << QStringLiteral("-F") << request.configPath;
    if (request.user)
        args << QStringLiteral("-l") << *request.user;
    if (request.port)
        args << QStringLiteral("-p") << QString::number(*request.port);
    args << QStringLiteral("--") << request.alias;

    QProcess ssh;
    ssh.setProgram(program);
    ssh.setArguments(args);
    ssh.setStandardInputFile(QProcess::nullDevice());
    // A session of its own: ssh never sees the console's terminal, whatever a config asks of it.
    ssh.setChildProcessModifier([] { ::setsid(); });
    ssh.start();
    if (!ssh.waitForStarted(kSshTimeoutMs)) {
        *error = Tr::tr("%1 -G could not be started: %2").arg(program, ssh.errorString());
        return std::nullopt;
    }
    if (!ssh.waitForFinished(kSshTimeoutMs)) {
        ssh.kill();
        ssh.waitForFinished(1000);
        *error = Tr::tr("%1 -G %2 did not answer within %3 s")
                     .arg(program, request.alias)
                     .arg(kSshTimeoutMs / 1000);
        return std::nullopt;
    }
    const QString stderrText = QString::fromUtf8(ssh.readAllStandardError()).trimmed();
    if (ssh.exitStatus() != QProcess::NormalExit || ssh.exitCode() != 0) {
        *error = stderrText.isEmpty() ? Tr::tr("ssh -G %1 failed").arg(request.alias) : stderrText;
        return std::nullopt;
    }
    std::optional<ResolvedSshConfig> r = parseSshG(ssh.readAllStandardOutput(), request.alias);
    if (!r) {
        *error = Tr::tr("ssh -G %1 printed no host name").arg(request.alias);
        return std::nullopt;
    }
    // ssh expanded ~ and %d of UserKnownHostsFile with the password database's home; Fleetdeck's
    // home is $HOME (see the top of this file).
    if (!account.passwdHome.isEmpty() && account.passwdHome != account.home) {
        const QString from = account.passwdHome.endsWith(QLatin1Char('/'))
                                 ? account.passwdHome
                                 : account.passwdHome + QLatin1Char('/');
        const QString to =
            account.home.endsWith(QLatin1Char('/')) ? account.home : account.home + QLatin1Char('/');
        for (QString& path : r->userKnownHostsFiles) {
            if (path.startsWith(from))
                path = to + path.mid(from.size());
        }
    }
    if (!SshConfig::expandPaths(*r, account, false, error))
        return std::nullopt;
    return r;
}

std::optional<ResolvedSshConfig> runFallback(const SshConfigResolver::Request& request,
                                             const SshConfig::Account& account, QString* error)
{
    std::optional<ResolvedSshConfig> r = SshConfig::evaluate(request, account, error);
    if (r && !SshConfig::expandPaths(*r, account, true, error))
        return std::nullopt;
    return r;
}
} // namespace

std::optional<ResolvedSshConfig> SshConfigResolver::resolve(const Request& request, QString* error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    if (request.alias.isEmpty() || request.alias.startsWith(QLatin1Char('-'))) {
        *error = Tr::tr("Not a host alias: \"%1\"").arg(request.alias);
        return std::nullopt;
    }
    const SshConfig::Account account = SshConfig::Account::current();
    const QString program = usesOpenSsh() ? sshProgram() : QString();
    const bool viaOpenSsh = !program.isEmpty();
    const QString key =
        QStringList{request.configPath, request.alias, request.user.value_or(QString()),
                    request.user ? QStringLiteral("u") : QString(), QString::number(request.port.value_or(0))}
            .join(QChar(0x1f));
    Cache& c = cache();
    {
        QMutexLocker lock(&c.mutex);
        const auto it = c.entries.constFind(key);
        if (it != c.entries.constEnd() && it->viaOpenSsh == viaOpenSsh && it->home == account.home &&
            stampsOf(pathsOf(it->stamps)) == it->stamps)
            return it->config;
    }
    // Stamped before reading: a change made while resolving is seen by the next call.
    const QList<Stamp> stamps = stampsOf(SshConfig::filesRead(request.configPath, account));
    // A named config that does not exist reads as empty (`ssh -F none`), as a missing
    // ~/.ssh/config does for a plain ssh; its stamp above notices when it appears.
    Request effective = request;
    if (!request.configPath.isEmpty() && !QFileInfo::exists(request.configPath))
        effective.configPath = QStringLiteral("none");
    std::optional<ResolvedSshConfig> r =
        viaOpenSsh ? runSshG(program, effective, account, error) : runFallback(effective, account, error);
    if (!r)
        return std::nullopt;
    QMutexLocker lock(&c.mutex);
    c.entries.insert(key, Entry{*r, stamps, viaOpenSsh, account.home});
    return r;
}

void SshConfigResolver::setUseOpenSsh(bool use)
{
    QMutexLocker lock(&cache().mutex);
    cache().forceFallback = !use;
}

bool SshConfigResolver::usesOpenSsh()
{
    {
        QMutexLocker lock(&cache().mutex);
        if (cache().forceFallback)
            return false;
    }
    if (qEnvironmentVariable("FLEETDECK_SSH_G") == QLatin1String("0"))
        return false;
    return !sshProgram().isEmpty();
}

void SshConfigResolver::clearCache()
{
    QMutexLocker lock(&cache().mutex);
    cache().entries.clear();
}

} // namespace fleetdeck::ssh
