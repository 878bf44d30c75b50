// SPDX-License-Identifier: GPL-3.0-or-later
// `fleetdeck-cli bench run|list|show|compare` end to end: the real executable against a real sshd on
// loopback whose sessions run the simulated cuzk-bench; the figures checked against an independent
// computation from the run's own samples.
#include "support/CliRun.h"
#include "support/LocalSshNode.h"
#include "support/OpenSshClient.h"
#include "support/ProcessTable.h"
#include "support/TestSkips.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <csignal>
#include <memory>
#include <numeric>

using namespace fleetdeck;

namespace {
using Run = fleetdeck::test::CliRun;

// The textbook figures, computed here without the core's statistics code.
double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double percentile(std::vector<double> v, double q)
{
    std::sort(v.begin(), v.end());
    const double pos = (double(v.size()) - 1) * q;
    const size_t lo = size_t(std::floor(pos));
    const size_t hi = std::min(lo + 1, v.size() - 1);
    return v[lo] + (pos - double(lo)) * (v[hi] - v[lo]);
}

// The document carries 12 significant digits.
bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-10 * std::max(1.0, std::abs(b));
}
} // namespace

class tst_CliBench : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<LocalSshNode> m_fast;
    std::unique_ptr<LocalSshNode> m_slow;
    QString m_db;

    Run cli(QStringList args)
    {
        args = QStringList{QStringLiteral("--db"),
                           m_db,
                           QStringLiteral("--known-hosts"),
                           m_fast->knownHosts,
                           QStringLiteral("--host-key-policy"),
                           QStringLiteral("strict")} +
               args;
        fleetdeck::test::CliOptions options;
        options.env = environment();
        options.timeoutMs = 120000;
        return fleetdeck::test::runCli(args, options);
    }

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        return env;
    }

    std::unique_ptr<LocalSshNode> startNode(const QString& name, double timeScale, QList<int> failAt)
    {
        LocalSshNode::Options options;
        SimulatedCuzkBench::Options sim;
        sim.timeScale = timeScale;
        sim.failAt = failAt;
        options.cuzkBench = sim;
        options.simulatorPath = QStringLiteral(CUZK_SIM_PATH);
        return LocalSshNode::start(m_dir.path(), name, options);
    }

    bool addNode(const QString& name, const LocalSshNode& node)
    {
        // Both nodes share one known_hosts: the second's key is appended to the first's file.
        QFile from(node.knownHosts);
        QFile to(m_fast->knownHosts);
        if (&node != m_fast.get() &&
            (!from.open(QIODevice::ReadOnly) || !to.open(QIODevice::Append) || to.write(from.readAll()) < 0))
            return false;
        to.close();
        const Run add =
            cli({QStringLiteral("node"), QStringLiteral("add"), name, QStringLiteral("--host"),
                 QStringLiteral("127.0.0.1"), QStringLiteral("--port"), QString::number(node.server->port()),
                 QStringLiteral("--user"), OpenSshClient::currentUserName(), QStringLiteral("--identity"),
                 node.key.privateKeyPath(), QStringLiteral("--label"), QStringLiteral("gpu=RTX 4090"),
                 QStringLiteral("--label"), QStringLiteral("dph=0.35")});
        return add.code == 0;
    }

    int runCount()
    {
        return int(cli({QStringLiteral("--json"), QStringLiteral("bench"), QStringLiteral("list")})
                       .json()
                       .value(QStringLiteral("runs"))
                       .toArray()
                       .size());
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        QDir().mkpath(m_dir.filePath(QStringLiteral("home")));
        m_db = m_dir.filePath(QStringLiteral("fleet.sqlite"));
        m_fast = startNode(QStringLiteral("fast"), 1000, {4});
        m_slow = startNode(QStringLiteral("slow"), 40, {});
        QVERIFY(m_fast && m_fast->cuzkBench && m_slow && m_slow->cuzkBench);
        QVERIFY(addNode(QStringLiteral("gpu-01"), *m_fast));
        QVERIFY(addNode(QStringLiteral("gpu-02"), *m_slow));
    }

    void runPrintsTheContractDocumentWithHonestFigures()
    {
        const Run run = cli({QStringLiteral("--json"), QStringLiteral("bench"), QStringLiteral("run"),
                             QStringLiteral("gpu-01"), QStringLiteral("--warmup"), QStringLiteral("2"),
                             QStringLiteral("--timed"), QStringLiteral("6"), QStringLiteral("--cooldown"),
                             QStringLiteral("2")});
        QVERIFY2(run.code == 0, run.err.constData());
        // Progress on stderr, one document on stdout.
        QVERIFY2(run.err.contains("[4/10] timed"), run.err.constData());
        QCOMPARE(run.out.count('\n'), 1);
        const QJsonObject doc = run.json().value(QStringLiteral("run")).toObject();
        QVERIFY(doc.value(QStringLiteral("id")).toInteger() > 0);
        QCOMPARE(doc.value(QStringLiteral("node")).toString(), QStringLiteral("gpu-01"));
        QCOMPARE(doc.value(QStringLiteral("state")).toString(), QStringLiteral("finished"));
        const QJsonObject spec = doc.value(QStringLiteral("spec")).toObject();
        QCOMPARE(spec.value(QStringLiteral("warmup")).toInt(), 2);
        QCOMPARE(spec.value(QStringLiteral("timed")).toInt(), 6);
        QCOMPARE(spec.value(QStringLiteral("cooldown")).toInt(), 2);
        QCOMPARE(spec.value(QStringLiteral("mode")).toString(), QStringLiteral("batch"));

        const QJsonArray samples = doc.value(QStringLiteral("samples")).toArray();
        QCOMPARE(samples.size(), 10);
        std::vector<double> timed;
        double timedWall = 0;
        int failed = 0;
        for (int i = 0; i < samples.size(); ++i) {
            const QJsonObject s = samples.at(i).toObject();
            QCOMPARE(s.value(QStringLiteral("index")).toInt(), i + 1);
            for (const char* key : {"phase", "status", "wall_s", "prove_ms", "queue_ms"})
                QVERIFY2(s.contains(QLatin1String(key)), key);
            const QString phase = s.value(QStringLiteral("phase")).toString();
            QCOMPARE(phase, i < 2   ? QStringLiteral("warmup")
                            : i < 8 ? QStringLiteral("timed")
                                    : QStringLiteral("cooldown"));
            if (phase != QLatin1String("timed"))
                continue;
            timedWall += s.value(QStringLiteral("wall_s")).toDouble();
            if (s.value(QStringLiteral("status")).toString() == QLatin1String("COMPLETED"))
                timed.push_back(s.value(QStringLiteral("wall_s")).toDouble());
            else
                ++failed;
        }
        QCOMPARE(failed, 1); // proof 4 fails on this node
        QCOMPARE(samples.at(3).toObject().value(QStringLiteral("status")).toString(),
                 QStringLiteral("FAILED"));

        const QJsonObject stats =
            doc.value(QStringLiteral("stats")).toObject().value(QStringLiteral("timed")).toObject();
        const double n = double(timed.size());
        const double mean = std::accumulate(timed.begin(), timed.end(), 0.0) / n;
        double squares = 0;
        for (double v : timed)
            squares += (v - mean) * (v - mean);
        const double stddev = std::sqrt(squares / (n - 1));
        QCOMPARE(stats.value(QStringLiteral("n")).toInt(), 5);
        QCOMPARE(stats.value(QStringLiteral("failed")).toInt(), 1);
        QVERIFY(near(stats.value(QStringLiteral("mean_s")).toDouble(), mean));
        QVERIFY(near(stats.value(QStringLiteral("median_s")).toDouble(), median(timed)));
        QVERIFY(near(stats.value(QStringLiteral("stddev_s")).toDouble(), stddev));
        QVERIFY(near(stats.value(QStringLiteral("cv")).toDouble(), stddev / mean));
        QVERIFY(near(stats.value(QStringLiteral("min_s")).toDouble(),
                     *std::min_element(timed.begin(), timed.end())));
        QVERIFY(near(stats.value(QStringLiteral("max_s")).toDouble(),
                     *std::max_element(timed.begin(), timed.end())));
        QVERIFY(near(stats.value(QStringLiteral("p95_s")).toDouble(), percentile(timed, 0.95)));
        QVERIFY(near(stats.value(QStringLiteral("proofs_per_hour")).toDouble(), n * 3600 / timedWall));
        const QJsonArray ci = stats.value(QStringLiteral("ci95_median_s")).toArray();
        QCOMPARE(ci.size(), 2);
        QVERIFY(ci.at(0).toDouble() <= median(timed) && median(timed) <= ci.at(1).toDouble());
        QVERIFY(stats.value(QStringLiteral("outliers")).toObject().contains(QStringLiteral("mild")));
        const QJsonObject verdicts = doc.value(QStringLiteral("verdicts")).toObject();
        QVERIFY(verdicts.contains(QStringLiteral("warmup_sufficient")));
        QVERIFY(verdicts.value(QStringLiteral("throttling_suspected")).isBool());
        // The node's labels gave the GPU and the price.
        QCOMPARE(doc.value(QStringLiteral("gpu_model")).toString(), QStringLiteral("RTX 4090"));
        QCOMPARE(doc.value(QStringLiteral("dollars_per_hour")).toDouble(), 0.35);

        // show gives the same document; list has the run.
        const qint64 id = doc.value(QStringLiteral("id")).toInteger();
        const Run show = cli(
            {QStringLiteral("--json"), QStringLiteral("bench"), QStringLiteral("show"), QString::number(id)});
        QCOMPARE(show.code, 0);
        QCOMPARE(show.json(), run.json());
        const Run list = cli({QStringLiteral("--json"), QStringLiteral("bench"), QStringLiteral("list"),
                              QStringLiteral("gpu-01")});
        QCOMPARE(list.code, 0);
        QVERIFY(list.json().value(QStringLiteral("runs")).toArray().size() >= 1);
        QCOMPARE(list.json()
                     .value(QStringLiteral("runs"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("id"))
                     .toInteger(),
                 id);
        const Run log = cli(
            {QStringLiteral("bench"), QStringLiteral("show"), QString::number(id), QStringLiteral("--log")});
        QVERIFY2(log.out.contains("[4/10] FAILED"), log.out.constData());
    }

    void perProofModeAndComparison()
    {
        const QStringList perProof{
            QStringLiteral("bench"),      QStringLiteral("run"),       QStringLiteral("gpu-01"),
            QStringLiteral("--mode"),     QStringLiteral("per-proof"), QStringLiteral("--warmup"),
            QStringLiteral("1"),          QStringLiteral("--timed"),   QStringLiteral("4"),
            QStringLiteral("--cooldown"), QStringLiteral("0")};
        const Run a = cli(QStringList{QStringLiteral("--json")} + perProof);
        QVERIFY2(a.code == 0, a.err.constData());
        const QJsonObject docA = a.json().value(QStringLiteral("run")).toObject();
        QCOMPARE(docA.value(QStringLiteral("spec")).toObject().value(QStringLiteral("mode")).toString(),
                 QStringLiteral("per-proof"));
        QCOMPARE(docA.value(QStringLiteral("samples")).toArray().size(), 5);
        const Run b = cli(QStringList{QStringLiteral("--json")} + perProof);
        QVERIFY2(b.code == 0, b.err.constData());
        const qint64 idA = docA.value(QStringLiteral("id")).toInteger();
        const qint64 idB =
            b.json().value(QStringLiteral("run")).toObject().value(QStringLiteral("id")).toInteger();

        const Run compare = cli({QStringLiteral("--json"), QStringLiteral("bench"), QStringLiteral("compare"),
                                 QString::number(idA), QString::number(idB)});
        QVERIFY2(compare.code == 0, compare.err.constData());
        const QJsonObject c = compare.json();
        QCOMPARE(c.value(QStringLiteral("a")).toInteger(), idA);
        QCOMPARE(c.value(QStringLiteral("b")).toInteger(), idB);
        QVERIFY(c.value(QStringLiteral("median_change_pct")).isDouble());
        QCOMPARE(c.value(QStringLiteral("ci95_pct")).toArray().size(), 2);
        QVERIFY(c.value(QStringLiteral("significant")).isBool());

        // Against the GPU model's baseline: the earlier finished runs of an RTX 4090.
        const Run baseline =
            cli({QStringLiteral("--json"), QStringLiteral("bench"), QStringLiteral("compare"),
                 QString::number(idB), QStringLiteral("--baseline")});
        QVERIFY2(baseline.code == 0, baseline.err.constData());
        QCOMPARE(baseline.json().value(QStringLiteral("a")).toString(), QStringLiteral("baseline"));
        QVERIFY(!baseline.json().value(QStringLiteral("baseline_runs")).toArray().contains(QJsonValue(idB)));
        const Run human = cli(
            {QStringLiteral("bench"), QStringLiteral("compare"), QString::number(idA), QString::number(idB)});
        QVERIFY2(human.out.contains("significant") || human.out.contains("within noise"),
                 human.out.constData());
    }

    void badInputIsAUsageErrorAndRecordsNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no node") << QStringList{QStringLiteral("bench"), QStringLiteral("run")};
        QTest::newRow("unknown node")
            << QStringList{QStringLiteral("bench"), QStringLiteral("run"), QStringLiteral("nope")};
        QTest::newRow("bad mode") << QStringList{QStringLiteral("bench"), QStringLiteral("run"),
                                                 QStringLiteral("gpu-01"), QStringLiteral("--mode"),
                                                 QStringLiteral("fast")};
        QTest::newRow("negative count")
            << QStringList{QStringLiteral("bench"), QStringLiteral("run"), QStringLiteral("gpu-01"),
                           QStringLiteral("--timed"), QStringLiteral("-1")};
        QTest::newRow("unknown placeholder")
            << QStringList{QStringLiteral("bench"), QStringLiteral("run"), QStringLiteral("gpu-01"),
                           QStringLiteral("--command"), QStringLiteral("cuzk-bench --n {proofs}")};
        QTest::newRow("bad parser") << QStringList{QStringLiteral("bench"), QStringLiteral("run"),
                                                   QStringLiteral("gpu-01"), QStringLiteral("--parser"),
                                                   QStringLiteral("xml")};
        QTest::newRow("bad regex") << QStringList{QStringLiteral("bench"), QStringLiteral("run"),
                                                  QStringLiteral("gpu-01"), QStringLiteral("--parser"),
                                                  QStringLiteral("regex:(?<wall_s>[0-9")};
        QTest::newRow("show unknown")
            << QStringList{QStringLiteral("bench"), QStringLiteral("show"), QStringLiteral("99999")};
        QTest::newRow("show not a number")
            << QStringList{QStringLiteral("bench"), QStringLiteral("show"), QStringLiteral("x")};
        QTest::newRow("compare one") << QStringList{QStringLiteral("bench"), QStringLiteral("compare"),
                                                    QStringLiteral("1")};
        QTest::newRow("list bad state") << QStringList{QStringLiteral("bench"), QStringLiteral("list"),
                                                       QStringLiteral("--state"), QStringLiteral("done")};
        QTest::newRow("no subcommand") << QStringList{QStringLiteral("bench")};
    }

    void badInputIsAUsageErrorAndRecordsNothing()
    {
        QFETCH(QStringList, args);
        const int before = runCount();
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY(!r.err.isEmpty());
        QVERIFY(r.out.isEmpty());
        QCOMPARE(runCount(), before);
    }

    void failingCommandExitsOneWithTheReason()
    {
        const Run r =
            cli({QStringLiteral("bench"), QStringLiteral("run"), QStringLiteral("gpu-01"),
                 QStringLiteral("--command"), QStringLiteral("echo 'no such proof kind' >&2; exit 4")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("failed") && r.out.contains("no such proof kind"), r.out.constData());
    }

    void interruptStopsTheBenchmarkOnTheNode()
    {
        QProcess p;
        p.setProcessEnvironment(environment());
        p.start(QStringLiteral(FLEETDECK_CLI_PATH),
                {QStringLiteral("--db"), m_db, QStringLiteral("--known-hosts"), m_fast->knownHosts,
                 QStringLiteral("--host-key-policy"), QStringLiteral("strict"), QStringLiteral("--json"),
                 QStringLiteral("bench"), QStringLiteral("run"), QStringLiteral("gpu-02")});
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT((err += p.readAllStandardError()).contains("[2/18]"), 30000);
        const QList<qint64> remote = m_slow->sessionProcesses(QStringLiteral("cuzk-bench batch"));
        QVERIFY(!remote.isEmpty());
        ::kill(pid_t(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 1);
        const QJsonObject doc = QJsonDocument::fromJson(p.readAllStandardOutput())
                                    .object()
                                    .value(QStringLiteral("run"))
                                    .toObject();
        QCOMPARE(doc.value(QStringLiteral("state")).toString(), QStringLiteral("cancelled"));
        const QJsonArray samples = doc.value(QStringLiteral("samples")).toArray();
        QVERIFY(samples.size() >= 3);
        QCOMPARE(samples.last().toObject().value(QStringLiteral("status")).toString(),
                 QStringLiteral("CANCELLED"));
        QVERIFY(!ProcessTable::anyAlive(remote));
        QVERIFY(m_slow->sessionProcesses(QStringLiteral("cuzk-bench")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_CliBench)
#include "tst_cli_bench.moc"
