// SPDX-License-Identifier: GPL-3.0-or-later
// Consoles on one team store see each other's edits (docs/design.md, "Collectors"): two sessions
// (the console's FleetSession, no widgets) on a real PostgreSQL server started here. A node
// added, relabelled, renamed or removed in one appears so in the other's table within a second,
// through LISTEN/NOTIFY and without reading the fleet again into a new model; an edit from
// another process (`fleetdeck-cli node add`) reaches both. On an SQLite file nothing listens.
#include "bench/BenchmarkStore.h"
#include "fleet/Inventory.h"
#include "keys/DeploymentLog.h"
#include "lifecycle/LifecycleStore.h"
#include "lifecycle/RentTemplate.h"
#include "models/FleetTableModel.h"
#include "session/BenchmarkRuns.h"
#include "session/FleetLifecycle.h"
#include "session/FleetSession.h"
#include "storage/Database.h"
#include "storage/StoreChanges.h"
#include "support/PostgresServer.h"
#include "support/Waiting.h"

#include <QPointer>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace fleetdeck;

namespace {

Node node(const QString& name)
{
    Node n;
    n.name = name;
    n.host = QStringLiteral("10.0.0.7");
    n.port = 22;
    n.user = QStringLiteral("ops");
    return n;
}

} // namespace

