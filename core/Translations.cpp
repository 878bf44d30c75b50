// SPDX-License-Identifier: GPL-3.0-or-later
#include "Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

#include <memory>

namespace fleetdeck {

namespace {

/// The language a locale name stands for, if Fleetdeck speaks it: English, or a shipped
/// catalogue of the same language and script (zh-TW, in traditional characters, is not zh_CN).
std::optional<QString> spokenLanguage(const QString& name)
{
    const QString tag = name.trimmed();
    if (tag.isEmpty())
        return std::nullopt;
    // "C" and "POSIX" ask for no language in particular: the source language.
    if (tag == QLatin1String("C") || tag == QLatin1String("POSIX"))
        return QStringLiteral("en");
    const QLocale locale(tag);
    if (locale.language() == QLocale::English)
        return QStringLiteral("en");
    if (locale.language() == QLocale::C) // a name QLocale does not know
        return std::nullopt;
    for (const QString& shipped : shippedLanguages()) {
        const QLocale catalogue(shipped);
        if (catalogue.language() == locale.language() && catalogue.script() == locale.script())
            return shipped;
    }
    return std::nullopt;
}

/// What the last installTranslations() chose and installed.
struct Installed
{
    QString language = QStringLiteral("en");
    QList<QPointer<QTranslator>> translators;
};

Installed& installedState()
{
    static Installed state;
    return state;
}

bool load(QCoreApplication& app, const QString& file, const QStringList& directories)
{
    auto translator = std::make_unique<QTranslator>(&app);
    for (const QString& directory : directories) {
        if (translator->load(file, directory)) {
            installedState().translators << translator.get();
            QCoreApplication::installTranslator(translator.release());
            return true;
        }
    }
    return false;
}

} // namespace

QStringList shippedLanguages()
{
    return {QStringLiteral("de"), QStringLiteral("zh_CN")};
}

std::optional<QString> normalizedLanguage(const QString& name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty() || trimmed.compare(QLatin1String("system"), Qt::CaseInsensitive) == 0)
        return QString();
    return spokenLanguage(trimmed);
}

QString chooseLanguage(const QString& preferred, const QStringList& uiLanguages)
{
    if (const std::optional<QString> chosen = normalizedLanguage(preferred); chosen && !chosen->isEmpty())
        return *chosen;
    for (const QString& wanted : uiLanguages) {
        if (const std::optional<QString> spoken = spokenLanguage(wanted))
            return *spoken;
    }
    return QStringLiteral("en");
}

QString languageArgument(const QStringList& arguments)
{
    const QLatin1String option("--language");
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments.at(i);
        if (a == QLatin1String("--"))
            break;
        if (a == option)
            return arguments.value(i + 1);
        if (a.startsWith(option + QLatin1Char('=')))
            return a.mid(option.size() + 1);
    }
    return {};
}

InstalledTranslations installTranslations(QCoreApplication& app, const QString& languageOverride,
                                          const QString& catalogueDir)
{
    InstalledTranslations installed;
    installed.language = chooseLanguage(languageOverride, QLocale::system().uiLanguages());
    // Called again (a test, a second language): the new catalogues replace the old ones.
    Installed& state = installedState();
    for (const QPointer<QTranslator>& old : std::as_const(state.translators)) {
        if (old) {
            QCoreApplication::removeTranslator(old);
            delete old.data();
        }
    }
    state.translators.clear();
    state.language = installed.language;
    // $FLEETDECK_TRANSLATIONS: a directory of fleetdeck_<language>.qm to try first, so that a
    // translator reads a catalogue in the running program without building it.
    QStringList own{catalogueDir.isEmpty() ? QStringLiteral(":/i18n") : catalogueDir};
    if (const QString dir = qEnvironmentVariable("FLEETDECK_TRANSLATIONS");
        !dir.isEmpty() && catalogueDir.isEmpty())
        own.prepend(dir);
    installed.fleetdeck = load(app, QStringLiteral("fleetdeck_") + installed.language, own);
    // English is the source language: its catalogue holds only the plural forms of "%n" messages
    // ("1 node", "3 nodes"), and Qt's own strings need none.
    if (installed.language == QLatin1String("en"))
        return installed;
    // Qt's dialogs and buttons (QDialogButtonBox, QFileDialog, context menus of line edits). A
    // deployed bundle (Windows, macOS) carries them beside the program instead.
    installed.qt = load(app, QStringLiteral("qtbase_") + installed.language,
                        {QLibraryInfo::path(QLibraryInfo::TranslationsPath),
                         QCoreApplication::applicationDirPath() + QStringLiteral("/translations")});
    return installed;
}

QString installedLanguage()
{
    return installedState().language;
}

} // namespace fleetdeck
