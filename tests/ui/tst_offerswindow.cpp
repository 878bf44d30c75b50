// SPDX-License-Identifier: GPL-3.0-or-later
// Renting from the console, end to end: View ▸ Offers searches the local stand-in of vast.ai,
// two offers are rented with a template after a confirmation that states their $/h and $/day,
// both nodes appear at once, the stand-in turns each into a real machine on loopback
// (SimulatedVastCloud: sshd, cuzk-sim, a simulated cuzk-bench), and the console moves them through
// their stages on its own polls: the healthy one qualifies by benchmark and goes in service, the
// slow one is retired by its template's rate floor with the reason shown, destroyed at the
// provider, its machine listed as a bad host and left out of the offers from then on.
#include "BadHostsDialog.h"
#include "Dialogs.h"
#include "FleetFilterProxy.h"
#include "MainWindow.h"
#include "MessageBanner.h"
#include "NodeDetailsPanel.h"
#include "OffersWindow.h"
#include "Translations.h"
#include "base/PublicKey.h"
#include "bench/BenchmarkStore.h"
#include "fleet/NodeCost.h"
#include "lifecycle/LifecycleStore.h"
#include "models/FleetTableModel.h"
#include "models/OffersModel.h"
#include "secrets/MemoryCredentialStore.h"
#include "session/FleetLifecycle.h"
#include "session/FleetSession.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"
#include "support/FakeVastServer.h"
#include "support/Fixtures.h"
#include "support/OpenSshClient.h"
#include "support/RentingStandIn.h"
#include "support/ScriptedDialogs.h"
#include "support/SimulatedVastCloud.h"
#include "support/SshKeyPair.h"
#include "support/TestSettings.h"
#include "support/TestSkips.h"
#include "vast/VastSync.h"

#include <QAction>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace fleetdeck;
using namespace fleetdeck::ui;

