// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/LocalSshNode.h"

#include "support/OpenSshClient.h"

#include <QDebug>
#include <QDir>

namespace fleetdeck {

std::unique_ptr<LocalSshNode> LocalSshNode::start(const QString& baseDir, const QString& name,
                                                  const QStringList& extraConfig, bool authorizeKey)
{
    auto node = std::make_unique<LocalSshNode>();
    node->name = name;
    const QString base = baseDir + QLatin1Char('/') + name;
    QDir().mkpath(base);
    node->key = SshKeyPair::generate(base + QStringLiteral("/id_ed25519"), name);
    if (!node->key.isValid())
        qWarning() << node->key.errorString();
    SshdServer::Options options;
    options.workDir = base + QStringLiteral("/sshd");
    options.extraConfigLines = extraConfig;
    node->server = std::make_unique<SshdServer>(options);
    if (!node->server->start())
        qWarning() << node->server->errorString();
    node->server->setAuthorizedKeys(authorizeKey ? QStringList{node->key.publicKeyLine()} : QStringList{});
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

} // namespace fleetdeck
