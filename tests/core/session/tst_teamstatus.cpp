// SPDX-License-Identifier: GPL-3.0-or-later
// Consoles on a team store with a live collector (docs/design.md, "Collectors"): two sessions
// (the console's FleetSession, no widgets) open one PostgreSQL store (a real server, started
// here) whose nodes a real `fleetdeck-cli collect` process polls over real sshd. The consoles show
// every node's status from the store, live, with the daemon's own figures, and open no SSH
// session for it: the fleet's sshd counts the collector's logins only. When no collector has been
// alive for 30 s the consoles poll the nodes themselves; when one is back they stop again.
#include "fleet/Inventory.h"
#include "models/FleetTableModel.h"
#include "session/FleetSession.h"
#include "session/FleetStatus.h"
#include "ssh/SshEngine.h"
#include "status/HealthState.h"
#include "storage/Database.h"
#include "support/TeamFleet.h"
#include "support/TestSkips.h"
#include "support/Waiting.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

using namespace fleetdeck;

namespace {

constexpr int Nodes = 12;

// Every node of the session's table shows a status read after `after`, healthy.
bool allHealthySince(const session::FleetSession& s, const QDateTime& after)
{
    const models::FleetTableModel* model = s.model();
    if (!model || model->rowCount() != Nodes)
        return false;
    for (int row = 0; row < model->rowCount(); ++row) {
        const status::NodeStatus* st = model->statusOf(model->nodeAt(row).name);
        if (!st || st->state != status::HealthState::Healthy || !st->cuzk || st->lastPolled <= after)
            return false;
    }
    return true;
}

} // namespace

