// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace fleetdeck::sim::test {

// A file of the cuzk fixtures (FLEETDECK_FIXTURES_DIR/cuzk/). Header-only because FLEETDECK_FIXTURES_DIR is defined
// for each test executable, not for the support library.
inline QByteArray cuzkFixture(const QString& name)
{
    QFile file(QStringLiteral(FLEETDECK_FIXTURES_DIR "/cuzk/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read fixture %s", qPrintable(file.fileName()));
    return file.readAll();
}

// The document's top-level object (empty when the text is not a JSON object).
inline QJsonObject jsonObject(const QByteArray& json)
{
    return QJsonDocument::fromJson(json).object();
}

} // namespace fleetdeck::sim::test
