// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/LocalFleet.h"
#include "support/LoopbackPort.h"
#include "support/OpenSshClient.h"
#include "support/ProcessTable.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <cerrno>
#include <sched.h>

using namespace fleetdeck;

class TstLocalFleet : public QObject
{
    Q_OBJECT

    static OpenSshClient client(const LocalFleet& fleet, const LocalFleet::Node& node)
    {
        return OpenSshClient(node.port, fleet.key().privateKeyPath(), fleet.knownHostsPath());
    }

private slots:
    void nodesShareServersButNotPortsOrStatus()
    {
        QTemporaryDir dir;
        LocalFleet::Options options;
        options.nodes = 20; // two sshd processes: 16 ports, then 4
        options.workDir = dir.path();
        options.cuzkSimPath = QStringLiteral(CUZK_SIM_PATH);
        LocalFleet fleet(options);
        QVERIFY2(fleet.start(), qPrintable(fleet.errorString()));
        QCOMPARE(fleet.nodes().size(), 20);
        QSet<quint16> ports;
        QSet<QByteArray> documents;
        for (const LocalFleet::Node& node : fleet.nodes()) {
            ports << node.port << node.statusPort;
            const std::optional<QByteArray> status =
                LoopbackPort::httpGet(node.statusPort, QStringLiteral("/status"));
            QVERIFY2(status && status->startsWith("HTTP/1.1 200"), qPrintable(node.name));
            documents << status->mid(status->indexOf("\r\n\r\n")).left(400); // each daemon its own jobs
        }
        QCOMPARE(ports.size(), 40);
        QVERIFY2(documents.size() >= 15, qPrintable(QString::number(documents.size())));
        // A node on each sshd logs in with the fleet key, checked against known_hosts.
        for (const int i : {0, 16}) {
            const OpenSshClient::Result login = client(fleet, fleet.nodes().at(i)).login();
            QVERIFY2(login.exitCode == 0, qPrintable(login.toString()));
        }
        QVERIFY(fleet.processIds().size() >= 3); // two listeners and the simulator
        const QList<qint64> ids = fleet.processIds();
        fleet.stop();
        QVERIFY(!ProcessTable::anyAlive(ids));
    }

    void eachNodeHasItsOwnKeysAndHome()
    {
        QTemporaryDir dir;
        LocalFleet::Options options;
        options.nodes = 3;
        options.workDir = dir.path();
        LocalFleet fleet(options);
        QVERIFY2(fleet.start(), qPrintable(fleet.errorString()));
        QFile second(fleet.nodes().at(1).authorizedKeysPath);
        QVERIFY(second.open(QIODevice::WriteOnly | QIODevice::Truncate));
        second.close();
        QCOMPARE(client(fleet, fleet.nodes().at(1)).login().exitCode, 255);
        QCOMPARE(client(fleet, fleet.nodes().at(0)).login().exitCode, 0);
        const OpenSshClient::Result home =
            client(fleet, fleet.nodes().at(2)).run(QStringLiteral("echo $HOME"));
        QCOMPARE(home.exitCode, 0);
        QCOMPARE(QString::fromUtf8(home.standardOutput).trimmed(), fleet.nodes().at(2).home);
    }

    void theProxyDelaysEveryNode()
    {
        QTemporaryDir dir;
        LocalFleet::Options options;
        options.nodes = 2;
        options.workDir = dir.path();
        options.latencyProxyPath = QStringLiteral(LATENCY_PROXY_PATH);
        options.oneWayDelayMs = 40;
        LocalFleet fleet(options);
        QVERIFY2(fleet.start(), qPrintable(fleet.errorString()));
        for (const LocalFleet::Node& node : fleet.nodes()) {
            QVERIFY(node.port != node.sshdPort);
            QElapsedTimer clock;
            clock.start();
            const std::optional<QString> banner = LoopbackPort::readGreeting(node.port);
            QVERIFY(banner && banner->startsWith(QLatin1String("SSH-2.0-")));
            QVERIFY2(clock.elapsed() >= 38, qPrintable(QString::number(clock.elapsed())));
            // known_hosts names the proxy's port: logging in through it checks the host key.
            const OpenSshClient::Result login = client(fleet, node).login();
            QVERIFY2(login.exitCode == 0, qPrintable(login.toString()));
        }
    }

    void backgroundFleetRunsUnderIdlePolicy()
    {
        QTemporaryDir dir;
        LocalFleet::Options options;
        options.nodes = 2;
        options.workDir = dir.path();
        options.idlePriority = true;
        LocalFleet fleet(options);
        QVERIFY2(fleet.start(), qPrintable(fleet.errorString()));
        int checked = 0;
        for (const qint64 id : fleet.processIds()) {
            const int policy = sched_getscheduler(pid_t(id));
            if (policy == -1 && errno == ESRCH)
                continue; // a short-lived child (an sshd's) that ended since it was listed
            QCOMPARE(policy, SCHED_IDLE);
            ++checked;
        }
        QVERIFY2(checked >= 1, "no process of the fleet to look at"); // its servers and simulator
    }
};

QTEST_GUILESS_MAIN(TstLocalFleet)
#include "tst_localfleet.moc"
