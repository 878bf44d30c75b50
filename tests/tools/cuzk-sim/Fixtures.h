// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "support/Fixtures.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace fleetdeck::sim::test {

// A file from tests/fixtures/cuzk/; a missing one fails the running test (support/Fixtures.h).
inline QByteArray cuzkFixture(const QString& name)
{
    return fleetdeck::test::fixture(QStringLiteral("cuzk/") + name);
}

// The document's top-level object (empty when the text is not a JSON object).
inline QJsonObject jsonObject(const QByteArray& json)
{
    return QJsonDocument::fromJson(json).object();
}

} // namespace fleetdeck::sim::test
