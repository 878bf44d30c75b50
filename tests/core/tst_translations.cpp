// SPDX-License-Identifier: GPL-3.0-or-later
// The translation loader: which language a setting and the system's languages give, the
// catalogues it installs (Fleetdeck's and Qt's own), and the catalogues built into core.
#include "Translations.h"

#include "status/HealthState.h"

#include <QCoreApplication>
#include <QFile>
#include <QTest>
#include <QTranslator>

using namespace fleetdeck;

namespace {
// Qt's own catalogue (qtbase_de.qm, from qt6-translations-l10n) translates this.
const char* const kQtContext = "QCommandLineParser";
const char* const kQtSource = "Displays help on commandline options.";
} // namespace

class tst_Translations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }

    void normalizesWhatTheOperatorNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("known");
        QTest::addColumn<QString>("language");
        QTest::newRow("empty: the system's") << QString() << true << QString();
        QTest::newRow("system") << QStringLiteral("system") << true << QString();
        QTest::newRow("en") << QStringLiteral("en") << true << QStringLiteral("en");
        QTest::newRow("en_US") << QStringLiteral("en_US") << true << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de") << true << QStringLiteral("de");
        QTest::newRow("de_DE") << QStringLiteral("de_DE") << true << QStringLiteral("de");
        QTest::newRow("de-CH") << QStringLiteral("de-CH") << true << QStringLiteral("de");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << true << QStringLiteral("zh_CN");
        QTest::newRow("zh-Hans") << QStringLiteral("zh-Hans") << true << QStringLiteral("zh_CN");
        QTest::newRow("zh_TW: traditional characters") << QStringLiteral("zh_TW") << false << QString();
        QTest::newRow("fr: not shipped") << QStringLiteral("fr") << false << QString();
        QTest::newRow("nonsense") << QStringLiteral("klingon") << false << QString();
    }
    void normalizesWhatTheOperatorNames()
    {
        QFETCH(QString, name);
        QFETCH(bool, known);
        QFETCH(QString, language);
        const std::optional<QString> normalized = normalizedLanguage(name);
        QCOMPARE(normalized.has_value(), known);
        if (known)
            QCOMPARE(*normalized, language);
    }

    void choosesTheSettingElseTheSystemsFirstSpokenLanguage_data()
    {
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QStringList>("uiLanguages");
        QTest::addColumn<QString>("expected");
        QTest::newRow("German system") << QString() << QStringList{"de-DE", "de"} << "de";
        QTest::newRow("Austrian German") << QString() << QStringList{"de-AT"} << "de";
        QTest::newRow("Chinese system") << QString() << QStringList{"zh-Hans-CN", "zh-CN"} << "zh_CN";
        QTest::newRow("Singapore Chinese") << QString() << QStringList{"zh-SG"} << "zh_CN";
        QTest::newRow("Taiwan Chinese: not shipped") << QString() << QStringList{"zh-TW"} << "en";
        QTest::newRow("French, then German") << QString() << QStringList{"fr-FR", "de-DE"} << "de";
        QTest::newRow("English before German") << QString() << QStringList{"en-GB", "de-DE"} << "en";
        QTest::newRow("C locale") << QString() << QStringList{"C"} << "en";
        QTest::newRow("nothing known") << QString() << QStringList{"fr-FR", "ja-JP"} << "en";
        QTest::newRow("no languages") << QString() << QStringList{} << "en";
        QTest::newRow("setting de on a Chinese system") << "de" << QStringList{"zh-CN"} << "de";
        QTest::newRow("setting en on a German system") << "en" << QStringList{"de-DE"} << "en";
        QTest::newRow("setting zh_CN") << "zh_CN" << QStringList{"en-US"} << "zh_CN";
        QTest::newRow("setting system") << "system" << QStringList{"de-DE"} << "de";
        QTest::newRow("unknown setting: the system's") << "klingon" << QStringList{"de-DE"} << "de";
    }
    void choosesTheSettingElseTheSystemsFirstSpokenLanguage()
    {
        QFETCH(QString, setting);
        QFETCH(QStringList, uiLanguages);
        QFETCH(QString, expected);
        QCOMPARE(chooseLanguage(setting, uiLanguages), expected);
    }

    void findsLanguageOnTheCommandLine()
    {
        const QString program = QStringLiteral("fleetdeck");
        QCOMPARE(languageArgument({program, "--db", "x", "--language", "de"}), QStringLiteral("de"));
        QCOMPARE(languageArgument({program, "--language=zh_CN", "status"}), QStringLiteral("zh_CN"));
        QCOMPARE(languageArgument({program, "status"}), QString());
        QCOMPARE(languageArgument({program, "--", "--language", "de"}), QString());
        QCOMPARE(languageArgument({"--language"}), QString()); // argv[0] is the program
    }

    void installsFleetdecksAndQtsCatalogues()
    {
        QCOMPARE(healthStateLabel(status::HealthState::Healthy), QStringLiteral("Healthy"));
        const InstalledTranslations installed =
            installTranslations(*QCoreApplication::instance(), QStringLiteral("de"),
                                QStringLiteral(FLEETDECK_TEST_CATALOGUE_DIR));
        QCOMPARE(installed.language, QStringLiteral("de"));
        QVERIFY(installed.fleetdeck);
        QVERIFY2(installed.qt, "qtbase_de.qm not found: is qt6-translations-l10n installed?");
        QCOMPARE(installedLanguage(), QStringLiteral("de"));

        // Non-QObject code translates through the Tr context.
        QCOMPARE(healthStateLabel(status::HealthState::Healthy), QStringLiteral("Gesund"));
        QCOMPARE(healthStateLabel(status::HealthState::DaemonDown), QStringLiteral("Daemon ausgefallen"));
        // Contract values never are.
        QCOMPARE(healthStateName(status::HealthState::Healthy), QStringLiteral("healthy"));
        QCOMPARE(healthStateName(status::HealthState::DaemonDown), QStringLiteral("daemon_down"));
        // Qt's own words.
        QCOMPARE(QCoreApplication::translate(kQtContext, kQtSource),
                 QStringLiteral("Zeigt Hilfe zu den Kommandozeilenoptionen an."));
    }

    void englishUndoesAnEarlierLanguage()
    {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("de"),
                            QStringLiteral(FLEETDECK_TEST_CATALOGUE_DIR));
        QCOMPARE(healthStateLabel(status::HealthState::Healthy), QStringLiteral("Gesund"));

        const InstalledTranslations installed =
            installTranslations(*QCoreApplication::instance(), QStringLiteral("en"),
                                QStringLiteral(FLEETDECK_TEST_CATALOGUE_DIR));
        QCOMPARE(installed.language, QStringLiteral("en"));
        QVERIFY(!installed.fleetdeck);
        QVERIFY(!installed.qt);
        QCOMPARE(installedLanguage(), QStringLiteral("en"));
        QCOMPARE(healthStateLabel(status::HealthState::Healthy), QStringLiteral("Healthy"));
        QCOMPARE(QCoreApplication::translate(kQtContext, kQtSource), QString::fromLatin1(kQtSource));
    }

    void aLanguageWithoutCatalogueStillGetsQts()
    {
        // The test catalogue has no Chinese: Fleetdeck stays English, Qt's dialogs do not.
        const InstalledTranslations installed =
            installTranslations(*QCoreApplication::instance(), QStringLiteral("zh_CN"),
                                QStringLiteral(FLEETDECK_TEST_CATALOGUE_DIR));
        QCOMPARE(installed.language, QStringLiteral("zh_CN"));
        QVERIFY(!installed.fleetdeck);
        QVERIFY(installed.qt);
        QCOMPARE(healthStateLabel(status::HealthState::Healthy), QStringLiteral("Healthy"));
        QCOMPARE(QCoreApplication::translate(kQtContext, kQtSource),
                 QStringLiteral("在命令行选项上显示帮助。"));
    }

    void theShippedCataloguesAreBuiltIn_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("catalogueLanguage");
        QTest::newRow("en") << "en"
                            << "en";
        QTest::newRow("de") << "de"
                            << "de_DE";
        QTest::newRow("zh_CN") << "zh_CN"
                               << "zh_CN";
    }
    void theShippedCataloguesAreBuiltIn()
    {
        QFETCH(QString, language);
        QFETCH(QString, catalogueLanguage);
        const QString path = QStringLiteral(":/i18n/fleetdeck_%1.qm").arg(language);
        QVERIFY2(QFile::exists(path), qPrintable(path));
        QTranslator translator;
        QVERIFY(translator.load(path));
        QCOMPARE(translator.language(), catalogueLanguage);
        // Without a directory the program's own catalogue is the one installed.
        const InstalledTranslations installed = installTranslations(*QCoreApplication::instance(), language);
        QCOMPARE(installed.language, language);
        QVERIFY(installed.fleetdeck);
    }

    void englishHasItsPlurals()
    {
        // Every "%n" message has English forms: "1 node", never "1 node(s)".
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("FleetdeckUi", "%n node(s)", nullptr, 1),
                 QStringLiteral("1 node"));
        QCOMPARE(QCoreApplication::translate("FleetdeckUi", "%n node(s)", nullptr, 3),
                 QStringLiteral("3 nodes"));
        QCOMPARE(QCoreApplication::translate("FleetdeckUi", "proof(s) waiting", nullptr, 1),
                 QStringLiteral("proof waiting"));
        installTranslations(*QCoreApplication::instance(), QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate("FleetdeckUi", "%n deployment(s)", nullptr, 2),
                 QStringLiteral("2 Verteilungen"));
    }
};

QTEST_GUILESS_MAIN(tst_Translations)
#include "tst_translations.moc"
