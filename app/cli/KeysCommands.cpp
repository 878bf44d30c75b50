// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/KeysCommands.h"
#include "cli/CliTr.h"

#include "base/AgentKeys.h"
#include "base/KeyFile.h"
#include "cli/Cli.h"
#include "cli/NodeAccess.h"
#include "cli/SecretInput.h"
#include "cli/SecretsCommands.h"
#include "cli/VastAccess.h"
#include "keys/ConsoleKeys.h"
#include "keys/DeploymentLog.h"
#include "keys/KeyDeployer.h"
#include "keys/KeyGenerator.h"
#include "secrets/KeychainCredentialStore.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"
#include "vast/VastKeyPlatform.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <string.h>
#include <unistd.h>

namespace fleetdeck::cli {

namespace {

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

/// The public key a --pub FILE names: exactly one valid line.
std::optional<PublicKey> readPublicKey(Cli& cli, const QString& path, const QString& command, int* code)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *code = cli.fail(ExitUsage, Tr::tr("%1: cannot read %2: %3").arg(command, path, file.errorString()));
        return std::nullopt;
    }
    QString why;
    const std::optional<PublicKey> key = PublicKey::parseLine(file.read(64 * 1024), &why);
    if (!key)
        *code = cli.fail(ExitUsage, Tr::tr("%1: %2 is not a public key line: %3").arg(command, path, why));
    return key;
}

/// The logins for the file work: each node's own, with the keychain's secrets, and a bootstrap
/// identity or password when given.
QList<ssh::SshTarget> accessFor(Cli& cli, const QList<Node>& nodes, const std::optional<QString>& identity,
                                const std::optional<QString>& password)
{
    QList<ssh::OperationRequest> requests;
    for (const Node& node : nodes) {
        ssh::OperationRequest r;
        r.target = loginFor(cli, node);
        if (identity) {
            r.target.identity = *identity;
            r.target.passphrase.reset();
        }
        requests << r;
    }
    QList<Node> resolving = nodes;
    if (identity) {
        for (Node& n : resolving)
            n.identity = *identity;
    }
    resolveCredentials(cli, resolving, &requests);
    QList<ssh::SshTarget> targets;
    for (ssh::OperationRequest& r : requests) {
        if (password)
            r.target.password = *password;
        targets << r.target;
    }
    return targets;
}

/// Runs one batch and waits for it, asking about unknown host keys on a terminal (then that node
/// runs once more).
QList<keys::KeyNodeResult> runBatch(Cli& cli, ssh::SshEngine& engine, const keys::KeyChange& change,
                                    const keys::KeyVerification& verification,
                                    const QList<keys::KeyDeployer::Target>& targets,
                                    keys::KeyPlatform* platform = nullptr)
{
    keys::KeyDeployer deployer(engine);
    if (platform)
        deployer.addPlatform(platform);
    deployer.setTimeout(int(cli.globals().timeoutSeconds * 1000) * 3);
    QEventLoop loop;
    QObject::connect(&deployer, &keys::KeyDeployer::finished, &loop, &QEventLoop::quit);
    QObject::connect(&deployer, &keys::KeyDeployer::nodeFinished, &loop,
                     [&cli](const keys::KeyNodeResult& r) {
                         if (!cli.globals().json)
                             return;
                         cli.err() << r.node << ": " << r.result << Qt::endl;
                     });
    deployer.start(change, verification, targets);
    if (deployer.isRunning())
        loop.exec();
    QList<keys::KeyNodeResult> results = deployer.results();
    for (int i = 0; i < results.size(); ++i) {
        const keys::KeyNodeResult& r = results.at(i);
        if (r.hostKey && r.diagnosis && askAboutHostKey(cli, r.node, *r.diagnosis, r.hostKey))
            results[i] = runBatch(cli, engine, change, verification, {targets.at(i)}, platform).constFirst();
    }
    return results;
}

QJsonValue diagnosisJson(const std::optional<Diagnosis>& d)
{
    return d ? QJsonValue(d->toJson()) : QJsonValue(QJsonValue::Null);
}

