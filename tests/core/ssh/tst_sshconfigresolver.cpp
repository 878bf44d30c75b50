// SPDX-License-Identifier: GPL-3.0-or-later
// SshConfigResolver beyond single answers: its cache (kept while nothing changed, dropped when
// the config or a file it Includes changes), $HOME as Fleetdeck's home, the switch to the own
// parser, and concurrent callers. Runs the real ssh.
#include "ssh/SshConfigResolver.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace fleetdeck::ssh;

namespace {
bool write(const QString& path, const QByteArray& content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(content) != content.size())
        return false;
    f.close();
    return QFile::setPermissions(path,
                                 QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
}

// An edit that keeps the size and the modification time: only the content tells (two edits
// within one tick of the file system's clock look like that).
bool rewriteSameSizeAndTime(const QString& path, const QByteArray& content)
{
    struct stat before = {};
    if (::stat(path.toLocal8Bit().constData(), &before) != 0 || before.st_size != content.size() ||
        !write(path, content))
        return false;
    const struct timespec times[2] = {before.st_atim, before.st_mtim};
    struct stat after = {};
    return ::utimensat(AT_FDCWD, path.toLocal8Bit().constData(), times, 0) == 0 &&
           ::stat(path.toLocal8Bit().constData(), &after) == 0 &&
           after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec &&
           after.st_size == before.st_size;
}

int lineCount(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    return int(f.readAll().count('\n'));
}
} // namespace

