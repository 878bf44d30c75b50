// SPDX-License-Identifier: GPL-3.0-or-later
#include "keys/AuthorizedKeys.h"

#include "TestKeys.h"
#include "support/Fixtures.h"

#include <QDir>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTest>

using fleetdeck::PublicKey;
using fleetdeck::keys::AuthorizedKeys;
using Entry = AuthorizedKeys::Entry;

namespace {

// Three distinct ed25519 keys, those of tests/fixtures/authorized_keys: Ines's, Tomas's and the one
// being deployed (new-key.pub).
const QByteArray kInes = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKlNXmVXTRKUnBM+5xTSINtwXsK6fWCECTGwkCK8Utwr";
const QByteArray kTomas = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIMrveccVbfRM1NMsWr1ype/4sX+qJiQZssW4dEaORKVJ";
const QByteArray kNew = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGGElC2HbTaceUlWnaHXFOdRZwAIJOmLzolxMSUGw0qb";
const QByteArray kNewBase64 = kNew.mid(12);

// tests/fixtures/authorized_keys/`name`; a missing file fails the running test (support/Fixtures.h).
QByteArray fixture(const QString& name)
{
    return fleetdeck::test::fixture(QStringLiteral("authorized_keys/") + name);
}

const QStringList kFixtureFiles = {"no-trailing-newline",
                                   "concatenated",
                                   "crlf",
                                   "options-and-comments",
                                   "duplicate-with-different-options",
                                   "empty",
                                   "new-key.pub"};

PublicKey key(const QByteArray& line)
{
    const auto parsed = PublicKey::parseLine(line);
    return parsed ? *parsed : PublicKey();
}

QByteArray blobOf(const QByteArray& line)
{
    return key(line).blob();
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

// Lines of `content`, line endings dropped.
QList<QByteArray> linesOf(const QByteArray& content)
{
    QList<QByteArray> lines;
    const AuthorizedKeys keys = AuthorizedKeys::parse(content);
    for (const Entry& e : keys.entries())
        lines << e.raw;
    return lines;
}

} // namespace

class tst_AuthorizedKeys : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fixtures_data();
    void fixtures();
    void everyFixtureIsCovered();

    void options_data();
    void options();
    void everyKeyType();
    void invalidLines_data();
    void invalidLines();
    void commentsAndBlanksKeptByteExact();
    void notPresent_data();
    void notPresent();
    void duplicates();

    void addIsIdempotent();
    void addPreservesEveryByte_data();
    void addPreservesEveryByte();
    void addWithOptions();
    void addRefusesBadOptions();
    void removeByFingerprint();
    void removeByBlobAndLine();
    void removeAbsentOrGarbage();
    void repairSplitsGluedKeys();
    void repairNormalisesLineEndings();
    void repairOnlyWhenAsked();

    void randomBytesDoNotCrash();
    void largeInputs();
};

// ---- the fixtures: findings, and README's invariants for adding new-key.pub

// Every test below may read the fixtures: none runs when one is missing.
void tst_AuthorizedKeys::initTestCase()
{
    QStringList files;
    for (const QString& name : kFixtureFiles)
        files << QStringLiteral("authorized_keys/") + name;
    QVERIFY(fleetdeck::test::haveFixtures(files));
}

void tst_AuthorizedKeys::fixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("codes");
    QTest::addColumn<int>("validKeys");
    QTest::addColumn<bool>("newKeyPresent");

    QTest::newRow("no-trailing-newline")
        << "no-trailing-newline" << QStringList{"missing_trailing_newline"} << 1 << false;
    QTest::newRow("concatenated") << "concatenated" << QStringList{"concatenated_keys"} << 0 << false;
    QTest::newRow("crlf") << "crlf" << QStringList{"crlf"} << 2 << false;
    QTest::newRow("options-and-comments") << "options-and-comments" << QStringList{} << 4 << false;
    QTest::newRow("duplicate-with-different-options")
        << "duplicate-with-different-options" << QStringList{"duplicate"} << 3 << false;
    QTest::newRow("empty") << "empty" << QStringList{} << 0 << false;
    QTest::newRow("new-key.pub itself") << "new-key.pub" << QStringList{} << 1 << true;
}