QJsonObject resultJson(const keys::KeyNodeResult& r)
{
    return {
        {QStringLiteral("node"), r.node},
        {QStringLiteral("result"), r.result},
        {QStringLiteral("findings"), QJsonArray::fromStringList(r.findings)},
        {QStringLiteral("before_sha256"),
         r.beforeSha256.isEmpty() ? QJsonValue() : QJsonValue(r.beforeSha256)},
        {QStringLiteral("after_sha256"), r.afterSha256.isEmpty() ? QJsonValue() : QJsonValue(r.afterSha256)},
        {QStringLiteral("diagnosis"), diagnosisJson(r.diagnosis)},
        // Beyond the contract's fields:
        {QStringLiteral("path"), r.path},
        {QStringLiteral("verified"), r.verified},
        {QStringLiteral("dry_run"), r.dryRun},
        {QStringLiteral("actions"), QJsonArray::fromStringList(r.actions)},
        {QStringLiteral("platform"), r.platform ? QJsonValue(r.platform->toJson()) : QJsonValue()}};
}

void printResults(Cli& cli, const QList<keys::KeyNodeResult>& results, bool showPlan)
{
    QTextStream& out = cli.out();
    for (const keys::KeyNodeResult& r : results) {
        out << QStringLiteral("%1 %2")
                   .arg(r.node, -16)
                   .arg(r.result + (r.dryRun ? Tr::tr(" (dry run)") : QString()), -28);
        if (!r.findings.isEmpty())
            out << " " << Tr::tr("findings: %1").arg(r.findings.join(QStringLiteral(", ")));
        out << "\n";
        if (r.diagnosis) {
            out << "    " << r.diagnosis->code << ": " << r.diagnosis->message << "\n";
            out << "    " << Tr::tr("fix: %1").arg(r.diagnosis->hint) << "\n";
            out << "    " << Tr::tr("detail: %1").arg(r.diagnosis->detail) << "\n";
        }
        if (const std::optional<keys::PlatformAttachment>& p = r.platform) {
            // The second way the key reaches the node, for a provider that rewrites authorized_keys.
            if (p->attached())
                out << "    "
                    << Tr::tr("platform (%1): attached to instance %2").arg(p->provider, p->instanceId)
                    << "\n";
            else if (p->result == QLatin1String("detached"))
                out << "    "
                    << Tr::tr("platform (%1): detached from instance %2 (%3)")
                           .arg(p->provider, p->instanceId, p->detail)
                    << "\n";
            else if (p->result == QLatin1String("not_attached"))
                out << "    " << Tr::tr("platform (%1): %2").arg(p->provider, p->message) << "\n";
            else if (p->result == QLatin1String("skipped"))
                out << "    " << Tr::tr("platform (%1): not attached: %2").arg(p->provider, p->message)
                    << "\n";
            else {
                out << "    " << Tr::tr("platform (%1): failed: %2: %3").arg(p->provider, p->code, p->message)
                    << "\n";
                out << "    " << Tr::tr("fix: %1").arg(p->hint) << "\n";
                out << "    " << Tr::tr("detail: %1").arg(p->detail) << "\n";
            }
        }
        if (showPlan) {
            for (const QString& a : r.actions)
                out << "    - " << a << "\n";
        }
    }
    out.flush();
}

/// Prints a deploy or remove batch (`{"results":[...]}` with --json) and returns the exit code:
/// 0 when every node ended as `wanted` says.
int report(Cli& cli, const keys::KeyChange& change, const QList<keys::KeyNodeResult>& results,
           const std::function<bool(const keys::KeyNodeResult&)>& wanted)
{
    if (cli.globals().json) {
        QJsonArray array;
        for (const keys::KeyNodeResult& r : results)
            array << resultJson(r);
        cli.printJson({{QStringLiteral("results"), array}});
    } else {
        printResults(cli, results, change.dryRun);
    }
    return std::all_of(results.cbegin(), results.cend(), wanted) ? ExitOk : ExitFailed;
}

void recordTrail(Cli& cli, const keys::KeyChange& change, const QList<keys::KeyNodeResult>& results)
{
    if (change.dryRun || change.kind == keys::KeyChange::Kind::Audit)
        return;
    storage::Database db;
    const QString path = cli.globals().db.isEmpty() ? storage::Database::defaultPath() : cli.globals().db;
    QList<keys::DeploymentRecord> records;
    for (const keys::KeyNodeResult& r : results)
        records << keys::deploymentRecord(change, r);
    keys::DeploymentLog log(db);
    if (!db.open(path) || !log.recordAll(records))
        cli.err() << Tr::tr("warning: the audit trail could not be written: %1")
                         .arg(db.error().isEmpty() ? log.error() : db.error())
                  << Qt::endl;
}

