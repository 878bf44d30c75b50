// SPDX-License-Identifier: GPL-3.0-or-later
// Key deployment end to end against real OpenSSH servers on loopback.
//
// Each node's sshd reads two files: a bootstrap file holding the key the deployment logs in with,
// and the file under test, which the deployment edits. So every case, even a missing file, can be
// reached, and the OpenSSH client checks which keys log in before and after.
#include "DeployNode.h"

#include "base/PublicKey.h"
#include "keys/KeyDeployer.h"
#include "ssh/SshEngine.h"
#include "vast/VastKeyPlatform.h"

#include "support/FakeVastServer.h"
#include "support/Fixtures.h"
#include "support/LatenessProbe.h"
#include "support/OpenSshClient.h"
#include "support/ProcessTable.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"
#include "support/TestSkips.h"
#include "support/ThrowawayAccount.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <pwd.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <memory>

using namespace fleetdeck;
using namespace fleetdeck::keys;
using namespace fleetdeck::keydeploytest;

namespace {

// The files of tests/fixtures/authorized_keys that hold an authorized_keys file (not the key).
const QStringList kAuthorizedKeysFixtures = {QStringLiteral("no-trailing-newline"),
                                             QStringLiteral("concatenated"),
                                             QStringLiteral("crlf"),
                                             QStringLiteral("options-and-comments"),
                                             QStringLiteral("duplicate-with-different-options"),
                                             QStringLiteral("empty")};

int localMode(const QString& path)
{
    struct stat s
    {
    };
    return ::stat(QFile::encodeName(path).constData(), &s) == 0 ? int(s.st_mode & 07777) : -1;
}

} // namespace

