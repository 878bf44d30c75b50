// SPDX-License-Identifier: GPL-3.0-or-later
// Three collectors on a fleet of 300 nodes (docs/cli.md, "Collectors"): real `fleetdeck-cli
// collect` processes, one PostgreSQL store (a real server, started here) and 300 real sshd nodes
// with simulated cuzk daemons. The three share the fleet a hundred each; one is killed (SIGKILL),
// and the two left share it 150 each; a second is killed, and the last holds all 300. Through
// both deaths every node stays polled — never by two collectors at once (no node polled more often
// than one collector polls it), never left unpolled for longer than a lease (the server tells the
// others at once that a collector's session ended) — and the status of each is written into the
// store.
#include "support/CollectorProcesses.h"
#include "support/TeamFleet.h"
#include "support/TestSkips.h"
#include "support/Waiting.h"

#include <QDateTime>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <memory>

using namespace fleetdeck;

namespace {

constexpr int Nodes = 300;
// The gap after a death is the poll interval, about a second, and the takeover's logins, however
// long the lease: 6.3 s was read under a loaded CI run. A lease of 9 s bounds it; waiting for the
// leases to run out (the old way) would leave up to 3 + 9 s and the logins.
constexpr int LeaseSeconds = 9;
constexpr int IntervalSeconds = 3;

} // namespace

