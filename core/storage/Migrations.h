// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QStringList>

namespace fleetdeck::storage {

/// Step N brings the schema from version N-1 to N. Steps are appended, never edited, once
/// released: databases in the field are at every version in between.
struct Migration
{
    int version;
    const char* description;
    QStringList statements;
};

const QList<Migration>& migrations();

} // namespace fleetdeck::storage
