// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshConfigResolver.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace fleetdeck::ssh {

/// Fleetdeck's own reading of an OpenSSH client config: the fallback of SshConfigResolver when
/// openssh-client is not installed. It follows OpenSSH 9.2's readconf.c: the first value obtained
/// wins, IdentityFile accumulates, Host patterns match case-sensitively, Match (all, host,
/// originalhost, user, localuser, canonical, final; `exec` is refused), Include with globs, the
/// same refusals of bad lines. tests/core/ssh/tst_sshconfig_openssh compares it with `ssh -G`.
class SshConfig
{
public:
    /// The account resolving: ssh's %u, `Match localuser` and the home of a plain `ssh ALIAS`.
    struct Account
    {
        QString name;
        QString passwdHome; ///< pw_dir: where a plain `ssh` finds ~/.ssh/config
        QString home;       ///< $HOME: Fleetdeck's ~ and %d (see SshConfigResolver.cpp)
        QString uid;        ///< %i
        QString thisHost;   ///< %l (and %L, up to the first dot)
        static Account current();
    };

    /// Evaluates like `ssh -G [-F configPath] [-l user] [-p port] alias`: the options Fleetdeck
    /// honours as ssh -G prints them (IdentityFile, UserKnownHostsFile and GlobalKnownHostsFile
    /// still unexpanded). nullopt with the reason where ssh would refuse the config.
    static std::optional<ResolvedSshConfig> evaluate(const SshConfigResolver::Request& request,
                                                     const Account& account, QString* error);
    /// The same with `text` standing for the -F file (tests, fuzzing); its Includes are read.
    static std::optional<ResolvedSshConfig> evaluateText(const QString& text,
                                                         const SshConfigResolver::Request& request,
                                                         const Account& account, QString* error);
    /// Every file a resolution of `configPath` may read (the file, what it Includes, recursively,
    /// active or not), and the directories whose listing an Include glob took.
    static QStringList filesRead(const QString& configPath, const Account& account);

    /// Expands what ssh expands before use: ~ (with Account::home), ${ENV} and the tokens
    /// %% %C %L %i %k %l %n %p %d %h %r %u of every IdentityFile (dropping `none`) and, when
    /// `userKnownHostsToo`, of UserKnownHostsFile; ~ of GlobalKnownHostsFile.
    static bool expandPaths(ResolvedSshConfig& config, const Account& account, bool userKnownHostsToo,
                            QString* error);

    /// What ssh -G prints when the config names no IdentityFile: OpenSSH's seven defaults.
    static QStringList defaultIdentityFiles();

    /// One hop of a ProxyJump list: [user@]host[:port].
    struct Jump
    {
        QString user;
        QString host;
        std::optional<int> port;
    };
    /// Splits a ProxyJump value into hops; nullopt when a hop cannot be read.
    static std::optional<QList<Jump>> parseJumps(const QString& value);
    /// Whether a `Host` line's patterns select `host`: ssh's rules (* ? and !negation, case
    /// matters).
    static bool patternListMatches(const QStringList& patterns, const QString& host);

    // The interface SshConnection used before SshConfigResolver; kept until it moves over.
    struct Resolved
    {
        QString hostName;
        std::optional<int> port;
        std::optional<QString> user;
        QStringList identityFiles;
        QString proxyJump;
    };
    bool load(const QString& path, QString* error);
    void parse(const QString& text);
    Resolved resolve(const QString& alias, const QString& localUser) const;

private:
    QString m_path;
    std::optional<QString> m_text;
};

} // namespace fleetdeck::ssh
