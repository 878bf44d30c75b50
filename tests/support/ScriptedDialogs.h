// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Dialogs.h"

#include <QRegularExpression>
#include <QTest>

namespace fleetdeck::test {

/// For a GUI test's init(): every question of the coming test function must be answered through
/// ui::Dialogs (setNext…/answerNext…). One that is not is refused, and its warning — which names
/// the dialog's title — fails the test function, instead of a modal window waiting offscreen for
/// a click that never comes. Answers the previous function left over are dropped.
inline void scriptDialogs()
{
    ui::Dialogs::setScripted(true);
    ui::Dialogs::clearAnswers();
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^Dialogs: ")));
}

} // namespace fleetdeck::test
