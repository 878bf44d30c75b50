// SPDX-License-Identifier: GPL-3.0-or-later
#include "base/PublicKey.h"
#include "keys/AuthorizedKeys.h"

#include "TestKeys.h"

#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using fleetdeck::PublicKey;

namespace {
const QByteArray kEd25519 =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHoIm1tMzbSIVHmBeRFRQb61Sgihvj6kARiLbjR+FY5T";
const QByteArray kEd25519Base64 = "AAAAC3NzaC1lZDI1NTE5AAAAIHoIm1tMzbSIVHmBeRFRQb61Sgihvj6kARiLbjR+FY5T";
} // namespace

class tst_PublicKey : public QObject
{
    Q_OBJECT

private slots:
    void everyKeyType();
    void parseLine_data();
    void parseLine();
    void toLineRoundTrips();
    void blobChecks_data();
    void blobChecks();
    void keyMaterialAsSshKeygenReadsIt_data();
    void keyMaterialAsSshKeygenReadsIt();
};

// Real keys and certificates of every type parse, and the fingerprint is ssh-keygen's.
void tst_PublicKey::everyKeyType()
{
    const TestKeys keys;
    if (!keys.error().isEmpty())
        QSKIP(qPrintable(keys.error()));
    QSet<QByteArray> types;
    for (const TestKeys::Key& k : keys.keys()) {
        QString error;
        const auto key = PublicKey::parseLine(k.line + '\n', &error);
        QVERIFY2(key, qPrintable(k.line + " -> " + error.toUtf8()));
        QCOMPARE(key->type(), QString::fromLatin1(k.type));
        QCOMPARE(key->blob(), k.blob);
        QCOMPARE(key->fingerprint(), k.keygenFingerprint);
        QVERIFY(PublicKey::isKnownType(k.type));
        types << k.type;
    }
    // 8 plain types (2 of them sk-*), and a certificate of each.
    QCOMPARE(types.size(), 16);
    for (const QByteArray& type : PublicKey::knownTypes())
        QVERIFY2(types.contains(type), type.constData());
}

void tst_PublicKey::parseLine_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("comment");
    QTest::addColumn<QString>("errorContains");

    QTest::newRow("bare") << kEd25519 << true << QString() << QString();
    QTest::newRow("comment") << kEd25519 + " me@host" << true << QStringLiteral("me@host") << QString();
    QTest::newRow("trailing newline") << kEd25519 + " me@host\n"
                                      << true << QStringLiteral("me@host") << QString();
    QTest::newRow("comment with spaces")
        << kEd25519 + " a b  c" << true << QStringLiteral("a b  c") << QString();
    QTest::newRow("utf-8 comment") << kEd25519 + " j\xc3\xb6rg" << true << QStringLiteral("j\u00f6rg")
                                   << QString();
    QTest::newRow("surrounding blanks") << " \t" + kEd25519 + " x \n"
                                        << true << QStringLiteral("x") << QString();
    QTest::newRow("empty") << QByteArray() << false << QString() << QStringLiteral("no key");
    QTest::newRow("only newline") << QByteArray("\n") << false << QString() << QStringLiteral("no key");
    QTest::newRow("two lines") << kEd25519 + "\n" + kEd25519 + "\n"
                               << false << QString() << QStringLiteral("more than one line");
    QTest::newRow("two newlines") << kEd25519 + "\n\n"
                                  << false << QString() << QStringLiteral("more than one");
    QTest::newRow("crlf") << kEd25519 + " x\r\n" << false << QString() << QStringLiteral("carriage return");
    QTest::newRow("nul") << kEd25519 + QByteArray(" x\0y", 4) << false << QString() << QStringLiteral("NUL");
    QTest::newRow("nul in middle") << QByteArray("ssh-ed25519 \0", 13) + kEd25519Base64 << false << QString()
                                   << QStringLiteral("NUL");
    QTest::newRow("options") << "restrict " + kEd25519 << false << QString() << QStringLiteral("options");
    QTest::newRow("quoted options") << "command=\"ls\" " + kEd25519 << false << QString()
                                    << QStringLiteral("options");
    QTest::newRow("unknown type") << "ssh-foo " + kEd25519Base64 << false << QString()
                                  << QStringLiteral("unsupported key type");
    QTest::newRow("no data") << QByteArray("ssh-ed25519") << false << QString() << QStringLiteral("missing");
    QTest::newRow("bad base64") << QByteArray("ssh-ed25519 AAAA!!!!") << false << QString()
                                << QStringLiteral("base64");
    QTest::newRow("unpadded base64") << QByteArray(
                                            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHoIm1tMzbSIVHmBeRFRQb61S"
                                            "gihvj6kARiLbjR+FY5")
                                     << false << QString() << QStringLiteral("base64");
    QTest::newRow("type mismatch") << "ssh-rsa " + kEd25519Base64 << false << QString()
                                   << QStringLiteral("ssh-ed25519 key but the line says ssh-rsa");
    QTest::newRow("cert label, plain blob") << "ssh-ed25519-cert-v01@openssh.com " + kEd25519Base64 << false
                                            << QString() << QStringLiteral("but the line says");
    QTest::newRow("control char in comment")
        << kEd25519 + " a\x1b[31mb" << false << QString() << QStringLiteral("printable");
    QTest::newRow("invalid utf-8 comment")
        << kEd25519 + " a\xff" << false << QString() << QStringLiteral("printable");
    QTest::newRow("private key") << QByteArray("-----BEGIN OPENSSH PRIVATE KEY-----") << false << QString()
                                 << QStringLiteral("private key");
}

