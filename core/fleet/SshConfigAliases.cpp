// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/SshConfigAliases.h"

#include "Tr.h"

#include <QFile>
#include <QSet>

#include <glob.h>

namespace fleetdeck::fleet::SshConfigAliases {

namespace {
constexpr int MaxIncludeDepth = 16; // ssh's READCONF_MAX_DEPTH

// Splits a config line as ssh does: whitespace separates, double quotes group, a backslash
// escapes the next character, a token starting with '#' ends the line, and the keyword may be
// followed by '=' instead of whitespace.
QStringList splitLine(const QString& line)
{
    QStringList out;
    QString current;
    bool quoted = false;
    bool any = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (!quoted && !any && c == QLatin1Char('#'))
            break;
        if (c == QLatin1Char('\\') && i + 1 < line.size()) {
            current += line.at(++i);
            any = true;
        } else if (c == QLatin1Char('"')) {
            quoted = !quoted;
            any = true;
        } else if (!quoted && (c.isSpace() || (out.isEmpty() && c == QLatin1Char('=')))) {
            if (any)
                out << current;
            current.clear();
            any = false;
        } else {
            current += c;
            any = true;
        }
    }
    if (any)
        out << current;
    return out;
}

QStringList globFiles(const QString& pattern)
{
    glob_t g{};
    QStringList files;
    // As ssh: GLOB_TILDE, so a leading ~ is $HOME.
    if (::glob(QFile::encodeName(pattern).constData(), GLOB_TILDE, nullptr, &g) == 0) {
        for (size_t i = 0; i < g.gl_pathc; ++i)
            files << QFile::decodeName(g.gl_pathv[i]);
    }
    ::globfree(&g);
    return files;
}

struct Reader
{
    QList<SshConfigAlias> aliases;
    QSet<QString> seen;
    QString error;

    bool read(const QString& path, int depth)
    {
        if (depth > MaxIncludeDepth) {
            error = Tr::tr("%1: Include nested more than %2 levels deep").arg(path).arg(MaxIncludeDepth);
            return false;
        }
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            error = Tr::tr("cannot read %1: %2").arg(path, file.errorString());
            return false;
        }
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        for (qsizetype n = 0; n < lines.size(); ++n) {
            QStringList tokens = splitLine(lines.at(n).trimmed());
            if (tokens.isEmpty())
                continue;
            const QString keyword = tokens.takeFirst().toLower();
            if (keyword == QLatin1String("host")) {
                for (const QString& token : std::as_const(tokens)) {
                    if (!isPlainAlias(token) || seen.contains(token))
                        continue;
                    seen.insert(token);
                    aliases << SshConfigAlias{token, path, int(n + 1)};
                }
            } else if (keyword == QLatin1String("include")) {
                for (const QString& arg : std::as_const(tokens)) {
                    // Relative to ~/.ssh, as for a user's config (ssh -F is one too).
                    const QString pattern =
                        arg.startsWith(QLatin1Char('/')) || arg.startsWith(QLatin1Char('~'))
                            ? arg
                            : QStringLiteral("~/.ssh/") + arg;
                    for (const QString& included : globFiles(pattern)) {
                        if (!read(included, depth + 1))
                            return false;
                    }
                }
            }
        }
        return true;
    }
};

// Glob match of one pattern with * and ?, as ssh's match_pattern.
bool globMatches(QStringView pattern, QStringView name)
{
    qsizetype p = 0;
    qsizetype s = 0;
    qsizetype starP = -1;
    qsizetype starS = 0;
    while (s < name.size()) {
        if (p < pattern.size() && (pattern.at(p) == QLatin1Char('?') || pattern.at(p) == name.at(s))) {
            ++p;
            ++s;
        } else if (p < pattern.size() && pattern.at(p) == QLatin1Char('*')) {
            starP = p++;
            starS = s;
        } else if (starP >= 0) {
            p = starP + 1;
            s = ++starS;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern.at(p) == QLatin1Char('*'))
        ++p;
    return p == pattern.size();
}
} // namespace

std::optional<QList<SshConfigAlias>> list(const QString& path, QString* error)
{
    Reader reader;
    if (!reader.read(path, 0)) {
        *error = reader.error;
        return std::nullopt;
    }
    return reader.aliases;
}

bool isPlainAlias(const QString& token)
{
    return !token.isEmpty() && !token.contains(QLatin1Char('*')) && !token.contains(QLatin1Char('?')) &&
           !token.startsWith(QLatin1Char('!'));
}

bool patternListMatches(const QString& patternList, const QString& name)
{
    bool matched = false;
    for (const QString& item : patternList.split(QLatin1Char(','))) {
        const bool negated = item.startsWith(QLatin1Char('!'));
        const QStringView pattern = negated ? QStringView(item).mid(1) : QStringView(item);
        if (!globMatches(pattern, name))
            continue;
        if (negated)
            return false;
        matched = true;
    }
    return matched;
}

QString checkPatternList(const QString& patternList)
{
    if (patternList.isEmpty())
        return Tr::tr("the pattern list is empty");
    for (const QString& item : patternList.split(QLatin1Char(','))) {
        if (item.isEmpty() || item == QLatin1String("!"))
            return Tr::tr("'%1' has an empty pattern").arg(patternList);
    }
    return {};
}

} // namespace fleetdeck::fleet::SshConfigAliases
