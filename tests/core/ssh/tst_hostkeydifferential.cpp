// SPDX-License-Identifier: GPL-3.0-or-later
// The host-key decision, differentially: for every (known_hosts file, host) case of the corpus in
// tests/fixtures/known_hosts, Fleetdeck's engine must decide what the real OpenSSH client decides
// (`ssh -o StrictHostKeyChecking=yes`) against the same real sshd. Nothing is mocked: both log in
// to two sshd on 127.0.0.1-3, one with an ed25519 host key only, one with ed25519, ECDSA and RSA.
#include "ssh/SshEngine.h"

#include "support/OpenSshClient.h"
#include "support/OpenSshInstallation.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"

#include <QDebug>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
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

struct Case
{
    QString file;     ///< corpus file name
    int line = 0;     ///< of the #case line
    QString server;   ///< "solo" or "multi"
    QString host;     ///< loopback address, or empty with an alias
    QString alias;    ///< HostKeyAlias
    QString as;       ///< "user", "more" or "global"
    QString global;   ///< another corpus file used as the global file
    QString expected; ///< the author's expectation, checked against ssh
};
} // namespace

class tst_HostKeyDifferential : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_corpus; ///< the expanded files
    QString m_empty;  ///< an empty known_hosts
    QMap<QString, QByteArray> m_tokens;
    std::unique_ptr<SshdServer> m_solo;
    std::unique_ptr<SshdServer> m_multi;
    SshKeyPair m_client;
    std::unique_ptr<SshEngine> m_engine;
    QList<Case> m_cases;
    QStringList m_files;
    QMap<QString, int> m_sshVerdicts; ///< how often ssh gave each verdict

    QString keygen(const QStringList& args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_dir.path()); // never the real ~/.ssh
        p.setProcessEnvironment(env);
        p.start(OpenSshInstallation::sshKeygen(), args);
        if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
            return QString::fromUtf8(p.readAllStandardError()) + QStringLiteral("ssh-keygen failed");
        return {};
    }

    // "type base64" of a fresh key written to <dir>/<name>.
    QByteArray newKey(const QString& name, const QStringList& typeArgs)
    {
        const QString path = m_dir.filePath(name);
        const QString failed = keygen(QStringList{QStringLiteral("-q"), QStringLiteral("-N"), QString(),
                                                  QStringLiteral("-C"), name, QStringLiteral("-f"), path} +
                                      typeArgs);
        if (!failed.isEmpty())
            return {};
        const QList<QByteArray> f = readAll(path + QStringLiteral(".pub")).trimmed().split(' ');
        return f.size() >= 2 ? f.at(0) + ' ' + f.at(1) : QByteArray();
    }

    // NAME hashed by OpenSSH itself: `ssh-keygen -H` on a one-line file.
    QByteArray opensshHash(const QByteArray& name)
    {
        static int n = 0;
        const QString path = m_dir.filePath(QStringLiteral("hash%1").arg(++n));
        if (!writeAll(path, name + ' ' + m_tokens.value(QStringLiteral("OED")) + '\n'))
            return {};
        if (!keygen({QStringLiteral("-H"), QStringLiteral("-f"), path}).isEmpty())
            return {};
        return readAll(path).split(' ').value(0);
    }

    QByteArray expand(QByteArray text)
    {
        // Longest names first: ${OED2} before ${OED}.
        QStringList names = m_tokens.keys();
        std::sort(names.begin(), names.end(),
                  [](const QString& a, const QString& b) { return a.size() > b.size(); });
        for (const QString& name : std::as_const(names))
            text.replace("${" + name.toUtf8() + '}', m_tokens.value(name));
        static const QRegularExpression hash(QStringLiteral("\\{hash:([^}]+)\\}"));
        for (;;) {
            const QRegularExpressionMatch m = hash.match(QString::fromUtf8(text));
            if (!m.hasMatch())
                break;
            const QByteArray hashed = opensshHash(m.captured(1).toUtf8());
            if (!hashed.startsWith("|1|"))
                return {};
            text.replace(m.captured(0).toUtf8(), hashed);
        }
        return text;
    }

    std::unique_ptr<SshdServer> startServer(const QString& name, const QStringList& extraHostKeys)
    {
        const QString dir = m_dir.filePath(name);
        QDir().mkpath(dir);
        // Both servers present the same ed25519 key: SshdServer takes the one it finds.
        QFile::copy(m_dir.filePath(QStringLiteral("host_ed25519")),
                    dir + QStringLiteral("/ssh_host_ed25519_key"));
        QFile::copy(m_dir.filePath(QStringLiteral("host_ed25519.pub")),
                    dir + QStringLiteral("/ssh_host_ed25519_key.pub"));
        SshdServer::Options options;
        options.workDir = dir;
        options.extraConfigLines << QStringLiteral("ListenAddress 127.0.0.2")
                                 << QStringLiteral("ListenAddress 127.0.0.3");
        for (const QString& key : extraHostKeys)
            options.extraConfigLines << QStringLiteral("HostKey \"%1\"").arg(m_dir.filePath(key));
        auto server = std::make_unique<SshdServer>(options);
        if (!server->start()) {
            qWarning() << server->errorString();
            return nullptr;
        }
        server->setAuthorizedKeys({m_client.publicKeyLine()});
        return server;
    }

    // Which files a case uses: user files (the first is written by nothing here) and global ones.
    void filesOf(const Case& c, QStringList* user, QStringList* global) const
    {
        const QString file = m_corpus + QLatin1Char('/') + c.file;
        if (c.as == QLatin1String("global")) {
            *user = {m_empty};
            *global = {file};
        } else if (c.as == QLatin1String("more")) {
            *user = {m_empty, file};
            *global = {};
        } else {
            *user = {file};
            *global = {};
        }
        if (!c.global.isEmpty())
            *global << m_corpus + QLatin1Char('/') + c.global;
    }

    quint16 portOf(const Case& c) const
    {
        return c.server == QLatin1String("multi") ? m_multi->port() : m_solo->port();
    }

    // What the real ssh client decides, read from its exit code and its error messages.
    QString sshVerdict(const Case& c, QString* log)
    {
        QStringList user;
        QStringList global;
        filesOf(c, &user, &global);
        const auto option = [](const QString& o) { return QStringList{QStringLiteral("-o"), o}; };
        QStringList args{QStringLiteral("-F"), QStringLiteral("/dev/null")};
        args << option(QStringLiteral("UserKnownHostsFile=") + user.join(QLatin1Char(' ')))
             << option(QStringLiteral("GlobalKnownHostsFile=") +
                       (global.isEmpty() ? QStringLiteral("/dev/null") : global.join(QLatin1Char(' '))))
             << option(QStringLiteral("StrictHostKeyChecking=yes")) << option(QStringLiteral("BatchMode=yes"))
             << option(QStringLiteral("UpdateHostKeys=no")) << option(QStringLiteral("CheckHostIP=no"))
             << option(QStringLiteral("IdentitiesOnly=yes")) << option(QStringLiteral("IdentityAgent=none"))
             << option(QStringLiteral("ControlMaster=no")) << option(QStringLiteral("ControlPath=none"))
             << option(QStringLiteral("ConnectTimeout=10")) << option(QStringLiteral("LogLevel=ERROR"));
        if (!c.alias.isEmpty())
            args << option(QStringLiteral("HostKeyAlias=") + c.alias);
        args << QStringLiteral("-i") << m_client.privateKeyPath() << QStringLiteral("-p")
             << QString::number(portOf(c)) << QStringLiteral("-l") << OpenSshClient::currentUserName()
             << QStringLiteral("-s") << QStringLiteral("--")
             << (c.alias.isEmpty() ? c.host : QStringLiteral("127.0.0.1")) << QStringLiteral("sftp");
        QProcess ssh;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_dir.path());
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        ssh.setProcessEnvironment(env);
        ssh.setStandardInputFile(QProcess::nullDevice());
        ssh.start(OpenSshInstallation::ssh(), args);
        if (!ssh.waitForFinished(30000) || ssh.exitStatus() != QProcess::NormalExit) {
            ssh.kill();
            ssh.waitForFinished();
            *log = QStringLiteral("ssh did not finish");
            return QStringLiteral("error");
        }
        const QString err = QString::fromUtf8(ssh.readAllStandardError());
        *log = err.trimmed();
        if (ssh.exitCode() == 0)
            return QStringLiteral("ok");
        // A key revoked for the plain host is reported as revoked before ssh goes on to say that
        // nothing is known for [host]:port; it is refused either way.
        if (err.contains(QLatin1String("REVOKED HOST KEY DETECTED")))
            return QStringLiteral("revoked");
        if (err.contains(QLatin1String("REMOTE HOST IDENTIFICATION HAS CHANGED")))
            return QStringLiteral("changed");
        if (err.contains(
                QRegularExpression(QStringLiteral("No \\S+ host key is known for .* strict checking"))))
            return QStringLiteral("unknown");
        return QStringLiteral("error");
    }

    // What Fleetdeck's engine decides: a fresh login, strict policy, the same files.
    QString engineVerdict(const Case& c, QString* log)
    {
        SshTarget t;
        t.node = QStringLiteral("diff");
        t.host = c.alias.isEmpty() ? c.host : QStringLiteral("127.0.0.1");
        t.port = portOf(c);
        t.user = OpenSshClient::currentUserName();
        t.identity = m_client.privateKeyPath();
        t.useAgent = false;
        t.useDefaultKeys = false;
        t.hostKeyPolicy = HostKeyPolicy::Strict;
        QStringList user;
        QStringList global;
        filesOf(c, &user, &global);
        t.knownHostsPath = user.takeFirst();
        t.moreKnownHostsFiles = user;
        t.globalKnownHostsFiles = global;
        if (!c.alias.isEmpty())
            t.hostKeyAlias = c.alias;
        OperationRequest request;
        request.kind = OperationKind::Login;
        request.target = t;
        request.timeoutMs = 20000;
        QSignalSpy spy(m_engine.get(), &SshEngine::finished);
        const quint64 id = m_engine->submit(request);
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 30000) {
            for (const QList<QVariant>& args : std::as_const(spy)) {
                const auto r = args.at(0).value<OperationResult>();
                if (r.id != id)
                    continue;
                if (r.ok())
                    return QStringLiteral("ok");
                *log = QStringLiteral("%1: %2").arg(r.diagnosis->code, r.diagnosis->detail);
                if (r.diagnosis->code == QLatin1String("host_key_unknown"))
                    return QStringLiteral("unknown");
                if (r.diagnosis->code == QLatin1String("host_key_changed"))
                    return QStringLiteral("changed");
                if (r.diagnosis->code == QLatin1String("host_key_revoked"))
                    return r.hostKey ? QStringLiteral("revoked, but offered for recording")
                                     : QStringLiteral("revoked");
                return QStringLiteral("error");
            }
            spy.wait(50);
        }
        *log = QStringLiteral("no result");
        return QStringLiteral("error");
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        const QString ed = m_dir.filePath(QStringLiteral("host_ed25519"));
        m_tokens[QStringLiteral("ED")] =
            newKey(QStringLiteral("host_ed25519"), {QStringLiteral("-t"), QStringLiteral("ed25519")});
        m_tokens[QStringLiteral("EC")] =
            newKey(QStringLiteral("host_ecdsa"), {QStringLiteral("-t"), QStringLiteral("ecdsa"),
                                                  QStringLiteral("-b"), QStringLiteral("256")});
        m_tokens[QStringLiteral("RSA")] =
            newKey(QStringLiteral("host_rsa"), {QStringLiteral("-t"), QStringLiteral("rsa"),
                                                QStringLiteral("-b"), QStringLiteral("2048")});
        m_tokens[QStringLiteral("OED")] =
            newKey(QStringLiteral("other_ed25519"), {QStringLiteral("-t"), QStringLiteral("ed25519")});
        m_tokens[QStringLiteral("OED2")] =
            newKey(QStringLiteral("other2_ed25519"), {QStringLiteral("-t"), QStringLiteral("ed25519")});
        m_tokens[QStringLiteral("OEC")] =
            newKey(QStringLiteral("other_ecdsa"), {QStringLiteral("-t"), QStringLiteral("ecdsa"),
                                                   QStringLiteral("-b"), QStringLiteral("256")});
        m_tokens[QStringLiteral("OEC384")] =
            newKey(QStringLiteral("other_ecdsa384"), {QStringLiteral("-t"), QStringLiteral("ecdsa"),
                                                      QStringLiteral("-b"), QStringLiteral("384")});
        m_tokens[QStringLiteral("ORSA")] =
            newKey(QStringLiteral("other_rsa"), {QStringLiteral("-t"), QStringLiteral("rsa"),
                                                 QStringLiteral("-b"), QStringLiteral("2048")});
        for (auto it = m_tokens.cbegin(); it != m_tokens.cend(); ++it)
            QVERIFY2(!it.value().isEmpty(), qPrintable(it.key()));
        m_tokens[QStringLiteral("ED64")] = m_tokens.value(QStringLiteral("ED")).split(' ').value(1);
        // An ECDSA key whose point is off the curve: one bit of its last coordinate flipped.
        QByteArray bad = QByteArray::fromBase64(m_tokens.value(QStringLiteral("OEC")).split(' ').value(1));
        bad[bad.size() - 1] = char(bad.at(bad.size() - 1) ^ 1);
        m_tokens[QStringLiteral("ECBAD")] = "ecdsa-sha2-nistp256 " + bad.toBase64();
        QVERIFY(QFileInfo::exists(ed));

        m_client = SshKeyPair::generate(m_dir.filePath(QStringLiteral("client")), QStringLiteral("client"));
        QVERIFY2(m_client.isValid(), qPrintable(m_client.errorString()));
        m_solo = startServer(QStringLiteral("solo"), {});
        QVERIFY(m_solo);
        m_multi =
            startServer(QStringLiteral("multi"), {QStringLiteral("host_ecdsa"), QStringLiteral("host_rsa")});
        QVERIFY(m_multi);
        m_tokens[QStringLiteral("PS")] = QByteArray::number(m_solo->port());
        m_tokens[QStringLiteral("PM")] = QByteArray::number(m_multi->port());

        m_empty = m_dir.filePath(QStringLiteral("empty_known_hosts"));
        QVERIFY(writeAll(m_empty, {}));
        m_corpus = m_dir.filePath(QStringLiteral("corpus"));
        QVERIFY(QDir().mkpath(m_corpus));
        const QDir source(QStringLiteral(KNOWN_HOSTS_CORPUS_DIR));
        m_files = source.entryList({QStringLiteral("*.kh")}, QDir::Files, QDir::Name);
        static const QRegularExpression caseLine(QStringLiteral("^#case\\s+(.*)$"));
        for (const QString& name : std::as_const(m_files)) {
            const QByteArray expanded = expand(readAll(source.filePath(name)));
            QVERIFY2(!expanded.isEmpty() && !expanded.contains("${"), qPrintable(name));
            QVERIFY(writeAll(m_corpus + QLatin1Char('/') + name, expanded));
            const QList<QByteArray> lines = expanded.split('\n');
            for (int i = 0; i < lines.size(); ++i) {
                const QRegularExpressionMatch m = caseLine.match(QString::fromUtf8(lines.at(i)).trimmed());
                if (!m.hasMatch())
                    continue;
                Case c;
                c.file = name;
                c.line = i + 1;
                c.as = QStringLiteral("user");
                for (const QString& field : m.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                    const QString key = field.section(QLatin1Char('='), 0, 0);
                    const QString value = field.section(QLatin1Char('='), 1);
                    if (key == QLatin1String("server"))
                        c.server = value;
                    else if (key == QLatin1String("host"))
                        c.host = value;
                    else if (key == QLatin1String("alias"))
                        c.alias = value;
                    else if (key == QLatin1String("as"))
                        c.as = value;
                    else if (key == QLatin1String("global"))
                        c.global = value;
                    else if (key == QLatin1String("expect"))
                        c.expected = value;
                    else
                        QFAIL(qPrintable(
                            QStringLiteral("%1:%2: unknown field %3").arg(name).arg(i + 1).arg(key)));
                }
                QVERIFY2((c.server == QLatin1String("solo") || c.server == QLatin1String("multi")) &&
                             (c.host.isEmpty() != c.alias.isEmpty()) && !c.expected.isEmpty(),
                         qPrintable(QStringLiteral("%1:%2").arg(name).arg(i + 1)));
                m_cases << c;
            }
        }
        qInfo("known_hosts corpus: %lld files, %lld (file, host) cases", qlonglong(m_files.size()),
              qlonglong(m_cases.size()));
        QVERIFY(m_files.size() >= 20);
        QVERIFY(m_cases.size() >= 100);
        m_engine = std::make_unique<SshEngine>(1);
    }

    void cleanupTestCase() { m_engine.reset(); }

    void sameVerdictAsOpenSsh_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < m_cases.size(); ++i) {
            const Case& c = m_cases.at(i);
            QTest::addRow("%s:%d %s %s", qPrintable(c.file), c.line, qPrintable(c.server),
                          qPrintable(c.alias.isEmpty() ? c.host : QStringLiteral("alias ") + c.alias))
                << i;
        }
    }
    void sameVerdictAsOpenSsh()
    {
        QFETCH(int, index);
        const Case& c = m_cases.at(index);
        QString sshLog;
        const QString ssh = sshVerdict(c, &sshLog);
        ++m_sshVerdicts[ssh];
        QVERIFY2(ssh == c.expected,
                 qPrintable(
                     QStringLiteral("the corpus expects %1, ssh says %2: %3").arg(c.expected, ssh, sshLog)));
        QString ourLog;
        const QString ours = engineVerdict(c, &ourLog);
        QVERIFY2(ours == ssh,
                 qPrintable(QStringLiteral("ssh says %1, Fleetdeck says %2: %3").arg(ssh, ours, ourLog)));
    }

    // The corpus exercises every verdict, so agreement is not agreement on one answer.
    void everyVerdictIsExercised()
    {
        qInfo() << "ssh verdicts:" << m_sshVerdicts;
        for (const char* v : {"ok", "unknown", "changed", "revoked"})
            QVERIFY2(m_sshVerdicts.value(QLatin1String(v)) >= 8, v);
        QCOMPARE(m_sshVerdicts.value(QStringLiteral("error")), 0);
    }
};

QTEST_GUILESS_MAIN(tst_HostKeyDifferential)
#include "tst_hostkeydifferential.moc"
