// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDeadlineTimer>
#include <QFile>
#include <QString>
#include <QTest>

#include <functional>

namespace fleetdeck::test {

/// Appends `bytes` to the file at `path` (a log a test writes as a daemon would); false when it
/// could not.
inline bool appendTo(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::Append) && f.write(bytes) == bytes.size();
}

/// Runs the event loop until `done` or `ms` have passed; returns done().
inline bool waitUntil(const std::function<bool()>& done, int ms = 20000)
{
    QDeadlineTimer deadline(ms);
    while (!done() && !deadline.hasExpired())
        QTest::qWait(20);
    return done();
}

} // namespace fleetdeck::test
