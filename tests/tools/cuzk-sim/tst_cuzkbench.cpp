// SPDX-License-Identifier: GPL-3.0-or-later
// cuzk-sim called through a link named cuzk-bench: the `batch` and `single` commands a benchmark's
// command template runs, set up by the environment.
#include "BenchTranscript.h"
#include "SimChild.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using fleetdeck::sim::test::BenchTranscript;
using fleetdeck::sim::test::SimChild;

namespace {

const QString kSimulator = QStringLiteral(CUZK_SIM_PATH);

QStringList args(const char* line)
{
    return QString::fromLatin1(line).split(u' ', Qt::SkipEmptyParts);
}

struct Outcome
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

} // namespace

class TestCuzkBench : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void batchIsTheSimulatorsBench_data();
    void batchIsTheSimulatorsBench();
    void singlePrintsOneProofAndExitsByItsOutcome_data();
    void singlePrintsOneProofAndExitsByItsOutcome();
    void singlesWarmUpThroughTheStateDir();
    void singlesWithoutStateDirAllRunCold();
    void signalEndsItPromptly_data();
    void signalEndsItPromptly();
    void usageErrors_data();
    void usageErrors();
    void helpNamesCuzkBench();

private:
    Outcome run(const QString& program, const QStringList& arguments, const QString& assignments = {},
                int timeoutMs = 20000);
    QProcessEnvironment environment(const QString& assignments) const;
    QString link() const { return m_dir.filePath(QStringLiteral("bin/cuzk-bench")); }

    QTemporaryDir m_dir;
};

void TestCuzkBench::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo(kSimulator).isExecutable(), qPrintable(kSimulator + QStringLiteral(" is not built")));
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("bin")));
    QVERIFY(QFile::link(kSimulator, link()));
}

QProcessEnvironment TestCuzkBench::environment(const QString& assignments) const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString& name : env.keys()) {
        if (name.startsWith(QLatin1String("CUZK_SIM_")))
            env.remove(name);
    }
    for (const QString& assignment : assignments.split(u' ', Qt::SkipEmptyParts)) {
        const qsizetype equals = assignment.indexOf(u'=');
        env.insert(assignment.left(equals), assignment.mid(equals + 1));
    }
    return env;
}

Outcome TestCuzkBench::run(const QString& program, const QStringList& arguments, const QString& assignments,
                           int timeoutMs)
{
    SimChild child(program, arguments);
    child.process().setProcessEnvironment(environment(assignments));
    Outcome outcome;
    if (!child.start())
        return outcome;
    outcome.out = child.readAllUntilExit(timeoutMs);
    outcome.err = child.process().readAllStandardError();
    if (child.process().state() == QProcess::NotRunning &&
        child.process().exitStatus() == QProcess::NormalExit)
        outcome.exitCode = child.process().exitCode();
    return outcome;
}

void TestCuzkBench::batchIsTheSimulatorsBench_data()
{
    QTest::addColumn<QString>("assignments");
    QTest::addColumn<QString>("batchArguments");
    QTest::addColumn<QString>("simArguments");
    QTest::addColumn<int>("count");
    QTest::newRow("defaults") << "CUZK_SIM_TIME_SCALE=5000"
                              << "batch --type porep --count 5"
                              << "bench --count 5" << 5;
    QTest::newRow("seed, throttle, failures")
        << "CUZK_SIM_TIME_SCALE=5000 CUZK_SIM_SEED=7 CUZK_SIM_THROTTLE=1 CUZK_SIM_FAIL_AT=2 "
           "CUZK_SIM_FAIL_EVERY=4"
        << "batch --type porep --count 9"
        << "bench --count 9 --seed 7 --throttle --fail-at 2 --fail-every 4" << 9;
    QTest::newRow("snap, concurrency 3") << "CUZK_SIM_TIME_SCALE=5000 CUZK_SIM_SEED=3"
                                         << "batch --type snap --count 6 --concurrency 3"
                                         << "bench --count 6 --proof-type snap --concurrency 3 --seed 3" << 6;
    QTest::newRow("failures beyond the count never happen") << "CUZK_SIM_TIME_SCALE=5000 CUZK_SIM_FAIL_AT=40"
                                                            << "batch --type winning --count 4"
                                                            << "bench --count 4 --proof-type winning" << 4;
}

