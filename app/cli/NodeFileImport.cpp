// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/NodeFileImport.h"
#include "cli/CliTr.h"

#include "cli/Cli.h"
#include "cli/NodeAccess.h"
#include "fleet/CsvImport.h"
#include "fleet/Inventory.h"
#include "fleet/SshConfigAliases.h"
#include "fleet/SshConfigImport.h"
#include "ssh/SshTypes.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonObject>

namespace fleetdeck::cli {

namespace {

QString where(const fleet::NodeImportEntry& e)
{
    return e.file.isEmpty() ? Tr::tr("line %1").arg(e.line)
                            : Tr::tr("%1, line %2").arg(QFileInfo(e.file).fileName()).arg(e.line);
}

void printEntries(Cli& cli, const char* what, const QList<fleet::NodeImportEntry>& entries)
{
    for (const fleet::NodeImportEntry& e : entries) {
        QString line = QString::fromLatin1(what).leftJustified(10);
        if (!e.reason.isEmpty()) {
            line += where(e) + QStringLiteral(": ") + e.reason;
        } else {
            line += QStringLiteral("%1 (%2:%3").arg(e.name, e.host).arg(e.port);
            if (!e.resolvedAddress.isEmpty())
                line += Tr::tr(", resolves to %1").arg(e.resolvedAddress);
            line += QLatin1Char(')');
            if (!e.changes.isEmpty())
                line += QStringLiteral(": ") + e.changes.join(QStringLiteral(", "));
        }
        cli.out() << line << Qt::endl;
    }
}

void printReport(Cli& cli, const QString& source, const fleet::NodeImportReport& report)
{
    if (cli.globals().json) {
        cli.printJson(QJsonObject{{QStringLiteral("imported"), report.toJson()}});
    } else {
        printEntries(cli, "added", report.added);
        printEntries(cli, "updated", report.updated);
        printEntries(cli, "unchanged", report.unchanged);
        printEntries(cli, "skipped", report.skipped);
    }
    cli.err() << Tr::tr("%1: %2 added, %3 updated, %4 unchanged, %5 skipped")
                     .arg(source)
                     .arg(report.added.size())
                     .arg(report.updated.size())
                     .arg(report.unchanged.size())
                     .arg(report.skipped.size())
              << Qt::endl;
}

// Every bad row on stderr (and in the JSON document's "skipped"); nothing was written.
int refuse(Cli& cli, const QString& message, const fleet::NodeImportReport& report)
{
    if (cli.globals().json)
        cli.printJson(QJsonObject{
            {QStringLiteral("imported"), report.toJson()},
            {QStringLiteral("error"), QJsonObject{{QStringLiteral("code"), QStringLiteral("invalid_input")},
                                                  {QStringLiteral("message"), message}}}});
    for (const fleet::NodeImportEntry& e : report.skipped)
        cli.err() << Tr::tr("%1: %2").arg(where(e), e.reason) << Qt::endl;
    return cli.fail(ExitUsage, message);
}

int apply(Cli& cli, const QString& source, const QList<fleet::NodeImportCandidate>& candidates,
          bool allOrNothing)
{
    storage::Database db;
    int code = ExitOk;
    if (!openDatabase(cli, db, &code))
        return code;
    fleet::Inventory inventory(db);
    const fleet::Inventory::NodeImportResult result = inventory.importNodes(candidates, allOrNothing);
    if (result.outcome == fleet::Inventory::Outcome::InvalidInput)
        return refuse(cli, Tr::tr("%1: %2").arg(source, result.message), result.report);
    if (!result.ok())
        return cli.fail(ExitFailed, result.message);
    printReport(cli, source, result.report);
    return ExitOk;
}

int importSshConfig(Cli& cli, const CliArgs& args)
{
    const QString engineConfig = ssh::SshTarget::defaultSshConfigPath();
    const QString path = args.value(QStringLiteral("ssh-config")).isEmpty()
                             ? engineConfig
                             : args.value(QStringLiteral("ssh-config"));
    const QString match = args.value(QStringLiteral("match"));
    if (args.has(QStringLiteral("match"))) {
        if (const QString why = fleet::SshConfigAliases::checkPatternList(match); !why.isEmpty())
            return cli.fail(ExitUsage, Tr::tr("invalid --match: %1").arg(why));
    }
    if (!QFileInfo::exists(path))
        return cli.fail(ExitUsage, Tr::tr("cannot read %1: no such file").arg(path));
    const fleet::SshConfigImport::Source source =
        fleet::SshConfigImport::read(path, match, fleet::SshConfigImport::systemResolver());
    if (!source.error.isEmpty())
        return cli.fail(ExitUsage, source.error);
    // The engine resolves these nodes at every connection through its own config file.
    if (QFileInfo(path).absoluteFilePath() != QFileInfo(engineConfig).absoluteFilePath())
        cli.err() << Tr::tr("warning: connections resolve these nodes through %1 ($FLEETDECK_SSH_CONFIG or "
                            "~/.ssh/config), not %2")
                         .arg(engineConfig, path)
                  << Qt::endl;
    return apply(cli, path, source.candidates, false);
}

int importCsv(Cli& cli, const CliArgs& args)
{
    const QString path = args.value(QStringLiteral("csv"));
    const fleet::CsvImport::Source source = fleet::CsvImport::readFile(path);
    if (!source.error.isEmpty())
        return cli.fail(ExitUsage, source.error);
    return apply(cli, path, source.candidates, true);
}
} // namespace

int runNodeFileImport(Cli& cli, const CliArgs& args)
{
    const bool sshConfig = args.has(QStringLiteral("ssh-config"));
    const bool csv = args.has(QStringLiteral("csv"));
    if (sshConfig && csv)
        return cli.fail(ExitUsage, Tr::tr("node import: give either --ssh-config or --csv"));
    for (const char* vast : {"vast-json", "vast-api", "vast-url", "vast-account"}) {
        if (args.has(QString::fromLatin1(vast)))
            return cli.fail(
                ExitUsage,
                Tr::tr("node import: --%1 does not go with --ssh-config or --csv").arg(QLatin1String(vast)));
    }
    if (args.has(QStringLiteral("match")) && !sshConfig)
        return cli.fail(ExitUsage, Tr::tr("node import: --match goes with --ssh-config"));
    return sshConfig ? importSshConfig(cli, args) : importCsv(cli, args);
}

} // namespace fleetdeck::cli
