// SPDX-License-Identifier: GPL-3.0-or-later
// VastSync against a local server speaking the vast.ai API: a refresh imports the account's
// instances into a real SQLite inventory, repeats every interval, reports failures in the
// operator's words, and says how old the provider data is. VastKeyPlatform: the attach call and
// a missing key, as a deployment sees them.
#include "fleet/Inventory.h"
#include "storage/Database.h"
#include "support/FakeVastServer.h"
#include "support/Fixtures.h"
#include "vast/VastKeyPlatform.h"
#include "vast/VastSync.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;

namespace {
const QByteArray kKey = "5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed";

// tests/fixtures/vast/`name`; a missing file fails the running test (support/Fixtures.h).
QByteArray fixture(const QString& name)
{
    return test::fixture(QStringLiteral("vast/") + name);
}

int listingRequests(const FakeVastServer& server)
{
    int n = 0;
    for (const FakeVastServer::Request& r : server.requests())
        n += r.path == QLatin1String("/api/v1/instances/") && !r.hasQuery(QStringLiteral("after_token"));
    return n;
}
} // namespace

class tst_VastSync : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    storage::Database m_db;
    std::unique_ptr<FakeVastServer> m_server;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(test::haveFixtures({QStringLiteral("vast/instances-v1-page1.json"),
                                    QStringLiteral("vast/instances-v1-page2.json")}));
    }

    void init()
    {
        qputenv("VAST_API_KEY", kKey);
        const QString path = m_dir.filePath(QStringLiteral("%1.sqlite").arg(QTest::currentTestFunction()));
        QVERIFY2(m_db.open(path), qPrintable(m_db.error()));
        m_server = std::make_unique<FakeVastServer>();
        QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));
        m_server->setApiKey(kKey);
        m_server->setPages({fixture(QStringLiteral("instances-v1-page1.json")),
                            fixture(QStringLiteral("instances-v1-page2.json"))});
    }
    void cleanup()
    {
        m_server.reset();
        m_db.close();
        qunsetenv("VAST_API_KEY");
    }

    void aRefreshImportsTheAccountsInstances()
    {
        fleet::Inventory inventory(m_db);
        vast::VastSync sync(&inventory, nullptr);
        sync.setBaseUrl(m_server->baseUrl());
        QCOMPARE(sync.ageText(), QStringLiteral("vast.ai: not refreshed yet"));
        QSignalSpy refreshed(&sync, &vast::VastSync::refreshed);
        sync.refreshNow();
        QVERIFY(sync.isRefreshing());
        QVERIFY(refreshed.wait(10000));
        QVERIFY(!sync.lastError());
        const auto report = refreshed.at(0).at(0).value<fleet::ImportReport>();
        QCOMPARE(report.added.size(), 3);
        QCOMPARE(inventory.nodes().size(), 3);
        const std::optional<Node> direct = inventory.find(QStringLiteral("C.35207712"));
        QVERIFY(direct);
        QCOMPARE(direct->providerId, std::optional<QString>(QStringLiteral("35207712")));
        QVERIFY(inventory.providerRecord(direct->id));
        const QDateTime now = sync.lastRefreshed();
        QVERIFY(now.isValid());
        QCOMPARE(sync.ageText(now.addSecs(12)), QStringLiteral("vast.ai: provider data 12 s old"));
        QCOMPARE(sync.ageText(now.addSecs(300)), QStringLiteral("vast.ai: provider data 5 min old"));

        // The second refresh changes nothing but when the nodes were seen.
        sync.refreshNow();
        QVERIFY(refreshed.wait(10000));
        QCOMPARE(refreshed.at(1).at(0).value<fleet::ImportReport>().unchanged.size(), 3);
        QCOMPARE(inventory.nodes().size(), 3);
    }

    void itRepeatsEveryInterval()
    {
        fleet::Inventory inventory(m_db);
        vast::VastSync sync(&inventory, nullptr);
        sync.setBaseUrl(m_server->baseUrl());
        sync.setInterval(1000);
        QSignalSpy refreshed(&sync, &vast::VastSync::refreshed);
        sync.setEnabled(true); // one at once, then every second
        QTRY_VERIFY_WITH_TIMEOUT(refreshed.size() >= 3, 8000);
        QVERIFY(listingRequests(*m_server) >= 3);
        sync.setEnabled(false);
        const int before = listingRequests(*m_server);
        QTest::qWait(1500);
        QCOMPARE(listingRequests(*m_server), before);
    }

    void aFailureIsReportedAndTheDataKeepsItsAge()
    {
        fleet::Inventory inventory(m_db);
        vast::VastSync sync(&inventory, nullptr);
        sync.setBaseUrl(m_server->baseUrl());
        QSignalSpy refreshed(&sync, &vast::VastSync::refreshed);
        QSignalSpy failed(&sync, &vast::VastSync::failed);
        sync.refreshNow();
        QVERIFY(refreshed.wait(10000));
        m_server->injectFault(FakeVastServer::Fault::Unauthorized, 1);
        sync.refreshNow();
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.at(0).at(0).value<vast::VastError>().code, vast::VastError::AuthFailed);
        QVERIFY(sync.lastError());
        const QString text = sync.ageText(sync.lastRefreshed().addSecs(65));
        QVERIFY2(text.startsWith(QLatin1String("vast.ai refresh failed")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("provider data 65 s old")), qPrintable(text));
        QVERIFY2(!text.contains(QString::fromLatin1(kKey)), "the key never shows");
        // The nodes stay as they were: a failed listing never marks anything vanished.
        for (const Node& n : inventory.nodes())
            QVERIFY(!inventory.providerRecord(n.id)->vanished());
        // A later success clears the failure.
        sync.refreshNow();
        QVERIFY(refreshed.wait(10000));
        QVERIFY(!sync.lastError());
    }

    void noKeyAnywhereSaysSo()
    {
        qunsetenv("VAST_API_KEY");
        fleet::Inventory inventory(m_db);
        vast::VastSync sync(&inventory, nullptr);
        sync.setBaseUrl(m_server->baseUrl());
        QSignalSpy failed(&sync, &vast::VastSync::failed);
        sync.refreshNow();
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.at(0).at(0).value<vast::VastError>().code, vast::VastError::NoApiKey);
        QVERIFY(m_server->requests().isEmpty());
        QCOMPARE(inventory.nodes().size(), 0);
    }

    void thePlatformAttachesTheKeyLine()
    {
        vast::VastKeyPlatform platform(nullptr);
        platform.setBaseUrl(m_server->baseUrl());
        const QByteArray line =
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKc9yOJ8k7W5vQm4Wq0n8yOJ8k7W5vQm4Wq0n8yOJ8k7 ops@desk";
        std::optional<keys::PlatformAttachment> got;
        platform.attach(QStringLiteral("35207712"), line + "\n", this,
                        [&](const keys::PlatformAttachment& a) { got = a; });
        QVERIFY(!got); // never inside the call
        QTRY_VERIFY_WITH_TIMEOUT(got.has_value(), 10000);
        QVERIFY2(got->attached(), qPrintable(got->code + QLatin1Char(' ') + got->detail));
        QCOMPARE(got->provider, QStringLiteral("vast"));
        QCOMPARE(got->instanceId, QStringLiteral("35207712"));
        const FakeVastServer::Request& r = m_server->requests().constLast();
        QCOMPARE(r.method, QByteArray("POST"));
        QCOMPARE(r.path, QStringLiteral("/api/v0/instances/35207712/ssh/"));
        QCOMPARE(r.headers.value("authorization"), QByteArray("Bearer ") + kKey);
        QCOMPARE(QJsonDocument::fromJson(r.body).object(),
                 (QJsonObject{{"ssh_key", QString::fromLatin1(line)}}));
        QCOMPARE(m_server->attachedKeys().value(QStringLiteral("35207712")),
                 QStringList{QString::fromLatin1(line)});
        QCOMPARE(platform.keySource(), QStringLiteral("VAST_API_KEY"));

        // A refusal keeps the server's code and words.
        m_server->injectFault(FakeVastServer::Fault::Unauthorized, 1);
        got.reset();
        platform.attach(QStringLiteral("35207712"), line, this,
                        [&](const keys::PlatformAttachment& a) { got = a; });
        QTRY_VERIFY_WITH_TIMEOUT(got.has_value(), 10000);
        QCOMPARE(got->result, QStringLiteral("failed"));
        QCOMPARE(got->code, vast::VastError::AuthFailed);
        QVERIFY(!got->hint.isEmpty());
        const QJsonObject json = got->toJson();
        QCOMPARE(json.value("result").toString(), QStringLiteral("failed"));
        QCOMPARE(json.value("error").toObject().value("code").toString(), vast::VastError::AuthFailed);
    }

    void withoutAKeyTheAttachFailsInWords()
    {
        qunsetenv("VAST_API_KEY");
        vast::VastKeyPlatform platform(nullptr);
        platform.setBaseUrl(m_server->baseUrl());
        QList<keys::PlatformAttachment> got;
        for (const char* id : {"1", "2"})
            platform.attach(QString::fromLatin1(id), "ssh-ed25519 AAAA x", this,
                            [&](const keys::PlatformAttachment& a) { got << a; });
        QTRY_COMPARE_WITH_TIMEOUT(got.size(), 2, 10000);
        for (const keys::PlatformAttachment& a : got) {
            QCOMPARE(a.result, QStringLiteral("failed"));
            QCOMPARE(a.code, vast::VastError::NoApiKey);
        }
        QVERIFY(m_server->requests().isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_VastSync)
#include "tst_vastsync.moc"
