// SPDX-License-Identifier: GPL-3.0-or-later
// `fleetdeck-cli lifecycle`: offers rented through the local stand-in of vast.ai become real
// machines on loopback (SimulatedVastCloud: sshd, cuzk-sim, a simulated cuzk-bench), and the
// CLI moves each through its stages, qualifies it by benchmark and applies its template's rules —
// the whole path from offer to in service, and to retirement.
#include "bench/BenchmarkStore.h"
#include "storage/Database.h"
#include "support/CliRun.h"
#include "support/FakeVastServer.h"
#include "support/Fixtures.h"
#include "support/OpenSshClient.h"
#include "support/RentingStandIn.h"
#include "support/SimulatedVastCloud.h"
#include "support/SshKeyPair.h"
#include "support/TestSkips.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <cmath>

using namespace fleetdeck;

namespace {
using Run = fleetdeck::test::CliRun;
} // namespace

class tst_CliLifecycle : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_home;
    QString m_service =
        QStringLiteral("fleetdeck-lifecycletest-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    test::RentingStandIn m_standIn;
    FakeVastServer* m_server = nullptr;
    SimulatedVastCloud* m_cloud = nullptr;
    SshKeyPair m_identity;
    int m_case = 0;

    QString db() const { return m_dir.filePath(QStringLiteral("fleet-%1.sqlite").arg(m_case)); }
    QString knownHosts() const { return m_dir.filePath(QStringLiteral("known_hosts-%1").arg(m_case)); }

    Run cli(const QStringList& args)
    {
        fleetdeck::test::CliOptions options;
        options.isolate(m_home, m_service);
        options.env.insert(QStringLiteral("VAST_API_KEY"), QString::fromLatin1(m_standIn.apiKey));
        options.env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        options.timeoutMs = 120000;
        options.spinEventLoop = true; // the stand-in and its machines live in this process
        return fleetdeck::test::runCli(QStringList{QStringLiteral("--db"), db(),
                                                   QStringLiteral("--known-hosts"), knownHosts(),
                                                   QStringLiteral("--host-key-policy"),
                                                   QStringLiteral("accept-new"), QStringLiteral("--json")} +
                                           args,
                                       options);
    }
    Run vast(const QStringList& args)
    {
        return cli(QStringList{QStringLiteral("vast")} + args +
                   QStringList{QStringLiteral("--vast-url"), m_server->baseUrl().toString()});
    }
    Run lifecycle()
    {
        return cli(
            {QStringLiteral("lifecycle"), QStringLiteral("--vast-url"), m_server->baseUrl().toString()});
    }
    // Rounds of `lifecycle` until every node's stage is one of `final` (or 60 s pass); the last
    // round's nodes by name.
    QHash<QString, QJsonObject> roundsUntil(const QStringList& final, int expected)
    {
        QHash<QString, QJsonObject> nodes;
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 60000) {
            const Run r = lifecycle();
            if (r.code != 0)
                qWarning() << "lifecycle:" << r.code << r.err;
            nodes.clear();
            bool done = true;
            for (const QJsonValue& v : r.json().value(QStringLiteral("nodes")).toArray()) {
                const QJsonObject n = v.toObject();
                nodes.insert(n.value(QStringLiteral("node")).toString(), n);
                done = done && final.contains(n.value(QStringLiteral("stage")).toString());
            }
            if (done && nodes.size() == expected)
                break;
            QTest::qWait(500);
        }
        return nodes;
    }
    void rentWith(const QStringList& templateOptions, const QStringList& offers)
    {
        Run r = vast(QStringList{QStringLiteral("templates"), QStringLiteral("set"), QStringLiteral("prod"),
                                 QStringLiteral("--image"), QStringLiteral("ghcr.io/example/cuzk:1.4"),
                                 QStringLiteral("--identity"), m_identity.privateKeyPath(),
                                 QStringLiteral("--status-port"), QString::number(m_cloud->statusPort()),
                                 // The machines' sshd run as this account.
                                 QStringLiteral("--user"), OpenSshClient::currentUserName()} +
                     templateOptions);
        QVERIFY2(r.code == 0, r.err.constData());
        r = vast(QStringList{QStringLiteral("rent")} + offers +
                 QStringList{QStringLiteral("--template"), QStringLiteral("prod"), QStringLiteral("--yes")});
        QVERIFY2(r.code == 0, r.err.constData());
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        m_home = m_dir.filePath(QStringLiteral("home"));
        QVERIFY(QDir().mkpath(m_home));
        m_identity = SshKeyPair::generate(m_dir.filePath(QStringLiteral("fleet_ed25519")),
                                          QStringLiteral("ops@console"));
        QVERIFY2(m_identity.isValid(), qPrintable(m_identity.errorString()));
    }

    void init()
    {
        ++m_case;
        QString error;
        QVERIFY2(m_standIn.start(m_dir.filePath(QStringLiteral("cloud-%1").arg(m_case)), &error),
                 qPrintable(error));
        m_server = m_standIn.server.get();
        m_cloud = m_standIn.cloud.get();
        // The qualification preset: one warmup and five timed proofs.
        storage::Database database;
        QVERIFY(database.open(db()));
        bench::BenchSpec spec;
        spec.name = QStringLiteral("qualify");
        spec.counts = {1, 5, 0};
        QVERIFY(bench::BenchmarkStore(database).savePreset(spec));
        database.close();
    }
    void cleanup() { m_standIn.stop(); }

    void oneQualifiesAndTheSlowOneIsRetired()
    {
        m_cloud->setProfile(QStringLiteral("30200101"), test::loadingForAWhile(QStringLiteral("healthy")));
        m_cloud->setProfile(QStringLiteral("30200102"),
                            *SimulatedVastCloud::Profile::named(QStringLiteral("slow")));
        m_server->setNextInstanceId(28400017);
        rentWith({QStringLiteral("--preset"), QStringLiteral("qualify"),
                  QStringLiteral("--min-proofs-per-hour"), QStringLiteral("30"),
                  QStringLiteral("--ssh-minutes"), QStringLiteral("2"), QStringLiteral("--auto-retire"),
                  QStringLiteral("yes")},
                 {QStringLiteral("30200101"), QStringLiteral("30200102")});

        const QHash<QString, QJsonObject> nodes = roundsUntil(
            {QStringLiteral("in_service"), QStringLiteral("retired"), QStringLiteral("failed")}, 2);
        const QJsonObject good = nodes.value(QStringLiteral("prod-28400017"));
        const QJsonObject slow = nodes.value(QStringLiteral("prod-28400018"));
        QCOMPARE(good.value(QStringLiteral("stage")).toString(), QStringLiteral("in_service"));
        const QJsonObject q = good.value(QStringLiteral("qualification")).toObject();
        QCOMPARE(q.value(QStringLiteral("passed")).toBool(), true);
        QVERIFY2(q.value(QStringLiteral("proofs_per_hour")).toDouble() > 30,
                 qPrintable(QJsonDocument(good).toJson()));
        // Every stage on the way has its time.
        const QJsonObject stages = good.value(QStringLiteral("stages")).toObject();
        for (const char* stage :
             {"created", "loading", "running", "ssh", "daemon", "qualifying", "in_service"})
            QVERIFY2(stages.contains(QLatin1String(stage)), stage);

        QCOMPARE(slow.value(QStringLiteral("stage")).toString(), QStringLiteral("retired"));
        const QJsonObject rule = slow.value(QStringLiteral("rule")).toObject();
        QCOMPARE(rule.value(QStringLiteral("name")).toString(), QStringLiteral("min-proofs-per-hour"));
        QCOMPARE(rule.value(QStringLiteral("action")).toString(), QStringLiteral("retired"));
        QVERIFY2(
            rule.value(QStringLiteral("reason")).toString().contains(QLatin1String("below the floor of 30")),
            qPrintable(rule.value(QStringLiteral("reason")).toString()));
        QVERIFY(slow.value(QStringLiteral("qualification"))
                    .toObject()
                    .value(QStringLiteral("proofs_per_hour"))
                    .toDouble() < 30);
        // Destroyed at the provider, its machine a bad host; the good one still rented.
        QVERIFY(!m_server->instance(QStringLiteral("28400018")));
        QVERIFY(m_server->instance(QStringLiteral("28400017")));
        QCOMPARE(m_cloud->machines(), 1);
        const QJsonArray bad = vast({QStringLiteral("bad-hosts"), QStringLiteral("list")})
                                   .json()
                                   .value(QStringLiteral("bad_hosts"))
                                   .toArray();
        QCOMPARE(bad.size(), 1);
        QCOMPARE(bad.at(0).toObject().value(QStringLiteral("machine_id")).toString(),
                 QStringLiteral("61002"));
        QCOMPARE(bad.at(0).toObject().value(QStringLiteral("source")).toString(),
                 QStringLiteral("min-proofs-per-hour"));
        // The retired node stays in history, marked.
        const QJsonArray list = cli({QStringLiteral("node"), QStringLiteral("list")})
                                    .json()
                                    .value(QStringLiteral("nodes"))
                                    .toArray();
        for (const QJsonValue& v : list) {
            const QJsonObject n = v.toObject();
            QCOMPARE(n.value(QStringLiteral("retired")).toBool(),
                     n.value(QStringLiteral("name")).toString() == QLatin1String("prod-28400018"));
        }
        // The qualification run now predicts that machine's offers.
        m_server->setOffers({QJsonDocument::fromJson(test::fixture(QStringLiteral("vast/offers.json")))
                                 .object()
                                 .value(QStringLiteral("offers"))
                                 .toArray()
                                 .at(0)
                                 .toObject()});
        const QJsonObject expected = vast({QStringLiteral("offers"), QStringLiteral("--include-bad")})
                                         .json()
                                         .value(QStringLiteral("offers"))
                                         .toArray()
                                         .at(0)
                                         .toObject()
                                         .value(QStringLiteral("expected"))
                                         .toObject();
        QCOMPARE(expected.value(QStringLiteral("basis")).toString(), QStringLiteral("machine"));
        QCOMPARE(expected.value(QStringLiteral("runs")).toInt(), 1);
        QCOMPARE(expected.value(QStringLiteral("proofs_per_hour")).toDouble(),
                 std::round(q.value(QStringLiteral("proofs_per_hour")).toDouble() * 100) / 100);
    }

    void timeLimitsMarkNodesThatNeverComeUp()
    {
        m_cloud->setProfile(QStringLiteral("30200103"),
                            *SimulatedVastCloud::Profile::named(QStringLiteral("loading")));
        m_cloud->setProfile(QStringLiteral("30200104"),
                            *SimulatedVastCloud::Profile::named(QStringLiteral("no-daemon")));
        m_cloud->setProfile(QStringLiteral("30200105"),
                            *SimulatedVastCloud::Profile::named(QStringLiteral("no-ssh")));
        m_server->setNextInstanceId(600);
        rentWith({QStringLiteral("--ssh-minutes"), QStringLiteral("0.1"), QStringLiteral("--daemon-minutes"),
                  QStringLiteral("0.15")},
                 {QStringLiteral("30200103"), QStringLiteral("30200104"), QStringLiteral("30200105")});
        const QHash<QString, QJsonObject> nodes = roundsUntil(
            {QStringLiteral("failed"), QStringLiteral("retired"), QStringLiteral("in_service")}, 3);
        const auto rule = [&](const QString& node) {
            return nodes.value(node).value(QStringLiteral("rule")).toObject();
        };
        QCOMPARE(nodes.value(QStringLiteral("prod-600")).value(QStringLiteral("stage")).toString(),
                 QStringLiteral("failed"));
        QCOMPARE(rule(QStringLiteral("prod-600")).value(QStringLiteral("name")).toString(),
                 QStringLiteral("ssh-minutes"));
        QVERIFY(rule(QStringLiteral("prod-600"))
                    .value(QStringLiteral("reason"))
                    .toString()
                    .contains(QLatin1String("loading")));
        QVERIFY2(rule(QStringLiteral("prod-601")).value(QStringLiteral("name")).toString() ==
                     QLatin1String("daemon-minutes"),
                 QJsonDocument(nodes.value(QStringLiteral("prod-601"))).toJson().constData());
        QCOMPARE(rule(QStringLiteral("prod-602")).value(QStringLiteral("name")).toString(),
                 QStringLiteral("ssh-minutes"));
        QVERIFY2(rule(QStringLiteral("prod-602"))
                     .value(QStringLiteral("reason"))
                     .toString()
                     .contains(QLatin1String("refused")),
                 qPrintable(rule(QStringLiteral("prod-602")).value(QStringLiteral("reason")).toString()));
        // Without automatic retirement: marked and notified, never destroyed, no bad host.
        for (const QString& n :
             {QStringLiteral("prod-600"), QStringLiteral("prod-601"), QStringLiteral("prod-602")})
            QCOMPARE(rule(n).value(QStringLiteral("action")).toString(), QStringLiteral("notified"));
        QCOMPARE(m_server->instances().size(), 3);
        QVERIFY(vast({QStringLiteral("bad-hosts"), QStringLiteral("list")})
                    .json()
                    .value(QStringLiteral("bad_hosts"))
                    .toArray()
                    .isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_CliLifecycle)
#include "tst_cli_lifecycle.moc"
