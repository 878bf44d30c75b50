// SPDX-License-Identifier: GPL-3.0-or-later
#include "keys/DeploymentLog.h"
#include "storage/Database.h"
#include "support/SqlTestHelpers.h"

#include "support/TestStore.h"
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

Q_DECLARE_METATYPE(fleetdeck::keys::DeploymentRecord)

using namespace fleetdeck;
using namespace fleetdeck::sqltest;
using namespace Qt::Literals::StringLiterals;

namespace {
int rowCount(storage::Database& db)
{
    return scalar(db, u"SELECT COUNT(*) FROM key_deployments"_s).toInt();
}

QDateTime utc(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
}

// A minimal valid record: what the deployer writes when nothing is known beyond the outcome.
fleetdeck::keys::DeploymentRecord minimal(const QString& node, qint64 atMs,
                                          const QString& result = u"added"_s)
{
    keys::DeploymentRecord r;
    r.node = node;
    r.at = utc(atMs);
    r.action = u"deploy"_s;
    r.keyFingerprint = u"SHA256:Vr2x0ZCnxjH1V4Gp8GgxC1v0bZxVrjZkHuqMiw8MyIo"_s;
    r.result = result;
    return r;
}

QList<qint64> times(const QList<keys::DeploymentRecord>& records)
{
    QList<qint64> result;
    for (const keys::DeploymentRecord& r : records)
        result.append(r.at.toMSecsSinceEpoch());
    return result;
}
} // namespace

