// SPDX-License-Identifier: GPL-3.0-or-later
// The vast.ai instance rules: reading pages and saved files, the direct and proxy SSH routes,
// names from labels, and surviving nulls anywhere.
#include "support/Fixtures.h"
#include "vast/VastInstance.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace fleetdeck;

namespace {
// tests/fixtures/vast/`name`; a missing file fails the running test (support/Fixtures.h).
QByteArray fixture(const QString& name)
{
    return test::fixture(QStringLiteral("vast/") + name);
}

QJsonObject object(const char* json)
{
    return QJsonDocument::fromJson(json).object();
}
} // namespace

class tst_VastInstance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // The tests below read these fixtures, some in their data: none runs when one is missing.
        QVERIFY(test::haveFixtures({QStringLiteral("vast/instances-v1-page1.json"),
                                    QStringLiteral("vast/instances-v1-page2.json"),
                                    QStringLiteral("vast/show-instances-raw-legacy.json")}));
    }

    void pagesAndTheSavedListHoldTheSameInstances()
    {
        QString error;
        const auto page1 =
            vast::VastInstanceList::parse(fixture(QStringLiteral("instances-v1-page1.json")), &error);
        QVERIFY2(page1, qPrintable(error));
        QCOMPARE(page1->instances.size(), 2);
        QCOMPARE(page1->nextToken, QStringLiteral("eyJhZnRlcl9pZCI6IDM1MjA3ODU5fQ=="));
        const auto page2 =
            vast::VastInstanceList::parse(fixture(QStringLiteral("instances-v1-page2.json")), &error);
        QVERIFY2(page2, qPrintable(error));
        QCOMPARE(page2->instances.size(), 1);
        QVERIFY(page2->nextToken.isEmpty()); // null ends the listing
        const auto legacy =
            vast::VastInstanceList::parse(fixture(QStringLiteral("show-instances-raw-legacy.json")), &error);
        QVERIFY2(legacy, qPrintable(error));
        QVERIFY(legacy->nextToken.isEmpty());
        QCOMPARE(legacy->instances, page1->instances + page2->instances);
    }

    void unreadableListsSayWhy_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray("  ") << "empty";
        QTest::newRow("truncated") << fixture(QStringLiteral("instances-v1-page1.json")).left(700)
                                   << "not valid JSON at byte";
        QTest::newRow("instances null")
            << QByteArray(R"({"instances":null,"next_token":null})") << "list of instances";
        QTest::newRow("no instances key") << QByteArray(R"({"next_token":null})") << "list of instances";
        QTest::newRow("number in list") << QByteArray(R"([{"id":1},2])") << "instance 2 of the list";
        QTest::newRow("null in list") << QByteArray(R"([null])") << "instance 1 of the list";
        QTest::newRow("failure") << QByteArray(R"({"success":false,"msg":"bad things"})") << "bad things";
    }
    void unreadableListsSayWhy()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!vast::VastInstanceList::parse(json, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void routes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("route");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");

        // The fixture's three: direct, jupyter behind the proxy, exited without any route.
        const QList<QJsonObject> fixtures =
            vast::VastInstanceList::parse(fixture(QStringLiteral("show-instances-raw-legacy.json")), nullptr)
                ->instances;
        QTest::newRow("fixture direct") << QJsonDocument(fixtures.at(0)).toJson() << "direct"
                                        << "127.0.0.41" << 47122;
        QTest::newRow("fixture jupyter proxy") << QJsonDocument(fixtures.at(1)).toJson() << "proxy"
                                               << "ssh8.vast.invalid" << 31859;
        QTest::newRow("fixture exited") << QJsonDocument(fixtures.at(2)).toJson() << "none"
                                        << "" << 0;

        QTest::newRow("proxy without jupyter")
            << QByteArray(R"({"id":1,"image_runtype":"ssh_proxy","ports":{},"public_ipaddr":"192.0.2.4",
                              "ssh_host":"ssh4.vast.invalid","ssh_port":20004})")
            << "proxy"
            << "ssh4.vast.invalid" << 20004;
        QTest::newRow("jupyter runtype case")
            << QByteArray(
                   R"({"id":1,"image_runtype":"JUPYTER","ssh_host":"ssh4.vast.invalid","ssh_port":"20004"})")
            << "proxy"
            << "ssh4.vast.invalid" << 20005;
        QTest::newRow("jupyter at the last port")
            << QByteArray(
                   R"({"id":1,"image_runtype":"jupyter","ssh_host":"ssh4.vast.invalid","ssh_port":65535})")
            << "none"
            << "" << 0;
        QTest::newRow("direct wins over proxy, jupyter or not")
            << QByteArray(R"({"id":1,"image_runtype":"jupyter_direc","public_ipaddr":"192.0.2.5",
                              "ports":{"22/tcp":[{"HostIp":"0.0.0.0","HostPort":"40001"}]},
                              "ssh_host":"ssh4.vast.invalid","ssh_port":20004})")
            << "direct"
            << "192.0.2.5" << 40001;
        QTest::newRow("host port as a number, address with a newline")
            << QByteArray(R"({"id":1,"public_ipaddr":"192.0.2.5\n","ports":{"22/tcp":[{"HostPort":40001}]}})")
            << "direct"
            << "192.0.2.5" << 40001;
        QTest::newRow("empty 22/tcp list falls back to the proxy")
            << QByteArray(
                   R"({"id":1,"public_ipaddr":"192.0.2.5","ports":{"22/tcp":[]},"ssh_host":"s.vast.invalid","ssh_port":2})")
            << "proxy"
            << "s.vast.invalid" << 2;
        QTest::newRow("null host port falls back to the proxy")
            << QByteArray(
                   R"({"id":1,"public_ipaddr":"192.0.2.5","ports":{"22/tcp":[{"HostPort":null}]},"ssh_host":"s.vast.invalid","ssh_port":2})")
            << "proxy"
            << "s.vast.invalid" << 2;
        QTest::newRow("port 0 is no port")
            << QByteArray(R"({"id":1,"public_ipaddr":"192.0.2.5","ports":{"22/tcp":[{"HostPort":"0"}]}})")
            << "none"
            << "" << 0;
        QTest::newRow("mapping without a public address")
            << QByteArray(
                   R"({"id":1,"public_ipaddr":null,"ports":{"22/tcp":[{"HostPort":"40001"}]},"ssh_host":"s.vast.invalid","ssh_port":2})")
            << "proxy"
            << "s.vast.invalid" << 2;
        QTest::newRow("ports null")
            << QByteArray(R"({"id":1,"ports":null,"ssh_host":"s.vast.invalid","ssh_port":2})") << "proxy"
            << "s.vast.invalid" << 2;
        QTest::newRow("invalid proxy host")
            << QByteArray(R"({"id":1,"ssh_host":"-x;rm","ssh_port":2})") << "none"
            << "" << 0;
    }
    void routes()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, route);
        QFETCH(QString, host);
        QFETCH(int, port);
        QString error;
        const auto v = vast::VastInstance::fromJson(QJsonDocument::fromJson(json).object(), &error);
        QVERIFY2(v, qPrintable(error));
        QCOMPARE(vast::VastInstance::routeName(v->route()), route);
        QCOMPARE(v->host(), host);
        QCOMPARE(v->port(), port);
        QCOMPARE(v->fields.value(QStringLiteral("ssh_route")).toString(), route);
        const fleet::ProviderInstance p = v->toProviderInstance();
        QCOMPARE(p.provisionalAddress, route == QLatin1String("none") && p.hasAddress());
        if (route != QLatin1String("none")) {
            QCOMPARE(p.host, host);
            QCOMPARE(p.port, port);
            QVERIFY(p.warnings.isEmpty());
        } else {
            QVERIFY(!p.warnings.isEmpty());
        }
    }

    void theExitedFixtureGetsAProvisionalAddress()
    {
        const QJsonObject exited =
            vast::VastInstanceList::parse(fixture(QStringLiteral("instances-v1-page2.json")), nullptr)
                ->instances.first();
        const fleet::ProviderInstance p = vast::VastInstance::fromJson(exited, nullptr)->toProviderInstance();
        QCOMPARE(p.providerId, QStringLiteral("35208024"));
        QCOMPARE(p.host, QStringLiteral("127.0.0.43"));
        QCOMPARE(p.port, 22);
        QVERIFY(p.provisionalAddress);
        QVERIFY2(p.warnings.value(0).contains(QLatin1String("exited")), qPrintable(p.warnings.value(0)));
        QCOMPARE(p.fields.value(QStringLiteral("actual_status")).toString(), QStringLiteral("exited"));
    }

    void keptFieldsFromTheFixture()
    {
        const QJsonObject first =
            vast::VastInstanceList::parse(fixture(QStringLiteral("instances-v1-page1.json")), nullptr)
                ->instances.first();
        const fleet::ProviderInstance p = vast::VastInstance::fromJson(first, nullptr)->toProviderInstance();
        QCOMPARE(p.providerId, QStringLiteral("35207712"));
        QCOMPARE(p.suggestedName, QStringLiteral("C.35207712"));
        QCOMPARE(p.fallbackName, QStringLiteral("vast-35207712"));
        QCOMPARE(p.fields,
                 object(R"({"gpu_name":"RTX A6000","num_gpus":1,"dph_total":0.538,"actual_status":"running",
            "machine_id":60318,"geolocation":"Ontario, CA","status_msg":"success, running example/cuzk-worker_2026.10/ssh",
            "label":"C.35207712","ssh_route":"direct","intended_status":"running","disk_space":400.0,
            "storage_cost":null})"));
        QStringList keys = vast::VastInstance::keptFields();
        keys.sort();
        QCOMPARE(p.fields.keys(), keys);
    }

    void nullsEverywhereAreSurvived_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("every field null") << QByteArray(
            R"({"id":7,"label":null,"public_ipaddr":null,"ports":null,"ssh_host":null,"ssh_port":null,
                 "image_runtype":null,"gpu_name":null,"num_gpus":null,"dph_total":null,"actual_status":null,
                 "machine_id":null,"geolocation":null,"status_msg":null})");
        QTest::newRow("only an id") << QByteArray(R"({"id":7})");
        QTest::newRow("wrong types") << QByteArray(
            R"({"id":"7","label":12,"public_ipaddr":[],"ports":"x","ssh_host":{},
                 "ssh_port":"many","image_runtype":false})");
        QTest::newRow("nested nulls") << QByteArray(R"({"id":7,"ports":{"22/tcp":[null]}})");
        QTest::newRow("nested null list") << QByteArray(R"({"id":7,"ports":{"22/tcp":null}})");
    }
    void nullsEverywhereAreSurvived()
    {
        QFETCH(QByteArray, json);
        QString error;
        const auto v = vast::VastInstance::fromJson(QJsonDocument::fromJson(json).object(), &error);
        QVERIFY2(v, qPrintable(error));
        QCOMPARE(v->id, QStringLiteral("7"));
        QCOMPARE(v->route(), vast::VastInstance::Route::None);
        const fleet::ProviderInstance p = v->toProviderInstance();
        QVERIFY(!p.hasAddress());
        QVERIFY(p.problem.isEmpty());
        QCOMPARE(p.suggestedName, QString());
        QCOMPARE(p.fallbackName, QStringLiteral("vast-7"));
        QVERIFY2(p.warnings.value(0).contains(QLatin1String("no SSH address")),
                 qPrintable(p.warnings.value(0)));
        for (const QString& key :
             {QStringLiteral("gpu_name"), QStringLiteral("dph_total"), QStringLiteral("machine_id")})
            QVERIFY2(p.fields.contains(key), qPrintable(key));
        QCOMPARE(p.fields.value(QStringLiteral("ssh_route")).toString(), QStringLiteral("none"));
    }

    void idsMustBeUsable_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("id");
        QTest::newRow("number") << QByteArray(R"({"id":35207712})") << "35207712";
        QTest::newRow("string") << QByteArray(R"({"id":" 35207712 "})") << "35207712";
        QTest::newRow("null") << QByteArray(R"({"id":null})") << "";
        QTest::newRow("missing") << QByteArray(R"({"label":"x"})") << "";
        QTest::newRow("fraction") << QByteArray(R"({"id":1.5})") << "";
        QTest::newRow("negative") << QByteArray(R"({"id":-3})") << "";
        QTest::newRow("path in a string") << QByteArray(R"({"id":"1/../2"})") << "";
    }
    void idsMustBeUsable()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, id);
        QString error;
        const auto v = vast::VastInstance::fromJson(QJsonDocument::fromJson(json).object(), &error);
        QCOMPARE(v ? v->id : QString(), id);
        QCOMPARE(error.isEmpty(), !id.isEmpty());
        const QList<fleet::ProviderInstance> list =
            vast::VastInstance::toProviderInstances({QJsonDocument::fromJson(json).object()});
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().problem.isEmpty(), !id.isEmpty());
    }

    void namesFromLabels_data()
    {
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("name");
        QTest::newRow("vast default") << "C.35207712"
                                      << "C.35207712";
        QTest::newRow("spaces") << "ML Training Job 2025"
                                << "ML-Training-Job-2025";
        QTest::newRow("runs of odd characters") << "  gpu / 01  "
                                                << "gpu-01";
        QTest::newRow("leading dashes and dots") << "--..hidden"
                                                 << "hidden";
        QTest::newRow("non-ASCII") << QStringLiteral("ñandú") << "and";
        QTest::newRow("nothing usable") << QStringLiteral("日本") << "";
        QTest::newRow("empty") << ""
                               << "";
        QTest::newRow("too long") << QString(100, QLatin1Char('a')) << QString(64, QLatin1Char('a'));
        QTest::newRow("cut at a dash")
            << QString(63, QLatin1Char('a')) + QStringLiteral(" b") << QString(63, QLatin1Char('a'));
        QTest::newRow("shell characters") << "a;rm -rf $(x)"
                                          << "a-rm--rf-x";
    }
    void namesFromLabels()
    {
        QFETCH(QString, label);
        QFETCH(QString, name);
        const QString made = vast::VastInstance::nameFromLabel(label);
        QCOMPARE(made, name);
        if (!made.isEmpty())
            QVERIFY(NodeRules::checkName(made).isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_VastInstance)
#include "tst_vastinstance.moc"