void tst_AuthorizedKeys::fixtures()
{
    QFETCH(QString, file);
    QFETCH(QStringList, codes);
    QFETCH(int, validKeys);
    QFETCH(bool, newKeyPresent);

    const QByteArray content = fixture(file);
    const AuthorizedKeys keys = AuthorizedKeys::parse(content);
    QCOMPARE(sorted(keys.findingCodes()), sorted(codes));
    QCOMPARE(int(std::count_if(keys.entries().begin(), keys.entries().end(),
                               [](const Entry& e) { return e.valid; })),
             validKeys);

    QString error;
    const auto newKey = PublicKey::parseLine(fixture(QStringLiteral("new-key.pub")), &error);
    QVERIFY2(newKey, qPrintable(error));
    QCOMPARE(keys.containsBlob(newKey->blob()), newKeyPresent);

    const AuthorizedKeys::EditResult added = keys.add(*newKey);
    QVERIFY(added.error.isEmpty());
    QCOMPARE(added.changed, !newKeyPresent);
    QVERIFY(added.content.endsWith('\n'));
    // Every line that was there is still there, byte for byte, in order, each on its own line.
    const QList<QByteArray> before = linesOf(content);
    const QList<QByteArray> after = linesOf(added.content);
    QCOMPARE(after.mid(0, before.size()), before);
    QVERIFY(added.content.startsWith(content));
    QCOMPARE(after.size(), before.size() + (newKeyPresent ? 0 : 1));
    if (!newKeyPresent)
        QCOMPARE(after.last(), newKey->toLine());
    // The new key is present exactly once.
    const AuthorizedKeys reparsed = AuthorizedKeys::parse(added.content);
    QVERIFY(reparsed.containsBlob(newKey->blob()));
    QCOMPARE(int(std::count_if(reparsed.entries().begin(), reparsed.entries().end(),
                               [&](const Entry& e) { return e.valid && e.blob == newKey->blob(); })),
             1);
    // Every key that was valid is still valid.
    for (const Entry& e : keys.entries()) {
        if (e.valid)
            QVERIFY(reparsed.entries().at(e.line - 1).valid);
    }
    // A second deployment changes nothing.
    const AuthorizedKeys::EditResult again = reparsed.add(*newKey);
    QVERIFY(!again.changed);
    QCOMPARE(again.content, added.content);
}

// A fixture added later must get a row above.
void tst_AuthorizedKeys::everyFixtureIsCovered()
{
    const QDir dir(fleetdeck::test::fixturePath(QStringLiteral("authorized_keys")));
    QVERIFY2(dir.exists(), qPrintable(dir.path()));
    const QStringList covered = QStringList{QStringLiteral("README.md")} + kFixtureFiles;
    for (const QString& name : dir.entryList(QDir::Files))
        QVERIFY2(covered.contains(name), qPrintable(name + " has no expectations in fixtures_data()"));
}

// ---- parsing

void tst_AuthorizedKeys::options_data()
{
    QTest::addColumn<QByteArray>("options");
    QTest::addColumn<QString>("comment");
    QTest::addColumn<bool>("certAuthority");

    QTest::newRow("flag") << QByteArray("no-pty") << QStringLiteral("bob") << false;
    QTest::newRow("flags, any case") << QByteArray("restrict,No-Pty,PTY") << QString() << false;
    QTest::newRow("quoted comma") << QByteArray("from=\"10.0.0.0/8,192.168.1.1\"") << QStringLiteral("x")
                                  << false;
    QTest::newRow("quoted spaces") << QByteArray("command=\"/usr/bin/cuzk-status --json\",no-pty")
                                   << QStringLiteral("a b") << false;
    QTest::newRow("escaped quotes and commas")
        << QByteArray("command=\"echo \\\"a,b\\\" ; ls\",no-pty") << QStringLiteral("ops") << false;
    QTest::newRow("environment") << QByteArray("environment=\"X=1,2\"") << QString() << false;
    QTest::newRow("key text in option")
        << "command=\"grep '" + kNew + " x' f\"" << QStringLiteral("c") << false;
    QTest::newRow("every valued option")
        << QByteArray("command=\"a\",from=\"*\",expiry-time=\"20300101\",environment=\"A=b\","
                      "permitopen=\"h:1\",permitlisten=\"2\",tunnel=\"0\"")
        << QString() << false;
    QTest::newRow("cert-authority") << QByteArray("cert-authority,principals=\"root\"") << QString() << true;
    QTest::newRow("tab between") << QByteArray("no-pty\t") << QString() << false;
    QTest::newRow("no-verify-required")
        << QByteArray("no-verify-required,No-Touch-Required") << QString() << false;
}

