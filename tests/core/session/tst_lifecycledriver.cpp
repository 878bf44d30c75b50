// SPDX-License-Identifier: GPL-3.0-or-later
// LifecycleDriver over a real fleet database: what polls and the provider show moves a rented
// node's stages; qualification starts once and is judged from the stored run; a tripped rule
// destroys the instance only where the template retires automatically, and says so when the
// destroy fails; machines that proved too slow become bad hosts. The hooks (destroy, start a run)
// are the driver's own seams: each front end fills them, the test records what was asked.
#include "bench/BenchmarkStore.h"
#include "fleet/Inventory.h"
#include "lifecycle/LifecycleStore.h"
#include "session/FleetLifecycle.h"
#include "session/LifecycleDriver.h"
#include "storage/Database.h"
#include "support/TestStore.h"
#include "support/Waiting.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using lifecycle::Stage;

class tst_LifecycleDriver : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_location;
    std::unique_ptr<storage::Database> m_db;
    std::unique_ptr<fleet::Inventory> m_inventory;
    int m_case = 0;

    lifecycle::RentTemplate rentTemplate(bool autoRetire) const
    {
        lifecycle::RentTemplate t;
        t.name = QStringLiteral("prod");
        t.image = QStringLiteral("img");
        t.preset = QStringLiteral("qualify");
        t.minProofsPerHour = 30;
        t.autoRetire = autoRetire;
        return t;
    }

    // A rented instance as the provider lists it, its node and its record (created now).
    qint64 rentNode(const QString& instance, const QString& machine, const QString& state, bool address)
    {
        fleet::ProviderInstance p;
        p.providerId = instance;
        p.suggestedName = QStringLiteral("prod-") + instance;
        p.fallbackName = p.suggestedName;
        if (address) {
            p.host = QStringLiteral("127.0.0.1");
            p.port = 2222;
        }
        p.fields = {{QStringLiteral("actual_status"), state},
                    {QStringLiteral("machine_id"), machine.toLongLong()},
                    {QStringLiteral("dph_total"), 0.5}};
        const fleet::Inventory::ImportResult r =
            m_inventory->importInstances(QStringLiteral("vast"), {p}, false);
        if (!r.ok())
            qWarning() << r.message;
        const std::optional<Node> node = m_inventory->find(p.suggestedName);
        lifecycle::LifecycleRecord record;
        record.nodeId = node->id;
        record.templateName = QStringLiteral("prod");
        record.offerId = QStringLiteral("1");
        record.machineId = machine;
        record.rentedAt = QDateTime::currentDateTimeUtc();
        record.enter(Stage::Created, record.rentedAt);
        lifecycle::LifecycleStore(*m_db).saveRecord(record);
        return node->id;
    }

    Stage stageOf(qint64 nodeId) const { return lifecycle::LifecycleStore(*m_db).record(nodeId)->stage; }

    // A poll that read the daemon (or, with `diagnosis`, failed with it).
    static void observe(session::LifecycleDriver& driver, const QString& node,
                        const std::optional<Diagnosis>& failure)
    {
        status::NodeStatus s;
        s.name = node;
        s.lastPolled = QDateTime::currentDateTimeUtc();
        ssh::OperationResult r;
        r.node = node;
        r.diagnosis = failure;
        if (!failure)
            s.lastSeen = s.lastPolled;
        driver.observe(s, r);
    }

    // A finished run of `walls` seconds per timed proof.
    qint64 storeRun(const QString& node, const QList<double>& walls, double dph)
    {
        bench::BenchmarkStore store(*m_db);
        bench::BenchRunRecord r;
        r.node = node;
        r.counts = {0, int(walls.size()), 0};
        r.dollarsPerHour = dph;
        const qint64 id = store.createRun(r);
        std::vector<bench::BenchSample> samples;
        int i = 1;
        for (double w : walls)
            samples.push_back(
                {i++, bench::BenchSample::Phase::Timed, bench::BenchSample::Status::Completed, w, {}, {}});
        if (id <= 0 || !store.addSamples(id, samples) || !store.finishRun(id, bench::BenchRunState::Finished))
            qWarning() << store.error();
        return id;
    }

