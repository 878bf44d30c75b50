// SPDX-License-Identifier: GPL-3.0-or-later
// A collector whose machine vanishes (power, network) sends nothing more: no FIN, no reset. The
// server must find out by itself that the session is gone, so that the session lock it held is
// let go and the other collectors take its nodes long before its leases run out. Here the
// vanished collector's connection comes from a network namespace of the test's own over a veth
// pair whose far end then stops answering; the server is a real PostgreSQL listening on the pair
// as well as on loopback. Two cases: the session idle when it goes (TCP keepalives find out), and
// a notification sent to it after (keepalives do not run while data waits for an
// acknowledgement, and TCP would retransmit for a quarter of an hour; tcp_user_timeout finds
// out). A collector that vanishes just after a query, its answer not yet acknowledged, is the
// second case too.
#include "storage/Database.h"
#include "support/NetworkNamespace.h"
#include "support/PostgresServer.h"
#include "support/SqlTestHelpers.h"
#include "team/Leases.h"

#include <QElapsedTimer>
#include <QSqlQuery>
#include <QTest>

#include <memory>

using namespace fleetdeck;

namespace {
constexpr int Nodes = 12;
constexpr qint64 LeaseMs = 120000; // far longer than the test: only the server's word moves them
constexpr qint64 T0 = 1'800'000'000'000;
} // namespace

class tst_VanishedCollector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theServerEndsAVanishedSessionAndItsNodesMove_data()
    {
        QTest::addColumn<bool>("notificationInFlight");
        QTest::newRow("idle session") << false;
        QTest::newRow("notification in flight") << true;
    }

    void theServerEndsAVanishedSessionAndItsNodesMove()
    {
        QFETCH(bool, notificationInFlight);
        if (const QString missing = test::NetworkNamespace::missingReason(); !missing.isEmpty()) {
            if (qEnvironmentVariable("FLEETDECK_REQUIRE_NETNS") == QLatin1String("1"))
                QFAIL(qPrintable(missing + QLatin1String(" (FLEETDECK_REQUIRE_NETNS=1)")));
            QSKIP(qPrintable(missing));
        }
        if (const QString missing = PostgresServer::missingReason(); !missing.isEmpty())
            QFAIL(qPrintable(missing));

        test::NetworkNamespace away;
        QVERIFY2(away.create(), qPrintable(away.error()));
        PostgresServer::Options options;
        options.settings << QStringLiteral("listen_addresses = '127.0.0.1,%1'").arg(away.hostAddress());
        options.hbaLines << QStringLiteral("host all all %1 trust").arg(away.subnet());
        QString why;
        const std::unique_ptr<PostgresServer> server =
            PostgresServer::startWith({QStringLiteral("fleet")}, &why, options);
        QVERIFY2(server, qPrintable(why));

        // Here: collector a, on loopback.
        storage::Database hereDb;
        QVERIFY2(hereDb.open(server->url(QStringLiteral("fleet"))), qPrintable(hereDb.error()));
        for (int i = 1; i <= Nodes; ++i)
            QVERIFY(sqltest::addNode(hereDb, QStringLiteral("node-%1").arg(i, 2, 10, QLatin1Char('0'))));
        team::Leases here(hereDb, QStringLiteral("here"));

        // Away: collector b, its connection made from inside the namespace (plain TCP: the
        // address is not loopback, so the store would otherwise insist on verified TLS).
        storage::Database awayDb;
        const QString awayUrl = QStringLiteral("postgresql://%1@%2:%3/fleet?sslmode=disable")
                                    .arg(server->superuser(), away.hostAddress())
                                    .arg(server->port());
        QVERIFY2(away.runInside([&] { return awayDb.open(awayUrl); }),
                 qPrintable(away.error() + QLatin1Char(' ') + awayDb.error()));
        QCOMPARE(sqltest::scalar(awayDb, QStringLiteral("SELECT host(inet_client_addr())")).toString(),
                 away.innerAddress());
        team::Leases there(awayDb, QStringLiteral("away"));

        team::Leases::Round r = here.round(T0, LeaseMs, QStringLiteral("here"), 1);
        QVERIFY2(r.ok, qPrintable(r.error));
        r = there.round(T0 + 10, LeaseMs, QStringLiteral("away"), 2);
        QVERIFY2(r.ok, qPrintable(r.error));
        r = here.round(T0 + 20, LeaseMs, QStringLiteral("here"), 1);
        QVERIFY2(r.ok, qPrintable(r.error));
        r = there.round(T0 + 30, LeaseMs, QStringLiteral("away"), 2);
        QVERIFY2(r.ok, qPrintable(r.error));
        const int awayHeld = int(r.held.size());
        QVERIFY(awayHeld > 0);
        // The server was told how to watch the session (the lock's first taking set it).
        QCOMPARE(sqltest::scalar(awayDb, QStringLiteral("SHOW tcp_keepalives_idle")).toString(),
                 QStringLiteral("5"));
        QCOMPARE(sqltest::scalar(awayDb, QStringLiteral("SHOW tcp_user_timeout")).toString(),
                 QStringLiteral("11000"));
        if (notificationInFlight)
            QVERIFY(sqltest::exec(awayDb, QStringLiteral("LISTEN fleetdeck_vanish")));
        // Every answer acknowledged first (a delayed ACK comes within 40 ms): an answer still
        // unacknowledged when the link goes is the second case, not the first.
        QTest::qWait(500);

        QVERIFY2(away.cut(), qPrintable(away.error()));
        QElapsedTimer sinceCut;
        sinceCut.start();
        if (notificationInFlight)
            QVERIFY(sqltest::exec(hereDb, QStringLiteral("NOTIFY fleetdeck_vanish, 'are you there'")));

        // Rounds every half second by the clock of the leases (which stays far from their end).
        qint64 t = T0 + 40;
        QStringList gone;
        while (sinceCut.elapsed() < 40000) {
            r = here.round(t += 500, LeaseMs, QStringLiteral("here"), 1);
            QVERIFY2(r.ok, qPrintable(r.error));
            gone += r.gone;
            if (r.held.size() == Nodes)
                break;
            QTest::qWait(500);
        }
        const qint64 tookMs = sinceCut.elapsed();
        qInfo("%s: the away collector's %d nodes moved %lld ms after its link went down",
              notificationInFlight ? "notification in flight" : "idle", awayHeld, tookMs);
        QCOMPARE(int(r.held.size()), Nodes);
        QCOMPARE(gone, QStringList{QStringLiteral("away")});
        QVERIFY2(t < T0 + 30 + LeaseMs, "taken only when the leases ran out");
        // Not a reset or a close: the server waited for its probes or its timeout (about 11 s).
        QVERIFY2(tookMs >= 5000 && tookMs <= 25000, qPrintable(QString::number(tookMs)));
    }
};

QTEST_GUILESS_MAIN(tst_VanishedCollector)
#include "tst_vanishedcollector.moc"