/// vast.ai as this run's key platform: the API key from VAST_API_KEY or the keychain, the
/// address and account of --vast-url and --vast-account.
struct VastPlatform
{
    VastPlatform(const Cli& cli, const QUrl& url, const QString& account)
        : platform(&store)
    {
        store.setJobTimeout(15000);
        platform.setBaseUrl(url);
        platform.setAccount(account);
        platform.setTimeout(int(cli.globals().timeoutSeconds * 1000));
    }
    secrets::KeychainCredentialStore store;
    vast::VastKeyPlatform platform;
};

/// Options every keys command that logs in shares: bootstrap access.
const QList<OptionSpec> kAccessOptions{{QStringLiteral("all"), false},
                                       {QStringLiteral("access-identity")},
                                       {QStringLiteral("password-stdin"), false}};

struct Selection
{
    QList<Node> nodes;
    QList<ssh::SshTarget> access;
};

/// deploy and remove change nodes: they name them, or say --all.
bool checkSelection(Cli& cli, const QString& command, const CliArgs& args, int* code)
{
    if (args.has(QStringLiteral("all")) == !args.positional().isEmpty()) {
        *code = cli.fail(ExitUsage, Tr::tr("%1: name the nodes, or --all").arg(command));
        return false;
    }
    return true;
}

bool select(Cli& cli, const QString& command, const CliArgs& args, Selection* selection, int* code)
{
    const bool all = args.has(QStringLiteral("all"));
    if (!loadNodes(cli, all ? QStringList() : args.positional(), &selection->nodes, code))
        return false;
    std::optional<QString> identity;
    if (args.has(QStringLiteral("access-identity"))) {
        identity = args.value(QStringLiteral("access-identity"));
        if (!inspectPrivateKey(*identity).readable) {
            *code = cli.fail(
                ExitUsage,
                Tr::tr("%1: --access-identity %2 is not a readable private key").arg(command, *identity));
            return false;
        }
    }
    std::optional<QString> password;
    if (args.has(QStringLiteral("password-stdin"))) {
        QByteArray secret =
            readSecret(cli, Tr::tr("Password for the deployment's login: "), PipedInput::FirstLine);
        if (secret.isEmpty()) {
            *code = cli.fail(ExitUsage,
                             Tr::tr("%1: no password was read from stdin; nothing was changed").arg(command));
            return false;
        }
        password = QString::fromUtf8(secret);
        wipe(&secret);
    }
    selection->access = accessFor(cli, selection->nodes, identity, password);
    return true;
}

QList<keys::KeyDeployer::Target> targetsOf(const Selection& s, bool withFallbacks)
{
    QList<keys::KeyDeployer::Target> targets;
    for (int i = 0; i < s.nodes.size(); ++i) {
        keys::KeyDeployer::Target t;
        t.node = s.nodes.at(i).name;
        t.access = s.access.at(i);
        t.remotePath = s.nodes.at(i).authorizedKeys;
        t.provider = s.nodes.at(i).provider;
        t.providerId = s.nodes.at(i).providerId.value_or(QString());
        // The console's own keys for this node are its usual login's, not the bootstrap's.
        ssh::SshTarget usual = t.access;
        usual.identity = s.nodes.at(i).identity;
        if (!s.nodes.at(i).identity)
            usual.passphrase.reset();
        for (const keys::ConsoleKey& k : keys::consoleKeysFor(usual)) {
            t.consoleFingerprints << k.fingerprint;
            if (withFallbacks)
                t.fallbackLogins << qMakePair(k.fingerprint, k.login);
        }
        targets << t;
    }
    return targets;
}

