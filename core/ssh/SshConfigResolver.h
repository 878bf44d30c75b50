// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace fleetdeck::ssh {

/// What the OpenSSH client would use to reach a host alias: the subset of `ssh -G ALIAS` that
/// Fleetdeck honours, with every `~` and `%` token of the file options already expanded.
struct ResolvedSshConfig
{
    QString alias;    ///< what was asked for (ssh's %n)
    QString hostName; ///< where TCP goes (or what ProxyJump's last hop forwards to)
    int port = 22;
    QString user;
    /// Every IdentityFile in the order ssh would try them. When the config names none, ssh's own
    /// defaults (~/.ssh/id_rsa, id_ecdsa, ...); identityFilesAreDefaults then says so.
    QStringList identityFiles;
    bool identityFilesAreDefaults = true;
    bool identitiesOnly = false;
    QString proxyJump;    ///< as ssh -G prints it; empty for none
    QString proxyCommand; ///< tokens not yet expanded (%h %p %r %n %%); empty for none
    std::optional<QString> hostKeyAlias;
    QStringList userKnownHostsFiles;   ///< in order; the first is the one ssh writes to
    QStringList globalKnownHostsFiles; ///< read only
    bool hashKnownHosts = false;
    std::optional<int> connectTimeoutSecs;
    /// "ssh -G" when openssh-client answered, "fallback" when Fleetdeck's own parser did.
    QString source;

    bool operator==(const ResolvedSshConfig&) const = default;
};

/// Resolves host aliases of an OpenSSH client config exactly as `ssh -G` does
/// (docs/openssh-parity.md): by running `ssh -G` when openssh-client is installed, else with the own
/// parser (SshConfig) as the fallback. Results are cached per (config file, alias, user, port)
/// and resolved again when a file the resolution read has changed. Thread-safe: every worker
/// thread may call it.
class SshConfigResolver
{
public:
    struct Request
    {
        QString alias;
        /// The config file (`ssh -F`). Empty: the account's own ~/.ssh/config and the system-wide
        /// /etc/ssh/ssh_config, as a plain `ssh ALIAS` reads them.
        QString configPath;
        std::optional<QString> user; ///< as `ssh -l USER` (a ProxyJump hop's `user@`)
        std::optional<int> port;     ///< as `ssh -p PORT` (a ProxyJump hop's `:port`)
    };

    /// nullopt with a reason (the config cannot be read or ssh refuses it: `ssh -G`'s stderr).
    static std::optional<ResolvedSshConfig> resolve(const Request& request, QString* error);

    /// Forces the fallback parser (tests: the differential corpus runs both ways), or lets the
    /// resolver pick again (`ssh -G` when found). Also settable by FLEETDECK_SSH_G=0.
    static void setUseOpenSsh(bool use);
    static bool usesOpenSsh();
    /// Forgets every cached resolution.
    static void clearCache();
};

} // namespace fleetdeck::ssh
