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
#include <QTcpServer>
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
