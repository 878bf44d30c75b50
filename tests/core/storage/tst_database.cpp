// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/Inventory.h"
#include "fleet/ProviderImport.h"
#include "status/StatusHistory.h"
#include "storage/Database.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <cstdio>
#include <memory>
#include <vector>

using namespace fleetdeck;

namespace {
// Reads one value through an independent connection, as another process would see the file.
QVariant scalar(const QString& path, const QString& sql)
{
    QVariant result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("probe"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next())
                result = q.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("probe"));
    return result;
}

bool exec(storage::Database& db, const QString& sql)
{
    QSqlQuery q(db.connection());
    return q.exec(sql);
}

QByteArray sha256Of(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// The crash test's writer: this executable again, with FLEETDECK_TST_WRITER=PATH. It writes as
// the console does under load, round after round: a node added (its own transaction), then
// SamplesPerRound status samples in one transaction. After each round it prints "round N".
// Sample times are unique per round, so no sample replaces another.
constexpr int SamplesPerRound = 400;

[[noreturn]] void runWriter(const QString& path)
{
    storage::Database db;
    if (!db.open(path)) {
        std::fprintf(stderr, "writer: %s\n", qPrintable(db.error()));
        std::exit(2);
    }
    fleet::Inventory inventory(db);
    status::StatusHistory history(db);
    // After a crash it goes on from what the database holds, as a restarted console would.
    QList<qint64> ids;
    for (const Node& n : inventory.nodes())
        ids << n.id;
    const QDateTime start = QDateTime::currentDateTimeUtc();
    for (int round = int(ids.size()) + 1;; ++round) {
        Node node;
        node.name = QStringLiteral("gpu-%1").arg(round);
        node.host = QStringLiteral("10.1.%1.%2").arg(round / 250).arg(round % 250 + 1);
        node.labels.insert(QStringLiteral("round"), QString::number(round));
        const fleet::Inventory::Result added = inventory.add(node);
        if (!added.ok()) {
            std::fprintf(stderr, "writer: %s\n", qPrintable(added.message));
            std::exit(3);
        }
        ids << added.node.id;
        QList<QPair<qint64, status::StatusSample>> samples;
        for (int i = 0; i < SamplesPerRound; ++i) {
            status::StatusSample sample;
            sample.at = start.addMSecs(qint64(round) * 1000 + i);
            sample.ok = true;
            sample.queueDepth = i % 7;
            sample.totalCompleted = round * SamplesPerRound + i;
            sample.latencyMs = 1.5;
            samples.append({ids.at(i % ids.size()), sample});
        }
        if (!history.record(samples)) {
            std::fprintf(stderr, "writer: %s\n", qPrintable(history.error()));
            std::exit(4);
        }
        std::printf("round %d\n", round);
        std::fflush(stdout);
    }
}
// Waits until the wall clock reaches FLEETDECK_TST_START_AT (ms since the epoch), so that
// processes started one after the other act at the same moment.
void waitForStart()
{
    const qint64 at = qEnvironmentVariable("FLEETDECK_TST_START_AT").toLongLong();
    while (QDateTime::currentMSecsSinceEpoch() < at)
        QThread::usleep(200);
}

// A process that opens (and so migrates) the database at FLEETDECK_TST_MIGRATE: exit 0 when it is
// open and current, 1 (with the reason on stderr) when not.
[[noreturn]] void runMigrator(const QString& path)
{
    waitForStart();
    storage::Database db;
    if (!db.open(path)) {
        std::fprintf(stderr, "migrator: %s\n", qPrintable(db.error()));
        std::exit(1);
    }
    std::exit(db.schemaVersion() == storage::Database::latestSchemaVersion() ? 0 : 1);
}

// The CLI's `node import` run again and again (FLEETDECK_TST_IMPORTER=PATH): a read-then-write
// transaction (plan from what is stored, then write), ImportRounds times. Exit 0 when every
// import was written.
constexpr int ImportRounds = 120;

[[noreturn]] void runImporter(const QString& path)
{
    storage::Database db;
    if (!db.open(path)) {
        std::fprintf(stderr, "importer: %s\n", qPrintable(db.error()));
        std::exit(2);
    }
    fleet::Inventory inventory(db);
    for (int round = 0; round < ImportRounds; ++round) {
        QList<fleet::ProviderInstance> instances;
        for (int i = 0; i < 4; ++i) {
            fleet::ProviderInstance instance;
            instance.providerId = QString::number(9000 + i);
            instance.suggestedName = QStringLiteral("rented-%1").arg(i);
            instance.fallbackName = QStringLiteral("vast-%1").arg(9000 + i);
            instance.host = QStringLiteral("198.51.100.%1").arg(10 + i);
            instance.port = 40000 + round; // a changed address each round: always something to write
            instance.fields = QJsonObject{{QStringLiteral("round"), round}};
            instances << instance;
        }
        const fleet::Inventory::ImportResult result =
            inventory.importInstances(QStringLiteral("vast"), instances);
        if (!result.ok()) {
            std::fprintf(stderr, "importer: round %d: %s\n", round, qPrintable(result.message));
            std::exit(3);
        }
    }
    std::exit(0);
}

QProcess* startSelf(const QString& variable, const QString& path, qint64 startAt = 0)
{
    auto* p = new QProcess;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(variable, path);
    env.insert(QStringLiteral("FLEETDECK_TST_START_AT"), QString::number(startAt));
    p->setProcessEnvironment(env);
    p->start(QCoreApplication::applicationFilePath(), {});
    return p;
}
} // namespace

