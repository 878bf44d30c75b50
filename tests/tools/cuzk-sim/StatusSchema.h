// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

namespace fleetdeck::sim::test {

// A strict reading of docs/cuzk-status.md. Each check returns the violations it
// found as "path: problem" lines, so a failing test says exactly what is wrong.
class StatusSchema
{
public:
    // Shape only: every field present and no other, JSON types, unsigned integers where the
    // contract says u64/u32/uint, null only where it allows, enumerations, and the idle/proving
    // rule for workers. Real documents (the fixtures) must pass this.
    static QStringList violations(const QJsonObject& document);

    // What the parsed form cannot show: integer fields written as integers (serde refuses
    // 41000.0 for a u64), float fields written as floats, and valid JSON at all.
    static QStringList textViolations(const QByteArray& json);

    // How the simulator's numbers hang together beyond the contract: counts that must agree
    // with each other, memory adding up, workers pointing at partitions on the GPU.
    static QStringList inconsistencies(const QJsonObject& document);
};

} // namespace fleetdeck::sim::test
