// SPDX-License-Identifier: GPL-3.0-or-later
// keys::generateKey against the real ssh-keygen: OpenSSH must read what libssh wrote.
#include "base/KeyFile.h"
#include "keys/KeyGenerator.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace fleetdeck::keys;

Q_DECLARE_METATYPE(fleetdeck::keys::KeyType)

namespace {
struct Run
{
    int code = -1;
    QByteArray out;
};

Run run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAll()};
}

mode_t modeOf(const QString& path)
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return 0;
    return st.st_mode & 07777;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class tst_KeyGenerator : public QObject
{
    Q_OBJECT

private:
    QString m_keygen;
    QTemporaryDir m_dir;

    QString path(const QString& name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        m_keygen = QStandardPaths::findExecutable(QStringLiteral("ssh-keygen"));
        if (m_keygen.isEmpty())
            QSKIP("ssh-keygen is not installed");
        QVERIFY(m_dir.isValid());
    }

    void cleanup()
    {
        // No temporary file is ever left beside the keys.
        const QStringList hidden = QDir(m_dir.path()).entryList(QDir::Hidden | QDir::Files);
        for (const QString& name : hidden)
            QVERIFY2(!name.startsWith(QLatin1Char('.')), qPrintable(name));
    }

    void generate_data()
    {
        QTest::addColumn<KeyType>("type");
        QTest::addColumn<QByteArray>("passphrase");
        QTest::addColumn<QString>("sshType");
        QTest::addColumn<QString>("bits");
        QTest::newRow("ed25519") << KeyType::Ed25519 << QByteArray() << "ssh-ed25519"
                                 << "256";
        QTest::newRow("ecdsa") << KeyType::Ecdsa << QByteArray() << "ecdsa-sha2-nistp256"
                               << "256";
        QTest::newRow("rsa") << KeyType::Rsa << QByteArray() << "ssh-rsa"
                             << "3072";
        QTest::newRow("ed25519 encrypted") << KeyType::Ed25519 << QByteArray("correct horse") << "ssh-ed25519"
                                           << "256";
        QTest::newRow("ecdsa encrypted")
            << KeyType::Ecdsa << QByteArray("correct horse") << "ecdsa-sha2-nistp256"
            << "256";
        QTest::newRow("rsa encrypted") << KeyType::Rsa << QByteArray("correct horse") << "ssh-rsa"
                                       << "3072";
    }

    void generate()
    {
        QFETCH(KeyType, type);
        QFETCH(QByteArray, passphrase);
        QFETCH(QString, sshType);
        QFETCH(QString, bits);

        KeyGenRequest request;
        request.path =
            path(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')));
        request.type = type;
        request.comment = QStringLiteral("ops@fleetdeck test");
        if (!passphrase.isEmpty())
            request.passphrase = passphrase;
        const GeneratedKey key = generateKey(request);
        QVERIFY2(key.status == GeneratedKey::Ok, qPrintable(key.error));
        QCOMPARE(key.privatePath, request.path);
        QCOMPARE(key.publicPath, request.path + QStringLiteral(".pub"));
        QCOMPARE(key.publicKey.type(), sshType);
        QCOMPARE(key.publicLine, key.publicKey.toLine());
        QVERIFY(key.publicLine.endsWith(" ops@fleetdeck test"));

        // FILE.pub is the line plus a newline; the modes are 0600 and 0644.
        QCOMPARE(readAll(key.publicPath), key.publicLine + '\n');
        QCOMPARE(modeOf(key.privatePath), mode_t(0600));
        QCOMPARE(modeOf(key.publicPath), mode_t(0644));

        // ssh-keygen agrees on the fingerprint.
        const Run listed = run(m_keygen, {QStringLiteral("-lf"), key.publicPath});
        QCOMPARE(listed.code, 0);
        QCOMPARE(listed.out.trimmed(),
                 QStringLiteral("%1 %2 ops@fleetdeck test (%3)")
                     .arg(bits, key.fingerprint,
                          sshType == QLatin1String("ssh-rsa")       ? QStringLiteral("RSA")
                          : sshType == QLatin1String("ssh-ed25519") ? QStringLiteral("ED25519")
                                                                    : QStringLiteral("ECDSA"))
                     .toUtf8());

        // OpenSSH can read the private key and derives the same public key from it.
        const QByteArray typeAndBase64 = key.publicKey.type().toUtf8() + ' ' + key.publicKey.base64();
        const Run derived =
            run(m_keygen, {QStringLiteral("-y"), QStringLiteral("-P"), QString::fromUtf8(passphrase),
                           QStringLiteral("-f"), key.privatePath});
        QCOMPARE(derived.code, 0);
        QVERIFY2(derived.out.startsWith(typeAndBase64), derived.out.constData());

        const fleetdeck::PrivateKeyInfo info = fleetdeck::inspectPrivateKey(key.privatePath);
        QVERIFY2(info.readable, qPrintable(info.error));
        QCOMPARE(info.encrypted, !passphrase.isEmpty());
        QVERIFY(!readAll(key.privatePath).contains(passphrase.isEmpty() ? QByteArray("\x01") : passphrase));
        if (!passphrase.isEmpty()) {
            const Run wrong = run(m_keygen, {QStringLiteral("-y"), QStringLiteral("-P"), QString(),
                                             QStringLiteral("-f"), key.privatePath});
            QVERIFY(wrong.code != 0);
            QVERIFY(!wrong.out.contains(key.publicKey.base64()));
        }
    }

    void refusesToOverwrite_data()
    {
        QTest::addColumn<QString>("existing");
        QTest::newRow("private") << "";
        QTest::newRow("public") << ".pub";
    }

    void refusesToOverwrite()
    {
        QFETCH(QString, existing);
        const QString file = path(QStringLiteral("existing") + QString::fromLatin1(QTest::currentDataTag()));
        QFile f(file + existing);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("precious\n");
        f.close();

        KeyGenRequest request;
        request.path = file;
        const GeneratedKey key = generateKey(request);
        QCOMPARE(key.status, GeneratedKey::Refused);
        QVERIFY2(key.error.contains(QLatin1String("already exists")), qPrintable(key.error));
        QCOMPARE(readAll(file + existing), QByteArray("precious\n"));
        QVERIFY(!QFile::exists(existing.isEmpty() ? file + QStringLiteral(".pub") : file));
    }

    void refusesBadRequests_data()
    {
        QTest::addColumn<KeyType>("type");
        QTest::addColumn<int>("rsaBits");
        QTest::addColumn<QString>("comment");
        QTest::addColumn<QByteArray>("passphrase");
        QTest::addColumn<bool>("hasPassphrase");
        QTest::newRow("rsa 2048") << KeyType::Rsa << 2048 << QString() << QByteArray() << false;
        QTest::newRow("rsa 1024") << KeyType::Rsa << 1024 << QString() << QByteArray() << false;
        QTest::newRow("comment with newline") << KeyType::Ed25519 << 3072 << "a\nb" << QByteArray() << false;
        QTest::newRow("comment with tab") << KeyType::Ed25519 << 3072 << "a\tb" << QByteArray() << false;
        QTest::newRow("empty passphrase") << KeyType::Ed25519 << 3072 << QString() << QByteArray("") << true;
        QTest::newRow("passphrase with NUL")
            << KeyType::Ed25519 << 3072 << QString() << QByteArray("a\0b", 3) << true;
    }

    void refusesBadRequests()
    {
        QFETCH(KeyType, type);
        QFETCH(int, rsaBits);
        QFETCH(QString, comment);
        QFETCH(QByteArray, passphrase);
        QFETCH(bool, hasPassphrase);
        KeyGenRequest request;
        request.path = path(QStringLiteral("refused"));
        request.type = type;
        request.rsaBits = rsaBits;
        request.comment = comment;
        if (hasPassphrase)
            request.passphrase = passphrase;
        const GeneratedKey key = generateKey(request);
        QCOMPARE(key.status, GeneratedKey::Refused);
        QVERIFY(!key.error.isEmpty());
        QVERIFY(!QFile::exists(request.path));
        QVERIFY(!QFile::exists(request.path + QStringLiteral(".pub")));
    }

    void unwritableDirectoryFails()
    {
        KeyGenRequest request;
        request.path = path(QStringLiteral("no/such/dir/key"));
        const GeneratedKey key = generateKey(request);
        QCOMPARE(key.status, GeneratedKey::Failed);
        QVERIFY(!key.error.isEmpty());
    }

    void typeNames()
    {
        for (const KeyType type : {KeyType::Ed25519, KeyType::Ecdsa, KeyType::Rsa})
            QCOMPARE(keyTypeFromName(keyTypeName(type)), std::optional<KeyType>(type));
        QCOMPARE(keyTypeFromName(QStringLiteral("dsa")), std::nullopt);
        QCOMPARE(keyTypeFromName(QStringLiteral("ED25519")), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(tst_KeyGenerator)
#include "tst_keygenerator.moc"
