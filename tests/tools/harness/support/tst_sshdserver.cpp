// SPDX-License-Identifier: GPL-3.0-or-later
#include "CrashingChild.h"
#include "support/ChildProcess.h"
#include "support/LoopbackPort.h"
#include "support/OpenSshClient.h"
#include "support/OpenSshInstallation.h"
#include "support/ProcessTable.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHostAddress>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace fleetdeck;
using fleetdeck::test::CrashingChild;

namespace {

// A session that stays open: its remote command waits for stdin.
bool openLingeringSession(ChildProcess& ssh, const OpenSshClient& client)
{
    if (!ssh.start(OpenSshInstallation::ssh(), client.arguments(QStringLiteral("echo ready; exec cat"))))
        return false;
    return ssh.readStandardOutputLine(QDeadlineTimer(30000)) ==
           std::optional<QString>(QStringLiteral("ready"));
}

} // namespace

class TstSshdServer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        m_client = SshKeyPair::generate(m_dir.filePath(QStringLiteral("client")), QStringLiteral("client"));
        m_stranger =
            SshKeyPair::generate(m_dir.filePath(QStringLiteral("stranger")), QStringLiteral("stranger"));
        QVERIFY2(m_client.isValid(), qPrintable(m_client.errorString()));
        QVERIFY2(m_stranger.isValid(), qPrintable(m_stranger.errorString()));
    }

    void authorizedKeyLogsIn()
    {
        SshdServer server;
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QVERIFY(server.port() > 0);
        QVERIFY(server.setAuthorizedKeys({m_client.publicKeyLine()}));
        const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts_login"));
        QVERIFY(server.writeKnownHosts(knownHosts));

        const OpenSshClient::Result result =
            OpenSshClient(server.port(), m_client.privateKeyPath(), knownHosts)
                .run(QStringLiteral("echo ok; echo \"$HOME\""));
        QVERIFY2(result.finished && result.exitCode == 0, qPrintable(result.toString() + server.logText()));
        // A session's HOME is the harness's directory, so the shell never runs the account's own
        // ~/.bashrc (slow on CI machines, blocking when a tool there waits on a stale lock).
        QCOMPARE(result.standardOutput, "ok\n" + server.workDir().toUtf8() + '\n');
        QVERIFY2(server.waitForLog(QStringLiteral("Accepted publickey for %1 from 127.0.0.1")
                                       .arg(OpenSshClient::currentUserName())),
                 qPrintable(server.logText()));
    }

    void sessionsSeeTheirEnvironment()
    {
        QTemporaryDir tools;
        QVERIFY(tools.isValid());
        // A command found only through the session's PATH.
        QFile script(tools.filePath(QStringLiteral("fleetdeck-hello")));
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\necho \"hello from $0\"\n");
        script.close();
        QVERIFY(script.setPermissions(script.permissions() | QFileDevice::ExeOwner));

        SshdServer::Options options;
        // Values sshd_config would misread unless quoted and escaped.
        const QMap<QString, QString> variables{
            {QStringLiteral("PATH"), tools.path() + QStringLiteral(":/usr/bin:/bin")},
            {QStringLiteral("CUZK_SIM_TIME_SCALE"), QStringLiteral("1000")},
            {QStringLiteral("FLEETDECK_SPACES"), QStringLiteral("two  spaces and a\ttab")},
            {QStringLiteral("FLEETDECK_QUOTES"), QStringLiteral("say \"hi\" it's")},
            {QStringLiteral("FLEETDECK_BACKSLASH"), QStringLiteral("C:\\dir\\ and \\\"")},
            {QStringLiteral("FLEETDECK_SHELLISH"), QStringLiteral("$HOME #not-a-comment %h ~ ;|&")},
            {QStringLiteral("FLEETDECK_EMPTY"), QString()},
        };
        options.sessionEnvironment = variables;
        SshdServer server(options);
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QVERIFY(server.setAuthorizedKeys({m_client.publicKeyLine()}));
        const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts_env"));
        QVERIFY(server.writeKnownHosts(knownHosts));

        QFile config(server.configPath());
        QVERIFY(config.open(QIODevice::ReadOnly));
        const QStringList setEnvLines = QString::fromUtf8(config.readAll())
                                            .split(QLatin1Char('\n'))
                                            .filter(QRegularExpression(QStringLiteral("^SetEnv ")));
        QCOMPARE(setEnvLines.size(), 1); // sshd reads only the first SetEnv line

        QStringList names = variables.keys();
        names << QStringLiteral("HOME");
        QString command = QStringLiteral("fleetdeck-hello");
        for (const QString& name : names)
            command += QStringLiteral("; printf '%1=[%s]\\n' \"$%1\"").arg(name);
        const OpenSshClient::Result result =
            OpenSshClient(server.port(), m_client.privateKeyPath(), knownHosts).run(command);
        QVERIFY2(result.finished && result.exitCode == 0, qPrintable(result.toString() + server.logText()));
        QString expected = QStringLiteral("hello from %1/fleetdeck-hello\n").arg(tools.path());
        for (const QString& name : names)
            expected +=
                QStringLiteral("%1=[%2]\n")
                    .arg(name, name == QLatin1String("HOME") ? server.workDir() : variables.value(name));
        QCOMPARE(QString::fromUtf8(result.standardOutput), expected);
    }

    void sessionEnvironmentCanReplaceHome()
    {
        SshdServer::Options options;
        options.sessionEnvironment.insert(QStringLiteral("HOME"),
                                          m_dir.filePath(QStringLiteral("elsewhere")));
        SshdServer server(options);
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QVERIFY(server.setAuthorizedKeys({m_client.publicKeyLine()}));
        const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts_home"));
        QVERIFY(server.writeKnownHosts(knownHosts));
        const OpenSshClient::Result result =
            OpenSshClient(server.port(), m_client.privateKeyPath(), knownHosts)
                .run(QStringLiteral("echo \"$HOME\""));
        QVERIFY2(result.exitCode == 0, qPrintable(result.toString()));
        QCOMPARE(result.standardOutput, m_dir.filePath(QStringLiteral("elsewhere")).toUtf8() + '\n');
    }

    void sessionEnvironmentRejectsWhatSshdCannotPass_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty name") << QString() << "x"
                                    << "not a valid environment variable name";
        QTest::newRow("name with =") << "A=B"
                                     << "x"
                                     << "not a valid environment variable name";
        QTest::newRow("name with space") << "A B"
                                         << "x"
                                         << "not a valid environment variable name";
        QTest::newRow("name starting with a digit") << "1A"
                                                    << "x"
                                                    << "not a valid environment variable name";
        QTest::newRow("value with a newline") << "A"
                                              << "line\nSetEnv B=1"
                                              << "must be a single line";
        QTest::newRow("value with a carriage return") << "A"
                                                      << "x\ry"
                                                      << "must be a single line";
    }

    void sessionEnvironmentRejectsWhatSshdCannotPass()
    {
        QFETCH(QString, name);
        QFETCH(QString, value);
        QFETCH(QString, message);
        SshdServer::Options options;
        options.sessionEnvironment.insert(name, value);
        SshdServer server(options);
        QVERIFY(!server.start());
        QVERIFY2(server.errorString().contains(message), qPrintable(server.errorString()));
        QVERIFY(!server.isRunning());
    }

    void keyNotInAuthorizedKeysIsDenied()
    {
        SshdServer server;
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QVERIFY(server.setAuthorizedKeys({m_client.publicKeyLine()}));
        const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts_denied"));
        QVERIFY(server.writeKnownHosts(knownHosts));

        const OpenSshClient::Result result =
            OpenSshClient(server.port(), m_stranger.privateKeyPath(), knownHosts)
                .run(QStringLiteral("echo ok"));
        QVERIFY2(result.finished, qPrintable(result.toString()));
        QCOMPARE(result.exitCode, 255);
        QVERIFY2(result.standardError.contains("Permission denied (publickey)"),
                 qPrintable(result.toString()));
        QVERIFY(result.standardOutput.isEmpty());
        const QString user = OpenSshClient::currentUserName();
        QVERIFY2(server.waitForLog(QStringLiteral("Failed publickey for %1 from 127.0.0.1").arg(user)),
                 qPrintable(server.logText()));
        QVERIFY2(server.waitForLog(
                     QStringLiteral("Connection closed by authenticating user %1 127.0.0.1").arg(user)),
                 qPrintable(server.logText()));
    }

    void authorizedKeysCanChangeWhileRunning()
    {
        SshdServer::Options options;
        options.authorizedKeysPath = m_dir.filePath(QStringLiteral("custom_authorized_keys"));
        SshdServer server(options);
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QCOMPARE(server.authorizedKeysPath(), options.authorizedKeysPath);
        QVERIFY(QFile::exists(options.authorizedKeysPath));
        const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts_change"));
        QVERIFY(server.writeKnownHosts(knownHosts));
        const OpenSshClient stranger(server.port(), m_stranger.privateKeyPath(), knownHosts);

        QCOMPARE(stranger.run(QStringLiteral("true")).exitCode, 255);
        QVERIFY(server.setAuthorizedKeys({m_client.publicKeyLine(), m_stranger.publicKeyLine()}));
        QFile file(options.authorizedKeysPath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(),
                 (m_client.publicKeyLine() + '\n' + m_stranger.publicKeyLine() + '\n').toUtf8());
        const OpenSshClient::Result result = stranger.run(QStringLiteral("echo ok"));
        QVERIFY2(result.exitCode == 0, qPrintable(result.toString()));
    }

    void wrongOrMissingHostKeyFailsVerification()
    {
        SshdServer a;
        SshdServer b;
        QVERIFY2(a.start(), qPrintable(a.errorString()));
        QVERIFY2(b.start(), qPrintable(b.errorString()));
        QVERIFY(a.setAuthorizedKeys({m_client.publicKeyLine()}));

        // b's host key recorded under a's address: what a replaced or spoofed node looks like.
        const QString wrong = m_dir.filePath(QStringLiteral("known_hosts_wrong"));
        QFile file(wrong);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("[127.0.0.1]:%1 %2\n")
                       .arg(a.port())
                       .arg(b.hostKeyPublicLine().section(QLatin1Char(' '), 0, 1))
                       .toUtf8());
        file.close();
        OpenSshClient::Result result =
            OpenSshClient(a.port(), m_client.privateKeyPath(), wrong).run(QStringLiteral("echo ok"));
        QCOMPARE(result.exitCode, 255);
        QVERIFY2(result.standardError.contains("Host key verification failed"),
                 qPrintable(result.toString()));
        QVERIFY(result.standardOutput.isEmpty());

        const QString empty = m_dir.filePath(QStringLiteral("known_hosts_empty"));
        QVERIFY(QFile(empty).open(QIODevice::WriteOnly));
        result = OpenSshClient(a.port(), m_client.privateKeyPath(), empty).run(QStringLiteral("echo ok"));
        QCOMPARE(result.exitCode, 255);
        QVERIFY2(result.standardError.contains("Host key verification failed"),
                 qPrintable(result.toString()));
    }

    void serversHaveTheirOwnPortAndHostKey()
    {
        SshdServer a;
        SshdServer b;
        QVERIFY2(a.start(), qPrintable(a.errorString()));
        QVERIFY2(b.start(), qPrintable(b.errorString()));
        QVERIFY(a.port() != b.port());
        QVERIFY(a.hostKeyPublicLine() != b.hostKeyPublicLine());
        QVERIFY(a.hostKeyFingerprint() != b.hostKeyFingerprint());
        QVERIFY(a.workDir() != b.workDir());
        QVERIFY(a.authorizedKeysPath() != b.authorizedKeysPath());

        const QRegularExpression knownHostsLine(
            QStringLiteral("^\\[127\\.0\\.0\\.1\\]:(\\d+) ssh-ed25519 AAAA[A-Za-z0-9+/=]+$"));
        const QRegularExpressionMatch match = knownHostsLine.match(a.knownHostsLine());
        QVERIFY2(match.hasMatch(), qPrintable(a.knownHostsLine()));
        QCOMPARE(match.captured(1).toUInt(), uint(a.port()));

        // The fingerprint is the one ssh-keygen prints, which operators compare against.
        QProcess keygen;
        keygen.start(OpenSshInstallation::sshKeygen(),
                     {QStringLiteral("-l"), QStringLiteral("-f"),
                      a.workDir() + QStringLiteral("/ssh_host_ed25519_key.pub")});
        QVERIFY(keygen.waitForFinished(10000));
        QCOMPARE(QString::fromUtf8(keygen.readAllStandardOutput()).section(QLatin1Char(' '), 1, 1),
                 a.hostKeyFingerprint());

        const std::optional<QString> banner = LoopbackPort::readGreeting(b.port());
        QVERIFY(banner && banner->startsWith(QLatin1String("SSH-2.0-OpenSSH")));
    }

    void configStaysInsideItsDirectory()
    {
        SshdServer server;
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QFile config(server.configPath());
        QVERIFY(config.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(config.readAll());
        for (const QString& expected :
             {QStringLiteral("ListenAddress 127.0.0.1"), QStringLiteral("UsePAM no"),
              QStringLiteral("StrictModes no"), QStringLiteral("PasswordAuthentication no"),
              QStringLiteral("PermitRootLogin prohibit-password"), QStringLiteral("MaxStartups 1000:30:2000"),
              QStringLiteral("MaxSessions 1000"), QStringLiteral("AllowTcpForwarding yes"),
              QStringLiteral("Subsystem sftp internal-sftp"),
              QStringLiteral("AuthorizedKeysFile \"%1\"").arg(server.authorizedKeysPath())})
            QVERIFY2(text.contains(expected), qPrintable(expected));
        QVERIFY(!text.contains(QDir::homePath() + QStringLiteral("/.ssh")));
        QVERIFY(!text.contains(QLatin1String("/etc/ssh")));
        QVERIFY(server.authorizedKeysPath().startsWith(server.workDir() + QLatin1Char('/')));
    }

    void startReportsWhatSshdSaid()
    {
        SshdServer::Options options;
        options.extraConfigLines << QStringLiteral("NoSuchOption yes");
        SshdServer server(options);
        QElapsedTimer elapsed;
        elapsed.start();
        QVERIFY(!server.start());
        QVERIFY2(server.errorString().contains(QLatin1String("NoSuchOption")),
                 qPrintable(server.errorString()));
        QVERIFY(!server.isRunning());
        QVERIFY(elapsed.elapsed() < 9000); // failed on sshd's exit, not on the readiness deadline
    }

    void restartKeepsPortAndHostKey()
    {
        SshdServer server;
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QVERIFY(server.setAuthorizedKeys({m_client.publicKeyLine()}));
        const quint16 port = server.port();
        const QString hostKey = server.hostKeyPublicLine();
        const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts_restart"));
        QVERIFY(server.writeKnownHosts(knownHosts));

        server.stop();
        QVERIFY(!server.isRunning());
        QVERIFY(!LoopbackPort::acceptsConnections(port));
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QCOMPARE(server.port(), port);
        QCOMPARE(server.hostKeyPublicLine(), hostKey);
        const OpenSshClient::Result result =
            OpenSshClient(port, m_client.privateKeyPath(), knownHosts).run(QStringLiteral("echo ok"));
        QVERIFY2(result.exitCode == 0, qPrintable(result.toString()));
    }

    void restartFailsWhenThePortWasTaken()
    {
        SshdServer server;
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        const quint16 port = server.port();
        server.stop();
        QTcpServer squatter;
        QVERIFY(squatter.listen(QHostAddress::LocalHost, port));

        // Known hosts and nodes refer to the port, so a restart does not move elsewhere.
        QVERIFY(!server.start());
        QVERIFY2(server.errorString().contains(QStringLiteral("port %1 on 127.0.0.1 is taken").arg(port)),
                 qPrintable(server.errorString()));
        QVERIFY(server.logText().contains(QLatin1String("Address already in use")));
        QVERIFY(!server.isRunning());
        QCOMPARE(server.port(), port);
    }

    void destructionLeavesNoProcess()
    {
        auto server = std::make_unique<SshdServer>();
        QVERIFY2(server->start(), qPrintable(server->errorString()));
        QVERIFY(server->setAuthorizedKeys({m_client.publicKeyLine()}));
        const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts_destroy"));
        QVERIFY(server->writeKnownHosts(knownHosts));
        ChildProcess session;
        QVERIFY(openLingeringSession(session,
                                     OpenSshClient(server->port(), m_client.privateKeyPath(), knownHosts)));

        const QList<qint64> pids = server->processIds();
        // The listener, the connection's own sshd, and the remote command at least.
        QVERIFY2(pids.size() >= 3, qPrintable(QStringLiteral("%1 processes").arg(pids.size())));
        const QString configPath = server->configPath();
        const QString workDir = server->workDir();
        const quint16 port = server->port();

        server.reset();
        QVERIFY(!ProcessTable::anyAlive(pids));
        QVERIFY(ProcessTable::snapshot().pidsWithCommandLineContaining(configPath).isEmpty());
        QVERIFY(!LoopbackPort::acceptsConnections(port));
        QVERIFY(!QDir(workDir).exists());
        // The client notices that its server is gone.
        QVERIFY(session.process().waitForFinished(10000));
        QCOMPARE(session.process().exitCode(), 255);
    }

    void crashLeavesNoProcess()
    {
        const CrashingChild::Report report = CrashingChild::run(QStringLiteral("sshd"));
        const QString workDir = report.values.value(QStringLiteral("dir"));
        const auto cleanup = qScopeGuard([&] {
            if (!workDir.isEmpty())
                QDir(workDir).removeRecursively(); // the crashed child could not
        });
        QCOMPARE(report.exitStatus, QProcess::CrashExit);
        QList<qint64> pids;
        for (const QString& pid : report.values.values(QStringLiteral("pid")))
            pids << pid.toLongLong();
        // Listener, the connection's sshd, the remote command, and the client.
        QVERIFY2(pids.size() >= 4, report.standardError.constData());
        const QString configPath = report.values.value(QStringLiteral("config"));
        QVERIFY(!configPath.isEmpty());
        const quint16 port = report.values.value(QStringLiteral("port")).toUShort();
        QVERIFY(port > 0);

        QTRY_VERIFY_WITH_TIMEOUT(!ProcessTable::anyAlive(pids), 3000);
        QTRY_VERIFY_WITH_TIMEOUT(ProcessTable::snapshot().pidsWithCommandLineContaining(configPath).isEmpty(),
                                 3000);
        QVERIFY(!LoopbackPort::acceptsConnections(port));
    }

private:
    QTemporaryDir m_dir;
    SshKeyPair m_client;
    SshKeyPair m_stranger;
};

