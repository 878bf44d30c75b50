// SPDX-License-Identifier: GPL-3.0-or-later
// SFTP through the SSH engine against real OpenSSH servers on loopback (internal-sftp).
//
// sshd runs as the current user here (root in CI), so the login directory is that user's real
// home: every file written lives in a QTemporaryDir, addressed by absolute path.
#include "ssh/SftpSession.h"
#include "ssh/SshEngine.h"

#include "support/LocalSshNode.h"
#include "support/OpenSshClient.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <pwd.h>
#include <signal.h>
#include <sys/stat.h>

#include <atomic>
#include <memory>
#include <stdexcept>

using namespace fleetdeck;
using namespace fleetdeck::ssh;

namespace {

QString describe(const SftpJobResult& r)
{
    return r.diagnosis
               ? QStringLiteral("%1 [%2]: %3")
                     .arg(r.diagnosis->code, Diagnosis::stageName(r.diagnosis->stage), r.diagnosis->detail)
               : QStringLiteral("ok");
}

SftpJobResult okResult()
{
    return {};
}

SftpJobResult failed(const SftpSession& s)
{
    SftpJobResult r;
    r.diagnosis = s.failure();
    return r;
}

QString loginHome()
{
    if (const passwd* entry = getpwnam(OpenSshClient::currentUserName().toLocal8Bit().constData()))
        return QString::fromLocal8Bit(entry->pw_dir);
    return QDir::homePath();
}

int localMode(const QString& path)
{
    struct stat s
    {
    };
    return ::stat(QFile::encodeName(path).constData(), &s) == 0 ? int(s.st_mode & 07777) : -1;
}

ino_t inodeOf(const QString& path)
{
    struct stat s
    {
    };
    return ::stat(QFile::encodeName(path).constData(), &s) == 0 ? s.st_ino : 0;
}
} // namespace

