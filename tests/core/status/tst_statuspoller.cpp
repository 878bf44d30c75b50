// SPDX-License-Identifier: GPL-3.0-or-later
// The poller end to end: one real sshd serving a fleet of nodes, each with its own cuzk-sim
// profile (plus a node whose daemon is down and one whose key is not authorized), polled through
// the engine into the fleet table model. Checks the states, their reasons, and that the model is
// fed in batches (ranges of dataChanged, never a reset).
#include "fleet/Inventory.h"
#include "models/FleetTableModel.h"
#include "ssh/SshEngine.h"
#include "status/StatusHistory.h"
#include "status/StatusPoller.h"
#include "storage/Database.h"
#include "support/CuzkSimProcess.h"
#include "support/Fixtures.h"
#include "support/OpenSshClient.h"
#include "support/ProcessTable.h"
#include "support/ReservedPort.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include <csignal>
#include <sys/types.h>

using namespace fleetdeck;

class tst_StatusPoller : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<SshdServer> m_server;
    SshKeyPair m_key;
    SshKeyPair m_strangerKey;
    std::vector<std::unique_ptr<CuzkSimProcess>> m_sims;
    ReservedPort m_closedPort;
    QString m_knownHosts;
    storage::Database m_db;
    std::unique_ptr<fleet::Inventory> m_inventory;

    Node node(const QString& name, quint16 statusPort, const SshKeyPair& key) const
    {
        Node n;
        n.name = name;
        n.host = QStringLiteral("127.0.0.1");
        n.port = m_server->port();
        n.user = OpenSshClient::currentUserName();
        n.identity = key.privateKeyPath();
        n.statusPort = statusPort;
        return n;
    }
    // Execs the node's sshd started so far (LogLevel VERBOSE logs each); forwarded status
    // requests are not execs.
    int execCount() const
    {
        return int(m_server->logText().count(QLatin1String("Starting session: command")));
    }
    // The system probe's shells on the node (the loop and any subshell of it): descendants of
    // this test's sshd whose command line carries the probe's marker.
    QList<qint64> probeShells() const
    {
        const ProcessTable table = ProcessTable::snapshot();
        const QList<qint64> marked = table.pidsWithCommandLineContaining(QStringLiteral("@@fleetdeck-probe"));
        QList<qint64> mine;
        for (const qint64 pid : table.descendantsOf(m_server->pid())) {
            if (marked.contains(pid))
                mine << pid;
        }
        return mine;
    }
    static void signalAll(const QList<qint64>& pids, int signal)
    {
        for (const qint64 pid : pids)
            ::kill(pid_t(pid), signal);
    }
    quint16 startSim(const QString& profile, double timeScale = 1.0)
    {
        CuzkSimProcess::Options options;
        options.profile = profile;
        options.seed = 7;
        options.timeScale = timeScale;
        auto sim = std::make_unique<CuzkSimProcess>(QStringLiteral(CUZK_SIM_PATH), options);
        if (!sim->start())
            return 0;
        const quint16 port = sim->port();
        m_sims.push_back(std::move(sim));
        return port;
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        m_key = SshKeyPair::generate(m_dir.filePath(QStringLiteral("id_console")), QStringLiteral("console"));
        m_strangerKey =
            SshKeyPair::generate(m_dir.filePath(QStringLiteral("id_stranger")), QStringLiteral("stranger"));
        QVERIFY(m_key.isValid() && m_strangerKey.isValid());
        SshdServer::Options options;
        options.workDir = m_dir.filePath(QStringLiteral("sshd"));
        m_server = std::make_unique<SshdServer>(options);
        QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));
        QVERIFY(m_server->setAuthorizedKeys({m_key.publicKeyLine()}));
        m_knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
        QVERIFY(m_server->writeKnownHosts(m_knownHosts));

        QVERIFY(m_db.open(m_dir.filePath(QStringLiteral("fleet.sqlite"))));
        m_inventory = std::make_unique<fleet::Inventory>(m_db);
        const QList<Node> nodes{
            node(QStringLiteral("healthy"), startSim(QStringLiteral("healthy")), m_key),
            node(QStringLiteral("busy"), startSim(QStringLiteral("busy")), m_key),
            // Fast simulated time, so that failures rise between two polls.
            node(QStringLiteral("failing"), startSim(QStringLiteral("failing"), 200), m_key),
            node(QStringLiteral("stuck"), startSim(QStringLiteral("stuck")), m_key),
            node(QStringLiteral("memory-low"), startSim(QStringLiteral("memory-low")), m_key),
            node(QStringLiteral("daemon-down"), m_closedPort.port(), m_key),
            node(QStringLiteral("key-missing"), startSim(QStringLiteral("healthy")), m_strangerKey),
        };
        for (const Node& n : nodes)
            QVERIFY2(m_inventory->add(n).ok(), qPrintable(n.name));
    }

    void everyNodeReachesItsTrueStateWithItsReason()
    {
        ssh::SshEngine engine;
        status::StatusPoller::Options options;
        options.intervalMs = 700;
        options.timeoutMs = 5000;
        options.knownHostsPath = m_knownHosts;
        options.systemProbeEvery = 2;
        status::StatusPoller poller(&engine, options);
        models::FleetTableModel model(*m_inventory);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        status::StatusHistory history(m_db);
        poller.setHistory(&history);
        QObject::connect(&poller, &status::StatusPoller::updated, &model,
                         &models::FleetTableModel::applyStatuses);
        QSignalSpy batches(&poller, &status::StatusPoller::updated);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy rounds(&poller, &status::StatusPoller::roundStarted);

        poller.setNodes(m_inventory->nodes());
        poller.start();
        const auto stateOf = [&model](const QString& name) {
            const status::NodeStatus* s = model.statusOf(name);
            return s ? s->state : status::HealthState::Unknown;
        };
        const auto codeOf = [&model](const QString& name) {
            const status::NodeStatus* s = model.statusOf(name);
            return s && s->diagnosis ? s->diagnosis->code : QString();
        };
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(QStringLiteral("healthy")), status::HealthState::Healthy, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(QStringLiteral("busy")), status::HealthState::Healthy, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(codeOf(QStringLiteral("failing")), QStringLiteral("jobs_failing"), 20000);
        QCOMPARE(stateOf(QStringLiteral("failing")), status::HealthState::Degraded);
        QTRY_COMPARE_WITH_TIMEOUT(codeOf(QStringLiteral("stuck")), QStringLiteral("queue_stuck"), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(codeOf(QStringLiteral("memory-low")), QStringLiteral("memory_low"), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(QStringLiteral("daemon-down")), status::HealthState::DaemonDown,
                                  20000);
        QCOMPARE(codeOf(QStringLiteral("daemon-down")), QStringLiteral("status_unreachable"));
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(QStringLiteral("key-missing")), status::HealthState::AuthFailed,
                                  20000);
        QCOMPARE(codeOf(QStringLiteral("key-missing")), QStringLiteral("auth_denied"));

        // The table shows the figures and the reason.
        const int healthyRow = model.rowOf(QStringLiteral("healthy"));
        QVERIFY(!model.index(healthyRow, models::FleetTableModel::WorkersColumn).data().toString().isEmpty());
        QVERIFY(!model.index(healthyRow, models::FleetTableModel::LatencyColumn).data().toString().isEmpty());
        const int downRow = model.rowOf(QStringLiteral("daemon-down"));
        QVERIFY(model.index(downRow, models::FleetTableModel::ReasonColumn)
                    .data()
                    .toString()
                    .contains(QLatin1String("9821")) ||
                !model.index(downRow, models::FleetTableModel::ReasonColumn).data().toString().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(model.statusOf(QStringLiteral("healthy"))->proofsPerHour.has_value(), 20000);
        // The system probe ran (no nvidia-smi here: GPUs not available, load and memory known).
        QTRY_VERIFY_WITH_TIMEOUT(model.statusOf(QStringLiteral("healthy"))->system.has_value(), 20000);
        const status::SystemInfo sys = *model.statusOf(QStringLiteral("healthy"))->system;
        QVERIFY(sys.load1.has_value());
        QVERIFY(sys.memTotalBytes.has_value());

        // Batches, not one signal per node per poll; ranges, never a reset.
        QCOMPARE(resets.count(), 0);
        const int polls = int(rounds.count()) * int(m_inventory->nodes().size());
        qInfo("%d poll rounds of %d nodes reached the model in %d batches, %d dataChanged signals",
              int(rounds.count()), int(m_inventory->nodes().size()), int(batches.count()),
              int(changes.count()));
        QVERIFY2(batches.count() < polls / 2,
                 qPrintable(QStringLiteral("%1 batches for %2 polls").arg(batches.count()).arg(polls)));
        bool sawRange = false;
        for (const QList<QVariant>& c : std::as_const(changes)) {
            const QModelIndex from = c.at(0).toModelIndex();
            const QModelIndex to = c.at(1).toModelIndex();
            QCOMPARE(from.column(), 0);
            QCOMPARE(to.column(), models::FleetTableModel::ColumnCount - 1);
            sawRange = sawRange || to.row() > from.row();
        }
        QVERIFY(sawRange);
        // Totals for the summary cards.
        const models::FleetTableModel::Totals t = model.totals();
        QCOMPARE(t.nodes, 7);
        QCOMPARE(t.healthy, 2);
        QCOMPARE(t.degraded, 3);
        QCOMPARE(t.down, 2);

        // The history recorded the polls.
        const qint64 id = m_inventory->find(QStringLiteral("healthy"))->id;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QVERIFY(!history.series(id, status::StatusHistory::Metric::Latency, now.addSecs(-600), now.addSecs(5))
                     .isEmpty());
    }

    // A running poller tells the engine when it asks next, so each node's next GET goes out on a
    // channel opened shortly before it (one round trip instead of two). Seen from the node's
    // endpoint: from the second round on, each connection arrives about half a second before its
    // request; the first round's request follows its connection at once.
    void aRunningPollerAsksOnChannelsOpenedAhead()
    {
        const QByteArray body = test::fixture(QStringLiteral("cuzk/status-idle.json"));
        QVERIFY(!body.isEmpty());
        QList<qint64> requestAfter; ///< per connection: ms from its arrival to its request's
        QTcpServer endpoint;
        QVERIFY(endpoint.listen(QHostAddress::LocalHost));
        connect(&endpoint, &QTcpServer::newConnection, this, [&] {
            while (QTcpSocket* s = endpoint.nextPendingConnection()) {
                const qsizetype index = requestAfter.size();
                requestAfter.append(-1);
                auto* since = new QElapsedTimer;
                since->start();
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
                connect(s, &QObject::destroyed, [since] { delete since; });
                connect(s, &QTcpSocket::readyRead, s, [&requestAfter, &body, s, index, since] {
                    if (!s->peek(4096).contains("\r\n\r\n") || requestAfter.at(index) >= 0)
                        return;
                    s->readAll();
                    requestAfter[index] = since->elapsed();
                    s->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                             QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
                    s->disconnectFromHost();
                });
            }
        });
        ssh::SshEngine engine;
        status::StatusPoller::Options options;
        options.intervalMs = 1000;
        options.timeoutMs = 5000;
        options.knownHostsPath = m_knownHosts;
        options.systemProbeEvery = 0;
        status::StatusPoller poller(&engine, options);
        poller.setNodes({node(QStringLiteral("ahead"), endpoint.serverPort(), m_key)});
        poller.start();
        QTRY_VERIFY_WITH_TIMEOUT(requestAfter.size() >= 4 && requestAfter.at(3) >= 0, 20000);
        poller.stop();
        QVERIFY2(requestAfter.at(0) < 250, qPrintable(QString::number(requestAfter.at(0))));
        for (qsizetype i = 1; i < 4; ++i)
            QVERIFY2(requestAfter.at(i) > 250 && requestAfter.at(i) < 900,
                     qPrintable(QString::number(requestAfter.at(i))));
    }

    // The system probe is one exec per node for as long as its session lives: each period's
    // report arrives on it, not on an exec of its own. When its shell is killed on the node the
    // next period starts another; one that stops reporting is ended and replaced; a stopped
    // poller leaves no shell behind.
    void theSystemProbeReportsEveryPeriodOnOneExec()
    {
        QTRY_VERIFY_WITH_TIMEOUT(probeShells().isEmpty(), 10000); // the earlier tests' are gone
        const int before = execCount();
        ssh::SshEngine engine;
        status::StatusPoller::Options options;
        options.intervalMs = 500;
        options.timeoutMs = 2000;
        options.knownHostsPath = m_knownHosts;
        options.systemProbeEvery = 2; // a report a second
        status::StatusPoller poller(&engine, options);
        QSet<QByteArray> reports;
        QObject::connect(&poller, &status::StatusPoller::updated, &poller,
                         [&reports](const QList<status::NodeStatus>& batch) {
                             for (const status::NodeStatus& s : batch) {
                                 if (s.system && !s.systemReport.isEmpty())
                                     reports.insert(s.systemReport);
                             }
                         });
        poller.setNodes({*m_inventory->find(QStringLiteral("healthy"))});
        poller.start();

        // Reports differ from one to the next (/proc/loadavg names the newest process).
        QTRY_VERIFY_WITH_TIMEOUT(reports.size() >= 4, 20000);
        QCOMPARE(execCount() - before, 1);
        QCOMPARE(poller.systemProbes(), 1);
        QVERIFY(!probeShells().isEmpty());
        for (const QByteArray& r : std::as_const(reports)) {
            const status::SystemInfo info = status::SystemInfo::parse(r);
            QVERIFY2(info.load1 && info.memTotalBytes, r.constData());
        }

        // Killed on the node: the next period starts another.
        signalAll(probeShells(), SIGKILL);
        QTRY_COMPARE_WITH_TIMEOUT(execCount() - before, 2, 20000);
        reports.clear();
        QTRY_VERIFY_WITH_TIMEOUT(reports.size() >= 2, 20000);

        // Stopped on the node: silent for two periods past a poll's deadline, so ended and
        // replaced by a third.
        const QList<qint64> stopped = probeShells();
        signalAll(stopped, SIGSTOP);
        QTRY_COMPARE_WITH_TIMEOUT(execCount() - before, 3, 20000);
        signalAll(stopped, SIGKILL);
        reports.clear();
        QTRY_VERIFY_WITH_TIMEOUT(reports.size() >= 2, 20000);
        QCOMPARE(poller.systemProbes(), 1);

        // Stopped: the channel is closed and the node's shell ends at its next write.
        poller.stop();
        QCOMPARE(poller.systemProbes(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(probeShells().isEmpty(), 10000);
        QCOMPARE(execCount() - before, 3);
    }

    void refreshNowPollsOnlyTheNamedNodesAndRestartsTheCountdown()
    {
        ssh::SshEngine engine;
        status::StatusPoller::Options options;
        options.intervalMs = 60000;
        options.knownHostsPath = m_knownHosts;
        options.systemProbeEvery = 0;
        status::StatusPoller poller(&engine, options);
        poller.setNodes(m_inventory->nodes());
        QVERIFY(!poller.nextPollAt().isValid());
        QSignalSpy batches(&poller, &status::StatusPoller::updated);
        poller.refreshNow({QStringLiteral("healthy")});
        QTRY_VERIFY_WITH_TIMEOUT(batches.count() > 0, 20000);
        QCOMPARE(poller.status(QStringLiteral("healthy"))->state, status::HealthState::Healthy);
        QCOMPARE(poller.status(QStringLiteral("busy"))->state, status::HealthState::Unknown);
        poller.start();
        const qint64 left = QDateTime::currentDateTimeUtc().msecsTo(poller.nextPollAt());
        // A coarse timer may fire up to 5 % late.
        QVERIFY2(left > 55000 && left <= 63000, qPrintable(QString::number(left)));
        QTest::qWait(1000);
        poller.refreshNow();
        QVERIFY(QDateTime::currentDateTimeUtc().msecsTo(poller.nextPollAt()) > 58500);
    }

    void aFlappingDaemonIsHeldBackOncePerFailure()
    {
        // Stop the healthy node's daemon after it was seen: one failed poll shows the reason but
        // keeps the state, the second turns it daemon_down; a restart recovers it at once.
        ssh::SshEngine engine;
        status::StatusPoller::Options options;
        options.intervalMs = 60000;
        options.knownHostsPath = m_knownHosts;
        options.systemProbeEvery = 0;
        status::StatusPoller poller(&engine, options);
        CuzkSimProcess::Options simOptions;
        auto sim = std::make_unique<CuzkSimProcess>(QStringLiteral(CUZK_SIM_PATH), simOptions);
        QVERIFY(sim->start());
        Node n = node(QStringLiteral("flappy"), sim->port(), m_key);
        poller.setNodes({n});
        QSignalSpy batches(&poller, &status::StatusPoller::updated);
        auto pollOnce = [&]() -> status::NodeStatus {
            const qsizetype before = batches.count();
            poller.refreshNow();
            [&] { QTRY_VERIFY_WITH_TIMEOUT(batches.count() > before, 20000); }();
            return *poller.status(QStringLiteral("flappy"));
        };
        QCOMPARE(pollOnce().state, status::HealthState::Healthy);
        const quint16 port = sim->port();
        sim->stop();
        status::NodeStatus s = pollOnce();
        QCOMPARE(s.state, status::HealthState::Healthy);
        QVERIFY(s.suppressing);
        QCOMPARE(s.diagnosis->code, QStringLiteral("status_unreachable"));
        s = pollOnce();
        QCOMPARE(s.state, status::HealthState::DaemonDown);
        QVERIFY(!s.suppressing);
        // The daemon comes back on its port: recovered at the first good poll.
        simOptions.extraArguments = {QStringLiteral("--port"), QString::number(port)};
        CuzkSimProcess again(QStringLiteral(CUZK_SIM_PATH), simOptions);
        QVERIFY2(again.start(), qPrintable(again.errorString()));
        QCOMPARE(again.port(), port);
        QCOMPARE(pollOnce().state, status::HealthState::Healthy);
    }
};

QTEST_GUILESS_MAIN(tst_StatusPoller)
#include "tst_statuspoller.moc"
