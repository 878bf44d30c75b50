// SPDX-License-Identifier: GPL-3.0-or-later
// `fleetdeck-cli logs` end to end: the real CLI against real sshd (log files, one written live by
// cuzk-sim's failing daemon), the stored events, and vast.ai's request_logs on the local stand-in.
#include "fleet/Inventory.h"
#include "logs/LogPatterns.h"
#include "storage/Database.h"
#include "support/CliRun.h"
#include "support/CuzkSimProcess.h"
#include "support/FakeVastServer.h"
#include "support/Fixtures.h"
#include "support/OpenSshClient.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"
#include "support/TextFiles.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using Run = fleetdeck::test::CliRun;

namespace {

QList<QJsonObject> jsonLines(const QByteArray& out)
{
    QList<QJsonObject> list;
    for (const QByteArray& line : out.split('\n')) {
        if (!line.trimmed().isEmpty())
            list << QJsonDocument::fromJson(line).object();
    }
    return list;
}

} // namespace

class tst_CliLogs : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    QString m_knownHosts;
    std::unique_ptr<SshdServer> m_server;
    std::unique_ptr<CuzkSimProcess> m_sim;
    SshKeyPair m_key;
    FakeVastServer m_vast;
    QString m_fileA;
    QString m_fileB;
    QString m_simLog;

    QStringList base() const
    {
        return {QStringLiteral("--db"),          m_db,
                QStringLiteral("--known-hosts"), m_knownHosts,
                QStringLiteral("--timeout"),     QStringLiteral("10")};
    }

    Run cli(const QStringList& args, bool spin = false)
    {
        fleetdeck::test::CliOptions options;
        options.nullStdin = true;
        options.timeoutMs = 60000;
        options.spinEventLoop = spin;
        options.env.insert(QStringLiteral("VAST_API_KEY"), QStringLiteral("test-key-123"));
        return fleetdeck::test::runCli(base() + args, options);
    }

    void addNode(const QString& name, const QString& source)
    {
        const Run r =
            cli({QStringLiteral("node"), QStringLiteral("add"), name, QStringLiteral("--host"),
                 QStringLiteral("127.0.0.1"), QStringLiteral("--port"), QString::number(m_server->port()),
                 QStringLiteral("--user"), OpenSshClient::currentUserName(), QStringLiteral("--identity"),
                 m_key.privateKeyPath(), QStringLiteral("--log-source"), source});
        QVERIFY2(r.code == 0, r.err.constData());
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        m_db = m_dir.filePath(QStringLiteral("fleet.sqlite"));
        m_knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
        m_key = SshKeyPair::generate(m_dir.filePath(QStringLiteral("id_ed25519")),
                                     QStringLiteral("fleetdeck-test"));
        QVERIFY(m_key.isValid());
        SshdServer::Options options;
        options.workDir = m_dir.filePath(QStringLiteral("sshd"));
        m_server = std::make_unique<SshdServer>(options);
        QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));
        QVERIFY(m_server->setAuthorizedKeys({m_key.publicKeyLine()}));
        QVERIFY(m_server->writeKnownHosts(m_knownHosts));

        // gpu-a: cuzk's coloured log; gpu-b: a few lines of its own, interleaved in time.
        m_fileA = m_dir.filePath(QStringLiteral("a.log"));
        m_fileB = m_dir.filePath(QStringLiteral("b.log"));
        const QByteArray ansi = fleetdeck::test::fixture(QStringLiteral("cuzk/daemon-ansi.log"));
        QVERIFY(!ansi.isEmpty());
        QVERIFY(fleetdeck::test::appendTo(m_fileA, ansi));
        QVERIFY(fleetdeck::test::appendTo(m_fileB,
                                          "2026-10-14T07:42:00.000000Z  INFO cuzk_core::engine: b first\n"
                                          "2026-10-14T07:47:00.000000Z ERROR cuzk_core::engine: b second\n"
                                          "2026-10-14T07:49:00.000000Z  INFO cuzk_core::engine: b third\n"));
        const QString tail = QStringLiteral("cuzk=tail -n {lines} {follow:-F} ");
        addNode(QStringLiteral("gpu-a"), tail + m_fileA);
        addNode(QStringLiteral("gpu-b"), tail + m_fileB);
        addNode(QStringLiteral("broken"), QStringLiteral("cuzk=tail -n {lines} /nonexistent/cuzk.log"));

        // A failing daemon writing its log live.
        m_simLog = m_dir.filePath(QStringLiteral("sim.log"));
        CuzkSimProcess::Options sim;
        sim.profile = QStringLiteral("failing");
        sim.timeScale = 120;
        sim.extraArguments = {QStringLiteral("--log"), m_simLog, QStringLiteral("--log-ansi")};
        m_sim = std::make_unique<CuzkSimProcess>(QStringLiteral(CUZK_SIM_PATH), sim);
        QVERIFY2(m_sim->start(), qPrintable(m_sim->errorString()));
        addNode(QStringLiteral("gpu-sim"), tail + m_simLog);
        QVERIFY(m_vast.start());
    }

    void newestLinesAsJson()
    {
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("logs"), QStringLiteral("gpu-a"),
                           QStringLiteral("--lines"), QStringLiteral("5")});
        QCOMPARE(r.code, 0);
        const QList<QJsonObject> lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 5);
        for (const QJsonObject& o : lines) {
            QCOMPARE(o.value(u"node").toString(), QStringLiteral("gpu-a"));
            QCOMPARE(o.value(u"source").toString(), QStringLiteral("cuzk"));
            QCOMPARE(o.value(u"stream").toString(), QStringLiteral("stdout"));
            QVERIFY(!o.value(u"text").toString().contains(QChar(0x1b)));
            QVERIFY(o.value(u"time").toString().startsWith(QStringLiteral("2026-10-14T07:")));
        }
        QCOMPARE(lines.at(2).value(u"level").toString(), QStringLiteral("error"));
        QVERIFY(lines.at(2).value(u"text").toString().contains(QStringLiteral("CUDA error: out of memory")));
        QCOMPARE(lines.at(4).value(u"level").toString(), QStringLiteral("info"));
    }

    void textIsTheLinesWithoutColour()
    {
        const Run r = cli({QStringLiteral("logs"), QStringLiteral("gpu-a"), QStringLiteral("--lines"),
                           QStringLiteral("3")});
        QCOMPARE(r.code, 0);
        QList<QByteArray> plain = fleetdeck::test::fixture(QStringLiteral("cuzk/daemon.log")).split('\n');
        plain.removeAll(QByteArray());
        QCOMPARE(r.out, plain.mid(plain.size() - 3).join('\n') + '\n');
    }

    void severalNodesMergeInTimeOrder()
    {
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("logs"), QStringLiteral("gpu-a"),
                           QStringLiteral("gpu-b")});
        QCOMPARE(r.code, 0);
        const QList<QJsonObject> lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 16);
        QStringList times;
        QStringList bTexts;
        for (const QJsonObject& o : lines) {
            times << o.value(u"time").toString();
            if (o.value(u"node").toString() == u"gpu-b")
                bTexts << o.value(u"text").toString().section(u':', -1).trimmed();
        }
        QStringList sorted = times;
        std::sort(sorted.begin(), sorted.end());
        QCOMPARE(times, sorted);
        QCOMPARE(bTexts, (QStringList{"b first", "b second", "b third"}));
        // Text: a node column.
        const Run text = cli({QStringLiteral("logs"), QStringLiteral("gpu-a"), QStringLiteral("gpu-b"),
                              QStringLiteral("--lines"), QStringLiteral("1")});
        QCOMPARE(text.code, 0);
        const QList<QByteArray> rows = text.out.trimmed().split('\n');
        QCOMPARE(rows.size(), 2);
        QVERIFY2(rows.at(0).startsWith("gpu-b  2026-10-14T07:49:00"),
                 rows.at(0).constData()); // the older first
        QVERIFY2(rows.at(1).startsWith("gpu-a  2026-10-14T07:50:41"), rows.at(1).constData());
    }

    void filters()
    {
        Run r = cli({QStringLiteral("--json"), QStringLiteral("logs"), QStringLiteral("gpu-a"),
                     QStringLiteral("gpu-b"), QStringLiteral("--level"), QStringLiteral("error")});
        QCOMPARE(r.code, 0);
        QList<QJsonObject> lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 4); // three of gpu-a's, one of gpu-b's
        for (const QJsonObject& o : lines)
            QCOMPARE(o.value(u"level").toString(), QStringLiteral("error"));
        r = cli({QStringLiteral("--json"), QStringLiteral("logs"), QStringLiteral("gpu-a"),
                 QStringLiteral("--level"), QStringLiteral("warn")});
        QCOMPARE(jsonLines(r.out).size(), 5); // and the two warnings
        r = cli({QStringLiteral("--json"), QStringLiteral("logs"), QStringLiteral("gpu-a"),
                 QStringLiteral("--grep"), QStringLiteral("GPU worker")});
        QCOMPARE(jsonLines(r.out).size(), 2);
        r = cli({QStringLiteral("--json"), QStringLiteral("logs"), QStringLiteral("gpu-a"),
                 QStringLiteral("--since"), QStringLiteral("2026-10-14T07:48:00Z")});
        QCOMPARE(jsonLines(r.out).size(), 4);
        r = cli({QStringLiteral("--json"), QStringLiteral("logs"), QStringLiteral("gpu-a"),
                 QStringLiteral("--since"), QStringLiteral("1h")});
        QCOMPARE(jsonLines(r.out).size(), 0); // a month-old log
        QCOMPARE(cli({QStringLiteral("logs"), QStringLiteral("gpu-a"), QStringLiteral("--level"),
                      QStringLiteral("loud")})
                     .code,
                 2);
        QCOMPARE(cli({QStringLiteral("logs"), QStringLiteral("gpu-a"), QStringLiteral("--grep"),
                      QStringLiteral("(")})
                     .code,
                 2);
        QCOMPARE(cli({QStringLiteral("logs"), QStringLiteral("gpu-a"), QStringLiteral("--since"),
                      QStringLiteral("yesterday")})
                     .code,
                 2);
        QCOMPARE(cli({QStringLiteral("logs")}).code, 2);
        QCOMPARE(cli({QStringLiteral("logs"), QStringLiteral("--all"), QStringLiteral("gpu-a")}).code, 2);
    }

    void anUnreadableSourceExitsOneWithTheDiagnosis()
    {
        Run r = cli({QStringLiteral("logs"), QStringLiteral("broken")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("exec_failed"), r.err.constData());
        QVERIFY2(r.err.contains("No such file"), r.err.constData());
        r = cli({QStringLiteral("--json"), QStringLiteral("logs"), QStringLiteral("broken"),
                 QStringLiteral("gpu-b")});
        QCOMPARE(r.code, 1);
        bool sawDiagnosis = false;
        int gpuB = 0;
        for (const QJsonObject& o : jsonLines(r.out)) {
            if (o.contains(u"diagnosis")) {
                sawDiagnosis = true;
                QCOMPARE(o.value(u"node").toString(), QStringLiteral("broken"));
                QCOMPARE(o.value(u"diagnosis").toObject().value(u"code").toString(),
                         QStringLiteral("exec_failed"));
            } else if (o.value(u"node").toString() == u"gpu-b" &&
                       o.value(u"stream").toString() == u"stdout") {
                ++gpuB;
            }
        }
        QVERIFY(sawDiagnosis);
        QCOMPARE(gpuB, 3); // the other node is read all the same
        r = cli({QStringLiteral("logs"), QStringLiteral("gpu-a"), QStringLiteral("--source"),
                 QStringLiteral("nothing")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("no_log_source"));
    }

    void sourcesAndDefaults()
    {
        Run r = cli({QStringLiteral("--json"), QStringLiteral("logs"), QStringLiteral("sources"),
                     QStringLiteral("gpu-a")});
        QCOMPARE(r.code, 0);
        QJsonArray sources = r.json().value(u"sources").toArray();
        QCOMPARE(sources.size(), 3);
        QCOMPARE(sources.at(0).toObject().value(u"name").toString(), QStringLiteral("cuzk"));
        QVERIFY(sources.at(0).toObject().value(u"template").toString().contains(m_fileA));
        QCOMPARE(sources.at(1).toObject().value(u"name").toString(), QStringLiteral("bench"));
        QVERIFY(sources.at(1).toObject().value(u"template").isNull());
        QCOMPARE(sources.at(2).toObject().value(u"name").toString(), QStringLiteral("events"));
        r = cli({QStringLiteral("logs"), QStringLiteral("sources"), QStringLiteral("--set-default"),
                 QStringLiteral("setup=tail -n {lines} {follow:-F} /var/log/setup.log")});
        QCOMPARE(r.code, 0);
        r = cli({QStringLiteral("--json"), QStringLiteral("logs"), QStringLiteral("sources"),
                 QStringLiteral("gpu-b")});
        sources = r.json().value(u"sources").toArray();
        QCOMPARE(sources.size(), 4);
        QCOMPARE(sources.at(1).toObject().value(u"origin").toString(), QStringLiteral("fleet"));
        QCOMPARE(cli({QStringLiteral("logs"), QStringLiteral("sources"), QStringLiteral("--remove-default"),
                      QStringLiteral("setup")})
                     .code,
                 0);
        QCOMPARE(cli({QStringLiteral("logs"), QStringLiteral("sources"), QStringLiteral("--remove-default"),
                      QStringLiteral("setup")})
                     .code,
                 2);
        // node edit drops a source; a bad one is refused before anything changes.
        QCOMPARE(cli({QStringLiteral("node"), QStringLiteral("edit"), QStringLiteral("gpu-b"),
                      QStringLiteral("--log-source"), QStringLiteral("bench=tail f")})
                     .code,
                 2);
        QCOMPARE(cli({QStringLiteral("node"), QStringLiteral("edit"), QStringLiteral("gpu-b"),
                      QStringLiteral("--log-source"), QStringLiteral("extra=tail -n {lines} /tmp/x")})
                     .code,
                 0);
        QCOMPARE(cli({QStringLiteral("node"), QStringLiteral("edit"), QStringLiteral("gpu-b"),
                      QStringLiteral("--unlog-source"), QStringLiteral("extra")})
                     .code,
                 0);
        r = cli({QStringLiteral("--json"), QStringLiteral("logs"), QStringLiteral("sources"),
                 QStringLiteral("gpu-b")});
        QCOMPARE(r.json().value(u"sources").toArray().size(), 3);
    }

    void theFleetsOwnPatterns()
    {
        Run r = cli({QStringLiteral("--json"), QStringLiteral("logs"), QStringLiteral("patterns")});
        QCOMPARE(r.code, 0);
        const int builtIn = int(r.json().value(u"patterns").toArray().size());
        QVERIFY(builtIn >= 5);
        r = cli({QStringLiteral("logs"), QStringLiteral("patterns"), QStringLiteral("--set"),
                 QStringLiteral("pcie_replay=PCIe.*replay"), QStringLiteral("--title"),
                 QStringLiteral("PCIe replays"), QStringLiteral("--severity"), QStringLiteral("warning"),
                 QStringLiteral("--state"), QStringLiteral("degraded")});
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli({QStringLiteral("--json"), QStringLiteral("logs"), QStringLiteral("patterns")});
        const QJsonArray patterns = r.json().value(u"patterns").toArray();
        QCOMPARE(patterns.size(), builtIn + 1);
        const QJsonObject own = patterns.first().toObject();
        QCOMPARE(own.value(u"name").toString(), QStringLiteral("pcie_replay"));
        QCOMPARE(own.value(u"origin").toString(), QStringLiteral("fleet"));
        QCOMPARE(own.value(u"severity").toString(), QStringLiteral("warning"));
        QCOMPARE(own.value(u"state").toString(), QStringLiteral("degraded"));
        QCOMPARE(own.value(u"regex").toString(), QStringLiteral("PCIe.*replay"));
        QCOMPARE(patterns.at(1).toObject().value(u"origin").toString(), QStringLiteral("built-in"));
        // Refused before anything is written.
        QCOMPARE(cli({QStringLiteral("logs"), QStringLiteral("patterns"), QStringLiteral("--set"),
                      QStringLiteral("x=(")})
                     .code,
                 2);
        QCOMPARE(cli({QStringLiteral("logs"), QStringLiteral("patterns"), QStringLiteral("--set"),
                      QStringLiteral("x=y"), QStringLiteral("--state"), QStringLiteral("down")})
                     .code,
                 2);
        QCOMPARE(cli({QStringLiteral("logs"), QStringLiteral("patterns"), QStringLiteral("--severity"),
                      QStringLiteral("info")})
                     .code,
                 2);
        QCOMPARE(cli({QStringLiteral("logs"), QStringLiteral("patterns"), QStringLiteral("--remove"),
                      QStringLiteral("cuda_error")})
                     .code,
                 2);
        QCOMPARE(cli({QStringLiteral("logs"), QStringLiteral("patterns"), QStringLiteral("--remove"),
                      QStringLiteral("pcie_replay")})
                     .code,
                 0);
        r = cli({QStringLiteral("--json"), QStringLiteral("logs"), QStringLiteral("patterns")});
        QCOMPARE(r.json().value(u"patterns").toArray().size(), builtIn);
    }

    void theConsolesEventsAreASource()
    {
        storage::Database db;
        QVERIFY(db.open(m_db));
        fleet::Inventory inventory(db);
        const std::optional<Node> node = inventory.find(QStringLiteral("gpu-b"));
        QVERIFY(node);
        logs::LogEventDetector detector;
        logs::LogLine line =
            logs::LogText::parse("ERROR cuzk_core::gpu: CUDA error: an illegal memory access");
        line.node = node->name;
        line.source = QStringLiteral("cuzk");
        const auto event = detector.feed(line);
        QVERIFY(event);
        logs::LogEventStore store(db);
        QVERIFY(store.record(node->id, *event));
        db.close();
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("logs"), QStringLiteral("gpu-b"),
                           QStringLiteral("--source"), QStringLiteral("events")});
        QCOMPARE(r.code, 0);
        const QList<QJsonObject> lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines.first().value(u"source").toString(), QStringLiteral("events"));
        QCOMPARE(lines.first().value(u"level").toString(), QStringLiteral("error"));
        QVERIFY(lines.first().value(u"text").toString().contains(QStringLiteral("cuda_error")));
    }

    void vastContainerOutputThroughTheApi()
    {
        {
            storage::Database db;
            QVERIFY(db.open(m_db));
            fleet::Inventory inventory(db);
            Node node;
            node.name = QStringLiteral("rented");
            node.host = QStringLiteral("127.0.0.1");
            node.provider = QStringLiteral("vast");
            node.providerId = QStringLiteral("28100042");
            QVERIFY(inventory.add(node).ok());
        }
        m_vast.setApiKey("test-key-123");
        m_vast.setInstanceLog(QStringLiteral("28100042"),
                              "setup: pulling image\nsetup: done\ncuzk-daemon starting\n", 2);
        m_vast.clearRequests();
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("logs"), QStringLiteral("rented"),
                           QStringLiteral("--source"), QStringLiteral("vast"), QStringLiteral("--lines"),
                           QStringLiteral("2"), QStringLiteral("--vast-url"), m_vast.baseUrl().toString()},
                          true);
        QVERIFY2(r.code == 0, r.err.constData());
        const QList<QJsonObject> lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines.at(0).value(u"text").toString(), QStringLiteral("setup: done"));
        QCOMPARE(lines.at(1).value(u"text").toString(), QStringLiteral("cuzk-daemon starting"));
        QCOMPARE(lines.at(1).value(u"source").toString(), QStringLiteral("vast"));
        // One request_logs, then the result URL until it was there (twice not yet), never with the key.
        int puts = 0;
        int gets = 0;
        for (const FakeVastServer::Request& req : m_vast.requests()) {
            if (req.method == "PUT" &&
                req.path.startsWith(QStringLiteral("/api/v0/instances/request_logs/28100042"))) {
                ++puts;
                QCOMPARE(QJsonDocument::fromJson(req.body).object().value(u"tail").toString(),
                         QStringLiteral("2"));
            }
            if (req.method == "GET" && req.path.startsWith(QStringLiteral("/instance_logs/"))) {
                ++gets;
                QVERIFY(!req.headers.contains("authorization"));
            }
        }
        QCOMPARE(puts, 1);
        QCOMPARE(gets, 3);
        // An instance vast.ai does not know: exit 1 with its diagnosis.
        {
            storage::Database db;
            QVERIFY(db.open(m_db));
            fleet::Inventory inventory(db);
            Node node;
            node.name = QStringLiteral("gone");
            node.host = QStringLiteral("127.0.0.1");
            node.provider = QStringLiteral("vast");
            node.providerId = QStringLiteral("28100099");
            QVERIFY(inventory.add(node).ok());
        }
        const Run gone =
            cli({QStringLiteral("logs"), QStringLiteral("gone"), QStringLiteral("--source"),
                 QStringLiteral("vast"), QStringLiteral("--vast-url"), m_vast.baseUrl().toString()},
                true);
        QCOMPARE(gone.code, 1);
        QVERIFY2(gone.err.contains("vast_no_such_instance"), gone.err.constData());
    }

    void followTheFleetsErrorsLive()
    {
        QProcess p;
        p.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
        p.setStandardInputFile(QProcess::nullDevice());
        p.start(QStringLiteral(FLEETDECK_CLI_PATH),
                base() + QStringList{QStringLiteral("--json"), QStringLiteral("logs"),
                                     QStringLiteral("gpu-a"), QStringLiteral("gpu-b"),
                                     QStringLiteral("gpu-sim"), QStringLiteral("-f"),
                                     QStringLiteral("--level"), QStringLiteral("error"),
                                     QStringLiteral("--lines"), QStringLiteral("0")});
        QVERIFY(p.waitForStarted());
        QByteArray out;
        const auto waitFor = [&](const std::function<bool()>& done, int ms) {
            QDeadlineTimer deadline(ms);
            while (!done() && !deadline.hasExpired()) {
                p.waitForReadyRead(100);
                out += p.readAllStandardOutput();
            }
            return done();
        };
        QTest::qWait(1500); // the follows are up
        QVERIFY(fleetdeck::test::appendTo(
            m_fileB, "2026-12-03T10:00:00.000000Z ERROR cuzk_core::engine: b live error\n"
                     "2026-12-03T10:00:01.000000Z  INFO cuzk_core::engine: b live info\n"));
        QVERIFY(fleetdeck::test::appendTo(
            m_fileA, "2026-12-03T10:00:02.000000Z ERROR cuzk_core::gpu: a live error\n"));
        QVERIFY2(waitFor([&] { return out.contains("a live error") && out.contains("b live error"); }, 20000),
                 out.constData());
        // The failing daemon's own errors arrive as it writes them.
        QVERIFY2(waitFor([&] { return out.contains("\"node\":\"gpu-sim\""); }, 60000), out.constData());
        p.kill();
        p.waitForFinished();
        out += p.readAllStandardOutput();
        QVERIFY(!out.contains("live info"));
        QCOMPARE(out.count("b live error"), 1);
        for (const QJsonObject& o : jsonLines(out)) {
            QCOMPARE(o.value(u"level").toString(), QStringLiteral("error"));
            QVERIFY(!o.value(u"text").toString().contains(QChar(0x1b)));
        }
    }
};

QTEST_GUILESS_MAIN(tst_CliLogs)
#include "tst_cli_logs.moc"