class tst_Database : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newDatabaseIsCurrentAndWal()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/dir/fleet.sqlite"));
        storage::Database db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QVERIFY(QFile::exists(path));
        QCOMPARE(db.schemaVersion(), storage::Database::latestSchemaVersion());
        QVERIFY(storage::Database::latestSchemaVersion() >= 2);
        QCOMPARE(scalar(path, QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM schema_version")).toInt(),
                 storage::Database::latestSchemaVersion());
        // A fresh database has nothing to back up.
        QVERIFY(QDir(dir.filePath(QStringLiteral("sub/dir"))).entryList({QStringLiteral("*.bak")}).isEmpty());
    }

    void migratesOldDatabaseKeepingDataAndBackup()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fleet.sqlite"));
        {
            storage::Database v1;
            QVERIFY2(v1.open(path, 1), qPrintable(v1.error()));
            QCOMPARE(v1.schemaVersion(), 1);
            QVERIFY(exec(v1, QStringLiteral("INSERT INTO nodes (name, host, created_at, updated_at) "
                                            "VALUES ('old-01', '203.0.113.9', 'x', 'x')")));
            QVERIFY(!exec(v1, QStringLiteral("SELECT * FROM events")));
        }
        storage::Database db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QCOMPARE(db.schemaVersion(), storage::Database::latestSchemaVersion());
        QVERIFY(exec(db, QStringLiteral("SELECT * FROM events")));
        QCOMPARE(scalar(path, QStringLiteral("SELECT host FROM nodes WHERE name = 'old-01'")).toString(),
                 QStringLiteral("203.0.113.9"));

        const QString backup = path + QStringLiteral(".v1.bak");
        QVERIFY(QFile::exists(backup));
        QCOMPARE(scalar(backup, QStringLiteral("SELECT MAX(version) FROM schema_version")).toInt(), 1);
        QCOMPARE(scalar(backup, QStringLiteral("SELECT COUNT(*) FROM nodes")).toInt(), 1);

        // Opening a current database again migrates nothing and writes no new backup.
        db.close();
        QVERIFY(QFile::remove(backup));
        QVERIFY(db.open(path));
        QVERIFY(!QFile::exists(backup));
    }

    // v4 adds the status history: a v3 database keeps its nodes, gains the history tables, and
    // a node's history goes with the node.
    void migratesToStatusHistoryKeepingNodes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fleet.sqlite"));
        {
            storage::Database v3;
            QVERIFY2(v3.open(path, 3), qPrintable(v3.error()));
            QCOMPARE(v3.schemaVersion(), 3);
            QVERIFY(exec(
                v3, QStringLiteral("INSERT INTO nodes (name, host, use_ssh_config, created_at, updated_at) "
                                   "VALUES ('fra-4090-01', '203.0.113.10', 1, 'x', 'x')")));
            QVERIFY(exec(v3, QStringLiteral("INSERT INTO node_labels VALUES (1, 'region', 'fra')")));
            QVERIFY(!exec(v3, QStringLiteral("SELECT * FROM status_samples")));
        }
        storage::Database db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QVERIFY(db.schemaVersion() >= 4);
        QCOMPARE(scalar(path, QStringLiteral("SELECT host FROM nodes WHERE name = 'fra-4090-01'")).toString(),
                 QStringLiteral("203.0.113.10"));
        QCOMPARE(scalar(path, QStringLiteral("SELECT use_ssh_config FROM nodes")).toInt(), 1);
        QCOMPARE(scalar(path, QStringLiteral("SELECT label_value FROM node_labels")).toString(),
                 QStringLiteral("fra"));
        QCOMPARE(scalar(path + QStringLiteral(".v3.bak"),
                        QStringLiteral("SELECT MAX(version) FROM schema_version"))
                     .toInt(),
                 3);

        const QString sample =
            QStringLiteral("INSERT INTO status_samples (node_id, at, ok) VALUES (%1, 1000, 1)");
        QVERIFY(exec(db, sample.arg(1)));
        QVERIFY(!exec(db, sample.arg(1)));  // one sample per node and millisecond
        QVERIFY(!exec(db, sample.arg(42))); // no such node
        QVERIFY(exec(
            db, QStringLiteral("INSERT INTO status_minutes (node_id, at, samples, ok_samples, "
                               "queue_depth_count, memory_used_count, memory_total_count, latency_count) "
                               "VALUES (1, 0, 1, 1, 0, 0, 0, 0)")));
        QVERIFY(exec(db, QStringLiteral("DELETE FROM nodes WHERE name = 'fra-4090-01'")));
        QCOMPARE(scalar(path, QStringLiteral("SELECT (SELECT COUNT(*) FROM status_samples) + "
                                             "(SELECT COUNT(*) FROM status_minutes)"))
                     .toInt(),
                 0);
    }

    void refusesNewerSchema()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fleet.sqlite"));
        {
            storage::Database db;
            QVERIFY(db.open(path));
            QVERIFY(
                exec(db, QStringLiteral("INSERT INTO schema_version VALUES (99, 'x', 'from the future')")));
        }
        const QByteArray before = sha256Of(path);
        QVERIFY(!before.isEmpty());
        storage::Database db;
        QVERIFY(!db.open(path));
        QVERIFY2(db.error().contains(QLatin1String("newer")), qPrintable(db.error()));
        QVERIFY(!db.isOpen());
        // Refused, never touched: the file is as the newer Fleetdeck left it, and no backup.
        QCOMPARE(sha256Of(path), before);
        QVERIFY(QDir(dir.path()).entryList({QStringLiteral("*.bak")}).isEmpty());
        QCOMPARE(scalar(path, QStringLiteral("SELECT MAX(version) FROM schema_version")).toInt(), 99);
    }

    // A newer Fleetdeck may have left its database in another journal mode: refusing it must not
    // switch it to WAL (or write anything else) first.
    void refusesNewerSchemaWithoutSwitchingItsJournal()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fleet.sqlite"));
        {
            storage::Database db;
            QVERIFY(db.open(path));
            QVERIFY(
                exec(db, QStringLiteral("INSERT INTO schema_version VALUES (99, 'x', 'from the future')")));
            QVERIFY(exec(db, QStringLiteral("PRAGMA journal_mode=DELETE")));
        }
        const QByteArray before = sha256Of(path);
        storage::Database db;
        QVERIFY(!db.open(path));
        QVERIFY2(db.error().contains(QLatin1String("newer")), qPrintable(db.error()));
        QCOMPARE(sha256Of(path), before);
        QCOMPARE(scalar(path, QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("delete"));
    }

    // kill -9 while the console writes as hard as it can: every time, the database opens, passes
    // SQLite's integrity and foreign-key checks, and holds whole transactions only: every round
    // the writer reported, and at most the one it was in, never a part of one.
    void survivesKillDuringHeavyWrites()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fleet.sqlite"));
        int nodesBefore = 0;
        int samplesBefore = 0;
        for (int kill = 0; kill < 6; ++kill) {
            QProcess writer;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("FLEETDECK_TST_WRITER"), path);
            writer.setProcessEnvironment(env);
            writer.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            writer.start(QCoreApplication::applicationFilePath(), {});
            QVERIFY(writer.waitForStarted());
            // Killed at a different point each time: after a few rounds, then a few ms into the next.
            const int minRounds = 2 + int(QRandomGenerator::global()->bounded(6));
            const int extraMs = int(QRandomGenerator::global()->bounded(30));
            QByteArray out;
            QDeadlineTimer deadline(60000);
            while (out.count("round ") < minRounds && !deadline.hasExpired() &&
                   writer.state() == QProcess::Running) {
                writer.waitForReadyRead(100);
                out += writer.readAllStandardOutput();
            }
            QVERIFY2(out.count("round ") >= minRounds, "the writer stopped before it was killed");
            QTest::qWait(extraMs);
            ::kill(pid_t(writer.processId()), SIGKILL);
            QVERIFY(writer.waitForFinished(10000));
            QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
            out += writer.readAllStandardOutput();
            const int rounds = int(out.count("round "));

            storage::Database db;
            QVERIFY2(db.open(path), qPrintable(db.error()));
            QSqlQuery q(db.connection());
            QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
            QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
            QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_key_check")));
            QVERIFY2(!q.next(), "a row refers to a node that is not there");
            QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM nodes")) && q.next());
            const int nodes = q.value(0).toInt() - nodesBefore;
            QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM status_samples")) && q.next());
            const int samples = q.value(0).toInt() - samplesBefore;
            // Every reported round is there, and at most the one it was killed in.
            QVERIFY2(
                nodes == rounds || nodes == rounds + 1,
                qPrintable(QStringLiteral("%1 new nodes after %2 reported rounds").arg(nodes).arg(rounds)));
            QVERIFY2(samples % SamplesPerRound == 0, "a transaction's samples are there in part");
            QVERIFY(samples / SamplesPerRound == rounds || samples / SamplesPerRound == rounds + 1);
            QVERIFY(samples / SamplesPerRound <= nodes);
            nodesBefore += nodes;
            samplesBefore += samples;
        }
        QVERIFY(nodesBefore >= 12);
    }

    void refusesWhatIsNotADatabase_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("garbage file") << "garbage";
        QTest::newRow("directory") << "directory";
        QTest::newRow("uncreatable parent") << "proc";
    }
    void refusesWhatIsNotADatabase()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        QString path = dir.filePath(QStringLiteral("fleet.sqlite"));
        QByteArray garbage(8192, 'x');
        if (kind == QLatin1String("garbage")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(garbage);
        } else if (kind == QLatin1String("directory")) {
            QVERIFY(QDir().mkpath(path));
        } else {
            path = QStringLiteral("/proc/fleetdeck-nope/fleet.sqlite");
        }
        storage::Database db;
        QVERIFY(!db.open(path));
        QVERIFY(!db.error().isEmpty());
        QVERIFY2(db.error().contains(path) || db.error().contains(QLatin1String("/proc/fleetdeck-nope")),
                 qPrintable(db.error()));
        if (kind == QLatin1String("garbage")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), garbage); // untouched
        }
    }

    // Several processes open one database at the same moment (consoles and CLIs started
    // together after an upgrade): every one succeeds, each migration step is applied once, the
    // backup is the old version's, and no process leaves a file of its own behind.
    void concurrentOpenersMigrateOnce_data()
    {
        QTest::addColumn<int>("fromVersion"); // 0: no file yet
        QTest::newRow("new file") << 0;
        QTest::newRow("from v1") << 1;
        QTest::newRow("from v3") << 3;
    }

    void concurrentOpenersMigrateOnce()
    {
        QFETCH(int, fromVersion);
        constexpr int Processes = 6;
        for (int attempt = 0; attempt < 3; ++attempt) {
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("fleet.sqlite"));
            if (fromVersion > 0) {
                storage::Database old;
                QVERIFY2(old.open(path, fromVersion), qPrintable(old.error()));
                QVERIFY(exec(old, QStringLiteral("INSERT INTO nodes (name, host, created_at, updated_at) "
                                                 "VALUES ('old-01', '203.0.113.9', 'x', 'x')")));
            }
            const qint64 startAt = QDateTime::currentMSecsSinceEpoch() + 1500;
            std::vector<std::unique_ptr<QProcess>> openers;
            for (int i = 0; i < Processes; ++i)
                openers.emplace_back(startSelf(QStringLiteral("FLEETDECK_TST_MIGRATE"), path, startAt));
            for (auto& p : openers) {
                QVERIFY(p->waitForFinished(30000));
                QVERIFY2(p->exitStatus() == QProcess::NormalExit && p->exitCode() == 0,
                         p->readAllStandardError().constData());
            }
            QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM schema_version")).toInt(),
                     storage::Database::latestSchemaVersion());
            QCOMPARE(scalar(path, QStringLiteral("SELECT MAX(version) FROM schema_version")).toInt(),
                     storage::Database::latestSchemaVersion());
            QStringList left = QDir(dir.path()).entryList(QDir::Files);
            left.removeAll(QStringLiteral("fleet.sqlite"));
            left.removeAll(QStringLiteral("fleet.sqlite-wal"));
            left.removeAll(QStringLiteral("fleet.sqlite-shm"));
            if (fromVersion == 0) {
                QVERIFY2(left.isEmpty(), qPrintable(left.join(u' ')));
                continue;
            }
            QCOMPARE(left, QStringList{QStringLiteral("fleet.sqlite.v%1.bak").arg(fromVersion)});
            const QString backup = dir.filePath(left.constFirst());
            QCOMPARE(scalar(backup, QStringLiteral("SELECT MAX(version) FROM schema_version")).toInt(),
                     fromVersion);
            QCOMPARE(scalar(path, QStringLiteral("SELECT host FROM nodes WHERE name = 'old-01'")).toString(),
                     QStringLiteral("203.0.113.9"));
        }
    }

    // The CLI imports (read, then write, in one transaction) while the console writes status
    // samples and nodes as fast as it can: no import fails with SQLITE_BUSY_SNAPSHOT.
    void importBesideABusyConsole()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fleet.sqlite"));
        {
            storage::Database db;
            QVERIFY2(db.open(path), qPrintable(db.error()));
        }
        std::unique_ptr<QProcess> console(startSelf(QStringLiteral("FLEETDECK_TST_WRITER"), path));
        QVERIFY(console->waitForStarted());
        QVERIFY(console->waitForReadyRead(30000)); // its first round is written
        std::unique_ptr<QProcess> importer(startSelf(QStringLiteral("FLEETDECK_TST_IMPORTER"), path));
        QVERIFY(importer->waitForFinished(120000));
        const bool consoleRan = console->state() == QProcess::Running;
        console->kill();
        console->waitForFinished(10000);
        QVERIFY2(importer->exitStatus() == QProcess::NormalExit && importer->exitCode() == 0,
                 importer->readAllStandardError().constData());
        QVERIFY2(consoleRan, console->readAllStandardError().constData()); // it wrote all along
        const int rounds = int(console->readAllStandardOutput().count("round "));
        QVERIFY2(rounds >= 3, qPrintable(QString::number(rounds)));
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM nodes WHERE provider = 'vast'")).toInt(),
                 4);
        QCOMPARE(scalar(path, QStringLiteral("SELECT MIN(port) FROM nodes WHERE provider = 'vast'")).toInt(),
                 40000 + ImportRounds - 1);
    }

    void defaultPathFollowsEnvironment()
    {
        qputenv("FLEETDECK_DB", "/tmp/x/fleet.sqlite");
        QCOMPARE(storage::Database::defaultPath(), QStringLiteral("/tmp/x/fleet.sqlite"));
        qunsetenv("FLEETDECK_DB");
        qputenv("XDG_DATA_HOME", "/tmp/xdg-data");
        QCOMPARE(storage::Database::defaultPath(),
                 QStringLiteral("/tmp/xdg-data/fleetdeck/fleetdeck.sqlite"));
    }
};

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsSet("FLEETDECK_TST_WRITER")) {
        QCoreApplication app(argc, argv);
        runWriter(qEnvironmentVariable("FLEETDECK_TST_WRITER"));
    }
    if (qEnvironmentVariableIsSet("FLEETDECK_TST_MIGRATE")) {
        QCoreApplication app(argc, argv);
        runMigrator(qEnvironmentVariable("FLEETDECK_TST_MIGRATE"));
    }
    if (qEnvironmentVariableIsSet("FLEETDECK_TST_IMPORTER")) {
        QCoreApplication app(argc, argv);
        runImporter(qEnvironmentVariable("FLEETDECK_TST_IMPORTER"));
    }
    QCoreApplication app(argc, argv);
    tst_Database test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_database.moc"
