// SPDX-License-Identifier: GPL-3.0-or-later
// session/KeyDeployBatch without a widget: the login each access mode builds, nodes gone from the
// inventory, and a batch cancelled before it reached a node. (The batch against real sshd runs in
// tests/ui/keys/tst_keywizard, through the wizard that drives it.)
#include "session/KeyDeployBatch.h"

#include "fleet/Inventory.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::session;

namespace {
Node node(const QString& name)
{
    Node n;
    n.name = name;
    n.host = QStringLiteral("127.0.0.1");
    n.port = 2222;
    n.user = QStringLiteral("prover");
    n.identity = QStringLiteral("/keys/fleet_ed25519");
    n.authorizedKeys = QStringLiteral("~/.ssh/authorized_keys");
    return n;
}
} // namespace

class tst_KeyDeployBatch : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void eachAccessModeOffersOnlyItsCredential()
    {
        const Node n = node(QStringLiteral("gpu-1"));
        const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));

        DeployAccess access;
        const ssh::SshTarget own = KeyDeployBatch::accessTarget(n, knownHosts, access);
        QCOMPARE(own.identity, std::optional<QString>(QStringLiteral("/keys/fleet_ed25519")));
        QCOMPARE(own.user, QStringLiteral("prover"));
        QCOMPARE(own.port, 2222);
        QCOMPARE(own.knownHostsPath, knownHosts);
        // An unknown host key stops the node for the operator to decide, as in a check.
        QCOMPARE(own.hostKeyPolicy, ssh::HostKeyPolicy::Ask);

        access.mode = DeployAccess::Mode::KeyFile;
        access.keyPath = QStringLiteral("/keys/bootstrap");
        access.passphrase = QStringLiteral("pass");
        const ssh::SshTarget file = KeyDeployBatch::accessTarget(n, knownHosts, access);
        QCOMPARE(file.identity, std::optional<QString>(QStringLiteral("/keys/bootstrap")));
        QCOMPARE(file.passphrase, std::optional<QString>(QStringLiteral("pass")));
        QVERIFY(!file.useAgent && !file.useDefaultKeys && !file.password);

        access.mode = DeployAccess::Mode::Agent;
        const ssh::SshTarget agent = KeyDeployBatch::accessTarget(n, knownHosts, access);
        QVERIFY(agent.useAgent);
        QVERIFY(!agent.identity && !agent.passphrase && !agent.password && !agent.useDefaultKeys);

        access.mode = DeployAccess::Mode::Password;
        access.password = QStringLiteral("hunter2");
        const ssh::SshTarget password = KeyDeployBatch::accessTarget(n, knownHosts, access);
        QCOMPARE(password.password, std::optional<QString>(QStringLiteral("hunter2")));
        // Only the password: a key offered first could use up the server's MaxAuthTries.
        QVERIFY(!password.identity && !password.passphrase && !password.useAgent && !password.useDefaultKeys);
        // Each mode is a login of its own: never a session of another reused for it.
        const QSet<QString> keys{own.key(), file.key(), agent.key(), password.key()};
        QCOMPARE(keys.size(), 4);
    }

    void goneNodesAndACancelledBatchSayWhy()
    {
        storage::Database db;
        QVERIFY2(db.open(m_dir.filePath(QStringLiteral("fleet.sqlite"))), qPrintable(db.error()));
        fleet::Inventory inventory(db);
        QVERIFY(inventory.add(node(QStringLiteral("gpu-1"))).ok());
        QVERIFY(inventory.add(node(QStringLiteral("gpu-2"))).ok());
        ssh::SshEngine engine(1);
        KeyDeployBatch batch(engine);
        batch.setInventory(&inventory);
        QSignalSpy finished(&batch, &KeyDeployBatch::finished);
        QSignalSpy nodeFinished(&batch, &KeyDeployBatch::nodeFinished);

        keys::KeyChange change;
        change.kind = keys::KeyChange::Kind::Audit;
        change.dryRun = true;
        batch.start({QStringLiteral("gpu-2"), QStringLiteral("gone"), QStringLiteral("gpu-1")},
                    DeployAccess{}, change, keys::KeyVerification{});
        QVERIFY(batch.isRunning());
        batch.cancel(); // before the batch reached any node: nothing is read or written
        QVERIFY(finished.wait(5000));
        QVERIFY(!batch.isRunning());
        QVERIFY(batch.isCancelled());
        QCOMPARE(nodeFinished.size(), 3);

        const QList<keys::KeyNodeResult> results = batch.results();
        QCOMPARE(results.size(), 3);
        // In the order the nodes were given, whatever order they ended in.
        QCOMPARE(results[0].node, QStringLiteral("gpu-2"));
        QCOMPARE(results[1].node, QStringLiteral("gone"));
        QCOMPARE(results[2].node, QStringLiteral("gpu-1"));
        for (const keys::KeyNodeResult& r : results) {
            QCOMPARE(r.result, QStringLiteral("failed"));
            QVERIFY(r.dryRun);
            QVERIFY(r.diagnosis);
        }
        QCOMPARE(results[1].diagnosis->code, QStringLiteral("not_found"));
        QVERIFY2(results[1].diagnosis->message.contains(QLatin1String("gone")),
                 qPrintable(results[1].diagnosis->message));
        QCOMPARE(results[0].diagnosis->message, QStringLiteral("Cancelled before anything was written."));
        QCOMPARE(results[0].configuredPath, QStringLiteral("~/.ssh/authorized_keys"));
    }
};

QTEST_GUILESS_MAIN(tst_KeyDeployBatch)
#include "tst_keydeploybatch.moc"
