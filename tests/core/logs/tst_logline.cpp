// SPDX-License-Identifier: GPL-3.0-or-later
// LogLine: colour codes stripped, times and levels read from cuzk's tracing lines (plain and
// coloured, tests/fixtures/cuzk/daemon*.log), journalctl short-iso and the usual other shapes;
// binary output marked.
#include "logs/LogLine.h"
#include "support/Fixtures.h"

#include <QJsonObject>
#include <QTest>
#include <QTimeZone>

using namespace fleetdeck;
using namespace fleetdeck::logs;

namespace {
QList<QByteArray> fixtureLines(const QString& path)
{
    QList<QByteArray> lines = fleetdeck::test::fixture(path).split('\n');
    while (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast();
    return lines;
}
} // namespace

class tst_LogLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tracingLinesGiveTimeAndLevel()
    {
        const QList<QByteArray> lines = fixtureLines(QStringLiteral("cuzk/daemon.log"));
        QCOMPARE(lines.size(), 13);
        const LogLine first = LogText::parse(lines.at(0));
        QCOMPARE(first.time, QDateTime(QDate(2026, 10, 14), QTime(7, 41, 3, 215), QTimeZone::utc()));
        QCOMPARE(first.level, LogLevel::Info);
        QCOMPARE(first.text, QString::fromUtf8(lines.at(0)));
        const LogLine failed = LogText::parse(lines.at(7));
        QCOMPARE(failed.level, LogLevel::Error);
        QVERIFY(failed.text.contains(QStringLiteral("proof rejected")));
        QCOMPARE(LogText::parse(lines.at(2)).level, LogLevel::Warn);
        QCOMPARE(LogText::parse(lines.at(9)).level, LogLevel::Debug); // the pacer's line
    }

    void colouredLinesReadAsThePlainOnes()
    {
        const QList<QByteArray> plain = fixtureLines(QStringLiteral("cuzk/daemon.log"));
        const QList<QByteArray> ansi = fixtureLines(QStringLiteral("cuzk/daemon-ansi.log"));
        QCOMPARE(ansi.size(), plain.size());
        for (qsizetype i = 0; i < plain.size(); ++i) {
            QVERIFY(ansi.at(i).contains('\x1b'));
            const LogLine a = LogText::parse(ansi.at(i));
            const LogLine p = LogText::parse(plain.at(i));
            QCOMPARE(a.text, p.text);
            QVERIFY(!a.text.contains(QChar(0x1b)));
            QCOMPARE(a.time, p.time);
            QCOMPARE(a.level, p.level);
        }
    }

