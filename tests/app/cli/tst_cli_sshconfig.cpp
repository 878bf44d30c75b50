// SPDX-License-Identifier: GPL-3.0-or-later
// Nodes that honour ~/.ssh/config, end to end: the real CLI against real sshd on loopback. The
// config makes the login go elsewhere than the node's own fields say (HostName, Port, User,
// IdentityFile, ProxyJump), so everything kept per node must be kept under the node, never under
// what the config resolved to.
#include "support/CliRun.h"
#include "support/CuzkSimProcess.h"
#include "support/OpenSshClient.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
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

QString fingerprintOf(const QString& publicKeyPath)
{
    QProcess p;
    p.start(QStringLiteral("ssh-keygen"), {QStringLiteral("-lf"), publicKeyPath});
    p.waitForFinished();
    return QString::fromUtf8(p.readAllStandardOutput()).section(QLatin1Char(' '), 1, 1);
}
} // namespace

class tst_CliSshConfig : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_db;
    QString m_knownHosts;
    QString m_config;
    QString m_user;
    SshKeyPair m_console; // the config's IdentityFile for the nodes: the only key they accept
    SshKeyPair m_jumpKey; // the jump host's IdentityFile
    SshKeyPair m_new;
    SshKeyPair m_stranger;
    std::unique_ptr<SshdServer> m_node;
    std::unique_ptr<SshdServer> m_jump;
    std::unique_ptr<SshdServer> m_behind; // reached only through m_jump in the test's intent
    std::unique_ptr<CuzkSimProcess> m_sim;
    QString m_nodeKeys;
    QString m_behindKeys;

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        env.remove(QStringLiteral("FLEETDECK_KNOWN_HOSTS"));
        env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home"))); // no default keys
        env.insert(QStringLiteral("FLEETDECK_SSH_CONFIG"), m_config);
        return env;
    }

    QStringList base() const
    {
        return {QStringLiteral("--db"),
                m_db,
                QStringLiteral("--known-hosts"),
                m_knownHosts,
                QStringLiteral("--host-key-policy"),
                QStringLiteral("strict"),
                QStringLiteral("--timeout"),
                QStringLiteral("10")};
    }

    Run cli(const QStringList& args)
    {
        fleetdeck::test::CliOptions options;
        options.env = environment();
        options.nullStdin = true;
        options.timeoutMs = 120000;
        return fleetdeck::test::runCli(base() + args, options);
    }

    bool logsIn(const SshdServer& server, const SshKeyPair& key) const
    {
        return OpenSshClient(server.port(), key.privateKeyPath(), m_knownHosts).login().exitCode == 0;
    }

    std::unique_ptr<SshdServer> startServer(const QString& name, const QString& keysPath)
    {
        SshdServer::Options options;
        options.workDir = m_dir.filePath(name);
        options.authorizedKeysPath = keysPath;
        auto server = std::make_unique<SshdServer>(options);
        if (!server->start())
            qWarning("%s", qPrintable(server->errorString()));
        return server;
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        QDir().mkpath(m_dir.filePath(QStringLiteral("home/.ssh")));
        QDir().mkpath(m_dir.filePath(QStringLiteral("keys")));
        m_user = OpenSshClient::currentUserName();
        m_db = m_dir.filePath(QStringLiteral("fleet.sqlite"));
        m_knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
        m_config = m_dir.filePath(QStringLiteral("ssh_config"));
        m_console =
            SshKeyPair::generate(m_dir.filePath(QStringLiteral("keys/console")), QStringLiteral("console"));
        m_jumpKey = SshKeyPair::generate(m_dir.filePath(QStringLiteral("keys/jump")), QStringLiteral("jump"));
        m_new = SshKeyPair::generate(m_dir.filePath(QStringLiteral("keys/new")), QStringLiteral("new@fleet"));
        m_stranger =
            SshKeyPair::generate(m_dir.filePath(QStringLiteral("keys/stranger")), QStringLiteral("stranger"));
        QVERIFY(m_console.isValid() && m_jumpKey.isValid() && m_new.isValid() && m_stranger.isValid());

        m_nodeKeys = m_dir.filePath(QStringLiteral("node/.ssh/authorized_keys"));
        QVERIFY(writeAll(m_nodeKeys, m_console.publicKeyLine().toUtf8() + '\n'));
        m_node = startServer(QStringLiteral("sshd-node"), m_nodeKeys);
        QVERIFY(m_node->isRunning());
        const QString jumpKeys = m_dir.filePath(QStringLiteral("jump/.ssh/authorized_keys"));
        QVERIFY(writeAll(jumpKeys, m_jumpKey.publicKeyLine().toUtf8() + '\n'));
        m_jump = startServer(QStringLiteral("sshd-jump"), jumpKeys);
        QVERIFY(m_jump->isRunning());
        m_behindKeys = m_dir.filePath(QStringLiteral("behind/.ssh/authorized_keys"));
        QVERIFY(writeAll(m_behindKeys, m_console.publicKeyLine().toUtf8() + '\n'));
        m_behind = startServer(QStringLiteral("sshd-behind"), m_behindKeys);
        QVERIFY(m_behind->isRunning());
        QVERIFY(
            writeAll(m_knownHosts, (m_node->knownHostsLine() + QLatin1Char('\n') + m_jump->knownHostsLine() +
                                    QLatin1Char('\n') + m_behind->knownHostsLine() + QLatin1Char('\n'))
                                       .toUtf8()));

        // The node's own fields say nothing of where it is: only the config does. The jump host
        // has a key of its own, which the destination does not accept, and the destination one
        // the jump host does not accept: each login must use its own.
        const QString config =
            QStringLiteral(
                "Host cfg-node\n"
                "    HostName 127.0.0.1 # a comment ssh ignores\n"
                "    Port %1\n"
                "    User %2\n"
                "    IdentityFile %3\n"
                "Host behind-jump\n"
                "    HostName 127.0.0.1\n"
                "    Port %4\n"
                "    User %2\n"
                "    IdentityFile %3\n"
                "    ProxyJump jumpy\n"
                "Host behind-badjump\n"
                "    HostName 127.0.0.1\n"
                "    Port %4\n"
                "    User %2\n"
                "    IdentityFile %3\n"
                "    ProxyJump badjump\n"
                "Host behind-command\n"
                "    HostName 127.0.0.1\n"
                "    Port %4\n"
                "    User %2\n"
                "    IdentityFile %3\n"
                "    ProxyCommand ssh -F %8 -o BatchMode=yes -o UserKnownHostsFile=%9 "
                "-o GlobalKnownHostsFile=/dev/null -o StrictHostKeyChecking=yes -o UpdateHostKeys=no "
                "-o IdentityAgent=none -W %h:%p jumpy\n"
                "Host behind-badcommand\n"
                "    HostName 127.0.0.1\n"
                "    Port %4\n"
                "    User %2\n"
                "    IdentityFile %3\n"
                "    ProxyCommand echo 100%% sure there is no way to %r@%h:%p \"(%n)\" >&2; exit 7\n"
                "Host jumpy\n"
                "    HostName 127.0.0.1\n"
                "    Port %5\n"
                "    User %2\n"
                "    IdentityFile %6\n"
                "Host badjump\n"
                "    HostName 127.0.0.1\n"
                "    Port %5\n"
                "    User %2\n"
                "    IdentityFile %7\n")
                .arg(m_node->port())
                .arg(m_user, m_console.privateKeyPath())
                .arg(m_behind->port())
                .arg(m_jump->port())
                .arg(m_jumpKey.privateKeyPath(), m_stranger.privateKeyPath(), m_config, m_knownHosts);
        QVERIFY(writeAll(m_config, config.toUtf8()));

        m_sim = std::make_unique<CuzkSimProcess>(QStringLiteral(CUZK_SIM_PATH), CuzkSimProcess::Options{});
        QVERIFY(m_sim->start());
        auto add = [this](const QString& name, const QString& alias, const QString& keysPath) {
            const Run r =
                cli({QStringLiteral("node"), QStringLiteral("add"), name, QStringLiteral("--host"), alias,
                     QStringLiteral("--ssh-config"), QStringLiteral("yes"), QStringLiteral("--status-port"),
                     QString::number(m_sim->port()), QStringLiteral("--authorized-keys"), keysPath});
            return r.code == 0 ? QByteArray() : r.err + r.out;
        };
        QCOMPARE(add(QStringLiteral("gpu-cfg"), QStringLiteral("cfg-node"), m_nodeKeys), QByteArray());
        QCOMPARE(add(QStringLiteral("gpu-behind"), QStringLiteral("behind-jump"), m_behindKeys),
                 QByteArray());
        QCOMPARE(add(QStringLiteral("gpu-badhop"), QStringLiteral("behind-badjump"), m_behindKeys),
                 QByteArray());
        QCOMPARE(add(QStringLiteral("gpu-command"), QStringLiteral("behind-command"), m_behindKeys),
                 QByteArray());
        QCOMPARE(add(QStringLiteral("gpu-badcommand"), QStringLiteral("behind-badcommand"), m_behindKeys),
                 QByteArray());
    }

    // The session pool keeps the node's session under the node, never under the address the
    // config resolved: when sshd goes down under a watch (a round fails to log in) and comes
    // back, the failed login is taken out of the pool before it is freed, and the next round logs
    // in afresh (AddressSanitizer stops the CLI on any use of a freed session). Twice.
    void sshdRestartedTwiceUnderWatch()
    {
        QProcess p;
        p.setProcessEnvironment(environment());
        p.setStandardInputFile(QProcess::nullDevice());
        const int rounds = 9;
        p.start(QStringLiteral(FLEETDECK_CLI_PATH),
                base() + QStringList{QStringLiteral("--json"), QStringLiteral("status"),
                                     QStringLiteral("gpu-cfg"), QStringLiteral("--watch"),
                                     QStringLiteral("1"), QStringLiteral("--count"),
                                     QString::number(rounds)});
        QVERIFY(p.waitForStarted());
        QList<QJsonObject> seen;
        QByteArray pending;
        const QDeadlineTimer deadline(120000);
        while (p.state() != QProcess::NotRunning && !deadline.hasExpired()) {
            p.waitForReadyRead(200);
            pending += p.readAllStandardOutput();
            qsizetype nl = -1;
            while ((nl = pending.indexOf('\n')) >= 0) {
                seen << QJsonDocument::fromJson(pending.left(nl)).object();
                pending.remove(0, nl + 1);
                // sshd goes down (with its sessions) after rounds 2 and 5, and is back after
                // rounds 3 and 6: those two rounds find nobody listening.
                if (seen.size() == 2 || seen.size() == 5)
                    m_node->stop();
                if (seen.size() == 3 || seen.size() == 6)
                    QVERIFY2(m_node->start(), qPrintable(m_node->errorString()));
            }
        }
        p.waitForFinished(5000);
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(!err.contains("AddressSanitizer") && !err.contains("runtime error"), err.constData());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(seen.size() == rounds, err.right(2000).constData());
        for (int i = 0; i < seen.size(); ++i) {
            const QJsonObject node = seen.at(i).value(QStringLiteral("nodes")).toArray().first().toObject();
            const QString state = node.value(QStringLiteral("state")).toString();
            const bool down = i + 1 == 3 || i + 1 == 6;
            QVERIFY2(
                down ? state == QLatin1String("unreachable") : state == QLatin1String("healthy"),
                qPrintable(QStringLiteral("round %1: %2")
                               .arg(i + 1)
                               .arg(QString::fromUtf8(QJsonDocument(node).toJson(QJsonDocument::Compact)))));
        }
        QCOMPARE(p.exitCode(), 0);
        // Three logins (rounds 1, 4 and 7): the session was reused in between.
        QCOMPARE(m_node->logText().count(QLatin1String("Accepted publickey")), 3);
    }

    // SFTP logins are kept under the node too: audit and deploy finish instead of timing out,
    // and the key the config makes the node log in with is the console's.
    void auditAndDeployOnAConfigNode()
    {
        Run r = cli({QStringLiteral("--json"), QStringLiteral("keys"), QStringLiteral("audit"),
                     QStringLiteral("gpu-cfg")});
        QVERIFY2(r.code == 0, r.out + r.err);
        const QJsonObject node = r.json().value(QStringLiteral("nodes")).toArray().first().toObject();
        QVERIFY2(node.value(QStringLiteral("diagnosis")).isNull(), r.out.constData());
        const QJsonArray keys = node.value(QStringLiteral("keys")).toArray();
        QCOMPARE(keys.size(), 1);
        QCOMPARE(keys.at(0).toObject().value(QStringLiteral("comment")).toString(),
                 QStringLiteral("console"));
        QCOMPARE(keys.at(0).toObject().value(QStringLiteral("used_by_console")).toBool(), true);

        const QByteArray before = readAll(m_nodeKeys);
        r = cli({QStringLiteral("--json"), QStringLiteral("keys"), QStringLiteral("deploy"),
                 QStringLiteral("--pub"), m_new.publicKeyPath(), QStringLiteral("gpu-cfg")});
        QVERIFY2(r.code == 0, r.out + r.err);
        const QJsonObject result = r.firstResult();
        QCOMPARE(result.value(QStringLiteral("result")).toString(), QStringLiteral("added"));
        QCOMPARE(result.value(QStringLiteral("verified")).toBool(), true);
        QCOMPARE(readAll(m_nodeKeys), before + m_new.publicKeyLine().toUtf8() + '\n');
        QVERIFY(logsIn(*m_node, m_new));
    }

    // The lockout guard knows the key the config makes the node log in with: removing it, with no
    // other key of the console's that logs in, is refused and the file stays as it was.
    void removingTheConfigIdentityIsRefused()
    {
        const QByteArray before = readAll(m_nodeKeys);
        QVERIFY(before.contains(m_console.publicKeyLine().toUtf8()));
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("keys"), QStringLiteral("remove"),
                           QStringLiteral("--fingerprint"), fingerprintOf(m_console.publicKeyPath()),
                           QStringLiteral("gpu-cfg")});
        QCOMPARE(r.code, 1);
        const QJsonObject result = r.firstResult();
        QCOMPARE(result.value(QStringLiteral("result")).toString(), QStringLiteral("refused"));
        QCOMPARE(
            result.value(QStringLiteral("diagnosis")).toObject().value(QStringLiteral("code")).toString(),
            QStringLiteral("lockout_refused"));
        QCOMPARE(readAll(m_nodeKeys), before);
        QVERIFY(logsIn(*m_node, m_console));
    }

    // A verified deployment through a real jump host: the hop logs in with its own key, only the
    // destination's login proves the new key.
    void deployThroughAProxyJump()
    {
        const QByteArray before = readAll(m_behindKeys);
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("keys"), QStringLiteral("deploy"),
                           QStringLiteral("--pub"), m_new.publicKeyPath(), QStringLiteral("gpu-behind")});
        if (r.code != 0) // all of it: a sanitizer's report is longer than a test message may be
            qWarning().noquote() << "fleetdeck-cli said on stderr:\n" << r.err;
        QVERIFY2(r.code == 0, r.out + r.err);
        const QJsonObject result = r.firstResult();
        QCOMPARE(result.value(QStringLiteral("result")).toString(), QStringLiteral("added"));
        QCOMPARE(result.value(QStringLiteral("verified")).toBool(), true);
        QCOMPARE(readAll(m_behindKeys), before + m_new.publicKeyLine().toUtf8() + '\n');
        // The jump host saw its own key each time, never the destination's or the new one.
        const QString jumpLog = m_jump->logText();
        QVERIFY2(jumpLog.count(QLatin1String("Accepted publickey")) >= 2, qPrintable(jumpLog));
        QVERIFY2(!jumpLog.contains(QLatin1String("Failed publickey")), qPrintable(jumpLog));
        QVERIFY2(m_behind->logText().contains(fingerprintOf(m_new.publicKeyPath())),
                 qPrintable(m_behind->logText()));
    }

    // A hop that refuses its login is reported as that hop's auth_denied, naming the hop.
    void aRefusingHopIsNamed()
    {
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("status"), QStringLiteral("gpu-badhop")});
        QCOMPARE(r.code, 1);
        const QJsonObject node = r.json().value(QStringLiteral("nodes")).toArray().first().toObject();
        QCOMPARE(node.value(QStringLiteral("state")).toString(), QStringLiteral("auth_failed"));
        const QJsonObject d = node.value(QStringLiteral("diagnosis")).toObject();
        QCOMPARE(d.value(QStringLiteral("code")).toString(), QStringLiteral("auth_denied"));
        const QString detail = d.value(QStringLiteral("detail")).toString();
        QVERIFY2(detail.startsWith(QLatin1String("jump host badjump")), qPrintable(detail));
        QVERIFY2(detail.contains(QStringLiteral("[127.0.0.1]:%1").arg(m_jump->port())), qPrintable(detail));
        QVERIFY2(detail.contains(fingerprintOf(m_stranger.publicKeyPath())), qPrintable(detail));
        // The destination was never reached.
        QVERIFY(!m_behind->logText().contains(fingerprintOf(m_stranger.publicKeyPath())));
    }

    // ProxyCommand: run through /bin/sh with %h %p %r %n %% expanded, its stdin and stdout the
    // connection. Here it is OpenSSH's own client forwarding through the jump host.
    void proxyCommandCarriesTheConnection()
    {
        const qsizetype before = m_jump->logText().count(QLatin1String("Accepted publickey"));
        const Run r =
            cli({QStringLiteral("--json"), QStringLiteral("status"), QStringLiteral("gpu-command")});
        QVERIFY2(r.code == 0, r.out + r.err);
        const QJsonObject node = r.json().value(QStringLiteral("nodes")).toArray().first().toObject();
        QCOMPARE(node.value(QStringLiteral("state")).toString(), QStringLiteral("healthy"));
        QCOMPARE(m_jump->logText().count(QLatin1String("Accepted publickey")), before + 1);
    }

    // A proxy command that fails: what it said on stderr and how it ended are in the detail.
    void aFailingProxyCommandSaysWhy()
    {
        const Run r =
            cli({QStringLiteral("--json"), QStringLiteral("status"), QStringLiteral("gpu-badcommand")});
        QCOMPARE(r.code, 1);
        const QJsonObject node = r.json().value(QStringLiteral("nodes")).toArray().first().toObject();
        const QString detail =
            node.value(QStringLiteral("diagnosis")).toObject().value(QStringLiteral("detail")).toString();
        QVERIFY2(
            detail.contains(QStringLiteral("100% sure there is no way to %1@127.0.0.1:%2 (behind-badcommand)")
                                .arg(m_user)
                                .arg(m_behind->port())),
            qPrintable(detail));
        QVERIFY2(detail.contains(QLatin1String("exited with status 7")), qPrintable(detail));
    }
};

QTEST_GUILESS_MAIN(tst_CliSshConfig)
#include "tst_cli_sshconfig.moc"
