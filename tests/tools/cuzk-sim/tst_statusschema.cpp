// SPDX-License-Identifier: GPL-3.0-or-later
// The contract checker the other tests rely on: it accepts real documents and catches
// each kind of deviation.
#include "Fixtures.h"
#include "StatusSchema.h"

#include <QJsonDocument>
#include <QTest>

using namespace fleetdeck::sim;
using fleetdeck::sim::test::cuzkFixture;
using fleetdeck::sim::test::jsonObject;
using fleetdeck::sim::test::StatusSchema;

class TestStatusSchema : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void acceptsFixtures_data();
    void acceptsFixtures();
    void rejectsBrokenDocuments_data();
    void rejectsBrokenDocuments();
};

void TestStatusSchema::initTestCase()
{
    QVERIFY(fleetdeck::test::haveFixtures({QStringLiteral("cuzk/status-busy.json"),
                                           QStringLiteral("cuzk/status-idle.json"),
                                           QStringLiteral("cuzk/status-failing.json")}));
}

void TestStatusSchema::acceptsFixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("busy") << QStringLiteral("status-busy.json");
    QTest::newRow("idle") << QStringLiteral("status-idle.json");
    QTest::newRow("failing") << QStringLiteral("status-failing.json");
}

void TestStatusSchema::acceptsFixtures()
{
    QFETCH(QString, file);
    const QByteArray json = cuzkFixture(file);
    QCOMPARE(StatusSchema::textViolations(json), QStringList());
    QCOMPARE(StatusSchema::violations(jsonObject(json)), QStringList());
}

void TestStatusSchema::rejectsBrokenDocuments_data()
{
    // Each row breaks the busy fixture in one way the checker must notice.
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    auto row = [](const char* name, const char* from, const char* to) {
        QTest::newRow(name) << QString::fromUtf8(from) << QString::fromUtf8(to);
    };
    row("missing field", R"("uptime_secs":11237.4,)", "");
    row("extra field", R"("queue_depth":5)", R"("queue_depth":5,"version":"1")");
    row("string for number", R"("total_bytes":412316860416)", R"("total_bytes":"412316860416")");
    row("negative uint", R"("queue_depth":5)", R"("queue_depth":-5)");
    row("fraction in uint", R"("active":10)", R"("active":10.5)");
    row("u32 overflow", R"("max_concurrent":16)", R"("max_concurrent":4294967296)");
    row("null not allowed", R"("job_id":"6b2f7e10-9c4d-4a58-a3e1-7f90c2d4b865")", R"("job_id":null)");
    row("unknown partition state", R"("state":"synth_done")", R"("state":"synthesized")");
    row("unknown worker state", R"("state":"proving")", R"("state":"busy")");
    row("idle with a job", R"("state":"idle","current_job":null)", R"("state":"idle","current_job":"x")");
    row("proving without busy time", R"("busy_secs":4.7)", R"("busy_secs":null)");
    row("evictable not bool", R"("evictable":true)", R"("evictable":1)");
    row("by-kind count not a number", R"("wpost":63)", R"("wpost":"63")");
    row("list not an array", R"("pce":[)", R"("pce":"none","extra":[)");
}

void TestStatusSchema::rejectsBrokenDocuments()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QString text = QString::fromUtf8(cuzkFixture(QStringLiteral("status-busy.json")));
    QVERIFY2(text.contains(from), qPrintable(from));
    text.replace(text.indexOf(from), from.size(), to);
    const QByteArray json = text.toUtf8();
    QVERIFY2(!QJsonDocument::fromJson(json).isNull(), "the broken fixture must still be JSON");
    const QStringList found = StatusSchema::violations(jsonObject(json)) + StatusSchema::textViolations(json);
    QVERIFY2(!found.isEmpty(), "the checker accepted a broken document");
}

QTEST_GUILESS_MAIN(TestStatusSchema)
#include "tst_statusschema.moc"
