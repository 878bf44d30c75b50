// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// For Qt Test executables only: the fleetdeck_testsupport library itself does not depend on Qt Test.

#include "support/OpenSshInstallation.h"

#include <QtTest/QTest>

// Skips the test (or the whole test case, from initTestCase) when OpenSSH is missing here. CI sets
// FLEETDECK_REQUIRE_SSHD=1 so that a missing server fails loudly instead of turning tests into skips.
#define FLEETDECK_REQUIRE_SSHD()                                                                             \
    do {                                                                                                     \
        const QString fleetdeckMissing_ = ::fleetdeck::OpenSshInstallation::missingReason();                 \
        if (!fleetdeckMissing_.isEmpty()) {                                                                  \
            if (qEnvironmentVariable("FLEETDECK_REQUIRE_SSHD") == QLatin1String("1"))                        \
                QFAIL(qPrintable(fleetdeckMissing_ + QLatin1String(" (FLEETDECK_REQUIRE_SSHD=1)")));         \
            QSKIP(qPrintable(fleetdeckMissing_));                                                            \
        }                                                                                                    \
    } while (false)

// Skips when the OS keychain does not work here (`reason` non-empty), unless the test command
// promised one with FLEETDECK_REQUIRE_KEYCHAIN=1: then the keychain tests fail instead.
#define FLEETDECK_REQUIRE_KEYCHAIN(reason)                                                                   \
    do {                                                                                                     \
        const QString fleetdeckKeychainMissing_ = (reason);                                                  \
        if (!fleetdeckKeychainMissing_.isEmpty()) {                                                          \
            if (qEnvironmentVariable("FLEETDECK_REQUIRE_KEYCHAIN") == QLatin1String("1"))                    \
                QFAIL(qPrintable(fleetdeckKeychainMissing_ +                                                 \
                                 QLatin1String(" (FLEETDECK_REQUIRE_KEYCHAIN=1)")));                         \
            QSKIP(qPrintable(fleetdeckKeychainMissing_));                                                    \
        }                                                                                                    \
    } while (false)