void tst_AuthorizedKeys::options()
{
    QFETCH(QByteArray, options);
    QFETCH(QString, comment);
    QFETCH(bool, certAuthority);

    const QByteArray line =
        options + ' ' + kTomas + (comment.isEmpty() ? QByteArray() : ' ' + comment.toUtf8());
    const AuthorizedKeys keys = AuthorizedKeys::parse(line + '\n');
    QCOMPARE(keys.findings(), QList<AuthorizedKeys::Finding>());
    QCOMPARE(keys.entries().size(), 1);
    const Entry& e = keys.entries().first();
    QVERIFY2(e.valid, qPrintable(e.error));
    QCOMPARE(e.kind, Entry::Kind::Key);
    QCOMPARE(e.options, options.trimmed());
    QCOMPARE(e.type, QStringLiteral("ssh-ed25519"));
    QCOMPARE(e.blob, blobOf(kTomas));
    QCOMPARE(e.comment, comment);
    QCOMPARE(e.raw, line);
    QCOMPARE(e.certAuthority, certAuthority);
    QCOMPARE(keys.containsBlob(blobOf(kTomas)), !certAuthority);
    // A key quoted inside the options is not present.
    QVERIFY(!keys.containsBlob(blobOf(kNew)));
}

// Real keys of every type (ssh-keygen), sk-* and certificates: valid, fingerprint as ssh-keygen -lf.
void tst_AuthorizedKeys::everyKeyType()
{
    const TestKeys generated;
    if (!generated.error().isEmpty())
        QSKIP(qPrintable(generated.error()));
    QByteArray content;
    for (const TestKeys::Key& k : generated.keys())
        content += "restrict " + k.line + '\n';
    const AuthorizedKeys keys = AuthorizedKeys::parse(content);
    QCOMPARE(keys.findings(), QList<AuthorizedKeys::Finding>());
    QCOMPARE(keys.entries().size(), generated.keys().size());
    for (qsizetype i = 0; i < generated.keys().size(); ++i) {
        const TestKeys::Key& k = generated.keys().at(i);
        const Entry& e = keys.entries().at(i);
        QVERIFY2(e.valid, qPrintable(k.type + ": " + e.error.toUtf8()));
        QCOMPARE(e.type, QString::fromLatin1(k.type));
        QCOMPARE(e.blob, k.blob);
        QCOMPARE(e.fingerprint, k.keygenFingerprint);
        QVERIFY(keys.containsBlob(k.blob));
    }
    // A type label that does not match the blob: an ssh-rsa label on an ed25519 blob, a plain
    // label on a certificate blob, and the other way round.
    const TestKeys::Key ed = generated.key("ssh-ed25519");
    const TestKeys::Key edCert = generated.key("ssh-ed25519-cert-v01@openssh.com");
    const TestKeys::Key rsa = generated.key("ssh-rsa");
    for (const QByteArray& line : {"ssh-rsa " + ed.base64, "ssh-ed25519 " + edCert.base64,
                                   "ssh-ed25519-cert-v01@openssh.com " + ed.base64, "ssh-dss " + rsa.base64,
                                   "sk-ssh-ed25519@openssh.com " + ed.base64}) {
        const AuthorizedKeys mismatch = AuthorizedKeys::parse(line + " x\n");
        QCOMPARE(mismatch.findingCodes(), QStringList{"invalid_line"});
        QVERIFY(!mismatch.entries().first().valid);
        QVERIFY(!mismatch.containsBlob(ed.blob));
    }
}

