// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshConfig.h"

#include "ssh/SshConfigEvaluator.h"
#include "ssh/SshConfigSyntax.h"

#include <QFile>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fleetdeck::ssh {

using namespace config_syntax;

namespace {
const char* const kDefaultIdentities[] = {"~/.ssh/id_rsa",     "~/.ssh/id_ecdsa",      "~/.ssh/id_ecdsa_sk",
                                          "~/.ssh/id_ed25519", "~/.ssh/id_ed25519_sk", "~/.ssh/id_xmss",
                                          "~/.ssh/id_dsa"};

QString q(const std::string& s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

std::string b(const QString& s)
{
    return s.toUtf8().toStdString();
}

void collectFiles(const std::string& path, int flags, int depth, QStringList* out)
{
    if (depth > kMaxIncludeDepth || out->contains(q(path)))
        return;
    *out << q(path);
    struct stat st = {};
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
        return;
    QFile file(q(path));
    if (!file.open(QIODevice::ReadOnly))
        return;
    const std::string content = file.readAll().toStdString();
    std::size_t pos = 0;
    while (pos < content.size()) {
        std::size_t end = content.find('\n', pos);
        end = end == std::string::npos ? content.size() : end;
        std::string line = content.substr(pos, end - pos);
        pos = end + 1;
        Cursor cursor{&line, 0, false};
        std::optional<std::string> keyword = nextWord(cursor);
        if (keyword && keyword->empty())
            keyword = nextWord(cursor);
        if (!keyword || asciiLower(*keyword) != "include")
            continue;
        const auto args = splitArguments(rest(cursor).value_or(std::string()));
        for (const std::string& arg : args.value_or(std::vector<std::string>{})) {
            if (arg.empty())
                continue;
            std::string pattern = arg;
            if (arg[0] != '/' && arg[0] != '~')
                pattern = std::string((flags & UserConfig) ? "~/.ssh/" : "/etc/ssh/") + arg;
            std::vector<std::string> searched;
            for (const std::string& included : globFiles(pattern, &searched))
                collectFiles(included, flags, depth + 1, out);
            for (const std::string& dir : searched) {
                if (!out->contains(q(dir)))
                    *out << q(dir);
            }
        }
    }
}
} // namespace

SshConfig::Account SshConfig::Account::current()
{
    Account a;
    passwd pw{};
    passwd* found = nullptr;
    std::vector<char> buf(16384);
    if (::getpwuid_r(::getuid(), &pw, buf.data(), buf.size(), &found) == 0 && found) {
        a.name = QString::fromLocal8Bit(found->pw_name);
        a.passwdHome = QString::fromLocal8Bit(found->pw_dir);
    }
    a.home = qEnvironmentVariable("HOME", a.passwdHome);
    a.uid = QString::number(::getuid());
    char host[256] = {};
    if (::gethostname(host, sizeof(host) - 1) == 0)
        a.thisHost = QString::fromLocal8Bit(host);
    return a;
}

std::optional<ResolvedSshConfig> SshConfig::evaluate(const SshConfigResolver::Request& request,
                                                     const Account& account, QString* error)
{
    return Evaluator(request, account).run(std::nullopt, error);
}

std::optional<ResolvedSshConfig> SshConfig::evaluateText(const QString& text,
                                                         const SshConfigResolver::Request& request,
                                                         const Account& account, QString* error)
{
    return Evaluator(request, account).run(text, error);
}

QStringList SshConfig::filesRead(const QString& configPath, const Account& account)
{
    QStringList out;
    if (!configPath.isEmpty()) {
        collectFiles(b(configPath), UserConfig, 0, &out);
    } else {
        collectFiles(b(account.passwdHome + QStringLiteral("/.ssh/config")), UserConfig, 0, &out);
        collectFiles("/etc/ssh/ssh_config", 0, 0, &out);
    }
    return out;
}

QStringList SshConfig::defaultIdentityFiles()
{
    QStringList out;
    for (const char* path : kDefaultIdentities)
        out << QString::fromLatin1(path);
    return out;
}

bool SshConfig::patternListMatches(const QStringList& patterns, const QString& host)
{
    bool active = false;
    const std::string h = b(host);
    for (const QString& pattern : patterns) {
        const std::string p = b(pattern);
        const bool negated = !p.empty() && p[0] == '!';
        if (matchPattern(h.c_str(), p.c_str() + (negated ? 1 : 0))) {
            if (negated)
                return false;
            active = true;
        }
    }
    return active;
}

std::optional<QList<SshConfig::Jump>> SshConfig::parseJumps(const QString& value)
{
    QList<Jump> hops;
    for (const QString& part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const std::string text = b(part.trimmed());
        if (text.empty() || text.find_first_of(" \t") != std::string::npos)
            return std::nullopt;
        const std::optional<HostPort> hop = parseHop(text);
        if (!hop || hop->host.empty() || hop->host.find_first_of("[]") != std::string::npos)
            return std::nullopt;
        Jump j;
        j.user = hop->user ? q(*hop->user) : QString();
        j.host = q(hop->host);
        if (hop->port > 0)
            j.port = hop->port;
        hops << j;
    }
    return hops;
}

bool SshConfig::load(const QString& path, QString* error)
{
    m_text.reset();
    m_path = path;
    QFile file(path);
    if (file.exists() && !file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

void SshConfig::parse(const QString& text)
{
    m_text = text;
}

SshConfig::Resolved SshConfig::resolve(const QString& alias, const QString& localUser) const
{
    Resolved r;
    r.hostName = alias;
    SshConfigResolver::Request request{alias, m_path, std::nullopt, std::nullopt};
    Account account = Account::current();
    account.name = localUser;
    QString error;
    std::optional<ResolvedSshConfig> c;
    if (m_text)
        c = evaluateText(*m_text, request, account, &error);
    else if (QFile::exists(m_path))
        c = evaluate(request, account, &error);
    if (!c || !expandPaths(*c, account, false, &error))
        return r;
    r.hostName = c->hostName;
    if (c->port != 22)
        r.port = c->port;
    if (c->user != localUser)
        r.user = c->user;
    if (!c->identityFilesAreDefaults)
        r.identityFiles = c->identityFiles;
    r.proxyJump = c->proxyJump;
    return r;
}

} // namespace fleetdeck::ssh
