// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QTest>

#include <functional>

namespace fleetdeck::test {

/// Runs the event loop until `done` or `ms` have passed; returns done().
inline bool waitUntil(const std::function<bool()>& done, int ms = 20000)
{
    QDeadlineTimer deadline(ms);
    while (!done() && !deadline.hasExpired())
        QTest::qWait(20);
    return done();
}

/// Runs the event loop until `done`, looking every `stepMs`; how many milliseconds that took, or
/// -1 when it did not happen within `ms` (for tests that report how long something took).
inline qint64 msUntil(const std::function<bool()>& done, int ms, int stepMs = 20)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < ms) {
        if (done())
            return clock.elapsed();
        QTest::qWait(stepMs);
    }
    return done() ? clock.elapsed() : -1;
}

} // namespace fleetdeck::test
