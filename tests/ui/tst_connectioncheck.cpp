// SPDX-License-Identifier: GPL-3.0-or-later
// Check Connection in the main window against real OpenSSH servers on loopback and a simulated
// cuzk daemon: the stages, the node's health, the diagnosis in the details, the host-key decision.
// Nothing here waits on the engine: the window runs the check and the test polls with QTRY_*.
#include "ConnectionCheckView.h"
#include "Dialogs.h"
#include "HostKeyDialog.h"
#include "MainWindow.h"
#include "NodeDetailsPanel.h"
#include "session/ConnectionChecks.h"
#include "support/ScriptedDialogs.h"
#include "support/TestSettings.h"

#include "fleet/Inventory.h"
#include "models/FleetTableModel.h"
#include "ssh/KnownHosts.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"

#include "support/CuzkSimProcess.h"
#include "support/LocalSshNode.h"
#include "support/OpenSshClient.h"
#include "support/ReservedPort.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"

#include <QAction>
#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {
constexpr int CheckTimeoutMs = 20000;

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<absent>");
}

/// Every visible text of the details panel, in one string.
QString panelText(const MainWindow& w)
{
    QStringList texts;
    for (const QLabel* l : w.detailsPanel()->findChildren<QLabel*>()) {
        if (l->isVisibleTo(w.detailsPanel()))
            texts << l->text();
    }
    return texts.join(QLatin1Char('\n'));
}

QString label(const MainWindow& w, const QString& name)
{
    const auto* l = w.findChild<QLabel*>(name);
    return l ? l->text() : QStringLiteral("<missing %1>").arg(name);
}
} // namespace

