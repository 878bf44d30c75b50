// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/StoreCommands.h"

#include "cli/Cli.h"
#include "cli/CliArgs.h"
#include "cli/CliTr.h"
#include "storage/Database.h"
#include "storage/Dialect.h"
#include "storage/StoreCopy.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace fleetdeck::cli {

namespace {

QJsonObject tableJson(const storage::StoreCopy::Table& t)
{
    return QJsonObject{{QStringLiteral("table"), t.name},
                       {QStringLiteral("rows"), double(t.sourceRows)},
                       {QStringLiteral("copied_rows"), double(t.targetRows)},
                       {QStringLiteral("verified"), t.verified()}};
}

int runCopy(Cli& cli, const QStringList& tokens)
{
    CliArgs args;
    QString error;
    if (!args.parse(tokens, {{QStringLiteral("from")}, {QStringLiteral("to")}}, &error))
        return cli.fail(ExitUsage, error);
    if (!args.positional().isEmpty())
        return cli.fail(ExitUsage,
                        Tr::tr("store copy: unexpected argument '%1'").arg(args.positional().first()));
    const QString from = args.value(QStringLiteral("from"));
    const QString to = args.value(QStringLiteral("to"));
    if (from.isEmpty() || to.isEmpty())
        return cli.fail(ExitUsage,
                        Tr::tr("store copy needs --from and --to (a file path or a postgresql:// URL)"));
    if (from == to)
        return cli.fail(ExitUsage, Tr::tr("store copy: --from and --to are the same store"));
    // Opening creates a missing SQLite file: the source must be there already.
    if (!storage::Dialect::isPostgresLocation(from) && !QFileInfo::exists(from))
        return cli.fail(ExitUsage, Tr::tr("store copy: there is no store at %1").arg(from));

    storage::Database source;
    if (!source.open(from))
        return cli.fail(ExitFailed, source.error());
    storage::Database target;
    if (!target.open(to))
        return cli.fail(ExitFailed, target.error());

    QElapsedTimer clock;
    clock.start();
    const bool json = cli.globals().json;
    const storage::StoreCopy::Result result =
        storage::StoreCopy::copy(source, target, [&](const storage::StoreCopy::Table& t) {
            if (json)
                return;
            cli.out() << (t.verified() ? Tr::tr("  %1: %n row(s), verified", nullptr,
                                                int(qMin<qint64>(t.sourceRows, INT_MAX)))
                                             .arg(t.name)
                                       : Tr::tr("  %1: %2 row(s) in the source, %3 in the copy, DIFFERENT")
                                             .arg(t.name)
                                             .arg(t.sourceRows)
                                             .arg(t.targetRows))
                      << Qt::endl;
        });
    qint64 rows = 0;
    QJsonArray tables;
    for (const storage::StoreCopy::Table& t : result.tables) {
        rows += t.sourceRows;
        tables.append(tableJson(t));
    }
    if (json) {
        QJsonObject doc{
            {QStringLiteral("from"), from},          {QStringLiteral("to"), to},
            {QStringLiteral("tables"), tables},      {QStringLiteral("rows"), double(rows)},
            {QStringLiteral("verified"), result.ok}, {QStringLiteral("seconds"), clock.elapsed() / 1000.0}};
        if (!result.ok)
            doc.insert(QStringLiteral("error"), result.error);
        cli.printJson(doc);
        return result.ok ? ExitOk : ExitFailed;
    }
    if (!result.ok)
        return cli.fail(ExitFailed, result.error);
    cli.out() << Tr::tr("copied %1 rows in %2 tables from %3 to %4; every table verified (%5 s)")
                     .arg(rows)
                     .arg(result.tables.size())
                     .arg(from, to)
                     .arg(clock.elapsed() / 1000.0, 0, 'f', 1)
              << Qt::endl;
    return ExitOk;
}

} // namespace

QString storeHelp()
{
    return Tr::tr("Usage: fleetdeck-cli store copy --from PATH_OR_URL --to PATH_OR_URL\n"
                  "\n"
                  "Copies a whole fleet (nodes, labels, status history, events, key deployments,\n"
                  "benchmarks, templates, bad hosts, log sources and patterns) from one store to\n"
                  "another: an SQLite file or postgresql://USER@HOST:PORT/DBNAME[?sslmode=...].\n"
                  "The target must be empty (a new file, or a new database); both are brought to\n"
                  "this version's schema first. After the copy both stores are read again and\n"
                  "every table must match row for row, or the command fails (exit 1).\n"
                  "Secrets are never in a store: they stay in each operator's keychain.\n");
}

int runStoreCommand(Cli& cli, const QStringList& tokens)
{
    if (cli.globals().help || tokens.isEmpty()) {
        if (tokens.isEmpty() && !cli.globals().help)
            return cli.fail(ExitUsage, Tr::tr("store: missing subcommand (copy)"));
        cli.out() << storeHelp();
        return ExitOk;
    }
    if (tokens.first() == QLatin1String("copy"))
        return runCopy(cli, tokens.mid(1));
    return cli.fail(ExitUsage, Tr::tr("unknown store subcommand '%1' (copy)").arg(tokens.first()));
}

} // namespace fleetdeck::cli
