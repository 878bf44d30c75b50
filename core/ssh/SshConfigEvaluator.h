// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshConfig.h"
#include "ssh/SshConfigSyntax.h"

#include <optional>
#include <string>
#include <vector>

// One resolution the way OpenSSH 9.2's readconf.c makes it (process_config_line and
// match_cfg_line), behind SshConfig::evaluate. Internal to SshConfig.
namespace fleetdeck::ssh::config_syntax {

/// How a file is read: ssh's SSHCONF_* flags.
enum Flag { UserConfig = 1, CheckOwner = 2, NeverMatch = 4, FinalPass = 8 };
/// ssh's READCONF_MAX_DEPTH.
constexpr int kMaxIncludeDepth = 16;

// What ssh has gathered so far; unset until a line sets it (the first value wins).
struct Options
{
    std::optional<std::string> user, hostName, hostKeyAlias, proxyCommand, jumpHost, jumpUser, jumpExtra,
        ignoreUnknown;
    int port = -1;
    int jumpPort = -1;
    std::vector<std::string> identityFiles, userKnownHosts, globalKnownHosts;
    int identitiesOnly = -1, hashKnownHosts = -1, connectTimeout = -1, canonicalize = -1;
};

class Evaluator
{
public:
    Evaluator(const SshConfigResolver::Request& request, const SshConfig::Account& account)
        : m_request(request)
        , m_account(account)
    {}

    std::optional<ResolvedSshConfig> run(const std::optional<QString>& text, QString* error);

private:
    void readConfigFiles(const std::optional<QString>& text, int flags);
    int readFile(const std::string& path, int flags, bool& active, int depth);
    void processText(const std::string& name, const std::string& content, int flags, bool& active, int depth);
    bool processLine(std::string line, const std::string& file, int lineNo, bool& active, int flags,
                     int depth);
    int matchLine(Cursor& cursor, int flags);
    bool include(const std::vector<std::string>& args, bool& active, int flags, int depth);
    bool proxyJump(const std::string& value, bool active);
    void fatal(const QString& why)
    {
        if (!m_fatal)
            m_error = why;
        m_fatal = true;
    }
    bool bad(const std::string& file, int lineNo, const QString& why);

    const SshConfigResolver::Request& m_request;
    const SshConfig::Account& m_account;
    Options m_o;
    std::string m_host;     // what Host lines match: the alias, then the final host name
    std::string m_original; // the alias
    bool m_wantFinal = false;
    bool m_fatal = false;
    QString m_error;
    QString m_firstBad;
};

} // namespace fleetdeck::ssh::config_syntax
