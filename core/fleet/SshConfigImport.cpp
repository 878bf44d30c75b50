// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/SshConfigImport.h"

#include "Tr.h"
#include "fleet/SshConfigAliases.h"

namespace fleetdeck::fleet::SshConfigImport {

Resolver systemResolver()
{
    return [](const QString& alias, const QString& configPath, QString* error) {
        ssh::SshConfigResolver::Request request;
        request.alias = alias;
        request.configPath = configPath;
        return ssh::SshConfigResolver::resolve(request, error);
    };
}

Source read(const QString& configPath, const QString& match, const Resolver& resolve)
{
    Source source;
    QString error;
    const std::optional<QList<SshConfigAlias>> aliases = SshConfigAliases::list(configPath, &error);
    if (!aliases) {
        source.error = error;
        return source;
    }
    for (const SshConfigAlias& alias : *aliases) {
        if (!match.isEmpty() && !SshConfigAliases::patternListMatches(match, alias.alias))
            continue;
        NodeImportCandidate c;
        c.file = alias.file;
        c.line = alias.line;
        c.node.name = alias.alias;
        c.node.host = alias.alias;
        c.node.useSshConfig = true;
        c.fields = {QStringLiteral("host"), QStringLiteral("port"), QStringLiteral("user"),
                    QStringLiteral("ssh_config")};
        if (const QString why = NodeRules::checkName(alias.alias); !why.isEmpty()) {
            c.problem = why;
            source.candidates << c;
            continue;
        }
        QString why;
        const std::optional<ssh::ResolvedSshConfig> resolved = resolve(alias.alias, configPath, &why);
        if (!resolved) {
            // ssh refuses the file as a whole (a bad keyword, an unreadable Include): importing
            // the aliases it did not trip over would hide that.
            source.error = Tr::tr("%1: ssh cannot resolve '%2' (%3, line %4): %5")
                               .arg(configPath, alias.alias, alias.file)
                               .arg(alias.line)
                               .arg(why.trimmed());
            source.candidates.clear();
            return source;
        }
        c.node.port = resolved->port;
        if (!resolved->user.isEmpty())
            c.node.user = resolved->user;
        const QString host = resolved->hostName.contains(QLatin1Char(':'))
                                 ? QLatin1Char('[') + resolved->hostName + QLatin1Char(']')
                                 : resolved->hostName;
        c.resolvedAddress = host + QLatin1Char(':') + QString::number(resolved->port);
        if (!resolved->proxyJump.isEmpty())
            c.resolvedAddress += Tr::tr(" through %1").arg(resolved->proxyJump);
        source.candidates << c;
    }
    return source;
}

} // namespace fleetdeck::fleet::SshConfigImport