class tst_TeamStatus : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    test::TeamFleet m_team;
    // Short names for what m_team holds.
    PostgresServer* m_server = nullptr;
    LocalFleet* m_fleet = nullptr;
    QString m_url;
    std::unique_ptr<QProcess> m_collector;

    bool startCollector()
    {
        m_collector = std::make_unique<QProcess>();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("collector-home")));
        m_collector->setProcessEnvironment(env);
        m_collector->setStandardInputFile(QProcess::nullDevice());
        m_collector->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_collector->start(QStringLiteral(FLEETDECK_CLI_PATH),
                           {QStringLiteral("--db"), m_url, QStringLiteral("--known-hosts"),
                            m_fleet->knownHostsPath(), QStringLiteral("collect"), QStringLiteral("--lease"),
                            QStringLiteral("3"), QStringLiteral("--interval"), QStringLiteral("1")});
        return m_collector->waitForStarted();
    }

    int statusRows()
    {
        QString out;
        return m_server->psql(QStringLiteral("SELECT COUNT(*) FROM node_status"), QStringLiteral("team"),
                              &out)
                   ? out.trimmed().toInt()
                   : -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        const QString why = m_team.start(m_dir.path(), Nodes, QStringLiteral(CUZK_SIM_PATH));
        QVERIFY2(why.isEmpty(), qPrintable(why));
        m_url = m_team.url;
        m_server = m_team.server.get();
        m_fleet = m_team.fleet.get();
    }

    void cleanupTestCase()
    {
        if (m_collector) {
            m_collector->kill();
            m_collector->waitForFinished();
        }
        m_team.stop();
    }

    void consolesReadTheCollectorsStatusAndFallBackWithoutOne()
    {
        QVERIFY(startCollector());
        QVERIFY2(test::msUntil([this] { return statusRows() == Nodes; }, 30000, 200) >= 0,
                 "the collector wrote no status");
        // One session per node, the collector's, kept open between its polls.
        QVERIFY2(test::msUntil([this] { return m_fleet->acceptedLogins() == Nodes; }, 10000) >= 0,
                 qPrintable(QString::number(m_fleet->acceptedLogins())));

        const QDateTime opened = QDateTime::currentDateTimeUtc();
        ssh::SshEngine engineA(2);
        ssh::SshEngine engineB(2);
        session::FleetSession a;
        session::FleetSession b;
        a.setEngine(&engineA);
        b.setEngine(&engineB);
        // The consoles' own polls (when no collector lives) check host keys here.
        a.setKnownHostsPath(m_fleet->knownHostsPath());
        b.setKnownHostsPath(m_fleet->knownHostsPath());
        QVERIFY2(a.open(m_url), qPrintable(a.error()));
        QVERIFY2(b.open(m_url), qPrintable(b.error()));
        QVERIFY(a.status()->fromStore());
        QVERIFY(b.status()->fromStore());
        // (English plurals come from the catalogue the programs install: "1 collector".)
        QVERIFY2(a.status()->countdownText().startsWith(QStringLiteral("Status from 1 collector")),
                 qPrintable(a.status()->countdownText()));

        // Live: statuses the collector polled after the consoles opened, in both tables.
        const qint64 live =
            test::msUntil([&] { return allHealthySince(a, opened) && allHealthySince(b, opened); }, 10000);
        QVERIFY2(live >= 0, "the consoles did not show the collector's new polls");
        qInfo("both consoles showed every node's next poll %lld ms after opening", live);

        // The daemon's own figures, as the collector read them (the store's columns agree).
        const QString node = m_fleet->nodes().first().name;
        const status::NodeStatus* shown = a.model()->statusOf(node);
        QVERIFY(shown && shown->cuzk && !shown->document.isEmpty());
        QVERIFY(shown->latencyMs);
        QString out;
        QVERIFY(m_server->psql(
            QStringLiteral("SELECT s.state FROM node_status s JOIN nodes n ON n.id = s.node_id "
                           "WHERE n.name = '%1'")
                .arg(node),
            QStringLiteral("team"), &out));
        QCOMPARE(out.trimmed(), QStringLiteral("healthy"));

        // A few seconds of watching: the nodes still carry only the collector's sessions.
        QTest::qWait(3000);
        QCOMPARE(m_fleet->acceptedLogins(), Nodes);
        QVERIFY(allHealthySince(a, opened.addSecs(2)));

        // The collector dies. After 30 s without a heartbeat (checked every 5 s) the consoles poll
        // the nodes themselves: one session per node per console.
        QSignalSpy switched(a.status(), &session::FleetStatus::sourceChanged);
        m_collector->kill();
        QVERIFY(m_collector->waitForFinished(5000));
        const QDateTime died = QDateTime::currentDateTimeUtc();
        const qint64 fallback =
            test::msUntil([&] { return !a.status()->fromStore() && !b.status()->fromStore(); }, 45000);
        QVERIFY2(fallback >= 0, "the consoles kept waiting for a dead collector");
        qInfo("the consoles polled themselves %lld ms after the collector died", fallback);
        QCOMPARE(switched.size(), 1);
        QVERIFY(a.status()->countdownText().startsWith(QStringLiteral("Next refresh")) ||
                a.status()->countdownText() == QStringLiteral("Refreshing…"));
        QVERIFY2(test::msUntil([&] { return allHealthySince(a, died) && allHealthySince(b, died); }, 20000) >=
                     0,
                 "the consoles' own polls did not reach every node");
        QCOMPARE(m_fleet->acceptedLogins(), 3 * Nodes);

        // A collector again: the consoles stop polling and drop their sessions.
        QVERIFY(startCollector());
        QVERIFY2(test::msUntil([&] { return a.status()->fromStore() && b.status()->fromStore(); }, 20000) >=
                     0,
                 "the consoles did not notice the new collector");
        const QDateTime back = QDateTime::currentDateTimeUtc();
        QVERIFY2(test::msUntil([&] { return allHealthySince(a, back) && allHealthySince(b, back); }, 15000) >=
                     0,
                 "the new collector's polls did not reach the consoles");
        QCOMPARE(m_fleet->acceptedLogins(), 4 * Nodes);
    }

    // A viewer (a role that may only read) with no collector alive polls the nodes itself and
    // shows them, and writes nothing: the server would refuse its history and its events.
    void aViewerPollingByItselfWritesNothing()
    {
        if (m_collector) {
            m_collector->kill();
            m_collector->waitForFinished(5000);
        }
        QVERIFY(m_server->psql(QStringLiteral("DELETE FROM collectors"), QStringLiteral("team")));
        QVERIFY(m_server->psql(QStringLiteral("CREATE ROLE watcher LOGIN")));
        QVERIFY(m_server->psql(
            QStringLiteral("GRANT USAGE ON SCHEMA public TO watcher; GRANT SELECT ON ALL TABLES "
                           "IN SCHEMA public TO watcher"),
            QStringLiteral("team")));
        const auto rows = [this](const QString& table) {
            QString out;
            m_server->psql(QStringLiteral("SELECT COUNT(*) FROM %1").arg(table), QStringLiteral("team"),
                           &out);
            return out.trimmed().toInt();
        };
        const int samples = rows(QStringLiteral("status_samples"));
        const int events = rows(QStringLiteral("events"));

        ssh::SshEngine engine(2);
        session::FleetSession viewer;
        viewer.setEngine(&engine);
        viewer.setKnownHostsPath(m_fleet->knownHostsPath());
        const QDateTime opened = QDateTime::currentDateTimeUtc();
        QVERIFY2(viewer.open(m_server->url(QStringLiteral("team"), QStringLiteral("watcher"))),
                 qPrintable(viewer.error()));
        QVERIFY(viewer.isReadOnly());
        QVERIFY(!viewer.status()->fromStore());
        QVERIFY2(test::msUntil([&] { return allHealthySince(viewer, opened); }, 20000) >= 0,
                 "the viewer's own polls did not reach every node");
        QTest::qWait(500); // the round's batch recorded, had it been
        QCOMPARE(rows(QStringLiteral("status_samples")), samples);
        QCOMPARE(rows(QStringLiteral("events")), events);
        // Not refused either: never tried (the server logs every statement it refuses).
        const QString log = m_server->logText();
        QVERIFY2(!log.contains(QLatin1String("permission denied")),
                 qPrintable(log.mid(log.indexOf(QLatin1String("permission denied")) - 200, 400)));
    }
};

QTEST_GUILESS_MAIN(tst_TeamStatus)
#include "tst_teamstatus.moc"
