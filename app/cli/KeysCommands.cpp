// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/KeysCommands.h"

#include "cli/Cli.h"
#include "cli/SecretInput.h"
#include "keys/KeyGenerator.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>

#include <cstdio>
#include <string.h>
#include <unistd.h>

namespace fleetdeck::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(FleetdeckCli)
};

const QStringList kPlannedSubcommands{QStringLiteral("deploy"), QStringLiteral("remove"),
                                      QStringLiteral("audit")};

void wipe(QByteArray* secret)
{
    if (!secret->isEmpty())
        explicit_bzero(secret->data(), size_t(secret->size()));
    secret->clear();
}

int runGenerate(Cli& cli, const QStringList& tokens)
{
    CliArgs args;
    QString error;
    const QList<OptionSpec> specs{{QStringLiteral("out")},
                                  {QStringLiteral("type")},
                                  {QStringLiteral("comment")},
                                  {QStringLiteral("passphrase-stdin"), false}};
    if (!args.parse(tokens, specs, &error))
        return cli.fail(ExitUsage, QStringLiteral("keys generate: %1").arg(error));
    if (!args.positional().isEmpty())
        return cli.fail(ExitUsage,
                        Tr::tr("keys generate: unexpected argument '%1'").arg(args.positional().first()));
    if (args.value(QStringLiteral("out")).isEmpty())
        return cli.fail(ExitUsage, Tr::tr("keys generate: --out FILE is required"));

    keys::KeyGenRequest request;
    request.path = args.value(QStringLiteral("out"));
    if (args.has(QStringLiteral("type"))) {
        const auto type = keys::keyTypeFromName(args.value(QStringLiteral("type")));
        if (!type)
            return cli.fail(ExitUsage, Tr::tr("keys generate: unknown key type '%1' (ed25519, ecdsa, rsa)")
                                           .arg(args.value(QStringLiteral("type"))));
        request.type = *type;
    }
    request.comment = args.value(QStringLiteral("comment"));
    for (const QString& path : {request.path, request.path + QLatin1String(".pub")}) {
        if (QFileInfo(path).exists() || QFileInfo(path).isSymLink())
            return cli.fail(ExitUsage,
                            Tr::tr("keys generate: %1 already exists; not overwriting it").arg(path));
    }

    QByteArray passphrase;
    if (args.has(QStringLiteral("passphrase-stdin"))) {
        passphrase = readSecret(cli, Tr::tr("Passphrase for the new key: "), PipedInput::FirstLine);
        if (passphrase.isEmpty())
            return cli.fail(ExitUsage,
                            Tr::tr("keys generate: no passphrase was read from stdin; nothing was written"));
        request.passphrase = passphrase;
    }
    const keys::GeneratedKey key = keys::generateKey(request);
    wipe(&passphrase);
    if (request.passphrase)
        wipe(&*request.passphrase);
    if (key.status != keys::GeneratedKey::Ok)
        return cli.fail(key.status == keys::GeneratedKey::Refused ? ExitUsage : ExitFailed,
                        QStringLiteral("keys generate: %1").arg(key.error));

    const QString line = QString::fromUtf8(key.publicLine);
    if (cli.globals().json) {
        cli.printJson({{QStringLiteral("private_key"), key.privatePath},
                       {QStringLiteral("public_key"), key.publicPath},
                       {QStringLiteral("type"), key.publicKey.type()},
                       {QStringLiteral("fingerprint"), key.fingerprint},
                       {QStringLiteral("public_line"), line}});
    } else {
        cli.out() << Tr::tr("Private key: %1\nPublic key:  %2\n").arg(key.privatePath, key.publicPath)
                  << key.fingerprint << "\n"
                  << line << Qt::endl;
    }
    return ExitOk;
}
} // namespace

QString keysHelp()
{
    return Tr::tr(
        "Usage: fleetdeck-cli keys generate --out FILE [--type ed25519|ecdsa|rsa] [--comment TEXT]\n"
        "                                   [--passphrase-stdin]\n"
        "\n"
        "Writes a new key pair: FILE (mode 0600) and FILE.pub. Never overwrites either.\n"
        "  --type TYPE          ed25519 (default), ecdsa (P-256) or rsa (3072 bits)\n"
        "  --comment TEXT       the comment of the public key line\n"
        "  --passphrase-stdin   encrypt the private key with one line read from stdin\n"
        "\n"
        "keys deploy, keys remove and keys audit are not available in this version.\n");
}

int runKeysCommand(Cli& cli, const QStringList& tokens)
{
    const QString sub = tokens.value(0);
    if (sub == QLatin1String("generate")) {
        if (cli.globals().help) {
            cli.out() << keysHelp();
            return ExitOk;
        }
        return runGenerate(cli, tokens.mid(1));
    }
    if (cli.globals().help && (sub.isEmpty() || sub.startsWith(QLatin1String("--")))) {
        cli.out() << keysHelp();
        return ExitOk;
    }
    if (kPlannedSubcommands.contains(sub))
        return cli.fail(ExitUsage, Tr::tr("command 'keys %1' is not available in this version").arg(sub));
    if (sub.isEmpty())
        return cli.fail(ExitUsage, Tr::tr("keys: missing subcommand (generate)"));
    return cli.fail(ExitUsage, Tr::tr("unknown keys subcommand '%1' (generate)").arg(sub));
}

} // namespace fleetdeck::cli