void tst_PublicKey::parseLine()
{
    QFETCH(QByteArray, line);
    QFETCH(bool, ok);
    QFETCH(QString, comment);
    QFETCH(QString, errorContains);
    QString error;
    const auto key = PublicKey::parseLine(line, &error);
    QCOMPARE(key.has_value(), ok);
    if (ok) {
        QCOMPARE(key->comment(), comment);
        QCOMPARE(key->type(), QStringLiteral("ssh-ed25519"));
        QCOMPARE(key->base64(), kEd25519Base64);
        QVERIFY(error.isEmpty());
    } else {
        QVERIFY2(error.contains(errorContains), qPrintable(error));
    }
}

void tst_PublicKey::toLineRoundTrips()
{
    const auto key = PublicKey::parseLine(kEd25519 + " me@host\n");
    QVERIFY(key);
    QCOMPARE(key->toLine(), kEd25519 + " me@host");
    const auto bare = PublicKey::parseLine(kEd25519);
    QVERIFY(bare);
    QCOMPARE(bare->toLine(), kEd25519);
    const auto fromBlob = PublicKey::fromBlob(key->blob(), QStringLiteral("me@host"));
    QVERIFY(fromBlob);
    QCOMPARE(*fromBlob, *key);
}

void tst_PublicKey::blobChecks_data()
{
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<QByteArray>("blob");
    QTest::addColumn<bool>("ok");
    const QByteArray ed = QByteArray::fromBase64(kEd25519Base64);
    const auto s = &TestKeys::wireString;
    QTest::newRow("ed25519") << QByteArray("ssh-ed25519") << ed << true;
    QTest::newRow("trailing byte") << QByteArray("ssh-ed25519") << ed + 'x' << false;
    QTest::newRow("truncated") << QByteArray("ssh-ed25519") << ed.chopped(1) << false;
    QTest::newRow("short key") << QByteArray("ssh-ed25519") << s("ssh-ed25519") + s(QByteArray(31, 'k'))
                               << false;
    QTest::newRow("empty") << QByteArray("ssh-ed25519") << QByteArray() << false;
    QTest::newRow("huge length") << QByteArray("ssh-ed25519") << QByteArray("\xff\xff\xff\xffssh-ed25519")
                                 << false;
    QTest::newRow("sk-ed25519") << QByteArray("sk-ssh-ed25519@openssh.com")
                                << s("sk-ssh-ed25519@openssh.com") + s(QByteArray(32, 'k')) + s("ssh:")
                                << true;
    QTest::newRow("sk-ed25519 without application")
        << QByteArray("sk-ssh-ed25519@openssh.com")
        << s("sk-ssh-ed25519@openssh.com") + s(QByteArray(32, 'k')) << false;
    QTest::newRow("ecdsa wrong curve") << QByteArray("ecdsa-sha2-nistp256")
                                       << s("ecdsa-sha2-nistp256") + s("nistp384") + s("\x04xy") << false;
    QTest::newRow("ecdsa point off the curve")
        << QByteArray("ecdsa-sha2-nistp256") << s("ecdsa-sha2-nistp256") + s("nistp256") + s("\x04xy")
        << false;
    QTest::newRow("rsa 31 bits") << QByteArray("ssh-rsa") << s("ssh-rsa") + s("\x01\x00\x01") + s("nnnn")
                                 << false;
    QTest::newRow("rsa missing n") << QByteArray("ssh-rsa") << s("ssh-rsa") + s("\x01\x00\x01") << false;
    QTest::newRow("unknown") << QByteArray("ssh-ed448") << s("ssh-ed448") + s(QByteArray(57, 'k')) << false;
    QTest::newRow("cert header only")
        << QByteArray("ssh-ed25519-cert-v01@openssh.com")
        << s("ssh-ed25519-cert-v01@openssh.com") + s("nonce") + s(QByteArray(32, 'k')) << false;
}

void tst_PublicKey::blobChecks()
{
    QFETCH(QByteArray, type);
    QFETCH(QByteArray, blob);
    QFETCH(bool, ok);
    const QString why = PublicKey::checkBlob(type, blob);
    QVERIFY2(why.isEmpty() == ok, qPrintable(why));
}

