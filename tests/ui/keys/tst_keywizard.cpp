// SPDX-License-Identifier: GPL-3.0-or-later
// The key deployment wizard end to end, offscreen, against a real OpenSSH server on loopback:
// a node whose authorized_keys holds only a bootstrap key gets a key generated in the wizard,
// logging in with the bootstrap key; the preview says "add", the result "added and verified",
// and the real OpenSSH client then logs in with both keys. A second run plans "unchanged" and
// leaves the file byte-identical. The main window opens the wizard from a refused login.
// Secrets go to the real OS keychain (the test command's unlocked gnome-keyring, under a service
// of this run's own): a generated key's passphrase, and a bootstrap password that logged in to a
// throwaway account (root only) — each only when the operator ticked the box.
//
// FLEETDECK_WIZARD_SCREENSHOTS=DIR saves the Preview and Result pages there as PNG.
#include "Dialogs.h"
#include "HostKeyDialog.h"
#include "MainWindow.h"
#include "NodeDetailsPanel.h"
#include "keys/KeyDeployWizard.h"
#include "keys/KeyPage.h"
#include "keys/NodeKeysPanel.h"
#include "keys/PreviewPage.h"
#include "keys/ResultPage.h"
#include "keys/TargetsPage.h"
#include "session/SecretStorage.h"
#include "support/ScriptedDialogs.h"
#include "support/TestSettings.h"

#include "base/KeyFile.h"
#include "base/PublicKey.h"
#include "fleet/Inventory.h"
#include "keys/DeploymentLog.h"
#include "models/FleetTableModel.h"
#include "secrets/KeychainCredentialStore.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"

#include "support/FakeVastServer.h"
#include "support/LocalSshNode.h"
#include "support/OpenSshClient.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"
#include "support/ThrowawayAccount.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUuid>

#include <memory>
#include <optional>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {

constexpr int DeployTimeoutMs = 60000;
const QString NodeName = QStringLiteral("gpu-07");

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The store's answer for `id`, waited for (operations run in the order asked: a read asked after
/// a write answers after it).
std::optional<secrets::SecretResult> readNow(secrets::CredentialStore& store, const secrets::SecretId& id)
{
    std::optional<secrets::SecretResult> result;
    store.read(id, nullptr, [&](const secrets::SecretResult& r) { result = r; });
    (void)QTest::qWaitFor([&] { return result.has_value(); }, 30000); // the caller checks what came back
    return result;
}

std::optional<secrets::SecretResult> removeNow(secrets::CredentialStore& store, const secrets::SecretId& id)
{
    std::optional<secrets::SecretResult> result;
    store.remove(id, nullptr, [&](const secrets::SecretResult& r) { result = r; });
    (void)QTest::qWaitFor([&] { return result.has_value(); }, 30000);
    return result;
}

QString statusOf(const std::optional<secrets::SecretResult>& r)
{
    return r ? secrets::secretStatusName(r->status) : QStringLiteral("(no answer)");
}

void saveScreenshot(QWidget* widget, const QString& name)
{
    const QString dir = qEnvironmentVariable("FLEETDECK_WIZARD_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    const QString path = dir + QLatin1Char('/') + name;
    QVERIFY2(widget->grab().save(path, "PNG"), qPrintable(path));
    qInfo("screenshot: %s", qPrintable(path));
}

} // namespace

