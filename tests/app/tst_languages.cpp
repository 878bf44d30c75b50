// SPDX-License-Identifier: GPL-3.0-or-later
// Both programs speak the language chosen for them: --language, else (the console) the Settings
// choice, else the system's (LANG); Qt's own words too. The CLI's --json output is never
// translated. A tiny test catalogue (tests/translations/test_de.ts) stands in for Fleetdeck's
// through $FLEETDECK_TRANSLATIONS.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run run(const QString& program, const QStringList& args, const QProcessEnvironment& env)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return r;
}

// QCommandLineParser's --help line, in English and as Qt's German catalogue has it.
const QString HelpEnglish = QStringLiteral("Displays help on commandline options.");
const QString HelpGerman = QStringLiteral("Zeigt Hilfe zu den Kommandozeilenoptionen an.");
// A CLI message the test catalogue translates.
const QString UnknownEnglish = QStringLiteral("unknown command 'frobnicate' (see fleetdeck-cli --help)");
const QString UnknownGerman = QStringLiteral("unbekannter Befehl „frobnicate“ (siehe fleetdeck-cli --help)");

} // namespace

class tst_Languages : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// A clean environment in `language` (a LANG value; empty for none), with its own settings.
    QProcessEnvironment environment(const QString& lang) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"})
            env.remove(QString::fromLatin1(name));
        if (!lang.isEmpty())
            env.insert(QStringLiteral("LANG"), lang);
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("FLEETDECK_DB"), m_dir.filePath(QStringLiteral("fleet.sqlite")));
        env.insert(QStringLiteral("FLEETDECK_TRANSLATIONS"), QStringLiteral(FLEETDECK_TEST_CATALOGUE_DIR));
        return env;
    }

    void chooseInSettings(const QString& language)
    {
        // The console's QSettings: $XDG_CONFIG_HOME/fleetdeck/fleetdeck.conf.
        QDir().mkpath(m_dir.filePath(QStringLiteral("config/fleetdeck")));
        QFile file(m_dir.filePath(QStringLiteral("config/fleetdeck/fleetdeck.conf")));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        if (!language.isEmpty())
            file.write("[ui]\nlanguage=" + language.toLatin1() + "\n");
    }

private Q_SLOTS:
    void init() { chooseInSettings({}); }

    void theConsoleFollowsTheSystem_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("C") << QStringLiteral("C.UTF-8") << QStringList{} << HelpEnglish;
        QTest::newRow("German system") << QStringLiteral("de_DE.UTF-8") << QStringList{} << HelpGerman;
        QTest::newRow("--language de on an English system")
            << QStringLiteral("C.UTF-8") << QStringList{QStringLiteral("--language"), QStringLiteral("de")}
            << HelpGerman;
        QTest::newRow("--language=en on a German system")
            << QStringLiteral("de_DE.UTF-8") << QStringList{QStringLiteral("--language=en")} << HelpEnglish;
    }
    void theConsoleFollowsTheSystem()
    {
        QFETCH(QString, lang);
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r = run(QStringLiteral(FLEETDECK_GUI_PATH), args + QStringList{QStringLiteral("--help")},
                          environment(lang));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(expected), qPrintable(r.out + r.err));
        // --language is offered.
        QVERIFY2(r.out.contains(QLatin1String("--language")), qPrintable(r.out));
    }

    void theConsoleFollowsTheSettingsChoice()
    {
        chooseInSettings(QStringLiteral("de"));
        Run r = run(QStringLiteral(FLEETDECK_GUI_PATH), {QStringLiteral("--help")},
                    environment(QStringLiteral("C.UTF-8")));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(HelpGerman), qPrintable(r.out + r.err));
        // --language still wins.
        r = run(QStringLiteral(FLEETDECK_GUI_PATH),
                {QStringLiteral("--language"), QStringLiteral("en"), QStringLiteral("--help")},
                environment(QStringLiteral("C.UTF-8")));
        QVERIFY2(r.out.contains(HelpEnglish), qPrintable(r.out + r.err));

        chooseInSettings(QStringLiteral("en"));
        r = run(QStringLiteral(FLEETDECK_GUI_PATH), {QStringLiteral("--help")},
                environment(QStringLiteral("de_DE.UTF-8")));
        QVERIFY2(r.out.contains(HelpEnglish), qPrintable(r.out + r.err));
    }

    void theConsoleRefusesAnUnknownLanguage()
    {
        const Run r =
            run(QStringLiteral(FLEETDECK_GUI_PATH), {QStringLiteral("--language"), QStringLiteral("xx")},
                environment(QStringLiteral("C.UTF-8")));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("--language 'xx'")), qPrintable(r.err));
    }

    void theCliTranslatesItsMessages_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("C") << QStringLiteral("C.UTF-8") << QStringList{} << UnknownEnglish;
        QTest::newRow("German system") << QStringLiteral("de_DE.UTF-8") << QStringList{} << UnknownGerman;
        QTest::newRow("LANGUAGE unset, LANG de_AT")
            << QStringLiteral("de_AT.UTF-8") << QStringList{} << UnknownGerman;
        QTest::newRow("--language de")
            << QStringLiteral("C.UTF-8") << QStringList{QStringLiteral("--language"), QStringLiteral("de")}
            << UnknownGerman;
        QTest::newRow("--language en on a German system")
            << QStringLiteral("de_DE.UTF-8")
            << QStringList{QStringLiteral("--language"), QStringLiteral("en")} << UnknownEnglish;
        QTest::newRow("--json: never translated")
            << QStringLiteral("de_DE.UTF-8") << QStringList{QStringLiteral("--json")} << UnknownEnglish;
    }
    void theCliTranslatesItsMessages()
    {
        QFETCH(QString, lang);
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r = run(QStringLiteral(FLEETDECK_CLI_PATH),
                          args + QStringList{QStringLiteral("frobnicate")}, environment(lang));
        QCOMPARE(r.code, 2); // the exit code never changes with the language
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    }

    void theCliRefusesAnUnknownLanguage()
    {
        const Run r = run(QStringLiteral(FLEETDECK_CLI_PATH),
                          {QStringLiteral("--language"), QStringLiteral("xx"), QStringLiteral("node"),
                           QStringLiteral("list")},
                          environment(QStringLiteral("C.UTF-8")));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("invalid --language 'xx'")), qPrintable(r.err));
    }

    void theCliIgnoresTheConsolesSetting()
    {
        // The Settings choice is the console's; the CLI follows the shell's LANG.
        chooseInSettings(QStringLiteral("de"));
        const Run r = run(QStringLiteral(FLEETDECK_CLI_PATH), {QStringLiteral("frobnicate")},
                          environment(QStringLiteral("C.UTF-8")));
        QVERIFY2(r.err.contains(UnknownEnglish), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(tst_Languages)
#include "tst_languages.moc"
