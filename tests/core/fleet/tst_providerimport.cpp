// SPDX-License-Identifier: GPL-3.0-or-later
// Importing a provider's instances into the inventory: adds, updates, unchanged, vanished and
// returning instances, names, the operator's own edits, and the history of re-imported nodes.
#include "bench/BenchmarkStore.h"
#include "fleet/Inventory.h"
#include "storage/Database.h"
#include "support/Fixtures.h"
#include "vast/VastInstance.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;

namespace {
QList<QJsonObject> fixtureInstances(const QString& name)
{
    const QByteArray json = test::fixture(QStringLiteral("vast/") + name);
    if (json.isEmpty())
        return {}; // the test has failed already
    QString error;
    const auto list = vast::VastInstanceList::parse(json, &error);
    if (!list) {
        QTest::qFail(qPrintable(QStringLiteral("fixture vast/%1: %2").arg(name, error)), __FILE__, __LINE__);
        return {};
    }
    return list->instances;
}

QList<QJsonObject> allFixtures()
{
    return fixtureInstances(QStringLiteral("instances-v1-page1.json")) +
           fixtureInstances(QStringLiteral("instances-v1-page2.json"));
}

QStringList names(const QList<fleet::ImportEntry>& entries)
{
    QStringList result;
    for (const fleet::ImportEntry& e : entries)
        result << e.name;
    return result;
}

QDateTime at(int minute)
{
    return QDateTime(QDate(2026, 3, 1), QTime(12, minute), Qt::UTC);
}

int scalar(storage::Database& db, const QString& sql)
{
    QSqlQuery q(db.connection());
    return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
}
} // namespace