class tst_KeyWizard : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<LocalSshNode> m_node;
    storage::Database m_db;
    std::unique_ptr<fleet::Inventory> m_inventory;
    std::unique_ptr<ssh::SshEngine> m_engine;
    QString m_newKey; ///< the private key the first run generates

    /// A wizard on the test's node: known_hosts of the harness, short deadlines; secrets go to
    /// `storage` when there is one.
    std::unique_ptr<KeyDeployWizard> wizard(ssh::SshEngine* engine = nullptr,
                                            session::SecretStorage* storage = nullptr)
    {
        auto w = std::make_unique<KeyDeployWizard>(engine ? *engine : *m_engine, *m_inventory);
        w->setKnownHostsPath(m_node->knownHosts);
        w->setSecretStorage(storage);
        w->setPreselectedNodes({NodeName});
        w->setTimeout(20000);
        w->show();
        return w;
    }

    static void next(KeyDeployWizard& w, QWizard::WizardButton button, int expectedPage)
    {
        QAbstractButton* b = w.button(button);
        QVERIFY(b->isVisible());
        QVERIFY2(b->isEnabled(),
                 qPrintable(QStringLiteral("%1 disabled on page %2").arg(b->text()).arg(w.currentId())));
        b->click();
        QCOMPARE(w.currentId(), expectedPage);
    }

    /// Targets: only the preselected nodes are checked; Access: the bootstrap key file.
    void targetAndAccess(KeyDeployWizard& w, const QStringList& checked = {NodeName})
    {
        auto* targets = w.targetsPage();
        QCOMPARE(targets->model()->rowCount(), 2);
        QCOMPARE(targets->checkedNodes(), checked);
        next(w, QWizard::NextButton, KeyDeployWizard::AccessPageId);

        w.findChild<QRadioButton*>(QStringLiteral("accessKeyRadio"))->click();
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled()); // no key file yet
        w.findChild<QLineEdit*>(QStringLiteral("accessKeyPath"))->setText(m_node->key.privateKeyPath());
        next(w, QWizard::NextButton, KeyDeployWizard::PreviewPageId);
    }

    QString planOf(KeyDeployWizard& w)
    {
        auto* table = w.findChild<QTreeWidget*>(QStringLiteral("previewTable"));
        // Until the dry run is over, Deploy stays disabled.
        if (!QTest::qWaitFor([&] { return w.button(QWizard::CommitButton)->isEnabled(); }, DeployTimeoutMs))
            return QStringLiteral("(no plan: %1)")
                .arg(w.findChild<QLabel*>(QStringLiteral("previewStatus"))->text());
        return table->topLevelItemCount() == 1 ? table->topLevelItem(0)->text(PreviewPage::PlanColumn)
                                               : QString();
    }

    static QString cell(const QTreeWidget* table, const QString& node, int column)
    {
        for (int i = 0; i < table->topLevelItemCount(); ++i) {
            if (table->topLevelItem(i)->text(0) == node)
                return table->topLevelItem(i)->text(column);
        }
        return QStringLiteral("(no row for %1)").arg(node);
    }

    QString resultOf(KeyDeployWizard& w)
    {
        auto* table = w.findChild<QTreeWidget*>(QStringLiteral("resultTable"));
        return table->topLevelItemCount() == 1 ? table->topLevelItem(0)->text(ResultPage::ResultColumn)
                                               : QString();
    }

    /// The real keychain under this run's own service, behind `storage` as the console has it;
    /// why it cannot be used, or empty. The pages read the storage's probe when they open.
    QString useKeychain(session::SecretStorage& storage, secrets::KeychainCredentialStore& keychain)
    {
        storage.setKeychain(&keychain);
        (void)QTest::qWaitFor([&] { return storage.keychainProbe().has_value() && !storage.isProbing(); },
                              30000);
        const secrets::BackendInfo backend = storage.activeBackend();
        if (!storage.keychainProbe())
            return QStringLiteral("the keychain did not answer the probe");
        return backend.available ? QString()
                                 : QStringLiteral("%1: %2").arg(backend.displayName, backend.detail);
    }

    /// Key page: a new key with `passphrase`, remembered or not; Next generates it.
    void generateWithPassphrase(KeyDeployWizard& w, const QString& path, const QString& passphrase,
                                bool remember)
    {
        auto* rememberBox = w.findChild<QCheckBox*>(QStringLiteral("rememberPassphrase"));
        QVERIFY(!rememberBox->isEnabled()); // nothing to remember without a passphrase
        w.findChild<QLineEdit*>(QStringLiteral("generatePath"))->setText(path);
        w.findChild<QLineEdit*>(QStringLiteral("generatePassphrase"))->setText(passphrase);
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled()); // not repeated yet
        w.findChild<QLineEdit*>(QStringLiteral("generateRepeat"))->setText(passphrase);
        QVERIFY(rememberBox->isEnabled());
        QVERIFY2(rememberBox->text().contains(QStringLiteral("Secret Service")),
                 qPrintable(rememberBox->text()));
        rememberBox->setChecked(remember);
        next(w, QWizard::NextButton, KeyDeployWizard::TargetsPageId);
    }

    /// The generated private key: there, mode 0600, encrypted; its fingerprint.
    static QString checkEncryptedKeyFile(const QString& path)
    {
        struct stat st
        {
        };
        if (::stat(QFile::encodeName(path).constData(), &st) != 0)
            return QStringLiteral("(no file %1)").arg(path);
        if ((st.st_mode & 07777) != 0600)
            return QStringLiteral("(mode %1 of %2)")
                .arg(st.st_mode & 07777, 4, 8, QLatin1Char('0'))
                .arg(path);
        const PrivateKeyInfo info = inspectPrivateKey(path);
        if (!info.readable || !info.encrypted)
            return QStringLiteral("(%1 is not an encrypted private key: %2)").arg(path, info.error);
        return info.fingerprint;
    }

    /// From the window's Deploy Key action: the harness key (already on the node, so the plan is
    /// "unchanged"), the selected node, the bootstrap key as access; deployed, on the result page.
    void deployTheNodesKeyFromTheWindow(MainWindow& window, KeyDeployWizard** out)
    {
        window.deployKeyAction()->trigger();
        KeyDeployWizard* w = window.keyDeployWizard();
        *out = w;
        QVERIFY(w);
        w->setTimeout(20000);
        w->findChild<QRadioButton*>(QStringLiteral("fileRadio"))->click();
        w->findChild<QLineEdit*>(QStringLiteral("keyFilePath"))->setText(m_node->key.publicKeyPath());
        next(*w, QWizard::NextButton, KeyDeployWizard::TargetsPageId);
        targetAndAccess(*w);
        QCOMPARE(planOf(*w), QStringLiteral("unchanged"));
        deploy(*w);
    }

    /// Deploy, wait until every node is done, then the results.
    void deploy(KeyDeployWizard& w)
    {
        next(w, QWizard::CommitButton, KeyDeployWizard::DeployPageId);
        QTRY_VERIFY_WITH_TIMEOUT(w.button(QWizard::CommitButton)->isEnabled(), DeployTimeoutMs);
        next(w, QWizard::CommitButton, KeyDeployWizard::ResultPageId);
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        fleetdeck::test::keepSettingsIn(m_dir.filePath(QStringLiteral("settings")));
        // Only the keys the test names may decide a login, never the developer's agent.
        qunsetenv("SSH_AUTH_SOCK");
        // This run's own keychain entries: a developer's "fleetdeck" entries stay untouched.
        qputenv("FLEETDECK_KEYCHAIN_SERVICE",
                (QStringLiteral("fleetdeck-wizardtest-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
                    .toUtf8());

        // The harness node authorizes its own key only: that is the bootstrap key here.
        m_node = LocalSshNode::start(m_dir.path(), NodeName);
        QVERIFY2(m_node->server->isRunning(), qPrintable(m_node->server->errorString()));
        QVERIFY(m_node->key.isValid());
        QVERIFY(m_db.open(m_dir.filePath(QStringLiteral("fleet.sqlite"))));
        m_inventory = std::make_unique<fleet::Inventory>(m_db);
        Node node;
        node.name = NodeName;
        node.host = QStringLiteral("127.0.0.1");
        node.port = m_node->server->port();
        node.user = OpenSshClient::currentUserName();
        node.authorizedKeys = m_node->server->authorizedKeysPath();
        QVERIFY(m_inventory->add(node).ok());
        // A second node the wizard lists but nobody checks (nothing listens on its port).
        Node other = node;
        other.name = QStringLiteral("gpu-08");
        other.port = 9;
        QVERIFY(m_inventory->add(other).ok());
        m_engine = std::make_unique<ssh::SshEngine>(2);
        m_newKey = m_dir.filePath(QStringLiteral("keys/fleet_ed25519"));
    }

    void init() { fleetdeck::test::scriptDialogs(); }

    void cleanupTestCase()
    {
        m_engine.reset();
        m_node.reset();
    }

    void generatedKeyIsAddedVerifiedAndEveryKeyStillLogsIn()
    {
        const QString authorizedKeys = m_node->server->authorizedKeysPath();
        const QByteArray before = readFile(authorizedKeys);
        QCOMPARE(before, m_node->key.publicKeyLine().toUtf8() + '\n');

        auto w = wizard();
        QSignalSpy deployed(w.get(), &KeyDeployWizard::deployed);
        QSignalSpy batches(w.get(), &KeyDeployWizard::batchFinished);
        QCOMPARE(w->currentId(), int(KeyDeployWizard::KeyPageId));

        // Key: a new ed25519 key, no passphrase.
        QCOMPARE(w->keyPage()->choice(), KeyPage::Choice::Generate);
        w->findChild<QLineEdit*>(QStringLiteral("generatePath"))->setText(m_newKey);
        w->findChild<QLineEdit*>(QStringLiteral("generateComment"))->setText(QStringLiteral("fleet-wizard"));
        next(*w, QWizard::NextButton, KeyDeployWizard::TargetsPageId);
        QVERIFY(QFile::exists(m_newKey));
        const std::optional<PublicKey> newKey =
            PublicKey::parseLine(readFile(m_newKey + QStringLiteral(".pub")));
        QVERIFY(newKey);
        QCOMPARE(w->state().key.key, *newKey);
        QCOMPARE(w->state().verification().mode, keys::KeyVerification::Mode::PrivateKey);

        targetAndAccess(*w);

        // Preview: one line to add, nothing written yet.
        QCOMPARE(planOf(*w), QStringLiteral("add"));
        QCOMPARE(readFile(authorizedKeys), before);
        const QString diff = w->findChild<QTextBrowser*>(QStringLiteral("previewDiff"))->toPlainText();
        QVERIFY2(diff.contains(QStringLiteral("fleet-wizard")), qPrintable(diff));
        saveScreenshot(w.get(), QStringLiteral("keywizard-preview.png"));

        deploy(*w);
        QCOMPARE(resultOf(*w), QStringLiteral("added and verified"));
        QCOMPARE(deployed.size(), 1);
        QCOMPARE(deployed.first().first().toStringList(), QStringList{NodeName});
        QCOMPARE(batches.size(), 1);
        saveScreenshot(w.get(), QStringLiteral("keywizard-result.png"));

        // The exported report says the same, in the CLI's words.
        const QString report = m_dir.filePath(QStringLiteral("report.json"));
        QVERIFY(w->resultPage()->exportReport(report));
        const QJsonObject json = QJsonDocument::fromJson(readFile(report)).object();
        const QJsonObject first = json.value(QStringLiteral("results")).toArray().first().toObject();
        QCOMPARE(first.value(QStringLiteral("node")).toString(), NodeName);
        QCOMPARE(first.value(QStringLiteral("result")).toString(), QStringLiteral("added"));
        QVERIFY(first.value(QStringLiteral("verified")).toBool());
        QCOMPARE(json.value(QStringLiteral("key")).toObject().value(QStringLiteral("fingerprint")).toString(),
                 newKey->fingerprint());
        QVERIFY(w->resultPage()->exportReport(m_dir.filePath(QStringLiteral("report.md"))));
        QVERIFY(readFile(m_dir.filePath(QStringLiteral("report.md"))).contains("added and verified"));
        w->button(QWizard::FinishButton)->click();

        // The real OpenSSH client: the new key logs in, and so does the bootstrap key.
        const OpenSshClient withNew(m_node->server->port(), m_newKey, m_node->knownHosts);
        const OpenSshClient::Result viaNew = withNew.run(QStringLiteral("true"));
        QVERIFY2(viaNew.finished && viaNew.exitCode == 0, qPrintable(viaNew.toString()));
        const OpenSshClient withBootstrap(m_node->server->port(), m_node->key.privateKeyPath(),
                                          m_node->knownHosts);
        const OpenSshClient::Result viaBootstrap = withBootstrap.run(QStringLiteral("true"));
        QVERIFY2(viaBootstrap.finished && viaBootstrap.exitCode == 0, qPrintable(viaBootstrap.toString()));

        // Every byte that was there is still there, followed by exactly one new line.
        const QByteArray after = readFile(authorizedKeys);
        QVERIFY(after.startsWith(before));
        QCOMPARE(after.mid(before.size()), newKey->toLine() + '\n');
        QCOMPARE(after.count('\n'), before.count('\n') + 1);
    }

    void secondRunPlansUnchangedAndWritesNothing()
    {
        QVERIFY2(QFile::exists(m_newKey), "needs the key of the previous case");
        const QString authorizedKeys = m_node->server->authorizedKeysPath();
        const QByteArray before = readFile(authorizedKeys);

        auto w = wizard();
        // Key: this time the .pub file; its private half beside it verifies.
        w->findChild<QRadioButton*>(QStringLiteral("fileRadio"))->click();
        w->findChild<QLineEdit*>(QStringLiteral("keyFilePath"))->setText(m_newKey + QStringLiteral(".pub"));
        QCOMPARE(w->findChild<QLabel*>(QStringLiteral("keyType"))->text(), QStringLiteral("ssh-ed25519"));
        QCOMPARE(w->findChild<QLabel*>(QStringLiteral("keyComment"))->text(), QStringLiteral("fleet-wizard"));
        next(*w, QWizard::NextButton, KeyDeployWizard::TargetsPageId);
        QCOMPARE(w->state().key.privateKeyPath, m_newKey);

        targetAndAccess(*w);
        QCOMPARE(planOf(*w), QStringLiteral("unchanged"));

        deploy(*w);
        QCOMPARE(resultOf(*w), QStringLiteral("unchanged, verified"));
        QCOMPARE(readFile(authorizedKeys), before);
    }

    void aFailedNodeKeepsItsDiagnosisAndIsRetried()
    {
        // gpu-08 points at a port nothing listens on: its preview fails, Deploy skips it, and the
        // result offers to retry it alone.
        auto w = wizard();
        w->setPreselectedNodes({NodeName, QStringLiteral("gpu-08")});
        w->findChild<QRadioButton*>(QStringLiteral("fileRadio"))->click();
        w->findChild<QLineEdit*>(QStringLiteral("keyFilePath"))->setText(m_node->key.publicKeyPath());
        next(*w, QWizard::NextButton, KeyDeployWizard::TargetsPageId);
        targetAndAccess(*w, {NodeName, QStringLiteral("gpu-08")});

        auto* preview = w->findChild<QTreeWidget*>(QStringLiteral("previewTable"));
        QTRY_VERIFY_WITH_TIMEOUT(w->button(QWizard::CommitButton)->isEnabled(), DeployTimeoutMs);
        QCOMPARE(cell(preview, NodeName, PreviewPage::PlanColumn), QStringLiteral("unchanged"));
        QCOMPARE(cell(preview, QStringLiteral("gpu-08"), PreviewPage::PlanColumn), QStringLiteral("failed"));
        const keys::KeyNodeResult failed = w->state().preview.at(1);
        QVERIFY(failed.diagnosis);
        QCOMPARE(failed.diagnosis->code, QStringLiteral("connection_refused"));
        preview->setCurrentItem(preview->topLevelItem(1));
        const QString shown = w->findChild<QLabel*>(QStringLiteral("previewDiagnosis"))->text();
        QVERIFY2(shown.contains(failed.diagnosis->message.toHtmlEscaped()), qPrintable(shown));

        deploy(*w);
        auto* results = w->findChild<QTreeWidget*>(QStringLiteral("resultTable"));
        QCOMPARE(cell(results, NodeName, ResultPage::ResultColumn), QStringLiteral("unchanged, verified"));
        QCOMPARE(cell(results, QStringLiteral("gpu-08"), ResultPage::ResultColumn), QStringLiteral("failed"));
        QCOMPARE(w->state().failedNodes(), QStringList{QStringLiteral("gpu-08")});

        auto* retry = w->findChild<QPushButton*>(QStringLiteral("retryFailed"));
        QVERIFY(retry->isEnabled());
        retry->click();
        QCOMPARE(w->currentId(), int(KeyDeployWizard::DeployPageId));
        QTRY_VERIFY_WITH_TIMEOUT(w->button(QWizard::CommitButton)->isEnabled(), DeployTimeoutMs);
        auto* progress = w->findChild<QTreeWidget*>(QStringLiteral("deployTable"));
        QCOMPARE(cell(progress, QStringLiteral("gpu-08"), 1), QStringLiteral("done")); // tried this time
        next(*w, QWizard::CommitButton, KeyDeployWizard::ResultPageId);
        QCOMPARE(cell(results, QStringLiteral("gpu-08"), ResultPage::ResultColumn), QStringLiteral("failed"));
        QCOMPARE(cell(results, NodeName, ResultPage::ResultColumn), QStringLiteral("unchanged, verified"));
    }

    void findingsAreShownAndRepairedOnlyWhenAsked()
    {
        // The bootstrap line without its final newline: the next `echo >>` would glue onto it.
        const QString authorizedKeys = m_node->server->authorizedKeysPath();
        const QByteArray original = readFile(authorizedKeys);
        const QByteArray unterminated = m_node->key.publicKeyLine().toUtf8();
        const auto restore = qScopeGuard([&] {
            QFile f(authorizedKeys);
            if (f.open(QIODevice::WriteOnly))
                f.write(original);
        });
        {
            QFile f(authorizedKeys);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(unterminated);
        }
        const SshKeyPair key =
            SshKeyPair::generate(m_dir.filePath(QStringLiteral("repair_ed25519")), QStringLiteral("repair"));
        QVERIFY(key.isValid());

        auto w = wizard();
        w->findChild<QRadioButton*>(QStringLiteral("fileRadio"))->click();
        w->findChild<QLineEdit*>(QStringLiteral("keyFilePath"))->setText(key.publicKeyPath());
        next(*w, QWizard::NextButton, KeyDeployWizard::TargetsPageId);
        targetAndAccess(*w);
        QCOMPARE(planOf(*w), QStringLiteral("add"));
        auto* table = w->findChild<QTreeWidget*>(QStringLiteral("previewTable"));
        QCOMPARE(table->topLevelItem(0)->text(PreviewPage::FindingsColumn),
                 QStringLiteral("no newline at the end of the file"));
        QCOMPARE(w->state().preview.first().findings,
                 QStringList{QStringLiteral("missing_trailing_newline")});

        w->findChild<QCheckBox*>(QStringLiteral("repairCheck"))->click();
        QVERIFY(w->state().repair);
        QCOMPARE(planOf(*w), QStringLiteral("repair + add"));
        const QString diff = w->findChild<QTextBrowser*>(QStringLiteral("previewDiff"))->toPlainText();
        QVERIFY2(diff.contains(QStringLiteral("(no newline at end of file)")), qPrintable(diff));
        saveScreenshot(w.get(), QStringLiteral("keywizard-preview-repair.png"));
        // Nothing was written by either plan.
        QCOMPARE(readFile(authorizedKeys), unterminated);
        w->reject();
    }

    void unknownHostKeyIsTrustedFromThePreview()
    {
        // known_hosts does not know the node yet: the preview stops before anything secret is
        // sent, shows the fingerprint, and plans again once the operator trusts the key.
        const QString knownHosts = m_dir.filePath(QStringLiteral("empty_known_hosts"));
        QFile(knownHosts).open(QIODevice::WriteOnly);
        // An engine of its own: the shared one keeps logins that already met the host key.
        ssh::SshEngine engine(1);
        auto w = wizard(&engine);
        w->setKnownHostsPath(knownHosts);
        QStringList asked;
        Dialogs::answerNext<HostKeyDialog>([&asked](HostKeyDialog& dialog) {
            asked << dialog.hostKey().fingerprint;
            dialog.findChild<QPushButton*>(QStringLiteral("trustButton"))->click();
            return dialog.result();
        });
        w->findChild<QRadioButton*>(QStringLiteral("fileRadio"))->click();
        w->findChild<QLineEdit*>(QStringLiteral("keyFilePath"))->setText(m_node->key.publicKeyPath());
        next(*w, QWizard::NextButton, KeyDeployWizard::TargetsPageId);
        targetAndAccess(*w);
        QTRY_VERIFY_WITH_TIMEOUT(!w->previewPage()->isRunning(), DeployTimeoutMs);
        QVERIFY(!w->button(QWizard::CommitButton)->isEnabled());
        QCOMPARE(w->state().preview.first().diagnosis->code, QStringLiteral("host_key_unknown"));
        auto* trust = w->findChild<QPushButton*>(QStringLiteral("trustHostKey"));
        QVERIFY(trust->isVisible());
        trust->click();
        QCOMPARE(asked, QStringList{m_node->server->hostKeyFingerprint()});
        QCOMPARE(planOf(*w), QStringLiteral("unchanged"));
        QVERIFY(readFile(knownHosts)
                    .contains(m_node->server->hostKeyPublicLine().section(QLatin1Char(' '), 1, 1).toUtf8()));
        w->reject();
    }

    void aRefusedKeyFileIsExplained()
    {
        const QString bogus = m_dir.filePath(QStringLiteral("bogus.pub"));
        QFile f(bogus);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("ssh-ed25519 AAAA-not-base64 someone\n");
        f.close();
        auto w = wizard();
        w->findChild<QRadioButton*>(QStringLiteral("fileRadio"))->click();
        w->findChild<QLineEdit*>(QStringLiteral("keyFilePath"))->setText(bogus);
        auto* problem = w->findChild<QLabel*>(QStringLiteral("keyProblem"));
        QVERIFY(problem->isVisible());
        QVERIFY2(problem->text().contains(QStringLiteral("bogus.pub")), qPrintable(problem->text()));
        QVERIFY(!w->button(QWizard::NextButton)->isEnabled());
    }

    void agentKeyIsDeployedAndVerifiedThroughTheAgent()
    {
        // An ssh-agent of our own (never the developer's) holding one new key: the wizard lists
        // it, deploys it and proves it with a login through the agent that must use that key.
        const QString agentProgram = QStandardPaths::findExecutable(QStringLiteral("ssh-agent"));
        const QString addProgram = QStandardPaths::findExecutable(QStringLiteral("ssh-add"));
        if (agentProgram.isEmpty() || addProgram.isEmpty())
            QSKIP("ssh-agent or ssh-add is not installed");
        const QString socket = m_dir.filePath(QStringLiteral("agent.sock"));
        QProcess agent;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        env.insert(QStringLiteral("HOME"), m_dir.path());
        agent.setProcessEnvironment(env);
        // The shell stops the agent once our end of its stdin closes, even if this test crashes.
        agent.start(QStringLiteral("/bin/sh"),
                    {QStringLiteral("-c"),
                     QStringLiteral(
                         "\"$0\" -D -a \"$1\" </dev/null & a=$!; cat >/dev/null; kill \"$a\"; wait \"$a\""),
                     agentProgram, socket});
        QVERIFY(agent.waitForStarted(10000));
        const auto stopAgent = qScopeGuard([&agent] {
            agent.closeWriteChannel();
            if (!agent.waitForFinished(5000))
                agent.kill();
            qunsetenv("SSH_AUTH_SOCK");
        });
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(socket), 10000);
        const SshKeyPair agentKey = SshKeyPair::generate(m_dir.filePath(QStringLiteral("agent_ed25519")),
                                                         QStringLiteral("in-the-agent"));
        QVERIFY2(agentKey.isValid(), qPrintable(agentKey.errorString()));
        QProcess add;
        env.insert(QStringLiteral("SSH_AUTH_SOCK"), socket);
        add.setProcessEnvironment(env);
        add.setProcessChannelMode(QProcess::MergedChannels);
        add.start(addProgram, {agentKey.privateKeyPath()});
        add.closeWriteChannel();
        QVERIFY(add.waitForFinished(30000));
        QVERIFY2(add.exitCode() == 0, add.readAll().constData());
        qputenv("SSH_AUTH_SOCK", socket.toLocal8Bit());

        const QString authorizedKeys = m_node->server->authorizedKeysPath();
        const QByteArray before = readFile(authorizedKeys);
        auto w = wizard();
        w->findChild<QRadioButton*>(QStringLiteral("agentRadio"))->click();
        auto* list = w->findChild<QListView*>(QStringLiteral("agentKeyList"));
        QTRY_COMPARE_WITH_TIMEOUT(list->model()->rowCount(), 1, 10000);
        list->setCurrentIndex(list->model()->index(0, 0));
        QCOMPARE(w->findChild<QLabel*>(QStringLiteral("keyComment"))->text(), QStringLiteral("in-the-agent"));
        next(*w, QWizard::NextButton, KeyDeployWizard::TargetsPageId);
        QCOMPARE(w->state().verification().mode, keys::KeyVerification::Mode::Agent);
        targetAndAccess(*w);
        QCOMPARE(planOf(*w), QStringLiteral("add"));
        deploy(*w);
        QCOMPARE(resultOf(*w), QStringLiteral("added and verified"));

        const OpenSshClient withAgentKey(m_node->server->port(), agentKey.privateKeyPath(),
                                         m_node->knownHosts);
        const OpenSshClient::Result login = withAgentKey.run(QStringLiteral("true"));
        QVERIFY2(login.finished && login.exitCode == 0, qPrintable(login.toString()));
        const QByteArray after = readFile(authorizedKeys);
        QVERIFY(after.startsWith(before));
        QCOMPARE(after.mid(before.size()), agentKey.publicKeyLine().toUtf8() + '\n');
    }

    void deploymentFromTheWindowIsRecordedInTheAuditTrail()
    {
        MainWindow window;
        window.setSshEngine(m_engine.get());
        window.setKnownHostsPath(m_node->knownHosts);
        QVERIFY(window.openDatabase(m_dir.filePath(QStringLiteral("fleet.sqlite"))));
        window.show();
        QVERIFY(window.selectNode(NodeName));
        window.deployKeyAction()->trigger(); // the selected node comes checked
        KeyDeployWizard* w = window.keyDeployWizard();
        QVERIFY(w);
        w->setTimeout(20000);
        QSignalSpy deployed(w, &KeyDeployWizard::deployed);
        w->findChild<QRadioButton*>(QStringLiteral("fileRadio"))->click();
        w->findChild<QLineEdit*>(QStringLiteral("keyFilePath"))->setText(m_node->key.publicKeyPath());
        next(*w, QWizard::NextButton, KeyDeployWizard::TargetsPageId);
        targetAndAccess(*w);
        QCOMPARE(planOf(*w), QStringLiteral("unchanged"));
        deploy(*w);
        QCOMPARE(resultOf(*w), QStringLiteral("unchanged, verified"));
        QCOMPARE(deployed.size(), 1);

        const QList<keys::DeploymentRecord> trail = keys::DeploymentLog(m_db).forNode(NodeName);
        QVERIFY(!trail.isEmpty());
        QCOMPARE(trail.first().result, QStringLiteral("unchanged"));
        QCOMPARE(trail.first().keyFingerprint,
                 PublicKey::parseLine(m_node->key.publicKeyLine().toUtf8())->fingerprint());
        QCOMPARE(trail.first().action, QStringLiteral("deploy"));
        w->button(QWizard::FinishButton)->click();
        QTRY_VERIFY(!window.keyDeployWizard());
    }

    // Done when (issue #8): a vast.ai node's deployment result shows both ways the key reaches
    // it, and the node's keys tab says whether the key is attached, in the file, or both.
    void vastNodeResultShowsBothAttachmentPaths()
    {
        FakeVastServer vast;
        QVERIFY2(vast.start(), qPrintable(vast.errorString()));
        const QByteArray apiKey = "0d15ea5e0d15ea5e0d15ea5e0d15ea5e0d15ea5e0d15ea5e0d15ea5e0d15ea5e";
        vast.setApiKey(apiKey);
        qputenv("VAST_API_KEY", apiKey);
        QSettings().setValue(QStringLiteral("vast/baseUrl"), vast.baseUrl().toString());
        QSettings().setValue(QStringLiteral("vast/sync"), false); // no listing: the fake lists nothing
        std::optional<Node> node = m_inventory->find(NodeName);
        QVERIFY(node);
        const Node original = *node;
        node->provider = QStringLiteral("vast");
        node->providerId = QStringLiteral("4242");
        node->identity = m_node->key.privateKeyPath(); // the keys tab's audit logs in with it
        QVERIFY(m_inventory->update(NodeName, *node).ok());
        const auto restore = qScopeGuard([&] {
            m_inventory->update(NodeName, original);
            qunsetenv("VAST_API_KEY");
            QSettings().remove(QStringLiteral("vast"));
        });

        MainWindow window;
        window.setSshEngine(m_engine.get());
        window.setKnownHostsPath(m_node->knownHosts);
        QVERIFY(window.openDatabase(m_dir.filePath(QStringLiteral("fleet.sqlite"))));
        window.show();
        QVERIFY(window.selectNode(NodeName));
        KeyDeployWizard* w = nullptr;
        deployTheNodesKeyFromTheWindow(window, &w);
        if (QTest::currentTestFailed())
            return;

        auto* results = w->findChild<QTreeWidget*>(QStringLiteral("resultTable"));
        QCOMPARE(cell(results, NodeName, ResultPage::ResultColumn), QStringLiteral("unchanged, verified"));
        QCOMPARE(cell(results, NodeName, ResultPage::PlatformColumn), QStringLiteral("attached"));
        results->setCurrentItem(results->topLevelItem(0));
        const QString details = w->findChild<QTextBrowser*>(QStringLiteral("resultDetails"))->toPlainText();
        QVERIFY2(details.contains(QStringLiteral("authorized_keys: unchanged, verified")),
                 qPrintable(details));
        QVERIFY2(details.contains(QStringLiteral("vast.ai (instance 4242): attached through the platform")),
                 qPrintable(details));
        const QString line = m_node->key.publicKeyLine().trimmed();
        QCOMPARE(vast.attachedKeys().value(QStringLiteral("4242")), QStringList{line});

        // The trail keeps it; the keys tab says where the key is.
        const QList<keys::DeploymentRecord> trail = keys::DeploymentLog(m_db).forNode(NodeName);
        QCOMPARE(trail.first().platform, QStringLiteral("vast"));
        QCOMPARE(trail.first().platformResult, QStringLiteral("attached"));
        w->button(QWizard::FinishButton)->click();
        QTRY_VERIFY(!window.keyDeployWizard());
        NodeKeysPanel* keysPanel = window.detailsPanel()->keysPanel();
        auto* platform = keysPanel->findChild<QLabel*>(QStringLiteral("platformAttachment"));
        QVERIFY(platform);
        QTRY_VERIFY2(platform->text().contains(QStringLiteral("attached through vast.ai")),
                     qPrintable(platform->text()));
        QSignalSpy audited(keysPanel, &NodeKeysPanel::auditFinished);
        keysPanel->auditNow();
        QVERIFY(audited.wait(DeployTimeoutMs));
        QVERIFY2(platform->text().contains(QStringLiteral("both: attached through vast.ai")),
                 qPrintable(platform->text()));

        // The platform refuses: the result says so, with what to do.
        vast.injectFault(FakeVastServer::Fault::ServerError, -1);
        deployTheNodesKeyFromTheWindow(window, &w);
        if (QTest::currentTestFailed())
            return;
        results = w->findChild<QTreeWidget*>(QStringLiteral("resultTable"));
        QCOMPARE(cell(results, NodeName, ResultPage::PlatformColumn), QStringLiteral("failed"));
        QCOMPARE(w->state().failedNodes(), QStringList{NodeName});
        const QString failure = w->findChild<QTextBrowser*>(QStringLiteral("resultDetails"))->toPlainText();
        QVERIFY2(failure.contains(QStringLiteral("vast.ai (instance 4242): attaching failed")),
                 qPrintable(failure));
        QVERIFY2(failure.contains(QStringLiteral("vast_server_error")), qPrintable(failure));
        w->button(QWizard::FinishButton)->click();
        QTRY_VERIFY(!window.keyDeployWizard());
    }

    void refusedLoginOffersToDeployAKey()
    {
        // The main window: a node whose login is refused offers "Fix: deploy key", which opens
        // the wizard with that node checked.
        MainWindow window;
        window.setSshEngine(m_engine.get());
        window.setKnownHostsPath(m_node->knownHosts);
        QVERIFY(window.openDatabase(m_dir.filePath(QStringLiteral("fleet.sqlite"))));
        window.show();
        QAction* deployAction = window.deployKeyAction();
        QVERIFY(deployAction->isEnabled());
        QVERIFY(window.selectNode(QStringLiteral("gpu-08")));
        window.fleetModel()->setHealth(QStringLiteral("gpu-08"), status::HealthState::AuthFailed,
                                       QStringLiteral("refused"));
        QPushButton* fix = window.detailsPanel()->deployKeyButton();
        QTRY_VERIFY(fix->isVisible());
        fix->click();
        KeyDeployWizard* w = window.keyDeployWizard();
        QVERIFY(w);
        QTRY_VERIFY(w->isVisible());
        QCOMPARE(w->preselectedNodes(), QStringList{QStringLiteral("gpu-08")});
        w->findChild<QRadioButton*>(QStringLiteral("fileRadio"))->click();
        w->findChild<QLineEdit*>(QStringLiteral("keyFilePath"))->setText(m_node->key.publicKeyPath());
        next(*w, QWizard::NextButton, KeyDeployWizard::TargetsPageId);
        QCOMPARE(w->targetsPage()->checkedNodes(), QStringList{QStringLiteral("gpu-08")});
        // Its state comes from the fleet model.
        const QStandardItemModel* model = w->targetsPage()->model();
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->item(r, TargetsPage::NameColumn)->text() == QLatin1String("gpu-08"))
                QCOMPARE(
                    model->item(r, TargetsPage::StateColumn)->data(TargetsPage::HealthNameRole).toString(),
                    QStringLiteral("auth_failed"));
        }
        saveScreenshot(w, QStringLiteral("keywizard-targets.png"));
        // A healthy node does not offer it.
        window.fleetModel()->setHealth(QStringLiteral("gpu-08"), status::HealthState::Healthy, QString());
        QTRY_VERIFY(!fix->isVisible());
        w->reject();
    }

    void generatedKeyWithPassphraseIsRememberedAndVerifies()
    {
        secrets::KeychainCredentialStore keychain;
        session::SecretStorage storage;
        FLEETDECK_REQUIRE_KEYCHAIN(useKeychain(storage, keychain));
        const QString passphrase = QStringLiteral("wizard-Passphrase-") + QUuid::createUuid().toString();
        const QString path = m_dir.filePath(QStringLiteral("keys/remembered_ed25519"));
        const QString authorizedKeys = m_node->server->authorizedKeysPath();
        const QByteArray before = readFile(authorizedKeys);

        auto w = wizard(nullptr, &storage);
        QSignalSpy problems(w.get(), &KeyDeployWizard::problem);
        generateWithPassphrase(*w, path, passphrase, true);
        const QString fingerprint = checkEncryptedKeyFile(path);
        QVERIFY2(fingerprint.startsWith(QLatin1String("SHA256:")), qPrintable(fingerprint));
        QCOMPARE(w->state().key.key.fingerprint(), fingerprint);
        const secrets::SecretId id{secrets::SecretKind::Passphrase, fingerprint};
        const auto forget = qScopeGuard([&] { removeNow(keychain, id); });

        // The keychain holds it under the key's fingerprint, read back through the same store.
        const std::optional<secrets::SecretResult> stored = readNow(keychain, id);
        QVERIFY2(stored && stored->ok(), qPrintable(statusOf(stored)));
        QCOMPARE(stored->value, passphrase);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).value(0).toString()));

        // The proof of the deployment logs in with the encrypted key: it needs the passphrase.
        const keys::KeyVerification verification = w->state().verification();
        QCOMPARE(verification.mode, keys::KeyVerification::Mode::PrivateKey);
        QCOMPARE(verification.privateKeyPath, path);
        QCOMPARE(verification.passphrase, std::optional<QString>(passphrase));
        targetAndAccess(*w);
        QCOMPARE(planOf(*w), QStringLiteral("add"));
        deploy(*w);
        QCOMPARE(resultOf(*w), QStringLiteral("added and verified"));
        const QByteArray after = readFile(authorizedKeys);
        QVERIFY(after.startsWith(before));
        QCOMPARE(after.mid(before.size()), w->state().key.key.toLine() + '\n');
    }

    void generatedKeyPassphraseIsNotStoredUnlessTicked()
    {
        secrets::KeychainCredentialStore keychain;
        session::SecretStorage storage;
        FLEETDECK_REQUIRE_KEYCHAIN(useKeychain(storage, keychain));
        const QString path = m_dir.filePath(QStringLiteral("keys/unremembered_ed25519"));
        auto w = wizard(nullptr, &storage);
        generateWithPassphrase(*w, path, QStringLiteral("not-kept-") + QUuid::createUuid().toString(), false);
        const QString fingerprint = checkEncryptedKeyFile(path);
        QVERIFY2(fingerprint.startsWith(QLatin1String("SHA256:")), qPrintable(fingerprint));
        const secrets::SecretId id{secrets::SecretKind::Passphrase, fingerprint};
        const auto forget = qScopeGuard([&] { removeNow(keychain, id); });
        const std::optional<secrets::SecretResult> stored = readNow(keychain, id);
        QVERIFY(stored);
        QCOMPARE(secrets::secretStatusName(stored->status), QStringLiteral("not_found"));
        w->reject();
    }

    void batchPasswordIsRememberedOnlyWhenTickedAndAfterItLoggedIn()
    {
        secrets::KeychainCredentialStore keychain;
        session::SecretStorage storage;
        FLEETDECK_REQUIRE_KEYCHAIN(useKeychain(storage, keychain));
        QString error;
        auto account = ThrowawayAccount::create(QStringLiteral("fdwiz%1").arg(::getpid() % 100000), &error);
        if (!account) {
            if (::getuid() == 0)
                QFAIL(qPrintable(error));
            QSKIP(qPrintable(error)); // only root can make accounts; CI runs as root
        }
        const QString authorizedKeys = account->writeAuthorizedKeys({});
        QVERIFY(!authorizedKeys.isEmpty());

        SshdServer::Options options;
        options.workDir = m_dir.filePath(QStringLiteral("password-sshd"));
        options.authorizedKeysPath = authorizedKeys;
        options.passwordAuthentication = true;
        SshdServer server(options);
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        const QString knownHosts = m_dir.filePath(QStringLiteral("password_known_hosts"));
        QVERIFY(server.writeKnownHosts(knownHosts));

        const QString nodeName = QStringLiteral("pw-node");
        Node node;
        node.name = nodeName;
        node.host = QStringLiteral("127.0.0.1");
        node.port = server.port();
        node.user = account->name();
        node.authorizedKeys = QStringLiteral("~/.ssh/authorized_keys");
        QVERIFY(m_inventory->add(node).ok());
        const secrets::SecretId id{secrets::SecretKind::Password, nodeName};
        const auto cleanup = qScopeGuard([&] {
            m_inventory->remove(nodeName);
            removeNow(keychain, id);
        });
        const QString password = QString::fromUtf8(account->password());

        // Its own engine: no login of another case is reused.
        ssh::SshEngine engine(1);
        auto w = wizard(&engine, &storage);
        w->setKnownHostsPath(knownHosts);
        w->setPreselectedNodes({nodeName});
        w->findChild<QRadioButton*>(QStringLiteral("fileRadio"))->click();
        w->findChild<QLineEdit*>(QStringLiteral("keyFilePath"))->setText(m_node->key.publicKeyPath());
        next(*w, QWizard::NextButton, KeyDeployWizard::TargetsPageId);
        QCOMPARE(w->targetsPage()->checkedNodes(), QStringList{nodeName});
        next(*w, QWizard::NextButton, KeyDeployWizard::AccessPageId);

        w->findChild<QRadioButton*>(QStringLiteral("passwordRadio"))->click();
        QVERIFY(!w->button(QWizard::NextButton)->isEnabled()); // no password yet
        auto* passwordEdit = w->findChild<QLineEdit*>(QStringLiteral("accessPassword"));
        auto* remember = w->findChild<QCheckBox*>(QStringLiteral("rememberPassword"));
        QVERIFY(remember->isEnabled());
        QVERIFY(!remember->isChecked()); // a password is never kept unless asked for

        // Ticked, but the password is wrong: the login fails and nothing is kept. (First: the
        // engine keeps a login that worked for the next job on the same target, whatever password
        // is typed later.)
        remember->setChecked(true);
        passwordEdit->setText(QStringLiteral("not-") + password);
        next(*w, QWizard::NextButton, KeyDeployWizard::PreviewPageId);
        QTRY_VERIFY_WITH_TIMEOUT(!w->previewPage()->isRunning(), DeployTimeoutMs);
        QVERIFY(!w->button(QWizard::CommitButton)->isEnabled());
        QCOMPARE(w->state().preview.size(), 1);
        QVERIFY(w->state().preview.first().diagnosis);
        QCOMPARE(Diagnosis::stageName(w->state().preview.first().diagnosis->stage),
                 Diagnosis::stageName(Diagnosis::Stage::Auth));
        std::optional<secrets::SecretResult> stored = readNow(keychain, id);
        QVERIFY(stored);
        QCOMPARE(secrets::secretStatusName(stored->status), QStringLiteral("not_found"));

        // Unticked: the right password logs in and plans, and the keychain learns nothing.
        next(*w, QWizard::BackButton, KeyDeployWizard::AccessPageId);
        remember->setChecked(false);
        passwordEdit->setText(password);
        next(*w, QWizard::NextButton, KeyDeployWizard::PreviewPageId);
        QCOMPARE(planOf(*w), QStringLiteral("add"));
        QCOMPARE(w->state().access.mode, DeployAccess::Mode::Password);
        QVERIFY(!w->state().access.rememberPassword);
        stored = readNow(keychain, id);
        QVERIFY(stored);
        QCOMPARE(secrets::secretStatusName(stored->status), QStringLiteral("not_found"));

        // Ticked and right: kept under the node's password id once the login proved it.
        next(*w, QWizard::BackButton, KeyDeployWizard::AccessPageId);
        remember->setChecked(true);
        QCOMPARE(passwordEdit->text(), password);
        next(*w, QWizard::NextButton, KeyDeployWizard::PreviewPageId);
        QCOMPARE(planOf(*w), QStringLiteral("add"));
        stored = readNow(keychain, id);
        QVERIFY2(stored && stored->ok(), qPrintable(statusOf(stored)));
        QCOMPARE(stored->value, password);

        // And the password deploys: the key lands in the account's file and proves itself.
        deploy(*w);
        QCOMPARE(resultOf(*w), QStringLiteral("added and verified"));
        QCOMPARE(readFile(authorizedKeys), m_node->key.publicKeyLine().toUtf8() + '\n');
        w->button(QWizard::FinishButton)->click();
    }
};

QTEST_MAIN(tst_KeyWizard)
#include "tst_keywizard.moc"
