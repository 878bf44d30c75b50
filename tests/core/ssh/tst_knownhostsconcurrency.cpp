// SPDX-License-Identifier: GPL-3.0-or-later
// known_hosts edited by Fleetdeck while real `ssh -o StrictHostKeyChecking=accept-new` processes
// append to the same file: ssh takes no lock, so no line of theirs may be lost to an addition or
// a replacement of ours, and none of ours to theirs.
#include "ssh/KnownHosts.h"

#include "support/OpenSshClient.h"
#include "support/OpenSshInstallation.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"

#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <memory>
#include <thread>

using namespace fleetdeck;
using namespace fleetdeck::ssh;

namespace {
constexpr int Rounds = 6;
constexpr int SshPerRound = 16;

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The names of the file's key lines, as written.
QList<QByteArray> namesIn(const QByteArray& content)
{
    QList<QByteArray> names;
    for (const QByteArray& line : content.split('\n')) {
        if (!line.isEmpty() && !line.startsWith('#'))
            names << line.split(' ').value(0);
    }
    return names;
}
} // namespace

class tst_KnownHostsConcurrency : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<SshdServer> m_server;
    SshKeyPair m_client;
    QList<QByteArray> m_keys; // base64 blobs of ed25519 keys to write

    QStringList sshArgs(const QString& knownHosts, const QString& alias) const
    {
        const auto option = [](const QString& o) { return QStringList{QStringLiteral("-o"), o}; };
        return QStringList{QStringLiteral("-F"), QStringLiteral("/dev/null")} +
               option(QStringLiteral("UserKnownHostsFile=") + knownHosts) +
               option(QStringLiteral("GlobalKnownHostsFile=/dev/null")) +
               option(QStringLiteral("StrictHostKeyChecking=accept-new")) +
               option(QStringLiteral("BatchMode=yes")) + option(QStringLiteral("HashKnownHosts=no")) +
               option(QStringLiteral("UpdateHostKeys=no")) + option(QStringLiteral("IdentitiesOnly=yes")) +
               option(QStringLiteral("IdentityAgent=none")) +
               option(QStringLiteral("HostKeyAlias=") + alias) + option(QStringLiteral("LogLevel=ERROR")) +
               QStringList{QStringLiteral("-i"),        m_client.privateKeyPath(),
                           QStringLiteral("-p"),        QString::number(m_server->port()),
                           QStringLiteral("-l"),        OpenSshClient::currentUserName(),
                           QStringLiteral("-s"),        QStringLiteral("--"),
                           QStringLiteral("127.0.0.1"), QStringLiteral("sftp")};
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        m_client = SshKeyPair::generate(m_dir.filePath(QStringLiteral("client")), QStringLiteral("client"));
        QVERIFY2(m_client.isValid(), qPrintable(m_client.errorString()));
        SshdServer::Options options;
        options.workDir = m_dir.filePath(QStringLiteral("sshd"));
        m_server = std::make_unique<SshdServer>(options);
        QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));
        QVERIFY(m_server->setAuthorizedKeys({m_client.publicKeyLine()}));
        for (int i = 0; i < 4; ++i) {
            const SshKeyPair k =
                SshKeyPair::generate(m_dir.filePath(QStringLiteral("k%1").arg(i)), QStringLiteral("k"));
            QVERIFY(k.isValid());
            m_keys << k.publicKeyLine().split(QLatin1Char(' ')).value(1).toUtf8();
        }
    }

    void noLineIsLostToAConcurrentAppend()
    {
        const QString path = m_dir.filePath(QStringLiteral("known_hosts"));
        QFile seed(path);
        QVERIFY(seed.open(QIODevice::WriteOnly));
        seed.write("# shared by ssh and Fleetdeck\nseed.example.net ssh-ed25519 " + m_keys.at(0) + "\n");
        seed.close();

        // Our side, in another thread: additions, and replacements of one name, without pause.
        std::atomic_bool stop = false;
        std::atomic_int additions = 0;
        std::atomic_int replacements = 0;
        std::atomic_int failures = 0;
        QByteArray lastReplacement;
        std::thread ours([&] {
            KnownHosts kh(path);
            int n = 0;
            while (!stop.load()) {
                QString error;
                const QByteArray key = m_keys.at(1 + n % 3);
                if (n % 2 == 0) {
                    if (kh.addNamed(QStringLiteral("ours%1.example.net").arg(n),
                                    QStringLiteral("ssh-ed25519"), key, n % 4 == 0, &error))
                        ++additions;
                    else
                        ++failures;
                } else {
                    if (kh.replaceNamed(QStringLiteral("replaced.example.net"), QStringLiteral("ssh-ed25519"),
                                        key, false, &error)) {
                        ++replacements;
                        lastReplacement = key;
                    } else {
                        ++failures;
                    }
                }
                ++n;
            }
        });

        int sshOk = 0;
        QStringList aliases;
        for (int round = 0; round < Rounds; ++round) {
            std::vector<std::unique_ptr<QProcess>> running;
            for (int i = 0; i < SshPerRound; ++i) {
                const QString alias = QStringLiteral("ssh-r%1-%2").arg(round).arg(i);
                aliases << alias;
                auto p = std::make_unique<QProcess>();
                QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
                env.insert(QStringLiteral("HOME"), m_dir.path());
                env.remove(QStringLiteral("SSH_AUTH_SOCK"));
                p->setProcessEnvironment(env);
                p->setStandardInputFile(QProcess::nullDevice());
                p->start(OpenSshInstallation::ssh(), sshArgs(path, alias));
                running.push_back(std::move(p));
            }
            for (auto& p : running) {
                if (p->waitForFinished(60000) && p->exitStatus() == QProcess::NormalExit &&
                    p->exitCode() == 0)
                    ++sshOk;
                else
                    qWarning() << "ssh:" << p->readAllStandardError();
            }
        }
        stop = true;
        ours.join();
        qInfo("%d ssh appends, %d additions and %d replacements by Fleetdeck", sshOk, additions.load(),
              replacements.load());
        QCOMPARE(sshOk, Rounds * SshPerRound);
        QCOMPARE(failures.load(), 0);
        QVERIFY(additions.load() >= 5);
        QVERIFY(replacements.load() >= 5);

        const QByteArray content = readAll(path);
        const QList<QByteArray> names = namesIn(content);
        QSet<QByteArray> present(names.cbegin(), names.cend());
        for (const QString& alias : std::as_const(aliases))
            QVERIFY2(present.contains(alias.toUtf8()),
                     qPrintable(QStringLiteral("ssh's line for %1 was lost").arg(alias)));
        QVERIFY(present.contains("seed.example.net"));
        // Every addition of ours is there, hashed or not: ask OpenSSH's own lookup.
        KnownHosts check(path);
        QVERIFY(check.load(nullptr));
        for (int n = 0; n < additions.load() * 2; n += 2)
            QVERIFY2(!check.entriesNamed(QStringLiteral("ours%1.example.net").arg(n)).isEmpty(),
                     qPrintable(QString::number(n)));
        // Exactly one line for the replaced name: the last key written.
        const QList<KnownHosts::Entry> replaced = check.entriesNamed(QStringLiteral("replaced.example.net"));
        QCOMPARE(replaced.size(), 1);
        QCOMPARE(replaced.constFirst().keyBase64, lastReplacement);
        // Nothing glued together: every line is one whole entry ssh can read.
        QCOMPARE(names.size(), check.entries().size());
        QProcess keygen;
        keygen.start(OpenSshInstallation::sshKeygen(),
                     {QStringLiteral("-F"), QStringLiteral("ours0.example.net"), QStringLiteral("-f"), path});
        QVERIFY(keygen.waitForFinished(30000));
        QCOMPARE(keygen.exitCode(), 0); // hashed by us, found by OpenSSH
    }
};

QTEST_GUILESS_MAIN(tst_KnownHostsConcurrency)
#include "tst_knownhostsconcurrency.moc"
