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
    void acceptsFixtures_data();
    void acceptsFixtures();
    void rejectsBrokenDocuments_data();
    void rejectsBrokenDocuments();
};

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
    row("missing field", R"("uptime_secs":18422.7,)", "");
    row("extra field", R"("queue_depth":4)", R"("queue_depth":4,"version":"1")");
    row("string for number", R"("total_bytes":515396075520)", R"("total_bytes":"515396075520")");
    row("negative uint", R"("queue_depth":4)", R"("queue_depth":-4)");
    row("fraction in uint", R"("active":11)", R"("active":11.5)");
    row("u32 overflow", R"("max_concurrent":18)", R"("max_concurrent":4294967296)");
    row("null not allowed", R"("job_id":"c0ffee00-0000-4000-8000-00000000beef")", R"("job_id":null)");
    row("unknown partition state", R"("state":"synth_done")", R"("state":"synthesized")");
    row("unknown worker state", R"("state":"proving")", R"("state":"busy")");
    row("idle with a job", R"("state":"idle","current_job":null)", R"("state":"idle","current_job":"x")");
    row("proving without busy time", R"("busy_secs":3.1)", R"("busy_secs":null)");
    row("evictable not bool", R"("evictable":true)", R"("evictable":1)");
    row("by-kind count not a number", R"("wpost":26)", R"("wpost":"26")");
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
