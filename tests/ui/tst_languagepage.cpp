// SPDX-License-Identifier: GPL-3.0-or-later
// Settings › Language: the choice is remembered in QSettings (for the next start, as the page
// says), read back by the next page, and garbage in the settings means the system's language.
#include "LanguagePage.h"
#include "SettingsDialog.h"
#include "session/SecretStorage.h"
#include "support/TestSettings.h"

#include "Translations.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {
const QString Key = QStringLiteral("ui/language");

QComboBox* choice(QWidget& page)
{
    return page.findChild<QComboBox*>(QStringLiteral("languageChoice"));
}

QLabel* note(QWidget& page)
{
    return page.findChild<QLabel*>(QStringLiteral("languageNote"));
}

void choose(QComboBox* combo, const QString& language)
{
    const int index = combo->findData(language);
    QVERIFY2(index >= 0, qPrintable(language));
    combo->setCurrentIndex(index);
}
} // namespace

class tst_LanguagePage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { fleetdeck::test::keepSettingsIn(m_dir.filePath(QStringLiteral("settings"))); }

    void init() { QSettings().clear(); }

    void offersTheSystemsLanguageAndEachShippedOne()
    {
        LanguagePage page;
        QComboBox* combo = choice(page);
        QVERIFY(combo);
        QStringList names;
        QStringList codes;
        for (int i = 0; i < combo->count(); ++i) {
            names << combo->itemText(i);
            codes << combo->itemData(i).toString();
        }
        QCOMPARE(codes, (QStringList{QString(), QStringLiteral("en"), QStringLiteral("de"),
                                     QStringLiteral("zh_CN")}));
        QVERIFY2(names.at(0).startsWith(QLatin1String("System default (")), qPrintable(names.at(0)));
        // Each language by its own name.
        QCOMPARE(names.mid(1), (QStringList{QStringLiteral("English"), QStringLiteral("Deutsch"),
                                            QStringLiteral("简体中文")}));
        QCOMPARE(combo->currentIndex(), 0);
    }

    void theChoiceIsRememberedForTheNextStart()
    {
        LanguagePage page;
        choose(choice(page), QStringLiteral("de"));
        QCOMPARE(QSettings().value(Key).toString(), QStringLiteral("de"));
        QCOMPARE(LanguagePage::savedLanguage(), QStringLiteral("de"));
        // It takes effect after a restart, and the page says so.
        QCOMPARE(installedLanguage(), QStringLiteral("en"));
        QVERIFY(!note(page)->isHidden());
        QVERIFY2(note(page)->text().contains(QLatin1String("Restart")) &&
                     note(page)->text().contains(QLatin1String("Deutsch")),
                 qPrintable(note(page)->text()));
        // What the program starts with is what the loader is given.
        QCOMPARE(chooseLanguage(LanguagePage::savedLanguage(), {QStringLiteral("zh-CN")}),
                 QStringLiteral("de"));

        LanguagePage next;
        QCOMPARE(choice(next)->currentData().toString(), QStringLiteral("de"));

        // Back to the language running now: nothing to restart for.
        choose(choice(next), QStringLiteral("en"));
        QCOMPARE(QSettings().value(Key).toString(), QStringLiteral("en"));
        QVERIFY(note(next)->isHidden());

        // The system's language again: the setting is gone, not set to "".
        choose(choice(next), QString());
        QVERIFY(!QSettings().contains(Key));
        QCOMPARE(LanguagePage::savedLanguage(), QString());
    }

    void aValueNamingNoLanguageIsTheSystems()
    {
        QSettings().setValue(Key, QStringLiteral("klingon"));
        QCOMPARE(LanguagePage::savedLanguage(), QString());
        LanguagePage page;
        QCOMPARE(choice(page)->currentIndex(), 0);
        QSettings().setValue(Key, QStringLiteral("de_DE"));
        QCOMPARE(LanguagePage::savedLanguage(), QStringLiteral("de"));
    }

    void isAPageOfTheSettings()
    {
        session::SecretStorage storage;
        SettingsDialog dialog(&storage);
        auto* pages = dialog.findChild<QListWidget*>(QStringLiteral("settingsPages"));
        QVERIFY(pages);
        QList<QListWidgetItem*> found = pages->findItems(QStringLiteral("Language"), Qt::MatchExactly);
        QCOMPARE(found.size(), 1);
        pages->setCurrentItem(found.first());
        QVERIFY(qobject_cast<LanguagePage*>(dialog.currentPage()));
    }
};

QTEST_MAIN(tst_LanguagePage)
#include "tst_languagepage.moc"
