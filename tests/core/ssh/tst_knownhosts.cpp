// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/KnownHosts.h"

#include "support/OpenSshInstallation.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace fleetdeck::ssh;

namespace {
struct KeygenResult
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

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

int modeOf(const QString& path)
{
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    return int(st.st_mode & 07777);
}

QList<int> lineNumbers(const QList<KnownHosts::Entry>& entries)
{
    QList<int> lines;
    for (const KnownHosts::Entry& e : entries)
        lines << e.line;
    std::sort(lines.begin(), lines.end());
    return lines;
}
} // namespace

class tst_KnownHosts : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_keygen;
    // "ssh-ed25519 AAAA..." of distinct keys, substituted for $A, $B, ... in the tables below.
    QMap<char, QByteArray> m_keys;
    QByteArray m_newKey; // the base64 blob used as the replacement key

    // ssh-keygen with HOME pointed into the test's directory, so nothing can reach the real ~/.ssh.
    KeygenResult keygen(const QStringList& args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_dir.path());
        p.setProcessEnvironment(env);
        p.start(m_keygen, args);
        KeygenResult r;
        if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit)
            return r;
        r.exitCode = p.exitCode();
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

    // Returns the .pub line's "type base64" and fills the file's path.
    QByteArray generate(const QString& type, const QString& name, QString* pubPath = nullptr)
    {
        const QString priv = m_dir.filePath(name);
        // -N "" for no passphrase: the argument must stay an empty string, not be dropped.
        QStringList args{QStringLiteral("-q"), QStringLiteral("-N"), QString(), QStringLiteral("-t"), type};
        args << QStringLiteral("-C") << QStringLiteral("test@fleetdeck") << QStringLiteral("-f") << priv;
        if (type == QLatin1String("rsa"))
            args << QStringLiteral("-b") << QStringLiteral("2048");
        const KeygenResult r = keygen(args);
        if (r.exitCode != 0)
            return {};
        if (pubPath)
            *pubPath = priv + QStringLiteral(".pub");
        const QList<QByteArray> fields = readAll(priv + QStringLiteral(".pub")).trimmed().split(' ');
        return fields.size() >= 2 ? fields.at(0) + ' ' + fields.at(1) : QByteArray();
    }

    QByteArray expand(QByteArray text) const
    {
        for (auto it = m_keys.cbegin(); it != m_keys.cend(); ++it)
            text.replace(QByteArray("$") + it.key(), it.value());
        return text;
    }

    QString fileWith(const QByteArray& content)
    {
        static int n = 0;
        const QString path = m_dir.filePath(QStringLiteral("kh%1").arg(++n));
        if (!writeAll(path, content))
            return {};
        return path;
    }

    // The lines `ssh-keygen -F pattern -l` reports for the file, markers included.
    QList<int> opensshLines(const QString& file, const QString& pattern)
    {
        const KeygenResult r =
            keygen({QStringLiteral("-F"), pattern, QStringLiteral("-l"), QStringLiteral("-f"), file});
        QList<int> lines;
        static const QRegularExpression found(QStringLiteral("found: line (\\d+)"));
        for (auto it = found.globalMatch(QString::fromUtf8(r.out)); it.hasNext();)
            lines << it.next().captured(1).toInt();
        std::sort(lines.begin(), lines.end());
        return lines;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_keygen = fleetdeck::OpenSshInstallation::sshKeygen();
        if (m_keygen.isEmpty()) {
            if (qEnvironmentVariable("FLEETDECK_REQUIRE_SSHD") == QLatin1String("1"))
                QFAIL("ssh-keygen not found (FLEETDECK_REQUIRE_SSHD=1)");
            QSKIP("ssh-keygen not found: apt install openssh-client");
        }
        for (char c = 'A'; c <= 'H'; ++c) {
            m_keys[c] = generate(QStringLiteral("ed25519"), QStringLiteral("key%1").arg(QLatin1Char(c)));
            QVERIFY(!m_keys[c].isEmpty());
        }
        m_newKey = generate(QStringLiteral("ed25519"), QStringLiteral("keyNew")).split(' ').value(1);
        QVERIFY(!m_newKey.isEmpty());
    }

    void fingerprint_data()
    {
        QTest::addColumn<QString>("type");
        QTest::newRow("ed25519") << "ed25519";
        QTest::newRow("rsa") << "rsa";
        QTest::newRow("ecdsa") << "ecdsa";
    }
    void fingerprint()
    {
        QFETCH(QString, type);
        QString pub;
        const QByteArray line = generate(type, QStringLiteral("fp_") + type, &pub);
        QVERIFY(!line.isEmpty());
        const KeygenResult r = keygen({QStringLiteral("-l"), QStringLiteral("-E"), QStringLiteral("sha256"),
                                       QStringLiteral("-f"), pub});
        QCOMPARE(r.exitCode, 0);
        // "256 SHA256:... test@fleetdeck (ED25519)"
        const QString expected = QString::fromUtf8(r.out.split(' ').value(1));
        QVERIFY(expected.startsWith(QLatin1String("SHA256:")));
        const QByteArray blob = line.split(' ').value(1);
        QCOMPARE(KnownHosts::fingerprintSha256(blob), expected);

        KnownHosts::Entry entry;
        entry.keyBase64 = blob;
        QCOMPARE(entry.fingerprint(), expected);
    }

    void fingerprintOfInvalidBase64IsEmpty()
    {
        QVERIFY(KnownHosts::fingerprintSha256("not base64!").isEmpty());
        QVERIFY(KnownHosts::fingerprintSha256("").isEmpty());
    }

    void hostPattern_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("pattern");
        QTest::newRow("name 22") << "gpu01" << 22 << "gpu01";
        QTest::newRow("name 2222") << "gpu01" << 2222 << "[gpu01]:2222";
        QTest::newRow("ipv4 22") << "203.0.113.7" << 22 << "203.0.113.7";
        QTest::newRow("ipv4 high") << "203.0.113.7" << 40022 << "[203.0.113.7]:40022";
        QTest::newRow("ipv6 22") << "::1" << 22 << "::1";
        QTest::newRow("ipv6 2222") << "::1" << 2222 << "[::1]:2222";
        QTest::newRow("ipv6 bracketed") << "[2001:db8::7]" << 2222 << "[2001:db8::7]:2222";
        QTest::newRow("lower case") << "GPU01.Example.NET" << 22 << "gpu01.example.net";
        QTest::newRow("port 0 is default") << "gpu01" << 0 << "gpu01";
    }
    void hostPattern()
    {
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(QString, pattern);
        QCOMPARE(KnownHosts::hostPattern(host, port), pattern);
    }

    void entriesFor_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QList<int>>("lines");
        using L = QList<int>;
        QTest::newRow("plain") << expand("gpu01 $A\n") << "gpu01" << 22 << L{1};
        QTest::newRow("other host") << expand("gpu02 $A\n") << "gpu01" << 22 << L{};
        QTest::newRow("prefix is not a match") << expand("gpu0 $A\n") << "gpu01" << 22 << L{};
        QTest::newRow("port entry") << expand("[gpu01]:2222 $A\ngpu01 $B\n") << "gpu01" << 2222 << L{1};
        QTest::newRow("port 22 entry") << expand("[gpu01]:2222 $A\ngpu01 $B\n") << "gpu01" << 22 << L{2};
        QTest::newRow("list") << expand("gpu00,gpu01,10.0.0.1 $A\n") << "gpu01" << 22 << L{1};
        QTest::newRow("list ip") << expand("gpu00,gpu01,10.0.0.1 $A\n") << "10.0.0.1" << 22 << L{1};
        QTest::newRow("list with port") << expand("gpu01,[gpu01]:2222 $A\n") << "gpu01" << 2222 << L{1};
        QTest::newRow("ipv6 port") << expand("[::1]:2222 $A\n::1 $B\n") << "::1" << 2222 << L{1};
        QTest::newRow("case") << expand("GPU01.Example.net $A\n") << "gpu01.example.NET" << 22 << L{1};
        QTest::newRow("star") << expand("*.example.net $A\n") << "a.example.net" << 22 << L{1};
        QTest::newRow("star needs dot") << expand("*.example.net $A\n") << "example.net" << 22 << L{};
        QTest::newRow("question") << expand("gpu0? $A\n") << "gpu07" << 22 << L{1};
        QTest::newRow("question one char") << expand("gpu0? $A\n") << "gpu10" << 22 << L{};
        QTest::newRow("star in brackets") << expand("[gpu*]:2222 $A\n") << "gpu5" << 2222 << L{1};
        QTest::newRow("star in brackets other port") << expand("[gpu*]:2222 $A\n") << "gpu5" << 22 << L{};
        QTest::newRow("negation wins")
            << expand("*.example.net,!bad.example.net $A\n") << "bad.example.net" << 22 << L{};
        QTest::newRow("negation others")
            << expand("*.example.net,!bad.example.net $A\n") << "ok.example.net" << 22 << L{1};
        QTest::newRow("negation alone") << expand("!gpu01 $A\n") << "gpu02" << 22 << L{};
        QTest::newRow("negation first") << expand("!gpu01,gpu* $A\n") << "gpu01" << 22 << L{};
        QTest::newRow("comments blanks")
            << expand("# comment gpu01\n\n   \n\tgpu01 $A\n") << "gpu01" << 22 << L{4};
        QTest::newRow("crlf") << expand("gpu01 $A\r\ngpu02 $B\r\n") << "gpu02" << 22 << L{2};
        QTest::newRow("several keys") << expand("gpu01 $A\ngpu02 $B\ngpu01 $C\n") << "gpu01" << 22 << L{1, 3};
        QTest::newRow("no final newline") << expand("gpu02 $A\ngpu01 $B") << "gpu01" << 22 << L{2};
        QTest::newRow("markers not host keys")
            << expand("@revoked gpu01 $A\n@cert-authority *.lan,gpu01 $B\ngpu01 $C\n") << "gpu01" << 22
            << L{3};
        QTest::newRow("bad key skipped")
            << expand("gpu01 ssh-ed25519 notbase64!!\ngpu01 $A\n") << "gpu01" << 22 << L{2};
        QTest::newRow("type mismatch skipped")
            << expand("gpu01 ssh-rsa " + m_keys.value('A').split(' ').value(1) + "\n") << "gpu01" << 22
            << L{};
        QTest::newRow("ssh1 line skipped")
            << QByteArray("gpu01 2048 35 12345678901234567890\n") << "gpu01" << 22 << L{};
        QTest::newRow("comment after key")
            << expand("gpu01 $A some comment # here\n") << "gpu01" << 22 << L{1};
    }
    void entriesFor()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(QList<int>, lines);
        const QString path = fileWith(content);
        KnownHosts kh(path);
        QString error;
        QVERIFY2(kh.load(&error), qPrintable(error));
        const QList<KnownHosts::Entry> found = kh.entriesFor(host, port);
        QCOMPARE(lineNumbers(found), lines);
        for (const KnownHosts::Entry& e : found)
            QVERIFY(e.marker.isEmpty());
        // OpenSSH's own lookup agrees, once the marked lines (which it lists too) are counted.
        const QList<int> all = lineNumbers(found + kh.markedEntriesFor(host, port));
        QCOMPARE(opensshLines(path, KnownHosts::hostPattern(host, port)), all);
    }

    void entryFields()
    {
        const QByteArray a = m_keys.value('A');
        const QString path = fileWith("# head\ngpu01,[gpu01]:2222\t" + a + "  a comment here \r\n");
        KnownHosts kh(path);
        QVERIFY(kh.load(nullptr));
        QCOMPARE(kh.entries().size(), 1);
        const KnownHosts::Entry e = kh.entries().constFirst();
        QCOMPARE(e.line, 2);
        QCOMPARE(e.marker, QString());
        QCOMPARE(e.hostsField, QStringLiteral("gpu01,[gpu01]:2222"));
        QCOMPARE(e.hashed, false);
        QCOMPARE(e.keyType, QStringLiteral("ssh-ed25519"));
        QCOMPARE(e.keyBase64, a.split(' ').value(1));
        QCOMPARE(e.comment, QStringLiteral("a comment here"));
        QVERIFY(e.fingerprint().startsWith(QLatin1String("SHA256:")));
    }

    void markers()
    {
        const QString path =
            fileWith(expand("@revoked gpu01 $A\n@cert-authority *.lan $B\n@bogus gpu01 $C\ngpu01 $D\n"));
        KnownHosts kh(path);
        QVERIFY(kh.load(nullptr));
        QCOMPARE(kh.entries().size(), 3); // the unknown marker's line is skipped, as ssh does
        const QList<KnownHosts::Entry> gpu01 = kh.markedEntriesFor(QStringLiteral("gpu01"), 22);
        QCOMPARE(gpu01.size(), 1);
        QCOMPARE(gpu01.constFirst().marker, QStringLiteral("@revoked"));
        QCOMPARE(gpu01.constFirst().hostsField, QStringLiteral("gpu01"));
        const QList<KnownHosts::Entry> lan = kh.markedEntriesFor(QStringLiteral("a.lan"), 22);
        QCOMPARE(lan.size(), 1);
        QCOMPARE(lan.constFirst().marker, QStringLiteral("@cert-authority"));
        QCOMPARE(lan.constFirst().line, 2);
        QCOMPARE(lineNumbers(kh.entriesFor(QStringLiteral("gpu01"), 22)), QList<int>{4});
        QVERIFY(kh.entriesFor(QStringLiteral("a.lan"), 22).isEmpty());
    }

    void hashed()
    {
        const QByteArray plain =
            expand("gpu01 $A\n[gpu01]:2222 $B\n10.0.0.5,gpu05 $C\n# keep me\n[::1]:2200 $D\n");
        const QString path = fileWith(plain);
        QCOMPARE(keygen({QStringLiteral("-H"), QStringLiteral("-f"), path}).exitCode, 0);
        const QByteArray content = readAll(path);
        QVERIFY(!content.contains("gpu01"));
        QVERIFY(content.contains("|1|"));

        KnownHosts kh(path);
        QVERIFY(kh.load(nullptr));
        QCOMPARE(kh.entries().size(), 5); // the two-host line became two hashed lines
        for (const KnownHosts::Entry& e : kh.entries()) {
            QVERIFY(e.hashed);
            QVERIFY(e.hostsField.startsWith(QLatin1String("|1|")));
        }
        auto keyOf = [&kh](const char* host, int port) {
            const QList<KnownHosts::Entry> es = kh.entriesFor(QString::fromLatin1(host), port);
            return es.size() == 1 ? es.constFirst().keyType.toUtf8() + ' ' + es.constFirst().keyBase64
                                  : QByteArray();
        };
        QCOMPARE(keyOf("gpu01", 22), m_keys.value('A'));
        QCOMPARE(keyOf("GPU01", 22), m_keys.value('A'));
        QCOMPARE(keyOf("gpu01", 2222), m_keys.value('B'));
        QCOMPARE(keyOf("10.0.0.5", 22), m_keys.value('C'));
        QCOMPARE(keyOf("gpu05", 22), m_keys.value('C'));
        QCOMPARE(keyOf("::1", 2200), m_keys.value('D'));
        QVERIFY(kh.entriesFor(QStringLiteral("gpu02"), 22).isEmpty());
        QVERIFY(kh.entriesFor(QStringLiteral("gpu01"), 2200).isEmpty());
        for (const char* host : {"gpu01", "gpu05", "gpu02"})
            QCOMPARE(opensshLines(path, QString::fromLatin1(host)),
                     lineNumbers(kh.entriesFor(QString::fromLatin1(host), 22)));
    }

    void hashedFieldRules_data()
    {
        QTest::addColumn<QString>("field");
        QTest::newRow("not magic") << "|2|c2FsdHNhbHRzYWx0c2FsdHNhbHQ=|AAAAAAAAAAAAAAAAAAAAAAAAAAA=";
        QTest::newRow("short salt") << "|1|c2FsdA==|AAAAAAAAAAAAAAAAAAAAAAAAAAA=";
        QTest::newRow("missing hash") << "|1|c2FsdHNhbHRzYWx0c2FsdHNhbHQ=";
        QTest::newRow("garbage") << "|1|!!|!!";
    }
    void hashedFieldRules()
    {
        QFETCH(QString, field);
        QVERIFY(!KnownHosts::hostsFieldMatches(field, QStringLiteral("gpu01")));
    }

    void addCreatesFileAndDirectories()
    {
        const QString dir = m_dir.filePath(QStringLiteral("fresh/.ssh"));
        const QString path = dir + QStringLiteral("/known_hosts");
        KnownHosts kh(path);
        QString error;
        QVERIFY2(kh.load(&error), qPrintable(error)); // missing file: empty, not an error
        QVERIFY(kh.entries().isEmpty());
        QVERIFY(!QFile::exists(path));

        const QByteArray key = m_keys.value('A').split(' ').value(1);
        QVERIFY2(kh.add(QStringLiteral("gpu01"), 2222, QStringLiteral("ssh-ed25519"), key, &error),
                 qPrintable(error));
        QCOMPARE(readAll(path), "[gpu01]:2222 ssh-ed25519 " + key + "\n");
        QCOMPARE(modeOf(path), 0600);
        QCOMPARE(modeOf(dir), 0700);
        QCOMPARE(modeOf(m_dir.filePath(QStringLiteral("fresh"))), 0700);
        QCOMPARE(kh.entries().size(), 1);
        QCOMPARE(lineNumbers(kh.entriesFor(QStringLiteral("gpu01"), 2222)), QList<int>{1});
        QVERIFY(QDir(dir).entryList(QDir::Files | QDir::Hidden).size() == 1); // no temporary left behind
    }

    void addNeverGluesOntoALastLine_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("separator");
        QTest::newRow("no final newline") << expand("# c\ngpu00 $A") << QByteArray("\n");
        QTest::newRow("final newline") << expand("# c\ngpu00 $A\n") << QByteArray();
        QTest::newRow("crlf") << expand("gpu00 $A\r\n# c\r\n") << QByteArray();
        QTest::newRow("comment without newline") << QByteArray("# only a comment") << QByteArray("\n");
        QTest::newRow("empty") << QByteArray() << QByteArray();
    }
    void addNeverGluesOntoALastLine()
    {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, separator);
        const QString path = fileWith(before);
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup));
        KnownHosts kh(path);
        const QByteArray key = m_keys.value('B').split(' ').value(1);
        QString error;
        QVERIFY2(kh.add(QStringLiteral("gpu01"), 22, QStringLiteral("ssh-ed25519"), key, &error),
                 qPrintable(error));
        QCOMPARE(readAll(path), before + separator + "gpu01 ssh-ed25519 " + key + "\n");
        QCOMPARE(modeOf(path), 0640); // an existing file keeps its mode
        QVERIFY(kh.load(nullptr));
        QCOMPARE(kh.entriesFor(QStringLiteral("gpu01"), 22).size(), 1);
    }

    void addIsIdempotent()
    {
        const QByteArray before = expand("*.lan $A\ngpu01 $B\n");
        const QString path = fileWith(before);
        KnownHosts kh(path);
        const auto blob = [this](char k) { return m_keys.value(k).split(' ').value(1); };
        QVERIFY(kh.add(QStringLiteral("gpu01"), 22, QStringLiteral("ssh-ed25519"), blob('B'), nullptr));
        QVERIFY(kh.add(QStringLiteral("x.lan"), 22, QStringLiteral("ssh-ed25519"), blob('A'), nullptr));
        QCOMPARE(readAll(path), before);
        QCOMPARE(kh.entries().size(), 2);
        // A second key for the same host is added beside the first: add() never forgets a key.
        QVERIFY(kh.add(QStringLiteral("gpu01"), 22, QStringLiteral("ssh-ed25519"), blob('C'), nullptr));
        QCOMPARE(readAll(path), before + "gpu01 " + m_keys.value('C') + "\n");
        QCOMPARE(kh.entriesFor(QStringLiteral("gpu01"), 22).size(), 2);
    }

    void addRejectsInvalidInput_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QByteArray>("key");
        const QByteArray ed = m_keys.value('A').split(' ').value(1);
        QTest::newRow("empty host") << "" << 22 << "ssh-ed25519" << ed;
        QTest::newRow("space") << "gpu 01" << 22 << "ssh-ed25519" << ed;
        QTest::newRow("comma") << "gpu01,gpu02" << 22 << "ssh-ed25519" << ed;
        QTest::newRow("wildcard") << "gpu*" << 22 << "ssh-ed25519" << ed;
        QTest::newRow("negation") << "!gpu01" << 22 << "ssh-ed25519" << ed;
        QTest::newRow("hash") << "|1|abc" << 22 << "ssh-ed25519" << ed;
        QTest::newRow("marker") << "@revoked" << 22 << "ssh-ed25519" << ed;
        QTest::newRow("newline") << "gpu01\nevil" << 22 << "ssh-ed25519" << ed;
        QTest::newRow("port 0") << "gpu01" << 0 << "ssh-ed25519" << ed;
        QTest::newRow("port 70000") << "gpu01" << 70000 << "ssh-ed25519" << ed;
        QTest::newRow("type mismatch") << "gpu01" << 22 << "ssh-rsa" << ed;
        QTest::newRow("type with space") << "gpu01" << 22 << "ssh-ed25519 x" << ed;
        QTest::newRow("not base64") << "gpu01" << 22 << "ssh-ed25519" << QByteArray("AAAA!!");
        QTest::newRow("empty key") << "gpu01" << 22 << "ssh-ed25519" << QByteArray();
        QTest::newRow("key with newline") << "gpu01" << 22 << "ssh-ed25519" << QByteArray(ed + "\n");
    }
    void addRejectsInvalidInput()
    {
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(QString, type);
        QFETCH(QByteArray, key);
        const QByteArray before = expand("gpu00 $B\n");
        const QString path = fileWith(before);
        KnownHosts kh(path);
        QString error;
        QVERIFY(!kh.add(host, port, type, key, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!kh.replace(host, port, type, key, &error));
        QCOMPARE(readAll(path), before);

        const QString missing = m_dir.filePath(QStringLiteral("never/created"));
        KnownHosts none(missing);
        QVERIFY(!none.add(host, port, type, key, nullptr));
        QVERIFY(!QFileInfo::exists(QFileInfo(missing).path()));
    }

    void replaceKeepsEveryOtherByte()
    {
        const QByteArray before = expand("# header comment\r\n"
                                         "\n"
                                         "gpu00 $A\n"
                                         "gpu01 $B\r\n"
                                         "  # indented comment\n"
                                         "[gpu01]:2222 $C\n"
                                         "GPU01 $D old comment\n"
                                         "@revoked gpu01 $E\n"
                                         "*.lan $F\n"
                                         "gpu02 $G");
        const QByteArray expected = expand("# header comment\r\n"
                                           "\n"
                                           "gpu00 $A\n"
                                           "  # indented comment\n"
                                           "[gpu01]:2222 $C\n"
                                           "@revoked gpu01 $E\n"
                                           "*.lan $F\n"
                                           "gpu02 $G\n") +
                                    "gpu01 ssh-ed25519 " + m_newKey + "\n";
        const QString path = fileWith(before);
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
        KnownHosts kh(path);
        QString error;
        QVERIFY2(kh.replace(QStringLiteral("gpu01"), 22, QStringLiteral("ssh-ed25519"), m_newKey, &error),
                 qPrintable(error));
        QCOMPARE(readAll(path), expected);
        QCOMPARE(modeOf(path), 0600);
        const QList<KnownHosts::Entry> now = kh.entriesFor(QStringLiteral("gpu01"), 22);
        QCOMPARE(now.size(), 1);
        QCOMPARE(now.constFirst().keyBase64, m_newKey);
        QCOMPARE(kh.entriesFor(QStringLiteral("gpu01"), 2222).size(), 1);
        QCOMPARE(kh.markedEntriesFor(QStringLiteral("gpu01"), 22).size(), 1);
    }

    void replaceEditsHostLists_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QByteArray>("kept");
        QTest::newRow("single") << expand("gpu01 $A\n") << "gpu01" << 22 << QByteArray();
        QTest::newRow("list middle") << expand("gpu00,gpu01,gpu02 $A c\n") << "gpu01" << 22
                                     << expand("gpu00,gpu02 $A c\n");
        QTest::newRow("list first") << expand("gpu01,gpu02 $A\n") << "gpu01" << 22 << expand("gpu02 $A\n");
        QTest::newRow("list last") << expand("gpu00,gpu01 $A\n") << "gpu01" << 22 << expand("gpu00 $A\n");
        QTest::newRow("list twice, any case")
            << expand("gpu01,gpu00,GPU01 $A\n") << "gpu01" << 22 << expand("gpu00 $A\n");
        QTest::newRow("only negation left") << expand("gpu01,!gpu09 $A\n") << "gpu01" << 22 << QByteArray();
        QTest::newRow("wildcard kept") << expand("gpu0* $A\n") << "gpu01" << 22 << expand("gpu0* $A\n");
        QTest::newRow("wildcard and literal")
            << expand("gpu0*,gpu01 $A\n") << "gpu01" << 22 << expand("gpu0* $A\n");
        QTest::newRow("negated untouched")
            << expand("gpu*,!gpu01 $A\n") << "gpu01" << 22 << expand("gpu*,!gpu01 $A\n");
        QTest::newRow("other port untouched")
            << expand("[gpu01]:2222 $A\n") << "gpu01" << 22 << expand("[gpu01]:2222 $A\n");
        QTest::newRow("port taken out")
            << expand("[gpu01]:2222,gpu01 $A\n") << "gpu01" << 2222 << expand("gpu01 $A\n");
        QTest::newRow("ipv6 port") << expand("[::1]:2222,gpu01 $A\n") << "::1" << 2222
                                   << expand("gpu01 $A\n");
        QTest::newRow("marker kept") << expand("@revoked gpu01 $A\n") << "gpu01" << 22
                                     << expand("@revoked gpu01 $A\n");
        QTest::newRow("marker list kept") << expand("@cert-authority gpu01,gpu02 $A\n") << "gpu01" << 22
                                          << expand("@cert-authority gpu01,gpu02 $A\n");
        QTest::newRow("crlf list") << expand("gpu00,gpu01 $A\r\n") << "gpu01" << 22 << expand("gpu00 $A\r\n");
        QTest::newRow("tab separated")
            << expand("  gpu00,gpu01\t$A\n") << "gpu01" << 22 << expand("  gpu00\t$A\n");
        QTest::newRow("removed last line without newline")
            << expand("gpu00 $A\ngpu01 $B") << "gpu01" << 22 << expand("gpu00 $A\n");
        QTest::newRow("kept last line without newline")
            << expand("gpu01 $A\ngpu00 $B") << "gpu01" << 22 << expand("gpu00 $B\n");
        QTest::newRow("missing file") << QByteArray() << "gpu01" << 22 << QByteArray();
    }
    void replaceEditsHostLists()
    {
        QFETCH(QByteArray, before);
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(QByteArray, kept);
        QString path = fileWith(before);
        if (before.isEmpty()) {
            QVERIFY(QFile::remove(path));
            path += QStringLiteral("/sub/known_hosts");
        }
        KnownHosts kh(path);
        QString error;
        QVERIFY2(kh.replace(host, port, QStringLiteral("ssh-ed25519"), m_newKey, &error), qPrintable(error));
        const QByteArray appended =
            KnownHosts::hostPattern(host, port).toUtf8() + " ssh-ed25519 " + m_newKey + "\n";
        QCOMPARE(readAll(path), kept + appended);
        const QList<KnownHosts::Entry> now = kh.entriesFor(host, port);
        QVERIFY(!now.isEmpty());
        QCOMPARE(now.constLast().keyBase64, m_newKey);
        // What OpenSSH finds for the host now is only the new key (plus whatever a wildcard adds).
        QVERIFY(opensshLines(path, KnownHosts::hostPattern(host, port)).contains(now.constLast().line));
    }

    void replaceOnHashedFile()
    {
        const QString path = fileWith(expand("gpu01 $A\ngpu02 $B\n[gpu01]:2222 $C\n"));
        QCOMPARE(keygen({QStringLiteral("-H"), QStringLiteral("-f"), path}).exitCode, 0);
        const QList<QByteArray> hashedLines = readAll(path).split('\n');
        QCOMPARE(hashedLines.size(), 4); // three lines and the empty piece after the last newline
        KnownHosts kh(path);
        QString error;
        QVERIFY2(kh.replace(QStringLiteral("gpu01"), 22, QStringLiteral("ssh-ed25519"), m_newKey, &error),
                 qPrintable(error));
        QCOMPARE(readAll(path), hashedLines.at(1) + '\n' + hashedLines.at(2) + '\n' + "gpu01 ssh-ed25519 " +
                                    m_newKey + '\n');
        QCOMPARE(kh.entriesFor(QStringLiteral("gpu01"), 22).size(), 1);
        QCOMPARE(kh.entriesFor(QStringLiteral("gpu02"), 22).constFirst().keyType.toUtf8() + ' ' +
                     kh.entriesFor(QStringLiteral("gpu02"), 22).constFirst().keyBase64,
                 m_keys.value('B'));
        QCOMPARE(kh.entriesFor(QStringLiteral("gpu01"), 2222).size(), 1);
    }

    void opensshFindsWhatWasAdded()
    {
        const QString path = m_dir.filePath(QStringLiteral("openssh/known_hosts"));
        KnownHosts kh(path);
        QString error;
        QVERIFY2(kh.add(QStringLiteral("127.0.0.1"), 2222, QStringLiteral("ssh-ed25519"), m_newKey, &error),
                 qPrintable(error));
        KeygenResult r =
            keygen({QStringLiteral("-F"), QStringLiteral("[127.0.0.1]:2222"), QStringLiteral("-f"), path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(m_newKey));
        // Port 22 is a different entry for OpenSSH too.
        r = keygen({QStringLiteral("-F"), QStringLiteral("127.0.0.1"), QStringLiteral("-f"), path});
        QCOMPARE(r.exitCode, 1);

        const QByteArray other = m_keys.value('H').split(' ').value(1);
        QVERIFY2(kh.replace(QStringLiteral("127.0.0.1"), 2222, QStringLiteral("ssh-ed25519"), other, &error),
                 qPrintable(error));
        r = keygen({QStringLiteral("-F"), QStringLiteral("[127.0.0.1]:2222"), QStringLiteral("-f"), path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(other));
        QVERIFY(!r.out.contains(m_newKey));

        QVERIFY(kh.add(QStringLiteral("::1"), 22, QStringLiteral("ssh-ed25519"), m_newKey, nullptr));
        r = keygen({QStringLiteral("-F"), QStringLiteral("::1"), QStringLiteral("-f"), path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(m_newKey));
    }

    void hashedNamesAreFoundByOpenSsh_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("host") << "gpu01.example.net";
        QTest::newRow("host and port") << "[10.0.0.5]:2222";
        QTest::newRow("ipv6 and port") << "[::1]:2200";
        QTest::newRow("alias") << "fleet-alias";
    }
    void hashedNamesAreFoundByOpenSsh()
    {
        QFETCH(QString, name);
        const QString path = fileWith("# hashed additions\n");
        KnownHosts kh(path);
        QString error;
        QVERIFY2(kh.addNamed(name, QStringLiteral("ssh-ed25519"), m_newKey, true, &error), qPrintable(error));
        const QByteArray content = readAll(path);
        QVERIFY(!content.contains(name.toUtf8()));
        QCOMPARE(content.count("|1|"), 1);
        const KeygenResult r = keygen({QStringLiteral("-F"), name, QStringLiteral("-f"), path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(m_newKey));
        QCOMPARE(kh.entriesNamed(name).size(), 1);
        QVERIFY(kh.entriesNamed(name).constFirst().hashed);
        QVERIFY(kh.entriesNamed(name + QStringLiteral("x")).isEmpty());
        // Adding it again finds the hashed line: nothing more is written.
        QVERIFY(kh.addNamed(name, QStringLiteral("ssh-ed25519"), m_newKey, true, &error));
        QCOMPARE(readAll(path), content);
        // Each hash has its own salt.
        QVERIFY(KnownHosts::hashedName(name) != KnownHosts::hashedName(name));
        QVERIFY(KnownHosts::hostsFieldMatches(KnownHosts::hashedName(name), name));
    }

    void revokedKeysAreNeverRecorded()
    {
        const QByteArray before = expand("@revoked gpu01,[gpu02]:2222 $A\n@revoked *.lan $B\n");
        const QString path = fileWith(before);
        KnownHosts kh(path);
        const auto blob = [this](char k) { return m_keys.value(k).split(' ').value(1); };
        QString error;
        QVERIFY(!kh.add(QStringLiteral("gpu01"), 22, QStringLiteral("ssh-ed25519"), blob('A'), &error));
        QVERIFY(error.contains(QLatin1String("revoked")));
        QVERIFY(!kh.addNamed(QStringLiteral("[gpu02]:2222"), QStringLiteral("ssh-ed25519"), blob('A'), true,
                             &error));
        QVERIFY(!kh.replace(QStringLiteral("x.lan"), 22, QStringLiteral("ssh-ed25519"), blob('B'), &error));
        QCOMPARE(readAll(path), before);
        // A @revoked line speaks for the names it names, as for ssh: elsewhere the key may be recorded.
        QVERIFY2(kh.add(QStringLiteral("gpu03"), 22, QStringLiteral("ssh-ed25519"), blob('A'), &error),
                 qPrintable(error));
        QCOMPARE(readAll(path), before + "gpu03 " + m_keys.value('A') + "\n");
    }

    void anAdditionAppendsAndAReplacementRenames()
    {
        const QString path = fileWith(expand("gpu00 $A\ngpu01 $B\n"));
        const auto inode = [&path] {
            struct stat st = {};
            return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? qint64(st.st_ino) : qint64(-1);
        };
        const qint64 first = inode();
        KnownHosts kh(path);
        QVERIFY(kh.add(QStringLiteral("gpu02"), 22, QStringLiteral("ssh-ed25519"), m_newKey, nullptr));
        QCOMPARE(inode(), first); // the same file, appended to: never read-modify-rename
        QVERIFY(kh.replace(QStringLiteral("gpu01"), 22, QStringLiteral("ssh-ed25519"), m_newKey, nullptr));
        QVERIFY(inode() != first); // a new file renamed over the old one
        QCOMPARE(readAll(path), expand("gpu00 $A\n") + "gpu02 ssh-ed25519 " + m_newKey +
                                    "\ngpu01 ssh-ed25519 " + m_newKey + "\n");
    }

    void linesSshCannotReadAreSkipped_data()
    {
        QTest::addColumn<QByteArray>("line");
        const QByteArray ed = m_keys.value('A').split(' ').value(1);
        const QByteArray blob = QByteArray::fromBase64(ed);
        QTest::newRow("truncated blob") << "gpu01 ssh-ed25519 " + blob.left(blob.size() - 3).toBase64();
        QTest::newRow("trailing bytes") << "gpu01 ssh-ed25519 " + (blob + "x").toBase64();
        QTest::newRow("short ed25519 key")
            << QByteArray("gpu01 ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAEAAAAAAAAAAAAAAAAAAAAAA=");
        QTest::newRow("unknown type") << "gpu01 ssh-foo " + ed;
        QTest::newRow("type differs from blob") << "gpu01 ssh-rsa " + ed;
        QTest::newRow("ssh1 key") << QByteArray("gpu01 2048 35 12345678901234567890");
        QTest::newRow("no key") << QByteArray("gpu01 ssh-ed25519");
        QTest::newRow("two markers") << "@revoked @cert-authority gpu01 ssh-ed25519 " + ed;
        QTest::newRow("marker case") << "@Revoked gpu01 ssh-ed25519 " + ed;
    }
    void linesSshCannotReadAreSkipped()
    {
        QFETCH(QByteArray, line);
        KnownHosts kh(fileWith(line + "\n"));
        QVERIFY(kh.load(nullptr));
        QVERIFY(kh.entries().isEmpty());
    }

    void loadReportsUnreadableFile()
    {
        KnownHosts dir(m_dir.path());
        QString error;
        QVERIFY(!dir.load(&error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_KnownHosts)
#include "tst_knownhosts.moc"