namespace {

// An RSA public key blob whose modulus has exactly `bits` bits (any odd number does: nothing
// reading a public key factors it).
QByteArray rsaBlob(int bits, bool negative = false)
{
    const int bytes = (bits + 7) / 8;
    QByteArray n(bytes, '\0');
    for (char& c : n)
        c = char(QRandomGenerator::global()->bounded(256));
    n[0] = char(quint8(n[0]) & (0xff >> (8 * bytes - bits)));
    n[0] = char(quint8(n[0]) | (1 << ((bits - 1) % 8)));
    n[bytes - 1] = char(quint8(n[bytes - 1]) | 1);
    if ((quint8(n[0]) & 0x80) != 0 && !negative)
        n.prepend('\0');
    return TestKeys::wireString("ssh-rsa") + TestKeys::wireString(QByteArray("\x01\x00\x01", 3)) +
           TestKeys::wireString(n);
}

// The blob with the last byte of its ECDSA point changed: the point leaves the curve.
QByteArray offCurve(const QByteArray& ecdsaBlob, qsizetype pointEnd)
{
    QByteArray blob = ecdsaBlob;
    blob[pointEnd - 1] = char(blob[pointEnd - 1] ^ 0x01);
    return blob;
}

QByteArray lineOf(const QByteArray& blob)
{
    return PublicKey::blobType(blob) + ' ' + blob.toBase64() + " crafted";
}

} // namespace

// Key material sshd would refuse (sshkey_from_blob): RSA moduli under 1024 or over 16384 bits,
// negative integers, ECDSA points off their curve. Each verdict is ssh-keygen's too, and a
// refused key is an invalid_line in authorized_keys.
void tst_PublicKey::keyMaterialAsSshKeygenReadsIt_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<bool>("valid");

    const TestKeys keys;
    QVERIFY2(keys.error().isEmpty(), qPrintable(keys.error()));
    for (const TestKeys::Key& k : keys.keys())
        QTest::newRow(k.type.constData()) << k.line << true;

    QTest::newRow("rsa 768") << lineOf(rsaBlob(768)) << false;
    QTest::newRow("rsa 1023") << lineOf(rsaBlob(1023)) << false;
    QTest::newRow("rsa 1024") << lineOf(rsaBlob(1024)) << true;
    QTest::newRow("rsa 16384") << lineOf(rsaBlob(16384)) << true;
    QTest::newRow("rsa 16385") << lineOf(rsaBlob(16385)) << false;
    QTest::newRow("rsa negative modulus") << lineOf(rsaBlob(2048, true)) << false;
    const QByteArray e = TestKeys::wireString(QByteArray("\x81\x00\x01", 3));
    const QByteArray rsa = rsaBlob(2048);
    QTest::newRow("rsa negative exponent") << lineOf(rsa.left(11) + e + rsa.mid(11 + 7)) << false;

    for (const QByteArray type : {"ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521",
                                  "sk-ecdsa-sha2-nistp256@openssh.com"}) {
        const QByteArray blob = keys.key(type).blob;
        QVERIFY(!blob.isEmpty());
        // type, curve, point, and for sk-* the application after it.
        const qsizetype pointEnd = type.startsWith("sk-") ? blob.size() - 8 : blob.size();
        QTest::newRow((type + " off the curve").constData()) << lineOf(offCurve(blob, pointEnd)) << false;
    }
}

void tst_PublicKey::keyMaterialAsSshKeygenReadsIt()
{
    QFETCH(QByteArray, line);
    QFETCH(bool, valid);

    QString error;
    const bool ours = PublicKey::parseLine(line, &error).has_value();

    QTemporaryDir dir;
    QFile pub(dir.filePath(QStringLiteral("key.pub")));
    QVERIFY(pub.open(QIODevice::WriteOnly));
    pub.write(line + '\n');
    pub.close();
    QProcess keygen;
    keygen.start(QStringLiteral("ssh-keygen"), {QStringLiteral("-l"), QStringLiteral("-f"), pub.fileName()});
    QVERIFY(keygen.waitForFinished(30000));
    const bool theirs = keygen.exitStatus() == QProcess::NormalExit && keygen.exitCode() == 0;

    QVERIFY2(ours == theirs, qPrintable(QStringLiteral("ours %1 (%2), ssh-keygen %3 (%4)")
                                            .arg(ours)
                                            .arg(error)
                                            .arg(theirs)
                                            .arg(QString::fromLocal8Bit(keygen.readAllStandardError()))));
    QCOMPARE(ours, valid);
    const auto parsed = fleetdeck::keys::AuthorizedKeys::parse(line + '\n');
    QCOMPARE(parsed.findingCodes(), valid ? QStringList() : QStringList{QStringLiteral("invalid_line")});
}

QTEST_GUILESS_MAIN(tst_PublicKey)
#include "tst_publickey.moc"
