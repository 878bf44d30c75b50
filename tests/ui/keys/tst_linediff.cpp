// SPDX-License-Identifier: GPL-3.0-or-later
// The wizard's line diff of an authorized_keys before and after a change.
#include "keys/LineDiff.h"

#include <QTest>

using namespace fleetdeck::ui;

namespace {

/// "=a,-b,+c": one entry per line, its kind and text; "⏎" marks a CRLF ending, "∅" no ending.
QString compact(const QList<LineDiff::Line>& lines)
{
    QStringList out;
    for (const LineDiff::Line& l : lines) {
        const QChar kind = l.kind == LineDiff::Line::Kind::Same      ? QLatin1Char('=')
                           : l.kind == LineDiff::Line::Kind::Removed ? QLatin1Char('-')
                                                                     : QLatin1Char('+');
        const QString ending = l.ending == "\r\n"   ? QStringLiteral("⏎")
                               : l.ending.isEmpty() ? QStringLiteral("∅")
                                                    : QString();
        out << kind + QString::fromUtf8(l.text) + ending;
    }
    return out.join(QLatin1Char(','));
}

} // namespace

class tst_LineDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void compute_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<QString>("expected");
        QTest::newRow("append") << QByteArray("a\n") << QByteArray("a\nb\n") << QStringLiteral("=a,+b");
        QTest::newRow("created") << QByteArray() << QByteArray("a\n") << QStringLiteral("+a");
        QTest::newRow("identical") << QByteArray("a\nb\n") << QByteArray("a\nb\n") << QStringLiteral("=a,=b");
        QTest::newRow("newline added before the key")
            << QByteArray("a\nb") << QByteArray("a\nb\nc\n") << QStringLiteral("=a,-b∅,+b,+c");
        QTest::newRow("crlf to lf") << QByteArray("a\r\nb\r\n") << QByteArray("a\nb\n")
                                    << QStringLiteral("-a⏎,-b⏎,+a,+b");
        QTest::newRow("glued keys split")
            << QByteArray("k1 x ssh-ed25519 k2\nk3\n") << QByteArray("k1 x\nssh-ed25519 k2\nk3\n")
            << QStringLiteral("-k1 x ssh-ed25519 k2,+k1 x,+ssh-ed25519 k2,=k3");
        QTest::newRow("removed in the middle")
            << QByteArray("a\nb\nc\n") << QByteArray("a\nc\n") << QStringLiteral("=a,-b,=c");
        QTest::newRow("replaced among equals")
            << QByteArray("a\nx\nb\nx\n") << QByteArray("a\ny\nb\nx\n") << QStringLiteral("=a,-x,+y,=b,=x");
    }

    void compute()
    {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QFETCH(QString, expected);
        const QList<LineDiff::Line> lines = LineDiff::compute(before, after);
        QCOMPARE(compact(lines), expected);
        QCOMPARE(LineDiff::hasChanges(lines), before != after);
        // Both files can be read back from the diff, byte for byte.
        QByteArray oldFile, newFile;
        for (const LineDiff::Line& l : lines) {
            if (l.kind != LineDiff::Line::Kind::Added)
                oldFile += l.text + l.ending;
            if (l.kind != LineDiff::Line::Kind::Removed)
                newFile += l.text + l.ending;
        }
        QCOMPARE(oldFile, before);
        QCOMPARE(newFile, after);
    }

    void lineNumbersFollowEachFile()
    {
        const QList<LineDiff::Line> lines = LineDiff::compute("a\nb\nc\n", "a\nc\nd\n");
        QCOMPARE(compact(lines), QStringLiteral("=a,-b,=c,+d"));
        QCOMPARE(lines[1].before, 2);
        QCOMPARE(lines[1].after, 0);
        QCOMPARE(lines[2].before, 3);
        QCOMPARE(lines[2].after, 2);
        QCOMPARE(lines[3].before, 0);
        QCOMPARE(lines[3].after, 3);
    }

    void htmlFoldsUnchangedLinesAndElidesKeys()
    {
        QByteArray before;
        for (int i = 1; i <= 20; ++i)
            before += "# comment " + QByteArray::number(i) + '\n';
        const QByteArray blob(80, 'Q');
        const QByteArray after = before + "ssh-ed25519 AAAA" + blob + " new <key>\n";
        const QString html = LineDiff::toHtml(LineDiff::compute(before, after));
        QVERIFY(html.contains(QStringLiteral("17 unchanged line")));
        QVERIFY(!html.contains(QStringLiteral("# comment 17<")));
        QVERIFY(html.contains(QStringLiteral("# comment 18<")));
        QVERIFY(html.contains(QStringLiteral("# comment 20")));
        QVERIFY(!html.contains(QString::fromLatin1(blob)));
        QVERIFY(html.contains(QStringLiteral("…")));
        QVERIFY(html.contains(QStringLiteral("new &lt;key&gt;")));
        QCOMPARE(LineDiff::elideBase64(QStringLiteral("short AAAA")), QStringLiteral("short AAAA"));
    }
};

QTEST_APPLESS_MAIN(tst_LineDiff)
#include "tst_linediff.moc"