void tst_AuthorizedKeys::invalidLines_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("errorContains");

    const QByteArray b64 = kTomas.mid(12);
    QTest::newRow("type mismatch") << "ssh-rsa " + b64 << "invalid_line"
                                   << "ssh-ed25519 key but the line says";
    QTest::newRow("bad base64 char") << QByteArray("ssh-ed25519 AAAA*AAA") << "invalid_line"
                                     << "base64";
    QTest::newRow("unpadded") << kTomas.chopped(1) << "invalid_line"
                              << "base64";
    QTest::newRow("truncated blob") << "ssh-ed25519 " + QByteArray::fromBase64(b64).chopped(3).toBase64()
                                    << "invalid_line"
                                    << "well-formed";
    QTest::newRow("no key data") << QByteArray("ssh-ed25519") << "invalid_line"
                                 << "no key data";
    QTest::newRow("just base64") << b64 << "invalid_line"
                                 << "not a key line";
    QTest::newRow("unknown option") << "frobnicate " + kTomas << "invalid_line"
                                    << "unknown option frobnicate";
    QTest::newRow("unquoted value") << "from=10.0.0.1 " + kTomas << "invalid_line"
                                    << "double-quoted";
    QTest::newRow("flag with value") << "no-pty=\"1\" " + kTomas << "invalid_line"
                                     << "takes no value";
    QTest::newRow("unclosed quote") << "command=\"ls " + kTomas << "invalid_line"
                                    << "unclosed quote";
    QTest::newRow("junk after value") << "command=\"ls\"x " + kTomas << "invalid_line"
                                      << "unexpected text";
    QTest::newRow("empty option") << "no-pty,,restrict " + kTomas << "invalid_line"
                                  << "empty option";
    QTest::newRow("principals on a plain key") << "principals=\"root\" " + kTomas << "invalid_line"
                                               << "principals without cert-authority";
    QTest::newRow("bad permitopen") << "permitopen=\"any\" " + kTomas << "invalid_line"
                                    << "permitopen";
    QTest::newRow("nul byte") << QByteArray("ssh-ed25519\0 ", 13) + b64 << "invalid_line"
                              << "NUL";
    QTest::newRow("options then garbage") << QByteArray("restrict garbage") << "invalid_line"
                                          << "garbage is not a key type";
    const QByteArray ed448 = TestKeys::wireString("ssh-ed448") + TestKeys::wireString(QByteArray(57, 'k'));
    QTest::newRow("unknown type") << "ssh-ed448 " + ed448.toBase64() + " new@algo"
                                  << "unsupported_type"
                                  << "ssh-ed448";
    QTest::newRow("unknown type, options") << "restrict ssh-ed448 " + ed448.toBase64() << "unsupported_type"
                                           << "ssh-ed448";
    QTest::newRow("unknown ssh- type") << "ssh-foo " + b64 << "unsupported_type"
                                       << "ssh-foo";
}

void tst_AuthorizedKeys::invalidLines()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, code);
    QFETCH(QString, errorContains);
    const QByteArray content = kInes + "\n" + line + "\n" + kNew + "\n";
    const AuthorizedKeys keys = AuthorizedKeys::parse(content);
    QCOMPARE(keys.findings().size(), 1);
    QCOMPARE(keys.findings().first().code, code);
    QCOMPARE(keys.findings().first().line, 2);
    QVERIFY2(keys.findings().first().detail.contains(errorContains),
             qPrintable(keys.findings().first().detail));
    QVERIFY(!keys.entries().at(1).valid);
    QVERIFY(!keys.containsBlob(blobOf(kTomas)));
    QVERIFY(keys.containsBlob(blobOf(kInes)));
    QVERIFY(keys.containsBlob(blobOf(kNew)));
    // The neighbours are untouched, and so is the bad line when another key is added.
    const auto added = keys.add(key(kTomas));
    QVERIFY(added.changed);
    QCOMPARE(added.content, content + kTomas + "\n");
}

void tst_AuthorizedKeys::commentsAndBlanksKeptByteExact()
{
    const QByteArray content = "# fleet operators\n"
                               "\n"
                               "   \t\n"
                               "  # indented comment " +
                               kNew +
                               "\n"
                               "#" +
                               kNew + "\n" + kInes +
                               " alice  with   spaces \n"
                               "\t" +
                               kTomas +
                               "\tbob\n"
                               "# trailing comment without newline";
    const AuthorizedKeys keys = AuthorizedKeys::parse(content);
    QList<Entry::Kind> kinds;
    for (const Entry& e : keys.entries())
        kinds << e.kind;
    using K = Entry::Kind;
    QCOMPARE(kinds,
             (QList<K>{K::Comment, K::Blank, K::Blank, K::Comment, K::Comment, K::Key, K::Key, K::Comment}));
    QCOMPARE(keys.entries().at(5).comment, QStringLiteral("alice  with   spaces "));
    QCOMPARE(keys.entries().at(6).comment, QStringLiteral("bob"));
    QCOMPARE(keys.findingCodes(), QStringList{"missing_trailing_newline"});
    QVERIFY(!keys.containsBlob(blobOf(kNew))); // only inside comments

    const auto added = keys.add(key(kNew + " new"));
    QVERIFY(added.changed);
    QCOMPARE(added.content, content + "\n" + kNew + " new\n");
}

