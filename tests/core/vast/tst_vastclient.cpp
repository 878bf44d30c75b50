// SPDX-License-Identifier: GPL-3.0-or-later
// VastClient against a local server speaking the vast.ai API (FakeVastServer on 127.0.0.1):
// paging, faults and their diagnoses, retries after 429, deadlines, the attach call, and the
// API key kept out of every URL, log line and error.
#include "support/FakeVastServer.h"
#include "support/Fixtures.h"
#include "vast/VastClient.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QMutex>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using namespace fleetdeck;

namespace {
const QByteArray kKey = "c0ffee5eedc0ffee5eedc0ffee5eedc0ffee5eedc0ffee5eedc0ffee5eed1234";

// tests/fixtures/vast/`name`; a missing file fails the running test (support/Fixtures.h).
QByteArray fixture(const QString& name)
{
    return test::fixture(QStringLiteral("vast/") + name);
}

QMutex g_logMutex;
QStringList g_log;
QtMessageHandler g_previousHandler = nullptr;

void captureMessages(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    {
        QMutexLocker lock(&g_logMutex);
        g_log << QString::fromLatin1(context.category ? context.category : "") + QLatin1Char(' ') + message;
    }
    if (g_previousHandler && type != QtDebugMsg)
        g_previousHandler(type, context, message);
}

QList<QJsonObject> generatedInstances(int n)
{
    QList<QJsonObject> list;
    for (int i = 1; i <= n; ++i) {
        list << QJsonObject{{QStringLiteral("id"), 1000 + i},
                            {QStringLiteral("label"), QStringLiteral("gpu-%1").arg(i)},
                            {QStringLiteral("ssh_host"), QStringLiteral("ssh1.vast.invalid")},
                            {QStringLiteral("ssh_port"), 20000 + i}};
    }
    return list;
}
} // namespace