class tst_ConnectionCheck : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<CuzkSimProcess> m_sim;
    QString m_db;
    QString m_knownHosts;
    int m_serial = 0;

    std::unique_ptr<LocalSshNode> startNode(bool authorized = true)
    {
        return LocalSshNode::start(m_dir.path(), QStringLiteral("node-%1").arg(++m_serial), {}, authorized);
    }

    /// Adds the node to the test's database, its status served by the shared simulator.
    void add(const LocalSshNode& local, std::optional<int> statusPort = {})
    {
        storage::Database db;
        QVERIFY(db.open(m_db));
        Node n;
        n.name = local.name;
        n.host = QStringLiteral("127.0.0.1");
        n.port = local.server->port();
        n.user = OpenSshClient::currentUserName();
        n.identity = local.key.privateKeyPath();
        n.statusPort = statusPort.value_or(m_sim->port());
        QVERIFY2(fleet::Inventory(db).add(n).ok(), qPrintable(local.name));
    }

    static QString health(const MainWindow& w, const QString& name)
    {
        const int row = w.fleetModel()->rowOf(name);
        return row < 0
                   ? QStringLiteral("<no row>")
                   : w.fleetModel()->index(row, 0).data(models::FleetTableModel::HealthNameRole).toString();
    }

    // After a check, the poller may report the node's state before the check is over: tests wait
    // for the state, then for the check.
    static void check(MainWindow& w, const QString& name)
    {
        QVERIFY(w.selectNode(name));
        QAction* action = w.findChild<QAction*>(QStringLiteral("checkConnectionAction"));
        QVERIFY(action);
        QVERIFY(action->isEnabled());
        action->trigger();
        // trigger() came back before any network round trip: the panel says the check runs, or
        // that it waits for the keychain's answer first (the lookup of its secrets is under way).
        const QString summary = label(w, QStringLiteral("checkSummary"));
        QVERIFY2(summary.startsWith(QLatin1String("Checking")) ||
                     summary.startsWith(QLatin1String("Waiting for the keychain to answer")),
                 qPrintable(summary));
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        fleetdeck::test::keepSettingsIn(m_dir.filePath(QStringLiteral("settings")));
        // Only the node's own identity may decide a login here, never the developer's agent.
        qunsetenv("SSH_AUTH_SOCK");
        m_sim = std::make_unique<CuzkSimProcess>(QStringLiteral(CUZK_SIM_PATH));
        QVERIFY2(m_sim->start(), qPrintable(m_sim->errorString()));
    }

    void init()
    {
        const QString test = QString::fromLatin1(QTest::currentTestFunction());
        m_db = m_dir.filePath(test + QStringLiteral(".sqlite"));
        m_knownHosts = m_dir.filePath(test + QStringLiteral(".known_hosts"));
        QSettings().clear();
        fleetdeck::test::scriptDialogs();
    }

    void authorizedNodeTurnsHealthyWithEveryStage()
    {
        auto node = startNode();
        node->server->writeKnownHosts(m_knownHosts);
        add(*node);
        ssh::SshEngine engine(2);
        MainWindow w;
        w.setSshEngine(&engine);
        w.setKnownHostsPath(m_knownHosts);
        QVERIFY(w.openDatabase(m_db));
        w.show();
        check(w, node->name);
        QTRY_COMPARE_WITH_TIMEOUT(health(w, node->name), QStringLiteral("healthy"), CheckTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!w.connectionChecks()->isRunning(node->name), CheckTimeoutMs);

        for (const char* stage :
             {"resolve", "connect", "handshake", "host_key", "auth", "channel", "http", "parse"}) {
            const QString mark = QStringLiteral("stageMark_") + QLatin1String(stage);
            QCOMPARE(label(w, mark), QStringLiteral("✓"));
            QVERIFY2(
                label(w, QStringLiteral("stageTime_") + QLatin1String(stage)).endsWith(QLatin1String("ms")),
                stage);
        }
        QVERIFY(!w.findChild<QWidget*>(QStringLiteral("checkDiagnosis"))->isVisibleTo(w.detailsPanel()));
        QVERIFY(label(w, QStringLiteral("checkSummary")).contains(QLatin1String("All 8 stages passed")));
        // The status answered through the forward: the HTTP stage shows its status line.
        QVERIFY(label(w, QStringLiteral("stageDetail_http")).contains(QLatin1String("200 OK")));
    }

    void refusedKeyIsLoginRefusedWithTheServersWords()
    {
        auto node = startNode(false);
        node->server->writeKnownHosts(m_knownHosts);
        add(*node);
        ssh::SshEngine engine(2);
        MainWindow w;
        w.setSshEngine(&engine);
        w.setKnownHostsPath(m_knownHosts);
        QVERIFY(w.openDatabase(m_db));
        w.show();
        check(w, node->name);
        QTRY_COMPARE_WITH_TIMEOUT(health(w, node->name), QStringLiteral("auth_failed"), CheckTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!w.connectionChecks()->isRunning(node->name), CheckTimeoutMs);

        const QString text = panelText(w);
        QVERIFY2(text.contains(QLatin1String("Permission denied (publickey)")), qPrintable(text));
        QVERIFY(w.findChild<QWidget*>(QStringLiteral("checkDiagnosis"))->isVisibleTo(w.detailsPanel()));
        QVERIFY(
            label(w, QStringLiteral("checkDetail")).contains(QLatin1String("Permission denied (publickey)")));
        QVERIFY(!label(w, QStringLiteral("checkHint")).isEmpty());
        QCOMPARE(label(w, QStringLiteral("stageMark_host_key")), QStringLiteral("✓"));
        QCOMPARE(label(w, QStringLiteral("stageMark_auth")), QStringLiteral("✗"));
        QCOMPARE(label(w, QStringLiteral("stageMark_channel")), QStringLiteral("–"));
        // The table's row carries the reason too.
        const int row = w.fleetModel()->rowOf(node->name);
        QVERIFY(!w.fleetModel()
                     ->index(row, 0)
                     .data(models::FleetTableModel::HealthReasonRole)
                     .toString()
                     .isEmpty());
    }

    void deadDaemonIsDaemonDown()
    {
        auto node = startNode();
        node->server->writeKnownHosts(m_knownHosts);
        ReservedPort closed;
        add(*node, closed.port());
        ssh::SshEngine engine(2);
        MainWindow w;
        w.setSshEngine(&engine);
        w.setKnownHostsPath(m_knownHosts);
        QVERIFY(w.openDatabase(m_db));
        w.show();
        check(w, node->name);
        QTRY_COMPARE_WITH_TIMEOUT(health(w, node->name), QStringLiteral("daemon_down"), CheckTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!w.connectionChecks()->isRunning(node->name), CheckTimeoutMs);
        QCOMPARE(label(w, QStringLiteral("stageMark_auth")), QStringLiteral("✓"));
        QCOMPARE(label(w, QStringLiteral("stageMark_channel")), QStringLiteral("✗"));
    }

    void unknownHostKeyTrustedThenRetried()
    {
        auto node = startNode();
        add(*node); // known_hosts does not exist yet
        ssh::SshEngine engine(2);
        MainWindow w;
        w.setSshEngine(&engine);
        w.setKnownHostsPath(m_knownHosts);
        QVERIFY(w.openDatabase(m_db));
        w.show();
        QStringList asked;
        HostKeyDialog::Kind kind = HostKeyDialog::Kind::Changed;
        QString stateWhenAsked;
        Dialogs::answerNext<HostKeyDialog>([&](HostKeyDialog& d) {
            asked << d.hostKey().fingerprint;
            kind = d.kind();
            stateWhenAsked = health(w, node->name);
            d.findChild<QPushButton*>(QStringLiteral("trustButton"))->click();
            return d.result();
        });
        check(w, node->name);
        QTRY_COMPARE_WITH_TIMEOUT(asked.size(), 1, CheckTimeoutMs);
        QCOMPARE(asked.first(), node->server->hostKeyFingerprint());
        QCOMPARE(kind, HostKeyDialog::Kind::Unknown);
        QCOMPARE(stateWhenAsked, QStringLiteral("host_key_unknown")); // the table says why it asks
        // The decision is recorded and the retried check gets through every stage.
        QTRY_COMPARE_WITH_TIMEOUT(health(w, node->name), QStringLiteral("healthy"), CheckTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!w.connectionChecks()->isRunning(node->name), CheckTimeoutMs);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(label(w, QStringLiteral("stageMark_parse")), QStringLiteral("✓"));
        ssh::KnownHosts file(m_knownHosts);
        QString error;
        QVERIFY2(file.load(&error), qPrintable(error));
        const QList<ssh::KnownHosts::Entry> entries =
            file.entriesFor(QStringLiteral("127.0.0.1"), node->server->port());
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().fingerprint(), node->server->hostKeyFingerprint());
    }

    void unknownHostKeyCancelledChangesNothing()
    {
        auto node = startNode();
        auto other = startNode();
        other->server->writeKnownHosts(m_knownHosts); // someone else's entry only
        const QByteArray before = readAll(m_knownHosts);
        add(*node);
        ssh::SshEngine engine(2);
        MainWindow w;
        w.setSshEngine(&engine);
        w.setKnownHostsPath(m_knownHosts);
        QVERIFY(w.openDatabase(m_db));
        w.show();
        int asked = 0;
        Dialogs::answerNext<HostKeyDialog>([&](HostKeyDialog& d) {
            ++asked;
            d.findChild<QPushButton*>(QStringLiteral("cancelButton"))->click();
            return d.result();
        });
        check(w, node->name);
        QTRY_COMPARE_WITH_TIMEOUT(asked, 1, CheckTimeoutMs);
        QCOMPARE(health(w, node->name), QStringLiteral("host_key_unknown"));
        QCOMPARE(readAll(m_knownHosts), before);
        // No retry behind the operator's back.
        QTest::qWait(500);
        QCOMPARE(asked, 1);
        QVERIFY(!w.connectionChecks()->isRunning(node->name));
        QCOMPARE(health(w, node->name), QStringLiteral("host_key_unknown"));
        QVERIFY(label(w, QStringLiteral("checkDetail")).contains(node->server->hostKeyFingerprint()));
        QCOMPARE(readAll(m_knownHosts), before);
        QVERIFY2(!node->server->logText().contains(QLatin1String("publickey")), "a credential was offered");
    }

    void changedHostKeyReplacedAfterVerification()
    {
        auto node = startNode();
        auto impostor = startNode(); // its host key stands in for the one recorded earlier
        QFile kh(m_knownHosts);
        QVERIFY(kh.open(QIODevice::WriteOnly));
        kh.write(QStringLiteral("[127.0.0.1]:%1 %2\n")
                     .arg(node->server->port())
                     .arg(impostor->server->hostKeyPublicLine())
                     .toUtf8());
        kh.close();
        add(*node);
        ssh::SshEngine engine(2);
        MainWindow w;
        w.setSshEngine(&engine);
        w.setKnownHostsPath(m_knownHosts);
        QVERIFY(w.openDatabase(m_db));
        w.show();
        int asked = 0;
        QStringList old;
        bool replaceWasDisabled = false;
        Dialogs::answerNext<HostKeyDialog>([&](HostKeyDialog& d) {
            ++asked;
            old = d.hostKey().knownFingerprints;
            auto* replace = d.findChild<QPushButton*>(QStringLiteral("replaceButton"));
            replaceWasDisabled = !replace->isEnabled();
            d.findChild<QCheckBox*>(QStringLiteral("verifiedCheck"))->setChecked(true);
            replace->click();
            return d.result();
        });
        check(w, node->name);
        QTRY_COMPARE_WITH_TIMEOUT(asked, 1, CheckTimeoutMs);
        QCOMPARE(old, QStringList{impostor->server->hostKeyFingerprint()});
        QVERIFY(replaceWasDisabled);
        QTRY_COMPARE_WITH_TIMEOUT(health(w, node->name), QStringLiteral("healthy"), CheckTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!w.connectionChecks()->isRunning(node->name), CheckTimeoutMs);
        const QString content = QString::fromUtf8(readAll(m_knownHosts));
        const QString newKey = node->server->hostKeyPublicLine().section(QLatin1Char(' '), 1, 1);
        const QString oldKey = impostor->server->hostKeyPublicLine().section(QLatin1Char(' '), 1, 1);
        QVERIFY2(content.contains(newKey) && !content.contains(oldKey), qPrintable(content));
    }

    void checksDoNotWaitForEachOther()
    {
        auto good = startNode();
        auto refused = startNode(false);
        good->server->writeKnownHosts(m_knownHosts);
        QFile kh(m_knownHosts);
        QVERIFY(kh.open(QIODevice::Append));
        kh.write(refused->server->knownHostsLine().toUtf8() + '\n');
        kh.close();
        add(*good);
        add(*refused);
        ssh::SshEngine engine(2);
        MainWindow w;
        w.setSshEngine(&engine);
        w.setKnownHostsPath(m_knownHosts);
        QVERIFY(w.openDatabase(m_db));
        w.show();
        w.findChild<QAction*>(QStringLiteral("checkAllAction"))->trigger();
        QVERIFY(w.connectionChecks()->isRunning(good->name));
        QVERIFY(w.connectionChecks()->isRunning(refused->name));
        QTRY_COMPARE_WITH_TIMEOUT(health(w, good->name), QStringLiteral("healthy"), CheckTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!w.connectionChecks()->isRunning(good->name), CheckTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(health(w, refused->name), QStringLiteral("auth_failed"), CheckTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!w.connectionChecks()->isRunning(refused->name), CheckTimeoutMs);
        // Each node's own result follows the selection.
        QVERIFY(w.selectNode(refused->name));
        QVERIFY(panelText(w).contains(QLatin1String("Permission denied (publickey)")));
        QVERIFY(w.selectNode(good->name));
        QVERIFY(!panelText(w).contains(QLatin1String("Permission denied")));
        QCOMPARE(label(w, QStringLiteral("stageMark_parse")), QStringLiteral("✓"));
    }

    void withoutAnEngineThereIsNothingToRun()
    {
        auto node = startNode();
        add(*node);
        MainWindow w;
        QVERIFY(w.openDatabase(m_db));
        QVERIFY(w.selectNode(node->name));
        QVERIFY(!w.findChild<QAction*>(QStringLiteral("checkConnectionAction"))->isEnabled());
        QVERIFY(!w.findChild<QAction*>(QStringLiteral("checkAllAction"))->isEnabled());
        QCOMPARE(health(w, node->name), QStringLiteral("unknown"));
    }
};

QTEST_MAIN(tst_ConnectionCheck)
#include "tst_connectioncheck.moc"
