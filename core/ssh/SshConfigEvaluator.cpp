// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshConfigEvaluator.h"

#include "Tr.h"

#include <QFile>

#include <set>

#include <sys/stat.h>
#include <unistd.h>

namespace fleetdeck::ssh::config_syntax {

namespace {
constexpr std::size_t kMaxIdentityFiles = 100;
constexpr std::size_t kMaxKnownHostsFiles = 32;
constexpr off_t kMaxConfigBytes = 4 * 1024 * 1024;

QString q(const std::string& s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

std::string b(const QString& s)
{
    return s.toUtf8().toStdString();
}

int flagValue(const std::string& arg)
{
    if (equalsIgnoringCase(arg, "yes") || equalsIgnoringCase(arg, "true"))
        return 1;
    if (equalsIgnoringCase(arg, "no") || equalsIgnoringCase(arg, "false"))
        return 0;
    return -1;
}
} // namespace

bool Evaluator::bad(const std::string& file, int lineNo, const QString& why)
{
    if (m_firstBad.isEmpty())
        m_firstBad = Tr::tr("%1 line %2: %3").arg(q(file)).arg(lineNo).arg(why);
    return false;
}

std::optional<ResolvedSshConfig> Evaluator::run(const std::optional<QString>& text, QString* error)
{
    if (m_request.user)
        m_o.user = b(*m_request.user);
    if (m_request.port)
        m_o.port = *m_request.port;
    m_host = m_original = b(m_request.alias);

    readConfigFiles(text, 0);
    std::string host = m_original;
    if (!m_fatal && m_o.hostName) {
        if (const auto expanded = expandTokens(*m_o.hostName, {{'h', m_original}}, false))
            host = *expanded;
        else
            fatal(Tr::tr("HostName %1: unknown %-token").arg(q(*m_o.hostName)));
    }
    if (!isAddress(host))
        host = asciiLower(host);
    if (!m_fatal && (m_wantFinal || m_o.canonicalize > 0)) {
        m_o.hostName = host;
        m_host = host;
        readConfigFiles(text, FinalPass);
    }
    if (m_fatal) {
        *error = m_error;
        return std::nullopt;
    }

    if (!m_o.user)
        m_o.user = b(m_account.name);
    if (m_o.port <= 0)
        m_o.port = 22;
    if (m_o.jumpHost == "none" && m_o.jumpPort == 0 && !m_o.jumpUser)
        m_o.jumpHost.reset();
    if (m_o.jumpHost) {
        const int jumpPort = m_o.jumpPort <= 0 ? 22 : m_o.jumpPort;
        if (*m_o.jumpHost == host && m_o.port == jumpPort && m_o.jumpUser.value_or(*m_o.user) == *m_o.user) {
            *error = Tr::tr("jumphost loop via %1").arg(q(*m_o.jumpHost));
            return std::nullopt;
        }
    }

    ResolvedSshConfig r;
    r.alias = m_request.alias;
    r.hostName = q(host);
    r.port = m_o.port;
    r.user = q(*m_o.user);
    r.identityFilesAreDefaults = m_o.identityFiles.empty();
    if (m_o.identityFiles.empty()) {
        r.identityFiles = SshConfig::defaultIdentityFiles();
    } else {
        for (const std::string& path : m_o.identityFiles)
            r.identityFiles << q(path);
    }
    r.identitiesOnly = m_o.identitiesOnly == 1;
    if (m_o.jumpHost) {
        const std::string& jh = *m_o.jumpHost;
        const bool numeric =
            jh.find(':') != std::string::npos || jh.find_first_not_of("1234567890.") == std::string::npos;
        std::string jump = m_o.jumpExtra ? *m_o.jumpExtra + "," : std::string();
        if (m_o.jumpUser)
            jump += *m_o.jumpUser + "@";
        jump += numeric ? "[" + jh + "]" : jh;
        if (m_o.jumpPort > 0)
            jump += ":" + std::to_string(m_o.jumpPort);
        r.proxyJump = q(jump);
    } else if (m_o.proxyCommand && !equalsIgnoringCase(*m_o.proxyCommand, "none")) {
        r.proxyCommand = q(*m_o.proxyCommand);
    }
    if (m_o.hostKeyAlias)
        r.hostKeyAlias = q(asciiLower(*m_o.hostKeyAlias));
    if (m_o.userKnownHosts.empty())
        r.userKnownHostsFiles = {QStringLiteral("~/.ssh/known_hosts"), QStringLiteral("~/.ssh/known_hosts2")};
    else if (!equalsIgnoringCase(m_o.userKnownHosts.front(), "none"))
        for (const std::string& path : m_o.userKnownHosts)
            r.userKnownHostsFiles << q(path);
    if (m_o.globalKnownHosts.empty())
        r.globalKnownHostsFiles = {QStringLiteral("/etc/ssh/ssh_known_hosts"),
                                   QStringLiteral("/etc/ssh/ssh_known_hosts2")};
    else if (!equalsIgnoringCase(m_o.globalKnownHosts.front(), "none"))
        for (const std::string& path : m_o.globalKnownHosts)
            r.globalKnownHostsFiles << q(path);
    r.hashKnownHosts = m_o.hashKnownHosts == 1;
    if (m_o.connectTimeout >= 0)
        r.connectTimeoutSecs = m_o.connectTimeout;
    r.source = QStringLiteral("fallback");
    return r;
}

void Evaluator::readConfigFiles(const std::optional<QString>& text, int flags)
{
    bool active = true;
    if (text) {
        processText("(config text)", b(*text), flags | UserConfig, active, 0);
    } else if (!m_request.configPath.isEmpty()) {
        if (m_request.configPath.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0)
            return;
        if (readFile(b(m_request.configPath), flags | UserConfig, active, 0) != 1 && !m_fatal)
            fatal(Tr::tr("Can't open user config file %1").arg(m_request.configPath));
    } else {
        readFile(b(m_account.passwdHome + QStringLiteral("/.ssh/config")), flags | UserConfig | CheckOwner,
                 active, 0);
        active = true;
        if (!m_fatal)
            readFile("/etc/ssh/ssh_config", flags, active, 0);
    }
}

// 1 read, 0 could not be opened; a refusal sets m_fatal.
int Evaluator::readFile(const std::string& path, int flags, bool& active, int depth)
{
    if (depth > kMaxIncludeDepth) {
        fatal(Tr::tr("Too many recursive configuration includes"));
        return 0;
    }
    // Only regular files are read: a directory reads as empty to ssh too; a device or FIFO named
    // by an Include (ssh would read /dev/zero forever) is taken as empty.
    struct stat st = {};
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
        return 1;
    if (st.st_size > kMaxConfigBytes) { // e.g. /proc/kcore; no config is that long
        fatal(Tr::tr("%1 is too large for a config file").arg(q(path)));
        return 0;
    }
    QFile file(q(path));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    if (flags & CheckOwner) {
        if (!safeOwnerAndMode(path, file.handle())) {
            fatal(Tr::tr("Bad owner or permissions on %1").arg(q(path)));
            return 0;
        }
    }
    processText(path, file.readAll().toStdString(), flags, active, depth);
    return 1;
}

void Evaluator::processText(const std::string& name, const std::string& content, int flags, bool& active,
                            int depth)
{
    int bads = 0;
    int lineNo = 0;
    std::size_t pos = 0;
    while (pos < content.size() && !m_fatal) {
        std::size_t end = content.find('\n', pos);
        end = end == std::string::npos ? content.size() : end + 1;
        std::string line = content.substr(pos, end - pos);
        if (const std::size_t nul = line.find('\0'); nul != std::string::npos)
            line.erase(nul); // C reads the line up to its first NUL
        pos = end;
        if (!processLine(std::move(line), name, ++lineNo, active, flags, depth))
            ++bads;
    }
    if (bads > 0 && !m_fatal)
        fatal(Tr::tr("%1: terminating, %2 bad configuration options (%3)")
                  .arg(q(name))
                  .arg(bads)
                  .arg(m_firstBad));
}

bool Evaluator::processLine(std::string line, const std::string& file, int lineNo, bool& active, int flags,
                            int depth)
{
    while (line.size() > 1 && std::string(" \t\r\n\f").find(line.back()) != std::string::npos)
        line.pop_back();
    Cursor cursor{&line, 0, false};
    std::optional<std::string> keyword = nextWord(cursor);
    if (keyword && keyword->empty())
        keyword = nextWord(cursor);
    if (!keyword || keyword->empty() || keyword->front() == '\n' || keyword->front() == '#')
        return true;
    const std::string key = asciiLower(*keyword);
    std::string str = rest(cursor).value_or(std::string());
    str.erase(0, std::min(str.size(), str.find_first_not_of(" \t\r\n")));
    if (!rest(cursor) || str.empty())
        return bad(file, lineNo, Tr::tr("no argument after keyword \"%1\"").arg(q(key)));

    static const std::set<std::string> evaluated{"host",
                                                 "match",
                                                 "include",
                                                 "hostname",
                                                 "user",
                                                 "hostkeyalias",
                                                 "port",
                                                 "identityfile",
                                                 "identityfile2",
                                                 "identitiesonly",
                                                 "hashknownhosts",
                                                 "connecttimeout",
                                                 "userknownhostsfile",
                                                 "globalknownhostsfile",
                                                 "proxycommand",
                                                 "proxyjump",
                                                 "ignoreunknown",
                                                 "canonicalizehostname"};
    bool known = evaluated.count(key) || isOtherKeyword(key);
    const bool ignoredUnknown =
        !known && m_o.ignoreUnknown && matchPatternList(key, *m_o.ignoreUnknown, true) == 1;
    const std::optional<std::vector<std::string>> split = splitArguments(str);
    if (!known && !ignoredUnknown)
        return bad(file, lineNo, Tr::tr("Bad configuration option: %1").arg(q(key)));
    if (!split)
        return bad(file, lineNo, Tr::tr("invalid quotes"));
    if (!known || !evaluated.count(key))
        return true;
    const std::vector<std::string>& args = *split;
    const std::string first = args.empty() ? std::string() : args.front();
    const auto singleArgument = [&]() {
        if (first.empty())
            return bad(file, lineNo, Tr::tr("Missing argument."));
        if (args.size() > 1)
            return bad(file, lineNo, Tr::tr("keyword %1 extra arguments at end of line").arg(q(key)));
        return true;
    };

    if (key == "host") {
        active = false;
        for (const std::string& arg : args) {
            if (arg.empty())
                return bad(file, lineNo, Tr::tr("keyword %1 empty argument").arg(q(key)));
            if (flags & NeverMatch)
                break;
            const bool negated = arg[0] == '!';
            if (matchPattern(m_host.c_str(), arg.c_str() + (negated ? 1 : 0))) {
                if (negated) {
                    active = false;
                    break;
                }
                active = true;
            }
        }
        return true;
    }
    if (key == "match") {
        std::string condition = str;
        Cursor c{&condition, 0, false};
        const int value = matchLine(c, flags);
        if (value < 0)
            return bad(file, lineNo, Tr::tr("Bad Match condition"));
        active = (flags & NeverMatch) ? false : value == 1;
        return true;
    }
    if (key == "include")
        return include(args, active, flags, depth) || bad(file, lineNo, m_error);
    if (key == "proxycommand") {
        if (!m_o.jumpHost && active && !m_o.proxyCommand)
            m_o.proxyCommand = str.substr(std::min(str.size(), str.find_first_not_of(" \t\r\n=")));
        return true;
    }
    if (key == "proxyjump") {
        const std::string value = str.substr(std::min(str.size(), str.find_first_not_of(" \t\r\n=")));
        return proxyJump(value, active) ||
               bad(file, lineNo, Tr::tr("Invalid ProxyJump \"%1\"").arg(q(value)));
    }
    if (key == "userknownhostsfile" || key == "globalknownhostsfile") {
        std::vector<std::string>& list =
            key == "userknownhostsfile" ? m_o.userKnownHosts : m_o.globalKnownHosts;
        const bool wasEmpty = list.empty();
        for (std::size_t i = 0; i < args.size(); ++i) {
            if (args[i].empty())
                return bad(file, lineNo, Tr::tr("keyword %1 empty argument").arg(q(key)));
            if (equalsIgnoringCase(args[i], "none") && args.size() > 1)
                return bad(file, lineNo,
                           Tr::tr("keyword %1 \"none\" argument must appear alone.").arg(q(key)));
            if (active && wasEmpty) {
                if (list.size() >= kMaxKnownHostsFiles)
                    return bad(file, lineNo, Tr::tr("too many %1 entries.").arg(q(key)));
                list.push_back(args[i]);
            }
        }
        return true;
    }
    if (!singleArgument())
        return false;
    if (key == "hostname" || key == "user" || key == "hostkeyalias" || key == "ignoreunknown") {
        std::optional<std::string>& target = key == "hostname"       ? m_o.hostName
                                             : key == "user"         ? m_o.user
                                             : key == "hostkeyalias" ? m_o.hostKeyAlias
                                                                     : m_o.ignoreUnknown;
        if (active && !target)
            target = first;
    } else if (key == "port") {
        const int port = portNumber(first);
        if (port <= 0)
            return bad(file, lineNo, Tr::tr("Bad port '%1'.").arg(q(first)));
        if (active && m_o.port == -1)
            m_o.port = port;
    } else if (key == "identityfile" || key == "identityfile2") {
        if (active) {
            if (m_o.identityFiles.size() >= kMaxIdentityFiles)
                return bad(file, lineNo, Tr::tr("Too many identity files specified"));
            if (std::find(m_o.identityFiles.begin(), m_o.identityFiles.end(), first) ==
                m_o.identityFiles.end())
                m_o.identityFiles.push_back(first);
        }
    } else if (key == "identitiesonly" || key == "hashknownhosts") {
        const int value = flagValue(first);
        if (value < 0)
            return bad(file, lineNo, Tr::tr("unsupported option \"%1\".").arg(q(first)));
        int& target = key == "identitiesonly" ? m_o.identitiesOnly : m_o.hashKnownHosts;
        if (active && target == -1)
            target = value;
    } else if (key == "canonicalizehostname") {
        const int value = equalsIgnoringCase(first, "always") ? 2 : flagValue(first);
        if (value < 0)
            return bad(file, lineNo, Tr::tr("unsupported option \"%1\".").arg(q(first)));
        if (active && m_o.canonicalize == -1)
            m_o.canonicalize = value;
    } else if (key == "connecttimeout") {
        const int value = first == "none" ? -1 : timeSeconds(first);
        if (value < 0 && first != "none")
            return bad(file, lineNo, Tr::tr("invalid time value."));
        if (active && m_o.connectTimeout == -1)
            m_o.connectTimeout = value;
    }
    return true;
}

// ssh's match_cfg_line(): 1 matched, 0 not, -1 a bad condition.
int Evaluator::matchLine(Cursor& cursor, int flags)
{
    const std::string ruser = m_o.user.value_or(b(m_account.name));
    std::string host = m_host;
    if (flags & FinalPass) {
        host = m_o.hostName.value_or(m_host);
    } else if (m_o.hostName) {
        const auto expanded = expandTokens(*m_o.hostName, {{'h', m_host}}, false);
        if (!expanded) {
            fatal(Tr::tr("HostName %1: unknown %-token").arg(q(*m_o.hostName)));
            return -1;
        }
        host = *expanded;
    }
    int result = 1;
    int attributes = 0;
    while (const std::optional<std::string> word = nextWord(cursor)) {
        if (word->empty())
            break;
        if (word->front() == '#') {
            cursor.null = true;
            break;
        }
        const bool negate = word->front() == '!';
        const std::string attribute = asciiLower(word->substr(negate ? 1 : 0));
        if (attribute == "all") {
            if (attributes > 1)
                return -1;
            const std::optional<std::string> arg = nextWord(cursor);
            if (arg && !arg->empty() && arg->front() != '#')
                return -1;
            if (arg && !arg->empty())
                cursor.null = true;
            if (result)
                result = negate ? 0 : 1;
            return result;
        }
        ++attributes;
        if (attribute == "canonical" || attribute == "final") {
            if (attribute == "final")
                m_wantFinal = true;
            if (bool(flags & FinalPass) == negate)
                result = 0;
            continue;
        }
        const std::optional<std::string> arg = nextWord(cursor);
        if (!arg || arg->empty() || arg->front() == '#')
            return -1;
        bool matched = false;
        if (attribute == "host") {
            matched = matchHostName(host, *arg);
        } else if (attribute == "originalhost") {
            matched = matchHostName(m_original, *arg);
        } else if (attribute == "user") {
            matched = matchPatternList(ruser, *arg, false) == 1;
        } else if (attribute == "localuser") {
            matched = matchPatternList(b(m_account.name), *arg, false) == 1;
        } else if (attribute == "exec") {
            if (result != 1)
                continue; // ssh does not run it either once a condition failed
            // Running commands named in a config file is left to ssh itself.
            fatal(Tr::tr("Match exec \"%1\" needs OpenSSH's ssh to be evaluated; install openssh-client")
                      .arg(q(*arg)));
            return -1;
        } else {
            return -1;
        }
        if (matched == negate)
            result = 0;
    }
    return attributes == 0 ? -1 : result;
}

bool Evaluator::include(const std::vector<std::string>& args, bool& active, int flags, int depth)
{
    for (const std::string& arg : args) {
        if (arg.empty() || (arg[0] == '~' && !(flags & UserConfig))) {
            m_error = Tr::tr("bad include path %1.").arg(q(arg));
            return false;
        }
        std::string path = arg;
        if (arg[0] != '/' && arg[0] != '~')
            path = std::string((flags & UserConfig) ? "~/.ssh/" : "/etc/ssh/") + arg;
        const bool wasActive = active;
        for (const std::string& file : globFiles(path, nullptr)) {
            const int r =
                readFile(file, flags | CheckOwner | (wasActive ? 0 : NeverMatch), active, depth + 1);
            if (m_fatal)
                return true;
            if (r != 1 && ::access(file.c_str(), F_OK) == 0) {
                m_error = Tr::tr("Can't open user config file %1").arg(q(file));
                return false;
            }
            active = wasActive; // a Match inside the included file does not leak out of it
        }
    }
    return true;
}

bool Evaluator::proxyJump(const std::string& value, bool active)
{
    active = active && !m_o.proxyCommand && !m_o.jumpHost;
    std::string hops = value.substr(0, value.find('#'));
    while (!hops.empty() && std::string(" \t\r\n").find(hops.back()) != std::string::npos)
        hops.pop_back();
    const bool none = equalsIgnoringCase(value, "none");
    std::optional<HostPort> last;
    if (!none) {
        // Every hop must read; the last one is where ssh -J goes first with -W.
        const std::vector<std::string> parts = [&hops] {
            std::vector<std::string> out;
            std::size_t from = 0;
            for (std::size_t comma; (comma = hops.find(',', from)) != std::string::npos; from = comma + 1)
                out.push_back(hops.substr(from, comma - from));
            out.push_back(hops.substr(from));
            return out;
        }();
        for (auto it = parts.rbegin(); it != parts.rend(); ++it) {
            const std::optional<HostPort> hop = parseHop(*it);
            if (!hop)
                return false;
            if (!last)
                last = hop;
        }
    }
    if (!active)
        return true;
    if (none) {
        m_o.jumpHost = "none";
        m_o.jumpPort = 0;
        return true;
    }
    m_o.jumpUser = last->user;
    m_o.jumpHost = last->host;
    m_o.jumpPort = last->port;
    m_o.proxyCommand = "none";
    if (const std::size_t comma = value.rfind(','); comma != std::string::npos && comma != 0)
        m_o.jumpExtra = value.substr(0, comma);
    return true;
}

} // namespace fleetdeck::ssh::config_syntax
