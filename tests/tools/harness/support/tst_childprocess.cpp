// SPDX-License-Identifier: GPL-3.0-or-later
#include "CrashingChild.h"
#include "support/ChildProcess.h"
#include "support/ProcessTable.h"

#include <QCoreApplication>
#include <QFile>
#include <QtTest>

#include <sys/wait.h>
#include <unistd.h>

using namespace fleetdeck;
using fleetdeck::test::CrashingChild;

namespace {

QList<qint64> toPids(const QList<QString>& values)
{
    QList<qint64> pids;
    for (const QString& value : values)
        pids << value.toLongLong();
    return pids;
}

} // namespace

class TstChildProcess : public QObject
{
    Q_OBJECT

private slots:
    void readsStandardOutputLines()
    {
        ChildProcess child;
        QVERIFY2(child.start(QStringLiteral("/bin/sh"),
                             {QStringLiteral("-c"), QStringLiteral("echo one; echo two")}),
                 qPrintable(child.errorString()));
        QCOMPARE(child.readStandardOutputLine(QDeadlineTimer(5000)),
                 std::optional<QString>(QStringLiteral("one")));
        QCOMPARE(child.readStandardOutputLine(QDeadlineTimer(5000)),
                 std::optional<QString>(QStringLiteral("two")));
        QCOMPARE(child.readStandardOutputLine(QDeadlineTimer(5000)), std::nullopt);
    }

    void readLineGivesUpAtTheDeadline()
    {
        ChildProcess child;
        QVERIFY(child.start(QStringLiteral("/bin/sleep"), {QStringLiteral("30")}));
        QElapsedTimer elapsed;
        elapsed.start();
        QCOMPARE(child.readStandardOutputLine(QDeadlineTimer(200)), std::nullopt);
        QVERIFY(elapsed.elapsed() < 5000);
    }

    void startReportsAMissingProgram()
    {
        ChildProcess child;
        QVERIFY(!child.start(QStringLiteral("/nonexistent/program"), {}));
        QVERIFY(child.errorString().contains(QLatin1String("/nonexistent/program")));
        child.stop(); // harmless
    }

    void childLeadsItsOwnProcessGroup()
    {
        ChildProcess child;
        QVERIFY(child.start(QStringLiteral("/bin/sleep"), {QStringLiteral("30")}));
        QCOMPARE(qint64(getpgid(pid_t(child.pid()))), child.pid());
        QVERIFY(ProcessTable::snapshot().commandLineOf(child.pid()).contains(QLatin1String("sleep 30")));
    }

    // sshd gives each connection a session of its own; stop() must still find those processes.
    void stopEndsDescendantsInOtherSessions()
    {
        ChildProcess child;
        QVERIFY(child.start(
            QStringLiteral("/bin/sh"),
            {QStringLiteral("-c"), QStringLiteral("sleep 300 & setsid sleep 301 & echo started; wait")}));
        QCOMPARE(child.readStandardOutputLine(QDeadlineTimer(5000)),
                 std::optional<QString>(QStringLiteral("started")));
        QList<qint64> tree;
        // Both children seen, and one of them in a session of its own: the shell forks the
        // background job before setsid runs in it, so a snapshot may come in between.
        const auto settled = [&tree, &child] {
            tree = ProcessTable::snapshot().descendantsOf(child.pid());
            return tree.size() == 2 && std::any_of(tree.cbegin(), tree.cend(), [](qint64 pid) {
                       return getsid(pid_t(pid)) == pid_t(pid);
                   });
        };
        QTRY_VERIFY2_WITH_TIMEOUT(settled(), "setsid did not move a child into its own session", 5000);
        tree << child.pid();

        child.stop();
        QVERIFY(!child.isRunning());
        QVERIFY(!ProcessTable::anyAlive(tree));
    }

    void stopEscalatesToSigkill()
    {
        ChildProcess child;
        // An ignored signal stays ignored across fork and exec, so the sleeps ignore SIGTERM too.
        QVERIFY(child.start(
            QStringLiteral("/bin/sh"),
            {QStringLiteral("-c"),
             QStringLiteral("trap '' TERM; sleep 300 & echo started; while :; do sleep 1; done")}));
        QCOMPARE(child.readStandardOutputLine(QDeadlineTimer(5000)),
                 std::optional<QString>(QStringLiteral("started")));
        const QList<qint64> tree =
            QList<qint64>{child.pid()} + ProcessTable::snapshot().descendantsOf(child.pid());
        QVERIFY(tree.size() >= 2);

        child.stop(std::chrono::milliseconds(300));
        QVERIFY(!ProcessTable::anyAlive(tree));
        QCOMPARE(child.process().exitStatus(), QProcess::CrashExit);
    }

    void stopEndsGroupMembersLeftByAnExitedLeader()
    {
        ChildProcess child;
        QVERIFY(child.start(QStringLiteral("/bin/sh"),
                            {QStringLiteral("-c"), QStringLiteral("sleep 300 >/dev/null 2>&1 & echo $!")}));
        const std::optional<QString> orphan = child.readStandardOutputLine(QDeadlineTimer(5000));
        QVERIFY(orphan);
        QVERIFY(child.process().waitForFinished(5000));
        QVERIFY(ProcessTable::isAlive(orphan->toLongLong()));

        child.stop();
        QVERIFY(!ProcessTable::isAlive(orphan->toLongLong()));
    }

    void processTableSeesZombiesAsGone()
    {
        const pid_t pid = fork();
        if (pid == 0)
            _exit(0);
        QVERIFY(pid > 0);
        // Unreaped, the exited child stays a zombie: present in /proc, yet gone for our purposes.
        QTRY_VERIFY_WITH_TIMEOUT(
            QFile::exists(QStringLiteral("/proc/%1").arg(pid)) && !ProcessTable::isAlive(pid), 5000);
        QCOMPARE(waitpid(pid, nullptr, 0), pid);
        QVERIFY(!ProcessTable::isAlive(pid));
        QVERIFY(ProcessTable::isAlive(getpid()));
    }

    void crashOfTheOwnerEndsTheChild()
    {
        const CrashingChild::Report report = CrashingChild::run(QStringLiteral("sleeper"));
        QCOMPARE(report.exitStatus, QProcess::CrashExit);
        const QList<qint64> pids = toPids(report.values.values(QStringLiteral("pid")));
        QVERIFY2(pids.size() == 1, report.standardError.constData());
        QTRY_VERIFY_WITH_TIMEOUT(!ProcessTable::anyAlive(pids), 3000);
    }
};

static int crashingChildMain(const QString& scenario)
{
    if (scenario == QLatin1String("sleeper")) {
        ChildProcess sleeper;
        if (!sleeper.start(QStringLiteral("/bin/sleep"), {QStringLiteral("300")}))
            qFatal("%s", qPrintable(sleeper.errorString()));
        CrashingChild::report(QStringLiteral("pid"), QString::number(sleeper.pid()));
        CrashingChild::crash();
    }
    qFatal("unknown scenario %s", qPrintable(scenario));
}

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (const QString scenario = CrashingChild::scenario(); !scenario.isEmpty())
        return crashingChildMain(scenario);
    TstChildProcess test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_childprocess.moc"