class tst_DeploymentLog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    storage::Database m_db;

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        const QString path = teststore::location(
            m_dir, u"%1-%2.sqlite"_s.arg(QString::fromLatin1(QTest::currentTestFunction()),
                                         QString::fromLatin1(QTest::currentDataTag())));
        QVERIFY2(!path.isEmpty(), qPrintable(teststore::error()));
        QVERIFY2(m_db.open(path), qPrintable(m_db.error()));
    }

    void cleanup() { m_db.close(); }

    void roundTripKeepsEveryField()
    {
        QVERIFY(addNode(m_db, u"fra-4090-01"_s));
        keys::DeploymentRecord in;
        in.id = 12345; // ignored: the database numbers records
        in.node = u"fra-4090-01"_s;
        in.at = utc(1'760'000'000'123);
        in.action = u"repair"_s;
        in.keyFingerprint = u"SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU"_s;
        in.keyComment = u"fleetdeck@console — ops"_s;
        in.result = u"repaired"_s;
        in.remotePath = u"/root/.ssh/authorized_keys"_s;
        in.beforeSha256 = u"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"_s;
        in.afterSha256 = u"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"_s;
        in.findings = {u"glued_keys"_s, u"crlf"_s, u"missing_final_newline"_s};
        in.diagnosisCode = u"verify_failed"_s;
        in.diagnosisDetail = u"Authentication with the new key was refused: 'publickey' denied"_s;

        keys::DeploymentLog log(m_db);
        QVERIFY2(log.record(in), qPrintable(log.error()));
        QVERIFY(log.error().isEmpty());

        const QList<keys::DeploymentRecord> out = log.forNode(u"fra-4090-01"_s);
        QVERIFY2(log.error().isEmpty(), qPrintable(log.error()));
        QCOMPARE(out.size(), 1);
        const keys::DeploymentRecord& r = out.first();
        QVERIFY(r.id > 0);
        QVERIFY(r.id != in.id);
        QCOMPARE(r.node, in.node);
        QCOMPARE(r.at, in.at);
        QCOMPARE(r.at.timeSpec(), Qt::UTC);
        QCOMPARE(r.action, in.action);
        QCOMPARE(r.keyFingerprint, in.keyFingerprint);
        QCOMPARE(r.keyComment, in.keyComment);
        QCOMPARE(r.result, in.result);
        QCOMPARE(r.remotePath, in.remotePath);
        QCOMPARE(r.beforeSha256, in.beforeSha256);
        QCOMPARE(r.afterSha256, in.afterSha256);
        QCOMPARE(r.findings, in.findings);
        QCOMPARE(r.diagnosisCode, in.diagnosisCode);
        QCOMPARE(r.diagnosisDetail, in.diagnosisDetail);
        QCOMPARE(scalar(m_db, u"SELECT node_id FROM key_deployments"_s).toLongLong(),
                 nodeId(m_db, u"fra-4090-01"_s));
        QCOMPARE(log.recent().size(), 1);
        // Who ran it: the connection's operator, as no other was named.
        QCOMPARE(r.operatorName, m_db.operatorName());
        QVERIFY(r.operatorName.contains(u'@'));
    }

    // The trail says which operator did what: the operator of the connection that recorded it
    // (login@host of the process, or the one a console was given), unless the record names one.
    void recordsTheOperator()
    {
        keys::DeploymentLog log(m_db);
        m_db.setOperatorName(u"alice@ops-1"_s);
        QVERIFY(log.record(minimal(u"gpu-01"_s, 1000)));
        keys::DeploymentRecord named = minimal(u"gpu-01"_s, 2000);
        named.operatorName = u"collector@rack-7"_s;
        QVERIFY(log.record(named));
        m_db.setOperatorName(u"bob@ops-2"_s);
        QVERIFY(log.recordAll({minimal(u"gpu-01"_s, 3000), minimal(u"gpu-02"_s, 3000)}));

        QStringList operators;
        for (const keys::DeploymentRecord& r : log.forNode(u"gpu-01"_s))
            operators << r.operatorName;
        QCOMPARE(operators, (QStringList{u"bob@ops-2"_s, u"collector@rack-7"_s, u"alice@ops-1"_s}));
        QCOMPARE(log.forNode(u"gpu-02"_s).value(0).operatorName, u"bob@ops-2"_s);
    }

    // The process's own operator is its account and host, "login@host"; FLEETDECK_OPERATOR names
    // another (a collector's service unit does).
    void theProcessOperatorIsLoginAtHost()
    {
        const QByteArray saved = qgetenv("FLEETDECK_OPERATOR");
        qunsetenv("FLEETDECK_OPERATOR");
        // As id(1) and uname(1) name them.
        const auto run = [](const QString& program, const QStringList& arguments) {
            QProcess p;
            p.start(program, arguments);
            p.waitForFinished();
            return QString::fromLocal8Bit(p.readAllStandardOutput()).trimmed();
        };
        const QString login = run(u"id"_s, {u"-un"_s});
        const QString host = run(u"uname"_s, {u"-n"_s});
        QVERIFY(!login.isEmpty() && !host.isEmpty());
        QCOMPARE(storage::Database::processOperator(), login + u'@' + host);
        qputenv("FLEETDECK_OPERATOR", "collector@rack-7");
        QCOMPARE(storage::Database::processOperator(), u"collector@rack-7"_s);
        if (saved.isNull())
            qunsetenv("FLEETDECK_OPERATOR");
        else
            qputenv("FLEETDECK_OPERATOR", saved);
    }

    // What is not known is stored as NULL and read back empty; a missing time is "now".
    void minimalRecordAndDefaultTime()
    {
        keys::DeploymentLog log(m_db);
        keys::DeploymentRecord in = minimal(u"not-in-inventory"_s, 0, u"refused"_s);
        in.at = QDateTime();
        const QDateTime before = QDateTime::currentDateTimeUtc();
        QVERIFY2(log.record(in), qPrintable(log.error()));
        const QDateTime after = QDateTime::currentDateTimeUtc();

        const QList<keys::DeploymentRecord> out = log.forNode(u"not-in-inventory"_s);
        QCOMPARE(out.size(), 1);
        const keys::DeploymentRecord& r = out.first();
        QVERIFY(r.at.isValid());
        QVERIFY(r.at >= before.addMSecs(-1) && r.at <= after);
        QVERIFY(r.keyComment.isEmpty());
        QVERIFY(r.findings.isEmpty());
        QVERIFY(r.beforeSha256.isEmpty());
        QCOMPARE(scalar(m_db,
                        u"SELECT COUNT(*) FROM key_deployments WHERE node_id IS NULL AND key_comment IS NULL "
                        u"AND remote_path IS NULL AND before_sha256 IS NULL AND after_sha256 IS NULL "
                        u"AND findings IS NULL AND diagnosis_code IS NULL AND diagnosis_detail IS NULL"_s)
                     .toInt(),
                 1);
    }

    void newestFirstWithLimit()
    {
        QVERIFY(addNode(m_db, u"a"_s));
        QVERIFY(addNode(m_db, u"b"_s));
        keys::DeploymentLog log(m_db);
        // Out of order on purpose; two records of "a" share a millisecond.
        for (const auto& [node, at] : QList<QPair<QString, qint64>>{{u"a"_s, 3000},
                                                                    {u"b"_s, 2500},
                                                                    {u"a"_s, 1000},
                                                                    {u"a"_s, 5000},
                                                                    {u"b"_s, 6000},
                                                                    {u"a"_s, 2000}})
            QVERIFY2(log.record(minimal(node, at)), qPrintable(log.error()));
        keys::DeploymentRecord tie = minimal(u"a"_s, 5000, u"unchanged"_s);
        QVERIFY(log.record(tie));

        const QList<keys::DeploymentRecord> all = log.forNode(u"a"_s);
        QCOMPARE(times(all), (QList<qint64>{5000, 5000, 3000, 2000, 1000}));
        QCOMPARE(all.first().result, u"unchanged"_s); // same time: the later record first
        QCOMPARE(times(log.forNode(u"a"_s, 2)), (QList<qint64>{5000, 5000}));
        QCOMPARE(times(log.forNode(u"b"_s)), (QList<qint64>{6000, 2500}));
        QVERIFY(log.forNode(u"a"_s, 0).isEmpty());
        QVERIFY(log.forNode(u"nobody"_s).isEmpty());
        QVERIFY(log.error().isEmpty());

        QCOMPARE(times(log.recent()), (QList<qint64>{6000, 5000, 5000, 3000, 2500, 2000, 1000}));
        QCOMPARE(times(log.recent(3)), (QList<qint64>{6000, 5000, 5000}));
    }

    void refusesIncompleteRecords_data()
    {
        QTest::addColumn<keys::DeploymentRecord>("record");
        const keys::DeploymentRecord ok = minimal(u"a"_s, 1000);
        keys::DeploymentRecord r = ok;
        r.node.clear();
        QTest::newRow("no node") << r;
        r = ok;
        r.keyFingerprint.clear();
        QTest::newRow("no fingerprint") << r;
        r = ok;
        r.action = u"install"_s;
        QTest::newRow("unknown action") << r;
        r = ok;
        r.result.clear();
        QTest::newRow("no result") << r;
        r = ok;
        r.result = u"ok"_s;
        QTest::newRow("unknown result") << r;
        r = ok;
        r.findings = {u"crlf"_s, u"glued,keys"_s};
        QTest::newRow("finding with a comma") << r;
        r = ok;
        r.findings = {u""_s};
        QTest::newRow("empty finding") << r;
        r = ok;
        r.platform = u"vast"_s;
        QTest::newRow("platform without result") << r;
        r.platformResult = u"done"_s;
        QTest::newRow("unknown platform result") << r;
        r = ok;
        r.platformResult = u"attached"_s;
        QTest::newRow("platform result without platform") << r;
    }
    void refusesIncompleteRecords()
    {
        QFETCH(keys::DeploymentRecord, record);
        keys::DeploymentLog log(m_db);
        QVERIFY(!log.record(record));
        QVERIFY(!log.error().isEmpty());
        QCOMPARE(rowCount(m_db), 0);
        QVERIFY(log.record(minimal(u"a"_s, 1000)));
        QVERIFY(log.error().isEmpty()); // a success clears the previous failure
    }

    // The platform's outcome beside the file's, and which keys a node has attached through it:
    // the newest attachment per key, whatever failed later.
    void platformAttachments()
    {
        QVERIFY(addNode(m_db, u"vast-01"_s));
        keys::DeploymentLog log(m_db);
        keys::DeploymentRecord a = minimal(u"vast-01"_s, 1000);
        a.platform = u"vast"_s;
        a.platformResult = u"attached"_s;
        keys::DeploymentRecord later = minimal(u"vast-01"_s, 2000, u"unchanged"_s);
        later.platform = u"vast"_s;
        later.platformResult = u"failed"_s;
        later.platformDetail = u"vast_server_error: HTTP 500"_s;
        keys::DeploymentRecord other = minimal(u"vast-01"_s, 3000);
        other.keyFingerprint = u"SHA256:otherotherotherotherotherotherotherotherot"_s;
        other.platform = u"vast"_s;
        other.platformResult = u"skipped"_s;
        other.platformDetail = u"rolled back"_s;
        keys::DeploymentRecord plain = minimal(u"vast-01"_s, 4000);
        plain.keyFingerprint = u"SHA256:plainplainplainplainplainplainplainplainpl"_s;
        QVERIFY2(log.recordAll({a, later, other, plain}), qPrintable(log.error()));

        const QList<keys::DeploymentRecord> all = log.forNode(u"vast-01"_s);
        QCOMPARE(all.size(), 4);
        QCOMPARE(all.at(2).platform, u"vast"_s);
        QCOMPARE(all.at(2).platformResult, u"failed"_s);
        QCOMPARE(all.at(2).platformDetail, u"vast_server_error: HTTP 500"_s);
        QVERIFY(all.at(0).platform.isEmpty() && all.at(0).platformResult.isEmpty());
        QCOMPARE(scalar(m_db, u"SELECT count(*) FROM key_deployments WHERE platform IS NULL"_s).toInt(), 1);

        const QList<keys::DeploymentRecord> attached = log.platformAttachments(u"vast-01"_s);
        QCOMPARE(attached.size(), 1);
        QCOMPARE(attached.first().keyFingerprint, a.keyFingerprint);
        QCOMPARE(attached.first().at, a.at);
    }

    void recordAllIsAtomic()
    {
        QVERIFY(addNode(m_db, u"a"_s));
        keys::DeploymentLog log(m_db);
        QVERIFY(log.recordAll({}));
        QCOMPARE(rowCount(m_db), 0);

        // Refused before anything is written.
        keys::DeploymentRecord incomplete = minimal(u"b"_s, 2000);
        incomplete.keyFingerprint = QString();
        QVERIFY(!log.recordAll({minimal(u"a"_s, 1000), incomplete, minimal(u"c"_s, 3000)}));
        QVERIFY2(log.error().contains(u"fingerprint"_s), qPrintable(log.error()));
        QCOMPARE(rowCount(m_db), 0);

        // The database itself fails on the third of four records, after two were inserted.
        QVERIFY(poisonInserts(m_db, u"key_deployments"_s, u"NEW.key_fingerprint = 'SHA256:poison'"_s,
                              u"poisoned record"_s));
        keys::DeploymentRecord poison = minimal(u"a"_s, 3000);
        poison.keyFingerprint = u"SHA256:poison"_s;
        QVERIFY(
            !log.recordAll({minimal(u"a"_s, 1000), minimal(u"b"_s, 2000), poison, minimal(u"c"_s, 4000)}));
        QVERIFY2(log.error().contains(u"poisoned record"_s), qPrintable(log.error()));
        QCOMPARE(rowCount(m_db), 0);
        QVERIFY(!transactionOpen(m_db)); // no transaction left open

        QVERIFY(dropPoison(m_db, u"key_deployments"_s));
        QVERIFY2(log.recordAll({minimal(u"a"_s, 1000), minimal(u"b"_s, 2000), minimal(u"c"_s, 4000)}),
                 qPrintable(log.error()));
        QCOMPARE(rowCount(m_db), 3);
        QCOMPARE(scalar(m_db, u"SELECT COUNT(*) FROM key_deployments WHERE node_id IS NOT NULL"_s).toInt(),
                 1);
    }

    void removedNodeKeepsItsHistory()
    {
        QVERIFY(foreignKeysEnforced(m_db));
        QVERIFY(addNode(m_db, u"gone-01"_s));
        QVERIFY(addNode(m_db, u"stays-01"_s));
        keys::DeploymentLog log(m_db);
        QVERIFY(log.recordAll({minimal(u"gone-01"_s, 1000), minimal(u"gone-01"_s, 2000, u"removed"_s),
                               minimal(u"stays-01"_s, 1500)}));
        QCOMPARE(scalar(m_db, u"SELECT COUNT(*) FROM key_deployments WHERE node_id IS NOT NULL"_s).toInt(),
                 3);

        QVERIFY(exec(m_db, u"DELETE FROM nodes WHERE name = 'gone-01'"_s));
        QCOMPARE(rowCount(m_db), 3);
        QCOMPARE(scalar(m_db, u"SELECT COUNT(*) FROM key_deployments WHERE node_id IS NULL "
                              u"AND node_name = 'gone-01'"_s)
                     .toInt(),
                 2);
        QCOMPARE(times(log.forNode(u"gone-01"_s)), (QList<qint64>{2000, 1000}));
        QCOMPARE(times(log.forNode(u"stays-01"_s)), (QList<qint64>{1500}));

        // The same name added again (typically the same machine) shows what was left behind.
        QVERIFY(addNode(m_db, u"gone-01"_s));
        QVERIFY(log.record(minimal(u"gone-01"_s, 3000)));
        QCOMPARE(times(log.forNode(u"gone-01"_s)), (QList<qint64>{3000, 2000, 1000}));
    }

    void renamedNodeKeepsItsHistory()
    {
        QVERIFY(addNode(m_db, u"old-name"_s));
        keys::DeploymentLog log(m_db);
        QVERIFY(log.record(minimal(u"old-name"_s, 1000)));
        QVERIFY(exec(m_db, u"UPDATE nodes SET name = 'new-name' WHERE name = 'old-name'"_s));
        QVERIFY(log.record(minimal(u"new-name"_s, 2000)));

        const QList<keys::DeploymentRecord> history = log.forNode(u"new-name"_s);
        QCOMPARE(times(history), (QList<qint64>{2000, 1000}));
        QCOMPARE(history.last().node, u"old-name"_s); // the name it had then
        QVERIFY(log.forNode(u"old-name"_s).isEmpty());
    }

    void migratesV4Database()
    {
        m_db.close();
        const QString path = teststore::location(m_dir, u"v4.sqlite"_s);
        QVERIFY2(!path.isEmpty(), qPrintable(teststore::error()));
        {
            storage::Database v4;
            QVERIFY2(v4.open(path, 4), qPrintable(v4.error()));
            QCOMPARE(v4.schemaVersion(), 4);
            QVERIFY(addNode(v4, u"fra-4090-01"_s));
            QVERIFY(!QSqlQuery(v4.connection()).exec(u"SELECT * FROM key_deployments"_s));
        }
        QVERIFY2(m_db.open(path), qPrintable(m_db.error()));
        QCOMPARE(m_db.schemaVersion(), storage::Database::latestSchemaVersion());
        QVERIFY(m_db.schemaVersion() >= 5);
        QCOMPARE(scalar(m_db, u"SELECT host FROM nodes WHERE name = 'fra-4090-01'"_s).toString(),
                 u"203.0.113.7"_s);
        QCOMPARE(scalar(m_db, u"SELECT description FROM schema_version WHERE version = 5"_s).toString(),
                 u"key deployment audit trail"_s);

        keys::DeploymentLog log(m_db);
        QVERIFY2(log.record(minimal(u"fra-4090-01"_s, 1000)), qPrintable(log.error()));
        QCOMPARE(scalar(m_db, u"SELECT node_id FROM key_deployments"_s).toLongLong(),
                 nodeId(m_db, u"fra-4090-01"_s));

        if (teststore::onPostgres())
            return; // a server's backups are its operator's: the dialect keeps no copy
        const QString backup = path + u".v4.bak"_s;
        QVERIFY(QFile::exists(backup));
        QCOMPARE(scalarInFile(backup, u"SELECT MAX(version) FROM schema_version"_s).toInt(), 4);
        QCOMPARE(scalarInFile(backup, u"SELECT COUNT(*) FROM nodes"_s).toInt(), 1);
        QCOMPARE(scalarInFile(backup, u"SELECT COUNT(*) FROM sqlite_master WHERE name = 'key_deployments'"_s)
                     .toInt(),
                 0);
    }
};

QTEST_GUILESS_MAIN(tst_DeploymentLog)
#include "tst_deploymentlog.moc"
