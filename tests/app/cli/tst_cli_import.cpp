// SPDX-License-Identifier: GPL-3.0-or-later
// `fleetdeck-cli node import --ssh-config` and `--csv` end to end: the real executable, real
// SQLite files, configs and CSV files from tests/fixtures/import.
#include "support/CliRun.h"
#include "support/CuzkSimProcess.h"
#include "support/OpenSshClient.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;

namespace {
using Run = fleetdeck::test::CliRun;
using fleetdeck::test::cli;

const QString kFixtures = QStringLiteral(FLEETDECK_FIXTURES_DIR "/import");

QJsonObject json(const QByteArray& out)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << "not JSON:" << out << error.errorString();
    return doc.object();
}

QStringList names(const QJsonArray& entries)
{
    QStringList out;
    for (const QJsonValue& v : entries)
        out << v.toObject().value(QStringLiteral("name")).toString();
    return out;
}

QList<int> lines(const QJsonArray& entries)
{
    QList<int> out;
    for (const QJsonValue& v : entries)
        out << v.toObject().value(QStringLiteral("line")).toInt();
    return out;
}

// Copies a fixture to `to`, with @DIR@ replaced by the directory it lands in.
bool install(const QString& fixture, const QString& to)
{
    QFile in(kFixtures + QLatin1Char('/') + fixture);
    QFile out(to);
    if (!in.open(QIODevice::ReadOnly) || !QDir().mkpath(QFileInfo(to).absolutePath()) ||
        !out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    QByteArray text = in.readAll();
    text.replace("@DIR@", QFileInfo(to).absolutePath().toUtf8());
    return out.write(text) == text.size();
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}
} // namespace

class tst_CliImport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_db;
    QString m_config; ///< the installed ssh_config with its conf.d
    QProcessEnvironment m_env;

    Run run(QStringList args)
    {
        args << QStringLiteral("--db") << m_db;
        return cli(args, m_env);
    }
    Run importConfig(const QStringList& extra = {})
    {
        return run(QStringList{QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("import"),
                               QStringLiteral("--ssh-config"), m_config} +
                   extra);
    }
    QJsonObject nodesByName()
    {
        const Run r = run({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("list")});
        QJsonObject out;
        for (const QJsonValue& v : json(r.out).value(QStringLiteral("nodes")).toArray())
            out.insert(v.toObject().value(QStringLiteral("name")).toString(), v);
        return out;
    }

