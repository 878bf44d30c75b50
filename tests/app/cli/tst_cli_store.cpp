// SPDX-License-Identifier: GPL-3.0-or-later
// `fleetdeck-cli --db postgresql://…` and `store copy` end to end (docs/cli.md, "Team"): the
// real CLI against a real PostgreSQL server started here on loopback. A fleet made with the CLI
// in an SQLite file is copied to the server, verified, and used from there by every command as
// from the file; the refusals (a store that holds a fleet, a missing source, a password in the
// URL, a missing option) say why and exit as documented.
#include "support/CliRun.h"
#include "support/PostgresServer.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace fleetdeck;
using fleetdeck::test::CliRun;
using fleetdeck::test::runCli;

class tst_CliStore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<PostgresServer> m_server;
    test::CliOptions m_options;
    QString m_file;

    CliRun cli(const QStringList& args) { return runCli(args, m_options); }

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        m_server = PostgresServer::startWith({QStringLiteral("team"), QStringLiteral("second")}, &why);
        QVERIFY2(m_server, qPrintable(why));
        m_options.isolate(m_dir.filePath(QStringLiteral("home")), QStringLiteral("fleetdeck-test-cli-store"));
        m_options.env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        m_options.nullStdin = true;

        m_file = m_dir.filePath(QStringLiteral("fleet.sqlite"));
        for (int i = 1; i <= 3; ++i) {
            const CliRun add = cli({QStringLiteral("--db"), m_file, QStringLiteral("node"),
                                    QStringLiteral("add"), QStringLiteral("fra-%1").arg(i),
                                    QStringLiteral("--host"), QStringLiteral("203.0.113.%1").arg(i),
                                    QStringLiteral("--label"), QStringLiteral("gpu=4090")});
            QVERIFY2(add.code == 0, qPrintable(add.text()));
        }
    }

    void cleanupTestCase() { m_server.reset(); }

    void copiesAFleetToTheTeamStoreVerified()
    {
        const QString url = m_server->url(QStringLiteral("team"));
        const CliRun copy = cli({QStringLiteral("store"), QStringLiteral("copy"), QStringLiteral("--from"),
                                 m_file, QStringLiteral("--to"), url});
        QVERIFY2(copy.code == 0, qPrintable(copy.text()));
        QVERIFY2(copy.out.contains("  nodes: 3 rows, verified\n"), copy.out.constData());
        QVERIFY2(copy.out.contains("  node_labels: 3 rows, verified\n"), copy.out.constData());
        QVERIFY2(copy.out.contains("; every table verified ("), copy.out.constData());
        QVERIFY(copy.err.isEmpty());

        // Every command works on the team store as on the file.
        const CliRun list = cli({QStringLiteral("--db"), url, QStringLiteral("--json"),
                                 QStringLiteral("node"), QStringLiteral("list")});
        QVERIFY2(list.code == 0, qPrintable(list.text()));
        const QJsonArray nodes = list.json().value(QStringLiteral("nodes")).toArray();
        QCOMPARE(nodes.size(), 3);
        QCOMPARE(nodes.first().toObject().value(QStringLiteral("name")).toString(), QStringLiteral("fra-1"));
        const CliRun add =
            cli({QStringLiteral("--db"), url, QStringLiteral("node"), QStringLiteral("add"),
                 QStringLiteral("fra-4"), QStringLiteral("--host"), QStringLiteral("203.0.113.4")});
        QVERIFY2(add.code == 0, qPrintable(add.text()));
        QString count;
        QVERIFY(m_server->psql(QStringLiteral("SELECT COUNT(*) FROM nodes"), QStringLiteral("team"), &count));
        QCOMPARE(count, QStringLiteral("4"));
    }

    void jsonNamesEveryTable()
    {
        const CliRun copy = cli({QStringLiteral("--json"), QStringLiteral("store"), QStringLiteral("copy"),
                                 QStringLiteral("--from"), m_file, QStringLiteral("--to"),
                                 m_server->url(QStringLiteral("second"))});
        QVERIFY2(copy.code == 0, qPrintable(copy.text()));
        const QJsonObject doc = copy.json();
        QCOMPARE(doc.value(QStringLiteral("verified")).toBool(), true);
        QCOMPARE(doc.value(QStringLiteral("rows")).toInt(), 6);
        const QJsonArray tables = doc.value(QStringLiteral("tables")).toArray();
        QVERIFY(tables.size() >= 15);
        const QJsonObject first = tables.first().toObject();
        QCOMPARE(first.value(QStringLiteral("table")).toString(), QStringLiteral("nodes"));
        QCOMPARE(first.value(QStringLiteral("rows")).toInt(), 3);
        QCOMPARE(first.value(QStringLiteral("copied_rows")).toInt(), 3);
        QCOMPARE(first.value(QStringLiteral("verified")).toBool(), true);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("says");
        const QString file = m_dir.filePath(QStringLiteral("fleet.sqlite"));
        QTest::newRow("into a fleet")
            << QStringList{QStringLiteral("--from"), file, QStringLiteral("--to"), QStringLiteral("@team")}
            << 1 << QStringLiteral("is not empty (table nodes holds 4 rows)");
        QTest::newRow("no source") << QStringList{QStringLiteral("--from"),
                                                  m_dir.filePath(QStringLiteral("none")),
                                                  QStringLiteral("--to"), QStringLiteral("@team")}
                                   << 2 << QStringLiteral("there is no store at");
        QTest::newRow("no --to") << QStringList{QStringLiteral("--from"), file} << 2
                                 << QStringLiteral("needs --from and --to");
        QTest::newRow("a password in the URL")
            << QStringList{QStringLiteral("--from"), file, QStringLiteral("--to"),
                           QStringLiteral("postgresql://ops:secret@127.0.0.1:1/team")}
            << 1 << QStringLiteral("a password does not belong in the store's address");
    }

    void refusals()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, says);
        args.replaceInStrings(QStringLiteral("@team"), m_server->url(QStringLiteral("team")));
        const CliRun run = cli(QStringList{QStringLiteral("store"), QStringLiteral("copy")} + args);
        QCOMPARE(run.code, code);
        QVERIFY2(QString::fromUtf8(run.err).startsWith(QStringLiteral("fleetdeck-cli: ")),
                 run.err.constData());
        QVERIFY2(QString::fromUtf8(run.err).contains(says), run.err.constData());
        QVERIFY(!run.err.contains("secret"));
    }
};

QTEST_GUILESS_MAIN(tst_CliStore)
#include "tst_cli_store.moc"