class tst_OffersWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    test::RentingStandIn m_standIn;
    FakeVastServer* m_server = nullptr;
    SimulatedVastCloud* m_cloud = nullptr;
    SshKeyPair m_identity;
    int m_case = 0;

    QString db() const { return m_dir.filePath(QStringLiteral("fleet-%1.sqlite").arg(m_case)); }

    // The fleet's template (preset "qualify": 1 warmup + 5 timed proofs) in a new database.
    void prepareFleet(const lifecycle::RentTemplate& t)
    {
        storage::Database database;
        QVERIFY(database.open(db()));
        bench::BenchSpec spec;
        spec.name = QStringLiteral("qualify");
        spec.counts = {1, 5, 0};
        QVERIFY(bench::BenchmarkStore(database).savePreset(spec));
        lifecycle::LifecycleStore store(database);
        QVERIFY2(store.saveTemplate(t), qPrintable(store.error()));
        database.close();
    }

    lifecycle::RentTemplate prodTemplate() const
    {
        lifecycle::RentTemplate t;
        t.name = QStringLiteral("prod");
        t.image = QStringLiteral("ghcr.io/example/cuzk:1.4");
        t.identity = m_identity.privateKeyPath();
        t.statusPort = m_cloud->statusPort();
        t.user = OpenSshClient::currentUserName(); // the machines' sshd run as this account
        t.preset = QStringLiteral("qualify");
        t.minProofsPerHour = 30;
        t.sshMinutes = 2;
        t.autoRetire = true;
        return t;
    }

    void openWindow(MainWindow& w, ssh::SshEngine& engine, secrets::MemoryCredentialStore& store)
    {
        w.setKnownHostsPath(m_dir.filePath(QStringLiteral("known_hosts-%1").arg(m_case)));
        w.setCredentialStore(&store);
        w.setSshEngine(&engine);
        QVERIFY(w.openDatabase(db()));
        w.session()->setPollIntervalSeconds(1);
        w.session()->lifecycle()->setStepInterval(200);
        w.show();
    }

    static int rowOf(const models::OffersModel* model, const QString& id)
    {
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->offerAt(row).id == id)
                return row;
        }
        return -1;
    }

    static std::optional<lifecycle::Stage> stageOf(MainWindow& w, const QString& node)
    {
        const std::optional<lifecycle::LifecycleRecord> life = w.fleetModel()->lifecycleOf(node);
        return life ? std::optional<lifecycle::Stage>(life->stage) : std::nullopt;
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        // English as the console runs it: with the plural forms of its catalogue.
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
        test::keepSettingsIn(m_dir.filePath(QStringLiteral("settings")),
                             QStringLiteral("fleetdeck-offers-test"));
        m_identity = SshKeyPair::generate(m_dir.filePath(QStringLiteral("fleet_ed25519")),
                                          QStringLiteral("ops@console"));
        QVERIFY2(m_identity.isValid(), qPrintable(m_identity.errorString()));
        qputenv("VAST_API_KEY", m_standIn.apiKey);
    }

    void init()
    {
        ++m_case;
        test::scriptDialogs();
        QString error;
        QVERIFY2(m_standIn.start(m_dir.filePath(QStringLiteral("cloud-%1").arg(m_case)), &error),
                 qPrintable(error));
        m_server = m_standIn.server.get();
        m_cloud = m_standIn.cloud.get();
        QSettings().setValue(QStringLiteral("vast/baseUrl"), m_server->baseUrl().toString());
        QSettings().setValue(QStringLiteral("vast/intervalSecs"), 1);
    }

    void cleanup() { m_standIn.stop(); }

    void offersRentQualifyAndRetire()
    {
        m_cloud->setProfile(QStringLiteral("30200101"), test::loadingForAWhile(QStringLiteral("healthy")));
        m_cloud->setProfile(QStringLiteral("30200102"),
                            *SimulatedVastCloud::Profile::named(QStringLiteral("slow")));
        m_server->setNextInstanceId(28400017);
        prepareFleet(prodTemplate());

        ssh::SshEngine engine;
        secrets::MemoryCredentialStore store;
        MainWindow w;
        openWindow(w, engine, store);
        auto* offersAction = w.findChild<QAction*>(QStringLiteral("offersAction"));
        QVERIFY(offersAction);
        offersAction->trigger();
        OffersWindow* offers = w.offersWindow();
        QVERIFY(offers && offers->isVisible());
        QCOMPARE(offers->templates()->currentText(), QStringLiteral("prod"));

        // The search: duplicates merged, nothing predicted yet (this fleet has no runs).
        QSignalSpy searched(offers, &OffersWindow::searched);
        offers->search();
        QVERIFY(searched.wait(10000));
        models::OffersModel* model = offers->model();
        QCOMPARE(model->rowCount(), 5);
        QVERIFY2(offers->statusLabel()->text().contains(QStringLiteral("1 duplicate merged")),
                 qPrintable(offers->statusLabel()->text()));
        const int good = rowOf(model, QStringLiteral("30200101"));
        QVERIFY(good >= 0);
        QCOMPARE(model->index(good, models::OffersModel::BasisColumn).data().toString(),
                 QStringLiteral("no history"));
        // The offers were searched for the template's disk: the price includes it.
        const QList<FakeVastServer::Request> requests = m_server->requests();
        const auto search =
            std::find_if(requests.crbegin(), requests.crend(), [](const FakeVastServer::Request& r) {
                return r.path == QLatin1String("/api/v0/bundles/");
            });
        QVERIFY(search != requests.crend());
        QCOMPARE(
            QJsonDocument::fromJson(search->body).object().value(QStringLiteral("allocated_storage")).toInt(),
            50);

        // Rent two: the confirmation states their $/h and $/day before anything bills.
        QVERIFY(offers->selectOffers({QStringLiteral("30200101"), QStringLiteral("30200102")}));
        QString question;
        Dialogs::answerNextConfirm([&question](const QString&, const QString& text) {
            question = text;
            return true;
        });
        QSignalSpy rented(offers, &OffersWindow::rented);
        offers->rentSelected();
        QVERIFY(rented.wait(15000));
        const double perHour = model->offerAt(good).dollarsPerHour +
                               model->offerAt(rowOf(model, QStringLiteral("30200102"))).dollarsPerHour;
        const QString total =
            QStringLiteral("Rent 2 instances with template prod for %1 in all ($%2/day)?")
                .arg(fleet::NodeCost::perHourText(perHour), QString::number(perHour * 24, 'f', 2));
        QVERIFY2(question.startsWith(total), qPrintable(question + QStringLiteral("\n---\n") + total));
        for (const QString& part :
             {QStringLiteral("offer 30200101: RTX 4090 ×1"), QStringLiteral("offer 30200102: RTX 4090 ×2")})
            QVERIFY2(question.contains(part), qPrintable(question));
        const QStringList nodes = rented.first().first().toStringList();
        QCOMPARE(nodes, QStringList({QStringLiteral("prod-28400017"), QStringLiteral("prod-28400018")}));
        // Both are nodes at once, without an address yet, with their stage in the table.
        for (const QString& node : nodes) {
            const int row = w.fleetModel()->rowOf(node);
            QVERIFY2(row >= 0, qPrintable(node));
            QVERIFY(w.fleetModel()->nodeAt(row).awaitingAddress() ||
                    stageOf(w, node) > lifecycle::Stage::Created);
            QVERIFY(stageOf(w, node).has_value());
        }
        QVERIFY(w.vastSync()->isEnabled()); // rented nodes are watched through the account

        // Brought up on the console's own polls: one in service, the slow one retired.
        QTRY_VERIFY_WITH_TIMEOUT(stageOf(w, nodes[0]) == lifecycle::Stage::InService &&
                                     stageOf(w, nodes[1]) == lifecycle::Stage::Retired,
                                 120000);
        const lifecycle::LifecycleRecord goodLife = *w.fleetModel()->lifecycleOf(nodes[0]);
        for (const char* stage :
             {"created", "loading", "running", "ssh", "daemon", "qualifying", "in_service"})
            QVERIFY2(goodLife.stages.contains(QLatin1String(stage)), stage);
        QVERIFY(goodLife.qualification && goodLife.qualification->passed == true);
        QVERIFY(*goodLife.qualification->proofsPerHour > 30);

        const lifecycle::LifecycleRecord slowLife = *w.fleetModel()->lifecycleOf(nodes[1]);
        QVERIFY(slowLife.rule);
        QCOMPARE(slowLife.rule->name, QStringLiteral("min-proofs-per-hour"));
        QVERIFY2(slowLife.retiredReason.contains(QLatin1String("below the floor of 30")),
                 qPrintable(slowLife.retiredReason));
        // Destroyed at the provider, the good one still rented; the machine is a bad host.
        QVERIFY(!m_server->instance(QStringLiteral("28400018")));
        QVERIFY(m_server->instance(QStringLiteral("28400017")));
        QVERIFY(lifecycle::LifecycleStore(*w.session()->database())
                    .isBadHost(QStringLiteral("vast"), QStringLiteral("61002")));

        // The operator was told, with the reason.
        QVERIFY2(w.banner()->text().contains(QLatin1String("below the floor of 30")),
                 qPrintable(w.banner()->text()));
        // The retired node left the live table (still in the model as history) and its polling.
        const auto visible = [&w](const QString& node) {
            for (int row = 0; row < w.fleetProxy()->rowCount(); ++row) {
                if (w.fleetProxy()->index(row, models::FleetTableModel::NameColumn).data().toString() == node)
                    return true;
            }
            return false;
        };
        QVERIFY(visible(nodes[0]));
        QVERIFY(!visible(nodes[1]));
        QCOMPARE(w.fleetModel()->totals().nodes, 1);
        // Shown again on request, with why it went, what it cost and how long it lived.
        w.findChild<QAction*>(QStringLiteral("showRetiredAction"))->setChecked(true);
        QVERIFY(visible(nodes[1]));
        QVERIFY(w.selectNode(nodes[1]));
        auto* life = w.detailsPanel()->findChild<QLabel*>(QStringLiteral("detailsLifecycle"));
        QVERIFY(life && life->isVisibleTo(w.detailsPanel()));
        for (const char* part : {"retired", "min-proofs-per-hour", "below the floor of 30",
                                 "instance destroyed", "Lived", "cost so far $"})
            QVERIFY2(life->text().contains(QLatin1String(part)), qPrintable(life->text()));
        const QString stageCell =
            w.fleetModel()
                ->index(w.fleetModel()->rowOf(nodes[1]), models::FleetTableModel::StageColumn)
                .data()
                .toString();
        QVERIFY2(stageCell.contains(QLatin1String("below the floor")), qPrintable(stageCell));
        const int polledBefore = int(m_cloud->machines());
        QCOMPARE(polledBefore, 1);

        // Searched again: the bad host's offer is hidden, and the healthy machine's offer (listed
        // again) is predicted from its own qualification run.
        m_server->setOffers(test::fixtureOffers().mid(0, 2));
        offers->search();
        QVERIFY(searched.wait(10000));
        QCOMPARE(model->rowCount(), 1);
        QVERIFY2(offers->statusLabel()->text().contains(QStringLiteral("1 on a bad host hidden")),
                 qPrintable(offers->statusLabel()->text()));
        QCOMPARE(model->offerAt(0).id, QStringLiteral("30200101"));
        QCOMPARE(model->index(0, models::OffersModel::BasisColumn).data().toString(),
                 QStringLiteral("this machine, 1 run"));
        const std::optional<lifecycle::OfferExpectation> expected = model->expectedAt(0);
        QVERIFY(expected && expected->usdPerProof);
        QVERIFY(qAbs(expected->proofsPerHour - *goodLife.qualification->proofsPerHour) < 1e-6);
        QVERIFY(qAbs(*expected->usdPerProof - model->offerAt(0).dollarsPerHour / expected->proofsPerHour) <
                1e-9);

        // The machine is on the bad hosts list with the rule's reason; taken off it, its offer
        // is listed again.
        BadHostsDialog* bad = offers->openBadHosts();
        QCOMPARE(bad->table()->rowCount(), 1);
        QCOMPARE(bad->table()->item(0, 0)->text(), QStringLiteral("61002"));
        QVERIFY2(bad->table()->item(0, 1)->text().contains(QLatin1String("below the floor of 30")),
                 qPrintable(bad->table()->item(0, 1)->text()));
        bad->table()->selectRow(0);
        Dialogs::setNextConfirm(true);
        bad->removeSelected();
        QVERIFY(searched.wait(10000));
        QCOMPARE(model->rowCount(), 2);
    }

    void instancesManagedFromTheTable()
    {
        m_cloud->setProfile(QStringLiteral("30200103"),
                            *SimulatedVastCloud::Profile::named(QStringLiteral("healthy")));
        m_server->setNextInstanceId(28400031);
        lifecycle::RentTemplate t = prodTemplate();
        t.preset.clear(); // no qualification: in service once the daemon answers
        t.minProofsPerHour.reset();
        prepareFleet(t);
        ssh::SshEngine engine;
        secrets::MemoryCredentialStore store;
        MainWindow w;
        openWindow(w, engine, store);
        OffersWindow* offers = w.openOffers();
        QSignalSpy searched(offers, &OffersWindow::searched);
        offers->search();
        QVERIFY(searched.wait(10000));
        QVERIFY(offers->selectOffers({QStringLiteral("30200103")}));
        Dialogs::setNextConfirm(true);
        QSignalSpy rented(offers, &OffersWindow::rented);
        offers->rentSelected();
        QVERIFY(rented.wait(15000));
        const QString node = QStringLiteral("prod-28400031");
        QTRY_VERIFY_WITH_TIMEOUT(stageOf(w, node) == lifecycle::Stage::InService, 60000);
        QVERIFY(w.selectNode(node));
        // The Keys tab lists what vast.ai holds for the instance: the key attached at the rent.
        auto* platformKeys = w.detailsPanel()->findChild<QLabel*>(QStringLiteral("platformKeys"));
        QVERIFY(platformKeys);
        const QString fingerprint = PublicKey::parseLine(m_identity.publicKeyLine().toUtf8())->fingerprint();
        QTRY_VERIFY2(
            platformKeys->text().contains(QStringLiteral("vast.ai holds 1 key for instance 28400031")) &&
                platformKeys->text().contains(fingerprint),
            qPrintable(platformKeys->text()));
        auto* stop = w.findChild<QAction*>(QStringLiteral("stopInstanceAction"));
        QVERIFY(stop && stop->isEnabled());

        stop->trigger();
        QTRY_COMPARE(m_server->instance(QStringLiteral("28400031"))
                         ->value(QStringLiteral("intended_status"))
                         .toString(),
                     QStringLiteral("stopped"));
        w.findChild<QAction*>(QStringLiteral("startInstanceAction"))->trigger();
        QTRY_COMPARE(m_server->instance(QStringLiteral("28400031"))
                         ->value(QStringLiteral("intended_status"))
                         .toString(),
                     QStringLiteral("running"));
        Dialogs::setNextText(QStringLiteral("prover-a"));
        w.findChild<QAction*>(QStringLiteral("labelInstanceAction"))->trigger();
        QTRY_COMPARE(
            m_server->instance(QStringLiteral("28400031"))->value(QStringLiteral("label")).toString(),
            QStringLiteral("prover-a"));
        m_server->clearRequests();
        w.findChild<QAction*>(QStringLiteral("rebootInstanceAction"))->trigger();
        QTRY_VERIFY(
            std::any_of(m_server->requests().cbegin(), m_server->requests().cend(), [](const auto& r) {
                return r.path == QLatin1String("/api/v0/instances/reboot/28400031/");
            }));

        // Destroy: refused first (nothing happens), then confirmed, naming the instance, its price
        // and what it cost so far.
        Dialogs::setNextConfirm(false);
        w.findChild<QAction*>(QStringLiteral("destroyInstanceAction"))->trigger();
        QTest::qWait(300);
        QVERIFY(m_server->instance(QStringLiteral("28400031")));
        QString question;
        Dialogs::answerNextConfirm([&question](const QString&, const QString& text) {
            question = text;
            return true;
        });
        w.findChild<QAction*>(QStringLiteral("destroyInstanceAction"))->trigger();
        QTRY_VERIFY(!m_server->instance(QStringLiteral("28400031")));
        for (const QString& part : {QStringLiteral("prod-28400031 (instance 28400031, $"),
                                    QStringLiteral("/h, $"), QStringLiteral(" so far)")})
            QVERIFY2(question.contains(part), qPrintable(question));
        QTRY_COMPARE(stageOf(w, node), lifecycle::Stage::Retired);
        QCOMPARE(w.fleetModel()->lifecycleOf(node)->retiredReason,
                 QStringLiteral("destroyed by the operator"));
        QCOMPARE(w.fleetProxy()->rowCount(), 0); // left the live table
    }

    void aFailingInstanceIsOfferedForRetirement()
    {
        m_cloud->setProfile(QStringLiteral("30200105"),
                            *SimulatedVastCloud::Profile::named(QStringLiteral("no-daemon")));
        m_server->setNextInstanceId(28400041);
        lifecycle::RentTemplate t = prodTemplate();
        t.preset.clear();
        t.minProofsPerHour.reset();
        t.sshMinutes.reset();
        prepareFleet(t);
        ssh::SshEngine engine;
        secrets::MemoryCredentialStore store;
        MainWindow w;
        openWindow(w, engine, store);
        w.session()->lifecycle()->setRetirementAfterMinutes(0.03); // about 2 s
        OffersWindow* offers = w.openOffers();
        QSignalSpy searched(offers, &OffersWindow::searched);
        offers->search();
        QVERIFY(searched.wait(10000));
        QVERIFY(offers->selectOffers({QStringLiteral("30200105")}));
        Dialogs::setNextConfirm(true);
        QSignalSpy rented(offers, &OffersWindow::rented);
        offers->rentSelected();
        QVERIFY(rented.wait(15000));

        // The daemon never answers: offered for retirement with the reason, not destroyed.
        QTRY_VERIFY_WITH_TIMEOUT(w.banner()->text().contains(QLatin1String("Retire it?")), 60000);
        QVERIFY2(w.banner()->text().contains(QLatin1String("every check of instance 28400041 has failed")),
                 qPrintable(w.banner()->text()));
        QTest::qWait(500);
        QVERIFY(m_server->instance(QStringLiteral("28400041")));
        QCOMPARE(w.banner()->actionButtons().size(), 1);
        Dialogs::setNextConfirm(true);
        w.banner()->actionButtons().first()->click();
        QTRY_VERIFY(!m_server->instance(QStringLiteral("28400041")));
        QTRY_COMPARE(stageOf(w, QStringLiteral("prod-28400041")), lifecycle::Stage::Retired);
    }

    void savedSearchesComeBack()
    {
        prepareFleet(prodTemplate());
        ssh::SshEngine engine;
        secrets::MemoryCredentialStore store;
        MainWindow w;
        openWindow(w, engine, store);
        OffersWindow* offers = w.openOffers();
        vast::VastOfferQuery q;
        q.gpuName = QStringLiteral("RTX 3090");
        q.maxDollarsPerHour = 0.25;
        q.minReliability = 0.95;
        q.verifiedOnly = true;
        q.region = QStringLiteral("FR");
        offers->setQuery(q);
        QVERIFY(offers->saveSearch(QStringLiteral("cheap 3090")));
        offers->setQuery({});
        QCOMPARE(offers->query().gpuName, QString());
        const int index = offers->savedSearches()->findText(QStringLiteral("cheap 3090"));
        QVERIFY(index > 0);
        QSignalSpy searched(offers, &OffersWindow::searched);
        offers->savedSearches()->setCurrentIndex(index);
        Q_EMIT offers->savedSearches()->activated(index);
        QVERIFY(searched.wait(10000));
        const vast::VastOfferQuery back = offers->query();
        QCOMPARE(back.gpuName, QStringLiteral("RTX 3090"));
        QCOMPARE(*back.maxDollarsPerHour, 0.25);
        QCOMPARE(*back.minReliability, 0.95);
        QVERIFY(back.verifiedOnly);
        QCOMPARE(back.region, QStringLiteral("FR"));
        // Sent to vast.ai in its format; what came back matches the filters.
        const QList<FakeVastServer::Request> requests = m_server->requests();
        const QJsonObject body = QJsonDocument::fromJson(requests.last().body).object();
        QCOMPARE(body.value(QStringLiteral("gpu_name")).toObject().value(QStringLiteral("eq")).toString(),
                 QStringLiteral("RTX 3090"));
        for (int row = 0; row < offers->model()->rowCount(); ++row)
            QVERIFY(q.matches(offers->model()->offerAt(row)));
        // Sorted by a click on a column: cheapest first.
        offers->view()->sortByColumn(models::OffersModel::PriceColumn, Qt::AscendingOrder);
        double last = -1;
        for (int row = 0; row < offers->view()->model()->rowCount(); ++row) {
            const double price = offers->view()
                                     ->model()
                                     ->index(row, models::OffersModel::PriceColumn)
                                     .data(models::OffersModel::SortRole)
                                     .toDouble();
            QVERIFY(price >= last);
            last = price;
        }
    }
};

QTEST_MAIN(tst_OffersWindow)
#include "tst_offerswindow.moc"
