// SPDX-License-Identifier: GPL-3.0-or-later
// The options field of an authorized_keys line, read as sshd reads it: every option sshd(8)'s
// manual on this machine lists is known, and for a table of options a real sshd accepts a login
// through the line exactly when Fleetdeck reads the key as present.
#include "keys/AuthorizedKeys.h"
#include "keys/KeyOptions.h"

#include "support/OpenSshClient.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"

#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using fleetdeck::keys::AuthorizedKeys;
using fleetdeck::keys::KeyOptions;

class tst_KeyOptions : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<fleetdeck::SshdServer> m_server;
    fleetdeck::SshKeyPair m_key;
    QString m_knownHosts;

private slots:
    void initTestCase();
    void everyOptionOfTheManual();
    void sshdAgrees_data();
    void sshdAgrees();
};

void tst_KeyOptions::initTestCase()
{
    FLEETDECK_REQUIRE_SSHD();
    QVERIFY(m_dir.isValid());
    m_key =
        fleetdeck::SshKeyPair::generate(m_dir.filePath(QStringLiteral("id")), QStringLiteral("options@test"));
    QVERIFY2(m_key.isValid(), qPrintable(m_key.errorString()));
    m_server = std::make_unique<fleetdeck::SshdServer>();
    QVERIFY2(m_server->start(), qPrintable(m_server->errorString()));
    m_knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
    QVERIFY(m_server->writeKnownHosts(m_knownHosts));
}

// sshd(8), AUTHORIZED_KEYS FILE FORMAT: each `.It Cm name` or `.It Cm name="..."` item.
void tst_KeyOptions::everyOptionOfTheManual()
{
    const QString manual = QStringLiteral("/usr/share/man/man8/sshd.8.gz");
    QVERIFY2(QFile::exists(manual), "sshd(8) is needed: the openssh-server package's manual");
    QProcess gzip;
    gzip.start(QStringLiteral("gzip"), {QStringLiteral("-dc"), manual});
    QVERIFY(gzip.waitForFinished(30000));
    const QString text = QString::fromUtf8(gzip.readAllStandardOutput());
    const qsizetype begin = text.indexOf(QLatin1String("\n.Sh AUTHORIZED_KEYS FILE FORMAT"));
    QVERIFY(begin >= 0);
    const qsizetype end = text.indexOf(QLatin1String("\n.Sh "), begin + 1);
    const QString section = text.mid(begin, end - begin);

    // A value sshd takes for each valued option; a new valued option fails here until added.
    const QMap<QString, QByteArray> values = {
        {QStringLiteral("command"), "true"},         {QStringLiteral("environment"), "NAME=value"},
        {QStringLiteral("expiry-time"), "20991231"}, {QStringLiteral("from"), "127.0.0.1"},
        {QStringLiteral("permitlisten"), "8080"},    {QStringLiteral("permitopen"), "127.0.0.1:80"},
        {QStringLiteral("principals"), "root"},      {QStringLiteral("tunnel"), "0"},
    };
    static const QRegularExpression item(QStringLiteral("^\\.It Cm ([A-Za-z0-9-]+)(=\")?"),
                                         QRegularExpression::MultilineOption);
    int seen = 0;
    for (auto it = item.globalMatch(section); it.hasNext(); ++seen) {
        const QRegularExpressionMatch match = it.next();
        const QString name = match.captured(1);
        QByteArray options = name.toLatin1();
        if (match.hasCaptured(2)) {
            QVERIFY2(values.contains(name), qPrintable(QStringLiteral("no sample value for %1").arg(name)));
            options += "=\"" + values.value(name) + '"';
            if (name == QLatin1String("principals"))
                options.prepend("cert-authority,"); // sshd refuses principals on a plain key
        }
        const QString why = KeyOptions::check(options);
        QVERIFY2(why.isEmpty(), qPrintable(QString::fromLatin1(options) + QStringLiteral(": ") + why));
    }
    QVERIFY2(seen >= 22, qPrintable(QStringLiteral("only %1 options in the manual").arg(seen)));
    QVERIFY(section.contains(QLatin1String(".It Cm verify-required")));
}

