// SPDX-License-Identifier: GPL-3.0-or-later
// `fleetdeck-cli collect` end to end (docs/cli.md, "Collectors"): two real collector processes on
// one PostgreSQL store (a real server, started here) and a local fleet of real sshd nodes with
// simulated cuzk daemons. The collectors split the nodes, each polled by one of them, and write
// each node's status into the store; /metrics passes Prometheus' own `promtool check metrics`.
// One collector is killed (SIGKILL, no goodbye): the other takes its nodes once their leases run
// out, and no node goes unpolled for longer than a lease and a poll. The survivor stops cleanly
// on SIGTERM and gives its leases back.
#include "support/CollectorProcesses.h"
#include "support/LoopbackPort.h"
#include "support/OpenSshClient.h"
#include "support/TeamFleet.h"
#include "support/TestSkips.h"
#include "support/Waiting.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <memory>

using namespace fleetdeck;

namespace {

constexpr int Nodes = 24;
constexpr int LeaseSeconds = 3;
constexpr int IntervalSeconds = 1;

} // namespace

class tst_CliCollect : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    test::TeamFleet m_team;
    // Short names for what m_team holds.
    PostgresServer* m_server = nullptr;
    LocalFleet* m_fleet = nullptr;
    QString m_url;

    std::unique_ptr<test::CollectorProcess> startCollector(const QString& credentials = {})
    {
        test::CollectorRun run =
            m_team.collectorRun(QStringLiteral(FLEETDECK_CLI_PATH), m_dir.filePath(QStringLiteral("home")),
                                LeaseSeconds, IntervalSeconds);
        if (!credentials.isEmpty()) {
            // As systemd starts the service: its secrets in a directory, nothing else given.
            run.extraEnvironment.insert(QStringLiteral("CREDENTIALS_DIRECTORY"), credentials);
            run.global = {QStringLiteral("--db"),
                          m_server->url(QStringLiteral("team"), QStringLiteral("collector"))};
        }
        return test::startCollector(run);
    }

    // node -> collector, from the store.
    QHash<QString, QString> leases() { return m_team.leases(); }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        PostgresServer::Options serverOptions;
        // The collector's own role must give a password, as on a team's server.
        serverOptions.hbaLines << QStringLiteral("host all collector 127.0.0.1/32 scram-sha-256");
        const QString why = m_team.start(m_dir.path(), Nodes, QStringLiteral(CUZK_SIM_PATH), serverOptions);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        m_url = m_team.url;
        m_server = m_team.server.get();
        m_fleet = m_team.fleet.get();
    }

    void cleanupTestCase() { m_team.stop(); }

    void collectorsShareTheFleetAndSurviveOneAnother()
    {
        std::unique_ptr<test::CollectorProcess> a = startCollector();
        QVERIFY2(a, "collector a did not start");
        std::unique_ptr<test::CollectorProcess> b = startCollector();
        QVERIFY2(b, "collector b did not start");
        const qint64 a_pid = a->process->processId();

        // Shared: every node leased, to both, none twice (a lease names one collector), fairly.
        const qint64 split = test::msUntil(
            [&] {
                const QHash<QString, QString> l = leases();
                const QList<QString> holders = l.values();
                const QSet<QString> distinct(holders.cbegin(), holders.cend());
                return l.size() == Nodes && distinct.size() == 2 &&
                       holders.count(holders.first()) == Nodes / 2;
            },
            30000, 200);
        QVERIFY2(split >= 0, qPrintable(QStringLiteral("leases: %1").arg(leases().size())));
        const qint64 settledAt = QDateTime::currentMSecsSinceEpoch();

        // Every node polled into the store lately, healthy.
        const qint64 written = test::msUntil(
            [&] {
                QString out;
                m_server->psql(
                    QStringLiteral("SELECT COUNT(*) FROM node_status WHERE state = 'healthy' AND polled_at "
                                   ">= (extract(epoch from now()) * 1000)::bigint - 3000"),
                    QStringLiteral("team"), &out);
                return out.toInt() == Nodes;
            },
            20000, 200);
        QVERIFY(written >= 0);

        // /metrics: the page of one collector names its nodes and passes promtool.
        const std::optional<QByteArray> response =
            LoopbackPort::httpGet(a->metricsPort, QStringLiteral("/metrics"));
        QVERIFY(response);
        QVERIFY2(response->startsWith("HTTP/1.1 200 OK\r\n"), response->left(200).constData());
        QVERIFY(response->contains("Content-Type: text/plain; version=0.0.4"));
        const QByteArray page = response->mid(response->indexOf("\r\n\r\n") + 4);
        QVERIFY2(
            page.contains(QStringLiteral("fleetdeck_collector_leased_nodes %1\n").arg(Nodes / 2).toUtf8()),
            page.constData());
        QCOMPARE(int(page.count("fleetdeck_node_healthy{node=\"gpu")), Nodes / 2);
        QVERIFY(page.contains("fleetdeck_collector_polls_total "));
        QProcess promtool;
        promtool.start(QStringLiteral("promtool"), {QStringLiteral("check"), QStringLiteral("metrics")});
        QVERIFY2(promtool.waitForStarted(), "promtool (Debian package prometheus) is not installed");
        promtool.write(page);
        promtool.closeWriteChannel();
        QVERIFY(promtool.waitForFinished(30000));
        QVERIFY2(promtool.exitCode() == 0, promtool.readAll().constData());
        QVERIFY(LoopbackPort::httpGet(a->metricsPort, QStringLiteral("/other"))->startsWith("HTTP/1.1 404"));

        // a dies without a word: b holds every node once a's leases ran out.
        const qint64 killedAt = QDateTime::currentMSecsSinceEpoch();
        ::kill(pid_t(a_pid), SIGKILL);
        QVERIFY(a->process->waitForFinished(10000));
        const QString bId = [&] {
            const QHash<QString, QString> l = leases();
            for (const QString& holder : l)
                if (!holder.contains(QStringLiteral(":%1:").arg(a_pid)))
                    return holder;
            return QString();
        }();
        QVERIFY(!bId.isEmpty());
        const qint64 takeover = test::msUntil(
            [&] {
                const QHash<QString, QString> l = leases();
                return l.size() == Nodes && QSet<QString>(l.cbegin(), l.cend()) == QSet<QString>{bId};
            },
            30000, 200);
        QVERIFY2(takeover >= 0, "b never held every node");
        qInfo("takeover %lld ms after the kill (lease %d s)", takeover, LeaseSeconds);
        // b sees a's session end within a second and takes its nodes then, long before a's
        // leases would have run out.
        QVERIFY2(takeover <= 3000, qPrintable(QString::number(takeover)));

        // Let b poll a's nodes a few times, then read every node's polls from the history.
        QTest::qWait(3 * IntervalSeconds * 1000);
        const QHash<QString, QList<qint64>> polls = test::pollsByNode(*m_server, QStringLiteral("team"));
        QCOMPARE(polls.size(), Nodes);
        for (auto it = polls.cbegin(); it != polls.cend(); ++it)
            QVERIFY2(it->last() > killedAt,
                     qPrintable(it.key() + QStringLiteral(" not polled since the kill")));
        const test::PollGaps gaps = test::pollGaps(polls, settledAt);
        const qint64 window = QDateTime::currentMSecsSinceEpoch() - settledAt;
        const int most = test::mostPollsOfOneCollector(window, IntervalSeconds * 1000);
        qInfo("worst gap between two polls of a node: %lld ms (%s); most polls of a node in %lld ms: %d (one "
              "collector: at most %d)",
              gaps.widest, qPrintable(gaps.widestNode), window, gaps.most, most);
        // Never two collectors on one node: no node polled more often than one collector polls it.
        QVERIFY2(
            gaps.most <= most,
            qPrintable(
                QStringLiteral("%1 polled %2 times in %3 ms").arg(gaps.mostNode).arg(gaps.most).arg(window)));
        // Never unpolled for longer than a lease.
        QVERIFY2(gaps.widest <= LeaseSeconds * 1000, qPrintable(QString::number(gaps.widest)));

        QString out;
        // b stops on SIGTERM: exit 0, its leases and its row given back.
        b->process->terminate();
        QVERIFY(b->process->waitForFinished(15000));
        QCOMPARE(b->process->exitStatus(), QProcess::NormalExit);
        QCOMPARE(b->process->exitCode(), 0);
        QVERIFY(m_server->psql(
            QStringLiteral("SELECT (SELECT COUNT(*) FROM node_leases) || ',' || (SELECT COUNT(*) "
                           "FROM collectors)"),
            QStringLiteral("team"), &out));
        QCOMPARE(out, QStringLiteral("0,0")); // a's row went when b found its session ended
    }

    // Under systemd: the store's password, the key for the nodes and known_hosts come from
    // $CREDENTIALS_DIRECTORY (LoadCredential=); the keys the nodes name in the store are an
    // operator's and are not used.
    void credentialsComeFromTheServiceDirectory()
    {
        QVERIFY(m_server->psql(QStringLiteral("CREATE ROLE collector LOGIN PASSWORD 'service secret'")));
        QVERIFY(m_server->psql(QStringLiteral("GRANT ALL ON ALL TABLES IN SCHEMA public TO collector; "
                                              "GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO collector"),
                               QStringLiteral("team")));
        QVERIFY(m_server->psql(QStringLiteral("UPDATE nodes SET identity = '/nonexistent/operator-key'"),
                               QStringLiteral("team")));
        QTemporaryDir credentials;
        const auto place = [&](const QString& name, const QByteArray& content) {
            QFile f(credentials.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
            f.close();
            QFile::setPermissions(f.fileName(), QFile::ReadOwner | QFile::WriteOwner);
        };
        place(QStringLiteral("pgpass"),
              QStringLiteral("127.0.0.1:%1:team:collector:service secret\n").arg(m_server->port()).toUtf8());
        QFile key(m_fleet->key().privateKeyPath());
        QVERIFY(key.open(QIODevice::ReadOnly));
        place(QStringLiteral("ssh-identity"), key.readAll());
        QFile hosts(m_fleet->knownHostsPath());
        QVERIFY(hosts.open(QIODevice::ReadOnly));
        place(QStringLiteral("known_hosts"), hosts.readAll());

        std::unique_ptr<test::CollectorProcess> service = startCollector(credentials.path());
        QVERIFY2(service, "the collector did not start");
        const QString pid = QString::number(service->process->processId());
        const qint64 polled = test::msUntil(
            [&] {
                QString out;
                m_server->psql(
                    QStringLiteral(
                        "SELECT COUNT(*) FROM node_status WHERE state = 'healthy' AND collector "
                        "LIKE '%:%1:%' AND polled_at >= (extract(epoch from now()) * 1000)::bigint "
                        "- 3000")
                        .arg(pid),
                    QStringLiteral("team"), &out);
                return out.toInt() == Nodes;
            },
            30000, 200);
        service->process->terminate();
        QVERIFY(service->process->waitForFinished(15000));
        service->err += service->process->readAllStandardError();
        QVERIFY2(polled >= 0, service->err.constData());
        QCOMPARE(service->process->exitCode(), 0);
        QString user;
        QVERIFY(m_server->psql(QStringLiteral("SELECT DISTINCT usename FROM pg_stat_activity WHERE usename = "
                                              "'collector'"),
                               QStringLiteral("team"), &user));
        QVERIFY(user.isEmpty()); // gone with the process
    }

    void refusesWhatItCannotUse_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("bad listen") << QStringList{QStringLiteral("--metrics-listen"),
                                                   QStringLiteral("nowhere")}
                                    << QStringLiteral("invalid --metrics-listen 'nowhere'");
        QTest::newRow("short lease") << QStringList{QStringLiteral("--lease"), QStringLiteral("0.2")}
                                     << QStringLiteral("invalid --lease '0.2'");
        QTest::newRow("argument") << QStringList{QStringLiteral("gpu-01")}
                                  << QStringLiteral("collect: unexpected argument 'gpu-01'");
    }

    void refusesWhatItCannotUse()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        QProcess p;
        p.start(QStringLiteral(FLEETDECK_CLI_PATH),
                QStringList{QStringLiteral("--db"), m_url, QStringLiteral("collect")} + args);
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(QString::fromUtf8(p.readAllStandardError()).contains(says), qPrintable(says));
    }
};

QTEST_GUILESS_MAIN(tst_CliCollect)
#include "tst_cli_collect.moc"
