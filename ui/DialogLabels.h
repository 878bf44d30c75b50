// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QLabel;
class QWidget;

namespace fleetdeck::ui {

/// The labels the console's dialogs are built from, so that they all read alike.

/// Plain text that wraps.
QLabel* wrappedLabel(const QString& text, QWidget* parent);
/// A dialog's first line: bold, a little larger.
QLabel* headingLabel(const QString& text, QWidget* parent);
/// Secondary text (where something is written): quieter than the advice, still readable.
QLabel* quietLabel(const QString& text, QWidget* parent);
/// A fingerprint (or a path) compared character by character: monospace, selectable, never
/// wrapped, on a quiet background.
QLabel* fingerprintLabel(const QString& text, const char* objectName, QWidget* parent);

} // namespace fleetdeck::ui
