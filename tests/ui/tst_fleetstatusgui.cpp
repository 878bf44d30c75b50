// SPDX-License-Identifier: GPL-3.0-or-later
// The console on a real local fleet (tools/demo-fleet: sshd and cuzk-sim per node): the main
// window polls by itself, and each row reaches its node's true state with its reason; the cards,
// the filter and the details follow.
#include "FleetFilterProxy.h"
#include "MainWindow.h"
#include "NodeDetailsPanel.h"
#include "SummaryCards.h"
#include "models/FleetTableModel.h"
#include "secrets/CredentialStore.h"
#include "secrets/MemoryCredentialStore.h"
#include "session/FleetStatus.h"
#include "ssh/SshEngine.h"
#include "status/StatusPoller.h"
#include "support/ChildProcess.h"
#include "support/TestSkips.h"

#include <QAction>
#include <QElapsedTimer>
#include <QLabel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace fleetdeck;
using namespace fleetdeck::ui;

class tst_FleetStatusGui : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    ChildProcess m_demo;
    QString m_fleet;

    // The window on the demo fleet, its keychain `store`.
    bool openDemo(MainWindow& window, ssh::SshEngine& engine, secrets::CredentialStore& store)
    {
        window.setKnownHostsPath(m_fleet + QStringLiteral("/known_hosts"));
        window.setCredentialStore(&store);
        window.setSshEngine(&engine);
        return window.openDatabase(m_fleet + QStringLiteral("/fleet.sqlite"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QCoreApplication::setOrganizationName(QStringLiteral("fleetdeck-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_fleetstatusgui"));
        m_fleet = m_dir.filePath(QStringLiteral("demo"));
        QVERIFY(m_demo.start(QStringLiteral(DEMO_FLEET_PATH),
                             {QStringLiteral("--no-console"), QStringLiteral("--dir"), m_fleet}));
        const std::optional<QString> ready = m_demo.readStandardOutputLine(QDeadlineTimer(30000));
        QVERIFY2(ready && ready->startsWith(QLatin1String("demo fleet ready")),
                 qPrintable(ready.value_or(m_demo.errorString())));
    }

    void rowsReachTheirTrueStates()
    {
        secrets::MemoryCredentialStore store;
        ssh::SshEngine engine;
        MainWindow window;
        QVERIFY(openDemo(window, engine, store));
        window.resize(1400, 800);
        window.show();
        models::FleetTableModel* model = window.fleetModel();
        QVERIFY(window.fleetStatus()->poller());
        QVERIFY(window.fleetStatus()->poller()->isActive());

        const auto stateOf = [model](const QString& name) {
            return model->index(model->rowOf(name), models::FleetTableModel::StateColumn)
                .data(models::FleetTableModel::HealthNameRole)
                .toString();
        };
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(QStringLiteral("fra-4090-01")), QStringLiteral("healthy"), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(QStringLiteral("fra-4090-02")), QStringLiteral("healthy"), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(QStringLiteral("nyc-a100-02")), QStringLiteral("daemon_down"),
                                  30000);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(QStringLiteral("sgp-h100-01")), QStringLiteral("auth_failed"),
                                  30000);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(QStringLiteral("sgp-h100-02")), QStringLiteral("unreachable"),
                                  30000);
        // The failing node's proofs fail between polls: degraded, for that reason.
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(QStringLiteral("nyc-a100-01")), QStringLiteral("degraded"), 60000);

        // The reasons are the diagnoses, in words.
        const auto reasonOf = [model](const QString& name) {
            return model->index(model->rowOf(name), 0)
                .data(models::FleetTableModel::DiagnosisCodeRole)
                .toString();
        };
        QCOMPARE(reasonOf(QStringLiteral("nyc-a100-02")), QStringLiteral("status_unreachable"));
        QCOMPARE(reasonOf(QStringLiteral("sgp-h100-01")), QStringLiteral("auth_denied"));
        QCOMPARE(reasonOf(QStringLiteral("sgp-h100-02")), QStringLiteral("connection_refused"));
        QVERIFY(
            !model->index(model->rowOf(QStringLiteral("sgp-h100-01")), models::FleetTableModel::ReasonColumn)
                 .data()
                 .toString()
                 .isEmpty());
        // Figures of a healthy node are in its row.
        const int healthy = model->rowOf(QStringLiteral("fra-4090-01"));
        QVERIFY(!model->index(healthy, models::FleetTableModel::WorkersColumn).data().toString().isEmpty());
        QVERIFY(!model->index(healthy, models::FleetTableModel::CompletedColumn).data().toString().isEmpty());

        // The status bar counts down to the next poll.
        const auto* countdown = window.findChild<QLabel*>(QStringLiteral("refreshCountdown"));
        QVERIFY(countdown);
        QTRY_VERIFY_WITH_TIMEOUT(countdown->text().contains(QLatin1String("Next refresh in")), 15000);

        // The cards' "down" filter shows the three bad nodes only.
        Q_EMIT window.summaryCards()->stateFilterRequested(QStringLiteral("down"));
        QCOMPARE(window.fleetProxy()->rowCount(), 3);
        Q_EMIT window.summaryCards()->stateFilterRequested(QString());
        QCOMPARE(window.fleetProxy()->rowCount(), 6);
        // Text and label filters.
        window.fleetProxy()->setFilterText(QStringLiteral("gpu=a100"));
        QCOMPARE(window.fleetProxy()->rowCount(), 2);
        window.fleetProxy()->setFilterText(QStringLiteral("sgp"));
        QCOMPARE(window.fleetProxy()->rowCount(), 2);
        window.fleetProxy()->setFilterText({});

        // The details show the selected node's daemon.
        QVERIFY(window.selectNode(QStringLiteral("fra-4090-02")));
        window.detailsPanel()->setCurrentTab(NodeDetailsPanel::Tab::Daemon);
        QCOMPARE(window.detailsPanel()->currentTab(), NodeDetailsPanel::Tab::Daemon);
    }

    // A Secret Service that never answers (no session bus: each call waits for its D-Bus timeout):
    // the nodes, whose keys need no passphrase, are polled at once; the status bar keeps saying the
    // keychain is being checked until it answers.
    void nodesArePolledWhileTheKeychainIsSilent()
    {
        class SilentStore final : public secrets::CredentialStore
        {
        public:
            int listings = 0;
            void read(const secrets::SecretId&, QObject*, Callback) override {}
            void write(const secrets::SecretId&, const QString&, QObject*, Callback) override {}
            void remove(const secrets::SecretId&, QObject*, Callback) override {}
            void list(QObject*, ListCallback) override { ++listings; }
            void probe(QObject*, ProbeCallback) override {}
            secrets::BackendInfo backend() const override
            {
                secrets::BackendInfo info;
                info.id = QStringLiteral("secret-service");
                info.displayName = QStringLiteral("Secret Service");
                return info;
            }
        } store;
        ssh::SshEngine engine;
        MainWindow window;
        QVERIFY(openDemo(window, engine, store));
        window.show();
        models::FleetTableModel* model = window.fleetModel();
        const auto stateOf = [model](const QString& name) {
            return model->index(model->rowOf(name), models::FleetTableModel::StateColumn)
                .data(models::FleetTableModel::HealthNameRole)
                .toString();
        };
        QElapsedTimer clock;
        clock.start();
        // Well inside the 10 s a real keychain's timeout would hold each poll for.
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(QStringLiteral("fra-4090-01")), QStringLiteral("healthy"), 6000);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(QStringLiteral("sgp-h100-02")), QStringLiteral("unreachable"),
                                  6000);
        qInfo("first node healthy after %lld ms with a silent keychain", clock.elapsed());
        QVERIFY(store.listings > 0); // it was asked, and is still being waited for
        QCOMPARE(window.secretsStatus()->text(), QStringLiteral("Keychain: checking…"));

        // A check the operator asks for waits for the keychain (it may need a passphrase), and
        // the check view says so instead of seeming to hang.
        QVERIFY(window.selectNode(QStringLiteral("fra-4090-01")));
        window.checkSelectedNodes();
        QVERIFY(window.connectionChecks()->isWaitingForSecrets(QStringLiteral("fra-4090-01")));
        auto* summary = window.findChild<QLabel*>(QStringLiteral("checkSummary"));
        QVERIFY(summary);
        QTRY_VERIFY2(summary->text().startsWith(QLatin1String("Waiting for the keychain to answer")),
                     qPrintable(summary->text()));
    }
};

QTEST_MAIN(tst_FleetStatusGui)
#include "tst_fleetstatusgui.moc"
