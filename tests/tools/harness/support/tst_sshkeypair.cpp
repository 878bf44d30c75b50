// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/OpenSshInstallation.h"
#include "support/SshKeyPair.h"
#include "support/TestSkips.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace fleetdeck;

class TstSshKeyPair : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { FLEETDECK_REQUIRE_SSHD(); }

    void generatesAnEd25519Pair()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const SshKeyPair pair =
            SshKeyPair::generate(dir.filePath(QStringLiteral("id_node")), QStringLiteral("node-01"));
        QVERIFY2(pair.isValid(), qPrintable(pair.errorString()));
        QCOMPARE(pair.privateKeyPath(), dir.filePath(QStringLiteral("id_node")));
        QCOMPARE(pair.publicKeyPath(), dir.filePath(QStringLiteral("id_node.pub")));
        QVERIFY(QRegularExpression(QStringLiteral("^ssh-ed25519 AAAA[A-Za-z0-9+/=]+ node-01$"))
                    .match(pair.publicKeyLine())
                    .hasMatch());
        QCOMPARE(QFile::permissions(pair.privateKeyPath()) & 0x0077, QFileDevice::Permissions());

        // The private key really belongs to the public line: ssh-keygen derives the same public key.
        QProcess derive;
        derive.start(OpenSshInstallation::sshKeygen(),
                     {QStringLiteral("-y"), QStringLiteral("-f"), pair.privateKeyPath()});
        QVERIFY(derive.waitForFinished(10000));
        QCOMPARE(derive.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(derive.readAllStandardOutput()).section(QLatin1Char(' '), 0, 1),
                 pair.publicKeyLine().section(QLatin1Char(' '), 0, 1));
    }

    void everyPairIsDifferent()
    {
        QTemporaryDir dir;
        const SshKeyPair a = SshKeyPair::generate(dir.filePath(QStringLiteral("a")), QStringLiteral("a"));
        const SshKeyPair b = SshKeyPair::generate(dir.filePath(QStringLiteral("b")), QStringLiteral("a"));
        QVERIFY(a.isValid() && b.isValid());
        QVERIFY(a.publicKeyLine() != b.publicKeyLine());
    }

    void refusesToOverwrite()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("id"));
        const SshKeyPair first = SshKeyPair::generate(path, QStringLiteral("first"));
        QVERIFY(first.isValid());
        const SshKeyPair second = SshKeyPair::generate(path, QStringLiteral("second"));
        QVERIFY(!second.isValid());
        QVERIFY(second.errorString().contains(QLatin1String("already exists")));
        QCOMPARE(SshKeyPair::load(path).publicKeyLine(), first.publicKeyLine());
    }

    void reportsAnUnwritableDirectory()
    {
        const SshKeyPair pair =
            SshKeyPair::generate(QStringLiteral("/nonexistent-dir/id"), QStringLiteral("x"));
        QVERIFY(!pair.isValid());
        QVERIFY2(pair.errorString().contains(QLatin1String("ssh-keygen failed")),
                 qPrintable(pair.errorString()));
    }

    void loadReportsAMissingKey()
    {
        QTemporaryDir dir;
        const SshKeyPair pair = SshKeyPair::load(dir.filePath(QStringLiteral("missing")));
        QVERIFY(!pair.isValid());
        QVERIFY(pair.errorString().contains(QLatin1String("does not exist")));
    }
};

QTEST_GUILESS_MAIN(TstSshKeyPair)
#include "tst_sshkeypair.moc"
