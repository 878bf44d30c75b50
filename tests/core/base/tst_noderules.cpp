// SPDX-License-Identifier: GPL-3.0-or-later
#include "base/Node.h"

#include <QJsonDocument>
#include <QTest>

using namespace fleetdeck;

class tst_NodeRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void name_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("valid");
        QTest::newRow("simple") << "gpu-01" << true;
        QTest::newRow("all classes") << "A.z_0-9" << true;
        QTest::newRow("64 chars") << QString(64, QLatin1Char('a')) << true;
        QTest::newRow("65 chars") << QString(65, QLatin1Char('a')) << false;
        QTest::newRow("empty") << "" << false;
        QTest::newRow("space") << "gpu 01" << false;
        QTest::newRow("slash") << "gpu/01" << false;
        QTest::newRow("unicode") << QStringLiteral("gpü") << false;
    }
    void name()
    {
        QFETCH(QString, name);
        QFETCH(bool, valid);
        QCOMPARE(NodeRules::checkName(name).isEmpty(), valid);
    }

    void host_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<bool>("valid");
        QTest::newRow("ipv4") << "203.0.113.7" << true;
        QTest::newRow("ipv6") << "2001:db8::1" << true;
        QTest::newRow("loopback6") << "::1" << true;
        QTest::newRow("hostname") << "gpu01.example.net" << true;
        QTest::newRow("single label") << "localhost" << true;
        QTest::newRow("trailing dot") << "gpu01.example.net." << true;
        QTest::newRow("empty") << "" << false;
        QTest::newRow("space") << "bad host" << false;
        QTest::newRow("option injection") << "-oProxyCommand=x" << false;
        QTest::newRow("user at") << "root@host" << false;
        QTest::newRow("with port") << "host:22" << false;
        QTest::newRow("bad ipv4") << "300.1.1.1" << false;
        QTest::newRow("double dot") << "a..b" << false;
        QTest::newRow("label leading hyphen") << "a.-b" << false;
        QTest::newRow("underscore") << "a_b.example" << false;
        QTest::newRow("too long label") << QString(64, QLatin1Char('a')) + ".net" << false;
    }
    void host()
    {
        QFETCH(QString, host);
        QFETCH(bool, valid);
        QCOMPARE(NodeRules::checkHost(host).isEmpty(), valid);
    }

    void port_data()
    {
        QTest::addColumn<qint64>("port");
        QTest::addColumn<bool>("valid");
        QTest::newRow("0") << qint64(0) << false;
        QTest::newRow("1") << qint64(1) << true;
        QTest::newRow("22") << qint64(22) << true;
        QTest::newRow("65535") << qint64(65535) << true;
        QTest::newRow("65536") << qint64(65536) << false;
        QTest::newRow("70000") << qint64(70000) << false;
        QTest::newRow("negative") << qint64(-22) << false;
    }
    void port()
    {
        QFETCH(qint64, port);
        QFETCH(bool, valid);
        QCOMPARE(NodeRules::checkPort(port, QStringLiteral("port")).isEmpty(), valid);
    }

    void label_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("valid");
        QTest::newRow("plain") << "gpu=4090"
                               << "gpu"
                               << "4090" << true;
        QTest::newRow("empty value") << "spare="
                                     << "spare"
                                     << "" << true;
        QTest::newRow("value with =") << "cmd=a=b"
                                      << "cmd"
                                      << "a=b" << true;
        QTest::newRow("no =") << "gpu"
                              << ""
                              << "" << false;
        QTest::newRow("empty key") << "=4090"
                                   << ""
                                   << "" << false;
        QTest::newRow("bad key") << "g pu=1"
                                 << ""
                                 << "" << false;
    }
    void label()
    {
        QFETCH(QString, text);
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(bool, valid);
        QString k, v;
        QCOMPARE(NodeRules::parseLabel(text, &k, &v).isEmpty(), valid);
        if (valid) {
            QCOMPARE(k, key);
            QCOMPARE(v, value);
        }
    }

    void validateNamesTheFields()
    {
        Node n;
        n.name = QStringLiteral("x y");
        n.host = QStringLiteral("bad host");
        n.port = 0;
        n.statusPort = 70000;
        n.statusPath = QStringLiteral("status");
        const QList<FieldError> errors = NodeRules::validate(n);
        QStringList fields;
        for (const FieldError& e : errors) {
            QVERIFY(!e.message.isEmpty());
            fields << e.field;
        }
        QCOMPARE(fields, (QStringList{"name", "host", "port", "status_port", "status_path"}));
    }

    void jsonMatchesContract()
    {
        Node n;
        n.name = QStringLiteral("gpu-01");
        n.host = QStringLiteral("203.0.113.7");
        n.labels.insert(QStringLiteral("gpu"), QStringLiteral("4090"));
        const QJsonObject expected =
            QJsonDocument::fromJson(
                R"({"name":"gpu-01","host":"203.0.113.7","port":22,"user":"root","identity":null,
           "status_port":9821,"status_path":"/status","status_command":null,
           "authorized_keys":"~/.ssh/authorized_keys","labels":{"gpu":"4090"},
           "provider":"manual","provider_id":null,"ssh_config":false})")
                .object();
        QVERIFY(!expected.isEmpty());
        QCOMPARE(n.toJson(), expected);
    }

    void addressBracketsIpv6()
    {
        Node n;
        n.host = QStringLiteral("2001:db8::1");
        n.port = 2222;
        QCOMPARE(n.address(), QStringLiteral("[2001:db8::1]:2222"));
        n.host = QStringLiteral("gpu01");
        QCOMPARE(n.address(), QStringLiteral("gpu01:2222"));
    }
};

QTEST_GUILESS_MAIN(tst_NodeRules)
#include "tst_noderules.moc"
