// SPDX-License-Identifier: GPL-3.0-or-later
// `fleetdeck-cli secrets` and the secrets in use: the real CLI, the real Secret Service (the test
// command's unlocked gnome-keyring), real sshd and cuzk-sim. Ends by searching everything the
// flow wrote for the secrets it handled.
#include "secrets/KeychainCredentialStore.h"
#include "support/CliRun.h"
#include "support/CuzkSimProcess.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"
#include "support/ThrowawayAccount.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <unistd.h>

using namespace fleetdeck;

namespace {
using Run = fleetdeck::test::CliRun;

QList<QByteArray> findFilesContaining(const QString& dir, const QByteArray& needle)
{
    QList<QByteArray> hits;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly) && f.readAll().contains(needle))
            hits << f.fileName().toUtf8();
    }
    return hits;
}
} // namespace

class tst_CliSecrets : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_home;
    QString m_tmp;
    QString m_service =
        QStringLiteral("fleetdeck-clitest-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    QByteArray m_everythingPrinted;     ///< all stdout and stderr of every run, for the final search
    QByteArray m_everythingInProcesses; ///< argv and environment of every run and its children
    int m_processesSeen = 0;
    QList<QByteArray> m_secrets; ///< every secret this test handed to the CLI

    QString db() const { return m_dir.filePath(QStringLiteral("fleet.sqlite")); }
    QString knownHosts() const { return m_dir.filePath(QStringLiteral("known_hosts")); }

    Run cli(const QStringList& args, const QByteArray& input = {})
    {
        fleetdeck::test::CliOptions options;
        options.isolate(m_home, m_service);
        options.env.insert(QStringLiteral("TMPDIR"), m_tmp);
        options.env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        options.input = input;
        options.timeoutMs = 60000;
        // While it runs, the command line and environment of the CLI and of every process it
        // starts are read, as another user of the machine could with ps.
        options.whileRunning = [this](qint64 pid) {
            m_everythingInProcesses += processArgsAndEnvironment(pid);
        };
        Run r = fleetdeck::test::runCli(QStringList{QStringLiteral("--db"), db(),
                                                    QStringLiteral("--known-hosts"), knownHosts(),
                                                    QStringLiteral("--timeout"), QStringLiteral("10")} +
                                            args,
                                        options);
        m_everythingPrinted += r.out + r.err;
        return r;
    }
    // argv and environment of `root` and its descendants, from /proc.
    QByteArray processArgsAndEnvironment(qint64 root)
    {
        QHash<qint64, qint64> parentOf;
        for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
            bool ok = false;
            const qint64 pid = entry.toLongLong(&ok);
            if (!ok)
                continue;
            QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
            if (!stat.open(QIODevice::ReadOnly))
                continue;
            const QByteArray text = stat.readAll();
            const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
            if (fields.size() > 1)
                parentOf.insert(pid, fields.at(1).toLongLong());
        }
        QByteArray seen;
        for (auto it = parentOf.cbegin(); it != parentOf.cend(); ++it) {
            qint64 pid = it.key();
            for (int depth = 0; depth < 32 && pid > 1 && pid != root; ++depth)
                pid = parentOf.value(pid, 0);
            if (pid != root)
                continue;
            ++m_processesSeen;
            for (const char* what : {"cmdline", "environ"}) {
                QFile f(QStringLiteral("/proc/%1/%2").arg(it.key()).arg(QLatin1String(what)));
                if (f.open(QIODevice::ReadOnly))
                    seen += f.readAll() + '\n';
            }
        }
        return seen;
    }

    Run setSecret(const QString& kind, const QString& name, const QByteArray& secret)
    {
        m_secrets << secret;
        return cli({QStringLiteral("secrets"), QStringLiteral("set"), kind, name, QStringLiteral("--stdin")},
                   secret + '\n');
    }
    static QByteArray keygen(const QStringList& args)
    {
        QProcess p;
        p.start(QStringLiteral("ssh-keygen"), args);
        p.waitForFinished(60000);
        return p.readAllStandardOutput();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_home = m_dir.filePath(QStringLiteral("home"));
        m_tmp = m_dir.filePath(QStringLiteral("tmp"));
        QVERIFY(QDir().mkpath(m_home) && QDir().mkpath(m_tmp));
        const Run r = cli({QStringLiteral("secrets"), QStringLiteral("status"), QStringLiteral("--json")});
        FLEETDECK_REQUIRE_KEYCHAIN(r.code == 0 ? QString() : QString::fromUtf8(r.out + r.err));
    }

    void statusJsonFollowsTheContract()
    {
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("secrets"), QStringLiteral("status")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("backend")).toString(), QStringLiteral("secret-service"));
        QCOMPARE(o.value(QStringLiteral("available")).toBool(), true);
        QVERIFY(!o.value(QStringLiteral("detail")).toString().isEmpty());
        const Run human = cli({QStringLiteral("secrets"), QStringLiteral("status")});
        QVERIFY2(human.out.startsWith("Secret Service: available"), human.out.constData());
    }

    void badInputIsAUsageErrorThatStoresNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("stdinText");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("no subcommand")
            << QStringList{"secrets"} << QByteArray() << QByteArray("missing subcommand");
        QTest::newRow("unknown subcommand") << QStringList{"secrets", "show", "password", "a"} << QByteArray()
                                            << QByteArray("unknown secrets subcommand");
        QTest::newRow("secret as argument")
            << QStringList{"secrets", "set", "password", "gpu-01", "hunter2", "--stdin"} << QByteArray("x")
            << QByteArray("never from arguments");
        QTest::newRow("without --stdin") << QStringList{"secrets", "set", "password", "gpu-01"}
                                         << QByteArray("x") << QByteArray("needs --stdin");
        QTest::newRow("empty stdin") << QStringList{"secrets", "set", "password", "gpu-01", "--stdin"}
                                     << QByteArray() << QByteArray("nothing was read");
        QTest::newRow("only a newline") << QStringList{"secrets", "set", "password", "gpu-01", "--stdin"}
                                        << QByteArray("\n") << QByteArray("nothing was read");
        QTest::newRow("two lines") << QStringList{"secrets", "set", "password", "gpu-01", "--stdin"}
                                   << QByteArray("a\nb\n") << QByteArray("one line");
        QTest::newRow("bad fingerprint")
            << QStringList{"secrets", "set", "passphrase", "id_ed25519", "--stdin"} << QByteArray("x")
            << QByteArray("fingerprint");
        QTest::newRow("bad kind") << QStringList{"secrets", "delete", "token", "x"} << QByteArray()
                                  << QByteArray("unknown secret kind");
        QTest::newRow("bad node name")
            << QStringList{"secrets", "delete", "password", "a b"} << QByteArray() << QByteArray("node name");
        QTest::newRow("missing name") << QStringList{"secrets", "delete", "password"} << QByteArray()
                                      << QByteArray("expected KIND NAME");
    }
    void badInputIsAUsageErrorThatStoresNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, stdinText);
        QFETCH(QByteArray, message);
        const Run r = cli(args, stdinText);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(!r.err.contains("hunter2"));
        const Run list = cli({QStringLiteral("--json"), QStringLiteral("secrets"), QStringLiteral("list")});
        QCOMPARE(list.code, 0);
        QCOMPARE(QJsonDocument::fromJson(list.out).object().value(QStringLiteral("secrets")).toArray().size(),
                 0);
    }

    void setListDeleteRoundTrip()
    {
        const QByteArray secret = "vast-" + QUuid::createUuid().toByteArray(QUuid::Id128);
        Run r = setSecret(QStringLiteral("vast-api-key"), QStringLiteral("default"), secret);
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.contains("stored"));
        r = cli({QStringLiteral("--json"), QStringLiteral("secrets"), QStringLiteral("list")});
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("secrets")).toArray(),
                 QJsonArray({QJsonObject{{"kind", "vast-api-key"}, {"name", "default"}}}));
        QVERIFY(!r.out.contains(secret));
        // Stored under the service and the entry's key, in the Secret Service itself.
        QProcess lookup;
        lookup.start(QStringLiteral("secret-tool"),
                     {"lookup", "server", m_service, "user", "vast-api-key/default"});
        QVERIFY(lookup.waitForFinished());
        QCOMPARE(lookup.readAllStandardOutput(), secret);

        r = cli({QStringLiteral("--json"), QStringLiteral("secrets"), QStringLiteral("delete"),
                 QStringLiteral("vast-api-key"), QStringLiteral("default")});
        QCOMPARE(r.code, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("deleted")).toObject(),
                 (QJsonObject{{"kind", "vast-api-key"}, {"name", "default"}}));
        r = cli({QStringLiteral("secrets"), QStringLiteral("list")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.isEmpty());
    }

    void encryptedIdentityUnlocksWithThePassphraseFromTheKeychain()
    {
        FLEETDECK_REQUIRE_SSHD();
        const QByteArray passphrase = "pass " + QUuid::createUuid().toByteArray(QUuid::Id128);
        m_secrets << passphrase;
        const QString key = m_dir.filePath(QStringLiteral("id_enc"));
        keygen(
            {"-q", "-t", "ed25519", "-N", QString::fromLatin1(passphrase), "-C", "fleetdeck-enc", "-f", key});
        const QString fingerprint =
            QString::fromLatin1(keygen({"-lf", key + QStringLiteral(".pub")}).split(' ').value(1));
        QVERIFY(fingerprint.startsWith(QLatin1String("SHA256:")));
        QFile pub(key + QStringLiteral(".pub"));
        QVERIFY(pub.open(QIODevice::ReadOnly));

        SshdServer::Options options;
        options.workDir = m_dir.filePath(QStringLiteral("sshd-enc"));
        SshdServer server(options);
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QVERIFY(server.setAuthorizedKeys({QString::fromLatin1(pub.readAll().trimmed())}));
        QVERIFY(server.writeKnownHosts(knownHosts()));
        CuzkSimProcess sim(QStringLiteral(CUZK_SIM_PATH));
        QVERIFY(sim.start());
        QCOMPARE(cli({"node", "add", "enc", "--host", "127.0.0.1", "--port", QString::number(server.port()),
                      "--user", QString::fromLocal8Bit(qgetenv("USER").isEmpty() ? "root" : qgetenv("USER")),
                      "--identity", key, "--status-port", QString::number(sim.port())})
                     .code,
                 0);

        // Without a stored passphrase: the key cannot be used, and the message names its fingerprint.
        Run r = cli({QStringLiteral("--json"), QStringLiteral("check"), QStringLiteral("enc")});
        QCOMPARE(r.code, 1);
        QJsonObject d = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("diagnosis")).toObject();
        QCOMPARE(d.value(QStringLiteral("code")).toString(), QStringLiteral("key_unusable"));
        QVERIFY2(d.value(QStringLiteral("hint")).toString().contains(fingerprint), r.out.constData());

        // A wrong one is said to be wrong.
        QCOMPARE(setSecret(QStringLiteral("passphrase"), fingerprint, "wrong passphrase").code, 0);
        r = cli({QStringLiteral("--json"), QStringLiteral("check"), QStringLiteral("enc")});
        d = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("diagnosis")).toObject();
        QCOMPARE(d.value(QStringLiteral("code")).toString(), QStringLiteral("key_unusable"));
        QVERIFY2(d.value(QStringLiteral("detail")).toString().contains(QLatin1String("does not decrypt")),
                 r.out.constData());

        // The right one, from the keychain: the node is healthy through check and status.
        QCOMPARE(setSecret(QStringLiteral("passphrase"), fingerprint, passphrase).code, 0);
        r = cli({QStringLiteral("check"), QStringLiteral("enc")});
        QVERIFY2(r.code == 0, r.out + r.err);
        r = cli({QStringLiteral("--json"), QStringLiteral("status"), QStringLiteral("enc")});
        QVERIFY2(r.code == 0, r.out + r.err);
        QCOMPARE(QJsonDocument::fromJson(r.out)
                     .object()
                     .value(QStringLiteral("nodes"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("state"))
                     .toString(),
                 QStringLiteral("healthy"));
    }

    void passwordsForANodeAndForAGroup()
    {
        FLEETDECK_REQUIRE_SSHD();
        // A password login needs an account with a known password: a throwaway one (root only).
        QString why;
        const auto throwaway = ThrowawayAccount::create(QStringLiteral("fleetdeck-pwflow"), &why);
        if (!throwaway)
            QSKIP(qPrintable(why));
        const QString account = throwaway->name();
        const QByteArray password = throwaway->password();

        SshdServer::Options options;
        options.workDir = m_dir.filePath(QStringLiteral("sshd-pw"));
        options.extraConfigLines = {QStringLiteral("Match all"),
                                    QStringLiteral("    PasswordAuthentication yes")};
        SshdServer server(options);
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        QVERIFY(server.writeKnownHosts(knownHosts()));
        CuzkSimProcess sim(QStringLiteral(CUZK_SIM_PATH));
        QVERIFY(sim.start());
        const QStringList common{"--host", "127.0.0.1", "--port",        QString::number(server.port()),
                                 "--user", account,     "--status-port", QString::number(sim.port())};
        QCOMPARE(cli(QStringList{"node", "add", "pw-node"} + common).code, 0);
        QCOMPARE(cli(QStringList{"node", "add", "pw-grouped", "--label", "pool=alpha"} + common).code, 0);

        Run r = cli({QStringLiteral("--json"), QStringLiteral("status"), QStringLiteral("pw-node"),
                     QStringLiteral("pw-grouped")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("auth_denied"), r.out.constData());

        QCOMPARE(setSecret(QStringLiteral("password"), QStringLiteral("pw-node"), password).code, 0);
        QCOMPARE(setSecret(QStringLiteral("password"), QStringLiteral("pool=alpha"), password).code, 0);
        r = cli({QStringLiteral("--json"), QStringLiteral("status"), QStringLiteral("pw-node"),
                 QStringLiteral("pw-grouped")});
        QVERIFY2(r.code == 0, r.out + r.err);
    }

    void noSecretIsWrittenAnywhereElse()
    {
        // Everything above handled secrets; none may be found in what it left behind: the
        // database (with its WAL), settings, data and cache under HOME, the temp dir, and
        // everything the CLI printed.
        QVERIFY(!m_secrets.isEmpty());
        // The CLI's and its children's argv and environment were read while they ran.
        QVERIFY(m_processesSeen > 0);
        QVERIFY(m_everythingInProcesses.contains("--db"));
        for (const QByteArray& secret : std::as_const(m_secrets)) {
            QVERIFY2(!m_everythingPrinted.contains(secret), secret.constData());
            QVERIFY2(!m_everythingInProcesses.contains(secret), secret.constData());
            for (const QString& dir : {m_dir.path(), m_home, m_tmp}) {
                const QList<QByteArray> hits = findFilesContaining(dir, secret);
                QVERIFY2(hits.isEmpty(), hits.join(' ').constData());
            }
        }
        // The flow did use those places.
        QVERIFY(QFileInfo::exists(db()));
        QVERIFY(QFileInfo::exists(knownHosts()));
    }

    void cleanupTestCase()
    {
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("secrets"), QStringLiteral("list")});
        const QJsonArray ids =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("secrets")).toArray();
        for (const QJsonValue& v : ids)
            cli({"secrets", "delete", v.toObject().value("kind").toString(),
                 v.toObject().value("name").toString()});
    }
};

QTEST_GUILESS_MAIN(tst_CliSecrets)
#include "tst_cli_secrets.moc"
