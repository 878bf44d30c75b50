// SPDX-License-Identifier: GPL-3.0-or-later
// The repository's test data (tests/fixtures, or the directory FLEETDECK_FIXTURES_DIR names).
// Header-only because FLEETDECK_FIXTURES_DIR is defined for each test executable.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QStringList>
#include <QTest>

namespace fleetdeck::test {

/// Where tests/fixtures/`relPath` is, e.g. fixturePath(u"cuzk/status-busy.json"_s).
inline QString fixturePath(const QString& relPath)
{
    return QStringLiteral(FLEETDECK_FIXTURES_DIR "/") + relPath;
}

namespace detail {
/// Fails the running test with a message naming the file that could not be opened.
inline void failUnreadable(const QFile& file)
{
    QTest::qFail(
        qPrintable(QStringLiteral("cannot read fixture %1: %2").arg(file.fileName(), file.errorString())),
        __FILE__, __LINE__);
}
} // namespace detail

/// The bytes of tests/fixtures/`relPath`. When the file is missing or unreadable the running test
/// function fails with a message naming the file, and the result is empty: callers check what they
/// read (a parse, a size) before they index into it, so a missing file is a failure, never a crash.
inline QByteArray fixture(const QString& relPath)
{
    QFile file(fixturePath(relPath));
    if (!file.open(QIODevice::ReadOnly)) {
        detail::failUnreadable(file);
        return {};
    }
    return file.readAll();
}

/// For initTestCase(): whether every one of `relPaths` can be read; each one that cannot fails the
/// test with a message naming it. `QVERIFY(haveFixtures({...}))` there keeps every test function
/// (and its data) from running on missing data.
inline bool haveFixtures(const QStringList& relPaths)
{
    bool all = true;
    for (const QString& relPath : relPaths) {
        QFile file(fixturePath(relPath));
        if (!file.open(QIODevice::ReadOnly)) {
            detail::failUnreadable(file);
            all = false;
        }
    }
    return all;
}

} // namespace fleetdeck::test
