// SPDX-License-Identifier: GPL-3.0-or-later
// `fleetdeck-cli keys generate` end to end: the real executable and the real ssh-keygen.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {
struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run runProgram(const QString& program, const QStringList& args, const QByteArray& input = {})
{
    QProcess p;
    p.start(program, args);
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
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

QJsonObject json(const QByteArray& out)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << "not JSON:" << out << error.errorString();
    return doc.object();
}

const QByteArray kPassphrase = "s3cret-Passphrase-for-cli-test";
} // namespace

class tst_CliKeys : public QObject
{
    Q_OBJECT

private:
    QString m_keygen;
    QTemporaryDir m_dir;
    QByteArray m_everythingPrinted;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    Run cli(const QStringList& args, const QByteArray& input = {})
    {
        Run r = runProgram(QStringLiteral(FLEETDECK_CLI_PATH), args, input);
        m_everythingPrinted += r.out + r.err;
        return r;
    }

    QStringList entries() const
    {
        return QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_keygen = QStandardPaths::findExecutable(QStringLiteral("ssh-keygen"));
        if (m_keygen.isEmpty())
            QSKIP("ssh-keygen is not installed");
    }

    void cleanupTestCase() { QVERIFY(!m_everythingPrinted.contains(kPassphrase)); }

