// SPDX-License-Identifier: GPL-3.0-or-later
// `fleetdeck-cli vast offers|templates|bad-hosts|rent|destroy|stop|start|reboot|label`: the real
// CLI against the local stand-in of the vast.ai API (FakeVastServer), with benchmark history in
// the same SQLite file for the offers' expected rates.
#include "bench/BenchmarkStore.h"
#include "storage/Database.h"
#include "support/CliRun.h"
#include "support/FakeVastServer.h"
#include "support/Fixtures.h"
#include "support/RentingStandIn.h"
#include "support/SshKeyPair.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace fleetdeck;

namespace {
using Run = fleetdeck::test::CliRun;

QJsonObject json(const QByteArray& text)
{
    return QJsonDocument::fromJson(text).object();
}
} // namespace

class tst_CliRent : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_home;
    QString m_service =
        QStringLiteral("fleetdeck-renttest-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    QByteArray m_key = "vk-" + QUuid::createUuid().toByteArray(QUuid::Id128);
    FakeVastServer m_server;
    SshKeyPair m_identity;

    QString db() const { return m_dir.filePath(QStringLiteral("fleet.sqlite")); }

    Run cli(const QStringList& args, const QByteArray& input = {})
    {
        fleetdeck::test::CliOptions options;
        options.isolate(m_home, m_service);
        options.env.insert(QStringLiteral("VAST_API_KEY"), QString::fromLatin1(m_key));
        options.input = input;
        options.timeoutMs = 60000;
        options.spinEventLoop = true; // the stand-in answers from this process
        return fleetdeck::test::runCli(QStringList{QStringLiteral("--db"), db()} + args, options);
    }
    Run vast(const QStringList& args)
    {
        return cli(QStringList{QStringLiteral("--json"), QStringLiteral("vast")} + args +
                   QStringList{QStringLiteral("--vast-url"), m_server.baseUrl().toString()});
    }
    // A finished run of `n` timed proofs of `seconds` each, on machine `machine`.
    void storeRun(const QString& machine, const QString& gpu, int count, int n, double seconds)
    {
        storage::Database database;
        QVERIFY(database.open(db()));
        bench::BenchmarkStore store(database);
        bench::BenchRunRecord r;
        r.node = QStringLiteral("history-") + machine;
        r.machineId = machine;
        r.gpuModel = gpu;
        r.gpuCount = count;
        r.counts = {0, n, 0};
        const qint64 id = store.createRun(r);
        QVERIFY(id > 0);
        std::vector<bench::BenchSample> samples;
        for (int i = 1; i <= n; ++i)
            samples.push_back({i,
                               bench::BenchSample::Phase::Timed,
                               bench::BenchSample::Status::Completed,
                               seconds,
                               {},
                               {}});
        QVERIFY(store.addSamples(id, samples));
        QVERIFY(store.finishRun(id, bench::BenchRunState::Finished));
        database.close();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_home = m_dir.filePath(QStringLiteral("home"));
        QVERIFY(QDir().mkpath(m_home));
        m_identity = SshKeyPair::generate(m_dir.filePath(QStringLiteral("fleet_ed25519")),
                                          QStringLiteral("ops@console"));
        QVERIFY2(m_identity.isValid(), qPrintable(m_identity.errorString()));
        QVERIFY2(m_server.start(), qPrintable(m_server.errorString()));
        m_server.setApiKey(m_key);
    }

    void init()
    {
        QFile::remove(db());
        m_server.clearRequests();
        m_server.setOffers(test::fixtureOffers());
        m_server.setInstances({});
    }

    void offersCarryTheExpectedRateAndHideBadHosts()
    {
        // Machine 61001 proved 40 proofs/h (5 × 90 s); a 2-GPU 4090 elsewhere 48/h (4 × 75 s).
        storeRun(QStringLiteral("61001"), QStringLiteral("RTX 4090"), 1, 5, 90);
        storeRun(QStringLiteral("70000"), QStringLiteral("NVIDIA GeForce RTX 4090"), 2, 4, 75);
        Run r = vast({QStringLiteral("offers"), QStringLiteral("--gpu"), QStringLiteral("RTX 4090"),
                      QStringLiteral("--disk"), QStringLiteral("10")});
        QVERIFY2(r.code == 0, r.err.constData());
        QJsonArray offers = json(r.out).value(QStringLiteral("offers")).toArray();
        QCOMPARE(offers.size(), 2); // the duplicate merged
        const QJsonObject one = offers.at(0).toObject();
        QCOMPARE(one.value(QStringLiteral("id")).toInteger(), 30200101);
        QCOMPARE(one.value(QStringLiteral("machine_id")).toInteger(), 61001);
        QCOMPARE(one.value(QStringLiteral("bad_host")).toBool(), false);
        const QJsonObject e1 = one.value(QStringLiteral("expected")).toObject();
        QCOMPARE(e1.value(QStringLiteral("basis")).toString(), QStringLiteral("machine"));
        QCOMPARE(e1.value(QStringLiteral("proofs_per_hour")).toDouble(), 40.0);
        // Priced for 10 GB: 0.35 + 0.12 × 10 / 720 = 0.3517 $/h; ÷ 40 proofs/h.
        QCOMPARE(one.value(QStringLiteral("dph_total")).toDouble(), 0.3517);
        QCOMPARE(e1.value(QStringLiteral("usd_per_proof")).toDouble(), 0.008793);
        const QJsonObject e2 = offers.at(1).toObject().value(QStringLiteral("expected")).toObject();
        QCOMPARE(e2.value(QStringLiteral("basis")).toString(), QStringLiteral("gpu_model"));
        QCOMPARE(e2.value(QStringLiteral("runs")).toInt(), 1);
        QCOMPARE(e2.value(QStringLiteral("proofs_per_hour")).toDouble(), 48.0);

        // An offer of a model never measured says so.
        r = vast({QStringLiteral("offers"), QStringLiteral("--gpu"), QStringLiteral("H100 SXM")});
        QVERIFY(json(r.out)
                    .value(QStringLiteral("offers"))
                    .toArray()
                    .at(0)
                    .toObject()
                    .value(QStringLiteral("expected"))
                    .isNull());

        // A bad host is left out, unless asked for.
        r = vast({QStringLiteral("bad-hosts"), QStringLiteral("add"), QStringLiteral("61001"),
                  QStringLiteral("--reason"), QStringLiteral("CUDA errors under load")});
        QVERIFY2(r.code == 0, r.err.constData());
        r = vast({QStringLiteral("offers"), QStringLiteral("--gpu"), QStringLiteral("RTX 4090")});
        offers = json(r.out).value(QStringLiteral("offers")).toArray();
        QCOMPARE(offers.size(), 1);
        QCOMPARE(offers.at(0).toObject().value(QStringLiteral("id")).toInteger(), 30200102);
        r = vast({QStringLiteral("offers"), QStringLiteral("--gpu"), QStringLiteral("RTX 4090"),
                  QStringLiteral("--include-bad")});
        offers = json(r.out).value(QStringLiteral("offers")).toArray();
        QCOMPARE(offers.size(), 2);
        QCOMPARE(offers.at(0).toObject().value(QStringLiteral("bad_host")).toBool(), true);

        r = vast({QStringLiteral("bad-hosts"), QStringLiteral("list")});
        const QJsonArray bad = json(r.out).value(QStringLiteral("bad_hosts")).toArray();
        QCOMPARE(bad.size(), 1);
        QCOMPARE(bad.at(0).toObject().value(QStringLiteral("reason")).toString(),
                 QStringLiteral("CUDA errors under load"));
        QVERIFY(bad.at(0).toObject().value(QStringLiteral("added_by")).toString().contains(u'@'));
        // Listed already: the same reason changes nothing; another is refused, with who and why.
        r = vast({QStringLiteral("bad-hosts"), QStringLiteral("add"), QStringLiteral("61001"),
                  QStringLiteral("--reason"), QStringLiteral("CUDA errors under load")});
        QVERIFY2(r.code == 0, r.err.constData());
        r = vast({QStringLiteral("bad-hosts"), QStringLiteral("add"), QStringLiteral("61001"),
                  QStringLiteral("--reason"), QStringLiteral("slow disk")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("machine 61001 is already a bad host, listed by ") &&
                     r.err.contains("CUDA errors under load"),
                 r.err.constData());
        QCOMPARE(vast({QStringLiteral("bad-hosts"), QStringLiteral("remove"), QStringLiteral("61001")}).code,
                 0);
        QCOMPARE(vast({QStringLiteral("bad-hosts"), QStringLiteral("remove"), QStringLiteral("61001")}).code,
                 1);
        QCOMPARE(vast({QStringLiteral("bad-hosts"), QStringLiteral("add"), QStringLiteral("61001")}).code, 2);
    }

    void offersAreOrderedAndFiltered()
    {
        Run r = vast({QStringLiteral("offers"), QStringLiteral("--order"), QStringLiteral("dph_total-"),
                      QStringLiteral("--region"), QStringLiteral("DE"), QStringLiteral("--disk"),
                      QStringLiteral("10")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonArray offers = json(r.out).value(QStringLiteral("offers")).toArray();
        QCOMPARE(offers.size(), 2);
        QCOMPARE(offers.at(0).toObject().value(QStringLiteral("gpu_name")).toString(),
                 QStringLiteral("H100 SXM"));
        const QJsonObject sent = QJsonDocument::fromJson(m_server.requests().constLast().body).object();
        QCOMPARE(sent.value(QStringLiteral("order")).toArray().at(0).toArray().at(1).toString(),
                 QStringLiteral("desc"));
        QCOMPARE(
            vast({QStringLiteral("offers"), QStringLiteral("--order"), QStringLiteral("price; drop")}).code,
            2);
        QCOMPARE(vast({QStringLiteral("offers"), QStringLiteral("--max-dph"), QStringLiteral("cheap")}).code,
                 2);
    }

    void templatesAreSetAndListed()
    {
        Run r = vast({QStringLiteral("templates"), QStringLiteral("set"), QStringLiteral("prod"),
                      QStringLiteral("--image"), QStringLiteral("ghcr.io/example/cuzk:1.4"),
                      QStringLiteral("--disk"), QStringLiteral("80"), QStringLiteral("--env"),
                      QStringLiteral("CUZK_GPUS=all"), QStringLiteral("--ssh-minutes"), QStringLiteral("0.5"),
                      QStringLiteral("--auto-retire"), QStringLiteral("yes"), QStringLiteral("--identity"),
                      m_identity.privateKeyPath()});
        QVERIFY2(r.code == 0, r.err.constData());
        // Setting again changes only what is given.
        r = vast({QStringLiteral("templates"), QStringLiteral("set"), QStringLiteral("prod"),
                  QStringLiteral("--disk"), QStringLiteral("100")});
        QVERIFY2(r.code == 0, r.err.constData());
        r = vast({QStringLiteral("templates"), QStringLiteral("list")});
        const QJsonArray list = json(r.out).value(QStringLiteral("templates")).toArray();
        QCOMPARE(list.size(), 1);
        const QJsonObject t = list.at(0).toObject();
        QCOMPARE(t.value(QStringLiteral("disk_gb")).toInt(), 100);
        QCOMPARE(t.value(QStringLiteral("image")).toString(), QStringLiteral("ghcr.io/example/cuzk:1.4"));
        QCOMPARE(t.value(QStringLiteral("ssh_minutes")).toDouble(), 0.5);
        QCOMPARE(t.value(QStringLiteral("auto_retire")).toBool(), true);
        // Refused: no image, a floor without a preset, an unknown preset.
        QCOMPARE(vast({QStringLiteral("templates"), QStringLiteral("set"), QStringLiteral("x")}).code, 2);
        QCOMPARE(vast({QStringLiteral("templates"), QStringLiteral("set"), QStringLiteral("prod"),
                       QStringLiteral("--min-proofs-per-hour"), QStringLiteral("30")})
                     .code,
                 2);
        QCOMPARE(vast({QStringLiteral("templates"), QStringLiteral("set"), QStringLiteral("prod"),
                       QStringLiteral("--preset"), QStringLiteral("nope")})
                     .code,
                 2);
    }

    void rentingMakesNodesAtOnceAndAttachesTheKey()
    {
        QVERIFY(vast({QStringLiteral("templates"), QStringLiteral("set"), QStringLiteral("prod"),
                      QStringLiteral("--image"), QStringLiteral("ghcr.io/example/cuzk:1.4"),
                      QStringLiteral("--disk"), QStringLiteral("10"), QStringLiteral("--identity"),
                      m_identity.privateKeyPath(), QStringLiteral("--label"), QStringLiteral("pool=rented")})
                    .code == 0);
        m_server.setNextInstanceId(28400017);
        // Without --yes and without a terminal: refused, nothing rented.
        Run r = vast({QStringLiteral("rent"), QStringLiteral("30200101"), QStringLiteral("--template"),
                      QStringLiteral("prod")});
        QCOMPARE(r.code, 2);
        QVERIFY(m_server.instances().isEmpty());

        r = vast({QStringLiteral("rent"), QStringLiteral("30200101"), QStringLiteral("30200102"),
                  QStringLiteral("99"), QStringLiteral("--template"), QStringLiteral("prod"),
                  QStringLiteral("--yes")});
        QCOMPARE(r.code, 1); // one of three was not rented
        const QJsonObject doc = json(r.out);
        const QJsonArray rented = doc.value(QStringLiteral("rented")).toArray();
        QCOMPARE(rented.size(), 2);
        QCOMPARE(rented.at(0).toObject().value(QStringLiteral("instance_id")).toInteger(), 28400017);
        QCOMPARE(rented.at(0).toObject().value(QStringLiteral("node")).toString(),
                 QStringLiteral("prod-28400017"));
        QCOMPARE(rented.at(0).toObject().value(QStringLiteral("key_attached")).toBool(), true);
        const QJsonArray failed = doc.value(QStringLiteral("failed")).toArray();
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.at(0).toObject().value(QStringLiteral("offer_id")).toInteger(), 99);
        QCOMPARE(failed.at(0)
                     .toObject()
                     .value(QStringLiteral("diagnosis"))
                     .toObject()
                     .value(QStringLiteral("code"))
                     .toString(),
                 QStringLiteral("vast_offer_gone"));

        // Rented with the template's image and disk; labelled; the key attached through the platform.
        QCOMPARE(m_server.instances().size(), 2);
        QCOMPARE(
            m_server.instance(QStringLiteral("28400017"))->value(QStringLiteral("image_uuid")).toString(),
            QStringLiteral("ghcr.io/example/cuzk:1.4"));
        QCOMPARE(m_server.instance(QStringLiteral("28400017"))->value(QStringLiteral("label")).toString(),
                 QStringLiteral("prod-28400017"));
        QCOMPARE(m_server.attachedKeys().value(QStringLiteral("28400017")).size(), 1);
        QVERIFY(m_server.attachedKeys()
                    .value(QStringLiteral("28400017"))
                    .first()
                    .startsWith(m_identity.publicKeyLine().section(QLatin1Char(' '), 0, 1)));

        // The nodes are there at once, without an address.
        r = cli({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("list")});
        const QJsonArray nodes = json(r.out).value(QStringLiteral("nodes")).toArray();
        QCOMPARE(nodes.size(), 2);
        const QJsonObject node = nodes.at(0).toObject();
        QCOMPARE(node.value(QStringLiteral("name")).toString(), QStringLiteral("prod-28400017"));
        QCOMPARE(node.value(QStringLiteral("host")).toString(), QString());
        QCOMPARE(node.value(QStringLiteral("provider")).toString(), QStringLiteral("vast"));
        QCOMPARE(node.value(QStringLiteral("identity")).toString(), m_identity.privateKeyPath());
        QCOMPARE(node.value(QStringLiteral("labels")).toObject().value(QStringLiteral("pool")).toString(),
                 QStringLiteral("rented"));

        // Polling it says why there is nothing to poll, without trying.
        r = cli({QStringLiteral("--json"), QStringLiteral("status"), QStringLiteral("prod-28400017")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("no_address"), r.out.constData());

        // A bad host is refused before anything is rented.
        QVERIFY(vast({QStringLiteral("bad-hosts"), QStringLiteral("add"), QStringLiteral("61003"),
                      QStringLiteral("--reason"), QStringLiteral("slow")})
                    .code == 0);
        r = vast({QStringLiteral("rent"), QStringLiteral("30200103"), QStringLiteral("--template"),
                  QStringLiteral("prod"), QStringLiteral("--yes")});
        QCOMPARE(r.code, 1);
        QCOMPARE(json(r.out)
                     .value(QStringLiteral("failed"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("diagnosis"))
                     .toObject()
                     .value(QStringLiteral("code"))
                     .toString(),
                 QStringLiteral("bad_host"));
        QCOMPARE(m_server.instances().size(), 2);
    }

    void instancesAreManagedAndDestroyed()
    {
        QVERIFY(vast({QStringLiteral("templates"), QStringLiteral("set"), QStringLiteral("prod"),
                      QStringLiteral("--image"), QStringLiteral("img"), QStringLiteral("--identity"),
                      m_identity.privateKeyPath()})
                    .code == 0);
        m_server.setNextInstanceId(500);
        QVERIFY(vast({QStringLiteral("rent"), QStringLiteral("30200104"), QStringLiteral("--template"),
                      QStringLiteral("prod"), QStringLiteral("--yes")})
                    .code == 0);
        QSignalSpy changed(&m_server, &FakeVastServer::instanceChanged);
        const QString node = QStringLiteral("prod-500");
        for (const char* action : {"stop", "start", "reboot"})
            QVERIFY(vast({QLatin1String(action), node}).code == 0);
        QVERIFY(vast({QStringLiteral("label"), node, QStringLiteral("renamed")}).code == 0);
        QCOMPARE(m_server.instance(QStringLiteral("500"))->value(QStringLiteral("label")).toString(),
                 QStringLiteral("renamed"));
        QCOMPARE(vast({QStringLiteral("destroy"), node}).code, 2); // no terminal, no --yes
        Run r = vast({QStringLiteral("destroy"), node, QStringLiteral("--yes")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(!m_server.instance(QStringLiteral("500")));
        QStringList changes;
        for (const QList<QVariant>& c : std::as_const(changed))
            changes << c.at(1).toString();
        QCOMPARE(changes, (QStringList{QStringLiteral("stopped"), QStringLiteral("running"),
                                       QStringLiteral("rebooted"), QStringLiteral("label"),
                                       QStringLiteral("destroyed")}));
        // Destroying it again: the instance is gone; exit 1 with the reason.
        r = vast({QStringLiteral("destroy"), node, QStringLiteral("--yes")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.contains("vast_no_such_instance"));
        // Only vast.ai nodes.
        QVERIFY(cli({QStringLiteral("node"), QStringLiteral("add"), QStringLiteral("office"),
                     QStringLiteral("--host"), QStringLiteral("127.0.0.1")})
                    .code == 0);
        QCOMPARE(vast({QStringLiteral("stop"), QStringLiteral("office")}).code, 2);
    }
};

QTEST_GUILESS_MAIN(tst_CliRent)
#include "tst_cli_rent.moc"
