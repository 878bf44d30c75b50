// SPDX-License-Identifier: GPL-3.0-or-later
// The ordered JSON writer behind the status body.
#include "JsonWriter.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <limits>

using namespace fleetdeck::sim;

class TestJsonWriter : public QObject
{
    Q_OBJECT

private slots:
    void floatsAlwaysCarryADecimalPoint_data();
    void floatsAlwaysCarryADecimalPoint();
    void keepsFieldOrderAndSeparators();
    void escapesStrings();
};

void TestJsonWriter::floatsAlwaysCarryADecimalPoint_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("integral") << 611.0 << QByteArray("611.0");
    QTest::newRow("zero") << 0.0 << QByteArray("0.0");
    QTest::newRow("tenths") << 74.2 << QByteArray("74.2");
    QTest::newRow("hundredths") << 42.05 << QByteArray("42.05");
    QTest::newRow("large") << 18422.7 << QByteArray("18422.7");
    QTest::newRow("not finite") << std::numeric_limits<double>::infinity() << QByteArray("null");
}

void TestJsonWriter::floatsAlwaysCarryADecimalPoint()
{
    QFETCH(double, value);
    QFETCH(QByteArray, text);
    JsonWriter json;
    json.beginArray().real(value).endArray();
    QCOMPARE(json.data(), QByteArray("[" + text + "]"));
}

void TestJsonWriter::keepsFieldOrderAndSeparators()
{
    JsonWriter json;
    json.beginObject();
    json.key("z").integer(1);
    json.key("a").beginArray().integer(2).null().boolean(true).beginObject().endObject().endArray();
    json.key("m").beginObject().key("k").string(QStringLiteral("v")).endObject();
    json.key("e").beginArray().endArray();
    json.endObject();
    QCOMPARE(json.data(), QByteArray(R"({"z":1,"a":[2,null,true,{}],"m":{"k":"v"},"e":[]})"));
    QVERIFY(!QJsonDocument::fromJson(json.data()).isNull());
}

void TestJsonWriter::escapesStrings()
{
    JsonWriter json;
    json.beginObject().key("s").string(QStringLiteral("a\"b\\c\nd\te\x01\u00e9")).endObject();
    QCOMPARE(json.data(), QByteArray("{\"s\":\"a\\\"b\\\\c\\nd\\te\\u0001\xc3\xa9\"}"));
    QCOMPARE(QJsonDocument::fromJson(json.data()).object().value(QLatin1String("s")).toString(),
             QStringLiteral("a\"b\\c\nd\te\x01\u00e9"));
}

QTEST_GUILESS_MAIN(TestJsonWriter)
#include "tst_jsonwriter.moc"
