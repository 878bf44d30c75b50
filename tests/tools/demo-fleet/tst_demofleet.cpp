// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchTranscript.h"
#include "support/ChildProcess.h"
#include "support/LoopbackPort.h"
#include "support/OpenSshClient.h"
#include "support/PostgresServer.h"
#include "support/ProcessTable.h"
#include "support/TestSkips.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <signal.h>

using namespace fleetdeck;
using fleetdeck::sim::test::BenchTranscript;

namespace {

const QString kDemoFleet = QStringLiteral(DEMO_FLEET_PATH);
const QString kCli = QStringLiteral(FLEETDECK_CLI_PATH);
const QString kSimulator = QStringLiteral(CUZK_SIM_PATH);

struct Expected
{
    const char* name;
    const char* scenario;
    const char* gpu;
    const char* region;
};

const Expected kFleet[] = {
    {"fra-4090-01", "healthy", "4090", "fra"},     {"fra-4090-02", "busy", "4090", "fra"},
    {"nyc-a100-01", "failing", "a100", "nyc"},     {"nyc-a100-02", "daemon-down", "a100", "nyc"},
    {"sgp-h100-01", "key-missing", "h100", "sgp"}, {"sgp-h100-02", "unreachable", "h100", "sgp"},
};

} // namespace

class TstDemoFleet : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        for (const QString& program : {kDemoFleet, kCli, kSimulator})
            QVERIFY2(QFileInfo(program).isExecutable(),
                     qPrintable(program + QStringLiteral(" is not built")));
    }

    void nodesShowTheirSituations()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString database = dir.filePath(QStringLiteral("fleet.sqlite"));
        const QString knownHosts = dir.filePath(QStringLiteral("known_hosts"));

        ChildProcess demo;
        const QString demoLog = dir.filePath(QStringLiteral("demo.log"));
        demo.process().setStandardErrorFile(demoLog);
        const auto showLog = qScopeGuard([&] {
            if (QTest::currentTestFailed()) {
                QFile log(demoLog);
                if (log.open(QIODevice::ReadOnly))
                    qWarning().noquote() << "demo-fleet said:\n" << log.readAll();
            }
        });
        QVERIFY(
            demo.start(kDemoFleet, {QStringLiteral("--no-console"), QStringLiteral("--dir"), dir.path()}));
        QCOMPARE(demo.readStandardOutputLine(QDeadlineTimer(60000)),
                 std::optional<QString>(QStringLiteral("demo fleet ready: ") + database));
        QVERIFY(QFile::exists(knownHosts));
        // The summary (printed before the ready line) says how to benchmark a node.
        QString summary;
        {
            QFile log(demoLog); // closed at once: the test checks later that no process uses the directory
            QVERIFY(log.open(QIODevice::ReadOnly));
            summary = QString::fromUtf8(log.readAll());
        }
        const QString benchRun =
            QStringLiteral("%1 --db %2 --known-hosts %3 bench run NODE\n").arg(kCli, database, knownHosts);
        QVERIFY2(summary.contains(benchRun), qPrintable(summary));

        QProcess cli;
        cli.start(kCli, {QStringLiteral("--db"), database, QStringLiteral("--json"), QStringLiteral("node"),
                         QStringLiteral("list")});
        QVERIFY(cli.waitForFinished(30000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        const QJsonArray listed = QJsonDocument::fromJson(cli.readAllStandardOutput())
                                      .object()
                                      .value(QLatin1String("nodes"))
                                      .toArray();
        QCOMPARE(listed.size(), int(std::size(kFleet)));

        // Offers to rent, with the rate the demo's own benchmark of a 4090 predicts, and a
        // template to rent them with.
        QFile urlFile(dir.filePath(QStringLiteral("vast-url")));
        QVERIFY(urlFile.open(QIODevice::ReadOnly));
        const QString vastUrl = QString::fromUtf8(urlFile.readAll()).trimmed();
        urlFile.close(); // the test checks later that no process uses the directory
        QProcessEnvironment withKey = QProcessEnvironment::systemEnvironment();
        withKey.insert(QStringLiteral("VAST_API_KEY"), QStringLiteral("demo0000demo0000demo0000demo0000"));
        cli.setProcessEnvironment(withKey);
        cli.start(kCli, {QStringLiteral("--db"), database, QStringLiteral("--json"), QStringLiteral("vast"),
                         QStringLiteral("offers"), QStringLiteral("--vast-url"), vastUrl});
        QVERIFY(cli.waitForFinished(30000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        const QJsonArray offers = QJsonDocument::fromJson(cli.readAllStandardOutput())
                                      .object()
                                      .value(QLatin1String("offers"))
                                      .toArray();
        QCOMPARE(offers.size(), 5);
        int predicted = 0;
        for (const QJsonValue& o : offers) {
            const QJsonObject expected = o.toObject().value(QLatin1String("expected")).toObject();
            if (!expected.isEmpty()) {
                ++predicted;
                QCOMPARE(expected.value(QLatin1String("basis")).toString(), QStringLiteral("gpu_model"));
                QVERIFY(expected.value(QLatin1String("proofs_per_hour")).toDouble() > 30);
            }
        }
        QCOMPARE(predicted, 3); // the three 1-GPU 4090 offers
        cli.start(kCli, {QStringLiteral("--db"), database, QStringLiteral("--json"), QStringLiteral("vast"),
                         QStringLiteral("templates"), QStringLiteral("list")});
        QVERIFY(cli.waitForFinished(30000));
        const QJsonArray templates = QJsonDocument::fromJson(cli.readAllStandardOutput())
                                         .object()
                                         .value(QLatin1String("templates"))
                                         .toArray();
        QCOMPARE(templates.size(), 1);
        QCOMPARE(templates.at(0).toObject().value(QLatin1String("preset")).toString(),
                 QStringLiteral("qualify"));
        cli.setProcessEnvironment(QProcessEnvironment::systemEnvironment());

        for (const Expected& expected : kFleet) {
            const QString name = QLatin1String(expected.name);
            const auto found = std::find_if(listed.begin(), listed.end(), [&](const QJsonValue& node) {
                return node.toObject().value(QLatin1String("name")).toString() == name;
            });
            QVERIFY2(found != listed.end(), expected.name);
            const QJsonObject node = found->toObject();
            QCOMPARE(node.value(QLatin1String("host")).toString(), QStringLiteral("127.0.0.1"));
            QCOMPARE(node.value(QLatin1String("user")).toString(), OpenSshClient::currentUserName());
            const QJsonObject labels = node.value(QLatin1String("labels")).toObject();
            QCOMPARE(labels.value(QLatin1String("scenario")).toString(), QLatin1String(expected.scenario));
            QCOMPARE(labels.value(QLatin1String("gpu")).toString(), QLatin1String(expected.gpu));
            QCOMPARE(labels.value(QLatin1String("region")).toString(), QLatin1String(expected.region));
            const QString identity = node.value(QLatin1String("identity")).toString();
            QVERIFY2(identity.startsWith(dir.path() + QLatin1Char('/')) && QFile::exists(identity),
                     qPrintable(identity));
            // Key deployment on a demo node must never aim at the machine's own ~/.ssh.
            QVERIFY(node.value(QLatin1String("authorized_keys"))
                        .toString()
                        .startsWith(dir.path() + QLatin1Char('/')));
            const quint16 sshPort = quint16(node.value(QLatin1String("port")).toInt());
            const quint16 statusPort = quint16(node.value(QLatin1String("status_port")).toInt());
            QVERIFY(sshPort > 0 && statusPort > 0);

            const QByteArray scenario(expected.scenario);
            if (scenario == "unreachable") {
                QVERIFY2(!LoopbackPort::acceptsConnections(sshPort), expected.name);
                continue;
            }
            const std::optional<QString> banner = LoopbackPort::readGreeting(sshPort);
            QVERIFY2(banner && banner->startsWith(QLatin1String("SSH-2.0-")), expected.name);

            if (scenario == "daemon-down") {
                QVERIFY2(!LoopbackPort::acceptsConnections(statusPort), expected.name);
            } else {
                const std::optional<QByteArray> status =
                    LoopbackPort::httpGet(statusPort, QStringLiteral("/status"));
                QVERIFY2(status && status->startsWith("HTTP/1.1 200"), expected.name);
            }

            // The OpenSSH client, strict about host keys: the demo's known_hosts must be right too.
            const OpenSshClient::Result login =
                OpenSshClient(sshPort, identity, knownHosts).run(QStringLiteral("echo ok"));
            if (scenario == "key-missing") {
                QCOMPARE(login.exitCode, 255);
                QVERIFY2(login.standardError.contains("Permission denied (publickey)"),
                         qPrintable(login.toString()));
            } else {
                QVERIFY2(login.exitCode == 0 && login.standardOutput == "ok\n",
                         qPrintable(name + login.toString()));
                // Every node that lets the console in has a benchmark command.
                const OpenSshClient::Result which =
                    OpenSshClient(sshPort, identity, knownHosts).run(QStringLiteral("command -v cuzk-bench"));
                QVERIFY2(which.exitCode == 0 && which.standardOutput.startsWith(dir.path().toUtf8() + '/'),
                         qPrintable(name + which.toString()));
            }
            if (scenario == "healthy")
                checkBenchmark(sshPort, identity, knownHosts,
                               QStringLiteral("exec cuzk-bench batch --type porep --count 2"), {});
            // At the demo's pace five proofs take a few seconds; this check hurries them along.
            if (scenario == "failing")
                checkBenchmark(
                    sshPort, identity, knownHosts,
                    QStringLiteral("CUZK_SIM_TIME_SCALE=10000 exec cuzk-bench batch --type porep --count 5"),
                    {5});
            if (QTest::currentTestFailed())
                return;
        }

        const QList<qint64> tree = ProcessTable::snapshot().descendantsOf(demo.pid());
        QVERIFY2(tree.size() >= 5 + 4,
                 qPrintable(QStringLiteral("%1 processes").arg(tree.size()))); // sshds + sims
        ::kill(pid_t(demo.pid()), SIGTERM);
        QVERIFY(demo.process().waitForFinished(15000));
        QCOMPARE(demo.process().exitStatus(), QProcess::NormalExit);
        QCOMPARE(demo.process().exitCode(), 0);
        QVERIFY(!ProcessTable::anyAlive(tree));
        QVERIFY(ProcessTable::snapshot().pidsUsing(dir.path()).isEmpty());
        QVERIFY2(QFile::exists(database), "a given --dir is kept");
    }

    void consoleRunsOnTheFleetAndItsExitCodeIsPassedOn()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // A stand-in console: records its arguments and what it found, then exits with a telling code.
        const QString console = dir.filePath(QStringLiteral("console.sh"));
        const QString record = dir.filePath(QStringLiteral("console-args"));
        QFile script(console);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\necho \"$@\" >> '" + record.toUtf8() + "'\nexit 7\n");
        script.close();
        QVERIFY(script.setPermissions(script.permissions() | QFileDevice::ExeOwner));

        const QString fleetDir = dir.filePath(QStringLiteral("fleet"));
        // Twice in the same directory: a re-run replaces the previous demo instead of tripping over it.
        for (int run = 0; run < 2; ++run) {
            QProcess demo;
            demo.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            demo.start(kDemoFleet,
                       {QStringLiteral("--dir"), fleetDir, QStringLiteral("--console"), console,
                        QStringLiteral("--"), QStringLiteral("--extra"), QStringLiteral("value")});
            QVERIFY(demo.waitForFinished(60000));
            QCOMPARE(demo.exitStatus(), QProcess::NormalExit);
            QCOMPARE(demo.exitCode(), 7);
            QVERIFY(ProcessTable::snapshot().pidsUsing(fleetDir).isEmpty());
        }
        QFile recorded(record);
        QVERIFY(recorded.open(QIODevice::ReadOnly));
        // The vast.ai stand-in listens on a new port each run.
        const QStringList lines =
            QString::fromUtf8(recorded.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        const QRegularExpression expected(QRegularExpression::anchoredPattern(
            QStringLiteral(
                "--db %1/fleet.sqlite --known-hosts %1/known_hosts --vast-url http://127\\.0\\.0\\.1:\\d+ "
                "--extra value")
                .arg(QRegularExpression::escape(fleetDir))));
        for (const QString& line : lines)
            QVERIFY2(expected.match(line).hasMatch(), qPrintable(line));
    }

    // tools/run-demo --team: the fleet copied into a PostgreSQL store of its own, a collector
    // serving /metrics, two consoles on the store (here stand-ins that wait until told to exit).
    void teamRunsTwoConsolesOnAStoreWithACollector()
    {
        if (const QString missing = PostgresServer::missingReason(); !missing.isEmpty())
            QFAIL(qPrintable(missing));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString console = dir.filePath(QStringLiteral("console.sh"));
        const QString record = dir.filePath(QStringLiteral("console-args"));
        const QString done = dir.filePath(QStringLiteral("done"));
        QFile script(console);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\necho \"$@\" >> '" + record.toUtf8() + "'\ni=0\nwhile [ ! -e '" +
                     done.toUtf8() + "' ] && [ $i -lt 1200 ]; do sleep 0.1; i=$((i+1)); done\nexit 7\n");
        script.close();
        QVERIFY(script.setPermissions(script.permissions() | QFileDevice::ExeOwner));

        const quint16 metricsPort = LoopbackPort::pickUnused();
        const QString fleetDir = dir.filePath(QStringLiteral("fleet"));
        QProcess demo;
        demo.start(kDemoFleet, {QStringLiteral("--team"), QStringLiteral("--metrics-listen"),
                                QStringLiteral("127.0.0.1:%1").arg(metricsPort), QStringLiteral("--dir"),
                                fleetDir, QStringLiteral("--console"), console, QStringLiteral("--"),
                                QStringLiteral("--screenshot"), QStringLiteral("/tmp/shot.png")});
        const auto readLines = [&] {
            QFile f(record);
            return f.open(QIODevice::ReadOnly)
                       ? QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                       : QStringList();
        };
        QDeadlineTimer started(90000);
        while (readLines().size() < 2 && !started.hasExpired() && demo.state() != QProcess::NotRunning)
            QTest::qWait(100);
        const QStringList lines = readLines();
        QCOMPARE(lines.size(), 2);
        // Both on the team's store; the second console's screenshot goes to a file of its own.
        static const QRegularExpression onStore(QStringLiteral("^--db (postgresql://\\S+) --known-hosts \\S+ "
                                                               "--vast-url http://127\\.0\\.0\\.1:\\d+ "
                                                               "--screenshot (\\S+)$"));
        QRegularExpressionMatch first = onStore.match(lines.at(0));
        QRegularExpressionMatch second = onStore.match(lines.at(1));
        QVERIFY2(first.hasMatch() && second.hasMatch(), qPrintable(lines.join(QLatin1Char('\n'))));
        QCOMPARE(first.captured(1), second.captured(1));
        QStringList shots{first.captured(2), second.captured(2)};
        shots.sort();
        QCOMPARE(shots, (QStringList{QStringLiteral("/tmp/shot-2.png"), QStringLiteral("/tmp/shot.png")}));

        // The store holds the demo's six nodes, copied from its file.
        QProcess cli;
        cli.start(kCli, {QStringLiteral("--db"), first.captured(1), QStringLiteral("--json"),
                         QStringLiteral("node"), QStringLiteral("list")});
        QVERIFY(cli.waitForFinished(30000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QCOMPARE(QJsonDocument::fromJson(cli.readAllStandardOutput())
                     .object()
                     .value(QLatin1String("nodes"))
                     .toArray()
                     .size(),
                 int(std::size(kFleet)));

        // The collector polls them all and says so on /metrics, each in its situation's state.
        QByteArray page;
        QDeadlineTimer polled(60000);
        while (!polled.hasExpired()) {
            page = LoopbackPort::httpGet(metricsPort, QStringLiteral("/metrics")).value_or(QByteArray());
            // Every node polled: none in state "unknown" any more.
            if (page.contains("fleetdeck_collector_leased_nodes 6") && !page.contains("state=\"unknown\"} 1"))
                break;
            QTest::qWait(250);
        }
        QVERIFY2(page.contains("fleetdeck_node_state{node=\"fra-4090-01\",state=\"healthy\"} 1"),
                 page.constData());
        QVERIFY2(page.contains("fleetdeck_node_state{node=\"sgp-h100-02\",state=\"unreachable\"} 1"),
                 page.constData());
        QVERIFY(page.contains("fleetdeck_collector_leased_nodes 6"));

        // What the summary tells the operator: the collector's pid, and how to start another.
        // Killed (as a crash would), and another started as told: every node is polled again,
        // by the new one, well within a lease.
        const QString summary = QString::fromUtf8(demo.readAllStandardError());
        static const QRegularExpression pidLine(QStringLiteral("Collector: pid (\\d+);"));
        static const QRegularExpression anotherLine(
            QStringLiteral("start another:\\s+(\\S+) --db '([^']+)' --known-hosts (\\S+) collect\\n"));
        const QRegularExpressionMatch pid = pidLine.match(summary);
        const QRegularExpressionMatch another = anotherLine.match(summary);
        QVERIFY2(pid.hasMatch() && another.hasMatch(), qPrintable(summary));
        QCOMPARE(another.captured(2), first.captured(1));
        QElapsedTimer sinceKill;
        sinceKill.start();
        QVERIFY(::kill(pid_t(pid.captured(1).toLongLong()), SIGKILL) == 0);
        QTRY_VERIFY_WITH_TIMEOUT(
            !LoopbackPort::acceptsConnections(metricsPort, std::chrono::milliseconds(200)), 10000);
        const quint16 secondPort = LoopbackPort::pickUnused();
        QProcess secondCollector;
        secondCollector.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        secondCollector.start(another.captured(1),
                              {QStringLiteral("--db"), another.captured(2), QStringLiteral("--known-hosts"),
                               another.captured(3), QStringLiteral("collect"),
                               QStringLiteral("--metrics-listen"),
                               QStringLiteral("127.0.0.1:%1").arg(secondPort), QStringLiteral("--interval"),
                               QStringLiteral("5")});
        QVERIFY(secondCollector.waitForStarted());
        static const QRegularExpression pollsLine(QStringLiteral("^fleetdeck_collector_polls_total (\\d+)$"),
                                                  QRegularExpression::MultilineOption);
        const auto everyNodeTaken = [&] {
            page = LoopbackPort::httpGet(secondPort, QStringLiteral("/metrics")).value_or(QByteArray());
            const QRegularExpressionMatch polls = pollsLine.match(QString::fromUtf8(page));
            return page.contains("fleetdeck_collector_leased_nodes 6") && polls.hasMatch() &&
                   polls.captured(1).toInt() >= 6 && !page.contains("state=\"unknown\"} 1");
        };
        QTRY_VERIFY_WITH_TIMEOUT(everyNodeTaken(), 60000);
        qInfo("the second collector polled all 6 nodes %lld ms after the first was killed",
              qint64(sinceKill.elapsed()));
        QVERIFY2(page.contains("fleetdeck_node_state{node=\"fra-4090-01\",state=\"healthy\"} 1"),
                 page.constData());
        secondCollector.terminate();
        QVERIFY(secondCollector.waitForFinished(30000));

        // A console closes: the demo ends, the collector and the server with it.
        QFile(done).open(QIODevice::WriteOnly);
        QVERIFY(demo.waitForFinished(60000));
        QCOMPARE(demo.exitCode(), 7);
        QVERIFY(!LoopbackPort::acceptsConnections(metricsPort, std::chrono::milliseconds(500)));
        QVERIFY(ProcessTable::snapshot().pidsUsing(fleetDir).isEmpty());
    }

    void refusesConsoleArgumentsWithoutConsole()
    {
        QProcess demo;
        demo.start(kDemoFleet,
                   {QStringLiteral("--no-console"), QStringLiteral("--"), QStringLiteral("--extra")});
        QVERIFY(demo.waitForFinished(30000));
        QCOMPARE(demo.exitCode(), 2);
    }

private:
    // Runs a `cuzk-bench batch` through the demo node's sshd; expects the proofs in failed to fail.
    void checkBenchmark(quint16 sshPort, const QString& identity, const QString& knownHosts,
                        const QString& command, const QList<int>& failed)
    {
        const OpenSshClient::Result result = OpenSshClient(sshPort, identity, knownHosts).run(command);
        QVERIFY2(result.finished && result.exitCode == 0, qPrintable(command + result.toString()));
        const BenchTranscript t = BenchTranscript::parse(result.standardOutput);
        QCOMPARE(t.errors, QStringList());
        QVERIFY(t.count > 0);
        QCOMPARE(t.proofs.size(), t.count);
        QVERIFY(t.summary);
        QList<int> failedNow;
        for (const BenchTranscript::Proof& proof : t.proofs) {
            if (proof.status == QLatin1String("FAILED"))
                failedNow << proof.number;
        }
        QCOMPARE(failedNow, failed);
    }
};

QTEST_GUILESS_MAIN(TstDemoFleet)
#include "tst_demofleet.moc"