void TestCuzkBench::batchIsTheSimulatorsBench()
{
    QFETCH(QString, assignments);
    QFETCH(QString, batchArguments);
    QFETCH(QString, simArguments);
    QFETCH(int, count);
    const Outcome batch = run(link(), args(qPrintable(batchArguments)), assignments);
    QCOMPARE(batch.exitCode, 0);
    QCOMPARE(batch.err, QByteArray());
    const BenchTranscript t = BenchTranscript::parse(batch.out);
    QCOMPARE(t.errors, QStringList());
    QCOMPARE(t.count, count);
    QCOMPARE(t.proofs.size(), count);
    QVERIFY(t.summary);
    // The same run as `cuzk-sim bench` with the same settings as options, byte for byte.
    const Outcome bench =
        run(kSimulator, args(qPrintable(simArguments + QStringLiteral(" --time-scale 5000"))));
    QCOMPARE(bench.exitCode, 0);
    QCOMPARE(QString::fromUtf8(batch.out), QString::fromUtf8(bench.out));
}

void TestCuzkBench::singlePrintsOneProofAndExitsByItsOutcome_data()
{
    QTest::addColumn<QString>("assignments");
    QTest::addColumn<QString>("status");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("completed") << "CUZK_SIM_TIME_SCALE=5000"
                               << "COMPLETED" << 0;
    QTest::newRow("failed at 1") << "CUZK_SIM_TIME_SCALE=5000 CUZK_SIM_FAIL_AT=1"
                                 << "FAILED" << 1;
    QTest::newRow("failed every 1") << "CUZK_SIM_TIME_SCALE=5000 CUZK_SIM_FAIL_EVERY=1"
                                    << "FAILED" << 1;
    QTest::newRow("fails later, not now") << "CUZK_SIM_TIME_SCALE=5000 CUZK_SIM_FAIL_AT=2"
                                          << "COMPLETED" << 0;
}

void TestCuzkBench::singlePrintsOneProofAndExitsByItsOutcome()
{
    QFETCH(QString, assignments);
    QFETCH(QString, status);
    QFETCH(int, exitCode);
    const Outcome single = run(link(), args("single --type porep"), assignments);
    QCOMPARE(single.exitCode, exitCode);
    const BenchTranscript t = BenchTranscript::parse(single.out);
    QCOMPARE(t.errors, QStringList());
    QCOMPARE(t.proofType, QStringLiteral("porep"));
    QCOMPARE(t.count, 1);
    QCOMPARE(t.concurrency, 1);
    QCOMPARE(t.proofs.size(), 1);
    QCOMPARE(t.proofs.first().number, 1);
    QCOMPARE(t.proofs.first().total, 1);
    QCOMPARE(t.proofs.first().status, status);
    QVERIFY(t.summary);
    QCOMPARE(t.summary->completed + t.summary->failed, 1);
    QCOMPARE(t.summary->failed, status == QLatin1String("FAILED") ? 1 : 0);
    QCOMPARE(t.summary->totalSecs, t.proofs.first().wallSecs);
}

void TestCuzkBench::singlesWarmUpThroughTheStateDir()
{
    QTemporaryDir state;
    QVERIFY(state.isValid());
    const QString assignments =
        QStringLiteral("CUZK_SIM_TIME_SCALE=5000 CUZK_SIM_SEED=4 CUZK_SIM_STATE_DIR=") +
        state.filePath(QStringLiteral("node"));
    const Outcome batch = run(link(), args("batch --type porep --count 18"), assignments);
    QCOMPARE(batch.exitCode, 0);
    const BenchTranscript whole = BenchTranscript::parse(batch.out);
    QCOMPARE(whole.proofs.size(), 18);

    // The Nth single proof is the Nth proof of the same simulated batch: cold first, steady after.
    QList<double> walls;
    for (int n = 1; n <= 7; ++n) {
        const Outcome single = run(link(), args("single --type porep"), assignments);
        QCOMPARE(single.exitCode, 0);
        QCOMPARE(single.err, QByteArray());
        const BenchTranscript t = BenchTranscript::parse(single.out);
        QCOMPARE(t.proofs.size(), 1);
        QCOMPARE(t.proofs.first().wallSecs, whole.proofs[n - 1].wallSecs);
        QCOMPARE(t.proofs.first().proveMs, whole.proofs[n - 1].proveMs);
        walls << t.proofs.first().wallSecs;
    }
    QVERIFY2(walls[0] > 1.5 * walls[6] && walls[1] > walls[6] && walls[2] > walls[6],
             qPrintable(
                 QStringLiteral("%1 %2 %3 ... %4").arg(walls[0]).arg(walls[1]).arg(walls[2]).arg(walls[6])));
    QVERIFY(walls[6] >= 58 && walls[6] <= 64);
}

