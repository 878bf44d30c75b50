// SPDX-License-Identifier: GPL-3.0-or-later
// Fault injection on the status path, end to end: a real sshd, a cuzk-sim whose endpoint
// misbehaves on demand (--fault-file), the engine and the poller feeding the fleet model and the
// history. For each fault: the GUI thread never stalls, the node shows the right diagnosis in
// words an operator can act on, the console recovers by itself once the fault ends, and nothing
// stored is lost.
#include "LatencyProxy.h"
#include "fleet/Inventory.h"
#include "fleet/NodeTargets.h"
#include "models/FleetTableModel.h"
#include "ssh/SshEngine.h"
#include "status/CuzkStatus.h"
#include "status/StatusHistory.h"
#include "status/StatusPoller.h"
#include "storage/Database.h"
#include "support/CuzkSimProcess.h"
#include "support/Fixtures.h"
#include "support/LatenessProbe.h"
#include "support/OpenSshClient.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QSet>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <csignal>
#include <memory>

using namespace fleetdeck;
using namespace Qt::StringLiterals;
using fleetdeck::test::LatenessProbe;

namespace {
bool writeFile(const QString& path, const QByteArray& content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(content) == content.size();
}

// One node polled the way the console polls it: its own database, engine, poller, fleet model
// and history. Polls every 500 ms with a `timeoutMs` deadline; one failure shows at once.
struct PolledNode
{
    QTemporaryDir dir;
    storage::Database db;
    std::unique_ptr<fleet::Inventory> inventory;
    ssh::SshEngine engine{2};
    std::unique_ptr<status::StatusPoller> poller;
    std::unique_ptr<models::FleetTableModel> model;
    std::unique_ptr<status::StatusHistory> history;
    QString name;

    bool start(const Node& node, const QString& knownHosts, int timeoutMs)
    {
        name = node.name;
        if (!db.open(dir.filePath(QStringLiteral("fleet.sqlite"))))
            return false;
        inventory = std::make_unique<fleet::Inventory>(db);
        if (!inventory->add(node).ok())
            return false;
        status::StatusPoller::Options options;
        options.intervalMs = 500;
        options.timeoutMs = timeoutMs;
        options.systemProbeEvery = 0;
        options.failuresBeforeBad = 1;
        options.knownHostsPath = knownHosts;
        poller = std::make_unique<status::StatusPoller>(&engine, options);
        model = std::make_unique<models::FleetTableModel>(*inventory);
        history = std::make_unique<status::StatusHistory>(db);
        poller->setHistory(history.get());
        QObject::connect(poller.get(), &status::StatusPoller::updated, model.get(),
                         &models::FleetTableModel::applyStatuses);
        poller->setNodes(inventory->nodes());
        poller->start();
        return true;
    }
    const status::NodeStatus* status() const { return model->statusOf(name); }
    QString code() const { return status() && status()->diagnosis ? status()->diagnosis->code : QString(); }
    bool healthy() const
    {
        return status() && status()->state == status::HealthState::Healthy && !status()->diagnosis;
    }
};
// A status endpoint of its own on loopback: answers every request with `answer` once its head is
// in, and keeps the connection open (the answer itself must say where it ends).
class FixedAnswerServer : public QTcpServer
{
public:
    explicit FixedAnswerServer(QByteArray answer)
        : m_answer(std::move(answer))
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* socket = nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
                    m_requests[socket] += socket->readAll();
                    if (m_requests[socket].contains("\r\n\r\n") && !m_answered.contains(socket)) {
                        m_answered.insert(socket);
                        socket->write(m_answer);
                    }
                });
            }
        });
    }
    void setAnswer(const QByteArray& answer) { m_answer = answer; }

private:
    QByteArray m_answer;
    QHash<QTcpSocket*, QByteArray> m_requests;
    QSet<QTcpSocket*> m_answered;
};

// The busy fixture as a chunked HTTP answer: 97-byte chunks, one with an extension, a trailer.
QByteArray chunkedAnswer(const QByteArray& body)
{
    QByteArray answer =
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";
    for (qsizetype at = 0; at < body.size(); at += 97) {
        const QByteArray chunk = body.mid(at, 97);
        answer +=
            QByteArray::number(chunk.size(), 16) + (at == 0 ? ";origin=test" : "") + "\r\n" + chunk + "\r\n";
    }
    return answer + "0\r\nX-Checksum: none\r\n\r\n";
}
} // namespace

