// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshTypes.h"

#include <QCryptographicHash>
#include <QDir>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

namespace fleetdeck::ssh {

namespace {
// Tells two secrets apart without revealing either: a keyed hash whose key is random per
// process, so the tag means nothing outside this run (and is never written anywhere).
QString secretTag(const QString& secret)
{
    static const QByteArray key = [] {
        QByteArray k(32, Qt::Uninitialized);
        QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(k.data()), k.size() / 4);
        return k;
    }();
    return QString::fromLatin1(
        QMessageAuthenticationCode::hash(secret.toUtf8(), key, QCryptographicHash::Sha256).toHex().left(16));
}
} // namespace

QString SshTarget::key() const
{
    // How the login authenticates is part of it: a session logged in with a password, the agent or
    // another key must not be reused for a login that would offer something else — nor one logged
    // in with another password, or a mistyped one would look right. Never a secret itself.
    QStringList how;
    if (useAgent)
        how << QStringLiteral("agent");
    if (useDefaultKeys)
        how << QStringLiteral("default-keys");
    if (password)
        how << QStringLiteral("password:") + secretTag(*password);
    if (passphrase)
        how << QStringLiteral("passphrase:") + secretTag(*passphrase);
    if (requiredKeyBlob)
        how << QStringLiteral("key:") + QString::fromLatin1(requiredKeyBlob->toBase64());
    if (useSshConfig)
        how << QStringLiteral("ssh-config");
    if (userOverride)
        how << QStringLiteral("-l:") + *userOverride;
    if (portOverride)
        how << QStringLiteral("-p:") + QString::number(*portOverride);
    if (proxyJumpOverride)
        how << QStringLiteral("-J:") + *proxyJumpOverride;
    return QStringLiteral("%1|%2|%3|%4|%5|%6|%7")
        .arg(node, host)
        .arg(port)
        .arg(user, identity.value_or(QString()), how.join(QLatin1Char(',')), knownHostsPath);
}

QString SshTarget::defaultKnownHostsPath()
{
    const QString env = qEnvironmentVariable("FLEETDECK_KNOWN_HOSTS");
    return env.isEmpty() ? QDir::homePath() + QStringLiteral("/.ssh/known_hosts") : env;
}

QString SshTarget::defaultSshConfigPath()
{
    const QString env = qEnvironmentVariable("FLEETDECK_SSH_CONFIG");
    return env.isEmpty() ? QDir::homePath() + QStringLiteral("/.ssh/config") : env;
}

QStringList SshTarget::defaultGlobalKnownHostsFiles()
{
    if (qEnvironmentVariableIsSet("FLEETDECK_GLOBAL_KNOWN_HOSTS"))
        return qEnvironmentVariable("FLEETDECK_GLOBAL_KNOWN_HOSTS")
            .split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return {QStringLiteral("/etc/ssh/ssh_known_hosts"), QStringLiteral("/etc/ssh/ssh_known_hosts2")};
}

std::optional<HostKeyPolicy> hostKeyPolicyFromString(const QString& text)
{
    if (text == QLatin1String("strict"))
        return HostKeyPolicy::Strict;
    if (text == QLatin1String("accept-new"))
        return HostKeyPolicy::AcceptNew;
    if (text == QLatin1String("ask"))
        return HostKeyPolicy::Ask;
    return std::nullopt;
}

} // namespace fleetdeck::ssh
