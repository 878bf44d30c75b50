// SPDX-License-Identifier: GPL-3.0-or-later
// Neither program can be dumped or inspected by another process of the same user while it may
// hold a secret: fleetdeck-cli waiting for a secret on stdin and the console running, each as an
// ordinary (throwaway) user. A non-dumpable process's /proc/PID files belong to root, and the
// user's own `cat /proc/PID/environ` is refused. Also: any credential store makes the process
// non-dumpable, for programs that use the core without our main().
#include "secrets/MemoryCredentialStore.h"
#include "support/ThrowawayAccount.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <grp.h>
#include <pwd.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <memory>

namespace {

struct Account
{
    uid_t uid = 0;
    gid_t gid = 0;
    QString home;
};

// Starts `program` as the account: its uid, gid and no supplementary groups, its home.
void startAs(QProcess& process, const Account& account, const QString& program, const QStringList& args,
             const QProcessEnvironment& env)
{
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(account.home);
    const uid_t uid = account.uid;
    const gid_t gid = account.gid;
    process.setChildProcessModifier([uid, gid] {
        if (::setgroups(0, nullptr) != 0 || ::setgid(gid) != 0 || ::setuid(uid) != 0)
            ::_exit(126);
    });
    process.start(program, args);
}

QProcessEnvironment environmentFor(const Account& account)
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
    env.insert(QStringLiteral("HOME"), account.home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), account.home + QStringLiteral("/.config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), account.home + QStringLiteral("/.local/share"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), account.home + QStringLiteral("/.cache"));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), account.home + QStringLiteral("/rt"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("FLEETDECK_DUMPABLE_CANARY"), QStringLiteral("visible-to-the-same-user"));
    const QString asan = qEnvironmentVariable("ASAN_OPTIONS");
    env.insert(QStringLiteral("ASAN_OPTIONS"), asan + QStringLiteral(":detect_leaks=0")); // killed, not ended
    return env;
}

} // namespace

class tst_Dumpable : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<fleetdeck::ThrowawayAccount> m_account;
    Account m_user;
    QTemporaryDir m_programs;

    // The account runs a copy of the program in a directory it can enter: the build may lie in a
    // checkout only root can enter (one cloned into `mktemp -d`), where its execve would be refused.
    QString copyForAccount(const QString& program)
    {
        const QFileDevice::Permissions open =
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
            QFileDevice::ReadGroup | QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther;
        const QString copy = m_programs.filePath(QFileInfo(program).fileName());
        if (!m_programs.isValid() || !QFile::setPermissions(m_programs.path(), open))
            return {};
        QFile::remove(copy);
        if (!QFile::copy(program, copy) || !QFile::setPermissions(copy, open))
            return {};
        return copy;
    }

    // The owner of /proc/PID/status, once `process` has had time to set itself up; -1 if it ended.
    qint64 procOwnerOnceSettled(QProcess& process)
    {
        const QString status = QStringLiteral("/proc/%1/status").arg(process.processId());
        // A process becomes non-dumpable in its first instructions of main(); before that (the
        // dynamic loader, sanitizer start-up) it is the user's. Wait for the change, or 15 s.
        QDeadlineTimer deadline(15000);
        while (!deadline.hasExpired() && process.state() == QProcess::Running) {
            if (QFileInfo(status).ownerId() == 0)
                break;
            QThread::msleep(50);
        }
        if (process.state() != QProcess::Running)
            return -1;
        QThread::msleep(300); // settled: a later change back would show in the second look
        return process.state() == QProcess::Running ? qint64(QFileInfo(status).ownerId()) : -1;
    }

    // Whether the account itself can read the process's environment.
    bool accountReadsEnviron(qint64 pid)
    {
        QProcess cat;
        startAs(cat, m_user, QStringLiteral("/bin/cat"), {QStringLiteral("/proc/%1/environ").arg(pid)},
                environmentFor(m_user));
        if (!cat.waitForFinished(10000))
            return false;
        return cat.exitStatus() == QProcess::NormalExit && cat.exitCode() == 0 &&
               cat.readAllStandardOutput().contains("FLEETDECK_DUMPABLE_CANARY=visible-to-the-same-user");
    }

    void checkProgram(const QString& built, const QStringList& args, bool feedPartialSecret)
    {
        const QString program = copyForAccount(built);
        QVERIFY2(!program.isEmpty(), qPrintable(QStringLiteral("cannot copy %1 for the account").arg(built)));
        QProcess process;
        startAs(process, m_user, program, args, environmentFor(m_user));
        QVERIFY2(process.waitForStarted(10000), qPrintable(process.errorString()));
        if (feedPartialSecret)
            process.write("a secret still being typed"); // no newline, no EOF: it keeps reading
        const qint64 owner = procOwnerOnceSettled(process);
        const QByteArray err =
            process.state() == QProcess::Running ? QByteArray() : process.readAllStandardError();
        const bool readable = owner >= 0 && accountReadsEnviron(process.processId());
        process.kill();
        process.waitForFinished(10000);
        QVERIFY2(owner >= 0,
                 qPrintable(program + QStringLiteral(" ended early: ") + QString::fromLocal8Bit(err)));
        QCOMPARE(owner, qint64(0)); // the user's uid when dumpable
        QVERIFY2(!readable, "the same user read the process's environment");
    }

