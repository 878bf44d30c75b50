// SPDX-License-Identifier: GPL-3.0-or-later
// What `cuzk-bench` reads from its environment, and how successive single proofs count themselves.
#include "BenchEnvironment.h"
#include "BenchRun.h"
#include "SingleProofSequence.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck::sim;

namespace {

QProcessEnvironment environmentOf(const QString& assignments)
{
    QProcessEnvironment environment;
    for (const QString& assignment : assignments.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const qsizetype equals = assignment.indexOf(QLatin1Char('='));
        environment.insert(assignment.left(equals), assignment.mid(equals + 1));
    }
    return environment;
}

// A clock the test moves by hand.
struct FakeClock
{
    qint64 nowMs = 1'700'000'000'000;
    SingleProofSequence::Clock clock()
    {
        return [this] { return nowMs; };
    }
};

} // namespace

class TestBenchEnvironment : public QObject
{
    Q_OBJECT

private slots:
    void defaultsWithoutVariables()
    {
        QString error;
        const std::optional<BenchEnvironment> settings =
            BenchEnvironment::read(QProcessEnvironment(), &error);
        QVERIFY2(settings, qPrintable(error));
        QCOMPARE(settings->timeScale, 1.0);
        QCOMPARE(settings->seed, std::uint64_t(1));
        QCOMPARE(settings->throttle, false);
        QCOMPARE(settings->failEvery, 0);
        QVERIFY(settings->failAt.isEmpty());
        QVERIFY(settings->stateDir.isEmpty());
    }

    void readsEveryVariable()
    {
        QString error;
        const std::optional<BenchEnvironment> settings = BenchEnvironment::read(
            environmentOf(QStringLiteral(
                "CUZK_SIM_TIME_SCALE=250.5 CUZK_SIM_SEED=42 CUZK_SIM_THROTTLE=1 "
                "CUZK_SIM_FAIL_EVERY=4 CUZK_SIM_FAIL_AT=3,7 CUZK_SIM_STATE_DIR=/tmp/x CUZK_SIM_SPEED=0.25")),
            &error);
        QVERIFY2(settings, qPrintable(error));
        QCOMPARE(settings->timeScale, 250.5);
        QCOMPARE(settings->seed, std::uint64_t(42));
        QCOMPARE(settings->throttle, true);
        QCOMPARE(settings->failEvery, 4);
        QCOMPARE(settings->failAt, (QSet<int>{3, 7}));
        QCOMPARE(settings->stateDir, QStringLiteral("/tmp/x"));
        QCOMPARE(settings->speed, 0.25);

        BenchOptions options;
        settings->applyTo(options);
        QCOMPARE(options.seed, std::uint64_t(42));
        QCOMPARE(options.throttle, true);
        QCOMPARE(options.failEvery, 4);
        QCOMPARE(options.failAt, (QSet<int>{3, 7}));
        QCOMPARE(options.speed, 0.25);
    }

    void rejectsMalformedValues_data()
    {
        QTest::addColumn<QString>("assignments");
        QTest::addColumn<QString>("named");
        QTest::newRow("time scale zero") << "CUZK_SIM_TIME_SCALE=0"
                                         << "CUZK_SIM_TIME_SCALE";
        QTest::newRow("time scale negative") << "CUZK_SIM_TIME_SCALE=-3"
                                             << "CUZK_SIM_TIME_SCALE";
        QTest::newRow("time scale text") << "CUZK_SIM_TIME_SCALE=fast"
                                         << "CUZK_SIM_TIME_SCALE";
        QTest::newRow("time scale too high") << "CUZK_SIM_TIME_SCALE=1e9"
                                             << "CUZK_SIM_TIME_SCALE";
        QTest::newRow("seed negative") << "CUZK_SIM_SEED=-1"
                                       << "CUZK_SIM_SEED";
        QTest::newRow("speed zero") << "CUZK_SIM_SPEED=0"
                                    << "CUZK_SIM_SPEED";
        QTest::newRow("speed text") << "CUZK_SIM_SPEED=slow"
                                    << "CUZK_SIM_SPEED";
        QTest::newRow("throttle yes") << "CUZK_SIM_THROTTLE=yes"
                                      << "CUZK_SIM_THROTTLE";
        QTest::newRow("fail every zero") << "CUZK_SIM_FAIL_EVERY=0"
                                         << "CUZK_SIM_FAIL_EVERY";
        QTest::newRow("fail at zero") << "CUZK_SIM_FAIL_AT=3,0"
                                      << "CUZK_SIM_FAIL_AT";
        QTest::newRow("fail at word") << "CUZK_SIM_FAIL_AT=3,x"
                                      << "CUZK_SIM_FAIL_AT";
    }

