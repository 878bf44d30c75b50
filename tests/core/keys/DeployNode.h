// SPDX-License-Identifier: GPL-3.0-or-later
// The node the key deployment tests deploy to: a real sshd on loopback that reads two files, a
// bootstrap file holding the key the deployment logs in with, and the file under test, which the
// deployment edits. The login is the current user (root in CI). Also what both tests need around
// it: file helpers, a result described for a failure message, the change that deploys a key,
// verification with a private key, a deployment run to its end, and the target of a throwaway
// account that logs in with its password.
#pragma once

#include "base/PublicKey.h"
#include "keys/KeyDeployer.h"
#include "keys/KeyDeployment.h"
#include "ssh/SshTypes.h"

#include "support/OpenSshClient.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"

#include <QDebug>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>

#include <signal.h>
#include <sys/types.h>

#include <memory>

namespace fleetdeck::keydeploytest {

inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Writes `data` to `path`, creating the directories on the way.
inline bool writeAll(const QString& path, const QByteArray& data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

inline PublicKey publicKey(const SshKeyPair& key)
{
    return *PublicKey::parseLine(key.publicKeyLine().toUtf8());
}

// A node's result for a failure message: result, diagnosis (code, stage, detail) and actions.
inline QString describe(const keys::KeyNodeResult& r)
{
    QString text = QStringLiteral("%1: %2").arg(r.node, r.result);
    if (r.diagnosis)
        text += QStringLiteral(" [%1/%2] %3")
                    .arg(r.diagnosis->code, Diagnosis::stageName(r.diagnosis->stage), r.diagnosis->detail);
    text += QStringLiteral("\n  ") + r.actions.join(QStringLiteral("\n  "));
    return text;
}

// Deploys `key` (with --repair when `repair`).
inline keys::KeyChange deployChange(const SshKeyPair& key, bool repair = false)
{
    keys::KeyChange c;
    c.kind = keys::KeyChange::Kind::Deploy;
    c.key = publicKey(key);
    c.repair = repair;
    return c;
}

// Verifies by logging in with `key`'s private half.
inline keys::KeyVerification verifyWith(const SshKeyPair& key)
{
    keys::KeyVerification v;
    v.mode = keys::KeyVerification::Mode::PrivateKey;
    v.privateKeyPath = key.privateKeyPath();
    return v;
}

// Runs one deployment to `targets` on `use` (or a deployer of its own) and waits up to `waitMs`
// for it to finish.
inline QList<keys::KeyNodeResult> runDeployment(ssh::SshEngine& engine, const keys::KeyChange& change,
                                                const keys::KeyVerification& verification,
                                                const QList<keys::KeyDeployer::Target>& targets,
                                                keys::KeyDeployer* use, int waitMs)
{
    keys::KeyDeployer own(engine);
    keys::KeyDeployer& deployer = use ? *use : own;
    QSignalSpy done(&deployer, &keys::KeyDeployer::finished);
    deployer.start(change, verification, targets);
    if (!done.wait(waitMs))
        qWarning() << "the deployment did not finish";
    return deployer.results();
}

// A target on `port` that logs in as `user` with `password` (no key, no agent) and edits that
// user's ~/.ssh/authorized_keys.
inline keys::KeyDeployer::Target passwordTarget(const QString& node, quint16 port, const QString& user,
                                                const QString& password, const QString& knownHosts)
{
    keys::KeyDeployer::Target target;
    target.node = node;
    target.access.node = node;
    target.access.host = QStringLiteral("127.0.0.1");
    target.access.port = port;
    target.access.user = user;
    target.access.password = password;
    target.access.knownHostsPath = knownHosts;
    target.access.useAgent = false;
    target.access.useDefaultKeys = false;
    target.remotePath = QStringLiteral("~/.ssh/authorized_keys");
    return target;
}

// How a DeployNode is laid out.
struct DeployNodeOptions
{
    // The file under test, relative to the node's directory.
    QString keysRelative = QStringLiteral("home/.ssh/authorized_keys");
    // true: the file's directory exists from the start (the file itself does not).
    bool createKeysDir = false;
    bool strictModes = false; // sshd's StrictModes
};

struct DeployNode
{
    using Options = DeployNodeOptions;

    QString dir; // the node's own directory; its name is the node's name
    SshKeyPair bootstrap;
    std::unique_ptr<SshdServer> server;
    QString knownHosts;
    QString keysPath; // the file a deployment edits, absolute

    // Creates `dir` and starts the node's sshd there. A failed start is only warned about: the
    // tests check server->isRunning() where it matters.
    static std::unique_ptr<DeployNode> start(const QString& dir, const Options& options = {})
    {
        auto n = std::make_unique<DeployNode>();
        n->dir = dir;
        QDir().mkpath(n->dir);
        n->bootstrap =
            SshKeyPair::generate(n->dir + QStringLiteral("/bootstrap"), QStringLiteral("bootstrap"));
        n->keysPath = n->dir + QLatin1Char('/') + options.keysRelative;
        if (options.createKeysDir)
            QDir().mkpath(QFileInfo(n->keysPath).absolutePath());
        SshdServer::Options sshd;
        sshd.workDir = n->dir + QStringLiteral("/sshd");
        sshd.authorizedKeysPath = n->dir + QStringLiteral("/bootstrap_keys");
        sshd.additionalAuthorizedKeysFiles = {n->keysPath};
        sshd.strictModes = options.strictModes;
        n->server = std::make_unique<SshdServer>(sshd);
        if (!n->server->start())
            qWarning() << n->server->errorString();
        n->server->setAuthorizedKeys({n->bootstrap.publicKeyLine()});
        n->knownHosts = n->dir + QStringLiteral("/known_hosts");
        n->server->writeKnownHosts(n->knownHosts);
        return n;
    }

    ssh::SshTarget access() const
    {
        ssh::SshTarget t;
        t.node = QFileInfo(dir).fileName();
        t.host = QStringLiteral("127.0.0.1");
        t.port = server->port();
        t.user = OpenSshClient::currentUserName();
        t.identity = bootstrap.privateKeyPath();
        t.knownHostsPath = knownHosts;
        t.useAgent = false;
        t.useDefaultKeys = false;
        return t;
    }
    keys::KeyDeployer::Target target() const
    {
        keys::KeyDeployer::Target t;
        t.node = access().node;
        t.access = access();
        t.remotePath = keysPath;
        return t;
    }
    bool logsIn(const SshKeyPair& key) const
    {
        return OpenSshClient(server->port(), key.privateKeyPath(), knownHosts).login().exitCode == 0;
    }
    // Kills every process serving a connection; the listener stays (the node is up).
    int killSessions() const
    {
        int kills = 0;
        for (const qint64 pid : server->processIds()) {
            if (pid != server->pid() && ::kill(pid_t(pid), SIGKILL) == 0)
                ++kills;
        }
        return kills;
    }
};

} // namespace fleetdeck::keydeploytest
