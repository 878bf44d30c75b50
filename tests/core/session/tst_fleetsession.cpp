// SPDX-License-Identifier: GPL-3.0-or-later
// FleetSession without a window: what the console binds to is driven here directly.
#include "fleet/Inventory.h"
#include "fleet/ProviderImport.h"
#include "keys/DeploymentLog.h"
#include "keys/KeyDeployment.h"
#include "logs/LogPatterns.h"
#include "models/FleetTableModel.h"
#include "session/BenchmarkRuns.h"
#include "session/FleetLifecycle.h"
#include "session/FleetSession.h"
#include "session/FleetStatus.h"
#include "ssh/SshEngine.h"
#include "status/HealthState.h"
#include "vast/VastSync.h"

#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace Qt::Literals::StringLiterals;

namespace {

Node node(const QString& name, quint16 port = 22)
{
    Node n;
    n.name = name;
    n.host = u"127.0.0.1"_s;
    n.port = port;
    n.user = u"ops"_s;
    return n;
}

// A loopback port nobody listens on: bound, then released.
quint16 closedPort()
{
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost))
        return 0;
    const quint16 port = server.serverPort();
    server.close();
    return port;
}

} // namespace

class tst_FleetSession : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString dbPath(const QString& name) const { return m_dir.filePath(name + u".sqlite"_s); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCoreApplication::setOrganizationName(u"fleetdeck-test"_s);
        QCoreApplication::setApplicationName(u"tst_fleetsession"_s);
    }

    void init() { QSettings().clear(); }

    void openBuildsTheFleetAndAFailedOpenKeepsIt()
    {
        session::FleetSession s;
        QVERIFY(!s.isOpen());
        QVERIFY(!s.model());
        QSignalSpy opened(&s, &session::FleetSession::databaseOpened);
        QVERIFY2(s.open(dbPath(u"a"_s)), qPrintable(s.error()));
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.first().first().toString(), dbPath(u"a"_s));
        QVERIFY(s.inventory() && s.model() && s.database());
        QVERIFY(s.addNode(node(u"gpu-01"_s)).ok());
        QCOMPARE(s.model()->rowCount(), 1);
        QVERIFY(s.nameTaken(u"gpu-01"_s));

        // A directory is no database: the open one stays, with its nodes.
        QVERIFY(!s.open(m_dir.path()));
        QVERIFY(!s.error().isEmpty());
        QCOMPARE(opened.size(), 1);
        QCOMPARE(s.databasePath(), dbPath(u"a"_s));
        QCOMPARE(s.model()->rowCount(), 1);

        // Another file: its (empty) fleet replaces the first, and the old model goes only after
        // the views were told.
        QPointer<models::FleetTableModel> oldModel = s.model();
        connect(&s, &session::FleetSession::databaseOpened, this, [&] { QVERIFY(oldModel); });
        QVERIFY(s.open(dbPath(u"b"_s)));
        QVERIFY(!oldModel);
        QCOMPARE(s.model()->rowCount(), 0);
        QVERIFY(!s.findNode(u"gpu-01"_s));
    }

    void editsWithoutADatabaseAreRefusedInWords()
    {
        session::FleetSession s;
        const fleet::Inventory::Result result = s.addNode(node(u"gpu-01"_s));
        QVERIFY(!result.ok());
        QVERIFY(!result.message.isEmpty());
        QVERIFY(!s.removeNode(u"gpu-01"_s).ok());
    }

    void aCheckPutsItsOutcomeInTheTable()
    {
        const quint16 port = closedPort();
        QVERIFY(port != 0);
        session::FleetSession s;
        ssh::SshEngine engine(2);
        s.setEngine(&engine);
        s.setKnownHostsPath(m_dir.filePath(u"known_hosts"_s));
        QVERIFY(s.open(dbPath(u"check"_s)));
        QVERIFY(s.addNode(node(u"gpu-closed"_s, port)).ok());
        QSignalSpy finished(&s, &session::FleetSession::checkFinished);
        s.check({u"gpu-closed"_s}, true);
        QVERIFY(s.checks()->isRunning(u"gpu-closed"_s));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        const auto result = finished.first().at(1).value<ssh::OperationResult>();
        QVERIFY(result.diagnosis);
        QCOMPARE(result.diagnosis->code, u"connection_refused"_s);
        const auto origin = finished.first().at(2).value<session::CheckOrigin>();
        QVERIFY(origin.explicitRequest);
        const auto state = finished.first().at(3).value<status::HealthState>();
        QCOMPARE(state, status::healthForDiagnosis(result.diagnosis));
        // The table says the same as the check, in the diagnosis's words.
        const models::FleetTableModel* model = s.model();
        const QModelIndex index = model->index(model->rowOf(u"gpu-closed"_s), 0);
        QCOMPARE(index.data(models::FleetTableModel::HealthRole).toInt(), int(state));
        QCOMPARE(index.data(models::FleetTableModel::HealthReasonRole).toString(), result.diagnosis->message);
        QVERIFY(s.checks()->last(u"gpu-closed"_s));

        // Editing the node forgets the check: it described another login.
        Node edited = *s.findNode(u"gpu-closed"_s);
        edited.user = u"root"_s;
        QVERIFY(s.updateNode(u"gpu-closed"_s, edited).ok());
        QVERIFY(!s.checks()->last(u"gpu-closed"_s));
    }

    // An instance checked before it had an address: the provider's next listing gives it one,
    // and the old check (no_address) no longer stands for the node.
    void aNewAddressFromTheProviderForgetsTheCheck()
    {
        session::FleetSession s;
        ssh::SshEngine engine(2);
        s.setEngine(&engine);
        s.setKnownHostsPath(m_dir.filePath(u"known_hosts"_s));
        QVERIFY(s.open(dbPath(u"address"_s)));
        fleet::ProviderInstance p;
        p.providerId = u"28120001"_s;
        p.suggestedName = u"demo-28120001"_s;
        p.fallbackName = p.suggestedName;
        p.fields = {{u"actual_status"_s, u"loading"_s}};
        QVERIFY(s.inventory()->importInstances(u"vast"_s, {p}, false).ok());
        QSignalSpy finished(&s, &session::FleetSession::checkFinished);
        s.check({p.suggestedName}, true);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        QCOMPARE(finished.first().at(1).value<ssh::OperationResult>().diagnosis->code, u"no_address"_s);
        QVERIFY(s.checks()->last(p.suggestedName));
        // The same listing again: the check stays.
        QVERIFY(s.inventory()->importInstances(u"vast"_s, {p}, false).ok());
        QVERIFY(s.checks()->last(p.suggestedName));
        p.host = u"127.0.0.1"_s;
        p.port = 41022;
        p.fields.insert(u"actual_status"_s, u"running"_s);
        QVERIFY(s.inventory()->importInstances(u"vast"_s, {p}, false).ok());
        QVERIFY(!s.checks()->last(p.suggestedName));
    }

    void deploymentsGoToTheTrail()
    {
        session::FleetSession s;
        QVERIFY(s.open(dbPath(u"trail"_s)));
        QVERIFY(s.addNode(node(u"gpu-01"_s)).ok());
        keys::KeyChange change;
        change.kind = keys::KeyChange::Kind::Remove;
        change.fingerprint = u"SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU"_s;
        keys::KeyNodeResult result;
        result.node = u"gpu-01"_s;
        result.result = u"removed"_s;
        QVERIFY2(s.recordDeployment(change, {result}), qPrintable(s.error()));
        const QList<keys::DeploymentRecord> trail = keys::DeploymentLog(*s.database()).forNode(u"gpu-01"_s);
        QCOMPARE(trail.size(), 1);
        QCOMPARE(trail.first().action, u"remove"_s);
        QCOMPARE(trail.first().result, u"removed"_s);
        QCOMPARE(trail.first().keyFingerprint, change.fingerprint);
    }

    // The `events` log source: what Fleetdeck saw and did about a node, in order.
    void checksStatesRulesAndKeysAreTheNodesEvents()
    {
        const quint16 port = closedPort();
        QVERIFY(port != 0);
        session::FleetSession s;
        ssh::SshEngine engine(2);
        s.setEngine(&engine);
        s.setKnownHostsPath(m_dir.filePath(u"known_hosts"_s));
        QVERIFY(s.open(dbPath(u"events"_s)));
        QVERIFY(s.addNode(node(u"gpu-01"_s, port)).ok());
        const qint64 id = s.findNode(u"gpu-01"_s)->id;
        QSignalSpy finished(&s, &session::FleetSession::checkFinished);
        s.check({u"gpu-01"_s}, true);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);

        status::NodeStatus st;
        st.name = u"gpu-01"_s;
        st.state = status::HealthState::Healthy;
        Q_EMIT s.status()->updated({st}); // the first poll: no change to tell
        st.state = status::HealthState::DaemonDown;
        st.diagnosis =
            Diagnosis::make(u"status_unreachable"_s, u"connect refused"_s, Diagnosis::Stage::Channel);
        Q_EMIT s.status()->updated({st});
        Q_EMIT s.status()->updated({st}); // the same state again: nothing new
        Q_EMIT s.lifecycle()->ruleTripped(u"gpu-01"_s, u"proved 13.5 proofs/h, below the floor of 30.0"_s,
                                          true);
        keys::KeyChange change;
        change.kind = keys::KeyChange::Kind::Remove;
        change.fingerprint = u"SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU"_s;
        keys::KeyNodeResult result;
        result.node = u"gpu-01"_s;
        result.result = u"removed"_s;
        QVERIFY(s.recordDeployment(change, {result}));

        // The session's own poll of the closed port may have told a state change of its own
        // before the test's: the events the test caused come in their order, each once.
        QList<logs::LogLine> lines = logs::LogEventStore(*s.database()).eventLines(id, u"gpu-01"_s, 100);
        lines.removeIf([](const logs::LogLine& l) {
            return l.text.startsWith(u"[state "_s) && !l.text.startsWith(u"[state daemon_down]"_s);
        });
        QStringList heads;
        for (const logs::LogLine& l : lines)
            heads << l.text.section(u']', 0, 0) + u']';
        QCOMPARE(heads, (QStringList{u"[check connection_refused]"_s, u"[state daemon_down]"_s,
                                     u"[rule retiring]"_s, u"[keys removed]"_s}));
        QCOMPARE(lines.at(0).level, logs::LogLevel::Error);
        QVERIFY(lines.at(1).text.contains(u"connect refused"_s) || lines.at(1).text.contains(u"daemon"_s));
        QCOMPARE(lines.at(1).level, logs::LogLevel::Error);
        QVERIFY(lines.at(2).text.contains(u"below the floor"_s));
        QCOMPARE(lines.at(3).level, logs::LogLevel::Info);
        QVERIFY(lines.at(3).text.contains(change.fingerprint));
    }

    void vastSyncFollowsTheFleetUnlessTurnedOff()
    {
        {
            session::FleetSession s;
            QVERIFY(s.open(dbPath(u"plain"_s)));
            QVERIFY(!s.vastSync()->isEnabled());
        }
        {
            session::FleetSession s;
            QVERIFY(s.open(dbPath(u"vast"_s)));
            Node n = node(u"vast-123"_s);
            n.provider = u"vast"_s;
            n.providerId = u"123"_s;
            QVERIFY(s.addNode(n).ok());
        }
        {
            session::FleetSession s;
            QVERIFY(s.open(dbPath(u"vast"_s)));
            QVERIFY(s.vastSync()->isEnabled());
        }
        QSettings().setValue(u"vast/sync"_s, false);
        session::FleetSession s;
        QVERIFY(s.open(dbPath(u"vast"_s)));
        QVERIFY(!s.vastSync()->isEnabled());
    }

    void thePollIntervalIsKept()
    {
        {
            session::FleetSession s;
            QCOMPARE(s.pollIntervalSeconds(), 10);
            s.setPollIntervalSeconds(30);
            QCOMPARE(s.status()->intervalSeconds(), 30);
        }
        session::FleetSession s;
        QCOMPARE(s.pollIntervalSeconds(), 30);
    }

    void stoppingWithoutRunsEndsAtOnce()
    {
        session::FleetSession s;
        QVERIFY(s.open(dbPath(u"bench"_s)));
        QCOMPARE(s.activeBenchmarkRuns(), 0);
        QSignalSpy stopped(&s, &session::FleetSession::benchmarksStopped);
        s.stopBenchmarks();
        QCOMPARE(stopped.size(), 1);
    }
};

QTEST_GUILESS_MAIN(tst_FleetSession)
#include "tst_fleetsession.moc"