// The child of crashLeavesNoProcess: a server with an open session, then a crash.
static int crashingChildMain(const QString& scenario)
{
    if (scenario != QLatin1String("sshd"))
        qFatal("unknown scenario %s", qPrintable(scenario));
    auto* server = new SshdServer; // never destroyed: the crash is the point
    if (!server->start())
        qFatal("%s", qPrintable(server->errorString()));
    const QString dir = server->workDir();
    const SshKeyPair client = SshKeyPair::generate(dir + QStringLiteral("/client"), QStringLiteral("client"));
    const QString knownHosts = dir + QStringLiteral("/known_hosts");
    if (!client.isValid() || !server->setAuthorizedKeys({client.publicKeyLine()}) ||
        !server->writeKnownHosts(knownHosts))
        qFatal("cannot set up the client");
    auto* session = new ChildProcess;
    if (!openLingeringSession(*session, OpenSshClient(server->port(), client.privateKeyPath(), knownHosts)))
        qFatal("no session: %s", qPrintable(server->logText()));

    CrashingChild::report(QStringLiteral("dir"), dir);
    CrashingChild::report(QStringLiteral("config"), server->configPath());
    CrashingChild::report(QStringLiteral("port"), QString::number(server->port()));
    for (qint64 pid : server->processIds())
        CrashingChild::report(QStringLiteral("pid"), QString::number(pid));
    CrashingChild::report(QStringLiteral("pid"), QString::number(session->pid()));
    CrashingChild::crash();
}

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (const QString scenario = CrashingChild::scenario(); !scenario.isEmpty())
        return crashingChildMain(scenario);
    TstSshdServer test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_sshdserver.moc"