void tst_KeyOptions::sshdAgrees_data()
{
    QTest::addColumn<QByteArray>("options");
    QTest::addColumn<bool>("present");

    const QList<QByteArray> present = {
        "no-verify-required",
        "NO-VERIFY-REQUIRED",
        "verify-required",
        "touch-required",
        "no-touch-required",
        "restrict,pty,user-rc,x11-forwarding,agent-forwarding,port-forwarding",
        "no-pty,no-user-rc,no-X11-forwarding,no-agent-forwarding,no-port-forwarding",
        "command=\"true\"",
        "command=\"echo \\\"a,b\\\" >/dev/null\"",
        "from=\"127.0.0.1\"",
        "from=\"127.0.0.0/8,::1\"",
        "expiry-time=\"20991231\"",
        "expiry-time=\"209912312359Z\"",
        "expiry-time=\"20991231235959UTC\"",
        "environment=\"A_1=b c\"",
        "permitopen=\"127.0.0.1:1\"",
        "permitopen=\"[::1]:22\"",
        "permitopen=\"*:*\"",
        "permitopen=\"localhost:ssh\"",
        "permitopen=\"host/22\"",
        "permitlisten=\"1\"",
        "permitlisten=\"localhost:2\"",
        "tunnel=\"0\"",
        "tunnel=\"ANY\"",
        "tunnel=\"+5\"",
    };
    const QList<QByteArray> refused = {
        "no-restrict",
        "no-cert-authority",
        "no-no-pty",
        "no-command=\"true\"",
        "pty=\"1\"",
        "restrictx",
        "frobnicate",
        "cert-authority",
        "principals=\"root\"",
        "command=\"true\",command=\"false\"",
        "expiry-time=\"2099123\"",
        "expiry-time=\"20991331\"",
        "expiry-time=\"tomorrow\"",
        "environment=\"A\"",
        "environment=\"A-B=c\"",
        "environment=\"=c\"",
        "permitopen=\"any\"",
        "permitopen=\"127.0.0.1\"",
        "permitopen=\"127.0.0.1:0\"",
        "permitopen=\"127.0.0.1:70000\"",
        "permitopen=\"127.0.0.1:no-such-service\"",
        "permitopen=\"[::1]x:22\"",
        "permitlisten=\"x\"",
        "tunnel=\"x\"",
        "tunnel=\"-1\"",
        "from=10.0.0.1",
    };
    for (const QByteArray& options : present)
        QTest::newRow(options.constData()) << options << true;
    for (const QByteArray& options : refused)
        QTest::newRow(options.constData()) << options << false;
}

// Fleetdeck's verdict on the line (the key is present: a login through it works) against a
// real login with `ssh` to a real sshd whose authorized_keys holds only that line.
void tst_KeyOptions::sshdAgrees()
{
    QFETCH(QByteArray, options);
    QFETCH(bool, present);

    const QByteArray line = options + ' ' + m_key.publicKeyLine().toUtf8();
    const AuthorizedKeys parsed = AuthorizedKeys::parse(line + '\n');
    QCOMPARE(parsed.entries().size(), 1);
    const bool ours =
        parsed.containsBlob(parsed.entries().first().blob) && !parsed.entries().first().blob.isEmpty();

    QVERIFY(m_server->setAuthorizedKeys({QString::fromUtf8(line)}));
    const fleetdeck::OpenSshClient client(m_server->port(), m_key.privateKeyPath(), m_knownHosts);
    const fleetdeck::OpenSshClient::Result login = client.login();
    QVERIFY2(login.finished, qPrintable(login.toString()));
    const bool sshd = login.exitCode == 0;

    QVERIFY2(ours == sshd,
             qPrintable(QStringLiteral("Fleetdeck: %1 (%2); sshd: %3")
                            .arg(ours ? QStringLiteral("present") : QStringLiteral("not present"),
                                 parsed.entries().first().error,
                                 sshd ? QStringLiteral("login") : login.toString())));
    QCOMPARE(ours, present);
}

QTEST_GUILESS_MAIN(tst_KeyOptions)
#include "tst_keyoptions.moc"
