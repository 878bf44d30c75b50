// SPDX-License-Identifier: GPL-3.0-or-later
// Streamed output split into lines: a progress bar that only ever writes CR, a line that never
// ends, CRLF and CR split across chunks. Nothing held for an unfinished line grows past 64 KiB.
#include "ParserTestSupport.h"
#include "bench/BenchLog.h"
#include "bench/ProofParser.h"

#include <QTest>

using namespace fleetdeck::bench;
using fleetdeck::bench::test::describe;

namespace {

QByteArrayList texts(const QList<LineSplitter::Line>& lines)
{
    QByteArrayList out;
    for (const LineSplitter::Line& line : lines)
        out << line.text;
    return out;
}

// Feeds `text` one chunk of `chunk` bytes at a time, collecting every line including the last.
QList<LineSplitter::Line> split(QByteArrayView text, qsizetype chunk)
{
    LineSplitter splitter;
    QList<LineSplitter::Line> lines;
    for (qsizetype at = 0; at < text.size(); at += chunk)
        lines += splitter.feed(text.sliced(at, std::min(chunk, text.size() - at)));
    lines += splitter.finish();
    return lines;
}

} // namespace

class TestStreamLines : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void carriageReturnsAsATerminalShowsThem_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArrayList>("lines");
        QTest::newRow("lf") << QByteArray("a\nb\n") << QByteArrayList{"a", "b"};
        QTest::newRow("crlf") << QByteArray("a\r\nb\r\n") << QByteArrayList{"a", "b"};
        QTest::newRow("no final newline") << QByteArray("a\nb") << QByteArrayList{"a", "b"};
        QTest::newRow("progress then newline")
            << QByteArray("10%\r20%\r30%\ndone\n") << QByteArrayList{"30%", "done"};
        QTest::newRow("progress with trailing cr")
            << QByteArray("10%\r20%\r\nnext\n") << QByteArrayList{"20%", "next"};
        QTest::newRow("blank line kept") << QByteArray("a\n\nb\n") << QByteArrayList{"a", "", "b"};
        QTest::newRow("progress never ended") << QByteArray("1/3\r2/3\r3/3\r") << QByteArrayList{"3/3"};
    }

    void carriageReturnsAsATerminalShowsThem()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArrayList, lines);
        // Every chunk size, so CR and LF fall on every boundary.
        for (qsizetype chunk = 1; chunk <= text.size(); ++chunk)
            QCOMPARE(texts(split(text, chunk)), lines);
    }

    void aCarriageReturnOnlyProgressBarIsNotHeld()
    {
        // 5 MB of redraws, never a LF: what is held stays one bar long.
        LineSplitter splitter;
        qsizetype mostHeld = 0;
        for (int i = 0; i < 100000; ++i) {
            const QByteArray bar = "[" + QByteArray(40, '#') + "] " + QByteArray::number(i) + "\r";
            QVERIFY(splitter.feed(bar).isEmpty());
            mostHeld = std::max(mostHeld, splitter.pendingBytes());
        }
        QVERIFY2(mostHeld < 64, qPrintable(QString::number(mostHeld)));
        const QList<LineSplitter::Line> last = splitter.finish();
        QCOMPARE(last.size(), 1);
        QCOMPARE(last[0].text, "[" + QByteArray(40, '#') + "] 99999");
        QVERIFY(!last[0].cut);
    }

    void aLineThatNeverEndsIsCut()
    {
        LineSplitter splitter;
        const QByteArray block(1000, 'x');
        for (int i = 0; i < 5000; ++i) { // 5 MB without LF or CR
            QVERIFY(splitter.feed(block).isEmpty());
            QVERIFY(splitter.pendingBytes() <= LineSplitter::MaxLineBytes);
        }
        QCOMPARE(splitter.pendingBytes(), LineSplitter::MaxLineBytes);
        const QList<LineSplitter::Line> lines = splitter.feed("tail\nafter\n");
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines[0].cut);
        QCOMPARE(lines[0].text, QByteArray(LineSplitter::MaxLineBytes, 'x'));
        QCOMPARE(lines[1].text, QByteArray("after"));
        QVERIFY(!lines[1].cut);
        QCOMPARE(splitter.pendingBytes(), 0);
    }

    void aLineOfExactlyTheCapIsWhole()
    {
        const QByteArray full(LineSplitter::MaxLineBytes, 'y');
        const QList<LineSplitter::Line> lines = split(full + "\n", 4096);
        QCOMPARE(lines.size(), 1);
        QVERIFY(!lines[0].cut);
        QCOMPARE(lines[0].text, full);
    }

    void parsersReadRecordsAfterProgressBarsAndOverlongLines()
    {
        // A JSONL stream with a progress bar drawn before each record and one runaway line.
        QByteArray text;
        for (int proof = 1; proof <= 3; ++proof) {
            for (int pct = 0; pct <= 100; pct += 10)
                text += "proving " + QByteArray::number(pct) + "%\r";
            text += R"({"index":)" + QByteArray::number(proof) + R"(,"status":"COMPLETED","wall_s":)" +
                    QByteArray::number(60 + proof) + "}\n";
            if (proof == 1)
                text += QByteArray(200 * 1024, 'z') + "\n";
        }
        for (const qsizetype chunk : {qsizetype(7), qsizetype(4096), text.size()}) {
            QString error;
            std::unique_ptr<ProofParser> parser =
                ProofParser::create(QStringLiteral("jsonl"), {1, 2, 0}, &error);
            QVERIFY2(parser, qPrintable(error));
            test::feedInChunks(*parser, text, chunk);
            parser->finish();
            QCOMPARE(describe(parser->samples()),
                     (QStringList{"1 warmup COMPLETED 61 - -", "2 timed COMPLETED 62 - -",
                                  "3 timed COMPLETED 63 - -"}));
            QCOMPARE(parser->errors().size(), 1);
            QVERIFY2(parser->errors()[0].contains(QLatin1String("line 2")), qPrintable(parser->errors()[0]));
            QVERIFY2(parser->errors()[0].contains(QLatin1String("64 KiB")), qPrintable(parser->errors()[0]));
        }
    }
};

QTEST_GUILESS_MAIN(TestStreamLines)
#include "tst_streamlines.moc"
