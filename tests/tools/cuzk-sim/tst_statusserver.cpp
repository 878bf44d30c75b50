// SPDX-License-Identifier: GPL-3.0-or-later
// The status endpoint: HTTP behaviour in-process, then the real cuzk-sim executable over
// loopback TCP, started and stopped the way a test harness or the demo launcher does it.
#include "SimChild.h"
#include "StatusSchema.h"
#include "StatusServer.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace fleetdeck::sim;
using fleetdeck::sim::test::SimChild;
using fleetdeck::sim::test::StatusSchema;

namespace {

const QString kSimulator = QStringLiteral(CUZK_SIM_PATH);

struct HttpResponse
{
    QByteArray statusLine;
    QList<QByteArray> headers; // "Name: value", in order
    QByteArray body;
    bool closedByServer = false;

    QByteArray header(const QByteArray& name) const
    {
        for (const QByteArray& h : headers) {
            if (h.startsWith(name + ": "))
                return h.mid(name.size() + 2);
        }
        return {};
    }
};

HttpResponse parse(const QByteArray& raw)
{
    HttpResponse r;
    const qsizetype end = raw.indexOf("\r\n\r\n");
    if (end < 0)
        return r;
    QList<QByteArray> lines = raw.left(end).split('\n');
    for (QByteArray& line : lines)
        line.chop(line.endsWith('\r') ? 1 : 0);
    r.statusLine = lines.takeFirst();
    r.headers = lines;
    r.body = raw.mid(end + 4);
    return r;
}

// Sends `request` in the given pieces to a server in another process and reads until the
// server closes. Blocking calls are fine: the server does not share this event loop.
HttpResponse exchange(quint16 port, const QList<QByteArray>& pieces, int pauseMs = 0)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(5000))
        return {};
    for (const QByteArray& piece : pieces) {
        socket.write(piece);
        socket.waitForBytesWritten(5000);
        if (pauseMs > 0)
            QTest::qSleep(pauseMs);
    }
    QByteArray raw;
    QElapsedTimer timer;
    timer.start();
    while (socket.state() == QAbstractSocket::ConnectedState && timer.elapsed() < 5000) {
        socket.waitForReadyRead(100);
        raw += socket.readAll();
    }
    raw += socket.readAll();
    HttpResponse r = parse(raw);
    r.closedByServer = socket.state() == QAbstractSocket::UnconnectedState;
    return r;
}

HttpResponse get(quint16 port, const QByteArray& target)
{
    return exchange(port, {"GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: tst\r\n\r\n"});
}

QByteArray fixedBody()
{
    return QByteArrayLiteral(R"({"uptime_secs":1.0})");
}

} // namespace

class TestStatusServer : public QObject
{
    Q_OBJECT

private slots:
    void answersByFirstLine_data();
    void answersByFirstLine();
    void emptySnapshotIsServerError();
    void loopbackOnly_data();
    void loopbackOnly();
    void refusesToListenOffLoopback();
    void servesInProcessOverTcp();

    void executableServesStatus();
    void executableAnswersOtherRequestsWith404_data();
    void executableAnswersOtherRequestsWith404();
    void executableWaitsForARequestSentInPieces();
    void executableAdvancesWithScaledTime();
    void executableExitsOnSignal_data();
    void executableExitsOnSignal();
    void executableRejectsBadOptions_data();
    void executableRejectsBadOptions();
    void faultModesMisbehaveAsNamed();
    void faultFileSwitchesModesWhileRunning();
};

