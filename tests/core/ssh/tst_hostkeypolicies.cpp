// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's host-key policies on known_hosts edge cases, end to end against a real sshd: a
// revoked key is refused under every policy and never recorded, accept-new writes hashed names
// when HashKnownHosts is on, HostKeyAlias names what is looked up and recorded.
#include "ssh/KnownHosts.h"
#include "ssh/SshEngine.h"
#include "status/HealthState.h"

#include "support/LocalSshNode.h"
#include "support/OpenSshClient.h"
#include "support/OpenSshInstallation.h"
#include "support/TestSkips.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace fleetdeck;
using namespace fleetdeck::ssh;

namespace {
QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(content) == content.size();
}

QString policyName(HostKeyPolicy p)
{
    switch (p) {
    case HostKeyPolicy::Strict:
        return QStringLiteral("strict");
    case HostKeyPolicy::AcceptNew:
        return QStringLiteral("accept-new");
    case HostKeyPolicy::Ask:
        return QStringLiteral("ask");
    }
    return {};
}
} // namespace

class tst_HostKeyPolicies : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<SshEngine> m_engine;
    std::unique_ptr<LocalSshNode> m_node;

    OperationResult login(const SshTarget& target)
    {
        OperationRequest request;
        request.kind = OperationKind::Login; // a fresh login, closed at once
        request.target = target;
        request.timeoutMs = 20000;
        QSignalSpy spy(m_engine.get(), &SshEngine::finished);
        const quint64 id = m_engine->submit(request);
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 30000) {
            for (const QList<QVariant>& args : std::as_const(spy)) {
                const auto r = args.at(0).value<OperationResult>();
                if (r.id == id)
                    return r;
            }
            spy.wait(50);
        }
        OperationResult none;
        none.diagnosis = Diagnosis::make(QStringLiteral("test_wait_expired"), QStringLiteral("no result"));
        return none;
    }

    // `ssh-keygen -F name -f file`: whether OpenSSH finds a line for the name.
    static bool keygenFinds(const QString& file, const QString& name)
    {
        QProcess p;
        p.start(OpenSshInstallation::sshKeygen(), {QStringLiteral("-F"), name, QStringLiteral("-f"), file});
        return p.waitForFinished(30000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }

    // The real ssh client, strict, with this known_hosts (and alias): exit code 0 when it logged in.
    int sshLogin(const QString& knownHosts, const QString& alias = {})
    {
        const auto option = [](const QString& o) { return QStringList{QStringLiteral("-o"), o}; };
        QStringList args =
            QStringList{QStringLiteral("-F"), QStringLiteral("/dev/null")} +
            option(QStringLiteral("UserKnownHostsFile=") + knownHosts) +
            option(QStringLiteral("GlobalKnownHostsFile=/dev/null")) +
            option(QStringLiteral("StrictHostKeyChecking=yes")) + option(QStringLiteral("BatchMode=yes")) +
            option(QStringLiteral("IdentitiesOnly=yes")) + option(QStringLiteral("IdentityAgent=none")) +
            option(QStringLiteral("LogLevel=ERROR"));
        if (!alias.isEmpty())
            args << option(QStringLiteral("HostKeyAlias=") + alias);
        args << QStringLiteral("-i") << m_node->key.privateKeyPath() << QStringLiteral("-p")
             << QString::number(m_node->server->port()) << QStringLiteral("-l")
             << OpenSshClient::currentUserName() << QStringLiteral("-s") << QStringLiteral("--")
             << QStringLiteral("127.0.0.1") << QStringLiteral("sftp");
        QProcess ssh;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_dir.path());
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        ssh.setProcessEnvironment(env);
        ssh.setStandardInputFile(QProcess::nullDevice());
        ssh.start(OpenSshInstallation::ssh(), args);
        if (!ssh.waitForFinished(30000) || ssh.exitStatus() != QProcess::NormalExit)
            return -1;
        if (ssh.exitCode() != 0)
            qWarning() << ssh.readAllStandardError();
        return ssh.exitCode();
    }

    QString hostKeyLine() const
    {
        return m_node->server->hostKeyPublicLine().section(QLatin1Char(' '), 0, 1);
    }
    QString bracketed() const { return QStringLiteral("[127.0.0.1]:%1").arg(m_node->server->port()); }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        m_node = LocalSshNode::start(m_dir.path(), QStringLiteral("node"));
        QVERIFY(m_node && m_node->server->isRunning());
        m_engine = std::make_unique<SshEngine>(1);
    }
    void cleanupTestCase() { m_engine.reset(); }

    void revokedKeyIsRefusedUnderEveryPolicy_data()
    {
        QTest::addColumn<QString>("user");   // the user known_hosts, %1 = name, %2 = host key
        QTest::addColumn<QString>("global"); // the global one, or empty
        QTest::newRow("recorded and revoked") << "%1 %2\n@revoked %1 %2\n"
                                              << "";
        QTest::newRow("only revoked") << "@revoked %1 %2\n"
                                      << "";
        QTest::newRow("revoked for every host") << "# fleet\n@revoked * %2\n"
                                                << "";
        QTest::newRow("revoked in the global file") << "%1 %2\n"
                                                    << "@revoked %1 %2\n";
        QTest::newRow("revoked for the plain host") << "@revoked 127.0.0.1 %2\n"
                                                    << "";
    }
    void revokedKeyIsRefusedUnderEveryPolicy()
    {
        QFETCH(QString, user);
        QFETCH(QString, global);
        const QString userFile = m_dir.filePath(QStringLiteral("revoked_user"));
        const QString globalFile = m_dir.filePath(QStringLiteral("revoked_global"));
        const auto fill = [this](QString text) {
            return text.replace(QLatin1String("%1"), bracketed())
                .replace(QLatin1String("%2"), hostKeyLine())
                .toUtf8();
        };
        const QByteArray userContent = fill(user);
        QVERIFY(writeAll(userFile, userContent));
        QVERIFY(writeAll(globalFile, fill(global)));
        const qsizetype logBefore = m_node->server->logText().size();
        for (const HostKeyPolicy policy :
             {HostKeyPolicy::Strict, HostKeyPolicy::AcceptNew, HostKeyPolicy::Ask}) {
            SshTarget t = m_node->target();
            t.knownHostsPath = userFile;
            t.globalKnownHostsFiles = {globalFile};
            t.hostKeyPolicy = policy;
            t.hashKnownHosts = policy == HostKeyPolicy::Ask;
            const OperationResult r = login(t);
            QVERIFY2(r.diagnosis, qPrintable(policyName(policy)));
            QCOMPARE(r.diagnosis->code, QStringLiteral("host_key_revoked"));
            QCOMPARE(r.diagnosis->stage, Diagnosis::Stage::HostKey);
            QVERIFY(r.diagnosis->message.contains(m_node->server->hostKeyFingerprint()));
            // Nothing offers to record it: the result carries no host key to trust.
            QVERIFY(!r.hostKey);
            QCOMPARE(status::healthForDiagnosis(r.diagnosis), status::HealthState::HostKeyChanged);
            QCOMPARE(readAll(userFile), userContent);
            // The stages after host_key never ran.
            for (const StageReport& s : r.stages) {
                if (int(s.stage) > int(Diagnosis::Stage::HostKey))
                    QVERIFY(!s.ok.has_value());
            }
        }
        // sshd saw no authentication attempt: nothing was sent.
        QTest::qWait(200);
        const QString log = m_node->server->logText().mid(logBefore);
        QVERIFY2(!log.contains(QLatin1String("publickey")) && !log.contains(QLatin1String("Accepted")),
                 qPrintable(log));
        // And recording it by hand is refused as well, with the file left as it was.
        KnownHosts kh(userFile);
        QString error;
        const QByteArray blob = hostKeyLine().section(QLatin1Char(' '), 1).toUtf8();
        if (global.isEmpty() && user.contains(QLatin1String("%1"))) {
            QVERIFY(!kh.addNamed(bracketed(), QStringLiteral("ssh-ed25519"), blob, false, &error));
            QVERIFY(error.contains(QLatin1String("revoked")));
            QVERIFY(!kh.replaceNamed(bracketed(), QStringLiteral("ssh-ed25519"), blob, true, &error));
            QCOMPARE(readAll(userFile), userContent);
        }
    }

    void acceptNewRecordsAHashedName_data()
    {
        QTest::addColumn<QString>("alias");
        QTest::newRow("host and port") << QString();
        QTest::newRow("HostKeyAlias") << QStringLiteral("GPU-Alias.example.net");
    }
    void acceptNewRecordsAHashedName()
    {
        QFETCH(QString, alias);
        const QString file = m_dir.filePath(QStringLiteral("hashed_%1")
                                                .arg(QTest::currentDataTag())
                                                .replace(QLatin1Char(' '), QLatin1Char('_')));
        SshTarget t = m_node->target();
        t.knownHostsPath = file;
        t.globalKnownHostsFiles = {};
        t.hostKeyPolicy = HostKeyPolicy::AcceptNew;
        t.hashKnownHosts = true;
        if (!alias.isEmpty())
            t.hostKeyAlias = alias;
        const OperationResult r = login(t);
        QVERIFY2(r.ok(), qPrintable(r.diagnosis ? r.diagnosis->detail : QString()));
        const QByteArray content = readAll(file);
        QVERIFY2(content.startsWith("|1|") && content.count('\n') == 1, content.constData());
        QVERIFY(!content.contains("127.0.0.1"));
        QVERIFY(!content.toLower().contains("alias"));
        // ssh looks a HostKeyAlias up in lower case, without a port.
        const QString name = alias.isEmpty() ? bracketed() : alias.toLower();
        QVERIFY(keygenFinds(file, name));
        QVERIFY(!keygenFinds(file, alias.isEmpty() ? QStringLiteral("127.0.0.1") : bracketed()));
        QCOMPARE(sshLogin(file, alias), 0);
        // A second login finds it: nothing more is written.
        QVERIFY(login(t).ok());
        QCOMPARE(readAll(file), content);
    }

    void askRecordsUnderTheNameLookedUp()
    {
        const QString file = m_dir.filePath(QStringLiteral("asked"));
        SshTarget t = m_node->target();
        t.knownHostsPath = file;
        t.globalKnownHostsFiles = {};
        t.hostKeyPolicy = HostKeyPolicy::Ask;
        t.hostKeyAlias = QStringLiteral("asked-alias");
        t.hashKnownHosts = true;
        const OperationResult r = login(t);
        QVERIFY(r.diagnosis);
        QCOMPARE(r.diagnosis->code, QStringLiteral("host_key_unknown"));
        QVERIFY(r.hostKey);
        QCOMPARE(r.hostKey->knownHostsName, QStringLiteral("asked-alias"));
        QString error;
        QVERIFY2(SshEngine::trustHostKey(*r.hostKey, file, false, &error), qPrintable(error));
        QVERIFY(readAll(file).startsWith("|1|"));
        QVERIFY(keygenFinds(file, QStringLiteral("asked-alias")));
        QVERIFY(login(t).ok());
        QCOMPARE(sshLogin(file, QStringLiteral("asked-alias")), 0);
    }
};

QTEST_GUILESS_MAIN(tst_HostKeyPolicies)
#include "tst_hostkeypolicies.moc"
