// SPDX-License-Identifier: GPL-3.0-or-later
// Where a key edit may land, end to end against real OpenSSH servers on loopback: the path is
// resolved by the server, only a regular file of the login user's (or an absent one) is edited,
// the new file keeps the original's owner, group and mode, a write that replaced the file is
// verified (and rolled back) even when the connection breaks right after the rename, and temp
// files of interrupted attempts are removed and reported.
#include "DeployNode.h"

#include "base/PublicKey.h"
#include "keys/KeyDeployer.h"
#include "ssh/SshEngine.h"

#include "support/OpenSshClient.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"
#include "support/ThrowawayAccount.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <grp.h>
#include <pwd.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstring>
#include <memory>

using namespace fleetdeck;
using namespace fleetdeck::keys;
using namespace fleetdeck::keydeploytest;

namespace {

struct stat lstatOf(const QString& path)
{
    struct stat s
    {
    };
    if (::lstat(QFile::encodeName(path).constData(), &s) != 0)
        s.st_mode = 0;
    return s;
}

int run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(30000))
        return -1;
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

// Everything under `root` as lstat sees it (type, mode, owner, group, size, a link's target, a
// regular file's sha256), never opening anything but regular files. sshd's own work directory
// (its log, its pid file) is left out.
QMap<QString, QString> snapshot(const QString& root)
{
    QMap<QString, QString> out;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    const QString sshd = root + QStringLiteral("/sshd");
    while (it.hasNext()) {
        const QString path = it.next();
        if (path == sshd || path.startsWith(sshd + QLatin1Char('/')))
            continue;
        const struct stat s = lstatOf(path);
        QString text = QStringLiteral("%1 %2:%3 %4")
                           .arg(s.st_mode, 0, 8)
                           .arg(s.st_uid)
                           .arg(s.st_gid)
                           .arg(qint64(s.st_size));
        if (S_ISLNK(s.st_mode))
            text += QStringLiteral(" -> ") + QFile::symLinkTarget(path);
        if (S_ISREG(s.st_mode))
            text += QLatin1Char(' ') +
                    QString::fromLatin1(
                        QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256).toHex());
        out.insert(path, text);
    }
    return out;
}

} // namespace

