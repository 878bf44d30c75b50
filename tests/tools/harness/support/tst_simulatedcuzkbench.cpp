// SPDX-License-Identifier: GPL-3.0-or-later
// A simulated cuzk-bench on a local node, run over real SSH as a benchmark runs it.
#include "BenchTranscript.h"
#include "support/ChildProcess.h"
#include "support/LocalSshNode.h"
#include "support/OpenSshClient.h"
#include "support/OpenSshInstallation.h"
#include "support/ProcessTable.h"
#include "support/SimulatedCuzkBench.h"
#include "support/TestSkips.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace fleetdeck;
using fleetdeck::sim::test::BenchTranscript;

namespace {

const QString kSimulator = QStringLiteral(CUZK_SIM_PATH);

OpenSshClient clientFor(const LocalSshNode& node)
{
    return OpenSshClient(node.server->port(), node.key.privateKeyPath(), node.knownHosts);
}

} // namespace

class TstSimulatedCuzkBench : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFileInfo(kSimulator).isExecutable(),
                 qPrintable(kSimulator + QStringLiteral(" is not built")));
    }

    void installsALinkToTheSimulator()
    {
        QString error;
        const std::optional<SimulatedCuzkBench> bench =
            SimulatedCuzkBench::install(kSimulator, m_dir.filePath(QStringLiteral("install")), &error);
        QVERIFY2(bench, qPrintable(error));
        const QFileInfo link(bench->programPath());
        QVERIFY(link.isSymLink());
        QCOMPARE(link.fileName(), QStringLiteral("cuzk-bench"));
        QCOMPARE(link.symLinkTarget(), QFileInfo(kSimulator).absoluteFilePath());
        QCOMPARE(link.absolutePath(), bench->binDirectory());
        QVERIFY(QFileInfo(bench->stateDirectory()).isDir());
        // Installing again over the same directory replaces the link.
        QVERIFY2(SimulatedCuzkBench::install(kSimulator, m_dir.filePath(QStringLiteral("install")), &error),
                 qPrintable(error));
    }

    void installRefusesAMissingSimulator()
    {
        QString error;
        QVERIFY(!SimulatedCuzkBench::install(QStringLiteral("/nonexistent/cuzk-sim"),
                                             m_dir.filePath(QStringLiteral("missing")), &error));
        QVERIFY2(error.contains(QLatin1String("/nonexistent/cuzk-sim")), qPrintable(error));
    }

    void environmentCarriesTheOptions_data()
    {
        QTest::addColumn<bool>("everything");
        QTest::newRow("defaults") << false;
        QTest::newRow("every option") << true;
    }

    void environmentCarriesTheOptions()
    {
        QFETCH(bool, everything);
        SimulatedCuzkBench::Options options;
        options.timeScale = 0.5;
        if (everything) {
            options.seed = 12;
            options.throttle = true;
            options.failEvery = 4;
            options.failAt = {3, 7};
        }
        QString error;
        const auto bench =
            SimulatedCuzkBench::install(kSimulator, m_dir.filePath(QStringLiteral("env")), options, &error);
        QVERIFY2(bench, qPrintable(error));
        QMap<QString, QString> expected{
            {QStringLiteral("PATH"),
             bench->binDirectory() +
                 QStringLiteral(":/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin")},
            {QStringLiteral("CUZK_SIM_TIME_SCALE"), QStringLiteral("0.5")},
            {QStringLiteral("CUZK_SIM_STATE_DIR"), bench->stateDirectory()}};
        if (everything) {
            expected.insert(QStringLiteral("CUZK_SIM_SEED"), QStringLiteral("12"));
            expected.insert(QStringLiteral("CUZK_SIM_THROTTLE"), QStringLiteral("1"));
            expected.insert(QStringLiteral("CUZK_SIM_FAIL_EVERY"), QStringLiteral("4"));
            expected.insert(QStringLiteral("CUZK_SIM_FAIL_AT"), QStringLiteral("3,7"));
        }
        QCOMPARE(bench->environment(), expected);
    }

    void batchRunsOverSsh()
    {
        FLEETDECK_REQUIRE_SSHD();
        const auto node = startNode(QStringLiteral("batch"), 1000);
        QElapsedTimer clock;
        clock.start();
        const OpenSshClient::Result result =
            clientFor(*node).run(QStringLiteral("cuzk-bench batch --type porep --count 3"));
        QVERIFY2(result.finished && result.exitCode == 0, qPrintable(result.toString()));
        // Three proofs of about two simulated minutes each, at 1000x.
        QVERIFY2(clock.elapsed() < 10000, qPrintable(QStringLiteral("took %1 ms").arg(clock.elapsed())));
        const BenchTranscript t = BenchTranscript::parse(result.standardOutput);
        QCOMPARE(t.errors, QStringList());
        QCOMPARE(t.count, 3);
        QCOMPARE(t.proofs.size(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(t.proofs[i].number, i + 1);
            QCOMPARE(t.proofs[i].status, QStringLiteral("COMPLETED"));
        }
        QVERIFY(t.summary);
        QCOMPARE(t.summary->completed, 3);
        QCOMPARE(result.standardError, QByteArray());
    }

    void singlesWarmUpThroughTheNodesStateDir()
    {
        FLEETDECK_REQUIRE_SSHD();
        const auto node = startNode(QStringLiteral("single"), 1000);
        const OpenSshClient client = clientFor(*node);
        // The same simulated box run as one batch: the singles follow its proofs one by one.
        const OpenSshClient::Result batch =
            client.run(QStringLiteral("cuzk-bench batch --type porep --count 18"));
        QVERIFY2(batch.exitCode == 0, qPrintable(batch.toString()));
        const BenchTranscript whole = BenchTranscript::parse(batch.standardOutput);
        QCOMPARE(whole.proofs.size(), 18);

        const auto singleWall = [&]() -> double {
            const OpenSshClient::Result single = client.run(QStringLiteral("cuzk-bench single --type porep"));
            const BenchTranscript t = BenchTranscript::parse(single.standardOutput);
            if (single.exitCode != 0 || !t.errors.isEmpty() || t.proofs.size() != 1 || t.count != 1) {
                qWarning() << single.toString() << t.errors;
                return -1;
            }
            return t.proofs.first().wallSecs;
        };
        QList<double> walls;
        for (int n = 0; n < 3; ++n)
            walls << singleWall();
        QCOMPARE(walls, (QList<double>{whole.proofs[0].wallSecs, whole.proofs[1].wallSecs,
                                       whole.proofs[2].wallSecs}));
        // Cold, less cold, still warming up: each slower than a steady proof.
        const double steady = whole.proofs[10].wallSecs;
        QVERIFY2(
            walls[0] > 1.5 * steady && walls[1] > 1.2 * steady && walls[2] > 1.2 * steady,
            qPrintable(
                QStringLiteral("%1 %2 %3, steady %4").arg(walls[0]).arg(walls[1]).arg(walls[2]).arg(steady)));

        // A new sequence, as on a GPU that cooled down.
        QVERIFY(node->cuzkBench->resetSingleProofSequence());
        QCOMPARE(singleWall(), walls[0]);
    }

    void benchLeadsTheCommandsProcessGroupAndEndsOnTerm()
    {
        FLEETDECK_REQUIRE_SSHD();
        // At a real GPU's pace: the first proof takes two minutes.
        const auto node = startNode(QStringLiteral("cancel"), 1);
        ChildProcess ssh;
        QVERIFY(ssh.start(OpenSshInstallation::ssh(),
                          clientFor(*node).arguments(
                              QStringLiteral("echo $$; exec cuzk-bench batch --type porep --count 18"))));
        const std::optional<QString> pidLine = ssh.readStandardOutputLine(QDeadlineTimer(30000));
        QVERIFY(pidLine);
        const qint64 pid = pidLine->toLongLong();
        QVERIFY(pid > 0);
        QCOMPARE(ssh.readStandardOutputLine(QDeadlineTimer(10000)),
                 std::optional<QString>(QStringLiteral("=== Batch Benchmark ===")));

        // The shell that sshd made a group leader is now cuzk-sim itself, alone in its group.
        QCOMPARE(QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid)).canonicalFilePath(),
                 QFileInfo(kSimulator).canonicalFilePath());
        QVERIFY2(ProcessTable::snapshot().commandLineOf(pid).startsWith(QLatin1String("cuzk-bench batch")),
                 qPrintable(ProcessTable::snapshot().commandLineOf(pid)));
        QCOMPARE(ProcessTable::snapshot().membersOfGroup(pid), QList<qint64>{pid});

        QElapsedTimer clock;
        clock.start();
        QCOMPARE(::kill(pid_t(-pid), SIGTERM), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!ProcessTable::isAlive(pid), 3000);
        QTRY_VERIFY_WITH_TIMEOUT(!ssh.isRunning(), 10000);
        QCOMPARE(ssh.process().exitCode(), 128 + SIGTERM); // ssh passes the remote exit status on
        QVERIFY(!ssh.process().readAllStandardOutput().contains("[1/18]"));
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QStringLiteral("%1 ms").arg(clock.elapsed())));
    }

private:
    std::unique_ptr<LocalSshNode> startNode(const QString& name, double timeScale)
    {
        LocalSshNode::Options options;
        options.simulatorPath = kSimulator;
        options.cuzkBench = SimulatedCuzkBench::Options{};
        options.cuzkBench->timeScale = timeScale;
        options.cuzkBench->seed = 21;
        auto node = LocalSshNode::start(m_dir.path(), name, options);
        if (!node->cuzkBench || !node->server->isRunning())
            qWarning() << "node" << name << "did not start with a cuzk-bench";
        return node;
    }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TstSimulatedCuzkBench)
#include "tst_simulatedcuzkbench.moc"
