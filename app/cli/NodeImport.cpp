// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/NodeImport.h"
#include "cli/CliTr.h"

#include "cli/Cli.h"
#include "cli/NodeAccess.h"
#include "cli/NodeFileImport.h"
#include "cli/VastAccess.h"
#include "fleet/Inventory.h"
#include "storage/Database.h"
#include "vast/VastClient.h"
#include "vast/VastInstance.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonObject>

namespace fleetdeck::cli {

namespace {

// The whole instance list from the API: the key (VAST_API_KEY or the keychain), then every page.
int listFromApi(Cli& cli, const CliArgs& args, QList<QJsonObject>* instances)
{
    vast::VastClient client;
    int code = 0;
    if (!connectVastClient(cli, args, client, &code))
        return code;
    const auto listing =
        awaitVast<vast::VastClient::Listing>([&](auto done) { client.listInstances(nullptr, done); });
    if (!listing.ok())
        return failWithVastError(cli, ExitFailed, *listing.error);
    *instances = listing.instances;
    return ExitOk;
}

void printImport(Cli& cli, const fleet::ImportReport& report)
{
    if (cli.globals().json) {
        cli.printJson(QJsonObject{{QStringLiteral("imported"), report.toJson()}});
        return;
    }
    auto print = [&cli](const char* what, const QList<fleet::ImportEntry>& entries) {
        for (const fleet::ImportEntry& e : entries) {
            QString line = QStringLiteral("%1 %2").arg(QString::fromLatin1(what).leftJustified(10), e.name);
            if (!e.host.isEmpty())
                line += QStringLiteral(" (%1:%2, instance %3)").arg(e.host).arg(e.port).arg(e.providerId);
            if (!e.changes.isEmpty())
                line += QStringLiteral(": ") + e.changes.join(QStringLiteral(", "));
            if (e.vanishedAt.isValid())
                line += Tr::tr(": gone since %1").arg(e.vanishedAt.toString(Qt::ISODate));
            if (!e.reason.isEmpty())
                line += e.providerId.isEmpty() || e.reason.contains(e.providerId)
                            ? e.reason
                            : Tr::tr("instance %1: %2").arg(e.providerId, e.reason);
            cli.out() << line << Qt::endl;
            for (const QString& w : e.warnings)
                cli.err() << Tr::tr("warning: %1").arg(w) << Qt::endl;
        }
    };
    print("added", report.added);
    print("updated", report.updated);
    print("unchanged", report.unchanged);
    print("vanished", report.vanished);
    print("skipped", report.skipped);
    cli.err() << Tr::tr("%1: %2 added, %3 updated, %4 unchanged, %5 vanished, %6 skipped")
                     .arg(report.provider)
                     .arg(report.added.size())
                     .arg(report.updated.size())
                     .arg(report.unchanged.size())
                     .arg(report.vanished.size())
                     .arg(report.skipped.size())
              << Qt::endl;
}

} // namespace

int runNodeImport(Cli& cli, const QStringList& tokens)
{
    static const QList<OptionSpec> specs{{QStringLiteral("vast-json")},  {QStringLiteral("vast-api"), false},
                                         {QStringLiteral("vast-url")},   {QStringLiteral("vast-account")},
                                         {QStringLiteral("ssh-config")}, {QStringLiteral("match")},
                                         {QStringLiteral("csv")}};
    // --ssh-config takes an optional FILE: without one (next token an option, or none) it reads
    // the default config.
    QStringList words = tokens;
    for (qsizetype i = 0; i < words.size(); ++i) {
        if (words.at(i) == QLatin1String("--ssh-config") &&
            (i + 1 == words.size() || words.at(i + 1).startsWith(QLatin1String("--"))))
            words[i] = QStringLiteral("--ssh-config=");
    }
    CliArgs args;
    QString error;
    if (!args.parse(words, specs, &error))
        return cli.fail(ExitUsage, error);
    if (!args.positional().isEmpty())
        return cli.fail(ExitUsage,
                        Tr::tr("node import: unexpected argument '%1'").arg(args.positional().first()));
    if (args.has(QStringLiteral("ssh-config")) || args.has(QStringLiteral("csv")) ||
        args.has(QStringLiteral("match")))
        return runNodeFileImport(cli, args);
    const bool fromFile = args.has(QStringLiteral("vast-json"));
    if (fromFile == args.has(QStringLiteral("vast-api")))
        return cli.fail(ExitUsage, Tr::tr("node import: give either --vast-json FILE or --vast-api"));
    if (fromFile && (args.has(QStringLiteral("vast-url")) || args.has(QStringLiteral("vast-account"))))
        return cli.fail(ExitUsage, Tr::tr("node import: --vast-url and --vast-account go with --vast-api"));

    QList<QJsonObject> instances;
    bool complete = true;
    if (fromFile) {
        const QString path = args.value(QStringLiteral("vast-json"));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return cli.fail(ExitUsage, Tr::tr("cannot read %1: %2").arg(path, file.errorString()));
        const std::optional<vast::VastInstanceList> list =
            vast::VastInstanceList::parse(file.readAll(), &error);
        if (!list)
            return cli.fail(ExitUsage, Tr::tr("%1: %2").arg(path, error));
        instances = list->instances;
        // One page of a longer listing says nothing about the instances on other pages.
        complete = list->nextToken.isEmpty();
        if (!complete)
            cli.err() << Tr::tr("warning: %1 is one page of a longer listing (next_token is set); nothing "
                                "is marked vanished")
                             .arg(path)
                      << Qt::endl;
    } else if (const int code = listFromApi(cli, args, &instances); code != ExitOk) {
        return code;
    }

    storage::Database db;
    int code = ExitOk;
    if (!openDatabase(cli, db, &code))
        return code;
    fleet::Inventory inventory(db);
    const fleet::Inventory::ImportResult result = inventory.importInstances(
        vast::VastInstance::Provider, vast::VastInstance::toProviderInstances(instances), complete);
    if (!result.ok())
        return cli.fail(ExitFailed, result.message);
    printImport(cli, result.report);
    return ExitOk;
}

} // namespace fleetdeck::cli