class tst_VastClient : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<FakeVastServer> m_server;
    std::unique_ptr<vast::VastClient> m_client;
    QStringList m_everything; ///< every error text and log line, searched for the key at the end

    vast::VastClient::Listing list()
    {
        std::optional<vast::VastClient::Listing> result;
        m_client->listInstances(this, [&result](const vast::VastClient::Listing& l) { result = l; });
        [&] { QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 30000); }();
        if (!result)
            return vast::VastClient::Listing{
                {}, 0, vast::VastError::make(QStringLiteral("test_no_answer"), {})};
        if (result->error)
            m_everything << result->error->message << result->error->hint << result->error->detail;
        return *result;
    }
    vast::VastClient::Attachment attach(const QString& id, const QString& line)
    {
        std::optional<vast::VastClient::Attachment> result;
        m_client->attachKey(id, line, this, [&result](const vast::VastClient::Attachment& a) { result = a; });
        [&] { QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 30000); }();
        if (!result)
            return vast::VastClient::Attachment{{},
                                                vast::VastError::make(QStringLiteral("test_no_answer"), {})};
        if (result->error)
            m_everything << result->error->message << result->error->hint << result->error->detail;
        return *result;
    }

    // Runs one call of the client to its answer (30 s at most).
    template <typename Result, typename Call> Result await(Call call)
    {
        std::optional<Result> result;
        call([&result](const Result& r) { result = r; });
        [&] { QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 30000); }();
        if (!result) {
            Result none;
            none.error = vast::VastError::make(QStringLiteral("test_no_answer"), {});
            return none;
        }
        if (result->error)
            m_everything << result->error->message << result->error->hint << result->error->detail;
        return *result;
    }
    vast::VastClient::OfferSearch search(const vast::VastOfferQuery& q)
    {
        return await<vast::VastClient::OfferSearch>(
            [&](auto done) { m_client->searchOffers(q, this, done); });
    }
    vast::VastClient::Reply manage(const std::function<void(vast::VastClient::ReplyDone)>& call)
    {
        return await<vast::VastClient::Reply>(call);
    }
    QList<QJsonObject> fixtureOffers()
    {
        QList<QJsonObject> offers;
        for (const QJsonValue& v : QJsonDocument::fromJson(fixture(QStringLiteral("offers.json")))
                                       .object()
                                       .value(QStringLiteral("offers"))
                                       .toArray())
            offers << v.toObject();
        return offers;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(test::haveFixtures(
            {QStringLiteral("vast/instances-page1.json"), QStringLiteral("vast/instances-page2.json")}));
        QLoggingCategory::setFilterRules(QStringLiteral("fleetdeck.vast.debug=true"));
        g_previousHandler = qInstallMessageHandler(captureMessages);
    }

    void init()
    {
        m_server = std::make_unique<FakeVastServer>();
        QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));
        m_server->setApiKey(kKey);
        m_server->setPages({fixture(QStringLiteral("instances-page1.json")),
                            fixture(QStringLiteral("instances-page2.json"))});
        m_client = std::make_unique<vast::VastClient>();
        m_client->setBaseUrl(m_server->baseUrl());
        m_client->setApiKey(QString::fromLatin1(kKey));
    }
    void cleanup()
    {
        m_client.reset();
        m_server.reset();
    }

    void theDefaultsAreTheOfficialConsoleAndTwentySeconds()
    {
        vast::VastClient client;
        QCOMPARE(client.baseUrl(), QUrl(QStringLiteral("https://console.vast.ai")));
        QCOMPARE(client.timeout(), 20000);
        QCOMPARE(client.pageSize(), 25);
        client.setPageSize(100);
        QCOMPARE(client.pageSize(), 25);
    }

    void listingFollowsTheFixturePages()
    {
        const vast::VastClient::Listing listing = list();
        // QVERIFY2 evaluates its message even when the check passes: read the error only if there is one.
        QVERIFY2(listing.ok(), listing.ok() ? "" : qPrintable(listing.error->detail));
        QCOMPARE(listing.pages, 2);
        QCOMPARE(listing.instances.size(), 3);
        QCOMPARE(listing.instances.at(0).value(QStringLiteral("id")).toInteger(), 4100201);
        QCOMPARE(listing.instances.at(2).value(QStringLiteral("id")).toInteger(), 4100512);

        const QList<FakeVastServer::Request>& requests = m_server->requests();
        QCOMPARE(requests.size(), 2);
        for (const FakeVastServer::Request& r : requests) {
            QCOMPARE(r.method, QByteArray("GET"));
            QCOMPARE(r.path, QStringLiteral("/api/v1/instances/"));
            QCOMPARE(r.headers.value("authorization"), "Bearer " + kKey);
            QCOMPARE(
                QJsonDocument::fromJson(r.queryValue(QStringLiteral("select_filters")).toUtf8()).object(),
                QJsonObject());
            QVERIFY(QJsonDocument::fromJson(r.queryValue(QStringLiteral("order_by")).toUtf8()).isArray());
            bool ok = false;
            const int limit = r.queryValue(QStringLiteral("limit")).toInt(&ok);
            QVERIFY(ok && limit >= 1 && limit <= 25);
        }
        QVERIFY(!requests.at(0).hasQuery(QStringLiteral("after_token")));
        QCOMPARE(requests.at(1).queryValue(QStringLiteral("after_token")),
                 QStringLiteral("eyJhZnRlcl9pZCI6IDQxMDAzNDd9"));
    }

    void listingPagesThroughManyInstancesTwentyFiveAtATime()
    {
        m_server->setInstances(generatedInstances(60));
        m_client->setPageSize(1000);
        const vast::VastClient::Listing listing = list();
        QVERIFY(listing.ok());
        QCOMPARE(listing.instances.size(), 60);
        QCOMPARE(listing.pages, 3);
        QCOMPARE(listing.instances.last().value(QStringLiteral("id")).toInteger(), 1060);
        for (const FakeVastServer::Request& r : m_server->requests())
            QCOMPARE(r.queryValue(QStringLiteral("limit")), QStringLiteral("25"));
    }

    void filtersAndOrderAreSentAsJson()
    {
        m_client->setSelectFilters(
            QJsonObject{{QStringLiteral("actual_status"),
                         QJsonObject{{QStringLiteral("eq"), QStringLiteral("running")}}}});
        m_client->setOrderBy(QJsonArray{QJsonObject{{QStringLiteral("col"), QStringLiteral("id")},
                                                    {QStringLiteral("dir"), QStringLiteral("desc")}}});
        QVERIFY(list().ok());
        const FakeVastServer::Request& r = m_server->requests().first();
        QCOMPARE(r.queryValue(QStringLiteral("select_filters")),
                 QStringLiteral(R"({"actual_status":{"eq":"running"}})"));
        QCOMPARE(r.queryValue(QStringLiteral("order_by")), QStringLiteral(R"([{"col":"id","dir":"desc"}])"));
    }

    void failuresBecomeDiagnoses_data()
    {
        QTest::addColumn<int>("fault");
        QTest::addColumn<int>("faultyRequest"); // 1: the first page, 2: the second
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("httpStatus");
        QTest::addColumn<QString>("inMessage");
        using F = FakeVastServer::Fault;
        QTest::newRow("401") << int(F::Unauthorized) << 1 << "vast_auth_failed" << 401
                             << "API key was refused";
        QTest::newRow("500") << int(F::ServerError) << 1 << "vast_server_error" << 500 << "HTTP 500";
        QTest::newRow("500 on the second page")
            << int(F::ServerError) << 2 << "vast_server_error" << 500 << "HTTP 500";
        QTest::newRow("truncated JSON")
            << int(F::TruncatedJson) << 1 << "vast_bad_response" << 0 << "not valid JSON";
        QTest::newRow("truncated second page")
            << int(F::TruncatedJson) << 2 << "vast_bad_response" << 0 << "not valid JSON";
        QTest::newRow("connection cut mid-answer")
            << int(F::CutConnection) << 1 << "vast_bad_response" << 0 << "cut off";
    }
    void failuresBecomeDiagnoses()
    {
        QFETCH(int, fault);
        QFETCH(int, faultyRequest);
        QFETCH(QString, code);
        QFETCH(int, httpStatus);
        QFETCH(QString, inMessage);
        if (faultyRequest == 2) {
            // Let the first page through, then fail the second.
            connect(m_server.get(), &FakeVastServer::requestReceived, this, [this, fault] {
                if (m_server->requests().size() == 1)
                    m_server->injectFault(FakeVastServer::Fault(fault));
            });
        } else {
            m_server->injectFault(FakeVastServer::Fault(fault));
        }
        const vast::VastClient::Listing listing = list();
        QVERIFY(!listing.ok());
        QCOMPARE(listing.error->code, code);
        QCOMPARE(listing.error->httpStatus, httpStatus);
        QVERIFY2(listing.error->message.contains(inMessage), qPrintable(listing.error->message));
        QVERIFY(!listing.error->hint.isEmpty());
        QVERIFY(!listing.error->detail.isEmpty());
        QVERIFY(listing.instances.isEmpty()); // never a partial list
        QCOMPARE(m_server->requests().size(), faultyRequest);
    }

    void theRefusedKeyNamesTheFix()
    {
        m_client->setApiKey(QStringLiteral("wrong-key-wrong-key"));
        const vast::VastClient::Listing listing = list();
        QCOMPARE(listing.error->code, QStringLiteral("vast_auth_failed"));
        QVERIFY(listing.error->hint.contains(QLatin1String("secrets set vast-api-key")));
        QVERIFY(listing.error->detail.contains(QLatin1String("HTTP 401")));
        QVERIFY(!listing.error->detail.contains(QLatin1String("wrong-key")));
    }

    void rateLimitingWaitsForRetryAfter()
    {
        m_server->injectFault(FakeVastServer::Fault::RateLimited, 1);
        m_server->setRetryAfter("1");
        const vast::VastClient::Listing listing = list();
        QVERIFY2(listing.ok(), listing.ok() ? "" : qPrintable(listing.error->detail));
        QCOMPARE(listing.instances.size(), 3);
        const QList<FakeVastServer::Request>& r = m_server->requests();
        QCOMPARE(r.size(), 3); // refused, retried, second page
        const qint64 waited = r.at(1).receivedMs - r.at(0).receivedMs;
        QVERIFY2(waited >= 950 && waited < 5000, qPrintable(QString::number(waited)));
        QVERIFY(!r.at(1).hasQuery(QStringLiteral("after_token"))); // the same page again
    }

    void retryAfterIsCapped()
    {
        m_server->injectFault(FakeVastServer::Fault::RateLimited, 1);
        m_server->setRetryAfter("3600");
        m_client->setRetryPolicy(3, 200);
        QVERIFY(list().ok());
        const QList<FakeVastServer::Request>& r = m_server->requests();
        const qint64 waited = r.at(1).receivedMs - r.at(0).receivedMs;
        QVERIFY2(waited >= 190 && waited < 3000, qPrintable(QString::number(waited)));
    }

    void anAbsurdRetryAfterIsClampedToTheCap_data()
    {
        QTest::addColumn<QByteArray>("retryAfter");
        QTest::newRow("1e300") << QByteArray("1e300");
        QTest::newRow("beyond qint64") << QByteArray("9.3e15");
        QTest::newRow("inf") << QByteArray("inf");
    }

    void anAbsurdRetryAfterIsClampedToTheCap()
    {
        // Seconds far beyond any integer type: undefined behaviour when converted unclamped
        // (UBSan halts the test), a wait of the cap when clamped first.
        QFETCH(QByteArray, retryAfter);
        m_server->injectFault(FakeVastServer::Fault::RateLimited, 1);
        m_server->setRetryAfter(retryAfter);
        m_client->setRetryPolicy(3, 300);
        const vast::VastClient::Listing listing = list();
        QVERIFY2(listing.ok(), listing.ok() ? "" : qPrintable(listing.error->detail));
        const QList<FakeVastServer::Request>& r = m_server->requests();
        QVERIFY(r.size() >= 2);
        const qint64 waited = r.at(1).receivedMs - r.at(0).receivedMs;
        QVERIFY2(waited >= 290 && waited < 3000, qPrintable(QString::number(waited)));
    }

    void rateLimitingGivesUpAfterTheRetries()
    {
        m_server->injectFault(FakeVastServer::Fault::RateLimited, -1);
        m_server->setRetryAfter("0");
        m_client->setRetryPolicy(2, 1000);
        const vast::VastClient::Listing listing = list();
        QCOMPARE(listing.error->code, QStringLiteral("vast_rate_limited"));
        QCOMPARE(listing.error->httpStatus, 429);
        QVERIFY(listing.error->message.contains(QLatin1String("2 retries")));
        QCOMPARE(m_server->requests().size(), 3);
    }

    void aSlowServerHitsTheDeadline()
    {
        m_server->injectFault(FakeVastServer::Fault::Slow, 1);
        m_server->setDelay(5000);
        m_client->setTimeout(300);
        QElapsedTimer clock;
        clock.start();
        const vast::VastClient::Listing listing = list();
        QCOMPARE(listing.error->code, QStringLiteral("vast_timeout"));
        QVERIFY2(listing.error->message.contains(QLatin1String("0.3 s")), qPrintable(listing.error->message));
        QVERIFY2(clock.elapsed() >= 290 && clock.elapsed() < 3000,
                 qPrintable(QString::number(clock.elapsed())));
    }

    void aSlowServerWithinTheDeadlineIsFine()
    {
        m_server->injectFault(FakeVastServer::Fault::Slow, 1);
        m_server->setDelay(200);
        m_client->setTimeout(5000);
        QVERIFY(list().ok());
    }

    void nobodyListeningIsUnreachable()
    {
        QTcpServer reserve;
        QVERIFY(reserve.listen(QHostAddress::LocalHost, 0));
        const quint16 port = reserve.serverPort();
        reserve.close();
        m_client->setBaseUrl(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)));
        const vast::VastClient::Listing listing = list();
        QCOMPARE(listing.error->code, QStringLiteral("vast_unreachable"));
        QVERIFY(listing.error->message.contains(QLatin1String("127.0.0.1")));
    }

    void unsafeAddressesAreRefusedBeforeAnythingIsSent_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("usable");
        QTest::newRow("official") << "https://console.vast.ai" << true;
        QTest::newRow("loopback http") << "http://127.0.0.1:8080" << true;
        QTest::newRow("localhost http") << "http://localhost:8080/prefix" << true;
        QTest::newRow("plain http elsewhere") << "http://console.vast.ai" << false;
        QTest::newRow("user info") << "https://user:pw@console.vast.ai" << false;
        QTest::newRow("ftp") << "ftp://console.vast.ai" << false;
        QTest::newRow("query") << "https://console.vast.ai/?x=1" << false;
        QTest::newRow("garbage") << "not a url" << false;
    }
    void unsafeAddressesAreRefusedBeforeAnythingIsSent()
    {
        QFETCH(QString, url);
        QFETCH(bool, usable);
        QCOMPARE(vast::VastClient::checkBaseUrl(QUrl(url)).isEmpty(), usable);
        if (usable)
            return;
        m_client->setBaseUrl(QUrl(url));
        const vast::VastClient::Listing listing = list();
        QCOMPARE(listing.error->code, QStringLiteral("vast_bad_url"));
    }

    void withoutAKeyNothingIsSent()
    {
        m_client->setApiKey(QString());
        const vast::VastClient::Listing listing = list();
        QCOMPARE(listing.error->code, QStringLiteral("vast_no_api_key"));
        QVERIFY(m_server->requests().isEmpty());
    }

    void attachPostsTheKeyLine()
    {
        const QString line = QStringLiteral(
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHr0fleetdeckTestKeyMaterial fleetdeck@console");
        const vast::VastClient::Attachment a = attach(QStringLiteral("28110417"), line + QLatin1Char('\n'));
        QVERIFY2(a.ok(), a.ok() ? "" : qPrintable(a.error->detail));
        QCOMPARE(a.reply.value(QStringLiteral("success")).toBool(), true);
        QCOMPARE(m_server->requests().size(), 1);
        const FakeVastServer::Request& r = m_server->requests().first();
        QCOMPARE(r.method, QByteArray("POST"));
        QCOMPARE(r.path, QStringLiteral("/api/v0/instances/28110417/ssh/"));
        QVERIFY(r.query.isEmpty());
        QCOMPARE(r.headers.value("authorization"), "Bearer " + kKey);
        QVERIFY(r.headers.value("content-type").startsWith("application/json"));
        QCOMPARE(QJsonDocument::fromJson(r.body).object(), (QJsonObject{{QStringLiteral("ssh_key"), line}}));
        QCOMPARE(m_server->attachedKeys().value(QStringLiteral("28110417")), QStringList{line});
    }

    void attachFailures_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("requests");
        const QString key = QStringLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 c");
        QTest::newRow("unknown instance")
            << "404" << key << 404 << QByteArray(R"({"success":false,"msg":"no such instance"})")
            << "vast_request_failed" << 1;
        QTest::newRow("success false")
            << "1" << key << 200 << QByteArray(R"({"success":false,"msg":"key rejected"})")
            << "vast_request_failed" << 1;
        QTest::newRow("not json") << "1" << key << 200 << QByteArray("<html>") << "vast_bad_response" << 1;
        QTest::newRow("server error")
            << "1" << key << 502 << QByteArray("bad gateway") << "vast_server_error" << 1;
        QTest::newRow("path in the id")
            << "1/../../x" << key << 200 << QByteArray() << "vast_invalid_request" << 0;
        QTest::newRow("two lines") << "1" << key + QStringLiteral("\nssh-rsa AAAA b") << 200 << QByteArray()
                                   << "vast_invalid_request" << 0;
        QTest::newRow("no key") << "1"
                                << "" << 200 << QByteArray() << "vast_invalid_request" << 0;
    }
    void attachFailures()
    {
        QFETCH(QString, id);
        QFETCH(QString, line);
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(QString, code);
        QFETCH(int, requests);
        m_server->setAttachAnswer(status, body);
        const vast::VastClient::Attachment a = attach(id, line);
        QVERIFY(!a.ok());
        QCOMPARE(a.error->code, code);
        QCOMPARE(m_server->requests().size(), requests);
        if (code == QLatin1String("vast_request_failed"))
            QVERIFY2(
                a.error->message.contains(QString::fromUtf8(
                    QJsonDocument::fromJson(body).object().value(QStringLiteral("msg")).toString().toUtf8())),
                qPrintable(a.error->message));
    }

    void attachRetriesAfterRateLimiting()
    {
        m_server->injectFault(FakeVastServer::Fault::RateLimited, 1);
        m_server->setRetryAfter("0");
        QVERIFY(attach(QStringLiteral("5"), QStringLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 c")).ok());
        QCOMPARE(m_server->requests().size(), 2);
        QCOMPARE(m_server->requests().at(1).body, m_server->requests().at(0).body);
    }

    void cancelAllEndsWhatIsInFlight()
    {
        m_server->injectFault(FakeVastServer::Fault::Slow, 1);
        m_server->setDelay(5000);
        std::optional<vast::VastClient::Listing> result;
        m_client->listInstances(this, [&result](const vast::VastClient::Listing& l) { result = l; });
        QTRY_COMPARE(m_server->requests().size(), 1);
        m_client->cancelAll();
        QTRY_VERIFY(result.has_value());
        QCOMPARE(result->error->code, QStringLiteral("vast_cancelled"));
    }

    void noCallbackAfterItsContextIsGone()
    {
        bool called = false;
        auto context = std::make_unique<QObject>();
        m_client->listInstances(context.get(),
                                [&called](const vast::VastClient::Listing&) { called = true; });
        context.reset();
        QTRY_COMPARE(m_server->requests().size(), 2);
        QTest::qWait(100);
        QVERIFY(!called);
    }

    void offersAreSearchedWithTheQueryAndDuplicatesMerged()
    {
        m_server->setOffers(fixtureOffers());
        vast::VastOfferQuery q;
        q.gpuName = QStringLiteral("RTX 4090");
        q.diskGb = 100;
        const vast::VastClient::OfferSearch found = search(q);
        QVERIFY2(found.ok(), found.ok() ? "" : qPrintable(found.error->detail));
        QCOMPARE(found.offers.size(), 2);
        QCOMPARE(found.duplicates, 1);
        QCOMPARE(found.offers.at(0).id, QStringLiteral("30200101"));
        // Priced for the 100 GB asked for: 0.35 + 0.12 × 100 / 720.
        QCOMPARE(found.offers.at(0).dollarsPerHour, 0.3667);
        const FakeVastServer::Request& r = m_server->requests().constLast();
        QCOMPARE(r.method, QByteArray("POST"));
        QCOMPARE(r.path, QStringLiteral("/api/v0/bundles/"));
        QCOMPARE(QJsonDocument::fromJson(r.body).object(), q.toJson());
    }

    void offersTheServerShouldNotHaveSentAreLeftOut()
    {
        // A server that ignores a filter is not believed.
        QList<QJsonObject> offers = fixtureOffers();
        m_server->setOffers(offers);
        vast::VastOfferQuery q;
        q.diskGb = 10;
        q.region = QStringLiteral("DE");
        const vast::VastClient::OfferSearch honest = search(q);
        QVERIFY(honest.ok());
        QCOMPARE(honest.offers.size(), 2);
        QCOMPARE(honest.notMatching, 0);
        for (QJsonObject& o : offers)
            o.insert(QStringLiteral("geolocation"), QStringLiteral("Berlin, DE"));   // all claim DE
        offers[0].insert(QStringLiteral("geolocation"), QStringLiteral("Oslo, NO")); // but this one
        offers[2].insert(QStringLiteral("geolocation"), QStringLiteral("Oslo, NO"));
        m_server->setOffers(offers);
        q.region = QStringLiteral("NO");
        const vast::VastClient::OfferSearch found = search(q);
        QVERIFY(found.ok());
        QCOMPARE(found.offers.size(), 1);
        QCOMPARE(found.offers.first().id, QStringLiteral("30200101"));
    }

    void offerSearchRetriesAfterRateLimiting()
    {
        m_server->setOffers(fixtureOffers());
        m_server->injectFault(FakeVastServer::Fault::RateLimited, 2);
        m_server->setRetryAfter("0.2");
        const vast::VastClient::OfferSearch found = search(vast::VastOfferQuery());
        QVERIFY(found.ok());
        QCOMPARE(m_server->requests().size(), 3);
    }

    void rentingAnOfferMakesAnInstance()
    {
        m_server->setOffers(fixtureOffers());
        m_server->setNextInstanceId(28400017);
        QSignalSpy rented(m_server.get(), &FakeVastServer::rented);
        vast::VastClient::RentRequest request;
        request.image = QStringLiteral("ghcr.io/example/cuzk:1.4");
        request.diskGb = 120;
        request.env = {{QStringLiteral("CUZK_GPUS"), QStringLiteral("all")}};
        request.onstart = QStringLiteral("/opt/cuzk/start.sh");
        request.label = QStringLiteral("prod-28400017");
        const auto rental = await<vast::VastClient::Rental>(
            [&](auto done) { m_client->rent(QStringLiteral("30200102"), request, this, done); });
        QVERIFY2(rental.ok(), rental.ok() ? "" : qPrintable(rental.error->detail));
        QCOMPARE(rental.instanceId, QStringLiteral("28400017"));
        const FakeVastServer::Request& r = m_server->requests().constLast();
        QCOMPARE(r.method, QByteArray("PUT"));
        QCOMPARE(r.path, QStringLiteral("/api/v0/asks/30200102/"));
        const QJsonObject body = QJsonDocument::fromJson(r.body).object();
        QCOMPARE(body.value(QStringLiteral("client_id")).toString(), QStringLiteral("me"));
        QCOMPARE(body.value(QStringLiteral("image")).toString(), request.image);
        QCOMPARE(body.value(QStringLiteral("disk")).toInt(), 120);
        QCOMPARE(body.value(QStringLiteral("env")).toObject().value(QStringLiteral("CUZK_GPUS")).toString(),
                 QStringLiteral("all"));
        QCOMPARE(body.value(QStringLiteral("onstart")).toString(), request.onstart);
        QCOMPARE(body.value(QStringLiteral("label")).toString(), request.label);
        QCOMPARE(body.value(QStringLiteral("runtype")).toString(), QStringLiteral("ssh_direc ssh_proxy"));
        QCOMPARE(rented.size(), 1);

        // The same offer again: it is gone.
        const auto again = await<vast::VastClient::Rental>(
            [&](auto done) { m_client->rent(QStringLiteral("30200102"), request, this, done); });
        QVERIFY(again.error);
        QCOMPARE(again.error->code, vast::VastError::OfferGone);
        QCOMPARE(again.error->httpStatus, 404);
        QVERIFY(again.error->message.contains(QLatin1String("30200102")));
    }

    void aGoneOfferIsSaidSoAlsoWith410()
    {
        m_server->setGoneStatus(410);
        vast::VastClient::RentRequest request;
        request.image = QStringLiteral("ghcr.io/example/cuzk:1.4");
        const auto rental = await<vast::VastClient::Rental>(
            [&](auto done) { m_client->rent(QStringLiteral("777"), request, this, done); });
        QVERIFY(rental.error);
        QCOMPARE(rental.error->code, vast::VastError::OfferGone);
        QCOMPARE(rental.error->httpStatus, 410);
    }

    void theCreatedFixtureGivesTheNewContract()
    {
        // The answer as vast.ai words it, served verbatim by a one-shot server.
        QTcpServer raw;
        QVERIFY(raw.listen(QHostAddress::LocalHost, 0));
        const QByteArray body = fixture(QStringLiteral("ask-created.json"));
        connect(&raw, &QTcpServer::newConnection, this, [&] {
            QTcpSocket* socket = raw.nextPendingConnection();
            connect(socket, &QTcpSocket::readyRead, socket, [socket, body] {
                socket->readAll();
                socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                              QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
                socket->disconnectFromHost();
            });
        });
        m_client->setBaseUrl(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(raw.serverPort())));
        vast::VastClient::RentRequest request;
        request.image = QStringLiteral("x");
        const auto rental = await<vast::VastClient::Rental>(
            [&](auto done) { m_client->rent(QStringLiteral("30200101"), request, this, done); });
        QVERIFY(rental.ok());
        QCOMPARE(rental.instanceId, QStringLiteral("28400017"));
    }

    void anInstanceIsShownManagedAndDestroyed()
    {
        m_server->setInstances(generatedInstances(2));
        QSignalSpy changed(m_server.get(), &FakeVastServer::instanceChanged);
        const auto shown = await<vast::VastClient::InstanceReply>(
            [&](auto done) { m_client->showInstance(QStringLiteral("1002"), this, done); });
        QVERIFY(shown.ok());
        QVERIFY(shown.instance);
        QCOMPARE(shown.instance->value(QStringLiteral("label")).toString(), QStringLiteral("gpu-2"));
        QVERIFY(m_server->requests().constLast().hasQuery(QStringLiteral("owner")));

        QVERIFY(
            manage([&](auto done) { m_client->setRunning(QStringLiteral("1002"), false, this, done); }).ok());
        QCOMPARE(QJsonDocument::fromJson(m_server->requests().constLast().body).object(),
                 (QJsonObject{{QStringLiteral("state"), QStringLiteral("stopped")}}));
        QVERIFY(
            manage([&](auto done) { m_client->setRunning(QStringLiteral("1002"), true, this, done); }).ok());
        QVERIFY(manage([&](auto done) {
                    m_client->setLabel(QStringLiteral("1002"), QStringLiteral("renamed"), this, done);
                }).ok());
        QCOMPARE(m_server->instance(QStringLiteral("1002"))->value(QStringLiteral("label")).toString(),
                 QStringLiteral("renamed"));
        QVERIFY(manage([&](auto done) { m_client->reboot(QStringLiteral("1002"), this, done); }).ok());
        QCOMPARE(m_server->requests().constLast().path, QStringLiteral("/api/v0/instances/reboot/1002/"));
        QVERIFY(manage([&](auto done) { m_client->destroy(QStringLiteral("1002"), this, done); }).ok());
        QCOMPARE(m_server->requests().constLast().method, QByteArray("DELETE"));
        QVERIFY(!m_server->instance(QStringLiteral("1002")));
        QStringList changes;
        for (const QList<QVariant>& c : changed)
            changes << c.at(1).toString();
        QCOMPARE(changes,
                 (QStringList{QStringLiteral("stopped"), QStringLiteral("running"), QStringLiteral("label"),
                              QStringLiteral("rebooted"), QStringLiteral("destroyed")}));

        // Gone now: shown as nothing, managed as no such instance.
        const auto after = await<vast::VastClient::InstanceReply>(
            [&](auto done) { m_client->showInstance(QStringLiteral("1002"), this, done); });
        QVERIFY(after.ok());
        QVERIFY(!after.instance);
        const auto destroyedTwice =
            manage([&](auto done) { m_client->destroy(QStringLiteral("1002"), this, done); });
        QVERIFY(destroyedTwice.error);
        QCOMPARE(destroyedTwice.error->code, vast::VastError::NoSuchInstance);
    }

    void refusedBeforeAnythingIsSent()
    {
        const int before = int(m_server->requests().size());
        const auto badId =
            manage([&](auto done) { m_client->destroy(QStringLiteral("12; rm -rf /"), this, done); });
        QVERIFY(badId.error);
        QCOMPARE(badId.error->code, vast::VastError::InvalidRequest);
        const auto longLabel = manage([&](auto done) {
            m_client->setLabel(QStringLiteral("1"), QString(1025, QLatin1Char('x')), this, done);
        });
        QVERIFY(longLabel.error);
        QCOMPARE(longLabel.error->code, vast::VastError::InvalidRequest);
        const auto badKeyId = manage(
            [&](auto done) { m_client->detachKey(QStringLiteral("1"), QStringLiteral("../2"), this, done); });
        QVERIFY(badKeyId.error);
        QCOMPARE(int(m_server->requests().size()), before);
        // 1024 characters are allowed.
        m_server->setInstances(generatedInstances(1));
        QVERIFY(manage([&](auto done) {
                    m_client->setLabel(QStringLiteral("1001"), QString(1024, QLatin1Char('y')), this, done);
                }).ok());
    }

    void platformKeysAreListedFromTheirStringAndDetached()
    {
        m_server->setInstances(generatedInstances(1));
        const QString first = QStringLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIA first@x");
        const QString second = QStringLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB second@x");
        QVERIFY(attach(QStringLiteral("1001"), first).ok());
        QVERIFY(attach(QStringLiteral("1001"), second).ok());
        const auto listed = await<vast::VastClient::KeyList>(
            [&](auto done) { m_client->listInstanceKeys(QStringLiteral("1001"), this, done); });
        QVERIFY(listed.ok());
        QCOMPARE(listed.keys.size(), 2);
        QCOMPARE(listed.keys.at(1).publicKey, second);
        // The server sent a string holding the list, as vast.ai does.
        QVERIFY(QJsonDocument::fromJson(m_server->requests().constLast().raw).isNull());
        QVERIFY(manage([&](auto done) {
                    m_client->detachKey(QStringLiteral("1001"), listed.keys.at(0).id, this, done);
                }).ok());
        QCOMPARE(m_server->requests().constLast().path,
                 QStringLiteral("/api/v0/instances/1001/ssh/%1/").arg(listed.keys.at(0).id));
        QCOMPARE(m_server->attachedKeys().value(QStringLiteral("1001")), QStringList{second});
    }

    void theKeyListFixtureReads()
    {
        QTcpServer raw;
        QVERIFY(raw.listen(QHostAddress::LocalHost, 0));
        const QByteArray body = fixture(QStringLiteral("instance-ssh-keys.json"));
        connect(&raw, &QTcpServer::newConnection, this, [&] {
            QTcpSocket* socket = raw.nextPendingConnection();
            connect(socket, &QTcpSocket::readyRead, socket, [socket, body] {
                socket->readAll();
                socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                              QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
                socket->disconnectFromHost();
            });
        });
        m_client->setBaseUrl(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(raw.serverPort())));
        const auto listed = await<vast::VastClient::KeyList>(
            [&](auto done) { m_client->listInstanceKeys(QStringLiteral("28400017"), this, done); });
        QVERIFY2(listed.ok(), listed.ok() ? "" : qPrintable(listed.error->detail));
        QCOMPARE(listed.keys.size(), 2);
        QCOMPARE(listed.keys.at(0).id, QStringLiteral("5120"));
        QCOMPARE(listed.keys.at(1).name, QStringLiteral("laptop"));
        QVERIFY(listed.keys.at(1).publicKey.endsWith(QLatin1String("dev@laptop")));
    }

    void theKeyAppearsNowhereButInTheHeader()
    {
        // Everything that could carry it: errors of every kind, the log (debug on), every request.
        m_server->injectFault(FakeVastServer::Fault::ServerError);
        list();
        m_server->injectFault(FakeVastServer::Fault::TruncatedJson);
        list();
        m_server->injectFault(FakeVastServer::Fault::Unauthorized);
        list();
        m_server->injectFault(FakeVastServer::Fault::Slow);
        m_server->setDelay(2000);
        m_client->setTimeout(100);
        list();
        m_client->setTimeout(5000);
        QVERIFY(list().ok());
        attach(QStringLiteral("1"), QStringLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 c"));
        // A server that echoes the key back in its error is redacted too.
        m_server->setAttachAnswer(400, R"({"success":false,"msg":"bad key )" + kKey + R"("})");
        const vast::VastClient::Attachment echoed =
            attach(QStringLiteral("1"), QStringLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 c"));
        QVERIFY(echoed.error && echoed.error->message.contains(QLatin1String("[api key]")));

        QVERIFY(m_server->requests().size() >= 8);
        for (const FakeVastServer::Request& r : m_server->requests()) {
            const QByteArray requestLine = r.raw.left(r.raw.indexOf("\r\n"));
            QVERIFY(!requestLine.contains(kKey));
            QVERIFY(!r.body.contains(kKey));
            for (auto it = r.headers.cbegin(); it != r.headers.cend(); ++it)
                QCOMPARE(it.value().contains(kKey), it.key() == "authorization");
        }
        QStringList log;
        {
            QMutexLocker lock(&g_logMutex);
            log = g_log;
        }
        QVERIFY2(log.filter(QStringLiteral("fleetdeck.vast")).size() >= 8,
                 qPrintable(log.join(QLatin1Char('\n'))));
        QVERIFY(m_everything.size() >= 12);
        for (const QString& text : log + m_everything)
            QVERIFY2(!text.contains(QString::fromLatin1(kKey)), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(tst_VastClient)
#include "tst_vastclient.moc"
