// SPDX-License-Identifier: GPL-3.0-or-later
// The OpenSSH client options a config node honours, end to end: the real CLI against real sshd on
// loopback, each verdict compared with what the real `ssh -F CONFIG ALIAS` decides with the same
// config (HostKeyAlias, UserKnownHostsFile with several files, GlobalKnownHostsFile with keys and
// @revoked lines, HashKnownHosts, ConnectTimeout, IdentitiesOnly with several IdentityFiles and a
// real ssh-agent). Neither side reads the machine's ~/.ssh: HOME is a temporary folder and every
// known_hosts file and identity is named by the config.
#include "support/CliRun.h"
#include "support/CuzkSimProcess.h"
#include "support/OpenSshClient.h"
#include "support/OpenSshInstallation.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace fleetdeck;

namespace {
using Run = fleetdeck::test::CliRun;

bool writeAll(const QString& path, const QByteArray& data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

Run runProcess(const QString& program, const QStringList& args, const QProcessEnvironment& env,
               int timeoutMs = 120000)
{
    fleetdeck::test::CliOptions options;
    options.program = program;
    options.env = env;
    options.nullStdin = true;
    options.timeoutMs = timeoutMs;
    return fleetdeck::test::runCli(args, options);
}

QString fingerprintOf(const QString& publicKeyPath)
{
    QProcess p;
    p.start(QStringLiteral("ssh-keygen"), {QStringLiteral("-lf"), publicKeyPath});
    p.waitForFinished();
    return QString::fromUtf8(p.readAllStandardOutput()).section(QLatin1Char(' '), 1, 1);
}

// The diagnosis code of a `check --json` or of a node of `status --json`; "ok" without one.
QString verdictOf(const QJsonObject& withDiagnosis)
{
    const QJsonValue d = withDiagnosis.value(QStringLiteral("diagnosis"));
    return d.isObject() ? d.toObject().value(QStringLiteral("code")).toString() : QStringLiteral("ok");
}

// What the real ssh decided, in Fleetdeck's words, read from its exit code and its messages.
QString verdictOfSsh(const Run& r)
{
    if (r.code == 0)
        return QStringLiteral("ok");
    const QString e = QString::fromUtf8(r.err);
    if (e.contains(QLatin1String("REVOKED HOST KEY")))
        return QStringLiteral("host_key_revoked");
    if (e.contains(QLatin1String("REMOTE HOST IDENTIFICATION HAS CHANGED")))
        return QStringLiteral("host_key_changed");
    if (e.contains(QLatin1String("host key is known for")))
        return QStringLiteral("host_key_unknown");
    if (e.contains(QLatin1String("Permission denied")))
        return QStringLiteral("auth_denied");
    if (e.contains(QLatin1String("banner exchange")))
        return QStringLiteral("no_ssh_banner");
    return QStringLiteral("ssh exit %1: %2").arg(r.code).arg(e.trimmed());
}

QString stageDetail(const QJsonObject& check, const QString& stage)
{
    for (const QJsonValue& v : check.value(QStringLiteral("stages")).toArray()) {
        if (v.toObject().value(QStringLiteral("stage")).toString() == stage)
            return v.toObject().value(QStringLiteral("detail")).toString();
    }
    return QString();
}
} // namespace

class tst_CliSshConfigOptions : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_home;
    QString m_db;
    QString m_config;
    QString m_user;
    SshKeyPair m_good; // in the node's authorized_keys
    SshKeyPair m_bad;  // not: a key the node refuses
    std::unique_ptr<SshdServer> m_node;
    std::unique_ptr<CuzkSimProcess> m_sim;
    QTcpServer m_silent; // accepts TCP (the kernel's backlog) and never says a word
    QProcess m_agent;
    QString m_agentSocket;

    QString file(const QString& name) const { return m_dir.filePath(name); }
    QString hostKey() const { return m_node->hostKeyPublicLine(); }
    QString plainName() const { return QStringLiteral("[127.0.0.1]:%1").arg(m_node->port()); }

