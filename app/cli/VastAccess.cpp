// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/VastAccess.h"
#include "cli/CliTr.h"

#include "cli/Cli.h"
#include "secrets/KeychainCredentialStore.h"
#include "vast/VastApiKey.h"
#include "vast/VastClient.h"

#include <QEventLoop>

namespace fleetdeck::cli {

void waitUntil(const bool& finished)
{
    QEventLoop loop;
    while (!finished)
        loop.processEvents(QEventLoop::WaitForMoreEvents);
}

QString usd(double dollars, int decimals)
{
    return QStringLiteral("$") + QString::number(dollars, 'f', decimals);
}

int failWithVastError(Cli& cli, int code, const vast::VastError& error)
{
    if (cli.globals().json)
        cli.printJson(QJsonObject{{QStringLiteral("error"), error.toJson()}});
    cli.err() << "fleetdeck-cli: " << error.message << "\n  " << Tr::tr("hint: %1").arg(error.hint) << "\n  "
              << Tr::tr("detail: %1").arg(error.detail) << Qt::endl;
    return code;
}

bool readVastOptions(Cli& cli, const CliArgs& args, QUrl* url, QString* account, int* code)
{
    *url = QUrl(args.has(QStringLiteral("vast-url")) ? args.value(QStringLiteral("vast-url"))
                                                     : vast::VastClient::defaultBaseUrl().toString());
    if (const QString why = vast::VastClient::checkBaseUrl(*url); !why.isEmpty()) {
        *code =
            cli.fail(ExitUsage,
                     Tr::tr("invalid --vast-url '%1': %2").arg(args.value(QStringLiteral("vast-url")), why));
        return false;
    }
    *account = args.value(QStringLiteral("vast-account"));
    QString error;
    if (!account->isEmpty() && !secrets::SecretId::parse(QStringLiteral("vast-api-key"), *account, &error)) {
        *code = cli.fail(ExitUsage, error);
        return false;
    }
    return true;
}

bool connectVastClient(Cli& cli, const CliArgs& args, vast::VastClient& client, int* code)
{
    QUrl url;
    QString account;
    if (!readVastOptions(cli, args, &url, &account, code))
        return false;
    secrets::KeychainCredentialStore store;
    store.setJobTimeout(15000);
    bool found = false;
    vast::VastApiKeyLookup key;
    vast::findVastApiKey(&store, account, nullptr, [&](const vast::VastApiKeyLookup& lookup) {
        key = lookup;
        found = true;
    });
    waitUntil(found);
    if (!key.ok()) {
        *code = failWithVastError(cli, ExitFailed, *key.error);
        return false;
    }
    if (!cli.globals().json)
        cli.err() << Tr::tr("vast.ai API key from %1").arg(key.source) << Qt::endl;
    client.setBaseUrl(url);
    client.setApiKey(key.key);
    client.setTimeout(int(cli.globals().timeoutSeconds * 1000));
    return true;
}

} // namespace fleetdeck::cli
