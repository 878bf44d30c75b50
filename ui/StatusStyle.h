// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

class QLabel;
class QWidget;

namespace fleetdeck::ui {

/// How the status views colour what they draw, beside HealthStyle's colours of node states.
namespace StatusStyle {
/// The colour of a cuzk partition state (pending, synthesizing, synth_done, gpu, done, failed);
/// a neutral grey for a state this build does not know.
QColor partitionColor(const QString& state);
/// The partition states in pipeline order, for legends.
QStringList partitionStates();
/// "Pending", "Synthesizing", "Synthesized", "On GPU", "Done", "Failed"; the raw name otherwise.
QString partitionStateLabel(const QString& state);

/// True when the palette draws light text on a dark window.
bool isDark(const QPalette& palette);
/// `a` moved toward `b` by `t` (0..1).
QColor mix(const QColor& a, const QColor& b, double t);
/// Secondary text: the window text moved toward the window colour.
QColor mutedText(const QPalette& palette);
/// A card or track background that stands off the window in both light and dark palettes.
QColor raisedBackground(const QPalette& palette);
/// Black or white, whichever reads better on `background`.
QColor textOn(const QColor& background);
/// Green under 85 %, amber under 95 %, red above: how full a budget is.
QColor usageColor(double fraction);

/// The WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white).
double contrastRatio(const QColor& a, const QColor& b);
/// `color` darkened (on a light background) or lightened (on a dark one), keeping its hue, until it
/// has at least `minimum` contrast with `background`: a state colour made fit for text. 4.5 is what
/// WCAG asks of body text, 3 of large text and symbols.
QColor readableOn(const QColor& color, const QColor& background, double minimum = 4.5);

/// Gives a label the muted text colour, and remembers it so that refreshMuted() can redo it
/// after a palette change (a label's own palette does not follow its parent's any more).
void setMuted(QWidget* widget);
/// Re-applies the muted colour to every marked widget under `root`.
void refreshMuted(QWidget* root);

/// A label for a figure: plain text (daemons' strings are never rich text), selectable.
QLabel* valueLabel(const char* objectName, QWidget* parent);
/// A muted label naming what the figure beside it is.
QLabel* captionLabel(const QString& text, QWidget* parent);
/// A section's bold title with an optional muted summary on the right ("1 of 2 proving"),
/// named `<objectName>` and `<objectName>Summary`.
QWidget* sectionHeader(const QString& title, const char* objectName, QLabel** summary, QWidget* parent);
} // namespace StatusStyle

} // namespace fleetdeck::ui
