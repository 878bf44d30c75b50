// SPDX-License-Identifier: GPL-3.0-or-later
// The key audit and audit trail of a node's details, against a real OpenSSH server on loopback:
// the keys with the fingerprints ssh-keygen prints, the console's key marked, the findings in
// words, a failed audit's diagnosis, and the deployments recorded for the node.
// FLEETDECK_SCREENSHOT_DIR=/some/dir keeps pictures of the panel to look at.
#include "base/KeyFile.h"
#include "keys/DeploymentLog.h"
#include "keys/DeploymentTrailModel.h"
#include "keys/NodeKeysPanel.h"
#include "secrets/CredentialResolver.h"
#include "secrets/MemoryCredentialStore.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"

#include "support/LocalSshNode.h"
#include "support/ReservedPort.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {
constexpr int AuditTimeoutMs = 20000;

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<absent>");
}

bool writeAll(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

/// The fingerprint as OpenSSH's own tool prints it ("256 SHA256:... comment (ED25519)").
QString sshKeygenFingerprint(const QString& publicKeyPath)
{
    QProcess p;
    p.start(QStringLiteral("ssh-keygen"), {QStringLiteral("-lf"), publicKeyPath});
    if (!p.waitForFinished(10000) || p.exitCode() != 0)
        return QStringLiteral("<ssh-keygen failed>");
    return QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char(' ')).value(1);
}

/// What a table's model holds for a cell in `role`.
QVariant data(const QTableView* table, int row, int column, int role)
{
    return table->model()->data(table->model()->index(row, column), role);
}

/// The row of the keys table that shows line `line`, or -1.
int rowOfLine(const QTableView* table, int line)
{
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        if (data(table, r, 0, NodeKeysPanel::RawRole).toInt() == line)
            return r;
    }
    return -1;
}

/// A cell's whole text, also where a narrow table shows a short form.
QString cell(const QTableView* table, int row, int column)
{
    if (!table->model()->index(row, column).isValid())
        return QStringLiteral("<no cell>");
    const QVariant full = data(table, row, column, NodeKeysPanel::FullTextRole);
    return full.isValid() ? full.toString() : data(table, row, column, Qt::DisplayRole).toString();
}

/// Every finding's text, one per entry.
QStringList findings(const NodeKeysPanel& panel)
{
    QStringList texts;
    for (const QLabel* l : panel.findChildren<QLabel*>()) {
        if (l->objectName().startsWith(QLatin1String("auditFinding_")) && l->isVisibleTo(&panel))
            texts << l->text();
    }
    return texts;
}

QString label(const NodeKeysPanel& panel, const QString& name)
{
    const auto* l = panel.findChild<QLabel*>(name);
    return l ? l->text() : QStringLiteral("<missing %1>").arg(name);
}

bool visible(const NodeKeysPanel& panel, const QString& name)
{
    const auto* w = panel.findChild<QWidget*>(name);
    return w && w->isVisibleTo(&panel);
}

void screenshot(NodeKeysPanel& panel, const QString& name, int width = 640)
{
    const QString dir = qEnvironmentVariable("FLEETDECK_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    if (qEnvironmentVariableIsSet("FLEETDECK_SCREENSHOT_DARK")) {
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x30));
        dark.setColor(QPalette::WindowText, QColor(0xdf, 0xe1, 0xe5));
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
        dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
        dark.setColor(QPalette::Text, QColor(0xdf, 0xe1, 0xe5));
        dark.setColor(QPalette::Button, QColor(0x3c, 0x3f, 0x41));
        dark.setColor(QPalette::ButtonText, QColor(0xdf, 0xe1, 0xe5));
        panel.setPalette(dark);
    }
    // Twice: wrapped labels know their height for a width only after a layout pass.
    for (int i = 0; i < 2; ++i) {
        panel.resize(width, panel.heightForWidth(width) > 0 ? panel.heightForWidth(width)
                                                            : panel.sizeHint().height());
        QCoreApplication::processEvents();
    }
    QVERIFY(panel.grab().save(dir + QLatin1Char('/') + name));
}