private slots:
    void initTestCase()
    {
        // A dumpable process of the user is readable by that user: the premise of the checks.
        QString error;
        m_account =
            fleetdeck::ThrowawayAccount::create(QStringLiteral("fddump%1").arg(::getpid() % 100000), &error);
        QVERIFY2(m_account, qPrintable(error + QStringLiteral(" (this test needs root)")));
        const passwd* entry = ::getpwnam(m_account->name().toLocal8Bit().constData());
        QVERIFY(entry);
        m_user = {entry->pw_uid, entry->pw_gid, QString::fromLocal8Bit(entry->pw_dir)};
        QVERIFY(QDir().mkpath(m_user.home + QStringLiteral("/rt")));
        QVERIFY(::chown(QFile::encodeName(m_user.home + QStringLiteral("/rt")).constData(), m_user.uid,
                        m_user.gid) == 0);
        QVERIFY(QFile::setPermissions(m_user.home + QStringLiteral("/rt"),
                                      QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));

        QProcess sleeper;
        startAs(sleeper, m_user, QStringLiteral("/bin/sleep"), {QStringLiteral("30")},
                environmentFor(m_user));
        QVERIFY(sleeper.waitForStarted(10000));
        QThread::msleep(200);
        const bool ownedByUser =
            QFileInfo(QStringLiteral("/proc/%1/status").arg(sleeper.processId())).ownerId() == m_user.uid;
        const bool readable = accountReadsEnviron(sleeper.processId());
        sleeper.kill();
        sleeper.waitForFinished();
        QVERIFY(ownedByUser);
        QVERIFY(readable);
    }

    void cliWaitingForASecret()
    {
        checkProgram(QStringLiteral(FLEETDECK_CLI_PATH),
                     {QStringLiteral("secrets"), QStringLiteral("set"), QStringLiteral("password"),
                      QStringLiteral("gpu-01"), QStringLiteral("--stdin")},
                     true);
    }

    void consoleRunning()
    {
        checkProgram(QStringLiteral(FLEETDECK_GUI_PATH),
                     {QStringLiteral("--session-secrets"), QStringLiteral("--db"),
                      m_user.home + QStringLiteral("/fleet.sqlite"), QStringLiteral("--known-hosts"),
                      m_user.home + QStringLiteral("/known_hosts")},
                     false);
    }

    void anyCredentialStore()
    {
        QCOMPARE(::prctl(PR_SET_DUMPABLE, 1, 0, 0, 0), 0);
        QCOMPARE(::prctl(PR_GET_DUMPABLE, 0, 0, 0, 0), 1);
        fleetdeck::secrets::MemoryCredentialStore store;
        QCOMPARE(::prctl(PR_GET_DUMPABLE, 0, 0, 0, 0), 0);
    }

    void cleanupTestCase() { m_account.reset(); }
};

QTEST_GUILESS_MAIN(tst_Dumpable)
#include "tst_dumpable.moc"
