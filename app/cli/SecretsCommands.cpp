// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/SecretsCommands.h"
#include "cli/CliTr.h"

#include "base/KeyFile.h"
#include "cli/Cli.h"
#include "cli/SecretInput.h"
#include "secrets/CredentialResolver.h"
#include "secrets/KeychainCredentialStore.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTextStream>

#include <cstdio>
#include <unistd.h>

namespace fleetdeck::cli {

using namespace fleetdeck::secrets;

namespace {

constexpr int kCliJobTimeoutMs = 15000;

/// Runs the event loop until `finished` is set by a store callback.
void waitFor(const bool& finished)
{
    QEventLoop loop;
    while (!finished)
        loop.processEvents(QEventLoop::WaitForMoreEvents);
}

QJsonObject idJson(const SecretId& id)
{
    return {{QStringLiteral("kind"), SecretId::kindName(id.kind)}, {QStringLiteral("name"), id.name}};
}

int runStatus(Cli& cli, KeychainCredentialStore& store)
{
    bool finished = false;
    BackendInfo info;
    store.probe(nullptr, [&](const BackendInfo& probed) {
        info = probed;
        finished = true;
    });
    waitFor(finished);
    if (cli.globals().json) {
        cli.printJson({{QStringLiteral("backend"), info.id},
                       {QStringLiteral("available"), info.available},
                       {QStringLiteral("detail"), info.detail},
                       {QStringLiteral("status"), secretStatusName(info.status)},
                       {QStringLiteral("service"), store.service()}});
    } else {
        cli.out() << (info.available ? Tr::tr("%1: available (%2)").arg(info.displayName, info.detail)
                                     : Tr::tr("%1: not available: %2").arg(info.displayName, info.detail))
                  << Qt::endl;
    }
    return info.available ? ExitOk : ExitFailed;
}

int runList(Cli& cli, KeychainCredentialStore& store)
{
    bool finished = false;
    SecretStatus status = SecretStatus::Failed;
    QList<SecretId> ids;
    store.list(nullptr, [&](SecretStatus s, const QList<SecretId>& listed) {
        status = s;
        ids = listed;
        finished = true;
    });
    waitFor(finished);
    if (status != SecretStatus::Ok)
        return cli.fail(ExitFailed, SecretResult{status, {}, store.backend().detail}.explain());
    if (cli.globals().json) {
        QJsonArray array;
        for (const SecretId& id : std::as_const(ids))
            array.append(idJson(id));
        cli.printJson({{QStringLiteral("secrets"), array}});
    } else {
        for (const SecretId& id : std::as_const(ids))
            cli.out() << SecretId::kindName(id.kind) << "\t" << id.name << "\n";
        cli.out().flush();
    }
    return ExitOk;
}

int runChange(Cli& cli, KeychainCredentialStore& store, bool set, const SecretId& id)
{
    QByteArray secret;
    if (set) {
        secret = readSecret(cli, Tr::tr("%1: ").arg(id.displayText()), PipedInput::Everything);
        if (secret.isEmpty())
            return cli.fail(ExitUsage, Tr::tr("nothing was read from stdin; nothing was stored"));
        if (secret.contains('\0') || secret.contains('\n'))
            return cli.fail(ExitUsage, Tr::tr("the secret must be one line of text without NUL bytes"));
    }
    bool finished = false;
    SecretResult result;
    auto done = [&](const SecretResult& r) {
        result = r;
        finished = true;
    };
    if (set)
        store.write(id, QString::fromUtf8(secret), nullptr, done);
    else
        store.remove(id, nullptr, done);
    secret.fill('\0');
    waitFor(finished);
    if (!result.ok())
        return cli.fail(ExitFailed, result.explain());
    if (cli.globals().json) {
        cli.printJson({{set ? QStringLiteral("stored") : QStringLiteral("deleted"), idJson(id)},
                       {QStringLiteral("backend"), store.backend().id}});
    } else {
        cli.err() << (set ? Tr::tr("stored: %1").arg(id.displayText())
                          : Tr::tr("deleted: %1").arg(id.displayText()))
                  << Qt::endl;
    }
    return ExitOk;
}
} // namespace

int runSecretsCommand(Cli& cli, const QStringList& tokens)
{
    static const QStringList subcommands{QStringLiteral("status"), QStringLiteral("set"),
                                         QStringLiteral("delete"), QStringLiteral("list")};
    if (cli.globals().help) {
        cli.out() << secretsHelp();
        return ExitOk;
    }
    if (tokens.isEmpty())
        return cli.fail(ExitUsage, Tr::tr("secrets: missing subcommand (status, set, delete, list)"));
    const QString sub = tokens.first();
    if (!subcommands.contains(sub))
        return cli.fail(ExitUsage,
                        Tr::tr("unknown secrets subcommand '%1' (status, set, delete, list)").arg(sub));

    CliArgs args;
    QString error;
    const QList<OptionSpec> specs = sub == QLatin1String("set")
                                        ? QList<OptionSpec>{{QStringLiteral("stdin"), false}}
                                        : QList<OptionSpec>{};
    if (!args.parse(tokens.mid(1), specs, &error))
        return cli.fail(ExitUsage, error);

    KeychainCredentialStore store;
    store.setJobTimeout(kCliJobTimeoutMs);
    if (sub == QLatin1String("status") || sub == QLatin1String("list")) {
        if (!args.positional().isEmpty())
            return cli.fail(
                ExitUsage,
                Tr::tr("secrets %1: unexpected argument '%2'").arg(sub, args.positional().first()));
        return sub == QLatin1String("status") ? runStatus(cli, store) : runList(cli, store);
    }

    const bool set = sub == QLatin1String("set");
    if (args.positional().size() < 2)
        return cli.fail(
            ExitUsage,
            Tr::tr("secrets %1: expected KIND NAME (KIND: passphrase, password, vast-api-key)").arg(sub));
    if (args.positional().size() > 2)
        return cli.fail(
            ExitUsage, set ? Tr::tr("secrets are read from stdin only, never from arguments "
                                    "(use --stdin and pipe the secret in)")
                           : Tr::tr("secrets delete: unexpected argument '%1'").arg(args.positional().at(2)));
    if (set && !args.has(QStringLiteral("stdin")))
        return cli.fail(ExitUsage, Tr::tr("secrets set needs --stdin: secrets are read from stdin only"));
    const auto id = SecretId::parse(args.positional().at(0), args.positional().at(1), &error);
    if (!id)
        return cli.fail(ExitUsage, error);
    return runChange(cli, store, set, *id);
}

QString secretsHelp()
{
    return Tr::tr("Usage: fleetdeck-cli secrets status\n"
                  "       fleetdeck-cli secrets set (passphrase|password|vast-api-key) NAME --stdin\n"
                  "       fleetdeck-cli secrets delete (passphrase|password|vast-api-key) NAME\n"
                  "       fleetdeck-cli secrets list\n\n"
                  "Secrets live only in the OS keychain (service \"fleetdeck\"). NAME is the key's\n"
                  "fingerprint (SHA256:... as ssh-keygen -lf prints it) for a passphrase, a node name or\n"
                  "a label KEY=VALUE for a password, and \"default\" or an account for a vast.ai API key.\n"
                  "The secret is read from stdin only (one line; on a terminal, without echo).\n"
                  "status writes, reads back and deletes a test entry and says which keychain answered;\n"
                  "list prints the names of stored secrets, never their values.\n");
}

void resolveCredentials(Cli& cli, const QList<Node>& nodes, QList<ssh::OperationRequest>* requests)
{
    KeychainCredentialStore store;
    store.setJobTimeout(kCliJobTimeoutMs);
    CredentialResolver resolver(&store);
    int open = int(nodes.size());
    bool warned = false;
    for (int i = 0; i < nodes.size(); ++i) {
        const Node& node = nodes.at(i);
        resolver.resolve(node, (*requests)[i].target, nullptr,
                         [&, i](const ssh::SshTarget& target, const QList<SecretResult>& problems) {
                             (*requests)[i].target = target;
                             --open;
                             const bool needsPassphrase =
                                 node.identity && inspectPrivateKey(*node.identity).encrypted;
                             if (!problems.isEmpty() && needsPassphrase && !target.passphrase && !warned) {
                                 warned = true;
                                 cli.err() << Tr::tr("warning: keychain: %1").arg(problems.first().explain())
                                           << Qt::endl;
                             }
                         });
    }
    QEventLoop loop;
    while (open > 0)
        loop.processEvents(QEventLoop::WaitForMoreEvents);
}

} // namespace fleetdeck::cli