void TestCuzkBench::singlesWithoutStateDirAllRunCold()
{
    QList<double> walls;
    for (int n = 0; n < 3; ++n) {
        const BenchTranscript t = BenchTranscript::parse(
            run(link(), args("single --type porep"), QStringLiteral("CUZK_SIM_TIME_SCALE=5000")).out);
        QCOMPARE(t.proofs.size(), 1);
        walls << t.proofs.first().wallSecs;
    }
    QCOMPARE(walls, QList<double>(3, walls.first()));
    QVERIFY(walls.first() >= 90);
}

void TestCuzkBench::signalEndsItPromptly_data()
{
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<int>("signalNumber");
    QTest::newRow("batch, SIGTERM") << "batch --type porep --count 18" << int(SIGTERM);
    QTest::newRow("single, SIGTERM") << "single --type porep" << int(SIGTERM);
    QTest::newRow("single, SIGINT") << "single --type porep" << int(SIGINT);
    QTest::newRow("single, SIGHUP") << "single --type porep" << int(SIGHUP);
}

void TestCuzkBench::signalEndsItPromptly()
{
    QFETCH(QString, arguments);
    QFETCH(int, signalNumber);
    QTemporaryDir state;
    QVERIFY(state.isValid());
    // At a real GPU's pace the first proof takes two minutes.
    SimChild bench(link(), args(qPrintable(arguments)));
    bench.process().setProcessEnvironment(environment(QStringLiteral("CUZK_SIM_STATE_DIR=") + state.path()));
    QVERIFY(bench.start());
    QByteArray line;
    QByteArray out;
    while (bench.readLine(&line, 10000) && !line.startsWith("concurrency:"))
        out += line + '\n';
    QVERIFY2(line.startsWith("concurrency:"), out.constData());
    bench.signal(signalNumber);
    QVERIFY2(bench.waitForExit(3000), "cuzk-bench kept running after the signal");
    QCOMPARE(bench.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(bench.process().exitCode(), 128 + signalNumber);
    const QByteArray rest = bench.process().readAllStandardOutput();
    QVERIFY2(!rest.contains("[1/") && !rest.contains("Summary"), rest.constData());
}

void TestCuzkBench::usageErrors_data()
{
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QString>("assignments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no command") << ""
                                << ""
                                << "missing command";
    QTest::newRow("unknown command") << "frobnicate"
                                     << ""
                                     << "unknown command 'frobnicate'";
    QTest::newRow("cuzk-sim's command") << "serve"
                                        << ""
                                        << "unknown command 'serve'";
    QTest::newRow("unknown type") << "batch --type quux --count 2"
                                  << ""
                                  << "--type must be one of";
    QTest::newRow("zero count") << "batch --type porep --count 0"
                                << ""
                                << "--count must be an integer";
    QTest::newRow("count for single") << "single --type porep --count 3"
                                      << ""
                                      << "Unknown option 'count'";
    QTest::newRow("stray argument") << "single porep"
                                    << ""
                                    << "unexpected argument 'porep'";
    QTest::newRow("bad time scale") << "batch --type porep --count 2"
                                    << "CUZK_SIM_TIME_SCALE=0"
                                    << "CUZK_SIM_TIME_SCALE must be";
    QTest::newRow("bad failures") << "single --type porep"
                                  << "CUZK_SIM_FAIL_AT=two"
                                  << "CUZK_SIM_FAIL_AT must be";
}

void TestCuzkBench::usageErrors()
{
    QFETCH(QString, arguments);
    QFETCH(QString, assignments);
    QFETCH(QString, message);
    const Outcome outcome = run(link(), args(qPrintable(arguments)), assignments);
    QCOMPARE(outcome.exitCode, 2);
    QCOMPARE(outcome.out, QByteArray());
    const QString err = QString::fromUtf8(outcome.err);
    QVERIFY2(err.startsWith(QStringLiteral("cuzk-bench: ")) && err.contains(message), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("usage: cuzk-bench batch")), qPrintable(err));
}

void TestCuzkBench::helpNamesCuzkBench()
{
    const Outcome help = run(link(), {QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.startsWith("usage: cuzk-bench batch --type TYPE --count N"), help.out.constData());
    QVERIFY(help.out.contains("CUZK_SIM_STATE_DIR"));
    // Called by its own name, the program is still cuzk-sim.
    const Outcome sim = run(kSimulator, {QStringLiteral("--help")});
    QCOMPARE(sim.exitCode, 0);
    QVERIFY2(sim.out.startsWith("usage: cuzk-sim serve"), sim.out.constData());
    QVERIFY(sim.out.contains("cuzk-sim bench"));
}

QTEST_GUILESS_MAIN(TestCuzkBench)
#include "tst_cuzkbench.moc"