class TestKeyDeployment : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    SshKeyPair m_k1, m_k2, m_new, m_stranger;
    int m_nodes = 0;

    std::unique_ptr<DeployNode>
    startNode(const QString& keysRelative = QStringLiteral("home/.ssh/authorized_keys"),
              bool strictModes = false)
    {
        DeployNode::Options options;
        options.keysRelative = keysRelative;
        options.strictModes = strictModes;
        return DeployNode::start(m_dir.filePath(QStringLiteral("node%1").arg(++m_nodes)), options);
    }

    QByteArray line(const SshKeyPair& key) { return key.publicKeyLine().toUtf8(); }

    // K1, K2 and NEW in a template become those keys' lines, in one pass: a key's base64 may
    // itself contain "K1", which must not be replaced again.
    QByteArray expand(const QByteArray& text)
    {
        const QList<QPair<QByteArray, QByteArray>> tokens{
            {"NEW", line(m_new)}, {"K1", line(m_k1)}, {"K2", line(m_k2)}};
        QByteArray out;
        for (qsizetype i = 0; i < text.size();) {
            const auto token = std::find_if(tokens.cbegin(), tokens.cend(), [&](const auto& t) {
                return text.sliced(i).startsWith(t.first);
            });
            if (token == tokens.cend()) {
                out += text.at(i++);
                continue;
            }
            out += token->second;
            i += token->first.size();
        }
        return out;
    }

    KeyChange deployNew(bool repair = false) const { return deployChange(m_new, repair); }

    QList<KeyNodeResult> run(ssh::SshEngine& engine, const KeyChange& change,
                             const KeyVerification& verification, const QList<KeyDeployer::Target>& targets,
                             KeyDeployer* use = nullptr)
    {
        return runDeployment(engine, change, verification, targets, use, 60000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        m_k1 = SshKeyPair::generate(m_dir.filePath(QStringLiteral("k1")), QStringLiteral("k1"));
        m_k2 = SshKeyPair::generate(m_dir.filePath(QStringLiteral("k2")), QStringLiteral("k2"));
        m_new = SshKeyPair::generate(m_dir.filePath(QStringLiteral("new")), QStringLiteral("new@console"));
        m_stranger =
            SshKeyPair::generate(m_dir.filePath(QStringLiteral("stranger")), QStringLiteral("stranger"));
        QVERIFY(m_k1.isValid() && m_k2.isValid() && m_new.isValid() && m_stranger.isValid());
        QStringList fixtures;
        for (const QString& name : kAuthorizedKeysFixtures)
            fixtures << QStringLiteral("authorized_keys/") + name;
        QVERIFY(test::haveFixtures(fixtures));
    }

    // Every shape of file: the new key ends up present exactly once, every other byte stays, every
    // key that logged in before still does (the OpenSSH client says so), and the new key logs in.
    void deploysIntoEveryShapeOfFile_data()
    {
        QTest::addColumn<QByteArray>("initial"); // "<missing>" for no file
        QTest::addColumn<QString>("layout");     // plain, missing-dir, symlink
        QTest::addColumn<bool>("repair");
        QTest::addColumn<QString>("result");
        QTest::addColumn<QByteArray>("expected");
        QTest::addColumn<QStringList>("findings");
        QTest::addColumn<bool>("literal"); // bytes as they are: no K1/K2/NEW tokens to expand

        QTest::newRow("one key") << QByteArray("K1\n") << "plain" << false << "added"
                                 << QByteArray("K1\nNEW\n") << QStringList{} << false;
        QTest::newRow("no trailing newline")
            << QByteArray("K1") << "plain" << false << "added" << QByteArray("K1\nNEW\n")
            << QStringList{QStringLiteral("missing_trailing_newline")} << false;
        QTest::newRow("crlf") << QByteArray("K1\r\nK2\r\n") << "plain" << false << "added"
                              << QByteArray("K1\r\nK2\r\nNEW\r\n") << QStringList{QStringLiteral("crlf")}
                              << false;
        QTest::newRow("crlf repaired")
            << QByteArray("K1\r\nK2\r\n") << "plain" << true << "repaired" << QByteArray("K1\nK2\nNEW\n")
            << QStringList{QStringLiteral("crlf")} << false;
        QTest::newRow("options and comments")
            << QByteArray("# fleet keys\n\nfrom=\"127.0.0.1,::1\",no-pty K1\ncommand=\"echo \\\"hi, "
                          "there\\\"\" K2\n")
            << "plain" << false << "added"
            << QByteArray("# fleet keys\n\nfrom=\"127.0.0.1,::1\",no-pty K1\ncommand=\"echo \\\"hi, "
                          "there\\\"\" K2\nNEW\n")
            << QStringList{} << false;
        QTest::newRow("glued line") << QByteArray("K1K2\n") << "plain" << false << "added"
                                    << QByteArray("K1K2\nNEW\n")
                                    << QStringList{QStringLiteral("concatenated_keys")} << false;
        QTest::newRow("glued line repaired")
            << QByteArray("K1K2\n") << "plain" << true << "repaired" << QByteArray("K1\nK2\nNEW\n")
            << QStringList{QStringLiteral("concatenated_keys")} << false;
        QTest::newRow("new key only in a comment")
            << QByteArray("# old: NEW\nK1\n") << "plain" << false << "added"
            << QByteArray("# old: NEW\nK1\nNEW\n") << QStringList{} << false;
        QTest::newRow("empty file") << QByteArray("") << "plain" << false << "added" << QByteArray("NEW\n")
                                    << QStringList{} << false;
        QTest::newRow("missing file") << QByteArray("<missing>") << "plain" << false << "added"
                                      << QByteArray("NEW\n") << QStringList{} << false;
        QTest::newRow("missing .ssh") << QByteArray("<missing>") << "missing-dir" << false << "added"
                                      << QByteArray("NEW\n") << QStringList{} << false;
        QTest::newRow("symlink") << QByteArray("K1\n") << "symlink" << false << "added"
                                 << QByteArray("K1\nNEW\n") << QStringList{} << false;

        // Files no one should have, but nodes do: every byte kept, the key appended, sshd takes it.
        {
            QByteArray many;
            for (int i = 0; i < 49999; ++i)
                many += "# an old comment, line " + QByteArray::number(i + 1) + "\n";
            many += line(m_k1) + "\n";
            QTest::newRow("50 000 lines") << many << "plain" << false << "added" << many + line(m_new) + "\n"
                                          << QStringList{} << true;
            QByteArray big = line(m_k1) + "\n";
            const QByteArray filler = "# " + QByteArray(1000, 'x') + "\n";
            while (big.size() < 10 * 1024 * 1024)
                big += filler;
            QTest::newRow("10 MiB") << big << "plain" << false << "added" << big + line(m_new) + "\n"
                                    << QStringList{} << true;
            QByteArray garbage(256 * 1024, Qt::Uninitialized);
            quint32 x = 2463534242u;
            for (char& c : garbage) {
                x ^= x << 13, x ^= x >> 17, x ^= x << 5;
                c = char(x);
            }
            garbage.replace('\r', 'r'); // the last line's ending decides the new one's: keep it LF
            garbage = line(m_k1) + "\n" + garbage + "\n";
            QTest::newRow("binary garbage")
                << garbage << "plain" << false << "added" << garbage + line(m_new) + "\n"
                << QStringList{QStringLiteral("invalid_line")} << true;
        }

        // The repository's authorized_keys fixtures: bytes preserved, the new key appended.
        for (const QString& name : kAuthorizedKeysFixtures) {
            const QByteArray content = test::fixture(QStringLiteral("authorized_keys/") + name);
            QByteArray expected = content;
            const QByteArray ending = content.contains("\r\n") ? QByteArray("\r\n") : QByteArray("\n");
            if (!expected.isEmpty() && !expected.endsWith('\n'))
                expected += ending;
            expected += line(m_new) + ending;
            QTest::newRow(qPrintable(QStringLiteral("fixture ") + name))
                << content << "plain" << false << "added" << expected << QStringList{} << true;
        }
    }

    void deploysIntoEveryShapeOfFile()
    {
        QFETCH(QByteArray, initial);
        QFETCH(QString, layout);
        QFETCH(bool, repair);
        QFETCH(QString, result);
        QFETCH(QByteArray, expected);
        QFETCH(QStringList, findings);
        QFETCH(bool, literal);
        auto bytes = [&](const QByteArray& text) { return literal ? text : expand(text); };

        const bool missing = initial == "<missing>";
        const QString relative = layout == QLatin1String("symlink")
                                     ? QStringLiteral("home/.ssh/authorized_keys")
                                     : QStringLiteral("home/.ssh/authorized_keys");
        auto node = startNode(relative);
        QVERIFY2(node->server->isRunning(), qPrintable(node->server->errorString()));
        QString real = node->keysPath;
        if (layout == QLatin1String("symlink")) {
            real = node->dir + QStringLiteral("/shared/keys/fleet_keys");
            QVERIFY(writeAll(real, bytes(initial)));
            QDir().mkpath(QFileInfo(node->keysPath).absolutePath());
            QVERIFY(QFile::link(QStringLiteral("../../shared/keys/fleet_keys"), node->keysPath));
        } else if (layout == QLatin1String("missing-dir")) {
            QDir().mkpath(node->dir + QStringLiteral("/home"));
        } else if (missing) {
            QDir().mkpath(QFileInfo(node->keysPath).absolutePath());
        } else {
            QVERIFY(writeAll(node->keysPath, bytes(initial)));
        }
        // The new file keeps the original's mode (a new one is 0600).
        const int modeBefore = missing ? 0600 : localMode(real);
        QVERIFY(missing || modeBefore > 0);
        const bool k1Before = node->logsIn(m_k1);
        const bool k2Before = node->logsIn(m_k2);
        QVERIFY(!node->logsIn(m_new));

        ssh::SshEngine engine(1);
        const QList<KeyNodeResult> results =
            run(engine, deployNew(repair), verifyWith(m_new), {node->target()});
        QCOMPARE(results.size(), 1);
        const KeyNodeResult& r = results.first();
        QVERIFY2(r.result == result, qPrintable(describe(r)));
        QVERIFY2(!r.diagnosis, qPrintable(describe(r)));
        QVERIFY(r.verified);
        QVERIFY2(r.verifiedWith.contains(QFileInfo(m_new.privateKeyPath()).fileName()),
                 qPrintable(r.verifiedWith));
        for (const QString& code : findings)
            QVERIFY2(r.findings.contains(code), qPrintable(r.findings.join(QLatin1Char(','))));

        QCOMPARE(readAll(real), bytes(expected));
        QCOMPARE(r.path, QFileInfo(real).canonicalFilePath());
        QCOMPARE(r.afterSha256, sha256Hex(bytes(expected)));
        QCOMPARE(r.beforeSha256, missing ? QString() : sha256Hex(bytes(initial)));
        QCOMPARE(localMode(real), modeBefore);
        if (layout == QLatin1String("symlink")) {
            QVERIFY(QFileInfo(node->keysPath).isSymLink()); // the link is kept
            QCOMPARE(r.symlink, node->keysPath);
        }
        if (layout == QLatin1String("missing-dir"))
            QCOMPARE(localMode(QFileInfo(node->keysPath).absolutePath()), 0700);
        if (!missing) {
            QCOMPARE(r.backupPath, real + QStringLiteral(".fleetdeck.bak"));
            QCOMPARE(readAll(r.backupPath), bytes(initial));
        }
        // No temp file is left beside the file.
        const QStringList left = QDir(QFileInfo(real).absolutePath()).entryList(QDir::Files | QDir::Hidden);
        for (const QString& name : left)
            QVERIFY2(!name.endsWith(QLatin1String(".tmp")), qPrintable(left.join(QLatin1Char(' '))));

        // The OpenSSH client agrees: the new key logs in, and so does every key that did before.
        QVERIFY(node->logsIn(m_new));
        if (k1Before)
            QVERIFY(node->logsIn(m_k1));
        if (k2Before)
            QVERIFY(node->logsIn(m_k2));
        if (repair && QByteArray(QTest::currentDataTag()).startsWith("glued")) {
            // Repair split the glued line: both keys work now.
            QVERIFY(node->logsIn(m_k1));
            QVERIFY(node->logsIn(m_k2));
        }

        // A second deployment changes nothing, byte for byte.
        const QByteArray afterFirst = readAll(real);
        const QList<KeyNodeResult> again =
            run(engine, deployNew(repair), verifyWith(m_new), {node->target()});
        QVERIFY2(again.first().result == QLatin1String("unchanged"), qPrintable(describe(again.first())));
        QVERIFY(again.first().verified);
        QCOMPARE(readAll(real), afterFirst);
    }

    void dryRunWritesNothing()
    {
        auto node = startNode();
        QVERIFY(writeAll(node->keysPath, expand("K1")));
        ssh::SshEngine engine(1);
        KeyChange change = deployNew();
        change.dryRun = true;
        const KeyNodeResult r = run(engine, change, verifyWith(m_new), {node->target()}).first();
        QVERIFY2(r.result == QLatin1String("added") && r.dryRun, qPrintable(describe(r)));
        QCOMPARE(r.after, expand("K1\nNEW\n"));
        QCOMPARE(r.before, expand("K1"));
        QVERIFY(!r.verified);
        QCOMPARE(readAll(node->keysPath), expand("K1"));
        QVERIFY(!QFileInfo::exists(node->keysPath + QStringLiteral(".fleetdeck.bak")));
    }

    // The node's ~/.ssh on a file system of its own (a small tmpfs, mounted here; the suite runs
    // as root) that is full, or mounted read-only: the deployment fails, says why in the
    // kernel's words, changes nothing and leaves no temp file; once the disk has room (or is
    // writable again) the same deployment goes through.
    void fullOrReadOnlyDiskOnTheNode_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("words");
        QTest::newRow("full disk") << QStringLiteral("full") << QStringLiteral("No space left on device");
        QTest::newRow("read-only ~/.ssh")
            << QStringLiteral("read-only") << QStringLiteral("Read-only file system");
    }

    void fullOrReadOnlyDiskOnTheNode()
    {
        QFETCH(QString, fault);
        QFETCH(QString, words);
        if (::getuid() != 0)
            QSKIP("mounting a small file system for the node's ~/.ssh needs root; CI runs as root");
        auto node = startNode();
        const QString sshDir = QFileInfo(node->keysPath).absolutePath();
        QVERIFY(QDir().mkpath(sshDir));
        const auto sh = [](const QString& command) {
            return QProcess::execute(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), command});
        };
        QCOMPARE(sh(QStringLiteral("mount -t tmpfs -o size=64k,mode=0700 fleetdeck-test '%1'").arg(sshDir)),
                 0);
        const auto unmount = qScopeGuard([&] { sh(QStringLiteral("umount -l '%1'").arg(sshDir)); });
        QVERIFY(writeAll(node->keysPath, expand("K1\n")));
        ::chmod(QFile::encodeName(node->keysPath).constData(), 0600);
        const QString filler = sshDir + QStringLiteral("/filler");
        if (fault == QLatin1String("full")) {
            // Fill every block that is left (dd stops with "No space left on device").
            sh(QStringLiteral("dd if=/dev/zero of='%1' bs=1k 2>/dev/null").arg(filler));
            QVERIFY(QFileInfo(filler).size() > 0);
        } else {
            QCOMPARE(sh(QStringLiteral("mount -o remount,ro '%1'").arg(sshDir)), 0);
        }

        test::LatenessProbe probe; // the deployer runs on this thread, as in the console
        ssh::SshEngine engine(1);
        KeyNodeResult r = run(engine, deployNew(), verifyWith(m_new), {node->target()}).first();
        QVERIFY2(probe.worstMs() < 250, qPrintable(probe.describe()));
        QVERIFY2(r.result == QLatin1String("failed"), qPrintable(describe(r)));
        QVERIFY(r.diagnosis);
        QVERIFY2(r.diagnosis->detail.contains(words, Qt::CaseInsensitive), qPrintable(describe(r)));
        qInfo("%s", qPrintable(r.diagnosis->detail));
        QCOMPARE(readAll(node->keysPath), expand("K1\n"));
        QVERIFY(node->logsIn(m_k1));
        QVERIFY(!node->logsIn(m_new));
        for (const QString& name : QDir(sshDir).entryList(QDir::Files | QDir::Hidden))
            QVERIFY2(name == QLatin1String("authorized_keys") || name == QLatin1String("filler"),
                     qPrintable(name));

        // The fault ends: the same deployment goes through.
        if (fault == QLatin1String("full"))
            QVERIFY(QFile::remove(filler));
        else
            QCOMPARE(sh(QStringLiteral("mount -o remount,rw '%1'").arg(sshDir)), 0);
        r = run(engine, deployNew(), verifyWith(m_new), {node->target()}).first();
        QVERIFY2(r.result == QLatin1String("added") && r.verified, qPrintable(describe(r)));
        QCOMPARE(readAll(node->keysPath), expand("K1\nNEW\n"));
    }

    // A verification that fails puts the original back.
    void failedVerificationRollsBack()
    {
        auto node = startNode();
        QVERIFY(writeAll(node->keysPath, expand("K1")));
        ssh::SshEngine engine(1);
        // The private half offered is not the deployed key's: the server refuses it.
        const KeyNodeResult r = run(engine, deployNew(), verifyWith(m_stranger), {node->target()}).first();
        QVERIFY2(r.result == QLatin1String("rolled_back"), qPrintable(describe(r)));
        QVERIFY(r.diagnosis);
        QCOMPARE(r.diagnosis->code, QStringLiteral("key_not_accepted"));
        QVERIFY2(r.diagnosis->detail.contains(QStringLiteral("Permission denied")),
                 qPrintable(r.diagnosis->detail));
        QCOMPARE(readAll(node->keysPath), expand("K1"));
        QVERIFY(node->logsIn(m_k1));
        QVERIFY(!node->logsIn(m_new));
    }

    void missingFileRollsBackToMissing()
    {
        auto node = startNode();
        QDir().mkpath(QFileInfo(node->keysPath).absolutePath());
        ssh::SshEngine engine(1);
        const KeyNodeResult r = run(engine, deployNew(), verifyWith(m_stranger), {node->target()}).first();
        QVERIFY2(r.result == QLatin1String("rolled_back"), qPrintable(describe(r)));
        QVERIFY(!QFileInfo::exists(node->keysPath));
    }

    void withoutVerificationTheResultSaysSo()
    {
        auto node = startNode();
        QVERIFY(writeAll(node->keysPath, expand("K1\n")));
        ssh::SshEngine engine(1);
        const KeyNodeResult r = run(engine, deployNew(), KeyVerification{}, {node->target()}).first();
        QVERIFY2(r.result == QLatin1String("added_unverified"), qPrintable(describe(r)));
        QVERIFY(!r.succeeded(true));
        QVERIFY(r.succeeded(false));
        QCOMPARE(readAll(node->keysPath), expand("K1\nNEW\n"));
    }

    // A vast.ai node: the key goes into authorized_keys and is attached through the platform, and
    // the result says both. A rolled-back key is not attached; a node of no provider is not asked.
    void vastNodesAlsoGetTheKeyThroughThePlatform()
    {
        FakeVastServer vast;
        QVERIFY2(vast.start(), qPrintable(vast.errorString()));
        const QByteArray apiKey = "feedfacefeedfacefeedfacefeedfacefeedfacefeedfacefeedfacefeedface";
        vast.setApiKey(apiKey);
        qputenv("VAST_API_KEY", apiKey);
        vast::VastKeyPlatform platform(nullptr);
        platform.setBaseUrl(vast.baseUrl());

        // A node holding K1, as vast.ai instance `id`.
        const auto vastNode = [this](std::unique_ptr<DeployNode>& node, const QString& id) {
            node = startNode();
            KeyDeployer::Target target = node->target();
            target.provider = QStringLiteral("vast");
            target.providerId = id;
            return writeAll(node->keysPath, expand("K1\n")) ? target : KeyDeployer::Target{};
        };
        std::unique_ptr<DeployNode> node;
        const KeyDeployer::Target target = vastNode(node, QStringLiteral("28110417"));
        QVERIFY(!target.node.isEmpty());
        auto manual = startNode();
        QVERIFY(writeAll(manual->keysPath, expand("K1\n")));
        ssh::SshEngine engine(1);
        KeyDeployer deployer(engine);
        deployer.addPlatform(&platform);
        QStringList order;
        connect(&deployer, &KeyDeployer::stepChanged, this,
                [&order, &target](const QString& name, KeyDeployer::Step step) {
                    if (name == target.node)
                        order << KeyDeployer::stepName(step);
                });
        const QList<KeyNodeResult> results =
            run(engine, deployNew(), verifyWith(m_new), {target, manual->target()}, &deployer);
        const KeyNodeResult& r = results.at(0);
        QVERIFY2(r.result == QLatin1String("added") && r.verified, qPrintable(describe(r)));
        QVERIFY(r.platform);
        QVERIFY2(r.platform->attached(),
                 qPrintable(r.platform->code + QLatin1Char(' ') + r.platform->detail));
        QCOMPARE(r.platform->instanceId, QStringLiteral("28110417"));
        QCOMPARE(readAll(node->keysPath), expand("K1\nNEW\n"));
        // The platform was asked after the file was done, with the key's whole line.
        QCOMPARE(vast.attachedKeys().value(QStringLiteral("28110417")),
                 QStringList{QString::fromUtf8(publicKey(m_new).toLine())});
        const FakeVastServer::Request& post = vast.requests().constLast();
        QCOMPARE(post.method, QByteArray("POST"));
        QCOMPARE(post.path, QStringLiteral("/api/v0/instances/28110417/ssh/"));
        QCOMPARE(post.headers.value("authorization"), QByteArray("Bearer ") + apiKey);
        QVERIFY2(order.indexOf(QStringLiteral("verifying")) <
                     order.indexOf(QStringLiteral("attaching through the platform")),
                 qPrintable(order.join(QStringLiteral(", "))));
        QVERIFY(!results.at(1).platform); // a manual node has no platform
        QVERIFY(results.at(1).succeeded(true));

        // A key that does not log in is taken out again, and not attached either.
        std::unique_ptr<DeployNode> other;
        const KeyDeployer::Target refused = vastNode(other, QStringLiteral("28110533"));
        QVERIFY(!refused.node.isEmpty());
        KeyDeployer second(engine);
        second.addPlatform(&platform);
        const KeyNodeResult back =
            run(engine, deployNew(), verifyWith(m_stranger), {refused}, &second).first();
        QCOMPARE(back.result, QStringLiteral("rolled_back"));
        QVERIFY(back.platform);
        QCOMPARE(back.platform->result, QStringLiteral("skipped"));
        QVERIFY(!vast.attachedKeys().contains(QStringLiteral("28110533")));

        // The platform refuses: the file is still done, the attachment says why.
        vast.injectFault(FakeVastServer::Fault::ServerError, -1);
        std::unique_ptr<DeployNode> third;
        const KeyDeployer::Target failing = vastNode(third, QStringLiteral("28110640"));
        QVERIFY(!failing.node.isEmpty());
        KeyDeployer thirdDeployer(engine);
        thirdDeployer.addPlatform(&platform);
        const KeyNodeResult half =
            run(engine, deployNew(), verifyWith(m_new), {failing}, &thirdDeployer).first();
        QCOMPARE(half.result, QStringLiteral("added"));
        QCOMPARE(half.platform->result, QStringLiteral("failed"));
        QCOMPARE(half.platform->code, QStringLiteral("vast_server_error"));
        QCOMPARE(readAll(third->keysPath), expand("K1\nNEW\n"));
        qunsetenv("VAST_API_KEY");
    }

    // The connection dies between the steps of the write: the file is the old one or the new one,
    // never anything else, and a second deployment completes the job.
    void killedConnectionLeavesOldOrNew_data()
    {
        QTest::addColumn<int>("step");
        QTest::newRow("after the temp file") << int(remote::WriteStep::TempWritten);
        QTest::newRow("after the re-check") << int(remote::WriteStep::Rechecked);
        QTest::newRow("after the backup") << int(remote::WriteStep::BackedUp);
        QTest::newRow("after the rename") << int(remote::WriteStep::Replaced);
    }

    void killedConnectionLeavesOldOrNew()
    {
        QFETCH(int, step);
        auto node = startNode();
        const QByteArray before = expand("K1\nK2");
        QVERIFY(writeAll(node->keysPath, before));
        const qint64 listener = node->server->pid();
        SshdServer* server = node->server.get();
        ssh::SshEngine engine(1);
        KeyDeployer deployer(engine);
        int kills = 0;
        deployer.setWriteHook([&kills, step, server, listener](remote::WriteStep at) {
            if (int(at) != step)
                return;
            // Every process serving a connection goes; the listener stays (the node is up).
            for (const qint64 pid : server->processIds()) {
                if (pid != listener && ::kill(pid_t(pid), SIGKILL) == 0)
                    ++kills;
            }
        });
        const KeyNodeResult r =
            run(engine, deployNew(), verifyWith(m_new), {node->target()}, &deployer).first();
        QVERIFY(kills > 0);
        const QByteArray now = readAll(node->keysPath);
        const QByteArray after = expand("K1\nK2\nNEW\n");
        QVERIFY2(now == before || now == after, now.constData());
        if (step == int(remote::WriteStep::Replaced)) {
            QCOMPARE(now, after);
        } else {
            QVERIFY2(r.result == QLatin1String("failed"), qPrintable(describe(r)));
            QCOMPARE(now, before);
        }
        QVERIFY(node->logsIn(m_k1));

        // Deploying again finishes the job.
        const KeyNodeResult again = run(engine, deployNew(), verifyWith(m_new), {node->target()}).first();
        QVERIFY2(again.succeeded(true), qPrintable(describe(again)));
        QCOMPARE(readAll(node->keysPath), after);
    }

    void concurrentEditAborts()
    {
        auto node = startNode();
        QVERIFY(writeAll(node->keysPath, expand("K1\n")));
        const QString path = node->keysPath;
        const QByteArray theirs = expand("K1\nK2\n");
        ssh::SshEngine engine(1);
        KeyDeployer deployer(engine);
        deployer.setWriteHook([path, theirs](remote::WriteStep at) {
            if (at == remote::WriteStep::TempWritten)
                writeAll(path, theirs); // someone else edits the file meanwhile
        });
        const KeyNodeResult r =
            run(engine, deployNew(), verifyWith(m_new), {node->target()}, &deployer).first();
        QVERIFY2(r.result == QLatin1String("failed"), qPrintable(describe(r)));
        QCOMPARE(r.diagnosis->code, QStringLiteral("deploy_conflict"));
        QCOMPARE(readAll(path), theirs);
        const QStringList files = QDir(QFileInfo(path).absolutePath()).entryList(QDir::Files | QDir::Hidden);
        QCOMPARE(files, QStringList{QStringLiteral("authorized_keys")});
    }

    void removesAKey()
    {
        auto node = startNode();
        QVERIFY(writeAll(node->keysPath, expand("# keep me\nK1\r\nK2\n")));
        ssh::SshEngine engine(1);
        KeyChange change;
        change.kind = KeyChange::Kind::Remove;
        change.fingerprint = publicKey(m_k1).fingerprint();
        const KeyNodeResult r = run(engine, change, {}, {node->target()}).first();
        QVERIFY2(r.result == QLatin1String("removed"), qPrintable(describe(r)));
        QCOMPARE(readAll(node->keysPath), expand("# keep me\nK2\n"));
        QVERIFY(!node->logsIn(m_k1));
        QVERIFY(node->logsIn(m_k2));

        const KeyNodeResult again = run(engine, change, {}, {node->target()}).first();
        QVERIFY2(again.result == QLatin1String("unchanged"), qPrintable(describe(again)));
    }

    // The key the console logs in with stays unless another of its keys, staying in the file,
    // logs in afresh first.
    void lockoutGuard()
    {
        auto node = startNode();
        QVERIFY(writeAll(node->keysPath, expand("K1\nK2\n")));
        ssh::SshEngine engine(1);
        KeyChange change;
        change.kind = KeyChange::Kind::Remove;
        change.key = publicKey(m_k1);
        KeyDeployer::Target target = node->target();
        target.consoleFingerprints = {publicKey(m_k1).fingerprint()};

        // No other key of the console's: refused.
        KeyNodeResult r = run(engine, change, {}, {target}).first();
        QVERIFY2(r.result == QLatin1String("refused"), qPrintable(describe(r)));
        QCOMPARE(r.diagnosis->code, QStringLiteral("lockout_refused"));
        QCOMPARE(readAll(node->keysPath), expand("K1\nK2\n"));

        // A fallback whose key is not in the file, or does not log in: still refused.
        ssh::SshTarget strangerLogin = node->access();
        strangerLogin.identity = m_stranger.privateKeyPath();
        target.fallbackLogins = {{publicKey(m_stranger).fingerprint(), strangerLogin}};
        r = run(engine, change, {}, {target}).first();
        QVERIFY2(r.result == QLatin1String("refused"), qPrintable(describe(r)));
        QCOMPARE(readAll(node->keysPath), expand("K1\nK2\n"));

        // K2 stays in the file and logs in: the removal goes ahead.
        ssh::SshTarget k2Login = node->access();
        k2Login.identity = m_k2.privateKeyPath();
        target.fallbackLogins << qMakePair(publicKey(m_k2).fingerprint(), k2Login);
        r = run(engine, change, {}, {target}).first();
        QVERIFY2(r.result == QLatin1String("removed"), qPrintable(describe(r)));
        QCOMPARE(readAll(node->keysPath), expand("K2\n"));
        QVERIFY(node->logsIn(m_k2));
    }

    void auditListsKeysAndFindings()
    {
        auto node = startNode();
        QVERIFY(writeAll(node->keysPath, expand("no-pty K1\nK1K2\nK2")));
        ::chmod(QFile::encodeName(node->keysPath).constData(), 0664);
        ssh::SshEngine engine(1);
        KeyDeployer::Target target = node->target();
        target.consoleFingerprints = {publicKey(m_k1).fingerprint()};
        const KeyNodeResult r = run(engine, KeyChange{}, {}, {target}).first();
        QVERIFY2(r.result == QLatin1String("audited"), qPrintable(describe(r)));
        QCOMPARE(r.keys.size(), 3);
        QCOMPARE(r.keys.at(0).fingerprint, publicKey(m_k1).fingerprint());
        QCOMPARE(r.keys.at(0).options, QStringLiteral("no-pty"));
        QVERIFY(r.keys.at(0).usedByConsole);
        QVERIFY(r.keys.at(0).valid);
        QCOMPARE(r.keys.at(2).fingerprint, publicKey(m_k2).fingerprint());
        QVERIFY(!r.keys.at(2).usedByConsole);
        QVERIFY(r.findings.contains(QStringLiteral("concatenated_keys")));
        QVERIFY(r.findings.contains(QStringLiteral("missing_trailing_newline")));
        QVERIFY2(r.findings.contains(QStringLiteral("bad_permissions")),
                 qPrintable(r.findings.join(QLatin1Char(','))));
        QCOMPARE(readAll(node->keysPath), expand("no-pty K1\nK1K2\nK2")); // an audit writes nothing
    }

    // Many nodes at once; one of them unreachable does not hold up the others.
    void deploysToManyNodesAtOnce()
    {
        std::vector<std::unique_ptr<DeployNode>> nodes;
        QList<KeyDeployer::Target> targets;
        for (int i = 0; i < 6; ++i) {
            nodes.push_back(startNode());
            QVERIFY(writeAll(nodes.back()->keysPath, expand("K1\n")));
            targets << nodes.back()->target();
        }
        nodes.back()->server->stop();
        ssh::SshEngine engine(2);
        const QList<KeyNodeResult> results = run(engine, deployNew(), verifyWith(m_new), targets);
        for (int i = 0; i < 5; ++i) {
            QVERIFY2(results.at(i).result == QLatin1String("added") && results.at(i).verified,
                     qPrintable(describe(results.at(i))));
            QVERIFY(nodes.at(i)->logsIn(m_new));
        }
        QCOMPARE(results.at(5).result, QStringLiteral("failed"));
        QCOMPARE(results.at(5).diagnosis->code, QStringLiteral("connection_refused"));
    }

    // sshd restarts on every node (its sessions killed too) while 20 nodes are being deployed:
    // each file ends as it was or with the key added, never anything else; no temp file stays;
    // each failure says why; deploying again leaves all 20 with the key, proved by fresh logins.
    void sshdRestartsWhileTwentyNodesAreDeployed()
    {
        std::vector<std::unique_ptr<DeployNode>> nodes;
        QList<KeyDeployer::Target> targets;
        for (int i = 0; i < 20; ++i) {
            nodes.push_back(startNode());
            QVERIFY2(nodes.back()->server->isRunning(), qPrintable(nodes.back()->server->errorString()));
            QVERIFY(writeAll(nodes.back()->keysPath, expand("K1\n")));
            targets << nodes.back()->target();
        }
        ssh::SshEngine engine(2);
        KeyDeployer deployer(engine);
        bool restarted = false;
        int finishedBeforeRestart = 0;
        connect(&deployer, &KeyDeployer::nodeFinished, this, [&](const KeyNodeResult&) {
            if (restarted || ++finishedBeforeRestart < 3)
                return; // a few done, the rest under way
            restarted = true;
            for (const auto& n : nodes) {
                const QList<qint64> pids = n->server->processIds();
                n->server->stop();
                for (const qint64 pid : pids)
                    ::kill(pid_t(pid), SIGKILL);
            }
            for (const auto& n : nodes)
                QVERIFY(n->server->start());
        });
        const QList<KeyNodeResult> results = run(engine, deployNew(), verifyWith(m_new), targets, &deployer);
        QVERIFY(restarted);
        QCOMPARE(results.size(), 20);
        int added = 0;
        for (int i = 0; i < 20; ++i) {
            const KeyNodeResult& r = results.at(i);
            const QByteArray now = readAll(nodes.at(i)->keysPath);
            QVERIFY2(now == expand("K1\n") || now == expand("K1\nNEW\n"), now.constData());
            if (r.succeeded(true)) {
                QCOMPARE(now, expand("K1\nNEW\n"));
                ++added;
            } else {
                QVERIFY2(r.diagnosis && !r.diagnosis->detail.isEmpty(), qPrintable(describe(r)));
            }
            const QString dir = QFileInfo(nodes.at(i)->keysPath).absolutePath();
            for (const QString& name : QDir(dir).entryList(QDir::Files | QDir::Hidden))
                QVERIFY2(!name.endsWith(QLatin1String(".tmp")), qPrintable(name));
        }
        // 17 deployments were under way when every sshd went; the engine logs in again once when a
        // session dies, so most (here, usually all) still finish.
        QCOMPARE(finishedBeforeRestart, 3);
        qInfo("restart after %d nodes: %d of 20 added, %d failed and said why", finishedBeforeRestart, added,
              20 - added);

        // The deployer runs on this thread, as in the console: it stays on time through 20 nodes.
        // (The restart above blocks it by the test's own doing, so it is measured here.)
        test::LatenessProbe probe;
        const QList<KeyNodeResult> again = run(engine, deployNew(), verifyWith(m_new), targets);
        QVERIFY2(probe.worstMs() < 250, qPrintable(probe.describe()));
        for (int i = 0; i < 20; ++i) {
            QVERIFY2(again.at(i).succeeded(true), qPrintable(describe(again.at(i))));
            QCOMPARE(readAll(nodes.at(i)->keysPath), expand("K1\nNEW\n"));
        }
        QVERIFY(nodes.front()->logsIn(m_new) && nodes.back()->logsIn(m_new));
    }

    // The remote path is a path, never a command: with shell metacharacters in it, it names a
    // file of exactly that name (SFTP has no shell), and nothing in it runs.
    void remotePathWithShellMetacharactersIsJustAName()
    {
        auto node = startNode();
        // No '/' in it: a shell would create the canary in the login's working directory.
        const QString weird = QStringLiteral("ak; touch pwned $(touch pwned) `touch pwned` 'q\"\\");
        const QString sshDir = QFileInfo(node->keysPath).absolutePath();
        QVERIFY(QDir().mkpath(sshDir));
        KeyDeployer::Target target = node->target();
        target.remotePath = sshDir + QLatin1Char('/') + weird;
        ssh::SshEngine engine(1);
        // Not verified: this sshd reads another file; what matters is what was written and run.
        const KeyNodeResult r = run(engine, deployNew(), {}, {target}).first();
        QVERIFY2(r.result == QLatin1String("added_unverified"), qPrintable(describe(r)));
        QCOMPARE(readAll(sshDir + QLatin1Char('/') + weird), line(m_new) + "\n");
        QDirIterator it(node->dir, {QStringLiteral("pwned")}, QDir::Files, QDirIterator::Subdirectories);
        QVERIFY2(!it.hasNext(), "a shell ran part of the path");
        QVERIFY(!QFileInfo::exists(QDir::current().filePath(QStringLiteral("pwned"))));
    }

    // Verification through the agent proves the deployed key itself, not just any agent key.
    void agentVerification()
    {
        const QString socket = m_dir.filePath(QStringLiteral("agent.sock"));
        QProcess agent;
        agent.start(QStringLiteral("ssh-agent"), {QStringLiteral("-D"), QStringLiteral("-a"), socket});
        QVERIFY(agent.waitForStarted());
        // The socket file appears before the agent listens; its first line says it does.
        QByteArray said;
        while (!said.contains("SSH_AUTH_SOCK=") && agent.waitForReadyRead(10000))
            said += agent.readAllStandardOutput();
        QVERIFY2(said.contains("SSH_AUTH_SOCK="), said.constData());
        auto cleanup = qScopeGuard([&agent] {
            agent.kill();
            agent.waitForFinished();
        });
        auto add = [&socket](const SshKeyPair& key) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("SSH_AUTH_SOCK"), socket);
            p.setProcessEnvironment(env);
            p.start(QStringLiteral("ssh-add"), {key.privateKeyPath()});
            return p.waitForFinished(10000) && p.exitCode() == 0;
        };
        const QByteArray previous = qgetenv("SSH_AUTH_SOCK");
        qputenv("SSH_AUTH_SOCK", socket.toUtf8());
        auto restoreEnv = qScopeGuard([&previous] {
            if (previous.isEmpty())
                qunsetenv("SSH_AUTH_SOCK");
            else
                qputenv("SSH_AUTH_SOCK", previous);
        });

        // The agent holds K1 (which the node accepts) but not the new key: a login through it
        // would prove nothing about the new key, so the result says unverified.
        QVERIFY(add(m_k1));
        auto node = startNode();
        QVERIFY(writeAll(node->keysPath, expand("K1\n")));
        ssh::SshEngine engine(1);
        KeyVerification viaAgent;
        viaAgent.mode = KeyVerification::Mode::Agent;
        KeyNodeResult r = run(engine, deployNew(), viaAgent, {node->target()}).first();
        QVERIFY2(r.result == QLatin1String("added_unverified"), qPrintable(describe(r)));
        QVERIFY2(r.actions.first().contains(QStringLiteral("does not hold")), qPrintable(describe(r)));
        QCOMPARE(readAll(node->keysPath), expand("K1\nNEW\n"));

        // The agent holds the new key, but the server does not take it (it is not in the file the
        // server reads): the publickey query says so, although K1 from the same agent would log in.
        QVERIFY(add(m_new));
        auto other = startNode();
        QVERIFY(writeAll(other->keysPath, expand("K1\n")));
        KeyDeployer::Target elsewhere = other->target();
        elsewhere.remotePath = other->dir + QStringLiteral("/not-read-by-sshd");
        r = run(engine, deployNew(), viaAgent, {elsewhere}).first();
        QVERIFY2(r.result == QLatin1String("rolled_back"), qPrintable(describe(r)));
        QCOMPARE(r.diagnosis->code, QStringLiteral("key_not_accepted"));
        QVERIFY(!QFileInfo::exists(elsewhere.remotePath));

        // Where the server reads the file, the same deployment is verified.
        QVERIFY(writeAll(node->keysPath, expand("K1\n")));
        r = run(engine, deployNew(), viaAgent, {node->target()}).first();
        QVERIFY2(r.result == QLatin1String("added") && r.verified, qPrintable(describe(r)));
        QCOMPARE(readAll(node->keysPath), expand("K1\nNEW\n"));
    }

    // A real account whose home is writable by a shared group: sshd's StrictModes ignores its keys, so the
    // new key cannot log in, the file is rolled back, and the reason names the home's mode. The deployment
    // logs in with the account's password (bootstrap access).
    void strictModesRefusalRollsBackAndSaysWhy()
    {
        QString error;
        auto account = ThrowawayAccount::create(QStringLiteral("fdkeys%1").arg(::getpid() % 100000), &error);
        if (!account) {
            if (::getuid() == 0)
                QFAIL(qPrintable(error));
            QSKIP(qPrintable(error)); // only root can make accounts; CI runs as root
        }
        const QString home = account->home();
        const QString keys = account->writeAuthorizedKeys(expand("K1\n"));
        QVERIFY(!home.isEmpty() && !keys.isEmpty());
        // The mistake: the home is writable by a group shared with others (root's). A group-writable
        // home whose group is the user's own private group is fine for Debian's sshd.
        QCOMPARE(::chown(QFile::encodeName(home).constData(), uid_t(-1), 0), 0);
        ::chmod(QFile::encodeName(home).constData(), 0775);

        SshdServer::Options options;
        options.workDir = m_dir.filePath(QStringLiteral("strict-sshd"));
        options.authorizedKeysPath = keys;
        options.strictModes = true;
        options.passwordAuthentication = true;
        SshdServer server(options);
        QVERIFY2(server.start(), qPrintable(server.errorString()));
        const QString knownHosts = m_dir.filePath(QStringLiteral("strict_known_hosts"));
        server.writeKnownHosts(knownHosts);

        KeyDeployer::Target target = passwordTarget(QStringLiteral("strict"), server.port(), account->name(),
                                                    QString::fromUtf8(account->password()), knownHosts);

        ssh::SshEngine engine(1);
        KeyNodeResult r = run(engine, deployNew(), verifyWith(m_new), {target}).first();
        QVERIFY2(r.result == QLatin1String("rolled_back"), qPrintable(describe(r)));
        QCOMPARE(r.diagnosis->code, QStringLiteral("key_not_accepted"));
        QVERIFY2(r.diagnosis->detail.contains(QStringLiteral("group")) && r.diagnosis->detail.contains(home),
                 qPrintable(r.diagnosis->detail));
        QVERIFY2(r.findings.contains(QStringLiteral("bad_permissions")),
                 qPrintable(r.findings.join(QLatin1Char(','))));
        QCOMPARE(readAll(keys), expand("K1\n"));
        QCOMPARE(r.path, keys);

        // With the home fixed, the same deployment goes through.
        ::chmod(QFile::encodeName(home).constData(), 0755);
        r = run(engine, deployNew(), verifyWith(m_new), {target}).first();
        QVERIFY2(r.result == QLatin1String("added") && r.verified, qPrintable(describe(r)));
        QCOMPARE(readAll(keys), expand("K1\nNEW\n"));
        QVERIFY(OpenSshClient(server.port(), m_new.privateKeyPath(), knownHosts, account->name())
                    .login()
                    .exitCode == 0);

        // The login kept from the right password is not reused for a wrong one: a mistyped
        // password must fail, or the wizard would remember it as proved.
        target.access.password = QStringLiteral("not-the-password");
        r = run(engine, KeyChange{}, {}, {target}).first();
        QVERIFY2(r.result == QLatin1String("failed"), qPrintable(describe(r)));
        QCOMPARE(r.diagnosis->code, QStringLiteral("auth_denied"));
    }
};

QTEST_GUILESS_MAIN(TestKeyDeployment)
#include "tst_keydeployment.moc"
