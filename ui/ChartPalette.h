// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QChart;
class QGraphicsView;
class QPalette;

namespace fleetdeck::ui {

/// Puts a chart into the panel it sits in: Qt Charts' light or dark theme for the palette (which
/// resets every colour), no card behind it, a raised plot area, muted axis labels and titles,
/// faint grid and axis lines, no minor grid. Series colours are the caller's, set afterwards.
/// Returns whether the palette is dark.
bool applyChartPalette(QChart* chart, QGraphicsView* view, const QPalette& palette);

} // namespace fleetdeck::ui