void tst_AuthorizedKeys::notPresent_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("code");

    QTest::newRow("in a comment line") << "# " + kNew + " old\n" << QString();
    QTest::newRow("in a key's comment") << kInes + " was " + kNew.mid(12) + "\n" << QString();
    QTest::newRow("in an option") << "command=\"echo " + kNew + "\" " + kInes + "\n" << QString();
    QTest::newRow("in an option, unquoted spaces") << "command=\"" + kNew + " x\" " + kInes + "\n"
                                                   << QString();
    QTest::newRow("glued, invalid first key") << kInes + kNew + " root@h\n"
                                              << "concatenated_keys";
    QTest::newRow("glued after comment") << kInes + " alice@ws" + kNew + " root@h\n"
                                         << "concatenated_keys";
    QTest::newRow("glued after space") << kInes + " alice@ws " + kNew + "\n"
                                       << "concatenated_keys";
    QTest::newRow("glued after junk") << "junk" + kNew + "\n"
                                      << "concatenated_keys";
    QTest::newRow("base64 without type") << kNew.mid(12) + "\n"
                                         << "invalid_line";
    QTest::newRow("wrong type label") << "ssh-rsa " + kNew.mid(12) + "\n"
                                      << "invalid_line";
    QTest::newRow("line with a bad option") << "bogus " + kNew + "\n"
                                            << "invalid_line";
    QTest::newRow("cert-authority line") << "cert-authority " + kNew + "\n" << QString();
    QTest::newRow("prefix of the base64") << kNew.chopped(4) + "\n"
                                          << "invalid_line";
}

// Present means: sshd would let this key log in. Never by substring.
void tst_AuthorizedKeys::notPresent()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, code);
    const AuthorizedKeys keys = AuthorizedKeys::parse(content);
    QVERIFY(content.contains(kNew.mid(12, 40)));
    QVERIFY(!keys.containsBlob(blobOf(kNew)));
    QCOMPARE(keys.findingCodes(), code.isEmpty() ? QStringList() : QStringList{code});
    const auto added = keys.add(key(kNew));
    QVERIFY(added.changed);
    QCOMPARE(added.content, content + kNew + "\n");
    QVERIFY(AuthorizedKeys::parse(added.content).containsBlob(blobOf(kNew)));
}

void tst_AuthorizedKeys::duplicates()
{
    const QByteArray content = fixture(QStringLiteral("duplicate-with-different-options"));
    const AuthorizedKeys keys = AuthorizedKeys::parse(content);
    QCOMPARE(keys.findings().size(), 1);
    const AuthorizedKeys::Finding finding = keys.findings().first();
    QCOMPARE(finding.code, QStringLiteral("duplicate"));
    QCOMPARE(finding.line, 3);
    QVERIFY2(finding.detail.contains(QStringLiteral("line 1")), qPrintable(finding.detail));
    QVERIFY2(finding.detail.contains(QStringLiteral("options differ")), qPrintable(finding.detail));
    QVERIFY2(finding.detail.contains(QStringLiteral("restrict")), qPrintable(finding.detail));

    const AuthorizedKeys same = AuthorizedKeys::parse(kInes + " a\n" + kInes + " b\n" + kInes + "\n");
    QCOMPARE(same.findings().size(), 2);
    QVERIFY(same.findings().at(0).detail.contains(QStringLiteral("same options")));
    QCOMPARE(same.findings().at(1).line, 3);
}

// ---- edits

void tst_AuthorizedKeys::addIsIdempotent()
{
    const QByteArray content = fixture(QStringLiteral("options-and-comments"));
    const auto first = AuthorizedKeys::parse(content).add(key(kNew + " manager"));
    QVERIFY(first.changed);
    const auto second = AuthorizedKeys::parse(first.content).add(key(kNew + " another comment"));
    QVERIFY(!second.changed);
    QCOMPARE(second.content, first.content);
    QVERIFY(second.actions.first().contains(QStringLiteral("already present")));
    // Present with options counts as present, by blob.
    const auto withOptions = AuthorizedKeys::parse("restrict,no-pty " + kNew + "\n").add(key(kNew));
    QVERIFY(!withOptions.changed);
}

