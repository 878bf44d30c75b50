// SPDX-License-Identifier: GPL-3.0-or-later
// team/Leases: how collectors share a store's nodes, round by round at given times (one
// connection per collector, as separate processes would have). One collector takes every node;
// a second and a third get their fair share from the first without any node held twice; one that
// stops gives its nodes back at once; one that dies keeps them exactly until its leases run out,
// then the others take every one, unless the server saw its session end (PostgreSQL): then at
// once. Runs on SQLite and on PostgreSQL (BOTH_STORES).
#include "storage/Database.h"
#include "support/SqlTestHelpers.h"
#include "support/TestStore.h"
#include "support/Waiting.h"
#include "team/Leases.h"

#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace fleetdeck;

namespace {

constexpr int Nodes = 31;
constexpr qint64 LeaseMs = 15000;
constexpr qint64 T0 = 1'800'000'000'000;

struct Member
{
    std::unique_ptr<storage::Database> db;
    std::unique_ptr<team::Leases> leases;
    QList<qint64> held;
    qint64 othersExpireAt = 0;
    QStringList gone;
    QString error;
};

} // namespace

class tst_Leases : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_location;

    std::unique_ptr<Member> member(const QString& id)
    {
        auto m = std::make_unique<Member>();
        m->db = std::make_unique<storage::Database>();
        if (!m->db->open(m_location))
            return nullptr;
        m->leases = std::make_unique<team::Leases>(*m->db, id);
        return m;
    }

    static bool round(Member& m, qint64 now)
    {
        const team::Leases::Round r = m.leases->round(now, LeaseMs, QStringLiteral("host"), 1);
        m.error = r.error;
        if (!r.ok) {
            qWarning("%s", qPrintable(r.error));
            return false;
        }
        m.held = r.held;
        m.othersExpireAt = r.othersExpireAt;
        m.gone = r.gone;
        return true;
    }

    // Every node held by exactly one of `members`.
    static bool partition(const QList<Member*>& members, QString* why)
    {
        QSet<qint64> seen;
        for (const Member* m : members) {
            for (qint64 id : m->held) {
                if (seen.contains(id)) {
                    *why = QStringLiteral("node %1 held twice").arg(id);
                    return false;
                }
                seen.insert(id);
            }
        }
        if (seen.size() != Nodes) {
            *why = QStringLiteral("%1 of %2 nodes held").arg(seen.size()).arg(Nodes);
            return false;
        }
        return true;
    }

