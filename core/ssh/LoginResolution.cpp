// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/LoginResolution.h"

#include "ssh/SshConfigResolver.h"

#include <QDir>

namespace fleetdeck::ssh {

namespace {
// The operator chose the user known_hosts file (--known-hosts or $FLEETDECK_KNOWN_HOSTS) rather
// than taking the default: that choice wins over the config's UserKnownHostsFile.
bool knownHostsChosen(const QString& path)
{
    return qEnvironmentVariableIsSet("FLEETDECK_KNOWN_HOSTS") ||
           QDir::cleanPath(path) != QDir::cleanPath(QDir::homePath() + QStringLiteral("/.ssh/known_hosts"));
}

std::optional<ResolvedSshConfig> resolveConfig(const SshTarget& requested, QString* error)
{
    // As `ssh -G -F CONFIG [-l USER] [-p PORT] ALIAS`: the config decides HostName, Port and
    // User; only a hop's explicit user@ and :port come in as -l and -p.
    SshConfigResolver::Request request;
    request.alias = requested.host;
    request.configPath = requested.sshConfigPath;
    request.user = requested.userOverride;
    request.port = requested.portOverride;
    return SshConfigResolver::resolve(request, error);
}
} // namespace

QStringList defaultIdentityFiles()
{
    QStringList files;
    for (const char* name : {"id_ed25519", "id_ecdsa", "id_rsa"})
        files << QDir::homePath() + QStringLiteral("/.ssh/") + QLatin1String(name);
    return files;
}

std::optional<ResolvedLogin> resolveLogin(const SshTarget& requested, QString* error)
{
    ResolvedLogin login;
    login.target = requested;
    login.alias = requested.host;
    if (requested.identity) {
        login.identityFiles = {*requested.identity};
        login.explicitIdentity = true;
        login.identitiesOnly = true;
    } else if (requested.useDefaultKeys) {
        login.identityFiles = defaultIdentityFiles();
    }
    if (!requested.useSshConfig) {
        if (requested.proxyJumpOverride &&
            requested.proxyJumpOverride->compare(QLatin1String("none"), Qt::CaseInsensitive) != 0)
            login.proxyJump = *requested.proxyJumpOverride;
        return login;
    }

    const std::optional<ResolvedSshConfig> r = resolveConfig(requested, error);
    if (!r)
        return std::nullopt;
    SshTarget& t = login.target;
    t.host = r->hostName;
    t.port = r->port;
    t.user = r->user;
    if (!requested.identity) {
        login.identitiesOnly = r->identitiesOnly;
        // The config's IdentityFiles; ssh's default files only for a login that uses default keys.
        login.identityFiles.clear();
        if (requested.useDefaultKeys || !r->identityFilesAreDefaults)
            login.identityFiles = r->identityFiles;
    }
    if (!knownHostsChosen(requested.knownHostsPath) && !r->userKnownHostsFiles.isEmpty()) {
        t.knownHostsPath = r->userKnownHostsFiles.first();
        t.moreKnownHostsFiles = r->userKnownHostsFiles.mid(1);
    }
    if (!qEnvironmentVariableIsSet("FLEETDECK_GLOBAL_KNOWN_HOSTS"))
        t.globalKnownHostsFiles = r->globalKnownHostsFiles;
    t.hostKeyAlias = r->hostKeyAlias;
    t.hashKnownHosts = r->hashKnownHosts;
    login.connectTimeoutSecs = r->connectTimeoutSecs;
    login.proxyJump = requested.proxyJumpOverride.value_or(r->proxyJump);
    if (login.proxyJump.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0)
        login.proxyJump.clear();
    // ProxyJump and ProxyCommand exclude each other; a jump given in place of the config's wins.
    if (login.proxyJump.isEmpty() && !requested.proxyJumpOverride &&
        r->proxyCommand.compare(QLatin1String("none"), Qt::CaseInsensitive) != 0)
        login.proxyCommand = r->proxyCommand;
    return login;
}

} // namespace fleetdeck::ssh
