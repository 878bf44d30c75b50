// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/NodeAccess.h"
#include "cli/CliTr.h"

#include "cli/Cli.h"
#include "fleet/Inventory.h"
#include "fleet/NodeTargets.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>
#include <unistd.h>

namespace fleetdeck::cli {

using namespace fleetdeck::ssh;

QString knownHostsOf(const Cli& cli)
{
    return cli.globals().knownHosts.isEmpty() ? SshTarget::defaultKnownHostsPath() : cli.globals().knownHosts;
}

SshTarget loginFor(const Cli& cli, const Node& node)
{
    const HostKeyPolicy policy =
        hostKeyPolicyFromString(cli.globals().hostKeyPolicy).value_or(HostKeyPolicy::Ask);
    SshTarget target = fleet::NodeTargets::sshTarget(node, knownHostsOf(cli), policy);
    if (target.hostKeyPolicy == HostKeyPolicy::Ask && !::isatty(STDIN_FILENO))
        target.hostKeyPolicy = HostKeyPolicy::Strict;
    return target;
}

bool loadNodes(Cli& cli, const QStringList& names, QList<Node>* nodes, int* code)
{
    for (const QString& name : names) {
        const QString error = NodeRules::checkName(name);
        if (!error.isEmpty()) {
            *code = cli.fail(ExitUsage, error);
            return false;
        }
    }
    storage::Database db;
    if (!openDatabase(cli, db, code))
        return false;
    fleet::Inventory inventory(db);
    if (names.isEmpty()) {
        *nodes = inventory.nodes();
        return true;
    }
    for (const QString& name : names) {
        const std::optional<Node> node = inventory.find(name);
        if (!node) {
            *code = cli.fail(ExitUsage, Tr::tr("no node named '%1'").arg(name));
            return false;
        }
        nodes->append(*node);
    }
    return true;
}

bool askAboutHostKey(Cli& cli, const QString& node, const Diagnosis& diagnosis,
                     const std::optional<HostKeyInfo>& hostKey)
{
    if (!hostKey || !::isatty(STDIN_FILENO))
        return false;
    const HostKeyInfo& k = *hostKey;
    const bool changed = diagnosis.code == QLatin1String("host_key_changed");
    QTextStream& err = cli.err();
    err << "\n" << node << ": " << diagnosis.message << "\n";
    if (changed)
        err << Tr::tr("  known:     %1").arg(k.knownFingerprints.join(QStringLiteral(", "))) << "\n";
    err << Tr::tr("  presented: %1 %2").arg(k.keyType, k.fingerprint) << "\n";
    err << (changed ? Tr::tr("Type 'replace' to replace the known key, anything else to refuse: ")
                    : Tr::tr("Trust this key? Type 'yes' to trust it, anything else to refuse: "))
        << Qt::flush;
    QTextStream in(stdin);
    const QString answer = in.readLine().trimmed();
    if (answer != (changed ? QLatin1String("replace") : QLatin1String("yes")))
        return false;
    QString error;
    if (!SshEngine::trustHostKey(k, knownHostsOf(cli), changed, &error)) {
        cli.fail(ExitFailed, error);
        return false;
    }
    return true;
}

bool openDatabase(Cli& cli, storage::Database& db, int* exitCode)
{
    const QString path = cli.globals().db.isEmpty() ? storage::Database::defaultPath() : cli.globals().db;
    if (db.open(path))
        return true;
    *exitCode = cli.fail(ExitUsage, db.error());
    return false;
}

} // namespace fleetdeck::cli
