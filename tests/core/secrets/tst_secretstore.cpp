// SPDX-License-Identifier: GPL-3.0-or-later
// The secrets core without a keychain: names, status mapping, the memory store, the resolver and
// what can be read from a private key file without its passphrase.
#include "base/KeyFile.h"
#include "secrets/CredentialResolver.h"
#include "secrets/KeychainCredentialStore.h"
#include "secrets/MemoryCredentialStore.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <qt6keychain/keychain.h>

using namespace fleetdeck;
using namespace fleetdeck::secrets;

namespace {
const QString kFingerprint = QStringLiteral("SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8");

/// Runs ssh-keygen; returns its stdout.
QByteArray keygen(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral("ssh-keygen"), args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {};
    return p.readAllStandardOutput();
}

/// The fingerprint ssh-keygen -lf prints for a public key file.
QString keygenFingerprint(const QString& pubPath)
{
    const QList<QByteArray> fields = keygen({QStringLiteral("-lf"), pubPath}).split(' ');
    return fields.size() > 1 ? QString::fromLatin1(fields.at(1)) : QString();
}

template <typename F> void waitUntil(F done)
{
    QTRY_VERIFY_WITH_TIMEOUT(done(), 5000);
}
} // namespace

// An ed25519 key encrypted with "pw" (and its fingerprint) and one without a passphrase.
struct TwoKeys
{
    QTemporaryDir dir;
    QString encrypted = dir.filePath(QStringLiteral("enc"));
    QString plain = dir.filePath(QStringLiteral("plain"));
    QString fingerprint;
    TwoKeys()
    {
        keygen({"-q", "-t", "ed25519", "-N", "pw", "-C", "c", "-f", encrypted});
        fingerprint = keygenFingerprint(encrypted + QStringLiteral(".pub"));
        keygen({"-q", "-t", "ed25519", "-N", "", "-C", "c", "-f", plain});
    }
};

