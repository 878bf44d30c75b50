// SPDX-License-Identifier: GPL-3.0-or-later
#include "Translations.h"
#include "cli/Cli.h"
#include "secrets/CredentialStore.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char** argv)
{
    // Before anything can hold a passphrase, password or API key (read from stdin or a keychain).
    fleetdeck::secrets::CredentialStore::keepProcessPrivate();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("fleetdeck"));
    QCoreApplication::setOrganizationName(QStringLiteral("fleetdeck"));
    // Messages follow --language, else the system's language (LANG, LANGUAGE). With --json
    // nothing is translated: scripts get the same document (messages and hints included) whatever
    // the locale. An invalid --language is reported by the command line's parser.
    const QStringList arguments = QCoreApplication::arguments();
    const qsizetype end = arguments.indexOf(QStringLiteral("--"));
    if (!arguments.mid(0, end < 0 ? arguments.size() : end).contains(QStringLiteral("--json")))
        fleetdeck::installTranslations(app, fleetdeck::languageArgument(arguments));
    QTextStream out(stdout);
    QTextStream err(stderr);
    fleetdeck::cli::Cli cli(out, err);
    return cli.run(QCoreApplication::arguments());
}
