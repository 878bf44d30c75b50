// SPDX-License-Identifier: GPL-3.0-or-later
#include "LanguagePage.h"
#include "MainWindow.h"
#include "MessageBanner.h"
#include "StorePage.h"
#include "Translations.h"
#include "UiTr.h"
#include "Version.h"
#include "gui/DebugOptions.h"
#include "secrets/KeychainCredentialStore.h"
#include "session/SecretStorage.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"
#include "vast/VastClient.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>
#include <QThread>

#include <algorithm>
#include <cstdio>

int main(int argc, char** argv)
{
    // Before anything can hold a passphrase, password or API key (asked for or from a keychain).
    fleetdeck::secrets::CredentialStore::keepProcessPrivate();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("fleetdeck"));
    QApplication::setOrganizationName(QStringLiteral("fleetdeck"));
    QApplication::setApplicationDisplayName(QStringLiteral("Fleetdeck"));
    QApplication::setApplicationVersion(fleetdeck::versionString());
    // The resources live in a static library: register them explicitly.
    Q_INIT_RESOURCE(resources);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/fleetdeck/fleetdeck.svg")));
    // Before the command line is parsed and any window is built, so that both speak it:
    // --language, else the Settings choice, else the system's language.
    const QString languageArgument = fleetdeck::languageArgument(QApplication::arguments());
    fleetdeck::installTranslations(
        app, languageArgument.isEmpty() ? fleetdeck::ui::LanguagePage::savedLanguage() : languageArgument);

    using fleetdeck::ui::Tr;
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Fleetdeck — operations console for GPU proving fleets"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dbOption(
        QStringLiteral("db"), Tr::tr("The store to open: an SQLite file or a team's postgresql:// URL."),
        Tr::tr("PATH|URL"));
    const QCommandLineOption knownHostsOption(
        QStringLiteral("known-hosts"), Tr::tr("The known_hosts file read and written."), Tr::tr("PATH"));
    const QCommandLineOption sessionSecretsOption(
        QStringLiteral("session-secrets"),
        Tr::tr("Keep passphrases and passwords in memory for this session only; do not touch the "
               "keychain."));
    const QCommandLineOption languageOption(
        QStringLiteral("language"),
        Tr::tr("The language to use: en, de or zh_CN (default: the choice in Settings, else the system's)."),
        Tr::tr("LANG"));
    parser.addOptions({dbOption, knownHostsOption, sessionSecretsOption});
    parser.addOption(languageOption);
    const QCommandLineOption vastUrlOption(
        QStringLiteral("vast-url"),
        QStringLiteral("The vast.ai API's address for this run (default: the setting, else the official "
                       "console); plain http only to a loopback address."),
        QStringLiteral("URL"));
    parser.addOption(vastUrlOption);
    fleetdeck::app::DebugOptions debug;
    debug.addTo(parser);
    parser.process(app);
    if (parser.isSet(languageOption) && !fleetdeck::normalizedLanguage(parser.value(languageOption))) {
        std::fprintf(
            stderr, "fleetdeck: %s\n",
            qPrintable(
                Tr::tr("invalid --language '%1': use en, de or zh_CN").arg(parser.value(languageOption))));
        return 2;
    }

    if (parser.isSet(knownHostsOption))
        qputenv("FLEETDECK_KNOWN_HOSTS", parser.value(knownHostsOption).toLocal8Bit());

    // Declared before the window, so that they outlive it.
    fleetdeck::secrets::KeychainCredentialStore keychain;
    // One worker thread per core (2 to 4): more threads than cores only add wake-ups and
    // context switches, fewer would leave sessions waiting.
    fleetdeck::ssh::SshEngine engine(std::clamp(QThread::idealThreadCount(), 2, 4));
    fleetdeck::ui::MainWindow window;
    window.setSshEngine(&engine);
    if (parser.isSet(sessionSecretsOption))
        window.secretStorage()->setSessionOnly(true, fleetdeck::session::SecretStorage::Persist::No);
    // Probed at once (unless secrets stay in this session): the status bar says how it went.
    window.setCredentialStore(&keychain);
    if (parser.isSet(knownHostsOption))
        window.setKnownHostsPath(parser.value(knownHostsOption));
    if (parser.isSet(vastUrlOption)) {
        const QUrl url(parser.value(vastUrlOption));
        if (const QString why = fleetdeck::vast::VastClient::checkBaseUrl(url); !why.isEmpty()) {
            std::fprintf(stderr, "fleetdeck: invalid --vast-url '%s': %s\n", qPrintable(url.toString()),
                         qPrintable(why));
            return 2;
        }
        window.setVastBaseUrl(url);
    }
    // --db, else $FLEETDECK_DB, else the store last opened from the File menu, else the default file.
    const QString path =
        parser.isSet(dbOption) ? parser.value(dbOption)
        : !qEnvironmentVariableIsEmpty("FLEETDECK_DB")
            ? fleetdeck::storage::Database::defaultPath()
            : QSettings()
                  .value(fleetdeck::ui::StorePage::locationKey(), fleetdeck::storage::Database::defaultPath())
                  .toString();
    if (!window.openDatabase(path)) {
        std::fprintf(stderr, "fleetdeck: %s\n", qPrintable(window.banner()->text()));
        if (debug.screenshotOnly(parser))
            return 2;
        QMessageBox::critical(nullptr, Tr::tr("Fleetdeck"), window.banner()->text());
        return 2;
    }
    window.show();
    debug.apply(parser, window);
    return app.exec();
}
