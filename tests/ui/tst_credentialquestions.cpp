// SPDX-License-Identifier: GPL-3.0-or-later
// Secrets in Check Connection, end to end: real OpenSSH servers on loopback, a passphrase-protected
// identity, the real OS keychain (the test command's unlocked gnome-keyring). The window asks for
// the passphrase in its prompt (answered through Dialogs), remembers it where the operator chose,
// retries, and a later window finds it in the keychain without asking. Passwords are asked for only when
// the operator checked that one node.
#include "CredentialPrompt.h"
#include "Dialogs.h"
#include "MainWindow.h"
#include "session/ConnectionChecks.h"
#include "session/SecretStorage.h"
#include "support/ScriptedDialogs.h"
#include "support/TestSettings.h"

#include "base/KeyFile.h"
#include "fleet/Inventory.h"
#include "models/FleetTableModel.h"
#include "secrets/CredentialResolver.h"
#include "secrets/KeychainCredentialStore.h"
#include "secrets/MemoryCredentialStore.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"

#include "support/CuzkSimProcess.h"
#include "support/LocalSshNode.h"
#include "support/OpenSshClient.h"
#include "support/OpenSshInstallation.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"

#include <QAction>
#include <QCheckBox>
#include <QDirIterator>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUuid>

#include <memory>

using namespace fleetdeck;
using namespace fleetdeck::ui;
using secrets::SecretId;
using secrets::SecretKind;
using secrets::SecretStatus;

namespace {
constexpr int CheckTimeoutMs = 20000;
const QString Passphrase = QStringLiteral("Kx9-passphrase-of-the-fleet-key");

/// What the prompts saw, and how the operator answers each time one is asked.
struct Operator
{
    QList<std::optional<QString>> answers; ///< in order; nullopt cancels; the last one repeats
    std::optional<bool> remember;          ///< sets the checkbox; nullopt keeps its default
    QList<CredentialPrompt::Request> asked;
    QList<bool> rememberDefaults;

    /// Queues this operator as the answer to the next `times` prompts.
    void answerNext(int times)
    {
        for (int i = 0; i < times; ++i)
            Dialogs::answerNext<CredentialPrompt>(
                [this](CredentialPrompt& prompt) { return (*this)(prompt); });
    }

    int operator()(CredentialPrompt& prompt)
    {
        asked << prompt.request();
        auto* check = prompt.findChild<QCheckBox*>(QStringLiteral("rememberCheck"));
        rememberDefaults << check->isChecked();
        const std::optional<QString> answer = answers.value(asked.size() - 1, answers.last());
        if (!answer) {
            prompt.findChild<QPushButton*>(QStringLiteral("cancelButton"))->click();
            return prompt.result();
        }
        if (remember)
            check->setChecked(*remember);
        QTest::keyClicks(prompt.findChild<QLineEdit*>(QStringLiteral("secretEdit")), *answer);
        prompt.findChild<QPushButton*>(QStringLiteral("okButton"))->click();
        return prompt.result();
    }
};

std::optional<secrets::SecretResult> readNow(secrets::CredentialStore& store, const SecretId& id)
{
    std::optional<secrets::SecretResult> result;
    store.read(id, nullptr, [&](const secrets::SecretResult& r) { result = r; });
    (void)QTest::qWaitFor([&] { return result.has_value(); }, 30000); // the caller checks what came back
    return result;
}

std::optional<QList<SecretId>> listNow(secrets::CredentialStore& store)
{
    std::optional<QList<SecretId>> listed;
    store.list(nullptr, [&](SecretStatus status, const QList<SecretId>& ids) {
        if (status == SecretStatus::Ok)
            listed = ids;
    });
    (void)QTest::qWaitFor([&] { return listed.has_value(); }, 30000); // the caller checks what came back
    return listed;
}
} // namespace

