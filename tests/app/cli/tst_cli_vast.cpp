// SPDX-License-Identifier: GPL-3.0-or-later
// `fleetdeck-cli node import --vast-json | --vast-api`: the real CLI against saved files and a
// local server speaking the vast.ai API (FakeVastServer on 127.0.0.1), with the API key from
// VAST_API_KEY and from the real keychain (the test command's gnome-keyring). Ends by searching
// everything the runs printed and wrote for the key.
#include "support/CliRun.h"
#include "support/FakeVastServer.h"
#include "support/Fixtures.h"
#include "support/TestSkips.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace fleetdeck;

namespace {
using Run = fleetdeck::test::CliRun;

// tests/fixtures/vast/`name`; a missing file fails the running test (support/Fixtures.h).
QByteArray fixture(const QString& name)
{
    return test::fixture(QStringLiteral("vast/") + name);
}

QJsonObject json(const QByteArray& text)
{
    return QJsonDocument::fromJson(text).object();
}

QStringList namesIn(const QJsonArray& entries)
{
    QStringList names;
    for (const QJsonValue& e : entries)
        names << e.toObject().value(QStringLiteral("name")).toString();
    return names;
}
} // namespace

class tst_CliVast : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_home;
    QString m_service =
        QStringLiteral("fleetdeck-vasttest-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    QByteArray m_key =
        "vk-" + QUuid::createUuid().toByteArray(QUuid::Id128) + QUuid::createUuid().toByteArray(QUuid::Id128);
    QByteArray m_everythingPrinted;
    FakeVastServer m_server;

    QString db() const { return m_dir.filePath(QStringLiteral("fleet.sqlite")); }

    // Runs the CLI while this event loop keeps serving the fake API.
    Run cli(const QStringList& args, const QByteArray& vastKey = {}, const QByteArray& input = {})
    {
        fleetdeck::test::CliOptions options;
        options.isolate(m_home, m_service);
        options.env.remove(QStringLiteral("VAST_API_KEY"));
        if (!vastKey.isEmpty())
            options.env.insert(QStringLiteral("VAST_API_KEY"), QString::fromLatin1(vastKey));
        options.input = input;
        options.timeoutMs = 60000;
        options.spinEventLoop = true; // the fake vast.ai answers from this process
        Run r = fleetdeck::test::runCli(QStringList{QStringLiteral("--db"), db()} + args, options);
        m_everythingPrinted += r.out + r.err;
        return r;
    }
    Run importFromApi(const QStringList& extra = {}, const QByteArray& key = {})
    {
        return cli(QStringList{QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("import"),
                               QStringLiteral("--vast-api"), QStringLiteral("--vast-url"),
                               m_server.baseUrl().toString()} +
                       extra,
                   key.isNull() ? m_key : key);
    }
    QString writeFile(const QString& name, const QByteArray& content)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    QJsonArray listNodes()
    {
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("list")});
        return json(r.out).value(QStringLiteral("nodes")).toArray();
    }
    void resetDatabase()
    {
        for (const QString& f : QDir(m_dir.path()).entryList({QStringLiteral("fleet.sqlite*")}, QDir::Files))
            QFile::remove(m_dir.filePath(f));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(test::haveFixtures({QStringLiteral("vast/instances-v1-page1.json"),
                                    QStringLiteral("vast/instances-v1-page2.json"),
                                    QStringLiteral("vast/show-instances-raw-legacy.json")}));
        m_home = m_dir.filePath(QStringLiteral("home"));
        QVERIFY(QDir().mkpath(m_home));
        QVERIFY2(m_server.start(), qPrintable(m_server.errorString()));
        m_server.setApiKey(m_key);
    }

    void init()
    {
        resetDatabase();
        m_server.clearRequests();
        m_server.injectFault(FakeVastServer::Fault::None, 0);
        m_server.setPages({fixture(QStringLiteral("instances-v1-page1.json")),
                           fixture(QStringLiteral("instances-v1-page2.json"))});
    }

    void importsASavedFileInEitherForm_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("plain list") << fixture(QStringLiteral("show-instances-raw-legacy.json"));
        QJsonObject paged = json(fixture(QStringLiteral("instances-v1-page1.json")));
        paged.insert(
            QStringLiteral("instances"),
            QJsonDocument::fromJson(fixture(QStringLiteral("show-instances-raw-legacy.json"))).array());
        paged.insert(QStringLiteral("next_token"), QJsonValue::Null);
        QTest::newRow("paged object") << QJsonDocument(paged).toJson();
    }
    void importsASavedFileInEitherForm()
    {
        QFETCH(QByteArray, content);
        const QString file = writeFile(QStringLiteral("instances.json"), content);
        Run r = cli({QStringLiteral("node"), QStringLiteral("import"), QStringLiteral("--vast-json"), file});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("added      C.35207712 (127.0.0.41:47122, instance 35207712)"),
                 r.out.constData());
        QVERIFY2(r.out.contains("C.35207859 (ssh8.vast.invalid:31859"), r.out.constData());
        QVERIFY2(r.err.contains("vast: 3 added, 0 updated, 0 unchanged, 0 vanished, 0 skipped"),
                 r.err.constData());
        QVERIFY2(r.err.contains("warning: instance 35208024 (exited)"), r.err.constData());

        const QJsonArray nodes = listNodes();
        QCOMPARE(nodes.size(), 3);
        const QJsonObject first = nodes.at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("host")).toString(), QStringLiteral("127.0.0.41"));
        QCOMPARE(first.value(QStringLiteral("port")).toInt(), 47122);
        QCOMPARE(first.value(QStringLiteral("provider")).toString(), QStringLiteral("vast"));
        QCOMPARE(first.value(QStringLiteral("provider_id")).toString(), QStringLiteral("35207712"));
        const QJsonObject data = first.value(QStringLiteral("provider_data")).toObject();
        QCOMPARE(
            data.value(QStringLiteral("fields")).toObject().value(QStringLiteral("dph_total")).toDouble(),
            0.538);
        QCOMPARE(data.value(QStringLiteral("fields")).toObject().value(QStringLiteral("gpu_name")).toString(),
                 QStringLiteral("RTX A6000"));
        QVERIFY(data.value(QStringLiteral("vanished_at")).isNull());
        QVERIFY(!data.value(QStringLiteral("refreshed_at")).toString().isEmpty());

        // Again, as JSON: nothing changed.
        r = cli({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("import"),
                 QStringLiteral("--vast-json"), file});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.count('\n'), 1);
        const QJsonObject imported = json(r.out).value(QStringLiteral("imported")).toObject();
        QCOMPARE(namesIn(imported.value(QStringLiteral("unchanged")).toArray()),
                 (QStringList{"C.35207712", "C.35207859", "C.35208024"}));
        for (const char* key : {"added", "updated", "vanished", "skipped"})
            QCOMPARE(imported.value(QLatin1String(key)).toArray().size(), 0);
    }

    void onePageOfSeveralMarksNothingVanished()
    {
        const QString all =
            writeFile(QStringLiteral("all.json"), fixture(QStringLiteral("show-instances-raw-legacy.json")));
        QCOMPARE(
            cli({QStringLiteral("node"), QStringLiteral("import"), QStringLiteral("--vast-json"), all}).code,
            0);
        const QString page =
            writeFile(QStringLiteral("page1.json"), fixture(QStringLiteral("instances-v1-page1.json")));
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("import"),
                           QStringLiteral("--vast-json"), page});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.contains("nothing is marked vanished"));
        QCOMPARE(json(r.out)
                     .value(QStringLiteral("imported"))
                     .toObject()
                     .value(QStringLiteral("vanished"))
                     .toArray()
                     .size(),
                 0);
    }

    void usageErrorsChangeNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("message");
        const QString missing = QDir::temp().filePath(
            QStringLiteral("no-such-file-%1.json").arg(QUuid::createUuid().toString(QUuid::Id128)));
        QTest::newRow("no source") << QStringList{"node", "import"}
                                   << QByteArray("either --vast-json FILE or --vast-api");
        QTest::newRow("both sources") << QStringList{"node", "import", "--vast-json", "x.json", "--vast-api"}
                                      << QByteArray("either --vast-json FILE or --vast-api");
        QTest::newRow("url with a file")
            << QStringList{"node", "import", "--vast-json", "x.json", "--vast-url", "https://x"}
            << QByteArray("go with --vast-api");
        QTest::newRow("missing file")
            << QStringList{"node", "import", "--vast-json", missing} << QByteArray("cannot read");
        QTest::newRow("plain http elsewhere")
            << QStringList{"node", "import", "--vast-api", "--vast-url", "http://console.vast.ai"}
            << QByteArray("plain http is allowed only to this machine");
        QTest::newRow("bad account") << QStringList{"node", "import", "--vast-api", "--vast-account", "a/b"}
                                     << QByteArray("account name");
        QTest::newRow("unknown option")
            << QStringList{"node", "import", "--vast-api", "--frob"} << QByteArray("unknown option --frob");
        QTest::newRow("argument") << QStringList{"node", "import", "--vast-api", "extra"}
                                  << QByteArray("unexpected argument");
        QTest::newRow("ssh-config import of a missing file")
            << QStringList{"node", "import", "--ssh-config", "cfg"}
            << QByteArray("cannot read cfg: no such file");
    }
    void usageErrorsChangeNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, message);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message), r.err.constData());
        QVERIFY(!QFile::exists(db()));
        QVERIFY(m_server.requests().isEmpty());
    }

    void unreadableFilesAreUsageErrors_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("truncated") << fixture(QStringLiteral("instances-v1-page1.json")).left(500)
                                   << QByteArray("not valid JSON at byte");
        QTest::newRow("not a list") << QByteArray(R"({"machines":[]})") << QByteArray("list of instances");
    }
    void unreadableFilesAreUsageErrors()
    {
        QFETCH(QByteArray, content);
        QFETCH(QByteArray, message);
        const QString file = writeFile(QStringLiteral("bad.json"), content);
        const Run r =
            cli({QStringLiteral("node"), QStringLiteral("import"), QStringLiteral("--vast-json"), file});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), r.err.constData());
        QVERIFY(r.err.contains(file.toUtf8()));
        QVERIFY(!QFile::exists(db()));
    }

    void importsFromTheApiWithTheKeyFromTheEnvironment()
    {
        const Run r = importFromApi();
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject imported = json(r.out).value(QStringLiteral("imported")).toObject();
        QCOMPARE(namesIn(imported.value(QStringLiteral("added")).toArray()),
                 (QStringList{"C.35207712", "C.35207859", "C.35208024"}));
        QCOMPARE(m_server.requests().size(), 2);
        for (const FakeVastServer::Request& req : m_server.requests()) {
            QCOMPARE(req.headers.value("authorization"), "Bearer " + m_key);
            QVERIFY(req.queryValue(QStringLiteral("limit")).toInt() <= 25);
        }
        QCOMPARE(m_server.requests().at(1).queryValue(QStringLiteral("after_token")),
                 QStringLiteral("eyJhZnRlcl9pZCI6IDM1MjA3ODU5fQ=="));
        QCOMPARE(listNodes().at(1).toObject().value(QStringLiteral("port")).toInt(), 31859);

        // Human output names where the key came from, never the key.
        const Run human = cli({QStringLiteral("node"), QStringLiteral("import"), QStringLiteral("--vast-api"),
                               QStringLiteral("--vast-url"), m_server.baseUrl().toString()},
                              m_key);
        QCOMPARE(human.code, 0);
        QVERIFY2(human.err.contains("vast.ai API key from VAST_API_KEY"), human.err.constData());
        QVERIFY(human.out.contains("unchanged  C.35207712"));
    }

    void vanishedAndReturningInstancesThroughTheApi()
    {
        QCOMPARE(importFromApi().code, 0);
        m_server.setPages({fixture(QStringLiteral("instances-v1-page2.json"))}); // only the exited one left
        Run r = importFromApi();
        QCOMPARE(r.code, 0);
        QJsonObject imported = json(r.out).value(QStringLiteral("imported")).toObject();
        QCOMPARE(namesIn(imported.value(QStringLiteral("vanished")).toArray()),
                 (QStringList{"C.35207712", "C.35207859"}));
        QVERIFY(!imported.value(QStringLiteral("vanished"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("vanished_at"))
                     .toString()
                     .isEmpty());
        const QJsonArray nodes = listNodes();
        QCOMPARE(nodes.size(), 3); // kept
        QVERIFY(nodes.at(0)
                    .toObject()
                    .value(QStringLiteral("provider_data"))
                    .toObject()
                    .value(QStringLiteral("vanished_at"))
                    .isString());

        m_server.setPages({fixture(QStringLiteral("instances-v1-page1.json")),
                           fixture(QStringLiteral("instances-v1-page2.json"))});
        r = importFromApi();
        imported = json(r.out).value(QStringLiteral("imported")).toObject();
        QCOMPARE(namesIn(imported.value(QStringLiteral("updated")).toArray()),
                 (QStringList{"C.35207712", "C.35207859"}));
        QCOMPARE(imported.value(QStringLiteral("updated"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("changes"))
                     .toArray(),
                 QJsonArray{QStringLiteral("returned")});
        QVERIFY(listNodes()
                    .at(0)
                    .toObject()
                    .value(QStringLiteral("provider_data"))
                    .toObject()
                    .value(QStringLiteral("vanished_at"))
                    .isNull());
    }

    void apiFailuresExitOneWithTheDiagnosis_data()
    {
        QTest::addColumn<int>("fault");
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QByteArray>("inStderr");
        using F = FakeVastServer::Fault;
        QTest::newRow("refused key") << int(F::None) << QByteArray("not-the-key-0123456789") << QStringList()
                                     << "vast_auth_failed" << QByteArray("API key was refused");
        QTest::newRow("server error") << int(F::ServerError) << QByteArray() << QStringList()
                                      << "vast_server_error" << QByteArray("HTTP 500");
        QTest::newRow("truncated JSON") << int(F::TruncatedJson) << QByteArray() << QStringList()
                                        << "vast_bad_response" << QByteArray("not valid JSON");
        QTest::newRow("slow server, short timeout")
            << int(F::Slow) << QByteArray() << QStringList{"--timeout", "1"} << "vast_timeout"
            << QByteArray("within 1 s");
    }
    void apiFailuresExitOneWithTheDiagnosis()
    {
        QFETCH(int, fault);
        QFETCH(QByteArray, key);
        QFETCH(QStringList, extra);
        QFETCH(QString, code);
        QFETCH(QByteArray, inStderr);
        m_server.injectFault(FakeVastServer::Fault(fault), -1);
        m_server.setDelay(4000);
        const Run r = importFromApi(extra, key.isEmpty() ? m_key : key);
        m_server.injectFault(FakeVastServer::Fault::None, 0);
        QCOMPARE(r.code, 1);
        const QJsonObject error = json(r.out).value(QStringLiteral("error")).toObject();
        QCOMPARE(error.value(QStringLiteral("code")).toString(), code);
        QVERIFY2(r.err.contains(inStderr), r.err.constData());
        QVERIFY(r.err.contains("hint: "));
        QVERIFY(!r.err.contains(key.isEmpty() ? m_key : key));
        // Nothing was imported: the database holds no node.
        QCOMPARE(listNodes().size(), 0);
    }

    void noKeyAnywhere()
    {
        const Run r = cli({QStringLiteral("node"), QStringLiteral("import"), QStringLiteral("--vast-api"),
                           QStringLiteral("--vast-url"), m_server.baseUrl().toString()},
                          QByteArray());
        QCOMPARE(r.code, 1);
        // With a keychain: nothing stored. Without one: the keychain cannot be read. Both say how to fix it.
        QVERIFY2(r.err.contains("No vast.ai API key") ||
                     r.err.contains("could not be read from the keychain"),
                 r.err.constData());
        QVERIFY(r.err.contains("VAST_API_KEY"));
        QVERIFY(m_server.requests().isEmpty());
    }

    void theKeyFromTheKeychain()
    {
        const Run status = cli({QStringLiteral("secrets"), QStringLiteral("status")});
        FLEETDECK_REQUIRE_KEYCHAIN(status.code == 0 ? QString() : QString::fromUtf8(status.out + status.err));
        const QByteArray keychainKey = "kc-" + QUuid::createUuid().toByteArray(QUuid::Id128);
        m_server.setApiKey(keychainKey);
        const Run set = cli({QStringLiteral("secrets"), QStringLiteral("set"), QStringLiteral("vast-api-key"),
                             QStringLiteral("default"), QStringLiteral("--stdin")},
                            QByteArray(), keychainKey + '\n');
        QVERIFY2(set.code == 0, set.err.constData());

        Run r = cli({QStringLiteral("node"), QStringLiteral("import"), QStringLiteral("--vast-api"),
                     QStringLiteral("--vast-url"), m_server.baseUrl().toString()},
                    QByteArray());
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.contains("vast.ai API key from keychain: vast-api-key/default"), r.err.constData());
        QCOMPARE(m_server.requests().first().headers.value("authorization"), "Bearer " + keychainKey);

        // An account that is not stored is not found, whatever VAST_API_KEY says.
        r = cli({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("import"),
                 QStringLiteral("--vast-api"), QStringLiteral("--vast-url"), m_server.baseUrl().toString(),
                 QStringLiteral("--vast-account"), QStringLiteral("team")},
                keychainKey);
        QCOMPARE(r.code, 1);
        QCOMPARE(
            json(r.out).value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString(),
            QStringLiteral("vast_no_api_key"));

        QCOMPARE(cli({QStringLiteral("secrets"), QStringLiteral("delete"), QStringLiteral("vast-api-key"),
                      QStringLiteral("default")})
                     .code,
                 0);
        m_server.setApiKey(m_key);
        QVERIFY(!m_everythingPrinted.contains(keychainKey));
    }

    void manualNodesListAsTheContractSays()
    {
        QCOMPARE(cli({QStringLiteral("node"), QStringLiteral("add"), QStringLiteral("office"),
                      QStringLiteral("--host"), QStringLiteral("192.0.2.1")})
                     .code,
                 0);
        QCOMPARE(importFromApi().code, 0);
        const QJsonArray nodes = listNodes();
        QCOMPARE(nodes.size(), 4);
        const QJsonObject office = nodes.at(3).toObject();
        QCOMPARE(office.value(QStringLiteral("name")).toString(), QStringLiteral("office"));
        QVERIFY(!office.contains(QStringLiteral("provider_data")));
        QCOMPARE(office.value(QStringLiteral("provider")).toString(), QStringLiteral("manual"));
    }

    void theKeyIsNeverPrintedOrStored()
    {
        // Leave a database behind that went through imports, vanishing and a migration backup.
        QCOMPARE(importFromApi().code, 0);
        m_server.setPages({fixture(QStringLiteral("instances-v1-page2.json"))});
        QCOMPARE(importFromApi().code, 0);
        QVERIFY(!m_everythingPrinted.contains(m_key));
        QDirIterator it(m_dir.path(), QDir::Files | QDir::Hidden | QDir::System,
                        QDirIterator::Subdirectories);
        int searched = 0;
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(!f.readAll().contains(m_key), qPrintable(f.fileName()));
            ++searched;
        }
        QVERIFY(searched >= 1);
        QVERIFY(QFile::exists(db()));
    }
};

QTEST_GUILESS_MAIN(tst_CliVast)
#include "tst_cli_vast.moc"
