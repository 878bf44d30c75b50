// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshConfigSyntax.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <mutex>

#include <arpa/inet.h>
#include <dirent.h>
#include <fnmatch.h>
#include <grp.h>
#include <netdb.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fleetdeck::ssh::config_syntax {

namespace {
constexpr const char* kBlanks = " \t\r\n";

bool isBlank(char c)
{
    return std::strchr(kBlanks, c) != nullptr && c != '\0';
}

std::size_t skipBlanks(const std::string& s, std::size_t pos)
{
    while (pos < s.size() && isBlank(s[pos]))
        ++pos;
    return pos;
}

bool hasMagic(const std::string& component)
{
    return component.find_first_of("*?[") != std::string::npos;
}

bool isDirectory(const std::string& path)
{
    struct stat st = {};
    return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

bool exists(const std::string& path)
{
    struct stat st = {};
    return ::lstat(path.c_str(), &st) == 0;
}

std::string homeOf(const std::string& user)
{
    if (user.empty()) {
        if (const char* home = std::getenv("HOME"); home && *home)
            return home;
        passwd pw{};
        passwd* found = nullptr;
        std::vector<char> buf(16384);
        if (::getpwuid_r(::getuid(), &pw, buf.data(), buf.size(), &found) == 0 && found)
            return found->pw_dir;
        return {};
    }
    return homeOfUser(user);
}

// getpwent() walks one process-wide cursor.
std::mutex& passwdWalk()
{
    static std::mutex m;
    return m;
}
} // namespace

std::string homeOfUser(const std::string& user)
{
    passwd pw{};
    passwd* found = nullptr;
    std::vector<char> buf(16384);
    if (::getpwnam_r(user.c_str(), &pw, buf.data(), buf.size(), &found) == 0 && found)
        return found->pw_dir;
    return {};
}

bool safeOwnerAndMode(const std::string& path, int fd)
{
    struct stat st = {};
    if ((fd >= 0 ? ::fstat(fd, &st) : ::stat(path.c_str(), &st)) != 0)
        return false;
    const uid_t me = ::getuid();
    if (st.st_uid != 0 && st.st_uid != me)
        return false;
    if (st.st_mode & S_IWOTH)
        return false;
    if (!(st.st_mode & S_IWGRP))
        return true;
    std::vector<char> buf(65536);
    group gr{};
    group* foundGroup = nullptr;
    if (::getgrgid_r(st.st_gid, &gr, buf.data(), buf.size(), &foundGroup) != 0 || !foundGroup)
        return false;
    int members = 0;
    {
        const std::lock_guard<std::mutex> lock(passwdWalk());
        ::setpwent();
        passwd pw{};
        passwd* entry = nullptr;
        std::vector<char> pwbuf(16384);
        bool others = false;
        while (::getpwent_r(&pw, pwbuf.data(), pwbuf.size(), &entry) == 0 && entry) {
            if (entry->pw_gid == st.st_gid) {
                ++members;
                others = others || entry->pw_uid != me;
            }
        }
        ::endpwent();
        if (others)
            return false;
    }
    passwd owner{};
    passwd* foundOwner = nullptr;
    std::vector<char> ownerBuf(16384);
    if (::getpwuid_r(st.st_uid, &owner, ownerBuf.data(), ownerBuf.size(), &foundOwner) != 0 || !foundOwner)
        return false;
    if (foundGroup->gr_mem && foundGroup->gr_mem[0]) {
        ++members;
        if (std::strcmp(foundOwner->pw_name, foundGroup->gr_mem[0]) != 0 || foundGroup->gr_mem[1])
            return false;
    }
    return members > 0;
}

std::optional<std::string> nextWord(Cursor& cursor)
{
    if (cursor.null || !cursor.line)
        return std::nullopt;
    const std::string& s = *cursor.line;
    const std::size_t start = cursor.pos;
    const std::size_t stop = s.find_first_of(" \t\r\n\"=", start);
    if (stop == std::string::npos) {
        cursor.null = true;
        return s.substr(start);
    }
    if (s[stop] == '"') {
        // The opening quote is dropped and the word runs to the next quote.
        const std::size_t close = s.find('"', stop + 1);
        if (close == std::string::npos) {
            cursor.null = true;
            return std::nullopt;
        }
        cursor.pos = skipBlanks(s, close + 1);
        return s.substr(start, stop - start) + s.substr(stop + 1, close - stop - 1);
    }
    const bool splitAtEquals = s[stop] == '=';
    std::string word = s.substr(start, stop - start);
    cursor.pos = skipBlanks(s, stop + 1);
    if (!splitAtEquals && cursor.pos < s.size() && s[cursor.pos] == '=')
        cursor.pos = skipBlanks(s, cursor.pos + 1);
    return word;
}

std::optional<std::string> rest(const Cursor& cursor)
{
    if (cursor.null || !cursor.line)
        return std::nullopt;
    return cursor.line->substr(std::min(cursor.pos, cursor.line->size()));
}

std::optional<std::vector<std::string>> splitArguments(const std::string& s)
{
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < s.size()) {
        if (s[i] == ' ' || s[i] == '\t') {
            ++i;
            continue;
        }
        if (s[i] == '#')
            break;
        std::string word;
        char quote = 0;
        for (; i < s.size(); ++i) {
            const char c = s[i];
            const char next = i + 1 < s.size() ? s[i + 1] : '\0';
            if (c == '\\') {
                if (next == '\'' || next == '"' || next == '\\' || (quote == 0 && next == ' '))
                    word += s[++i];
                else
                    word += c;
            } else if (quote == 0 && (c == ' ' || c == '\t')) {
                break;
            } else if (quote == 0 && (c == '"' || c == '\'')) {
                quote = c;
            } else if (quote != 0 && c == quote) {
                quote = 0;
            } else {
                word += c;
            }
        }
        if (quote != 0)
            return std::nullopt;
        out.push_back(std::move(word));
    }
    return out;
}

