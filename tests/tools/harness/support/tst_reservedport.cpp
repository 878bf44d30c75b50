// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/LoopbackPort.h"
#include "support/ReservedPort.h"

#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>
#include <QtTest>

#include <memory>

using namespace fleetdeck;

class TstReservedPort : public QObject
{
    Q_OBJECT

private slots:
    void refusesConnections()
    {
        const ReservedPort reserved;
        QVERIFY(reserved.isValid());
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, reserved.port());
        QVERIFY(!socket.waitForConnected(5000));
        QCOMPARE(socket.error(), QAbstractSocket::ConnectionRefusedError);
    }

    void noServerCanTakeItMeanwhile()
    {
        auto reserved = std::make_unique<ReservedPort>();
        const quint16 port = reserved->port();
        QTcpServer server; // binds with SO_REUSEADDR, as sshd does
        QVERIFY(!server.listen(QHostAddress::LocalHost, port));
        reserved.reset();
        QVERIFY2(server.listen(QHostAddress::LocalHost, port), qPrintable(server.errorString()));
        QVERIFY(LoopbackPort::acceptsConnections(port));
    }

    void reservationsDiffer()
    {
        const ReservedPort a;
        const ReservedPort b;
        QVERIFY(a.isValid() && b.isValid());
        QVERIFY(a.port() != b.port());
    }

    void pickedPortsAreFree()
    {
        const quint16 port = LoopbackPort::pickUnused();
        QVERIFY(port > 0);
        QVERIFY(!LoopbackPort::acceptsConnections(port));
        QTcpServer server;
        QVERIFY2(server.listen(QHostAddress::LocalHost, port), qPrintable(server.errorString()));
    }
};

QTEST_GUILESS_MAIN(TstReservedPort)
#include "tst_reservedport.moc"
