// SPDX-License-Identifier: GPL-3.0-or-later
// `fleetdeck-cli keys deploy|remove|audit` end to end: the real executable against a real sshd on
// loopback, checked with the OpenSSH client and the database's audit trail.
#include "support/CliRun.h"
#include "support/OpenSshClient.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"

#include "support/FakeVastServer.h"
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace fleetdeck;

namespace {
using Run = fleetdeck::test::CliRun;

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

QString sha256(const QByteArray& data)
{
    return QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}
} // namespace

class tst_CliKeyDeploy : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    SshKeyPair m_console; // the node's identity: the key the console logs in with
    SshKeyPair m_new;
    SshKeyPair m_other;
    std::unique_ptr<SshdServer> m_server;
    QString m_keys; // the file deployments edit
    QString m_db;
    QString m_knownHosts;

    /// Runs the CLI with the test's event loop going (a server of the test's may be its peer).
    Run cli(QStringList args, const QByteArray& input = {}, const QMap<QString, QString>& extraEnv = {})
    {
        args = QStringList{QStringLiteral("--db"),
                           m_db,
                           QStringLiteral("--known-hosts"),
                           m_knownHosts,
                           QStringLiteral("--host-key-policy"),
                           QStringLiteral("strict")} +
               args;
        fleetdeck::test::CliOptions options;
        options.env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        options.env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home"))); // no default keys
        for (auto it = extraEnv.cbegin(); it != extraEnv.cend(); ++it)
            options.env.insert(it.key(), it.value());
        options.input = input;
        options.timeoutMs = 120000;
        options.spinEventLoop = true;
        return fleetdeck::test::runCli(args, options);
    }

    bool logsIn(const SshKeyPair& key) const
    {
        return OpenSshClient(m_server->port(), key.privateKeyPath(), m_knownHosts).login().exitCode == 0;
    }

    QByteArray line(const SshKeyPair& key) const { return key.publicKeyLine().toUtf8(); }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        QDir().mkpath(m_dir.filePath(QStringLiteral("home")));
        m_console =
            SshKeyPair::generate(m_dir.filePath(QStringLiteral("console")), QStringLiteral("console"));
        m_new = SshKeyPair::generate(m_dir.filePath(QStringLiteral("new")), QStringLiteral("new@fleet"));
        m_other = SshKeyPair::generate(m_dir.filePath(QStringLiteral("other")), QStringLiteral("other"));
        QVERIFY(m_console.isValid() && m_new.isValid() && m_other.isValid());
        m_keys = m_dir.filePath(QStringLiteral("node/.ssh/authorized_keys"));
        QDir().mkpath(QFileInfo(m_keys).absolutePath());
        SshdServer::Options options;
        options.workDir = m_dir.filePath(QStringLiteral("sshd"));
        options.authorizedKeysPath = m_keys;
        m_server = std::make_unique<SshdServer>(options);
        QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));
        // The file as `echo >>` left it: no final newline.
        QVERIFY(writeAll(m_keys, line(m_console)));
        m_knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
        QVERIFY(m_server->writeKnownHosts(m_knownHosts));
        m_db = m_dir.filePath(QStringLiteral("fleet.sqlite"));
        const Run add = cli({QStringLiteral("node"), QStringLiteral("add"), QStringLiteral("gpu-01"),
                             QStringLiteral("--host"), QStringLiteral("127.0.0.1"), QStringLiteral("--port"),
                             QString::number(m_server->port()), QStringLiteral("--user"),
                             OpenSshClient::currentUserName(), QStringLiteral("--identity"),
                             m_console.privateKeyPath(), QStringLiteral("--authorized-keys"), m_keys});
        QVERIFY2(add.code == 0, add.err.constData());
    }

    void deployIsVerifiedAndIdempotent()
    {
        const QByteArray before = readAll(m_keys);
        // A dry run says what would happen and writes nothing.
        Run r = cli({QStringLiteral("--json"), QStringLiteral("keys"), QStringLiteral("deploy"),
                     QStringLiteral("--pub"), m_new.publicKeyPath(), QStringLiteral("gpu-01"),
                     QStringLiteral("--dry-run")});
        QVERIFY2(r.code == 0, r.err.constData());
        QJsonObject result = r.json().value(QStringLiteral("results")).toArray().first().toObject();
        QCOMPARE(result.value(QStringLiteral("result")).toString(), QStringLiteral("added"));
        QCOMPARE(result.value(QStringLiteral("dry_run")).toBool(), true);
        QCOMPARE(readAll(m_keys), before);

        r = cli({QStringLiteral("--json"), QStringLiteral("keys"), QStringLiteral("deploy"),
                 QStringLiteral("--pub"), m_new.publicKeyPath(), QStringLiteral("gpu-01")});
        QVERIFY2(r.code == 0, r.out + r.err);
        result = r.json().value(QStringLiteral("results")).toArray().first().toObject();
        QCOMPARE(result.value(QStringLiteral("node")).toString(), QStringLiteral("gpu-01"));
        QCOMPARE(result.value(QStringLiteral("result")).toString(), QStringLiteral("added"));
        QCOMPARE(result.value(QStringLiteral("verified")).toBool(), true);
        QCOMPARE(result.value(QStringLiteral("findings")).toArray().first().toString(),
                 QStringLiteral("missing_trailing_newline"));
        QCOMPARE(result.value(QStringLiteral("before_sha256")).toString(), sha256(before));
        const QByteArray after = before + '\n' + line(m_new) + '\n';
        QCOMPARE(readAll(m_keys), after);
        QCOMPARE(result.value(QStringLiteral("after_sha256")).toString(), sha256(after));
        QVERIFY(result.value(QStringLiteral("diagnosis")).isNull());
        QVERIFY(logsIn(m_new));
        QVERIFY(logsIn(m_console));

        // The contract's idempotence: unchanged, and the file byte-identical.
        r = cli({QStringLiteral("--json"), QStringLiteral("keys"), QStringLiteral("deploy"),
                 QStringLiteral("--pub"), m_new.publicKeyPath(), QStringLiteral("--all")});
        QVERIFY2(r.code == 0, r.out + r.err);
        result = r.json().value(QStringLiteral("results")).toArray().first().toObject();
        QCOMPARE(result.value(QStringLiteral("result")).toString(), QStringLiteral("unchanged"));
        QCOMPARE(readAll(m_keys), after);

        // The audit trail has both runs (the dry run is not a deployment).
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("trail"));
        db.setDatabaseName(m_db);
        QVERIFY(db.open());
        {
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("SELECT result, key_fingerprint, before_sha256, after_sha256 FROM "
                                          "key_deployments WHERE node_name = 'gpu-01' ORDER BY id")));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toString(), QStringLiteral("added"));
            QVERIFY(q.value(1).toString().startsWith(QLatin1String("SHA256:")));
            QCOMPARE(q.value(2).toString(), sha256(before));
            QCOMPARE(q.value(3).toString(), sha256(after));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toString(), QStringLiteral("unchanged"));
            QVERIFY(!q.next());
        }
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("trail"));
    }

    // A node imported from vast.ai: the key goes into authorized_keys and through the platform,
    // and the result, the exit code and the trail say both.
    void vastNodesGetTheKeyThroughThePlatformToo()
    {
        const QByteArray before = readAll(m_keys);
        FakeVastServer vast;
        QVERIFY2(vast.start(), qPrintable(vast.errorString()));
        const QByteArray apiKey = "abad1deaabad1deaabad1deaabad1deaabad1deaabad1deaabad1deaabad1dea";
        vast.setApiKey(apiKey);
        const QJsonObject instance{
            {"id", 4242},
            {"label", "vast-gpu"},
            {"public_ipaddr", "127.0.0.1"},
            {"ports", QJsonObject{{"22/tcp", QJsonArray{QJsonObject{
                                                 {"HostIp", "0.0.0.0"},
                                                 {"HostPort", QString::number(m_server->port())}}}}}},
            {"actual_status", "running"},
            {"gpu_name", "RTX 4090"},
            {"num_gpus", 1},
            {"dph_total", 0.4}};
        const QString file = m_dir.filePath(QStringLiteral("vast.json"));
        QVERIFY(writeAll(file, QJsonDocument(QJsonObject{{"instances", QJsonArray{instance}}}).toJson()));
        Run r = cli({QStringLiteral("node"), QStringLiteral("import"), QStringLiteral("--vast-json"), file});
        QVERIFY2(r.code == 0, r.out + r.err);
        r = cli({QStringLiteral("node"), QStringLiteral("edit"), QStringLiteral("vast-gpu"),
                 QStringLiteral("--user"), OpenSshClient::currentUserName(), QStringLiteral("--identity"),
                 m_console.privateKeyPath(), QStringLiteral("--authorized-keys"), m_keys});
        QVERIFY2(r.code == 0, r.out + r.err);

        const SshKeyPair key =
            SshKeyPair::generate(m_dir.filePath(QStringLiteral("durable")), QStringLiteral("durable"));
        const QMap<QString, QString> env{{QStringLiteral("VAST_API_KEY"), QString::fromLatin1(apiKey)}};
        const QStringList deploy{QStringLiteral("keys"),     QStringLiteral("deploy"),
                                 QStringLiteral("--pub"),    key.publicKeyPath(),
                                 QStringLiteral("vast-gpu"), QStringLiteral("--vast-url"),
                                 vast.baseUrl().toString()};
        r = cli(QStringList{QStringLiteral("--json")} + deploy, {}, env);
        QVERIFY2(r.code == 0, r.out + r.err);
        QJsonObject result = r.json().value(QStringLiteral("results")).toArray().first().toObject();
        QCOMPARE(result.value(QStringLiteral("result")).toString(), QStringLiteral("added"));
        const QJsonObject platform = result.value(QStringLiteral("platform")).toObject();
        QCOMPARE(platform.value(QStringLiteral("provider")).toString(), QStringLiteral("vast"));
        QCOMPARE(platform.value(QStringLiteral("instance_id")).toString(), QStringLiteral("4242"));
        QCOMPARE(platform.value(QStringLiteral("result")).toString(), QStringLiteral("attached"));
        QVERIFY(platform.value(QStringLiteral("error")).isNull());
        QCOMPARE(vast.attachedKeys().value(QStringLiteral("4242")),
                 QStringList{key.publicKeyLine().trimmed()});
        QVERIFY(logsIn(key));

        // Human output names both paths.
        r = cli(deploy, {}, env);
        QVERIFY2(r.code == 0, r.out + r.err);
        QVERIFY2(r.out.contains("unchanged"), r.out.constData());
        QVERIFY2(r.out.contains("platform (vast): attached to instance 4242"), r.out.constData());

        // The platform refuses the API key: the file is fine, the run is not, and it says why.
        vast.injectFault(FakeVastServer::Fault::Unauthorized, -1);
        r = cli(QStringList{QStringLiteral("--json")} + deploy, {}, env);
        QCOMPARE(r.code, 1);
        result = r.json().value(QStringLiteral("results")).toArray().first().toObject();
        QCOMPARE(result.value(QStringLiteral("result")).toString(), QStringLiteral("unchanged"));
        const QJsonObject refused = result.value(QStringLiteral("platform")).toObject();
        QCOMPARE(refused.value(QStringLiteral("result")).toString(), QStringLiteral("failed"));
        QCOMPARE(refused.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString(),
                 QStringLiteral("vast_auth_failed"));
        QVERIFY(!r.out.contains(apiKey) && !r.err.contains(apiKey));
        vast.injectFault(FakeVastServer::Fault::None, 0);

        // keys remove takes it off the platform too (else vast.ai writes it back), by its
        // fingerprint among the instance's platform keys; a second removal finds none there.
        const QStringList remove{QStringLiteral("keys"),     QStringLiteral("remove"),
                                 QStringLiteral("--pub"),    key.publicKeyPath(),
                                 QStringLiteral("vast-gpu"), QStringLiteral("--vast-url"),
                                 vast.baseUrl().toString()};
        r = cli(QStringList{QStringLiteral("--json")} + remove, {}, env);
        QVERIFY2(r.code == 0, r.out + r.err);
        result = r.json().value(QStringLiteral("results")).toArray().first().toObject();
        QCOMPARE(result.value(QStringLiteral("result")).toString(), QStringLiteral("removed"));
        QCOMPARE(
            result.value(QStringLiteral("platform")).toObject().value(QStringLiteral("result")).toString(),
            QStringLiteral("detached"));
        QVERIFY(vast.attachedKeys().value(QStringLiteral("4242")).isEmpty());
        QVERIFY(!readAll(m_keys).contains(key.publicKeyLine().trimmed().section(' ', 1, 1).toUtf8()));
        r = cli(remove, {}, env);
        QVERIFY2(r.code == 0, r.out + r.err);
        QVERIFY2(r.out.contains("platform (vast): vast.ai holds no key"), r.out.constData());
        // The platform cannot be reached: the file may be clean, the removal is not done.
        vast.injectFault(FakeVastServer::Fault::Unauthorized, -1);
        r = cli(QStringList{QStringLiteral("--json")} + remove, {}, env);
        QCOMPARE(r.code, 1);
        result = r.json().value(QStringLiteral("results")).toArray().first().toObject();
        QCOMPARE(
            result.value(QStringLiteral("platform")).toObject().value(QStringLiteral("result")).toString(),
            QStringLiteral("failed"));
        vast.injectFault(FakeVastServer::Fault::None, 0);

        // The trail keeps the platform's outcome beside the file's.
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("platformtrail"));
        db.setDatabaseName(m_db);
        QVERIFY(db.open());
        {
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("SELECT result, platform, platform_result, platform_detail FROM "
                                          "key_deployments WHERE node_name = 'vast-gpu' ORDER BY id")));
            QStringList rows;
            while (q.next())
                rows << QStringLiteral("%1 %2 %3")
                            .arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString());
            QCOMPARE(rows, (QStringList{"added vast attached", "unchanged vast attached",
                                        "unchanged vast failed", "removed vast detached",
                                        "unchanged vast not_attached", "unchanged vast failed"}));
            QVERIFY(q.exec(QStringLiteral("SELECT group_concat(platform_detail) FROM key_deployments")));
            QVERIFY(q.next());
            QVERIFY(!q.value(0).toString().contains(QString::fromLatin1(apiKey)));
        }
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("platformtrail"));
        r = cli({QStringLiteral("node"), QStringLiteral("remove"), QStringLiteral("vast-gpu")});
        QVERIFY2(r.code == 0, r.out + r.err);
        QVERIFY(writeAll(m_keys, before));
    }

    void humanOutputAndFailedVerification()
    {
        // The private half given does not match the public key: refused before anything happens.
        Run r = cli({QStringLiteral("keys"), QStringLiteral("deploy"), QStringLiteral("--pub"),
                     m_other.publicKeyPath(), QStringLiteral("gpu-01"), QStringLiteral("--verify-with"),
                     m_new.privateKeyPath()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("is the private half of"), r.err.constData());

        // Without verification the result says so, and the exit code follows --no-verify.
        const QByteArray before = readAll(m_keys);
        r = cli({QStringLiteral("keys"), QStringLiteral("deploy"), QStringLiteral("--pub"),
                 m_other.publicKeyPath(), QStringLiteral("gpu-01"), QStringLiteral("--no-verify")});
        QVERIFY2(r.code == 0, r.out + r.err);
        QVERIFY2(r.out.contains("added_unverified"), r.out.constData());
        QCOMPARE(readAll(m_keys), before + line(m_other) + '\n');
    }

    void auditShowsKeysAndTheConsoleKey()
    {
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("keys"), QStringLiteral("audit"),
                           QStringLiteral("gpu-01")});
        QVERIFY2(r.code == 0, r.out + r.err);
        const QJsonObject node = r.json().value(QStringLiteral("nodes")).toArray().first().toObject();
        QCOMPARE(node.value(QStringLiteral("node")).toString(), QStringLiteral("gpu-01"));
        const QJsonArray keys = node.value(QStringLiteral("keys")).toArray();
        QCOMPARE(keys.size(), 3);
        QCOMPARE(keys.at(0).toObject().value(QStringLiteral("line")).toInt(), 1);
        QCOMPARE(keys.at(0).toObject().value(QStringLiteral("type")).toString(),
                 QStringLiteral("ssh-ed25519"));
        QCOMPARE(keys.at(0).toObject().value(QStringLiteral("comment")).toString(),
                 QStringLiteral("console"));
        QCOMPARE(keys.at(0).toObject().value(QStringLiteral("used_by_console")).toBool(), true);
        QCOMPARE(keys.at(1).toObject().value(QStringLiteral("used_by_console")).toBool(), false);
        QVERIFY(node.value(QStringLiteral("diagnosis")).isNull());

        const Run human = cli({QStringLiteral("keys"), QStringLiteral("audit")});
        QVERIFY2(human.code == 0, human.err.constData());
        QVERIFY2(human.out.contains("the console logs in with this key"), human.out.constData());
    }

    void removeHonoursTheLockoutGuard()
    {
        // The console's own key, with no other key of the console's: refused, file untouched.
        const QByteArray before = readAll(m_keys);
        Run r = cli({QStringLiteral("--json"), QStringLiteral("keys"), QStringLiteral("remove"),
                     QStringLiteral("--pub"), m_console.publicKeyPath(), QStringLiteral("gpu-01")});
        QCOMPARE(r.code, 1);
        QJsonObject result = r.json().value(QStringLiteral("results")).toArray().first().toObject();
        QCOMPARE(result.value(QStringLiteral("result")).toString(), QStringLiteral("refused"));
        QCOMPARE(
            result.value(QStringLiteral("diagnosis")).toObject().value(QStringLiteral("code")).toString(),
            QStringLiteral("lockout_refused"));
        QCOMPARE(readAll(m_keys), before);
        QVERIFY(logsIn(m_console));

        // Another key by fingerprint goes.
        const QString fingerprint = [this] {
            QProcess p;
            p.start(QStringLiteral("ssh-keygen"), {QStringLiteral("-lf"), m_other.publicKeyPath()});
            p.waitForFinished();
            return QString::fromUtf8(p.readAllStandardOutput()).section(QLatin1Char(' '), 1, 1);
        }();
        r = cli({QStringLiteral("keys"), QStringLiteral("remove"), QStringLiteral("--fingerprint"),
                 fingerprint, QStringLiteral("--all")});
        QVERIFY2(r.code == 0, r.out + r.err);
        QVERIFY2(r.out.contains("removed"), r.out.constData());
        QVERIFY(!readAll(m_keys).contains(line(m_other)));
        QVERIFY(!logsIn(m_other));
        QVERIFY(logsIn(m_console));
        QVERIFY(logsIn(m_new));
    }

    void unreachableNodeFailsWithItsDiagnosis()
    {
        const Run add = cli({QStringLiteral("node"), QStringLiteral("add"), QStringLiteral("gone"),
                             QStringLiteral("--host"), QStringLiteral("127.0.0.1"), QStringLiteral("--port"),
                             QStringLiteral("1"), QStringLiteral("--identity"), m_console.privateKeyPath()});
        QVERIFY2(add.code == 0, add.err.constData());
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("keys"), QStringLiteral("deploy"),
                           QStringLiteral("--pub"), m_new.publicKeyPath(), QStringLiteral("gpu-01"),
                           QStringLiteral("gone")});
        QCOMPARE(r.code, 1);
        const QJsonArray results = r.json().value(QStringLiteral("results")).toArray();
        QCOMPARE(results.size(), 2);
        QCOMPARE(results.at(0).toObject().value(QStringLiteral("result")).toString(),
                 QStringLiteral("unchanged"));
        const QJsonObject gone = results.at(1).toObject();
        QCOMPARE(gone.value(QStringLiteral("result")).toString(), QStringLiteral("failed"));
        QCOMPARE(gone.value(QStringLiteral("diagnosis")).toObject().value(QStringLiteral("code")).toString(),
                 QStringLiteral("connection_refused"));
        QVERIFY(!gone.value(QStringLiteral("diagnosis"))
                     .toObject()
                     .value(QStringLiteral("detail"))
                     .toString()
                     .isEmpty());
    }

    // A node whose authorized_keys is a link to /dev/null (key logins disabled on purpose): the
    // JSON says failed with unsafe_target naming what the link resolves to, and nothing is written.
    void linkToDevNullIsRefusedAsUnsafeTarget()
    {
        const QString sshDir = m_dir.filePath(QStringLiteral("nulled/.ssh"));
        QVERIFY(QDir().mkpath(sshDir));
        const QString link = sshDir + QStringLiteral("/authorized_keys");
        QVERIFY(QFile::link(QStringLiteral("/dev/null"), link));
        const Run add = cli({QStringLiteral("node"), QStringLiteral("add"), QStringLiteral("nulled"),
                             QStringLiteral("--host"), QStringLiteral("127.0.0.1"), QStringLiteral("--port"),
                             QString::number(m_server->port()), QStringLiteral("--user"),
                             OpenSshClient::currentUserName(), QStringLiteral("--identity"),
                             m_console.privateKeyPath(), QStringLiteral("--authorized-keys"), link});
        QVERIFY2(add.code == 0, add.err.constData());
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("keys"), QStringLiteral("deploy"),
                           QStringLiteral("--pub"), m_new.publicKeyPath(), QStringLiteral("nulled")});
        QCOMPARE(r.code, 1);
        const QJsonArray results = r.json().value(QStringLiteral("results")).toArray();
        QCOMPARE(results.size(), 1);
        const QJsonObject nulled = results.at(0).toObject();
        QCOMPARE(nulled.value(QStringLiteral("result")).toString(), QStringLiteral("failed"));
        const QJsonObject diagnosis = nulled.value(QStringLiteral("diagnosis")).toObject();
        QCOMPARE(diagnosis.value(QStringLiteral("code")).toString(), QStringLiteral("unsafe_target"));
        const QString detail = diagnosis.value(QStringLiteral("detail")).toString();
        QVERIFY2(detail.contains(QStringLiteral("/dev/null")) &&
                     detail.contains(QStringLiteral("character device")) &&
                     detail.contains(QStringLiteral("uid 0")),
                 qPrintable(detail));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(QFile::symLinkTarget(link), QStringLiteral("/dev/null"));
        QCOMPARE(
            QDir(sshDir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
            QStringList{QStringLiteral("authorized_keys")});
        QVERIFY(!QFileInfo::exists(QStringLiteral("/dev/null.fleetdeck.bak")));
    }
};

QTEST_GUILESS_MAIN(tst_CliKeyDeploy)
#include "tst_cli_keydeploy.moc"
