// SPDX-License-Identifier: GPL-3.0-or-later
// The SSH engine against real OpenSSH servers on loopback: no mocked SSH anywhere.
#include "ssh/KnownHosts.h"
#include "ssh/SocketWatch.h"
#include "ssh/SshEngine.h"
#include "ssh/SshWorker.h"

#include "support/ChildProcess.h"
#include "support/CuzkSimProcess.h"
#include "support/LocalSshNode.h"
#include "support/OpenSshClient.h"
#include "support/ReservedPort.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"
#include "support/ThrowawayAccount.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QUuid>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <csignal>
#include <memory>

using namespace fleetdeck;
using namespace fleetdeck::ssh;

namespace {

OperationRequest execRequest(const SshTarget& target, const QString& command, int timeoutMs = 10000)
{
    OperationRequest r;
    r.kind = OperationKind::Exec;
    r.target = target;
    r.command = command;
    r.timeoutMs = timeoutMs;
    return r;
}

OperationRequest httpRequest(const SshTarget& target, int port, int timeoutMs = 10000)
{
    OperationRequest r;
    r.kind = OperationKind::HttpGet;
    r.target = target;
    r.httpPort = port;
    r.timeoutMs = timeoutMs;
    return r;
}
/// A loopback port whose TCP handshakes the kernel completes and that nobody ever reads: a
/// server that never answers, without a descriptor per connection in this process.
struct SilentPort
{
    int fd = -1;
    quint16 port = 0;
    SilentPort()
    {
        fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        if (fd >= 0 && ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
            ::listen(fd, 1024) == 0 && ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0)
            port = ntohs(address.sin_port);
    }
    ~SilentPort()
    {
        if (fd >= 0)
            ::close(fd);
    }
    SilentPort(const SilentPort&) = delete;
    SilentPort& operator=(const SilentPort&) = delete;
};

} // namespace

class tst_SshEngine : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<SshEngine> m_engine;
    int m_serial = 0;

    std::unique_ptr<LocalSshNode> startNode(const QStringList& extraConfig = {})
    {
        return LocalSshNode::start(m_dir.path(), QStringLiteral("node-%1").arg(++m_serial), extraConfig);
    }

    /// Runs one request through the engine and waits for its result.
    OperationResult run(const OperationRequest& request, int waitMs = 20000)
    {
        QSignalSpy spy(m_engine.get(), &SshEngine::finished);
        const quint64 id = m_engine->submit(request);
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < waitMs) {
            for (const QList<QVariant>& args : std::as_const(spy)) {
                const auto r = args.at(0).value<OperationResult>();
                if (r.id == id)
                    return r;
            }
            spy.wait(50);
        }
        OperationResult none;
        none.diagnosis = Diagnosis::make(QStringLiteral("test_wait_expired"), QStringLiteral("no result"));
        return none;
    }

    static QString describe(const OperationResult& r)
    {
        return r.diagnosis ? QStringLiteral("%1 [%2]: %3")
                                 .arg(r.diagnosis->code, Diagnosis::stageName(r.diagnosis->stage),
                                      r.diagnosis->detail)
                           : QStringLiteral("ok");
    }