int runDeploy(Cli& cli, const QStringList& tokens)
{
    const QString command = QStringLiteral("keys deploy");
    CliArgs args;
    QString error;
    QList<OptionSpec> specs = kAccessOptions;
    specs << OptionSpec{QStringLiteral("pub")} << OptionSpec{QStringLiteral("dry-run"), false}
          << OptionSpec{QStringLiteral("repair"), false} << OptionSpec{QStringLiteral("verify-with")}
          << OptionSpec{QStringLiteral("no-verify"), false} << OptionSpec{QStringLiteral("vast-url")}
          << OptionSpec{QStringLiteral("vast-account")};
    if (!args.parse(tokens, specs, &error))
        return cli.fail(ExitUsage, QStringLiteral("%1: %2").arg(command, error));
    if (!args.has(QStringLiteral("pub")))
        return cli.fail(ExitUsage, Tr::tr("%1: --pub FILE is required").arg(command));
    if (args.has(QStringLiteral("verify-with")) && args.has(QStringLiteral("no-verify")))
        return cli.fail(ExitUsage,
                        Tr::tr("%1: --verify-with and --no-verify exclude each other").arg(command));
    int code = ExitOk;
    if (!checkSelection(cli, command, args, &code))
        return code;
    QUrl vastUrl;
    QString vastAccount;
    if (!readVastOptions(cli, args, &vastUrl, &vastAccount, &code))
        return code;
    const QString pubPath = args.value(QStringLiteral("pub"));
    const std::optional<PublicKey> key = readPublicKey(cli, pubPath, command, &code);
    if (!key)
        return code;

    // Verification: the private key beside the .pub, else --verify-with, else the agent.
    keys::KeyVerification verification;
    if (!args.has(QStringLiteral("no-verify"))) {
        QString privatePath = args.value(QStringLiteral("verify-with"));
        if (privatePath.isEmpty() && pubPath.endsWith(QLatin1String(".pub")) &&
            QFileInfo::exists(pubPath.chopped(4)))
            privatePath = pubPath.chopped(4);
        if (!privatePath.isEmpty()) {
            const PrivateKeyInfo info = inspectPrivateKey(privatePath);
            if (!info.readable)
                return cli.fail(
                    ExitUsage,
                    Tr::tr("%1: %2 is not a readable private key: %3").arg(command, privatePath, info.error));
            if (!info.fingerprint.isEmpty() && info.fingerprint != key->fingerprint())
                return cli.fail(ExitUsage,
                                Tr::tr("%1: %2 is the private half of %3, not of %4")
                                    .arg(command, privatePath, info.fingerprint, key->fingerprint()));
            verification.mode = keys::KeyVerification::Mode::PrivateKey;
            verification.privateKeyPath = privatePath;
        } else if (!qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK")) {
            verification.mode = keys::KeyVerification::Mode::Agent;
        }
    }

    Selection selection;
    if (!select(cli, command, args, &selection, &code))
        return code;
    if (verification.mode == keys::KeyVerification::Mode::PrivateKey &&
        inspectPrivateKey(verification.privateKeyPath).encrypted) {
        // The new key's passphrase, if the keychain has it.
        Node probe = selection.nodes.value(0);
        probe.identity = verification.privateKeyPath;
        QList<ssh::OperationRequest> one(1);
        one[0].target.identity = verification.privateKeyPath;
        resolveCredentials(cli, {probe}, &one);
        verification.passphrase = one[0].target.passphrase;
    }

    keys::KeyChange change;
    change.kind = keys::KeyChange::Kind::Deploy;
    change.key = *key;
    change.repair = args.has(QStringLiteral("repair"));
    change.dryRun = args.has(QStringLiteral("dry-run"));
    ssh::SshEngine engine;
    // vast.ai nodes also get the key through the platform: their authorized_keys does not last.
    VastPlatform vast(cli, vastUrl, vastAccount);
    const QList<keys::KeyNodeResult> results =
        runBatch(cli, engine, change, verification, targetsOf(selection, false), &vast.platform);
    recordTrail(cli, change, results);

    const bool verifyWanted = !args.has(QStringLiteral("no-verify"));
    return report(cli, change, results,
                  [verifyWanted](const keys::KeyNodeResult& r) { return r.succeeded(verifyWanted); });
}

