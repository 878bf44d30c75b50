// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

// The lexical rules of OpenSSH's client config (readconf.c and misc.c of OpenSSH 9.2), on the
// file's bytes: how a line splits into keyword and arguments, how patterns match, and how an
// Include argument expands. Internal to SshConfig; kept apart so the evaluation reads as ssh's.
namespace fleetdeck::ssh::config_syntax {

/// A position in a line that ssh's strdelim() walks; `null` once the line is used up.
struct Cursor
{
    const std::string* line = nullptr;
    std::size_t pos = 0;
    bool null = false;
};

/// ssh's strdelim(): the next word, split at blanks, `"` quotes and (once) at `=`. nullopt where
/// ssh returns NULL (nothing left, or an unterminated quote).
std::optional<std::string> nextWord(Cursor& cursor);
/// The rest of the line from the cursor, or nullopt when the cursor is used up.
std::optional<std::string> rest(const Cursor& cursor);

/// ssh's argv_split() with comments ending the line: words with quotes ("" or '') and the escapes
/// \" \' \\ and "\ " removed. nullopt for an unterminated quote.
std::optional<std::vector<std::string>> splitArguments(const std::string& text);

std::string asciiLower(std::string s);
bool equalsIgnoringCase(const std::string& a, const char* b);

/// One pattern with * and ?, compared byte for byte (case matters): ssh's match_pattern().
bool matchPattern(const char* s, const char* pattern);
/// A comma-separated pattern list with !negation: 1 matched, -1 a negated pattern matched,
/// 0 neither. `lowerPatterns` folds the patterns (not the string) to lower case.
int matchPatternList(const std::string& s, const std::string& patterns, bool lowerPatterns);
/// `Match host`/`originalhost`: the host folded to lower case, patterns too.
bool matchHostName(const std::string& host, const std::string& patterns);

/// The files an Include argument names, in glob(3)'s sorted order. A leading ~ takes $HOME
/// (glob's GLOB_TILDE, as ssh uses it). `searched` receives the directories that were listed.
std::vector<std::string> globFiles(const std::string& pattern, std::vector<std::string>* searched);

/// ssh's percent_expand() (and percent_dollar_expand() when `dollar`): %% and the given one-letter
/// tokens, ${VAR} from the environment. nullopt for an unknown token, a lone % or a missing variable.
std::optional<std::string> expandTokens(const std::string& s,
                                        const std::vector<std::pair<char, std::string>>& tokens, bool dollar);

/// The home of a named account (getpwnam_r); empty when there is none.
std::string homeOfUser(const std::string& user);
/// Debian's ssh check of an included config file: owned by root or the caller, not writable by
/// others, group-writable only when that group's one member is the owner (a user private group).
bool safeOwnerAndMode(const std::string& path, int fd);

/// ssh's a2port(): 1..65535 or a service name; -1 otherwise (0 is returned as 0).
int portNumber(const std::string& s);
/// ssh's convtime(): "90", "1m30s", ...; -1 when not a time.
int timeSeconds(const std::string& s);
/// One hop of a ProxyJump: ssh's parse_user_host_port() (and the plain form of an ssh:// URI).
struct HostPort
{
    std::optional<std::string> user;
    std::string host;
    int port = -1;
};
std::optional<HostPort> parseHop(std::string s);

/// Whether OpenSSH knows `keyword` (lower case) though SshConfig does not evaluate it.
bool isOtherKeyword(const std::string& keyword);

/// ssh's is_addr(): a numeric IPv4 or IPv6 address (kept in its case).
bool isAddress(const std::string& s);

} // namespace fleetdeck::ssh::config_syntax