private Q_SLOTS:
    void init()
    {
        ++m_case;
        m_db = std::make_unique<storage::Database>();
        m_location = teststore::location(m_dir, QStringLiteral("fleet-%1.sqlite").arg(m_case));
        QVERIFY2(!m_location.isEmpty(), qPrintable(teststore::error()));
        QVERIFY2(m_db->open(m_location), qPrintable(m_db->error()));
        m_inventory = std::make_unique<fleet::Inventory>(*m_db);
        bench::BenchSpec spec;
        spec.name = QStringLiteral("qualify");
        spec.counts = {0, 3, 0};
        QVERIFY(bench::BenchmarkStore(*m_db).savePreset(spec));
    }
    void cleanup()
    {
        m_inventory.reset();
        m_db.reset();
    }

    void stagesFollowWhatIsSeenAndQualifyOnce()
    {
        QVERIFY(lifecycle::LifecycleStore(*m_db).saveTemplate(rentTemplate(true)));
        const qint64 loading =
            rentNode(QStringLiteral("101"), QStringLiteral("7001"), QStringLiteral("loading"), false);
        const qint64 up =
            rentNode(QStringLiteral("102"), QStringLiteral("7002"), QStringLiteral("running"), true);
        session::LifecycleDriver driver(*m_db, *m_inventory);
        QList<QString> startedOn;
        std::function<void(qint64, const QString&)> pending;
        driver.startRun = [&](const Node& node, const bench::BenchSpec& spec, auto done) {
            QCOMPARE(spec.name, QStringLiteral("qualify"));
            startedOn << node.name;
            pending = done; // answers later, as the console's keychain lookup does
        };
        // Only the node with an address is polled.
        const QList<Node> pollable = driver.pollable();
        QCOMPARE(pollable.size(), 1);
        QCOMPARE(pollable.first().name, QStringLiteral("prod-102"));

        observe(driver, QStringLiteral("prod-102"),
                Diagnosis::make(QStringLiteral("daemon_down"), QStringLiteral("connection refused"),
                                Diagnosis::Stage::Http));
        driver.step();
        QCOMPARE(stageOf(loading), Stage::Loading);
        QCOMPARE(stageOf(up), Stage::Ssh); // logged in; the daemon did not answer

        observe(driver, QStringLiteral("prod-102"), std::nullopt);
        driver.step();
        driver.step(); // the start has not answered: no second start
        QCOMPARE(stageOf(up), Stage::Qualifying);
        QCOMPARE(startedOn, QStringList{QStringLiteral("prod-102")});
        QVERIFY(driver.busy());

        // The run: 3 proofs of 90 s = 40 proofs/h, above the floor of 30.
        QSignalSpy started(&driver, &session::LifecycleDriver::qualificationStarted);
        const qint64 run = storeRun(QStringLiteral("prod-102"), {90, 90, 90}, 0.5);
        pending(run, {});
        QCOMPARE(started.size(), 1);
        QCOMPARE(lifecycle::LifecycleStore(*m_db).record(up)->qualification->run, run);
        driver.runEnded(run);
        const lifecycle::LifecycleRecord done = *lifecycle::LifecycleStore(*m_db).record(up);
        QCOMPARE(done.stage, Stage::InService);
        QCOMPARE(*done.qualification->passed, true);
        QCOMPARE(*done.qualification->proofsPerHour, 40.0);
        QVERIFY(!driver.busy());
        QVERIFY(!lifecycle::LifecycleStore(*m_db).isBadHost(QStringLiteral("vast"), QStringLiteral("7002")));
        const QJsonArray nodes = driver.toJson().value(QStringLiteral("nodes")).toArray();
        QCOMPARE(nodes.size(), 2);
    }

    // A console fed by the store's collectors has no poll results, only the statuses they wrote:
    // read as poll results (FleetLifecycle::pollResultOf), they move a node's stages as its own
    // polls would.
    void statusesFromTheStoreMoveStagesAsPollsDo()
    {
        QVERIFY(lifecycle::LifecycleStore(*m_db).saveTemplate(rentTemplate(false)));
        const qint64 up =
            rentNode(QStringLiteral("301"), QStringLiteral("7301"), QStringLiteral("running"), true);
        session::LifecycleDriver driver(*m_db, *m_inventory);
        driver.startRun = [](const Node&, const bench::BenchSpec&, auto) {};

        // Logged in, the daemon refused: the collector's status keeps the daemon's last answer
        // from before (lastSeen) and the failure.
        status::NodeStatus s;
        s.name = QStringLiteral("prod-301");
        s.lastPolled = QDateTime::currentDateTimeUtc();
        s.lastSeen = s.lastPolled.addSecs(-60);
        s.diagnosis = Diagnosis::make(QStringLiteral("daemon_down"), QStringLiteral("connection refused"),
                                      Diagnosis::Stage::Http);
        ssh::OperationResult r = session::FleetLifecycle::pollResultOf(s);
        QVERIFY(!r.ok());
        QCOMPARE(r.diagnosis->code, QStringLiteral("daemon_down"));
        driver.observe(s, r);
        driver.step();
        QCOMPARE(stageOf(up), Stage::Ssh);

        // The daemon answered this poll, even with a complaint of its own (degraded).
        s.lastPolled = s.lastPolled.addSecs(10);
        s.lastSeen = s.lastPolled;
        s.diagnosis = Diagnosis::make(QStringLiteral("jobs_failing"), QStringLiteral("3 failed"));
        r = session::FleetLifecycle::pollResultOf(s);
        QVERIFY(r.ok());
        driver.observe(s, r);
        driver.step();
        QCOMPARE(stageOf(up), Stage::Qualifying);

        // Never reached: no login either.
        status::NodeStatus never;
        never.name = s.name;
        never.lastPolled = QDateTime::currentDateTimeUtc();
        never.diagnosis = Diagnosis::make(QStringLiteral("connection_refused"), QStringLiteral("refused"),
                                          Diagnosis::Stage::Connect);
        QCOMPARE(session::FleetLifecycle::pollResultOf(never).diagnosis->stage, Diagnosis::Stage::Connect);
    }

    // On a team's store one process drives the rules (the session lock); the others' steps do
    // nothing until it is gone. On an SQLite file every process drives.
    void oneProcessDrivesTheRulesOnATeamStore()
    {
        QVERIFY(lifecycle::LifecycleStore(*m_db).saveTemplate(rentTemplate(false)));
        const qint64 up =
            rentNode(QStringLiteral("401"), QStringLiteral("7401"), QStringLiteral("running"), true);
        auto otherDb = std::make_unique<storage::Database>();
        QVERIFY2(otherDb->open(m_location), qPrintable(otherDb->error()));
        fleet::Inventory otherInventory(*otherDb);
        session::LifecycleDriver other(*otherDb, otherInventory);
        int otherStarts = 0;
        other.startRun = [&](const Node&, const bench::BenchSpec&, auto) { ++otherStarts; };
        {
            session::LifecycleDriver first(*m_db, *m_inventory);
            int firstStarts = 0;
            first.startRun = [&](const Node&, const bench::BenchSpec&, auto) { ++firstStarts; };
            first.step(); // no poll yet: the provider's word alone
            QVERIFY(first.acting());
            const Stage before = stageOf(up);
            QVERIFY(before != Stage::Qualifying);
            observe(other, QStringLiteral("prod-401"), std::nullopt);
            QSignalSpy acting(&other, &session::LifecycleDriver::actingChanged);
            other.step();
            if (teststore::onPostgres()) {
                QVERIFY(!other.acting());
                QCOMPARE(acting.size(), 1);
                QCOMPARE(stageOf(up), before); // the other saw the daemon, and did nothing
                QCOMPARE(otherStarts, 0);
            } else {
                QVERIFY(other.acting());
                QCOMPARE(stageOf(up), Stage::Qualifying);
                QCOMPARE(otherStarts, 1);
                return;
            }
        }
        // The first process ends (its connection with it): the other drives at its next step.
        m_inventory.reset();
        m_db.reset();
        QVERIFY2(test::msUntil(
                     [&] {
                         other.step();
                         return other.acting();
                     },
                     5000) >= 0,
                 "the other process never took over the rules");
        lifecycle::LifecycleStore store(*otherDb);
        QCOMPARE(store.record(up)->stage, Stage::Qualifying);
        QCOMPARE(otherStarts, 1);
    }

    void aSlowMachineIsRetiredOrOnlyMarked_data()
    {
        QTest::addColumn<bool>("autoRetire");
        QTest::addColumn<QString>("destroyFailure");
        QTest::addColumn<QString>("stage");
        QTest::addColumn<QString>("action");
        QTest::newRow("retired") << true << QString() << QStringLiteral("retired")
                                 << QStringLiteral("retired");
        QTest::newRow("destroy failed")
            << true << QStringLiteral("HTTP 500") << QStringLiteral("failed") << QStringLiteral("notified");
        QTest::newRow("notified only")
            << false << QString() << QStringLiteral("failed") << QStringLiteral("notified");
    }
    void aSlowMachineIsRetiredOrOnlyMarked()
    {
        QFETCH(bool, autoRetire);
        QFETCH(QString, destroyFailure);
        QFETCH(QString, stage);
        QFETCH(QString, action);
        QVERIFY(lifecycle::LifecycleStore(*m_db).saveTemplate(rentTemplate(autoRetire)));
        const qint64 id =
            rentNode(QStringLiteral("201"), QStringLiteral("7201"), QStringLiteral("running"), true);
        session::LifecycleDriver driver(*m_db, *m_inventory);
        QStringList destroyed;
        driver.destroy = [&](const QString& instance, auto done) {
            destroyed << instance;
            done(destroyFailure);
        };
        qint64 run = 0;
        driver.startRun = [&](const Node& node, const bench::BenchSpec&, auto done) {
            // 3 proofs of 360 s = 10 proofs/h, below the floor of 30.
            run = storeRun(node.name, {360, 360, 360}, 0.5);
            done(run, {});
        };
        QSignalSpy tripped(&driver, &session::LifecycleDriver::ruleTripped);
        observe(driver, QStringLiteral("prod-201"), std::nullopt);
        driver.step();
        QVERIFY(run > 0);
        driver.runEnded(run);
        const lifecycle::LifecycleRecord r = *lifecycle::LifecycleStore(*m_db).record(id);
        QCOMPARE(lifecycle::stageName(r.stage), stage);
        QCOMPARE(r.rule->name, QStringLiteral("min-proofs-per-hour"));
        QCOMPARE(r.rule->action, action);
        QVERIFY2(r.rule->reason.contains(QLatin1String("proved 10.0 proofs/h, below the floor of 30.0")),
                 qPrintable(r.rule->reason));
        QCOMPARE(destroyed, autoRetire ? QStringList{QStringLiteral("201")} : QStringList());
        if (!destroyFailure.isEmpty())
            QVERIFY2(r.rule->reason.contains(destroyFailure), qPrintable(r.rule->reason));
        if (stage == QLatin1String("retired"))
            QCOMPARE(r.retiredReason, r.rule->reason);
        QCOMPARE(tripped.size(), 1);
        // Its rate condemns the machine, whatever was done with the instance.
        QVERIFY(lifecycle::LifecycleStore(*m_db).isBadHost(QStringLiteral("vast"), QStringLiteral("7201")));
        // An ended node is polled and judged no more.
        QVERIFY(driver.pollable().isEmpty());
        driver.step();
        QCOMPARE(destroyed.size(), autoRetire ? 1 : 0);
    }

    // The price it bills is noted at each step: running, then stopped (storage only).
    void stopsAndStartsAreBilledApart()
    {
        QVERIFY(lifecycle::LifecycleStore(*m_db).saveTemplate(rentTemplate(false)));
        const qint64 id =
            rentNode(QStringLiteral("401"), QStringLiteral("7401"), QStringLiteral("running"), true);
        session::LifecycleDriver driver(*m_db, *m_inventory);
        driver.step();
        QCOMPARE(lifecycle::LifecycleStore(*m_db).record(id)->billing.size(), 1);
        QCOMPARE(lifecycle::LifecycleStore(*m_db).record(id)->billing.first().dollarsPerHour, 0.5);
        driver.step(); // the same price: no new period
        QCOMPARE(lifecycle::LifecycleStore(*m_db).record(id)->billing.size(), 1);

        fleet::ProviderInstance p;
        p.providerId = QStringLiteral("401");
        p.suggestedName = QStringLiteral("prod-401");
        p.fallbackName = p.suggestedName;
        p.host = QStringLiteral("127.0.0.1");
        p.port = 2222;
        p.fields = {{QStringLiteral("actual_status"), QStringLiteral("exited")},
                    {QStringLiteral("machine_id"), 7401},
                    {QStringLiteral("dph_total"), 0.5},
                    {QStringLiteral("storage_cost"), 0.1},
                    {QStringLiteral("disk_space"), 73}};
        QVERIFY(m_inventory->importInstances(QStringLiteral("vast"), {p}, false).ok());
        driver.step();
        const QList<lifecycle::BillingPeriod> billing = lifecycle::LifecycleStore(*m_db).record(id)->billing;
        QCOMPARE(billing.size(), 2);
        QVERIFY(qAbs(billing.at(1).dollarsPerHour - 0.01) < 1e-12);
    }

    void aRunThatCannotStartFailsQualification()
    {
        QVERIFY(lifecycle::LifecycleStore(*m_db).saveTemplate(rentTemplate(false)));
        const qint64 id =
            rentNode(QStringLiteral("301"), QStringLiteral("7301"), QStringLiteral("running"), true);
        session::LifecycleDriver driver(*m_db, *m_inventory);
        driver.startRun = [](const Node&, const bench::BenchSpec&, auto done) {
            done(0, QStringLiteral("no route to host"));
        };
        observe(driver, QStringLiteral("prod-301"), std::nullopt);
        driver.step();
        const lifecycle::LifecycleRecord r = *lifecycle::LifecycleStore(*m_db).record(id);
        QCOMPARE(r.stage, Stage::Failed);
        QCOMPARE(r.rule->name, QStringLiteral("qualification"));
        QVERIFY2(r.rule->reason.contains(QLatin1String("no route to host")), qPrintable(r.rule->reason));
        QVERIFY(!driver.busy());
    }
};

QTEST_GUILESS_MAIN(tst_LifecycleDriver)
#include "tst_lifecycledriver.moc"
