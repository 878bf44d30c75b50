// SPDX-License-Identifier: GPL-3.0-or-later
// FleetLogs against real sshd on loopback and a real SQLite fleet: the background watch turning a
// CUDA error into an event (events table, the table model's Events column and health, one
// notification per burst), views of a node's log (newest lines, then live, then closed), of the
// stored events, and a node without a source.
#include "fleet/Inventory.h"
#include "logs/LogPatterns.h"
#include "models/FleetTableModel.h"
#include "session/FleetLogs.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"
#include "support/LocalSshNode.h"
#include "support/OpenSshClient.h"
#include "support/TestSkips.h"
#include "support/TextFiles.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using fleetdeck::logs::LogLine;

namespace {} // namespace

class tst_FleetLogs : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<LocalSshNode> m_node;
    ssh::SshEngine m_engine{1};
    storage::Database m_db;
    std::unique_ptr<fleet::Inventory> m_inventory;
    std::unique_ptr<models::FleetTableModel> m_model;
    std::unique_ptr<session::FleetLogs> m_logs;
    QString m_log;

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        m_node = LocalSshNode::start(m_dir.path(), QStringLiteral("gpu-01"));
        QVERIFY(m_node);
        m_log = m_dir.filePath(QStringLiteral("cuzk.log"));
        QVERIFY(fleetdeck::test::appendTo(
            m_log, "2026-12-03T09:00:00.000000Z  INFO cuzk_core::engine: started\n"
                   "2026-12-03T09:00:01.000000Z  INFO cuzk_core::engine: job accepted\n"));
        QVERIFY2(m_db.open(m_dir.filePath(QStringLiteral("fleet.sqlite"))), qPrintable(m_db.error()));
        m_inventory = std::make_unique<fleet::Inventory>(m_db);
        const ssh::SshTarget target = m_node->target();
        Node node;
        node.name = QStringLiteral("gpu-01");
        node.host = target.host;
        node.port = target.port;
        node.user = target.user;
        node.identity = target.identity;
        QVERIFY(m_inventory->add(node).ok());
        Node quiet = node;
        quiet.name = QStringLiteral("quiet");
        QVERIFY(m_inventory->add(quiet).ok());
        logs::LogSourceStore sources(m_db);
        QVERIFY(sources.setNodeSource(m_inventory->find(QStringLiteral("gpu-01"))->id, QStringLiteral("cuzk"),
                                      QStringLiteral("tail -n {lines} {follow:-F} ") + m_log));
        // A pattern of the fleet's own, beside the built-in ones.
        logs::LogPattern slow;
        slow.name = QStringLiteral("slow_partition");
        slow.title = QStringLiteral("slow partition");
        slow.regex = QRegularExpression(QStringLiteral("took longer than expected"));
        slow.severity = logs::LogPattern::Severity::Warning;
        QVERIFY(logs::LogPatternStore(m_db).save(slow));
        m_model = std::make_unique<models::FleetTableModel>(*m_inventory);
        status::NodeStatus healthy;
        healthy.name = QStringLiteral("gpu-01");
        healthy.state = status::HealthState::Healthy;
        healthy.lastPolled = QDateTime::currentDateTimeUtc();
        m_model->applyStatuses({healthy});
        m_logs = std::make_unique<session::FleetLogs>();
        m_logs->knownHostsPath = [this] { return m_node->knownHosts; };
        m_logs->attach(&m_engine, &m_db, m_inventory.get(), m_model.get());
    }

    void theWatchTurnsAnErrorIntoAnEvent()
    {
        QSignalSpy events(m_logs.get(), &session::FleetLogs::logEvent);
        QCOMPARE(m_logs->watchedCount(), 1); // the node without a source is not watched
        QTest::qWait(1000);                  // its tail is up
        QCOMPARE(events.count(), 0);         // lines before the watch began are history, not events
        QVERIFY(fleetdeck::test::appendTo(
            m_log, "2026-12-03T09:01:00.000000Z ERROR cuzk_core::gpu: CUDA error: an illegal memory "
                   "access was encountered gpu=0 code=700\n"));
        QVERIFY(fleetdeck::test::waitUntil([&] { return events.count() == 1; }));
        const auto first = events.takeFirst().at(0).value<logs::LogEvent>();
        QCOMPARE(first.node, QStringLiteral("gpu-01"));
        QCOMPARE(first.pattern, QStringLiteral("cuda_error"));
        QVERIFY(first.startsBurst);
        QVERIFY(first.line.text.contains(QStringLiteral("illegal memory access")));

        const int row = m_model->rowOf(QStringLiteral("gpu-01"));
        QCOMPARE(m_model->index(row, models::FleetTableModel::EventsColumn).data().toString(),
                 QStringLiteral("CUDA error 1× in 10 min"));
        QCOMPARE(m_model->index(row, 0).data(models::FleetTableModel::HealthRole).toInt(),
                 int(status::HealthState::Degraded));
        QVERIFY(m_model->index(row, 0)
                    .data(models::FleetTableModel::HealthReasonRole)
                    .toString()
                    .contains(QStringLiteral("CUDA error")));

        // Two more of the same burst: counted, not notified again.
        QVERIFY(fleetdeck::test::appendTo(
            m_log, "ERROR cuzk_core::gpu: CUDA error: an illegal memory access gpu=0\n"
                   "ERROR cuzk_core::gpu: CUDA error: an illegal memory access gpu=1\n"));
        QVERIFY(fleetdeck::test::waitUntil([&] { return events.count() == 2; }));
        QVERIFY(!events.at(0).at(0).value<logs::LogEvent>().startsBurst);
        QVERIFY(!events.at(1).at(0).value<logs::LogEvent>().startsBurst);
        QCOMPARE(m_model->index(row, models::FleetTableModel::EventsColumn).data().toString(),
                 QStringLiteral("CUDA error 3× in 10 min"));

        // Kept with their lines.
        QSqlQuery q(m_db.connection());
        QVERIFY(q.exec(
            QStringLiteral("SELECT COUNT(*), MIN(code), MIN(message) FROM events WHERE kind = 'log'")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 3);
        QCOMPARE(q.value(1).toString(), QStringLiteral("cuda_error"));
        QVERIFY(q.value(2).toString().contains(QStringLiteral("CUDA error")));

        // A poll that says healthy again does not hide the event while it is in the window.
        status::NodeStatus healthy;
        healthy.name = QStringLiteral("gpu-01");
        healthy.state = status::HealthState::Healthy;
        healthy.lastPolled = QDateTime::currentDateTimeUtc();
        m_model->applyStatuses({healthy});
        QCOMPARE(m_model->index(row, 0).data(models::FleetTableModel::HealthRole).toInt(),
                 int(status::HealthState::Degraded));
        // Out of the window it is gone and the poll's word counts again.
        m_model->setLogEvents(QStringLiteral("gpu-01"), {}, 10);
        QCOMPARE(m_model->index(row, 0).data(models::FleetTableModel::HealthRole).toInt(),
                 int(status::HealthState::Healthy));
    }

    void theFleetsOwnPatternsCount()
    {
        QSignalSpy events(m_logs.get(), &session::FleetLogs::logEvent);
        QVERIFY(fleetdeck::test::appendTo(
            m_log,
            "2026-12-03T09:01:30.000000Z  WARN cuzk_core::engine: partition 4 took longer than expected\n"));
        QVERIFY(fleetdeck::test::waitUntil([&] { return events.count() == 1; }));
        const auto event = events.first().at(0).value<logs::LogEvent>();
        QCOMPARE(event.pattern, QStringLiteral("slow_partition"));
        QCOMPARE(event.severity, logs::LogPattern::Severity::Warning);
        QVERIFY(event.startsBurst);
    }

    void aViewShowsTheNewestLinesThenLiveOnes()
    {
        QSignalSpy lines(m_logs.get(), &session::FleetLogs::viewLines);
        const int view = m_logs->openView({{QStringLiteral("gpu-01")}, QString(), 2, true});
        QStringList got;
        const auto collect = [&] {
            for (const QList<QVariant>& args : std::as_const(lines)) {
                if (args.at(0).toInt() != view)
                    continue;
                for (const LogLine& l : args.at(1).value<QList<LogLine>>()) {
                    if (!l.note)
                        got << l.text;
                }
            }
            lines.clear();
        };
        QVERIFY(fleetdeck::test::waitUntil([&] {
            collect();
            return got.size() >= 2;
        }));
        QCOMPARE(got.size(), 2);
        QVERIFY(got.at(0).endsWith(QStringLiteral("gpu=1")));
        QVERIFY(got.at(1).endsWith(QStringLiteral("took longer than expected")));
        QVERIFY(fleetdeck::test::appendTo(
            m_log, "2026-12-03T09:02:00.000000Z  INFO cuzk_core::engine: live line\n"));
        QVERIFY(fleetdeck::test::waitUntil([&] {
            collect();
            return got.size() == 3;
        }));
        QVERIFY(got.at(2).endsWith(QStringLiteral("live line")));
        m_logs->closeView(view);
        QVERIFY(fleetdeck::test::appendTo(m_log, "after the view closed\n"));
        QTest::qWait(800);
        collect();
        QCOMPARE(got.size(), 3);
    }

    void storedEventsAndMissingSources()
    {
        QSignalSpy lines(m_logs.get(), &session::FleetLogs::viewLines);
        QSignalSpy failed(m_logs.get(), &session::FleetLogs::viewFailed);
        const int events =
            m_logs->openView({{QStringLiteral("gpu-01")}, QStringLiteral("events"), 100, false});
        QVERIFY(fleetdeck::test::waitUntil([&] { return !lines.isEmpty(); }));
        QCOMPARE(lines.first().at(0).toInt(), events);
        const QList<LogLine> got = lines.first().at(1).value<QList<LogLine>>();
        QCOMPARE(got.size(), 4);
        QVERIFY(got.first().text.startsWith(QStringLiteral("[log cuda_error]")));
        QVERIFY(got.last().text.startsWith(QStringLiteral("[log slow_partition]")));
        const int none = m_logs->openView({{QStringLiteral("quiet")}, QString(), 100, true});
        QVERIFY(fleetdeck::test::waitUntil([&] { return !failed.isEmpty(); }));
        QCOMPARE(failed.first().at(0).toInt(), none);
        QCOMPARE(failed.first().at(1).toString(), QStringLiteral("quiet"));
        QCOMPARE(failed.first().at(2).value<Diagnosis>().code, QStringLiteral("no_log_source"));
        m_logs->closeView(events);
        m_logs->closeView(none);
    }

    void turningTheWatchOff()
    {
        m_logs->setWatching(false);
        QCOMPARE(m_logs->watchedCount(), 0);
        QSignalSpy events(m_logs.get(), &session::FleetLogs::logEvent);
        QVERIFY(fleetdeck::test::appendTo(m_log, "ERROR cuzk_core::gpu: CUDA error: while nobody watches\n"));
        QTest::qWait(800);
        QCOMPARE(events.count(), 0);
        m_logs->setWatching(true);
        QCOMPARE(m_logs->watchedCount(), 1);
    }

    void cleanupTestCase() { m_logs.reset(); }
};

QTEST_GUILESS_MAIN(tst_FleetLogs)
#include "tst_fleetlogs.moc"
