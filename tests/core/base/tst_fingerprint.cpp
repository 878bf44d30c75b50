// SPDX-License-Identifier: GPL-3.0-or-later
// One SHA256 fingerprint for every way a key reaches Fleetdeck (a pasted line, a known_hosts
// entry, a libssh key, a private key file), and it is ssh-keygen's: 50 keys of every type
// ssh-keygen makes, hand-built security keys, and a certificate of each, compared with
// `ssh-keygen -lf`.
#include "base/KeyFile.h"
#include "base/PublicKey.h"
#include "ssh/KnownHosts.h"
#include "ssh/LibSsh.h"

#include "TestKeys.h"

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using fleetdeck::PublicKey;

namespace {

constexpr int kKeysPerType = 50;

struct Generated
{
    QByteArray line;        // the .pub line
    QString privateKeyPath; // empty for hand-built and certified keys
};

} // namespace

class tst_Fingerprint : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_keygen;

    QByteArray keygen(const QStringList& args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_dir.path()); // never near the real ~/.ssh
        p.setProcessEnvironment(env);
        p.start(m_keygen, args);
        if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            qWarning("ssh-keygen %s: %s", qPrintable(args.join(QLatin1Char(' '))),
                     p.readAllStandardError().constData());
            return QByteArray("failed");
        }
        return p.readAllStandardOutput();
    }

    bool writeFile(const QString& path, const QByteArray& content)
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(content) == content.size();
    }

private slots:
    void everyPathAgreesWithSshKeygen();
};