void TestStatusServer::answersByFirstLine_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("statusLine");
    const QByteArray ok = "HTTP/1.1 200 OK";
    const QByteArray notFound = "HTTP/1.1 404 Not Found";
    QTest::newRow("get status") << QByteArray("GET /status HTTP/1.1\r\nHost: x\r\n\r\n") << ok;
    QTest::newRow("get status, HTTP/1.0") << QByteArray("GET /status HTTP/1.0\r\n\r\n") << ok;
    QTest::newRow("prefix is all that counts") << QByteArray("GET /status?verbose=1 HTTP/1.1\r\n\r\n") << ok;
    QTest::newRow("other path") << QByteArray("GET /nope HTTP/1.1\r\n\r\n") << notFound;
    QTest::newRow("root") << QByteArray("GET / HTTP/1.1\r\n\r\n") << notFound;
    QTest::newRow("post") << QByteArray("POST /status HTTP/1.1\r\nContent-Length: 0\r\n\r\n") << notFound;
    QTest::newRow("head") << QByteArray("HEAD /status HTTP/1.1\r\n\r\n") << notFound;
    QTest::newRow("lower-case method") << QByteArray("get /status HTTP/1.1\r\n\r\n") << notFound;
    QTest::newRow("path on a later line") << QByteArray("GET /x HTTP/1.1\r\nGET /status\r\n\r\n") << notFound;
    QTest::newRow("empty") << QByteArray() << notFound;
}

void TestStatusServer::answersByFirstLine()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, statusLine);
    const HttpResponse r = parse(StatusServer::respond(request, fixedBody));
    QCOMPARE(r.statusLine, statusLine);
    if (statusLine.contains("200")) {
        QCOMPARE(r.headers, (QList<QByteArray>{"Content-Type: application/json", "Content-Length: 19",
                                               "Access-Control-Allow-Origin: *", "Connection: close"}));
        QCOMPARE(r.body, fixedBody());
    } else {
        QCOMPARE(r.header("Content-Type"), QByteArray("text/plain"));
        QCOMPARE(r.body, QByteArray("404 Not Found\n"));
    }
}

void TestStatusServer::emptySnapshotIsServerError()
{
    const HttpResponse r =
        parse(StatusServer::respond("GET /status HTTP/1.1\r\n\r\n", [] { return QByteArray(); }));
    QCOMPARE(r.statusLine, QByteArray("HTTP/1.1 500 Internal Server Error"));
    QVERIFY(QJsonDocument::fromJson(r.body).object().contains(QLatin1String("error")));
}

void TestStatusServer::loopbackOnly_data()
{
    QTest::addColumn<QString>("address");
    QTest::addColumn<bool>("loopback");
    QTest::newRow("127.0.0.1") << QStringLiteral("127.0.0.1") << true;
    QTest::newRow("127.3.2.1") << QStringLiteral("127.3.2.1") << true;
    QTest::newRow("::1") << QStringLiteral("::1") << true;
    QTest::newRow("0.0.0.0") << QStringLiteral("0.0.0.0") << false;
    QTest::newRow("::") << QStringLiteral("::") << false;
    QTest::newRow("10.0.0.5") << QStringLiteral("10.0.0.5") << false;
    QTest::newRow("128.0.0.1") << QStringLiteral("128.0.0.1") << false;
    QTest::newRow("v4-mapped") << QStringLiteral("::ffff:127.0.0.1") << false;
}

void TestStatusServer::loopbackOnly()
{
    QFETCH(QString, address);
    QFETCH(bool, loopback);
    QCOMPARE(StatusServer::isLoopback(QHostAddress(address)), loopback);
}

void TestStatusServer::refusesToListenOffLoopback()
{
    StatusServer server(fixedBody);
    QVERIFY(!server.listen(QHostAddress::AnyIPv4, 0));
    QVERIFY(server.errorString().contains(QLatin1String("loopback")));
}

void TestStatusServer::servesInProcessOverTcp()
{
    StatusServer server(fixedBody);
    QVERIFY2(server.listen(QHostAddress::LocalHost, 0), qPrintable(server.errorString()));
    QVERIFY(server.endpoint().startsWith(QLatin1String("127.0.0.1:")));
    const auto port = quint16(server.endpoint().section(u':', 1).toUInt());
    QSignalSpy served(&server, &StatusServer::served);

    // The server shares this thread, so wait by spinning the event loop, never by blocking.
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    QTRY_COMPARE(socket.state(), QAbstractSocket::ConnectedState);
    socket.write("GET /status HTTP/1.1\r\n\r\n");
    QByteArray raw;
    QTRY_VERIFY_WITH_TIMEOUT((raw += socket.readAll(), socket.state() == QAbstractSocket::UnconnectedState),
                             5000);
    raw += socket.readAll();
    QCOMPARE(parse(raw).body, fixedBody());
    QCOMPARE(served.size(), 1);
    QCOMPARE(served.first().first().toInt(), 200);
}

