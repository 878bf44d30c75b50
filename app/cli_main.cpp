// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/Cli.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("fleetdeck"));
    QCoreApplication::setOrganizationName(QStringLiteral("fleetdeck"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    fleetdeck::cli::Cli cli(out, err);
    return cli.run(QCoreApplication::arguments());
}
