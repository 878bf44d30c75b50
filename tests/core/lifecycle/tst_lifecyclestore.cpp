// SPDX-License-Identifier: GPL-3.0-or-later
// LifecycleStore on a real SQLite file: templates, saved searches, bad hosts and the records of
// rented nodes (with LifecycleRecord's stages and JSON).
#include "fleet/Inventory.h"
#include "lifecycle/LifecycleStore.h"
#include "storage/Database.h"

#include "support/TestStore.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::lifecycle;

// alice@ops-1 on the test's connection and bob@ops-2 on a second one to the same store; the
// test's connection is itself again afterwards.
struct TwoOperators
{
    explicit TwoOperators(storage::Database& db)
        : mine(db)
    {
        if (other.open(db.path())) {
            db.setOperatorName(QStringLiteral("alice@ops-1"));
            other.setOperatorName(QStringLiteral("bob@ops-2"));
        }
    }
    ~TwoOperators() { mine.setOperatorName(storage::Database::processOperator()); }
    storage::Database& mine;
    storage::Database other;
    LifecycleStore alice{mine};
    LifecycleStore bob{other};
};

class tst_LifecycleStore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    storage::Database m_db;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString location = teststore::location(m_dir, QStringLiteral("fleet.sqlite"));
        QVERIFY2(!location.isEmpty(), qPrintable(teststore::error()));
        QVERIFY2(m_db.open(location), qPrintable(m_db.error()));
    }

    void templates()
    {
        LifecycleStore store(m_db);
        RentTemplate t;
        t.name = QStringLiteral("prod");
        t.image = QStringLiteral("ghcr.io/example/cuzk:1.4");
        t.sshMinutes = 20;
        QVERIFY2(store.saveTemplate(t), qPrintable(store.error()));
        t.diskGb = 200; // saving again replaces
        QVERIFY(store.saveTemplate(t));
        RentTemplate other = t;
        other.name = QStringLiteral("cheap");
        QVERIFY(store.saveTemplate(other));
        QCOMPARE(store.templates().size(), 2);
        QCOMPARE(store.templates().first().name, QStringLiteral("cheap"));
        QCOMPARE(store.findTemplate(QStringLiteral("prod"))->diskGb, 200);
        QVERIFY(!store.findTemplate(QStringLiteral("none")));
        RentTemplate bad = t;
        bad.image.clear();
        QVERIFY(!store.saveTemplate(bad));
        QVERIFY(!store.error().isEmpty());
        QVERIFY(store.removeTemplate(QStringLiteral("cheap")));
        QVERIFY(!store.removeTemplate(QStringLiteral("cheap")));
        QCOMPARE(store.templates().size(), 1);
    }

    // Two operators edit the same template (its rules are in it): the second save, made from the
    // version both read, is refused with who changed it and when; nothing of the first is lost.
    void aSecondEditOfATemplateIsToldWhoAndWhen()
    {
        TwoOperators two(m_db);
        QVERIFY2(two.other.isOpen(), qPrintable(two.other.error()));
        LifecycleStore& alice = two.alice;
        LifecycleStore& bob = two.bob;

        RentTemplate t;
        t.name = QStringLiteral("shared");
        t.image = QStringLiteral("ghcr.io/example/cuzk:1.4");
        t.preset = QStringLiteral("quick"); // what measures the rules' floors
        RentTemplate written;
        QVERIFY2(alice.saveTemplate(t, &written), qPrintable(alice.error()));
        QCOMPARE(written.version, 1);
        QCOMPARE(written.updatedBy, QStringLiteral("alice@ops-1"));
        QVERIFY(qAbs(written.updatedAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);

        RentTemplate byAlice = *alice.findTemplate(t.name);
        RentTemplate byBob = *bob.findTemplate(t.name);
        QCOMPARE(byBob.version, 1);
        byAlice.minProofsPerHour = 30;
        QVERIFY2(alice.saveTemplate(byAlice, &written), qPrintable(alice.error()));
        QCOMPARE(written.version, 2);

        byBob.maxUsdPerProof = 0.02;
        QVERIFY(!bob.saveTemplate(byBob));
        QVERIFY(bob.conflict());
        QVERIFY2(bob.error().startsWith(QStringLiteral("template 'shared' was changed by alice@ops-1 at ")),
                 qPrintable(bob.error()));
        QVERIFY2(bob.error().contains(
                     written.updatedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))),
                 qPrintable(bob.error()));
        const RentTemplate stored = *bob.findTemplate(t.name);
        QCOMPARE(stored.minProofsPerHour, std::optional<double>(30));
        QVERIFY(!stored.maxUsdPerProof);
        QCOMPARE(stored.version, 2);

        // Read again, changed again: saved, by bob.
        RentTemplate again = stored;
        again.maxUsdPerProof = 0.02;
        QVERIFY2(bob.saveTemplate(again, &written), qPrintable(bob.error()));
        QVERIFY(!bob.conflict());
        QCOMPARE(written.version, 3);
        QCOMPARE(written.updatedBy, QStringLiteral("bob@ops-2"));
        QCOMPARE(written.minProofsPerHour, std::optional<double>(30));

        // Removed by bob: alice's stale edit says so.
        QVERIFY(bob.removeTemplate(t.name));
        QVERIFY(!alice.saveTemplate(byAlice));
        QVERIFY(alice.conflict());
        QCOMPARE(
            alice.error(),
            QStringLiteral("template 'shared' was removed after you read it; your change was not saved"));
        QVERIFY(!alice.findTemplate(t.name));

        // Version 0 (not read from the store) writes whatever is there, as `vast templates set`
        // of a new name does.
        QVERIFY2(alice.saveTemplate(t, &written), qPrintable(alice.error()));
        QCOMPARE(written.version, 1);
        QVERIFY2(bob.saveTemplate(t, &written), qPrintable(bob.error()));
        QCOMPARE(written.version, 2);
    }

    void savedSearches()
    {
        LifecycleStore store(m_db);
        vast::VastOfferQuery q;
        q.gpuName = QStringLiteral("RTX 4090");
        q.maxDollarsPerHour = 0.5;
        QVERIFY(store.saveSearch(QStringLiteral("cheap 4090s"), q));
        QVERIFY(!store.saveSearch(QStringLiteral(" "), q));
        QCOMPARE(store.searches().value(QStringLiteral("cheap 4090s")).toJson(), q.toJson());
        QVERIFY(store.removeSearch(QStringLiteral("cheap 4090s")));
        QVERIFY(store.searches().isEmpty());
    }

    void badHosts()
    {
        LifecycleStore store(m_db);
        BadHost h;
        h.machineId = QStringLiteral("61003");
        h.reason = QStringLiteral("proved at 12 proofs/h, below 30");
        h.source = QStringLiteral("qualification");
        h.node = QStringLiteral("prod-28400018");
        QVERIFY2(store.addBadHost(h), qPrintable(store.error()));
        QVERIFY(store.isBadHost(QStringLiteral("vast"), QStringLiteral("61003")));
        QVERIFY(!store.isBadHost(QStringLiteral("vast"), QStringLiteral("61004")));
        QVERIFY(!store.isBadHost(QStringLiteral("other"), QStringLiteral("61003")));
        QCOMPARE(store.badHosts().size(), 1);
        QCOMPARE(store.badHosts().first().toJson().value(QStringLiteral("node")).toString(), h.node);
        QCOMPARE(store.badHosts().first().addedBy, m_db.operatorName());
        QCOMPARE(store.badHosts().first().toJson().value(QStringLiteral("added_by")).toString(),
                 m_db.operatorName());
        BadHost noReason;
        noReason.machineId = QStringLiteral("1");
        QVERIFY(!store.addBadHost(noReason));
        QVERIFY(!store.conflict());
        QVERIFY(store.removeBadHost(QStringLiteral("vast"), QStringLiteral("61003")));
        QVERIFY(!store.removeBadHost(QStringLiteral("vast"), QStringLiteral("61003")));
        QVERIFY(store.error().isEmpty());
        QVERIFY(store.badHosts().isEmpty());
    }

    // Two operators list one machine: the second reason does not replace the first without a
    // word; the second is told who listed it, when and why. The same reason again is no change.
    void aSecondListingOfABadHostIsToldWhoAndWhen()
    {
        TwoOperators two(m_db);
        QVERIFY2(two.other.isOpen(), qPrintable(two.other.error()));
        LifecycleStore& alice = two.alice;
        LifecycleStore& bob = two.bob;

        BadHost h;
        h.machineId = QStringLiteral("70001");
        h.reason = QStringLiteral("GPU 3 drops off the bus");
        QVERIFY2(alice.addBadHost(h), qPrintable(alice.error()));
        const BadHost listed = bob.badHosts().first();
        QCOMPARE(listed.addedBy, QStringLiteral("alice@ops-1"));

        BadHost mine = h;
        mine.reason = QStringLiteral("slow disk");
        QVERIFY(!bob.addBadHost(mine));
        QVERIFY(bob.conflict());
        QVERIFY2(bob.error().startsWith(QStringLiteral("machine 70001 is already a bad host, listed by "
                                                       "alice@ops-1 at ")),
                 qPrintable(bob.error()));
        QVERIFY2(bob.error().contains(
                     listed.addedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))),
                 qPrintable(bob.error()));
        QVERIFY2(bob.error().contains(QStringLiteral("GPU 3 drops off the bus")), qPrintable(bob.error()));
        QCOMPARE(bob.badHosts().size(), 1);
        QCOMPARE(bob.badHosts().first().reason, h.reason);

        // The same reason: nothing to change, not a conflict; the listing stays alice's.
        QVERIFY2(bob.addBadHost(h), qPrintable(bob.error()));
        QVERIFY(!bob.conflict());
        QCOMPARE(bob.badHosts().first().addedBy, QStringLiteral("alice@ops-1"));

        // Removed and listed again: bob's reason, bob's name.
        QVERIFY(bob.removeBadHost(QStringLiteral("vast"), h.machineId));
        QVERIFY2(bob.addBadHost(mine), qPrintable(bob.error()));
        QCOMPARE(alice.badHosts().first().reason, QStringLiteral("slow disk"));
        QCOMPARE(alice.badHosts().first().addedBy, QStringLiteral("bob@ops-2"));
        QVERIFY(alice.removeBadHost(QStringLiteral("vast"), h.machineId));
    }

    void recordsOfRentedNodes()
    {
        fleet::Inventory inventory(m_db);
        Node node;
        node.name = QStringLiteral("prod-28400017");
        node.host = QStringLiteral("127.0.0.1");
        node.provider = QStringLiteral("vast");
        node.providerId = QStringLiteral("28400017");
        const fleet::Inventory::Result added = inventory.add(node);
        QVERIFY2(added.ok(), qPrintable(added.message));
        const qint64 id = inventory.find(node.name)->id;

        LifecycleStore store(m_db);
        const QDateTime t0 =
            QDateTime::fromString(QStringLiteral("2026-12-02T10:00:00.000Z"), Qt::ISODateWithMs);
        LifecycleRecord r;
        r.nodeId = id;
        r.templateName = QStringLiteral("prod");
        r.offerId = QStringLiteral("30200101");
        r.machineId = QStringLiteral("61001");
        r.rentedAt = t0;
        r.enter(Stage::Created, t0);
        r.enter(Stage::Loading, t0.addSecs(30));
        r.enter(Stage::Loading, t0.addSecs(60)); // already there: keeps its start
        r.enter(Stage::Running, t0.addSecs(300));
        r.qualification = Qualification{7, true, 41.2, 0.0204, {}};
        r.rule =
            RuleTrip{QStringLiteral("ssh-minutes"), QStringLiteral("no SSH"), QStringLiteral("notified"), t0};
        QVERIFY2(store.saveRecord(r), qPrintable(store.error()));

        const std::optional<LifecycleRecord> back = store.record(id);
        QVERIFY(back);
        QCOMPARE(back->node, node.name);
        QCOMPARE(back->instanceId, QStringLiteral("28400017"));
        QCOMPARE(back->stage, Stage::Running);
        QCOMPARE(back->stageSince, t0.addSecs(300));
        QCOMPARE(back->stages.value(QStringLiteral("loading")), t0.addSecs(30));
        QCOMPARE(back->stages.size(), 3);
        QCOMPARE(back->qualification->run, 7);
        QCOMPARE(*back->qualification->passed, true);
        QCOMPARE(back->rule->name, QStringLiteral("ssh-minutes"));

        const QJsonObject json = back->toJson();
        QCOMPARE(json.value(QStringLiteral("node")).toString(), node.name);
        QCOMPARE(json.value(QStringLiteral("instance_id")).toInteger(), 28400017);
        QCOMPARE(json.value(QStringLiteral("template")).toString(), QStringLiteral("prod"));
        QCOMPARE(json.value(QStringLiteral("stage")).toString(), QStringLiteral("running"));
        QCOMPARE(json.value(QStringLiteral("stage_since")).toString(),
                 QStringLiteral("2026-12-02T10:05:00.000Z"));
        QCOMPARE(json.value(QStringLiteral("qualification"))
                     .toObject()
                     .value(QStringLiteral("proofs_per_hour"))
                     .toDouble(),
                 41.2);
        QCOMPARE(json.value(QStringLiteral("rule")).toObject().value(QStringLiteral("action")).toString(),
                 QStringLiteral("notified"));

        // Saving again replaces; a removed node takes its record with it.
        r.enter(Stage::Retired, t0.addSecs(900));
        r.retiredAt = t0.addSecs(900);
        r.retiredReason = QStringLiteral("too slow");
        QVERIFY(store.saveRecord(r));
        QCOMPARE(store.records().size(), 1);
        QCOMPARE(store.records().first().stage, Stage::Retired);
        QCOMPARE(store.records().first().retiredReason, QStringLiteral("too slow"));
        QVERIFY(inventory.remove(node.name).ok());
        QVERIFY(store.records().isEmpty());
    }

    // Cost so far follows the prices it billed: $0.50/h for 2 h, stopped (storage $0.01/h) for
    // 10 h, running again at $0.50/h for 1 h, then retired: 1.00 + 0.10 + 0.50 = $1.60.
    void costFollowsStopsAndStarts()
    {
        fleet::Inventory inventory(m_db);
        Node node;
        node.name = QStringLiteral("prod-28400099");
        node.host = QStringLiteral("127.0.0.1");
        QVERIFY(inventory.add(node).ok());
        const qint64 id = inventory.find(node.name)->id;
        const QDateTime t0 =
            QDateTime::fromString(QStringLiteral("2026-12-02T10:00:00.000Z"), Qt::ISODateWithMs);
        LifecycleRecord r;
        r.nodeId = id;
        r.templateName = QStringLiteral("prod");
        r.rentedAt = t0;
        r.enter(Stage::Created, t0);
        // Without a noted price: the price given × the whole time.
        QCOMPARE(*r.costSoFar(0.5, t0.addSecs(3 * 3600)), 1.5);
        QVERIFY(!r.costSoFar(std::nullopt, t0.addSecs(3600)));
        QVERIFY(r.notePrice(0.5, t0.addSecs(20))); // noted a little after the rent: counts from it
        QVERIFY(!r.notePrice(0.5, t0.addSecs(3600)));
        QVERIFY(r.notePrice(0.01, t0.addSecs(2 * 3600)));
        QVERIFY(r.notePrice(0.5, t0.addSecs(12 * 3600)));
        QVERIFY(qAbs(*r.costSoFar(9.99, t0.addSecs(13 * 3600)) - 1.6) < 1e-9);
        r.retiredAt = t0.addSecs(13 * 3600);
        r.enter(Stage::Retired, r.retiredAt);
        LifecycleStore store(m_db);
        QVERIFY2(store.saveRecord(r), qPrintable(store.error()));
        const LifecycleRecord back = *store.record(id);
        QCOMPARE(back.billing.size(), 3);
        QCOMPARE(back.billing.at(1).from, t0.addSecs(2 * 3600));
        QCOMPARE(back.billing.at(1).dollarsPerHour, 0.01);
        // Retired: the cost stops at the retirement, whatever the clock says.
        QVERIFY(qAbs(*back.costSoFar(9.99, t0.addSecs(100 * 3600)) - 1.6) < 1e-9);
        QVERIFY(inventory.remove(node.name).ok());
    }

    void stageWords()
    {
        for (Stage s : {Stage::Created, Stage::Loading, Stage::Running, Stage::Ssh, Stage::Daemon,
                        Stage::Qualifying, Stage::InService, Stage::Failed, Stage::Retired}) {
            QCOMPARE(stageFromName(stageName(s)), s);
            QVERIFY(!stageText(s).isEmpty());
        }
        QCOMPARE(stageName(Stage::InService), QStringLiteral("in_service"));
        QVERIFY(!stageFromName(QStringLiteral("bogus")));
    }
};

QTEST_GUILESS_MAIN(tst_LifecycleStore)
#include "tst_lifecyclestore.moc"
