// SPDX-License-Identifier: GPL-3.0-or-later
// The ~ and % expansion ssh applies to file paths of its config just before it uses them.
#include "ssh/SshConfig.h"

#include "Tr.h"
#include "ssh/SshConfigSyntax.h"

#include <QCryptographicHash>

namespace fleetdeck::ssh {

namespace {
std::string b(const QString& s)
{
    return s.toUtf8().toStdString();
}

// ssh's tilde_expand(): ~ and ~/ take the home (Fleetdeck's: $HOME), ~user/ that user's.
std::optional<QString> expandTilde(const QString& path, const QString& home)
{
    if (!path.startsWith(QLatin1Char('~')))
        return path;
    QString rest = path.mid(1);
    QString dir = home;
    if (!rest.isEmpty() && rest[0] != QLatin1Char('/')) {
        const qsizetype slash = rest.indexOf(QLatin1Char('/'));
        const QString user = slash < 0 ? rest : rest.left(slash);
        const std::string userHome = config_syntax::homeOfUser(user.toLocal8Bit().toStdString());
        if (userHome.empty())
            return std::nullopt;
        dir = QString::fromLocal8Bit(userHome.c_str());
        rest = slash < 0 ? QString() : rest.mid(slash);
    }
    qsizetype skip = 0;
    while (skip < rest.size() && rest[skip] == QLatin1Char('/'))
        ++skip;
    rest = rest.mid(skip);
    return dir.endsWith(QLatin1Char('/')) ? dir + rest : dir + QLatin1Char('/') + rest;
}
} // namespace

bool SshConfig::expandPaths(ResolvedSshConfig& config, const Account& account, bool userKnownHostsToo,
                            QString* error)
{
    const QString shortHost = account.thisHost.section(QLatin1Char('.'), 0, 0);
    const QString port = QString::number(config.port);
    // %C: ssh's connection hash, SHA-1 of local host, remote host, port and remote user.
    const QString connHash = QString::fromLatin1(
        QCryptographicHash::hash((account.thisHost + config.hostName + port + config.user).toUtf8(),
                                 QCryptographicHash::Sha1)
            .toHex());
    const std::vector<std::pair<char, std::string>> tokens{
        {'C', b(connHash)},
        {'L', b(shortHost)},
        {'i', b(account.uid)},
        {'k', b(config.hostKeyAlias.value_or(config.alias))},
        {'l', b(account.thisHost)},
        {'n', b(config.alias)},
        {'p', b(port)},
        {'d', b(account.home)},
        {'h', b(config.hostName)},
        {'r', b(config.user)},
        {'u', b(account.name)}};
    const auto expand = [&](const QString& path, const char* what) -> std::optional<QString> {
        const std::optional<QString> tilde = expandTilde(path, account.home);
        const std::optional<std::string> full =
            tilde ? config_syntax::expandTokens(b(*tilde), tokens, true) : std::nullopt;
        if (!full) {
            *error = Tr::tr("%1 %2: unknown %-token, unset ${VARIABLE} or unknown ~user")
                         .arg(QLatin1String(what), path);
            return std::nullopt;
        }
        return QString::fromUtf8(full->data(), qsizetype(full->size()));
    };

    QStringList identities;
    for (const QString& path : std::as_const(config.identityFiles)) {
        if (path.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0)
            continue; // ssh skips it
        const std::optional<QString> expanded = expand(path, "IdentityFile");
        if (!expanded)
            return false;
        identities << *expanded;
    }
    config.identityFiles = identities;
    if (userKnownHostsToo) {
        for (QString& path : config.userKnownHostsFiles) {
            const std::optional<QString> expanded = expand(path, "UserKnownHostsFile");
            if (!expanded)
                return false;
            path = *expanded;
        }
    }
    for (QString& path : config.globalKnownHostsFiles) {
        const std::optional<QString> expanded = expandTilde(path, account.home);
        if (!expanded) {
            *error = Tr::tr("GlobalKnownHostsFile %1: unknown ~user").arg(path);
            return false;
        }
        path = *expanded;
    }
    return true;
}

} // namespace fleetdeck::ssh