private Q_SLOTS:
    void initTestCase() { FLEETDECK_REQUIRE_SSHD(); }
    void init() { m_engine = std::make_unique<SshEngine>(2); }
    void cleanup() { m_engine.reset(); }

    void execKeepsStreamsApartAndReusesTheSession()
    {
        auto node = startNode();
        OperationResult r = run(execRequest(node->target(), QStringLiteral("echo out; echo err >&2")));
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(r.exec.standardOutput, QByteArray("out\n"));
        QCOMPARE(r.exec.standardError, QByteArray("err\n"));
        QCOMPARE(r.exec.exitStatus, std::optional<int>(0));
        QVERIFY(r.freshSession);
        r = run(execRequest(node->target(), QStringLiteral("true")));
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QVERIFY(!r.freshSession); // the warm session was reused
        QCOMPARE(node->server->logText().count(QLatin1String("Accepted publickey")), 1);
    }

    // The engine goes away (the console quits, another store is opened) while commands stream
    // output on one session: each channel is closed and freed, and closing one, which services
    // the connection, never touches another operation being freed (a sanitizer build aborts on
    // that: tst_logview met it as "member call on ... invalid vptr"). The commands end on the node.
    void shutdownWithCommandsStreamingFreesThemCleanly()
    {
        auto node = startNode();
        QByteArray out;
        connect(m_engine.get(), &SshEngine::output, this,
                [&](quint64, bool, const QByteArray& data) { out += data; });
        for (int i = 0; i < 4; ++i) {
            OperationRequest request = execRequest(
                node->target(), QStringLiteral("while :; do echo tick-%1; done # streaming").arg(i), 60000);
            request.streamOutput = true;
            m_engine->submit(request);
        }
        QTRY_VERIFY_WITH_TIMEOUT(out.contains("tick-0") && out.contains("tick-1") && out.contains("tick-2") &&
                                     out.contains("tick-3"),
                                 15000);
        QVERIFY(!node->sessionProcesses(QStringLiteral("# streaming")).isEmpty());
        m_engine.reset(); // with output arriving on every channel
        QTRY_VERIFY_WITH_TIMEOUT(node->sessionProcesses(QStringLiteral("# streaming")).isEmpty(), 10000);
        m_engine = std::make_unique<SshEngine>(2);
    }

    void streamedOutputArrivesWhileTheCommandRuns()
    {
        auto node = startNode();
        m_engine = std::make_unique<SshEngine>(2);
        QSignalSpy finished(m_engine.get(), &SshEngine::finished);
        QByteArray out, err;
        int chunksBeforeEnd = 0;
        connect(m_engine.get(), &SshEngine::output, this,
                [&](quint64, bool isStderr, const QByteArray& data) {
                    (isStderr ? err : out) += data;
                    if (finished.isEmpty())
                        ++chunksBeforeEnd;
                });
        // "go" only arrives once the first line was seen: the output must be live, not kept back.
        const QString flag = m_dir.filePath(QStringLiteral("stream-go"));
        OperationRequest request = execRequest(
            node->target(),
            QStringLiteral("echo first; echo warn >&2; while [ ! -e %1 ]; do sleep 0.05; done; echo last")
                .arg(flag),
            20000);
        request.streamOutput = true;
        const quint64 id = m_engine->submit(request);
        QTRY_VERIFY_WITH_TIMEOUT(out.contains("first\n") && err.contains("warn\n"), 10000);
        QVERIFY(finished.isEmpty());
        QFile go(flag);
        QVERIFY(go.open(QIODevice::WriteOnly));
        go.close();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
        const auto r = finished.first().at(0).value<OperationResult>();
        QCOMPARE(r.id, id);
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        // Every chunk came before the result, and together they are the whole output.
        QCOMPARE(out, QByteArray("first\nlast\n"));
        QCOMPARE(err, QByteArray("warn\n"));
        QCOMPARE(r.exec.standardOutput, out);
        QVERIFY(chunksBeforeEnd >= 2);
    }

    void failingCommandKeepsStderrAndStatus()
    {
        auto node = startNode();
        const OperationResult r =
            run(execRequest(node->target(), QStringLiteral("echo partial; echo 'disk full' >&2; exit 3")));
        QVERIFY(r.diagnosis);
        QCOMPARE(r.diagnosis->code, QStringLiteral("exec_failed"));
        QCOMPARE(r.diagnosis->stage, Diagnosis::Stage::Exec);
        QVERIFY2(r.diagnosis->detail.contains(QLatin1String("exit status 3")),
                 qPrintable(r.diagnosis->detail));
        QVERIFY2(r.diagnosis->detail.contains(QLatin1String("disk full")), qPrintable(r.diagnosis->detail));
        QCOMPARE(r.exec.exitStatus, std::optional<int>(3));
        QCOMPARE(r.exec.standardOutput, QByteArray("partial\n"));
    }

    void httpThroughDirectTcpip()
    {
        auto node = startNode();
        CuzkSimProcess sim(QStringLiteral(CUZK_SIM_PATH), CuzkSimProcess::Options{});
        QVERIFY2(sim.start(), qPrintable(sim.errorString()));
        const OperationResult r = run(httpRequest(node->target(), sim.port()));
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(r.http.status, 200);
        QCOMPARE(r.http.statusLine, QByteArray("HTTP/1.1 200 OK"));
        QCOMPARE(r.http.header("content-type"), QByteArray("application/json"));
        QCOMPARE(QByteArray::number(r.http.body.size()), r.http.header("Content-Length"));
        QVERIFY(QJsonDocument::fromJson(r.http.body).object().contains(QLatin1String("counters")));
    }

    void bodiesAreDecodedOnTheEngineThread()
    {
        auto node = startNode();
        CuzkSimProcess sim(QStringLiteral(CUZK_SIM_PATH), CuzkSimProcess::Options{});
        QVERIFY2(sim.start(), qPrintable(sim.errorString()));
        OperationRequest request = httpRequest(node->target(), sim.port());
        request.decode = [](const QByteArray& body) {
            return QVariantList{QVariant::fromValue(quintptr(QThread::currentThread())), body.size()};
        };
        const OperationResult r = run(request);
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        const QVariantList decoded = r.decoded.toList();
        QCOMPARE(decoded.size(), 2);
        QVERIFY(decoded.at(0).value<quintptr>() != quintptr(QThread::currentThread()));
        QCOMPARE(decoded.at(1).toLongLong(), r.http.body.size());
        // Nothing to decode when the operation failed.
        request.httpPort = 1;
        QVERIFY(!run(request).decoded.isValid());
    }

    // The GET goes out with EOF after it (the endpoint's answer then closes the channel at
    // once); an endpoint that takes that EOF for the client leaving and drops the request
    // unanswered is asked again without it, and so is every later request of the session.
    void halfClosedRequestsAndEndpointsThatDropThem_data()
    {
        QTest::addColumn<bool>("dropsHalfClosed");
        QTest::newRow("answers a half-closed request (cuzk)") << false;
        QTest::newRow("drops a half-closed request") << true;
    }
    void halfClosedRequestsAndEndpointsThatDropThem()
    {
        QFETCH(bool, dropsHalfClosed);
        // Whether the client has shut its sending side (POLLRDHUP), waiting up to `ms` for it.
        const auto peerHalfClosed = [](qintptr fd, int ms) {
            pollfd p{int(fd), POLLRDHUP, 0};
            return ::poll(&p, 1, ms) == 1 && (p.revents & POLLRDHUP);
        };
        struct Seen
        {
            bool halfClosed = false; ///< the request's EOF came before any answer
            bool answered = false;
        };
        QList<Seen> seen;
        QTcpServer endpoint;
        QVERIFY(endpoint.listen(QHostAddress::LocalHost));
        connect(&endpoint, &QTcpServer::newConnection, this, [&] {
            while (QTcpSocket* s = endpoint.nextPendingConnection()) {
                const qsizetype index = seen.size();
                seen.append(Seen{});
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
                connect(s, &QTcpSocket::readyRead, s, [&seen, s, index, dropsHalfClosed, peerHalfClosed] {
                    if (!s->peek(4096).contains("\r\n\r\n") || seen[index].answered)
                        return;
                    s->readAll();
                    // Before Qt reads the EOF (and closes the socket on it): did the client
                    // end its request with one? (The engine sends it with the request.)
                    seen[index].halfClosed = peerHalfClosed(s->socketDescriptor(), 1000);
                    if (dropsHalfClosed && seen[index].halfClosed) {
                        s->disconnectFromHost(); // as servers that take that EOF for the client leaving
                        return;
                    }
                    seen[index].answered = true;
                    s->write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}");
                    s->disconnectFromHost();
                });
            }
        });
        auto node = startNode();
        for (int i = 0; i < 3; ++i) {
            const OperationResult r = run(httpRequest(node->target(), endpoint.serverPort()));
            QVERIFY2(r.ok(), qPrintable(describe(r)));
            QCOMPARE(r.http.body, QByteArray("{}"));
            QVERIFY(!r.freshSession || i == 0);
        }
        // One connection per request, each half-closed; or the first one dropped, then none
        // half-closed again.
        QTRY_COMPARE(seen.size(), dropsHalfClosed ? 4 : 3);
        for (qsizetype i = 0; i < seen.size(); ++i) {
            const bool dropped = dropsHalfClosed && i == 0;
            QCOMPARE(seen.at(i).halfClosed, !dropsHalfClosed || dropped);
            QCOMPARE(seen.at(i).answered, !dropped);
        }
    }

    // A poller's GET says when the next is due (nextRequestInMs): that one's channel is opened
    // shortly before (PreparedChannel::kLeadMs), so it goes out at once, one round trip instead
    // of two. Endpoints that will not hold a quiet connection are noticed and prepared for no more.
    void preparedChannels_data()
    {
        QTest::addColumn<QString>("endpoint");
        QTest::addColumn<QList<int>>("down");      // GETs while which the endpoint drops every request
        QTest::addColumn<QList<bool>>("prepared"); // for each GET: it went out on a prepared channel
        QTest::addColumn<int>("connections");      // the endpoint saw this many in all
        QTest::newRow("holds a quiet connection (cuzk)")
            << "holds" << QList<int>{} << QList<bool>{false, true, true, true} << 4;
        // Each prepared channel dies before its GET; after two, none is prepared.
        QTest::newRow("closes quiet connections")
            << "closes quiet" << QList<int>{} << QList<bool>{false, false, false, false} << 6;
        // Each prepared channel carries its GET and gets nothing back: asked again on a channel of
        // its own; after two, none is prepared.
        QTest::newRow("drops a request that comes late")
            << "drops late" << QList<int>{} << QList<bool>{false, false, false, false} << 6;
        // A daemon that answers nothing for a while fails those GETs whatever the channel (no
        // prepared channel after a failed GET); that is not held against preparing. GET 1: prepared,
        // own channel, own without EOF (half-close given up); GET 3: prepared, own.
        QTest::newRow("drops every request now and then")
            << "holds" << QList<int>{1, 3} << QList<bool>{false, false, false, false, false, true} << 9;
    }
    void preparedChannels()
    {
        QFETCH(QString, endpoint);
        QFETCH(QList<int>, down);
        QFETCH(QList<bool>, prepared);
        QFETCH(int, connections);
        constexpr int kEveryMs = 800;
        struct Seen
        {
            QElapsedTimer since;      ///< from the connection's arrival
            qint64 requestAfter = -1; ///< ms from its arrival to the request's
        };
        QList<Seen> seen;
        bool isDown = false;
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        connect(&server, &QTcpServer::newConnection, this, [&] {
            while (QTcpSocket* s = server.nextPendingConnection()) {
                const qsizetype index = seen.size();
                seen.append(Seen{});
                seen.last().since.start();
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
                if (endpoint == QLatin1String("closes quiet"))
                    QTimer::singleShot(100, s, [s] {
                        if (s->bytesAvailable() == 0)
                            s->disconnectFromHost();
                    });
                connect(s, &QTcpSocket::readyRead, s, [&seen, &endpoint, &isDown, s, index] {
                    if (!s->peek(4096).contains("\r\n\r\n") || seen[index].requestAfter >= 0)
                        return;
                    s->readAll();
                    seen[index].requestAfter = seen[index].since.elapsed();
                    if (isDown ||
                        (endpoint == QLatin1String("drops late") && seen[index].requestAfter > 200)) {
                        s->disconnectFromHost();
                        return;
                    }
                    s->write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}");
                    s->disconnectFromHost();
                });
            }
        });
        auto node = startNode();
        OperationRequest request = httpRequest(node->target(), server.serverPort());
        request.nextRequestInMs = kEveryMs;
        QElapsedTimer schedule;
        schedule.start();
        for (int i = 0; i < prepared.size(); ++i) {
            while (schedule.elapsed() < qint64(i) * kEveryMs)
                QTest::qWait(5);
            if (i == prepared.size() - 1)
                request.nextRequestInMs = -1; // the last: nothing to prepare after it
            isDown = down.contains(i);
            const OperationResult r = run(request);
            if (isDown) {
                QVERIFY2(r.diagnosis && r.diagnosis->code == QLatin1String("status_http_error"),
                         qPrintable(describe(r)));
            } else {
                QVERIFY2(r.ok(), qPrintable(describe(r)));
                QCOMPARE(r.http.body, QByteArray("{}"));
            }
            QVERIFY(!r.freshSession || i == 0);
            QVERIFY2(r.preparedChannel == prepared.at(i), qPrintable(QStringLiteral("GET %1").arg(i)));
        }
        QTest::qWait(kEveryMs); // a channel prepared that should not have been would show by now
        QCOMPARE(seen.size(), connections);
        if (endpoint == QLatin1String("holds") && down.isEmpty()) {
            // Opened about kLeadMs (500 ms) before its GET: not at once after the answer before
            // (that would be ~800 ms), not with the GET.
            for (qsizetype i = 1; i < seen.size(); ++i)
                QVERIFY2(seen.at(i).requestAfter > 250 && seen.at(i).requestAfter < 750,
                         qPrintable(QString::number(seen.at(i).requestAfter)));
        }
    }

    // A prepared channel whose open is refused (the endpoint stopped listening since) is dropped
    // quietly: the GET opens its own, and that one's refusal is what is reported. It does not count
    // against preparing: once the endpoint is back, the GET after next goes out prepared again.
    void preparedChannelRefused()
    {
        auto node = startNode();
        CuzkSimProcess sim(QStringLiteral(CUZK_SIM_PATH), CuzkSimProcess::Options{});
        QVERIFY2(sim.start(), qPrintable(sim.errorString()));
        OperationRequest request = httpRequest(node->target(), sim.port());
        request.nextRequestInMs = 1500; // prepared 1 s from now, long after the endpoint is gone
        OperationResult r = run(request);
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        sim.stop();
        QTest::qWait(1600);
        r = run(request);
        QVERIFY(!r.preparedChannel);
        QVERIFY2(r.diagnosis && r.diagnosis->code == QLatin1String("status_unreachable"),
                 qPrintable(describe(r)));
        QCOMPARE(r.diagnosis->stage, Diagnosis::Stage::Channel);
        QVERIFY2(sim.start(), qPrintable(sim.errorString()));
        request.httpPort = sim.port();
        request.nextRequestInMs = 600;
        for (const bool expected : {false, true}) {
            QTest::qWait(expected ? 600 : 0);
            r = run(request);
            QVERIFY2(r.ok(), qPrintable(describe(r)));
            QCOMPARE(r.preparedChannel, expected);
        }
    }

    void nothingOnTheStatusPort()
    {
        auto node = startNode();
        ReservedPort closed;
        const OperationResult r = run(httpRequest(node->target(), closed.port()));
        QVERIFY(r.diagnosis);
        QCOMPARE(r.diagnosis->code, QStringLiteral("status_unreachable"));
        QCOMPARE(r.diagnosis->stage, Diagnosis::Stage::Channel);
    }

    void forwardingDisabled()
    {
        auto node = startNode({QStringLiteral("Match all"), QStringLiteral("    AllowTcpForwarding no")});
        const OperationResult r = run(httpRequest(node->target(), 9821));
        QVERIFY(r.diagnosis);
        QCOMPARE(r.diagnosis->code, QStringLiteral("channel_refused"));
        QVERIFY2(r.diagnosis->detail.contains(QLatin1String("prohibited"), Qt::CaseInsensitive),
                 qPrintable(r.diagnosis->detail));
    }

    void refusedPort()
    {
        auto node = startNode();
        ReservedPort closed;
        SshTarget t = node->target();
        t.port = closed.port();
        const OperationResult r = run(execRequest(t, QStringLiteral("true")));
        QVERIFY(r.diagnosis);
        QCOMPARE(r.diagnosis->code, QStringLiteral("connection_refused"));
        QCOMPARE(r.diagnosis->stage, Diagnosis::Stage::Connect);
        QVERIFY(!r.diagnosis->hint.isEmpty());
    }

    void noAddressEndsAtOnceWithoutTrying()
    {
        // A provider's node before its instance publishes an address: nothing to resolve or try.
        auto node = startNode();
        SshTarget t = node->target();
        t.host.clear();
        const qsizetype connectionsBefore = node->server->logText().count(QLatin1String("Connection from"));
        QElapsedTimer clock;
        clock.start();
        const OperationResult r = run(execRequest(t, QStringLiteral("true")));
        QVERIFY(r.diagnosis);
        QCOMPARE(r.diagnosis->code, QStringLiteral("no_address"));
        QCOMPARE(r.diagnosis->stage, Diagnosis::Stage::Resolve);
        QVERIFY(r.diagnosis->message.contains(QLatin1String("no SSH address")));
        QVERIFY(!r.diagnosis->hint.isEmpty());
        QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));
        QTest::qWait(200);
        QCOMPARE(node->server->logText().count(QLatin1String("Connection from")), connectionsBefore);
    }

    void silentPortEndsWithinTheDeadline()
    {
        QTcpServer silent; // accepts TCP, never speaks
        QVERIFY(silent.listen(QHostAddress::LocalHost));
        auto node = startNode();
        SshTarget t = node->target();
        t.port = silent.serverPort();
        QElapsedTimer clock;
        clock.start();
        const OperationResult r = run(execRequest(t, QStringLiteral("true"), 700));
        QVERIFY(r.diagnosis);
        QCOMPARE(r.diagnosis->code, QStringLiteral("no_ssh_banner"));
        QCOMPARE(r.diagnosis->stage, Diagnosis::Stage::Handshake);
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
    }

    void timedOutLoginsFreeTheirSockets()
    {
        // A poll round against nodes whose sshd never answers (a machine under load): each login
        // times out and the next round logs in again. Every timed-out login must give its socket
        // back; a leak here once held a thousand nodes' sshd processes open per round until the
        // machine ran out of processes.
        const SilentPort silent;
        QVERIFY(silent.port);
        const auto openFds = [] {
            return int(QDir(QStringLiteral("/proc/self/fd")).entryList(QDir::Files | QDir::System).size());
        };

        constexpr int kNodes = 24;
        constexpr int kRounds = 5;
        QList<int> fdsAfterRound;
        for (int round = 0; round < kRounds; ++round) {
            QSignalSpy spy(m_engine.get(), &SshEngine::finished);
            for (int i = 0; i < kNodes; ++i) {
                SshTarget t;
                t.node = QStringLiteral("silent-%1").arg(i);
                t.host = QStringLiteral("127.0.0.1");
                t.port = silent.port;
                t.user = QStringLiteral("nobody");
                t.knownHostsPath = m_dir.filePath(QStringLiteral("known_hosts_silent"));
                t.hostKeyPolicy = HostKeyPolicy::Strict;
                m_engine->submit(httpRequest(t, 9821, 300));
            }
            QTRY_COMPARE_WITH_TIMEOUT(spy.size(), kNodes, 10000);
            for (const QList<QVariant>& args : std::as_const(spy))
                QVERIFY(args.at(0).value<OperationResult>().diagnosis);
            QTest::qWait(50); // connections are freed from the worker's event loop
            fdsAfterRound << openFds();
        }
        // The first round may leave each node's latest attempt in the pool; later rounds must not
        // add to it.
        QVERIFY2(fdsAfterRound.last() <= fdsAfterRound.first() + 4,
                 qPrintable(QStringLiteral("open descriptors after each round: %1").arg([&] {
                     QStringList out;
                     for (int n : fdsAfterRound)
                         out << QString::number(n);
                     return out.join(QStringLiteral(", "));
                 }())));
    }

    void loginsBeyondTheCapWaitTheirTurn()
    {
        // More nodes than a worker logs in to at once, none of them answering: at most
        // kMaxLoginsAtOnce sockets are open at a time, and each node still gets a real login
        // attempt with its whole deadline (no_ssh_banner, not a timeout spent in the queue).
        const SilentPort silent;
        QVERIFY(silent.port);
        const auto openSockets = [] {
            int n = 0;
            for (const QFileInfo& fd :
                 QDir(QStringLiteral("/proc/self/fd")).entryInfoList(QDir::Files | QDir::System))
                n += fd.symLinkTarget().contains(QLatin1String("socket:")) ? 1 : 0;
            return n;
        };

        SshEngine engine(1);
        const int before = openSockets();
        constexpr int kNodes = SshWorker::kMaxLoginsAtOnce * 2 + 10;
        QSignalSpy spy(&engine, &SshEngine::finished);
        for (int i = 0; i < kNodes; ++i) {
            SshTarget t;
            t.node = QStringLiteral("queued-%1").arg(i);
            t.host = QStringLiteral("127.0.0.1");
            t.port = silent.port;
            t.user = QStringLiteral("nobody");
            t.knownHostsPath = m_dir.filePath(QStringLiteral("known_hosts_queued"));
            engine.submit(httpRequest(t, 9821, 400));
        }
        int most = 0;
        QElapsedTimer clock;
        clock.start();
        while (spy.size() < kNodes && clock.elapsed() < 20000) {
            most = qMax(most, openSockets() - before);
            spy.wait(20);
        }
        QCOMPARE(spy.size(), kNodes);
        QVERIFY2(most <= SshWorker::kMaxLoginsAtOnce, qPrintable(QString::number(most)));
        QVERIFY2(most >= SshWorker::kMaxLoginsAtOnce / 2,
                 qPrintable(QString::number(most))); // it did run many
        for (const QList<QVariant>& args : std::as_const(spy)) {
            const auto r = args.at(0).value<OperationResult>();
            QVERIFY(r.diagnosis);
            QCOMPARE(r.diagnosis->code, QStringLiteral("no_ssh_banner"));
        }
    }

    void unknownHostKeyUnderEachPolicy()
    {
        auto node = startNode();
        QFile::remove(node->knownHosts);
        SshTarget t = node->target();
        for (const HostKeyPolicy policy : {HostKeyPolicy::Strict, HostKeyPolicy::Ask}) {
            t.hostKeyPolicy = policy;
            const OperationResult r = run(execRequest(t, QStringLiteral("true")));
            QVERIFY(r.diagnosis);
            QCOMPARE(r.diagnosis->code, QStringLiteral("host_key_unknown"));
            QVERIFY(r.hostKey);
            QCOMPARE(r.hostKey->fingerprint, node->server->hostKeyFingerprint());
            QVERIFY(r.diagnosis->detail.contains(node->server->hostKeyFingerprint()));
        }
        QVERIFY(!QFile::exists(node->knownHosts)); // nothing recorded without consent
        QVERIFY(!node->server->logText().contains(QLatin1String("publickey")));

        // The operator's decision is recorded and the retry succeeds.
        t.hostKeyPolicy = HostKeyPolicy::Ask;
        const OperationResult asked = run(execRequest(t, QStringLiteral("true")));
        QVERIFY(asked.hostKey);
        QString error;
        QVERIFY2(SshEngine::trustHostKey(*asked.hostKey, t.knownHostsPath, false, &error), qPrintable(error));
        QVERIFY2(run(execRequest(t, QStringLiteral("true"))).ok(), "after trusting the key");

        // accept-new records an unknown key by itself.
        QFile::remove(node->knownHosts);
        t.hostKeyPolicy = HostKeyPolicy::AcceptNew;
        m_engine = std::make_unique<SshEngine>(2);
        const OperationResult accepted = run(execRequest(t, QStringLiteral("true")));
        QVERIFY2(accepted.ok(), qPrintable(describe(accepted)));
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-F"), QStringLiteral("[127.0.0.1]:%1").arg(node->server->port()),
                      QStringLiteral("-f"), node->knownHosts});
        QVERIFY(keygen.waitForFinished());
        QCOMPARE(keygen.exitCode(), 0);
    }

    void changedHostKeyNeverAuthenticates()
    {
        auto node = startNode();
        auto other = startNode(); // its host key stands in for the old one
        QFile kh(node->knownHosts);
        QVERIFY(kh.open(QIODevice::WriteOnly));
        kh.write(QStringLiteral("[127.0.0.1]:%1 %2\n")
                     .arg(node->server->port())
                     .arg(other->server->hostKeyPublicLine())
                     .toUtf8());
        kh.close();
        for (const HostKeyPolicy policy :
             {HostKeyPolicy::Strict, HostKeyPolicy::AcceptNew, HostKeyPolicy::Ask}) {
            SshTarget t = node->target();
            t.hostKeyPolicy = policy;
            const OperationResult r = run(execRequest(t, QStringLiteral("true")));
            QVERIFY(r.diagnosis);
            QCOMPARE(r.diagnosis->code, QStringLiteral("host_key_changed"));
            QVERIFY(r.hostKey);
            QCOMPARE(r.hostKey->fingerprint, node->server->hostKeyFingerprint());
            QCOMPARE(r.hostKey->knownFingerprints, QStringList{other->server->hostKeyFingerprint()});
        }
        // sshd saw no authentication attempt at all: nothing secret was sent.
        QTest::qWait(200);
        const QString log = node->server->logText();
        QVERIFY2(!log.contains(QLatin1String("publickey")) && !log.contains(QLatin1String("Accepted")),
                 qPrintable(log));
        QVERIFY2(!log.contains(QLatin1String("authenticating user")), qPrintable(log));
    }

    void keyNotAuthorized()
    {
        auto node = startNode();
        node->server->setAuthorizedKeys({});
        const OperationResult r = run(execRequest(node->target(), QStringLiteral("true")));
        QVERIFY(r.diagnosis);
        QCOMPARE(r.diagnosis->code, QStringLiteral("auth_denied"));
        QCOMPARE(r.diagnosis->stage, Diagnosis::Stage::Auth);
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"), {QStringLiteral("-lf"), node->key.publicKeyPath()});
        QVERIFY(keygen.waitForFinished());
        const QString fingerprint =
            QString::fromLatin1(keygen.readAllStandardOutput()).split(QLatin1Char(' ')).value(1);
        QVERIFY(fingerprint.startsWith(QLatin1String("SHA256:")));
        QVERIFY2(r.diagnosis->detail.contains(fingerprint), qPrintable(r.diagnosis->detail));
        QVERIFY2(r.diagnosis->detail.contains(QLatin1String("Permission denied (publickey)")),
                 qPrintable(r.diagnosis->detail));
        // The server's side of the story: it saw this very key and refused it.
        QVERIFY(node->server->waitForLog(QStringLiteral("Failed publickey")));
        QVERIFY2(node->server->logText().contains(fingerprint), qPrintable(node->server->logText()));
    }

    void encryptedKeyNeedsItsPassphrase()
    {
        auto node = startNode();
        const QString path = m_dir.filePath(QStringLiteral("encrypted_key"));
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                      QStringLiteral("-N"), QStringLiteral("sesame"), QStringLiteral("-f"), path});
        QVERIFY(keygen.waitForFinished());
        QFile pub(path + QStringLiteral(".pub"));
        QVERIFY(pub.open(QIODevice::ReadOnly));
        node->server->setAuthorizedKeys({QString::fromUtf8(pub.readAll()).trimmed()});
        SshTarget t = node->target();
        t.identity = path;
        OperationResult r = run(execRequest(t, QStringLiteral("true")));
        QVERIFY(r.diagnosis);
        QCOMPARE(r.diagnosis->code, QStringLiteral("key_unusable"));
        QVERIFY2(r.diagnosis->detail.contains(QLatin1String("encrypted")), qPrintable(r.diagnosis->detail));
        t.passphrase = QStringLiteral("wrong");
        r = run(execRequest(t, QStringLiteral("true")));
        QVERIFY(r.diagnosis);
        QCOMPARE(r.diagnosis->code, QStringLiteral("key_unusable"));
        t.passphrase = QStringLiteral("sesame");
        r = run(execRequest(t, QStringLiteral("true")));
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QVERIFY(!r.diagnosis.has_value());
    }

    void agentAndDefaultKeys()
    {
        auto node = startNode();
        // The agent: a real ssh-agent on a socket of our own, holding the node's key.
        const QString socket = m_dir.filePath(QStringLiteral("agent.sock"));
        ChildProcess agent;
        QVERIFY(
            agent.start(QStringLiteral("ssh-agent"), {QStringLiteral("-D"), QStringLiteral("-a"), socket}));
        QTRY_VERIFY(QFile::exists(socket));
        QProcess add;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SSH_AUTH_SOCK"), socket);
        add.setProcessEnvironment(env);
        add.start(QStringLiteral("ssh-add"), {node->key.privateKeyPath()});
        QVERIFY(add.waitForFinished());
        QCOMPARE(add.exitCode(), 0);
        SshTarget t = node->target();
        t.identity.reset();
        t.useAgent = true;
        t.useDefaultKeys = false;
        qputenv("SSH_AUTH_SOCK", socket.toUtf8());
        OperationResult r = run(execRequest(t, QStringLiteral("echo agent")));
        qunsetenv("SSH_AUTH_SOCK");
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(r.exec.standardOutput, QByteArray("agent\n"));
        agent.stop();
        // The login says which key the server accepted, and where it came from.
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"), {QStringLiteral("-lf"), node->key.publicKeyPath()});
        QVERIFY(keygen.waitForFinished());
        const QString fingerprint =
            QString::fromLatin1(keygen.readAllStandardOutput()).split(QLatin1Char(' ')).value(1);
        QVERIFY(fingerprint.startsWith(QLatin1String("SHA256:")));
        QCOMPARE(r.acceptedKey.fingerprint, fingerprint);
        QCOMPARE(r.acceptedKey.source, QStringLiteral("ssh-agent"));

        // Default keys: $HOME/.ssh/id_ed25519 (HOME is a directory of the test's own).
        const QByteArray home = qgetenv("HOME");
        const QString fakeHome = m_dir.filePath(QStringLiteral("home"));
        QVERIFY(QDir().mkpath(fakeHome + QStringLiteral("/.ssh")));
        QVERIFY(QFile::copy(node->key.privateKeyPath(), fakeHome + QStringLiteral("/.ssh/id_ed25519")));
        QFile::setPermissions(fakeHome + QStringLiteral("/.ssh/id_ed25519"),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        qputenv("HOME", fakeHome.toUtf8());
        t.node = QStringLiteral("default-keys");
        t.useAgent = false;
        t.useDefaultKeys = true;
        r = run(execRequest(t, QStringLiteral("echo defaults")));
        qputenv("HOME", home);
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(r.exec.standardOutput, QByteArray("defaults\n"));
        QCOMPARE(r.acceptedKey.fingerprint, fingerprint);
        QCOMPARE(r.acceptedKey.source, fakeHome + QStringLiteral("/.ssh/id_ed25519"));
    }

    void passwordAndKeyboardInteractive()
    {
        // A password login needs an account with a password this test knows: a throwaway
        // account, created for the test and removed after it (only possible as root).
        QString why;
        const auto throwaway = ThrowawayAccount::create(QStringLiteral("fleetdeck-pwtest"), &why);
        if (!throwaway)
            QSKIP(qPrintable(why));
        const QString account = throwaway->name();
        const QByteArray password = throwaway->password();

        for (const bool keyboardInteractive : {false, true}) {
            SshdServer::Options options;
            options.workDir =
                m_dir.filePath(keyboardInteractive ? QStringLiteral("pw-kbd") : QStringLiteral("pw-plain"));
            // keyboard-interactive is served by PAM; plain password without it.
            options.extraConfigLines =
                keyboardInteractive ? QStringList{QStringLiteral("Match all"),
                                                  QStringLiteral("    PasswordAuthentication no"),
                                                  QStringLiteral("    KbdInteractiveAuthentication yes")}
                                    : QStringList{QStringLiteral("Match all"),
                                                  QStringLiteral("    PasswordAuthentication yes")};
            if (keyboardInteractive) {
                // UsePAM is a global option: it has to be replaced, not overridden in a Match block.
                options.usePam = true;
            }
            SshdServer server(options);
            QVERIFY2(server.start(), qPrintable(server.errorString()));
            const QString knownHosts = options.workDir + QStringLiteral("/known_hosts");
            QVERIFY(server.writeKnownHosts(knownHosts));
            SshTarget t;
            t.node = keyboardInteractive ? QStringLiteral("kbd") : QStringLiteral("pw");
            t.host = QStringLiteral("127.0.0.1");
            t.port = server.port();
            t.user = account;
            t.knownHostsPath = knownHosts;
            t.useAgent = false;
            t.useDefaultKeys = false;

            // No password supplied: refused, and the detail names what the server offers.
            OperationResult r = run(execRequest(t, QStringLiteral("id -un")));
            QVERIFY(r.diagnosis);
            QCOMPARE(r.diagnosis->code, QStringLiteral("auth_denied"));
            QVERIFY2(r.diagnosis->detail.contains(keyboardInteractive ? QLatin1String("keyboard-interactive")
                                                                      : QLatin1String("password")),
                     qPrintable(r.diagnosis->detail));

            t.password = QStringLiteral("wrong");
            t.node += QStringLiteral("-wrong");
            r = run(execRequest(t, QStringLiteral("id -un")));
            QVERIFY(r.diagnosis);
            QCOMPARE(r.diagnosis->code, QStringLiteral("auth_denied"));

            t.password = QString::fromLatin1(password);
            t.node += QStringLiteral("-right");
            r = run(execRequest(t, QStringLiteral("id -un")));
            QVERIFY2(r.ok(), qPrintable(describe(r)));
            QCOMPARE(r.exec.standardOutput.trimmed(), account.toUtf8());
            // The secret never appears in what the engine reports.
            QVERIFY(!r.exec.standardOutput.contains(password) &&
                    !describe(r).contains(QString::fromLatin1(password)));
        }
    }

    void cancelEndsAnOperationPromptly()
    {
        auto node = startNode();
        OperationRequest request = execRequest(node->target(), QStringLiteral("sleep 20"), 30000);
        QSignalSpy spy(m_engine.get(), &SshEngine::finished);
        QElapsedTimer clock;
        clock.start();
        m_engine->submit(request);
        QTest::qWait(700); // logged in, the command is running, nothing arrives
        request.cancel.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(spy.count(), 1, 5000);
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
        const auto r = spy.first().at(0).value<OperationResult>();
        QVERIFY(r.diagnosis);
        QVERIFY2(r.diagnosis->detail.contains(QLatin1String("cancelled")), qPrintable(r.diagnosis->detail));
    }

    void serverRestartedBetweenOperations()
    {
        auto node = startNode();
        QVERIFY(run(execRequest(node->target(), QStringLiteral("true"))).ok());
        node->server->stop();
        QVERIFY(node->server->start());
        const OperationResult r = run(execRequest(node->target(), QStringLiteral("echo again")));
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(r.exec.standardOutput, QByteArray("again\n"));
        QVERIFY(r.reconnected);
        QVERIFY(r.freshSession);
    }

    void connectionKilledUnderAWarmSession()
    {
        auto node = startNode();
        QVERIFY(run(execRequest(node->target(), QStringLiteral("true"))).ok());
        // Kill the per-connection sshd processes, keep the listener: the warm session is dead.
        const QList<qint64> pids = node->server->processIds();
        QVERIFY(pids.size() >= 2);
        for (qint64 pid : pids.mid(1))
            ::kill(pid_t(pid), SIGKILL);
        const OperationResult r = run(execRequest(node->target(), QStringLiteral("echo alive")));
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(r.exec.standardOutput, QByteArray("alive\n"));
        QVERIFY(r.reconnected);
    }

    // sshd killed while a command runs: the result comes at once as connection_lost, not at the
    // deadline, and the command is not run a second time behind the operator's back.
    void connectionKilledMidExec()
    {
        auto node = startNode();
        const QString marker = m_dir.filePath(QStringLiteral("mid-exec-%1").arg(m_serial));
        QSignalSpy finished(m_engine.get(), &SshEngine::finished);
        const quint64 id = m_engine->submit(execRequest(
            node->target(), QStringLiteral("echo run >> %1; sleep 5; echo done").arg(marker), 20000));
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(marker), 10000);
        QElapsedTimer clock;
        clock.start();
        const QList<qint64> pids = node->server->processIds();
        for (qint64 pid : pids.mid(1))
            ::kill(pid_t(pid), SIGKILL);
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 10000);
        const auto r = finished.first().at(0).value<OperationResult>();
        QCOMPARE(r.id, id);
        QVERIFY2(!r.ok(), "a command whose connection died cannot have succeeded");
        QVERIFY2(r.diagnosis->code == QLatin1String("connection_lost"), qPrintable(describe(r)));
        QVERIFY2(clock.elapsed() < 4000, "the loss was noticed only at the deadline");
        QTest::qWait(500);
        QFile f(marker);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("run\n")); // ran once
        // The node is up: the next operation logs in again and works.
        QVERIFY(run(execRequest(node->target(), QStringLiteral("true"))).ok());
    }

    void unansweredKeepalivesDropTheSession()
    {
        auto node = startNode();
        m_engine->setKeepaliveInterval(150);
        QVERIFY(run(execRequest(node->target(), QStringLiteral("true"))).ok());
        // Freeze the connection's sshd: TCP stays up, but nothing answers any more.
        const QList<qint64> pids = node->server->processIds();
        for (qint64 pid : pids.mid(1))
            ::kill(pid_t(pid), SIGSTOP);
        QTest::qWait(800);
        const OperationResult r = run(execRequest(node->target(), QStringLiteral("echo fresh")));
        for (qint64 pid : pids.mid(1))
            ::kill(pid_t(pid), SIGCONT);
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QVERIFY(r.reconnected);
        QVERIFY(r.freshSession);
    }

    void freshLoginCheckRunsBesideTheWarmSession()
    {
        auto node = startNode();
        m_engine->setFreshLoginInterval(0);
        const OperationResult first = run(execRequest(node->target(), QStringLiteral("true")));
        QVERIFY2(first.ok(), qPrintable(describe(first)));
        QVERIFY(first.freshSession);
        // Past the interval: the operation runs on the warm session while a second login proves
        // that new logins still work.
        const OperationResult r = run(execRequest(node->target(), QStringLiteral("echo warm")));
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QVERIFY(!r.freshSession);
        QCOMPARE(r.exec.standardOutput, QByteArray("warm\n"));
        QTRY_COMPARE_WITH_TIMEOUT(node->server->logText().count(QLatin1String("Accepted publickey")), 2,
                                  10000);
        const OperationResult after = run(execRequest(node->target(), QStringLiteral("true")));
        QVERIFY(after.ok());
        QVERIFY(!after.freshLoginFailure);
    }

    void freshLoginCheckFlagsAKeyNoLongerAccepted()
    {
        auto node = startNode();
        m_engine->setFreshLoginInterval(60 * 60 * 1000);
        QVERIFY(run(execRequest(node->target(), QStringLiteral("true"))).ok());
        // The key vanishes from authorized_keys (as on a vast.ai instance whose platform rewrote
        // the file); the open session is unaffected.
        QVERIFY(node->server->setAuthorizedKeys({}));
        m_engine->setFreshLoginInterval(0);
        QVERIFY(run(execRequest(node->target(), QStringLiteral("true"))).ok()); // starts the check
        OperationResult r;
        QVERIFY(QTest::qWaitFor(
            [&] {
                r = run(execRequest(node->target(), QStringLiteral("echo still here")));
                return r.freshLoginFailure.has_value();
            },
            10000));
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(r.exec.standardOutput, QByteArray("still here\n"));
        QVERIFY(!r.freshSession);
        QCOMPARE(r.freshLoginFailure->code, QStringLiteral("auth_denied"));
        QCOMPARE(r.freshLoginFailure->stage, Diagnosis::Stage::Auth);

        // The key is back: the next check succeeds and the flag goes.
        QVERIFY(node->server->setAuthorizedKeys({node->key.publicKeyLine()}));
        QVERIFY(QTest::qWaitFor(
            [&] {
                r = run(execRequest(node->target(), QStringLiteral("true")));
                return r.ok() && !r.freshLoginFailure;
            },
            10000));
    }

    void checkReportsEveryStage()
    {
        auto node = startNode();
        CuzkSimProcess sim(QStringLiteral(CUZK_SIM_PATH), CuzkSimProcess::Options{});
        QVERIFY(sim.start());
        OperationRequest request = httpRequest(node->target(), sim.port());
        request.kind = OperationKind::Check;
        OperationResult r = run(request);
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QStringList names;
        for (const StageReport& s : r.stages) {
            names << Diagnosis::stageName(s.stage);
            QVERIFY2(s.ok == std::optional<bool>(true), qPrintable(Diagnosis::stageName(s.stage) + s.detail));
        }
        QCOMPARE(names, (QStringList{"resolve", "connect", "handshake", "host_key", "auth", "channel", "http",
                                     "parse"}));

        ReservedPort closed;
        request.target.port = closed.port();
        r = run(request);
        QVERIFY(r.diagnosis);
        QCOMPARE(r.stages.size(), 8);
        QCOMPARE(r.stages.at(0).ok, std::optional<bool>(true));
        QCOMPARE(r.stages.at(1).ok, std::optional<bool>(false));
        for (int i = 2; i < 8; ++i)
            QVERIFY(!r.stages.at(i).ok.has_value());
    }

    void sshConfigAliasAndProxyJump()
    {
        auto destination = startNode();
        auto bastion = startNode();
        const QString user = OpenSshClient::currentUserName();
        const QString config = m_dir.filePath(QStringLiteral("ssh_config"));
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("Host direct-alias\n"
                                  "    HostName 127.0.0.1\n    Port %1\n    User %2\n    IdentityFile %3\n"
                                  "Host dest-alias\n"
                                  "    HostName 127.0.0.1\n    Port %1\n    User %2\n    IdentityFile %3\n"
                                  "    ProxyJump bastion-alias\n"
                                  "Host bastion-alias\n"
                                  "    HostName 127.0.0.1\n    Port %4\n    User %2\n    IdentityFile %5\n")
                       .arg(destination->server->port())
                       .arg(user, destination->key.privateKeyPath())
                       .arg(bastion->server->port())
                       .arg(bastion->key.privateKeyPath())
                       .toUtf8());
        file.close();
        const QString knownHosts = m_dir.filePath(QStringLiteral("both_known_hosts"));
        QFile kh(knownHosts);
        QVERIFY(kh.open(QIODevice::WriteOnly));
        kh.write((destination->server->knownHostsLine() + QLatin1Char('\n') +
                  bastion->server->knownHostsLine() + QLatin1Char('\n'))
                     .toUtf8());
        kh.close();

        SshTarget t;
        t.node = QStringLiteral("configured");
        t.host = QStringLiteral("direct-alias");
        t.knownHostsPath = knownHosts;
        t.useAgent = false;
        t.useDefaultKeys = false;
        t.useSshConfig = true;
        t.sshConfigPath = config;
        OperationResult r = run(execRequest(t, QStringLiteral("echo direct")));
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(r.exec.standardOutput, QByteArray("direct\n"));

        t.node = QStringLiteral("jumped");
        t.host = QStringLiteral("dest-alias");
        r = run(execRequest(t, QStringLiteral("echo through")));
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(r.exec.standardOutput, QByteArray("through\n"));
        QVERIFY(bastion->server->waitForLog(QStringLiteral("Accepted publickey")));
        QVERIFY(destination->server->logText().count(QLatin1String("Accepted publickey")) == 2);

        OperationRequest check = execRequest(t, QStringLiteral("cat /dev/null; echo {}"));
        check.kind = OperationKind::Check;
        t.node = QStringLiteral("jumped-check");
        check.target = t;
        r = run(check);
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QVERIFY2(r.stages.at(1).detail.contains(QLatin1String("bastion")) ||
                     r.stages.at(1).detail.contains(QLatin1String("through")),
                 qPrintable(r.stages.at(1).detail));

        // Without the bastion the destination cannot be reached, and the detail says where it broke.
        bastion->server->stop();
        t.node = QStringLiteral("jumped-again");
        r = run(execRequest(t, QStringLiteral("true")));
        QVERIFY(r.diagnosis);
        QCOMPARE(r.diagnosis->code, QStringLiteral("connection_refused"));
        QVERIFY2(r.diagnosis->detail.contains(QLatin1String("jump host")), qPrintable(r.diagnosis->detail));
    }

    void fiftyConcurrentOperationsAcrossTwentyNodes()
    {
        std::vector<std::unique_ptr<LocalSshNode>> nodes;
        for (int i = 0; i < 20; ++i) {
            nodes.push_back(startNode());
            QVERIFY(nodes.back()->server->isRunning());
        }
        m_engine = std::make_unique<SshEngine>(4);
        QSignalSpy spy(m_engine.get(), &SshEngine::finished);
        QHash<quint64, QByteArray> expected;
        for (int i = 0; i < 50; ++i) {
            const auto& node = nodes.at(size_t(i % 20));
            expected.insert(
                m_engine->submit(execRequest(node->target(), QStringLiteral("echo %1").arg(i), 30000)),
                QByteArray::number(i) + '\n');
        }
        QTRY_COMPARE_WITH_TIMEOUT(spy.count(), 50, 60000);
        for (const QList<QVariant>& args : std::as_const(spy)) {
            const auto r = args.at(0).value<OperationResult>();
            QVERIFY2(r.ok(), qPrintable(describe(r)));
            QCOMPARE(r.exec.standardOutput, expected.value(r.id));
        }
    }

    void aLoneSessionIsNeverHeldBack()
    {
        // One node asked back to back: each answer is handled as it arrives, never gathered.
        auto node = startNode();
        CuzkSimProcess sim(QStringLiteral(CUZK_SIM_PATH), CuzkSimProcess::Options{});
        QVERIFY2(sim.start(), qPrintable(sim.errorString()));
        m_engine = std::make_unique<SshEngine>(1);
        QVERIFY(run(httpRequest(node->target(), sim.port())).ok()); // logged in
        const quint64 before = SocketWatch::gatherings();
        for (int i = 0; i < 40; ++i) {
            const OperationResult r = run(httpRequest(node->target(), sim.port()));
            QVERIFY2(r.ok(), qPrintable(describe(r)));
        }
        QCOMPARE(SocketWatch::gatherings(), before);
    }

    void manyBusySessionsOnOneWorkerAreGathered()
    {
        // Twenty warm sessions on one worker, each asked at once: their answers are gathered
        // (a wait of a few ms lets more of them arrive), and every one is still right.
        std::vector<std::unique_ptr<LocalSshNode>> nodes;
        for (int i = 0; i < 20; ++i) {
            nodes.push_back(startNode());
            QVERIFY(nodes.back()->server->isRunning());
        }
        CuzkSimProcess sim(QStringLiteral(CUZK_SIM_PATH), CuzkSimProcess::Options{});
        QVERIFY2(sim.start(), qPrintable(sim.errorString()));
        m_engine = std::make_unique<SshEngine>(1);
        QSignalSpy spy(m_engine.get(), &SshEngine::finished);
        const auto round = [&] {
            spy.clear();
            for (const auto& node : nodes)
                m_engine->submit(httpRequest(node->target(), sim.port()));
            QTRY_COMPARE_WITH_TIMEOUT(spy.count(), int(nodes.size()), 60000);
            for (const QList<QVariant>& args : std::as_const(spy)) {
                const auto r = args.at(0).value<OperationResult>();
                QVERIFY2(r.ok(), qPrintable(describe(r)));
                QCOMPARE(r.http.status, 200);
            }
        };
        round(); // logins
        const quint64 before = SocketWatch::gatherings();
        for (int i = 0; i < 3; ++i)
            round();
        QVERIFY2(SocketWatch::gatherings() > before, "no gathering while twenty sessions answered at once");
    }
};

QTEST_GUILESS_MAIN(tst_SshEngine)
#include "tst_sshengine.moc"
