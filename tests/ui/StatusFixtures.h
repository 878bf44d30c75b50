// SPDX-License-Identifier: GPL-3.0-or-later
// The repository's cuzk fixtures and a plausible machine, for the status views' tests.
#pragma once

#include "status/CuzkStatus.h"
#include "status/NodeStatus.h"
#include "status/SystemProbe.h"
#include "support/Fixtures.h"

#include <QString>
#include <QTest>

#include <optional>

namespace fleetdeck::testing {

/// tests/fixtures/cuzk/`name`.json, parsed. A missing or unreadable document fails the running test
/// with a message naming it, and gives nothing.
inline std::optional<status::CuzkStatus> cuzkFixture(const QString& name)
{
    const QString relPath = QStringLiteral("cuzk/%1.json").arg(name);
    const QByteArray body = fleetdeck::test::fixture(relPath);
    if (body.isEmpty())
        return std::nullopt; // the test has failed already
    QString error;
    auto status = status::CuzkStatus::parse(body, &error);
    if (!status)
        QTest::qFail(qPrintable(QStringLiteral("fixture %1: %2").arg(relPath, error)), __FILE__, __LINE__);
    return status;
}

/// For initTestCase(): whether the three status documents can be read (each missing one fails the
/// test with its name), so that no test function runs without them.
inline bool haveStatusFixtures()
{
    return fleetdeck::test::haveFixtures({QStringLiteral("cuzk/status-busy.json"),
                                          QStringLiteral("cuzk/status-failing.json"),
                                          QStringLiteral("cuzk/status-idle.json")});
}

/// Two RTX 4090s under load, as the system probe would report them.
inline status::SystemInfo busyMachine()
{
    status::SystemInfo s;
    s.gpusAvailable = true;
    status::SystemInfo::Gpu a;
    a.name = QStringLiteral("NVIDIA GeForce RTX 4090");
    a.utilization = 97;
    a.temperature = 71;
    a.memoryUsedMiB = 21340;
    a.memoryTotalMiB = 24564;
    a.powerW = 412.6;
    status::SystemInfo::Gpu b = a;
    b.utilization = 4;
    b.temperature = 43;
    b.memoryUsedMiB = 1020;
    b.powerW = 31.2;
    s.gpus = {a, b};
    s.load1 = 38.52;
    s.load5 = 36.10;
    s.load15 = 35.87;
    s.memTotalBytes = 540'000'000'000ULL;
    s.memAvailableBytes = 171'000'000'000ULL;
    return s;
}

inline status::NodeStatus busyNode(const QDateTime& now)
{
    status::NodeStatus n;
    n.name = QStringLiteral("fra-4090-01");
    n.state = status::HealthState::Healthy;
    n.cuzk = cuzkFixture(QStringLiteral("status-busy"));
    n.system = busyMachine();
    n.latencyMs = 23.4;
    n.proofsPerHour = 71.6;
    n.lastSeen = now.addSecs(-3);
    n.lastPolled = now;
    return n;
}

} // namespace fleetdeck::testing