void tst_AuthorizedKeys::addPreservesEveryByte_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("empty") << QByteArray() << kNew + "\n";
    QTest::newRow("newline only") << QByteArray("\n") << "\n" + kNew + "\n";
    QTest::newRow("lf") << kInes + " a\n" << kInes + " a\n" + kNew + "\n";
    QTest::newRow("no trailing newline") << kInes + " a" << kInes + " a\n" + kNew + "\n";
    QTest::newRow("crlf") << kInes + " a\r\n" << kInes + " a\r\n" + kNew + "\r\n";
    QTest::newRow("crlf, no trailing newline")
        << kInes + "\r\n" + kTomas << kInes + "\r\n" + kTomas + "\r\n" + kNew + "\r\n";
    QTest::newRow("lf after crlf lines") << kInes + "\r\n" + kTomas + "\n"
                                         << kInes + "\r\n" + kTomas + "\n" + kNew + "\n";
    QTest::newRow("trailing blanks kept") << kInes + " a  \n\n\n" << kInes + " a  \n\n\n" + kNew + "\n";
    QTest::newRow("odd bytes kept") << QByteArray("\xff\xfe garbage\x01\n", 12)
                                    << QByteArray("\xff\xfe garbage\x01\n", 12) + kNew + "\n";
}

void tst_AuthorizedKeys::addPreservesEveryByte()
{
    QFETCH(QByteArray, content);
    QFETCH(QByteArray, expected);
    const auto result = AuthorizedKeys::parse(content).add(key(kNew));
    QVERIFY(result.changed);
    QCOMPARE(result.content, expected);
    QVERIFY(result.content.startsWith(content));
}

void tst_AuthorizedKeys::addWithOptions()
{
    const QByteArray options = "from=\"10.0.0.0/8,192.168.1.1\",command=\"echo \\\"a,b\\\" ; ls\",no-pty";
    const auto result = AuthorizedKeys::parse(kInes + "\n").add(key(kNew + " c"), options);
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QCOMPARE(result.content, kInes + "\n" + options + " " + kNew + " c\n");
    const AuthorizedKeys reparsed = AuthorizedKeys::parse(result.content);
    QCOMPARE(reparsed.entries().at(1).options, options);
    QVERIFY(reparsed.containsBlob(blobOf(kNew)));
}

void tst_AuthorizedKeys::addRefusesBadOptions()
{
    const AuthorizedKeys keys = AuthorizedKeys::parse(kInes + "\n");
    for (const QByteArray& options :
         {QByteArray("frobnicate"), QByteArray("command=ls"), QByteArray("no-pty x"),
          QByteArray("command=\"a\nb\""), QByteArray("command=\"open")}) {
        const auto result = keys.add(key(kNew), options);
        QVERIFY2(!result.error.isEmpty(), options.constData());
        QVERIFY(!result.changed);
        QCOMPARE(result.content, keys.content());
    }
    QVERIFY(!keys.add(PublicKey()).error.isEmpty());
}

void tst_AuthorizedKeys::removeByFingerprint()
{
    const QByteArray content = fixture(QStringLiteral("options-and-comments"));
    const AuthorizedKeys keys = AuthorizedKeys::parse(content);
    const Entry tomas = keys.entries().at(3);
    QCOMPARE(tomas.comment, QStringLiteral("tomas@desk-ops"));
    const auto result = keys.remove(tomas.fingerprint);
    QVERIFY(result.changed);
    const qsizetype at = content.indexOf(tomas.raw);
    QCOMPARE(result.content, content.left(at) + content.mid(at + tomas.raw.size() + 1));
    QVERIFY(!AuthorizedKeys::parse(result.content).containsBlob(tomas.blob));
    QCOMPARE(result.actions.size(), 1);

    // Both lines of a duplicate go, the rest stays byte for byte.
    const QByteArray dup = fixture(QStringLiteral("duplicate-with-different-options"));
    const auto removed = AuthorizedKeys::parse(dup).remove(key(kInes).fingerprint());
    QCOMPARE(removed.content, dup.split('\n').at(1) + "\n");
    QCOMPARE(removed.actions.size(), 2);
}

void tst_AuthorizedKeys::removeByBlobAndLine()
{
    const QByteArray content = kInes + " a\r\n# c\r\n" + kTomas + " b";
    const AuthorizedKeys keys = AuthorizedKeys::parse(content);
    QCOMPARE(keys.remove(QString::fromLatin1(kTomas.mid(12))).content, kInes + " a\r\n# c\r\n");
    QCOMPARE(keys.remove(QString::fromLatin1(kTomas + " whatever")).content, kInes + " a\r\n# c\r\n");
    QCOMPARE(keys.removeBlob(blobOf(kInes)).content, "# c\r\n" + kTomas + " b");
}

