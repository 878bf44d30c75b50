// SPDX-License-Identifier: GPL-3.0-or-later
// shellQuote: a word a POSIX shell reads back as it was, checked by a real sh.
#include "base/ShellQuote.h"

#include <QProcess>
#include <QTest>

using namespace fleetdeck;

class tst_ShellQuote : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plainWordsStayAsTheyAre()
    {
        QCOMPARE(shellQuote(QStringLiteral("gpu-01.example:9821")), QStringLiteral("gpu-01.example:9821"));
        QCOMPARE(shellQuote(QStringLiteral("a b")), QStringLiteral("'a b'"));
        QCOMPARE(shellQuote(QString()), QStringLiteral("''"));
    }

    void shReadsEveryWordBack_data()
    {
        QTest::addColumn<QString>("word");
        QTest::newRow("quote") << QStringLiteral("it's");
        QTest::newRow("quotes and dollars") << QStringLiteral("'$HOME' \"$(id)\" `x` \\n");
        QTest::newRow("newlines") << QStringLiteral("line 1\nline 2\n");
        QTest::newRow("glob") << QStringLiteral("*.log ?");
    }

    void shReadsEveryWordBack()
    {
        QFETCH(QString, word);
        QProcess sh;
        sh.start(QStringLiteral("sh"),
                 {QStringLiteral("-c"), QStringLiteral("printf %s ") + shellQuote(word)});
        QVERIFY(sh.waitForFinished(10000));
        QCOMPARE(QString::fromUtf8(sh.readAllStandardOutput()), word);
    }
};

QTEST_GUILESS_MAIN(tst_ShellQuote)
#include "tst_shellquote.moc"