    void stripAnsiRemovesEverySequence()
    {
        QCOMPARE(LogText::stripAnsi(u"\x1b[1;31mred\x1b[0m and \x1b[38;5;208morange\x1b[m"),
                 QStringLiteral("red and orange"));
        QCOMPARE(LogText::stripAnsi(u"\x1b]0;title\x07text\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\"),
                 QStringLiteral("textlink"));
        QCOMPARE(LogText::stripAnsi(u"a\x1b[2Kb\x1b"
                                    "7c\x08"),
                 QStringLiteral("abc"));
        QCOMPARE(LogText::stripAnsi(u"tab\there"), QStringLiteral("tab\there"));
        QCOMPARE(LogText::stripAnsi(u"cut at the end \x1b["), QStringLiteral("cut at the end "));
    }

    void otherShapes_data()
    {
        QTest::addColumn<QByteArray>("raw");
        QTest::addColumn<QString>("time");
        QTest::addColumn<QString>("level");
        QTest::newRow("journal short-iso")
            << QByteArray("2026-11-29T15:07:40+0100 gpu-01 cuzk-daemon[812]: something happened")
            << "2026-11-29T14:07:40.000Z"
            << "";
        QTest::newRow("journal with tracing inside")
            << QByteArray("2026-11-29T14:07:40+0000 gpu-01 cuzk[812]: 2026-11-29T14:07:40.112004Z ERROR "
                          "cuzk_core::gpu: CUDA error")
            << "2026-11-29T14:07:40.112Z"
            << "error";
        QTest::newRow("python logging")
            << QByteArray("2026-11-29 14:07:40,250 WARNING worker: slow disk") << "2026-11-29T14:07:40.250Z"
            << "warn";
        QTest::newRow("logfmt") << QByteArray("ts=1 level=error msg=\"proof failed\"") << ""
                                << "error";
        QTest::newRow("bracketed") << QByteArray("[info] starting up") << ""
                                   << "info";
        QTest::newRow("go panic") << QByteArray("panic: runtime error: index out of range") << ""
                                  << "error";
        QTest::newRow("rust panic")
            << QByteArray("thread 'main' panicked at src/main.rs:10:5: called `Option::unwrap()`") << ""
            << "error";
        QTest::newRow("no level") << QByteArray("just text about information") << ""
                                  << "";
    }

    void otherShapes()
    {
        QFETCH(QByteArray, raw);
        QFETCH(QString, time);
        QFETCH(QString, level);
        const LogLine line = LogText::parse(raw);
        QCOMPARE(line.time.isValid() ? line.time.toString(Qt::ISODateWithMs) : QString(), time);
        QCOMPARE(line.level ? levelName(*line.level) : QString(), level);
    }

    void theBodyFollowsTheTimeAndLevel_data()
    {
        QTest::addColumn<QByteArray>("raw");
        QTest::addColumn<QString>("body");
        QTest::newRow("tracing") << QByteArray(
                                        "2026-11-29T14:11:33.421902Z ERROR cuzk_core::gpu: CUDA error gpu=0")
                                 << "cuzk_core::gpu: CUDA error gpu=0";
        QTest::newRow("tracing, padded level")
            << QByteArray("2026-11-29T14:11:33.421902Z  INFO cuzk_core::engine: job done")
            << "cuzk_core::engine: job done";
        QTest::newRow("journal with tracing inside")
            << QByteArray("2026-11-29T14:07:40+0000 gpu-01 cuzk[812]: 2026-11-29T14:07:40.112004Z ERROR "
                          "cuzk_core::gpu: boom")
            << "cuzk_core::gpu: boom";
        QTest::newRow("journal") << QByteArray("2026-11-29T15:07:40+0100 gpu-01 sshd[9]: Accepted key")
                                 << "Accepted key";
        QTest::newRow("python") << QByteArray("2026-11-29 14:07:40,250 WARNING worker: slow disk")
                                << "worker: slow disk";
        QTest::newRow("no time") << QByteArray("ERROR at the start") << "ERROR at the start";
        QTest::newRow("logfmt") << QByteArray("ts=1 level=error msg=x") << "ts=1 level=error msg=x";
    }

    void theBodyFollowsTheTimeAndLevel()
    {
        QFETCH(QByteArray, raw);
        QFETCH(QString, body);
        const LogLine line = LogText::parse(raw);
        QCOMPARE(line.body().toString(), body);
        QCOMPARE(line.text, QString::fromUtf8(raw)); // the whole line is kept
    }

    void binaryIsMarkedNotShown()
    {
        QByteArray raw("ELF\x7f\x01\x00\x00\x00\x02\x03\x04\x05", 13);
        const LogLine line = LogText::parse(raw);
        QVERIFY(line.binary);
        QVERIFY(line.text.contains(QStringLiteral("binary")));
        QVERIFY(line.text.contains(QStringLiteral("13")));
        QVERIFY(!LogText::looksBinary("ordinary text — with UTF-8 ✓"));
        QVERIFY(LogText::looksBinary(QByteArray(64, '\x01')));
    }

    void levelsAndJson()
    {
        QCOMPARE(levelFromName(u"WARNING"), LogLevel::Warn);
        QCOMPARE(levelFromName(u"fatal"), LogLevel::Error);
        QVERIFY(!levelFromName(u"loud"));
        QVERIFY(LogLevel::Error < LogLevel::Warn); // "warn or worse" is level <= Warn
        LogLine line = LogText::parse("2026-11-29T14:11:33.421902Z ERROR cuzk_core::gpu: CUDA error");
        line.node = QStringLiteral("gpu-01");
        line.source = QStringLiteral("cuzk");
        line.stderrStream = true;
        const QJsonObject json = line.toJson();
        QCOMPARE(json.value(u"node").toString(), QStringLiteral("gpu-01"));
        QCOMPARE(json.value(u"source").toString(), QStringLiteral("cuzk"));
        QCOMPARE(json.value(u"time").toString(), QStringLiteral("2026-11-29T14:11:33.421Z"));
        QCOMPARE(json.value(u"level").toString(), QStringLiteral("error"));
        QCOMPARE(json.value(u"stream").toString(), QStringLiteral("stderr"));
        QCOMPARE(json.value(u"text").toString(), line.text);
        QCOMPARE(LogText::parse("2026-11-29T14:11:33Z TRACE x: y").toJson().value(u"level").toString(),
                 QStringLiteral("debug")); // the contract has no trace level
        const QJsonObject plain = LogText::parse("no time here").toJson();
        QVERIFY(plain.value(u"time").isNull());
        QVERIFY(plain.value(u"level").isNull());
        QCOMPARE(plain.value(u"stream").toString(), QStringLiteral("stdout"));
    }
};

QTEST_GUILESS_MAIN(tst_LogLine)
#include "tst_logline.moc"