int runRemove(Cli& cli, const QStringList& tokens)
{
    const QString command = QStringLiteral("keys remove");
    CliArgs args;
    QString error;
    QList<OptionSpec> specs = kAccessOptions;
    specs << OptionSpec{QStringLiteral("pub")} << OptionSpec{QStringLiteral("fingerprint")}
          << OptionSpec{QStringLiteral("dry-run"), false} << OptionSpec{QStringLiteral("vast-url")}
          << OptionSpec{QStringLiteral("vast-account")};
    if (!args.parse(tokens, specs, &error))
        return cli.fail(ExitUsage, QStringLiteral("%1: %2").arg(command, error));
    if (args.has(QStringLiteral("pub")) == args.has(QStringLiteral("fingerprint")))
        return cli.fail(ExitUsage,
                        Tr::tr("%1: give either --pub FILE or --fingerprint SHA256:...").arg(command));
    keys::KeyChange change;
    change.kind = keys::KeyChange::Kind::Remove;
    change.dryRun = args.has(QStringLiteral("dry-run"));
    int code = ExitOk;
    if (!checkSelection(cli, command, args, &code))
        return code;
    QUrl vastUrl;
    QString vastAccount;
    if (!readVastOptions(cli, args, &vastUrl, &vastAccount, &code))
        return code;
    if (args.has(QStringLiteral("pub"))) {
        const std::optional<PublicKey> key =
            readPublicKey(cli, args.value(QStringLiteral("pub")), command, &code);
        if (!key)
            return code;
        change.key = *key;
    } else {
        change.fingerprint = args.value(QStringLiteral("fingerprint"));
        static const QRegularExpression form(QStringLiteral("^SHA256:[A-Za-z0-9+/]{43}$"));
        if (!form.match(change.fingerprint).hasMatch())
            return cli.fail(ExitUsage,
                            Tr::tr("%1: '%2' is not a SHA256 fingerprint (SHA256: and 43 base64 characters)")
                                .arg(command, change.fingerprint));
    }
    Selection selection;
    if (!select(cli, command, args, &selection, &code))
        return code;
    ssh::SshEngine engine;
    // vast.ai nodes: off the platform too, or it writes the key back.
    VastPlatform vast(cli, vastUrl, vastAccount);
    const QList<keys::KeyNodeResult> results =
        runBatch(cli, engine, change, {}, targetsOf(selection, true), &vast.platform);
    recordTrail(cli, change, results);
    return report(cli, change, results, [](const keys::KeyNodeResult& r) {
        return (r.result == QLatin1String("removed") || r.result == QLatin1String("unchanged")) &&
               (!r.platform || r.platform->detachedOrAbsent() ||
                r.platform->result == QLatin1String("skipped"));
    });
}