class tst_StatusFaults : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<SshdServer> m_server;
    SshKeyPair m_key;
    QString m_knownHosts;
    QString m_faultFile;
    std::unique_ptr<CuzkSimProcess> m_sim;

    Node node(const QString& name, quint16 sshPort) const
    {
        Node n;
        n.name = name;
        n.host = QStringLiteral("127.0.0.1");
        n.port = sshPort;
        n.user = OpenSshClient::currentUserName();
        n.identity = m_key.privateKeyPath();
        n.statusPort = m_sim->port();
        return n;
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        m_key = SshKeyPair::generate(m_dir.filePath(QStringLiteral("id_console")), QStringLiteral("console"));
        QVERIFY(m_key.isValid());
        SshdServer::Options options;
        options.workDir = m_dir.filePath(QStringLiteral("sshd"));
        m_server = std::make_unique<SshdServer>(options);
        QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));
        QVERIFY(m_server->setAuthorizedKeys({m_key.publicKeyLine()}));
        m_knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
        QVERIFY(m_server->writeKnownHosts(m_knownHosts));

        m_faultFile = m_dir.filePath(QStringLiteral("fault"));
        QVERIFY(writeFile(m_faultFile, "none\n"));
        CuzkSimProcess::Options sim;
        sim.seed = 3;
        sim.extraArguments = {QStringLiteral("--fault-file"), m_faultFile};
        m_sim = std::make_unique<CuzkSimProcess>(QStringLiteral(CUZK_SIM_PATH), sim);
        QVERIFY2(m_sim->start(), qPrintable(m_sim->errorString()));
    }

    void faultIsDiagnosedAndRecoveredFrom_data()
    {
        QTest::addColumn<QByteArray>("fault");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("words"); // part of the detail an operator reads

        QTest::newRow("endpoint hangs") << QByteArray("hang") << u"timeout"_s << u"no answer within"_s;
        QTest::newRow("one byte a second") << QByteArray("dribble") << u"timeout"_s << u"no answer within"_s;
        QTest::newRow("100 MiB body") << QByteArray("huge") << u"status_parse_error"_s << u"larger than"_s;
        QTest::newRow("invalid UTF-8") << QByteArray("invalid-utf8") << u"status_parse_error"_s << u"UTF-8"_s;
        QTest::newRow("100 000 levels of JSON")
            << QByteArray("deep-json") << u"status_parse_error"_s << u"nested"_s;
        QTest::newRow("binary garbage") << QByteArray("garbage") << u"status_http_error"_s << u"not HTTP"_s;
    }

    void faultIsDiagnosedAndRecoveredFrom()
    {
        QFETCH(QByteArray, fault);
        QFETCH(QString, code);
        QFETCH(QString, words);

        LatenessProbe probe;
        QVERIFY(writeFile(m_faultFile, "none\n"));
        PolledNode polled;
        QVERIFY(probe.excluding([&] {
            return polled.start(node(QStringLiteral("gpu-01"), m_server->port()), m_knownHosts, 3000);
        }));
        QTRY_VERIFY_WITH_TIMEOUT(polled.healthy(), 20000);
        const qint64 rowsBefore = polled.history->rowCount();

        // The fault: the node's state says what is wrong, in the server's words.
        QVERIFY(writeFile(m_faultFile, fault + '\n'));
        if (fault == "huge") {
            // cuzk-sim's Qt socket stops streaming once it reads the EOF that ends the request
            // (Qt closes on it): then the answer ends short of its Content-Length, also refused.
            QTRY_VERIFY_WITH_TIMEOUT(polled.code() == code || polled.code() == u"status_http_error"_s, 20000);
            if (polled.code() != code) {
                code = polled.code();
                words = u"ended after"_s;
            }
        }
        QTRY_COMPARE_WITH_TIMEOUT(polled.code(), code, 20000);
        QVERIFY(polled.status()->state != status::HealthState::Healthy);
        const QString detail = polled.status()->diagnosis->detail;
        QVERIFY2(detail.contains(words, Qt::CaseInsensitive), qPrintable(detail));
        const QString reason =
            polled.model->index(polled.model->rowOf(polled.name), models::FleetTableModel::ReasonColumn)
                .data()
                .toString();
        QVERIFY2(!reason.isEmpty(), "the table shows no reason");

        // Over: the next polls bring the node back, with no restart of anything.
        QVERIFY(writeFile(m_faultFile, "none\n"));
        QTRY_VERIFY_WITH_TIMEOUT(polled.healthy(), 20000);
        polled.poller->stop();

        qInfo("%s: %s; worst GUI timer lateness %lld ms (%lld ms on the clock)", fault.constData(),
              qPrintable(detail), probe.worstMs(), probe.rawWorstMs());
        QVERIFY2(probe.worstMs() < 250, qPrintable(probe.describe()));
        // Every poll was recorded, the failed ones too; nothing recorded before was lost.
        QVERIFY(polled.history->rowCount() > rowsBefore);
        QSqlQuery q(polled.db.connection());
        QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
    }

    // The network between console and node stops forwarding (every byte held, no connection
    // closed), then flows again; later a middlebox resets every connection. The node reads as
    // unreachable while it lasts, and comes back by itself each time.
    void stalledThenRestoredNetworkAndResetConnections()
    {
        tools::LatencyProxy::Options proxyOptions;
        proxyOptions.targetPort = m_server->port();
        proxyOptions.delayMs = 1;
        tools::LatencyProxy proxy(proxyOptions);
        QVERIFY2(proxy.listen(), qPrintable(proxy.errorString()));
        const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts_proxy"));
        QVERIFY(writeFile(knownHosts, QStringLiteral("[127.0.0.1]:%1 %2\n")
                                          .arg(proxy.port())
                                          .arg(m_server->hostKeyPublicLine())
                                          .toUtf8()));
        QVERIFY(writeFile(m_faultFile, "none\n"));

        LatenessProbe probe;
        PolledNode polled;
        QVERIFY(probe.excluding(
            [&] { return polled.start(node(QStringLiteral("gpu-03"), proxy.port()), knownHosts, 2000); }));
        QTRY_VERIFY_WITH_TIMEOUT(polled.healthy(), 20000);

        proxy.setStalled(true);
        QTRY_VERIFY_WITH_TIMEOUT(!polled.code().isEmpty(), 20000);
        QVERIFY2(polled.code() == QLatin1String("timeout") ||
                     polled.code() == QLatin1String("connection_lost"),
                 qPrintable(polled.code()));
        QVERIFY(polled.status()->state != status::HealthState::Healthy);
        QTest::qWait(3000); // several polls into the stall
        QVERIFY(polled.status()->state != status::HealthState::Healthy);

        proxy.setStalled(false);
        QTRY_VERIFY_WITH_TIMEOUT(polled.healthy(), 20000);

        const int logins = int(m_server->logText().count(QLatin1String("Accepted publickey")));
        proxy.resetConnections();
        QTRY_VERIFY_WITH_TIMEOUT(m_server->logText().count(QLatin1String("Accepted publickey")) > logins,
                                 20000);
        QTRY_VERIFY_WITH_TIMEOUT(polled.healthy(), 20000);
        polled.poller->stop();
        qInfo("stall and reset: worst GUI timer lateness %lld ms", probe.worstMs());
        QVERIFY2(probe.worstMs() < 250, qPrintable(probe.describe()));
    }

    // Something that is not sshd on the SSH port: one that sends noise instead of a banner, a web
    // server, one that accepts and never says anything (a tarpit). Each is named for what it is,
    // quoting what it sent, within the poll's deadline, without the GUI thread noticing.
    void notAnSshServer_data()
    {
        QTest::addColumn<QByteArray>("greeting");
        QTest::addColumn<QString>("words");
        // No SSH banner in all three; the detail quotes what came instead, when anything did.
        QTest::newRow("garbage banner")
            << QByteArrayLiteral("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03garbage\r\n")
            << u"not an SSH server: it sent \"\\x16\\x03"_s;
        QTest::newRow("HTTP server") << QByteArray("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
                                     << u"not an SSH server: it sent \"HTTP/1.1 400 Bad Request"_s;
        QTest::newRow("tarpit") << QByteArray() << u"no SSH banner arrived within the deadline"_s;
    }

    void notAnSshServer()
    {
        QFETCH(QByteArray, greeting);
        QFETCH(QString, words);
        QTcpServer impostor;
        QVERIFY(impostor.listen(QHostAddress::LocalHost));
        QList<QTcpSocket*> held;
        connect(&impostor, &QTcpServer::newConnection, &impostor, [&] {
            while (QTcpSocket* socket = impostor.nextPendingConnection()) {
                held << socket;
                if (!greeting.isEmpty())
                    socket->write(greeting);
            }
        });

        LatenessProbe probe;
        QElapsedTimer clock;
        clock.start();
        PolledNode polled;
        QVERIFY(probe.excluding([&] {
            return polled.start(node(QStringLiteral("impostor"), impostor.serverPort()), m_knownHosts, 2000);
        }));
        QTRY_VERIFY_WITH_TIMEOUT(!polled.code().isEmpty(), 20000);
        const qint64 firstVerdictMs = clock.elapsed();
        QCOMPARE(polled.code(), u"no_ssh_banner"_s);
        QVERIFY(polled.status()->state != status::HealthState::Healthy);
        const QString detail = polled.status()->diagnosis->detail;
        QVERIFY2(detail.contains(words), qPrintable(detail));
        polled.poller->stop();
        qDeleteAll(held);
        qInfo("after %lld ms: %s; worst GUI timer lateness %lld ms", firstVerdictMs, qPrintable(detail),
              probe.worstMs());
        QVERIFY(firstVerdictMs < 2000 + 3000);
        QVERIFY2(probe.worstMs() < 250, qPrintable(probe.describe()));
    }

    // The node's host key changes (reinstalled, or someone in the middle): polls stop with
    // host_key_changed and never log in with the new key on their own; once the operator trusts
    // the new key (replacing the old entry, as the console's prompt does), polls resume.
    void hostKeyRotation()
    {
        SshdServer::Options options;
        options.workDir = m_dir.filePath(QStringLiteral("sshd-rotated"));
        SshdServer rotated(options); // the same node after its host key changed
        QVERIFY2(rotated.start(), qPrintable(rotated.errorString()));
        QVERIFY(rotated.setAuthorizedKeys({m_key.publicKeyLine()}));
        QVERIFY(rotated.hostKeyFingerprint() != m_server->hostKeyFingerprint());

        // The node's address is a relay; pointing it at the other server is the rotation.
        tools::LatencyProxy::Options relay;
        relay.targetPort = m_server->port();
        relay.delayMs = 0;
        auto proxy = std::make_unique<tools::LatencyProxy>(relay);
        QVERIFY(proxy->listen());
        const quint16 port = proxy->port();
        const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts_rotation"));
        QVERIFY(writeFile(
            knownHosts,
            QStringLiteral("[127.0.0.1]:%1 %2\n").arg(port).arg(m_server->hostKeyPublicLine()).toUtf8()));
        QVERIFY(writeFile(m_faultFile, "none\n"));

        LatenessProbe probe;
        PolledNode polled;
        QVERIFY(probe.excluding(
            [&] { return polled.start(node(QStringLiteral("gpu-04"), port), knownHosts, 3000); }));
        QTRY_VERIFY_WITH_TIMEOUT(polled.healthy(), 20000);

        relay.targetPort = rotated.port();
        proxy.reset(); // the warm session goes with it
        proxy = std::make_unique<tools::LatencyProxy>(relay);
        QVERIFY2(proxy->listen(port), qPrintable(proxy->errorString()));
        QTRY_COMPARE_WITH_TIMEOUT(polled.code(), u"host_key_changed"_s, 20000);
        QVERIFY(polled.status()->state != status::HealthState::Healthy);
        QTest::qWait(1500);
        QCOMPARE(polled.code(), u"host_key_changed"_s);
        QCOMPARE(rotated.logText().count(QLatin1String("Accepted publickey")), 0); // never authenticated

        // The operator's decision: what the server presents now replaces the known key.
        ssh::OperationRequest probeRequest;
        probeRequest.kind = ssh::OperationKind::HttpGet;
        probeRequest.target = fleet::NodeTargets::sshTarget(node(QStringLiteral("gpu-04"), port), knownHosts,
                                                            ssh::HostKeyPolicy::Strict);
        probeRequest.httpPort = m_sim->port();
        probeRequest.timeoutMs = 5000;
        QSignalSpy done(&polled.engine, &ssh::SshEngine::finished);
        const quint64 id = polled.engine.submit(probeRequest);
        std::optional<ssh::HostKeyInfo> presented;
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(done.cbegin(), done.cend(),
                                             [&](const QList<QVariant>& args) {
                                                 const auto r = args.at(0).value<ssh::OperationResult>();
                                                 if (r.id == id)
                                                     presented = r.hostKey;
                                                 return r.id == id;
                                             }),
                                 10000);
        QVERIFY(presented);
        QCOMPARE(presented->fingerprint, rotated.hostKeyFingerprint());
        QString error;
        QVERIFY2(ssh::SshEngine::trustHostKey(*presented, knownHosts, true, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(polled.healthy(), 20000);
        QVERIFY(rotated.logText().count(QLatin1String("Accepted publickey")) > 0);
        polled.poller->stop();
        QVERIFY2(probe.worstMs() < 250, qPrintable(probe.describe()));
    }

    // sshd killed while a status GET is in flight (the endpoint holds every answer, so one always
    // is): the poll ends before its deadline with the loss named, and the node comes back once
    // the daemon answers again.
    void sshdKilledMidPoll()
    {
        QVERIFY(writeFile(m_faultFile, "hang\n"));
        LatenessProbe probe;
        PolledNode polled;
        QVERIFY(probe.excluding([&] {
            return polled.start(node(QStringLiteral("gpu-05"), m_server->port()), m_knownHosts, 8000);
        }));
        const qint64 listener = m_server->pid();
        // Scanning /proc for sshd's children takes 50-90 ms under ASan: the harness's time, not the
        // console's.
        const auto sessions = [&] { return probe.excluding([&] { return m_server->processIds(); }); };
        QTRY_VERIFY_WITH_TIMEOUT(sessions().size() >= 2, 10000); // logged in
        QTest::qWait(1000);                                      // the GET is waiting
        QElapsedTimer clock;
        clock.start();
        for (const qint64 pid : sessions()) {
            if (pid != listener)
                ::kill(pid_t(pid), SIGKILL);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!polled.code().isEmpty(), 20000);
        qInfo("%s after %lld ms: %s", qPrintable(polled.code()), clock.elapsed(),
              qPrintable(polled.status()->diagnosis->detail));
        QCOMPARE(polled.code(), u"connection_lost"_s);
        QVERIFY2(clock.elapsed() < 7000, "the loss was noticed only at the deadline");

        QVERIFY(writeFile(m_faultFile, "none\n"));
        QTRY_VERIFY_WITH_TIMEOUT(polled.healthy(), 30000);
        qInfo("healthy again %lld ms after the kill; worst GUI timer lateness %lld ms", clock.elapsed(),
              probe.worstMs());
        polled.poller->stop();
        QVERIFY2(probe.worstMs() < 250, qPrintable(probe.describe()));
    }

    // HTTP without Content-Length is still HTTP: the body ends with the connection.
    void answerWithoutContentLengthIsRead()
    {
        QVERIFY(writeFile(m_faultFile, "no-content-length\n"));
        PolledNode polled;
        QVERIFY(polled.start(node(QStringLiteral("gpu-02"), m_server->port()), m_knownHosts, 3000));
        QTRY_VERIFY_WITH_TIMEOUT(polled.status() && polled.status()->cuzk.has_value(), 20000);
        QVERIFY(polled.healthy());
        QVERIFY(writeFile(m_faultFile, "none\n"));
    }

    // HTTP/1.1 lets a server send its body in chunks: the document is what the chunks carry, and
    // the last chunk ends it even while the connection stays open.
    void chunkedAnswerIsDecoded()
    {
        const QByteArray busy = test::fixture(QStringLiteral("cuzk/status-busy.json"));
        QVERIFY(!busy.isEmpty());
        FixedAnswerServer endpoint(chunkedAnswer(busy));
        QVERIFY(endpoint.listen(QHostAddress::LocalHost));
        Node n = node(QStringLiteral("gpu-chunked"), m_server->port());
        n.statusPort = endpoint.serverPort();
        PolledNode polled;
        QVERIFY(polled.start(n, m_knownHosts, 3000));
        QTRY_VERIFY_WITH_TIMEOUT(polled.status() && (polled.status()->cuzk || polled.status()->diagnosis),
                                 20000);
        const status::NodeStatus* status = polled.status();
        QVERIFY2(status->cuzk, status->diagnosis ? qPrintable(status->diagnosis->detail) : "no document");
        QCOMPARE(polled.status()->cuzk->totalCompleted, quint64(2164));
        QCOMPARE(polled.status()->cuzk->queueDepth, quint32(5));
        QVERIFY(polled.healthy());
    }

    // Well-formed JSON that is not a cuzk status document: the connection check, given the
    // poller's parser, fails at its parse stage exactly as every poll does; the check's own
    // fallback (no parser given) only asked for a JSON object and passed it.
    void checkParsesWithThePollersParser()
    {
        const QString path = m_dir.filePath(QStringLiteral("json-not-cuzk.json"));
        QVERIFY(writeFile(path, R"({"uptime_secs":"an hour","memory":{}})"));
        Node n = node(QStringLiteral("gpu-notcuzk"), m_server->port());
        n.statusCommand = QStringLiteral("cat ") + path;
        const ssh::SshTarget target =
            fleet::NodeTargets::sshTarget(n, m_knownHosts, ssh::HostKeyPolicy::Strict);
        ssh::SshEngine engine(1);
        QSignalSpy finished(&engine, &ssh::SshEngine::finished);
        const auto run = [&](ssh::OperationRequest request) {
            finished.clear();
            engine.submit(std::move(request));
            [&] { QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000); }();
            return finished.isEmpty() ? ssh::OperationResult{}
                                      : finished.at(0).at(0).value<ssh::OperationResult>();
        };

        ssh::OperationRequest check = fleet::NodeTargets::statusRequest(n, target, true);
        check.decode = &status::CuzkStatus::decode;
        const ssh::OperationResult checked = run(check);
        QVERIFY(checked.diagnosis);
        QCOMPARE(checked.diagnosis->code, QStringLiteral("status_parse_error"));
        QCOMPARE(checked.diagnosis->stage, Diagnosis::Stage::Parse);
        QVERIFY2(checked.diagnosis->detail.contains(QLatin1String("uptime_secs")),
                 qPrintable(checked.diagnosis->detail));
        QCOMPARE(checked.stages.size(), 8);
        QCOMPARE(checked.stages.at(6).ok, std::optional<bool>(true)); // the command itself ran
        QCOMPARE(checked.stages.at(7).ok, std::optional<bool>(false));
        QCOMPARE(checked.stages.at(7).detail, checked.diagnosis->detail);

        // What a poll of the node says: the same code and the same words.
        PolledNode polled;
        QVERIFY(polled.start(n, m_knownHosts, 3000));
        QTRY_COMPARE_WITH_TIMEOUT(polled.code(), QStringLiteral("status_parse_error"), 20000);
        QCOMPARE(polled.status()->diagnosis->detail, checked.diagnosis->detail);

        // The busy fixture passes both.
        const QByteArray busy = test::fixture(QStringLiteral("cuzk/status-busy.json"));
        QVERIFY(!busy.isEmpty());
        QVERIFY(writeFile(path, busy));
        const ssh::OperationResult good = run(check);
        QVERIFY2(good.ok(), good.diagnosis ? qPrintable(good.diagnosis->detail) : "");
        QCOMPARE(good.decoded.metaType(), QMetaType::fromType<status::CuzkStatus>());
    }

    void malformedChunksAreAnHttpError()
    {
        FixedAnswerServer endpoint(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n");
        QVERIFY(endpoint.listen(QHostAddress::LocalHost));
        Node n = node(QStringLiteral("gpu-badchunks"), m_server->port());
        n.statusPort = endpoint.serverPort();
        PolledNode polled;
        QVERIFY(polled.start(n, m_knownHosts, 3000));
        QTRY_COMPARE_WITH_TIMEOUT(polled.code(), QStringLiteral("status_http_error"), 20000);
        QVERIFY2(polled.status()->diagnosis->detail.contains(QLatin1String("chunk")),
                 qPrintable(polled.status()->diagnosis->detail));
    }
};

QTEST_GUILESS_MAIN(tst_StatusFaults)
#include "tst_statusfaults.moc"
