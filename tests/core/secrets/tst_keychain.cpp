// SPDX-License-Identifier: GPL-3.0-or-later
// The real OS keychain: gnome-keyring's Secret Service in the test command's private D-Bus session.
// The locked and no-backend situations run the CLI in D-Bus sessions of their own.
#include "secrets/KeychainCredentialStore.h"
#include "support/TestSkips.h"

#include <QDirIterator>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace fleetdeck;
using namespace fleetdeck::secrets;

namespace {
const QString kFingerprint = QStringLiteral("SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8");

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString& program, const QStringList& args, const QProcessEnvironment& env,
        const QByteArray& input = {})
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(90000)) {
        p.kill();
        p.waitForFinished();
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

/// True when any file under `dir` contains `needle`.
bool anyFileContains(const QString& dir, const QByteArray& needle, QString* where)
{
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly) && f.readAll().contains(needle)) {
            *where = f.fileName();
            return true;
        }
    }
    return false;
}
} // namespace

class tst_Keychain : public QObject
{
    Q_OBJECT

private:
    QString m_service =
        QStringLiteral("fleetdeck-test-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    std::unique_ptr<KeychainCredentialStore> m_store;

    SecretResult call(const std::function<void(CredentialStore::Callback)>& start)
    {
        std::optional<SecretResult> result;
        start([&](const SecretResult& r) { result = r; });
        [&] { QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 30000); }();
        return result.value_or(SecretResult{});
    }
    QList<SecretId> listOf(KeychainCredentialStore& store, SecretStatus* status)
    {
        std::optional<QList<SecretId>> ids;
        store.list(nullptr, [&](SecretStatus s, const QList<SecretId>& l) {
            *status = s;
            ids = l;
        });
        [&] { QTRY_VERIFY_WITH_TIMEOUT(ids.has_value(), 30000); }();
        return ids.value_or(QList<SecretId>{});
    }
    QByteArray secretToolLookup(const QString& key)
    {
        return run(QStringLiteral("secret-tool"),
                   {QStringLiteral("lookup"), QStringLiteral("server"), m_service, QStringLiteral("user"),
                    key},
                   QProcessEnvironment::systemEnvironment())
            .out;
    }
    /// The CLI in a D-Bus session of its own, with a fresh HOME, running `script` under sh.
    Run cliInOwnSession(const QString& script, const QString& home, bool keyring)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home);
        env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/.cache"));
        env.insert(QStringLiteral("CLI"), QStringLiteral(FLEETDECK_CLI_PATH));
        env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
        QStringList args{QStringLiteral("--")};
        if (keyring)
            args << QStringLiteral(FLEETDECK_SOURCE_DIR "/tools/lib/keyring-session");
        args << QStringLiteral("sh") << QStringLiteral("-c") << script;
        return run(QStringLiteral("dbus-run-session"), args, env);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_store = std::make_unique<KeychainCredentialStore>(m_service);
        std::optional<BackendInfo> info;
        m_store->probe(nullptr, [&](const BackendInfo& i) { info = i; });
        QTRY_VERIFY_WITH_TIMEOUT(info.has_value(), 30000);
        FLEETDECK_REQUIRE_KEYCHAIN(info->available ? QString()
                                                   : QStringLiteral("no keychain: ") + info->detail);
    }

    void probeNamesTheSecretService()
    {
        const BackendInfo info = m_store->backend();
        QVERIFY(info.available);
        QCOMPARE(info.id, QStringLiteral("secret-service"));
        QCOMPARE(info.displayName, QStringLiteral("Secret Service"));
        QVERIFY(info.persistent);
        QCOMPARE(info.status, SecretStatus::Ok);
        // The canary is gone again.
        QVERIFY(secretToolLookup(QStringLiteral("probe")).isEmpty());
    }

    void secretsRoundTripThroughTheSecretService()
    {
        const QList<QPair<SecretId, QString>> entries{
            {{SecretKind::Passphrase, kFingerprint}, QStringLiteral("correct horse ünïcode")},
            {{SecretKind::Password, QStringLiteral("gpu-01")}, QStringLiteral("hunter2")},
            {{SecretKind::Password, QStringLiteral("dc=fra")}, QStringLiteral("group secret")},
            {{SecretKind::VastApiKey, QStringLiteral("default")}, QStringLiteral("0123456789abcdef")}};
        for (const auto& entry : entries) {
            const SecretResult w =
                call([&](auto done) { m_store->write(entry.first, entry.second, nullptr, done); });
            QVERIFY2(w.ok(), qPrintable(w.explain()));
        }
        for (const auto& [id, secret] : entries) {
            const SecretResult r = call([&, &id = id](auto done) { m_store->read(id, nullptr, done); });
            QVERIFY2(r.ok(), qPrintable(r.explain()));
            QCOMPARE(r.value, secret);
            // It is really in the Secret Service, under service and key, not in a file of ours.
            QCOMPARE(QString::fromUtf8(secretToolLookup(id.storageKey())), secret);
        }

        // A second store (as another Fleetdeck process would) lists the names, sorted.
        KeychainCredentialStore other(m_service);
        SecretStatus status = SecretStatus::Failed;
        QList<SecretId> expected;
        for (const auto& e : entries)
            expected << e.first;
        std::sort(expected.begin(), expected.end());
        QCOMPARE(listOf(other, &status), expected);
        QCOMPARE(status, SecretStatus::Ok);

        const SecretId gone = entries.at(1).first;
        QVERIFY(call([&](auto done) { other.remove(gone, nullptr, done); }).ok());
        QCOMPARE(call([&](auto done) { m_store->read(gone, nullptr, done); }).status, SecretStatus::NotFound);
        QVERIFY(secretToolLookup(gone.storageKey()).isEmpty());
        expected.removeOne(gone);
        QCOMPARE(listOf(*m_store, &status), expected);
        // Deleting what is not there succeeds; so does writing the same entry again.
        QVERIFY(call([&](auto done) { m_store->remove(gone, nullptr, done); }).ok());
        QVERIFY(call([&](auto done) {
                    m_store->write(entries.at(0).first, QStringLiteral("new"), nullptr, done);
                }).ok());
        QCOMPARE(call([&](auto done) { m_store->read(entries.at(0).first, nullptr, done); }).value,
                 QStringLiteral("new"));
        QCOMPARE(listOf(*m_store, &status), expected);

        for (const SecretId& id : std::as_const(expected))
            QVERIFY(call([&](auto done) { m_store->remove(id, nullptr, done); }).ok());
        QVERIFY(listOf(*m_store, &status).isEmpty());
    }

    // The console and the CLI each hold a store of their own (two processes' views of one
    // keychain). A name one of them adds or removes is never lost by the other's next change.
    void twoStoresNeverDropEachOthersNames()
    {
        const QString service = m_service + QStringLiteral("-two");
        KeychainCredentialStore console(service);
        KeychainCredentialStore cli(service);
        SecretStatus status = SecretStatus::Failed;
        // Both have read the (empty) index, as a running console has.
        QVERIFY(listOf(console, &status).isEmpty());
        QCOMPARE(status, SecretStatus::Ok);
        QVERIFY(listOf(cli, &status).isEmpty());

        const SecretId x{SecretKind::Password, QStringLiteral("gpu-x")};
        const SecretId y{SecretKind::Passphrase, kFingerprint};
        const SecretId z{SecretKind::VastApiKey, QStringLiteral("default")};
        QVERIFY(call([&](auto done) { console.write(x, QStringLiteral("one"), nullptr, done); }).ok());
        QVERIFY(call([&](auto done) { cli.write(y, QStringLiteral("two"), nullptr, done); }).ok());
        QList<SecretId> expected{x, y};
        std::sort(expected.begin(), expected.end());
        QCOMPARE(listOf(console, &status), expected);
        QCOMPARE(listOf(cli, &status), expected);

        // Removals too: each change starts from what the keychain holds now.
        QVERIFY(call([&](auto done) { console.write(z, QStringLiteral("three"), nullptr, done); }).ok());
        QVERIFY(call([&](auto done) { cli.remove(x, nullptr, done); }).ok());
        expected = {y, z};
        std::sort(expected.begin(), expected.end());
        QCOMPARE(listOf(console, &status), expected);

        for (const SecretId& id : std::as_const(expected))
            QVERIFY(call([&](auto done) { cli.remove(id, nullptr, done); }).ok());
        QVERIFY(listOf(console, &status).isEmpty());
    }

    void manyJobsAskedAtOnceRunInOrder()
    {
        // Forty operations asked for without waiting: QtKeychain runs them one after another.
        QList<SecretResult> results;
        for (int i = 0; i < 20; ++i) {
            const SecretId id{SecretKind::Password, QStringLiteral("bulk-%1").arg(i)};
            m_store->write(id, QStringLiteral("v%1").arg(i), nullptr,
                           [&](const SecretResult& r) { results << r; });
            m_store->read(id, nullptr, [&](const SecretResult& r) { results << r; });
        }
        QTRY_COMPARE_WITH_TIMEOUT(results.size(), 40, 60000);
        for (int i = 0; i < 20; ++i) {
            QVERIFY2(results.at(2 * i).ok(), qPrintable(results.at(2 * i).explain()));
            QCOMPARE(results.at(2 * i + 1).value, QStringLiteral("v%1").arg(i));
        }
        for (int i = 0; i < 20; ++i) {
            const SecretId id{SecretKind::Password, QStringLiteral("bulk-%1").arg(i)};
            m_store->remove(id, nullptr, [](const SecretResult&) {});
        }
        SecretStatus status = SecretStatus::Failed;
        QTRY_VERIFY_WITH_TIMEOUT(listOf(*m_store, &status).isEmpty(), 60000);
    }

    void noBackendIsSaidPlainlyAndNothingFallsBackToAFile()
    {
        QTemporaryDir home;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral(".config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral(".local/share")));
        // The session bus points nowhere.
        env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"),
                   QStringLiteral("unix:path=") + home.filePath(QStringLiteral("no-bus")));
        Run r = run(QStringLiteral(FLEETDECK_CLI_PATH), {"secrets", "status", "--json"}, env);
        QCOMPARE(r.code, 1);
        const QJsonObject status = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(status.value(QStringLiteral("backend")).toString(), QStringLiteral("secret-service"));
        QCOMPARE(status.value(QStringLiteral("available")).toBool(true), false);
        QCOMPARE(status.value(QStringLiteral("status")).toString(), QStringLiteral("no_backend"));
        QVERIFY2(status.value(QStringLiteral("detail"))
                     .toString()
                     .contains(QLatin1String("No keychain service answers")),
                 r.out.constData());

        const QByteArray secret = "plaintext-must-not-land-" + QUuid::createUuid().toByteArray(QUuid::Id128);
        r = run(QStringLiteral(FLEETDECK_CLI_PATH), {"secrets", "set", "password", "gpu-01", "--stdin"}, env,
                secret);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("No keychain service answers"), r.err.constData());
        QVERIFY(!r.err.contains(secret) && !r.out.contains(secret));
        QString where;
        QVERIFY2(!anyFileContains(home.path(), secret, &where), qPrintable(where));
        // Reading says "no keychain", not "no such entry".
        r = run(QStringLiteral(FLEETDECK_CLI_PATH), {"secrets", "list"}, env);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("No keychain service answers"), r.err.constData());
    }

    void aBusWithoutSecretServiceIsNoBackend()
    {
        // dbus-run-session with a bus configuration that can activate nothing.
        QTemporaryDir dir;
        QFile conf(dir.filePath(QStringLiteral("bus.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN\" "
                   "\"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd\">\n"
                   "<busconfig><type>session</type><listen>unix:tmpdir=/tmp</listen><auth>EXTERNAL</auth>"
                   "<policy context=\"default\"><allow send_destination=\"*\" eavesdrop=\"true\"/>"
                   "<allow eavesdrop=\"true\"/><allow own=\"*\"/></policy>"
                   "</busconfig>\n");
        conf.close();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), dir.path());
        env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        const Run r = run(QStringLiteral("dbus-run-session"),
                          {QStringLiteral("--config-file=") + conf.fileName(), QStringLiteral("--"),
                           QStringLiteral(FLEETDECK_CLI_PATH), "secrets", "status", "--json"},
                          env);
        QCOMPARE(r.code, 1);
        const QJsonObject status = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(status.value(QStringLiteral("status")).toString(), QStringLiteral("no_backend"));
        QVERIFY2(status.value(QStringLiteral("detail"))
                     .toString()
                     .contains(QLatin1String("org.freedesktop.secrets")),
                 r.out.constData());
    }

    void aLockedKeyringIsLockedNotEmpty()
    {
        // Own session: store an entry, lock the login keyring, then ask for it in every way.
        QTemporaryDir home;
        const QString script = QStringLiteral(
            "printf s3cret | \"$CLI\" secrets set password gpu-01 --stdin || exit 10\n"
            "dbus-send --session --print-reply --dest=org.freedesktop.secrets /org/freedesktop/secrets "
            "org.freedesktop.Secret.Service.Lock array:objpath:/org/freedesktop/secrets/collection/login "
            ">/dev/null || exit 11\n"
            "\"$CLI\" secrets status --json; echo \"status=$?\"\n"
            "\"$CLI\" secrets list; echo \"list=$?\"\n"
            "\"$CLI\" secrets delete password gpu-01; echo \"delete=$?\"\n");
        const Run r = cliInOwnSession(script, home.path(), true);
        QCOMPARE(r.code, 0);
        const QByteArray out = r.out;
        QVERIFY2(out.contains("\"status\":\"locked\""), out.constData());
        QVERIFY2(out.contains("\"available\":false"), out.constData());
        QVERIFY2(out.contains("status=1") && out.contains("list=1") && out.contains("delete=1"),
                 out.constData());
        QVERIFY2(r.err.contains("The keychain is locked"), r.err.constData());
        QVERIFY2(!r.err.contains("No such entry"), r.err.constData());
        QVERIFY(!out.contains("gpu-01")); // the list printed nothing as if it were empty
    }

    void aSessionWithoutLoginKeyringIsLocked()
    {
        // gnome-keyring started on demand by the bus, never unlocked: there is no login keyring.
        QTemporaryDir home;
        const Run r = cliInOwnSession(QStringLiteral("\"$CLI\" secrets status --json"), home.path(), false);
        QVERIFY2(r.code == 1, r.out + r.err);
        // The daemon the bus started shares the session's stdout: take the CLI's JSON line.
        QJsonObject status;
        for (const QByteArray& line : r.out.split('\n')) {
            if (line.startsWith('{'))
                status = QJsonDocument::fromJson(line).object();
        }
        QCOMPARE(status.value(QStringLiteral("status")).toString(), QStringLiteral("locked"));
    }
};

QTEST_GUILESS_MAIN(tst_Keychain)
#include "tst_keychain.moc"
