// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/LocalSshNode.h"

#include "support/OpenSshClient.h"
#include "support/ProcessTable.h"

#include <QDebug>
#include <QDir>
#include <QFile>

namespace fleetdeck {

std::unique_ptr<LocalSshNode> LocalSshNode::start(const QString& baseDir, const QString& name,
                                                  const QStringList& extraConfig, bool authorizeKey)
{
    Options options;
    options.extraConfig = extraConfig;
    options.authorizeKey = authorizeKey;
    return start(baseDir, name, options);
}

std::unique_ptr<LocalSshNode> LocalSshNode::start(const QString& baseDir, const QString& name,
                                                  const Options& options)
{
    auto node = std::make_unique<LocalSshNode>();
    node->name = name;
    const QString base = baseDir + QLatin1Char('/') + name;
    QDir().mkpath(base);
    node->key = SshKeyPair::generate(base + QStringLiteral("/id_ed25519"), name);
    if (!node->key.isValid())
        qWarning() << node->key.errorString();
    SshdServer::Options serverOptions;
    serverOptions.workDir = base + QStringLiteral("/sshd");
    serverOptions.extraConfigLines = options.extraConfig;
    if (options.cuzkBench) {
        QString error;
        node->cuzkBench = SimulatedCuzkBench::install(
            options.simulatorPath, base + QStringLiteral("/cuzk-bench"), *options.cuzkBench, &error);
        if (node->cuzkBench)
            serverOptions.sessionEnvironment = node->cuzkBench->environment();
        else
            qWarning() << error;
    }
    node->server = std::make_unique<SshdServer>(serverOptions);
    if (!node->server->start())
        qWarning() << node->server->errorString();
    node->server->setAuthorizedKeys(options.authorizeKey ? QStringList{node->key.publicKeyLine()}
                                                         : QStringList{});
    node->knownHosts = base + QStringLiteral("/known_hosts");
    node->server->writeKnownHosts(node->knownHosts);
    return node;
}

ssh::SshTarget LocalSshNode::target() const
{
    ssh::SshTarget t;
    t.node = name;
    t.host = QStringLiteral("127.0.0.1");
    t.port = server->port();
    t.user = OpenSshClient::currentUserName();
    t.identity = key.privateKeyPath();
    t.knownHostsPath = knownHosts;
    t.hostKeyPolicy = ssh::HostKeyPolicy::Strict;
    t.useAgent = false;
    t.useDefaultKeys = false;
    return t;
}

QList<qint64> LocalSshNode::sessionProcesses(const QString& needle) const
{
    QList<qint64> found;
    const QByteArray home = "HOME=" + server->workDir().toUtf8();
    for (const qint64 pid : ProcessTable::snapshot().pidsWithCommandLineContaining(needle)) {
        QFile environ(QStringLiteral("/proc/%1/environ").arg(pid));
        if (environ.open(QIODevice::ReadOnly) && environ.readAll().split('\0').contains(home) &&
            ProcessTable::isAlive(pid))
            found << pid;
    }
    return found;
}

} // namespace fleetdeck