    // `fallback`: the CLI resolves the config with its own parser instead of `ssh -G`.
    QProcessEnvironment environment(bool withAgent, bool fallback = false) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        env.remove(QStringLiteral("FLEETDECK_SSH_G"));
        if (fallback)
            env.insert(QStringLiteral("FLEETDECK_SSH_G"), QStringLiteral("0"));
        // Nothing chooses the known_hosts files but the config (unless a test says otherwise).
        env.remove(QStringLiteral("FLEETDECK_KNOWN_HOSTS"));
        env.remove(QStringLiteral("FLEETDECK_GLOBAL_KNOWN_HOSTS"));
        env.insert(QStringLiteral("HOME"), m_home);
        env.insert(QStringLiteral("FLEETDECK_SSH_CONFIG"), m_config);
        if (withAgent)
            env.insert(QStringLiteral("SSH_AUTH_SOCK"), m_agentSocket);
        return env;
    }

    // fleetdeck-cli with the given global options and command; no --known-hosts unless given.
    Run cli(const QStringList& args, bool withAgent = false, const QProcessEnvironment* env = nullptr) const
    {
        return runProcess(QStringLiteral(FLEETDECK_CLI_PATH),
                          QStringList{QStringLiteral("--db"), m_db, QStringLiteral("--json")} + args,
                          env ? *env : environment(withAgent));
    }

    Run check(const QString& node, const QStringList& more = {}, bool withAgent = false,
              bool fallback = false) const
    {
        const QProcessEnvironment env = environment(withAgent, fallback);
        return cli(more + QStringList{QStringLiteral("--host-key-policy"), QStringLiteral("strict"),
                                      QStringLiteral("--timeout"), QStringLiteral("10"),
                                      QStringLiteral("check"), node},
                   withAgent, &env);
    }

    // The real OpenSSH client with the same config, as strict as `--host-key-policy strict`.
    Run ssh(const QString& alias, const QStringList& options = {}, bool withAgent = false) const
    {
        const auto o = [](const QString& value) { return QStringList{QStringLiteral("-o"), value}; };
        const QStringList args =
            QStringList{QStringLiteral("-F"), m_config} + o(QStringLiteral("BatchMode=yes")) +
            o(QStringLiteral("StrictHostKeyChecking=yes")) + o(QStringLiteral("UpdateHostKeys=no")) +
            o(QStringLiteral("ControlMaster=no")) + o(QStringLiteral("ControlPath=none")) + options +
            QStringList{QStringLiteral("-s"), QStringLiteral("--"), alias, QStringLiteral("sftp")};
        return runProcess(OpenSshInstallation::ssh(), args, environment(withAgent), 60000);
    }

    // Waits for sshd to log `text` after the first `from` characters of its log.
    bool logsAfter(qsizetype from, const QString& text) const
    {
        for (int i = 0; i < 100; ++i) {
            if (m_node->logText().mid(from).contains(text))
                return true;
            QTest::qWait(50);
        }
        return false;
    }

    bool addNode(const QString& alias, QByteArray* why) const
    {
        const Run r = cli({QStringLiteral("node"), QStringLiteral("add"), alias, QStringLiteral("--host"),
                           alias, QStringLiteral("--ssh-config"), QStringLiteral("yes"),
                           QStringLiteral("--status-port"), QString::number(m_sim->port())});
        *why = r.out + r.err;
        return r.code == 0;
    }

    bool startAgent()
    {
        if (m_agent.state() == QProcess::Running)
            return true;
        m_agentSocket = file(QStringLiteral("agent.sock"));
        m_agent.setProcessEnvironment(environment(false));
        m_agent.start(QStringLiteral("ssh-agent"),
                      {QStringLiteral("-D"), QStringLiteral("-a"), m_agentSocket});
        if (!m_agent.waitForStarted())
            return false;
        for (int i = 0; i < 100 && !QFileInfo::exists(m_agentSocket); ++i)
            QTest::qWait(50);
        QProcess add;
        add.setProcessEnvironment(environment(true));
        add.setStandardInputFile(QProcess::nullDevice());
        add.start(QStringLiteral("ssh-add"), {m_good.privateKeyPath()});
        return add.waitForFinished() && add.exitStatus() == QProcess::NormalExit && add.exitCode() == 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        m_home = file(QStringLiteral("home"));
        QVERIFY(QDir().mkpath(m_home + QStringLiteral("/.ssh")));
        QVERIFY(QDir().mkpath(file(QStringLiteral("keys"))));
        m_user = OpenSshClient::currentUserName();
        m_db = file(QStringLiteral("fleet.sqlite"));
        m_config = file(QStringLiteral("ssh_config"));
        m_good = SshKeyPair::generate(file(QStringLiteral("keys/good")), QStringLiteral("good"));
        m_bad = SshKeyPair::generate(file(QStringLiteral("keys/bad")), QStringLiteral("bad"));
        QVERIFY(m_good.isValid() && m_bad.isValid());

        SshdServer::Options options;
        options.workDir = file(QStringLiteral("sshd"));
        options.authorizedKeysPath = file(QStringLiteral("node/authorized_keys"));
        QVERIFY(writeAll(options.authorizedKeysPath, m_good.publicKeyLine().toUtf8() + '\n'));
        m_node = std::make_unique<SshdServer>(options);
        QVERIFY2(m_node->start(), qPrintable(m_node->errorString()));
        QVERIFY(m_silent.listen(QHostAddress::LocalHost));

        // The known_hosts files, each recording the node's key under one name (or revoking it).
        // Another host's line in some, so that a file that exists but does not name the host is
        // read too.
        const QByteArray key = hostKey().toUtf8();
        const QByteArray other = "[127.0.0.1]:1 " + m_bad.publicKeyLine().toUtf8() + '\n';
        const QByteArray plain = plainName().toUtf8();
        QVERIFY(writeAll(file(QStringLiteral("kh/alias")), other + "gpu-alias " + key + '\n'));
        QVERIFY(writeAll(file(QStringLiteral("kh/plain")), plain + ' ' + key + '\n'));
        QVERIFY(writeAll(file(QStringLiteral("kh/first")), other));
        QVERIFY(writeAll(file(QStringLiteral("kh/second")), other + plain + ' ' + key + '\n'));
        QVERIFY(writeAll(file(QStringLiteral("kh/empty")), QByteArray()));
        QVERIFY(writeAll(file(QStringLiteral("global/key")), other + plain + ' ' + key + '\n'));
        QVERIFY(writeAll(file(QStringLiteral("global/revoked")), "@revoked " + plain + ' ' + key + '\n'));
        QVERIFY(writeAll(file(QStringLiteral("global/revoked-alias")), "@revoked gpu-alias " + key + '\n'));

        struct Block
        {
            QString alias;
            QStringList lines;
        };
        const QString good = QStringLiteral("IdentityFile ") + m_good.privateKeyPath();
        const QString bad = QStringLiteral("IdentityFile ") + m_bad.privateKeyPath();
        const auto kh = [this](const QString& name) { return file(QStringLiteral("kh/") + name); };
        const auto userFiles = [](const QStringList& paths) {
            return QStringLiteral("UserKnownHostsFile ") + paths.join(QLatin1Char(' '));
        };
        const auto global = [this](const QString& name) {
            return QStringLiteral("GlobalKnownHostsFile ") + file(QStringLiteral("global/") + name);
        };
        const QString silentPort = QStringLiteral("Port %1").arg(m_silent.serverPort());
        const QList<Block> blocks{
            {QStringLiteral("alias-ok"),
             {good, QStringLiteral("HostKeyAlias gpu-alias"), userFiles({kh(QStringLiteral("alias"))})}},
            {QStringLiteral("alias-plain"),
             {good, QStringLiteral("HostKeyAlias gpu-alias"), userFiles({kh(QStringLiteral("plain"))})}},
            {QStringLiteral("noalias-aliasfile"), {good, userFiles({kh(QStringLiteral("alias"))})}},
            {QStringLiteral("two-files"),
             {good, userFiles({kh(QStringLiteral("first")), kh(QStringLiteral("second"))})}},
            {QStringLiteral("first-missing"),
             {good, userFiles({kh(QStringLiteral("missing")), kh(QStringLiteral("second"))})}},
            {QStringLiteral("global-key"),
             {good, userFiles({kh(QStringLiteral("empty"))}), global(QStringLiteral("key"))}},
            {QStringLiteral("global-revoked"),
             {good, userFiles({kh(QStringLiteral("plain"))}), global(QStringLiteral("revoked"))}},
            {QStringLiteral("alias-revoked"),
             {good, QStringLiteral("HostKeyAlias gpu-alias"), userFiles({kh(QStringLiteral("alias"))}),
              global(QStringLiteral("revoked-alias"))}},
            {QStringLiteral("hash-plain"),
             {good, QStringLiteral("HashKnownHosts yes"), userFiles({kh(QStringLiteral("hashed-plain"))})}},
            {QStringLiteral("hash-alias"),
             {good, QStringLiteral("HashKnownHosts yes"), QStringLiteral("HostKeyAlias Hashed-Alias"),
              userFiles({kh(QStringLiteral("hashed-alias"))})}},
            {QStringLiteral("ct-one"), {good, silentPort, QStringLiteral("ConnectTimeout 1")}},
            {QStringLiteral("ct-none"), {good, silentPort}},
            {QStringLiteral("ids-two"), {bad, good, QStringLiteral("IdentitiesOnly yes")}},
            {QStringLiteral("ids-bad-only"), {bad, QStringLiteral("IdentitiesOnly yes")}},
            {QStringLiteral("ids-bad-agent"), {bad}},
        };
        // What every block leaves unsaid (ssh takes the first value it reads of each option).
        QString config;
        for (const Block& b : blocks) {
            config += QStringLiteral("Host %1\n").arg(b.alias);
            for (const QString& line : b.lines)
                config += QStringLiteral("    %1\n").arg(line);
        }
        config += QStringLiteral("Host *\n"
                                 "    HostName 127.0.0.1\n"
                                 "    Port %1\n"
                                 "    User %2\n"
                                 "    UserKnownHostsFile %3\n"
                                 "    GlobalKnownHostsFile /dev/null\n")
                      .arg(m_node->port())
                      .arg(m_user, kh(QStringLiteral("plain")));
        QVERIFY(writeAll(m_config, config.toUtf8()));

        m_sim = std::make_unique<CuzkSimProcess>(QStringLiteral(CUZK_SIM_PATH), CuzkSimProcess::Options{});
        QVERIFY(m_sim->start());
        for (const Block& b : blocks) {
            QByteArray why;
            QVERIFY2(addNode(b.alias, &why), why.constData());
        }
    }

    void cleanupTestCase()
    {
        if (m_agent.state() != QProcess::NotRunning) {
            m_agent.kill();
            m_agent.waitForFinished();
        }
    }

    // The host-key verdict of `check` under strict equals the real ssh's under
    // StrictHostKeyChecking=yes, and is the expected one. `explicitFile` is an explicit
    // --known-hosts (or $FLEETDECK_KNOWN_HOSTS): it replaces the config's UserKnownHostsFile, as
    // `ssh -o UserKnownHostsFile=FILE` does. `matchedIn`: the file whose line accepted the key.
    // Every row twice: the config resolved by `ssh -G`, and by Fleetdeck's own parser.
    void hostKeyVerdicts_data()
    {
        QTest::addColumn<QString>("alias");
        QTest::addColumn<QString>("explicitFile");
        QTest::addColumn<bool>("viaEnvironment");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("matchedIn");
        QTest::addColumn<bool>("fallback");
        const auto kh = [this](const QString& name) { return file(QStringLiteral("kh/") + name); };
        const QString ok = QStringLiteral("ok");
        const QString unknown = QStringLiteral("host_key_unknown");
        const QString revoked = QStringLiteral("host_key_revoked");
        struct Row
        {
            const char* tag;
            QString alias;
            QString explicitFile;
            bool viaEnvironment;
            QString expected;
            QString matchedIn;
        };
        const QList<Row> rows{
            {"HostKeyAlias, key recorded under the alias only", QStringLiteral("alias-ok"), QString(), false,
             ok, kh(QStringLiteral("alias"))},
            {"HostKeyAlias, key recorded under [127.0.0.1]:port only", QStringLiteral("alias-plain"),
             QString(), false, unknown, QString()},
            {"no HostKeyAlias, key recorded under an alias only", QStringLiteral("noalias-aliasfile"),
             QString(), false, unknown, QString()},
            {"two UserKnownHostsFiles, key in the second", QStringLiteral("two-files"), QString(), false, ok,
             kh(QStringLiteral("second"))},
            {"two UserKnownHostsFiles, the first missing", QStringLiteral("first-missing"), QString(), false,
             ok, kh(QStringLiteral("second"))},
            {"GlobalKnownHostsFile has the key", QStringLiteral("global-key"), QString(), false, ok,
             file(QStringLiteral("global/key"))},
            {"@revoked in GlobalKnownHostsFile, key recorded in the user file",
             QStringLiteral("global-revoked"), QString(), false, revoked, QString()},
            {"@revoked under the HostKeyAlias, key recorded under it", QStringLiteral("alias-revoked"),
             QString(), false, revoked, QString()},
            {"--known-hosts without the key replaces the config's files", QStringLiteral("two-files"),
             kh(QStringLiteral("empty")), false, unknown, QString()},
            {"FLEETDECK_KNOWN_HOSTS without the key replaces the config's files", QStringLiteral("two-files"),
             kh(QStringLiteral("first")), true, unknown, QString()},
            {"--known-hosts with the key replaces the config's files", QStringLiteral("noalias-aliasfile"),
             kh(QStringLiteral("plain")), false, ok, kh(QStringLiteral("plain"))},
        };
        for (const bool fallback : {false, true}) {
            for (const Row& r : rows) {
                QTest::addRow("%s, %s", fallback ? "own parser" : "ssh -G", r.tag)
                    << r.alias << r.explicitFile << r.viaEnvironment << r.expected << r.matchedIn << fallback;
            }
        }
    }

    void hostKeyVerdicts()
    {
        QFETCH(QString, alias);
        QFETCH(QString, explicitFile);
        QFETCH(bool, viaEnvironment);
        QFETCH(QString, expected);
        QFETCH(QString, matchedIn);
        QFETCH(bool, fallback);

        QStringList sshOptions;
        Run ours;
        if (explicitFile.isEmpty()) {
            ours = check(alias, {}, false, fallback);
        } else {
            sshOptions << QStringLiteral("-o") << QStringLiteral("UserKnownHostsFile=") + explicitFile;
            if (viaEnvironment) {
                QProcessEnvironment env = environment(false, fallback);
                env.insert(QStringLiteral("FLEETDECK_KNOWN_HOSTS"), explicitFile);
                ours = cli({QStringLiteral("--host-key-policy"), QStringLiteral("strict"),
                            QStringLiteral("check"), alias},
                           false, &env);
            } else {
                ours = check(alias, {QStringLiteral("--known-hosts"), explicitFile}, false, fallback);
            }
        }
        const Run real = ssh(alias, sshOptions);
        const QString theirs = verdictOfSsh(real);
        QVERIFY2(theirs == expected, qPrintable(QStringLiteral("ssh: ") + QString::fromUtf8(real.err)));
        QVERIFY2(verdictOf(ours.json()) == theirs, qPrintable(ours.text()));
        QCOMPARE(ours.code, expected == QLatin1String("ok") ? 0 : 1);
        if (!matchedIn.isEmpty()) {
            const QString detail = stageDetail(ours.json(), QStringLiteral("host_key"));
            QVERIFY2(detail.contains(matchedIn + QLatin1Char(':')), qPrintable(detail));
        }
        // Nothing was written by a strict check: no file of the config grew a line.
        QCOMPARE(readAll(file(QStringLiteral("kh/empty"))), QByteArray());
        QVERIFY(!QFileInfo::exists(file(QStringLiteral("kh/missing"))));
        QVERIFY(!QFileInfo::exists(m_home + QStringLiteral("/.ssh/known_hosts")));
    }

    // HashKnownHosts yes with accept-new: the key is recorded with its name hashed, under the name
    // ssh looks it up by (the HostKeyAlias in lower case, else [127.0.0.1]:port); ssh-keygen -F
    // finds it there, and the real ssh, strict, accepts the host with that file.
    void hashKnownHostsRecordsHashed_data()
    {
        QTest::addColumn<QString>("alias");
        QTest::addColumn<QString>("recordFile");
        QTest::addColumn<QString>("lookedUpAs");
        QTest::newRow("no alias") << "hash-plain"
                                  << "kh/hashed-plain" << plainName();
        QTest::newRow("HostKeyAlias Hashed-Alias") << "hash-alias"
                                                   << "kh/hashed-alias"
                                                   << "hashed-alias";
    }

    void hashKnownHostsRecordsHashed()
    {
        QFETCH(QString, alias);
        QFETCH(QString, recordFile);
        QFETCH(QString, lookedUpAs);
        const QString path = file(recordFile);
        QVERIFY(!QFileInfo::exists(path));
        // Before: unknown to both.
        QCOMPARE(verdictOfSsh(ssh(alias)), QStringLiteral("host_key_unknown"));

        const Run r =
            cli({QStringLiteral("--host-key-policy"), QStringLiteral("accept-new"),
                 QStringLiteral("--timeout"), QStringLiteral("10"), QStringLiteral("status"), alias});
        QVERIFY2(r.code == 0, qPrintable(r.text()));
        QCOMPARE(r.firstNode().value(QStringLiteral("state")).toString(), QStringLiteral("healthy"));

        const QByteArray written = readAll(path);
        const QList<QByteArray> lines = written.trimmed().split('\n');
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().startsWith("|1|"), written.constData());
        QVERIFY2(!written.contains("127.0.0.1") && !written.contains("hashed-alias") &&
                     !written.contains("Hashed-Alias"),
                 written.constData());
        QVERIFY2(lines.first().contains(hostKey().section(QLatin1Char(' '), 0, 1).toUtf8()),
                 written.constData());

        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-F"), lookedUpAs, QStringLiteral("-f"), path});
        QVERIFY(keygen.waitForFinished());
        const QByteArray found = keygen.readAllStandardOutput();
        QVERIFY2(keygen.exitCode() == 0 && found.contains("found: line 1"),
                 found + keygen.readAllStandardError());

        const Run real = ssh(alias);
        QVERIFY2(real.code == 0, real.err.constData());
        QCOMPARE(verdictOf(check(alias).json()), QStringLiteral("ok"));
        // Neither run after the first wrote again.
        QCOMPARE(readAll(path), written);
    }

    // ConnectTimeout 1 bounds the wait for the server's banner: towards a port that accepts TCP
    // and stays silent, the node fails after about a second although --timeout is 20 s, as the
    // real ssh does.
    void connectTimeoutBoundsTheBanner()
    {
        // Resolved by `ssh -G`, then by the own parser.
        for (const bool fallback : {false, true}) {
            const QProcessEnvironment env = environment(false, fallback);
            const Run r = cli({QStringLiteral("--host-key-policy"), QStringLiteral("strict"),
                               QStringLiteral("--timeout"), QStringLiteral("20"), QStringLiteral("status"),
                               QStringLiteral("ct-one")},
                              false, &env);
            qInfo("fleetdeck-cli status, ConnectTimeout 1 (%s), --timeout 20: %lld ms",
                  fallback ? "own parser" : "ssh -G", r.ms);
            QCOMPARE(r.code, 1);
            QCOMPARE(verdictOf(r.firstNode()), QStringLiteral("no_ssh_banner"));
            QVERIFY2(r.ms >= 900 && r.ms < 5000, qPrintable(QString::number(r.ms)));
        }

        const Run real = ssh(QStringLiteral("ct-one"));
        qInfo("ssh, ConnectTimeout 1: %lld ms", real.ms);
        QCOMPARE(verdictOfSsh(real), QStringLiteral("no_ssh_banner"));
        QVERIFY2(real.ms < 5000, qPrintable(QString::number(real.ms)));
    }

    // Without ConnectTimeout the same silent port holds the node until --timeout.
    void withoutConnectTimeoutTheDeadlineRules()
    {
        const Run r =
            cli({QStringLiteral("--host-key-policy"), QStringLiteral("strict"), QStringLiteral("--timeout"),
                 QStringLiteral("3"), QStringLiteral("status"), QStringLiteral("ct-none")});
        qInfo("fleetdeck-cli status, no ConnectTimeout, --timeout 3: %lld ms", r.ms);
        QCOMPARE(r.code, 1);
        QCOMPARE(verdictOf(r.firstNode()), QStringLiteral("no_ssh_banner"));
        QVERIFY2(r.ms >= 2500 && r.ms < 20000, qPrintable(QString::number(r.ms)));
    }

    // IdentitiesOnly with two IdentityFiles, the first one refused: the login goes on with the
    // second, as the real ssh's does; sshd saw the first refused and the second accepted.
    void identitiesOnlyTriesEachFile()
    {
        const QString goodFp = fingerprintOf(m_good.publicKeyPath());
        const QString badFp = fingerprintOf(m_bad.publicKeyPath());
        for (const bool real : {false, true}) {
            const qsizetype from = m_node->logText().size();
            const Run r = real ? ssh(QStringLiteral("ids-two")) : check(QStringLiteral("ids-two"));
            if (real)
                QVERIFY2(r.code == 0, r.err.constData());
            else
                QVERIFY2(verdictOf(r.json()) == QLatin1String("ok"), qPrintable(r.text()));
            QVERIFY2(logsAfter(from, QStringLiteral("Accepted publickey for %1").arg(m_user)),
                     qPrintable(m_node->logText().mid(from)));
            const QString log = m_node->logText().mid(from);
            const qsizetype failed = log.indexOf(QStringLiteral("Failed publickey"));
            const qsizetype accepted = log.indexOf(QStringLiteral("Accepted publickey"));
            QVERIFY2(failed >= 0 && failed < accepted, qPrintable(log));
            QVERIFY2(log.indexOf(badFp, failed) > failed && log.indexOf(badFp, failed) < accepted,
                     qPrintable(log));
            QVERIFY2(log.indexOf(goodFp, accepted) > accepted, qPrintable(log));
        }
    }

    // An ssh-agent holding the good key: IdentitiesOnly with only the refused key listed keeps
    // the agent's key out (auth_denied, as ssh says); without IdentitiesOnly the agent's key logs
    // in (both), which shows the agent was there to be used.
    void identitiesOnlyKeepsTheAgentsOtherKeys()
    {
        QVERIFY(startAgent());
        const QString goodFp = fingerprintOf(m_good.publicKeyPath());

        qsizetype from = m_node->logText().size();
        const Run ours = check(QStringLiteral("ids-bad-only"), {}, true);
        const Run real = ssh(QStringLiteral("ids-bad-only"), {}, true);
        QCOMPARE(verdictOfSsh(real), QStringLiteral("auth_denied"));
        QVERIFY2(verdictOf(ours.json()) == QLatin1String("auth_denied"), qPrintable(ours.text()));
        QTest::qWait(300);
        QVERIFY2(!m_node->logText().mid(from).contains(goodFp), qPrintable(m_node->logText().mid(from)));

        for (const bool realSsh : {false, true}) {
            from = m_node->logText().size();
            const Run r = realSsh ? ssh(QStringLiteral("ids-bad-agent"), {}, true)
                                  : check(QStringLiteral("ids-bad-agent"), {}, true);
            QVERIFY2((realSsh ? verdictOfSsh(r) : verdictOf(r.json())) == QLatin1String("ok"),
                     qPrintable(r.text()));
            QVERIFY2(logsAfter(from, QStringLiteral("Accepted publickey for %1").arg(m_user)),
                     qPrintable(m_node->logText().mid(from)));
            const QString log = m_node->logText().mid(from);
            QVERIFY2(log.indexOf(goodFp, log.indexOf(QStringLiteral("Accepted publickey"))) > 0,
                     qPrintable(log));
        }
    }
};

QTEST_GUILESS_MAIN(tst_CliSshConfigOptions)
#include "tst_cli_sshconfig_options.moc"