    void rejectsMalformedValues()
    {
        QFETCH(QString, assignments);
        QFETCH(QString, named);
        QString error;
        QVERIFY(!BenchEnvironment::read(environmentOf(assignments), &error));
        QVERIFY2(error.startsWith(named + QStringLiteral(" must be")), qPrintable(error));
    }

    void emptyVariablesTakeDefaults()
    {
        QString error;
        const auto settings = BenchEnvironment::read(
            environmentOf(QStringLiteral("CUZK_SIM_TIME_SCALE= CUZK_SIM_THROTTLE= CUZK_SIM_FAIL_AT=")),
            &error);
        QVERIFY2(settings, qPrintable(error));
        QCOMPARE(settings->timeScale, 1.0);
        QVERIFY(!settings->throttle);
        QVERIFY(settings->failAt.isEmpty());
    }

    void sequenceCountsProofs()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        FakeClock time;
        const QString state = dir.filePath(QStringLiteral("state"));
        for (int expected = 1; expected <= 4; ++expected) {
            SingleProofSequence sequence(state, 10'000, time.clock());
            QCOMPARE(sequence.claimNext(), expected);
            QCOMPARE(sequence.errorString(), QString());
            time.nowMs += 9'000; // each proof and the gap before the next take 9 s
            sequence.markEnded();
            time.nowMs += 500;
        }
        QVERIFY(QFile::exists(SingleProofSequence(state, 10'000).countPath()));
    }

    void idleGpuStartsANewSequence()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        FakeClock time;
        SingleProofSequence sequence(dir.path(), 10'000, time.clock());
        QCOMPARE(sequence.claimNext(), 1);
        time.nowMs += 60'000; // a long proof: idle time counts from its end, not its start
        sequence.markEnded();
        time.nowMs += 9'999;
        QCOMPARE(sequence.claimNext(), 2);
        sequence.markEnded();
        time.nowMs += 10'001;
        QCOMPARE(sequence.claimNext(), 1);
    }

    void killedProofCountsFromItsStart()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        FakeClock time;
        SingleProofSequence(dir.path(), 10'000, time.clock()).claimNext(); // never marked ended
        time.nowMs += 10'001;
        QCOMPARE(SingleProofSequence(dir.path(), 10'000, time.clock()).claimNext(), 1);
    }

    void withoutStateDirEveryProofIsTheFirst()
    {
        SingleProofSequence sequence(QString(), 10'000);
        QCOMPARE(sequence.claimNext(), 1);
        sequence.markEnded();
        QCOMPARE(sequence.claimNext(), 1);
        QCOMPARE(sequence.errorString(), QString());
    }

    void damagedCountStartsOver()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        SingleProofSequence sequence(dir.path(), 10'000);
        QFile file(sequence.countPath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("garbage\n");
        file.close();
        QCOMPARE(sequence.claimNext(), 1);
        QCOMPARE(sequence.claimNext(), 2);
    }

    void unusableStateDirRunsCold()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString blocker = dir.filePath(QStringLiteral("file"));
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        SingleProofSequence sequence(blocker + QStringLiteral("/state"), 10'000);
        QCOMPARE(sequence.claimNext(), 1);
        QVERIFY(!sequence.errorString().isEmpty());
    }

    void idleResetFollowsTheTimeScale_data()
    {
        QTest::addColumn<double>("timeScale");
        QTest::addColumn<qint64>("expectedMs");
        QTest::newRow("real pace: 10 minutes") << 1.0 << qint64(600'000);
        QTest::newRow("10x: one minute") << 10.0 << qint64(60'000);
        QTest::newRow("100x: the 10 s floor") << 100.0 << qint64(10'000);
        QTest::newRow("1000x: the 10 s floor") << 1000.0 << qint64(10'000);
    }

    void idleResetFollowsTheTimeScale()
    {
        QFETCH(double, timeScale);
        QFETCH(qint64, expectedMs);
        QCOMPARE(SingleProofSequence::idleResetMsFor(timeScale), expectedMs);
    }
};

QTEST_GUILESS_MAIN(TestBenchEnvironment)
#include "tst_benchenvironment.moc"