std::string asciiLower(std::string s)
{
    for (char& c : s) {
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    }
    return s;
}

bool equalsIgnoringCase(const std::string& a, const char* b)
{
    return asciiLower(a) == asciiLower(b);
}

bool matchPattern(const char* s, const char* pattern)
{
    for (;;) {
        if (!*pattern)
            return !*s;
        if (*pattern == '*') {
            while (*pattern == '*')
                ++pattern;
            if (!*pattern)
                return true;
            for (; *s; ++s) {
                if ((*pattern == '?' || *pattern == *s) && matchPattern(s, pattern))
                    return true;
            }
            return false;
        }
        if (!*s)
            return false;
        if (*pattern != '?' && *pattern != *s)
            return false;
        ++s;
        ++pattern;
    }
}

int matchPatternList(const std::string& s, const std::string& patterns, bool lowerPatterns)
{
    bool positive = false;
    std::size_t i = 0;
    while (i < patterns.size()) {
        const bool negated = patterns[i] == '!';
        if (negated)
            ++i;
        std::size_t end = patterns.find(',', i);
        if (end == std::string::npos)
            end = patterns.size();
        std::string sub = patterns.substr(i, end - i);
        if (sub.size() >= 1023) // ssh gives up on a sub-pattern this long: no match
            return 0;
        if (lowerPatterns)
            sub = asciiLower(sub);
        i = end < patterns.size() ? end + 1 : end;
        if (matchPattern(s.c_str(), sub.c_str())) {
            if (negated)
                return -1;
            positive = true;
        }
    }
    return positive ? 1 : 0;
}

bool matchHostName(const std::string& host, const std::string& patterns)
{
    return matchPatternList(asciiLower(host), patterns, true) == 1;
}