class tst_ProviderImport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    storage::Database m_db;

    fleet::Inventory::ImportResult import(fleet::Inventory& inventory, const QList<QJsonObject>& objects,
                                          int minute, bool complete = true)
    {
        return inventory.importInstances(vast::VastInstance::Provider,
                                         vast::VastInstance::toProviderInstances(objects), complete,
                                         at(minute));
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Every test below imports these pages: none runs when one is missing.
        QVERIFY(test::haveFixtures({QStringLiteral("vast/instances-v1-page1.json"),
                                    QStringLiteral("vast/instances-v1-page2.json")}));
    }

    void init()
    {
        const QString path = m_dir.filePath(QStringLiteral("%1.sqlite").arg(QTest::currentTestFunction()));
        QVERIFY2(m_db.open(path), qPrintable(m_db.error()));
    }
    void cleanup() { m_db.close(); }

    void theFixturePagesMakeTheRightNodes()
    {
        fleet::Inventory inventory(m_db);
        QSignalSpy added(&inventory, &fleet::Inventory::nodeAdded);
        QSignalSpy imported(&inventory, &fleet::Inventory::providerDataChanged);
        const fleet::Inventory::ImportResult r = import(inventory, allFixtures(), 0);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(names(r.report.added), (QStringList{"C.35207712", "C.35207859", "C.35208024"}));
        QVERIFY(r.report.updated.isEmpty() && r.report.unchanged.isEmpty() && r.report.vanished.isEmpty());
        QCOMPARE(added.size(), 3);
        QCOMPARE(imported.size(), 1);

        const QList<Node> nodes = inventory.nodes();
        QCOMPARE(nodes.size(), 3);
        struct Expected
        {
            const char* name;
            const char* id;
            const char* host;
            int port;
        };
        const Expected expected[] = {{"C.35207712", "35207712", "127.0.0.41", 47122},
                                     {"C.35207859", "35207859", "ssh8.vast.invalid", 31859},
                                     {"C.35208024", "35208024", "127.0.0.43", 22}};
        for (const Expected& e : expected) {
            const std::optional<Node> n = inventory.find(QString::fromLatin1(e.name));
            QVERIFY2(n, e.name);
            QCOMPARE(n->provider, QStringLiteral("vast"));
            QCOMPARE(n->providerId, std::optional<QString>(QString::fromLatin1(e.id)));
            QCOMPARE(n->host, QString::fromLatin1(e.host));
            QCOMPARE(n->port, e.port);
            QCOMPARE(n->user, QStringLiteral("root"));
        }
        const std::optional<Node> l40s = inventory.find(QStringLiteral("C.35207859"));
        const std::optional<fleet::ProviderRecord> record = inventory.providerRecord(l40s->id);
        QVERIFY(record);
        QCOMPARE(record->fields.value(QStringLiteral("gpu_name")).toString(), QStringLiteral("L40S"));
        QCOMPARE(record->fields.value(QStringLiteral("num_gpus")).toInt(), 4);
        QCOMPARE(record->dollarsPerHour(), std::optional<double>(3.176));
        QCOMPARE(record->fields.value(QStringLiteral("machine_id")).toInteger(), 57744);
        QCOMPARE(record->fields.value(QStringLiteral("geolocation")).toString(),
                 QStringLiteral("Oregon, US"));
        QCOMPARE(record->fields.value(QStringLiteral("ssh_route")).toString(), QStringLiteral("proxy"));
        QCOMPARE(record->refreshedAt, at(0));
        QVERIFY(!record->vanished());
        QCOMPARE(inventory.providerRecords().size(), 3);

        // The exited instance is there, its provisional address said so.
        const fleet::ImportEntry& exited = r.report.added.at(2);
        QVERIFY2(exited.warnings.value(0).contains(QLatin1String("no SSH port")),
                 qPrintable(exited.warnings.value(0)));
        QCOMPARE(inventory.providerRecord(inventory.find(QStringLiteral("C.35208024"))->id)
                     ->fields.value(QStringLiteral("actual_status"))
                     .toString(),
                 QStringLiteral("exited"));
    }

    void theSameListAgainChangesNothingButWhenItWasSeen()
    {
        fleet::Inventory inventory(m_db);
        QVERIFY(import(inventory, allFixtures(), 0).ok());
        const QList<Node> before = inventory.nodes();
        QSignalSpy updated(&inventory, &fleet::Inventory::nodeUpdated);
        const fleet::Inventory::ImportResult r = import(inventory, allFixtures(), 5);
        QVERIFY(r.ok());
        QCOMPARE(names(r.report.unchanged), (QStringList{"C.35207712", "C.35207859", "C.35208024"}));
        QVERIFY(r.report.added.isEmpty() && r.report.updated.isEmpty() && r.report.vanished.isEmpty());
        QCOMPARE(inventory.nodes(), before);
        QCOMPARE(updated.size(), 0);
        for (const fleet::ProviderRecord& rec : inventory.providerRecords())
            QCOMPARE(rec.refreshedAt, at(5));
    }

    void reimportUpdatesAddressAndFieldsButNeverTheOperatorsEdits()
    {
        fleet::Inventory inventory(m_db);
        QVERIFY(import(inventory, allFixtures(), 0).ok());
        // The operator renames the node, gives it a key, a user, labels, a status command.
        Node edited = *inventory.find(QStringLiteral("C.35207712"));
        edited.name = QStringLiteral("ontario-a6000");
        edited.identity = QStringLiteral("/keys/vast");
        edited.user = QStringLiteral("ubuntu");
        edited.labels = {{QStringLiteral("team"), QStringLiteral("proofs")}};
        edited.statusCommand = QStringLiteral("curl -sf http://localhost:9821/status");
        QVERIFY(inventory.update(QStringLiteral("C.35207712"), edited).ok());

        QList<QJsonObject> instances = allFixtures();
        QJsonObject first = instances.first();
        first.insert(QStringLiteral("ports"),
                     QJsonDocument::fromJson(R"({"22/tcp":[{"HostPort":"47123"}]})").object());
        first.insert(QStringLiteral("dph_total"), 0.5);
        first.insert(QStringLiteral("label"), QStringLiteral("relabelled"));
        instances.first() = first;
        QSignalSpy updated(&inventory, &fleet::Inventory::nodeUpdated);
        const fleet::Inventory::ImportResult r = import(inventory, instances, 1);
        QVERIFY(r.ok());
        QCOMPARE(names(r.report.updated), QStringList{"ontario-a6000"});
        QCOMPARE(r.report.updated.first().changes, (QStringList{"address", "dph_total", "label"}));
        QCOMPARE(r.report.unchanged.size(), 2);
        QCOMPARE(updated.size(), 1);

        const Node now = *inventory.find(QStringLiteral("ontario-a6000"));
        Node expected = edited;
        expected.port = 47123;
        QCOMPARE(now, expected);
        QCOMPARE(inventory.providerRecord(now.id)->dollarsPerHour(), std::optional<double>(0.5));
        QVERIFY(!inventory.find(QStringLiteral("relabelled")));
    }

    void anExitedInstanceKeepsTheAddressItHad()
    {
        fleet::Inventory inventory(m_db);
        QVERIFY(import(inventory, allFixtures(), 0).ok());
        QList<QJsonObject> instances = allFixtures();
        QJsonObject first = instances.first();
        first.insert(QStringLiteral("actual_status"), QStringLiteral("exited"));
        first.insert(QStringLiteral("ports"), QJsonObject());
        first.insert(QStringLiteral("ssh_host"), QJsonValue::Null);
        first.insert(QStringLiteral("ssh_port"), QJsonValue::Null);
        instances.first() = first;
        const fleet::Inventory::ImportResult r = import(inventory, instances, 1);
        QVERIFY(r.ok());
        QCOMPARE(r.report.updated.first().changes, (QStringList{"actual_status", "ssh_route"}));
        const Node n = *inventory.find(QStringLiteral("C.35207712"));
        QCOMPARE(n.host, QStringLiteral("127.0.0.41"));
        QCOMPARE(n.port, 47122);
    }

    void vanishedInstancesAreMarkedKeptAndUnmarkedWhenTheyReturn()
    {
        fleet::Inventory inventory(m_db);
        QVERIFY(import(inventory, allFixtures(), 0).ok());
        const Node gone = *inventory.find(QStringLiteral("C.35208024"));

        // Page 1 alone: the third instance is no longer listed.
        QSignalSpy removed(&inventory, &fleet::Inventory::nodeRemoved);
        fleet::Inventory::ImportResult r =
            import(inventory, fixtureInstances(QStringLiteral("instances-v1-page1.json")), 1);
        QVERIFY(r.ok());
        QCOMPARE(names(r.report.vanished), QStringList{"C.35208024"});
        QCOMPARE(r.report.vanished.first().vanishedAt, at(1));
        QCOMPARE(r.report.unchanged.size(), 2);
        QCOMPARE(removed.size(), 0);
        QCOMPARE(inventory.find(QStringLiteral("C.35208024")), std::optional<Node>(gone));
        fleet::ProviderRecord record = *inventory.providerRecord(gone.id);
        QVERIFY(record.vanished());
        QCOMPARE(record.vanishedAt, at(1));
        QCOMPARE(record.refreshedAt, at(0)); // last listed then
        QCOMPARE(record.fields.value(QStringLiteral("gpu_name")).toString(), QStringLiteral("RTX A6000"));

        // Still missing later: still vanished since the first time.
        r = import(inventory, fixtureInstances(QStringLiteral("instances-v1-page1.json")), 2);
        QCOMPARE(r.report.vanished.first().vanishedAt, at(1));
        QCOMPARE(inventory.providerRecord(gone.id)->vanishedAt, at(1));

        // Back again: unmarked, reported as updated because it returned.
        r = import(inventory, allFixtures(), 3);
        QVERIFY(r.ok());
        QCOMPARE(names(r.report.updated), QStringList{"C.35208024"});
        QCOMPARE(r.report.updated.first().changes, QStringList{"returned"});
        QVERIFY(r.report.vanished.isEmpty());
        record = *inventory.providerRecord(gone.id);
        QVERIFY(!record.vanished());
        QCOMPARE(record.refreshedAt, at(3));
        QCOMPARE(inventory.nodes().size(), 3);
    }

    void anIncompleteListMarksNothingVanished()
    {
        fleet::Inventory inventory(m_db);
        QVERIFY(import(inventory, allFixtures(), 0).ok());
        const fleet::Inventory::ImportResult r = import(inventory, {}, 1, false);
        QVERIFY(r.ok());
        QVERIFY(r.report.vanished.isEmpty());
        for (const fleet::ProviderRecord& rec : inventory.providerRecords())
            QVERIFY(!rec.vanished());
    }

    void reimportKeepsTheNodesHistory()
    {
        fleet::Inventory inventory(m_db);
        QVERIFY(import(inventory, allFixtures(), 0).ok());
        const Node node = *inventory.find(QStringLiteral("C.35207712"));
        bench::BenchmarkStore bench(m_db);
        bench::BenchRunRecord run;
        run.node = node.name;
        run.gpuModel = QStringLiteral("RTX A6000");
        const qint64 runId = bench.createRun(run);
        QVERIFY2(runId > 0, qPrintable(bench.error()));
        QSqlQuery q(m_db.connection());
        q.prepare(QStringLiteral("INSERT INTO events (node_id, at, kind, code, message) VALUES (?, ?, "
                                 "'diagnosis', 'timeout', 'x')"));
        q.addBindValue(node.id);
        q.addBindValue(at(0).toString(Qt::ISODateWithMs));
        QVERIFY(q.exec());

        // Vanish, come back on another port: the node, its runs and its events are still linked.
        QVERIFY(import(inventory, fixtureInstances(QStringLiteral("instances-v1-page2.json")), 1).ok());
        QList<QJsonObject> instances = allFixtures();
        QJsonObject first = instances.first();
        first.insert(QStringLiteral("ports"),
                     QJsonDocument::fromJson(R"({"22/tcp":[{"HostPort":"41099"}]})").object());
        instances.first() = first;
        QVERIFY(import(inventory, instances, 2).ok());

        const Node after = *inventory.find(QStringLiteral("C.35207712"));
        QCOMPARE(after.id, node.id);
        QCOMPARE(after.port, 41099);
        QCOMPARE(bench.runs(bench::BenchRunFilter{node.name, {}, {}, {}, {}, 100, {}}).size(), 1);
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT node_id FROM bench_runs WHERE id = %1").arg(runId)),
                 int(node.id));
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM events WHERE node_id = %1").arg(node.id)),
                 1);
    }

    void namesAreUniqueAndValid()
    {
        fleet::Inventory inventory(m_db);
        Node manual;
        manual.name = QStringLiteral("C.35207712");
        manual.host = QStringLiteral("192.0.2.1");
        QVERIFY(inventory.add(manual).ok());
        QList<QJsonObject> instances = allFixtures();
        instances[1].insert(QStringLiteral("label"), QStringLiteral("twin gpu"));
        instances[2].insert(QStringLiteral("label"), QStringLiteral("twin/gpu"));
        QJsonObject unlabelled = instances.first();
        unlabelled.insert(QStringLiteral("id"), 555);
        unlabelled.insert(QStringLiteral("label"), QJsonValue::Null);
        instances << unlabelled;
        const fleet::Inventory::ImportResult r = import(inventory, instances, 0);
        QVERIFY(r.ok());
        QCOMPARE(names(r.report.added),
                 (QStringList{"C.35207712-35207712", "twin-gpu", "twin-gpu-35208024", "vast-555"}));
        QCOMPARE(inventory.find(QStringLiteral("C.35207712"))->provider, QStringLiteral("manual"));
    }

    void instancesThatCannotBeNodesAreSkipped()
    {
        fleet::Inventory inventory(m_db);
        QList<QJsonObject> instances = allFixtures();
        instances << instances.first(); // listed twice
        instances << QJsonDocument::fromJson(R"({"id":null,"label":"ghost"})").object();
        const fleet::Inventory::ImportResult r = import(inventory, instances, 0);
        QVERIFY(r.ok());
        QCOMPARE(r.report.added.size(), 3);
        QCOMPARE(r.report.skipped.size(), 2);
        QVERIFY(r.report.skipped.at(0).reason.contains(QLatin1String("more than once")));
        QVERIFY(r.report.skipped.at(1).reason.contains(QLatin1String("id")));
        QCOMPARE(inventory.nodes().size(), 3);
    }

    void instancesWithoutAnAddressAreNodesAwaitingOne()
    {
        // Every instance of the account is a node, also one that publishes no address yet; the
        // address comes with a later import.
        fleet::Inventory inventory(m_db);
        QJsonObject loading =
            QJsonDocument::fromJson(R"({"id":99,"actual_status":"loading","label":"fresh"})").object();
        fleet::Inventory::ImportResult r = import(inventory, QList<QJsonObject>{loading}, 0);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.report.added.size(), 1);
        QVERIFY(r.report.skipped.isEmpty());
        std::optional<Node> node = inventory.find(QStringLiteral("fresh"));
        QVERIFY(node);
        QVERIFY(node->awaitingAddress());
        QVERIFY(node->address().isEmpty());
        QCOMPARE(inventory.providerRecord(node->id)->fields.value(QStringLiteral("actual_status")).toString(),
                 QStringLiteral("loading"));

        loading.insert(QStringLiteral("actual_status"), QStringLiteral("running"));
        loading.insert(QStringLiteral("ssh_host"), QStringLiteral("ssh4.vast.invalid"));
        loading.insert(QStringLiteral("ssh_port"), 31022);
        r = import(inventory, QList<QJsonObject>{loading}, 1);
        QVERIFY(r.ok());
        QCOMPARE(r.report.updated.size(), 1);
        QVERIFY(r.report.updated.first().changes.contains(QStringLiteral("address")));
        node = inventory.find(QStringLiteral("fresh"));
        QCOMPARE(node->host, QStringLiteral("ssh4.vast.invalid"));
        QCOMPARE(node->port, 31022);
        QVERIFY(!node->awaitingAddress());
    }

    void manualNodesAndSshConfigAddressesAreLeftAlone()
    {
        fleet::Inventory inventory(m_db);
        Node manual;
        manual.name = QStringLiteral("office");
        manual.host = QStringLiteral("192.0.2.1");
        const Node office = inventory.add(manual).node;
        QVERIFY(office.id > 0);
        QVERIFY(import(inventory, allFixtures(), 0).ok());
        Node aliased = *inventory.find(QStringLiteral("C.35207712"));
        aliased.useSshConfig = true;
        QVERIFY(inventory.update(aliased.name, aliased).ok());

        QList<QJsonObject> instances = allFixtures();
        instances.first().insert(QStringLiteral("ports"),
                                 QJsonDocument::fromJson(R"({"22/tcp":[{"HostPort":"41099"}]})").object());
        const fleet::Inventory::ImportResult r = import(inventory, instances, 1);
        QVERIFY(r.ok());
        QCOMPARE(inventory.find(QStringLiteral("C.35207712"))->port, 47122);
        QCOMPARE(names(r.report.unchanged), (QStringList{"C.35207712", "C.35207859", "C.35208024"}));
        QVERIFY(r.report.unchanged.first().warnings.value(0).contains(QLatin1String("ssh/config")));
        QVERIFY(r.report.vanished.isEmpty()); // the manual node is no provider's
        QCOMPARE(inventory.find(QStringLiteral("office")), std::optional<Node>(office));
        QVERIFY(!inventory.providerRecord(inventory.find(QStringLiteral("office"))->id));
    }

    void removingANodeRemovesItsProviderData()
    {
        fleet::Inventory inventory(m_db);
        QVERIFY(import(inventory, allFixtures(), 0).ok());
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM node_provider_data")), 3);
        QVERIFY(inventory.remove(QStringLiteral("C.35207712")).ok());
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM node_provider_data")), 2);
        // The next import brings it back as a new node.
        const fleet::Inventory::ImportResult r = import(inventory, allFixtures(), 1);
        QCOMPARE(names(r.report.added), QStringList{"C.35207712"});
    }

    void theReportAsJson()
    {
        fleet::Inventory inventory(m_db);
        QVERIFY(import(inventory, allFixtures(), 0).ok());
        const fleet::Inventory::ImportResult r =
            import(inventory, fixtureInstances(QStringLiteral("instances-v1-page1.json")), 1);
        const QJsonObject json = r.report.toJson();
        QCOMPARE(json.value(QStringLiteral("provider")).toString(), QStringLiteral("vast"));
        QCOMPARE(json.value(QStringLiteral("unchanged")).toArray().at(0).toObject(),
                 QJsonDocument::fromJson(
                     R"({"name":"C.35207712","provider_id":"35207712","host":"127.0.0.41","port":47122})")
                     .object());
        QCOMPARE(json.value(QStringLiteral("vanished"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("vanished_at"))
                     .toString(),
                 QStringLiteral("2026-03-01T12:01:00.000Z"));
        for (const char* key : {"added", "updated", "skipped"})
            QVERIFY(json.value(QLatin1String(key)).isArray());
        const fleet::ProviderRecord record =
            *inventory.providerRecord(inventory.find(QStringLiteral("C.35208024"))->id);
        QCOMPARE(record.toJson().value(QStringLiteral("vanished_at")).toString(),
                 QStringLiteral("2026-03-01T12:01:00.000Z"));
        QCOMPARE(record.toJson().value(QStringLiteral("refreshed_at")).toString(),
                 QStringLiteral("2026-03-01T12:00:00.000Z"));
    }

    void anInvalidProviderIsRefused()
    {
        fleet::Inventory inventory(m_db);
        QCOMPARE(inventory.importInstances(QStringLiteral("manual"), {}).outcome,
                 fleet::Inventory::Outcome::InvalidInput);
        QCOMPARE(inventory.importInstances(QString(), {}).outcome, fleet::Inventory::Outcome::InvalidInput);
    }
};

QTEST_GUILESS_MAIN(tst_ProviderImport)
#include "tst_providerimport.moc"