    void generateJson_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("sshType");
        QTest::addColumn<bool>("encrypted");
        QTest::newRow("default") << QString() << "ssh-ed25519" << false;
        QTest::newRow("ed25519") << "ed25519"
                                 << "ssh-ed25519" << false;
        QTest::newRow("ecdsa") << "ecdsa"
                               << "ecdsa-sha2-nistp256" << false;
        QTest::newRow("rsa") << "rsa"
                             << "ssh-rsa" << false;
        QTest::newRow("ed25519 encrypted") << "ed25519"
                                           << "ssh-ed25519" << true;
        QTest::newRow("ecdsa encrypted") << "ecdsa"
                                         << "ecdsa-sha2-nistp256" << true;
        QTest::newRow("rsa encrypted") << "rsa"
                                       << "ssh-rsa" << true;
    }

    void generateJson()
    {
        QFETCH(QString, type);
        QFETCH(QString, sshType);
        QFETCH(bool, encrypted);
        const QString file =
            path(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')));
        QStringList args{QStringLiteral("--json"),
                         QStringLiteral("keys"),
                         QStringLiteral("generate"),
                         QStringLiteral("--out"),
                         file,
                         QStringLiteral("--comment"),
                         QStringLiteral("ci@fleet")};
        if (!type.isEmpty())
            args << QStringLiteral("--type") << type;
        if (encrypted)
            args << QStringLiteral("--passphrase-stdin");
        const Run r = cli(args, encrypted ? kPassphrase + "\nnot part of it\n" : QByteArray());
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.err.isEmpty());
        QCOMPARE(r.out.count('\n'), 1);

        const QJsonObject doc = json(r.out);
        QCOMPARE(doc.keys(), (QStringList{QStringLiteral("fingerprint"), QStringLiteral("private_key"),
                                          QStringLiteral("public_key"), QStringLiteral("public_line"),
                                          QStringLiteral("type")}));
        QCOMPARE(doc.value(QStringLiteral("private_key")).toString(), file);
        QCOMPARE(doc.value(QStringLiteral("public_key")).toString(), file + QStringLiteral(".pub"));
        QCOMPARE(doc.value(QStringLiteral("type")).toString(), sshType);
        const QString fingerprint = doc.value(QStringLiteral("fingerprint")).toString();
        QVERIFY(fingerprint.startsWith(QLatin1String("SHA256:")));
        const QByteArray line = doc.value(QStringLiteral("public_line")).toString().toUtf8();
        QVERIFY(line.startsWith(sshType.toUtf8() + ' '));
        QVERIFY(line.endsWith(" ci@fleet"));

        QFile pub(file + QStringLiteral(".pub"));
        QVERIFY(pub.open(QIODevice::ReadOnly));
        QCOMPARE(pub.readAll(), line + '\n');
        QCOMPARE(modeOf(file), mode_t(0600));
        QCOMPARE(modeOf(file + QStringLiteral(".pub")), mode_t(0644));

        const Run listed = runProgram(m_keygen, {QStringLiteral("-lf"), file + QStringLiteral(".pub")});
        QCOMPARE(listed.code, 0);
        QCOMPARE(listed.out.split(' ').value(1), fingerprint.toUtf8());

        const QByteArray typeAndBase64 = line.left(line.lastIndexOf(' '));
        const Run derived = runProgram(m_keygen, {QStringLiteral("-y"), QStringLiteral("-P"),
                                                  encrypted ? QString::fromUtf8(kPassphrase) : QString(),
                                                  QStringLiteral("-f"), file});
        QVERIFY2(derived.code == 0, derived.err.constData());
        QVERIFY(derived.out.startsWith(typeAndBase64));
        if (encrypted) {
            const Run locked = runProgram(m_keygen, {QStringLiteral("-y"), QStringLiteral("-P"), QString(),
                                                     QStringLiteral("-f"), file});
            QVERIFY(locked.code != 0);
        }
        for (const QString& name : entries())
            QVERIFY2(!name.startsWith(QLatin1Char('.')), qPrintable(name));
    }

    void humanOutput()
    {
        const QString file = path(QStringLiteral("human"));
        const Run r =
            cli({QStringLiteral("keys"), QStringLiteral("generate"), QStringLiteral("--out"), file});
        QVERIFY2(r.code == 0, r.err.constData());
        QFile pub(file + QStringLiteral(".pub"));
        QVERIFY(pub.open(QIODevice::ReadOnly));
        const QByteArray line = pub.readAll().trimmed();
        QVERIFY(r.out.contains(line));
        const Run listed = runProgram(m_keygen, {QStringLiteral("-lf"), file + QStringLiteral(".pub")});
        QVERIFY(r.out.contains(listed.out.split(' ').value(1)));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("existing"); // a file made beforehand, left untouched
        const QString out = QStringLiteral("--out");
        QTest::newRow("missing --out") << QStringList{} << QByteArray() << QString();
        QTest::newRow("empty --out") << QStringList{out, QString()} << QByteArray() << QString();
        QTest::newRow("bad type") << QStringList{out, QStringLiteral("F"), QStringLiteral("--type"),
                                                 QStringLiteral("dsa")}
                                  << QByteArray() << QString();
        QTest::newRow("unknown option")
            << QStringList{out, QStringLiteral("F"), QStringLiteral("--bits"), QStringLiteral("1024")}
            << QByteArray() << QString();
        QTest::newRow("stray argument")
            << QStringList{out, QStringLiteral("F"), QStringLiteral("extra")} << QByteArray() << QString();
        QTest::newRow("empty passphrase")
            << QStringList{out, QStringLiteral("F"), QStringLiteral("--passphrase-stdin")} << QByteArray("\n")
            << QString();
        QTest::newRow("no stdin passphrase")
            << QStringList{out, QStringLiteral("F"), QStringLiteral("--passphrase-stdin")} << QByteArray()
            << QString();
        QTest::newRow("bad comment") << QStringList{out, QStringLiteral("F"), QStringLiteral("--comment"),
                                                    QStringLiteral("a\tb")}
                                     << QByteArray() << QString();
        QTest::newRow("existing private") << QStringList{out, QStringLiteral("F")} << QByteArray() << "F";
        QTest::newRow("existing public")
            << QStringList{out, QStringLiteral("F"), QStringLiteral("--passphrase-stdin")}
            << kPassphrase + '\n'
            << "F.pub";
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(QString, existing);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (QString& arg : args) {
            if (arg == QLatin1String("F"))
                arg = dir.filePath(QStringLiteral("F"));
        }
        if (!existing.isEmpty()) {
            QFile f(dir.filePath(existing));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("precious\n");
        }
        const Run r = cli(QStringList{QStringLiteral("keys"), QStringLiteral("generate")} + args, input);
        QCOMPARE(r.code, 2);
        QVERIFY(!r.err.isEmpty());
        QVERIFY(r.out.isEmpty());
        const QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
        QCOMPARE(left, existing.isEmpty() ? QStringList{} : QStringList{existing});
        if (!existing.isEmpty()) {
            QFile f(dir.filePath(existing));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), QByteArray("precious\n"));
        }
    }

    // Usage errors of deploy, remove and audit: exit 2 before anything logs in.
    void deployRemoveAuditUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("message");
        const QString pub = QStringLiteral("%1/none.pub");
        QTest::newRow("deploy without --pub")
            << QStringList{"keys", "deploy", "gpu-01"} << QByteArray("--pub FILE is required");
        QTest::newRow("deploy without nodes")
            << QStringList{"keys", "deploy", "--pub", "x.pub"} << QByteArray("name the nodes, or --all");
        QTest::newRow("deploy nodes and --all")
            << QStringList{"keys", "deploy", "--pub", "x.pub", "--all", "gpu-01"}
            << QByteArray("name the nodes, or --all");
        QTest::newRow("deploy unreadable pub")
            << QStringList{"keys", "deploy", "--pub", "/nonexistent/x.pub", "gpu-01"}
            << QByteArray("cannot read /nonexistent/x.pub");
        QTest::newRow("verify-with and no-verify")
            << QStringList{"keys", "deploy", "--pub", "x.pub", "--verify-with", "x", "--no-verify", "gpu-01"}
            << QByteArray("exclude each other");
        QTest::newRow("remove with neither")
            << QStringList{"keys", "remove", "gpu-01"} << QByteArray("either --pub FILE or --fingerprint");
        QTest::newRow("remove bad fingerprint")
            << QStringList{"keys", "remove", "--fingerprint", "MD5:aa", "gpu-01"}
            << QByteArray("is not a SHA256 fingerprint");
        QTest::newRow("audit unknown option")
            << QStringList{"keys", "audit", "--frobnicate"} << QByteArray("frobnicate");
    }

    void deployRemoveAuditUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, message);
        const Run r = cli(QStringList{QStringLiteral("--db"), path(QStringLiteral("usage.sqlite"))} + args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), r.err.constData());
    }

    void deployRejectsASmuggledKey()
    {
        QFile f(path(QStringLiteral("smuggled.pub")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("command=\"rm -rf /\" ssh-ed25519 "
                "AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl x\n");
        f.close();
        const Run r =
            cli({QStringLiteral("--db"), path(QStringLiteral("usage.sqlite")), QStringLiteral("keys"),
                 QStringLiteral("deploy"), QStringLiteral("--pub"), f.fileName(), QStringLiteral("gpu-01")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("is not a public key line"), r.err.constData());
    }

    void help()
    {
        const Run r = cli({QStringLiteral("keys"), QStringLiteral("generate"), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("--passphrase-stdin"));
        const Run deploy = cli({QStringLiteral("keys"), QStringLiteral("deploy"), QStringLiteral("--help")});
        QCOMPARE(deploy.code, 0);
        QVERIFY(deploy.out.contains("--verify-with") && deploy.out.contains("keys audit"));
    }
};

QTEST_GUILESS_MAIN(tst_CliKeys)
#include "tst_cli_keys.moc"