class tst_CredentialQuestions : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<CuzkSimProcess> m_sim;
    QString m_db;
    QString m_knownHosts;
    QString m_service =
        QStringLiteral("fleetdeck-uitest-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    int m_serial = 0;

    /// A passphrase-protected ed25519 key made by ssh-keygen; its public line.
    QString encryptedKey(const QString& path, const QString& passphrase)
    {
        QProcess keygen;
        keygen.setStandardInputFile(QProcess::nullDevice());
        keygen.start(OpenSshInstallation::sshKeygen(),
                     {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                      QStringLiteral("-N"), passphrase, QStringLiteral("-C"), QStringLiteral("fleet-key"),
                      QStringLiteral("-f"), path});
        if (!keygen.waitForFinished(30000) || keygen.exitCode() != 0)
            return {};
        return SshKeyPair::load(path).publicKeyLine();
    }

    /// A node on a real sshd that authorizes only `publicKeyLine`, logged in to with `identity`.
    std::unique_ptr<LocalSshNode> startNode(const QString& publicKeyLine, const QString& identity)
    {
        auto node = LocalSshNode::start(m_dir.path(), QStringLiteral("node-%1").arg(++m_serial));
        node->server->setAuthorizedKeys({publicKeyLine});
        add(node->name, node->server->port(), identity);
        QFile kh(m_knownHosts);
        kh.open(QIODevice::Append);
        kh.write(node->server->knownHostsLine().toUtf8() + '\n');
        return node;
    }

    void add(const QString& name, int port, const QString& identity)
    {
        storage::Database db;
        QVERIFY(db.open(m_db));
        Node n;
        n.name = name;
        n.host = QStringLiteral("127.0.0.1");
        n.port = port;
        n.user = OpenSshClient::currentUserName();
        n.identity = identity;
        n.statusPort = m_sim->port();
        QVERIFY2(fleet::Inventory(db).add(n).ok(), qPrintable(name));
    }

    /// The test's own keychain service (so that a developer's "fleetdeck" entries stay untouched).
    std::unique_ptr<secrets::KeychainCredentialStore> keychain(QString* unusable)
    {
        auto store = std::make_unique<secrets::KeychainCredentialStore>(m_service);
        std::optional<secrets::BackendInfo> info;
        store->probe(nullptr, [&](const secrets::BackendInfo& i) { info = i; });
        (void)QTest::qWaitFor([&] { return info.has_value(); }, 30000); // the caller checks what came back
        *unusable = !info             ? QStringLiteral("the keychain did not answer the probe")
                    : info->available ? QString()
                                      : QStringLiteral("%1: %2").arg(info->displayName, info->detail);
        return store;
    }

    static std::unique_ptr<MainWindow> window(ssh::SshEngine& engine, const QString& db,
                                              const QString& knownHosts, secrets::CredentialStore* store)
    {
        auto w = std::make_unique<MainWindow>();
        w->setSshEngine(&engine);
        w->setKnownHostsPath(knownHosts);
        w->setCredentialStore(store);
        w->openDatabase(db);
        w->show();
        return w;
    }

    static QString health(const MainWindow& w, const QString& name)
    {
        const int row = w.fleetModel()->rowOf(name);
        return row < 0
                   ? QStringLiteral("<no row>")
                   : w.fleetModel()->index(row, 0).data(models::FleetTableModel::HealthNameRole).toString();
    }

    static QString code(const MainWindow& w, const QString& name)
    {
        const session::ConnectionChecks::Record* r = w.connectionChecks()->last(name);
        return !r                    ? QStringLiteral("<none>")
               : r->result.diagnosis ? r->result.diagnosis->code
                                     : QStringLiteral("ok");
    }

    static void check(MainWindow& w, const QString& name)
    {
        QVERIFY(w.selectNode(name));
        QAction* action = w.findChild<QAction*>(QStringLiteral("checkConnectionAction"));
        QVERIFY(action && action->isEnabled());
        action->trigger();
        QVERIFY(w.connectionChecks()->isRunning(name)); // looking up its secrets counts as running
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

    void passphraseIsRememberedInTheKeychainAndFoundNextTime()
    {
        QString unusable;
        auto store = keychain(&unusable);
        FLEETDECK_REQUIRE_KEYCHAIN(unusable);
        const QString key = m_dir.filePath(QStringLiteral("remembered_ed25519"));
        const QString publicLine = encryptedKey(key, Passphrase);
        QVERIFY(!publicLine.isEmpty());
        const QString fingerprint = inspectPrivateKey(key).fingerprint;
        QVERIFY(fingerprint.startsWith(QLatin1String("SHA256:")));
        const SecretId id{SecretKind::Passphrase, fingerprint};
        auto node = startNode(publicLine, key);

        {
            ssh::SshEngine engine(2);
            auto w = window(engine, m_db, m_knownHosts, store.get());
            Operator op{{Passphrase}, true, {}, {}};
            op.answerNext(1);
            QTRY_COMPARE(w->secretsStatus()->text(), QStringLiteral("Keychain: Secret Service"));
            check(*w, node->name);
            QTRY_COMPARE_WITH_TIMEOUT(health(*w, node->name), QStringLiteral("healthy"), CheckTimeoutMs);
            QCOMPARE(op.asked.size(), 1);
            QCOMPARE(op.asked.first().kind, SecretKind::Passphrase);
            QCOMPARE(op.asked.first().fingerprint, fingerprint);
            QCOMPARE(op.asked.first().keyPath, key);
            QVERIFY(op.rememberDefaults.first()); // a passphrase is remembered unless the operator says no
            // Written once the login showed it works; read back through the store.
            QTRY_VERIFY_WITH_TIMEOUT(readNow(*store, id)->ok(), 10000);
            QCOMPARE(readNow(*store, id)->value, Passphrase);
        }

        // A new window, a new engine (no warm session), a new store and resolver: only the
        // keychain can know the passphrase now.
        QString again;
        auto fresh = keychain(&again);
        QVERIFY2(again.isEmpty(), qPrintable(again));
        ssh::SshEngine engine(2);
        auto w = window(engine, m_db, m_knownHosts, fresh.get());
        int asked = 0;
        Dialogs::answerNext<CredentialPrompt>([&asked](CredentialPrompt&) {
            ++asked;
            return QDialog::Rejected;
        });
        check(*w, node->name);
        QTRY_COMPARE_WITH_TIMEOUT(health(*w, node->name), QStringLiteral("healthy"), CheckTimeoutMs);
        QCOMPARE(asked, 0);
        QVERIFY(node->server->waitForLog(QStringLiteral("Accepted publickey")));

        std::optional<secrets::SecretResult> removed;
        fresh->remove(id, nullptr, [&](const secrets::SecretResult& r) { removed = r; });
        QTRY_VERIFY_WITH_TIMEOUT(removed, 10000);
        QVERIFY2(removed->ok(), qPrintable(removed->explain()));
    }

    void wrongPassphraseIsAskedForAgainAndNeverStored()
    {
        QString unusable;
        auto store = keychain(&unusable);
        FLEETDECK_REQUIRE_KEYCHAIN(unusable);
        const QString key = m_dir.filePath(QStringLiteral("retyped_ed25519"));
        const QString publicLine = encryptedKey(key, Passphrase);
        const SecretId id{SecretKind::Passphrase, inspectPrivateKey(key).fingerprint};
        auto node = startNode(publicLine, key);
        ssh::SshEngine engine(2);
        auto w = window(engine, m_db, m_knownHosts, store.get());
        Operator op{{QStringLiteral("not-the-passphrase"), Passphrase}, true, {}, {}};
        bool retryShown = false;
        for (int i = 0; i < 2; ++i) {
            Dialogs::answerNext<CredentialPrompt>([&](CredentialPrompt& prompt) {
                if (op.asked.size() == 1)
                    retryShown =
                        prompt.findChild<QLabel*>(QStringLiteral("retryLabel"))->isVisibleTo(&prompt);
                return op(prompt);
            });
        }
        check(*w, node->name);
        QTRY_COMPARE_WITH_TIMEOUT(health(*w, node->name), QStringLiteral("healthy"), CheckTimeoutMs);
        QCOMPARE(op.asked.size(), 2);
        QVERIFY(!op.asked.at(0).retry);
        QVERIFY(op.asked.at(1).retry);
        QVERIFY(retryShown);
        // Only the passphrase that worked reached the keychain.
        QTRY_VERIFY_WITH_TIMEOUT(readNow(*store, id)->ok(), 10000);
        QCOMPARE(readNow(*store, id)->value, Passphrase);
        std::optional<secrets::SecretResult> removed;
        store->remove(id, nullptr, [&](const secrets::SecretResult& r) { removed = r; });
        QTRY_VERIFY_WITH_TIMEOUT(removed, 10000);
    }

    void wrongTwiceStopsAsking()
    {
        const QString key = m_dir.filePath(QStringLiteral("forgotten_ed25519"));
        auto node = startNode(encryptedKey(key, Passphrase), key);
        ssh::SshEngine engine(2);
        auto w = window(engine, m_db, m_knownHosts, nullptr);
        Operator op{
            {QStringLiteral("guess-1"), QStringLiteral("guess-2"), QStringLiteral("guess-3")}, {}, {}, {}};
        op.answerNext(3);
        check(*w, node->name);
        QTRY_COMPARE_WITH_TIMEOUT(op.asked.size(), 2, CheckTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!w->connectionChecks()->isRunning(node->name), CheckTimeoutMs);
        QTest::qWait(500);
        QCOMPARE(op.asked.size(), 2); // asked, then once more: the result says the rest
        QCOMPARE(code(*w, node->name), QStringLiteral("key_unusable"));
        QCOMPARE(health(*w, node->name), QStringLiteral("auth_failed"));
        // No store could remember anything: the prompt said so and the box was off.
        QCOMPARE(op.rememberDefaults, (QList<bool>{false, false}));

        // A new action of the operator may ask again.
        check(*w, node->name);
        QTRY_COMPARE_WITH_TIMEOUT(op.asked.size(), 3, CheckTimeoutMs);
    }

    void cancelLeavesTheKeyUnusable()
    {
        const QString key = m_dir.filePath(QStringLiteral("cancelled_ed25519"));
        auto node = startNode(encryptedKey(key, Passphrase), key);
        ssh::SshEngine engine(2);
        secrets::MemoryCredentialStore memory;
        auto w = window(engine, m_db, m_knownHosts, &memory);
        Operator op{{std::nullopt}, {}, {}, {}};
        op.answerNext(1);
        check(*w, node->name);
        QTRY_COMPARE_WITH_TIMEOUT(op.asked.size(), 1, CheckTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!w->connectionChecks()->isRunning(node->name), CheckTimeoutMs);
        QTest::qWait(500);
        QCOMPARE(op.asked.size(), 1); // no retry behind the operator's back
        QVERIFY(!w->connectionChecks()->isRunning(node->name));
        QCOMPARE(code(*w, node->name), QStringLiteral("key_unusable"));
        QCOMPARE(health(*w, node->name), QStringLiteral("auth_failed"));
        const auto* message = w->findChild<QLabel*>(QStringLiteral("checkMessage"));
        QVERIFY(message && message->isVisibleTo(w.get()));
        QVERIFY2(message->text().contains(key), qPrintable(message->text()));
    }

    void oneQuestionUnlocksEveryNodeThatSharesTheKey()
    {
        const QString key = m_dir.filePath(QStringLiteral("shared_ed25519"));
        const QString publicLine = encryptedKey(key, Passphrase);
        auto a = startNode(publicLine, key);
        auto b = startNode(publicLine, key);
        auto c = startNode(publicLine, key);
        ssh::SshEngine engine(2);
        secrets::MemoryCredentialStore memory;
        auto w = window(engine, m_db, m_knownHosts, &memory);
        Operator op{{Passphrase}, false, {}, {}};
        op.answerNext(1);
        w->findChild<QAction*>(QStringLiteral("checkAllAction"))->trigger();
        for (const auto* n : {a.get(), b.get(), c.get()})
            QTRY_COMPARE_WITH_TIMEOUT(health(*w, n->name), QStringLiteral("healthy"), CheckTimeoutMs);
        QCOMPARE(op.asked.size(), 1);
        // Not remembered (the operator unticked it): nothing in the store, yet this session knows it.
        QCOMPARE(listNow(memory), std::optional<QList<SecretId>>(QList<SecretId>{}));
    }

    void passwordIsAskedOnlyWhenTheOperatorCheckedThatNode()
    {
        SshdServer::Options options;
        options.workDir = m_dir.filePath(QStringLiteral("password-node"));
        options.passwordAuthentication = true;
        SshdServer server(options);
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        server.setAuthorizedKeys({});
        server.writeKnownHosts(m_knownHosts);
        const SshKeyPair stranger = SshKeyPair::generate(m_dir.filePath(QStringLiteral("stranger_ed25519")),
                                                         QStringLiteral("stranger"));
        QVERIFY(stranger.isValid());
        add(QStringLiteral("pw-node"), server.port(), stranger.privateKeyPath());
        ssh::SshEngine engine(2);
        secrets::MemoryCredentialStore memory;
        auto w = window(engine, m_db, m_knownHosts, &memory);
        Operator op{{QStringLiteral("wrong-password-1"), QStringLiteral("wrong-password-2")}, {}, {}, {}};
        op.answerNext(2);

        // Check All: refused, and no dialog for it.
        w->findChild<QAction*>(QStringLiteral("checkAllAction"))->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(code(*w, QStringLiteral("pw-node")), QStringLiteral("auth_denied"),
                                  CheckTimeoutMs);
        QVERIFY(w->connectionChecks()
                    ->last(QStringLiteral("pw-node"))
                    ->result.diagnosis->detail.contains(QLatin1String("password")));
        QTest::qWait(300);
        QCOMPARE(op.asked.size(), 0);

        // The operator checks that node: asked, refused, asked once more, refused: done.
        check(*w, QStringLiteral("pw-node"));
        QTRY_COMPARE_WITH_TIMEOUT(op.asked.size(), 2, CheckTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!w->connectionChecks()->isRunning(QStringLiteral("pw-node")),
                                 CheckTimeoutMs);
        QTest::qWait(300);
        QCOMPARE(op.asked.size(), 2);
        QCOMPARE(op.asked.at(0).kind, SecretKind::Password);
        QCOMPARE(op.asked.at(0).login,
                 QStringLiteral("%1@127.0.0.1:%2").arg(OpenSshClient::currentUserName()).arg(server.port()));
        QVERIFY(!op.asked.at(0).retry);
        QVERIFY(op.asked.at(1).retry);
        QCOMPARE(op.rememberDefaults, (QList<bool>{false, false})); // passwords are not remembered unasked
        QCOMPARE(code(*w, QStringLiteral("pw-node")), QStringLiteral("auth_denied"));
        // The password was offered to the server (and refused), not just asked for.
        QVERIFY(server.waitForLog(QStringLiteral("Failed password")));
        QCOMPARE(listNow(memory), std::optional<QList<SecretId>>(QList<SecretId>{}));
    }

    void noSecretIsLeftInFilesSettingsOrTheEnvironment()
    {
        // Every case above typed secrets into the window; none may be found in what they left
        // behind: databases, known_hosts, the settings file, nor this process's argv/environment.
        QSettings().sync();
        const QList<QByteArray> secrets{Passphrase.toUtf8(), QByteArrayLiteral("not-the-passphrase"),
                                        QByteArrayLiteral("wrong-password-1"),
                                        QByteArrayLiteral("wrong-password-2")};
        QDirIterator it(m_dir.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            QFile f(it.next());
            if (!f.open(QIODevice::ReadOnly))
                continue;
            ++files;
            const QByteArray content = f.readAll();
            for (const QByteArray& secret : secrets)
                QVERIFY2(!content.contains(secret), qPrintable(f.fileName()));
        }
        QVERIFY(files > 3);
        for (const char* proc : {"/proc/self/environ", "/proc/self/cmdline"}) {
            QFile f(QString::fromLatin1(proc));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray content = f.readAll();
            for (const QByteArray& secret : secrets)
                QVERIFY2(!content.contains(secret), proc);
        }
    }
};

QTEST_MAIN(tst_CredentialQuestions)
#include "tst_credentialquestions.moc"