void tst_Fingerprint::everyPathAgreesWithSshKeygen()
{
    m_keygen = QStandardPaths::findExecutable(QStringLiteral("ssh-keygen"));
    QVERIFY2(!m_keygen.isEmpty(), "ssh-keygen (openssh-client) is needed");
    QVERIFY(m_dir.isValid());
    const QString dir = m_dir.path() + QLatin1Char('/');

    // name -> ssh-keygen's -t and -b
    const QList<QStringList> specs = {
        {QStringLiteral("ed25519"), QStringLiteral("ed25519")},
        {QStringLiteral("ecdsa256"), QStringLiteral("ecdsa"), QStringLiteral("256")},
        {QStringLiteral("ecdsa384"), QStringLiteral("ecdsa"), QStringLiteral("384")},
        {QStringLiteral("ecdsa521"), QStringLiteral("ecdsa"), QStringLiteral("521")},
        {QStringLiteral("rsa1024"), QStringLiteral("rsa"), QStringLiteral("1024")},
        {QStringLiteral("rsa2048"), QStringLiteral("rsa"), QStringLiteral("2048")},
        {QStringLiteral("dsa"), QStringLiteral("dsa")},
    };
    QList<Generated> keys;
    QStringList pubFiles;
    for (const QStringList& spec : specs) {
        for (int i = 0; i < kKeysPerType; ++i) {
            const QString path = dir + spec.at(0) + QString::number(i);
            QStringList args = {QStringLiteral("-q"),
                                QStringLiteral("-N"),
                                QString(),
                                QStringLiteral("-C"),
                                QStringLiteral("k%1").arg(i),
                                QStringLiteral("-f"),
                                path,
                                QStringLiteral("-t"),
                                spec.at(1)};
            if (spec.size() > 2)
                args << QStringLiteral("-b") << spec.at(2);
            QVERIFY(keygen(args) != "failed");
            QFile pub(path + QStringLiteral(".pub"));
            QVERIFY(pub.open(QIODevice::ReadOnly));
            keys << Generated{pub.readAll().trimmed(), path};
            pubFiles << pub.fileName();
        }
    }

    // Security keys need a token to be made, but their public form is only fields: a random
    // Ed25519 key, and the P-256 points ssh-keygen just made (ssh-keygen checks the point).
    const auto s = &TestKeys::wireString;
    QList<QByteArray> skBlobs;
    for (int i = 0; i < kKeysPerType; ++i) {
        QByteArray ed(32, '\0');
        for (char& c : ed)
            c = char(QRandomGenerator::global()->bounded(256));
        skBlobs << s("sk-ssh-ed25519@openssh.com") + s(ed) + s("ssh:");
    }
    for (const Generated& k : std::as_const(keys)) {
        if (!k.line.startsWith("ecdsa-sha2-nistp256 "))
            continue;
        const QByteArray blob = QByteArray::fromBase64(k.line.split(' ').at(1));
        const QByteArray point = blob.mid(4 + 19 + 4 + 8 + 4);
        skBlobs << s("sk-ecdsa-sha2-nistp256@openssh.com") + s("nistp256") + s(point) + s("ssh:");
    }
    for (qsizetype i = 0; i < skBlobs.size(); ++i) {
        const QByteArray& blob = skBlobs.at(i);
        const QByteArray type = blob.mid(4, qFromBigEndian<quint32>(blob.constData()));
        const QByteArray line = type + ' ' + blob.toBase64() + " sk" + QByteArray::number(i);
        const QString path = dir + QStringLiteral("sk%1.pub").arg(i);
        QVERIFY(writeFile(path, line + '\n'));
        keys << Generated{line, {}};
        pubFiles << path;
    }

    // A certificate of every key, in one signing run.
    QVERIFY(keygen({QStringLiteral("-q"), QStringLiteral("-N"), QString(), QStringLiteral("-t"),
                    QStringLiteral("ed25519"), QStringLiteral("-f"), dir + QStringLiteral("ca")}) !=
            "failed");
    QVERIFY(keygen(QStringList{QStringLiteral("-q"), QStringLiteral("-s"), dir + QStringLiteral("ca"),
                               QStringLiteral("-I"), QStringLiteral("id"), QStringLiteral("-n"),
                               QStringLiteral("root")} +
                   pubFiles) != "failed");
    for (const QString& pub : std::as_const(pubFiles)) {
        QFile cert(QString(pub).replace(QStringLiteral(".pub"), QStringLiteral("-cert.pub")));
        QVERIFY2(cert.open(QIODevice::ReadOnly), qPrintable(cert.fileName()));
        keys << Generated{cert.readAll().trimmed(), {}};
    }

    // ssh-keygen -lf lists every key of a file, in order.
    QByteArray all;
    for (const Generated& k : std::as_const(keys))
        all += k.line + '\n';
    QVERIFY(writeFile(dir + QStringLiteral("all"), all));
    const QList<QByteArray> listing =
        keygen({QStringLiteral("-lf"), dir + QStringLiteral("all")}).trimmed().split('\n');
    QCOMPARE(listing.size(), keys.size());
    QCOMPARE(keys.size(), 2 * (specs.size() + 2) * kKeysPerType); // 9 types and their certificates

    QSet<QByteArray> types;
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const Generated& k = keys.at(i);
        const QString expected = QString::fromLatin1(listing.at(i).split(' ').value(1));
        const QByteArray type = k.line.split(' ').at(0);
        const QByteArray base64 = k.line.split(' ').at(1);
        types << type;
        QVERIFY2(expected.startsWith(QLatin1String("SHA256:")), listing.at(i).constData());

        QString error;
        const auto key = PublicKey::parseLine(k.line, &error);
        QVERIFY2(key, qPrintable(k.line + " -> " + error.toUtf8()));
        QCOMPARE(key->fingerprint(), expected);
        QCOMPARE(fleetdeck::ssh::KnownHosts::fingerprintSha256(base64), expected);

        ssh_key imported = nullptr;
        QCOMPARE(ssh_pki_import_pubkey_base64(base64.constData(), ssh_key_type_from_name(type.constData()),
                                              &imported),
                 SSH_OK);
        const fleetdeck::ssh::KeyPtr libsshKey(imported);
        QCOMPARE(fleetdeck::ssh::keyFingerprint(libsshKey.get()), expected);

        if (!k.privateKeyPath.isEmpty())
            QCOMPARE(fleetdeck::inspectPrivateKey(k.privateKeyPath).fingerprint, expected);
    }
    QCOMPARE(types.size(), 16); // 8 plain types (rsa in two sizes), 8 certificate types
}

QTEST_GUILESS_MAIN(tst_Fingerprint)
#include "tst_fingerprint.moc"