private Q_SLOTS:
    void init()
    {
        m_location =
            teststore::location(m_dir, QStringLiteral("%1.sqlite").arg(QTest::currentTestFunction()));
        QVERIFY2(!m_location.isEmpty(), qPrintable(teststore::error()));
        storage::Database db;
        QVERIFY2(db.open(m_location), qPrintable(db.error()));
        for (int i = 1; i <= Nodes; ++i)
            QVERIFY(sqltest::addNode(db, QStringLiteral("node-%1").arg(i, 2, 10, QLatin1Char('0'))));
    }

    void collectorsShareFairly()
    {
        auto a = member(QStringLiteral("a"));
        auto b = member(QStringLiteral("b"));
        auto c = member(QStringLiteral("c"));
        QVERIFY(a && b && c);
        QString why;
        QVERIFY(round(*a, T0));
        QCOMPARE(a->held.size(), Nodes); // alone: every node

        // b joins: nothing free yet, so it waits for a to give back what is over its share.
        QVERIFY(round(*b, T0 + 100));
        QCOMPARE(b->held.size(), 0);
        QVERIFY(round(*a, T0 + 5000));
        QCOMPARE(a->held.size(), 16); // ceil(31 / 2)
        QVERIFY(round(*b, T0 + 5100));
        QCOMPARE(b->held.size(), 15);
        QVERIFY2(partition({a.get(), b.get()}, &why), qPrintable(why));

        // c joins; after one round each, the shares are 11, 10, 10 (ceil(31 / 3) = 11).
        QVERIFY(round(*c, T0 + 10000));
        QVERIFY(round(*a, T0 + 10100));
        QVERIFY(round(*b, T0 + 10200));
        QVERIFY(round(*c, T0 + 10300));
        QVERIFY2(partition({a.get(), b.get(), c.get()}, &why), qPrintable(why));
        for (const Member* m : {a.get(), b.get(), c.get()})
            QVERIFY2(m->held.size() >= 9 && m->held.size() <= 11,
                     qPrintable(QString::number(m->held.size())));
        // Steady: further rounds change nothing.
        const QList<qint64> before = a->held;
        QVERIFY(round(*a, T0 + 15000));
        QCOMPARE(a->held, before);
    }

    void aStoppedCollectorsNodesMoveAtOnce()
    {
        auto a = member(QStringLiteral("a"));
        auto b = member(QStringLiteral("b"));
        QVERIFY(round(*a, T0));
        QVERIFY(round(*b, T0 + 10));
        QVERIFY(round(*a, T0 + 20));
        QVERIFY(round(*b, T0 + 30));
        QCOMPARE(a->held.size() + b->held.size(), Nodes);
        QVERIFY(b->leases->release());
        QVERIFY(round(*a, T0 + 40)); // long before b's leases would have run out
        QCOMPARE(a->held.size(), Nodes);
        QCOMPARE(sqltest::scalar(*a->db, QStringLiteral("SELECT COUNT(*) FROM collectors")).toInt(), 1);
    }

    void aDeadCollectorsNodesMoveWhenItsLeasesRunOut()
    {
        auto a = member(QStringLiteral("a"));
        auto b = member(QStringLiteral("b"));
        QVERIFY(round(*a, T0));
        QVERIFY(round(*b, T0 + 10));
        QVERIFY(round(*a, T0 + 20));
        QVERIFY(round(*b, T0 + 30)); // b's last round: its leases last until T0 + 30 + LeaseMs
        const QList<qint64> orphaned = b->held;
        QVERIFY(!orphaned.isEmpty());
        // Each round says when the others' leases run out first: the collector's cue for a round
        // right after them.
        QCOMPARE(b->othersExpireAt, T0 + 20 + LeaseMs);
        QVERIFY(round(*a, T0 + 40));
        QCOMPARE(a->othersExpireAt, T0 + 30 + LeaseMs);
        // a goes on; b is silent. Up to the end of b's leases a takes none of its nodes.
        for (qint64 t = T0 + 5000; t <= T0 + 30 + LeaseMs; t += 5000) {
            QVERIFY(round(*a, t));
            for (qint64 id : orphaned)
                QVERIFY2(!a->held.contains(id),
                         qPrintable(QStringLiteral("node %1 taken at +%2 ms").arg(id).arg(t - T0)));
        }
        QVERIFY(round(*a, T0 + 30 + LeaseMs));
        for (qint64 id : orphaned)
            QVERIFY(!a->held.contains(id));
        // Past them: a's next round takes every node.
        QVERIFY(round(*a, T0 + 31 + LeaseMs));
        QCOMPARE(a->held.size(), Nodes);
    }

    // The collector's process dies (here: its connection closes). On PostgreSQL the server lets
    // its session lock go at once, and the next round of another collector takes every one of its
    // nodes long before its leases would have run out. An SQLite file cannot tell: its nodes wait
    // for the leases, as above.
    void aCollectorWhoseSessionEndsLosesItsNodesAtOnce()
    {
        auto a = member(QStringLiteral("a"));
        auto b = member(QStringLiteral("b"));
        QVERIFY(round(*a, T0));
        QVERIFY(round(*b, T0 + 10));
        QVERIFY(round(*a, T0 + 20));
        QVERIFY(round(*b, T0 + 30));
        const QList<qint64> orphaned = b->held;
        QVERIFY(!orphaned.isEmpty());
        QVERIFY(round(*a, T0 + 40));
        QVERIFY(a->gone.isEmpty()); // b lives
        QCOMPARE(a->held.size(), Nodes - orphaned.size());

        b.reset();
        if (teststore::onPostgres()) {
            // The server ends the session a moment after the client has gone.
            qint64 t = T0 + 50;
            QStringList gone;
            QVERIFY2(test::msUntil(
                         [&] {
                             if (!round(*a, ++t))
                                 return false;
                             gone += a->gone;
                             return a->held.size() == Nodes;
                         },
                         5000) >= 0,
                     qPrintable(QStringLiteral("%1 of %2 nodes held").arg(a->held.size()).arg(Nodes)));
            QVERIFY2(t < T0 + 30 + LeaseMs, "taken only when the leases ran out");
            QCOMPARE(gone, QStringList{QStringLiteral("b")});
            QCOMPARE(sqltest::scalar(*a->db, QStringLiteral("SELECT COUNT(*) FROM collectors")).toInt(), 1);
            QCOMPARE(sqltest::scalar(*a->db, QStringLiteral("SELECT session_lock FROM collectors")).toInt(),
                     1);
        } else {
            QTest::qWait(200);
            QVERIFY(round(*a, T0 + 5000));
            QVERIFY(a->gone.isEmpty());
            QCOMPARE(a->held.size(), Nodes - orphaned.size());
            QCOMPARE(sqltest::scalar(*a->db, QStringLiteral("SELECT session_lock FROM collectors")).toInt(),
                     0);
            QVERIFY(round(*a, T0 + 31 + LeaseMs));
            QCOMPARE(a->held.size(), Nodes);
        }
    }

    // Two live collectors cannot share an id on PostgreSQL (the second could not tell the
    // first's death from its own); an SQLite file does not know.
    void aSecondCollectorOfTheSameIdIsRefusedWhileTheFirstLives()
    {
        auto a = member(QStringLiteral("a"));
        auto twin = member(QStringLiteral("a"));
        QVERIFY(round(*a, T0));
        if (teststore::onPostgres()) {
            QVERIFY(!round(*twin, T0 + 10));
            QVERIFY2(twin->error.contains(QLatin1String("another running collector calls itself a")),
                     qPrintable(twin->error));
            a.reset();
            QVERIFY(test::msUntil([&] { return round(*twin, T0 + 20); }, 5000) >= 0);
        } else {
            QVERIFY(round(*twin, T0 + 10));
        }
    }

    void removedNodesLeaveTheLeases()
    {
        auto a = member(QStringLiteral("a"));
        QVERIFY(round(*a, T0));
        QVERIFY(sqltest::exec(*a->db, QStringLiteral("DELETE FROM nodes WHERE name = 'node-01'")));
        QVERIFY(round(*a, T0 + 1000));
        QCOMPARE(a->held.size(), Nodes - 1);
        QCOMPARE(sqltest::scalar(*a->db, QStringLiteral("SELECT COUNT(*) FROM node_leases")).toInt(),
                 Nodes - 1);
    }
};

QTEST_GUILESS_MAIN(tst_Leases)
#include "tst_leases.moc"
