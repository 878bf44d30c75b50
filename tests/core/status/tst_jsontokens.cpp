// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON tokenizer under the status reader: what it takes and refuses (RFC 8259, with Qt's
// leniencies where they are harmless), where it says a document goes wrong, and what it reads.
// tests/fuzz/fuzz_cuzk_status checks it against Qt's parser on arbitrary input.
#include "status/JsonTokens.h"

#include <QTest>

using fleetdeck::status::JsonTokens;
using Type = JsonTokens::Type;

class tst_JsonTokens : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refuses_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error"); // a part of the message
        QTest::addColumn<int>("offset");
        QTest::newRow("empty") << QByteArray() << "ends where a value" << 0;
        QTest::newRow("scalar at the top") << QByteArray("42") << "not an object or an array" << 0;
        QTest::newRow("unclosed object") << QByteArray("{\"a\":1") << "object is not closed" << 6;
        QTest::newRow("unclosed array") << QByteArray("[1,2") << "array is not closed" << 4;
        QTest::newRow("trailing comma") << QByteArray("[1,]") << "not a JSON value" << 3;
        QTest::newRow("missing colon") << QByteArray("{\"a\" 1}") << "followed by ':'" << 5;
        QTest::newRow("name not a string") << QByteArray("{a:1}") << "name must be a string" << 1;
        QTest::newRow("missing comma") << QByteArray("{\"a\":1 \"b\":2}") << "expected ',' or '}'" << 7;
        QTest::newRow("leading zero") << QByteArray("[01]") << "expected ',' or ']'" << 2;
        QTest::newRow("bare point") << QByteArray("[1.]") << "a number without digits after" << 3;
        QTest::newRow("point first") << QByteArray("[.5]") << "a number without digits before" << 1;
        QTest::newRow("minus alone") << QByteArray("[-]") << "a number without digits" << 2;
        QTest::newRow("empty exponent") << QByteArray("[1e+]") << "exponent" << 4;
        QTest::newRow("too large") << QByteArray("[1e400]") << "out of range" << 1;
        QTest::newRow("too small") << QByteArray("[1e-400]") << "out of range" << 1;
        QTest::newRow("long integer past doubles") << "[" + QByteArray(400, '9') + "]"
                                                   << "out of range" << 1;
        QTest::newRow("misspelt literal") << QByteArray("[tru]") << "not a JSON value" << 1;
        QTest::newRow("unknown escape") << QByteArray("[\"\\x\"]") << "escape" << 3;
        QTest::newRow("short \\u") << QByteArray("[\"\\u12\"]") << "four hex digits" << 6;
        QTest::newRow("bad hex") << QByteArray("[\"\\u12g4\"]") << "four hex digits" << 6;
        QTest::newRow("unclosed string") << QByteArray("[\"abc") << "string is not closed" << 5;
        QTest::newRow("more after the end") << QByteArray("{} {}") << "more follows" << 3;
        QTest::newRow("overlong UTF-8") << QByteArray("[\"\xc0\x80\"]") << "not valid UTF-8" << 2;
        QTest::newRow("UTF-8 surrogate") << QByteArray("[\"\xed\xa0\x80\"]") << "not valid UTF-8" << 2;
        QTest::newRow("past U+10FFFF") << QByteArray("[\"\xf4\x90\x80\x80\"]") << "not valid UTF-8" << 2;
        QTest::newRow("cut sequence") << QByteArray("[\"\xe2\x82\"]") << "not valid UTF-8" << 2;
        QTest::newRow("stray continuation") << QByteArray("[\"\x80\"]") << "not valid UTF-8" << 2;
        QTest::newRow("1025 levels") << QByteArray(1025, '[') + QByteArray(1025, ']') << "too deeply nested"
                                     << 1025;
    }
    void refuses()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        QFETCH(int, offset);
        JsonTokens t;
        QVERIFY(!t.parse(json));
        QVERIFY2(t.error().contains(error), qPrintable(t.error()));
        QCOMPARE(t.errorOffset(), offset);
    }

    void takes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("1024 levels") << QByteArray(1024, '[') + QByteArray(1024, ']');
        QTest::newRow("byte order mark") << QByteArray("\xef\xbb\xbf{}");
        QTest::newRow("white space") << QByteArray(" \t\r\n{ \"a\" : [ 1 , 2 ] }\n");
        QTest::newRow("raw tab in a string") << QByteArray("[\"a\tb\"]");
        QTest::newRow("four-byte UTF-8") << QByteArray("[\"\xf0\x9f\x98\x80\"]");
        QTest::newRow("numbers") << QByteArray("[0,-0,1.5,-2e-3,3E+2,18446744073709551616]");
    }
    void takes()
    {
        QFETCH(QByteArray, json);
        JsonTokens t;
        QVERIFY2(t.parse(json), qPrintable(t.error()));
    }

    void reads()
    {
        const QByteArray json = "{\"s\":\"caf\\u00e9 \\\"q\\\" \\ud83d\\ude00\\/\",\"n\":-2.5e1,"
                                "\"big\":18446744073709551615,\"over\":18446744073709551616,\"t\":true,"
                                "\"f\":false,\"z\":null,\"a\":[1,{\"x\":[]},\"w\"],\"dup\":1,\"dup\":2}";
        JsonTokens t;
        QVERIFY2(t.parse(json), qPrintable(t.error()));
        QCOMPARE(t.at(0).type, Type::Object);
        QCOMPARE(t.at(0).size, 10); // members, a repeated name counted each time
        QCOMPARE(t.string(t.member(0, QLatin1StringView("s"))), QStringLiteral("café \"q\" \U0001F600/"));
        QCOMPARE(t.number(t.member(0, QLatin1StringView("n"))), -25.0);
        QCOMPARE(t.exactUnsigned(t.member(0, QLatin1StringView("big"))),
                 std::optional<quint64>(18446744073709551615ull));
        QCOMPARE(t.exactUnsigned(t.member(0, QLatin1StringView("over"))), std::nullopt);
        QCOMPARE(t.exactUnsigned(t.member(0, QLatin1StringView("n"))), std::nullopt);
        QCOMPARE(t.at(t.member(0, QLatin1StringView("t"))).type, Type::True);
        QCOMPARE(t.at(t.member(0, QLatin1StringView("f"))).type, Type::False);
        QCOMPARE(t.at(t.member(0, QLatin1StringView("z"))).type, Type::Null);
        QCOMPARE(t.member(0, QLatin1StringView("absent")), -1);
        QCOMPARE(t.number(t.member(0, QLatin1StringView("dup"))), 2.0); // the last one counts

        // An array's elements, each skipping what is inside it.
        const qint32 a = t.member(0, QLatin1StringView("a"));
        QCOMPARE(t.at(a).size, 3);
        const qint32 first = JsonTokens::firstChild(a);
        const qint32 second = t.at(first).end;
        const qint32 third = t.at(second).end;
        QCOMPARE(t.number(first), 1.0);
        QCOMPARE(t.at(second).type, Type::Object);
        QCOMPARE(t.at(t.member(second, QLatin1StringView("x"))).size, 0);
        QCOMPARE(t.string(third), QStringLiteral("w"));
        QCOMPARE(t.at(a).end, third + 1);
    }

    // A byte order mark inside a string is a character; only one that begins a string without
    // escapes is dropped (as QString::fromUtf8 and Qt's parser drop it).
    void byteOrderMarksInStrings()
    {
        JsonTokens t;
        QVERIFY(t.parse("[\"\xef\xbb\xbf"
                        "a\",\"\xef\xbb\xbf"
                        "a\\n\",\"x\xef\xbb\xbf\"]"));
        QCOMPARE(t.string(1), QStringLiteral("a"));
        QCOMPARE(t.string(2), QStringLiteral("\uFEFFa\n"));
        QCOMPARE(t.string(3), QStringLiteral("x\uFEFF"));
    }
};

QTEST_GUILESS_MAIN(tst_JsonTokens)
#include "tst_jsontokens.moc"
