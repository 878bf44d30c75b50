// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSettings>
#include <QString>

namespace fleetdeck::test {

/// Sends this test process's QSettings (window layout, choices, vast/*) to INI files below
/// `directory`, never to the developer's own; an organization name, when given, keeps them apart
/// from other tests' too.
inline void keepSettingsIn(const QString& directory,
                           const QString& organization = QStringLiteral("fleetdeck-test"))
{
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, directory);
    if (!organization.isEmpty())
        QCoreApplication::setOrganizationName(organization);
}

} // namespace fleetdeck::test