void tst_AuthorizedKeys::removeAbsentOrGarbage()
{
    const QByteArray content = fixture(QStringLiteral("concatenated"));
    const AuthorizedKeys keys = AuthorizedKeys::parse(content);
    const auto absent = keys.remove(key(kTomas).fingerprint());
    QVERIFY(!absent.changed);
    QCOMPARE(absent.content, content);
    // The glued key is not removed silently either: the operator is told to repair first.
    const auto glued = keys.remove(key(kNew).fingerprint());
    QVERIFY(!glued.changed);
    QCOMPARE(glued.content, content);
    QVERIFY(glued.actions.join(QLatin1Char('\n')).contains(QStringLiteral("glued")));
    const auto garbage = keys.remove(QStringLiteral("not a key"));
    QVERIFY(!garbage.error.isEmpty());
    QCOMPARE(garbage.content, content);
}

void tst_AuthorizedKeys::repairSplitsGluedKeys()
{
    const QByteArray content = fixture(QStringLiteral("concatenated"));
    const AuthorizedKeys keys = AuthorizedKeys::parse(content);
    QCOMPARE(keys.findings().first().line, 1);
    QCOMPARE(keys.entries().first().gluedFingerprints, QStringList{key(kNew).fingerprint()});
    const auto repaired = keys.repair();
    QVERIFY(repaired.changed);
    QCOMPARE(repaired.content, kInes + "\n" + kNew + " deploy@vast-host-3\n");
    const AuthorizedKeys after = AuthorizedKeys::parse(repaired.content);
    QCOMPARE(after.findings(), QList<AuthorizedKeys::Finding>());
    QVERIFY(after.containsBlob(blobOf(kInes)));
    QVERIFY(after.containsBlob(blobOf(kNew)));
    QVERIFY(!after.add(key(kNew)).changed);

    // Three keys glued, one after a comment, with options on the first and neighbours kept.
    const QByteArray three = "# head\nno-pty " + kInes + " alice@ws" + kTomas + kNew + " n\n# tail\n";
    const AuthorizedKeys glued = AuthorizedKeys::parse(three);
    QCOMPARE(glued.findingCodes(), QStringList{"concatenated_keys"});
    QCOMPARE(glued.entries().at(1).gluedFingerprints.size(), 2);
    QVERIFY(glued.entries().at(1).valid); // sshd reads the rest as alice's comment
    QCOMPARE(glued.repair().content,
             "# head\nno-pty " + kInes + " alice@ws\n" + kTomas + "\n" + kNew + " n\n# tail\n");
}

void tst_AuthorizedKeys::repairNormalisesLineEndings()
{
    const QByteArray content = fixture(QStringLiteral("crlf"));
    const AuthorizedKeys keys = AuthorizedKeys::parse(content);
    QCOMPARE(keys.findings().size(), 1);
    QCOMPARE(keys.findings().first().line, 1);
    QCOMPARE(keys.entries().at(0).comment, QStringLiteral("ines@desk-ops")); // no stray CR
    const auto repaired = keys.repair();
    QVERIFY(repaired.changed);
    QCOMPARE(repaired.content, QByteArray(content).replace("\r\n", "\n"));
    QVERIFY(AuthorizedKeys::parse(repaired.content).findings().isEmpty());

    const auto noNewline = AuthorizedKeys::parse(kInes).repair();
    QCOMPARE(noNewline.content, kInes + "\n");

    const QByteArray clean = fixture(QStringLiteral("options-and-comments"));
    const auto nothing = AuthorizedKeys::parse(clean).repair();
    QVERIFY(!nothing.changed);
    QVERIFY(nothing.actions.isEmpty());
    QCOMPARE(nothing.content, clean);
    QCOMPARE(AuthorizedKeys::parse({}).repair().content, QByteArray());
}

// add() reports but never repairs: the glued line and CRLF stay as they were.
void tst_AuthorizedKeys::repairOnlyWhenAsked()
{
    const QByteArray glued = fixture(QStringLiteral("concatenated"));
    const auto added = AuthorizedKeys::parse(glued).add(key(kNew));
    QVERIFY(added.changed);
    QCOMPARE(added.content, glued + kNew + "\n");
    QVERIFY(added.actions.join(QLatin1Char('\n')).contains(QStringLiteral("glued")));
    QCOMPARE(AuthorizedKeys::parse(added.content).findingCodes(), QStringList{"concatenated_keys"});

    const QByteArray crlf = fixture(QStringLiteral("crlf"));
    const auto crlfAdded = AuthorizedKeys::parse(crlf).add(key(kNew));
    QCOMPARE(crlfAdded.content, crlf + kNew + "\r\n");
}