fleetdeck::keys::DeploymentRecord record(const QString& node, const QDateTime& at, const QString& action,
                                         const QString& result)
{
    keys::DeploymentRecord r;
    r.node = node;
    r.at = at;
    r.action = action;
    r.keyFingerprint = QStringLiteral("SHA256:hIoJjwf1CwqymE4yCrgIVVDVVHdAcDiPqe2J1X4xL8I");
    r.keyComment = QStringLiteral("manager@workstation");
    r.result = result;
    r.remotePath = QStringLiteral("/root/.ssh/authorized_keys");
    return r;
}
} // namespace

class tst_NodeKeysPanel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ssh::SshEngine> m_engine;
    std::unique_ptr<storage::Database> m_db;

    std::unique_ptr<NodeKeysPanel> makePanel()
    {
        auto panel =
            std::make_unique<NodeKeysPanel>([this] { return m_engine.get(); }, [this] { return m_db.get(); });
        panel->setTimeout(AuditTimeoutMs);
        return panel;
    }

    static Node nodeFor(const QString& name, const ssh::SshTarget& login, const QString& authorizedKeys)
    {
        Node n;
        n.name = name;
        n.host = login.host;
        n.port = login.port;
        n.user = login.user;
        n.identity = login.identity;
        n.authorizedKeys = authorizedKeys;
        return n;
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        m_engine = std::make_unique<ssh::SshEngine>(2);
        m_db = std::make_unique<storage::Database>();
        QVERIFY2(m_db->open(m_dir.filePath(QStringLiteral("fleet.sqlite"))), qPrintable(m_db->error()));
    }

    void auditShowsKeysFindingsAndTheConsoleKey()
    {
        auto node = LocalSshNode::start(m_dir.path(), QStringLiteral("gpu-a1"));
        QVERIFY(node->server->isRunning());
        const SshKeyPair glued1 =
            SshKeyPair::generate(m_dir.filePath(QStringLiteral("glued1")), QStringLiteral("old@laptop"));
        const SshKeyPair glued2 = SshKeyPair::generate(m_dir.filePath(QStringLiteral("glued2")),
                                                       QStringLiteral("root@vast-arb-host"));
        const SshKeyPair carol = SshKeyPair::generate(m_dir.filePath(QStringLiteral("carol")),
                                                      QStringLiteral("carol@workstation"));
        QVERIFY(glued1.isValid() && glued2.isValid() && carol.isValid());

        // The node's own key with options; two keys glued as `echo KEY >> file` does on a file
        // without a final newline; a last key without one.
        const QStringList glued1Parts = glued1.publicKeyLine().split(QLatin1Char(' '));
        const QByteArray content = "# fleet operators\n"
                                   "from=\"127.0.0.1,::1\",no-agent-forwarding " +
                                   node->key.publicKeyLine().toUtf8() + "\n" + glued1Parts.value(0).toUtf8() +
                                   ' ' + glued1Parts.value(1).toUtf8() + glued2.publicKeyLine().toUtf8() +
                                   "\n" + carol.publicKeyLine().toUtf8();
        const QString keysPath = node->server->authorizedKeysPath();
        QVERIFY(writeAll(keysPath, content));

        // Two deployments recorded earlier, so that the picture shows the whole panel.
        keys::DeploymentLog log(*m_db);
        const QDateTime earlier = QDateTime::currentDateTimeUtc().addSecs(-3600);
        keys::DeploymentRecord failed =
            record(node->name, earlier, QStringLiteral("deploy"), QStringLiteral("rolled_back"));
        failed.beforeSha256 =
            QStringLiteral("9f2c4e1a7b3d5f60aa11bb22cc33dd44ee55ff6677889900aabbccddeeff0011");
        failed.afterSha256 = failed.beforeSha256;
        failed.findings = {QStringLiteral("missing_trailing_newline")};
        failed.diagnosisCode = QStringLiteral("auth_denied");
        failed.diagnosisDetail = QStringLiteral("verification login refused: Permission denied (publickey)");
        keys::DeploymentRecord added =
            record(node->name, earlier.addSecs(600), QStringLiteral("repair"), QStringLiteral("repaired"));
        added.beforeSha256 = failed.beforeSha256;
        added.afterSha256 =
            QStringLiteral("3b8e0d52c1aa9e7f00112233445566778899aabbccddeeff0011223344556677");
        added.findings = {QStringLiteral("concatenated_keys"), QStringLiteral("missing_trailing_newline")};
        QVERIFY2(log.recordAll({failed, added}), qPrintable(log.error()));

        auto panel = makePanel();
        panel->setNode(nodeFor(node->name, node->target(), keysPath), node->target());
        panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(panel.get()));
        QVERIFY(!panel->lastAudit());
        QVERIFY(visible(*panel, QStringLiteral("auditIntro")));

        // The click returns at once: the audit runs on the engine, not on this thread.
        auto* button = panel->findChild<QPushButton*>(QStringLiteral("auditKeysButton"));
        QVERIFY(button && button->isEnabled());
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY2(clock.elapsed() < 200, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(panel->isAuditing());
        QVERIFY(!button->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(panel->lastAudit().has_value(), AuditTimeoutMs);
        const keys::KeyNodeResult result = *panel->lastAudit();
        QVERIFY2(!result.diagnosis, qPrintable(result.diagnosis ? result.diagnosis->detail : QString()));
        QCOMPARE(result.result, QStringLiteral("audited"));
        QVERIFY(button->isEnabled());
        QVERIFY(!visible(*panel, QStringLiteral("auditDiagnosis")));
        QCOMPARE(readAll(keysPath), content); // an audit changes nothing

        QCOMPARE(QFileInfo(label(*panel, QStringLiteral("auditPath"))).canonicalFilePath(),
                 QFileInfo(keysPath).canonicalFilePath());
        QVERIFY(!visible(*panel, QStringLiteral("auditSymlink")));

        // Every key line, with the fingerprints OpenSSH computes.
        const QTableView* keys = panel->keysTable();
        QVERIFY(keys->isVisibleTo(panel.get()));
        QCOMPARE(keys->model()->rowCount(), 3);
        const int own = rowOfLine(keys, 2);
        const int gluedRow = rowOfLine(keys, 3);
        const int last = rowOfLine(keys, 4);
        QVERIFY(own >= 0 && gluedRow >= 0 && last >= 0);
        const QString nodeFingerprint = sshKeygenFingerprint(node->key.publicKeyPath());
        QVERIFY(nodeFingerprint.startsWith(QLatin1String("SHA256:")));
        QCOMPARE(cell(keys, own, 3), nodeFingerprint);
        QCOMPARE(cell(keys, last, 3), sshKeygenFingerprint(carol.publicKeyPath()));
        QCOMPARE(cell(keys, own, 2), QStringLiteral("ssh-ed25519"));
        QCOMPARE(cell(keys, own, 4), QStringLiteral("gpu-a1"));
        QCOMPARE(cell(keys, own, 5), QStringLiteral("from=\"127.0.0.1,::1\",no-agent-forwarding"));
        QCOMPARE(cell(keys, last, 4), QStringLiteral("carol@workstation"));

        // The console's key, and only it, is marked; the glued line is marked as not working.
        QVERIFY2(cell(keys, own, 1).contains(QLatin1String("Console logs in with this")),
                 qPrintable(cell(keys, own, 1)));
        QVERIFY(data(keys, own, 1, NodeKeysPanel::RawRole).toBool());
        QVERIFY(!data(keys, last, 1, NodeKeysPanel::RawRole).toBool());
        QVERIFY(!cell(keys, last, 1).contains(QLatin1String("Console")));
        QVERIFY2(cell(keys, gluedRow, 1).contains(QLatin1String("Ignored by sshd")),
                 qPrintable(cell(keys, gluedRow, 1)));
        const QString console = label(*panel, QStringLiteral("auditConsoleKey"));
        QVERIFY2(console.contains(nodeFingerprint) && console.contains(QLatin1String("line 2")),
                 qPrintable(console));

        // The findings, in words, with their lines.
        const QStringList found = findings(*panel);
        QVERIFY2(found.size() == 2, qPrintable(found.join(QLatin1Char('\n'))));
        QVERIFY2(found.at(0).contains(QLatin1String("Line 3")) &&
                     found.at(0).contains(QLatin1String("two keys glued onto one line")) &&
                     found.at(0).contains(QLatin1String("neither works until repaired")) &&
                     found.at(0).contains(QLatin1String("concatenated_keys")),
                 qPrintable(found.at(0)));
        QVERIFY2(found.at(1).contains(QLatin1String("Line 4")) &&
                     found.at(1).contains(QLatin1String("does not end with a newline")),
                 qPrintable(found.at(1)));
        QVERIFY(visible(*panel, QStringLiteral("auditRepairHint")));
        QVERIFY(label(*panel, QStringLiteral("auditSummary")).contains(QLatin1String("Audited at")));

        // The trail came with the node.
        QCOMPARE(panel->trailTable()->model()->rowCount(), 2);
        screenshot(*panel, QStringLiteral("nodekeyspanel.png"));
        screenshot(*panel, QStringLiteral("nodekeyspanel-narrow.png"), 400);
        screenshot(*panel, QStringLiteral("nodekeyspanel-wide.png"), 1000);
    }

    void symlinkedFileShowsTheLinkAndItsTarget()
    {
        auto node = LocalSshNode::start(m_dir.path(), QStringLiteral("gpu-s2"));
        QVERIFY(node->server->isRunning());
        const QString link = node->server->authorizedKeysPath();
        const QString target = m_dir.filePath(QStringLiteral("gpu-s2/keys-kept-elsewhere"));
        QVERIFY(QFile::rename(link, target));
        QVERIFY(QFile::link(target, link));

        auto panel = makePanel();
        panel->setNode(nodeFor(node->name, node->target(), link), node->target());
        panel->auditNow();
        QTRY_VERIFY_WITH_TIMEOUT(panel->lastAudit().has_value(), AuditTimeoutMs);
        QVERIFY2(
            !panel->lastAudit()->diagnosis,
            qPrintable(panel->lastAudit()->diagnosis ? panel->lastAudit()->diagnosis->detail : QString()));
        QVERIFY(visible(*panel, QStringLiteral("auditSymlink")));
        const QString shown = label(*panel, QStringLiteral("auditSymlink"));
        QVERIFY2(shown.contains(link) && shown.contains(QFileInfo(target).canonicalFilePath()),
                 qPrintable(shown));
        QCOMPARE(QFileInfo(label(*panel, QStringLiteral("auditPath"))).canonicalFilePath(),
                 QFileInfo(target).canonicalFilePath());
        QCOMPARE(panel->keysTable()->model()->rowCount(), 1);
        QVERIFY(findings(*panel).isEmpty());
        QVERIFY(
            label(*panel, QStringLiteral("auditFindingsSectionSummary")).contains(QLatin1String("clean")));
    }

    // An encrypted identity: the audit logs in with the passphrase the keychain holds for it.
    void encryptedIdentityIsUnlockedFromTheKeychain()
    {
        auto node = LocalSshNode::start(m_dir.path(), QStringLiteral("gpu-e5"));
        QVERIFY(node->server->isRunning());
        const QString keyPath = m_dir.filePath(QStringLiteral("locked_ed25519"));
        const QString passphrase = QStringLiteral("correct horse battery");
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                      QStringLiteral("-N"), passphrase, QStringLiteral("-C"), QStringLiteral("locked"),
                      QStringLiteral("-f"), keyPath});
        QVERIFY(keygen.waitForFinished(20000) && keygen.exitCode() == 0);
        const PrivateKeyInfo info = inspectPrivateKey(keyPath);
        QVERIFY(info.encrypted && !info.fingerprint.isEmpty());
        QFile pub(keyPath + QStringLiteral(".pub"));
        QVERIFY(pub.open(QIODevice::ReadOnly));
        QVERIFY(node->server->setAuthorizedKeys({QString::fromUtf8(pub.readAll()).trimmed()}));
        ssh::SshTarget login = node->target();
        login.identity = keyPath;
        const Node n = nodeFor(node->name, login, node->server->authorizedKeysPath());

        // Without the resolver the key cannot be used.
        auto bare = makePanel();
        bare->setNode(n, login);
        bare->auditNow();
        QTRY_VERIFY_WITH_TIMEOUT(bare->lastAudit().has_value(), AuditTimeoutMs);
        QCOMPARE(bare->lastAudit()->diagnosis->code, QStringLiteral("key_unusable"));

        secrets::MemoryCredentialStore store;
        secrets::CredentialResolver resolver(&store);
        bool stored = false;
        store.write(secrets::SecretId{secrets::SecretKind::Passphrase, info.fingerprint}, passphrase, this,
                    [&stored](const secrets::SecretResult& r) { stored = r.ok(); });
        QTRY_VERIFY(stored);
        auto panel = makePanel();
        panel->setResolver(&resolver);
        panel->setNode(n, login);
        panel->auditNow();
        QTRY_VERIFY_WITH_TIMEOUT(panel->lastAudit().has_value(), AuditTimeoutMs);
        const keys::KeyNodeResult result = *panel->lastAudit();
        QVERIFY2(result.result == QLatin1String("audited"),
                 qPrintable(result.diagnosis ? result.diagnosis->detail : result.result));
        QCOMPARE(result.keys.size(), 1);
        QVERIFY(result.keys.first().usedByConsole);
    }

    // In the console the tab audits a node the first time it shows it; a hidden panel does not.
    void auditsWhenShownIfAsked()
    {
        auto node = LocalSshNode::start(m_dir.path(), QStringLiteral("gpu-f6"));
        QVERIFY(node->server->isRunning());
        const Node n = nodeFor(node->name, node->target(), node->server->authorizedKeysPath());
        auto panel = makePanel();
        panel->setAuditWhenShown(true);
        panel->setNode(n, node->target());
        QTest::qWait(200);
        QVERIFY(!panel->isAuditing() && !panel->lastAudit()); // not shown yet
        panel->show();
        QTRY_VERIFY_WITH_TIMEOUT(panel->lastAudit().has_value(), AuditTimeoutMs);
        QCOMPARE(panel->lastAudit()->result, QStringLiteral("audited"));
        QCOMPARE(panel->lastAudit()->keys.size(), 1);
        // Shown again: the audit it has stays, nothing new runs.
        panel->hide();
        panel->show();
        QVERIFY(!panel->isAuditing());
    }

    void unreachableNodeShowsTheDiagnosis()
    {
        ReservedPort closed;
        QVERIFY(closed.isValid());
        const SshKeyPair key =
            SshKeyPair::generate(m_dir.filePath(QStringLiteral("gone_key")), QStringLiteral("gone"));
        ssh::SshTarget login;
        login.node = QStringLiteral("gpu-gone");
        login.host = QStringLiteral("127.0.0.1");
        login.port = closed.port();
        login.identity = key.privateKeyPath();
        login.knownHostsPath = m_dir.filePath(QStringLiteral("gone_known_hosts"));
        login.useAgent = false;
        login.useDefaultKeys = false;

        auto panel = makePanel();
        panel->setNode(nodeFor(login.node, login, QStringLiteral("~/.ssh/authorized_keys")), login);
        panel->show();
        panel->auditNow();
        QTRY_VERIFY_WITH_TIMEOUT(panel->lastAudit().has_value(), AuditTimeoutMs);
        const keys::KeyNodeResult result = *panel->lastAudit();
        QVERIFY(result.diagnosis);
        QCOMPARE(result.result, QStringLiteral("failed"));
        QVERIFY(visible(*panel, QStringLiteral("auditDiagnosis")));
        QCOMPARE(label(*panel, QStringLiteral("auditDiagnosisMessage")), result.diagnosis->message);
        QCOMPARE(label(*panel, QStringLiteral("auditDiagnosisDetail")), result.diagnosis->detail);
        const QString hint = label(*panel, QStringLiteral("auditDiagnosisHint"));
        QVERIFY2(hint.contains(result.diagnosis->code) && hint.contains(QLatin1String("What to do")),
                 qPrintable(hint));
        QCOMPARE(result.diagnosis->code, QStringLiteral("connection_refused"));
        QVERIFY(!visible(*panel, QStringLiteral("auditKeys")));
        QVERIFY(!visible(*panel, QStringLiteral("auditFindings")));
        QVERIFY(label(*panel, QStringLiteral("auditSummary")).contains(QLatin1String("Audit failed")));
        QVERIFY(panel->findChild<QPushButton*>(QStringLiteral("auditKeysButton"))->isEnabled());
        screenshot(*panel, QStringLiteral("nodekeyspanel-unreachable.png"));
    }

    void trailRecordedThroughTheLogAppears()
    {
        ssh::SshTarget login;
        login.node = QStringLiteral("gpu-b7");
        login.host = QStringLiteral("203.0.113.7");
        auto panel = makePanel();
        panel->setNode(nodeFor(login.node, login, QStringLiteral("~/.ssh/authorized_keys")), login);
        QCOMPARE(panel->trailTable()->model()->rowCount(), 0);
        QVERIFY(visible(*panel, QStringLiteral("auditTrailEmpty")));

        keys::DeploymentLog log(*m_db);
        const QDateTime first = QDateTime::currentDateTimeUtc().addSecs(-120);
        keys::DeploymentRecord deploy =
            record(login.node, first, QStringLiteral("deploy"), QStringLiteral("added"));
        deploy.beforeSha256 =
            QStringLiteral("aaaaaaaa11111111aaaaaaaa11111111aaaaaaaa11111111aaaaaaaa11111111");
        deploy.afterSha256 =
            QStringLiteral("bbbbbbbb22222222bbbbbbbb22222222bbbbbbbb22222222bbbbbbbb22222222");
        deploy.findings = {QStringLiteral("concatenated_keys"), QStringLiteral("missing_trailing_newline")};
        keys::DeploymentRecord refused =
            record(login.node, first.addSecs(60), QStringLiteral("remove"), QStringLiteral("refused"));
        refused.beforeSha256 = deploy.afterSha256;
        refused.diagnosisCode = QStringLiteral("auth_denied");
        refused.diagnosisDetail = QStringLiteral("no other console key logs in");
        refused.operatorName = QStringLiteral("bob@ops-2");
        QVERIFY2(log.record(deploy), qPrintable(log.error()));
        QVERIFY2(log.record(refused), qPrintable(log.error()));
        QVERIFY2(log.record(record(QStringLiteral("other-node"), first, QStringLiteral("deploy"),
                                   QStringLiteral("added"))),
                 qPrintable(log.error()));

        QCOMPARE(panel->trailTable()->model()->rowCount(), 0); // until asked
        panel->refreshTrail();
        const QTableView* trail = panel->trailTable();
        QCOMPARE(trail->model()->rowCount(), 2);
        QVERIFY(!visible(*panel, QStringLiteral("auditTrailEmpty")));
        // Newest first, in local time.
        QCOMPARE(cell(trail, 0, DeploymentTrailModel::TimeColumn),
                 refused.at.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
        QCOMPARE(cell(trail, 0, DeploymentTrailModel::ActionColumn), QStringLiteral("remove"));
        QCOMPARE(data(trail, 0, DeploymentTrailModel::ResultColumn, NodeKeysPanel::RawRole).toString(),
                 QStringLiteral("refused"));
        QVERIFY(cell(trail, 0, DeploymentTrailModel::ResultColumn).contains(QLatin1String("refused")));
        QCOMPARE(cell(trail, 0, DeploymentTrailModel::FileColumn), QStringLiteral("bbbbbbbb → none"));
        QCOMPARE(cell(trail, 0, DeploymentTrailModel::DiagnosisColumn), QStringLiteral("auth_denied"));
        QCOMPARE(data(trail, 0, DeploymentTrailModel::DiagnosisColumn, Qt::ToolTipRole).toString(),
                 refused.diagnosisDetail);

        QCOMPARE(cell(trail, 1, DeploymentTrailModel::ActionColumn), QStringLiteral("deploy"));
        QCOMPARE(cell(trail, 1, DeploymentTrailModel::ResultColumn), QStringLiteral("added"));
        QCOMPARE(cell(trail, 1, DeploymentTrailModel::FileColumn), QStringLiteral("aaaaaaaa → bbbbbbbb"));
        QCOMPARE(data(trail, 1, DeploymentTrailModel::KeyColumn, NodeKeysPanel::RawRole).toString(),
                 deploy.keyFingerprint);
        QVERIFY(
            cell(trail, 1, DeploymentTrailModel::KeyColumn).contains(QLatin1String("manager@workstation")));
        QVERIFY(data(trail, 1, DeploymentTrailModel::KeyColumn, Qt::ToolTipRole)
                    .toString()
                    .contains(deploy.keyFingerprint));
        QCOMPARE(cell(trail, 1, DeploymentTrailModel::FindingsColumn),
                 QStringLiteral("glued keys, no final newline"));
        // Who ran each: this process's operator, unless the record names another.
        QCOMPARE(cell(trail, 1, DeploymentTrailModel::OperatorColumn), m_db->operatorName());
        QCOMPARE(cell(trail, 0, DeploymentTrailModel::OperatorColumn), QStringLiteral("bob@ops-2"));
        QVERIFY(label(*panel, QStringLiteral("auditTrailSectionSummary")).contains(QLatin1Char('2')));

        // Without a database the panel says so instead of showing an empty trail.
        NodeKeysPanel bare([] { return nullptr; }, [] { return nullptr; });
        bare.setNode(nodeFor(login.node, login, QStringLiteral("~/.ssh/authorized_keys")), login);
        QCOMPARE(bare.trailTable()->model()->rowCount(), 0);
        QVERIFY(label(bare, QStringLiteral("auditTrailEmpty")).contains(QLatin1String("No database")));
    }

    void auditWithoutEngineSaysSo()
    {
        ssh::SshTarget login;
        login.node = QStringLiteral("gpu-c3");
        login.host = QStringLiteral("203.0.113.9");
        NodeKeysPanel bare([] { return nullptr; }, [] { return nullptr; });
        bare.setNode(nodeFor(login.node, login, QStringLiteral("~/.ssh/authorized_keys")), login);
        bare.auditNow();
        QVERIFY(!bare.isAuditing());
        QVERIFY(!bare.lastAudit());
        QVERIFY(
            label(bare, QStringLiteral("auditSummary")).contains(QLatin1String("SSH engine is not running")));
    }

    void auditEndsForItsNodeAfterTheOperatorMovedOn()
    {
        auto node = LocalSshNode::start(m_dir.path(), QStringLiteral("gpu-d4"));
        QVERIFY(node->server->isRunning());
        const Node first = nodeFor(node->name, node->target(), node->server->authorizedKeysPath());
        ssh::SshTarget otherLogin;
        otherLogin.node = QStringLiteral("gpu-e5");
        otherLogin.host = QStringLiteral("203.0.113.10");
        auto panel = makePanel();
        QSignalSpy finished(panel.get(), &NodeKeysPanel::auditFinished);
        panel->setNode(first, node->target());
        panel->auditNow();
        panel->setNode(nodeFor(otherLogin.node, otherLogin, QStringLiteral("~/.ssh/authorized_keys")),
                       otherLogin);
        QVERIFY(!panel->isAuditing());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, AuditTimeoutMs);
        QVERIFY(!panel->lastAudit()); // the node shown was never audited
        const auto result = finished.at(0).at(0).value<keys::KeyNodeResult>();
        QCOMPARE(result.node, node->name);
        QCOMPARE(result.result, QStringLiteral("audited"));
        QCOMPARE(result.keys.size(), 1);
        QVERIFY(result.keys.at(0).usedByConsole);
        // Back on the first node, its audit is there.
        panel->setNode(first, node->target());
        QVERIFY(panel->lastAudit());
        QCOMPARE(panel->keysTable()->model()->rowCount(), 1);
    }
};

QTEST_MAIN(tst_NodeKeysPanel)
#include "tst_nodekeyspanel.moc"