void TestStatusServer::executableServesStatus()
{
    SimChild sim(kSimulator, {QStringLiteral("serve"), QStringLiteral("--port"), QStringLiteral("0"),
                              QStringLiteral("--profile"), QStringLiteral("busy")});
    QVERIFY(sim.start());
    const quint16 port = sim.waitForListening();
    QVERIFY2(port > 0, "no 'listening 127.0.0.1:PORT' line");

    const HttpResponse r = get(port, "/status");
    QCOMPARE(r.statusLine, QByteArray("HTTP/1.1 200 OK"));
    QCOMPARE(r.headers.size(), 4);
    QCOMPARE(r.header("Content-Type"), QByteArray("application/json"));
    QCOMPARE(r.header("Content-Length"), QByteArray::number(r.body.size()));
    QCOMPARE(r.header("Access-Control-Allow-Origin"), QByteArray("*"));
    QCOMPARE(r.header("Connection"), QByteArray("close"));
    QVERIFY2(r.closedByServer, "the server must close the connection after answering");
    QVERIFY(!r.body.contains('\n'));
    const QJsonObject doc = QJsonDocument::fromJson(r.body).object();
    QCOMPARE(StatusSchema::textViolations(r.body), QStringList());
    QCOMPARE(StatusSchema::violations(doc), QStringList());
    QCOMPARE(StatusSchema::inconsistencies(doc), QStringList());
    QVERIFY(!doc[QLatin1String("gpu_workers")].toArray().isEmpty());

    // Only the one line: nothing else on stdout.
    QByteArray extra;
    QVERIFY(!sim.readLine(&extra, 200));
}

void TestStatusServer::executableAnswersOtherRequestsWith404_data()
{
    QTest::addColumn<QList<QByteArray>>("request");
    QTest::newRow("GET /nope") << QList<QByteArray>{"GET /nope HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"};
    QTest::newRow("POST /status") << QList<QByteArray>{
        "POST /status HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: "
        "9\r\n\r\n",
        "{\"a\":\"b\"}"};
}

void TestStatusServer::executableAnswersOtherRequestsWith404()
{
    QFETCH(QList<QByteArray>, request);
    SimChild sim(kSimulator, {QStringLiteral("serve"), QStringLiteral("--profile"), QStringLiteral("busy")});
    QVERIFY(sim.start());
    const quint16 port = sim.waitForListening();
    QVERIFY(port > 0);
    const HttpResponse r = exchange(port, request);
    QCOMPARE(r.statusLine, QByteArray("HTTP/1.1 404 Not Found"));
    QCOMPARE(r.header("Content-Type"), QByteArray("text/plain"));
    QCOMPARE(r.body, QByteArray("404 Not Found\n"));
    QVERIFY(r.closedByServer);
}

void TestStatusServer::executableWaitsForARequestSentInPieces()
{
    SimChild sim(kSimulator, {QStringLiteral("serve")});
    QVERIFY(sim.start());
    const quint16 port = sim.waitForListening();
    QVERIFY(port > 0);
    const HttpResponse r = exchange(port, {"GET /sta", "tus HTTP/1.1\r\n", "Host: 127.0.0.1\r\n\r\n"}, 50);
    QCOMPARE(r.statusLine, QByteArray("HTTP/1.1 200 OK"));
    QCOMPARE(StatusSchema::violations(QJsonDocument::fromJson(r.body).object()), QStringList());

    // Just a first line and then silence still gets an answer, as from the daemon's single read.
    const HttpResponse bare = exchange(port, {"GET /status HTTP/1.1\r\n"});
    QCOMPARE(bare.statusLine, QByteArray("HTTP/1.1 200 OK"));
    QVERIFY(bare.closedByServer);
}

