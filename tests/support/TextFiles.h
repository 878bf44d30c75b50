// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "support/Waiting.h" // waitUntil(), for the tests that wait for what a file says

#include <QByteArray>
#include <QFile>
#include <QString>

namespace fleetdeck::test {

/// Appends `bytes` to the file at `path` (a log a test writes as a daemon would); false when it
/// could not.
inline bool appendTo(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::Append) && f.write(bytes) == bytes.size();
}

} // namespace fleetdeck::test
