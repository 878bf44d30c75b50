// SPDX-License-Identifier: GPL-3.0-or-later
// fleetdeck-cli's node commands end to end: the real executable, real SQLite files.
#include "support/CliRun.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
using Run = fleetdeck::test::CliRun;
using fleetdeck::test::cli;

QByteArray fileHash(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

QJsonObject json(const QByteArray& out)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << "not JSON:" << out << error.errorString();
    return doc.object();
}
} // namespace

class tst_CliNode : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_db;

private Q_SLOTS:
    void init()
    {
        // One database per test function and data row.
        static int serial = 0;
        m_db = m_dir.filePath(QStringLiteral("%1-%2.sqlite").arg(QTest::currentTestFunction()).arg(++serial));
    }

    void listOnNewDatabaseIsEmptyJson()
    {
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("list"),
                           QStringLiteral("--db"), m_db});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QByteArray("{\"nodes\":[]}\n"));
        QCOMPARE(r.err, QByteArray());
        QVERIFY(QFile::exists(m_db)); // created on first use
    }

    void defaultDatabaseFromEnvironmentAndXdg()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("FLEETDECK_DB"), m_db);
        QCOMPARE(cli({QStringLiteral("node"), QStringLiteral("add"), QStringLiteral("env-01"),
                      QStringLiteral("--host"), QStringLiteral("203.0.113.1")},
                     env)
                     .code,
                 0);
        QVERIFY(QFile::exists(m_db));
        env.remove(QStringLiteral("FLEETDECK_DB"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg")));
        QCOMPARE(cli({QStringLiteral("node"), QStringLiteral("add"), QStringLiteral("xdg-01"),
                      QStringLiteral("--host"), QStringLiteral("203.0.113.2")},
                     env)
                     .code,
                 0);
        QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("xdg/fleetdeck/fleetdeck.sqlite"))));
    }

    void addListEditRemove()
    {
        Run r = cli({QStringLiteral("--db"), m_db, QStringLiteral("node"), QStringLiteral("add"),
                     QStringLiteral("gpu-01"), QStringLiteral("--host"), QStringLiteral("203.0.113.7"),
                     QStringLiteral("--label"), QStringLiteral("gpu=4090")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.isEmpty());
        // Global options are accepted after the command too, and --opt=value.
        r = cli({QStringLiteral("node"),
                 QStringLiteral("add"),
                 QStringLiteral("gpu-02"),
                 QStringLiteral("--host=gpu02.example.net"),
                 QStringLiteral("--port"),
                 QStringLiteral("2222"),
                 QStringLiteral("--user"),
                 QStringLiteral("ubuntu"),
                 QStringLiteral("--identity"),
                 QStringLiteral("/keys/id"),
                 QStringLiteral("--status-port"),
                 QStringLiteral("19821"),
                 QStringLiteral("--status-path"),
                 QStringLiteral("/s"),
                 QStringLiteral("--status-command"),
                 QStringLiteral("curl -sf --max-time 3 http://localhost:9821/status"),
                 QStringLiteral("--authorized-keys"),
                 QStringLiteral("/root/.ssh/ak"),
                 QStringLiteral("--label"),
                 QStringLiteral("a=1"),
                 QStringLiteral("--label"),
                 QStringLiteral("b=2"),
                 QStringLiteral("--db=") + m_db,
                 QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r.out).value(QStringLiteral("node")).toObject().value(QStringLiteral("port")).toInt(),
                 2222);

        r = cli({QStringLiteral("--db"), m_db, QStringLiteral("--json"), QStringLiteral("node"),
                 QStringLiteral("list")});
        QCOMPARE(r.code, 0);
        const QJsonObject expected = QJsonDocument::fromJson(R"({"nodes":[
            {"name":"gpu-01","host":"203.0.113.7","port":22,"user":"root","identity":null,
             "status_port":9821,"status_path":"/status","status_command":null,
             "authorized_keys":"~/.ssh/authorized_keys","labels":{"gpu":"4090"},
             "provider":"manual","provider_id":null,"ssh_config":false},
            {"name":"gpu-02","host":"gpu02.example.net","port":2222,"user":"ubuntu","identity":"/keys/id",
             "status_port":19821,"status_path":"/s","status_command":"curl -sf --max-time 3 http:\/\/localhost:9821\/status",
             "authorized_keys":"/root/.ssh/ak","labels":{"a":"1","b":"2"},
             "provider":"manual","provider_id":null,"ssh_config":false}]})")
                                         .object();
        QVERIFY(!expected.isEmpty());
        QCOMPARE(json(r.out), expected);
        QCOMPARE(r.out.count('\n'), 1); // exactly one compact document

        r = cli({QStringLiteral("--db"), m_db, QStringLiteral("node"), QStringLiteral("edit"),
                 QStringLiteral("gpu-02"), QStringLiteral("--port"), QStringLiteral("22"),
                 QStringLiteral("--identity"), QString(), QStringLiteral("--unlabel"), QStringLiteral("a"),
                 QStringLiteral("--label"), QStringLiteral("b=3"), QStringLiteral("--rename"),
                 QStringLiteral("gpu-03")});
        QCOMPARE(r.code, 0);
        r = cli({QStringLiteral("--db"), m_db, QStringLiteral("--json"), QStringLiteral("node"),
                 QStringLiteral("list")});
        const QJsonArray nodes = json(r.out).value(QStringLiteral("nodes")).toArray();
        QCOMPARE(nodes.size(), 2);
        const QJsonObject edited = nodes.at(1).toObject();
        QCOMPARE(edited.value(QStringLiteral("name")).toString(), QStringLiteral("gpu-03"));
        QCOMPARE(edited.value(QStringLiteral("port")).toInt(), 22);
        QVERIFY(edited.value(QStringLiteral("identity")).isNull());
        QCOMPARE(edited.value(QStringLiteral("labels")).toObject(),
                 (QJsonObject{{QStringLiteral("b"), QStringLiteral("3")}}));
        QCOMPARE(edited.value(QStringLiteral("status_port")).toInt(), 19821); // untouched fields stay

        r = cli({QStringLiteral("--db"), m_db, QStringLiteral("node"), QStringLiteral("remove"),
                 QStringLiteral("gpu-01")});
        QCOMPARE(r.code, 0);
        r = cli({QStringLiteral("--db"), m_db, QStringLiteral("node"), QStringLiteral("list")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("gpu-03"));
        QVERIFY(!r.out.contains("gpu-01"));
    }

    void badInputExitsTwoAndWritesNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expect"); // part of the one stderr line
        const QStringList add{QStringLiteral("node"), QStringLiteral("add")};
        QTest::newRow("duplicate name")
            << add + QStringList{"gpu-01", "--host", "198.51.100.1"} << "already exists";
        QTest::newRow("bad host") << add + QStringList{"x", "--host", "bad host"} << "invalid host";
        QTest::newRow("option as host")
            << add + QStringList{"x", "--host", "-oProxyCommand=sh"} << "invalid host";
        QTest::newRow("port 0") << add + QStringList{"x", "--host", "h", "--port", "0"} << "port 0";
        QTest::newRow("port 70000") << add + QStringList{"x", "--host", "h", "--port", "70000"}
                                    << "port 70000";
        QTest::newRow("port text") << add + QStringList{"x", "--host", "h", "--port", "ssh"}
                                   << "invalid port";
        QTest::newRow("status port 0")
            << add + QStringList{"x", "--host", "h", "--status-port", "0"} << "status port";
        QTest::newRow("unknown option")
            << add + QStringList{"x", "--host", "h", "--frobnicate"} << "--frobnicate";
        QTest::newRow("unknown global") << QStringList{"--frob", "node", "list"} << "--frob";
        QTest::newRow("missing host") << add + QStringList{"x"} << "--host";
        QTest::newRow("bad name") << add + QStringList{"bad name", "--host", "h"} << "invalid node name";
        QTest::newRow("bad label") << add + QStringList{"x", "--host", "h", "--label", "nolabel"}
                                   << "KEY=VALUE";
        QTest::newRow("two names") << add + QStringList{"x", "y", "--host", "h"} << "unexpected argument";
        QTest::newRow("repeated option")
            << add + QStringList{"x", "--host", "h", "--host", "i"} << "more than once";
        QTest::newRow("missing value") << add + QStringList{"x", "--host"} << "needs a value";
        QTest::newRow("edit unknown node")
            << QStringList{"node", "edit", "nope", "--port", "23"} << "no node named";
        QTest::newRow("edit to bad port")
            << QStringList{"node", "edit", "gpu-01", "--port", "70000"} << "port 70000";
        QTest::newRow("rename onto existing")
            << QStringList{"node", "edit", "gpu-01", "--rename", "gpu-02"} << "already exists";
        QTest::newRow("remove unknown node") << QStringList{"node", "remove", "nope"} << "no node named";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << "unknown command";
        QTest::newRow("unknown subcommand") << QStringList{"node", "frob"} << "unknown node subcommand";
        QTest::newRow("bad policy") << QStringList{"--host-key-policy", "yolo", "node", "list"}
                                    << "host-key-policy";
        QTest::newRow("bad timeout") << QStringList{"--timeout", "-1", "node", "list"} << "timeout";
        QTest::newRow("bad ssh-config")
            << add + QStringList{"x", "--host", "h", "--ssh-config", "maybe"} << "--ssh-config";
    }
    void badInputExitsTwoAndWritesNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expect);
        QCOMPARE(cli({QStringLiteral("--db"), m_db, QStringLiteral("node"), QStringLiteral("add"),
                      QStringLiteral("gpu-01"), QStringLiteral("--host"), QStringLiteral("203.0.113.7"),
                      QStringLiteral("--label"), QStringLiteral("k=v")})
                     .code,
                 0);
        QCOMPARE(cli({QStringLiteral("--db"), m_db, QStringLiteral("node"), QStringLiteral("add"),
                      QStringLiteral("gpu-02"), QStringLiteral("--host"), QStringLiteral("203.0.113.8")})
                     .code,
                 0);
        const QByteArray before = fileHash(m_db);
        const Run list = cli({QStringLiteral("--db"), m_db, QStringLiteral("--json"), QStringLiteral("node"),
                              QStringLiteral("list")});

        const Run r = cli(QStringList{QStringLiteral("--db"), m_db} + args);
        QCOMPARE(r.code, 2);
        QCOMPARE(r.out, QByteArray());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains(expect.toUtf8()), r.err.constData());
        QVERIFY2(r.err.startsWith("fleetdeck-cli: "), r.err.constData());

        QCOMPARE(fileHash(m_db), before);
        QCOMPARE(cli({QStringLiteral("--db"), m_db, QStringLiteral("--json"), QStringLiteral("node"),
                      QStringLiteral("list")})
                     .out,
                 list.out);
    }

    void sshConfigFlag()
    {
        QCOMPARE(cli({QStringLiteral("--db"), m_db, QStringLiteral("node"), QStringLiteral("add"),
                      QStringLiteral("alias"), QStringLiteral("--host"), QStringLiteral("gpu-alias"),
                      QStringLiteral("--ssh-config"), QStringLiteral("yes")})
                     .code,
                 0);
        Run r = cli({QStringLiteral("--db"), m_db, QStringLiteral("--json"), QStringLiteral("node"),
                     QStringLiteral("list")});
        QCOMPARE(json(r.out)
                     .value(QStringLiteral("nodes"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("ssh_config")),
                 QJsonValue(true));
        QCOMPARE(cli({QStringLiteral("--db"), m_db, QStringLiteral("node"), QStringLiteral("edit"),
                      QStringLiteral("alias"), QStringLiteral("--ssh-config"), QStringLiteral("no")})
                     .code,
                 0);
        r = cli({QStringLiteral("--db"), m_db, QStringLiteral("--json"), QStringLiteral("node"),
                 QStringLiteral("list")});
        QCOMPARE(json(r.out)
                     .value(QStringLiteral("nodes"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("ssh_config")),
                 QJsonValue(false));
    }

    void badInputNeverCreatesTheDatabase()
    {
        const Run r = cli({QStringLiteral("--db"), m_db, QStringLiteral("node"), QStringLiteral("add"),
                           QStringLiteral("x"), QStringLiteral("--host"), QStringLiteral("h"),
                           QStringLiteral("--port"), QStringLiteral("70000")});
        QCOMPARE(r.code, 2);
        QVERIFY(!QFile::exists(m_db));
    }

    void unusableDatabasePath_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("uncreatable directory") << "proc";
        QTest::newRow("a directory") << "dir";
        QTest::newRow("not a database") << "garbage";
    }
    void unusableDatabasePath()
    {
        QFETCH(QString, kind);
        QString path = m_db;
        if (kind == QLatin1String("proc")) {
            path = QStringLiteral("/proc/fleetdeck-nope/fleet.sqlite");
        } else if (kind == QLatin1String("dir")) {
            QVERIFY(QDir().mkpath(path));
        } else {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(4096, 'z'));
        }
        const QByteArray before = fileHash(path);
        for (const QStringList& args :
             {QStringList{"node", "list"}, QStringList{"node", "add", "x", "--host", "h"}}) {
            const Run r = cli(QStringList{QStringLiteral("--db"), path} + args);
            QCOMPARE(r.code, 2);
            QCOMPARE(r.err.count('\n'), 1);
            QVERIFY2(r.err.contains(path.toUtf8()) || r.err.contains("/proc/fleetdeck-nope"),
                     r.err.constData());
            QCOMPARE(r.out, QByteArray());
        }
        QCOMPARE(fileHash(path), before);
    }

    void versionAndHelp()
    {
        Run r = cli({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith("fleetdeck-cli 0."), r.out.constData());
        r = cli({QStringLiteral("--version"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QVERIFY(!json(r.out).value(QStringLiteral("version")).toString().isEmpty());
        r = cli({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("node add"));
        QVERIFY(r.out.contains("--db"));
        r = cli({QStringLiteral("node"), QStringLiteral("add"), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("--status-port"));
        r = cli({});
        QCOMPARE(r.code, 2); // no command is a usage error, with the usage on stderr
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.contains("Usage"));
    }
};

QTEST_GUILESS_MAIN(tst_CliNode)
#include "tst_cli_node.moc"