void TestStatusServer::executableAdvancesWithScaledTime()
{
    SimChild sim(kSimulator, {QStringLiteral("serve"), QStringLiteral("--profile"), QStringLiteral("failing"),
                              QStringLiteral("--time-scale"), QStringLiteral("100")});
    QVERIFY(sim.start());
    const quint16 port = sim.waitForListening();
    QVERIFY(port > 0);
    auto uptime = [&] {
        return QJsonDocument::fromJson(get(port, "/status").body)
            .object()[QLatin1String("uptime_secs")]
            .toDouble();
    };
    const double first = uptime();
    QTest::qSleep(1000);
    const double gained = uptime() - first;
    // One real second is a hundred simulated ones; leave room for a slow machine.
    QVERIFY2(gained >= 90 && gained <= 200, qPrintable(QString::number(gained)));
}

void TestStatusServer::executableExitsOnSignal_data()
{
    QTest::addColumn<int>("signalNumber");
    QTest::newRow("SIGTERM") << int(SIGTERM);
    QTest::newRow("SIGINT") << int(SIGINT);
}

void TestStatusServer::executableExitsOnSignal()
{
    QFETCH(int, signalNumber);
    SimChild sim(kSimulator, {QStringLiteral("serve"), QStringLiteral("--profile"), QStringLiteral("stuck")});
    QVERIFY(sim.start());
    QVERIFY(sim.waitForListening() > 0);
    sim.signal(signalNumber);
    QVERIFY2(sim.waitForExit(5000), "cuzk-sim did not exit on the signal");
    QCOMPARE(sim.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(sim.process().exitCode(), 0);
}

void TestStatusServer::executableRejectsBadOptions_data()
{
    QTest::addColumn<QStringList>("arguments");
    auto row = [](const char* name, const QString& args) {
        QTest::newRow(name) << (args.isEmpty() ? QStringList() : args.split(u' '));
    };
    row("no command", {});
    row("unknown command", QStringLiteral("frobnicate"));
    row("unknown option", QStringLiteral("serve --bogus"));
    row("stray argument", QStringLiteral("serve extra"));
    row("port too large", QStringLiteral("serve --port 70000"));
    row("port not a number", QStringLiteral("serve --port http"));
    row("unknown profile", QStringLiteral("serve --profile sleepy"));
    row("zero time scale", QStringLiteral("serve --time-scale 0"));
    row("bad seed", QStringLiteral("serve --seed -3"));
    row("any address", QStringLiteral("serve --listen 0.0.0.0"));
    row("LAN address", QStringLiteral("serve --listen 192.168.1.20"));
    row("IPv6 any", QStringLiteral("serve --listen ::"));
    row("not an address", QStringLiteral("serve --listen example.org"));
    row("bench zero count", QStringLiteral("bench --count 0"));
    row("bench count and phases", QStringLiteral("bench --count 3 --warmup 1"));
    row("bench fail-at out of range", QStringLiteral("bench --count 3 --fail-at 4"));
    row("bench unknown proof type", QStringLiteral("bench --proof-type starks"));
}

void TestStatusServer::executableRejectsBadOptions()
{
    QFETCH(QStringList, arguments);
    SimChild sim(kSimulator, arguments);
    QVERIFY(sim.start());
    QVERIFY(sim.waitForExit(5000));
    QCOMPARE(sim.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(sim.process().exitCode(), 2);
    QVERIFY(sim.process().readAllStandardOutput().isEmpty());
    QVERIFY(sim.process().readAllStandardError().startsWith("cuzk-sim: "));
}

// The fault modes the fault-injection tests rely on do what their names say, over real TCP.
void TestStatusServer::faultModesMisbehaveAsNamed()
{
    const QByteArray request = "GET /status HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

    {
        // 100 MiB announced and sent, then the close.
        SimChild sim(kSimulator, {QStringLiteral("serve"), QStringLiteral("--port"), QStringLiteral("0"),
                                  QStringLiteral("--fault"), QStringLiteral("huge")});
        QVERIFY(sim.start());
        const quint16 port = sim.waitForListening();
        QVERIFY(port > 0);
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(socket.waitForConnected(5000));
        socket.write(request);
        qint64 total = 0;
        QByteArray head;
        QElapsedTimer timer;
        timer.start();
        while (socket.state() == QAbstractSocket::ConnectedState && timer.elapsed() < 60000) {
            socket.waitForReadyRead(200);
            const QByteArray chunk = socket.readAll();
            if (head.size() < 256)
                head += chunk.left(256);
            total += chunk.size();
        }
        total += socket.readAll().size();
        const qsizetype headerEnd = head.indexOf("\r\n\r\n") + 4;
        QVERIFY(headerEnd > 4);
        QVERIFY(head.contains("Content-Length: 104857600\r\n"));
        QCOMPARE(total - headerEnd, StatusServer::kHugeBodyBytes);
    }
    for (const QString& fault : {QStringLiteral("no-content-length"), QStringLiteral("invalid-utf8"),
                                 QStringLiteral("deep-json"), QStringLiteral("garbage")}) {
        SimChild sim(kSimulator, {QStringLiteral("serve"), QStringLiteral("--port"), QStringLiteral("0"),
                                  QStringLiteral("--fault"), fault});
        QVERIFY(sim.start());
        const quint16 port = sim.waitForListening();
        QVERIFY(port > 0);
        const HttpResponse r = exchange(port, {request});
        QVERIFY2(r.closedByServer || fault == QLatin1String("garbage"), qPrintable(fault));
        if (fault == QLatin1String("no-content-length")) {
            QCOMPARE(r.statusLine, QByteArray("HTTP/1.1 200 OK"));
            QVERIFY(r.header("Content-Length").isEmpty());
            QCOMPARE(StatusSchema::violations(QJsonDocument::fromJson(r.body).object()), QStringList());
        } else if (fault == QLatin1String("invalid-utf8")) {
            QCOMPARE(r.statusLine, QByteArray("HTTP/1.1 200 OK"));
            QVERIFY(!QUtf8StringView(r.body).isValidUtf8());
            QVERIFY(r.body.contains("porep-\xff"));
        } else if (fault == QLatin1String("deep-json")) {
            QVERIFY(r.body.contains(QByteArray(100000, '[')));
            QCOMPARE(r.header("Content-Length"), QByteArray::number(r.body.size()));
        } else {
            QVERIFY(r.statusLine.isEmpty()); // no HTTP at all
        }
    }
    {
        // dribble: a byte a second; hang: nothing, and the connection stays open.
        for (const QString& fault : {QStringLiteral("dribble"), QStringLiteral("hang")}) {
            SimChild sim(kSimulator, {QStringLiteral("serve"), QStringLiteral("--port"), QStringLiteral("0"),
                                      QStringLiteral("--fault"), fault});
            QVERIFY(sim.start());
            const quint16 port = sim.waitForListening();
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, port);
            QVERIFY(socket.waitForConnected(5000));
            socket.write(request);
            QByteArray got;
            QElapsedTimer timer;
            timer.start();
            while (timer.elapsed() < 2600) {
                socket.waitForReadyRead(100);
                got += socket.readAll();
            }
            QCOMPARE(socket.state(), QAbstractSocket::ConnectedState);
            if (fault == QLatin1String("dribble"))
                QVERIFY2(got.size() >= 1 && got.size() <= 4 && QByteArray("HTTP").startsWith(got),
                         got.constData());
            else
                QCOMPARE(got, QByteArray());
        }
    }
}

void TestStatusServer::faultFileSwitchesModesWhileRunning()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("fault"));
    SimChild sim(kSimulator, {QStringLiteral("serve"), QStringLiteral("--port"), QStringLiteral("0"),
                              QStringLiteral("--fault-file"), file});
    QVERIFY(sim.start());
    const quint16 port = sim.waitForListening();
    QVERIFY(port > 0);
    QCOMPARE(get(port, "/status").statusLine, QByteArray("HTTP/1.1 200 OK")); // no file: no fault
    const auto setFault = [&](const QByteArray& mode) {
        QFile f(file);
        return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(mode) == mode.size();
    };
    QVERIFY(setFault("garbage\n"));
    QVERIFY(get(port, "/status").statusLine.isEmpty());
    QVERIFY(setFault("none\n"));
    QCOMPARE(get(port, "/status").statusLine, QByteArray("HTTP/1.1 200 OK"));
}

QTEST_GUILESS_MAIN(TestStatusServer)
#include "tst_statusserver.moc"