class tst_SftpSession : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;   // keys, sshd, known_hosts
    QTemporaryDir m_files; // the only place SFTP writes to
    std::unique_ptr<SshEngine> m_engine;
    std::unique_ptr<LocalSshNode> m_node; // shared by the tests that need nothing special
    int m_serial = 0;

    std::unique_ptr<LocalSshNode> startNode(const QStringList& extraConfig = {})
    {
        return LocalSshNode::start(m_dir.path(), QStringLiteral("sftp-%1").arg(++m_serial), extraConfig);
    }

    SftpJobResult run(const SshTarget& target, SshEngine::SftpJob job, int timeoutMs = 20000,
                      CancelToken cancel = {})
    {
        QSignalSpy spy(m_engine.get(), &SshEngine::sftpFinished);
        const quint64 id = m_engine->runSftp(target, std::move(job), timeoutMs, cancel);
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < timeoutMs + 10000) {
            for (const QList<QVariant>& args : std::as_const(spy)) {
                const auto r = args.at(0).value<SftpJobResult>();
                if (r.id == id)
                    return r;
            }
            spy.wait(20);
        }
        SftpJobResult none;
        none.diagnosis = Diagnosis::make(QStringLiteral("test_wait_expired"), QStringLiteral("no result"));
        return none;
    }

    /// A fresh directory for one test, inside m_files.
    QString workDir(const QString& name)
    {
        const QString path = m_files.filePath(name);
        QDir().mkpath(path);
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        QVERIFY(m_files.isValid());
        // Absolute and canonical, so that realpath answers compare equal.
        QVERIFY(QFileInfo(m_files.path()).isAbsolute());
        m_node = startNode();
        QVERIFY(m_node->server->isRunning());
    }
    void init() { m_engine = std::make_unique<SshEngine>(2); }
    void cleanup() { m_engine.reset(); }
    void cleanupTestCase() { m_node.reset(); }

    void writeThenReadBackByteForByte()
    {
        const QString dir = workDir(QStringLiteral("roundtrip"));
        QByteArray binary(1024 * 1024, Qt::Uninitialized);
        QRandomGenerator generator(42);
        generator.fillRange(reinterpret_cast<quint32*>(binary.data()), binary.size() / 4);
        const QList<QPair<QString, QByteArray>> files{
            {dir + QStringLiteral("/authorized_keys"),
             QByteArray("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI one\n")},
            {dir + QStringLiteral("/no-newline"),
             QByteArray("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI last line")},
            {dir + QStringLiteral("/empty"), QByteArray()},
            {dir + QStringLiteral("/binary"), binary},
        };
        const SftpJobResult r = run(m_node->target(), [files](SftpSession& s) {
            SftpJobResult out;
            for (const auto& [path, content] : files) {
                if (!s.writeFile(path, content, 0600, false, true))
                    return failed(s);
                QByteArray back;
                if (!s.readFile(path, &back))
                    return failed(s);
                out.values.insert(path, back);
                const std::optional<SftpStat> st = s.stat(path);
                if (!st)
                    return failed(s);
                out.values.insert(path + QStringLiteral("#mode"), st->permissions);
                out.values.insert(path + QStringLiteral("#size"), st->size);
                out.values.insert(path + QStringLiteral("#file"), st->isFile());
            }
            return out;
        });
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        for (const auto& [path, content] : files) {
            QCOMPARE(r.values.value(path).toByteArray(), content);
            QCOMPARE(r.values.value(path + QStringLiteral("#mode")).toInt(), 0600);
            QCOMPARE(r.values.value(path + QStringLiteral("#size")).toLongLong(), qint64(content.size()));
            QVERIFY(r.values.value(path + QStringLiteral("#file")).toBool());
            // And what the server's disk really holds.
            QFile local(path);
            QVERIFY(local.open(QIODevice::ReadOnly));
            QCOMPARE(local.readAll(), content);
            QCOMPARE(localMode(path), 0600);
        }
    }

    void writeSetsTheExactModeOfAnExistingFile()
    {
        const QString path = workDir(QStringLiteral("mode")) + QStringLiteral("/was-public");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("old\n");
        f.close();
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                QFileDevice::ReadGroup | QFileDevice::ReadOther));
        const SftpJobResult r = run(m_node->target(), [path](SftpSession& s) {
            return s.writeFile(path, "new\n", 0600) ? okResult() : failed(s);
        });
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(localMode(path), 0600);
    }

    void readRefusesAFileOverTheCap()
    {
        const QString path = workDir(QStringLiteral("cap")) + QStringLiteral("/big");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(200 * 1024, 'x'));
        f.close();
        const SftpJobResult r = run(m_node->target(), [path](SftpSession& s) {
            SftpJobResult out;
            QByteArray content("stale");
            out.values[QStringLiteral("ok")] = s.readFile(path, &content, 100 * 1024);
            out.values[QStringLiteral("error")] = s.errorString();
            out.values[QStringLiteral("empty")] = content.isEmpty();
            // The session is still good afterwards.
            out.values[QStringLiteral("after")] = s.stat(path).has_value();
            return out;
        });
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QVERIFY(!r.values.value(QStringLiteral("ok")).toBool());
        QVERIFY(r.values.value(QStringLiteral("empty")).toBool());
        QVERIFY2(r.values.value(QStringLiteral("error")).toString().contains(path),
                 qPrintable(r.values.value(QStringLiteral("error")).toString()));
        QVERIFY(r.values.value(QStringLiteral("after")).toBool());
    }

    void statOfAMissingFile()
    {
        const QString path = workDir(QStringLiteral("missing")) + QStringLiteral("/nothing-here");
        const SftpJobResult r = run(m_node->target(), [path](SftpSession& s) {
            SftpJobResult out;
            out.values[QStringLiteral("stat")] = s.stat(path).has_value();
            out.values[QStringLiteral("status")] = s.lastStatus();
            out.values[QStringLiteral("error")] = s.errorString();
            out.values[QStringLiteral("lstat")] = s.lstat(path).has_value();
            QByteArray content;
            out.values[QStringLiteral("read")] = s.readFile(path, &content);
            out.values[QStringLiteral("readStatus")] = s.lastStatus();
            out.values[QStringLiteral("broken")] = s.isBroken();
            return out;
        });
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QVERIFY(!r.values.value(QStringLiteral("stat")).toBool());
        QVERIFY(!r.values.value(QStringLiteral("lstat")).toBool());
        QCOMPARE(r.values.value(QStringLiteral("status")).toInt(), SSH_FX_NO_SUCH_FILE);
        const QString error = r.values.value(QStringLiteral("error")).toString();
        QVERIFY2(error.contains(path) && error.contains(QLatin1String("SSH_FX_NO_SUCH_FILE")),
                 qPrintable(error));
        QVERIFY(!r.values.value(QStringLiteral("read")).toBool());
        QCOMPARE(r.values.value(QStringLiteral("readStatus")).toInt(), SSH_FX_NO_SUCH_FILE);
        QVERIFY(!r.values.value(QStringLiteral("broken")).toBool());
    }

    void mkdirChmodAndTypes()
    {
        const QString dir = workDir(QStringLiteral("types"));
        const QString sub = dir + QStringLiteral("/dot-ssh");
        const QString file = sub + QStringLiteral("/keys");
        const QString link = dir + QStringLiteral("/link");
        QVERIFY(QFile::link(sub, link));
        const SftpJobResult r = run(m_node->target(), [=](SftpSession& s) {
            SftpJobResult out;
            if (!s.mkdir(sub, 0700))
                return failed(s);
            const auto d = s.stat(sub);
            if (!d)
                return failed(s);
            out.values[QStringLiteral("dirMode")] = d->permissions;
            out.values[QStringLiteral("isDir")] = d->isDirectory();
            out.values[QStringLiteral("again")] = s.mkdir(sub, 0700); // exists already
            if (!s.writeFile(file, "x\n", 0600) || !s.chmod(file, 0640))
                return failed(s);
            const auto f = s.stat(file);
            if (!f)
                return failed(s);
            out.values[QStringLiteral("fileMode")] = f->permissions;
            out.values[QStringLiteral("uid")] = f->uid;
            out.values[QStringLiteral("mtime")] = f->mtime;
            const auto l = s.lstat(link);
            const auto followed = s.stat(link);
            if (!l || !followed)
                return failed(s);
            out.values[QStringLiteral("lstatLink")] = l->isSymlink();
            out.values[QStringLiteral("statLink")] = followed->isDirectory();
            if (!s.remove(file))
                return failed(s);
            out.values[QStringLiteral("removed")] =
                !s.stat(file).has_value() && s.lastStatus() == SSH_FX_NO_SUCH_FILE;
            return out;
        });
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(r.values.value(QStringLiteral("dirMode")).toInt(), 0700);
        QVERIFY(r.values.value(QStringLiteral("isDir")).toBool());
        QVERIFY(!r.values.value(QStringLiteral("again")).toBool());
        QCOMPARE(r.values.value(QStringLiteral("fileMode")).toInt(), 0640);
        QCOMPARE(r.values.value(QStringLiteral("uid")).toUInt(), uint(geteuid()));
        const QDateTime mtime = r.values.value(QStringLiteral("mtime")).toDateTime();
        QVERIFY2(qAbs(mtime.secsTo(QDateTime::currentDateTimeUtc())) < 60,
                 qPrintable(mtime.toString(Qt::ISODate)));
        QVERIFY(r.values.value(QStringLiteral("lstatLink")).toBool());
        QVERIFY(r.values.value(QStringLiteral("statLink")).toBool());
        QVERIFY(r.values.value(QStringLiteral("removed")).toBool());
        QVERIFY(QFileInfo(sub).isDir());
    }

    void renameReplacesAnExistingFileAtomically()
    {
        const QString dir = workDir(QStringLiteral("rename"));
        const QString target = dir + QStringLiteral("/authorized_keys");
        const QString temp = dir + QStringLiteral("/authorized_keys.fleetdeck.tmp");
        QFile old(target);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old key\n");
        old.close();
        ino_t tempInode = 0;
        const SftpJobResult r = run(m_node->target(), [&](SftpSession& s) {
            SftpJobResult out;
            out.values[QStringLiteral("posixRename")] = s.hasExtension("posix-rename@openssh.com");
            if (!s.writeFile(temp, "old key\nnew key\n", 0600, true, true))
                return failed(s);
            tempInode = inodeOf(temp); // the server's disk is this machine's
            if (!s.rename(temp, target))
                return failed(s);
            QByteArray now;
            if (!s.readFile(target, &now))
                return failed(s);
            out.data = now;
            out.values[QStringLiteral("tempGone")] = !s.stat(temp).has_value();
            return out;
        });
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QVERIFY(r.values.value(QStringLiteral("posixRename")).toBool());
        QCOMPARE(r.data, QByteArray("old key\nnew key\n"));
        QVERIFY(r.values.value(QStringLiteral("tempGone")).toBool());
        // rename(2), not copy-and-delete: the file now at the target is the one that was written.
        QVERIFY(tempInode != 0);
        QCOMPARE(inodeOf(target), tempInode);

        // Renaming something missing fails with the path and status in the error.
        const SftpJobResult missing = run(m_node->target(), [&](SftpSession& s) {
            SftpJobResult out;
            out.values[QStringLiteral("ok")] = s.rename(dir + QStringLiteral("/none"), target);
            out.values[QStringLiteral("status")] = s.lastStatus();
            out.values[QStringLiteral("error")] = s.errorString();
            out.values[QStringLiteral("stillUsable")] = s.stat(target).has_value();
            return out;
        });
        QVERIFY2(missing.ok(), qPrintable(describe(missing)));
        QVERIFY(!missing.values.value(QStringLiteral("ok")).toBool());
        QCOMPARE(missing.values.value(QStringLiteral("status")).toInt(), SSH_FX_NO_SUCH_FILE);
        QVERIFY2(missing.values.value(QStringLiteral("error"))
                     .toString()
                     .contains(QLatin1String("SSH_FX_NO_SUCH_FILE")),
                 qPrintable(missing.values.value(QStringLiteral("error")).toString()));
        QVERIFY(missing.values.value(QStringLiteral("stillUsable")).toBool());
    }

    void exclusiveCreateFailsWhenTheFileExists()
    {
        const QString path = workDir(QStringLiteral("exclusive")) + QStringLiteral("/taken");
        const SftpJobResult r = run(m_node->target(), [path](SftpSession& s) {
            SftpJobResult out;
            out.values[QStringLiteral("first")] = s.writeFile(path, "first\n", 0600, true);
            out.values[QStringLiteral("second")] = s.writeFile(path, "second\n", 0600, true);
            out.values[QStringLiteral("error")] = s.errorString();
            QByteArray content;
            s.readFile(path, &content);
            out.data = content;
            return out;
        });
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QVERIFY(r.values.value(QStringLiteral("first")).toBool());
        QVERIFY(!r.values.value(QStringLiteral("second")).toBool());
        QVERIFY2(r.values.value(QStringLiteral("error")).toString().contains(path),
                 qPrintable(r.values.value(QStringLiteral("error")).toString()));
        QCOMPARE(r.data, QByteArray("first\n"));
    }

    void fsyncAFile()
    {
        const QString path = workDir(QStringLiteral("fsync")) + QStringLiteral("/synced");
        const SftpJobResult r = run(m_node->target(), [path](SftpSession& s) {
            SftpJobResult out;
            out.values[QStringLiteral("extension")] = s.hasExtension("fsync@openssh.com");
            if (!s.writeFile(path, "data\n", 0600) || !s.fsync(path))
                return failed(s);
            return out;
        });
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QVERIFY(r.values.value(QStringLiteral("extension")).toBool());
    }

    void homeAndRealpath()
    {
        const QString dir = workDir(QStringLiteral("realpath"));
        const QString file = dir + QStringLiteral("/f");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        const QString home = QFileInfo(loginHome()).canonicalFilePath();
        // The same file as a path relative to the login directory, the way SFTP resolves it.
        const QString relative = QDir(home).relativeFilePath(QFileInfo(file).canonicalFilePath());
        const SftpJobResult r = run(m_node->target(), [=](SftpSession& s) {
            SftpJobResult out;
            out.values[QStringLiteral("home")] = s.homeDirectory();
            out.values[QStringLiteral("tilde")] = s.realpath(QStringLiteral("~"));
            out.values[QStringLiteral("dot")] = s.realpath(QStringLiteral("."));
            out.values[QStringLiteral("expanded")] = s.expandPath(QStringLiteral("~/.ssh/x"));
            out.values[QStringLiteral("expandedRelative")] =
                s.expandPath(QStringLiteral(".ssh/authorized_keys"));
            out.values[QStringLiteral("otherUser")] = s.expandPath(QStringLiteral("~bob/.ssh"));
            out.values[QStringLiteral("dotdot")] = s.realpath(dir + QStringLiteral("/../realpath/./f"));
            out.values[QStringLiteral("relative")] = s.realpath(relative);
            out.values[QStringLiteral("relativeStat")] = s.stat(relative).has_value();
            return out;
        });
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(r.values.value(QStringLiteral("home")).toString(), home);
        QCOMPARE(r.values.value(QStringLiteral("tilde")).toString(), home);
        QCOMPARE(r.values.value(QStringLiteral("dot")).toString(), home);
        QCOMPARE(r.values.value(QStringLiteral("expanded")).toString(),
                 QDir::cleanPath(home + QStringLiteral("/.ssh/x")));
        QCOMPARE(r.values.value(QStringLiteral("expandedRelative")).toString(),
                 QDir::cleanPath(home + QStringLiteral("/.ssh/authorized_keys")));
        QCOMPARE(r.values.value(QStringLiteral("otherUser")).toString(), QString());
        QCOMPARE(r.values.value(QStringLiteral("dotdot")).toString(), QFileInfo(file).canonicalFilePath());
        QCOMPARE(r.values.value(QStringLiteral("relative")).toString(), QFileInfo(file).canonicalFilePath());
        QVERIFY(r.values.value(QStringLiteral("relativeStat")).toBool());
    }

    void aFailedJobEndsAsADiagnosis()
    {
        const QString path = workDir(QStringLiteral("failing")) + QStringLiteral("/absent");
        bool reached = false;
        const SftpJobResult r = run(m_node->target(), [&](SftpSession& s) {
            reached = true;
            QByteArray content;
            if (!s.readFile(path, &content))
                return failed(s);
            return okResult();
        });
        QVERIFY(reached);
        QVERIFY(!r.ok());
        QCOMPARE(r.diagnosis->code, QString::fromLatin1(SftpSession::FailureCode));
        QCOMPARE(r.diagnosis->stage, Diagnosis::Stage::Exec);
        QVERIFY2(r.diagnosis->detail.contains(path), qPrintable(r.diagnosis->detail));
        QVERIFY2(r.diagnosis->detail.contains(QLatin1String("SSH_FX_NO_SUCH_FILE")),
                 qPrintable(r.diagnosis->detail));
        QVERIFY2(r.diagnosis->message.contains(path), qPrintable(r.diagnosis->message));
        QVERIFY(!r.diagnosis->hint.isEmpty());
        QCOMPARE(r.node, m_node->name);

        // A job that throws fails the same way, and the worker carries on.
        const SftpJobResult thrown = run(
            m_node->target(), [](SftpSession&) -> SftpJobResult { throw std::runtime_error("planner bug"); });
        QVERIFY(!thrown.ok());
        QCOMPARE(thrown.diagnosis->code, QString::fromLatin1(SftpSession::FailureCode));
        QVERIFY2(thrown.diagnosis->detail.contains(QLatin1String("planner bug")),
                 qPrintable(thrown.diagnosis->detail));
        const SftpJobResult after = run(m_node->target(), [](SftpSession& s) {
            return s.homeDirectory().isEmpty() ? failed(s) : okResult();
        });
        QVERIFY2(after.ok(), qPrintable(describe(after)));
    }

    void jobsOnOneTargetShareOneLogin()
    {
        auto node = startNode();
        const QString dir = workDir(QStringLiteral("reuse"));
        const SftpJobResult first = run(node->target(), [dir](SftpSession& s) {
            return s.writeFile(dir + QStringLiteral("/a"), "a", 0600) ? okResult() : failed(s);
        });
        QVERIFY2(first.ok(), qPrintable(describe(first)));
        QVERIFY(first.freshSession);
        const SftpJobResult second = run(node->target(), [dir](SftpSession& s) {
            QByteArray content;
            if (!s.readFile(dir + QStringLiteral("/a"), &content))
                return failed(s);
            SftpJobResult out;
            out.data = content;
            return out;
        });
        QVERIFY2(second.ok(), qPrintable(describe(second)));
        QVERIFY(!second.freshSession);
        QVERIFY(!second.reconnected);
        QCOMPARE(second.data, QByteArray("a"));
        QTest::qWait(200); // sshd logs after the client saw the outcome
        QCOMPARE(node->server->logText().count(QLatin1String("Accepted publickey")), 1);
    }

    void aKeptLoginThatDiedIsReplaced()
    {
        auto node = startNode();
        const QString dir = workDir(QStringLiteral("died"));
        const auto write = [dir](SftpSession& s) {
            return s.writeFile(dir + QStringLiteral("/f"), "f", 0600) ? okResult() : failed(s);
        };
        QVERIFY(run(node->target(), write).ok());
        // Kill the processes serving the kept login, keep the listener.
        const QList<qint64> pids = node->server->processIds();
        QVERIFY(pids.size() >= 2);
        for (const qint64 pid : pids.mid(1))
            ::kill(pid_t(pid), SIGKILL);
        const SftpJobResult r = run(node->target(), write);
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        // Either the idle login noticed first, or the job's first request found the login dead
        // and the job ran once more on a new one (r.reconnected): both happen, by timing.
        QVERIFY(r.freshSession);
    }

    void unknownHostKeyUnderStrictNeverReachesSftp()
    {
        auto node = startNode();
        QFile::remove(node->knownHosts);
        std::atomic_bool reached{false};
        const SftpJobResult r = run(node->target(), [&reached](SftpSession&) {
            reached = true;
            return okResult();
        });
        QVERIFY(!reached);
        QVERIFY(r.diagnosis);
        QCOMPARE(r.diagnosis->code, QStringLiteral("host_key_unknown"));
        QCOMPARE(r.diagnosis->stage, Diagnosis::Stage::HostKey);
        QVERIFY(r.hostKey);
        QCOMPARE(r.hostKey->fingerprint, node->server->hostKeyFingerprint());
        QVERIFY(!QFile::exists(node->knownHosts));
        QTest::qWait(200);
        const QString log = node->server->logText();
        QVERIFY2(!log.contains(QLatin1String("publickey")) && !log.contains(QLatin1String("Accepted")),
                 qPrintable(log));
        QVERIFY2(!log.contains(QLatin1String("subsystem"), Qt::CaseInsensitive), qPrintable(log));
    }

    void noSftpSubsystemIsADiagnosisAtTheChannelStage()
    {
        // Whatever the client asks for, this server runs /bin/true: no SFTP server answers.
        auto node = startNode({QStringLiteral("Match all"), QStringLiteral("    ForceCommand /bin/true")});
        std::atomic_bool reached{false};
        const SftpJobResult r = run(node->target(), [&reached](SftpSession&) {
            reached = true;
            return okResult();
        });
        QVERIFY(!reached);
        QVERIFY(r.diagnosis);
        QCOMPARE(r.diagnosis->code, QString::fromLatin1(SftpSession::FailureCode));
        QCOMPARE(r.diagnosis->stage, Diagnosis::Stage::Channel);
        QVERIFY2(r.diagnosis->detail.contains(QLatin1String("sftp")), qPrintable(r.diagnosis->detail));
    }

    void sftpNeverBlocksStatus()
    {
        auto node = startNode();
        const QString dir = workDir(QStringLiteral("concurrent"));
        std::atomic_bool inside{false};
        QSignalSpy sftpDone(m_engine.get(), &SshEngine::sftpFinished);
        QSignalSpy execDone(m_engine.get(), &SshEngine::finished);
        m_engine->runSftp(node->target(), [&inside, dir](SftpSession& s) {
            if (!s.writeFile(dir + QStringLiteral("/slow"), "slow\n", 0600))
                return failed(s);
            inside = true;
            QThread::msleep(1500); // a long deployment holding its blocking session
            return s.stat(dir + QStringLiteral("/slow")) ? okResult() : failed(s);
        });
        QTRY_VERIFY_WITH_TIMEOUT(inside.load(), 10000);

        OperationRequest exec;
        exec.kind = OperationKind::Exec;
        exec.target = node->target();
        exec.command = QStringLiteral("echo status");
        QElapsedTimer clock;
        clock.start();
        m_engine->submit(exec);
        QTRY_COMPARE_WITH_TIMEOUT(execDone.count(), 1, 5000);
        const qint64 execMs = clock.elapsed();
        const auto result = execDone.at(0).at(0).value<OperationResult>();
        QVERIFY2(result.ok(), qPrintable(result.diagnosis ? result.diagnosis->detail : QString()));
        QCOMPARE(result.exec.standardOutput, QByteArray("status\n"));
        QVERIFY2(execMs < 1000, qPrintable(QStringLiteral("exec took %1 ms").arg(execMs)));
        QCOMPARE(sftpDone.count(), 0); // the SFTP job was still running all along

        QTRY_COMPARE_WITH_TIMEOUT(sftpDone.count(), 1, 10000);
        const auto sftp = sftpDone.at(0).at(0).value<SftpJobResult>();
        QVERIFY2(sftp.ok(), qPrintable(describe(sftp)));
        QVERIFY(sftp.ms >= 1500);
    }

    void aStuckServerEndsAtTheDeadline()
    {
        auto node = startNode();
        const QString dir = workDir(QStringLiteral("stuck"));
        SshdServer* server = node->server.get();
        QList<qint64> stopped;
        QElapsedTimer clock;
        clock.start();
        const SftpJobResult r = run(
            node->target(),
            [&](SftpSession& s) {
                if (!s.writeFile(dir + QStringLiteral("/before"), "x", 0600))
                    return failed(s);
                // Freeze the processes serving this connection: the server goes silent mid-session.
                for (const qint64 pid : server->processIds()) {
                    if (pid != server->pid() && ::kill(pid_t(pid), SIGSTOP) == 0)
                        stopped << pid;
                }
                QByteArray content;
                return s.readFile(dir + QStringLiteral("/before"), &content) ? okResult() : failed(s);
            },
            3000);
        const qint64 elapsed = clock.elapsed();
        for (const qint64 pid : std::as_const(stopped))
            ::kill(pid_t(pid), SIGCONT);
        QVERIFY(!stopped.isEmpty());
        QVERIFY(r.diagnosis);
        QCOMPARE(r.diagnosis->code, QStringLiteral("timeout"));
        QVERIFY2(elapsed < 6000, qPrintable(QStringLiteral("took %1 ms").arg(elapsed)));

        // The cut session was dropped: the next job logs in afresh and works.
        const SftpJobResult next = run(node->target(), [dir](SftpSession& s) {
            return s.stat(dir + QStringLiteral("/before")) ? okResult() : failed(s);
        });
        QVERIFY2(next.ok(), qPrintable(describe(next)));
        QVERIFY(next.freshSession);
    }

    void cancelCutsARunningJob()
    {
        CancelToken cancel;
        std::atomic_bool inside{false};
        QSignalSpy done(m_engine.get(), &SshEngine::sftpFinished);
        m_engine->runSftp(
            m_node->target(),
            [&inside](SftpSession& s) {
                inside = true;
                QThread::msleep(1000);
                return s.stat(QStringLiteral("/")) ? okResult() : failed(s);
            },
            20000, cancel);
        QTRY_VERIFY_WITH_TIMEOUT(inside.load(), 10000);
        cancel.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 5000);
        const auto r = done.at(0).at(0).value<SftpJobResult>();
        QVERIFY(r.diagnosis);
        QCOMPARE(r.diagnosis->code, QStringLiteral("timeout"));
        QVERIFY2(r.diagnosis->detail.contains(QLatin1String("cancelled")), qPrintable(r.diagnosis->detail));
    }
};

QTEST_GUILESS_MAIN(tst_SftpSession)
#include "tst_sftpsession.moc"
