// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshConfig.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck::ssh;

class tst_SshConfig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resolvesLikeOpenSsh()
    {
        SshConfig c;
        c.parse(QStringLiteral("# global defaults come first in OpenSSH's eyes only if they match\n"
                               "Host gpu-* !gpu-bad\n"
                               "    HostName %h.example.net\n"
                               "    User ubuntu\n"
                               "    IdentityFile ~/.ssh/fleet_%r\n"
                               "Host gpu-01\n"
                               "    Port 2222\n"
                               "    User ignored-first-wins\n"
                               "Host jumpy\n"
                               "    HostName 10.0.0.5\n"
                               "    Port=2200\n"
                               "    ProxyJump admin@bastion:2022\n"
                               "Host *\n"
                               "    IdentityFile \"/keys/with space\"\n"
                               "    Port 22\n"));
        SshConfig::Resolved r = c.resolve(QStringLiteral("gpu-01"), QStringLiteral("me"));
        QCOMPARE(r.hostName, QStringLiteral("gpu-01.example.net"));
        QCOMPARE(r.port, std::optional<int>(2222));
        QCOMPARE(r.user, std::optional<QString>(QStringLiteral("ubuntu"))); // the first value wins
        QCOMPARE(r.identityFiles, (QStringList{QDir::homePath() + QStringLiteral("/.ssh/fleet_ubuntu"),
                                               QStringLiteral("/keys/with space")}));
        QVERIFY(r.proxyJump.isEmpty());

        r = c.resolve(QStringLiteral("gpu-bad"), QStringLiteral("me")); // negated: only Host *
        QCOMPARE(r.hostName, QStringLiteral("gpu-bad"));
        QVERIFY(!r.port); // 22, ssh's default: the legacy interface reports only what differs
        QVERIFY(!r.user);

        r = c.resolve(QStringLiteral("jumpy"), QStringLiteral("me"));
        QCOMPARE(r.hostName, QStringLiteral("10.0.0.5"));
        QCOMPARE(r.port, std::optional<int>(2200));
        QCOMPARE(r.proxyJump, QStringLiteral("admin@bastion:2022"));

        r = c.resolve(QStringLiteral("GPU-02"), QStringLiteral("me")); // Host patterns: case matters
        QCOMPARE(r.hostName, QStringLiteral("gpu-02"));                // and ssh lowers the host name it uses
    }

    void matchBlocksAreApplied()
    {
        SshConfig c;
        c.parse(QStringLiteral("Match host x\n  User first\nHost x\n  User second\n"));
        QCOMPARE(c.resolve(QStringLiteral("x"), QStringLiteral("me")).user,
                 std::optional<QString>(QStringLiteral("first")));
    }

    // The own parser (SshConfigResolver's fallback) on points where the old one was wrong.
    void ownParserFollowsOpenSsh()
    {
        const SshConfig::Account account = SshConfig::Account::current();
        const auto eval = [&account](const char* text, const char* alias) {
            QString error;
            auto r = SshConfig::evaluateText(QString::fromUtf8(text), {QString::fromUtf8(alias), {}, {}, {}},
                                             account, &error);
            if (!r)
                qWarning("refused: %s", qPrintable(error));
            return r;
        };
        auto r = eval("Host db\n  HostName 10.0.0.5 # prod\n  HostName second\n", "db");
        QVERIFY(r);
        QCOMPARE(r->hostName, QStringLiteral("10.0.0.5")); // comment dropped, first value wins
        r = eval("Host a\n  IdentityFile /k/1\n  IdentityFile /k/2\nHost *\n  IdentityFile /k/1\n"
                 "  IdentityFile /k/%%3\n",
                 "a");
        QVERIFY(r);
        QCOMPARE(r->identityFiles,
                 (QStringList{QStringLiteral("/k/1"), QStringLiteral("/k/2"), QStringLiteral("/k/%%3")}));
        QVERIFY(!r->identityFilesAreDefaults);
        r = eval("Host x\n  HostName 100%%-%h\n  ProxyCommand nc %h %p\n  HostKeyAlias Mixed\n", "x");
        QVERIFY(r);
        QCOMPARE(r->hostName, QStringLiteral("100%-x"));
        QCOMPARE(r->proxyCommand, QStringLiteral("nc %h %p"));
        QCOMPARE(r->hostKeyAlias, std::optional<QString>(QStringLiteral("mixed")));
        // A Match exec is evaluated only by ssh; skipped where a criterion before it failed.
        QVERIFY(eval("Match host other exec true\n  User u\n", "x"));
        QVERIFY(!eval("Match host x exec true\n  User u\n", "x"));
        QVERIFY(!eval("Host x\n  Port 22\nHost y\n  NoSuchKeyword 1\n", "x"));
        QVERIFY(!eval("Host x\n  HostName a b\n", "y")); // extra argument, even where inactive
    }

    void includeIsFollowedAndBounded()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString self = dir.filePath(QStringLiteral("self.conf"));
        QFile f(self);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Host loop\n  Port 2\nInclude " + self.toUtf8() + "\n");
        f.close();
        QString error;
        QVERIFY(!SshConfig::evaluate({QStringLiteral("loop"), self, {}, {}}, SshConfig::Account::current(),
                                     &error));
        QVERIFY2(error.contains(QLatin1String("recursive")), qPrintable(error));
        QVERIFY(SshConfig::filesRead(self, SshConfig::Account::current()).contains(self));
    }

    void proxyJumpNone()
    {
        SshConfig c;
        c.parse(QStringLiteral("Host a\n ProxyJump none\nHost *\n ProxyJump b\n"));
        QVERIFY(c.resolve(QStringLiteral("a"), QStringLiteral("me")).proxyJump.isEmpty());
        QCOMPARE(c.resolve(QStringLiteral("c"), QStringLiteral("me")).proxyJump, QStringLiteral("b"));
    }

    void jumps_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<int>("hops");
        QTest::addColumn<QString>("lastUser");
        QTest::addColumn<QString>("lastHost");
        QTest::addColumn<int>("lastPort");
        QTest::newRow("host") << "bastion" << 1 << ""
                              << "bastion" << 0;
        QTest::newRow("user host port") << "admin@bastion:2022" << 1 << "admin"
                                        << "bastion" << 2022;
        QTest::newRow("two hops") << "a@one,two:2200" << 2 << ""
                                  << "two" << 2200;
        QTest::newRow("ipv6") << "[2001:db8::1]:22" << 1 << ""
                              << "2001:db8::1" << 22;
        QTest::newRow("bad port") << "bastion:70000" << -1 << ""
                                  << "" << 0;
        QTest::newRow("empty brackets") << "[]:22" << -1 << ""
                                        << "" << 0;
        QTest::newRow("ssh uri") << "ssh://ops@gate.example.net:2022" << 1 << "ops"
                                 << "gate.example.net" << 2022;
        QTest::newRow("space") << "bad host" << -1 << ""
                               << "" << 0;
    }
    void jumps()
    {
        QFETCH(QString, value);
        QFETCH(int, hops);
        QFETCH(QString, lastUser);
        QFETCH(QString, lastHost);
        QFETCH(int, lastPort);
        const auto parsed = SshConfig::parseJumps(value);
        if (hops < 0) {
            QVERIFY(!parsed);
            return;
        }
        QVERIFY(parsed);
        QCOMPARE(parsed->size(), hops);
        QCOMPARE(parsed->last().user, lastUser);
        QCOMPARE(parsed->last().host, lastHost);
        QCOMPARE(parsed->last().port.value_or(0), lastPort);
    }
};

QTEST_GUILESS_MAIN(tst_SshConfig)
#include "tst_sshconfig.moc"
