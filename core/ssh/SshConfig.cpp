// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshConfig.h"

#include "ssh/KnownHosts.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace fleetdeck::ssh {

namespace {
// Splits "Key value", "Key=value" and "Key "quoted value"" into keyword and arguments.
QStringList tokens(const QString& line)
{
    QStringList out;
    QString current;
    bool quoted = false;
    bool any = false;
    for (const QChar c : line) {
        if (c == QLatin1Char('"')) {
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

} // namespace

bool SshConfig::patternListMatches(const QStringList& patterns, const QString& host)
{
    // Host lines use known_hosts' pattern language (* ? and !negation), only space-separated.
    return KnownHosts::hostsFieldMatches(patterns.join(QLatin1Char(',')), host.toLower());
}

bool SshConfig::load(const QString& path, QString* error)
{
    m_blocks.clear();
    QFile file(path);
    if (!file.exists())
        return true;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return false;
    }
    parse(QString::fromUtf8(file.readAll()));
    return true;
}

void SshConfig::parse(const QString& text)
{
    m_blocks.clear();
    m_blocks.append(Block{});
    for (const QString& raw : text.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        QStringList t = tokens(line);
        if (t.isEmpty())
            continue;
        const QString keyword = t.takeFirst().toLower();
        if (keyword == QLatin1String("host")) {
            m_blocks.append(Block{t, false, {}});
        } else if (keyword == QLatin1String("match")) {
            m_blocks.append(Block{{}, true, {}});
        } else {
            // A keyword with an empty value (HostName "") is an error to ssh: it sets nothing.
            const QString value = t.join(QLatin1Char(' ')).trimmed();
            if (!value.isEmpty())
                m_blocks.last().lines.append({keyword, value});
        }
    }
}

std::optional<QList<SshConfig::Jump>> SshConfig::parseJumps(const QString& value)
{
    QList<Jump> hops;
    static const QRegularExpression hop(
        QStringLiteral("^(?:([^@\\s]+)@)?(\\[[^\\]]+\\]|[^:@\\s]+)(?::(\\d{1,5}))?$"));
    for (const QString& part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QRegularExpressionMatch m = hop.match(part.trimmed());
        if (!m.hasMatch())
            return std::nullopt;
        Jump j;
        j.user = m.captured(1);
        j.host = m.captured(2);
        if (j.host.startsWith(QLatin1Char('[')))
            j.host = j.host.mid(1, j.host.size() - 2);
        if (j.host.isEmpty() || j.host.contains(QLatin1Char('['))) // "[]", or a lone "["
            return std::nullopt;
        if (!m.captured(3).isEmpty()) {
            const int port = m.captured(3).toInt();
            if (port < 1 || port > 65535)
                return std::nullopt;
            j.port = port;
        }
        hops << j;
    }
    return hops;
}

SshConfig::Resolved SshConfig::resolve(const QString& alias, const QString& localUser) const
{
    Resolved r;
    QStringList identities;
    bool haveHostName = false;
    for (const Block& block : m_blocks) {
        // Lines before the first Host apply to every host; Match blocks are not evaluated.
        if (block.isMatch || (!block.patterns.isEmpty() && !patternListMatches(block.patterns, alias)))
            continue;
        for (const Line& line : block.lines) {
            if (line.keyword == QLatin1String("hostname") && !haveHostName) {
                r.hostName = QString(line.value).replace(QStringLiteral("%h"), alias);
                haveHostName = true;
            } else if (line.keyword == QLatin1String("port") && !r.port) {
                bool ok = false;
                const int port = line.value.toInt(&ok);
                if (ok && port >= 1 && port <= 65535)
                    r.port = port;
            } else if (line.keyword == QLatin1String("user") && !r.user) {
                r.user = line.value;
            } else if (line.keyword == QLatin1String("identityfile")) {
                identities << line.value;
            } else if (line.keyword == QLatin1String("proxyjump") && r.proxyJump.isEmpty()) {
                r.proxyJump = line.value;
            }
        }
    }
    if (!haveHostName)
        r.hostName = alias;
    const QString user = r.user.value_or(localUser);
    for (QString path : std::as_const(identities)) {
        if (path.startsWith(QLatin1String("~/")))
            path = QDir::homePath() + path.mid(1);
        path.replace(QStringLiteral("%d"), QDir::homePath())
            .replace(QStringLiteral("%u"), localUser)
            .replace(QStringLiteral("%r"), user)
            .replace(QStringLiteral("%h"), r.hostName)
            .replace(QStringLiteral("%p"), QString::number(r.port.value_or(22)));
        r.identityFiles << path;
    }
    if (r.proxyJump.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0)
        r.proxyJump.clear();
    return r;
}

} // namespace fleetdeck::ssh