class tst_CliCollectFleet : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    test::TeamFleet m_team;

    std::unique_ptr<test::CollectorProcess> startCollector()
    {
        return test::startCollector(m_team.collectorRun(QStringLiteral(FLEETDECK_CLI_PATH),
                                                        m_dir.filePath(QStringLiteral("home")), LeaseSeconds,
                                                        IntervalSeconds));
    }

    QHash<QString, QString> leases() { return m_team.leases(); }

    // Waits until every node is leased, by `collectors` collectors holding as fair a share as can
    // be; the time it took, or -1 after `timeoutMs`.
    qint64 sharedBy(int collectors, int timeoutMs)
    {
        return test::msUntil(
            [&] {
                const QHash<QString, QString> l = leases();
                if (l.size() != Nodes)
                    return false;
                const QHash<QString, int> counts = test::leasesPerCollector(l);
                if (counts.size() != collectors)
                    return false;
                for (const int held : counts)
                    if (held > (Nodes + collectors - 1) / collectors)
                        return false;
                return true;
            },
            timeoutMs, 250);
    }

    // How many nodes' status a collector wrote in the last `ms` (whatever the daemon's state: the
    // simulator's fleet has its degraded nodes).
    int writtenWithin(int ms)
    {
        QString out;
        m_team.server->psql(QStringLiteral("SELECT COUNT(*) FROM node_status WHERE polled_at "
                                           ">= (extract(epoch from now()) * 1000)::bigint - %1")
                                .arg(ms),
                            QStringLiteral("team"), &out);
        return out.toInt();
    }

    // The nodes not written in the last `ms`: name, state, reason, age of the status, holder.
    QString notWritten(int ms)
    {
        QString out;
        m_team.server->psql(
            QStringLiteral("SELECT n.name, s.state, s.reason, (extract(epoch from now()) * 1000)::bigint - "
                           "s.polled_at, s.collector FROM nodes n LEFT JOIN node_status s ON s.node_id = "
                           "n.id WHERE s.node_id IS NULL OR s.polled_at < "
                           "(extract(epoch from now()) * 1000)::bigint - %1 ORDER BY n.name")
                .arg(ms),
            QStringLiteral("team"), &out);
        return out;
    }

    // The polls since `since` (ms since the epoch): every node polled after `after`, none polled
    // more often than one collector polls it (two would poll it twice as often), no gap between
    // two polls of a node wider than `widestMs`.
    void checkPolls(qint64 since, qint64 after, const char* when, qint64 widestMs)
    {
        const QHash<QString, QList<qint64>> polls = test::pollsByNode(*m_team.server, QStringLiteral("team"));
        const qint64 window = QDateTime::currentMSecsSinceEpoch() - since;
        QCOMPARE(polls.size(), Nodes);
        for (auto it = polls.cbegin(); it != polls.cend(); ++it)
            QVERIFY2(it->last() > after, qPrintable(it.key() + QStringLiteral(" not polled since ") + when));
        const test::PollGaps gaps = test::pollGaps(polls, since);
        const int most = test::mostPollsOfOneCollector(window, IntervalSeconds * 1000);
        qInfo("%s: widest gap between two polls of a node %lld ms (%s); most polls of a node in %lld ms: %d "
              "(%s; one collector: at most %d)",
              when, gaps.widest, qPrintable(gaps.widestNode), window, gaps.most, qPrintable(gaps.mostNode),
              most);
        QVERIFY2(gaps.most <= most,
                 qPrintable(QStringLiteral("%1 polled %2 times in %3 ms: by two collectors")
                                .arg(gaps.mostNode)
                                .arg(gaps.most)
                                .arg(window)));
        QVERIFY2(gaps.widest <= widestMs, qPrintable(QStringLiteral("%1 went %2 ms unpolled (at most %3)")
                                                         .arg(gaps.widestNode)
                                                         .arg(gaps.widest)
                                                         .arg(widestMs)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        const QString why = m_team.start(m_dir.path(), Nodes, QStringLiteral(CUZK_SIM_PATH));
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    void cleanupTestCase() { m_team.stop(); }

    void threeCollectorsShareTheFleetAndOutliveTwoDeaths()
    {
        std::unique_ptr<test::CollectorProcess> collectors[3];
        for (auto& c : collectors) {
            c = startCollector();
            QVERIFY2(c, "a collector did not start");
        }

        const qint64 split = sharedBy(3, 120000);
        QVERIFY2(split >= 0, qPrintable(QStringLiteral("leases: %1").arg(leases().size())));
        const qint64 settledAt = QDateTime::currentMSecsSinceEpoch();
        const qint64 written =
            test::msUntil([&] { return writtenWithin(2 * IntervalSeconds * 1000) == Nodes; }, 60000, 250);
        QVERIFY2(written >= 0, qPrintable(QStringLiteral("%1 nodes written; the others: %2")
                                              .arg(writtenWithin(5000))
                                              .arg(notWritten(5000))));
        qInfo("three collectors: %d nodes shared 100/100/100 after %lld ms, all written %lld ms later", Nodes,
              split, written);
        QTest::qWait(2 * IntervalSeconds * 1000);
        // Shares still moving as the third took its part: a node given back is taken at the next
        // round of another (every lease/3), then logged in to.
        checkPolls(settledAt, settledAt, "the three settled", (LeaseSeconds + IntervalSeconds + 4) * 1000);

        // Two deaths, one after the other: the fleet is shared by those left each time.
        for (int killed = 0; killed < 2; ++killed) {
            const qint64 killedAt = QDateTime::currentMSecsSinceEpoch();
            ::kill(pid_t(collectors[killed]->process->processId()), SIGKILL);
            QVERIFY(collectors[killed]->process->waitForFinished(10000));
            const int left = 2 - killed;
            const qint64 takeover = sharedBy(left, 60000);
            QVERIFY2(
                takeover >= 0,
                qPrintable(QStringLiteral("after kill %1: %2 leases").arg(killed + 1).arg(leases().size())));
            qInfo("kill %d: the %d left held all %d nodes %lld ms later (lease %d s)", killed + 1, left,
                  Nodes, takeover, LeaseSeconds);
            // Not when the leases run out: the others look every second whether a collector's
            // session ended, and take its nodes then.
            QVERIFY2(takeover <= 3000, qPrintable(QString::number(takeover)));
            QTest::qWait(3 * IntervalSeconds * 1000);
            // The dead collector's last poll (up to an interval before it died), the second in
            // which the others notice, and the logins to the nodes taken over (150 of them under
            // a sanitizer on two cores): within one lease.
            checkPolls(killedAt - LeaseSeconds * 1000, killedAt,
                       killed == 0 ? "the first kill" : "the second kill", LeaseSeconds * 1000);
        }

        // The last one stops on SIGTERM and gives every lease back.
        test::CollectorProcess& last = *collectors[2];
        last.process->terminate();
        QVERIFY(last.process->waitForFinished(20000));
        QCOMPARE(last.process->exitStatus(), QProcess::NormalExit);
        QCOMPARE(last.process->exitCode(), 0);
        QString out;
        QVERIFY(m_team.server->psql(QStringLiteral("SELECT COUNT(*) FROM node_leases"),
                                    QStringLiteral("team"), &out));
        QCOMPARE(out, QStringLiteral("0"));
    }
};

QTEST_GUILESS_MAIN(tst_CliCollectFleet)
#include "tst_cli_collectfleet.moc"