std::vector<std::string> globFiles(const std::string& patternIn, std::vector<std::string>* searched)
{
    std::string pattern = patternIn;
    if (!pattern.empty() && pattern[0] == '~') {
        const std::size_t slash = pattern.find('/');
        const std::string user =
            pattern.substr(1, slash == std::string::npos ? std::string::npos : slash - 1);
        const std::string home = homeOf(user);
        if (!home.empty() || user.empty())
            pattern = home + (slash == std::string::npos ? std::string() : pattern.substr(slash));
    }
    if (pattern.empty())
        return {};

    std::vector<std::string> components;
    std::size_t pos = 0;
    while (pos <= pattern.size()) {
        std::size_t slash = pattern.find('/', pos);
        if (slash == std::string::npos)
            slash = pattern.size();
        if (slash > pos)
            components.push_back(pattern.substr(pos, slash - pos));
        pos = slash + 1;
    }
    const bool absolute = pattern[0] == '/';
    std::vector<std::string> current{absolute ? std::string("/") : std::string()};
    for (std::size_t c = 0; c < components.size(); ++c) {
        const bool last = c + 1 == components.size();
        const std::string& component = components[c];
        std::vector<std::string> next;
        for (const std::string& base : current) {
            const std::string prefix = base.empty() || base.back() == '/' ? base : base + '/';
            if (!hasMagic(component)) {
                const std::string path = prefix + component;
                if (last ? exists(path) : isDirectory(path))
                    next.push_back(path);
                continue;
            }
            const std::string dir = base.empty() ? std::string(".") : base;
            if (searched)
                searched->push_back(dir);
            DIR* d = ::opendir(dir.c_str());
            if (!d)
                continue;
            while (const dirent* entry = ::readdir(d)) {
                const std::string name = entry->d_name;
                if (::fnmatch(component.c_str(), name.c_str(), FNM_PERIOD) != 0)
                    continue;
                const std::string path = prefix + name;
                if (last || isDirectory(path))
                    next.push_back(path);
            }
            ::closedir(d);
        }
        current = std::move(next);
        if (current.empty())
            break;
    }
    if (components.empty())
        current = absolute ? std::vector<std::string>{"/"} : std::vector<std::string>{};
    std::sort(current.begin(), current.end());
    return current;
}

std::optional<std::string> expandTokens(const std::string& s,
                                        const std::vector<std::pair<char, std::string>>& tokens, bool dollar)
{
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (dollar && s[i] == '$' && i + 1 < s.size() && s[i + 1] == '{') {
            const std::size_t close = s.find('}', i + 2);
            if (close == std::string::npos || close == i + 2)
                return std::nullopt;
            const char* value = std::getenv(s.substr(i + 2, close - i - 2).c_str());
            if (!value)
                return std::nullopt;
            out += value;
            i = close;
            continue;
        }
        if (s[i] != '%') {
            out += s[i];
            continue;
        }
        if (++i >= s.size())
            return std::nullopt;
        if (s[i] == '%') {
            out += '%';
            continue;
        }
        const auto token =
            std::find_if(tokens.begin(), tokens.end(), [c = s[i]](const auto& t) { return t.first == c; });
        if (token == tokens.end())
            return std::nullopt;
        out += token->second;
    }
    return out;
}

int portNumber(const std::string& s)
{
    if (!s.empty() && s.find_first_not_of("0123456789") == std::string::npos) {
        errno = 0;
        const long long port = std::strtoll(s.c_str(), nullptr, 10);
        return errno == 0 && port <= 65535 ? int(port) : -1;
    }
    if (s.empty())
        return -1;
    servent entry{};
    servent* found = nullptr;
    std::vector<char> buf(4096);
    if (::getservbyname_r(s.c_str(), "tcp", &entry, buf.data(), buf.size(), &found) == 0 && found)
        return ntohs(uint16_t(found->s_port));
    return -1;
}

int timeSeconds(const std::string& s)
{
    if (s.empty())
        return -1;
    long total = 0;
    const char* p = s.c_str();
    while (*p) {
        char* end = nullptr;
        errno = 0;
        const long secs = std::strtol(p, &end, 10);
        if (p == end || errno == ERANGE || secs < 0)
            return -1;
        long multiplier = 1;
        switch (*end) {
        case '\0':
            break;
        case 's':
        case 'S':
            ++end;
            break;
        case 'm':
        case 'M':
            multiplier = 60;
            ++end;
            break;
        case 'h':
        case 'H':
            multiplier = 60 * 60;
            ++end;
            break;
        case 'd':
        case 'D':
            multiplier = 24 * 60 * 60;
            ++end;
            break;
        case 'w':
        case 'W':
            multiplier = 7 * 24 * 60 * 60;
            ++end;
            break;
        default:
            return -1;
        }
        if (secs > INT_MAX / multiplier || total > INT_MAX - secs * multiplier)
            return -1;
        total += secs * multiplier;
        p = end;
    }
    return int(total);
}

bool isAddress(const std::string& s)
{
    unsigned char buf[16];
    return ::inet_pton(AF_INET, s.c_str(), buf) == 1 || ::inet_pton(AF_INET6, s.c_str(), buf) == 1;
}

} // namespace fleetdeck::ssh::config_syntax
