// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

class QCoreApplication;

namespace fleetdeck {

/// The languages Fleetdeck ships a catalogue for ("de", "zh_CN"); English is the source language
/// and needs none.
QStringList shippedLanguages();

/// Reads a language the operator named (`--language`, the Settings choice): "" or "system" for the
/// system's language (returns ""), "en" for English, else the shipped language it names ("de",
/// "de_DE", "de-AT" → "de"; "zh_CN", "zh-Hans" → "zh_CN"). nullopt when Fleetdeck has no such
/// language.
std::optional<QString> normalizedLanguage(const QString& name);

/// The language to speak: `preferred` when it names one (see normalizedLanguage), else the first
/// of `uiLanguages` (as QLocale::uiLanguages() lists them, most wanted first) that is English or
/// has a shipped catalogue, else English ("en").
QString chooseLanguage(const QString& preferred, const QStringList& uiLanguages);

/// The value of `--language` (or `--language=`) in a program's arguments, looked for before the
/// command line is parsed so that its help and errors are translated too; "" when absent. Stops at
/// "--".
QString languageArgument(const QStringList& arguments);

/// What installTranslations() did.
struct InstalledTranslations
{
    QString language;       ///< the language chosen: "en", "de", "zh_CN"
    bool fleetdeck = false; ///< Fleetdeck's catalogue was loaded
    bool qt = false;        ///< Qt's own (qtbase) catalogue was loaded
};

/// Loads Fleetdeck's catalogue and Qt's own (qtbase_<language>, from Qt's translations directory)
/// for chooseLanguage(`languageOverride`, QLocale::system().uiLanguages()) and installs them on
/// `app`, which owns them, in place of those an earlier call installed. English loads nothing.
/// `catalogueDir` holds fleetdeck_<language>.qm; empty means $FLEETDECK_TRANSLATIONS (a
/// directory, for a translator to try a catalogue) if it has one, else the catalogues built into
/// the program (":/i18n").
InstalledTranslations installTranslations(QCoreApplication& app, const QString& languageOverride,
                                          const QString& catalogueDir = {});
/// The language the last installTranslations() chose; "en" before it ran.
QString installedLanguage();

} // namespace fleetdeck
