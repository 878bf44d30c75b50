// SPDX-License-Identifier: GPL-3.0-or-later
// The latency proxy against an echo server on loopback: a round trip costs twice the one-way
// delay, bytes keep their order under jitter, a close crosses after the delay, dropped
// connections are closed at once, many routes share one relay thread, and a target off loopback
// is refused.
#include "LatencyProxy.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSet>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <algorithm>

using fleetdeck::tools::LatencyProxy;

class tst_LatencyProxy : public QObject
{
    Q_OBJECT

private:
    QTcpServer m_echo;

    LatencyProxy::Options options(int delayMs, int jitterMs = 0, double drop = 0) const
    {
        LatencyProxy::Options o;
        o.targetPort = m_echo.serverPort();
        o.delayMs = delayMs;
        o.jitterMs = jitterMs;
        o.dropRate = drop;
        return o;
    }

    /// Sends `message` through the proxy and waits, in an event loop that wakes on every event
    /// (not by polling), for all of it to come back; the time taken, or -1 after 5 s.
    static qint64 roundTrip(QTcpSocket& socket, const QByteArray& message, QByteArray* received)
    {
        QElapsedTimer clock;
        clock.start();
        const qsizetype want = received->size() + message.size();
        QEventLoop loop;
        const QMetaObject::Connection reading = QObject::connect(&socket, &QTcpSocket::readyRead, &loop, [&] {
            *received += socket.readAll();
            if (received->size() >= want)
                loop.quit();
        });
        QTimer::singleShot(5000, &loop, &QEventLoop::quit);
        socket.write(message);
        loop.exec();
        QObject::disconnect(reading);
        return received->size() >= want ? clock.elapsed() : -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_echo.listen(QHostAddress::LocalHost));
        connect(&m_echo, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* s = m_echo.nextPendingConnection()) {
                s->setSocketOption(QAbstractSocket::LowDelayOption, 1);
                connect(s, &QTcpSocket::readyRead, s, [s] { s->write(s->readAll()); });
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            }
        });
    }

    void aRoundTripCostsTwiceTheDelay()
    {
        LatencyProxy proxy(options(40));
        QVERIFY2(proxy.listen(), qPrintable(proxy.errorString()));
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, proxy.port());
        QVERIFY(socket.waitForConnected(2000));
        QByteArray received;
        roundTrip(socket, "warm", &received); // the upstream connection is made meanwhile
        QList<qint64> times;
        for (int i = 0; i < 5; ++i)
            times << roundTrip(socket, "ping", &received);
        QCOMPARE(received, QByteArray("warmpingpingpingpingping"));
        std::sort(times.begin(), times.end());
        QVERIFY2(times.first() >= 78, qPrintable(QString::number(times.first())));
        QVERIFY2(times.at(2) < 150,
                 qPrintable(QString::number(times.at(2)))); // 80 ms plus scheduling, under load

        LatencyProxy direct(options(0));
        QVERIFY(direct.listen());
        QTcpSocket fast;
        fast.connectToHost(QHostAddress::LocalHost, direct.port());
        QVERIFY(fast.waitForConnected(2000));
        QByteArray back;
        roundTrip(fast, "warm", &back);
        const qint64 fastTrip = roundTrip(fast, "ping", &back);
        QVERIFY2(fastTrip >= 0 && fastTrip < 40, qPrintable(QString::number(fastTrip)));
    }

    void jitterNeverReorders()
    {
        LatencyProxy proxy(options(10, 10));
        QVERIFY(proxy.listen());
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, proxy.port());
        QVERIFY(socket.waitForConnected(2000));
        QByteArray sent;
        QByteArray received;
        for (int i = 0; i < 200; ++i) {
            const QByteArray piece = QByteArray::number(i) + ',';
            sent += piece;
            socket.write(piece);
            if (i % 10 == 0)
                QTest::qWait(2);
        }
        QVERIFY(QTest::qWaitFor(
            [&] {
                received += socket.readAll();
                return received.size() >= sent.size();
            },
            5000));
        QCOMPARE(received, sent);
    }

    void aCloseCrossesAfterTheDelay()
    {
        LatencyProxy proxy(options(60));
        QVERIFY(proxy.listen());
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, proxy.port());
        QVERIFY(socket.waitForConnected(2000));
        QByteArray received;
        roundTrip(socket, "x", &received);
        QTRY_COMPARE(proxy.connectionCount(), 1);
        socket.disconnectFromHost();
        QElapsedTimer clock;
        clock.start();
        // The echo server sees the close 60 ms later and closes too; the pair is forgotten.
        QTRY_COMPARE_WITH_TIMEOUT(proxy.connectionCount(), 0, 3000);
        QVERIFY2(clock.elapsed() >= 55, qPrintable(QString::number(clock.elapsed())));
    }

    void droppedConnectionsCloseAtOnce()
    {
        LatencyProxy proxy(options(10, 0, 1.0));
        QVERIFY(proxy.listen());
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, proxy.port());
        socket.write("anyone?");
        QTRY_COMPARE_WITH_TIMEOUT(socket.state(), QAbstractSocket::UnconnectedState, 3000);
        QCOMPARE(socket.readAll(), QByteArray());
        QCOMPARE(proxy.droppedCount(), 1);
    }

    void manyRoutesOnOneThread()
    {
        // A second server that answers in its own way, to tell the routes apart.
        QTcpServer upper;
        QVERIFY(upper.listen(QHostAddress::LocalHost));
        connect(&upper, &QTcpServer::newConnection, this, [&upper] {
            while (QTcpSocket* s = upper.nextPendingConnection()) {
                connect(s, &QTcpSocket::readyRead, s, [s] { s->write(s->readAll().toUpper()); });
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            }
        });
        const auto threads = [] {
            return QDir(QStringLiteral("/proc/self/task"))
                .entryList(QDir::Dirs | QDir::NoDotAndDotDot)
                .size();
        };
        const qsizetype before = threads();
        LatencyProxy proxy(options(30));
        const QList<quint16> targets{m_echo.serverPort(), upper.serverPort(), m_echo.serverPort()};
        QVERIFY2(proxy.listen(targets), qPrintable(proxy.errorString()));
        QCOMPARE(threads(), before + 1);
        const QList<quint16> ports = proxy.ports();
        QCOMPARE(ports.size(), 3);
        QCOMPARE(QSet<quint16>(ports.cbegin(), ports.cend()).size(), 3);
        QCOMPARE(proxy.port(), ports.first());

        // Ten connections on every route at once, each answered by its own target after the
        // round trip.
        std::vector<std::unique_ptr<QTcpSocket>> sockets;
        QList<QByteArray> received;
        for (int i = 0; i < 30; ++i) {
            auto socket = std::make_unique<QTcpSocket>();
            socket->connectToHost(QHostAddress::LocalHost, ports.at(i % 3));
            QVERIFY(socket->waitForConnected(2000));
            sockets.push_back(std::move(socket));
            received << QByteArray();
        }
        QElapsedTimer clock;
        clock.start();
        for (auto& socket : sockets)
            socket->write("route");
        QVERIFY(QTest::qWaitFor(
            [&] {
                bool all = true;
                for (size_t i = 0; i < sockets.size(); ++i) {
                    received[qsizetype(i)] += sockets[i]->readAll();
                    all = all && received.at(qsizetype(i)).size() >= 5;
                }
                return all;
            },
            5000));
        QVERIFY2(clock.elapsed() >= 58, qPrintable(QString::number(clock.elapsed())));
        for (qsizetype i = 0; i < received.size(); ++i)
            QCOMPARE(received.at(i), i % 3 == 1 ? QByteArray("ROUTE") : QByteArray("route"));
        QTRY_COMPARE(proxy.connectionCount(), 30);
    }

    void onlyLoopback()
    {
        LatencyProxy::Options o = options(10);
        o.targetAddress = QHostAddress(QStringLiteral("192.0.2.1"));
        LatencyProxy proxy(o);
        QVERIFY(!proxy.listen());
        QVERIFY2(proxy.errorString().contains(QLatin1String("loopback")), qPrintable(proxy.errorString()));
    }
};

QTEST_GUILESS_MAIN(tst_LatencyProxy)
#include "tst_latencyproxy.moc"