private Q_SLOTS:
    void init()
    {
        static int serial = 0;
        const QString dir = m_dir.filePath(QStringLiteral("case-%1").arg(++serial));
        m_db = dir + QStringLiteral("/fleet.sqlite");
        m_config = dir + QStringLiteral("/ssh_config");
        QVERIFY(install(QStringLiteral("ssh_config"), m_config));
        for (const char* f : {"conf.d/10-rack.conf", "conf.d/20-rack.conf", "conf.d/README"})
            QVERIFY(install(QString::fromLatin1(f), dir + QLatin1Char('/') + QString::fromLatin1(f)));
        // A relative Include is read under ~/.ssh: a home of the test's own.
        QVERIFY(install(QStringLiteral("lab.d/30-lab.conf"),
                        dir + QStringLiteral("/home/.ssh/lab.d/30-lab.conf")));
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("HOME"), dir + QStringLiteral("/home"));
        // The engine's config is the imported one: no warning that connections read another.
        m_env.insert(QStringLiteral("FLEETDECK_SSH_CONFIG"), m_config);
    }

    void sshConfigAddsEveryPlainAliasIncludedOnesToo()
    {
        const Run r = importConfig();
        QCOMPARE(r.code, 0);
        const QJsonObject imported = json(r.out).value(QStringLiteral("imported")).toObject();
        // In order of declaration, Include'd files where the Include stands (sorted by name);
        // wildcard and negated patterns (*.internal, web-?, !web-9) are no hosts; README is not
        // a *.conf; alpha declared twice is one node.
        QCOMPARE(names(imported.value(QStringLiteral("added")).toArray()),
                 (QStringList{"delta", "epsilon", "zeta", "eta", "alpha", "beta", "gamma"}));
        QCOMPARE(imported.value(QStringLiteral("updated")).toArray(), QJsonArray());
        QCOMPARE(imported.value(QStringLiteral("unchanged")).toArray(), QJsonArray());
        const QJsonArray skipped = imported.value(QStringLiteral("skipped")).toArray();
        QCOMPARE(lines(skipped), (QList<int>{24, 27}));
        QCOMPARE(skipped.at(0).toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("bad_alias"));
        QVERIFY2(skipped.at(0)
                     .toObject()
                     .value(QStringLiteral("reason"))
                     .toString()
                     .contains(QStringLiteral("invalid host 'bad_alias'")),
                 qPrintable(r.out));
        QVERIFY(skipped.at(1)
                    .toObject()
                    .value(QStringLiteral("reason"))
                    .toString()
                    .contains(QStringLiteral("invalid node name")));
        for (const QJsonValue& v : skipped)
            QCOMPARE(v.toObject().value(QStringLiteral("file")).toString(), m_config);

        const QJsonObject added = imported.value(QStringLiteral("added")).toArray().at(0).toObject();
        QCOMPARE(added.value(QStringLiteral("file")).toString(),
                 QFileInfo(m_config).absolutePath() + QStringLiteral("/conf.d/10-rack.conf"));
        QCOMPARE(added.value(QStringLiteral("line")).toInt(), 2);

        const QJsonObject nodes = nodesByName();
        QCOMPARE(nodes.size(), 7);
        for (const QJsonValue& v : nodes) {
            const QJsonObject n = v.toObject();
            QCOMPARE(n.value(QStringLiteral("host")).toString(), n.value(QStringLiteral("name")).toString());
            QCOMPARE(n.value(QStringLiteral("ssh_config")).toBool(), true);
            QCOMPARE(n.value(QStringLiteral("identity")), QJsonValue(QJsonValue::Null));
        }
        // Port and user are what `ssh -G` says, Include'd files and later Host blocks included.
        for (const QJsonValue& v : nodes) {
            const QJsonObject n = v.toObject();
            QProcess ssh;
            ssh.setProcessEnvironment(m_env);
            ssh.start(QStringLiteral("ssh"),
                      {QStringLiteral("-G"), QStringLiteral("-F"), m_config, QStringLiteral("--"),
                       n.value(QStringLiteral("name")).toString()});
            QVERIFY(ssh.waitForFinished(10000));
            QCOMPARE(ssh.exitCode(), 0);
            QHash<QString, QString> g;
            for (const QByteArray& line : ssh.readAllStandardOutput().split('\n')) {
                const qsizetype space = line.indexOf(' ');
                if (space > 0 && !g.contains(QString::fromUtf8(line.left(space))))
                    g.insert(QString::fromUtf8(line.left(space)), QString::fromUtf8(line.mid(space + 1)));
            }
            QCOMPARE(QString::number(n.value(QStringLiteral("port")).toInt()),
                     g.value(QStringLiteral("port")));
            QCOMPARE(n.value(QStringLiteral("user")).toString(), g.value(QStringLiteral("user")));
        }
        QCOMPARE(nodes.value(QStringLiteral("delta")).toObject().value(QStringLiteral("port")).toInt(), 2200);
        QCOMPARE(nodes.value(QStringLiteral("eta")).toObject().value(QStringLiteral("port")).toInt(), 2270);
        QCOMPARE(nodes.value(QStringLiteral("alpha")).toObject().value(QStringLiteral("port")).toInt(), 2999);
        const QJsonObject gamma = nodes.value(QStringLiteral("gamma")).toObject();
        QCOMPARE(gamma.value(QStringLiteral("port")).toInt(), 2222);
        QCOMPARE(gamma.value(QStringLiteral("user")).toString(), QStringLiteral("deploy"));
        QCOMPARE(nodes.value(QStringLiteral("alpha")).toObject().value(QStringLiteral("user")).toString(),
                 QStringLiteral("ops"));
    }

    void sshConfigMatchFilters_data()
    {
        QTest::addColumn<QString>("match");
        QTest::addColumn<QStringList>("added");
        QTest::newRow("one name") << "gamma" << QStringList{"gamma"};
        QTest::newRow("glob") << "?eta" << QStringList{"zeta", "beta"}; // ? is one character: not eta
        QTest::newRow("list") << "gamma,d*" << QStringList{"delta", "gamma"};
        QTest::newRow("negation") << "*,!beta,!*silon"
                                  << QStringList{"delta", "zeta", "eta", "alpha", "gamma"};
        QTest::newRow("negation alone matches nothing") << "!beta" << QStringList{};
        QTest::newRow("case-sensitive") << "GAMMA" << QStringList{};
    }

    void sshConfigMatchFilters()
    {
        QFETCH(QString, match);
        QFETCH(QStringList, added);
        const Run r = importConfig({QStringLiteral("--match"), match});
        QCOMPARE(r.code, 0);
        const QJsonObject imported = json(r.out).value(QStringLiteral("imported")).toObject();
        QCOMPARE(names(imported.value(QStringLiteral("added")).toArray()), added);
        QCOMPARE(QStringList(nodesByName().keys()).size(), added.size());
    }

    void sshConfigReimportIsUnchangedThenUpdatedNeverDeletes()
    {
        QCOMPARE(importConfig().code, 0);
        // The operator's own settings on an imported node stay through re-imports.
        QCOMPARE(run({QStringLiteral("node"), QStringLiteral("edit"), QStringLiteral("alpha"),
                      QStringLiteral("--label"), QStringLiteral("rack=r2"), QStringLiteral("--status-port"),
                      QStringLiteral("9900")})
                     .code,
                 0);
        Run r = importConfig();
        QCOMPARE(r.code, 0);
        QJsonObject imported = json(r.out).value(QStringLiteral("imported")).toObject();
        QCOMPARE(imported.value(QStringLiteral("added")).toArray(), QJsonArray());
        QCOMPARE(names(imported.value(QStringLiteral("unchanged")).toArray()),
                 (QStringList{"delta", "epsilon", "zeta", "eta", "alpha", "beta", "gamma"}));

        // gamma moves to another port and user; beta leaves the config.
        QByteArray text = readFile(m_config);
        text.replace("    Port 2222\n    User deploy", "    Port 2300\n    User ubuntu");
        text.replace("Host alpha beta", "Host alpha");
        QVERIFY(writeFile(m_config, text));
        r = importConfig();
        QCOMPARE(r.code, 0);
        imported = json(r.out).value(QStringLiteral("imported")).toObject();
        const QJsonArray updated = imported.value(QStringLiteral("updated")).toArray();
        QCOMPARE(names(updated), QStringList{"gamma"});
        QCOMPARE(updated.at(0).toObject().value(QStringLiteral("changes")).toArray(),
                 (QJsonArray{QStringLiteral("port"), QStringLiteral("user")}));
        QCOMPARE(names(imported.value(QStringLiteral("unchanged")).toArray()),
                 (QStringList{"delta", "epsilon", "zeta", "eta", "alpha"}));

        const QJsonObject nodes = nodesByName();
        QVERIFY(nodes.contains(QStringLiteral("beta"))); // never deleted
        QCOMPARE(nodes.value(QStringLiteral("gamma")).toObject().value(QStringLiteral("port")).toInt(), 2300);
        const QJsonObject alpha = nodes.value(QStringLiteral("alpha")).toObject();
        QCOMPARE(alpha.value(QStringLiteral("status_port")).toInt(), 9900);
        QCOMPARE(alpha.value(QStringLiteral("labels")).toObject(),
                 (QJsonObject{{QStringLiteral("rack"), QStringLiteral("r2")}}));
    }

    void sshConfigTurnsAManualNodeIntoAConfigNode()
    {
        QCOMPARE(run({QStringLiteral("node"), QStringLiteral("add"), QStringLiteral("gamma"),
                      QStringLiteral("--host"), QStringLiteral("198.51.100.7"), QStringLiteral("--port"),
                      QStringLiteral("2222"), QStringLiteral("--user"), QStringLiteral("deploy")})
                     .code,
                 0);
        const Run r = importConfig({QStringLiteral("--match"), QStringLiteral("gamma")});
        QCOMPARE(r.code, 0);
        const QJsonArray updated = json(r.out)
                                       .value(QStringLiteral("imported"))
                                       .toObject()
                                       .value(QStringLiteral("updated"))
                                       .toArray();
        QCOMPARE(names(updated), QStringList{"gamma"});
        QCOMPARE(updated.at(0).toObject().value(QStringLiteral("changes")).toArray(),
                 (QJsonArray{QStringLiteral("host"), QStringLiteral("ssh_config")}));
    }

    void sshConfigThatCannotBeReadWritesNothing_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("message");
        QTest::newRow("includes itself") << "loop_config"
                                         << "Include nested more than 16 levels deep";
        QTest::newRow("bad keyword") << "bad_keyword_config"
                                     << "line 6: Bad configuration option: hostnmae";
        QTest::newRow("missing") << ""
                                 << "no such file";
    }

    void sshConfigThatCannotBeReadWritesNothing()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, message);
        QCOMPARE(importConfig({QStringLiteral("--match"), QStringLiteral("alpha")}).code, 0);
        const QByteArray before =
            run({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("list")}).out;
        const QString path = QFileInfo(m_config).absolutePath() + QStringLiteral("/other_config");
        if (!fixture.isEmpty())
            QVERIFY(install(fixture, path));
        const Run r = run({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("import"),
                           QStringLiteral("--ssh-config"), path});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QCOMPARE(r.out, QByteArray());
        QCOMPARE(run({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("list")}).out, before);
    }

    void sshConfigDefaultsToTheEngineConfigAndWarnsAboutAnother()
    {
        // No FILE: $FLEETDECK_SSH_CONFIG.
        Run r = run({QStringLiteral("node"), QStringLiteral("import"), QStringLiteral("--ssh-config"),
                     QStringLiteral("--match"), QStringLiteral("gamma")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith("added     gamma (gamma:2222, resolves to 127.0.0.2:2222)\n"),
                 r.out.constData());
        QVERIFY(!r.err.contains("warning"));
        // Another FILE: its nodes are still resolved through $FLEETDECK_SSH_CONFIG when they connect.
        const QString other = QFileInfo(m_config).absolutePath() + QStringLiteral("/elsewhere");
        QVERIFY(writeFile(other, "Host omega\n  HostName 127.0.0.9\n"));
        r = run({QStringLiteral("node"), QStringLiteral("import"), QStringLiteral("--ssh-config"), other});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains("warning: connections resolve these nodes through " + m_config.toUtf8()),
                 r.err.constData());
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("both") << QStringList{"--ssh-config", "x", "--csv", "y"}
                              << "either --ssh-config or --csv";
        QTest::newRow("match alone") << QStringList{"--csv", "y", "--match", "a"}
                                     << "--match goes with --ssh-config";
        QTest::newRow("empty pattern") << QStringList{"--ssh-config", "--match", "a,,b"} << "empty pattern";
        QTest::newRow("vast too") << QStringList{"--csv", "y", "--vast-api"} << "--vast-api does not go with";
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(QStringList{QStringLiteral("node"), QStringLiteral("import")} + args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    }

    void csvWithRfc4180Quoting()
    {
        const Run r = run({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("import"),
                           QStringLiteral("--csv"), kFixtures + QStringLiteral("/quoted.csv")});
        QCOMPARE(r.code, 0);
        const QJsonObject imported = json(r.out).value(QStringLiteral("imported")).toObject();
        QCOMPARE(names(imported.value(QStringLiteral("added")).toArray()),
                 (QStringList{"plain-01", "comma-02", "multi-03"}));
        QCOMPARE(lines(imported.value(QStringLiteral("added")).toArray()), (QList<int>{2, 3, 4}));
        QCOMPARE(imported.value(QStringLiteral("skipped")).toArray(), QJsonArray());

        const QJsonObject nodes = nodesByName();
        const QJsonObject plain = nodes.value(QStringLiteral("plain-01")).toObject();
        QCOMPARE(plain.value(QStringLiteral("status_command")), QJsonValue(QJsonValue::Null));
        QCOMPARE(plain.value(QStringLiteral("labels")).toObject(),
                 (QJsonObject{{QStringLiteral("gpu"), QStringLiteral("4090")}}));
        QCOMPARE(plain.value(QStringLiteral("ssh_config")).toBool(), false);
        const QJsonObject comma = nodes.value(QStringLiteral("comma-02")).toObject();
        QCOMPARE(comma.value(QStringLiteral("port")).toInt(), 2201);
        QCOMPARE(comma.value(QStringLiteral("user")).toString(), QStringLiteral("ubuntu"));
        QCOMPARE(comma.value(QStringLiteral("labels")).toObject(),
                 (QJsonObject{{QStringLiteral("gpu"), QStringLiteral("a100")},
                              {QStringLiteral("rack"), QStringLiteral("r1, left")}}));
        QCOMPARE(comma.value(QStringLiteral("status_command")).toString(),
                 QStringLiteral("sh -c \"curl -sf http://localhost:9821/status\""));
        const QJsonObject multi = nodes.value(QStringLiteral("multi-03")).toObject();
        QCOMPARE(multi.value(QStringLiteral("port")).toInt(), 22);
        QCOMPARE(multi.value(QStringLiteral("user")).toString(), QStringLiteral("root"));
        QCOMPARE(multi.value(QStringLiteral("labels")).toObject(),
                 (QJsonObject{{QStringLiteral("note"), QStringLiteral("a;b")}}));
        QCOMPARE(multi.value(QStringLiteral("status_command")).toString(),
                 QStringLiteral("printf '%s\\n' one\ntwo"));
    }

    void csvWithBadRowsReportsEachLineAndWritesNothing()
    {
        QCOMPARE(run({QStringLiteral("node"), QStringLiteral("add"), QStringLiteral("good-08"),
                      QStringLiteral("--host"), QStringLiteral("198.51.100.1")})
                     .code,
                 0);
        const QByteArray before =
            run({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("list")}).out;
        const QString file = kFixtures + QStringLiteral("/bad.csv");
        Run r = run({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("import"),
                     QStringLiteral("--csv"), file});
        QCOMPARE(r.code, 2);
        const QJsonObject doc = json(r.out);
        const QJsonObject imported = doc.value(QStringLiteral("imported")).toObject();
        QCOMPARE(imported.value(QStringLiteral("added")).toArray(), QJsonArray());
        QCOMPARE(imported.value(QStringLiteral("updated")).toArray(), QJsonArray());
        const QJsonArray skipped = imported.value(QStringLiteral("skipped")).toArray();
        // Line 5 is a good row whose quoted port runs onto line 6; line 12 is good too.
        QCOMPARE(lines(skipped), (QList<int>{3, 4, 7, 8, 9, 10, 11}));
        const QStringList reasons = [&] {
            QStringList out;
            for (const QJsonValue& v : skipped)
                out << v.toObject().value(QStringLiteral("reason")).toString();
            return out;
        }();
        QVERIFY2(reasons.at(0).contains(QStringLiteral("invalid node name 'bad port'")),
                 qPrintable(reasons.at(0)));
        QVERIFY2(reasons.at(1).contains(QStringLiteral("70000")), qPrintable(reasons.at(1)));
        QCOMPARE(reasons.at(2), QStringLiteral("3 fields, the header has 4"));
        QVERIFY2(reasons.at(3).contains(QStringLiteral("invalid label '=x'")), qPrintable(reasons.at(3)));
        QCOMPARE(reasons.at(4), QStringLiteral("node 'good-01' is already described on line 2"));
        QVERIFY2(reasons.at(5).contains(QStringLiteral("quote inside an unquoted field")),
                 qPrintable(reasons.at(5)));
        QVERIFY2(reasons.at(6).contains(QStringLiteral("invalid host 'not_a_host'")),
                 qPrintable(reasons.at(6)));
        QCOMPARE(doc.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString(),
                 QStringLiteral("invalid_input"));
        QCOMPARE(run({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("list")}).out, before);

        // Without --json: every bad row on stderr with its line, nothing on stdout.
        r = run({QStringLiteral("node"), QStringLiteral("import"), QStringLiteral("--csv"), file});
        QCOMPARE(r.code, 2);
        QCOMPARE(r.out, QByteArray());
        for (int line : {3, 4, 7, 8, 9, 10, 11})
            QVERIFY2(r.err.contains(QStringLiteral("bad.csv, line %1: ").arg(line).toUtf8()),
                     r.err.constData());
        QVERIFY(r.err.contains("nothing was imported"));
        QCOMPARE(run({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("list")}).out, before);
    }

    void csvHeaderProblemsAreUsageErrors_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown column")
            << QByteArray("name,host,gpu\na,203.0.113.1,4090\n") << "unknown column 'gpu'";
        QTest::newRow("provider column")
            << QByteArray("name,host,provider\na,203.0.113.1,vast\n") << "unknown column 'provider'";
        QTest::newRow("twice") << QByteArray("name,host,host\n") << "column 'host' appears twice";
        QTest::newRow("no name") << QByteArray("host,port\n203.0.113.1,22\n") << "no 'name' column";
        QTest::newRow("empty") << QByteArray("") << "no header row";
        QTest::newRow("unterminated")
            << QByteArray("name,host\na,\"203.0.113.1\n") << "line 2: a quoted field is never closed";
    }

    void csvHeaderProblemsAreUsageErrors()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QString, message);
        const QString file = QFileInfo(m_db).absolutePath() + QStringLiteral("/nodes.csv");
        QVERIFY(writeFile(file, csv));
        const Run r = run({QStringLiteral("node"), QStringLiteral("import"), QStringLiteral("--csv"), file});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QCOMPARE(nodesByName(), QJsonObject());
    }

    void csvReimportUpdatesOnlyItsColumns()
    {
        const QString file = QFileInfo(m_db).absolutePath() + QStringLiteral("/nodes.csv");
        QVERIFY(writeFile(file, "name,host,port\nn1,203.0.113.1,22\nn2,203.0.113.2,22\n"));
        QCOMPARE(run({QStringLiteral("node"), QStringLiteral("import"), QStringLiteral("--csv"), file}).code,
                 0);
        QCOMPARE(run({QStringLiteral("node"), QStringLiteral("edit"), QStringLiteral("n1"),
                      QStringLiteral("--label"), QStringLiteral("gpu=4090")})
                     .code,
                 0);
        QVERIFY(writeFile(file, "host,name,port\n203.0.113.1,n1,22\n203.0.113.9,n2,2222\n"));
        const Run r = run({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("import"),
                           QStringLiteral("--csv"), file});
        QCOMPARE(r.code, 0);
        const QJsonObject imported = json(r.out).value(QStringLiteral("imported")).toObject();
        QCOMPARE(names(imported.value(QStringLiteral("unchanged")).toArray()), QStringList{"n1"});
        const QJsonArray updated = imported.value(QStringLiteral("updated")).toArray();
        QCOMPARE(names(updated), QStringList{"n2"});
        QCOMPARE(updated.at(0).toObject().value(QStringLiteral("changes")).toArray(),
                 (QJsonArray{QStringLiteral("host"), QStringLiteral("port")}));
        // No labels column: the label set by hand stays.
        QCOMPARE(
            nodesByName().value(QStringLiteral("n1")).toObject().value(QStringLiteral("labels")).toObject(),
            (QJsonObject{{QStringLiteral("gpu"), QStringLiteral("4090")}}));
    }

    void importedConfigNodeIsPolledThroughItsConfig()
    {
        // A real sshd on loopback that only the config knows how to reach: its HostName, Port,
        // User and IdentityFile are nowhere but in the file FLEETDECK_SSH_CONFIG names.
        FLEETDECK_REQUIRE_SSHD();
        const QString dir = QFileInfo(m_db).absolutePath();
        const SshKeyPair key =
            SshKeyPair::generate(dir + QStringLiteral("/lab_ed25519"), QStringLiteral("fleetdeck-test"));
        QVERIFY(key.isValid());
        SshdServer::Options options;
        options.workDir = dir + QStringLiteral("/sshd");
        SshdServer server(options);
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QVERIFY(server.setAuthorizedKeys({key.publicKeyLine()}));
        const QString knownHosts = dir + QStringLiteral("/known_hosts");
        QVERIFY(server.writeKnownHosts(knownHosts));
        CuzkSimProcess sim(QStringLiteral(CUZK_SIM_PATH), CuzkSimProcess::Options{});
        QVERIFY(sim.start());

        const QString config = dir + QStringLiteral("/lab_config");
        const QString user = OpenSshClient::currentUserName();
        QVERIFY(writeFile(config, QStringLiteral("Host lab-node\n    HostName 127.0.0.1\n    Port %1\n"
                                                 "    User %2\n    IdentityFile %3\n    IdentitiesOnly yes\n")
                                      .arg(server.port())
                                      .arg(user, key.privateKeyPath())
                                      .toUtf8()));
        m_env.insert(QStringLiteral("FLEETDECK_SSH_CONFIG"), config);
        m_env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        Run r = run({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("import"),
                     QStringLiteral("--ssh-config")});
        QCOMPARE(r.code, 0);
        const QJsonArray added =
            json(r.out).value(QStringLiteral("imported")).toObject().value(QStringLiteral("added")).toArray();
        QCOMPARE(names(added), QStringList{"lab-node"});
        QCOMPARE(added.at(0).toObject().value(QStringLiteral("resolved")).toString(),
                 QStringLiteral("127.0.0.1:%1").arg(server.port()));
        const QJsonObject node = nodesByName().value(QStringLiteral("lab-node")).toObject();
        QCOMPARE(node.value(QStringLiteral("host")).toString(), QStringLiteral("lab-node"));
        QCOMPARE(node.value(QStringLiteral("port")).toInt(), int(server.port()));
        QCOMPARE(node.value(QStringLiteral("user")).toString(), user);
        QCOMPARE(node.value(QStringLiteral("identity")), QJsonValue(QJsonValue::Null));
        QCOMPARE(run({QStringLiteral("node"), QStringLiteral("edit"), QStringLiteral("lab-node"),
                      QStringLiteral("--status-port"), QString::number(sim.port())})
                     .code,
                 0);

        r = run({QStringLiteral("--json"), QStringLiteral("--known-hosts"), knownHosts,
                 QStringLiteral("--host-key-policy"), QStringLiteral("strict"), QStringLiteral("status"),
                 QStringLiteral("lab-node")});
        QVERIFY2(r.code == 0, r.out.constData());
        const QJsonObject polled = json(r.out).value(QStringLiteral("nodes")).toArray().at(0).toObject();
        QCOMPARE(polled.value(QStringLiteral("state")).toString(), QStringLiteral("healthy"));
    }
};

QTEST_GUILESS_MAIN(tst_CliImport)
#include "tst_cli_import.moc"
