// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

namespace fleetdeck::sim::test {

// A file from shared/fixtures/cuzk/. Header-only because FLEETDECK_FIXTURES_DIR is defined
// for each test executable, not for the support library.
inline QByteArray cuzkFixture(const QString& name)
{
    QFile file(QStringLiteral(FLEETDECK_FIXTURES_DIR "/cuzk/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read fixture %s", qPrintable(file.fileName()));
    return file.readAll();
}

} // namespace fleetdeck::sim::test
