// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshConfigSyntax.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>

#include <arpa/inet.h>
#include <netdb.h>

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

} // namespace
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

std::optional<HostPort> parseHop(std::string s)
{
    HostPort out;
    if (s.rfind("ssh://", 0) == 0) {
        s = s.substr(6);
        if (const std::size_t slash = s.find('/'); slash != std::string::npos) {
            if (slash + 1 != s.size())
                return std::nullopt;
            s.erase(slash);
        }
    }
    if (const std::size_t at = s.rfind('@'); at != std::string::npos) {
        if (at == 0)
            return std::nullopt;
        out.user = s.substr(0, at);
        s = s.substr(at + 1);
    }
    std::size_t end;
    if (!s.empty() && s[0] == '[') {
        end = s.find(']');
        if (end == std::string::npos)
            return std::nullopt;
        ++end;
    } else {
        end = s.find_first_of(":/");
        if (end == std::string::npos)
            end = s.size();
    }
    if (end < s.size() && s[end] != ':' && s[end] != '/')
        return std::nullopt;
    out.host = s.substr(0, end);
    const std::string port = end < s.size() ? s.substr(end + 1) : std::string();
    if (out.host.empty())
        return std::nullopt;
    if (out.host.size() >= 2 && out.host.front() == '[' && out.host.back() == ']')
        out.host = out.host.substr(1, out.host.size() - 2);
    if (!port.empty() && (out.port = portNumber(port)) <= 0)
        return std::nullopt;
    return out;
}

bool isAddress(const std::string& s)
{
    unsigned char buf[16];
    return ::inet_pton(AF_INET, s.c_str(), buf) == 1 || ::inet_pton(AF_INET6, s.c_str(), buf) == 1;
}

} // namespace fleetdeck::ssh::config_syntax