class TestKeyTargets : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    SshKeyPair m_k1, m_new, m_stranger;
    std::unique_ptr<ThrowawayAccount> m_account;
    uint m_accountUid = 0;
    uint m_accountGid = 0;
    int m_nodes = 0;

    std::unique_ptr<DeployNode> startNode()
    {
        DeployNode::Options options;
        options.createKeysDir = true;
        return DeployNode::start(m_dir.filePath(QStringLiteral("node%1").arg(++m_nodes)), options);
    }

    QByteArray line(const SshKeyPair& key) const { return key.publicKeyLine().toUtf8() + '\n'; }

    KeyChange deployNew(bool repair = false) const { return deployChange(m_new, repair); }

    static KeyNodeResult deploy(ssh::SshEngine& engine, const KeyChange& change,
                                const KeyVerification& verification, const KeyDeployer::Target& target,
                                KeyDeployer* use = nullptr)
    {
        return runDeployment(engine, change, verification, {target}, use, 90000).value(0);
    }

    static QStringList tempsIn(const QString& dir)
    {
        QStringList temps;
        for (const QString& name :
             QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)) {
            if (name.contains(QLatin1String(".fleetdeck-")))
                temps << name;
        }
        return temps;
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        m_k1 = SshKeyPair::generate(m_dir.filePath(QStringLiteral("k1")), QStringLiteral("k1"));
        m_new = SshKeyPair::generate(m_dir.filePath(QStringLiteral("new")), QStringLiteral("new@console"));
        m_stranger =
            SshKeyPair::generate(m_dir.filePath(QStringLiteral("stranger")), QStringLiteral("stranger"));
        QVERIFY(m_k1.isValid() && m_new.isValid() && m_stranger.isValid());
        QString error;
        m_account = ThrowawayAccount::create(QStringLiteral("fdkt%1").arg(::getpid() % 100000), &error);
        if (!m_account) {
            if (::getuid() == 0)
                QFAIL(qPrintable(error));
            QSKIP(qPrintable(error)); // other users' files need a second account; CI runs as root
        }
        const passwd* pw = ::getpwnam(m_account->name().toLocal8Bit().constData());
        QVERIFY(pw);
        m_accountUid = pw->pw_uid;
        m_accountGid = pw->pw_gid;
        // The test directory is the nodes' "/" here: everyone may pass through it.
        QVERIFY(::chmod(QFile::encodeName(m_dir.path()).constData(), 0755) == 0);
    }

    // authorized_keys is a symbolic link to something that is not a regular file of the login
    // user's. Every kind of change (deploy, --repair, remove, and the audit, which would block on
    // a FIFO) is refused with unsafe_target naming the resolved path, its type and owner, and
    // nothing on disk changes: no temp file, no backup, no directory.
    void refusesUnsafeTargets_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("type"); // as the detail names it
        QTest::newRow("character device /dev/null")
            << QStringLiteral("null") << QStringLiteral("character device");
        QTest::newRow("FIFO") << QStringLiteral("fifo") << QStringLiteral("FIFO");
        QTest::newRow("directory") << QStringLiteral("dir") << QStringLiteral("directory");
        QTest::newRow("socket") << QStringLiteral("socket") << QStringLiteral("socket");
        QTest::newRow("another user's file") << QStringLiteral("theirs") << QStringLiteral("regular file");
        QTest::newRow("absent file in another user's directory")
            << QStringLiteral("their-dir") << QStringLiteral("directory");
        QTest::newRow("link to a link to /dev/null")
            << QStringLiteral("chain") << QStringLiteral("character device");
    }

    void refusesUnsafeTargets()
    {
        QFETCH(QString, kind);
        QFETCH(QString, type);
        auto node = startNode();
        QVERIFY2(node->server->isRunning(), qPrintable(node->server->errorString()));
        const QString place = node->dir + QStringLiteral("/elsewhere");
        QVERIFY(QDir().mkpath(place));
        QString resolved;
        uint owner = ::getuid();
        if (kind == QLatin1String("null") || kind == QLatin1String("chain")) {
            resolved = QStringLiteral("/dev/null");
            owner = 0;
        } else if (kind == QLatin1String("fifo")) {
            resolved = place + QStringLiteral("/pipe");
            QCOMPARE(::mkfifo(QFile::encodeName(resolved).constData(), 0600), 0);
        } else if (kind == QLatin1String("dir")) {
            resolved = place + QStringLiteral("/keys.d");
            QVERIFY(QDir().mkpath(resolved));
            QVERIFY(writeAll(resolved + QStringLiteral("/inside"), line(m_k1)));
        } else if (kind == QLatin1String("socket")) {
            resolved = place + QStringLiteral("/agent.sock");
            const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
            QVERIFY(fd >= 0);
            sockaddr_un address{};
            address.sun_family = AF_UNIX;
            const QByteArray native = QFile::encodeName(resolved);
            QVERIFY(size_t(native.size()) < sizeof(address.sun_path));
            std::memcpy(address.sun_path, native.constData(), size_t(native.size()));
            QCOMPARE(::bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof(address)), 0);
            ::close(fd); // the socket file stays
        } else if (kind == QLatin1String("theirs")) {
            resolved = place + QStringLiteral("/their_keys");
            QVERIFY(writeAll(resolved, line(m_k1)));
            QCOMPARE(::chown(QFile::encodeName(resolved).constData(), m_accountUid, m_accountGid), 0);
            owner = m_accountUid;
        } else if (kind == QLatin1String("their-dir")) {
            const QString theirs = place + QStringLiteral("/theirs");
            QVERIFY(QDir().mkpath(theirs));
            QCOMPARE(::chown(QFile::encodeName(theirs).constData(), m_accountUid, m_accountGid), 0);
            ::chmod(QFile::encodeName(theirs).constData(), 0777); // even writable by everyone
            resolved = theirs;
            owner = m_accountUid;
        }
        if (kind == QLatin1String("chain")) {
            QVERIFY(QFile::link(QStringLiteral("/dev/null"), place + QStringLiteral("/off")));
            QVERIFY(QFile::link(QStringLiteral("../../elsewhere/off"), node->keysPath));
        } else if (kind == QLatin1String("their-dir")) {
            QVERIFY(QFile::link(QStringLiteral("../../elsewhere/theirs/keys"), node->keysPath));
        } else {
            QVERIFY(QFile::link(resolved, node->keysPath));
        }
        const QMap<QString, QString> before = snapshot(node->dir);
        const struct stat null = lstatOf(QStringLiteral("/dev/null"));

        ssh::SshEngine engine(1);
        KeyChange remove;
        remove.kind = KeyChange::Kind::Remove;
        remove.fingerprint = publicKey(m_k1).fingerprint();
        const QList<QPair<QString, KeyChange>> changes{{QStringLiteral("deploy"), deployNew()},
                                                       {QStringLiteral("deploy --repair"), deployNew(true)},
                                                       {QStringLiteral("remove"), remove},
                                                       {QStringLiteral("audit"), KeyChange{}}};
        for (const auto& [name, change] : changes) {
            const KeyNodeResult r = deploy(engine, change, verifyWith(m_new), node->target());
            QVERIFY2(r.result == QLatin1String("failed"),
                     qPrintable(name + QLatin1String(": ") + describe(r)));
            QVERIFY(r.diagnosis);
            QVERIFY2(r.diagnosis->code == QLatin1String("unsafe_target"),
                     qPrintable(name + QLatin1String(": ") + describe(r)));
            const QString detail = r.diagnosis->detail;
            QVERIFY2(detail.contains(resolved) && detail.contains(type) &&
                         detail.contains(QStringLiteral("uid %1").arg(owner)),
                     qPrintable(detail));
            QVERIFY2(r.diagnosis->message.contains(node->keysPath), qPrintable(r.diagnosis->message));
            QCOMPARE(r.symlink, node->keysPath);
            QVERIFY(!r.verified);
            QVERIFY(!r.replaced);
            QCOMPARE(snapshot(node->dir), before);
        }
        // /dev/null is still the device; nothing was put beside it.
        const struct stat nullAfter = lstatOf(QStringLiteral("/dev/null"));
        QVERIFY(S_ISCHR(nullAfter.st_mode));
        QCOMPARE(nullAfter.st_rdev, null.st_rdev);
        QCOMPARE(nullAfter.st_ino, null.st_ino);
        QVERIFY(!QFileInfo::exists(QStringLiteral("/dev/null.fleetdeck.bak")));
        QVERIFY(tempsIn(QStringLiteral("/dev")).isEmpty());
        QVERIFY(!node->logsIn(m_new));
    }

    // `..` in a link is the server's to resolve: after a symbolic link to a directory it leads to
    // that directory's parent, not back beside the link. A decoy at the textual answer stays
    // untouched; the file sshd really reads gets the key (the OpenSSH client logs in with it),
    // and so does an absent file a dangling link points at.
    void dotDotIsResolvedByTheServer_data()
    {
        QTest::addColumn<bool>("exists");
        QTest::newRow("existing target") << true;
        QTest::newRow("dangling link: the target is created") << false;
    }

    void dotDotIsResolvedByTheServer()
    {
        QFETCH(bool, exists);
        auto node = startNode();
        const QString sshDir = QFileInfo(node->keysPath).absolutePath();
        QVERIFY(QDir().mkpath(node->dir + QStringLiteral("/elsewhere/deep")));
        QVERIFY(QFile::link(QStringLiteral("../../elsewhere/deep"), sshDir + QStringLiteral("/sub")));
        QVERIFY(QFile::link(QStringLiteral("sub/../fleet_keys"), node->keysPath));
        const QString real = node->dir + QStringLiteral("/elsewhere/fleet_keys");
        const QString decoy = sshDir + QStringLiteral("/fleet_keys"); // what a textual clean-up would give
        if (exists)
            QVERIFY(writeAll(real, line(m_k1)));
        QVERIFY(writeAll(decoy, line(m_stranger)));
        ::chmod(QFile::encodeName(decoy).constData(), 0600);

        ssh::SshEngine engine(1);
        const KeyNodeResult r = deploy(engine, deployNew(), verifyWith(m_new), node->target());
        QVERIFY2(r.result == QLatin1String("added") && r.verified, qPrintable(describe(r)));
        QCOMPARE(r.path, real);
        QCOMPARE(r.symlink, node->keysPath);
        QCOMPARE(readAll(real), exists ? line(m_k1) + line(m_new) : line(m_new));
        QCOMPARE(readAll(decoy), line(m_stranger));
        QVERIFY(QFileInfo(node->keysPath).isSymLink());
        QVERIFY(node->logsIn(m_new));
    }

    // The login is a real non-root account. Its authorized_keys is a link to a file of its own,
    // mode 0640, group a supplementary group of the account's (not its primary one): the edit
    // keeps owner, group and mode. A file whose group the account is not in cannot keep it: the
    // deployment fails and replaces nothing. A link to root's file is refused.
    void ownerGroupAndModeAreKept()
    {
        const QString group = QStringLiteral("fdktg%1").arg(::getpid() % 100000);
        run(QStringLiteral("groupdel"), {group});
        QCOMPARE(run(QStringLiteral("groupadd"), {group}), 0);
        const auto dropGroup = qScopeGuard([&group] { run(QStringLiteral("groupdel"), {group}); });
        QCOMPARE(run(QStringLiteral("usermod"), {QStringLiteral("-aG"), group, m_account->name()}), 0);
        const struct group* gr = ::getgrnam(group.toLocal8Bit().constData());
        QVERIFY(gr);
        const uint gid = gr->gr_gid;
        QVERIFY(gid != m_accountGid);

        const QString home = m_account->home();
        const QString link = m_account->writeAuthorizedKeys({});
        QVERIFY(!link.isEmpty());
        QVERIFY(QFile::remove(link));
        const QString real = home + QStringLiteral("/keys/fleet_keys");
        QVERIFY(writeAll(real, line(m_k1)));
        for (const QString& p : {home + QStringLiteral("/keys"), real})
            QCOMPARE(::chown(QFile::encodeName(p).constData(), m_accountUid, m_accountGid), 0);
        QCOMPARE(::chown(QFile::encodeName(real).constData(), m_accountUid, gid), 0);
        QCOMPARE(::chmod(QFile::encodeName(real).constData(), 0640), 0);
        QVERIFY(QFile::link(QStringLiteral("../keys/fleet_keys"), link));

        SshdServer::Options options;
        options.workDir = m_dir.filePath(QStringLiteral("account-sshd"));
        options.authorizedKeysPath = link;
        options.passwordAuthentication = true;
        SshdServer server(options);
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        const QString knownHosts = m_dir.filePath(QStringLiteral("account_known_hosts"));
        server.writeKnownHosts(knownHosts);
        const KeyDeployer::Target target =
            passwordTarget(QStringLiteral("account"), server.port(), m_account->name(),
                           QString::fromUtf8(m_account->password()), knownHosts);

        ssh::SshEngine engine(1);
        KeyNodeResult r = deploy(engine, deployNew(), verifyWith(m_new), target);
        QVERIFY2(r.result == QLatin1String("added") && r.verified, qPrintable(describe(r)));
        QCOMPARE(r.path, real);
        QCOMPARE(readAll(real), line(m_k1) + line(m_new));
        struct stat s = lstatOf(real);
        QVERIFY(S_ISREG(s.st_mode));
        QCOMPARE(int(s.st_mode & 07777), 0640);
        QCOMPARE(uint(s.st_uid), m_accountUid);
        QCOMPARE(uint(s.st_gid), gid);
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(OpenSshClient(server.port(), m_new.privateKeyPath(), knownHosts, m_account->name())
                    .login()
                    .exitCode == 0);
        QVERIFY(tempsIn(home + QStringLiteral("/keys")).isEmpty());

        // A rollback puts the original back with the same owner, group and mode too.
        KeyChange again = deployNew();
        const SshKeyPair other =
            SshKeyPair::generate(m_dir.filePath(QStringLiteral("other")), QStringLiteral("other"));
        again.key = publicKey(other);
        r = deploy(engine, again, verifyWith(m_stranger), target);
        QVERIFY2(r.result == QLatin1String("rolled_back"), qPrintable(describe(r)));
        QCOMPARE(readAll(real), line(m_k1) + line(m_new));
        s = lstatOf(real);
        QCOMPARE(int(s.st_mode & 07777), 0640);
        QCOMPARE(uint(s.st_gid), gid);

        // The group is root's, which the account is not in: it cannot be kept, so nothing is
        // replaced and no temp file stays.
        QCOMPARE(::chown(QFile::encodeName(real).constData(), m_accountUid, 0), 0);
        const QMap<QString, QString> before = snapshot(home + QStringLiteral("/keys"));
        r = deploy(engine, again, verifyWith(other), target);
        QVERIFY2(r.result == QLatin1String("failed"), qPrintable(describe(r)));
        QVERIFY2(r.diagnosis->detail.contains(QStringLiteral("group")), qPrintable(describe(r)));
        QVERIFY(!r.replaced);
        QCOMPARE(snapshot(home + QStringLiteral("/keys")), before);

        // A link to root's file: refused, whatever root's file holds.
        const QString rootsFile = m_dir.filePath(QStringLiteral("roots_keys"));
        QVERIFY(writeAll(rootsFile, line(m_k1)));
        ::chmod(QFile::encodeName(rootsFile).constData(), 0644);
        QVERIFY(QFile::remove(link));
        QVERIFY(QFile::link(rootsFile, link));
        r = deploy(engine, deployNew(), verifyWith(m_new), target);
        QVERIFY2(r.result == QLatin1String("failed") && r.diagnosis->code == QLatin1String("unsafe_target"),
                 qPrintable(describe(r)));
        QVERIFY2(r.diagnosis->detail.contains(rootsFile) &&
                     r.diagnosis->detail.contains(QStringLiteral("uid 0")) &&
                     r.diagnosis->detail.contains(m_account->name()),
                 qPrintable(r.diagnosis->detail));
        QCOMPARE(readAll(rootsFile), line(m_k1));
        QVERIFY(tempsIn(m_dir.path()).isEmpty());
    }

    // The connection breaks right after the rename (every process serving it killed, a real
    // fault), or the job's deadline cuts it there (the SFTP watchdog): the read-back fails, yet
    // the write is known as done. It is verified, and rolled back when the key does not log in.
    void replacedFileIsVerifiedWhenTheReadBackFails_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<bool>("keyWorks");
        QTest::newRow("connection killed, key works") << QStringLiteral("kill") << true;
        QTest::newRow("connection killed, key refused") << QStringLiteral("kill") << false;
        QTest::newRow("deadline, key works") << QStringLiteral("deadline") << true;
        QTest::newRow("deadline, key refused") << QStringLiteral("deadline") << false;
    }

    void replacedFileIsVerifiedWhenTheReadBackFails()
    {
        QFETCH(QString, fault);
        QFETCH(bool, keyWorks);
        auto node = startNode();
        QVERIFY(writeAll(node->keysPath, line(m_k1)));
        ssh::SshEngine engine(1);
        KeyDeployer deployer(engine);
        constexpr int timeoutMs = 4000;
        deployer.setTimeout(timeoutMs);
        int fired = 0;
        const DeployNode* n = node.get();
        deployer.setWriteHook([&fired, fault, n](remote::WriteStep at) {
            if (at != remote::WriteStep::Replaced || fired++ > 0)
                return;
            if (fault == QLatin1String("kill"))
                n->killSessions();
            else
                QThread::msleep(timeoutMs + 500); // the watchdog cuts the connection meanwhile
        });
        const KeyNodeResult r =
            deploy(engine, deployNew(), verifyWith(keyWorks ? m_new : m_stranger), node->target(), &deployer);
        QCOMPARE(fired, 1);
        QVERIFY2(r.replaced, qPrintable(describe(r)));
        QVERIFY2(r.actions.join(QLatin1Char('\n'))
                     .contains(QStringLiteral("the file was replaced, but the write failed")),
                 qPrintable(describe(r)));
        if (keyWorks) {
            QVERIFY2(r.result == QLatin1String("added") && r.verified && !r.diagnosis,
                     qPrintable(describe(r)));
            QCOMPARE(readAll(node->keysPath), line(m_k1) + line(m_new));
            QVERIFY(node->logsIn(m_new));
        } else {
            QVERIFY2(r.result == QLatin1String("rolled_back"), qPrintable(describe(r)));
            QCOMPARE(r.diagnosis->code, QStringLiteral("key_not_accepted"));
            QCOMPARE(readAll(node->keysPath), line(m_k1));
            QVERIFY(!node->logsIn(m_new));
        }
        QVERIFY(tempsIn(QFileInfo(node->keysPath).absolutePath()).isEmpty());
    }

    // Temp files of ours left by interrupted attempts: one the deployment's own settle removes at
    // once (the connection was cut after the temp file was written), one the next deployment
    // removes (the node was down meanwhile), and planted ones: older than the attempt and named
    // as ours (removed, reported), newer than the attempt, or not ours (kept).
    void leftoverTempFilesAreRemovedAndReported()
    {
        auto node = startNode();
        const QString sshDir = QFileInfo(node->keysPath).absolutePath();
        QVERIFY(writeAll(node->keysPath, line(m_k1)));
        ssh::SshEngine engine(1);

        // The connection is cut right after the temp file is written; the same deployment tidies up.
        {
            KeyDeployer deployer(engine);
            const DeployNode* n = node.get();
            deployer.setWriteHook([n](remote::WriteStep at) {
                if (at == remote::WriteStep::TempWritten)
                    n->killSessions();
            });
            const KeyNodeResult r = deploy(engine, deployNew(), verifyWith(m_new), node->target(), &deployer);
            QVERIFY2(r.result == QLatin1String("failed") && !r.replaced, qPrintable(describe(r)));
            QVERIFY2(r.actions.join(QLatin1Char('\n'))
                         .contains(QStringLiteral("the temp file of the interrupted write")),
                     qPrintable(describe(r)));
            QCOMPARE(readAll(node->keysPath), line(m_k1));
            QCOMPARE(tempsIn(sshDir), QStringList{});
        }

        // Now the node goes down with the connection, so the deployment cannot tidy up: the next one does.
        {
            KeyDeployer deployer(engine);
            const SshdServer* server = node->server.get();
            deployer.setWriteHook([server](remote::WriteStep at) {
                if (at != remote::WriteStep::TempWritten)
                    return;
                // The listener goes too (the hook runs on the SFTP thread: signals only).
                for (const qint64 pid : server->processIds())
                    ::kill(pid_t(pid), SIGKILL);
            });
            const KeyNodeResult r = deploy(engine, deployNew(), verifyWith(m_new), node->target(), &deployer);
            QVERIFY2(r.result == QLatin1String("failed"), qPrintable(describe(r)));
            QCOMPARE(readAll(node->keysPath), line(m_k1));
            QCOMPARE(tempsIn(sshDir).size(), 1); // left behind by the cut write
        }
        const QString interrupted = sshDir + QLatin1Char('/') + tempsIn(sshDir).constFirst();
        node->server->stop();
        QVERIFY2(node->server->start(), qPrintable(node->server->errorString()));

        // Planted: two of ours from long ago, one of ours "from the future" (newer than the next
        // attempt: another console's write in progress), and look-alikes that are not ours.
        const auto plant = [](const QString& path, qint64 offsetSeconds) {
            if (!writeAll(path, "partial"))
                return false;
            const qint64 when = QDateTime::currentSecsSinceEpoch() + offsetSeconds;
            const timeval times[2] = {{time_t(when), 0}, {time_t(when), 0}};
            return ::utimes(QFile::encodeName(path).constData(), times) == 0;
        };
        const QString oldTemp = sshDir + QStringLiteral("/.authorized_keys.fleetdeck-0123456789ab.tmp");
        const QString oldBackup = sshDir + QStringLiteral("/.authorized_keys.fleetdeck-abcdef012345.bak.tmp");
        const QString newer = sshDir + QStringLiteral("/.authorized_keys.fleetdeck-fedcba987654.tmp");
        const QStringList notOurs{sshDir + QStringLiteral("/.authorized_keys.other-0123456789ab.tmp"),
                                  sshDir + QStringLiteral("/.known_hosts.fleetdeck-0123456789ab.tmp"),
                                  sshDir +
                                      QStringLiteral("/.authorized_keys.fleetdeck-0123456789ab.tmp.keep")};
        QVERIFY(plant(oldTemp, -3600) && plant(oldBackup, -7200) && plant(newer, 3600));
        for (const QString& p : notOurs)
            QVERIFY(plant(p, -3600));
        QTest::qWait(1100); // the interrupted write's temp file is older than the next attempt

        const KeyNodeResult r = deploy(engine, deployNew(), verifyWith(m_new), node->target());
        QVERIFY2(r.result == QLatin1String("added") && r.verified, qPrintable(describe(r)));
        QStringList removed = r.removedLeftovers;
        removed.sort();
        QStringList expected{interrupted, oldTemp, oldBackup};
        expected.sort();
        QCOMPARE(removed, expected);
        const QString actions = r.actions.join(QLatin1Char('\n'));
        for (const QString& p : expected)
            QVERIFY2(actions.contains(
                         QStringLiteral("removed %1, a temp file left by an interrupted attempt").arg(p)),
                     qPrintable(actions));
        QVERIFY(QFileInfo::exists(newer));
        for (const QString& p : notOurs)
            QVERIFY2(QFileInfo::exists(p), qPrintable(p));
        QVERIFY(!QFileInfo::exists(oldTemp) && !QFileInfo::exists(oldBackup) &&
                !QFileInfo::exists(interrupted));
        QCOMPARE(readAll(node->keysPath), line(m_k1) + line(m_new));
    }
};

QTEST_GUILESS_MAIN(TestKeyTargets)
#include "tst_keytargets.moc"