int runAudit(Cli& cli, const QStringList& tokens)
{
    const QString command = QStringLiteral("keys audit");
    CliArgs args;
    QString error;
    if (!args.parse(tokens, kAccessOptions, &error))
        return cli.fail(ExitUsage, QStringLiteral("%1: %2").arg(command, error));
    int code = ExitOk;
    Selection selection;
    if (!select(cli, command, args, &selection, &code))
        return code;
    ssh::SshEngine engine;
    const QList<keys::KeyNodeResult> results =
        runBatch(cli, engine, keys::KeyChange{}, {}, targetsOf(selection, false));
    bool allOk = true;
    if (cli.globals().json) {
        QJsonArray nodes;
        for (const keys::KeyNodeResult& r : results) {
            allOk = allOk && r.result == QLatin1String("audited");
            QJsonArray keyArray;
            for (const keys::AuditedKey& k : r.keys) {
                keyArray << QJsonObject{{QStringLiteral("line"), k.line},
                                        {QStringLiteral("type"), k.type},
                                        {QStringLiteral("fingerprint"), k.fingerprint},
                                        {QStringLiteral("comment"), k.comment},
                                        {QStringLiteral("options"), k.options},
                                        {QStringLiteral("valid"), k.valid},
                                        {QStringLiteral("used_by_console"), k.usedByConsole}};
            }
            QJsonArray findings;
            for (const keys::AuthorizedKeys::Finding& f : r.details) {
                findings << QJsonObject{{QStringLiteral("line"), f.line},
                                        {QStringLiteral("code"), f.code},
                                        {QStringLiteral("detail"), f.detail}};
            }
            nodes << QJsonObject{{QStringLiteral("node"), r.node},
                                 {QStringLiteral("keys"), keyArray},
                                 {QStringLiteral("findings"), findings},
                                 {QStringLiteral("diagnosis"), diagnosisJson(r.diagnosis)},
                                 {QStringLiteral("path"), r.path}};
        }
        cli.printJson({{QStringLiteral("nodes"), nodes}});
        return allOk ? ExitOk : ExitFailed;
    }
    QTextStream& out = cli.out();
    for (const keys::KeyNodeResult& r : results) {
        allOk = allOk && r.result == QLatin1String("audited");
        out << r.node << "  " << (r.path.isEmpty() ? r.configuredPath : r.path) << "\n";
        if (r.diagnosis) {
            out << "    " << r.diagnosis->code << ": " << r.diagnosis->message << "\n    "
                << Tr::tr("detail: %1").arg(r.diagnosis->detail) << "\n";
            continue;
        }
        for (const keys::AuditedKey& k : r.keys) {
            out << QStringLiteral("  %1 %2 %3 %4%5%6")
                       .arg(k.line, 4)
                       .arg(k.type, -20)
                       .arg(k.fingerprint.isEmpty() ? QStringLiteral("-") : k.fingerprint, -51)
                       .arg(k.comment)
                       .arg(k.options.isEmpty() ? QString() : QStringLiteral("  [%1]").arg(k.options))
                       .arg(k.usedByConsole ? Tr::tr("  (the console logs in with this key)") : QString())
                << "\n";
        }
        for (const keys::AuthorizedKeys::Finding& f : r.details)
            out << "  ! " << (f.line > 0 ? Tr::tr("line %1: ").arg(f.line) : QString()) << f.code << ": "
                << f.detail << "\n";
    }
    out.flush();
    return allOk ? ExitOk : ExitFailed;
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
        "\n"
        "Usage: fleetdeck-cli keys deploy --pub FILE (NODE... | --all) [--dry-run] [--repair]\n"
        "                                 [--verify-with PRIVATE_FILE | --no-verify]\n"
        "                                 [--vast-url URL] [--vast-account NAME]\n"
        "\n"
        "Adds the key to each node's authorized_keys over SFTP: a temp file, fsync, a re-read of the\n"
        "original, a .fleetdeck.bak copy, an atomic rename; then a fresh login with only the new key\n"
        "(the private key beside FILE, else --verify-with, else the ssh-agent). If that login fails,\n"
        "the original is put back (rolled_back). A key already present is left alone (unchanged).\n"
        "  --repair             also split glued keys, turn CRLF into LF, end the file with a newline\n"
        "  --dry-run            read and plan only; show what would change\n"
        "A node imported from vast.ai also gets the key attached through the platform (its\n"
        "authorized_keys does not last there); API key: VAST_API_KEY, else the keychain.\n"
        "  --vast-url URL       the vast.ai console's address (default https://console.vast.ai)\n"
        "  --vast-account NAME  the keychain's vast-api-key entry to use\n"
        "\n"
        "Usage: fleetdeck-cli keys remove (--pub FILE | --fingerprint SHA256:...) (NODE... | --all)\n"
        "                                 [--dry-run]\n"
        "\n"
        "Removes every line with that key. The key the console logs in with is removed only when\n"
        "another of the console's keys stays in the file and logs in afresh first (else: refused).\n"
        "\n"
        "Usage: fleetdeck-cli keys audit [NODE...]\n"
        "\n"
        "Lists each node's keys (type, fingerprint, comment, options), the file's findings, and\n"
        "which key the console logs in with.\n"
        "\n"
        "Logging in for deploy, remove and audit (beyond the node's own login and the keychain):\n"
        "  --access-identity FILE   log in with this private key instead\n"
        "  --password-stdin         read a password for the login from stdin (used, never stored)\n");
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
    if (cli.globals().help) {
        cli.out() << keysHelp();
        return ExitOk;
    }
    if (sub == QLatin1String("deploy"))
        return runDeploy(cli, tokens.mid(1));
    if (sub == QLatin1String("remove"))
        return runRemove(cli, tokens.mid(1));
    if (sub == QLatin1String("audit"))
        return runAudit(cli, tokens.mid(1));
    if (sub.isEmpty())
        return cli.fail(ExitUsage, Tr::tr("keys: missing subcommand (generate, deploy, remove, audit)"));
    return cli.fail(ExitUsage,
                    Tr::tr("unknown keys subcommand '%1' (generate, deploy, remove, audit)").arg(sub));
}

} // namespace fleetdeck::cli