class tst_SecretStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void secretIdsParseAndRoundTrip_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("storageKey");
        QTest::newRow("passphrase") << "passphrase" << kFingerprint
                                    << QStringLiteral("passphrase/") + kFingerprint;
        QTest::newRow("node password") << "password"
                                       << "gpu-01"
                                       << "password/node/gpu-01";
        QTest::newRow("group password") << "password"
                                        << "dc=fra"
                                        << "password/label/dc=fra";
        QTest::newRow("vast default") << "vast-api-key"
                                      << "default"
                                      << "vast-api-key/default";
        QTest::newRow("vast account") << "vast-api-key"
                                      << "team.ops"
                                      << "vast-api-key/team.ops";
    }
    void secretIdsParseAndRoundTrip()
    {
        QFETCH(QString, kind);
        QFETCH(QString, name);
        QFETCH(QString, storageKey);
        QString error;
        const auto id = SecretId::parse(kind, name, &error);
        QVERIFY2(id, qPrintable(error));
        QCOMPARE(id->storageKey(), storageKey);
        QCOMPARE(SecretId::fromStorageKey(storageKey), id);
        QCOMPARE(SecretId::kindName(id->kind), kind);
        QVERIFY(id->displayText().contains(name));
    }

    void invalidSecretNamesAreRefused_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("name");
        QTest::newRow("unknown kind") << "token"
                                      << "x";
        QTest::newRow("md5 fingerprint") << "passphrase"
                                         << "MD5:12:34";
        QTest::newRow("short fingerprint") << "passphrase"
                                           << "SHA256:abc";
        QTest::newRow("fingerprint with padding")
            << "passphrase" << (kFingerprint.left(49) + QLatin1Char('='));
        QTest::newRow("node with space") << "password"
                                         << "gpu 01";
        QTest::newRow("node with slash") << "password"
                                         << "../etc";
        QTest::newRow("empty node") << "password"
                                    << "";
        QTest::newRow("label without key") << "password"
                                           << "=fra";
        QTest::newRow("vast with slash") << "vast-api-key"
                                         << "a/b";
        QTest::newRow("vast empty") << "vast-api-key"
                                    << "";
        QTest::newRow("newline") << "password"
                                 << "gpu\n01";
    }
    void invalidSecretNamesAreRefused()
    {
        QFETCH(QString, kind);
        QFETCH(QString, name);
        QString error;
        QVERIFY(!SecretId::parse(kind, name, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!SecretId::fromStorageKey(kind + QStringLiteral("/node/") + name) ||
                kind != QLatin1String("password"));
    }

    void storageKeysOfOtherEntriesAreNotSecrets()
    {
        QVERIFY(!SecretId::fromStorageKey(QStringLiteral("index")));
        QVERIFY(!SecretId::fromStorageKey(QStringLiteral("probe/1234")));
        QVERIFY(!SecretId::fromStorageKey(QStringLiteral("password/gpu-01"))); // neither node/ nor label/
        QVERIFY(!SecretId::fromStorageKey(QStringLiteral("password/node/a=b")));
        QVERIFY(!SecretId::fromStorageKey(QStringLiteral("password/label/nolabel")));
    }

    void keychainErrorsAreClassified_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::addColumn<SecretStatus>("status");
        // The texts are what libsecret and gnome-keyring answered in the situations named.
        QTest::newRow("found") << int(QKeychain::NoError) << QString() << SecretStatus::Ok;
        QTest::newRow("missing entry")
            << int(QKeychain::EntryNotFound) << "Entry not found" << SecretStatus::NotFound;
        QTest::newRow("locked collection")
            << int(QKeychain::OtherError) << "Cannot create an item in a locked collection"
            << SecretStatus::Locked;
        QTest::newRow("libsecret IS_LOCKED")
            << int(QKeychain::AccessDenied) << "Collection is locked" << SecretStatus::Locked;
        QTest::newRow("no login keyring")
            << int(QKeychain::OtherError)
            << QString::fromUtf8(
                   "Object does not exist at path \u201c/org/freedesktop/secrets/collection/login\u201d")
            << SecretStatus::Locked;
        QTest::newRow("denied") << int(QKeychain::AccessDenied) << "Access to keychain denied"
                                << SecretStatus::AccessDenied;
        QTest::newRow("denied by user")
            << int(QKeychain::AccessDeniedByUser) << "User denied" << SecretStatus::AccessDenied;
        QTest::newRow("bus socket missing")
            << int(QKeychain::OtherError) << "Could not connect: No such file or directory"
            << SecretStatus::NoBackend;
        QTest::newRow("no bus at all")
            << int(QKeychain::OtherError) << "Cannot autolaunch D-Bus without X11 $DISPLAY"
            << SecretStatus::NoBackend;
        QTest::newRow("no secret service")
            << int(QKeychain::OtherError)
            << "The name org.freedesktop.secrets was not provided by any .service files"
            << SecretStatus::NoBackend;
        QTest::newRow("kwallet missing") << int(QKeychain::NoBackendAvailable)
                                         << "No keychain service available" << SecretStatus::NoBackend;
        QTest::newRow("other") << int(QKeychain::OtherError) << "Unknown error" << SecretStatus::Failed;
    }
    void keychainErrorsAreClassified()
    {
        QFETCH(int, code);
        QFETCH(QString, message);
        QFETCH(SecretStatus, status);
        QCOMPARE(KeychainCredentialStore::classify(code, message), status);
    }

    void explanationsNameTheFixAndKeepTheBackendsWords()
    {
        const SecretResult locked{
            SecretStatus::Locked, {}, QStringLiteral("Cannot create an item in a locked collection")};
        QVERIFY(locked.explain().contains(QLatin1String("locked")));
        QVERIFY(locked.explain().contains(QLatin1String("Cannot create an item in a locked collection")));
        const SecretResult noBackend{SecretStatus::NoBackend, {}, {}};
        const SecretResult notFound{SecretStatus::NotFound, {}, {}};
        QVERIFY(!noBackend.explain().contains(QLatin1String("No such entry")));
        QVERIFY(notFound.explain().contains(QLatin1String("No such entry")));
    }

    void memoryStoreAnswersLaterAndOnlyToLiveContexts()
    {
        MemoryCredentialStore store;
        QCOMPARE(store.backend().id, QStringLiteral("memory"));
        QVERIFY(!store.backend().persistent);
        const SecretId id{SecretKind::Password, QStringLiteral("gpu-01")};
        QSignalSpy changed(&store, &CredentialStore::changed);

        bool written = false;
        store.write(id, QStringLiteral("hunter2"), nullptr, [&](const SecretResult& r) { written = r.ok(); });
        QVERIFY(!written); // never inside the call
        waitUntil([&] { return written; });
        QCOMPARE(changed.count(), 1);

        std::optional<SecretResult> read;
        store.read(id, nullptr, [&](const SecretResult& r) { read = r; });
        QVERIFY(!read);
        waitUntil([&] { return bool(read); });
        QCOMPARE(read->value, QStringLiteral("hunter2"));

        // A callback whose context is gone is dropped.
        bool called = false;
        {
            QObject context;
            store.read(id, &context, [&](const SecretResult&) { called = true; });
        }
        QTest::qWait(50);
        QVERIFY(!called);

        QList<SecretId> listed;
        bool listedDone = false;
        store.list(nullptr, [&](SecretStatus s, const QList<SecretId>& ids) {
            listed = ids;
            listedDone = s == SecretStatus::Ok;
        });
        waitUntil([&] { return listedDone; });
        QCOMPARE(listed, QList<SecretId>{id});

        bool removed = false;
        store.remove(id, nullptr, [&](const SecretResult& r) { removed = r.ok(); });
        waitUntil([&] { return removed; });
        read.reset();
        store.read(id, nullptr, [&](const SecretResult& r) { read = r; });
        waitUntil([&] { return bool(read); });
        QCOMPARE(read->status, SecretStatus::NotFound);
        QVERIFY(read->value.isEmpty());
    }

    void keyFilesTellEncryptionAndFingerprintLikeSshKeygen_data()
    {
        QTest::addColumn<QStringList>("keygenArgs");
        QTest::addColumn<bool>("encrypted");
        QTest::addColumn<bool>("fingerprintWithoutPub");
        QTest::newRow("ed25519") << QStringList{"-t", "ed25519", "-N", ""} << false << true;
        QTest::newRow("ed25519 encrypted")
            << QStringList{"-t", "ed25519", "-N", "pass phrase"} << true << true;
        QTest::newRow("ecdsa encrypted") << QStringList{"-t", "ecdsa", "-N", "pw"} << true << true;
        QTest::newRow("rsa 3072") << QStringList{"-t", "rsa", "-b", "3072", "-N", ""} << false << true;
        // A PEM key keeps its public half only in the .pub file.
        QTest::newRow("rsa PEM encrypted")
            << QStringList{"-t", "rsa", "-b", "3072", "-m", "PEM", "-N", "pem-pass"} << true << false;
    }
    void keyFilesTellEncryptionAndFingerprintLikeSshKeygen()
    {
        QFETCH(QStringList, keygenArgs);
        QFETCH(bool, encrypted);
        QFETCH(bool, fingerprintWithoutPub);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("id"));
        keygen(keygenArgs + QStringList{QStringLiteral("-q"), QStringLiteral("-C"), QStringLiteral("c"),
                                        QStringLiteral("-f"), path});
        const QString expected = keygenFingerprint(path + QStringLiteral(".pub"));
        QVERIFY(expected.startsWith(QLatin1String("SHA256:")));

        PrivateKeyInfo info = inspectPrivateKey(path);
        QVERIFY2(info.readable, qPrintable(info.error));
        QCOMPARE(info.encrypted, encrypted);
        QCOMPARE(info.fingerprint, expected);

        QVERIFY(QFile::remove(path + QStringLiteral(".pub")));
        info = inspectPrivateKey(path);
        QCOMPARE(info.encrypted, encrypted);
        QCOMPARE(info.fingerprint, fingerprintWithoutPub ? expected : QString());
    }

    void keyFilesThatAreNotKeys()
    {
        QTemporaryDir dir;
        QVERIFY(!inspectPrivateKey(dir.filePath(QStringLiteral("missing"))).readable);
        QFile junk(dir.filePath(QStringLiteral("junk")));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("not a key\n");
        junk.close();
        const PrivateKeyInfo info = inspectPrivateKey(junk.fileName());
        QVERIFY(!info.readable);
        QVERIFY(info.error.contains(QLatin1String("not a private key")));
        // A truncated OpenSSH body is not mistaken for an encrypted key.
        QVERIFY(!isEncryptedPrivateKey("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEA\n"
                                       "-----END OPENSSH PRIVATE KEY-----\n"));
    }

    void resolverLooksUpPassphraseThenNodeThenGroupPasswords()
    {
        const TwoKeys keys;
        const QString& encryptedKey = keys.encrypted;
        const QString& fingerprint = keys.fingerprint;
        const QString& plainKey = keys.plain;

        Node node;
        node.name = QStringLiteral("gpu-01");
        node.identity = encryptedKey;
        node.labels = {{QStringLiteral("dc"), QStringLiteral("fra")},
                       {QStringLiteral("gpu"), QStringLiteral("4090")}};
        const QList<SecretId> expected{{SecretKind::Passphrase, fingerprint},
                                       {SecretKind::Password, QStringLiteral("gpu-01")},
                                       {SecretKind::Password, QStringLiteral("dc=fra")},
                                       {SecretKind::Password, QStringLiteral("gpu=4090")}};
        QCOMPARE(CredentialResolver::candidates(node), expected);
        Node plain = node;
        plain.identity = plainKey;
        QCOMPARE(CredentialResolver::candidates(plain), expected.mid(1)); // no passphrase lookup

        MemoryCredentialStore store;
        CredentialResolver resolver(&store);
        auto resolve = [&resolver](const Node& n) {
            std::optional<ssh::SshTarget> out;
            QList<SecretResult> problems;
            resolver.resolve(n, ssh::SshTarget{}, nullptr,
                             [&](const ssh::SshTarget& t, const QList<SecretResult>& p) {
                                 out = t;
                                 problems = p;
                             });
            [&] { QTRY_VERIFY_WITH_TIMEOUT(out.has_value(), 5000); }();
            return out.value_or(ssh::SshTarget{});
        };
        ssh::SshTarget t = resolve(node);
        QVERIFY(!t.passphrase && !t.password);

        bool done = false;
        store.write({SecretKind::Password, QStringLiteral("gpu=4090")}, QStringLiteral("group-pw"), nullptr,
                    [&](const SecretResult&) { done = true; });
        waitUntil([&] { return done; });
        QCOMPARE(resolve(node).password, std::optional<QString>(QStringLiteral("group-pw")));

        done = false;
        store.write({SecretKind::Password, QStringLiteral("gpu-01")}, QStringLiteral("node-pw"), nullptr,
                    [&](const SecretResult&) { done = true; });
        done = false;
        store.write({SecretKind::Passphrase, fingerprint}, QStringLiteral("pw"), nullptr,
                    [&](const SecretResult&) { done = true; });
        waitUntil([&] { return done; });
        t = resolve(node);
        QCOMPARE(t.password, std::optional<QString>(QStringLiteral("node-pw"))); // the node's own first
        QCOMPARE(t.passphrase, std::optional<QString>(QStringLiteral("pw")));
        QVERIFY(!resolve(plain).passphrase);

        // A deleted entry is forgotten at once, not served from the cache.
        done = false;
        store.remove({SecretKind::Password, QStringLiteral("gpu-01")}, nullptr,
                     [&](const SecretResult&) { done = true; });
        waitUntil([&] { return done; });
        QCOMPARE(resolve(node).password, std::optional<QString>(QStringLiteral("group-pw")));

        // A prompt's answer kept for the session only wins over nothing, and goes with forget().
        Node other;
        other.name = QStringLiteral("gpu-02");
        resolver.rememberForSession({SecretKind::Password, QStringLiteral("gpu-02")},
                                    QStringLiteral("typed"));
        QCOMPARE(resolve(other).password, std::optional<QString>(QStringLiteral("typed")));
        resolver.forget({SecretKind::Password, QStringLiteral("gpu-02")});
        QVERIFY(!resolve(other).password);
    }

    void pollsDoNotWaitForASilentKeychainUnlessAPassphraseIsNeeded()
    {
        // A keychain whose listing has not answered yet (a Secret Service that never replies holds it
        // for its whole D-Bus timeout). It answers when the test says so.
        class SilentStore final : public CredentialStore
        {
        public:
            QList<ListCallback> listings;
            void read(const SecretId& id, QObject* c, Callback done) override
            {
                post(c, [done, id] {
                    done(
                        {SecretStatus::Ok,
                         id.kind == SecretKind::Passphrase ? QStringLiteral("pw") : QStringLiteral("node-pw"),
                         {}});
                });
            }
            void write(const SecretId&, const QString&, QObject*, Callback) override {}
            void remove(const SecretId&, QObject*, Callback) override {}
            void list(QObject*, ListCallback done) override { listings << done; }
            void probe(QObject*, ProbeCallback) override {}
            BackendInfo backend() const override { return {}; }
        } store;

        const TwoKeys keys;
        const QString& encryptedKey = keys.encrypted;
        const QString& fingerprint = keys.fingerprint;
        const QString& plainKey = keys.plain;
        Node plain;
        plain.name = QStringLiteral("gpu-plain");
        plain.identity = plainKey;
        Node agent; // no identity of its own: the agent's or the default keys
        agent.name = QStringLiteral("gpu-agent");
        Node encrypted;
        encrypted.name = QStringLiteral("gpu-enc");
        encrypted.identity = encryptedKey;

        CredentialResolver resolver(&store);
        QHash<QString, ssh::SshTarget> served;
        const auto ask = [&](const Node& n, CredentialResolver::Pending pending) {
            resolver.resolve(
                n, ssh::SshTarget{}, nullptr,
                [&served, name = n.name](const ssh::SshTarget& t, const QList<SecretResult>&) {
                    served.insert(name, t);
                },
                pending);
        };
        ask(plain, CredentialResolver::Pending::ServeKeyLogins);
        ask(agent, CredentialResolver::Pending::ServeKeyLogins);
        ask(encrypted, CredentialResolver::Pending::ServeKeyLogins);
        Node waiting = plain;
        waiting.name = QStringLiteral("gpu-check");
        ask(waiting, CredentialResolver::Pending::Wait); // an operator's check waits for the keychain
        QTRY_COMPARE_WITH_TIMEOUT(served.size(), 2, 2000);
        QVERIFY(served.contains(QStringLiteral("gpu-plain")) && served.contains(QStringLiteral("gpu-agent")));
        QVERIFY(!served.value(QStringLiteral("gpu-plain")).password); // nothing listed yet: no lookup
        QTest::qWait(300);
        QCOMPARE(served.size(), 2);         // the encrypted key's login and the check still wait
        QCOMPARE(store.listings.size(), 1); // one listing for all of them

        // The keychain answers: the waiting logins get what it holds.
        store.listings.takeFirst()(SecretStatus::Ok, {{SecretKind::Passphrase, fingerprint},
                                                      {SecretKind::Password, QStringLiteral("gpu-plain")}});
        QTRY_COMPARE_WITH_TIMEOUT(served.size(), 4, 2000);
        QCOMPARE(served.value(QStringLiteral("gpu-enc")).passphrase,
                 std::optional<QString>(QStringLiteral("pw")));
        // The next poll of the plain node finds its password as a fallback.
        served.remove(QStringLiteral("gpu-plain"));
        ask(plain, CredentialResolver::Pending::ServeKeyLogins);
        QTRY_VERIFY_WITH_TIMEOUT(served.contains(QStringLiteral("gpu-plain")), 2000);
        QCOMPARE(served.value(QStringLiteral("gpu-plain")).password,
                 std::optional<QString>(QStringLiteral("node-pw")));
    }

    void resolverPassesKeychainTroubleOnWithoutStopping()
    {
        // A store whose keychain is locked: lists fail, nothing is found, the login goes on.
        class LockedStore final : public CredentialStore
        {
        public:
            void read(const SecretId&, QObject* c, Callback done) override
            {
                post(c, [done] { done({SecretStatus::Locked, {}, QStringLiteral("locked")}); });
            }
            void write(const SecretId&, const QString&, QObject* c, Callback done) override
            {
                read({}, c, done);
            }
            void remove(const SecretId&, QObject* c, Callback done) override { read({}, c, done); }
            void list(QObject* c, ListCallback done) override
            {
                post(c, [done] { done(SecretStatus::Locked, {}); });
            }
            void probe(QObject*, ProbeCallback) override {}
            BackendInfo backend() const override { return {}; }
        } store;
        CredentialResolver resolver(&store);
        Node node;
        node.name = QStringLiteral("gpu-01");
        bool called = false;
        QList<SecretResult> problems;
        resolver.resolve(node, ssh::SshTarget{}, nullptr,
                         [&](const ssh::SshTarget& t, const QList<SecretResult>& p) {
                             called = !t.password && !t.passphrase;
                             problems = p;
                         });
        waitUntil([&] { return called; });
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().status, SecretStatus::Locked);
    }
};

QTEST_GUILESS_MAIN(tst_SecretStore)
#include "tst_secretstore.moc"