class tst_SshConfigResolver : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_home;

    QString resolveUser(const QString& config, const QString& alias)
    {
        QString error;
        const auto r = SshConfigResolver::resolve({alias, config, std::nullopt, std::nullopt}, &error);
        return r ? r->user : QStringLiteral("error: ") + error;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty(), "needs openssh-client");
        QVERIFY(m_tmp.isValid());
        m_home = m_tmp.filePath(QStringLiteral("home"));
        QVERIFY(QDir().mkpath(m_home + QStringLiteral("/.ssh")));
        qputenv("HOME", m_home.toLocal8Bit());
        qunsetenv("FLEETDECK_SSH_G");
    }

    void cleanup()
    {
        qunsetenv("FLEETDECK_SSH_G");
        SshConfigResolver::setUseOpenSsh(true);
        SshConfigResolver::clearCache();
    }

    void editedIncludesAreSeen_data()
    {
        QTest::addColumn<bool>("useOpenSsh");
        QTest::newRow("ssh -G") << true;
        QTest::newRow("own parser") << false;
    }
    void editedIncludesAreSeen()
    {
        QFETCH(bool, useOpenSsh);
        SshConfigResolver::setUseOpenSsh(useOpenSsh);
        const QString dir =
            m_home + (useOpenSsh ? QStringLiteral("/.ssh/edit-g") : QStringLiteral("/.ssh/edit-f"));
        const QString config = dir + QStringLiteral("/config");
        QVERIFY(write(config, "Include " + dir.toUtf8() + "/conf.d/*.conf\nHost *\n  User from-main\n"));
        QVERIFY(write(dir + QStringLiteral("/conf.d/50-node.conf"), "Host node\n  User alpha\n"));
        QCOMPARE(resolveUser(config, QStringLiteral("node")), QStringLiteral("alpha"));
        QCOMPARE(resolveUser(config, QStringLiteral("node")), QStringLiteral("alpha"));

        // Edited in place, same size and time.
        QVERIFY(rewriteSameSizeAndTime(dir + QStringLiteral("/conf.d/50-node.conf"),
                                       "Host node\n  User omega\n"));
        QCOMPARE(resolveUser(config, QStringLiteral("node")), QStringLiteral("omega"));

        // A new file the glob now matches, sorted first: the first value wins.
        QVERIFY(write(dir + QStringLiteral("/conf.d/10-early.conf"), "Host node\n  User early\n"));
        QCOMPARE(resolveUser(config, QStringLiteral("node")), QStringLiteral("early"));

        // The included file removed again, and the main file edited.
        QVERIFY(QFile::remove(dir + QStringLiteral("/conf.d/10-early.conf")));
        QCOMPARE(resolveUser(config, QStringLiteral("node")), QStringLiteral("omega"));
        QVERIFY(QFile::remove(dir + QStringLiteral("/conf.d/50-node.conf")));
        QCOMPARE(resolveUser(config, QStringLiteral("node")), QStringLiteral("from-main"));
        QVERIFY(write(config, "Host *\n  User rewritten\n"));
        QCOMPARE(resolveUser(config, QStringLiteral("node")), QStringLiteral("rewritten"));
    }

    void unchangedConfigIsNotResolvedAgain()
    {
        // Each evaluation by ssh runs the Match exec command once: the counter shows how often
        // ssh really ran.
        const QString counter = m_home + QStringLiteral("/exec-count");
        const QString config = m_home + QStringLiteral("/.ssh/counted");
        QVERIFY(write(config, "Match exec \"echo run >> " + counter.toUtf8() +
                                  "\"\n  User counted\nHost *\n  User plain\n"));
        QCOMPARE(resolveUser(config, QStringLiteral("a")), QStringLiteral("counted"));
        QCOMPARE(lineCount(counter), 1);
        for (int i = 0; i < 5; ++i)
            QCOMPARE(resolveUser(config, QStringLiteral("a")), QStringLiteral("counted"));
        QCOMPARE(lineCount(counter), 1);
        QCOMPARE(resolveUser(config, QStringLiteral("b")), QStringLiteral("counted")); // another alias
        QCOMPARE(lineCount(counter), 2);
        QVERIFY(rewriteSameSizeAndTime(config, "Match exec \"echo run >> " + counter.toUtf8() +
                                                   "\"\n  User COUNTED\nHost *\n  User plain\n"));
        QCOMPARE(resolveUser(config, QStringLiteral("a")), QStringLiteral("COUNTED"));
        QCOMPARE(lineCount(counter), 3);
        SshConfigResolver::clearCache();
        QCOMPARE(resolveUser(config, QStringLiteral("a")), QStringLiteral("COUNTED"));
        QCOMPARE(lineCount(counter), 4);
    }

    void pathsFollowHomeNotThePasswordDatabase_data() { editedIncludesAreSeen_data(); }
    void pathsFollowHomeNotThePasswordDatabase()
    {
        QFETCH(bool, useOpenSsh);
        SshConfigResolver::setUseOpenSsh(useOpenSsh);
        const passwd* pw = ::getpwuid(::getuid());
        QVERIFY(pw);
        const QString passwdHome = QString::fromLocal8Bit(pw->pw_dir);
        QVERIFY(passwdHome != m_home);
        const QString config = m_home + QStringLiteral("/.ssh/homes");
        QVERIFY(write(config, "Host keyed\n  IdentityFile %d/k1\n  IdentityFile ~/k2\n"
                              "  UserKnownHostsFile ~/.ssh/kh %d/kh2\n  GlobalKnownHostsFile ~/global\n"));
        QString error;
        const auto defaults = SshConfigResolver::resolve({QStringLiteral("plain"), config, {}, {}}, &error);
        QVERIFY2(defaults, qPrintable(error));
        QVERIFY(defaults->identityFilesAreDefaults);
        QCOMPARE(defaults->identityFiles.size(), 7);
        QCOMPARE(defaults->identityFiles.first(), m_home + QStringLiteral("/.ssh/id_rsa"));
        QCOMPARE(defaults->userKnownHostsFiles, (QStringList{m_home + QStringLiteral("/.ssh/known_hosts"),
                                                             m_home + QStringLiteral("/.ssh/known_hosts2")}));
        QCOMPARE(defaults->globalKnownHostsFiles, (QStringList{QStringLiteral("/etc/ssh/ssh_known_hosts"),
                                                               QStringLiteral("/etc/ssh/ssh_known_hosts2")}));

        const auto keyed = SshConfigResolver::resolve({QStringLiteral("keyed"), config, {}, {}}, &error);
        QVERIFY2(keyed, qPrintable(error));
        QVERIFY(!keyed->identityFilesAreDefaults);
        QCOMPARE(keyed->identityFiles,
                 (QStringList{m_home + QStringLiteral("/k1"), m_home + QStringLiteral("/k2")}));
        QCOMPARE(keyed->userKnownHostsFiles,
                 (QStringList{m_home + QStringLiteral("/.ssh/kh"), m_home + QStringLiteral("/kh2")}));
        QCOMPARE(keyed->globalKnownHostsFiles, QStringList{m_home + QStringLiteral("/global")});
    }

    void environmentChoosesTheOwnParser()
    {
        const QString config = m_home + QStringLiteral("/.ssh/env");
        QVERIFY(write(config, "Host e\n  Port 2345\n"));
        QVERIFY(SshConfigResolver::usesOpenSsh());
        QString error;
        auto r = SshConfigResolver::resolve({QStringLiteral("e"), config, {}, {}}, &error);
        QVERIFY2(r, qPrintable(error));
        QCOMPARE(r->source, QStringLiteral("ssh -G"));
        qputenv("FLEETDECK_SSH_G", "0");
        QVERIFY(!SshConfigResolver::usesOpenSsh());
        r = SshConfigResolver::resolve({QStringLiteral("e"), config, {}, {}}, &error);
        QVERIFY2(r, qPrintable(error));
        QCOMPARE(r->source, QStringLiteral("fallback")); // not the cached ssh -G answer
        QCOMPARE(r->port, 2345);
    }

    void sshsRefusalIsTheReason()
    {
        const QString config = m_home + QStringLiteral("/.ssh/refused");
        QVERIFY(write(config, "Host r\n  Bogus yes\n"));
        QString error;
        QVERIFY(!SshConfigResolver::resolve({QStringLiteral("r"), config, {}, {}}, &error));
        QVERIFY2(error.contains(QLatin1String("bogus"), Qt::CaseInsensitive), qPrintable(error));
        QVERIFY(!SshConfigResolver::resolve({QStringLiteral("-oProxyCommand=x"), config, {}, {}}, &error));
        QVERIFY(!error.isEmpty());
    }

    void absentConfigReadsAsEmpty_data() { editedIncludesAreSeen_data(); }
    void absentConfigReadsAsEmpty()
    {
        QFETCH(bool, useOpenSsh);
        SshConfigResolver::setUseOpenSsh(useOpenSsh);
        const QString config =
            m_home + (useOpenSsh ? QStringLiteral("/.ssh/late-g") : QStringLiteral("/.ssh/late-f"));
        QString error;
        auto r = SshConfigResolver::resolve({QStringLiteral("Late"), config, {}, {}}, &error);
        QVERIFY2(r, qPrintable(error));
        QCOMPARE(r->hostName, QStringLiteral("late"));
        QCOMPARE(r->port, 22);
        QVERIFY(!r->hashKnownHosts);                        // not even /etc/ssh/ssh_config was read
        QVERIFY(write(config, "Host Late\n  Port 2900\n")); // appears later: seen
        r = SshConfigResolver::resolve({QStringLiteral("Late"), config, {}, {}}, &error);
        QVERIFY2(r, qPrintable(error));
        QCOMPARE(r->port, 2900);
    }

    void concurrentCallersAgree_data() { editedIncludesAreSeen_data(); }
    void concurrentCallersAgree()
    {
        QFETCH(bool, useOpenSsh);
        SshConfigResolver::setUseOpenSsh(useOpenSsh);
        const QString config = m_home + QStringLiteral("/.ssh/threads");
        QByteArray text;
        QStringList aliases;
        for (int i = 0; i < 6; ++i) {
            aliases << QStringLiteral("t%1").arg(i);
            text += "Host t" + QByteArray::number(i) + "\n  Port " + QByteArray::number(3000 + i) + "\n";
        }
        QVERIFY(write(config, text));
        std::vector<std::thread> threads;
        std::atomic<int> wrong{0};
        for (int t = 0; t < 6; ++t) {
            threads.emplace_back([&, t] {
                for (int round = 0; round < 8; ++round) {
                    const int i = (t + round) % 6;
                    QString error;
                    const auto r = SshConfigResolver::resolve({aliases[i], config, {}, {}}, &error);
                    if (!r || r->port != 3000 + i)
                        ++wrong;
                    if (round == 4 && t == 0)
                        SshConfigResolver::clearCache();
                }
            });
        }
        for (std::thread& t : threads)
            t.join();
        QCOMPARE(wrong.load(), 0);
    }
};

QTEST_GUILESS_MAIN(tst_SshConfigResolver)
#include "tst_sshconfigresolver.moc"