class tst_TeamEdits : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<PostgresServer> m_server;
    QString m_url;
    QList<qint64> m_delays;

    // Waits for `check` in the other console and keeps the delay; false after 5 s.
    bool seen(const std::function<bool()>& check)
    {
        const qint64 ms = test::msUntil(check, 5000, 5);
        if (ms >= 0)
            m_delays << ms;
        return ms >= 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        m_server = PostgresServer::startWith({QStringLiteral("team")}, &why);
        QVERIFY2(m_server, qPrintable(why));
        m_url = m_server->url(QStringLiteral("team"));
    }

    void cleanupTestCase() { m_server.reset(); }

    void anEditInOneConsoleShowsInTheOther()
    {
        session::FleetSession a;
        session::FleetSession b;
        QVERIFY2(a.open(m_url), qPrintable(a.error()));
        QVERIFY2(b.open(m_url), qPrintable(b.error()));
        const QPointer<models::FleetTableModel> modelB = b.model();

        QVERIFY(a.addNode(node(QStringLiteral("fra-4090-01"))).ok());
        QVERIFY(seen([&] { return b.model()->rowOf(QStringLiteral("fra-4090-01")) >= 0; }));

        Node labelled = *a.findNode(QStringLiteral("fra-4090-01"));
        labelled.labels.insert(QStringLiteral("site"), QStringLiteral("fra"));
        const fleet::Inventory::Result relabelled = a.updateNode(labelled.name, labelled);
        QVERIFY(relabelled.ok());
        QVERIFY(seen([&] {
            const int row = b.model()->rowOf(labelled.name);
            return row >= 0 &&
                   b.model()->nodeAt(row).labels.value(QStringLiteral("site")) == QLatin1String("fra");
        }));

        Node renamed = relabelled.node; // the version written, not the one read before
        renamed.name = QStringLiteral("fra-4090-02");
        QVERIFY(a.updateNode(labelled.name, renamed).ok());
        QVERIFY(seen([&] {
            return b.model()->rowOf(QStringLiteral("fra-4090-02")) >= 0 &&
                   b.model()->rowOf(QStringLiteral("fra-4090-01")) < 0;
        }));

        // And back the other way.
        QVERIFY(b.addNode(node(QStringLiteral("sgp-h100-01"))).ok());
        QVERIFY(seen([&] { return a.model()->rowOf(QStringLiteral("sgp-h100-01")) >= 0; }));

        QVERIFY(a.removeNode(QStringLiteral("fra-4090-02")).ok());
        QVERIFY(seen([&] { return b.model()->rowOf(QStringLiteral("fra-4090-02")) < 0; }));

        // From another process: the CLI.
        QProcess cli;
        cli.start(QStringLiteral(FLEETDECK_CLI_PATH),
                  {QStringLiteral("--db"), m_url, QStringLiteral("node"), QStringLiteral("add"),
                   QStringLiteral("nyc-a100-01"), QStringLiteral("--host"), QStringLiteral("10.0.0.9")});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        QVERIFY(seen([&] {
            return a.model()->rowOf(QStringLiteral("nyc-a100-01")) >= 0 &&
                   b.model()->rowOf(QStringLiteral("nyc-a100-01")) >= 0;
        }));

        // Row by row in the model that was there: never a new model, never a full reload.
        QCOMPARE(b.model(), modelB.data());
        QCOMPARE(b.model()->rowCount(), 2);
        QCOMPARE(a.model()->rowCount(), 2);

        std::sort(m_delays.begin(), m_delays.end());
        qInfo("%lld edits seen in the other console after %lld ms (median), %lld ms (slowest)",
              qint64(m_delays.size()), m_delays.at(m_delays.size() / 2), m_delays.last());
        QVERIFY2(m_delays.last() < 1000, qPrintable(QString::number(m_delays.last())));
    }

    // Besides the inventory: what one console records (a key deployment, a benchmark run and its
    // end, a template, a saved search, a bad host) reaches the other as it is committed, each to
    // the part of the session that keeps that list, within a second.
    void theOtherListsReachTheOtherConsole()
    {
        session::FleetSession a;
        session::FleetSession b;
        QVERIFY2(a.open(m_url), qPrintable(a.error()));
        QVERIFY2(b.open(m_url), qPrintable(b.error()));
        QVERIFY(b.addNode(node(QStringLiteral("lists-01"))).ok());
        QSignalSpy topics(&a, &session::FleetSession::storeChanged);
        QSignalSpy runs(a.benchmarks(), &session::BenchmarkRuns::runsChangedElsewhere);
        QSignalSpy lists(a.lifecycle(), &session::FleetLifecycle::listChangedElsewhere);
        QSignalSpy mine(&b, &session::FleetSession::storeChanged);
        QList<qint64> delays;
        const auto heard = [&](const QString& topic, const std::function<bool()>& write) {
            const auto told = [&] {
                for (const QList<QVariant>& signal : std::as_const(topics)) {
                    if (signal.at(0).toString() == topic)
                        return true;
                }
                return false;
            };
            if (told() || !write())
                return false;
            const qint64 ms = test::msUntil(told, 5000, 2);
            delays << ms;
            return ms >= 0 && ms < 1000;
        };

        keys::DeploymentRecord deployed;
        deployed.node = QStringLiteral("lists-01");
        deployed.action = QStringLiteral("deploy");
        deployed.keyFingerprint = QStringLiteral("SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU");
        deployed.result = QStringLiteral("added");
        QVERIFY(heard(QStringLiteral("key_deployments"),
                      [&] { return keys::DeploymentLog(*b.database()).record(deployed); }));

        bench::BenchRunRecord run;
        run.node = QStringLiteral("lists-01");
        qint64 id = 0;
        QVERIFY(heard(QStringLiteral("bench_runs"), [&] {
            id = bench::BenchmarkStore(*b.database()).createRun(run);
            return id > 0;
        }));
        QCOMPARE(runs.count(), 1);
        topics.clear();
        QVERIFY(heard(QStringLiteral("bench_runs"), [&] {
            return bench::BenchmarkStore(*b.database()).finishRun(id, bench::BenchRunState::Finished, {}, {});
        }));
        QCOMPARE(runs.count(), 2);

        lifecycle::RentTemplate t;
        t.name = QStringLiteral("h100-team");
        t.image = QStringLiteral("ghcr.io/example/cuzk:latest");
        QVERIFY(heard(QStringLiteral("rent_templates"),
                      [&] { return lifecycle::LifecycleStore(*b.database()).saveTemplate(t); }));
        QVERIFY(heard(QStringLiteral("offer_searches"), [&] {
            return lifecycle::LifecycleStore(*b.database()).saveSearch(QStringLiteral("cheap"), {});
        }));
        lifecycle::BadHost host;
        host.machineId = QStringLiteral("41807");
        host.reason = QStringLiteral("proofs fail on GPU 3");
        QVERIFY(heard(QStringLiteral("bad_hosts"),
                      [&] { return lifecycle::LifecycleStore(*b.database()).addBadHost(host); }));
        QStringList listTopics;
        for (const QList<QVariant>& signal : std::as_const(lists))
            listTopics << signal.at(0).toString();
        QCOMPARE(listTopics, (QStringList{QStringLiteral("rent_templates"), QStringLiteral("offer_searches"),
                                          QStringLiteral("bad_hosts")}));
        // A process does not hear itself: b wrote all of it and was told nothing.
        QTest::qWait(100);
        QCOMPARE(mine.count(), 0);
        std::sort(delays.begin(), delays.end());
        qInfo("%lld changes heard by the other console after %lld ms (median), %lld ms (slowest)",
              qint64(delays.size()), delays.at(delays.size() / 2), delays.last());
    }

    void aFileHasNoListeners()
    {
        storage::Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("fleet.sqlite"))));
        storage::StoreChanges changes(db);
        QVERIFY(!changes.isListening());

        storage::Database team;
        QVERIFY2(team.open(m_url), qPrintable(team.error()));
        storage::StoreChanges teamChanges(team);
        QVERIFY(teamChanges.isListening());
    }
};

QTEST_GUILESS_MAIN(tst_TeamEdits)
#include "tst_teamedits.moc"
