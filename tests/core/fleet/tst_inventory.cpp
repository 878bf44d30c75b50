// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/Inventory.h"
#include "storage/Database.h"

#include "support/TestStore.h"
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;

namespace {
Node makeNode(const QString& name, const QString& host = QStringLiteral("203.0.113.7"))
{
    Node n;
    n.name = name;
    n.host = host;
    return n;
}

int count(storage::Database& db, const QString& table)
{
    QSqlQuery q(db.connection());
    if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(table)) || !q.next())
        return -1;
    return q.value(0).toInt();
}
} // namespace

class tst_Inventory : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;
    storage::Database m_db;

private Q_SLOTS:
    void init()
    {
        m_path = teststore::location(
            m_dir, QStringLiteral("%1-%2.sqlite").arg(QTest::currentTestFunction(), QTest::currentDataTag()));
        QVERIFY2(!m_path.isEmpty(), qPrintable(teststore::error()));
        QVERIFY2(m_db.open(m_path), qPrintable(m_db.error()));
    }
    void cleanup() { m_db.close(); }

    void addStoresEveryField()
    {
        fleet::Inventory inv(m_db);
        QSignalSpy added(&inv, &fleet::Inventory::nodeAdded);
        Node n = makeNode(QStringLiteral("gpu-01"), QStringLiteral("2001:db8::7"));
        n.port = 2222;
        n.user = QStringLiteral("ubuntu");
        n.identity = QStringLiteral("/keys/id_ed25519");
        n.statusPort = 19821;
        n.statusPath = QStringLiteral("/v1/status");
        n.statusCommand = QStringLiteral("curl -sf --max-time 3 http://localhost:9821/status");
        n.authorizedKeys = QStringLiteral("/root/.ssh/authorized_keys2");
        n.labels = {{QStringLiteral("gpu"), QStringLiteral("4090")},
                    {QStringLiteral("region"), QStringLiteral("fra")}};
        n.provider = QStringLiteral("vast");
        n.providerId = QStringLiteral("1234567");
        const fleet::Inventory::Result r = inv.add(n);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY(r.node.id > 0);
        QCOMPARE(added.count(), 1);

        // Read back through a second connection to the same store.
        storage::Database other;
        QVERIFY(other.open(m_path));
        const std::optional<Node> back = fleet::Inventory(other).find(QStringLiteral("gpu-01"));
        QVERIFY(back);
        Node expected = n;
        expected.id = r.node.id;
        QCOMPARE(*back, expected);
    }

    void listIsOrderedByName()
    {
        fleet::Inventory inv(m_db);
        for (const char* name : {"c-3", "a-1", "b-2"})
            QVERIFY(inv.add(makeNode(QString::fromLatin1(name))).ok());
        QStringList names;
        for (const Node& n : inv.nodes())
            names << n.name;
        QCOMPARE(names, (QStringList{"a-1", "b-2", "c-3"}));
    }

    void duplicateNameWritesNothing()
    {
        fleet::Inventory inv(m_db);
        Node first = makeNode(QStringLiteral("gpu-01"));
        first.labels.insert(QStringLiteral("a"), QStringLiteral("1"));
        QVERIFY(inv.add(first).ok());
        QSignalSpy added(&inv, &fleet::Inventory::nodeAdded);
        Node dup = makeNode(QStringLiteral("gpu-01"), QStringLiteral("198.51.100.1"));
        dup.labels.insert(QStringLiteral("b"), QStringLiteral("2"));
        const fleet::Inventory::Result r = inv.add(dup);
        QCOMPARE(r.outcome, fleet::Inventory::Outcome::InvalidInput);
        QVERIFY(r.message.contains(QLatin1String("already exists")));
        QCOMPARE(r.fields.value(0).field, QStringLiteral("name"));
        QCOMPARE(added.count(), 0);
        QCOMPARE(count(m_db, QStringLiteral("nodes")), 1);
        QCOMPARE(count(m_db, QStringLiteral("node_labels")), 1);
        QCOMPARE(inv.find(QStringLiteral("gpu-01"))->host, QStringLiteral("203.0.113.7"));
    }

    void invalidNodeWritesNothing_data()
    {
        QTest::addColumn<Node>("node");
        QTest::addColumn<QString>("field");
        Node n = makeNode(QStringLiteral("ok"));
        n.port = 0;
        QTest::newRow("port 0") << n << "port";
        n.port = 70000;
        QTest::newRow("port 70000") << n << "port";
        n = makeNode(QStringLiteral("ok"), QStringLiteral("no such host!"));
        QTest::newRow("bad host") << n << "host";
        n = makeNode(QStringLiteral("bad name"));
        QTest::newRow("bad name") << n << "name";
        n = makeNode(QStringLiteral("ok"));
        n.labels.insert(QStringLiteral("bad key"), QStringLiteral("x"));
        QTest::newRow("bad label") << n << "label";
    }
    void invalidNodeWritesNothing()
    {
        QFETCH(Node, node);
        QFETCH(QString, field);
        fleet::Inventory inv(m_db);
        const fleet::Inventory::Result r = inv.add(node);
        QCOMPARE(r.outcome, fleet::Inventory::Outcome::InvalidInput);
        QCOMPARE(r.fields.value(0).field, field);
        QCOMPARE(count(m_db, QStringLiteral("nodes")), 0);
        QCOMPARE(count(m_db, QStringLiteral("node_labels")), 0);
    }

    void updateAndRename()
    {
        fleet::Inventory inv(m_db);
        QVERIFY(inv.add(makeNode(QStringLiteral("a-1"))).ok());
        QVERIFY(inv.add(makeNode(QStringLiteral("b-2"))).ok());
        QSignalSpy updated(&inv, &fleet::Inventory::nodeUpdated);

        Node n = *inv.find(QStringLiteral("a-1"));
        n.name = QStringLiteral("z-9");
        n.labels.insert(QStringLiteral("gpu"), QStringLiteral("h100"));
        QVERIFY(inv.update(QStringLiteral("a-1"), n).ok());
        QCOMPARE(updated.count(), 1);
        QCOMPARE(updated.first().at(0).toString(), QStringLiteral("a-1"));
        QVERIFY(!inv.find(QStringLiteral("a-1")));
        QCOMPARE(inv.find(QStringLiteral("z-9"))->labels.value(QStringLiteral("gpu")),
                 QStringLiteral("h100"));

        // Renaming onto an existing name is refused and changes nothing.
        n.name = QStringLiteral("b-2");
        const fleet::Inventory::Result clash = inv.update(QStringLiteral("z-9"), n);
        QCOMPARE(clash.outcome, fleet::Inventory::Outcome::InvalidInput);
        QVERIFY(inv.find(QStringLiteral("z-9")));
        QCOMPARE(inv.nodes().size(), 2);

        QCOMPARE(inv.update(QStringLiteral("nope"), makeNode(QStringLiteral("nope"))).outcome,
                 fleet::Inventory::Outcome::NotFound);
    }

    // Two operators edit the same node from the version each read: the first change is written,
    // the second is refused and told who made the first and when; nothing of it is written.
    void aSecondEditOfTheSameNodeIsToldWhoAndWhen()
    {
        storage::Database other;
        QVERIFY2(other.open(m_path), qPrintable(other.error()));
        m_db.setOperatorName(QStringLiteral("alice@ops-1"));
        other.setOperatorName(QStringLiteral("bob@ops-2"));
        fleet::Inventory mine(m_db);
        fleet::Inventory theirs(other);

        const fleet::Inventory::Result added = mine.add(makeNode(QStringLiteral("gpu-01")));
        QVERIFY(added.ok());
        QCOMPARE(added.node.version, 1);
        QCOMPARE(added.node.updatedBy, QStringLiteral("alice@ops-1"));

        Node alice = *mine.find(QStringLiteral("gpu-01"));
        Node bob = *theirs.find(QStringLiteral("gpu-01"));
        QCOMPARE(bob.version, 1);

        bob.labels.insert(QStringLiteral("rack"), QStringLiteral("b2"));
        const QDateTime before = QDateTime::currentDateTimeUtc().addMSecs(-1);
        const fleet::Inventory::Result first = theirs.update(QStringLiteral("gpu-01"), bob);
        QVERIFY2(first.ok(), qPrintable(first.message));
        QCOMPARE(first.node.version, 2);

        alice.host = QStringLiteral("198.51.100.9");
        const fleet::Inventory::Result second = mine.update(QStringLiteral("gpu-01"), alice);
        QCOMPARE(second.outcome, fleet::Inventory::Outcome::Conflict);
        QVERIFY2(second.message.contains(QLatin1String("bob@ops-2")), qPrintable(second.message));
        const QDateTime stamped = QDateTime::fromString(second.node.updatedAt, Qt::ISODateWithMs);
        QVERIFY(stamped >= before && stamped <= QDateTime::currentDateTimeUtc());
        QVERIFY2(
            second.message.contains(stamped.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))),
            qPrintable(second.message));
        // The node as it is now comes back with the refusal: Bob's label, Alice's host not written.
        QCOMPARE(second.node.labels.value(QStringLiteral("rack")), QStringLiteral("b2"));
        const Node stored = *theirs.find(QStringLiteral("gpu-01"));
        QCOMPARE(stored.host, QStringLiteral("203.0.113.7"));
        QCOMPARE(stored.version, 2);
        QCOMPARE(stored.updatedBy, QStringLiteral("bob@ops-2"));

        // Alice, told, writes over it from the version she has now seen.
        alice.version = second.node.version;
        const fleet::Inventory::Result over = mine.update(QStringLiteral("gpu-01"), alice);
        QVERIFY2(over.ok(), qPrintable(over.message));
        QCOMPARE(theirs.find(QStringLiteral("gpu-01"))->host, QStringLiteral("198.51.100.9"));
        QCOMPARE(theirs.find(QStringLiteral("gpu-01"))->version, 3);

        // A rename meanwhile: the stale edit by the old name says what the node is called now.
        Node renamed = *theirs.find(QStringLiteral("gpu-01"));
        renamed.name = QStringLiteral("gpu-01a");
        QVERIFY(theirs.update(QStringLiteral("gpu-01"), renamed).ok());
        const fleet::Inventory::Result stale = mine.update(QStringLiteral("gpu-01"), alice);
        QCOMPARE(stale.outcome, fleet::Inventory::Outcome::Conflict);
        QVERIFY2(stale.message.contains(QLatin1String("gpu-01a")), qPrintable(stale.message));
        QCOMPARE(stale.node.name, QStringLiteral("gpu-01a"));

        // A script's edit by name (no version read) writes over whatever is there, and is stamped.
        Node scripted = makeNode(QStringLiteral("gpu-01a"), QStringLiteral("192.0.2.1"));
        const fleet::Inventory::Result byName = mine.update(QStringLiteral("gpu-01a"), scripted);
        QVERIFY2(byName.ok(), qPrintable(byName.message));
        QCOMPARE(theirs.find(QStringLiteral("gpu-01a"))->updatedBy, QStringLiteral("alice@ops-1"));
        QCOMPARE(theirs.find(QStringLiteral("gpu-01a"))->version, 5);
    }

    void removeTakesLabelsAlong()
    {
        fleet::Inventory inv(m_db);
        Node n = makeNode(QStringLiteral("gpu-01"));
        n.labels.insert(QStringLiteral("gpu"), QStringLiteral("4090"));
        QVERIFY(inv.add(n).ok());
        QVERIFY(inv.add(makeNode(QStringLiteral("gpu-02"))).ok());
        QSignalSpy removed(&inv, &fleet::Inventory::nodeRemoved);
        QVERIFY(inv.remove(QStringLiteral("gpu-01")).ok());
        QCOMPARE(removed.count(), 1);
        QCOMPARE(count(m_db, QStringLiteral("nodes")), 1);
        QCOMPARE(count(m_db, QStringLiteral("node_labels")), 0);
        QCOMPARE(inv.remove(QStringLiteral("gpu-01")).outcome, fleet::Inventory::Outcome::NotFound);
        QCOMPARE(removed.count(), 1);
    }
};

QTEST_GUILESS_MAIN(tst_Inventory)
#include "tst_inventory.moc"