// ---- robustness

void tst_AuthorizedKeys::randomBytesDoNotCrash()
{
    QRandomGenerator random(20240611);
    const QList<QByteArray> pieces = {
        kInes, kNew, " ", "\t",         "\n",           "\r\n", "\"", "\\\"",
        ",",   "=",  "#", "command=\"", "ssh-ed25519 ", "AAAA", "==", QByteArray(1, '\0')};
    QElapsedTimer timer;
    timer.start();
    for (int round = 0; round < 2000; ++round) {
        QByteArray content;
        const int size = int(random.bounded(2048));
        if (round % 2 == 0) {
            content.resize(size);
            for (char& c : content)
                c = char(random.bounded(256));
        } else {
            while (content.size() < size)
                content += pieces.at(random.bounded(pieces.size()));
        }
        const AuthorizedKeys keys = AuthorizedKeys::parse(content);
        QByteArray rebuilt;
        for (const Entry& e : keys.entries())
            rebuilt += e.raw + e.lineEnding;
        QCOMPARE(rebuilt, content);
        const auto added = keys.add(key(kNew));
        QVERIFY(added.content.startsWith(content));
        QVERIFY(AuthorizedKeys::parse(added.content).containsBlob(blobOf(kNew)));
        const auto repaired = keys.repair();
        QVERIFY(repaired.content.isEmpty() || repaired.content.endsWith('\n'));
        QVERIFY(!repaired.content.contains("\r\n"));
        QCOMPARE(keys.remove(key(kNew).fingerprint()).content.size() <= content.size(), true);
    }
    qInfo("2000 random inputs (up to 2 KiB) parsed, added to, repaired: %lld ms", timer.elapsed());
}

void tst_AuthorizedKeys::largeInputs()
{
    QRandomGenerator random(7);
    QElapsedTimer timer;

    QByteArray noise(10 * 1024 * 1024, '\0');
    for (char& c : noise)
        c = char(random.bounded(256));
    timer.start();
    const AuthorizedKeys noiseKeys = AuthorizedKeys::parse(noise);
    qInfo("10 MiB of random bytes (%lld lines): parsed in %lld ms", qlonglong(noiseKeys.entries().size()),
          timer.elapsed());

    QByteArray oneLine = kInes + ' ' + QByteArray(10 * 1024 * 1024, 'A') + ' ' + kNew;
    timer.restart();
    const AuthorizedKeys longLine = AuthorizedKeys::parse(oneLine);
    qInfo("one 10 MiB line: parsed in %lld ms", timer.elapsed());
    QVERIFY(longLine.entries().first().valid);
    QCOMPARE(longLine.findingCodes(), (QStringList{"concatenated_keys", "missing_trailing_newline"}));

    QByteArray base64Line = "ssh-rsa " + QByteArray(10 * 1024 * 1024, 'A') + "\n";
    timer.restart();
    QCOMPARE(AuthorizedKeys::parse(base64Line).findingCodes(), QStringList{"invalid_line"});
    qInfo("one 10 MiB base64 token: parsed in %lld ms", timer.elapsed());

    QByteArray many;
    for (int i = 0; i < 50000; ++i) {
        many += (i % 3 == 0 ? QByteArray("restrict,command=\"echo \\\"a,b\\\"\" ") : QByteArray()) + kTomas +
                " user" + QByteArray::number(i) + (i % 100 == 0 ? "\r\n" : "\n");
    }
    timer.restart();
    const AuthorizedKeys manyKeys = AuthorizedKeys::parse(many);
    const qint64 parseMs = timer.elapsed();
    QCOMPARE(manyKeys.entries().size(), 50000);
    QCOMPARE(manyKeys.findingCodes(), (QStringList{"crlf", "duplicate"}));
    timer.restart();
    const auto added = manyKeys.add(key(kNew));
    const auto removed = manyKeys.remove(key(kTomas).fingerprint());
    const auto repaired = manyKeys.repair();
    qInfo("50 000 lines (%lld bytes): parsed in %lld ms, add+remove+repair in %lld ms",
          qlonglong(many.size()), parseMs, timer.elapsed());
    QVERIFY(added.content.startsWith(many));
    QVERIFY(removed.content.isEmpty());
    QCOMPARE(repaired.content.size(), many.size() - 500);
    QVERIFY(parseMs < 20000);
}

QTEST_GUILESS_MAIN(tst_AuthorizedKeys)
#include "tst_authorizedkeys.moc"
