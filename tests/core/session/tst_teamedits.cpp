// SPDX-License-Identifier: GPL-3.0-or-later
// Consoles on one team store see each other's edits (docs/design.md, "Collectors"): two sessions
// (the console's FleetSession, no widgets) on a real PostgreSQL server started here. A node
// added, relabelled, renamed or removed in one appears so in the other's table within a second,
// through LISTEN/NOTIFY and without reading the fleet again into a new model; an edit from
// another process (`fleetdeck-cli node add`) reaches both. On an SQLite file nothing listens.
#include "fleet/Inventory.h"
#include "models/FleetTableModel.h"
#include "session/FleetSession.h"
#include "storage/Database.h"
#include "storage/StoreChanges.h"
#include "support/PostgresServer.h"
#include "support/Waiting.h"

#include <QPointer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace fleetdeck;

namespace {

Node node(const QString& name)
{
    Node n;
    n.name = name;
    n.host = QStringLiteral("10.0.0.7");
    n.port = 22;
    n.user = QStringLiteral("ops");
    return n;
}

} // namespace

class tst_TeamEdits : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<PostgresServer> m_server;
    QString m_url;
    QList<qint64> m_delays;

    // Waits for `check` in the other console and keeps the delay; false after 5 s.
    bool seen(const std::function<bool()>& check)
    {
        const qint64 ms = test::msUntil(check, 5000, 5);
        if (ms >= 0)
            m_delays << ms;
        return ms >= 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        m_server = PostgresServer::startWith({QStringLiteral("team")}, &why);
        QVERIFY2(m_server, qPrintable(why));
        m_url = m_server->url(QStringLiteral("team"));
    }

    void cleanupTestCase() { m_server.reset(); }

    void anEditInOneConsoleShowsInTheOther()
    {
        session::FleetSession a;
        session::FleetSession b;
        QVERIFY2(a.open(m_url), qPrintable(a.error()));
        QVERIFY2(b.open(m_url), qPrintable(b.error()));
        const QPointer<models::FleetTableModel> modelB = b.model();

        QVERIFY(a.addNode(node(QStringLiteral("fra-4090-01"))).ok());
        QVERIFY(seen([&] { return b.model()->rowOf(QStringLiteral("fra-4090-01")) >= 0; }));

        Node labelled = *a.findNode(QStringLiteral("fra-4090-01"));
        labelled.labels.insert(QStringLiteral("site"), QStringLiteral("fra"));
        QVERIFY(a.updateNode(labelled.name, labelled).ok());
        QVERIFY(seen([&] {
            const int row = b.model()->rowOf(labelled.name);
            return row >= 0 &&
                   b.model()->nodeAt(row).labels.value(QStringLiteral("site")) == QLatin1String("fra");
        }));

        Node renamed = labelled;
        renamed.name = QStringLiteral("fra-4090-02");
        QVERIFY(a.updateNode(labelled.name, renamed).ok());
        QVERIFY(seen([&] {
            return b.model()->rowOf(QStringLiteral("fra-4090-02")) >= 0 &&
                   b.model()->rowOf(QStringLiteral("fra-4090-01")) < 0;
        }));

        // And back the other way.
        QVERIFY(b.addNode(node(QStringLiteral("sgp-h100-01"))).ok());
        QVERIFY(seen([&] { return a.model()->rowOf(QStringLiteral("sgp-h100-01")) >= 0; }));

        QVERIFY(a.removeNode(QStringLiteral("fra-4090-02")).ok());
        QVERIFY(seen([&] { return b.model()->rowOf(QStringLiteral("fra-4090-02")) < 0; }));

        // From another process: the CLI.
        QProcess cli;
        cli.start(QStringLiteral(FLEETDECK_CLI_PATH),
                  {QStringLiteral("--db"), m_url, QStringLiteral("node"), QStringLiteral("add"),
                   QStringLiteral("nyc-a100-01"), QStringLiteral("--host"), QStringLiteral("10.0.0.9")});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        QVERIFY(seen([&] {
            return a.model()->rowOf(QStringLiteral("nyc-a100-01")) >= 0 &&
                   b.model()->rowOf(QStringLiteral("nyc-a100-01")) >= 0;
        }));

        // Row by row in the model that was there: never a new model, never a full reload.
        QCOMPARE(b.model(), modelB.data());
        QCOMPARE(b.model()->rowCount(), 2);
        QCOMPARE(a.model()->rowCount(), 2);

        std::sort(m_delays.begin(), m_delays.end());
        qInfo("%lld edits seen in the other console after %lld ms (median), %lld ms (slowest)",
              qint64(m_delays.size()), m_delays.at(m_delays.size() / 2), m_delays.last());
        QVERIFY2(m_delays.last() < 1000, qPrintable(QString::number(m_delays.last())));
    }

    void aFileHasNoListeners()
    {
        storage::Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("fleet.sqlite"))));
        storage::StoreChanges changes(db);
        QVERIFY(!changes.isListening());

        storage::Database team;
        QVERIFY2(team.open(m_url), qPrintable(team.error()));
        storage::StoreChanges teamChanges(team);
        QVERIFY(teamChanges.isListening());
    }
};

QTEST_GUILESS_MAIN(tst_TeamEdits)
#include "tst_teamedits.moc"
